"""The fake Discord refuses what the real one refuses, and says so where tests can see it.

A bot that passes the end-to-end tests must not fail against Discord because it sent a
message too long, too many embeds or choices, answered an interaction late, or believed a
refusal was private when Discord showed it to everyone. Each case here is checked the way
Discord answers it (status, code and the JSON error body), and lands in ``fake.rejected``,
which the ``fake`` fixture requires to be empty at the end of every test.
"""

from __future__ import annotations

import io
from typing import Any

import aiohttp
import discord
import pytest
from discord import app_commands
from discord.ext import commands
from fakediscord import FakeDiscord, InteractionRefused, World

MAX_LENGTH = "BASE_TYPE_MAX_LENGTH"


class Clock:
    """A clock the test moves by hand, so "late" needs no real waiting."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


class LimitBot(commands.Bot):
    """Commands that each do one thing Discord refuses (or quietly changes)."""

    def __init__(self, clock: Clock) -> None:
        super().__init__(command_prefix=commands.when_mentioned,
                         intents=discord.Intents.default(), guild_ready_timeout=0.05)
        self.clock = clock

        @self.tree.command(name="slow", description="Answers after 3.5 s (of the fake's clock)")
        async def slow(interaction: discord.Interaction) -> None:
            self.clock.now += 3.5
            await interaction.response.send_message("finally", ephemeral=True)

        @self.tree.command(name="quick", description="Answers at once")
        async def quick(interaction: discord.Interaction) -> None:
            self.clock.now += 2.9
            await interaction.response.send_message("in time", ephemeral=True)

        @self.tree.command(name="refuse", description="Defers publicly, then refuses")
        async def refuse(interaction: discord.Interaction) -> None:
            await interaction.response.defer(thinking=True)
            await interaction.followup.send("you may not", ephemeral=True)

        @self.tree.command(name="hush", description="Defers privately, then refuses")
        async def hush(interaction: discord.Interaction) -> None:
            await interaction.response.defer(ephemeral=True, thinking=True)
            await interaction.followup.send("you may not", ephemeral=True)

        @self.tree.command(name="chatty", description="A followup over 2000 characters")
        async def chatty(interaction: discord.Interaction) -> None:
            await interaction.response.defer(thinking=True)
            try:
                await interaction.followup.send("y" * 2001)
            except discord.HTTPException as exc:
                await interaction.followup.send(f"refused {exc.status} {exc.code}")

        @self.tree.command(name="menu", description="A select with 26 options")
        async def menu(interaction: discord.Interaction) -> None:
            select: discord.ui.Select[Any] = discord.ui.Select(
                custom_id="big",
                options=[discord.SelectOption(label=f"o{i}", value=f"o{i}") for i in range(26)])
            view = discord.ui.View()
            view.add_item(select)
            await interaction.response.send_message("pick", view=view)

        @self.tree.command(name="pick", description="Autocomplete that says too much")
        async def pick(interaction: discord.Interaction, what: str) -> None:
            await interaction.response.send_message(what, ephemeral=True)

        @pick.autocomplete("what")
        async def pick_choices(interaction: discord.Interaction,
                               current: str) -> list[app_commands.Choice[str]]:
            if current == "many":
                return [app_commands.Choice(name=f"c{i}", value=f"c{i}") for i in range(26)]
            if current == "long-name":
                return [app_commands.Choice(name="n" * 101, value="v")]
            if current == "long-value":
                return [app_commands.Choice(name="n", value="v" * 101)]
            return [app_commands.Choice(name=f"c{i}", value=f"c{i}") for i in range(25)]


@pytest.fixture
def clock(fake: FakeDiscord) -> Clock:
    moved = Clock()
    fake.clock = moved
    return moved


def _only_rejection(fake: FakeDiscord) -> Any:
    """The single refusal the test provoked, taken off the list the fixture checks."""
    assert len(fake.rejected) == 1, fake.rejected
    refusal = fake.rejected.pop()
    return refusal


async def test_a_first_answer_after_three_seconds_is_an_unknown_interaction(
        fake: FakeDiscord, world: World, clock: Clock) -> None:
    async with fake.running(LimitBot(clock)):
        with pytest.raises(InteractionRefused) as refused:
            await fake.slash(world.alice, world.channel, "slow")
        assert refused.value.record.callbacks == []
        refusal = _only_rejection(fake)
        assert (refusal.status, refusal.code, refusal.message) == (404, 10062,
                                                                     "Unknown interaction")
        # Within the limit the same kind of answer is accepted.
        record = await fake.slash(world.alice, world.channel, "quick")
        assert record.messages[0].content == "in time"
    assert fake.rejected == []


async def test_a_refusal_after_a_public_defer_is_seen_by_everyone(
        fake: FakeDiscord, world: World, clock: Clock) -> None:
    async with fake.running(LimitBot(clock)):
        public = await fake.slash(world.alice, world.channel, "refuse")
        private = await fake.slash(world.alice, world.channel, "hush")
    # Discord keeps the defer's visibility for the first followup, whatever its flags say.
    [shown] = public.messages
    assert shown.content == "you may not" and not shown.ephemeral and shown.asked_ephemeral
    assert shown in world.channel.messages
    assert fake.made_public == [shown]
    [hidden] = private.messages
    assert hidden.ephemeral and hidden not in world.channel.messages


async def test_a_followup_over_2000_characters_is_refused(
        fake: FakeDiscord, world: World, clock: Clock) -> None:
    async with fake.running(LimitBot(clock)):
        record = await fake.slash(world.alice, world.channel, "chatty")
    assert record.messages[0].content == "refused 400 50035"
    refusal = _only_rejection(fake)
    assert refusal.code == 50035 and refusal.message == "Invalid Form Body"
    assert refusal.errors == {"content": {"_errors": [
        {"code": MAX_LENGTH, "message": "Must be 2000 or fewer in length."}]}}


async def test_a_select_with_26_options_is_refused(
        fake: FakeDiscord, world: World, clock: Clock) -> None:
    async with fake.running(LimitBot(clock)):
        with pytest.raises(InteractionRefused):
            await fake.slash(world.alice, world.channel, "menu")
    refusal = _only_rejection(fake)
    assert refusal.code == 50035
    errors = refusal.errors["data"]["components"]["0"]["components"]["0"]["options"]
    assert errors["_errors"][0]["message"] == "Must be between 1 and 25 in length."


@pytest.mark.parametrize(("typed", "path", "message"), [
    ("many", ("choices",), "Must be 25 or fewer in length."),
    ("long-name", ("choices", "0", "name"), "Must be between 1 and 100 in length."),
    ("long-value", ("choices", "0", "value"), "Must be 100 or fewer in length."),
])
async def test_autocomplete_choices_beyond_discords_limits_are_refused(
        fake: FakeDiscord, world: World, clock: Clock,
        typed: str, path: tuple[str, ...], message: str) -> None:
    async with fake.running(LimitBot(clock)):
        with pytest.raises(InteractionRefused):
            await fake.autocomplete(world.alice, world.channel, "pick", focused="what",
                                    value=typed)
        assert len(await fake.autocomplete(world.alice, world.channel, "pick",
                                           focused="what", value="")) == 25
    node = _only_rejection(fake).errors["data"]
    for part in path:
        node = node[part]
    assert node["_errors"][0]["message"] == message


async def _post(fake: FakeDiscord, channel_id: int, body: dict[str, Any]) -> tuple[int, Any]:
    async with aiohttp.ClientSession() as session, session.post(
            f"{fake.api_base_url}/channels/{channel_id}/messages", json=body,
            headers={"Authorization": f"Bot {fake.token}"}) as response:
        return response.status, await response.json()


@pytest.mark.parametrize(("body", "errors"), [
    ({"content": "z" * 2001},
     {"content": {"_errors": [{"code": MAX_LENGTH,
                               "message": "Must be 2000 or fewer in length."}]}}),
    ({"embeds": [{"title": str(i)} for i in range(11)]},
     {"embeds": {"_errors": [{"code": MAX_LENGTH,
                              "message": "Must be 10 or fewer in length."}]}}),
])
async def test_channel_messages_beyond_discords_limits_get_discords_error_body(
        fake: FakeDiscord, world: World, body: dict[str, Any],
        errors: dict[str, Any]) -> None:
    status, answer = await _post(fake, world.channel.id, body)
    assert status == 400
    assert answer == {"message": "Invalid Form Body", "code": 50035, "errors": errors}
    assert world.channel.messages == []
    refusal = _only_rejection(fake)
    assert (refusal.method, refusal.status) == ("POST", 400)
    # Exactly at the limits is fine.
    status, _ = await _post(fake, world.channel.id, {"content": "z" * 2000})
    assert status == 200
    status, _ = await _post(fake, world.channel.id,
                            {"embeds": [{"title": str(i)} for i in range(10)]})
    assert status == 200


async def test_refusals_that_depend_on_the_world_are_not_counted_as_rejected(
        fake: FakeDiscord, world: World) -> None:
    # A user with closed DMs is something the bot must handle, not a request it got wrong.
    world.alice.dms_open = False
    dm = await fake.open_dm(world.alice)
    status, answer = await _post(fake, dm.id, {"content": "hello"})
    assert (status, answer["code"]) == (403, 50007)
    assert fake.rejected == [] and [e.code for e in fake.errors] == [50007]


async def test_an_image_description_over_1024_characters_is_refused(
        fake: FakeDiscord, world: World, clock: Clock) -> None:
    """An attachment's alt text is at most 1,024 characters; at the limit it is kept."""
    bot = LimitBot(clock)
    async with fake.running(bot):
        channel = bot.get_channel(world.channel.id)
        assert isinstance(channel, discord.TextChannel)
        with pytest.raises(discord.HTTPException) as refused:
            await channel.send(file=discord.File(io.BytesIO(b"png"), "board.png",
                                                 description="a" * 1025))
        assert (refused.value.status, refused.value.code) == (400, 50035)
        refusal = _only_rejection(fake)
        assert refusal.errors == {"attachments": {"0": {"description": {"_errors": [
            {"code": MAX_LENGTH, "message": "Must be 1024 or fewer in length."}]}}}}
        sent = await channel.send(file=discord.File(io.BytesIO(b"png"), "board.png",
                                                    description="a" * 1024))
        assert world.channel.messages[-1].attachments[0].description == "a" * 1024
        assert sent.attachments[0].description == "a" * 1024
