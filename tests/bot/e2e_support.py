"""What the end-to-end game tests share: a bot on a fresh database, and a ``Table`` that
plays the users' side through the fake Discord (slash commands, autocomplete, the turn
panel) and checks every public post as it goes."""

from __future__ import annotations

import io
from collections.abc import Collection
from pathlib import Path
from typing import Any

from fakediscord import FakeDiscord, FakeMessage, World
from PIL import Image

from bot.app.language import names_of
from bot.app.table import drawn_names as names_beside
from bot.client import StarpostBot
from bot.ops.config import Settings


def make_bot(db: Path, **options: Any) -> StarpostBot:
    settings = Settings(token="test", database=db, dev_guild_id=None, log_level="INFO",
                        api_base_url=None, gateway_url=None, render_workers=0)
    return StarpostBot(settings, guild_ready_timeout=0.05, **options)


async def results_and_media(fake: FakeDiscord, channel: Any,
                            timeout: float = 120) -> tuple[FakeMessage, FakeMessage]:
    """A finished game's results post (with the final board) and the post that follows it
    with the score table and the replay (drawn in the media lane, so it may come later)."""
    def media() -> list[FakeMessage]:
        return [m for m in channel.messages
                if any(a.filename == "replay.gif" for a in m.attachments)]

    await fake.wait_for(lambda: bool(media()), timeout=timeout,
                        what="the score table and replay")
    results = [m for m in channel.messages if "Game over" in m.content]
    assert len(results) == 1 and len(media()) == 1
    assert channel.messages.index(results[0]) < channel.messages.index(media()[0])
    assert [a.filename for a in results[0].attachments] == ["board.png"]
    assert [a.filename for a in media()[0].attachments] == ["scores.png", "replay.gif"]
    return results[0], media()[0]


async def drawn_names(bot: StarpostBot, channel_id: int, locale: str = "en") -> list[str]:
    """What the boards of a channel's latest game write beside each seat (the members'
    display names, "AI" for the AI's seats)."""
    row = await bot.store.latest_game_in_channel(channel_id)
    assert row is not None
    seats = await bot.store.get_seats(row.id)
    return names_beside(seats, await names_of(bot.store, row.guild_id, seats), locale)


def decode(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    image.load()
    assert image.format == "PNG"
    return image


class Table:
    """Plays the users' side; who is to act is read from the bot's own game state."""

    def __init__(self, fake: FakeDiscord, world: World, bot: StarpostBot,
                 board_size: tuple[int, int] | None = None) -> None:
        self.fake, self.world, self.bot = fake, world, bot
        self.channel = world.thread
        self.users: dict[int, Any] = {u.id: u for u in world.players}
        self.board_size = board_size
        self.boards_checked = 0

    def live(self) -> Any:
        return self.bot.service.core.games[self.channel.id]

    def user_of(self, seat: int) -> Any:
        return self.users[self.live().seats[seat].user_id]

    def check_public(self, secrets: Collection[str] = (),
                     messages: list[FakeMessage] | None = None) -> None:
        """No secret in any public message; every board posted so far decodes."""
        for message in self.channel.messages if messages is None else messages:
            for secret in secrets:
                assert secret not in message.content, (secret, message.content)
        for message in self.channel.messages:
            for attachment in message.attachments:
                if not attachment.filename.endswith(".png") or getattr(
                        attachment, "_checked", False):
                    continue
                image = decode(attachment.data)
                assert len(attachment.data) < 1_000_000
                if attachment.filename == "board.png":
                    assert (image.size == self.board_size if self.board_size
                            else image.width >= 600)
                    self.boards_checked += 1
                attachment._checked = True  # type: ignore[attr-defined]

    async def by_command(self, seat: int, notation: str) -> None:
        """/move, after checking autocomplete: moves starting with the typed verb come first,
        and the full notation typed is the first suggestion."""
        user = self.user_of(seat)
        typed = notation.split()[0]
        choices = await self.fake.autocomplete(user, self.channel, "move", focused="move",
                                               value=typed)
        values = [c["value"] for c in choices]
        assert values and len(values) <= 25, f"no suggestions for {typed!r}"
        assert values[0].startswith(typed)
        exact = await self.fake.autocomplete(user, self.channel, "move", focused="move",
                                             value=notation)
        assert exact[0]["value"] == notation, (notation, [c["value"] for c in exact])
        record = await self.fake.slash(user, self.channel, "move", options={"move": notation})
        assert record.ephemeral and record.ephemeral[0].content.startswith("Done:")

    async def by_panel(self, seat: int, notation: str) -> None:
        """The "Take your turn" button, then the move in the select menu (paging as needed)."""
        user = self.user_of(seat)
        last = self.last_post()
        record = await self.fake.click(user, last, last.button("Take your turn")["custom_id"])
        panel = record.ephemeral[0]
        assert "Your turn" in panel.content
        for _ in range(40):
            selects = [c for c in panel.walk_components() if c.get("type") == 3]
            options = [o["value"] for o in selects[0]["options"]]
            if notation in options:
                await self.fake.select(user, panel, selects[0]["custom_id"], [notation])
                return
            nxt = [c for c in panel.walk_components()
                   if c.get("type") == 2 and c.get("label") == "Next"]
            assert nxt and not nxt[0].get("disabled"), f"{notation} not offered in the panel"
            record = await self.fake.click(user, panel, nxt[0]["custom_id"])
            panel = record.original or panel
        raise AssertionError("too many pages")

    def last_post(self) -> FakeMessage:
        return next(m for m in reversed(self.channel.messages)
                    if any(c.get("label") == "Take your turn" for c in m.walk_components()))
