"""The course of a turn, and who decides what now.

Rulebook: "Déroulement de jeu". Play goes clockwise from the first player; each turn is an
Extraction or a Trade (one may negotiate an extraction, or change one's mind and Trade),
and "Finissant les Projets" closes every turn. In the two-player game the Bot's turn is
automatic ("Variante à 2 joueurs").

A turn is several small decisions, each a phase of ``State.phase``: ``TURN`` (Trade, or
build an extraction), ``ANSWER`` (the named helpers answer a proposal, all at once, while
its author may withdraw it), ``OVERFLOW`` (participants over their storage discard),
``TRADE`` and ``LIMIT`` (taking cards, the hand limit), ``COMPLETE`` (the end of the turn).
:func:`to_act` says whose decision each phase waits for.
"""

from __future__ import annotations

from games.afternova.bot import bot_turn
from games.afternova.game_end import game_ended, outcome_reason
from games.afternova.projects import completing, end_turn
from games.afternova.state import ANSWER, BOT, LIMIT, OVER, OVERFLOW, TRADE, TURN, State
from games.afternova.storage import over_capacity
from games.core import Event, Rng
from games.i18n import msg


def start_turn(state: State, rng: Rng, events: list[Event]) -> None:
    """Déroulement de jeu: a turn is an Extraction or a Trade (the Bot's is automatic)."""
    state.phase = TURN
    state.draft = None
    state.proposals = 0
    state.taken = 0
    state.cleared = ""
    state.done = []
    if state.current == BOT:
        bot_turn(state, rng, events)
        end_turn(state)


def next_turn(state: State, rng: Rng, events: list[Event]) -> None:
    """The next seat in turn order plays, unless the game has ended."""
    if game_ended(state):
        state.phase = OVER
        state.draft = None
        events.append(Event.of(msg("afternova.event.over", reason=outcome_reason(state)),
                               reveals=True))
        return
    state.turn += 1
    i = state.order.index(state.current)
    state.current = state.order[(i + 1) % len(state.order)]
    if state.current != BOT:
        events.append(Event.of(msg("afternova.event.turn", n=state.current + 1), minor=True))
    start_turn(state, rng, events)


def to_act(state: State) -> list[int]:
    if state.phase == OVER:
        return []
    if state.phase in (TURN, TRADE, LIMIT):
        return [state.current]
    if state.phase == ANSWER:
        assert state.draft is not None
        waiting = [h for h in state.draft.helpers() if h not in state.draft.accepted]
        return sorted({state.current, *waiting})
    if state.phase == OVERFLOW:
        return over_capacity(state)
    return completing(state)


def optional_seats(state: State) -> list[int]:
    """Seats in ``to_act`` that may act but need not: the proposer waiting for answers."""
    return [state.current] if state.phase == ANSWER else []
