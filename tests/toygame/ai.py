"""Pebbles' AI player: leave the next player a multiple of four pebbles when it can."""

from __future__ import annotations

from typing import Any

from games.core import Move, Rng


def choose_move(game: Any, state: Any, seat: int, rng_seed: int) -> Move:
    """The move for ``seat``, deterministic for a given ``rng_seed``."""
    moves = game.legal_moves(state, seat)
    winning = [m for m in moves if (state.pile - int(m.args[0])) % 4 == 0]
    return winning[0] if winning else Rng.from_seed(rng_seed).choice(moves)
