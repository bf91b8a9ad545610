"""Errors a user can cause. The central handler turns them into an ephemeral sentence.

Every other exception is a bug: it is logged with its context and the user gets a short
apology, while the stored game stays untouched (nothing is written before a move is valid).
"""

from __future__ import annotations

from bot.app.i18n import EN, render, t
from games.i18n import Message


class UserError(Exception):
    """Something the user asked for cannot be done; ``message`` says why, in their words."""

    def __init__(self, message: str | Message) -> None:
        text = render(message, "en")
        super().__init__(text)
        self.message = text
        #: What to word in the member's own language when the error is reported
        #: (``message`` is in English, for logs and the command line).
        self.wording: Message | None = message if isinstance(message, Message) else None

    @classmethod
    def of(cls, key: str, **fields: object) -> UserError:
        error = cls(t(key, "en", **fields))
        error.wording = Message(key, fields)
        return error

    def worded(self, locale: str) -> str:
        """The sentence in ``locale`` (bot and engine keys alike)."""
        if self.wording is None:
            return self.message
        if self.wording.key in EN:
            return t(self.wording.key, locale, **self.wording.params)
        return render(self.wording, locale)


class NoGameHere(UserError):
    pass


class NotAPlayer(UserError):
    pass


class NotYourTurn(UserError):
    pass


class IllegalMoveError(UserError):
    pass


class BadOption(UserError):
    pass


class NotAllowed(UserError):
    pass


class TryAgain(UserError):
    pass
