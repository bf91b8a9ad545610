"""The rulebook's "Game Terms": how players, planets, tiles and Resources are named in
sentences, where things are on the board, and how a move's arguments are read.

Every other rules module speaks this vocabulary, so it lives in one small module that imports
nothing but the data and the state (and the shared notation toolkit, outside the package):
that keeps the section modules free of import cycles.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from games.notation_kit import count_or_none

from . import data as D
from .state import Frame, Holding, KState, Player, Tile

Cache = dict[Any, Any]
"""Per-call memo shared by the legality checks of one ``legal_moves`` call (occupancy,
reachable hexes), so listing many candidate moves does not redo the same searches."""


# --------------------------------------------------------------------------------- names


def pname(seat: int) -> str:
    return f"Player {seat + 1}"


def planet_code(planet: int) -> str:
    return "Earth" if planet == D.EARTH else f"P{planet}"


def planet_label(planet: int) -> str:
    return "Earth" if planet == D.EARTH else f"Planet {planet}"


def cost_text(cost: Iterable[int]) -> str:
    parts = [f"{n} {D.RES_NAMES[i]}" for i, n in enumerate(cost) if n]
    return " + ".join(parts) if parts else "nothing"


def tile_text(tile: Tile) -> str:
    if tile.kind == D.PLANET_TILE:
        card = D.PLANET[tile.planet]
        return f"{planet_label(tile.planet)} {card.name} ({D.TYPE_NAMES[card.type]})"
    return "a Mine" if tile.kind == D.MINE else "a Colonial Target"


# ------------------------------------------------------------- Celestial Objects and hexes


def occupancy(state: KState, cache: Cache | None = None) -> dict[int, int]:
    """Hex -> seat of the Starship on it."""
    if cache is not None and "occ" in cache:
        occ: dict[int, int] = cache["occ"]
        return occ
    occ = {}
    for seat, p in enumerate(state.players):
        for h in p.ships:
            if h >= 0:
                occ[h] = seat
    if cache is not None:
        cache["occ"] = occ
    return occ


def is_space(state: KState, h: int) -> bool:
    return h not in D.FIXED_IMPASSABLE and h not in state.tiles


def planet_hex(state: KState, planet: int) -> int:
    for h, t in state.tiles.items():
        if t.kind == D.PLANET_TILE and t.planet == planet:
            return h
    return -1


def body_hexes(state: KState, seat: int, planet: int) -> tuple[int, ...]:
    """The hexes a planet card "is": the Sol hex for Earth, the tile otherwise."""
    if planet == D.EARTH:
        return (D.SOL,)
    h = planet_hex(state, planet)
    return (h,) if h >= 0 else ()


def ship_slot(p: Player, h: int) -> int:
    for i, x in enumerate(p.ships):
        if x == h:
            return i
    return -1


def planet_codes(p: Player) -> list[str]:
    """The codes of the planets the seat holds, in the order it gained them (candidate moves
    list them so)."""
    return [planet_code(h.planet) for h in p.holdings]


def colonies(p: Player) -> list[Holding]:
    """The Planet cards a Nation colonized (every holding but its Earth card)."""
    return [h for h in p.holdings if h.planet != D.EARTH]


# ------------------------------------------------------------------ the decision stack


def push(state: KState, kind: str, seat: int, **data: Any) -> None:
    state.stack.append(Frame(kind, seat, dict(data)))


#: Why a ``produce`` or ``regen`` decision was offered, for the offers the rulebook makes
#: with "may", which the player may decline (``skip``): "Leadership Awards" ("you may
#: immediately REGENERATE one Resource of your choice", "you may immediately PRODUCE one
#: Resource of the indicated type") and "2.d Withdraw Starships" ("If you withdraw a
#: Starship from a Mine, you may immediately REGENERATE one Resource"). Every other
#: PRODUCE or REGENERATE is the effect of something the player chose (a Bonus Action) or
#: of a Progress card's instruction, and happens. The Main Actions Energy Storage and
#: Generate Antimatter are optional as a whole ("Main Actions are not mandatory") and end
#: with ``done`` instead.
DECLINABLE: frozenset[str] = frozenset({"track", "mine"})


def declinable(frame: Frame) -> bool:
    """Whether the player may turn this offer down (see :data:`DECLINABLE`)."""
    return frame.data.get("why") in DECLINABLE


# ------------------------------------------------------------------- reading arguments


def planet_of(p: Player, code: str) -> int | None:
    """Planet number of a canonical planet code the seat holds, else None."""
    num = 0 if code == "Earth" else count_or_none(code[1:], 1, max(D.PLANET))
    if num is None:
        return None
    return num if p.holding(num) is not None else None


def hex_arg(text: str) -> int:
    try:
        return D.hex_index(text)
    except ValueError:
        return -1


def res_arg(text: str) -> int:
    return D.RES_CODES.index(text) if text in D.RES_CODES else -1


def track_arg(text: str) -> int:
    return D.TECH_CODES.index(text) if text in D.TECH_CODES else -1
