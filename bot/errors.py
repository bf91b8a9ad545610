"""Errors a user can cause. The central handler turns them into an ephemeral sentence.

Every other exception is a bug: it is logged with its context and the user gets a short
apology, while the stored game stays untouched (nothing is written before a move is valid).
"""

from __future__ import annotations

from bot.i18n import t


class UserError(Exception):
    """Something the user asked for cannot be done; ``message`` says why, in their words."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message

    @classmethod
    def of(cls, key: str, **fields: object) -> UserError:
        return cls(t(key, **fields))


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
