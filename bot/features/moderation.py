"""Moderator tools: fix stuck games without touching the database.

Who counts as a moderator is decided by the Discord layer (Manage Server, or the server's
moderator role) and checked again here through ``is_moderator``; every action is written to
the audit table and its text is meant for the game's channel. An action that changes a game
(ending it, its own deadline, its seats, its moves) is stored in one transaction with the
post announcing it and its audit row (:meth:`Moderation.entry`): a crash keeps all or none.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import games
from bot.app.core import Core
from bot.app.errors import NotAllowed, UserError
from bot.app.i18n import LANGUAGES, t
from bot.app.language import SETTING as LANGUAGE_SETTING
from bot.app.language import server_language
from bot.app.palette import SETTING as PALETTE_SETTING
from bot.app.palette import check as check_palette
from bot.app.palette import name as palette_name
from bot.app.palette import server_palette
from bot.app.table import LiveGame, Post, awaited, mention
from bot.app.thinking import Task
from bot.features.rewind import Rewind
from bot.features.timekeeping import (
    POLICIES,
    ServerSettings,
    Timekeeper,
    check_deadline_hours,
    parse_reminders,
)
from games.core import Event, rank_by_score
from games.i18n import Message
from games.views import View, points
from storage.base import Change, GameStatus, NewAudit, Replan, ResultRow


def standings(view: View, seats: int) -> list[int]:
    """Current scores from a public view (``scores``, or each player's score/reputation)."""
    if isinstance(view.get("scores"), list) and len(view["scores"]) == seats:
        return [int(x) for x in view["scores"]]
    players = view.get("players") or []
    return [points(p) for p in players[:seats]]


def jump(guild_id: int, channel_id: int) -> str:
    return f"https://discord.com/channels/{guild_id}/{channel_id}"


class Moderation:
    def __init__(self, core: Core, timekeeper: Timekeeper, rewind: Rewind) -> None:
        self.core = core
        self.store = core.store
        self.timekeeper = timekeeper
        self.rewind = rewind

    async def check(self, guild_id: int, actor: int, manage_guild: bool,
                    roles: list[int]) -> None:
        settings = await self.timekeeper.settings(guild_id)
        if manage_guild or (settings.moderator_role and settings.moderator_role in roles):
            return
        role = (Message("error.moderator_role", {"role": f"<@&{settings.moderator_role}>"})
                if settings.moderator_role else "")
        raise NotAllowed.of("error.not_moderator", role=role)

    @staticmethod
    def entry(live_or_guild: LiveGame | int, actor: int, action: str,
              **details: Any) -> NewAudit:
        """The audit row of an action, to store in the transaction of the change it records."""
        if isinstance(live_or_guild, int):
            return NewAudit(live_or_guild, actor, action, None, details)
        return NewAudit(live_or_guild.row.guild_id, actor, action, live_or_guild.row.id,
                        details)

    async def audit(self, live_or_guild: LiveGame | int, actor: int, action: str,
                    **details: Any) -> None:
        """Record an action that changes nothing stored (an export), on its own."""
        await self.write(self.entry(live_or_guild, actor, action, **details))

    async def write(self, audit: NewAudit) -> None:
        await self.store.append_audit(guild_id=audit.guild_id, actor_id=audit.actor_id,
                                      action=audit.action, now=self.core.clock(),
                                      game_id=audit.game_id, details=audit.details)

    # ---- ending a game --------------------------------------------------------------------

    async def abort(self, live: LiveGame, actor: int, reason: str | None = None, *,
                    locale: str) -> Post:
        """End the game with no result; ``reason``: the moderator's words, if they gave
        any (kept as they wrote them). Every post here is in ``locale``, the server's."""
        post = Post(t("admin.abort", locale, actor=mention(actor, locale), reason=reason)
                    if reason else t("admin.abort_plain", locale, actor=mention(actor, locale)),
                    locale=locale)
        async with live.lock:
            await self.store.commit(Change(
                live.row.id, self.core.clock(), status=GameStatus.ABORTED, reason=reason,
                posts=[self.core.outbox_post(live, post, board=False)],
                audit=self.entry(live, actor, "abort", reason=reason)))
            self.core.forget(live.row.channel_id)
        return post

    async def end(self, live: LiveGame, actor: int, reason: str, locale: str) -> Post:
        """End now with the current standings as the result."""
        async with live.lock:
            engine = live.engine
            scores = standings(engine.view(live.state, None), len(live.seats))
            ranking = rank_by_score([(score,) for score in scores])
            places = {seat: 1 + sum(len(g) for g in ranking[:i])
                      for i, group in enumerate(ranking) for seat in group}
            results = [ResultRow(s.seat, s.user_id, scores[s.seat], places[s.seat])
                       for s in live.seats]
            post = Post(self.ended(live, actor, reason, results, locale),
                        await self.core.board_image(live, locale), locale=locale)
            await self.store.commit(Change(
                live.row.id, self.core.clock(), status=GameStatus.FINISHED, results=results,
                reason=reason, posts=[self.core.outbox_post(live, post)],
                audit=self.entry(live, actor, "end", reason=reason, scores=scores)))
            self.core.forget(live.row.channel_id)
        return post

    @staticmethod
    def ended(live: LiveGame, actor: int, reason: str, results: list[ResultRow],
              locale: str) -> str:
        """The post of a game a moderator ended: who did it and why, then the standings."""
        lines = [t("admin.end", locale, actor=mention(actor, locale), reason=reason)]
        for r in sorted(results, key=lambda r: (r.place, r.seat)):
            lines.append(t("results.line", locale, place=r.place,
                           seat=live.label(r.seat, locale), user=mention(r.user_id, locale),
                           score=r.score))
        return "\n".join(lines)

    # ---- moving the game along -----------------------------------------------------------

    async def skip(self, live: LiveGame, actor: int, locale: str) -> Post:
        late = [s for s in awaited(live.engine, live.state) if not live.seats[s].is_ai]
        who = ", ".join(live.label(s, locale) for s in late)
        return await self.play_for(
            live, late, "default", t("admin.skip", locale, actor=mention(actor, locale),
                                     who=who), kind="admin",
            audit=self.entry(live, actor, "skip", seats=late), locale=locale)

    async def play_for(self, live: LiveGame, seats: Sequence[int], policy: str,
                       headline: str, kind: str = "timeout", audit: NewAudit | None = None,
                       *, locale: str) -> Post:
        """Decide for these seats: ``default`` plays the engine's default move (a pass where
        passing is legal, otherwise the AI's choice); ``ai`` lets the AI decide. The moves,
        their post and the moderator's ``audit`` are stored together."""
        async with live.lock:
            # The AI searches for a while: in the AI workers (bot/app/thinking.py), one job for
            # every seat, never on the event loop.
            seed = live.row.seed if policy == "default" else live.row.seed ^ live.version
            task = Task(live.engine.name, "once", tuple(seats), seed, live.version, len(seats),
                        "default" if policy == "default" else "ai")
            state, rows, played = self.core.played(live, await self.core.thinkers.play(
                task, live.engine, live.state, key=live.row.id), kind)
            events = [Event(headline), *played]
            outcome = await self.core.advance(live, rows, events, [], state,
                                              audit=audit if rows else None, locale=locale)
            if audit is not None and not rows:  # nothing to play: only the post is stored
                await self.write(audit)
            return outcome.post

    async def rollback(self, live: LiveGame, actor: int, plies: int, locale: str) -> Post:
        def headline(target: int, revealed: bool) -> str:
            text = t("admin.rollback", locale, actor=mention(actor, locale), plies=plies,
                     ply=target)
            return text + ("\n" + t("admin.rollback_warning", locale) if revealed else "")

        def audit(target: int, revealed: bool) -> NewAudit:
            return self.entry(live, actor, "rollback", plies=plies, to=target,
                              revealed=revealed)

        post, _, _ = await self.rewind.rollback(live, plies, locale, headline, audit)
        return post

    async def deadline(self, live: LiveGame, actor: int, hours: int, locale: str) -> Post:
        """The game's own deadline, stored with the post announcing it and the game's
        schedule under the new deadline."""
        check_deadline_hours(hours)
        post = Post(t("admin.deadline", locale, actor=mention(actor, locale), hours=hours),
                    locale=locale)
        key = f"game.{live.row.id}.deadline_hours"
        async with live.lock:
            announced = {live.row.id: [self.core.outbox_post(live, post, board=False)]}
            plan = await self.timekeeper.replan(live, {key: hours})
            left = await self.store.set_setting(
                live.row.guild_id, key, hours, now=self.core.clock(), posts=announced,
                schedules={live.row.id: plan},
                audit=self.entry(live, actor, "deadline", hours=hours))
        await self.timekeeper.replan_left(left)
        return post

    # ---- the server ---------------------------------------------------------------------

    async def settings(self, guild_id: int, actor: int, *, deadline_hours: int | None = None,
                       reminders: str | None = None, timeout_policy: str | None = None,
                       moderator_role: int | None = None, away_days: int | None = None,
                       channels: list[int] | None = None, language: str | None = None,
                       guild_locale: Any = None, min_reliability: int | None = None,
                       max_games: int | None = None, weekends: bool | None = None,
                       palette: str | None = None, locale: str) -> str:
        """Change the server's settings; they are described to the moderator in ``locale``
        (theirs)."""
        changes: dict[str, Any] = {}
        if deadline_hours is not None:
            changes["deadline_hours"] = check_deadline_hours(deadline_hours)
        if reminders is not None:
            changes["reminder_hours"] = list(parse_reminders(reminders))
        if timeout_policy is not None:
            if timeout_policy not in POLICIES:
                raise UserError.of("error.bad_policy")
            changes["timeout_policy"] = timeout_policy
        if moderator_role is not None:
            changes["moderator_role"] = moderator_role or None
        if away_days is not None:
            changes["away_days"] = max(0, min(365, away_days))
        if channels is not None:
            changes["channels"] = channels
        if min_reliability is not None:  # who may join a lobby (bot/features/reliability.py)
            changes["min_reliability"] = max(0, min(100, min_reliability))
        if max_games is not None:
            changes["max_games"] = max(0, min(100, max_games))
        if weekends is not None:  # players' clocks stop on weekends (bot/app/calendar.py)
            changes["weekends"] = weekends
        if language is not None:
            if language not in LANGUAGES:
                raise UserError.of("error.bad_language", languages=", ".join(LANGUAGES))
            changes[LANGUAGE_SETTING] = language
        if palette is not None:  # the seat colours of public pictures (bot/app/palette.py)
            changes[PALETTE_SETTING] = check_palette(palette)
        if changes:
            await self.timekeeper.replan_left(await self.store.set_settings(
                guild_id, changes, now=self.core.clock(),
                schedules=await self.plans(guild_id, changes),
                audit=self.entry(guild_id, actor, "settings", **changes)))
        text = describe(await self.timekeeper.settings(guild_id),
                        await server_language(self.store, guild_id, guild_locale), locale)
        colours = palette_name(await server_palette(self.store, guild_id), locale)
        return text + " " + t("admin.palette", locale, palette=colours)

    async def plans(self, guild_id: int, changes: dict[str, Any]) -> dict[int, Replan]:
        """The server's running games planned under its new deadline or reminders, to store
        with them: a wait under way keeps its start and takes the new hours (as ``/admin
        deadline`` does for one game); a reminder already sent is not sent again."""
        if not {"deadline_hours", "reminder_hours", "weekends"} & set(changes):
            return {}
        return {row.id: await self.timekeeper.replan(await self.core.live(row.channel_id),
                                                     changes)
                for row in await self.store.list_open_games(guild_id)
                if row.status == GameStatus.ACTIVE}

    async def games(self, guild_id: int, locale: str) -> str:
        """The server's open games, for the moderator who asked (in ``locale``, theirs)."""
        lines, you = [], locale
        for row in await self.store.list_open_games(guild_id):
            title = games.title(row.game)
            if row.status == GameStatus.LOBBY:
                status = t("status.lobby", you, title=title, seated=len(
                    await self.store.get_seats(row.id)), max="?")
            else:
                live = await self.core.live(row.channel_id)
                acting = awaited(live.engine, live.state)
                who = ", ".join(live.named(s, you) for s in acting)
                status = t("status.awaiting", you, who=who,
                           since=f"<t:{live.awaited_since}:R>")
            lines.append(t("admin.games_line", you, title=title, channel=row.channel_id,
                           link=jump(guild_id, row.channel_id), status=status))
        return "\n".join(lines) or t("admin.games_none", you)


def describe(settings: ServerSettings, language: str, locale: str) -> str:
    """The server's settings (``language``: that of its posts), worded in ``locale``."""
    return t("admin.settings", locale, language=t(f"language.{language}", locale),
             deadline_hours=settings.deadline_hours,
             reminders=(", ".join(str(h) for h in settings.reminder_hours)
                        or t("word.none", locale)),
             timeout_policy=t(f"policy.{settings.timeout_policy}", locale),
             role=(f"<@&{settings.moderator_role}>" if settings.moderator_role
                   else t("word.none", locale)),
             away_days=settings.away_days,
             channels=(", ".join(f"<#{c}>" for c in settings.channels)
                       or t("word.any_channel", locale))) + " " + t(
        "admin.limits", locale, min=settings.min_reliability,
        most=t("admin.most_games", locale, max=settings.max_games) if settings.max_games
        else t("admin.any_games", locale)) + " " + t(
        "admin.weekends", locale, on=t("word.on" if settings.weekends else "word.off", locale))
