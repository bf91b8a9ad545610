"""PLAYING THE GAME: the 16 rounds, each 1. Reveal Progress Card, 2. Individual Player Turns
(in turn order from the First Player), 3. End Phase, then 3c. New First Player or the end of
the game.

A round is queued on the decision stack as bookkeeping frames (``@turn`` per seat, then
``@end``, which queues ``@card`` per beneficiary, ``@medals`` and ``@next``); the engine runs
them with :func:`run_auto` whenever one reaches the top, so the phases follow each other
without anybody having to act.
"""

from __future__ import annotations

from games.core import Event
from games.i18n import msg

from . import data as D
from .bonus import run_deferred
from .end_phase import award_medals, card_beneficiaries, resolve_card
from .state import Frame, KState, Turn
from .terms import card_name, card_text, pname, push
from .turn import begin_turn


def start_round(state: KState, events: list[Event]) -> None:
    """Phase 1, Reveal Progress Card; then queue every Individual Turn and the End Phase."""
    state.round += 1
    state.card = state.deck.pop(0)
    state.card_medals = [0, 0]
    events.append(Event.of(msg("kepler3042.ev.round", round=state.round,
                               player=pname(state.first), card=card_name(state.card),
                               text=card_text(state.card)), reveals=True))
    push(state, "@end", -1)
    for i in reversed(range(state.n)):
        push(state, "@turn", (state.first + i) % state.n)


def run_auto(state: KState, frame: Frame, events: list[Event]) -> None:
    """Run one bookkeeping frame (its kind starts with ``@``)."""
    kind = frame.kind
    if kind == "@turn":
        begin_turn(state, frame.seat)
    elif kind == "@end":
        state.turn = Turn()
        push(state, "@next", -1)
        push(state, "@medals", -1)
        for seat in reversed(card_beneficiaries(state)):
            push(state, "@card", seat)
        events.append(Event.of(msg("kepler3042.ev.end_phase", card=card_name(state.card)),
                               minor=True))
    elif kind == "@card":
        resolve_card(state, frame.seat, events)
    elif kind == "@medals":
        award_medals(state, events)
    elif kind == "@next":
        state.past.append(state.card)
        state.card = 0
        if state.round >= D.ROUNDS or not state.deck:
            state.phase = "over"
            events.append(Event.of(msg("kepler3042.ev.game_end"), reveals=True))
            return
        # 3c, New First Player: the marker passes to the right.
        state.first = (state.first - 1) % state.n
        start_round(state, events)
    elif kind in ("@award", "@neo"):
        run_deferred(state, frame, events)
    else:  # pragma: no cover
        raise ValueError(kind)
