"""Reliability: how members see each other's record, and the limits a server sets on joining.

A member's record on a server (:mod:`storage.conduct`): the games they finished against the
games they left, and their decisions timed out per 100. Lobbies show it beside each seat,
``/stats`` beside a member's rating. A server's moderators may ask (``/admin settings``) for
a minimum reliability to take a seat in a lobby, and a most games a member may have open (in
lobbies or running) on the server, which taking over a running game's open seat is held to
too; a refusal says which rule and the member's own figure, privately. A member with no
game finished or left yet has no figure and is let in.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.app.clocks import ServerSettings
from bot.app.errors import NotAllowed
from bot.app.i18n import t
from bot.app.table import mention
from storage import GameStore
from storage.conduct import Reliability

__all__ = ["admit", "figure", "seated"]


def figure(record: Reliability, locale: str) -> str:
    """A member's record in a few words: "finished 9 of 10 (90%), 2.5 timed out per 100"."""
    if record.percent is None:
        return t("reliability.new", locale)
    return t("reliability.figure", locale, finished=record.finished, games=record.games,
             percent=record.percent, timeouts=record.timeouts_per_100)


async def seated(store: GameStore, guild_id: int, users: Sequence[int | None],
                 locale: str) -> str:
    """The members of a lobby, each with their record: for the lobby's message."""
    people = [u for u in users if u is not None]
    records = await store.reliability(guild_id, people)
    return ", ".join(f"{mention(u, locale)} ({figure(records[u], locale)})"
                     for u in people) or "-"


async def admit(store: GameStore, settings: ServerSettings, guild_id: int,
                user_id: int, *, lobby: bool = True) -> None:
    """Refuse a member the server's limits keep out of a lobby (``lobby``) or a running
    game's open seat (the most open games only), saying which rule and their figure
    (:class:`NotAllowed`)."""
    if settings.max_games:
        open_games = len(await store.list_open_games_for_user(user_id, guild_id))
        if open_games >= settings.max_games:
            raise NotAllowed.of("error.max_games", games=open_games, max=settings.max_games)
    if lobby and settings.min_reliability:
        record = (await store.reliability(guild_id, [user_id]))[user_id]
        if record.percent is not None and record.percent < settings.min_reliability:
            raise NotAllowed.of("error.min_reliability", percent=record.percent,
                                finished=record.finished, games=record.games,
                                min=settings.min_reliability)
