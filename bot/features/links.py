"""A game's web address: ``<WEB_BASE_URL>/g/<token>``, the token unguessable and stored.

The token is 24 random bytes (:func:`secrets.token_urlsafe`), made the first time the
game's address is shown, never derived from an id: a game in a private channel is reached
only by those its address was given to. Tokens are kept as guild settings, so every process
sharing the database finds the game of any token (nothing is kept in memory):

- ``game.<game id>.web`` in the game's own server holds the game's current token: it is
  the one that counts;
- ``web.<token>`` in :data:`INDEX_GUILD` (no server has id 0) holds the game id, so a
  token finds its game in one read; an entry whose game no longer names it (replaced, or
  left behind by a crash between the two writes) opens nothing.

A moderator's ``/admin web`` replaces the token (:meth:`Links.replace`): the old address
stops working at once, in every process. With ``WEB_BASE_URL`` unset, :attr:`Links.base_url`
is None and no address is made or shown anywhere.
"""

from __future__ import annotations

import re
import secrets
import time
from collections.abc import Callable, Sequence

from bot.app.i18n import t
from bot.app.table import Post, mention
from storage import GameStore
from storage.base import GameNotFound, GameRow, GameStatus, NewAudit, NewPost

__all__ = ["INDEX_GUILD", "TOKEN", "Links", "new_token"]

#: The pseudo-server whose settings index the tokens (Discord ids are never 0).
INDEX_GUILD = 0
#: What a token looks like: 32 URL-safe characters (24 random bytes).
TOKEN = re.compile(r"[A-Za-z0-9_-]{32}")


def new_token() -> str:
    return secrets.token_urlsafe(24)


def game_key(game_id: int) -> str:
    return f"game.{game_id}.web"


def index_key(token: str) -> str:
    return f"web.{token}"


class Links:
    """Makes, finds and replaces games' web addresses."""

    def __init__(self, store: GameStore,
                 clock: Callable[[], int] = lambda: int(time.time())) -> None:
        self.store = store
        self.clock = clock
        #: The public address the pages are served at (``WEB_BASE_URL``, no trailing
        #: slash); None: no web pages, and no address is shown.
        self.base_url: str | None = None

    def address(self, token: str) -> str:
        assert self.base_url is not None
        return f"{self.base_url}/g/{token}"

    async def url(self, row: GameRow) -> str | None:
        """The game's address (made on first use), or None without web pages or for a
        lobby that was cancelled."""
        if self.base_url is None or row.status == GameStatus.CANCELLED:
            return None
        return self.address(await self.token(row))

    async def token(self, row: GameRow) -> str:
        """The game's token, made and stored the first time: of several processes making
        it at once, one token is kept and all of them give that one."""
        found = await self.store.get_setting(row.guild_id, game_key(row.id))
        if isinstance(found, str):
            return found
        fresh = new_token()
        # The index first: a crash before the game's own entry leaves an entry that opens
        # nothing, never a shown address that opens nothing.
        await self.store.set_setting(INDEX_GUILD, index_key(fresh), row.id, now=self.clock())
        kept = await self.store.setting_once(row.guild_id, game_key(row.id), fresh,
                                             now=self.clock())
        if kept != fresh:  # another process made it first
            await self.store.delete_setting(INDEX_GUILD, index_key(fresh))
        return str(kept)

    async def game_of(self, token: str) -> GameRow | None:
        """The game this token opens now, or None (malformed, unknown or replaced)."""
        if not TOKEN.fullmatch(token):
            return None
        game_id = await self.store.get_setting(INDEX_GUILD, index_key(token))
        if not isinstance(game_id, int) or isinstance(game_id, bool):
            return None
        try:
            row = await self.store.get_game(game_id)
        except GameNotFound:
            return None
        current = await self.store.get_setting(row.guild_id, game_key(row.id))
        if not isinstance(current, str) or not secrets.compare_digest(current, token):
            return None
        return row

    async def replace(self, row: GameRow, actor: int, locale: str) -> tuple[str, Post]:
        """A new address for the game, the old one dead at once; stored with the
        moderator's audit row and the channel's post saying so (in ``locale``, the server's),
        in one transaction. Returns the new address and that post, to send."""
        old = await self.store.get_setting(row.guild_id, game_key(row.id))
        fresh = new_token()
        url = self.address(fresh)
        post = Post(t("web.replaced", locale, actor=mention(actor, locale), url=url),
                    outbox_game=row.id, locale=locale)
        posts: dict[int, Sequence[NewPost]] = {
            row.id: [NewPost(row.channel_id, row.version, post.payload(board=False))]}
        await self.store.set_setting(INDEX_GUILD, index_key(fresh), row.id, now=self.clock())
        await self.store.set_setting(row.guild_id, game_key(row.id), fresh, now=self.clock(),
                                     posts=posts,
                                     audit=NewAudit(row.guild_id, actor, "web", row.id, {}))
        if isinstance(old, str):
            await self.store.delete_setting(INDEX_GUILD, index_key(old))
        return url, post
