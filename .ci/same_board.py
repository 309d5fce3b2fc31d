"""Fails unless two PPM screenshots (P6) of the game screen show the same board: the area
between the move log (left) and the match panel (right), where the position is drawn."""
import sys


def read(path):
    data = open(path, "rb").read()
    header = data.split(b"\n", 3)
    width, height = map(int, header[1].split())
    return width, height, header[3]


(w1, h1, a), (w2, h2, b) = read(sys.argv[1]), read(sys.argv[2])
assert (w1, h1) == (w2, h2), "the windows differ in size"
left, right = 240, w1 - 310
differ = sum(
    1
    for y in range(0, h1, 2)
    for x in range(left, right, 2)
    if a[(y * w1 + x) * 3 : (y * w1 + x) * 3 + 3] != b[(y * w1 + x) * 3 : (y * w1 + x) * 3 + 3]
)
print(f"boards of {sys.argv[1]} and {sys.argv[2]}: {differ} sampled pixels differ")
assert differ == 0, "the two windows show different positions"
