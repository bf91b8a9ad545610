"""Resources, as the rulebook's "Game Terms" define their four movements: PRODUCE (Storage ->
one Planet card), SPEND (one Planet card -> Storage), BURN (Storage or Planet cards ->
Clausius' Pit) and REGENERATE (Pit -> Storage).

Many sections end in "PRODUCE one ...", "BURN one ..." or "REGENERATE one ..." (Leadership
Awards, Bonus Actions, Energy Storage, Generate Antimatter, Mines, Progress cards), so those
three decisions (the ``produce``, ``burn`` and ``regen`` frames) are defined once here.
"""

from __future__ import annotations

from collections.abc import Iterable

from games.core import Event, Move
from games.i18n import Message, msg

from . import data as D
from .prompts import not_now
from .state import Frame, KState, Player
from .terms import (
    Cache,
    card_name,
    cost_text,
    declinable,
    planet_codes,
    planet_label,
    planet_of,
    pname,
    res_arg,
    res_name,
)


def has(cubes: list[int], cost: Iterable[int]) -> bool:
    return all(c >= n for c, n in zip(cubes, cost, strict=False))


def total_cubes(cubes: list[int]) -> int:
    return sum(cubes)


def burnable(p: Player) -> bool:
    return total_cubes(p.store) > 0 or any(total_cubes(h.cubes) for h in p.holdings)


def produce(state: KState, seat: int, planet: int, cubes: Iterable[int]) -> list[int]:
    """PRODUCE: move cubes from the Resources Storage onto one planet card, as far as the
    storage allows (rulebook, Planetary Exploitation: excess production is lost)."""
    p = state.players[seat]
    hold = p.holding(planet)
    assert hold is not None
    done = [0, 0, 0]
    for i, n in enumerate(cubes):
        k = min(n, p.store[i])
        p.store[i] -= k
        hold.cubes[i] += k
        done[i] = k
    return done


def spend(p: Player, planet: int, cost: Iterable[int]) -> None:
    """SPEND: cubes from only one planet card back to the Resources Storage."""
    hold = p.holding(planet)
    assert hold is not None
    for i, n in enumerate(cost):
        hold.cubes[i] -= n
        p.store[i] += n


# ------------------------------------------------------------ produce: PRODUCE on a planet


def why_produce(state: KState, seat: int, top: Frame, move: Move,
                cache: Cache) -> Message | None:
    """PRODUCE on one planet. The producing Main Actions end with ``done`` (the action is
    optional); a Leadership Award's production may be declined with ``skip``; any other
    production happens, unless the Resources Storage has none to give."""
    p = state.players[seat]
    res = int(top.data["res"])
    main_action = top.data.get("why") in ("energy", "antimatter")
    if move.verb == "done" and not move.args:
        return None if main_action else not_now(state, seat)
    if move.verb == "skip" and not move.args:
        if main_action:
            return not_now(state, seat)
        if declinable(top):
            return None
        if p.store[res] > 0:
            return msg("kepler3042.no.must_produce", res=res_name(res))
        return None
    if move.verb != "produce" or len(move.args) != 1:
        return not_now(state, seat)
    planet = planet_of(p, move.args[0])
    if planet is None:
        return msg("kepler3042.no.not_your_planet")
    if p.store[res] <= 0:
        return msg("kepler3042.no.store_empty_produce", res=res_name(res))
    return None


def do_produce(state: KState, seat: int, top: Frame, move: Move, events: list[Event]) -> None:
    state.stack.pop()
    if move.verb in ("done", "skip"):
        if move.verb == "skip" and declinable(top):
            events.append(Event.of(msg("kepler3042.ev.declines_produce", player=pname(seat)),
                                   minor=True))
        return
    p = state.players[seat]
    planet = planet_of(p, move.args[0])
    assert planet is not None
    cubes = [0, 0, 0]
    cubes[int(top.data["res"])] = int(top.data["amount"])
    got = produce(state, seat, planet, cubes)
    events.append(Event.of(msg("kepler3042.ev.produces", player=pname(seat), cost=cost_text(got),
                               planet=planet_label(planet))))


def candidates_produce(state: KState, seat: int, top: Frame, cache: Cache) -> list[Move]:
    codes = planet_codes(state.players[seat])
    return [Move("produce", (c,)) for c in codes] + [Move("done"), Move("skip")]


# ------------------------------------------------------------------ burn: BURN to pay


def why_burn(state: KState, seat: int, top: Frame, move: Move,
             cache: Cache) -> Message | None:
    p = state.players[seat]
    if move.verb != "burn" or len(move.args) != 2:
        return not_now(state, seat)
    res = res_arg(move.args[0])
    if res < 0:
        return msg("kepler3042.no.name_res")
    if top.data.get("why") == "card":
        if res != D.ENERGY:
            return msg("kepler3042.no.gamma_energy", card=card_name(state.card))
        if move.args[1] == "store":
            return msg("kepler3042.no.gamma_planet", card=card_name(state.card))
    if move.args[1] == "store":
        if p.store[res] <= 0:
            return msg("kepler3042.no.store_empty", res=res_name(res))
        return None
    planet = planet_of(p, move.args[1])
    if planet is None:
        return msg("kepler3042.no.burn_where")
    hold = p.holding(planet)
    assert hold is not None
    if hold.cubes[res] <= 0:
        return msg("kepler3042.no.planet_empty", res=res_name(res), planet=planet_label(planet))
    return None


def do_burn(state: KState, seat: int, top: Frame, move: Move, events: list[Event]) -> None:
    p = state.players[seat]
    res = res_arg(move.args[0])
    if move.args[1] == "store":
        p.store[res] -= 1
        where = msg("kepler3042.where.store")
    else:
        planet = planet_of(p, move.args[1])
        assert planet is not None
        hold = p.holding(planet)
        assert hold is not None
        hold.cubes[res] -= 1
        where = planet_label(planet)
    p.pit[res] += 1
    if top.data.get("why") == "bonus":
        state.turn.burns += 1
    state.stack.pop()
    events.append(Event.of(msg("kepler3042.ev.burns", player=pname(seat), res=res_name(res),
                               where=where)))


def candidates_burn(state: KState, seat: int, top: Frame, cache: Cache) -> list[Move]:
    sources = ["store", *planet_codes(state.players[seat])]
    return [Move("burn", (r, s)) for r in D.RES_CODES for s in sources]


# -------------------------------------------------------- regen: REGENERATE from the Pit


def why_regen(state: KState, seat: int, top: Frame, move: Move,
              cache: Cache) -> Message | None:
    """REGENERATE one Resource from the Pit; a Leadership Award's or a Mine's regeneration
    may be declined with ``skip``, a Progress card's may not."""
    p = state.players[seat]
    if move.verb == "skip" and not move.args:
        if declinable(top):
            return None
        return msg("kepler3042.no.must_regen")
    if move.verb != "regen" or len(move.args) != 1:
        return not_now(state, seat)
    res = res_arg(move.args[0])
    if res < 0:
        return msg("kepler3042.no.name_res")
    if p.pit[res] <= 0:
        return msg("kepler3042.no.pit_empty", res=res_name(res))
    return None


def do_regen(state: KState, seat: int, top: Frame, move: Move, events: list[Event]) -> None:
    state.stack.pop()
    if move.verb == "skip":
        events.append(Event.of(msg("kepler3042.ev.declines_regen", player=pname(seat)),
                               minor=True))
        return
    p = state.players[seat]
    res = res_arg(move.args[0])
    p.pit[res] -= 1
    p.store[res] += 1
    events.append(Event.of(msg("kepler3042.ev.regen", player=pname(seat), res=res_name(res))))


def candidates_regen(state: KState, seat: int, top: Frame, cache: Cache) -> list[Move]:
    return [*(Move("regen", (r,)) for r in D.RES_CODES), Move("skip")]
