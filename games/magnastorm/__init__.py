"""Magnastorm, by Bauldric & Friends: scout runners, turtle labs and a moving storm.

The engine follows :class:`games.core.Game`. The rules live in modules named after the
rulebook's sections, listed in :mod:`~games.magnastorm.rules`, the components with
their provenance in :mod:`~games.magnastorm.data`, the notation in
:mod:`~games.magnastorm.notation` and the views in :mod:`~games.magnastorm.views`.

Options for :meth:`Magnastorm.setup`:

- ``start_area``: 1 (default, the rulebook's recommendation) or 2;
- ``first_player``: the starting seat (default: drawn at random);
- ``artifacts``: one list of artifact card numbers per seat (the cards each player kept
  from earlier games); when every player has at least 2 the advanced starting positions
  are used, unless ``advanced_start`` is False.

At the end, each seat's new artifact card is in the view (``players[i].artifact_earned``
and ``outcome.artifacts_earned``) and from :meth:`Magnastorm.artifacts_earned`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.core import Event, IllegalMove, Move, Outcome
from games.i18n import Message, msg, render, template
from games.notation_kit import admit, check_seat, check_shape, clean
from games.options import Option, a_bool, read_options
from games.views import View, as_view

from . import data as D
from . import notation, rules, views
from .common import end_reason_msg, who
from .state import State

__all__ = ["GAME", "SUMMARY", "Magnastorm", "State"]

#: The rules summary in English (``magnastorm.summary`` in every language).
SUMMARY = template("magnastorm.summary")


def _start_area(value: Any, num_players: int) -> int:
    if isinstance(value, bool) or value not in (1, 2):
        raise ValueError(value)
    return int(value)


def _first_player(value: Any, num_players: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < num_players:
        raise ValueError(value)
    return value


def _artifacts(value: Any, num_players: int) -> list[list[int]]:
    """Each seat's kept artifact cards (the collections the bot carries between games)."""
    if not isinstance(value, list) or len(value) != num_players:
        raise ValueError(value)
    collections = []
    for cards in value:
        if not isinstance(cards, list) or any(isinstance(card, bool) for card in cards):
            raise ValueError(cards)
        numbers = [int(card) for card in cards]
        if any(number not in D.ARTIFACTS for number in numbers):
            raise ValueError(numbers)
        collections.append(numbers)
    return collections


OPTIONS = (
    Option("start_area", msg("magnastorm.option.start_area"), _start_area),
    Option("first_player", msg("magnastorm.option.first_player"), _first_player),
    Option("advanced_start", msg("magnastorm.option.advanced_start"), a_bool),
    Option("artifacts", msg("magnastorm.option.artifacts", low=min(D.ARTIFACTS),
                            high=max(D.ARTIFACTS)), _artifacts),
)


class Magnastorm:
    name = "magnastorm"
    title = "Magnastorm"
    min_players = 2
    max_players = 4

    def setup(self, num_players: int, seed: int,
              options: Mapping[str, Any] | None = None) -> State:
        if not self.min_players <= num_players <= self.max_players:
            raise ValueError("Magnastorm is for 2 to 4 players.")
        opts = read_options(self.title, options, OPTIONS, num_players)
        state, _ = rules.setup(num_players, seed, opts)
        return state

    def to_act(self, state: State) -> list[int]:
        task = rules.current(state)
        if task is None or state.phase == "over":
            return []
        return [int(task["seat"])]

    def legal_moves(self, state: State, seat: int) -> list[Move]:
        return rules.legal_moves(state, check_seat(state.num_players, seat))

    def parse_move(self, state: State, seat: int, text: str) -> Move:
        check_seat(state.num_players, seat)
        return check_shape(notation.parse(state, seat, clean(text)))

    def format_move(self, state: State, move: Move) -> str:
        return notation.fmt(state, move)

    def describe_move(self, state: State, move: Move) -> str | Message:
        return notation.describe(state, move)

    def apply(self, state: State, seat: int, move: Move) -> tuple[State, list[Event]]:
        reason = self.why_illegal(state, seat, move)
        if reason is not None:
            raise IllegalMove(reason)
        return rules.apply(state, seat, move)

    def why_illegal(self, state: State, seat: int, move: Move) -> Message | str | None:
        """Why ``apply`` would refuse the move, or None: the notation toolkit's checks (a
        seat at the table, a move of canonical shape), the rules, then "is it one of the
        moves offered": every legal move is listed, so anything else (``done`` with words
        after it, ``lab 03``) is refused and what is stored is always canonical."""
        try:
            admit(state.num_players, seat, move)
        except IllegalMove as exc:
            return exc.msg or exc.message
        reason = rules.why_illegal(state, seat, move)
        if reason is None and not rules.offered(state, seat, move):
            return msg("magnastorm.no.not_offered", prompt=rules.prompt(state) or "")
        return reason

    def outcome(self, state: State) -> Outcome | None:
        if state.phase != "over":
            return None
        ranking = rules.final_ranking(state)
        reason = msg("magnastorm.outcome", who=who(state, ranking[0]),
                     reputation=state.players[ranking[0]].reputation,
                     why=end_reason_msg(state))
        return Outcome(
            scores=tuple(p.reputation for p in state.players),
            ranking=tuple((s,) for s in ranking),
            reason=render(reason),
            reason_message=reason,
        )

    # Artifact cards are kept by each player across games of a server: the registry entry's
    # ``carry_option`` is "artifacts", so the bot passes every seat's collection as that
    # setup option and adds what ``carried`` reports at the end.
    def carried(self, state: State) -> dict[int, list[int]]:
        """What each seat adds to its collection when the game is over."""
        return {s: [card] for s, card in self.artifacts_earned(state).items() if card}

    def artifacts_earned(self, state: State) -> dict[int, int]:
        """Seat -> artifact card number earned (empty until the game is over)."""
        if state.phase != "over":
            return {}
        return {s: p.earned for s, p in enumerate(state.players)}

    def view(self, state: State, seat: int | None) -> View:
        """``seat`` None is the public view; a seat not at the table raises IllegalMove."""
        return as_view(views.view(state, None if seat is None
                                  else check_seat(state.num_players, seat)))

    def to_json(self, state: State) -> dict[str, Any]:
        return state.to_json()

    def from_json(self, data: dict[str, Any]) -> State:
        return State.from_json(data)


GAME = Magnastorm()
