"""The fake Discord, exercised by a tiny real discord.py bot.

These tests pin down what the end-to-end suite relies on: the unmodified client logs in,
connects and becomes ready against the fake; slash commands (with subcommands, options,
autocomplete, deferral and followups), buttons, selects and modals round-trip; persistent
``DynamicItem`` buttons keep working for a new client after a restart; the gateway resumes
after a reconnect; the client shuts down without leaving tasks or threads behind; and the
fake refuses what Discord would refuse.
"""

from __future__ import annotations

import asyncio
import io
import re
import threading
from typing import Any

import aiohttp
import discord
import discord.gateway
import discord.http
import pytest
from discord import app_commands
from discord.ext import commands
from fakediscord import (
    EPHEMERAL,
    FakeDiscord,
    FakeDiscordError,
    InteractionRefused,
    P,
    World,
)
from PIL import Image

from bot.ops.endpoints import use_endpoints

RED = (200, 30, 40)


def png_bytes(size: tuple[int, int], colour: tuple[int, int, int]) -> bytes:
    buf = io.BytesIO()
    Image.new("RGB", size, colour).save(buf, format="PNG")
    return buf.getvalue()


class TickButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"tick:(?P<n>\d+)"):
    """A persistent button whose state lives in its custom_id, as Starpost's do."""

    def __init__(self, n: int) -> None:
        super().__init__(discord.ui.Button(label=f"Tick {n}", custom_id=f"tick:{n}"))
        self.n = n

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> TickButton:
        return cls(int(match["n"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        client = interaction.client
        assert isinstance(client, MiniBot)
        await interaction.response.send_message(
            f"tick {self.n} handled by generation {client.generation}", ephemeral=True
        )


class ColourSelect(discord.ui.View):
    def __init__(self) -> None:
        super().__init__(timeout=None)

    @discord.ui.select(
        custom_id="colour",
        options=[discord.SelectOption(label=c.title(), value=c) for c in ("red", "green", "blue")],
    )
    async def colour(
        self, interaction: discord.Interaction, select: discord.ui.Select[Any]
    ) -> None:
        await interaction.response.edit_message(content=f"colour: {select.values[0]}", view=None)


class PanelButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"panel:(?P<n>\d+)"):
    """Opens an ephemeral panel whose select defers, edits the panel and follows up."""

    def __init__(self, n: int) -> None:
        super().__init__(discord.ui.Button(label="Take your turn", custom_id=f"panel:{n}"))
        self.n = n

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> PanelButton:
        return cls(int(match["n"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(
            "your hand: 3 ore", view=MoveSelect(), ephemeral=True
        )


class MoveSelect(discord.ui.View):
    def __init__(self) -> None:
        super().__init__(timeout=None)

    @discord.ui.select(
        custom_id="pick-move",
        options=[discord.SelectOption(label=m.title(), value=m) for m in ("explore", "build")],
    )
    async def pick(self, interaction: discord.Interaction, select: discord.ui.Select[Any]) -> None:
        await interaction.response.defer()  # a component's plain defer is type 6
        await interaction.edit_original_response(content=f"chosen: {select.values[0]}", view=None)
        await interaction.followup.send(f"{interaction.user.name} played {select.values[0]}")


class NameModal(discord.ui.Modal, title="Name your ship"):
    ship: discord.ui.TextInput[Any] = discord.ui.TextInput(label="Ship", custom_id="ship")

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"launched {self.ship.value}", ephemeral=True)


class MiniBot(commands.Bot):
    """A tiny bot with one command group, in the shape Starpost's cogs take."""

    def __init__(self, generation: int = 1) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=discord.Intents.default(),
            # READY is only announced this long after the last GUILD_CREATE (default 2 s).
            guild_ready_timeout=0.05,
        )
        self.generation = generation
        self.tree.add_command(build_game_group())

    async def setup_hook(self) -> None:
        self.add_dynamic_items(TickButton, PanelButton)


def build_game_group() -> app_commands.Group:
    game = app_commands.Group(name="game", description="Play a game")
    admin = app_commands.Group(name="admin", description="Moderation", parent=game)

    @game.command(name="new", description="Open a lobby")
    @app_commands.describe(game="Which game", seats="AI seats")
    @app_commands.choices(
        game=[
            app_commands.Choice(name="Ad Astra", value="adastra"),
            app_commands.Choice(name="Afternova", value="afternova"),
        ]
    )
    async def new(interaction: discord.Interaction, game: str, seats: int = 0) -> None:
        data = png_bytes((64, 32), RED)
        await interaction.response.send_message(
            f"lobby for {game} with {seats} AI seats",
            file=discord.File(io.BytesIO(data), filename="board.png", description="A board"),
            ephemeral=True,
        )

    @game.command(name="move", description="Make a move")
    async def move(interaction: discord.Interaction, move: str) -> None:
        await interaction.response.send_message(f"you played {move}", ephemeral=True)

    @move.autocomplete("move")
    async def move_choices(
        interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        moves = ["explore", "extract", "build", "research"]
        return [
            app_commands.Choice(name=f"{m.title()} ({interaction.user.name})", value=m)
            for m in moves
            if m.startswith(current)
        ]

    @game.command(name="slow", description="Takes a while")
    async def slow(interaction: discord.Interaction) -> None:
        await interaction.response.defer(thinking=True)
        await interaction.followup.send("done thinking")
        await interaction.followup.send("a secret", ephemeral=True)

    @game.command(name="post", description="Post a persistent button")
    async def post(interaction: discord.Interaction, n: int) -> None:
        view = discord.ui.View(timeout=None)
        view.add_item(TickButton(n))
        await interaction.response.send_message(f"press tick {n}", view=view)

    @game.command(name="colour", description="Choose a colour")
    async def colour(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("pick one", view=ColourSelect())

    @game.command(name="ship", description="Name your ship")
    async def ship(interaction: discord.Interaction) -> None:
        await interaction.response.send_modal(NameModal())

    @game.command(name="whisper", description="DM the caller")
    async def whisper(interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        channel = interaction.channel
        assert isinstance(channel, discord.abc.Messageable)
        posted = await channel.send(
            "public note", file=discord.File(io.BytesIO(b"x" * 10), "n.txt")
        )
        await posted.edit(content="public note (edited)")
        dm = await interaction.user.send("psst")
        await interaction.edit_original_response(content=f"sent {dm.id}")

    @admin.command(name="kick", description="Remove a player")
    async def kick(interaction: discord.Interaction, player: discord.Member) -> None:
        await interaction.response.send_message(f"kicked {player.display_name}", ephemeral=True)

    @game.command(name="long", description="Says too much")
    async def long(interaction: discord.Interaction) -> None:
        try:
            await interaction.response.send_message("x" * 2001)
        except discord.HTTPException as exc:
            await interaction.response.send_message(f"refused: {exc.code}", ephemeral=True)

    @game.command(name="turn", description="Post the turn prompt")
    async def turn(interaction: discord.Interaction) -> None:
        view = discord.ui.View(timeout=None)
        view.add_item(PanelButton(1))
        await interaction.response.send_message("alice to act", view=view)

    return game


async def test_bot_becomes_ready_with_the_guild_cached(fake: FakeDiscord, world: World) -> None:
    bot = MiniBot()
    async with fake.running(bot):
        assert bot.is_ready()
        assert bot.user is not None and bot.user.id == fake.bot_user.id
        assert bot.application_id == fake.application_id
        guild = bot.get_guild(world.guild.id)
        assert guild is not None and guild.name == "Starport"
        assert guild.get_channel(world.channel.id) is not None
        assert guild.get_thread(world.thread.id) is not None
        assert guild.me is not None and guild.me.id == fake.bot_user.id
        # Default intents: no privileged member list, so only the bot itself is cached.
        assert guild.get_member(world.alice.id) is None
        session = fake.gateway.current()
        assert session is not None and session.intents == discord.Intents.default().value
    assert [e[0] for e in fake.gateway.log] == ["IDENTIFY", "CLOSED"]
    assert fake.unknown_routes == []
    assert fake.errors == []


async def test_slash_subcommand_replies_ephemerally_with_a_png(
    fake: FakeDiscord, world: World
) -> None:
    bot = MiniBot()
    async with fake.running(bot):
        synced = await bot.tree.sync()
        assert {c.name for c in synced} == {"game"}
        reply = await fake.slash(
            world.alice,
            world.thread,
            "game",
            subcommand="new",
            options={"game": "adastra", "seats": 2},
        )
    assert reply.response_type == 4
    assert reply.payload["data"]["id"] == fake.global_commands["game"]["id"]
    [msg] = reply.messages
    assert msg.ephemeral and msg.flags & EPHEMERAL
    assert msg.content == "lobby for adastra with 2 AI seats"
    assert msg not in world.thread.messages  # ephemeral messages never reach the channel
    [att] = msg.attachments
    assert att.filename == "board.png" and att.content_type == "image/png"
    image = Image.open(io.BytesIO(att.data))
    assert image.size == (64, 32)
    assert image.convert("RGB").getpixel((10, 10)) == RED
    assert fake.errors == [] and fake.unknown_routes == []


async def test_commands_work_by_name_without_sync_and_groups_nest(
    fake: FakeDiscord, world: World
) -> None:
    bot = MiniBot()
    async with fake.running(bot):
        reply = await fake.slash(
            world.bob, world.channel, "game admin kick", options={"player": world.carol}
        )
    assert fake.global_commands == {}
    assert reply.messages[0].content == "kicked Carol"
    assert reply.payload["data"]["options"][0]["type"] == 2  # group, then subcommand
    with pytest.raises(FakeDiscordError, match="ready gateway session"):
        await fake.slash(world.bob, world.channel, "game", subcommand="new", timeout=0.5)


async def test_registered_commands_are_checked_like_discord(
    fake: FakeDiscord, world: World
) -> None:
    bot = MiniBot()
    async with fake.running(bot):
        first = await bot.tree.sync()
        again = await bot.tree.sync()
        assert [c.id for c in first] == [c.id for c in again]  # ids stable across overwrites
        with pytest.raises(FakeDiscordError, match="not one of the choices"):
            await fake.slash(world.alice, world.channel, "game new", options={"game": "chess"})
        with pytest.raises(FakeDiscordError, match="required options missing"):
            await fake.slash(world.alice, world.channel, "game new", options={"seats": 1})
        guild_cmds = await bot.tree.sync(guild=discord.Object(world.guild.id))
        assert guild_cmds == []
        # discord.py checks names itself; the fake checks what reaches it, as Discord does.
        bad = {"name": "Bad Name", "description": "", "type": 1}
        with pytest.raises(discord.HTTPException) as exc:
            await bot.http.bulk_upsert_global_commands(fake.application_id, [bad])
        assert exc.value.code == 50035
        assert set(fake.global_commands) == {"game"}  # a refused overwrite changes nothing
    assert fake.errors[-1].code == 50035
    assert fake.rejected == [fake.errors[-1]]
    fake.rejected.clear()  # seen; the fixture fails tests that leave any behind


async def test_autocomplete_returns_the_clients_choices(fake: FakeDiscord, world: World) -> None:
    bot = MiniBot()
    async with fake.running(bot):
        await bot.tree.sync()
        choices = await fake.autocomplete(
            world.alice, world.channel, "game", subcommand="move", focused="move", value="ex"
        )
        everything = await fake.autocomplete(world.bob, world.channel, "game move", focused="move")
    assert choices == [
        {"name": "Explore (alice)", "value": "explore"},
        {"name": "Extract (alice)", "value": "extract"},
    ]
    assert len(everything) == 4
    assert fake.errors == []


async def test_deferred_command_followups(fake: FakeDiscord, world: World) -> None:
    bot = MiniBot()
    async with fake.running(bot):
        reply = await fake.slash(
            world.alice, world.channel, "game slow", until=lambda r: len(r.followups) == 1
        )
    assert reply.response_type == 5
    original = reply.original
    assert original is not None
    # The first followup fills the "thinking" placeholder; it keeps the defer's visibility.
    assert original.content == "done thinking" and not original.loading
    assert original in world.channel.messages and not original.ephemeral
    [secret] = reply.followups
    assert secret.content == "a secret" and secret.ephemeral
    assert secret not in world.channel.messages


async def test_messages_edits_files_and_dms_through_rest(fake: FakeDiscord, world: World) -> None:
    bot = MiniBot()
    async with fake.running(bot):
        reply = await fake.slash(world.alice, world.channel, "game whisper")
    assert reply.ephemeral[0].content.startswith("sent ")
    note = world.channel.messages[-1]
    assert note.content == "public note (edited)" and note.edited_timestamp is not None
    assert note.revisions[0]["content"] == "public note"
    assert note.attachments[0].data == b"x" * 10  # kept through the edit
    dm = fake.get_dm(world.alice)
    assert dm is not None and [m.content for m in dm.messages] == ["psst"]
    assert reply.ephemeral[0].content == f"sent {dm.messages[0].id}"


async def test_persistent_button_works_after_a_restart(fake: FakeDiscord, world: World) -> None:
    first = MiniBot(generation=1)
    async with fake.running(first):
        posted = await fake.slash(world.alice, world.thread, "game post", options={"n": 7})
        [message] = posted.public
        assert message in world.thread.messages
        answer = await fake.click(world.bob, message, "tick:7")
        assert answer.messages[0].content == "tick 7 handled by generation 1"
    assert first.is_closed()
    assert fake.gateway.current() is None  # a 1000 close ends the session for good

    second = MiniBot(generation=2)
    async with fake.running(second):
        answer = await fake.click(world.carol, message, "tick:7")
    [reply] = answer.messages
    assert reply.content == "tick 7 handled by generation 2" and reply.ephemeral
    assert [e[0] for e in fake.gateway.log].count("IDENTIFY") == 2
    assert fake.errors == []


async def test_select_updates_the_message_in_place(fake: FakeDiscord, world: World) -> None:
    bot = MiniBot()
    async with fake.running(bot):
        posted = await fake.slash(world.alice, world.channel, "game colour")
        [message] = posted.public
        with pytest.raises(FakeDiscordError, match="not options"):
            await fake.select(world.alice, message, "colour", ["purple"])
        chosen = await fake.select(world.alice, message, "colour", ["green"])
    assert chosen.response_type == 7
    assert message.content == "colour: green" and message.components == []
    assert message.revisions[-1]["content"] == "pick one"
    assert chosen.messages == []  # an update creates nothing new


async def test_modal_round_trip(fake: FakeDiscord, world: World) -> None:
    bot = MiniBot()
    async with fake.running(bot):
        opened = await fake.slash(world.alice, world.channel, "game ship")
        assert opened.response_type == 9 and opened.modal is not None
        assert opened.modal["title"] == "Name your ship"
        submitted = await fake.submit_modal(world.alice, opened, {"ship": "Kestrel"})
    assert submitted.messages[0].content == "launched Kestrel"


async def test_gateway_reconnect_resumes_and_replays(fake: FakeDiscord, world: World) -> None:
    bot = MiniBot()
    resumed = asyncio.Event()
    created = asyncio.Event()

    async def on_resumed() -> None:
        resumed.set()

    async def on_guild_channel_create(channel: discord.abc.GuildChannel) -> None:
        created.set()

    bot.add_listener(on_resumed)
    bot.add_listener(on_guild_channel_create)
    async with fake.running(bot):
        session = fake.gateway.current()
        assert session is not None
        await fake.request_reconnect()
        # Created while the client is dropping its socket: it arrives live or on replay.
        late = await fake.create_channel(world.guild, "late")
        async with asyncio.timeout(10):
            await resumed.wait()
            await created.wait()
        assert bot.get_channel(late.id) is not None
        assert session.resumes == 1 and fake.gateway.current() is session
        reply = await fake.slash(world.alice, late, "game move", options={"move": "build"})
    assert reply.messages[0].content == "you played build"
    kinds = [e[0] for e in fake.gateway.log]
    assert kinds[:3] == ["IDENTIFY", "CLOSED", "RESUME"] and "RESUMED" in kinds


async def test_refused_answers_are_reported(fake: FakeDiscord, world: World) -> None:
    bot = MiniBot()
    async with fake.running(bot):
        # 2001 characters is over Discord's limit: refused, and the client learns why;
        # the helper waits for the handler, which recovers with a second answer.
        reply = await fake.slash(world.alice, world.channel, "game long")
        assert reply.messages[0].content == "refused: 50035"
        assert reply.errors and reply.callbacks[0]["type"] == 4
        [refusal] = fake.errors
        assert refusal.code == 50035 and "content" in (refusal.errors or {})["data"]
        assert fake.rejected == [refusal]
        fake.rejected.clear()  # seen; the fixture fails tests that leave any behind
        # A channel overwrite denying the bot's role is enforced like Discord does.
        await fake.set_permissions(
            world.channel, world.guild.roles[_bot_role(fake, world)], deny=P.SEND_MESSAGES
        )
        channel = bot.get_channel(world.channel.id)
        assert isinstance(channel, discord.TextChannel)
        with pytest.raises(discord.Forbidden):
            await channel.send("nope")
        with pytest.raises(discord.NotFound):
            await bot.http.request(discord.http.Route("GET", "/no/such/route"))
    assert fake.unknown_routes == [("GET", "/api/v10/no/such/route")]
    fake.unknown_routes.clear()  # seen; the fixture fails tests that leave any behind


def _bot_role(fake: FakeDiscord, world: World) -> int:
    return world.guild.members[fake.bot_user.id].roles[0]


async def test_interaction_refused_raises(fake: FakeDiscord, world: World) -> None:
    bot = MiniBot()

    @bot.tree.command(name="shout", description="Says far too much")
    async def shout(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("x" * 3000)

    async with fake.running(bot):
        with pytest.raises(InteractionRefused) as exc:
            await fake.slash(world.alice, world.channel, "shout")
    assert exc.value.record.errors and exc.value.record.callbacks == []
    assert [e.code for e in fake.rejected] == [50035]
    fake.rejected.clear()  # seen; the fixture fails tests that leave any behind


async def test_client_closes_cleanly(fake: FakeDiscord, world: World) -> None:
    before = {t for t in asyncio.all_tasks() if not t.done()}
    bot = MiniBot()
    async with fake.running(bot):
        await fake.slash(world.alice, world.channel, "game move", options={"move": "explore"})
        keepalives = [
            t for t in threading.enumerate() if isinstance(t, discord.gateway.KeepAliveHandler)
        ]
        assert keepalives
    assert bot.is_closed()
    for thread in keepalives:
        thread.join(timeout=10)
        assert not thread.is_alive()
    await fake.close()
    left = {t for t in asyncio.all_tasks() if not t.done()} - before
    assert left == set(), left


async def test_use_endpoints_points_discord_py_and_restores_defaults(fake: FakeDiscord) -> None:
    assert fake.api_base_url == discord.http.Route.BASE
    assert str(discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY) == fake.gateway_url
    route = discord.http.Route(
        "POST",
        "/interactions/{webhook_id}/{webhook_token}/callback",
        webhook_id=1,
        webhook_token="t",
    )
    assert route.url.startswith(fake.api_base_url)  # callbacks and followups follow Route.BASE
    use_endpoints(None, None)
    assert discord.http.Route.BASE == "https://discord.com/api/v10"
    assert str(discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY) == "wss://gateway.discord.gg/"
    with pytest.raises(ValueError):
        use_endpoints("http://127.0.0.1:1/api", None)
    with pytest.raises(ValueError):
        use_endpoints(None, "http://127.0.0.1:1/gateway")
    with pytest.raises(FakeDiscordError, match="REST base"):
        async with fake.running(MiniBot()):
            pass  # pragma: no cover - refused before the client starts
    use_endpoints(fake.api_base_url + "/", fake.gateway_url)
    assert fake.api_base_url == discord.http.Route.BASE


async def test_ephemeral_panel_deferred_update_and_followup(
    fake: FakeDiscord, world: World
) -> None:
    bot = MiniBot()
    async with fake.running(bot):
        prompt = (await fake.slash(world.alice, world.thread, "game turn")).public[0]
        opened = await fake.click(world.alice, prompt, prompt.button("Take your turn")["custom_id"])
        [panel] = opened.ephemeral
        assert panel.content == "your hand: 3 ore" and panel not in world.thread.messages
        played = await fake.select(world.alice, panel, "pick-move", ["build"])
    assert played.response_type == 6
    assert panel.content == "chosen: build" and panel.components == []  # edited in place
    [announcement] = played.followups
    assert announcement.content == "alice played build" and not announcement.ephemeral
    assert world.thread.messages[-1] is announcement
    assert fake.errors == []


async def test_rest_reads_the_client_may_do(fake: FakeDiscord, world: World) -> None:
    bot = MiniBot()
    async with fake.running(bot):
        guild = bot.get_guild(world.guild.id)
        assert guild is not None
        member = await guild.fetch_member(world.bob.id)
        assert member.display_name == "Bob"
        assert {r.name for r in await guild.fetch_roles()} >= {"@everyone", "Starpost"}
        assert (await bot.fetch_channel(world.thread.id)).id == world.thread.id
        assert (await bot.fetch_user(world.carol.id)).name == "carol"
        assert (await bot.fetch_guild(world.guild.id)).name == "Starport"
        channel = bot.get_channel(world.channel.id)
        assert isinstance(channel, discord.TextChannel)
        data = png_bytes((8, 8), RED)
        sent = await channel.send("board", file=discord.File(io.BytesIO(data), "board.png",
                                                             description="A red square"))
        assert await sent.attachments[0].read() == data  # served by the fake's CDN
        assert sent.attachments[0].description == "A red square"
        await sent.add_reaction("\N{WHITE HEAVY CHECK MARK}")
        async with channel.typing():
            pass
        thread = await channel.create_thread(name="game-2", type=discord.ChannelType.public_thread)
        await thread.send("welcome")
        await thread.edit(archived=True)
        history = [m.content async for m in channel.history(limit=10)]
        said = await fake.say(world.alice, world.channel, "hello bot")
        fetched = await channel.fetch_message(said.id)
    assert history == ["board"]
    assert fetched.content == "hello bot"
    fake_thread = fake.channels[thread.id]
    assert fake_thread.archived and [m.content for m in fake_thread.messages] == ["welcome"]
    assert fake.reactions and fake.typing == [world.channel.id]
    assert fake.errors == [] and fake.unknown_routes == []


async def test_message_content_follows_the_intent(fake: FakeDiscord, world: World) -> None:
    bot = MiniBot()
    seen: list[str] = []
    got_two = asyncio.Event()

    async def on_message(message: discord.Message) -> None:
        if message.author.id == world.alice.id:
            seen.append(message.content)
            if len(seen) == 2:
                got_two.set()

    bot.add_listener(on_message)
    async with fake.running(bot):
        await fake.say(world.alice, world.channel, "secret plans")
        await fake.say(world.alice, world.channel, f"{fake.bot_user.mention} hello")
        async with asyncio.timeout(10):
            await got_two.wait()
    # Without the privileged message content intent only mentions of the bot carry text.
    assert seen == ["", f"{fake.bot_user.mention} hello"]


async def test_slash_in_a_dm(fake: FakeDiscord, world: World) -> None:
    bot = MiniBot()
    async with fake.running(bot):
        dm = await fake.open_dm(world.alice)
        reply = await fake.slash(world.alice, dm, "game move", options={"move": "research"})
    assert "member" not in reply.payload and reply.payload["user"]["id"] == str(world.alice.id)
    assert reply.messages[0].content == "you played research"
    assert reply.messages[0].channel is dm


async def test_the_real_discord_is_out_of_reach() -> None:
    async with aiohttp.ClientSession() as session:
        with pytest.raises(aiohttp.ClientConnectorError) as exc:
            await session.get("https://discord.com/api/v10/gateway")
    assert "tests may not reach the network" in str(exc.value.os_error)
