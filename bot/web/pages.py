"""What a game's web page shows, read from the store: only what the game's channel sees.

A page is made of public things alone: the board after each move drawn from the public view
(``view(state, None)``, the one every board in the channel is drawn from), each move's
public lines (never a seat's private ones), the seats with their display names, the scores
of the public view, who is awaited, and the results. No hand, no private line, no preview
(previews are never stored) reaches it.

Boards are drawn by the render pool, like the channel's, in the page's language, and kept
in :class:`Images`. Each board has a version, :func:`digests`: a hash of everything that
draws it (the game, its seed and options, the moves up to it, the names beside the seats,
the language, the server's seat palette), so a board is never served for a position it is
not (a game rolled back and played on, a member renamed, a palette changed), and a browser
may keep it for good.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
from collections import OrderedDict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from importlib import metadata
from typing import Any

import games
from bot.app.core import Core
from bot.app.i18n import phase_name, public_of, seat_name, t, word
from bot.app.language import names_of
from bot.app.palette import server_palette
from bot.app.table import awaited, drawn_names
from bot.app.wording import said_by
from games.core import Game
from rendering import renderer
from rendering.alt import with_last_move
from rendering.common import DEFAULT_PALETTE
from rendering.text import isolate_name
from storage.base import GameRow, GameStatus, MoveRow, SeatRow

__all__ = ["IMAGE_BYTES", "Entry", "Images", "NotShown", "Page", "Pages", "SeatLine",
           "digests"]

IMAGE_BYTES = 48 * 1024 * 1024
"""Board PNGs the web pages keep (75-200 KB each): a few hundred, the boards of the games
being looked at."""

try:  # a new release may draw boards differently: its versions differ
    _RELEASE = metadata.version("starpost")
except metadata.PackageNotFoundError:  # pragma: no cover - run from a bare source tree
    _RELEASE = "source"


class NotShown(Exception):
    """No such board (a move the game does not have, or a lobby's): a plain 404."""


@dataclass(frozen=True)
class Entry:
    """One move of the log, as ``/history log`` words it."""

    ply: int
    who: str
    when: int
    text: str


@dataclass(frozen=True)
class SeatLine:
    seat: int
    label: str  # the seat's colour or faction
    name: str  # its holder's display name, "AI", or "" (a member never seen)
    score: str  # its score in the public view (or the result), "" when the game has none
    acting: bool  # awaited now
    place: int | None = None  # its place once the game is over


@dataclass(frozen=True)
class Page:
    """A game's page in one language."""

    game: str
    title: str
    status: GameStatus
    language: str
    version: int  # the number of moves: boards go from 0 (the setup) to it
    headline: str  # round and phase, or how the game ended
    seats: tuple[SeatLine, ...]
    entries: tuple[Entry, ...]
    versions: tuple[str, ...]  # each board's version, by move number
    awaiting: str = ""  # who the game waits for, named
    others: tuple[tuple[int, str, str], ...] = ()  # ranked entries holding no seat
    #: The last board in words (its alt text, :mod:`rendering.alt`), for a screen reader.
    described: str = ""

    @property
    def started(self) -> bool:
        return self.status not in (GameStatus.LOBBY, GameStatus.CANCELLED)


def digests(row: GameRow, moves: Sequence[MoveRow], names: Sequence[str],
            language: str, palette: str = DEFAULT_PALETTE) -> list[str]:
    """Each board's version, from the setup (0) to the last of ``moves``."""
    head = hashlib.sha256(json.dumps(
        [_RELEASE, row.id, row.game, row.seed, row.options, list(names), language, palette],
        sort_keys=True, default=str).encode()).digest()
    found = [head.hex()[:20]]
    for move in moves:
        head = hashlib.sha256(head + f"{move.seat}:{move.notation}".encode()).digest()
        found.append(head.hex()[:20])
    return found


def replayed(engine: Game[Any], state_json: str, moves: Sequence[MoveRow]) -> Any:
    """The state after ``moves`` applied to a snapshot's (run in a thread: a replay from
    the nearest snapshot takes up to a few dozen moves)."""
    state = engine.from_json(json.loads(state_json))
    for move in moves:
        assert move.seat is not None
        state = engine.apply(state, move.seat, engine.parse_move(state, move.seat,
                                                                  move.notation))[0]
    return state


def public_view(engine: Game[Any], state_json: str, moves: Sequence[MoveRow]) -> Any:
    return engine.view(replayed(engine, state_json, moves), None)


class Images:
    """Board PNGs by (game, move, version), least recently used out beyond ``max_bytes``."""

    def __init__(self, max_bytes: int = IMAGE_BYTES) -> None:
        self.max_bytes = max_bytes
        self.bytes = 0
        self._kept: OrderedDict[tuple[int, int, str], bytes] = OrderedDict()

    def __len__(self) -> int:
        return len(self._kept)

    def get(self, key: tuple[int, int, str]) -> bytes | None:
        found = self._kept.get(key)
        if found is not None:
            self._kept.move_to_end(key)
        return found

    def keep(self, key: tuple[int, int, str], png: bytes) -> None:
        old = self._kept.pop(key, None)
        self.bytes += len(png) - (len(old) if old is not None else 0)
        self._kept[key] = png
        while self.bytes > self.max_bytes and len(self._kept) > 1:
            self.bytes -= len(self._kept.popitem(last=False)[1])


class Pages:
    """Builds pages and draws their boards, for any game of the store."""

    def __init__(self, core: Core, images: Images | None = None) -> None:
        self.core = core
        self.store = core.store
        self.images = images or Images()
        self._drawing: dict[tuple[int, int, str], asyncio.Future[bytes]] = {}

    async def _seats(self, row: GameRow, language: str) -> tuple[list[SeatRow], list[str]]:
        """The seats, and what boards write beside them: their holders' display names, "AI"
        for the AI's, the seat's name for a member never seen."""
        seats = await self.store.get_seats(row.id)
        names = await names_of(self.store, row.guild_id, seats)
        return seats, drawn_names(seats, names, language)

    async def _moves(self, row: GameRow, upto: int) -> list[MoveRow]:
        return await self.store.moves_page(row.id, 0, upto) if upto > 0 else []

    # ---- the page -------------------------------------------------------------------------

    async def page(self, row: GameRow, language: str) -> Page:
        engine = games.get(row.game)
        seats, drawn = await self._seats(row, language)
        palette = await server_palette(self.store, row.guild_id)
        if row.status in (GameStatus.LOBBY, GameStatus.CANCELLED):
            lobby = tuple(SeatLine(s.seat, seat_name(s.label, s.seat, language),
                                   drawn[i], "", False) for i, s in enumerate(seats))
            headline = t("web.lobby" if row.status == GameStatus.LOBBY else "web.cancelled",
                         language)
            return Page(row.game, engine.title, row.status, language, 0, headline, lobby,
                        (), (digests(row, [], drawn, language, palette)[0],))
        moves = await self._moves(row, row.version)  # a rollback meanwhile: fewer of them
        snapshot = await self.store.load_snapshot(row.id, len(moves))
        state = await asyncio.to_thread(replayed, engine, snapshot.state_json,
                                        moves[snapshot.ply:])
        view = engine.view(state, None)
        outcome = engine.outcome(state)
        results = ({r.seat: r for r in await self.store.get_results(row.id)}
                   if row.status == GameStatus.FINISHED else {})
        acting = awaited(engine, state) if row.status == GameStatus.ACTIVE else []
        players = view.get("players") or []
        lines: list[SeatLine] = []
        for i, seat in enumerate(seats):
            result = results.get(seat.seat)
            score = (result.score if result is not None and result.score is not None
                     else players[i].get("score") if i < len(players) else None)
            lines.append(SeatLine(seat.seat, seat_name(seat.label, seat.seat, language),
                                  drawn[i], "" if score is None else word(score, language),
                                  seat.seat in acting,
                                  result.place if result is not None else None))
        others: tuple[tuple[int, str, str], ...] = ()
        if outcome is not None and results:
            others = tuple((results[i].place, name, str(results[i].score))
                           for i, name in outcome.others.items() if i in results)
        labels = {s.seat: seat_name(s.label, s.seat, language) for s in seats}
        entries = tuple(Entry(m.ply, labels.get(-1 if m.seat is None else m.seat, "-"),
                              m.created_at,
                              public_of(m, language)) for m in moves)
        return Page(row.game, engine.title, row.status, language, len(moves),
                    self._headline(row, view, outcome, language), tuple(lines), entries,
                    tuple(digests(row, moves, drawn, language, palette)),
                    ", ".join(f"{labels[s]} ({isolate_name(drawn[s])})"
                              if drawn[s] != labels[s] else labels[s] for s in acting),
                    others, with_last_move(renderer(row.game).describe_board(view, drawn, language),
                                           said_by(moves[-1] if moves else None, language),
                                           language))

    @staticmethod
    def _headline(row: GameRow, view: Mapping[str, Any], outcome: Any, language: str) -> str:
        if row.status == GameStatus.ACTIVE:
            phase = phase_name(row.game, view.get("phase", ""), language)
            return (t("web.round", language, round=view["round"], phase=phase)
                    if view.get("round") is not None else t("web.phase", language, phase=phase))
        if row.status == GameStatus.ABORTED:
            return (t("web.aborted", language, reason=row.result_reason) if row.result_reason
                    else t("web.aborted_plain", language))
        reason = (word(outcome.reason_message, language)
                  if outcome is not None and outcome.reason_message is not None
                  else outcome.reason if outcome is not None else row.result_reason or "")
        return t("web.over", language, reason=str(reason).rstrip("."))

    # ---- the boards -----------------------------------------------------------------------

    def kept(self, row: GameRow, ply: int, version: str) -> bytes | None:
        """A board already drawn at this version (what a page named it), if still kept."""
        return self.images.get((row.id, ply, version))

    async def board(self, row: GameRow, ply: int, language: str) -> tuple[bytes, str]:
        """The board after move ``ply`` in ``language``, and its version; :class:`NotShown`
        for a move the game does not have."""
        if row.status in (GameStatus.LOBBY, GameStatus.CANCELLED) or not 0 <= ply <= row.version:
            raise NotShown(ply)
        _, drawn = await self._seats(row, language)
        palette = await server_palette(self.store, row.guild_id)
        moves = await self._moves(row, ply)
        if len(moves) != ply:  # rolled back meanwhile
            raise NotShown(ply)
        version = digests(row, moves, drawn, language, palette)[-1]
        key = (row.id, ply, version)
        found = self.images.get(key)
        if found is not None:
            return found, version
        drawing = self._drawing.get(key)
        if drawing is None:  # one drawing for every request of this board at once
            drawing = asyncio.ensure_future(self._draw(row, moves, drawn, language, palette))
            self._drawing[key] = drawing
            drawing.add_done_callback(lambda _: self._drawing.pop(key, None))
        png = await asyncio.shield(drawing)
        self.images.keep(key, png)
        return png, version

    async def _draw(self, row: GameRow, moves: Sequence[MoveRow], drawn: Sequence[str],
                    language: str, palette: str) -> bytes:
        engine = games.get(row.game)
        snapshot = await self.store.load_snapshot(row.id, len(moves))
        view = await asyncio.to_thread(public_view, engine, snapshot.state_json,
                                       moves[snapshot.ply:])
        return await self.core.renderer.board(row.game, view, key=row.id, names=list(drawn),
                                              locale=language, palette=palette,
                                              last=said_by(moves[-1] if moves else None, language))
