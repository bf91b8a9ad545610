"""Setup options are checked by every engine the same way.

An unknown option or a value of the wrong kind is refused with ``OptionError`` (one type,
both an ``IllegalMove`` and a ``ValueError``), in a sentence that names the game's options
or says it has none; valid options are accepted and change the game as documented.
"""

from __future__ import annotations

import importlib
from typing import Any

import pytest

import games
from games.core import IllegalMove
from games.i18n import render
from games.options import OptionError

# Every option each game has: the refusal must name them all.
OPTION_NAMES = {
    "adastra": ("optional_artifacts", "factions"),
    "kepler3042": ("objectives",),
    "magnastorm": ("start_area", "first_player", "advanced_start", "artifacts"),
    "afternova": (),
}


def refusal(game: str, options: dict[str, Any], players: int | None = None) -> str:
    engine = games.get(game)
    with pytest.raises(OptionError) as refused:
        engine.setup(players or engine.min_players, 7, options)
    assert isinstance(refused.value, IllegalMove) and isinstance(refused.value, ValueError)
    message = refused.value.message
    assert message == str(refused.value) and "\n" not in message
    assert engine.title in message
    return message


def test_every_registered_game_is_covered() -> None:
    assert set(games.names()) == set(OPTION_NAMES)


@pytest.mark.parametrize("game", sorted(OPTION_NAMES))
def test_an_unknown_option_is_refused_naming_the_games_options(game: str) -> None:
    message = refusal(game, {"foo": 1})
    assert "'foo'" in message
    names = OPTION_NAMES[game]
    if names:
        assert all(name in message for name in names), message
    else:
        assert "has no options" in message


@pytest.mark.parametrize("game", sorted(OPTION_NAMES))
def test_no_options_at_all_is_fine(game: str) -> None:
    engine = games.get(game)
    assert engine.setup(engine.min_players, 7, None) is not None
    assert engine.setup(engine.min_players, 7, {}) is not None


@pytest.mark.parametrize(("game", "options", "players", "accepts"), [
    ("adastra", {"optional_artifacts": 5}, 3, "true or false"),
    ("adastra", {"optional_artifacts": "maybe"}, 3, "true or false"),
    ("adastra", {"factions": "Red"}, 3, "Blue"),
    ("adastra", {"factions": ["Red", "Red", "Blue"]}, 3, "different"),
    ("adastra", {"factions": ["Red", "Blue", "Black"]}, 3, "Purple"),
    ("adastra", {"factions": ["Red", "Blue"]}, 3, "per player"),
    ("kepler3042", {"objectives": "hard"}, 2, "standard or advanced"),
    ("kepler3042", {"objectives": 2}, 2, "standard or advanced"),
    ("magnastorm", {"start_area": 3}, 2, "1 or 2"),
    ("magnastorm", {"start_area": "north"}, 2, "1 or 2"),
    ("magnastorm", {"start_area": True}, 2, "1 or 2"),
    ("magnastorm", {"first_player": 2}, 2, "seat number"),
    ("magnastorm", {"first_player": "me"}, 2, "seat number"),
    ("magnastorm", {"advanced_start": "yes please"}, 2, "true or false"),
    ("magnastorm", {"artifacts": [[101]]}, 2, "one list of artifact"),
    ("magnastorm", {"artifacts": [[101], [999]]}, 2, "one list of artifact"),
    ("magnastorm", {"artifacts": "101"}, 2, "one list of artifact"),
])
def test_a_bad_value_is_refused_saying_what_it_accepts(game: str, options: dict[str, Any],
                                                       players: int, accepts: str) -> None:
    message = refusal(game, options, players)
    [name] = options
    assert f"option {name} must be" in message and accepts in message, message
    assert all(option in message for option in OPTION_NAMES[game]), message


def test_ad_astra_options_are_used() -> None:
    engine = games.get("adastra")
    state = engine.setup(3, 7, {"optional_artifacts": False,
                                "factions": ["Purple", "Green", "Red"]})
    view = engine.view(state, None)
    assert "Purple" in repr(view) and "Green" in repr(view)


def test_kepler_objectives_accept_either_word_in_any_case() -> None:
    engine = games.get("kepler3042")
    for word in ("standard", "Advanced", " ADVANCED "):
        assert engine.setup(2, 7, {"objectives": word}) is not None


def test_magnastorm_options_are_used() -> None:
    engine = games.get("magnastorm")
    state = engine.setup(2, 7, {"start_area": 2, "first_player": 1, "advanced_start": False})
    assert state.start_area == 2 and state.order == [1, 0]
    collections = [[101, 102], [103, 104]]
    carried = engine.setup(2, 7, {"artifacts": collections})
    assert [p.artifacts for p in carried.players] == collections


def test_afternova_refuses_any_option() -> None:
    assert refusal("afternova", {"bot": True}, 3) == "Afternova has no options (you gave 'bot')."


@pytest.mark.parametrize(("game", "options", "players"), [
    ("adastra", {"factions": "Red"}, 3),
    ("kepler3042", {"objectives": "hard"}, 2),
    ("magnastorm", {"artifacts": "101"}, 2),
    ("afternova", {"foo": 1}, 3),
])
def test_a_refused_option_reads_whole_in_each_language(game: str, options: dict[str, Any],
                                                       players: int) -> None:
    """What an option accepts is a catalogue message too: a Spanish or French host reads
    the refusal, the option's accepted values and the list of options in their language."""
    engine = games.get(game)
    with pytest.raises(OptionError) as refused:
        engine.setup(players, 7, options)
    message = refused.value.msg
    assert message is not None
    english = render(message, "en")
    assert english == refused.value.message
    for locale in ("es", "fr"):
        text = render(message, locale)
        assert text != english
        for option in games_options(game):
            assert option.name in text
            accepts = render(option.accepts, locale)
            assert accepts in text or game == "afternova", (locale, text)
            if render(option.accepts, "en") != accepts:
                assert render(option.accepts, "en") not in text, (locale, text)


def games_options(game: str) -> tuple[Any, ...]:
    return tuple(getattr(importlib.import_module(f"games.{game}"), "OPTIONS", ()))
