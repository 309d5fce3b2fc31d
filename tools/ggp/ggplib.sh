#!/bin/bash
# Builds the peer of the GDL speed comparison: the propnet state machine of ggplib (Richard
# Emslie's GGP library behind his player Galvanise, a past international GGP champion), from
# source checkouts, and writes OUT_DIR/ggplib-rate.sh, which prints its C++ depth charges
# (random playouts to the end, goals read) per second on one thread for a .kif file.
#
# usage: GGPLIB_DIR=... K273_DIR=... GGP_BASE_DIR=... tools/ggp/ggplib.sh OUT_DIR
#   GGPLIB_DIR    a checkout of github.com/richemslie/ggplib   (read only; copied)
#   K273_DIR      a checkout of github.com/ggplib/k273         (read only; copied)
#   GGP_BASE_DIR  a checkout of github.com/ggp-org/ggp-base    (read only; sources + lib/ jars used)
#   OUT_DIR       output folder (created; everything is built inside it)
# Then, side by side with the compiled engine (docs/gdl.md):
#   GGPLIB_RATE=OUT_DIR/ggplib-rate.sh cargo bench --profile dev --bench gdl -- a.kif b.kif
# ggp-base's Java propnet factory, which ggplib builds on, is given GGPLIB_JAVA_TIMEOUT seconds
# (600 unless set) per attempt, two attempts.
#
# Needs: clang++ (or CPP_VERSION=g++), make, libjsoncpp-dev (installed with apt-get if missing and
# root), a JDK (javac/java, 17 tested), python3 with lib2to3 (<= 3.12) and cffi (2.0 tested).
# Builds with make -j1 (MAKE_JOBS to change). ggplib's Python 2 is converted to Python 3 and
# patched in the copy (step 5 says each edit and why); its C++ needs one missing include.
set -euo pipefail

: "${GGPLIB_DIR:?set GGPLIB_DIR to a ggplib checkout}"
: "${K273_DIR:?set K273_DIR to a k273 checkout}"
: "${GGP_BASE_DIR:?set GGP_BASE_DIR to a ggp-base checkout}"
OUT=${1:?usage: tools/ggp/ggplib.sh OUT_DIR}
JOBS=${MAKE_JOBS:-1}
PY=${PYTHON:-python3}

GGPLIB_DIR=$(readlink -f "$GGPLIB_DIR"); K273_DIR=$(readlink -f "$K273_DIR")
GGP_BASE_DIR=$(readlink -f "$GGP_BASE_DIR")
mkdir -p "$OUT"; OUT=$(readlink -f "$OUT")
say() { echo "== ggplib.sh: $*" >&2; }

# --- 0. prerequisites -------------------------------------------------------------------------
for t in make javac java "$PY"; do command -v "$t" >/dev/null || { say "missing $t"; exit 1; }; done
if [ ! -e /usr/include/jsoncpp/json/json.h ]; then
    if [ "$(id -u)" = 0 ]; then
        say "installing libjsoncpp-dev (k273's JSON reader)"
        apt-get install -y -q libjsoncpp-dev >&2 || { apt-get update -q >&2 && apt-get install -y -q libjsoncpp-dev >&2; }
    else
        say "libjsoncpp-dev is needed: sudo apt-get install libjsoncpp-dev"; exit 1
    fi
fi
"$PY" -c "import cffi" || { say "$PY needs cffi"; exit 1; }
"$PY" -W ignore -c "import lib2to3.main" || { say "$PY has no lib2to3 (removed in 3.13): use python <= 3.12"; exit 1; }

# --- 1. copies (sources only, no .git, no build products) ---------------------------------------
say "copying sources into $OUT"
rm -rf "$OUT/k273" "$OUT/ggplib" "$OUT/classes" "$OUT/lib"
copy() {  # copy SRC DST, leaving out VCS data and build products
    mkdir -p "$2"
    tar -C "$1" --exclude=.git --exclude='*.o' --exclude='*.d' --exclude='*.so' --exclude='*.bin' \
        --exclude='*.pyc' --exclude=__pycache__ -cf - . | tar -C "$2" -xf -
}
copy "$K273_DIR" "$OUT/k273"
copy "$GGPLIB_DIR" "$OUT/ggplib"
rm -f "$OUT"/ggplib/src/ggplib/props/[!_]*.py "$OUT"/ggplib/data/rulesheets/tmp_*.kif

# --- 2. k273 (only the k273 library: ggplib needs nothing else from it) ------------------------
export K273_PATH="$OUT/k273"
say "building libk273.so"
nice make -C "$OUT/k273/src/cpp/k273" -j"$JOBS" libk273.so >"$OUT/build-k273.log" 2>&1 \
    || { tail -20 "$OUT/build-k273.log" >&2; exit 1; }

# --- 3. ggplib C++ (libggplib_cpp.so; test_hex.bin is not needed) -------------------------------
# patch: legalstate.h calls malloc/free without <cstdlib>; newer libstdc++ no longer pulls it in
# transitively, so clang++ 14 / g++ 12 stop with "use of undeclared identifier 'free'".
LS="$OUT/ggplib/src/cpp/statemachine/legalstate.h"
grep -q '<cstdlib>' "$LS" || sed -i '0,/^#pragma once$/s//#pragma once\n\n#include <cstdlib>/' "$LS"
grep -q '<cstdlib>' "$LS" || { say "legalstate.h patch did not apply"; exit 1; }
say "building libggplib_cpp.so (a minute or two)"
nice make -C "$OUT/ggplib/src/cpp" -j"$JOBS" libggplib_cpp.so >"$OUT/build-ggplib.log" 2>&1 \
    || { tail -20 "$OUT/build-ggplib.log" >&2; exit 1; }

# --- 4. propnet_convert (ggplib's Java front end over ggp-base's OptimizingPropNetFactory) -------
# Only the ggp-base classes that propnet_convert needs are compiled (javac -sourcepath), so no
# gradle and none of ggp-base's Jython/Swing parts.
say "compiling propnet_convert against $GGP_BASE_DIR/src/main/java"
mkdir -p "$OUT/classes" "$OUT/lib"
find "$GGP_BASE_DIR/lib" -name '*.jar' ! -name '*-sources.jar' -exec cp {} "$OUT/lib/" \;
JARS=$(ls "$OUT"/lib/*.jar | paste -sd:)
javac -nowarn -encoding UTF-8 -d "$OUT/classes" -sourcepath "$GGP_BASE_DIR/src/main/java" -cp "$JARS" \
    "$OUT"/ggplib/src/java/propnet_convert/*.java 2>&1 | grep -v '^Note:' >&2 || true
[ -f "$OUT/classes/propnet_convert/Convert.class" ] || { say "javac failed"; exit 1; }

# --- 5. ggplib's Python 2 package -> Python 3 --------------------------------------------------
say "converting src/ggplib to python 3 (lib2to3) and patching"
"$PY" -W ignore -m lib2to3 -w -n "$OUT/ggplib/src/ggplib" >"$OUT/2to3.log" 2>&1
cat >"$OUT/patch_py3.py" <<'EOF'
"""Small Python-3 / cffi patches applied after lib2to3 to a copy of ggplib's src/ggplib."""
import os
import sys

root = sys.argv[1]  # .../src/ggplib


def edit(rel, old, new, count=1):
    p = os.path.join(root, rel)
    s = open(p).read()
    n = s.count(old)
    if n != count:
        sys.exit("patch_py3: %s: expected %d of %r, found %d" % (rel, count, old, n))
    open(p, "w").write(s.replace(old, new))


# 1. cffi: ABI mode (dlopen of the built library) instead of ffi.verify (which compiles a C
#    extension at import time); libk273.so is found through LD_LIBRARY_PATH.
edit("interface.py",
     """    return ffi, ffi.verify('#include <interface.h>\\n',
                           include_dirs=[ggplib_local_path],
                           library_dirs=[ggplib_local_path],
                           libraries=["ggplib_cpp"])""",
     """    return ffi, ffi.dlopen(os.path.join(ggplib_local_path, "libggplib_cpp.so"))""")

# 2. char* arguments must be bytes in Python 3 (and char* results are bytes).
edit("interface.py", "ffi, lib = get_lib()\n",
     "ffi, lib = get_lib()\n\n\ndef _b(s):\n    return s.encode() if isinstance(s, str) else s\n")
for kind in ("", "Goalless", "Combined"):
    edit("interface.py", "lib.create%sStateMachineFromJSON(buf, len(buf))" % kind,
         "lib.create%sStateMachineFromJSON(_b(buf), len(_b(buf)))" % kind)
edit("interface.py", "lib.initK273(log_level, log_filename)", "lib.initK273(log_level, _b(log_filename))")
for lvl in "verbose debug info warning error critical".split():
    edit("interface.py", "lib.Log_%s(msg)" % lvl, "lib.Log_%s(_b(msg))" % lvl)
edit("interface.py", "return ffi.string(c_charstar)", "return ffi.string(c_charstar).decode()", count=2)

# 3. subprocess output is bytes in Python 3: ask for text.
edit("util/runcmd.py", "p = Popen(args, shell=shell, cwd=cwd, stdout=PIPE, stderr=PIPE, env=env)",
     "p = Popen(args, shell=shell, cwd=cwd, stdout=PIPE, stderr=PIPE, env=env, universal_newlines=True)")

# 4. the java propnet conversion is killed after 60 s; big games need longer (GGPLIB_JAVA_TIMEOUT).
edit("propnet/getpropnet.py", "return_code, out, err = run(cmd, shell=True, timeout=60)",
     "return_code, out, err = run(cmd, shell=True, timeout=int(os.environ.get('GGPLIB_JAVA_TIMEOUT', '600')))")

# 5. Python 3 caches directory listings: make the freshly written props module importable.
edit("propnet/getpropnet.py", "            module = importlib.import_module(",
     "            importlib.invalidate_caches()\n            module = importlib.import_module(")

# 6. a failed java conversion leaves no props file: do not hide the real error while cleaning up.
edit("propnet/getpropnet.py", "        os.remove(props_file)\n",
     "        if os.path.exists(props_file):\n            os.remove(props_file)\n")

# 7. tuple subclass: tuple.__init__ takes no arguments in Python 3 (tuple.__new__ builds it).
edit("util/symbols.py", "        tuple.__init__(self, *args)\n", "")
print("patch_py3: ok")
EOF
"$PY" "$OUT/patch_py3.py" "$OUT/ggplib/src/ggplib" >&2

# --- 6. the measuring driver and its shell wrapper ---------------------------------------------
cat >"$OUT/ggplib_rate.py" <<'EOF'
"""Print ggplib's C++ depth-charge rate (one thread) for a GDL .kif file.

usage: python3 ggplib_rate.py KIF SECONDS
The state machine is built as ggplib's perf_test does for a game not in its database
(lookup.by_gdl falls back to statemachine.builder.build_sm: ggp-base propnet via java
propnet_convert, ggplib's python optimisation, then a combined/goalless C++ state machine), then
interface.depth_charge(sm, SECONDS) runs random playouts to the end, reading the goals.
"""
import contextlib
import os
import sys
import time


def main():
    kif, seconds = sys.argv[1], int(sys.argv[2])
    name = os.path.basename(kif)
    from ggplib import interface
    from ggplib.util import log
    interface.initialise_k273(1, log_name_base=os.environ.get("GGPLIB_LOG_BASE", "k273_"))
    log.initialise()
    from ggplib.statemachine import builder
    from ggplib.propnet import getpropnet

    java = [0.0]
    run = getpropnet.run

    java_errors = []

    def timed_run(cmd, *args, **kwds):
        t = time.time()
        try:
            code, out, err = run(cmd, *args, **kwds)
        finally:
            java[0] += time.time() - t
        if code != 0 and cmd.startswith("java"):
            why = [l for l in (err or "").splitlines() if l.strip()]
            java_errors.append("'%s' -> %s after %.0f s%s" % (
                " ".join(cmd.split()[:3]), "killed at timeout" if code == -9 else "exit %s" % code,
                time.time() - t, ": " + why[0] if why else ""))
        return code, out, err
    getpropnet.run = timed_run

    gdl = open(kif).read()
    t0 = time.time()
    try:
        with contextlib.redirect_stdout(sys.stderr):   # ggplib's own prints are diagnostics
            model, sm = builder.build_sm(gdl)
    except BaseException as exc:
        print("ggplib %s FAILED building the state machine after %.1f s: %s: %s%s"
              % (name, time.time() - t0, type(exc).__name__, exc,
                 "".join("; java " + e for e in java_errors)))
        raise
    build = time.time() - t0
    sm = sm.dupe()   # as lookup's GameInfo.get_sm() does
    sys.stderr.write("ggplib-build %s: %.2f s (java propnet_convert %.2f s); roles %s\n"
                     % (name, build, java[0], " ".join(model.roles)))
    msecs, rollouts, changes = interface.depth_charge(sm, seconds)
    rate = rollouts / (msecs / 1000.0) if msecs else 0.0
    sys.stderr.write("ggplib-depth %s: %d state changes, %.1f per playout\n"
                     % (name, changes, changes / float(rollouts) if rollouts else 0.0))
    print("ggplib %s %d rollouts in %d ms: %.1f per second" % (name, rollouts, msecs, rate))
    sys.stdout.flush()


if __name__ == "__main__":
    main()
EOF

sed "s|@OUT@|$OUT|" >"$OUT/ggplib-rate.sh" <<'EOF'
#!/bin/bash
# usage: ggplib-rate.sh KIF SECONDS
# One line on stdout: ggplib <kif> <N> rollouts in <ms> ms: <rate> per second
# On stderr: the build time line (ggplib-build ...), the mean playout length, and the log's path.
set -uo pipefail
OUT=${GGPLIB_OUT:-@OUT@}
[ $# -ge 1 ] || { echo "usage: $0 KIF [SECONDS]" >&2; exit 2; }
KIF=$(readlink -f "$1"); SECS=${2:-10}
[ -r "$KIF" ] || { echo "ggplib: cannot read $1" >&2; exit 2; }
export PYTHONPATH="$OUT/ggplib/src" PYTHONDONTWRITEBYTECODE=1
export LD_LIBRARY_PATH="$OUT/k273/src/cpp/k273${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
export CLASSPATH="$OUT/classes:$(ls "$OUT"/lib/*.jar | paste -sd:)"
mkdir -p "$OUT/logs"
LOG="$OUT/logs/$(basename "$KIF" .kif)-$(date +%Y%m%d-%H%M%S)-$$.log"
cd "$OUT/logs"   # k273 writes its own log file into the current folder
export GGPLIB_LOG_BASE="$(basename "$LOG" .log)-k273-"
python3 "$OUT/ggplib_rate.py" "$KIF" "$SECS" 2>"$LOG"
rc=$?
grep -E '^ggplib-(build|depth)' "$LOG" >&2
if [ $rc -ne 0 ]; then
    echo "ggplib $(basename "$KIF") exit $rc; last lines of $LOG:" >&2
    grep -vE '^\s*$' "$LOG" | tail -8 >&2
fi
echo "(log: $LOG)" >&2
exit $rc
EOF
chmod +x "$OUT/ggplib-rate.sh"
say "done: $OUT/ggplib-rate.sh KIF SECONDS"
