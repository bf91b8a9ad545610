"""Looking at a game without changing it: the board again, your hand, the status line and
the rules summary.

Public answers are built from the public view only; ``hand`` is the one private answer and
asks the engine for the caller's own seat's view.
"""

from __future__ import annotations

import games
from bot.app.core import Core
from bot.app.errors import NotAPlayer, UserError
from bot.app.i18n import phase_name, t
from bot.app.language import names_of
from bot.app.palette import member_palette
from bot.app.table import Post, awaited, private_text
from bot.app.wording import MESSAGE_LIMIT, clip
from bot.features.moves import Moves
from games.registry import UnknownGame, descriptor
from games.views import points
from storage.base import GameStatus


class Display:
    def __init__(self, core: Core, moves: Moves) -> None:
        self.core = core
        self.moves = moves

    async def renamed(self, guild_id: int, user_id: int) -> None:
        """A member's new display name reaches the boards of the games they sit in that
        this process keeps in memory: the next board drawn shows it (the current one is
        drawn again when asked for; boards of past moves keep the name they were drawn
        with). Games not kept read the names when they are loaded."""
        for live in list(self.core.games.values()):
            if live.row.guild_id == guild_id and any(s.user_id == user_id for s in live.seats):
                live.names = await names_of(self.core.store, guild_id, live.seats)
                self.core.boards.drop(live.row.id, live.version - 1)

    async def check_running(self, channel_id: int) -> None:
        """Refuse a channel without a running game in one read, before Discord is answered
        publicly; loading the game (when it is not in memory) and drawing it come after."""
        row = await self.core.open_row(channel_id)
        if row.status != GameStatus.ACTIVE:
            raise UserError.of("error.not_started")

    async def board(self, channel_id: int, full: bool = False, *, locale: str) -> Post:
        """The board again, as posted after a move (drawn for a phone) or ``full``, in
        ``locale`` (the server's)."""
        live = await self.core.live(channel_id)
        acting = awaited(live.engine, live.state)
        who = ", ".join(live.label(s, locale) for s in acting)
        return Post(t("turn.waiting", locale, mentions=who),
                    await self.core.board_image(live, locale, full=full),
                    turn_button=live.row.id, locale=locale)

    async def hand(self, channel_id: int, user_id: int, full: bool = False, *,
                   locale: str) -> tuple[str, bytes]:
        """The caller's private view in ``locale`` (theirs), its image drawn for a phone
        (or ``full``)."""
        live = await self.core.live(channel_id)
        seat = live.seat_of(user_id)
        if seat is None:
            raise NotAPlayer.of("error.not_player")
        you = locale
        view = live.engine.view(live.state, seat)
        text = (t("hand.header", you, seat=live.label(seat, you)) + "\n"
                + private_text(live, seat, you))
        notes = await self.moves.notes(live, seat, you)
        if notes:
            text += "\n" + t("turn.private", you, lines="\n".join(notes))
        palette = await member_palette(self.core.store, live.row.guild_id, user_id)
        image = await self.core.renderer.hand(live.engine.name, view, palette=palette,
                                              names=live.drawn_names(you), locale=you,
                                              full=full)
        return clip(text, you), image

    async def status(self, channel_id: int, locale: str) -> str:
        """The game's status line in ``locale``."""
        row = await self.core.open_row(channel_id)
        engine = games.get(row.game)
        if row.status == GameStatus.LOBBY:
            seats = await self.core.store.get_seats(row.id)
            return t("status.lobby", locale, title=engine.title, seated=len(seats),
                     max=engine.max_players)
        live = await self.core.live(channel_id)
        view = engine.view(live.state, None)
        phase = phase_name(engine.name, view.get("phase", ""), locale)
        lines = [t("status.header", locale, title=engine.title, round=view["round"],
                   phase=phase)
                 if view.get("round") is not None else
                 t("status.header_phase", locale, title=engine.title, phase=phase)]
        acting = awaited(engine, live.state)
        who = ", ".join(live.named(s, locale) for s in acting)
        lines.append(t("status.awaiting", locale, who=who,
                       since=f"<t:{live.awaited_since}:R>"))
        deadline = await self.core.deadline(live)
        if deadline is not None:
            lines.append(t("status.deadline", locale, deadline=f"<t:{deadline}:R>"))
        players = view.get("players", [])
        if any("score" in p or "reputation" in p for p in players):  # not hidden under ships
            scores = ", ".join(f"{live.label(i, locale)} {points(p)}"
                               for i, p in enumerate(players))
            lines.append(t("status.scores", locale, scores=scores))
        return "\n".join(lines)

    def rules(self, game: str, locale: str) -> list[str]:
        """A short summary and the move notation in ``locale`` (the catalogue keys its
        registry entry names), as messages under Discord's length limit (each code block
        closed within its message)."""
        try:
            entry = descriptor(game)
        except UnknownGame:
            raise UserError.of("error.unknown_game", name=game,
                               known=", ".join(games.names())) from None
        engine = games.get(entry.name)
        notation = t(entry.notation_key, locale).strip()
        summary = t(entry.summary_key, locale)
        header = t("rules.header", locale, title=engine.title, min=engine.min_players,
                   max=engine.max_players)
        messages = [f"{header}\n{summary}".strip()]
        block: list[str] = []
        for line in notation.splitlines():
            if block and sum(len(x) + 1 for x in block) + len(line) > MESSAGE_LIMIT - 20:
                messages.append("```\n" + "\n".join(block) + "\n```")
                block = []
            block.append(line[: MESSAGE_LIMIT - 20])
        if block:
            messages.append("```\n" + "\n".join(block) + "\n```")
        return messages
