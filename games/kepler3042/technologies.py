"""TECHNOLOGIES: acquiring a level (with its Advancement Awards and One Giant Leap for
Mankind) and the one Technological Benefit that is a decision of its own, II-Quantum
Physics (Resource Transformation and Move Resources).

Levels are gained by buying them (Technological Development), for free at setup and from
Progress cards; all of those go through :func:`gain_level`. Quantum Physics may be used "at
any point during your turn", so its moves are checked and applied here, outside any action.
"""

from __future__ import annotations

from games.core import Event, Move
from games.i18n import Message, msg

from . import data as D
from .leadership import leadership_award
from .state import KState
from .terms import (
    level_name,
    planet_codes,
    planet_label,
    planet_of,
    pname,
    res_arg,
    res_name,
    tech_name,
)

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
    events.append(Event.of(msg("kepler3042.ev.acquires", player=pname(seat),
                               level=level_name(track, p.tech[track]),
                               numeral=D.TECHS[track].numeral, tech=tech_name(track),
                               n=p.tech[track])))
    if lvl.leap:
        # One giant leap for mankind: everyone below the indicated level moves up to it.
        target = level_name(track, lvl.leap)
        for other, q in enumerate(state.players):
            if q.tech[track] < lvl.leap:
                q.tech[track] = lvl.leap
                events.append(Event.of(msg("kepler3042.ev.leap", player=pname(other),
                                           level=target)))
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


def why_quantum(state: KState, seat: int, move: Move) -> Message | None:
    if not quantum_available(state, seat):
        return msg("kepler3042.no.quantum_turn")
    p = state.players[seat]
    shifts, converts = quantum_moves_left(state, seat)
    if move.verb == "convert":
        if len(move.args) != 2:
            return msg("kepler3042.no.convert_form")
        planet = planet_of(p, move.args[0])
        res = res_arg(move.args[1])
        if planet is None:
            return msg("kepler3042.no.not_your_planet")
        if res not in (D.MATTER, D.ENERGY):
            return msg("kepler3042.no.convert_res")
        if converts <= 0:
            return msg("kepler3042.no.convert_left")
        hold = p.holding(planet)
        assert hold is not None
        if hold.cubes[res] <= 0:
            return msg("kepler3042.no.planet_empty", res=res_name(res),
                       planet=planet_label(planet))
        if p.store[1 - res] <= 0:
            return msg("kepler3042.no.store_swap", res=res_name(1 - res))
        return None
    if len(move.args) != 3:
        return msg("kepler3042.no.shift_form")
    res = res_arg(move.args[0])
    src = planet_of(p, move.args[1])
    dst = planet_of(p, move.args[2])
    if res < 0:
        return msg("kepler3042.no.name_res")
    if src is None or dst is None:
        return msg("kepler3042.no.not_your_planet")
    if src == dst:
        return msg("kepler3042.no.shift_same")
    if shifts <= 0:
        return msg("kepler3042.no.shift_left")
    hold = p.holding(src)
    assert hold is not None
    if hold.cubes[res] <= 0:
        return msg("kepler3042.no.planet_empty", res=res_name(res), planet=planet_label(src))
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
    events.append(Event.of(msg("kepler3042.ev.convert", player=pname(seat), res=res_name(res),
                               planet=planet_label(planet), other=res_name(1 - res))))


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
    events.append(Event.of(msg("kepler3042.ev.shift", player=pname(seat), res=res_name(res),
                               src=planet_label(src), dst=planet_label(dst))))


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
