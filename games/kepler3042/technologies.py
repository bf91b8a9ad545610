"""TECHNOLOGIES: acquiring a level (with its Advancement Awards and One Giant Leap for
Mankind) and the one Technological Benefit that is a decision of its own, II-Quantum
Physics (Resource Transformation and Move Resources).

Levels are gained by buying them (Technological Development), for free at setup and from
Progress cards; all of those go through :func:`gain_level`. Quantum Physics may be used "at
any point during your turn", so its moves are checked and applied here, outside any action.
"""

from __future__ import annotations

from games.core import Event, Move

from . import data as D
from .leadership import leadership_award
from .state import KState
from .terms import planet_codes, planet_label, planet_of, pname, res_arg

# Frames during which the acting seat may use its II-Quantum Physics abilities (rulebook:
# "at any point during your turn, before or after any other action"): the turn menu and every
# decision that spends or produces Resources, where moving or converting a cube can matter.
QUANTUM_FRAMES = frozenset({"turn", "missions", "research", "terraform", "produce", "exploit"})


def gain_level(state: KState, seat: int, track: int, events: list[Event], *,
               awards: bool = True) -> None:
    """Acquire the next level of a Technology, with its awards and its giant leap."""
    p = state.players[seat]
    p.tech[track] += 1
    lvl = D.TECHS[track].levels[p.tech[track] - 1]
    events.append(Event(f"{pname(seat)} acquires {lvl.name} "
                        f"({D.TECHS[track].numeral}-{D.TECHS[track].name} level {p.tech[track]})."))
    if lvl.leap:
        # One giant leap for mankind: everyone below the indicated level moves up to it.
        target = D.TECHS[track].levels[lvl.leap - 1].name
        for other, q in enumerate(state.players):
            if q.tech[track] < lvl.leap:
                q.tech[track] = lvl.leap
                events.append(Event(f"One giant leap for mankind: {pname(other)} reaches "
                                    f"{target}."))
    if awards and lvl.awards:
        leadership_award(state, seat, 0, lvl.awards, events)


# ------------------------------------------------------------------ II-Quantum Physics


def quantum_moves_left(state: KState, seat: int) -> tuple[int, int]:
    """(moves, conversions) of II-Quantum Physics still unused this turn."""
    p = state.players[seat]
    lvl = p.tech[D.QP]
    return (max(0, D.tech_value(D.QP, lvl) - state.turn.shifts),
            max(0, D.tech_value2(D.QP, lvl) - state.turn.converts))


def quantum_available(state: KState, seat: int) -> bool:
    return (state.phase == "play" and state.turn.seat == seat and bool(state.stack)
            and state.stack[-1].seat == seat and state.stack[-1].kind in QUANTUM_FRAMES)


def why_quantum(state: KState, seat: int, move: Move) -> str | None:
    if not quantum_available(state, seat):
        return "II-Quantum Physics abilities can be used only during your own turn."
    p = state.players[seat]
    shifts, converts = quantum_moves_left(state, seat)
    if move.verb == "convert":
        if len(move.args) != 2:
            return "Write convert <planet> <M/E>."
        planet = planet_of(p, move.args[0])
        res = res_arg(move.args[1])
        if planet is None:
            return "You do not control that planet."
        if res not in (D.MATTER, D.ENERGY):
            return "Only Matter and Energy can be converted into each other."
        if converts <= 0:
            return ("You have no Resource Transformation left this turn (II-Quantum Physics "
                    "level too low or already used).")
        hold = p.holding(planet)
        assert hold is not None
        if hold.cubes[res] <= 0:
            return f"There is no {D.RES_NAMES[res]} on {planet_label(planet)}."
        if p.store[1 - res] <= 0:
            return f"There is no {D.RES_NAMES[1 - res]} in your Resources Storage to swap in."
        return None
    if len(move.args) != 3:
        return "Write shift <M/E/A> <from planet> <to planet>."
    res = res_arg(move.args[0])
    src = planet_of(p, move.args[1])
    dst = planet_of(p, move.args[2])
    if res < 0:
        return "Name a Resource: M, E or A."
    if src is None or dst is None:
        return "You do not control that planet."
    if src == dst:
        return "Move the Resource to a different planet."
    if shifts <= 0:
        return ("You have no Resource moves left this turn (II-Quantum Physics level too low "
                "or already used).")
    hold = p.holding(src)
    assert hold is not None
    if hold.cubes[res] <= 0:
        return f"There is no {D.RES_NAMES[res]} on {planet_label(src)}."
    return None


def do_convert(state: KState, seat: int, move: Move, events: list[Event]) -> None:
    p = state.players[seat]
    planet = planet_of(p, move.args[0])
    assert planet is not None
    res = res_arg(move.args[1])
    hold = p.holding(planet)
    assert hold is not None
    hold.cubes[res] -= 1
    p.store[res] += 1
    p.store[1 - res] -= 1
    hold.cubes[1 - res] += 1
    state.turn.converts += 1
    events.append(Event(f"{pname(seat)} converts 1 {D.RES_NAMES[res]} on {planet_label(planet)}"
                        f" into {D.RES_NAMES[1 - res]} (Quantum Physics)."))


def do_shift(state: KState, seat: int, move: Move, events: list[Event]) -> None:
    p = state.players[seat]
    res = res_arg(move.args[0])
    src = planet_of(p, move.args[1])
    dst = planet_of(p, move.args[2])
    assert src is not None and dst is not None
    a, b = p.holding(src), p.holding(dst)
    assert a is not None and b is not None
    a.cubes[res] -= 1
    b.cubes[res] += 1
    state.turn.shifts += 1
    events.append(Event(f"{pname(seat)} moves 1 {D.RES_NAMES[res]} from {planet_label(src)} to "
                        f"{planet_label(dst)} (Quantum Physics)."))


def quantum_candidates(state: KState, seat: int) -> list[Move]:
    """The conversions and moves of Resources the seat could still make now."""
    if not quantum_available(state, seat):
        return []
    shifts, converts = quantum_moves_left(state, seat)
    codes = planet_codes(state.players[seat])
    out: list[Move] = []
    if converts:
        out += [Move("convert", (c, r)) for c in codes for r in ("M", "E")]
    if shifts:
        out += [Move("shift", (r, a, b)) for r in D.RES_CODES for a in codes for b in codes
                if a != b]
    return out
