"""Fails unless a PPM screenshot (P6) is window-sized and not blank: a window that drew."""
import sys

data = open(sys.argv[1], "rb").read()
header = data.split(b"\n", 3)
width, height = map(int, header[1].split())
pixels = header[3]
assert len(pixels) == width * height * 3, "truncated image"
colours = {pixels[i : i + 3] for i in range(0, len(pixels), 3 * 7)}
print(f"window screenshot {sys.argv[1]}: {width}x{height}, {len(colours)} colours sampled")
assert width >= 640 and height >= 400, "window too small"
assert len(colours) >= 20, "the window looks blank"
