"""The vocabulary every part of the application shares: a live game and what it hands back.

A :class:`LiveGame` is one running game held in memory (its rows, engine, state, lock and
caches). :class:`Post`, :class:`MoveOutcome`, :class:`LobbyInfo` and :class:`Panel` are the
plain results the Discord layer turns into messages. The helpers here answer questions about
a live game without touching storage (who is awaited, what a timed-out seat plays, how a
seat is named), so every feature can use them without depending on another feature.
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from bot.app.ai import chooser as ai_player
from bot.app.i18n import has, seat_name, t, word
from games.core import Game, Move, Outcome
from games.core import awaited as awaited  # the features take it from here with the table
from games.i18n import joined
from games.views import View
from rendering.text import visible_name
from storage.base import GameRow, ResultRow, SeatRow

if TYPE_CHECKING:
    from bot.app.wording import Said

PASS_VERBS = ("pass", "done", "skip", "decline", "end")
#: Seconds a sender holds a post before another process may send it (the outbox's lease).
POST_LEASE = 120


@dataclass
class Post:
    """A public message for the game's channel."""

    text: str
    image: bytes | None = None
    image_name: str = "board.png"
    mentions: list[int] = field(default_factory=list)
    turn_button: int | None = None  # game id: attach a persistent "Take your turn" button
    files: list[tuple[str, bytes]] = field(default_factory=list)  # further attachments
    seat_button: tuple[int, int] | None = None  # (game id, seat): "Join" to take the seat
    # Set when the post waits in its game's outbox: the Discord layer sends it from there
    # (and a restarted bot sends it if this process could not).
    outbox_game: int | None = None
    #: The language of its words, buttons and images: its server's.
    locale: str = field(kw_only=True)
    roles: list[int] = field(default_factory=list)  # roles it pings (a moderators' notice)

    def payload(self, *, board: bool, media: bool = False) -> str:
        """The outbox form: everything but the images, which are drawn again if needed
        (``board``: the board at the post's ply; ``media``: the end-of-game score table
        and replay), in the post's language."""
        return json.dumps({"text": self.text, "mentions": self.mentions, "roles": self.roles,
                           "turn_button": self.turn_button,
                           "seat_button": list(self.seat_button) if self.seat_button else None,
                           "board": board, "media": media, "locale": self.locale})


@dataclass(frozen=True)
class StoredPost:
    """A post read back from the outbox, with what must be drawn to send it."""

    post: Post
    board: bool
    media: bool

    @classmethod
    def from_payload(cls, payload: str, game_id: int) -> StoredPost:
        data = json.loads(payload)
        seat = data.get("seat_button")
        post = Post(str(data.get("text", "")), mentions=[int(u) for u in data.get("mentions", [])],
                    turn_button=data.get("turn_button"),
                    seat_button=(int(seat[0]), int(seat[1])) if seat else None,
                    outbox_game=game_id, locale=str(data.get("locale") or ""),
                    roles=[int(r) for r in data.get("roles", [])])
        return cls(post, bool(data.get("board")), bool(data.get("media")))


@dataclass
class MoveOutcome:
    post: Post
    private: list[str]  # for the user who moved, only
    finished: bool
    moved: str = ""  # the move made, in canonical notation (never the text as typed)


@dataclass
class LobbyInfo:
    game_id: int
    text: str
    title: str
    message_id: int | None
    open: bool


@dataclass
class Panel:
    """The ephemeral "your turn" panel: private view text and a page of legal moves."""

    game_id: int
    text: str
    options: list[tuple[str, str]]  # (label, notation)
    page: int
    pages: int
    image: bytes | None = None


@dataclass
class LiveGame:
    """A running game in memory: rows, engine and state, plus what is cached for speed (the
    legal moves of each seat with their labels). Its board image is kept by the core, in a
    cache bounded for all games together (:class:`bot.app.caches.BoardCache`)."""

    row: GameRow
    seats: list[SeatRow]
    engine: Game[Any]
    state: Any
    version: int
    awaited_since: int
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    # (label, notation) per seat; a label is a message, worded for each reader
    choices: dict[int, list[tuple[Any, str]]] = field(default_factory=dict)
    #: The stored move that led to ``version`` (a board's alt text ends with it), if any.
    last: Said | None = None
    #: Each seat holder's display name in the server, as last seen ("" if never seen).
    names: list[str] = field(default_factory=list)

    def seat_of(self, user_id: int) -> int | None:
        for seat in self.seats:
            if seat.user_id == user_id and not seat.is_ai:
                return seat.seat
        return None

    def label(self, seat: int, locale: str) -> str:
        """A seat's lasting name (its colour or faction) in ``locale``."""
        return seat_name(self.seats[seat].label, seat, locale)

    def named(self, seat: int, locale: str) -> str:
        """A seat's label and its holder's mention, e.g. "Red <@42>"."""
        return f"{self.label(seat, locale)} {mention(self.seats[seat].user_id, locale)}"

    def drawn_names(self, locale: str) -> list[str]:
        return drawn_names(self.seats, self.names, locale)


def drawn_names(seats: Sequence[SeatRow], names: Sequence[str],
                locale: str) -> list[str]:
    """What a board writes beside each seat: its holder's display name, "AI" for a seat the
    AI plays, the seat's name when the holder was never seen or their name shows nothing
    (only invisible characters: see :func:`rendering.text.visible_name`)."""
    found = []
    for seat in seats:
        name = visible_name(names[seat.seat]) if seat.seat < len(names) else ""
        found.append(t("ai", locale) if seat.is_ai
                     else name or seat_name(seat.label, seat.seat, locale))
    return found


def result_rows(live: LiveGame, outcome: Outcome) -> list[ResultRow]:
    """One stored row per ranked entry; an entry that is not a seat (Afternova's Bot) has no
    member, so its win is nobody's, and the places of the seats behind it count it."""
    return [ResultRow(seat=s, user_id=live.seats[s].user_id if outcome.is_seat(s) else None,
                      score=outcome.scores[s], place=outcome.place_of(s))
            for s in range(len(outcome.scores))]


def results_text(live: LiveGame, outcome: Outcome, locale: str) -> str:
    """The results of a finished game, in ``locale`` (the server's): why it ended, each
    ranked entry with its score, the winners."""
    reason = (word(outcome.reason_message, locale) if outcome.reason_message
              else outcome.reason)
    lines = [t("results.header", locale, reason=reason.rstrip("."))]

    def named(index: int) -> str:
        return live.named(index, locale) if outcome.is_seat(index) else outcome.others[index]

    for group in outcome.ranking:
        for seat in group:
            if not outcome.is_seat(seat):
                lines.append(t("results.line_other", locale, place=outcome.place_of(seat),
                               name=outcome.others[seat], score=outcome.scores[seat]))
                continue
            lines.append(t("results.line", locale, place=outcome.place_of(seat),
                           seat=live.label(seat, locale),
                           user=mention(live.seats[seat].user_id, locale),
                           score=outcome.scores[seat]))
    winners = word(joined([named(s) for s in outcome.winners], "and"), locale)
    lines.append(t("results.winner", locale, winners=winners, count=len(outcome.winners)))
    return "\n".join(lines)


def default_label(seat: int, locale: str) -> str:
    return t("seat.default", locale, number=seat + 1)


def seat_label(view: View, seat: int) -> str:
    """A seat's lasting name from a public view: its faction or colour where the game has one."""
    players = view.get("players") or []
    if seat < len(players):
        entry = players[seat]
        for key in ("faction", "colour", "color", "name"):
            if entry.get(key):
                text = word(entry[key], "en")  # stored, worded for each reader later
                return text[:1].upper() + text[1:]
    return default_label(seat, "en")  # stored: "Player N", worded for each reader later


def mention(user_id: int | None, locale: str) -> str:
    return f"<@{user_id}>" if user_id else t("ai", locale)


def default_move(engine: Game[Any], state: Any, seat: int, seed: int) -> Move:
    """The move made for a player who ran out of time: pass where passing is legal."""
    moves = engine.legal_moves(state, seat)
    for move in moves:
        if move.verb in PASS_VERBS:
            return move
    return ai_chooser(engine.name)(engine, state, seat, seed)


def ai_chooser(game: str) -> Callable[..., Move]:
    """The AI seats' player for ``game``: its searching AI, within the configured budget
    (``AI_BUDGET_MS``, see bot/app/ai.py). Callers run it in a worker thread."""
    return ai_player(game)


def private_text(live: LiveGame, seat: int, locale: str) -> str:
    """A seat's private view as short text lines in ``locale``."""
    return private_lines(live.engine.name, live.engine.view(live.state, seat), locale)


def private_lines(game: str, view: View, locale: str) -> str:
    """The ``private`` part of a view as text lines: its ``lines`` where the game words it
    itself (messages, see :class:`games.views.View`), else "**label**: value" per field: the
    field ``foo`` is worded by the catalogue key ``<game>.field.foo`` where it has one, and a
    value that is a message is rendered."""
    private = view.get("private") or {}
    if private.get("lines"):
        return "\n".join(word(line, locale) for line in private["lines"])
    lines = []
    for key, value in private.items():
        if key in ("prompt", "seat", "colour", "color", "lines") or value in (None, [], {}, ""):
            continue
        lines.append(f"**{field_label(game, key, locale)}**: {short(value, locale)}")
    return "\n".join(lines)


def field_label(game: str, key: str, locale: str) -> str:
    found = f"{game}.field.{key}"
    return t(found, locale) if game and has(found) else key.replace("_", " ")


def short(value: Any, locale: str) -> str:
    """Readable one-line text for a private-view value: messages rendered, cards by their
    name or id, counts as "W 2, F 1", nested details left to the hand image."""
    if isinstance(value, dict):
        if "key" in value and isinstance(value["key"], str) and "." in value["key"]:
            return word(value, locale)
        if all(isinstance(v, int | str) for v in value.values()):
            return ", ".join(f"{k} {v}" for k, v in value.items())
        name = name_of(value, locale)
        if name:
            return name
        return "; ".join(f"{k}: {short(v, locale)}" for k, v in value.items()
                         if v not in (None, [], {}, ""))
    if isinstance(value, list):
        return ", ".join(short(v, locale) for v in value)
    return str(value)


def name_of(item: dict[str, Any], locale: str) -> str:
    for key in ("name", "card", "id", "key"):
        if isinstance(item.get(key), dict) and "key" in item[key]:
            return word(item[key], locale)
        if isinstance(item.get(key), str):
            return str(item[key])
    return ""


def previewed(live: LiveGame, state: Any, version: int, since: int) -> LiveGame:
    """A copy of ``live`` as it will be once a change is stored, to word its post before
    the change is written (the post is stored with it)."""
    return dataclasses.replace(live, state=state, version=version, awaited_since=since,
                               choices={})
