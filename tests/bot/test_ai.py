"""AI seats: the budget setting and its translation into search iterations."""

from __future__ import annotations

from importlib import import_module
from pathlib import Path

import pytest

from bot.app import ai
from bot.ops.config import ConfigError, load_settings
from games import get
from games.adastra import ai as adastra_ai
from games.registry import REGISTRY

TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4OQ.GaBcDe.abcdefghijklmnopqrstuvwxyz0123456789AB"


def settings(tmp_path: Path, **env: str) -> int:
    loaded = load_settings(env={"DISCORD_TOKEN": TOKEN, **env}, dotenv=tmp_path / "none.env")
    return loaded.ai_budget_ms


def test_the_budget_defaults_to_300_ms_and_is_read(tmp_path: Path) -> None:
    assert settings(tmp_path) == 300
    assert settings(tmp_path, AI_BUDGET_MS="120") == 120
    assert settings(tmp_path, AI_BUDGET_MS="0") == 0


@pytest.mark.parametrize("value", ["fast", "-5", "1.5"])
def test_a_budget_that_is_not_whole_milliseconds_is_refused(tmp_path: Path, value: str) -> None:
    with pytest.raises(ConfigError, match="AI_BUDGET_MS"):
        settings(tmp_path, AI_BUDGET_MS=value)


def test_the_budget_becomes_a_fixed_number_of_iterations_per_game() -> None:
    for entry in REGISTRY:
        game, per_iteration = entry.name, entry.ai_ms_per_iteration
        assert ai.iterations(game, 300) == max(1, int(300 / per_iteration))
        assert ai.iterations(game, 1) == 1  # at least one
        assert ai.iterations(game, 0) == 0
    assert ai.chooser("adastra", 0) is adastra_ai.choose_move  # 0: the heuristic alone


def test_the_chooser_is_reproducible() -> None:
    game = get("adastra")
    state = game.setup(3, 9)
    seat = game.to_act(state)[0]
    choose = ai.chooser("adastra", 40, search=True)
    assert choose(game, state, seat, 5) == choose(game, state, seat, 5)
    assert choose(game, state, seat, 5) in game.legal_moves(state, seat)


def test_ai_seats_search_only_where_the_search_plays_better() -> None:
    """The search replaces the heuristic only in games where the arena measured it
    stronger; the others keep the heuristic whatever the budget."""
    for entry in REGISTRY:
        game = entry.name
        module = import_module(entry.ai)
        chosen = ai.chooser(game, 300)
        if entry.ai_searches:
            assert chosen is not module.choose_move
            assert chosen.keywords == {"iterations": ai.iterations(game, 300)}
        else:
            assert chosen is module.choose_move
        assert ai.chooser(game, 300, search=True) is not module.choose_move
