"""A game's history as a first-class feature: records, board at any move, "since my last
move", your own private log and end-of-game media (a server's statistics are in
:mod:`bot.features.standings`).

Everything here is rebuilt from storage (move rows, snapshots, results) and the pure engines;
Discord types stay in the cogs.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import games
from bot.app.core import Core
from bot.app.errors import NoGameHere, NotAPlayer, UserError
from bot.app.i18n import private_of, public_of, seat_name, t
from bot.app.language import names_of
from bot.app.media import RecordParts, recorded
from bot.app.palette import server_palette
from bot.app.table import default_label, drawn_names
from bot.app.wording import clip, word_cut
from games.record import Record
from storage.base import GameRow, GameStatus

HISTORY_PAGE = 10
MEDIA_PAGE = 100  # moves read at a time for the end-of-game media


@dataclass
class Media:
    """Files for the end-of-game post."""

    scores_png: bytes
    replay_gif: bytes


class History:
    def __init__(self, core: Core) -> None:
        self.core = core
        self.store = core.store

    async def _latest(self, channel_id: int) -> GameRow:
        row = await self.store.latest_game_in_channel(channel_id)
        if row is None or row.status == GameStatus.LOBBY:
            raise NoGameHere.of("error.no_game")
        return row

    async def _seat(self, row: GameRow, user_id: int) -> int:
        for seat in await self.store.get_seats(row.id):
            if seat.user_id == user_id:
                return seat.seat
        raise NotAPlayer.of("error.not_player")

    # ---- records ------------------------------------------------------------------------------

    async def record(self, game_id: int) -> Record:
        return recorded(*await self.record_parts(await self.store.get_game(game_id)))

    async def record_parts(self, row: GameRow) -> RecordParts:
        """What a game's record is made of, as plain values read from the store (nothing
        replayed here): :func:`bot.app.media.recorded` builds the record from them."""
        seats = await self.store.get_seats(row.id)
        rows = await self.store.moves_page(row.id, 0, max(row.version, 1))
        last = (await self.store.load_snapshot(row.id, row.version)
                if row.status == GameStatus.FINISHED else None)
        return (row.game, row.seed, dict(row.options),
                [(s.seat, s.label or default_label(s.seat, "en"), s.user_id, s.is_ai)
                 for s in seats],
                [(m.ply, m.seat if m.seat is not None else -1, m.notation, m.created_at,
                  m.kind) for m in rows],
                None if last is None else (last.ply, last.state_json),
                row.started_at, row.finished_at)

    async def export(self, channel_id: int, *, moderator: bool = False) -> tuple[str, bytes]:
        """The channel's latest game as a JSON record; players may export finished games.
        The record is built, its result replayed and its JSON written in a render worker:
        a long game's would hold the event loop for tens of milliseconds."""
        row = await self._latest(channel_id)
        if row.status == GameStatus.ACTIVE and not moderator:
            raise UserError.of("error.export_running")
        data: bytes = await self.core.renderer.call("bot.app.media", "record_file",
                                                    *await self.record_parts(row))
        return f"{row.game}-{row.id}.json", data

    # ---- looking back -------------------------------------------------------------------------

    async def check_ply(self, channel_id: int, ply: int) -> None:
        """Refuse a move number this channel's game does not have (before answering)."""
        row = await self._latest(channel_id)
        if not 0 <= ply <= row.version:
            raise UserError.of("error.bad_ply", ply=ply, last=row.version)

    async def board_at(self, channel_id: int, ply: int, full: bool = False, *,
                       locale: str) -> tuple[str, bytes]:
        """The public board after ``ply`` and its caption, in ``locale`` (the server's)."""
        await self.check_ply(channel_id, ply)
        row = await self._latest(channel_id)
        image = await self.core.board_at(row.id, ply, locale, full=full)
        return t("history.board", locale, ply=ply, last=row.version), image

    async def check_page(self, channel_id: int, page: int | None) -> None:
        """Refuse a log page this channel's game does not have (before answering publicly;
        the page itself is read and worded after)."""
        await self._pages(await self._latest(channel_id), page)

    async def _pages(self, row: GameRow, page: int | None) -> tuple[int, int, int]:
        """The game's number of moves, the page asked for (the latest by default) and the
        number of pages; a page the game does not have is refused."""
        total = await self.store.count_moves(row.id)
        pages = max(1, math.ceil(total / HISTORY_PAGE))
        page = pages if page is None else page
        if total and not 1 <= page <= pages:
            raise UserError.of("error.bad_page", page=page, pages=pages)
        return total, page, pages

    async def log(self, channel_id: int, page: int | None = None, *,
                  user_id: int | None = None, locale: str) -> tuple[str, int, int]:
        """A page of the public log (the latest by default) in ``locale``: the server's,
        or with ``user_id`` that player's, as their own private events are added under the
        moves that produced them and the page is theirs alone."""
        you = locale
        row = await self._latest(channel_id)
        seat = None if user_id is None else await self._seat(row, user_id)
        total, page, pages = await self._pages(row, page)
        if not total:
            return t("history.empty", you), 1, 1
        rows = await self.store.moves_page(row.id, (page - 1) * HISTORY_PAGE, HISTORY_PAGE)
        labels = await self._labels(row, you)
        lines = [t("history.header", you, page=page, pages=pages)]
        for r in rows:
            lines.append(t("history.line", you, ply=r.ply, time=r.created_at,
                           who=labels.get(r.seat, "-"),
                           text=word_cut(public_of(r, you).replace("\n", " "), 300)))
            if seat is not None and seat in r.private_texts:
                lines.append(t("history.private", you, text=private_of(r, seat, you)))
        return clip("\n".join(lines), you), page, pages

    async def since(self, channel_id: int, user_id: int, locale: str) -> str:
        """Everything public since the caller's own last move, in one message (in
        ``locale``, theirs)."""
        row = await self._latest(channel_id)
        seat = await self._seat(row, user_id)
        rows = await self.store.moves_since(row.id, 0)
        last = max((r.ply for r in rows if r.seat == seat and r.kind == "player"), default=0)
        later = [r for r in rows if r.ply > last]
        you = locale
        if not later:
            return t("history.nothing_since", you)
        labels = await self._labels(row, you)
        lines = [t("history.since", you, count=len(later), ply=last)]
        lines += [f"#{r.ply} {labels.get(r.seat, '-')}: {public_of(r, you).replace(chr(10), ' ')}"
                  for r in later]
        return clip("\n".join(lines), you)

    async def mine(self, channel_id: int, user_id: int, page: int | None = None, *,
                   locale: str) -> str:
        """The log with the caller's own private events (as boardgame.io redacts logs)."""
        text, _, _ = await self.log(channel_id, page, user_id=user_id, locale=locale)
        return text

    async def _labels(self, row: GameRow, locale: str) -> dict[int | None, str]:
        return {s.seat: seat_name(s.label, s.seat, locale)
                for s in await self.store.get_seats(row.id)}

    # ---- the end of a game ------------------------------------------------------------------

    async def media(self, game_id: int, locale: str) -> Media:
        """A score table image and an animated replay of the finished game, drawn in the
        render pool's media lane (:mod:`bot.app.media`): replaying and drawing take seconds,
        which must never hold up the event loop or another game's board. The moves are read
        a page at a time and sent as plain tuples, so even a game of a thousand moves never
        blocks the event loop for long. Words and names in ``locale``, the server's."""
        row = await self.store.get_game(game_id)
        stored = await self.store.get_seats(game_id)
        seats = [(s.seat, seat_name(s.label, s.seat, locale), s.user_id, s.is_ai)
                 for s in stored]
        names = drawn_names(stored, await names_of(self.store, row.guild_id, stored), locale)
        moves: list[tuple[int, int, str]] = []
        for offset in range(0, row.version, MEDIA_PAGE):
            page = await self.store.moves_page(game_id, offset, MEDIA_PAGE)
            moves += [(m.ply, m.seat if m.seat is not None else -1, m.notation) for m in page]
        title = t("results.table", locale, title=games.title(row.game))
        scores_png, replay_gif = await self.core.renderer.media(
            "bot.app.media", "draw", row.game, row.seed, dict(row.options), seats, moves, title,
            names, locale, await server_palette(self.store, row.guild_id))
        return Media(scores_png, replay_gif)
