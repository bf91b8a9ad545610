"""Every title played to the end on a Spanish server and on a French one, through the real
discord.py client and the fake Discord.

The server's language comes from its Discord locale. Alice (and Carol, where a third player
is needed) use a client in the server's language; Bob's client is English. Every decision
goes through /move, so each player's private answers can be read. At the end:

- no public post (its text or its buttons) carries an English sentence of any catalogue:
  every literal stretch of an English template that its Spanish or French version does not
  share is looked for in every public message;
- every board and table image posted decodes, the boards at their usual size;
- Bob's private replies (move done, refusal, /hand, autocomplete) are English, Alice's are
  in her language, the results post is in the server's language;
- the boards write Alice's display name (accented, in three alphabets' letters).
"""

from __future__ import annotations

import re
import secrets as secrets_module
from importlib import import_module
from pathlib import Path
from typing import Any

import pytest
from fakediscord import FakeDiscord, FakeMessage, World

import games
from bot.app import i18n
from bot.app.i18n import word
from bot.app.wording import choice_name
from games import i18n as game_i18n
from games.registry import descriptor
from tests.bot.e2e_support import decode, drawn_names, make_bot

SERVER = {"es": "es-ES", "fr": "fr"}
TITLES = ["adastra", "kepler3042", "magnastorm", "afternova"]
ALICE = "Ozgül Ñúñez-Żółć"  # the name her boards must draw
MIN_FRAGMENT = 14  # shorter literal stretches ("Score", "and") may be shared by languages


@pytest.fixture(autouse=True)
def fixed_seed(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(secrets_module, "randbits", lambda bits: 1303)


def english_fragments() -> dict[str, str]:
    """Literal stretches of English templates (between their fields) that the Spanish and
    French templates of the same key do not contain, by fragment, with their key."""
    tables: list[dict[str, dict[str, str]]] = [i18n.CATALOGUES]
    for prefix in ["core", *TITLES]:
        try:
            tables.append(game_i18n.catalogue(prefix))
        except ImportError:  # a game without its catalogue yet
            continue
    found: dict[str, str] = {}
    for languages in tables:
        for key, text in languages["en"].items():
            others = [languages[lang].get(key, "") for lang in ("es", "fr")]
            for piece in re.split(r"\{[^}]*\}|\n", text):
                piece = piece.strip(" .,:;!?()*-#`'\"")
                if (len(piece) >= MIN_FRAGMENT and " " in piece
                        and not any(piece in other for other in others)):
                    found[piece] = key
    return found


def public_words(message: FakeMessage) -> str:
    labels = [str(c.get("label") or c.get("placeholder") or "")
              for c in message.walk_components()]
    return "\n".join([message.content, *labels])


class Players:
    """The table: who holds each seat, and in which language each one's client speaks."""

    def __init__(self, fake: FakeDiscord, world: World, bot: Any, game: str,
                 language: str) -> None:
        self.fake, self.world, self.bot = fake, world, bot
        self.engine = games.get(game)
        self.ai = import_module(descriptor(game).ai)
        self.language = language
        self.channel = world.thread
        self.users = {u.id: u for u in world.players}
        self.seen: dict[str, bool] = {}

    def locale_of(self, user: Any) -> str:
        return "en-US" if user is self.world.bob else SERVER[self.language]

    def live(self) -> Any:
        return self.bot.service.core.games.get(self.channel.id)

    async def move(self, plies: int) -> None:
        live = self.live()
        seat = self.engine.to_act(live.state)[0]
        user = self.users[live.seats[seat].user_id]
        move = self.ai.choose_move(self.engine, live.state, seat, plies)
        notation = self.engine.format_move(live.state, move)
        if user is not self.world.bob and not self.seen.get("refused"):
            bob_seat = live.seat_of(self.world.bob.id)
            if bob_seat not in self.engine.to_act(live.state):
                refused = await self.fake.slash(self.world.bob, self.channel, "move",
                                                options={"move": notation}, locale="en-US")
                assert "It is not your turn" in refused.ephemeral[0].content
                self.seen["refused"] = True
        if not self.seen.get(f"suggest-{user.id}"):
            await self.suggestions(user, seat, move, notation)
        record = await self.fake.slash(user, self.channel, "move", options={"move": notation},
                                       locale=self.locale_of(user))
        done = record.ephemeral[0].content
        expected = i18n.t("turn.done", "en" if user is self.world.bob else self.language,
                          move="")
        assert done.startswith(expected), (done, expected)

    async def suggestions(self, user: Any, seat: int, move: Any, notation: str) -> None:
        """Autocomplete describes the move in the asking member's own language."""
        live = self.live()
        language = "en" if user is self.world.bob else self.language
        label = word(self.engine.describe_move(live.state, move), language)
        choices = await self.fake.autocomplete(user, self.channel, "move", focused="move",
                                               value=notation)
        assert choices[0]["value"] == notation
        assert choices[0]["name"] == choice_name(notation, label)
        self.seen[f"suggest-{user.id}"] = True

    async def hands(self) -> None:
        """/hand: Bob's header in English, Alice's in her language."""
        for user, language in ((self.world.bob, "en"), (self.world.alice, self.language)):
            record = await self.fake.slash(user, self.channel, "hand",
                                           locale=self.locale_of(user))
            reply = record.ephemeral[0]
            assert reply.content.startswith(i18n.t("hand.header", language, seat="")[:8])
            decode(reply.attachments[0].data)


async def play_whole_game(fake: FakeDiscord, world: World, tmp_path: Path, game: str,
                          language: str) -> list[FakeMessage]:
    server = SERVER[language]
    world.guild.locale = world.alice.locale = world.carol.locale = server
    world.alice.global_name = ALICE
    bot = make_bot(tmp_path / "db.sqlite")
    async with fake.running(bot):
        table = Players(fake, world, bot, game, language)
        thread = world.thread
        await fake.slash(world.alice, thread, "game", subcommand="new",
                         options={"game": game}, locale=server)
        await fake.slash(world.bob, thread, "game", subcommand="join", locale="en-US")
        if table.engine.min_players > 2:
            await fake.slash(world.carol, thread, "game", subcommand="join", locale=server)
        await fake.slash(world.alice, thread, "game", subcommand="start", locale=server)
        plies = 0
        while table.live() is not None and plies < 3000:
            if plies == 2:
                await table.hands()
            await table.move(plies)
            plies += 1
        assert table.live() is None, "the game did not end"
        assert table.seen.get("refused")

        def media() -> list[FakeMessage]:
            return [m for m in thread.messages
                    if any(a.filename == "replay.gif" for a in m.attachments)]

        await fake.wait_for(lambda: bool(media()), timeout=180, what="the end-of-game media")
        posts = list(thread.messages)
        # The boards wrote Alice's display name beside her seat.
        assert ALICE in await drawn_names(bot, thread.id, language)
    header = i18n.t("results.header", language, reason="").split("**")[1]
    assert any(header in m.content for m in posts), header
    return posts


@pytest.mark.parametrize("language", ["es", "fr"])
@pytest.mark.parametrize("game", TITLES)
async def test_whole_game_in_the_server_language(fake: FakeDiscord, world: World,
                                                 tmp_path: Path, game: str,
                                                 language: str) -> None:
    posts = await play_whole_game(fake, world, tmp_path, game, language)
    fragments = english_fragments()
    texts = [public_words(m) for m in posts]
    english = sorted({(fragment, key) for text in texts for fragment, key in fragments.items()
                      if fragment in text})
    boards = 0
    for message in posts:
        for attachment in message.attachments:
            if attachment.filename.endswith(".png"):
                image = decode(attachment.data)
                if attachment.filename == "board.png":
                    assert image.width >= 600
                    boards += 1
    assert boards > 10
    assert english == [], f"English in {language} public posts: {english[:10]}"
