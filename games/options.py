"""Setup options: how every engine checks them, and the one error it raises.

A host types options as ``key=value`` pairs (``/game new options:start_area=2``); a typo
must not be silently ignored or end in a traceback. Each engine describes its options as
:class:`Option` values and calls :func:`read_options`, which refuses an unknown name or a
bad value with :class:`OptionError`: a sentence naming the game's options (or saying it has
none). ``OptionError`` is an :class:`~games.core.IllegalMove` (the engines' "refused" type)
and a ``ValueError`` (what setup errors have always been), so callers catching either keep
working; new callers should catch ``OptionError`` itself.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from games.core import IllegalMove
from games.i18n import Message, joined, msg

__all__ = ["Option", "OptionError", "a_bool", "one_of", "read_options"]


class OptionError(IllegalMove, ValueError):
    """A setup option the game does not have, or a value it cannot take."""


@dataclass(frozen=True)
class Option:
    """One option: its name, what it accepts (said to the host), and its check.

    ``check(value, num_players)`` returns the value to use, or raises ``ValueError`` (any
    message: the host is told ``accepts``, which is written for them: a catalogue message,
    so each reader reads it in their language).
    """

    name: str
    accepts: str | Message
    check: Callable[[Any, int], Any]


def read_options(title: str, options: Mapping[str, Any] | None, known: Sequence[Option],
                 num_players: int) -> dict[str, Any]:
    """The checked options (only those given); raises :class:`OptionError`."""
    given = dict(options or {})
    by_name = {option.name: option for option in known}
    unknown = sorted(name for name in given if name not in by_name)
    if unknown:
        names = ", ".join(repr(name) for name in unknown)
        if not known:
            raise OptionError(msg("core.option.none", title=title, names=names))
        raise OptionError(msg("core.option.unknown", title=title, names=names,
                              options=_its_options(title, known)))
    checked: dict[str, Any] = {}
    for name, value in given.items():
        option = by_name[name]
        try:
            checked[name] = option.check(value, num_players)
        except (ValueError, TypeError, KeyError):
            raise OptionError(msg(
                "core.option.bad", title=title, name=name, accepts=option.accepts,
                value=repr(value), options=_its_options(title, known))) from None
    return checked


def _its_options(title: str, known: Sequence[Option]) -> Message:
    listed = [msg("core.option.item", name=option.name, accepts=option.accepts)
              for option in known]
    return msg("core.option.list", title=title, listed=joined(listed, "semicolon"))


def a_bool(value: Any, num_players: int) -> bool:
    """true or false, as the bot reads them (no 0/1 or other truthy stand-ins)."""
    if not isinstance(value, bool):
        raise ValueError("not a boolean")
    return value


def one_of(*choices: str) -> Callable[[Any, int], str]:
    """A word among ``choices``, in any case."""
    def check(value: Any, num_players: int) -> str:
        word = value.strip().lower() if isinstance(value, str) else ""
        if word not in choices:
            raise ValueError("not a choice")
        return word
    return check
