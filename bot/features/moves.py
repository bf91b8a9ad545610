"""A player's move: checking the turn, parsing and applying, and the menus that offer moves.

``/move`` text, a pick from the turn panel's menu and autocomplete all end here. A move is
checked against the live game under its lock, applied by the pure engine, and handed to the
core's pipeline to be stored and described. Autocomplete and the panel answer from the
legal moves cached on the live game, so they never touch the database.
"""

from __future__ import annotations

import asyncio
import math
from collections.abc import Callable

from bot.app.core import Core
from bot.app.errors import IllegalMoveError, NotAPlayer, NotYourTurn, UserError
from bot.app.i18n import Readers, private_of, t, told, word
from bot.app.table import LiveGame, MoveOutcome, Panel, mention, private_text
from bot.app.wording import CHOICE_LIMIT, choice_name, clip
from games import parts
from games.core import IllegalMove
from games.i18n import joined

PAGE_SIZE = 25  # Discord's limit for select menus and autocomplete
MOVE_LENGTH = 100  # every move's notation fits; longer text is refused before parsing


class Moves:
    def __init__(self, core: Core) -> None:
        self.core = core

    def check_turn(self, live: LiveGame, user_id: int, locale: str) -> int:
        """The caller's seat, if they hold one that may act now; otherwise a refusal (who
        is awaited named in ``locale``, the caller's)."""
        seat = live.seat_of(user_id)
        if seat is None:
            raise NotAPlayer.of("error.not_player")
        acting = live.engine.to_act(live.state)
        if not acting:
            raise UserError.of("error.game_over")
        if seat not in acting:
            waiting = word(joined([f"{live.label(s, locale)} "
                                   f"({mention(live.seats[s].user_id, locale)})"
                                   for s in acting], "and"), locale)
            raise NotYourTurn.of("error.not_your_turn", waiting=waiting)
        return seat

    async def move(self, channel_id: int, user_id: int, text: str,
                   readers: Readers) -> MoveOutcome:
        return await self.play(await self.core.live(channel_id), user_id, text, readers)

    async def move_in(self, game_id: int, user_id: int, text: str,
                      readers: Readers) -> MoveOutcome:
        return await self.play(await self.core.live_by_id(game_id), user_id, text, readers)

    async def play(self, live: LiveGame, user_id: int, text: str, readers: Readers, *,
                   expect: Callable[[LiveGame], None] | None = None) -> MoveOutcome:
        """Apply a move and hand it to the pipeline: its post for ``readers.table``, what
        only the mover reads for ``readers.member``. ``expect`` runs under the game's lock
        before anything else and may refuse (a preview's Confirm checks that nothing moved
        since the preview, bot/features/preview.py)."""
        if not text.strip():
            raise UserError.of("error.empty_move")
        if len(text) > MOVE_LENGTH:
            raise IllegalMoveError.of("error.move_too_long", max=MOVE_LENGTH)
        async with live.lock:
            if expect is not None:
                expect(live)
            seat = self.check_turn(live, user_id, readers.member)
            engine, state = live.engine, live.state
            try:
                move = engine.parse_move(state, seat, text)
                new_state, events = engine.apply(state, seat, move)
            except IllegalMove as exc:
                raise IllegalMoveError(exc.msg or exc.message) from None
            notation = engine.format_move(state, move)
            rows = [self.core.move_row(live, seat, notation, events, user_id, "player")]
            private = [told(e, seat, readers.member) or "" for e in events
                       if seat in e.private]
            await asyncio.sleep(0)  # other tables' callbacks between this move's two halves
            outcome = await self.core.advance(live, rows, events, private, new_state,
                                              locale=readers.table)
            outcome.moved = notation
            return outcome

    # ---- autocomplete and the turn panel --------------------------------------------------

    def choices(self, live: LiveGame, seat: int,
                locale: str) -> list[tuple[str, str]]:
        """A seat's legal moves as (label, notation) in ``locale``: the moves and their
        labels (messages) are computed once per position, and worded for each reader."""
        cached = live.choices.get(seat)
        if cached is None:
            engine, state = live.engine, live.state
            cached = []
            for move in engine.legal_moves(state, seat):
                notation = engine.format_move(state, move)
                cached.append((engine.describe_move(state, move), notation))
            live.choices[seat] = cached
        return [(word(label, locale), notation) for label, notation in cached]

    async def suggest(self, channel_id: int, user_id: int, typed: str,
                      locale: str) -> list[tuple[str, str]]:
        """Autocomplete: the caller's legal moves matching what they typed (never others'),
        worded in ``locale``, the caller's."""
        live = self.core.games.get(channel_id)
        if live is None:
            try:
                live = await self.core.live(channel_id)
            except UserError:
                return []
        seat = live.seat_of(user_id)
        if seat is None or seat not in live.engine.to_act(live.state):
            return []
        typed_l = " ".join(typed.lower().split())
        words = typed_l.split()
        first: list[tuple[str, str]] = []
        then: list[tuple[str, str]] = []
        for label, notation in self.choices(live, seat, locale):
            choice = (choice_name(notation, label), notation[:CHOICE_LIMIT])
            if notation.lower() == typed_l:
                first.insert(0, choice)  # the exact move typed comes first
            elif notation.lower().startswith(typed_l):
                first.append(choice)
            else:
                tokens = f"{notation} {label}".lower().replace("(", " ").split()
                if all(any(tok.startswith(w) for tok in tokens) for w in words):
                    then.append(choice)
            if len(first) == PAGE_SIZE:
                break
        return (first + then)[:PAGE_SIZE]

    def setup_notes(self, live: LiveGame, seat: int, locale: str) -> list[str]:
        """Private lines an engine deals at setup (a secret objective), recomputed from the
        seed: engines are deterministic, so nothing needs storing."""
        events = parts.setup_events(live.engine.name, len(live.seats), live.row.seed,
                                    live.row.options)
        return [told(e, seat, locale) or "" for e in events if seat in e.private]

    async def notes(self, live: LiveGame, seat: int, locale: str,
                    limit: int = 200) -> list[str]:
        """Private lines other moves left for this seat since its own last move (the peek
        it was shown by someone else's action, a card it was dealt...)."""
        rows = await self.core.store.moves_since(live.row.id, max(0, live.version - limit))
        found: list[str] = []
        if not any(r.seat == seat for r in rows):
            found += self.setup_notes(live, seat, locale)
        for row in rows:
            if row.seat == seat:
                found = []
            elif seat in row.private_texts:
                found.append(private_of(row, seat, locale) or "")
        return found

    async def panel(self, user_id: int, page: int = 0, *, channel_id: int | None = None,
                    game_id: int | None = None, locale: str) -> Panel:
        """The caller's turn panel, in ``locale`` (theirs)."""
        live = (await self.core.live_by_id(game_id) if game_id is not None
                else await self.core.live(channel_id or 0))
        seat = live.seat_of(user_id)
        if seat is None:
            raise NotAPlayer.of("error.not_player")
        acting = live.engine.to_act(live.state)
        you = locale
        if seat not in acting:
            waiting = (word(joined([live.label(s, you) for s in acting], "and"), you)
                       or t("word.nobody", you))
            return Panel(live.row.id, t("turn.panel_wait", you, waiting=waiting), [], 0, 0)
        options = self.choices(live, seat, you)
        pages = max(1, math.ceil(len(options) / PAGE_SIZE))
        page = min(max(page, 0), pages - 1)
        text = t("turn.panel", you, seat=live.label(seat, you),
                 prompt=self.core.prompt(live, seat, you))
        notes = await self.notes(live, seat, you)
        if notes:
            text += "\n" + t("turn.private", you, lines="\n".join(notes))
        text += "\n" + private_text(live, seat, you)
        return Panel(live.row.id, clip(text, you),
                     options[page * PAGE_SIZE:(page + 1) * PAGE_SIZE], page, pages)
