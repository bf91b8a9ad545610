"""The end of the game (rulebook, "Game end and winner" and "Drawing and keeping artifact
cards").

The winner has the most reputation, ties broken by the turn order track; each player then
draws an artifact card of the metal for their place, which they keep for later games.
"""

from __future__ import annotations

from games.core import Event, Rng
from games.i18n import Message, msg

from . import data as D
from .common import Events, area_word, end_reason_msg, who
from .state import State


def finish(state: State, events: Events) -> None:
    """Rulebook, "Game end and winner" and "Drawing and keeping artifact cards"."""
    state.phase = "over"
    state.queue = []
    ranking = final_ranking(state)
    rng = Rng(state.rng)
    taken = {a for p in state.players for a in p.artifacts}
    for place, seat in enumerate(ranking):
        metal = ("gold" if place == 0 else "bronze" if place == len(ranking) - 1
                 else "silver")
        pool = [a.id for a in D.ARTIFACTS.values() if a.metal == metal and a.id not in taken]
        if not pool:
            pool = [a.id for a in D.ARTIFACTS.values() if a.metal == metal]
        card = rng.choice(pool)
        taken.add(card)
        state.players[seat].earned = card
        art = D.ARTIFACTS[card]
        events.append(Event.of(msg("magnastorm.ev.artifact", who=who(state, seat),
                                   metal=msg(f"magnastorm.metal.{metal}"), card=card,
                                   level=art.level, bonus=artifact_bonus(art.bonus)),
                               reveals=True))
    state.rng = rng.state
    winner = ranking[0]
    events.append(Event.of(msg("magnastorm.ev.over", why=end_reason_msg(state),
                               who=who(state, winner),
                               reputation=state.players[winner].reputation)))


def artifact_bonus(bonus: str) -> Message:
    """An artifact card's start bonus: reputation, a cube or a research area."""
    if bonus in D.AREAS_4:
        return area_word(bonus)
    return msg(f"magnastorm.artifact_bonus.{bonus}")


def final_ranking(state: State) -> list[int]:
    """Reputation, ties broken by the turn order track (rulebook, "Game end and winner")."""
    return sorted(range(state.num_players),
                  key=lambda s: (-state.players[s].reputation, state.order.index(s)))
