"""The conformance kit every game engine must pass (DESIGN.md, "The game protocol").

A game's test module calls :func:`playout_checked` for many seeds and player counts. Each
playout picks random seats and random legal moves until the game ends, and along the way
checks that:

- ``setup`` is deterministic and the game ends by its own rules within ``max_plies``;
- ``apply`` never mutates its input, and illegal moves (wrong seat, gibberish) raise
  :class:`IllegalMove` and leave the state untouched;
- every legal move round-trips through ``format_move``/``parse_move`` and has a label;
- states survive ``to_json`` -> JSON text -> ``from_json``, and views are JSON-able;
- no seat is ever asked to make a non-decision (a lone pass is applied automatically);
- changing hidden parts of a state (through the game's ``hidden_variants`` hook) leaves the
  public view and every other seat's view unchanged;
- replaying the recorded moves from the seed reproduces the final state exactly.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from games.core import Game, IllegalMove, replay

# A hook that returns altered copies of a state, each with the seats allowed to notice.
HiddenVariants = Callable[[Any, random.Random], Iterable[tuple[Any, set[int]]]]

PASS_VERBS = {"pass", "done"}


@dataclass
class Playout:
    state: Any
    record: list[tuple[int, str]]
    plies: int


def _dump(game: Game[Any], state: Any) -> str:
    return json.dumps(game.to_json(state), sort_keys=True)


def check_views(game: Game[Any], state: Any, num_players: int) -> None:
    json.dumps(game.view(state, None))
    for seat in range(num_players):
        json.dumps(game.view(state, seat))


def check_hidden(game: Game[Any], state: Any, num_players: int,
                 variants: HiddenVariants, rnd: random.Random) -> None:
    public = game.view(state, None)
    seat_views = [game.view(state, s) for s in range(num_players)]
    for other, allowed in variants(state, rnd):
        assert game.view(other, None) == public, "a hidden change leaked into the public view"
        for seat in range(num_players):
            if seat not in allowed:
                assert game.view(other, seat) == seat_views[seat], (
                    f"a hidden change leaked into seat {seat}'s view"
                )


def check_step(game: Game[Any], state: Any, num_players: int, rnd: random.Random,
               variants: HiddenVariants | None) -> None:
    """Everything that must hold at one decision point."""
    before = _dump(game, state)
    acting = game.to_act(state)
    assert acting, "a running game must have someone to act"
    for seat in acting:
        moves = game.legal_moves(state, seat)
        assert moves, f"seat {seat} is to act but has no legal move"
        if len(moves) == 1:
            assert moves[0].verb not in PASS_VERBS, "a lone pass must be applied automatically"
        assert len(set(moves)) == len(moves), "legal moves must be distinct"
        for move in moves:
            text = game.format_move(state, move)
            assert game.parse_move(state, seat, text) == move, f"{text!r} does not round-trip"
            assert game.parse_move(state, seat, f"  {text.upper()} ") == move, (
                f"{text!r} is not parsed leniently"
            )
            assert game.describe_move(state, move).strip()
    # Gibberish and wrong seats are refused without touching the state.
    for bad in ("", "xyzzy 99 plugh"):
        try:
            move = game.parse_move(state, acting[0], bad)
        except IllegalMove as exc:
            assert str(exc).strip()
        else:
            try:
                game.apply(state, acting[0], move)
            except IllegalMove:
                pass
            else:  # pragma: no cover - reported as a failure
                raise AssertionError(f"{bad!r} was accepted")
    idle = [s for s in range(num_players) if s not in acting]
    if idle:
        some_move = game.legal_moves(state, acting[0])[0]
        try:
            game.apply(state, idle[0], some_move)
        except IllegalMove as exc:
            assert str(exc).strip()
        else:  # pragma: no cover
            raise AssertionError("a seat that is not to act was allowed to move")
    assert _dump(game, state) == before, "refusing a move changed the state"
    # JSON round trip and views.
    again = game.from_json(json.loads(json.dumps(game.to_json(state))))
    assert _dump(game, again) == before
    check_views(game, state, num_players)
    if variants is not None:
        check_hidden(game, state, num_players, variants, rnd)


def playout_checked(game: Game[Any], num_players: int, seed: int, *,
                    options: dict[str, Any] | None = None, deep: bool = True,
                    variants: HiddenVariants | None = None,
                    max_plies: int = 20_000) -> Playout:
    """Play one random game, checking the protocol at every step when ``deep``."""
    rnd = random.Random(seed)
    state = game.setup(num_players, seed, options)
    assert _dump(game, state) == _dump(game, game.setup(num_players, seed, options)), (
        "setup must be deterministic"
    )
    record: list[tuple[int, str]] = []
    plies = 0
    while game.outcome(state) is None:
        assert plies < max_plies, f"no end after {max_plies} moves (seed {seed})"
        if deep:
            check_step(game, state, num_players, rnd, variants)
        acting = game.to_act(state)
        assert acting, "a running game must have someone to act"
        seat = rnd.choice(acting)
        move = rnd.choice(game.legal_moves(state, seat))
        text = game.format_move(state, move)
        before = _dump(game, state) if deep else ""
        previous = state
        state, events = game.apply(state, seat, move)
        if deep:
            assert _dump(game, previous) == before, "apply mutated its input state"
        for event in events:
            assert isinstance(event.text, str)
            assert all(0 <= s < num_players for s in event.private)
        record.append((seat, text))
        plies += 1
    assert game.to_act(state) == [], "nobody may act once the game is over"
    outcome = game.outcome(state)
    assert outcome is not None
    # One score per seat, then one per ranked entry that is not a seat (Afternova's Bot).
    assert len(outcome.scores) == num_players + len(outcome.others)
    assert all(i >= num_players for i in outcome.others)
    assert sorted(s for group in outcome.ranking for s in group) == list(
        range(len(outcome.scores)))
    check_views(game, state, num_players)
    replayed = replay(game, num_players, seed, record, options)
    assert _dump(game, replayed) == _dump(game, state), "replay differs from the live game"
    return Playout(state, record, plies)
