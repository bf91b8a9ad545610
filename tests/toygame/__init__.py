"""Pebbles, the smallest complete game: the worked example of docs/adding-a-game.md.

Two to four players take turns taking 1, 2 or 3 pebbles from one pile (10 to 15 pebbles,
drawn from the seed); whoever takes the last pebble wins. It has every part a game needs
(this engine, its words in ``locales/``, :mod:`.ai`, :mod:`.images`) and lives under ``tests/`` so
that ``tests/test_registry.py`` can wire it in as a fifth game with one registry entry,
:data:`ENTRY`, and play it through the bot.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from games.core import Event, IllegalMove, Move, Outcome, Rng, rank_by_score
from games.i18n import Message, msg, render
from games.notation_kit import admit, check_seat, check_shape, clean, count_or_none
from games.options import read_options
from games.registry import GameDescriptor
from games.views import View, as_view

__all__ = ["ENTRY", "GAME", "Pebbles", "State"]

MOST = 3  # pebbles a player may take at once


@dataclass(frozen=True)
class State:
    """Everything about a game of Pebbles: immutable, so ``apply`` cannot change its input."""

    num_players: int
    pile: int
    turn: int  # the seat to act
    taken: tuple[int, ...]  # pebbles taken by each seat
    moves: int = 0
    winner: int | None = None

    def to_json(self) -> dict[str, Any]:
        return {"num_players": self.num_players, "pile": self.pile, "turn": self.turn,
                "taken": list(self.taken), "moves": self.moves, "winner": self.winner}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> State:
        return cls(int(data["num_players"]), int(data["pile"]), int(data["turn"]),
                   tuple(int(n) for n in data["taken"]), int(data["moves"]),
                   None if data["winner"] is None else int(data["winner"]))


class Pebbles:
    """The engine registered as ``pebbles`` (follows :class:`games.core.Game`)."""

    name = "pebbles"
    title = "Pebbles"
    min_players = 2
    max_players = 4

    def setup(self, num_players: int, seed: int,
              options: Mapping[str, Any] | None = None) -> State:
        read_options(self.title, options, (), num_players)  # no options: refuse any
        if not self.min_players <= num_players <= self.max_players:
            raise ValueError(num_players)  # the bot checks the count before setup
        pile = 10 + Rng.from_seed(seed).below(6)
        return State(num_players, pile, 0, (0,) * num_players)

    def to_act(self, state: State) -> list[int]:
        return [] if state.winner is not None else [state.turn]

    def legal_moves(self, state: State, seat: int) -> list[Move]:
        check_seat(state.num_players, seat)
        if seat not in self.to_act(state):
            return []
        return [Move("take", (str(n),)) for n in range(1, min(MOST, state.pile) + 1)]

    def parse_move(self, state: State, seat: int, text: str) -> Move:
        """``take 2``, or just ``2``; any case and spacing."""
        check_seat(state.num_players, seat)
        words = clean(text).split()
        if words[:1] == ["take"]:
            words = words[1:]
        count = count_or_none(words[0], 1, MOST) if len(words) == 1 else None
        if count is None:
            raise IllegalMove(msg("pebbles.no.notation", most=MOST))
        return check_shape(Move("take", (str(count),)))

    def format_move(self, state: State, move: Move) -> str:
        return str(move)

    def describe_move(self, state: State, move: Move) -> Message:
        return msg("pebbles.move.take", count=int(move.args[0]))

    def apply(self, state: State, seat: int, move: Move) -> tuple[State, list[Event]]:
        admit(state.num_players, seat, move)
        if seat not in self.to_act(state):
            raise IllegalMove(msg("pebbles.no.turn"))
        if move not in self.legal_moves(state, seat):
            raise IllegalMove(msg("pebbles.no.move", most=min(MOST, state.pile)))
        count = int(move.args[0])
        taken = tuple(n + count if s == seat else n for s, n in enumerate(state.taken))
        pile = state.pile - count
        after = replace(state, pile=pile, turn=(seat + 1) % state.num_players, taken=taken,
                        moves=state.moves + 1, winner=seat if pile == 0 else None)
        events = [Event.of(msg("pebbles.took", player=seat + 1, count=count, left=pile))]
        if pile == 0:
            events.append(Event.of(msg("pebbles.won", player=seat + 1)))
        return after, events

    def outcome(self, state: State) -> Outcome | None:
        if state.winner is None:
            return None
        scores = tuple(int(s == state.winner) for s in range(state.num_players))
        reason = msg("pebbles.reason")
        return Outcome(scores=scores, ranking=rank_by_score([(n,) for n in scores]),
                       reason=render(reason), reason_message=reason)

    def view(self, state: State, seat: int | None) -> View:
        """``seat`` None is the public view; a seat not at the table raises IllegalMove."""
        acting = self.to_act(state)
        public: dict[str, Any] = {
            "game": self.name,
            "round": state.moves // state.num_players + 1,
            "phase": "over" if state.winner is not None else "play",
            "pile": state.pile,
            "to_act": acting,
            "players": [{"seat": s, "name": msg("pebbles.player", number=s + 1).to_json(),
                         "taken": n, "score": int(s == state.winner)}
                        for s, n in enumerate(state.taken)],
            "prompts": {str(s): msg("pebbles.prompt", most=min(MOST, state.pile)).to_json()
                        for s in acting},
        }
        if seat is None:
            return as_view(public)
        check_seat(state.num_players, seat)
        return as_view({**public, "private": {"seat": seat, "taken": state.taken[seat]}})

    def to_json(self, state: State) -> dict[str, Any]:
        return state.to_json()

    def from_json(self, data: dict[str, Any]) -> State:
        return State.from_json(data)


GAME = Pebbles()

#: The registry entry that wires Pebbles in (what a game's entry in games/registry.py looks
#: like; the tests add it to ``REGISTRY``).
ENTRY = GameDescriptor(
    name="pebbles",
    title="Pebbles",
    engine="tests.toygame:GAME",
    ai="tests.toygame.ai",
    messages="tests.toygame:locales",
    renderer="tests.toygame.images",
)
