"""Committing a :class:`~storage.base.Change`: everything it holds in one transaction, or
nothing, in the order ``docs/storage.md`` gives."""

from __future__ import annotations

from typing import Any

from storage.base import OPEN_STATUSES, Change, Committed, GameRow, GameStatus, OutboxRow, StaleGame
from storage.conduct import write_finished
from storage.games import write_start
from storage.moves import Moves
from storage.outbox import claim_rows, insert_posts
from storage.ratings import write_ratings, write_results
from storage.records import stale_or_missing
from storage.rows import GAME_COLUMNS, OPEN, dumps, game_row
from storage.schedule import write_plan, write_schedule
from storage.seats import write_seat_change
from storage.settings import Settings, write_audit, write_settings
from storage.sql import Tx, UniqueViolation

__all__ = ["Changes", "check_change"]

_MOVE_ENDS = (GameStatus.FINISHED, GameStatus.ABORTED)


def check_change(change: Change) -> None:
    """Refuse a change no game could have (ValueError), before any transaction begins."""
    expected, start = change.expected_version, change.start
    if change.moves and change.rewind_to is not None:
        raise ValueError("a change either appends moves or rewinds, not both")
    if expected is not None and expected < 0:
        raise ValueError("expected_version must be 0 or more")
    if change.moves or change.rewind_to is not None:
        if expected is None:
            raise ValueError("moves and rewinds are guarded by the version they were decided at")
        _check_snapshot(change.snapshot_json)
    if start is not None:
        if expected not in (None, 0):
            raise ValueError("a game starts at version 0")
        _check_snapshot(start.snapshot_json)
        users = [s.user_id for s in start.seats if s.user_id is not None]
        if not start.seats:
            raise ValueError("a game needs at least one seat")
        if len(users) != len(set(users)):
            raise ValueError("a user may hold only one seat")
        if any(s.user_id is None and not s.is_ai for s in start.seats):
            raise ValueError("a seat without a user must be an AI seat")
    if change.status is not None:
        status = GameStatus(change.status)
        if status.is_open:
            raise ValueError(f"a change cannot end a game as {status.value!r}")
        if change.moves and status not in _MOVE_ENDS:
            raise ValueError(f"a move cannot put a game in status {status.value!r}")
    if change.results and change.status is not GameStatus.FINISHED:
        raise ValueError("results are stored only when the game finishes")
    if change.rewind_to is not None and not 0 <= change.rewind_to < (expected or 0):
        raise ValueError(f"cannot rewind to ply {change.rewind_to} from version {expected}")
    moved = _version_after(change)
    if moved is not None and change.schedule is not None and change.schedule.version != moved:
        raise ValueError(f"a plan at version {change.schedule.version} for a change that "
                         f"leaves version {moved}")


def _check_snapshot(snapshot_json: str | None) -> None:
    if not isinstance(snapshot_json, str) or not snapshot_json:
        raise ValueError("snapshot_json must be the engine's state as non-empty JSON text")


def _version_after(change: Change) -> int | None:
    """The version moves or a rewind leave the game at (None: the change moves no ply)."""
    if change.rewind_to is not None:
        return change.rewind_to
    if change.moves:
        assert change.expected_version is not None
        return change.expected_version + len(change.moves)
    return None


async def _guard(tx: Tx, change: Change) -> GameRow:
    """One conditional ``UPDATE`` of the game's row, matching only the version and status
    the change was decided at (a late writer gets :class:`StaleGame`); the game as it is."""
    now, game_id, expected = change.now, change.game_id, change.expected_version
    ending = change.status is not None
    moved = _version_after(change)
    if moved is not None:
        status = change.status or GameStatus.ACTIVE
        sql = ("UPDATE games SET version = $1, status = $2, updated_at = $3 "
               + (", finished_at = $3, result_reason = $6 " if ending else "")
               + "WHERE id = $4 AND version = $5 AND status = 'active' "
               + f"RETURNING {GAME_COLUMNS}")
        args: tuple[Any, ...] = (moved, status.value, now, game_id, expected)
        row = await tx.fetchrow(sql, *(args + ((change.reason,) if ending else ())))
    elif ending:
        assert change.status is not None
        sql = ("UPDATE games SET status = $1, finished_at = $2, updated_at = $2, "
               f"result_reason = $3 WHERE id = $4 AND status IN {OPEN}")
        args = (change.status.value, now, change.reason, game_id)
        if expected is not None:
            sql += " AND version = $5"
            args += (expected,)
        row = await tx.fetchrow(sql + f" RETURNING {GAME_COLUMNS}", *args)
    elif change.seat_change is not None:
        row = await tx.fetchrow("UPDATE games SET updated_at = $1 WHERE id = $2 AND "
                                f"status = 'active' RETURNING {GAME_COLUMNS}", now, game_id)
    else:  # posts, an audit row or a plan for the game as it is: nothing to guard
        row = await tx.fetchrow(f"SELECT {GAME_COLUMNS} FROM games WHERE id = $1", game_id)
    if row is None:
        raise await stale_or_missing(tx, game_id)
    return game_row(row)


class Changes(Moves, Settings):
    async def commit(self, change: Change) -> Committed:
        """Store ``change`` in one transaction, or nothing (:class:`StaleGame`)."""
        check_change(change)
        texts = {key: dumps(value) for key, value in (change.settings or {}).items()}
        keep_previous = self.keeps_snapshot(change.expected_version or 0)
        claimed: list[OutboxRow] = []

        async def store(tx: Tx) -> Committed:
            game_id, now = change.game_id, change.now
            if change.start is not None:
                await write_start(tx, game_id, change.start.seats, change.start.snapshot_json,
                                  now)
            game = await _guard(tx, change)
            if change.seat_change is not None:
                await write_seat_change(tx, game_id, change.seat_change, now)
            if change.moves or change.rewind_to is not None:
                try:
                    await _plies(tx, change, game.version, keep_previous)
                except UniqueViolation as error:  # another writer stored these plies first
                    raise StaleGame(game_id) from error
            if change.results:
                await write_results(tx, game_id, change.results)
            if change.status is GameStatus.FINISHED:
                await write_ratings(tx, game_id, now)  # the server's ratings of the game
                await write_finished(tx, game_id, now)  # its members' reliability
            if texts:
                await write_settings(tx, game.guild_id, texts, now)
            await insert_posts(tx, game_id, change.posts, now)
            await write_audit(tx, change.audit, now)
            planned = True
            if game.status not in OPEN_STATUSES:
                await write_schedule(tx, game_id, [])  # a closed game keeps no pending point
            elif change.schedule is not None:
                if _version_after(change) is not None:  # guarded: always the game's plan
                    await write_schedule(tx, game_id, change.schedule.entries)
                else:
                    planned = await write_plan(tx, game_id, change.schedule)
            if change.claim_lease is not None and change.posts and not tx.dialect.shared:
                # Saves the claim's own hand-off on every move (docs/storage.md says why
                # PostgreSQL claims after the commit instead).
                claimed.extend(await claim_rows(tx, now=now, lease=change.claim_lease,
                                                game_id=game_id))
            return Committed(game, planned)

        committed = await self.db.run(store)
        if texts:
            self._settings_written(committed.game.guild_id, texts)
        if claimed:
            self._claimed.setdefault(change.game_id, []).extend(claimed)
        return committed


async def _plies(tx: Tx, change: Change, version: int, keep_previous: bool) -> None:
    """The moves appended, or the plies after ``rewind_to`` dropped (undo, rollback); then
    the state at ``version`` is the latest (the previous snapshot goes unless kept)."""
    game_id, expected = change.game_id, change.expected_version
    if change.rewind_to is not None:
        await tx.execute("DELETE FROM moves WHERE game_id = $1 AND ply > $2", game_id, version)
        await tx.execute("DELETE FROM snapshots WHERE game_id = $1 AND ply >= $2",
                         game_id, version)
    else:
        assert expected is not None
        await tx.executemany(
            "INSERT INTO moves (game_id, ply, seat, notation, public_text, private_texts, "
            "user_id, kind, created_at, messages) "
            "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
            [(game_id, expected + offset, m.seat, m.notation, m.public_text,
              dumps({str(k): v for k, v in m.private_texts.items()}), m.user_id, m.kind,
              m.created_at, dumps(m.messages) if m.messages else None)
             for offset, m in enumerate(change.moves, start=1)])
        if not keep_previous:
            await tx.execute("DELETE FROM snapshots WHERE game_id = $1 AND ply = $2",
                             game_id, expected)
    await tx.execute("INSERT INTO snapshots (game_id, ply, state, created_at) "
                     "VALUES ($1, $2, $3, $4)", game_id, version, change.snapshot_json, change.now)
