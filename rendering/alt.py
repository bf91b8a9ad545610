"""Alt text: what each image the bot sends shows, in words, for a screen reader.

Discord lets an attachment carry a description (its alt text, at most :data:`MAX_ALT`
characters), which screen readers read in place of the picture. Every image is described
from exactly what it is drawn from (the same view, players' names and language), so a
description never says what its image would not: a board's from the public view, a hand's
from its seat's own view. Each game's renderer describes its two images
(``describe_board`` and ``describe_hand``, :class:`rendering.Renderer`, in
``rendering/<game>/alt.py``); the score table and the replay, drawn alike for every game,
are described here.

A description is a list of sentences, most important first: the game and its round or
phase (or its result), who is awaited and for what, the scores, then the details.
:func:`fitted` joins them and cuts what passes the limit with "…", so what matters most is
never the part cut. Every word comes from a catalogue in the image's language (``render.alt.*``
in ``rendering/locales/`` for the shared sentences, ``<game>.alt.*`` in each game's); the
players are called as the boards call them (their display names, isolated so that a
right-to-left name never reorders the sentence around it, with their seat's label).

:class:`Picture` is an image's bytes with its description: the bot's drawing functions
return one, the caches and the render workers keep it as they keep any bytes, and the
Discord layer reads the description when it attaches the image (:func:`alt_of`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from rendering.text import ELLIPSIS, FSI, PDI, isolate_name

__all__ = ["MAX_ALT", "Picture", "alt_of", "called", "described", "fitted", "listed",
           "name_of", "opening", "replay_alt", "say", "scores", "scores_alt", "sentence",
           "units", "waiting", "winners", "with_last_move", "word"]

MAX_ALT = 1024
"""Discord's limit on an attachment's description."""

_ENDS = tuple(".!?…:")


class Picture(bytes):
    """An image's bytes and its alt text (:attr:`alt`): equal to the same bytes without it,
    and pickled with it (a render worker's answer keeps its description)."""

    alt: str

    def __new__(cls, data: bytes, alt: str) -> Picture:
        picture = super().__new__(cls, data)
        picture.alt = alt
        return picture

    def __reduce__(self) -> tuple[Any, ...]:
        return (Picture, (bytes(self), self.alt))


def described(data: bytes, alt: str) -> Picture:
    """``data`` with its description, cut to :data:`MAX_ALT` if longer."""
    return Picture(data, fitted([alt]))


def alt_of(data: bytes) -> str | None:
    """The description an image was drawn with, or None for bytes that carry none."""
    return data.alt if isinstance(data, Picture) else None


# ---- words ------------------------------------------------------------------------------------

# The catalogues are imported when the first description is worded, not when a renderer is
# imported (renderers never load the games' rules on import; see rendering/wording.py).

def word(key: str, locale: str, **params: Any) -> str:
    """A catalogue template filled in, in ``locale``."""
    from games.i18n import msg, render

    return render(msg(key, **params), locale)


def say(value: Any, locale: str) -> str:
    """A view's text in ``locale``: a message (or its JSON form) worded, anything else as it
    is, None as nothing."""
    from games.i18n import Message, render

    if isinstance(value, Message):
        return render(value, locale)
    if isinstance(value, Mapping) and "key" in value:
        try:
            return render(Message.from_json(value), locale)
        except (KeyError, IndexError, ValueError):
            return ""
    return "" if value is None else str(value)


def listed(items: Iterable[str], locale: str, how: str = "comma") -> str:
    """Texts joined in ``locale`` ("a, b" or, with ``how="and"``, "a, b and c")."""
    from games.i18n import joined, render

    return render(joined([i for i in items if i], how), locale)


# ---- players ----------------------------------------------------------------------------------

def name_of(names: Sequence[str] | None, seat: int) -> str:
    """The display name of a seat as the boards write it (isolated), or "" for none."""
    if names is None or not 0 <= seat < len(names):
        return ""
    return isolate_name(str(names[seat]))


def called(name: str, label: str) -> str:
    """A seat as a description calls it: its player's name with its seat's label ("Alice
    (Blue)"), the label alone where there is no name or the name is the label."""
    if not name or name.strip(FSI + PDI) == label:
        return label
    return f"{name} ({label})" if label else name


# ---- sentences --------------------------------------------------------------------------------

def sentence(text: str) -> str:
    """``text`` as a sentence of its own: trimmed, capitalised, with a full stop unless it
    has one."""
    text = " ".join(text.split())
    if not text:
        return ""
    text = text[0].upper() + text[1:]
    return text if text.endswith(_ENDS) else text + "."


def opening(title: str, status: Sequence[str], locale: str) -> str:
    """The first sentence of a board's description: the game and where it stands (its
    round, phase...)."""
    return word("render.alt.opening", locale, title=title, status=listed(status, locale))


def waiting(asked: Sequence[tuple[str, str]], locale: str) -> str:
    """Who is awaited and for what: (who, what they are asked) per seat awaited, "" for
    what where the view does not say; nobody is said as such."""
    if not asked:
        return word("render.alt.nobody", locale)
    prompts = {prompt for _, prompt in asked}
    if len(prompts) == 1:
        who = listed((who for who, _ in asked), locale, "and")
        prompt = prompts.pop().rstrip(". ")
        return (word("render.alt.waiting", locale, who=who, prompt=prompt) if prompt
                else word("render.alt.waiting_for", locale, who=who))
    each = listed((word("render.alt.asked", locale, who=who, prompt=prompt.rstrip(". "))
                   if prompt else who for who, prompt in asked), locale, "semicolon")
    return word("render.alt.waiting_each", locale, each=each)


def winners(who: Sequence[str], locale: str) -> str:
    """Who won: one winner, or several sharing the win."""
    if not who:
        return ""
    return word("render.alt.winner" if len(who) == 1 else "render.alt.winners", locale,
                who=listed(who, locale, "and"))


def scores(points: Sequence[tuple[str, Any]], locale: str) -> str:
    """The scores sentence: each (who, points) in the order given."""
    if not points:
        return ""
    return word("render.alt.scores", locale,
                scores=listed((f"{who} {score}" for who, score in points), locale))


def units(text: str) -> int:
    """The length Discord may count: UTF-16 code units (an emoji counts two)."""
    return len(text.encode("utf-16-le")) // 2


def fitted(parts: Iterable[str], limit: int = MAX_ALT) -> str:
    """The sentences ``parts``, most important first, joined with spaces within ``limit``:
    whole sentences while they fit, then the first that does not cut at a word with "…",
    and nothing after it."""
    text = ""
    for part in parts:
        part = sentence(part)
        if not part:
            continue
        joined_text = f"{text} {part}" if text else part
        if units(joined_text) <= limit:
            text = joined_text
            continue
        return _cut(joined_text, limit)
    return text


def _cut(text: str, limit: int) -> str:
    """``text`` shortened at a word to end with "…" within ``limit`` (a name isolated in
    it and cut is closed, so it still reorders nothing after it)."""
    room = limit - units(ELLIPSIS) - units(PDI)
    kept = text[:room]
    while units(kept) > room:
        kept = kept[:-1]
    if " " in kept[len(kept) // 2:]:
        kept = kept.rsplit(" ", 1)[0]
    kept = kept.rstrip(" ,;:·")
    if kept.count(FSI) > kept.count(PDI):
        kept += PDI
    return kept + ELLIPSIS


#: The most of a description the last move may take: the board's own sentences keep the rest.
LAST_MOVE_ROOM = 320

#: Discord markup a move's public lines may carry, which a screen reader would read aloud:
#: small-text prefixes, bold and italics, mentions.
_MARKUP = re.compile(r"^-# |\*\*|__|<@[!&]?\d+>|<#\d+>", re.MULTILINE)


def with_last_move(alt: str, move: str, locale: str) -> str:
    """A board's description ending with the move that led to it (its public lines, as the
    table read them): the board's sentences first, as :func:`fitted` cut them, within the
    room the last move leaves, so neither crowds the other out."""
    lines = [sentence(line) for line in _MARKUP.sub("", move).splitlines()]
    said = " ".join(line for line in lines if line)
    if not said:
        return alt
    last = fitted([word("render.alt.last_move", locale, move=said)], LAST_MOVE_ROOM)
    return f"{fitted([alt], MAX_ALT - units(last) - 1)} {last}" if alt else last


# ---- the images every game shares -------------------------------------------------------------

def scores_alt(title: str, rows: Sequence[tuple[int, str, int]], locale: str) -> str:
    """The end-of-game score table: its title, then each row (place, who, score) best
    first, as the table lists them."""
    place = "render.scores.place"
    lines = [f"{word(place, locale, place=p)} {who} {score}" for p, who, score in rows]
    return fitted([title, listed(lines, locale, "semicolon")])


def replay_alt(last: str, locale: str) -> str:
    """The animated replay: what it is, then the description of its last board ``last``."""
    return fitted([word("render.alt.replay", locale), word("render.alt.replay_end", locale),
                   last])
