"""The Discord client: start-up in ``setup_hook``, one central error handler, the outbox's
dispatcher, and a graceful close.

On SIGTERM or Ctrl-C, :meth:`StarpostBot.close` stops taking new interactions (they are
told, privately, that Starpost is restarting), lets the ones in flight finish their reply
and their posts (at most ``SHUTDOWN_GRACE`` seconds), stops the background loops, and only
then closes the gateway, the HTTP session, the store and the render pool.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.app.failures import report
from bot.app.i18n import Readers, language_of, t
from bot.app.language import remember_name, remember_server, server_language
from bot.app.metrics import Metrics
from bot.app.render import Renderer
from bot.app.table import Post
from bot.app.thinking import Thinkers
from bot.features.service import GameService
from bot.features.timekeeping import DAY, Notice, run_scheduler
from bot.interface.channels import Channels
from bot.interface.cogs.admin import AdminCog
from bot.interface.cogs.game import GameCog
from bot.interface.cogs.play import PlayCog
from bot.interface.cogs.player import PlayerCog
from bot.interface.components import DYNAMIC_ITEMS
from bot.interface.discord_io import readers, reply
from bot.interface.errors import answer_error
from bot.interface.holds import Holds
from bot.interface.translator import StarpostTranslator
from bot.interface.whispers import Whispers
from bot.ops import interpreter
from bot.ops.config import Settings
from bot.ops.health import Health
from bot.outbox.announce import Announcements
from bot.outbox.dispatch import Dispatcher
from bot.outbox.pacing import GlobalPace, share_of
from bot.web.server import WebServer, serve
from storage import GameStore, NewPost, open_store

log = logging.getLogger("starpost")

SHUTDOWN_GRACE = 20.0  # seconds interactions in flight get to finish when the bot stops


class StarpostTree(app_commands.CommandTree["StarpostBot"]):
    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        return await self.client.admit(interaction)


class StarpostBot(commands.Bot):
    """Owns the store, the renderer, the AI workers and the service for the life of the
    process."""

    store: GameStore
    renderer: Renderer
    thinkers: Thinkers
    service: GameService
    health: Health | None = None  # the health check and metrics endpoint (METRICS_PORT)
    web: WebServer | None = None  # the games' web pages (WEB_BASE_URL and WEB_PORT)

    def __init__(self, settings: Settings, *, run_scheduler: bool = True,
                 commands_only: bool = False, **client_options: Any) -> None:
        """``commands_only`` builds just the command tree (for ``python -m bot sync``): no
        database, no renderer, no scheduler."""
        self.run_scheduler = run_scheduler and not commands_only
        self.commands_only = commands_only
        intents = discord.Intents.default()
        intents.members = settings.members_intent
        self.metrics = Metrics()  # this bot's own registry (bot/app/metrics.py)
        #: Keeps REST requests under Discord's global limit (bot/outbox/pacing.py): its
        #: share of it, where other processes run the other shards.
        self.pace = GlobalPace(share_of(settings.shard_count, settings.shard_ids))
        super().__init__(command_prefix=commands.when_mentioned, intents=intents,
                         help_command=None, tree_cls=StarpostTree,
                         http_trace=self.pace.trace(self.metrics.discord_trace()),
                         **client_options)
        self.settings = settings
        self.closing = False
        self._in_flight: set[asyncio.Task[object]] = set()
        self._background: list[asyncio.Task[None]] = []
        self._stop = asyncio.Event()
        #: Which game channels refuse posts (bot.interface.channels); built with the store.
        self.channels: Channels | None = None
        #: Private lines of interactions that expired (bot.interface.whispers); built with
        #: the store.
        self._whispers: Whispers | None = None

    @classmethod
    def for_settings(cls, settings: Settings, **options: Any) -> StarpostBot:
        """The bot these settings ask for: with SHARD_COUNT, an auto-sharded one running the
        shards in SHARD_IDS (all of them when unset); otherwise one plain connection, as
        Discord allows below 2,500 servers."""
        if settings.shard_count is None:
            return cls(settings, **options)
        shard_ids = list(settings.shard_ids) if settings.shard_ids is not None else None
        return ShardedStarpostBot(settings, shard_count=settings.shard_count,
                                  shard_ids=shard_ids, **options)

    async def setup_hook(self) -> None:
        if not self.commands_only:
            self.store = await open_store(self.settings.store_location,
                                          pool_size=self.settings.database_pool_size)
            self.store.db.observe = self.metrics.database
            self.renderer = Renderer(self.settings.render_workers, observe=self.metrics.rendered)
            self.thinkers = Thinkers(self.settings.ai_workers, priority=self.settings.ai_priority)
            self.thinkers.start()  # they import the engines below the boards' priority
            await self.renderer.warm_up()
            self.service = GameService(self.store, self.renderer, metrics=self.metrics,
                                       thinkers=self.thinkers)
            channels = self.channels = Channels(self.service.core, Holds(self.store),
                                                self.tell_owner)
            await channels.load()
            self._whispers = Whispers(self.store, self, self.service.core.clock)
            await self._whispers.load()
            self.dispatcher = Dispatcher(self, Announcements(self.service.core,
                                                             self.service.history),
                                         self.channels)
            self.dispatcher.announcements.keep_sent = self.settings.outbox_keep_days * DAY
            self.dispatcher.announcements.links = self.service.links
            self._background.append(asyncio.create_task(self.dispatcher.run(self._stop),
                                                        name="starpost-outbox"))
        await self.add_cog(GameCog(self))
        await self.add_cog(PlayCog(self))
        await self.add_cog(PlayerCog(self))
        await self.add_cog(AdminCog(self))
        self.add_dynamic_items(*DYNAMIC_ITEMS)
        self.tree.error(self.on_app_command_error)
        await self.tree.set_translator(StarpostTranslator())
        if self.run_scheduler:
            self._background.append(asyncio.create_task(
                run_scheduler(self.service.timekeeper, self.deliver, self._stop,
                              max_sleep=self.settings.schedule_poll),
                name="starpost-scheduler"))
        if not self.commands_only and self.settings.metrics_port is not None:
            self.health = Health(self)
            await self.health.start(self.settings.metrics_host, self.settings.metrics_port)
        self.web = None if self.commands_only else await serve(self)
        interpreter.settle()  # nothing built so far is scanned again; quick lock hand-offs

    async def admit(self, interaction: discord.Interaction) -> bool:
        """Let an interaction in, and count it as in flight until its handler ends; once
        the bot is closing, tell the user privately to come back in a minute."""
        if self.closing:
            if interaction.type is not discord.InteractionType.autocomplete:
                with contextlib.suppress(discord.HTTPException):
                    await reply(interaction, t("error.restarting",
                                               language_of(interaction.locale)), ephemeral=True)
            return False
        # Counted before the first await: a close that starts while this interaction reads
        # its server's language must still wait for it.
        task = asyncio.current_task()
        if task is not None:
            self._follow(task)
        channels = self.channels
        if (channels is not None and interaction.channel is not None
                and interaction.channel_id is not None
                and channels.holds.held(interaction.channel_id) is not None):
            # Someone acts in a channel whose posts wait: it may take them again.
            self._follow(asyncio.create_task(self._channel_event(
                "a waiting channel's retry",
                channels.try_reopen(interaction.channel, self.dispatcher.flush))))
        if interaction.type is discord.InteractionType.autocomplete:
            # Suggestions are private and answer within Discord's 3 s from cached state:
            # the member's own language, and no database read for the server's.
            interaction.extras["readers"] = readers(interaction)
        elif not self.commands_only:  # public posts in the server's language, replies in yours
            # Read once, here, and handed to the command with the interaction (its cog
            # passes each feature the language it words in: bot.interface.discord_io.readers).
            interaction.extras["readers"] = Readers(
                await server_language(self.store, interaction.guild_id,
                                      interaction.guild_locale, remember=False),
                language_of(interaction.locale))
            # What admission keeps is written beside the command, not before it: a write can
            # wait on a busy database longer than Discord waits for the command's answer.
            self._follow(asyncio.create_task(self._remember(interaction),
                                             name="starpost-remember"))
        return True

    def _follow(self, task: asyncio.Task[Any]) -> None:
        """Count a task as in flight until it ends: a close waits for it."""
        self._in_flight.add(task)
        task.add_done_callback(self._in_flight.discard)

    async def _remember(self, interaction: discord.Interaction) -> None:
        """Keep what an interaction shows: the server's Discord locale, and the member's
        name in this server and client language (boards write who holds each seat; a
        renamed member's running games draw the new name)."""
        guild_id, user_id = interaction.guild_id, interaction.user.id
        try:
            await remember_server(self.store, guild_id, interaction.guild_locale)
            if await remember_name(self.store, guild_id, user_id,
                                   getattr(interaction.user, "display_name", None),
                                   interaction.locale):
                await self.service.display.renamed(guild_id or 0, user_id)
        except Exception as error:
            report(log, error, "keeping the name of %s in server %s", user_id, guild_id)

    async def announce(self, post: Post,
                       interaction: discord.Interaction | None = None) -> None:
        """Send a post now: from its game's outbox when it is stored there. When its channel
        refuses it, the member whose ``interaction`` made it is told privately why, and
        that the post waits."""
        if post.outbox_game is None:
            return
        await self.dispatcher.flush(post.outbox_game)
        if interaction is None or interaction.channel_id is None or self.channels is None:
            return
        hold = await self.channels.waiting(interaction.guild_id or 0, interaction.channel_id)
        you = readers(interaction).member
        if hold is not None:
            with contextlib.suppress(discord.HTTPException):
                await interaction.followup.send(
                    t("hold.mover", you, why=hold.refusal.explained(you)),
                    ephemeral=True)

    async def deliver(self, notice: Notice) -> None:
        """Say a scheduler or moderator notice: by direct message where members asked, and
        in the game's channel through its outbox (so a channel that refuses posts holds it
        with the game's other posts, never retried in a loop); a failed DM names the member
        in the channel instead."""
        failed: list[int] = []
        for user_id in notice.dm_users:
            try:
                user = self.get_user(user_id) or await self.fetch_user(user_id)
                await user.send(notice.dm_text or notice.text)
            except discord.HTTPException:
                failed.append(user_id)
        if notice.post is not None:
            await self.announce(notice.post)
            return
        text = notice.channel_text(failed)
        row = await self.store.open_game_in_channel(notice.channel_id)
        if not text or row is None:
            return
        post = Post(text, mentions=[*notice.mentions, *failed], roles=list(notice.roles),
                    locale=notice.language)
        await self.store.enqueue_posts(row.id, [NewPost(notice.channel_id, row.version,
                                                        post.payload(board=False))],
                                       now=self.service.core.clock())
        await self.dispatcher.flush(row.id)

    async def tell_owner(self, guild_id: int, channel_id: int, sentence: str) -> None:
        """Tell a server's owner, once per waiting channel, by direct message (the channel
        itself refuses the bot); a closed DM leaves the log line and /admin games."""
        guild = self.get_guild(guild_id)
        owner_id = guild.owner_id if guild is not None else None
        if owner_id is None:
            return
        try:
            owner = self.get_user(owner_id) or await self.fetch_user(owner_id)
            await owner.send(sentence)
        except discord.HTTPException as error:
            log.info("could not tell the owner of server %s about channel %s (%s)", guild_id,
                     channel_id, error.status)

    # ---- what Discord says of channels and servers ---------------------------------------

    async def _channel_event(self, what: str, work: Any) -> None:
        try:
            await work
        except Exception as error:
            report(log, error, what)

    @property
    def whispers(self) -> Whispers:
        """Private lines of expired interactions, once the bot is set up."""
        if self._whispers is None:
            raise RuntimeError("the bot is not set up")
        return self._whispers

    @property
    def watch(self) -> Channels:
        """The channel watch, once the bot is set up (events come after that)."""
        if self.channels is None:
            raise RuntimeError("the bot is not set up")
        return self.channels

    async def on_guild_channel_update(self, before: discord.abc.GuildChannel,
                                      after: discord.abc.GuildChannel) -> None:
        """Permissions may have changed: a waiting channel (or one under this category)
        is tried again."""
        await self._reopen_guild(after.guild.id)

    async def on_raw_thread_update(self, payload: discord.RawThreadUpdateEvent) -> None:
        """A thread changed (unarchived, unlocked): discord.py keeps no archived thread in
        its cache, so the event's own data says whether a waiting thread is open again."""
        if self.watch.holds.held(payload.thread_id) is None:
            return
        if payload.data.get("thread_metadata", {}).get("locked"):
            return
        await self._channel_event("a thread update", self._reopen_thread(payload))

    async def _reopen_thread(self, payload: discord.RawThreadUpdateEvent) -> None:
        thread = (payload.thread or self.get_channel(payload.thread_id)
                  or await self.fetch_channel(payload.thread_id))
        await self.watch.try_reopen(thread, self.dispatcher.flush)

    async def on_guild_role_update(self, before: discord.Role, after: discord.Role) -> None:
        await self._reopen_guild(after.guild.id)

    async def on_member_update(self, before: discord.Member, after: discord.Member) -> None:
        if self.user is not None and after.id == self.user.id:
            await self._reopen_guild(after.guild.id)

    async def _reopen_guild(self, guild_id: int) -> None:
        for channel_id, held_in in list(self.watch.holds.channels.items()):
            channel = self.get_channel(channel_id)
            if held_in == guild_id and channel is not None:
                await self._channel_event("a permission update", self.watch.try_reopen(
                    channel, self.dispatcher.flush))

    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        await self._channel_event("a deleted channel", self.watch.deleted(channel.id))

    async def on_raw_thread_delete(self, payload: discord.RawThreadDeleteEvent) -> None:
        await self._channel_event("a deleted thread", self.watch.deleted(payload.thread_id))

    async def on_guild_remove(self, guild: discord.Guild) -> None:
        """The server removed the bot (not an outage: discord.py reports those apart)."""
        await self._channel_event("a server that removed the bot",
                                  self.watch.removed(guild.id))

    async def on_guild_join(self, guild: discord.Guild) -> None:
        timekeeper = self.service.timekeeper

        async def replan(game_id: int) -> None:
            await timekeeper.replan_left([game_id])

        await self._channel_event("a server that added the bot back", self.watch.returned(
            guild.id, replan, self.dispatcher.flush))

    async def on_raw_member_remove(self, payload: discord.RawMemberRemoveEvent) -> None:
        """A member left the server (needs the Server Members intent): seats go to the AI."""
        try:
            language = await self.service.core.language(payload.guild_id)
            for _, post in await self.service.seats.member_left(payload.guild_id,
                                                                 payload.user.id, language):
                await self.announce(post)
        except Exception as error:
            report(log, error, "handling the departure of %s", payload.user.id)

    async def report_error(self, interaction: discord.Interaction, error: BaseException) -> None:
        """The one place that decides what a user is told when something goes wrong."""
        await answer_error(interaction, error, stopping=self.closing)

    async def on_app_command_completion(self, interaction: discord.Interaction,
                                        command: object) -> None:
        """After a member's command: the private lines an expired interaction kept."""
        if self._whispers is not None:
            await self._channel_event("handing out kept lines",
                                      self._whispers.hand_out(interaction))

    async def on_app_command_error(self, interaction: discord.Interaction,
                                   error: app_commands.AppCommandError) -> None:
        await self.report_error(interaction, error)

    async def close(self) -> None:
        """Finish what is in flight, then close everything, in an order where nothing in
        flight loses the connection it still needs."""
        if self.closing:
            return
        self.closing = True
        await self._finish_in_flight()
        self._stop.set()
        for task in self._background:
            try:
                await asyncio.wait_for(task, SHUTDOWN_GRACE)
            except Exception:
                log.exception("background task %s failed while stopping", task.get_name())
        self._background.clear()
        if hasattr(self, "service"):
            await self.service.core.drain()
        if hasattr(self, "dispatcher"):
            # A stopping scheduler may have ended a game and handed its slow media post to
            # a task after the dispatcher's own loop settled: settle again before the HTTP
            # session closes (an unfinished post stays in the outbox for the restart).
            await self.dispatcher.settle(SHUTDOWN_GRACE / 2)
        await super().close()
        if self.health is not None:
            await self.health.stop()
        if self.web is not None:
            await self.web.stop()
        if hasattr(self, "store"):
            await self.store.close()
        if hasattr(self, "renderer"):
            self.renderer.close()
        if hasattr(self, "thinkers"):
            self.thinkers.close()


    async def _finish_in_flight(self) -> None:
        """Wait (up to :data:`SHUTDOWN_GRACE` in all) until no admitted interaction runs;
        none is admitted any more once ``closing`` is set."""
        deadline = asyncio.get_running_loop().time() + SHUTDOWN_GRACE
        told = False
        while busy := {task for task in self._in_flight if task is not asyncio.current_task()}:
            if not told:
                log.info("letting %d interaction(s) in flight finish", len(busy))
                told = True
            left = deadline - asyncio.get_running_loop().time()
            if left <= 0:
                log.warning("%d interaction(s) still running after %.0f s; stopping anyway",
                            len(busy), SHUTDOWN_GRACE)
                return
            await asyncio.wait(busy, timeout=left)


class ShardedStarpostBot(StarpostBot, commands.AutoShardedBot):
    """Starpost as an :class:`~discord.AutoShardedClient`: one gateway connection per shard
    of this process, each carrying the servers with ``(guild_id >> 22) % shard_count`` equal
    to its number. Processes running the other shards share the PostgreSQL database, which
    keeps what one process used to keep in memory (a game's version, who sends a post)."""
