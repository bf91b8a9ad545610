"""Ad Astra, by Bruno Faidutti and Serge Laget: explore, build and score among nine stars.

The engine follows :class:`games.core.Game`; the rules are split by the rulebook's sections:
:mod:`~games.adastra.rules` (setup, phases, round and game end),
:mod:`~games.adastra.actions` (the action cards), :mod:`~games.adastra.artifacts` (alien
artifacts), with the components in :mod:`~games.adastra.data`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.adastra import notation, rules
from games.adastra import view as views
from games.adastra.data import FACTION_NAMES
from games.adastra.state import State
from games.core import Event, IllegalMove, Message, Move, Outcome
from games.i18n import msg, template
from games.notation_kit import admit, check_canonical, check_seat, check_shape, clean
from games.options import Option, a_bool, read_options
from games.views import View, as_view

__all__ = ["GAME", "SUMMARY", "AdAstra", "State"]

#: The rules summary of /game rules, in English; every language's is ``adastra.summary`` in
#: games/adastra/locales/.
SUMMARY = template("adastra.summary")


def _factions(value: Any, num_players: int) -> list[str]:
    """One different faction per seat, named in any case: ``Red|blue|GREEN``."""
    canonical = {name.lower(): name for name in FACTION_NAMES}
    if not isinstance(value, list) or len(value) != num_players:
        raise ValueError(value)  # the host is told what the option accepts
    chosen = [canonical[str(name).strip().lower()] for name in value]
    if len(set(chosen)) != len(chosen):
        raise ValueError(value)
    return chosen


#: What each option accepts, told to the host (``adastra.option.*`` in every language).
OPTIONS = (
    Option("optional_artifacts", msg("adastra.option.optional_artifacts"), a_bool),
    Option("factions", msg("adastra.option.factions", factions=", ".join(FACTION_NAMES)),
           _factions),
)


class AdAstra:
    name = "adastra"
    title = "Ad Astra"
    min_players = rules.MIN_PLAYERS
    max_players = rules.MAX_PLAYERS

    def setup(self, num_players: int, seed: int,
              options: Mapping[str, Any] | None = None) -> State:
        return rules.setup(num_players, seed,
                           read_options(self.title, options, OPTIONS, num_players))

    def to_act(self, state: State) -> list[int]:
        return rules.to_act(state)

    def optional(self, state: State) -> list[int]:
        return rules.optional(state)

    def legal_moves(self, state: State, seat: int) -> list[Move]:
        return rules.legal_moves(state, check_seat(state.num_players, seat))

    def parse_move(self, state: State, seat: int, text: str) -> Move:
        check_seat(state.num_players, seat)
        return check_shape(notation.parse_move(state, seat, clean(text)))

    def format_move(self, state: State, move: Move) -> str:
        return notation.format_move(state, move)

    def describe_move(self, state: State, move: Move) -> Message:
        return notation.describe_move(state, move)

    def apply(self, state: State, seat: int, move: Move) -> tuple[State, list[Event]]:
        reason = self.why_illegal(state, seat, move)
        if reason is not None:
            raise IllegalMove(reason)
        return rules.apply(state, seat, move)

    def foresee(self, state: State, seat: int,
                move: Move) -> tuple[State, list[Event], bool]:
        """``apply`` as far as the mover can know the result beforehand, for a preview
        (bot/features/preview.py): stops before the next card is revealed and before another seat
        is asked or skipped (that depends on its hidden resources); the third value says
        whether it stopped early."""
        reason = self.why_illegal(state, seat, move)
        if reason is not None:
            raise IllegalMove(reason)
        return rules.foresee(state, seat, move)

    def outcome(self, state: State) -> Outcome | None:
        return rules.outcome(state)

    def view(self, state: State, seat: int | None) -> View:
        """``seat`` None is the public view; a seat not at the table raises IllegalMove."""
        return as_view(views.view(state, None if seat is None
                                  else check_seat(state.num_players, seat)))

    def to_json(self, state: State) -> dict[str, Any]:
        return state.to_json()

    def from_json(self, data: dict[str, Any]) -> State:
        return State.from_json(data)

    def why_illegal(self, state: State, seat: int, move: Move) -> Message | str | None:
        """Why ``apply`` would refuse the move, or None. Offers and discards take any
        bundle of cards, too many to list, so instead of "is it listed" the move must be a
        seat's, canonical in shape and spelling (the notation toolkit), and pass the rules'
        strict checks of its arguments."""
        try:
            check_canonical(self, state, seat, admit(state.num_players, seat, move))
        except IllegalMove as exc:
            return exc.msg or exc.message
        return rules.why_illegal(state, seat, move)


GAME = AdAstra()
