"""Previewing a move before it counts (``/move preview:True``, the turn panel's Preview).

A play-by-post move sent by mistake costs a day, and undo is rightly refused once anything
hidden came out. Engines are pure, so the result of a move can be shown first: the move is
applied to the live state with ``engine.apply`` (which never mutates its input), and nothing
is stored, posted or announced until the player confirms.

**What a preview may show.** Only what the mover could know before moving:

- If any event of the move is marked ``reveals`` (a card drawn, a tile or planet turned
  over, a peek, a shuffle or roll), the preview *stops before it*: the image is the board as
  it is now, the text says in general terms that the move reveals something, and the public
  lines of the events before the first revealing one are shown (the engines emit them before
  drawing anything). Engines flag every draw and reveal this way (``Event.reveals``, the
  same flag that makes ``/game undo`` refuse), so one rule covers every game; the test
  ``tests/bot/test_preview_hidden.py`` checks it seat by seat against each game's
  ``hidden_variants`` hook.
- Otherwise: the public board after the move (``view(after, None)``), the public event
  text, the mover's own private event lines, the changes in the mover's own numbers (its
  entry of the public view and its private view, before and after), and its private view
  after the move. Never another seat's private view.
- Only the player's own move: AI seats that would play next may use chance or hidden
  information, so they are left for the real move.
- An engine whose automatic steps after a decision depend on another seat's hidden holdings
  offers ``foresee(state, seat, move) -> (state, events, stopped)`` (its registry entry
  says ``foresee``; :func:`games.parts.foresee`): the move as far as its mover can know the
  result, and whether something was left to do. Ad Astra has one: it skips a seat that
  cannot build, trade, move or discard, and whether it can depends on its hidden
  resources, so even *whether* the preview stopped would tell the mover something if it
  were decided by the ``reveals`` flags of a full ``apply``. Ad Astra's stops before
  another seat is asked or skipped and before the next card is turned; the preview then
  shows the board at that point and says that the rest is shown on Confirm. Engines
  without it (the other three: what follows a decision there is public or flagged) use
  ``apply`` and the rule above.

**Confirm.** A pending preview binds the game, the version and a digest of the state at
preview time, the seat and the canonical notation. Confirm plays it through
:meth:`bot.features.moves.Moves.play` (stored, posted through the outbox and announced exactly like
``/move``), and under the game's lock first checks that nothing moved since: the same
version *and* the same state (a rollback followed by other moves can reach the same version
number with another position), and the member still holds that seat. A stale, replaced,
cancelled or expired (15 minutes, by the core's clock) preview plays nothing and says why.

**Where pending previews live.** In the settings table, under the member's key
``preview.{user}.pending`` in the game's server: a dict by game id of the pending record
with a short random key that the Confirm and Cancel buttons carry (their custom id holds
only the game id and that key, since a notation may use all of the 100 characters a custom
id allows). Stored rather than in memory, so the buttons keep working after a restart like
every other persistent button, and whichever process of a sharded deployment receives the
click finds it. One record per member and game at most: a new preview replaces the
previous one, expired ones are pruned on each write, and Confirm or Cancel removes it.

**Rendering.** At most one drawing per preview (the board as the table will see it posted,
drawn for a phone), in the core's render pool, in the member's
seat colours (it is shown to them alone, :mod:`bot.app.palette`); none when the preview stops
(the current board is reused when cached in those colours). Previews take turns among
themselves (one drawing at a time), so a burst of previews adds at most one drawing ahead
of another game's board.

``/settings preview:on`` stores ``preview.{user}`` = true: every ``/move`` without an
explicit ``preview:`` and the turn panel's menu preview first.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import secrets
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from bot.app.core import Core
from bot.app.errors import IllegalMoveError, NotAPlayer, UserError
from bot.app.i18n import Readers, has, t, told, word
from bot.app.palette import member_palette
from bot.app.table import LiveGame, MoveOutcome, field_label, private_lines
from bot.app.wording import MESSAGE_LIMIT, clip, fold_events, said_by
from bot.features.moves import MOVE_LENGTH, Moves
from games import parts
from games.core import Game, IllegalMove, Move
from games.views import View

PREVIEW_TTL = 15 * 60  # seconds a preview may be confirmed
CHANGES_SHOWN = 12  # changed numbers listed at most
# Keys of a seat's view that name or prompt rather than count: left out of the changes.
NOT_COUNTS = frozenset({"seat", "prompt", "prompts", "decision", "decisions", "to_act",
                        "first", "ready", "name", "number", "colour", "color", "faction",
                        "id", "tech_names", "lines"})


# ---- the pure part: what a seat may know of a move before making it ------------------------

@dataclass(frozen=True)
class Foresight:
    """A move as its mover may see it beforehand: the public view to draw and the lines of
    text. ``stopped``: the move reveals hidden or random information, so ``view`` is the
    position before it."""

    notation: str
    label: str
    stopped: bool
    view: View
    lines: tuple[str, ...]

    def text(self, locale: str) -> str:
        """The private answer: header, what happens, and how to confirm (kept whole while
        the middle is clipped to Discord's limit)."""
        head = t("preview.header", locale, move=self.notation, label=self.label)
        foot = t("preview.footer", locale, minutes=PREVIEW_TTL // 60)
        body = clip("\n".join(self.lines), locale, MESSAGE_LIMIT - len(head) - len(foot) - 2)
        return "\n".join(x for x in (head, body, foot) if x)


def foresee(engine: Game[Any], state: Any, seat: int, move: Move,
            locale: str) -> Foresight:
    """Apply ``move`` for ``seat`` to ``state`` (pure) and keep only what the seat may know,
    worded in ``locale``.

    Raises :class:`IllegalMove` like ``apply``. Reads ``view(state, None)``,
    ``view(after, None)`` and the mover's own ``view(_, seat)``; no other seat's view.
    """
    notation = engine.format_move(state, move)
    label = word(engine.describe_move(state, move), locale)
    after, events, later = parts.foresee(engine.name, state, seat, move)
    cut = next((i for i, e in enumerate(events) if e.reveals), None)
    lines: list[str] = []
    if cut is not None:
        first = fold_events(events[:cut], locale)
        if first:
            lines.append(t("preview.first", locale, text=first))
        lines.append(t("preview.stops", locale))
        return Foresight(notation, label, True, engine.view(state, None), tuple(lines))
    said = fold_events(events, locale)
    if said:
        lines.append(t("preview.events", locale, text=said))
    mine = [told(e, seat, locale) or "" for e in events if seat in e.private]
    if mine:
        lines.append(t("preview.private", locale, lines="\n".join(mine)))
    own_after = engine.view(after, seat)
    changes = consequences(engine.view(state, seat), own_after, seat, locale, engine.name)
    lines.append(t("preview.changes", locale, changes="; ".join(changes)) if changes
                 else t("preview.no_changes", locale))
    if later:
        lines.append(t("preview.then", locale))
    own = own_lines(own_after, locale, engine.name)
    if own:
        lines.append(t("preview.view", locale, lines=own))
    return Foresight(notation, label, False, engine.view(after, None), tuple(lines))


def consequences(before: Mapping[str, Any], after: Mapping[str, Any], seat: int,
                 locale: str, game: str = "") -> list[str]:
    """What changes for the seat, in words ("Score 4 → 6", "Resources W 2 → 0"), from its
    own views (its public entry and its private view) before and after, labelled and
    worded in ``locale`` (a field ``foo`` by the game's ``<game>.field.foo``)."""
    old, new = facts(before, seat, locale, game), facts(after, seat, locale, game)
    changed = list(dict.fromkeys(  # two fields may share a label (a count and its list)
        f"{label[:1].upper()}{label[1:]}{' ' + old[label] if label in old else ''} → "
        f"{new.get(label, t('word.none', locale))}"
        for label in {**old, **new} if old.get(label) != new.get(label)))
    if len(changed) > CHANGES_SHOWN:
        more = t("preview.more", locale, count=len(changed) - CHANGES_SHOWN)
        changed = [*changed[:CHANGES_SHOWN], more]
    return changed


def facts(view: Mapping[str, Any], seat: int, locale: str,
          game: str = "") -> dict[str, str]:
    """The seat's own numbers, short texts and counts, by readable label: its entry of the
    public ``players`` list and its ``private`` view (nothing of any other seat)."""
    found: dict[str, str] = {}
    players = view.get("players")
    words = Words(game, locale)
    if isinstance(players, list) and 0 <= seat < len(players):
        flatten(players[seat], "", found, words=words)
    flatten(view.get("private"), "", found, words=words)
    return found


@dataclass(frozen=True)
class Words:
    """How :func:`flatten` words what it finds: field names by the game's catalogue,
    messages rendered, in one language."""

    game: str
    locale: str

    def label(self, outer: str, key: str) -> str:
        return f"{outer} {field_label(self.game, key, self.locale)}".strip()

    def value(self, key: str, text: str) -> str:
        """A field's value in words where the game's catalogue has it as
        ``<game>.<field>.<value>`` (Kepler-3042's ``action`` ``energy``: its action's name),
        else as it is (a code, a number, a name)."""
        found = f"{self.game}.{key}.{text}"
        return t(found, self.locale) if self.game and text and has(found) else text


def flatten(value: Any, label: str, found: dict[str, str], words: Words, depth: int = 0,
            key: str = "") -> None:
    """Numbers and short strings as they are (a value the game words, in words), messages
    in words, lists of plain values joined when short (else counted), lists of records
    counted, dicts walked three levels deep; a record with a ``summary`` message is that
    summary."""
    if value is None or isinstance(value, bool):
        return
    if isinstance(value, dict) and isinstance(value.get("summary"), dict):
        value = value["summary"]
    if isinstance(value, dict) and isinstance(value.get("key"), str) and "." in value["key"]:
        text = word(value, words.locale)
        if len(text) <= 40:
            found[label] = text
        return
    if isinstance(value, int | float):
        found[label] = str(value)
    elif isinstance(value, str):
        worded = words.value(key, value)
        if len(value) <= 24 or (worded != value and len(worded) <= 40):
            found[label] = worded or "-"
    elif isinstance(value, list):
        plain = all(isinstance(v, int | float | str) and not isinstance(v, bool) for v in value)
        joined = ", ".join(words.value(key, v) if isinstance(v, str) else str(v) for v in value)
        found[label] = (joined or "-") if plain and len(joined) <= 40 else str(len(value))
    elif isinstance(value, dict) and depth < 3:
        for name, inner in value.items():
            if name not in NOT_COUNTS:
                flatten(inner, words.label(label, name), found, words, depth + 1, name)


def own_lines(view: View, locale: str, game: str = "") -> str:
    """A seat's private view as short text lines (the turn panel's wording)."""
    return private_lines(game, view, locale)


def digest(engine: Game[Any], state: Any) -> str:
    """A short fingerprint of a whole state: Confirm plays only on the position previewed."""
    text = json.dumps(engine.to_json(state), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:24]


# ---- the feature: previews stored until confirmed ------------------------------------------

@dataclass(frozen=True)
class Shown:
    """A preview to send privately: its text, the board image and the buttons' key."""

    game_id: int
    key: str
    text: str
    image: bytes
    stopped: bool


def pending_key(user_id: int) -> str:
    return f"preview.{user_id}.pending"


def default_key(user_id: int) -> str:
    return f"preview.{user_id}"


class Previews:
    def __init__(self, core: Core, moves: Moves) -> None:
        self.core = core
        self.moves = moves
        self.store = core.store
        self._drawing = asyncio.Semaphore(1)  # previews draw one at a time (module docstring)

    # ---- the member's default ----------------------------------------------------------------

    async def default(self, guild_id: int, user_id: int) -> bool:
        return bool(await self.store.get_setting(guild_id, default_key(user_id), False))

    async def wanted(self, guild_id: int, user_id: int, asked: bool | None) -> bool:
        """Whether to preview: as asked, else the member's default."""
        return asked if asked is not None else await self.default(guild_id, user_id)

    async def set_default(self, guild_id: int, user_id: int, on: bool, locale: str) -> str:
        """Store the member's default; what to tell them, in ``locale`` (theirs)."""
        await self.store.set_setting(guild_id, default_key(user_id), on, now=self.core.clock())
        return t("preview.default_on" if on else "preview.default_off", locale)

    # ---- preview, confirm, cancel ------------------------------------------------------------

    async def preview(self, user_id: int, text: str, *, channel_id: int | None = None,
                      game_id: int | None = None, locale: str) -> Shown:
        """Check the turn and the move like ``/move``, foresee it, keep it pending, draw it:
        all in ``locale``, the member's (a preview is theirs alone)."""
        if not text.strip():
            raise UserError.of("error.empty_move")
        if len(text) > MOVE_LENGTH:
            raise IllegalMoveError.of("error.move_too_long", max=MOVE_LENGTH)
        live = (await self.core.live_by_id(game_id) if game_id is not None
                else await self.core.live(channel_id or 0))
        palette = await member_palette(self.store, live.row.guild_id, user_id)  # it is theirs
        async with live.lock:  # the state, version and cached board of one position
            seat = self.moves.check_turn(live, user_id, locale)
            engine, state = live.engine, live.state
            try:
                sight = foresee(engine, state, seat, engine.parse_move(state, seat, text),
                                locale)
            except IllegalMove as exc:
                raise IllegalMoveError(exc.msg or exc.message) from None
            record: dict[str, Any] = {
                "key": secrets.token_hex(4), "version": live.version, "seat": seat,
                "move": sight.notation, "digest": digest(engine, state), "at": self.core.clock()}
            cached = self.core.kept_board(live, locale, palette) if sight.stopped else None
        await self.keep(live.row.guild_id, user_id, live.row.id, record)
        if cached is not None:
            image = cached
        else:
            async with self._drawing:
                image = await self.core.renderer.board(
                    engine.name, sight.view, names=live.drawn_names(locale), locale=locale,
                    palette=palette, full=False, last=said_by(live.last, locale)
                    if sight.stopped else sight.label)
        return Shown(live.row.id, record["key"], sight.text(locale), image, sight.stopped)

    async def confirm(self, game_id: int, user_id: int, key: str,
                      readers: Readers) -> MoveOutcome:
        """Play a pending preview through the normal move path, if nothing moved since."""
        row = await self.store.get_game(game_id)
        record = await self.take(row.guild_id, user_id, game_id, key)
        if record is None:
            raise UserError.of("preview.gone")
        if self.core.clock() - int(record["at"]) > PREVIEW_TTL:
            raise UserError.of("preview.expired", minutes=PREVIEW_TTL // 60)
        try:
            live = await self.core.live_by_id(game_id)
        except UserError:
            raise UserError.of("preview.stale") from None

        def unchanged(live: LiveGame) -> None:
            """Called by ``Moves.play`` under the game's lock, before anything is applied."""
            if live.seat_of(user_id) is None:
                raise NotAPlayer.of("error.not_player")
            if (live.version != record["version"] or live.seat_of(user_id) != record["seat"]
                    or digest(live.engine, live.state) != record["digest"]):
                raise UserError.of("preview.stale")

        return await self.moves.play(live, user_id, str(record["move"]), readers,
                                     expect=unchanged)

    async def cancel(self, game_id: int, user_id: int, key: str, locale: str) -> str:
        row = await self.store.get_game(game_id)
        await self.take(row.guild_id, user_id, game_id, key)
        return t("preview.cancelled", locale)

    # ---- pending previews in the settings table -----------------------------------------------

    async def keep(self, guild_id: int, user_id: int, game_id: int,
                   record: dict[str, Any]) -> None:
        """Store a pending preview, replacing the member's previous one in this game and
        dropping expired ones."""
        now = self.core.clock()
        pending = await self.store.get_setting(guild_id, pending_key(user_id), {}) or {}
        kept = {g: r for g, r in pending.items() if now - int(r.get("at", 0)) <= PREVIEW_TTL}
        kept[str(game_id)] = record
        await self.store.set_setting(guild_id, pending_key(user_id), kept, now=now)

    async def take(self, guild_id: int, user_id: int, game_id: int,
                   key: str) -> dict[str, Any] | None:
        """Remove and return the member's pending preview of a game if it has this key (a
        button of a replaced preview finds nothing and removes nothing)."""
        pending = await self.store.get_setting(guild_id, pending_key(user_id), {}) or {}
        record = pending.get(str(game_id))
        if record is None or record.get("key") != key:
            return None
        del pending[str(game_id)]
        if pending:
            await self.store.set_setting(guild_id, pending_key(user_id), pending,
                                         now=self.core.clock())
        else:
            await self.store.delete_setting(guild_id, pending_key(user_id))
        return dict(record)
