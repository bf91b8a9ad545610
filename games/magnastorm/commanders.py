"""Commander cards changing hands, and Idris Yakuul's payment swap (rulebook, "1) Take
over a commander", "Phase 2: Administration" 3) and the commander overview).

A commander passes from player to player both by a takeover and by the research
majority check in the administration phase; :func:`transfer_commander` serves both, so
the green and red reputation numbers and the instant effects (Cedric J. Lebeaux,
Forrester Dain) apply the same way. The other commanders' abilities are permanent and are
checked with :func:`.common.owns` where the rule they change lives.
"""

from __future__ import annotations

from games.core import Event
from games.i18n import msg

from . import data as D
from .common import Events, add_reputation, who
from .state import State, Task


def swap_variant(state: State, seat: int, cost: list[str], variant: str) -> list[str]:
    own = state.players[seat].colour
    cost = sorted(cost)
    if variant == "own" and D.YELLOW in cost:
        cost.remove(D.YELLOW)
        cost.append(own)
    elif variant == "yellow" and own in cost:
        cost.remove(own)
        cost.append(D.YELLOW)
    return sorted(cost)


def transfer_commander(state: State, key: str, previous: int, seat: int, events: Events,
                       front: list[Task]) -> None:
    """Hand a commander card over: the new holder gains the green number and uses an
    instant effect; the previous one loses the red number. ``seat`` -1 returns the card."""
    card = D.COMMANDERS[key]
    if previous >= 0:
        state.players[previous].commanders.remove(key)
        add_reputation(state, previous, -card.loss, events)
        events.append(Event.of(msg("magnastorm.ev.loses_cmd", who=who(state, previous),
                                   commander=card.name, n=card.loss)))
    if seat < 0:
        return
    state.players[seat].commanders.append(key)
    add_reputation(state, seat, card.gain, events)
    events.append(Event.of(msg("magnastorm.ev.gains_cmd", who=who(state, seat),
                               commander=card.name, n=card.gain)))
    if key == "cedric":
        add_reputation(state, seat, 1, events)
        events.append(Event.of(msg("magnastorm.ev.cedric", who=who(state, seat))))
    elif key == "forrester":
        front.append({"k": "forrester", "seat": seat})
