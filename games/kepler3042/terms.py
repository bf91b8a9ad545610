"""The rulebook's "Game Terms": how players, planets, tiles and Resources are named in
sentences, where things are on the board, and how a move's arguments are read.

Every other rules module speaks this vocabulary, so it lives in one small module that imports
nothing but the data and the state (and the shared notation toolkit, outside the package):
that keeps the section modules free of import cycles.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from games.i18n import Message, msg
from games.notation_kit import count_or_none

from . import data as D
from .state import Frame, Holding, KState, Player, Tile

# Per-call memo shared by the legality checks of one ``legal_moves`` call (occupancy,
# reachable hexes), so listing many candidate moves does not redo the same searches.
Cache = dict[Any, Any]


# --------------------------------------------------------------------------------- names
# Names are catalogue messages (``games/kepler3042/locales/``), worded in the reader's
# language; codes (``P5``, ``Earth``, ``M``) stay canonical.


def pname(seat: int) -> Message:
    return msg("kepler3042.player", n=seat + 1)


def planet_code(planet: int) -> str:
    return "Earth" if planet == D.EARTH else f"P{planet}"


def planet_label(planet: int) -> Message:
    return msg("kepler3042.earth") if planet == D.EARTH else msg("kepler3042.planet", n=planet)


def res_name(res: int) -> Message:
    return msg(f"kepler3042.res.{D.RES_CODES[res]}")


def cost_text(cost: Iterable[int]) -> Message:
    parts = [msg("kepler3042.amount", n=n, res=res_name(i)) for i, n in enumerate(cost) if n]
    if not parts:
        return msg("kepler3042.nothing")
    return msg(f"kepler3042.cost.{len(parts)}", **dict(zip("abc", parts, strict=False)))


def type_name(kind: str) -> Message:
    return msg(f"kepler3042.type.{kind.replace(' ', '_')}")


def zone_name(zone: int) -> Message:
    return msg(f"kepler3042.zone.{D.ZONE_CODES[zone]}")


def track_name(track: int, plural: bool = False) -> Message:
    return msg(f"kepler3042.track{'s' if plural else ''}.{D.TRACK_CODES[track]}")


def action_name(action: int) -> Message:
    return msg(f"kepler3042.action.{D.ACTIONS[action]}")


def bonus_name(code: str) -> Message:
    return msg(f"kepler3042.bonus.{code}")


def tech_name(track: int) -> Message:
    return msg(f"kepler3042.tech.{D.TECH_CODES[track]}")


def level_name(track: int, level: int) -> Message:
    """The name of level ``level`` (1-5) of a Technology."""
    return msg(f"kepler3042.level.{D.TECH_CODES[track]}.{level}")


def card_name(card: int) -> Message:
    return msg(f"kepler3042.card.{card}.name")


def card_text(card: int) -> Message:
    return msg(f"kepler3042.card.{card}.text")


def tile_text(tile: Tile) -> Message:
    if tile.kind == D.PLANET_TILE:
        card = D.PLANET[tile.planet]
        return msg("kepler3042.tile.planet", planet=planet_label(tile.planet), name=card.name,
                   type=type_name(card.type))
    return msg("kepler3042.tile.mine") if tile.kind == D.MINE else msg("kepler3042.tile.target")


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
