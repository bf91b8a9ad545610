"""Taking moves back: a player's /game undo and a moderator's /admin rollback.

Both rebuild the state at an earlier ply (nearest snapshot plus the recorded moves), find out
whether the moves taken back revealed hidden or random information, and cut the log there
in one guarded transaction, with its post, a moderator's audit row and the game's new
reminders and deadlines. Undo refuses when something was revealed; rollback warns.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import games
from bot.app.core import Core
from bot.app.errors import NotAPlayer, TryAgain, UserError
from bot.app.i18n import t
from bot.app.table import LiveGame, Post, awaited, mention, previewed
from bot.app.wording import clip
from storage.base import Change, GameRow, MoveRow, NewAudit, NewPost, Replan, StaleGame


class Rewind:
    def __init__(self, core: Core) -> None:
        self.core = core
        self.store = core.store

    async def state_at(self, row: GameRow, ply: int) -> Any:
        """The state after ``ply`` moves, from the nearest snapshot plus the recorded moves."""
        engine = games.get(row.game)
        snap = await self.store.load_snapshot(row.id, ply)
        state = engine.from_json(json.loads(snap.state_json))
        for r in await self.store.moves_since(row.id, snap.ply):
            if r.ply > ply:
                break
            assert r.seat is not None
            state, _ = engine.apply(state, r.seat, engine.parse_move(state, r.seat, r.notation))
        return state

    async def replay_back(self, live: LiveGame, target: int) -> tuple[Any, bool, list[MoveRow]]:
        """The state after ``target`` moves, whether any later move revealed something, and
        those later moves."""
        engine = live.engine
        state = await self.state_at(live.row, target)
        later = await self.store.moves_since(live.row.id, target)
        revealed = False
        replay = state
        for row in later:
            assert row.seat is not None
            replay, events = engine.apply(replay, row.seat,
                                          engine.parse_move(replay, row.seat, row.notation))
            revealed = revealed or any(e.reveals for e in events)
        return state, revealed, later

    async def cut(self, live: LiveGame, target: int, state: Any, post: Post,
                  audit: NewAudit | None = None) -> Post:
        """Store the log cut at ``target`` (guarded by the version) with the post that
        announces it, a moderator's ``audit`` and the game's new schedule, in one
        transaction (a crash cannot keep the cut with the reminders and deadline of the
        moves it took back), and update the cache."""
        now = self.core.clock()
        after = previewed(live, state, target, now)
        schedule = await self.plan_after_cut(after)
        try:
            await self.store.commit(Change(
                live.row.id, now, expected_version=live.version, rewind_to=target,
                snapshot_json=json.dumps(live.engine.to_json(state)),
                posts=[NewPost(live.row.channel_id, target, post.payload(board=True))],
                audit=audit, schedule=schedule))
        except StaleGame:
            self.core.forget(live.row.channel_id)
            raise TryAgain.of("error.stale") from None
        live.version, live.state = target, state
        live.last = next(iter(await self.store.moves_since(live.row.id, target - 1)), None)
        live.choices.clear()
        self.core.boards.drop(live.row.id, target)  # those plies will be other positions
        live.awaited_since = now
        if schedule is None:  # no planner registered: the features hear of it as before
            await self.core.changed(live)
        post.image = await self.core.board_image(live, post.locale)
        post.outbox_game = live.row.id
        return post

    async def plan_after_cut(self, after: LiveGame) -> Replan | None:
        """The schedule of the game as the cut leaves it (``after``): the seats awaited at
        ``target``, under the stored settings and absences. A seat whose stored decision
        began at or before ``target`` was awaited all along and keeps it (its start, the
        reminders already sent); any other awaited seat, the one whose move was taken back
        among them, starts a new decision now. Decisions begun after ``target`` go."""
        entries = await self.core.plan(after, after, [])  # no move: every seat keeps its own
        return None if entries is None else Replan(after.version, entries)

    async def undo(self, channel_id: int, user_id: int, locale: str) -> Post:
        """Your own last move, if nobody moved since and it revealed nothing (said in
        ``locale``, the server's)."""
        live = await self.core.live(channel_id)
        async with live.lock:
            seat = live.seat_of(user_id)
            if seat is None:
                raise NotAPlayer.of("error.not_player")
            if live.version == 0:
                raise UserError.of("error.undo_none")
            before, revealed, later = await self.replay_back(live, live.version - 1)
            last = later[-1]
            if last.seat != seat or last.kind != "player":
                mine = await self.store.moves_page(live.row.id, 0, live.version)
                if not any(r.seat == seat and r.kind == "player" for r in mine):
                    raise UserError.of("error.undo_none")
                raise UserError.of("error.undo_other")
            if revealed:
                raise UserError.of("error.undo_hidden")
            # The notation stays private: it may name a face-down card.
            text = t("undo.done", locale, user=mention(user_id, locale))
            who = ", ".join(live.named(s, locale) for s in awaited(live.engine, before))
            post = Post(text + "\n" + t("turn.waiting", locale, mentions=who),
                        turn_button=live.row.id, locale=locale)
            return await self.cut(live, live.version - 1, before, post)

    async def rollback(self, live: LiveGame, plies: int, locale: str,
                       headline: Callable[[int, bool], str] | None = None,
                       audit: Callable[[int, bool], NewAudit] | None = None,
                       ) -> tuple[Post, int, bool]:
        """Take back the last ``plies`` moves; says whether hidden things had been revealed.
        ``headline(target, revealed)`` opens the post (who did it, and a warning);
        ``audit(target, revealed)``: the moderator's audit row, stored with the cut. The
        post is in ``locale``, the server's."""
        if not 1 <= plies <= live.version:
            raise UserError.of("error.rollback_range", max=live.version)
        async with live.lock:
            target = live.version - plies
            state, revealed, _ = await self.replay_back(live, target)
            after = previewed(live, state, target, self.core.clock())
            post = await self.core.compose(after, [], None, locale)
            if headline is not None:
                post.text = clip(headline(target, revealed) + "\n" + post.text, locale)
            post = await self.cut(live, target, state, post,
                                  None if audit is None else audit(target, revealed))
        return post, target, revealed
