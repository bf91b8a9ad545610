"""What the bot reads in a game's views, typed.

A view is the JSON-able dict an engine's ``view(state, seat)`` returns: ``seat`` None is
the public view (all a channel may see), a seat's view adds its ``private`` part. Each game
lays out its views for its own renderer; the keys below are the few the bot reads itself
(the status line, the scores, who is asked what, a seat's lasting name), and a game that
has one of them gives it this type. Engines build their views as plain dicts and hand them
over through :func:`as_view`; the conformance kit (``tests/games/conformance.py``) checks
every view it meets against these types.
"""

from __future__ import annotations

from typing import Any, TypedDict, cast

__all__ = ["PlayerView", "View", "Wording", "as_view", "points"]

#: Text a reader sees: plain, or a catalogue message in its JSON form
#: (``{"key": ..., "params": {...}}``, see :class:`games.i18n.Message`), which the bot words
#: in the reader's language.
Wording = str | dict[str, Any]


class PlayerView(TypedDict, total=False):
    """One seat's public entry in ``View.players``."""

    seat: int
    #: The score so far (Magnastorm's is its ``reputation`` too); Afternova's final view
    #: gives its parts and their ``total``.
    score: int | dict[str, int]
    reputation: int
    #: What names the seat for good, the first a game has: faction, colour, name.
    faction: Wording
    colour: Wording
    color: Wording
    name: Wording


class View(TypedDict, total=False):
    """The keys of a view that the bot reads; every one is optional."""

    game: str
    #: The round and the phase, for ``/game status`` and the replay's frames.
    round: int
    phase: Wording
    #: The seats' public entries, by seat.
    players: list[PlayerView]
    #: The scores by seat, where a game keeps them apart from ``players``.
    scores: list[int]
    #: What each seat in ``to_act`` is asked, by seat number as text.
    prompts: dict[str, Wording]
    #: A seat's own view (in its view only): ``prompt`` says what it is asked; ``lines``,
    #: where a game gives them, word the whole of it for a text reader (a list of
    #: :data:`Wording`, one a line: ``/hand``, the turn panel, a preview), where its fields
    #: are too nested to be listed one by one.
    private: dict[str, Any]


def points(player: PlayerView) -> int:
    """A seat's score as one number: its ``score`` (the ``total`` of one given in parts),
    else its ``reputation``, else 0."""
    score = player.get("score", player.get("reputation", 0))
    return int((score.get("total", 0) if isinstance(score, dict) else score) or 0)


def as_view(data: dict[str, Any]) -> View:
    """An engine's view as a :class:`View` (the same dict)."""
    return cast(View, data)
