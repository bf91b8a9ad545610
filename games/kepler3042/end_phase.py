"""3. END PHASE, steps a and b: the revealed Progress card takes effect for the players it
names, in turn order from the First Player (ties all benefit), then the Medals on the card
go to the leaders of each Leadership Track (tied leaders each take the full number).

Step 3c (the First Player marker passes, or the game ends) is in :mod:`.round`.
"""

from __future__ import annotations

from games.core import Event, Move
from games.i18n import Message, joined, msg

from . import data as D
from .leadership import leadership_award
from .prompts import not_now
from .resources import burnable, produce, total_cubes
from .scoring import ships_on_mines
from .state import Frame, KState
from .technologies import gain_level
from .terms import (
    Cache,
    colonies,
    cost_text,
    level_name,
    pname,
    push,
    tech_name,
    track_arg,
    track_name,
)


def card_beneficiaries(state: KState) -> list[int]:
    """Who the revealed card affects, in turn order (ties all benefit)."""
    card = D.CARD[state.card]
    order = [(state.first + i) % state.n for i in range(state.n)]
    who = card.who
    if who == "all":
        return order
    if who == "mines":
        return [s for s in order if ships_on_mines(state, s)]
    kind, _, what = who.partition(":")

    def measure(seat: int) -> int:
        p = state.players[seat]
        if what in D.TECH_CODES:
            return p.tech[D.TECH_CODES.index(what)]
        if what == "techtrack":
            return p.lead[0]
        if what == "colonies":
            return len(colonies(p))
        if what == "techs":
            return sum(p.tech)
        if what == "terraformed":
            return sum(1 for h in colonies(p) if h.terraformed)
        if what == "energy":
            return sum(h.cubes[D.ENERGY] for h in p.holdings)
        if what == "targets":
            return p.targets
        raise ValueError(what)  # pragma: no cover

    values = {s: measure(s) for s in order}
    if kind == "lowest" or kind == "fewest":
        best = min(values.values())
        return [s for s in order if values[s] == best]
    best = max(values.values())
    if best <= 0:
        return []
    return [s for s in order if values[s] == best]


def resolve_card(state: KState, seat: int, events: list[Event]) -> None:
    """3a, Resolve Progress Card, for one seat."""
    card = D.CARD[state.card]
    p = state.players[seat]
    effect = card.effect
    if effect == "freetech":
        push(state, "freetech", seat)
    elif effect.startswith("freelevel:"):
        track = D.TECH_CODES.index(effect.split(":")[1])
        if p.tech[track] < D.MAX_LEVEL:
            gain_level(state, seat, track, events)
    elif effect == "produce:E":
        push(state, "produce", seat, res=D.ENERGY, amount=1, why="card")
    elif effect == "produce:M:earth":
        got = produce(state, seat, D.EARTH, (1, 0, 0))
        events.append(Event.of(msg("kepler3042.ev.produce_earth", player=pname(seat),
                                   cost=cost_text(got))))
    elif effect == "neo":
        got = produce(state, seat, D.EARTH, (1, 1, 0))
        events.append(Event.of(msg("kepler3042.ev.produce_earth", player=pname(seat),
                                   cost=cost_text(got))))
    elif effect == "regen":
        if total_cubes(p.pit):
            push(state, "regen", seat, why="card")
    elif effect.startswith("award:"):
        leadership_award(state, seat, D.TRACK_CODES.index(effect.split(":")[1]), 1, events)
    elif effect == "burn:E":
        push(state, "burn", seat, why="card", res=D.ENERGY)
    elif effect == "reveal":
        if any(not t.revealed for t in state.tiles.values()):
            push(state, "reveal", seat, left=1, why="card")
    else:  # pragma: no cover
        raise ValueError(effect)


def award_medals(state: KState, events: list[Event]) -> None:
    """3b, Award Medals: the most advanced marker(s) on each track take that track's Medals
    on the card; tied players each receive the full number."""
    for track in (0, 1):
        n = state.card_medals[track]
        if not n:
            continue
        best = max(p.lead[track] for p in state.players)
        winners = [s for s, p in enumerate(state.players) if p.lead[track] == best]
        for s in winners:
            state.players[s].medals[track] += n
        key = (f"kepler3042.ev.medal_{'one' if len(winners) == 1 else 'many'}_"
               f"{'many' if n > 1 else 'one'}")
        events.append(Event.of(msg(key, names=joined(pname(s) for s in winners), n=n,
                                   track=track_name(track, plural=n > 1))))
    state.card_medals = [0, 0]


# ------------------------------------- freetech: Extraterrestrial Knowledge's free level


def why_freetech(state: KState, seat: int, top: Frame, move: Move,
                 cache: Cache) -> Message | None:
    p = state.players[seat]
    if move.verb == "skip" and not move.args:
        return None
    if move.verb != "tech" or len(move.args) != 1:
        return not_now(state, seat)
    track = track_arg(move.args[0])
    if track < 0:
        return msg("kepler3042.no.name_tech")
    if p.tech[track] >= D.MAX_LEVEL:
        return msg("kepler3042.no.tech_max", tech=tech_name(track))
    lvl = D.TECHS[track].levels[p.tech[track]]
    if lvl.awards and not burnable(p):
        return msg("kepler3042.no.free_burn", level=level_name(track, p.tech[track] + 1))
    return None


def do_freetech(state: KState, seat: int, top: Frame, move: Move, events: list[Event]) -> None:
    state.stack.pop()
    if move.verb == "skip":
        events.append(Event.of(msg("kepler3042.ev.no_freetech", player=pname(seat)),
                               minor=True))
        return
    p = state.players[seat]
    track = track_arg(move.args[0])
    lvl = D.TECHS[track].levels[p.tech[track]]
    gain_level(state, seat, track, events)
    if lvl.awards:
        push(state, "burn", seat, why="freetech")


def candidates_freetech(state: KState, seat: int, top: Frame, cache: Cache) -> list[Move]:
    return [*(Move("tech", (t,)) for t in D.TECH_CODES), Move("skip")]
