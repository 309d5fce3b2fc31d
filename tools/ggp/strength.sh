#!/bin/bash
# Strength of `stratagem ggp-player` (uct, one thread) against ggp-base's sample players, refereed
# by ggp-base's own GameServer at a 10 s start clock and 5 s play clock, in both seatings; prints
# one line per match with the goals (ours is the first in "ours-first", the second otherwise)
# and the errors recorded. docs/gdl.md has the figures.
#
#   GGP_BASE_DIR=~/ggp-base tools/ggp/strength.sh DESCRIPTION.kif...
#
# Needs a ggp-base checkout (GGP_BASE_DIR), JDK 17 and a built `stratagem` (STRATAGEM, default
# the dev build in CARGO_TARGET_DIR or target/). OPPONENTS chooses the sample players
# (default "montecarlo searchlight"); the matches' JSON goes to OUT (default a temporary folder).
set -eu
: "${GGP_BASE_DIR:?set GGP_BASE_DIR to a ggp-base checkout}"
[ $# -gt 0 ] || { echo "usage: $0 DESCRIPTION.kif..." >&2; exit 2; }
here=$(cd "$(dirname "$0")/../.." && pwd)
B=${STRATAGEM:-${CARGO_TARGET_DIR:-$here/target}/debug/stratagem}
OUT=${OUT:-$(mktemp -d)}
jars=$(find "$GGP_BASE_DIR/lib" -name '*.jar' ! -name '*-sources.jar' | tr '\n' ':')
javac --release 8 -nowarn -encoding UTF-8 -d "$OUT/classes" -sourcepath "$GGP_BASE_DIR/src/main/java" \
    -cp "$jars" "$here/crates/ggp/tests/ggp_base/GgpBaseRunner.java" 2>/dev/null
CP="$OUT/classes:$jars"
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
ours=$(free_port)
"$B" ggp-player --port "$ours" --player uct --threads 1 > "$OUT/ours.log" 2>&1 &
pids=$!
trap 'kill $pids 2>/dev/null' EXIT
sleep 2
for game in "$@"; do
  g=$(basename "$game" .kif)
  for opp in ${OPPONENTS:-montecarlo searchlight}; do
    theirs=$(free_port)
    (cd "$OUT" && exec java -cp "$CP" GgpBaseRunner player "$theirs" "$opp" > "$OUT/theirs-$g-$opp.log" 2>&1) &
    pids="$pids $!"
    sleep 3
    for first in ours theirs; do
      if [ $first = ours ]; then seats="127.0.0.1:$ours 127.0.0.1:$theirs"; else seats="127.0.0.1:$theirs 127.0.0.1:$ours"; fi
      start=$(date +%s)
      (cd "$OUT" && java -cp "$CP" GgpBaseRunner match "$game" 10 5 $seats) > "$OUT/$g-$opp-$first.json"
      python3 - "$OUT/$g-$opp-$first.json" "$g $opp $first-first $(( $(date +%s) - start )) s" <<'PY'
import json, sys
m = json.load(open(sys.argv[1]))
errors = sum(1 for step in m.get("errors", []) for e in step if e)
print(sys.argv[2], "goals", m.get("goalValues"), "steps", len(m.get("moves", [])), "errors", errors)
PY
    done
    pkill -f "GgpBaseRunner player $theirs" || true
  done
done
