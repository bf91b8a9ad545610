"""Fitting what happened into Discord messages: routine lines folded, long text clipped.

Discord refuses a message over 2000 characters; every text the bot builds from game events
or history goes through :func:`clip`, so a long burst of AI moves can never make a post fail.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.i18n import t
from games.core import Event

MESSAGE_LIMIT = 1900


def fold_events(events: Sequence[Event]) -> str:
    """Public text of a burst of events: main lines as they come, routine ones folded."""
    lines: list[str] = []
    minor: list[str] = []
    for event in events:
        if event.minor:
            minor.append(event.text)
            continue
        if minor:
            lines.append("-# " + " ".join(minor))
            minor = []
        lines.append(event.text)
    if minor:
        lines.append("-# " + " ".join(minor))
    return clip("\n".join(lines))


def clip(text: str, limit: int = MESSAGE_LIMIT) -> str:
    if len(text) <= limit:
        return text
    cut = text[: limit - 40].rsplit("\n", 1)[0]
    hidden = text[len(cut):].count("\n") + 1
    return cut + "\n" + t("turn.more_events", count=hidden)
