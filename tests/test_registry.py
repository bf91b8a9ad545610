"""The registry (games/registry.py) is the one place a game is wired in.

Every entry names all of a game's parts and each fits its Protocol; what an entry declares
beyond the protocol is exactly what its engine and renderer offer; and nothing else in the
code finds a game's parts by spelling its name into a module path, or probes an engine or a
renderer for an optional part. A fifth game played through the bot is in
tests/bot/test_fifth_game.py.
"""

from __future__ import annotations

import inspect
import re
from pathlib import Path

import pytest

import games
from bot.app import ai
from bot.app.render import playable_games
from games import parts
from games.core import Game
from games.i18n import catalogue
from games.registry import REGISTRY, GameDescriptor, UnknownGame, descriptor, names
from rendering import PaletteRenderer, Renderer, renderer
from rendering.compact import CompactRenderer, compact_renderer

ROOT = Path(__file__).resolve().parent.parent


def test_the_registry_lists_each_game_once_in_menu_order() -> None:
    assert names()[:4] == ["adastra", "kepler3042", "magnastorm", "afternova"]
    assert len(set(names())) == len(REGISTRY)
    assert games.names() == names() == playable_games() == [e.name for e in REGISTRY]
    assert descriptor(" AdAstra ") is REGISTRY[0]


@pytest.mark.parametrize("entry", REGISTRY, ids=lambda e: e.name)
def test_every_entry_has_every_part(entry: GameDescriptor) -> None:
    engine = parts.engine(entry.name)
    assert isinstance(engine, Game) and games.get(entry.name) is engine
    assert (engine.name, engine.title) == (entry.name, entry.title) == (
        entry.name, games.title(entry.name))
    assert isinstance(parts.ai(entry.name), parts.GameAI)
    if entry.ai_searches:
        assert isinstance(parts.searching_ai(entry.name), parts.SearchingAI)
    assert entry.ai_ms_per_iteration > 0
    english = catalogue(entry.name)["en"]
    assert entry.summary_key in english and entry.notation_key in english
    drawer = renderer(entry.name)
    assert isinstance(drawer, Renderer)
    # One argument order for every image, the compact board posted after a move included.
    small = compact_renderer(entry.name)
    assert (small is None) == (entry.compact is None)
    assert small is None or isinstance(small, CompactRenderer)
    for draw in (drawer.render_board, drawer.render_hand,
                 *([small.render_compact] if small is not None else [])):
        assert list(inspect.signature(draw).parameters) == ["view", "names", "locale",
                                                            "palette"]


@pytest.mark.parametrize("entry", REGISTRY, ids=lambda e: e.name)
def test_an_entry_declares_exactly_what_its_game_offers(entry: GameDescriptor) -> None:
    engine = parts.engine(entry.name)
    assert isinstance(engine, parts.DealsAtSetup) == entry.setup_events
    assert isinstance(engine, parts.Foreseeing) == entry.foresee
    assert isinstance(engine, parts.Carrying) == (entry.carry_option is not None)
    assert isinstance(renderer(entry.name), PaletteRenderer) == entry.png_palette
    if entry.carry_option is not None:  # a table whose players kept nothing yet
        engine.setup(engine.max_players, 1,
                     {entry.carry_option: [[] for _ in range(engine.max_players)]})
    # What the entry says is said nowhere else.
    for name in ("winner_starts", "carry_option"):
        assert not hasattr(engine, name), name


def test_the_declared_parts_answer_through_games_parts() -> None:
    kepler = games.get("kepler3042")
    assert len(parts.setup_events("kepler3042", 2, 5)) == len(kepler.setup_events(2, 5))
    assert parts.setup_events("adastra", 3, 5) == []
    state = games.get("magnastorm").setup(2, 1)
    assert parts.carried("magnastorm", state) == {} == parts.carried("adastra", state)
    afternova = games.get("afternova")
    state = afternova.setup(3, 1)
    seat = afternova.to_act(state)[0]
    move = afternova.legal_moves(state, seat)[0]
    assert parts.foresee("afternova", state, seat, move) == (
        *afternova.apply(state, seat, move), False)


def test_an_unknown_name_is_refused_everywhere() -> None:
    for lookup in (descriptor, games.get, games.title, renderer, ai.chooser, catalogue):
        with pytest.raises(LookupError, match="chess"):
            lookup("chess")
    assert isinstance(UnknownGame("chess"), LookupError)


#: Code that finds a game's part from its name: a module path with the name in it.
SPELLED = re.compile(r"""import_module\(\s*f["']|f["'](games|rendering)\.\{""")
#: Code that asks an engine or a renderer whether it has an optional part.
PROBE = re.compile(r"\b(getattr|hasattr)\(\s*(\w+\.)?(engine|renderer|drawer|module|game)\b")


def test_nothing_else_finds_a_game_s_parts_by_its_name() -> None:
    spelled, probed = [], []
    for folder in ("games", "rendering", "bot"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            text = path.read_text(encoding="utf-8")
            where = path.relative_to(ROOT).as_posix()
            spelled += [where] if SPELLED.search(text) else []
            probed += [where] if folder == "bot" and PROBE.search(text) else []
    assert spelled == [] and probed == []
