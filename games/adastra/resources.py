"""Resource bundles: the canonical way the engine writes a handful of resource cards.

A bundle is a string of resource letters in the order W F E X Y Z, one letter per card
(``"WWF"`` is two Water and one Food), so equal bundles are equal strings.
"""

from __future__ import annotations

from collections import Counter

from games.adastra.data import RESOURCES


def bundle(counts: dict[str, int] | Counter[str]) -> str:
    return "".join(r * counts.get(r, 0) for r in RESOURCES)


def counts(b: str) -> Counter[str]:
    return Counter(b)


_ORDER = {r: i for i, r in enumerate(RESOURCES)}


def canonical(b: str) -> str:
    return "".join(sorted(b, key=_ORDER.__getitem__))


def has(resources: dict[str, int], b: str) -> bool:
    return all(resources.get(r, 0) >= b.count(r) for r in set(b))


def move_cards(src: dict[str, int], dst: dict[str, int], b: str) -> None:
    for r in b:
        src[r] -= 1
        dst[r] = dst.get(r, 0) + 1
