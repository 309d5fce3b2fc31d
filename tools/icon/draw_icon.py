#!/usr/bin/env python3
"""Draws Stratagem's application icon and writes it in every format the platforms want.

A hex board of seven tiles on a dark rounded square: a red circle and a cyan triangle (two
sides' pieces, as Tactigon draws them) facing each other across a gold centre tile. Drawn
here, from shapes, with nothing but Python's standard library, so anyone can change and
re-run it:

    python3 tools/icon/draw_icon.py     # writes packaging/icons/

Outputs (committed, so builds need no Python):
  stratagem.png   256 px: the Linux archive's icon (with its .desktop file)
  window.png      128 px: the window's icon, built into the binary (an X11 request carries
                  at most 256 KiB without BIG-REQUESTS, and 256 px of icon is just over that)
  stratagem.ico   16, 32, 64 and 256 px: the Windows .exe's icon resource
  stratagem.icns  128, 256 and 512 px: the macOS .app's icon
"""
import math
import os
import struct
import zlib

SIZE = 512  # drawn at this size, then scaled down
SAMPLES = 3  # per pixel per axis, for smooth edges

BACKGROUND = (27, 33, 43)
TILE = (52, 64, 80)
TILE_EDGE = (92, 108, 128)
GOLD = (230, 184, 60)
RED = (214, 72, 64)
CYAN = (52, 184, 200)


def rounded_square(x, y, half, radius):
    dx = max(abs(x) - (half - radius), 0.0)
    dy = max(abs(y) - (half - radius), 0.0)
    return abs(x) <= half and abs(y) <= half and dx * dx + dy * dy <= radius * radius


def in_hex(x, y, cx, cy, r):
    """A flat-topped hexagon of circumradius r."""
    x, y = abs(x - cx), abs(y - cy)
    h = r * math.sqrt(3) / 2
    return y <= h and x * h + y * r / 2 <= r * h


def in_triangle(x, y, cx, cy, r):
    """An upward triangle of circumradius r."""
    pts = [(cx + r * math.cos(a), cy - r * math.sin(a)) for a in (math.pi / 2, 7 * math.pi / 6, 11 * math.pi / 6)]
    signs = []
    for (x1, y1), (x2, y2) in zip(pts, pts[1:] + pts[:1]):
        signs.append((x2 - x1) * (y - y1) - (y2 - y1) * (x - x1) >= 0)
    return all(signs) or not any(signs)


# The board: a centre tile and its six neighbours, in a 1-unit grid centred on (0, 0).
TILE_R = 0.155
CENTRES = [(0.0, 0.0)] + [
    (1.5 * TILE_R * 1.04 * dq, math.sqrt(3) * TILE_R * 1.04 * (dr + dq / 2))
    for dq, dr in ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
]
RED_AT = CENTRES[5]  # lower left
CYAN_AT = CENTRES[2]  # upper right


def colour_at(x, y):
    """The colour at (x, y) in a square from -0.5 to 0.5, or None outside the icon."""
    if not rounded_square(x, y, 0.47, 0.1):
        return None
    colour = BACKGROUND
    for i, (cx, cy) in enumerate(CENTRES):
        if in_hex(x, y, cx, cy, TILE_R):
            colour = GOLD if i == 0 else (TILE if in_hex(x, y, cx, cy, TILE_R * 0.86) else TILE_EDGE)
    if (x - RED_AT[0]) ** 2 + (y - RED_AT[1]) ** 2 <= (TILE_R * 0.62) ** 2:
        colour = RED
    if in_triangle(x, y, CYAN_AT[0], CYAN_AT[1] + TILE_R * 0.12, TILE_R * 0.72):
        colour = CYAN
    return colour


def draw():
    """RGBA rows at SIZE x SIZE."""
    rows = []
    n = SAMPLES * SAMPLES
    for py in range(SIZE):
        row = bytearray()
        for px in range(SIZE):
            r = g = b = a = 0
            for sy in range(SAMPLES):
                for sx in range(SAMPLES):
                    c = colour_at((px + (sx + 0.5) / SAMPLES) / SIZE - 0.5, (py + (sy + 0.5) / SAMPLES) / SIZE - 0.5)
                    if c:
                        r, g, b, a = r + c[0], g + c[1], b + c[2], a + 1
            row += bytes((r // a, g // a, b // a, 255 * a // n) if a else (0, 0, 0, 0))
        rows.append(row)
    return rows


def scaled(rows, size):
    """Box-filters SIZE x SIZE RGBA rows down to size x size (SIZE a multiple of size)."""
    f = SIZE // size
    out = []
    for y in range(size):
        row = bytearray()
        for x in range(size):
            acc = [0, 0, 0, 0]
            for yy in range(y * f, y * f + f):
                src = rows[yy]
                for xx in range(x * f, x * f + f):
                    p = src[4 * xx : 4 * xx + 4]
                    for k in range(3):
                        acc[k] += p[k] * p[3]
                    acc[3] += p[3]
            alpha = acc[3]
            row += bytes((acc[0] // alpha, acc[1] // alpha, acc[2] // alpha, alpha // (f * f)) if alpha else (0, 0, 0, 0))
        out.append(row)
    return out


def png(rows):
    size = len(rows)

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    raw = b"".join(b"\x00" + bytes(r) for r in rows)
    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def ico(images):
    """An .ico of PNG images (Windows Vista and later read PNG entries)."""
    out = struct.pack("<HHH", 0, 1, len(images))
    offset = 6 + 16 * len(images)
    for size, data in images:
        out += struct.pack("<BBBBHHII", size % 256, size % 256, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    return out + b"".join(data for _, data in images)


def icns(images):
    """An .icns of PNG images: ic07 (128), ic08 (256), ic09 (512)."""
    kinds = {128: b"ic07", 256: b"ic08", 512: b"ic09"}
    body = b"".join(kinds[size] + struct.pack(">I", 8 + len(data)) + data for size, data in images)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main():
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "packaging", "icons")
    os.makedirs(out, exist_ok=True)
    big = draw()
    pngs = {size: png(big if size == SIZE else scaled(big, size)) for size in (16, 32, 64, 128, 256, 512)}
    with open(os.path.join(out, "stratagem.png"), "wb") as f:
        f.write(pngs[256])
    with open(os.path.join(out, "window.png"), "wb") as f:
        f.write(pngs[128])
    with open(os.path.join(out, "stratagem.ico"), "wb") as f:
        f.write(ico([(s, pngs[s]) for s in (16, 32, 64, 256)]))
    with open(os.path.join(out, "stratagem.icns"), "wb") as f:
        f.write(icns([(s, pngs[s]) for s in (128, 256, 512)]))


if __name__ == "__main__":
    main()
