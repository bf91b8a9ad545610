"""Fitting what happened into Discord messages: routine lines folded, long text clipped.

Discord refuses a message over 2000 characters; every text the bot builds from game events
or history goes through :func:`clip` or :func:`fit`, so a long burst of AI moves can never
make a post fail. A turn post ends with what must never be lost (who is pinged, and by when
they must decide): :func:`fit` keeps such an ending whole and takes what does not fit out of
the middle of the events, keeping how the burst began and how it ended.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from bot.app.i18n import said, t, word
from games.core import Event

MESSAGE_LIMIT = 1900
MARK_ROOM = 40  # room kept for the "…and N more." line


class Said(Protocol):
    """A move as stored (:class:`storage.base.NewMove` or :class:`~storage.base.MoveRow`):
    what it told the table, as messages and as its English text."""

    @property
    def public_text(self) -> str: ...
    @property
    def messages(self) -> Mapping[str, Any] | None: ...


def said_by(move: Said | None, locale: str) -> str:
    """What a stored move told the table, in ``locale`` ("" for a quiet move, or none)."""
    if move is None:
        return ""
    lines = (move.messages or {}).get("public")
    return move.public_text if lines is None else "\n".join(word(x, locale) for x in lines)


def folded(events: Sequence[Event], locale: str) -> str:
    """Public text of a burst of events in ``locale``:
    main lines as they come, routine ones folded (not clipped)."""
    lines: list[str] = []
    minor: list[str] = []
    for event in events:
        if event.minor:
            minor.append(said(event, locale))
            continue
        if minor:
            lines.append("-# " + " ".join(minor))
            minor = []
        lines.append(said(event, locale))
    if minor:
        lines.append("-# " + " ".join(minor))
    return "\n".join(lines)


def fold_events(events: Sequence[Event], locale: str) -> str:
    """:func:`folded`, clipped to one message."""
    return clip(folded(events, locale), locale)


def shortened(text: str, limit: int) -> str:
    """``text`` within ``limit`` characters, a cut marked with "…"."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


CHOICE_LIMIT = 100  # Discord's limit for a choice's or a menu option's name


def word_cut(text: str, limit: int) -> str:
    """``text`` within ``limit`` characters, cut after a whole word and marked with "…"
    (mid-word only for a word longer than half the room)."""
    if len(text) <= limit:
        return text
    room = text[: limit - 1]
    kept = room if text[limit - 1] in " ,;:)" else room.rsplit(" ", 1)[0]
    if len(kept) < (limit - 1) // 2:
        kept = room
    return kept.rstrip(" ,;:(·+-–") + "…"


def choice_name(notation: str, label: str, limit: int = CHOICE_LIMIT) -> str:
    """An autocomplete choice: the move's notation, which tells it apart from every other
    (and is what the player types), then what it does, within ``limit`` characters; a label
    cut short ends at a whole word with "…"."""
    whole = f"{notation} · {label}"
    if len(whole) <= limit:
        return whole
    room = limit - len(notation) - 3
    if room < 2:
        return shortened(notation, limit)
    return f"{notation} · {word_cut(label, room)}"


def clip(text: str, locale: str, limit: int = MESSAGE_LIMIT) -> str:
    """``text`` cut at a line end to fit ``limit``, saying how many lines were left out."""
    if len(text) <= limit:
        return text
    cut = text[: limit - MARK_ROOM].rsplit("\n", 1)[0]
    hidden = text[len(cut):].count("\n") + 1
    return cut + "\n" + t("turn.more_events", locale, count=hidden)


def fit(text: str, tail: str, locale: str, limit: int = MESSAGE_LIMIT,
        sep: str = "\n") -> str:
    """``text``, then ``sep`` and ``tail``, within ``limit``. The tail is never cut (unless
    it alone would not fit in half the limit); lines are taken out of the middle of ``text``
    and replaced by one line saying how many."""
    if not text:
        return clip(tail, locale, limit)
    if len(text) + len(sep) + len(tail) <= limit:
        return text + sep + tail
    if len(tail) > limit // 2:
        tail = clip(tail, locale, limit // 2)
    return middle(text, limit - len(sep) - len(tail), locale) + sep + tail


def middle(text: str, limit: int, locale: str) -> str:
    """``text`` within ``limit``: its first lines and its last lines, with the lines between
    replaced by "…and N more."; a line too long to keep is shortened."""
    if len(text) <= limit:
        return text
    budget = max(0, limit - MARK_ROOM)
    widest = max(1, budget // 3)
    lines = [line if len(line) <= widest else line[: widest - 1] + "…"
             for line in text.split("\n")]
    head: list[str] = []
    used = 0
    for line in lines:
        if used + len(line) + 1 > budget * 2 // 3:
            break
        head.append(line)
        used += len(line) + 1
    tail: list[str] = []
    for line in reversed(lines[len(head):]):
        if used + len(line) + 1 > budget:
            break
        tail.insert(0, line)
        used += len(line) + 1
    hidden = len(lines) - len(head) - len(tail)
    if not hidden:
        return "\n".join(lines)[:limit]
    return "\n".join([*head, t("turn.more_events", locale, count=hidden), *tail])
