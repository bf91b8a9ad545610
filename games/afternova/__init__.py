"""Afternova: recruit Hired Paws, extract fragments from planets together, complete Projects.

A negotiation game for 3 to 6 players, or 2 with the rulebook's simulated third player (the
Bot). An Extraction that needs other players' Paws is an asynchronous proposal: the named
helpers accept or decline at the same time, and the proposer may withdraw it to amend it.
See ``rules.py`` for where each rule lives (one module per rulebook section) and
``notation.py`` for the moves.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.afternova import notation, rules, views
from games.afternova.state import OVER, State
from games.core import Event, IllegalMove, Move, Outcome, rank_by_score
from games.i18n import Message, msg, render, template
from games.notation_kit import admit, check_canonical, check_seat, check_shape, clean
from games.options import read_options
from games.views import View, as_view

__all__ = ["GAME", "SUMMARY", "Afternova"]

#: The rules in a few lines, in English (``afternova.summary`` in every language).
SUMMARY = template("afternova.summary")


class Afternova:
    """The engine registered as ``afternova``."""

    name = "afternova"
    title = "Afternova"
    min_players = 2
    max_players = 6
    # "Le joueur qui a gagné le jeu la dernière fois est le premier joueur": the registry
    # entry says ``winner_starts``, so the bot gives the last winner seat 0.

    def setup(self, num_players: int, seed: int,
              options: Mapping[str, Any] | None = None) -> State:
        read_options(self.title, options, (), num_players)  # the rulebook has none
        if not self.min_players <= num_players <= self.max_players:
            raise IllegalMove(msg("afternova.error.players"))
        state, _ = rules.setup(num_players, seed)
        return state

    def to_act(self, state: State) -> list[int]:
        return rules.to_act(state)

    def optional(self, state: State) -> list[int]:
        """Seats in ``to_act`` whose decision is optional (a proposer awaiting answers):
        nothing waits on them, so an AI or a reminder should leave them alone."""
        return rules.optional_seats(state)

    def legal_moves(self, state: State, seat: int) -> list[Move]:
        return rules.legal_moves(state, check_seat(state.num_players, seat))

    def parse_move(self, state: State, seat: int, text: str) -> Move:
        check_seat(state.num_players, seat)
        return check_shape(notation.parse_move(state, seat, clean(text)))

    def format_move(self, state: State, move: Move) -> str:
        return notation.format_move(move)

    def describe_move(self, state: State, move: Move) -> Message | str:
        return notation.describe_move(state, move)

    def why_illegal(self, state: State, seat: int, move: Move) -> Message | str | None:
        """Why ``apply`` would refuse the move, or None. Any set of Hired Paws that meets
        a need is legal while ``legal_moves`` lists one per mix of skills, so instead of "is
        it listed" the move must be a seat's, canonical in shape and spelling (the notation
        toolkit), and pass the rules' checks of its arguments."""
        try:
            check_canonical(self, state, seat, admit(state.num_players, seat, move))
        except IllegalMove as exc:
            return exc.msg if exc.msg is not None else exc.message
        return rules.why_illegal(state, seat, move)

    def apply(self, state: State, seat: int, move: Move) -> tuple[State, list[Event]]:
        reason = self.why_illegal(state, seat, move)
        if reason is not None:
            raise IllegalMove(reason)
        return rules.apply(state, seat, move)

    def outcome(self, state: State) -> Outcome | None:
        if state.phase != OVER:
            return None
        # The two-player Bot is ranked after the seats, as an entry that is not a seat.
        others = {rules.bot_rank(state): "Bot"} if state.bot is not None else {}
        reason = rules.outcome_reason(state)
        return Outcome(scores=tuple(rules.ranked_scores(state)),
                       ranking=rank_by_score(rules.ranking_keys(state)),
                       reason=render(reason), others=others, reason_message=reason)

    def view(self, state: State, seat: int | None) -> View:
        """``seat`` None is the public view; a seat not at the table raises IllegalMove.

        The two-player Bot is no seat of the protocol (its internal number, -1, would read
        as the last player's hand): what it shows is in the public view, and its hidden
        objective in no view before the end."""
        return as_view(views.view(state, None if seat is None
                                  else check_seat(state.num_players, seat)))

    def to_json(self, state: State) -> dict[str, Any]:
        return state.to_json()

    def from_json(self, data: dict[str, Any]) -> State:
        return State.from_json(data)


GAME = Afternova()
