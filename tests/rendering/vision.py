"""Colour vision for the palette tests: how a colour looks to a dichromat, and how far apart
two colours look.

- **Dichromacy**: Machado, Oliveira and Fernandes (2009), "A Physiologically-based Model for
  Simulation of Color Vision Deficiency" (IEEE TVCG 15(6), doi:10.1109/TVCG.2009.113), their
  matrices at severity 1.0 (protanopia, deuteranopia, tritanopia), applied to linear sRGB
  as the paper does, and clipped to the displayable range.
- **Distance**: CIEDE2000 (Sharma, Wu and Dalal 2005, "The CIEDE2000 Color-Difference
  Formula: Implementation Notes, Supplementary Test Data, and Mathematical Observations"),
  between CIELAB colours (D65 white, sRGB primaries); checked against Sharma's test pairs
  in the tests.

Pure Python: a palette is a handful of colours.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

RGB = tuple[int, int, int]
Lab = tuple[float, float, float]
Matrix = tuple[tuple[float, float, float], tuple[float, float, float],
               tuple[float, float, float]]

MACHADO: dict[str, Matrix] = {
    "protanopia": ((0.152286, 1.052583, -0.204868),
                   (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968),
                     (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779),
                   (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}
#: Normal vision and the three dichromacies, the ways of seeing every check goes through.
VISIONS: tuple[str, ...] = ("normal", *MACHADO)


def linear(channel: float) -> float:
    """An sRGB channel (0..1) in linear light."""
    return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4


def encoded(channel: float) -> float:
    """A linear channel (0..1) in sRGB's encoding."""
    channel = min(1.0, max(0.0, channel))
    return 12.92 * channel if channel <= 0.0031308 else 1.055 * channel ** (1 / 2.4) - 0.055


def seen(colour: RGB, vision: str) -> tuple[float, float, float]:
    """``colour`` as seen with ``vision``, in linear sRGB (0..1)."""
    lin = tuple(linear(c / 255) for c in colour)
    if vision == "normal":
        return (lin[0], lin[1], lin[2])
    m = MACHADO[vision]
    out = [min(1.0, max(0.0, sum(m[i][j] * lin[j] for j in range(3)))) for i in range(3)]
    return (out[0], out[1], out[2])


def simulate(colour: RGB, vision: str) -> RGB:
    """``colour`` as seen with ``vision``, as an 8-bit sRGB colour (to look at)."""
    r, g, b = (round(encoded(c) * 255) for c in seen(colour, vision))
    return (r, g, b)


def lab_of_linear(rgb: Sequence[float]) -> Lab:
    """CIELAB (D65) of a linear sRGB colour."""
    r, g, b = rgb
    x = 0.4124564 * r + 0.3575761 * g + 0.1804375 * b
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = 0.0193339 * r + 0.1191920 * g + 0.9503041 * b
    white = (0.95047, 1.0, 1.08883)

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    fx, fy, fz = f(x / white[0]), f(y / white[1]), f(z / white[2])
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))


def lab(colour: RGB, vision: str = "normal") -> Lab:
    """CIELAB of an 8-bit sRGB colour as seen with ``vision``."""
    return lab_of_linear(seen(colour, vision))


def ciede2000(lab1: Lab, lab2: Lab) -> float:
    """The CIEDE2000 colour difference (kL = kC = kH = 1)."""
    l1, a1, b1 = lab1
    l2, a2, b2 = lab2
    c_bar = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_bar ** 7 / (c_bar ** 7 + 25 ** 7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0
    dl, dc = l2 - l1, c2p - c1p
    if c1p * c2p == 0:
        dh = 0.0
    elif abs(h2p - h1p) <= 180:
        dh = h2p - h1p
    elif h2p - h1p > 180:
        dh = h2p - h1p - 360
    else:
        dh = h2p - h1p + 360
    dhh = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    l_bar, cp_bar = (l1 + l2) / 2, (c1p + c2p) / 2
    if c1p * c2p == 0:
        h_bar = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        h_bar = (h1p + h2p) / 2
    elif h1p + h2p < 360:
        h_bar = (h1p + h2p + 360) / 2
    else:
        h_bar = (h1p + h2p - 360) / 2
    t = (1 - 0.17 * math.cos(math.radians(h_bar - 30)) + 0.24 * math.cos(math.radians(2 * h_bar))
         + 0.32 * math.cos(math.radians(3 * h_bar + 6))
         - 0.20 * math.cos(math.radians(4 * h_bar - 63)))
    d_theta = 30 * math.exp(-(((h_bar - 275) / 25) ** 2))
    r_c = 2 * math.sqrt(cp_bar ** 7 / (cp_bar ** 7 + 25 ** 7))
    s_l = 1 + 0.015 * (l_bar - 50) ** 2 / math.sqrt(20 + (l_bar - 50) ** 2)
    s_c = 1 + 0.045 * cp_bar
    s_h = 1 + 0.015 * cp_bar * t
    r_t = -math.sin(math.radians(2 * d_theta)) * r_c
    return math.sqrt((dl / s_l) ** 2 + (dc / s_c) ** 2 + (dhh / s_h) ** 2
                     + r_t * (dc / s_c) * (dhh / s_h))


def difference(one: RGB, other: RGB, vision: str = "normal") -> float:
    """How far apart two colours look with ``vision`` (CIEDE2000)."""
    return ciede2000(lab(one, vision), lab(other, vision))


def closest_pair(colours: Sequence[RGB], vision: str) -> tuple[float, int, int]:
    """The smallest difference between two of ``colours`` with ``vision``, and which."""
    best = (math.inf, -1, -1)
    for i in range(len(colours)):
        for j in range(i + 1, len(colours)):
            found = difference(colours[i], colours[j], vision)
            if found < best[0]:
                best = (found, i, j)
    return best
