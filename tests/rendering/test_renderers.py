"""What every registered game's renderer promises, checked once for each: the registry finds
it, and it reads views only, importing none of its game's code (its state, rules, notation)
from ``games/``: only the shared protocol and the catalogues' wording, whose files are read
when a renderer first draws, not when it is imported."""

from __future__ import annotations

from importlib import import_module

import pytest

import games
from rendering import renderer
from tests.rendering.contract import games_imported_by

#: What a renderer may import from ``games/``: the protocol and the words (with the list of
#: languages they are in), never a game's rules or state.
SHARED = {"games", "games.core", "games.i18n", "games.languages"}


@pytest.mark.parametrize("game", games.names())
def test_the_registry_finds_the_renderer(game: str) -> None:
    assert renderer(game) is import_module(f"rendering.{game}")


@pytest.mark.parametrize("name", ["no_such_game", "../etc", ""])
def test_the_registry_refuses_what_is_not_a_game(name: str) -> None:
    with pytest.raises(LookupError):
        renderer(name)


@pytest.mark.parametrize("game", games.names())
def test_rendering_never_imports_game_code(game: str) -> None:
    imported = games_imported_by(f"rendering.{game}", "rendering.common")
    assert set(imported) <= SHARED, imported
