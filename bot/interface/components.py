"""Persistent buttons and selects (``DynamicItem``), and public posts that carry them.

Buttons and selects keep working after a restart.

Every custom id carries what the handler needs (game id, page), so nothing lives in memory
between a message being posted and a click; ``setup_hook`` registers the classes once.
Handlers only call the service and answer; game rules never live here. A label is worded
when its item is made (a lobby's and a history page's in the server's language, a panel's
and a preview's in the member's); an item rebuilt from a click's custom id only runs its
callback, so it is made with English labels nobody sees.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import discord

from bot.app.errors import UserError
from bot.app.i18n import t
from bot.app.table import MoveOutcome, Panel, Post
from bot.app.wording import CHOICE_LIMIT, clip, word_cut
from bot.interface.discord_io import file_of, readers, reply
from bot.interface.permissions import check_before_promising

if TYPE_CHECKING:
    from bot.features.preview import Shown
    from bot.interface.host import Host


def _bot(interaction: discord.Interaction) -> Host:
    return interaction.client  # type: ignore[return-value]


async def _edit(interaction: discord.Interaction, **changes: Any) -> None:
    """Change the message a component is on, whether or not the click was deferred."""
    if interaction.response.is_done():
        await interaction.edit_original_response(**changes)
    else:
        await interaction.response.edit_message(**changes)


async def _guarded(interaction: discord.Interaction, coro: Any) -> None:
    if not await _bot(interaction).admit(interaction):
        coro.close()
        return
    try:
        await coro
    except Exception as exc:
        await _bot(interaction).report_error(interaction, exc)


# ---- lobby ------------------------------------------------------------------------------------

class LobbyButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                  template=r"sp:lobby:(?P<action>join|leave|start):(?P<game>\d+)"):
    def __init__(self, action: str, game_id: int, locale: str) -> None:
        style = {"join": discord.ButtonStyle.primary, "leave": discord.ButtonStyle.secondary,
                 "start": discord.ButtonStyle.success}[action]
        super().__init__(discord.ui.Button(label=t(f"button.{action}", locale), style=style,
                                           custom_id=f"sp:lobby:{action}:{game_id}"))
        self.action = action
        self.game_id = game_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction,
                             item: discord.ui.Item[Any], match: re.Match[str]) -> LobbyButton:
        return cls(match["action"], int(match["game"]), "en")

    async def callback(self, interaction: discord.Interaction) -> None:
        await _guarded(interaction, self._run(interaction))

    async def _run(self, interaction: discord.Interaction) -> None:
        service = _bot(interaction).service
        user, you = interaction.user.id, readers(interaction)
        if self.action == "start":
            check_before_promising(interaction, you.member)  # refused privately, first
        await interaction.response.defer()  # acknowledged at once; a start may take a while
        if self.action == "start":
            info, outcome = await service.lobbies.start(user, game_id=self.game_id,
                                                        locale=you.table)
            await _edit(interaction, content=info.text, view=None)
            await _bot(interaction).announce(outcome.post, interaction)
            return
        if self.action == "join":
            info = await service.lobbies.join(user, game_id=self.game_id, locale=you.table)
        else:
            info = await service.lobbies.leave(user, game_id=self.game_id, locale=you.table)
        view = lobby_view(self.game_id, you.table)
        await _edit(interaction, content=f"**{info.title}**\n{info.text}", view=view)
        view.stop()


def lobby_view(game_id: int, locale: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for action in ("join", "leave", "start"):
        view.add_item(LobbyButton(action, game_id, locale))
    return view


# ---- taking a turn -------------------------------------------------------------------------------

class TurnButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                 template=r"sp:turn:(?P<game>\d+)"):
    def __init__(self, game_id: int, locale: str) -> None:
        super().__init__(discord.ui.Button(label=t("button.turn", locale),
                                           style=discord.ButtonStyle.primary,
                                           custom_id=f"sp:turn:{game_id}"))
        self.game_id = game_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction,
                             item: discord.ui.Item[Any], match: re.Match[str]) -> TurnButton:
        return cls(int(match["game"]), "en")

    async def callback(self, interaction: discord.Interaction) -> None:
        await _guarded(interaction, self._run(interaction))

    async def _run(self, interaction: discord.Interaction) -> None:
        service = _bot(interaction).service
        await interaction.response.defer(ephemeral=True, thinking=True)
        panel = await service.moves.panel(interaction.user.id, 0, game_id=self.game_id,
                                    locale=readers(interaction).member)
        preview = await service.previews.default(interaction.guild_id or 0, interaction.user.id)
        await send_panel(interaction, panel, edit=False, preview=preview)


class SeatButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                 template=r"sp:seat:(?P<game>\d+):(?P<seat>\d+)"):
    """Take over a seat a player left (it is played by the AI meanwhile)."""

    def __init__(self, game_id: int, seat: int, locale: str) -> None:
        super().__init__(discord.ui.Button(label=t("button.take_seat", locale),
                                           style=discord.ButtonStyle.success,
                                           custom_id=f"sp:seat:{game_id}:{seat}"))
        self.game_id = game_id
        self.seat = seat

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction,
                             item: discord.ui.Item[Any], match: re.Match[str]) -> SeatButton:
        return cls(int(match["game"]), int(match["seat"]), "en")

    async def callback(self, interaction: discord.Interaction) -> None:
        await _guarded(interaction, self._run(interaction))

    async def _run(self, interaction: discord.Interaction) -> None:
        service = _bot(interaction).service
        await interaction.response.defer(ephemeral=True, thinking=True)
        live, you = await service.core.live_by_id(self.game_id), readers(interaction)
        post = await service.seats.take(live, interaction.user.id, you.table, self.seat)
        await reply(interaction, t("ack.posted", you.member), ephemeral=True)
        await _bot(interaction).announce(post, interaction)


def turn_view(game_id: int, locale: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(TurnButton(game_id, locale))
    return view


class MoveSelect(discord.ui.DynamicItem[discord.ui.Select[Any]],
                 template=r"sp:pick:(?P<game>\d+):(?P<page>\d+)(?P<preview>:p)?"):
    """The turn panel's menu of moves; in preview mode (``:p``) a pick is previewed."""

    def __init__(self, game_id: int, page: int = 0, pages: int = 1,
                 options: list[tuple[str, str]] | None = None, preview: bool = False, *,
                 locale: str) -> None:
        select: discord.ui.Select[Any] = discord.ui.Select(
            custom_id=f"sp:pick:{game_id}:{page}{':p' if preview else ''}",
            placeholder=t("turn.select", locale, page=page + 1, pages=pages),
            options=[discord.SelectOption(label=word_cut(label, CHOICE_LIMIT),
                                          value=value[:CHOICE_LIMIT])
                     for label, value in (options or [("-", "-")])],
        )
        super().__init__(select)
        self.game_id = game_id
        self.preview = preview

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction,
                             item: discord.ui.Item[Any], match: re.Match[str]) -> MoveSelect:
        return cls(int(match["game"]), int(match["page"]), preview=bool(match["preview"]),
                   locale="en")

    async def callback(self, interaction: discord.Interaction) -> None:
        await _guarded(interaction, self._run(interaction))

    async def _run(self, interaction: discord.Interaction) -> None:
        data: Mapping[str, object] = interaction.data or {}
        values = data.get("values")
        notation = str(values[0]) if isinstance(values, list) and values else ""
        you = readers(interaction)
        if self.preview:
            await interaction.response.defer(ephemeral=True, thinking=True)
            await send_preview(interaction, await _bot(interaction).service.previews.preview(
                interaction.user.id, notation, game_id=self.game_id, locale=you.member))
            return
        await interaction.response.defer()  # the move may take a while: answer in time
        outcome = await _bot(interaction).service.moves.move_in(self.game_id, interaction.user.id,
                                                          notation, you)
        await _bot(interaction).whispers.say(interaction, done_text(outcome, you.member),
                                             edit=True)
        await _bot(interaction).announce(outcome.post, interaction)


class PageButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                 template=r"sp:page:(?P<game>\d+):(?P<page>\d+):(?P<dir>prev|next)(?P<p>:p)?"):
    def __init__(self, game_id: int, page: int, direction: str, disabled: bool = False,
                 preview: bool = False, *, locale: str) -> None:
        super().__init__(discord.ui.Button(
            label=t(f"button.{direction}", locale), style=discord.ButtonStyle.secondary,
            custom_id=f"sp:page:{game_id}:{page}:{direction}{':p' if preview else ''}",
            disabled=disabled))
        self.game_id = game_id
        self.page = page
        self.preview = preview

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction,
                             item: discord.ui.Item[Any], match: re.Match[str]) -> PageButton:
        return cls(int(match["game"]), int(match["page"]), match["dir"], preview=bool(match["p"]),
                   locale="en")

    async def callback(self, interaction: discord.Interaction) -> None:
        await _guarded(interaction, self._run(interaction))

    async def _run(self, interaction: discord.Interaction) -> None:
        await show_page(interaction, self.game_id, self.page, preview=self.preview)


class PreviewModeButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                        template=r"sp:pvmode:(?P<game>\d+):(?P<page>\d+):(?P<mode>on|off)"):
    """The turn panel's **Preview** button, next to the menu: switches what a pick does
    (preview it first, or play it at once) and shows the panel again in that mode."""

    def __init__(self, game_id: int, page: int, on: bool, locale: str) -> None:
        super().__init__(discord.ui.Button(
            label=t("button.preview" if on else "button.play_directly", locale),
            style=discord.ButtonStyle.primary if on else discord.ButtonStyle.secondary,
            custom_id=f"sp:pvmode:{game_id}:{page}:{'on' if on else 'off'}"))
        self.game_id = game_id
        self.page = page
        self.on = on

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str]) -> PreviewModeButton:
        return cls(int(match["game"]), int(match["page"]), match["mode"] == "on", "en")

    async def callback(self, interaction: discord.Interaction) -> None:
        await _guarded(interaction, self._run(interaction))

    async def _run(self, interaction: discord.Interaction) -> None:
        await show_page(interaction, self.game_id, self.page, preview=self.on)


async def show_page(interaction: discord.Interaction, game_id: int, page: int, *,
                    preview: bool) -> None:
    """The turn panel at ``page``, in place of the one a button was pressed on."""
    await interaction.response.defer()
    panel = await _bot(interaction).service.moves.panel(
        interaction.user.id, page, game_id=game_id, locale=readers(interaction).member)
    await send_panel(interaction, panel, edit=True, preview=preview)


async def send_panel(interaction: discord.Interaction, panel: Panel, *, edit: bool,
                     preview: bool = False) -> None:
    """Show (or refresh) the ephemeral turn panel: private view and a page of moves, with
    the Preview button (``preview``: picks are previewed first)."""
    view: discord.ui.View | None = None
    text, you = panel.text, readers(interaction).member
    if panel.options:
        view = discord.ui.View(timeout=None)
        view.add_item(MoveSelect(panel.game_id, panel.page, panel.pages, panel.options,
                                 preview=preview, locale=you))
        view.add_item(PreviewModeButton(panel.game_id, panel.page, not preview, you))
        if panel.pages > 1:
            view.add_item(PageButton(panel.game_id, max(panel.page - 1, 0), "prev",
                                     disabled=panel.page == 0, preview=preview, locale=you))
            view.add_item(PageButton(panel.game_id, min(panel.page + 1, panel.pages - 1), "next",
                                     disabled=panel.page >= panel.pages - 1, preview=preview,
                                     locale=you))
        if preview:
            text = clip(t("preview.panel", you) + "\n" + text, you)
    if edit:
        await _edit(interaction, content=text, view=view)
    else:
        kwargs: dict[str, Any] = {"view": view} if view is not None else {}
        await reply(interaction, text, ephemeral=True, **kwargs)
    if view is not None:
        view.stop()


# ---- previews ----------------------------------------------------------------------------

class PreviewButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                    template=r"sp:pv:(?P<action>ok|no):(?P<game>\d+):(?P<key>[0-9a-f]{8})"):
    """Confirm or Cancel under a preview. The pending move is stored by the service under
    ``key`` (bot/features/preview.py): a notation could fill the whole custom id on its own."""

    def __init__(self, action: str, game_id: int, key: str, locale: str) -> None:
        super().__init__(discord.ui.Button(
            label=t("button.confirm" if action == "ok" else "button.cancel", locale),
            style=discord.ButtonStyle.success if action == "ok" else discord.ButtonStyle.secondary,
            custom_id=f"sp:pv:{action}:{game_id}:{key}"))
        self.action, self.game_id, self.key = action, game_id, key

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction,
                             item: discord.ui.Item[Any], match: re.Match[str]) -> PreviewButton:
        return cls(match["action"], int(match["game"]), match["key"], "en")

    async def callback(self, interaction: discord.Interaction) -> None:
        await _guarded(interaction, self._run(interaction))

    async def _run(self, interaction: discord.Interaction) -> None:
        """The preview message becomes the answer (its image and buttons go): "Done", the
        cancellation, or why nothing was played."""
        previews = _bot(interaction).service.previews
        user, you = interaction.user.id, readers(interaction)
        await interaction.response.defer()  # cancelling stores too: answer in time
        if self.action == "no":
            text = await previews.cancel(self.game_id, user, self.key, you.member)
            await _edit(interaction, content=text, attachments=[], view=None)
            return
        try:
            outcome = await previews.confirm(self.game_id, user, self.key, you)
        except UserError as exc:
            await interaction.edit_original_response(
                content=clip(exc.worded(you.member), you.member), attachments=[], view=None)
            return
        await interaction.edit_original_response(content=done_text(outcome, you.member),
                                                 attachments=[], view=None)
        await _bot(interaction).announce(outcome.post, interaction)


async def send_preview(interaction: discord.Interaction, shown: Shown) -> None:
    """Answer privately with a preview: its text, the board image, Confirm and Cancel."""
    view, you = discord.ui.View(timeout=None), readers(interaction).member
    view.add_item(PreviewButton("ok", shown.game_id, shown.key, you))
    view.add_item(PreviewButton("no", shown.game_id, shown.key, you))
    await reply(interaction, shown.text, ephemeral=True, view=view,
                file=file_of(shown.image, "preview.png"))


# ---- history ---------------------------------------------------------------------------

class HistoryButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                    template=r"sp:hist:(?P<page>\d+):(?P<dir>prev|next)"):
    def __init__(self, page: int, direction: str, disabled: bool = False, *,
                 locale: str) -> None:
        super().__init__(discord.ui.Button(
            label=t(f"button.{direction}", locale), style=discord.ButtonStyle.secondary,
            custom_id=f"sp:hist:{page}:{direction}", disabled=disabled))
        self.page = page

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction,
                             item: discord.ui.Item[Any], match: re.Match[str]) -> HistoryButton:
        return cls(int(match["page"]), match["dir"], locale="en")

    async def callback(self, interaction: discord.Interaction) -> None:
        await _guarded(interaction, self._run(interaction))

    async def _run(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer()
        table = readers(interaction).table  # the log is public
        text, page, pages = await _bot(interaction).service.history.log(
            interaction.channel_id or 0, self.page, locale=table)
        view = history_view(page, pages, table)
        await _edit(interaction, content=text, view=view)
        view.stop()


def history_view(page: int, pages: int, locale: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(HistoryButton(max(page - 1, 1), "prev", disabled=page <= 1, locale=locale))
    view.add_item(HistoryButton(min(page + 1, pages), "next", disabled=page >= pages,
                                locale=locale))
    return view


# ---- public posts ------------------------------------------------------------------------

def done_text(outcome: MoveOutcome, you: str) -> str:
    """The mover's private answer in their language, ``you``: the move as recorded, and
    what only they may read."""
    done = t("turn.done", you, move=outcome.moved)
    if outcome.private:
        done += "\n" + t("turn.private", you, lines="\n".join(outcome.private))
    return clip(done, you)


def post_kwargs(post: Post) -> dict[str, Any]:
    """Arguments for ``send``/``send_message`` that make a public post."""
    kwargs: dict[str, Any] = {
        "content": post.text,
        # Only a call to act buzzes a phone: a post that pings nobody is sent silently.
        "silent": not post.mentions and not post.roles,
        "allowed_mentions": discord.AllowedMentions(
            users=[discord.Object(u) for u in post.mentions],
            roles=[discord.Object(r) for r in post.roles], everyone=False),
    }
    files = [(post.image_name, post.image)] if post.image is not None else []
    files += post.files
    if files:
        kwargs["files"] = [file_of(data, name) for name, data in files]
    if post.turn_button is not None or post.seat_button is not None:
        locale = post.locale
        view = turn_view(post.turn_button, locale) if post.turn_button is not None else None
        if view is None:
            view = discord.ui.View(timeout=None)
        if post.seat_button is not None:
            view.add_item(SeatButton(*post.seat_button, locale))
        kwargs["view"] = view
    return kwargs


async def send_post(channel: discord.abc.Messageable, post: Post,
                    nonce: str | None = None) -> discord.Message:
    """Post ``post`` in ``channel``. With a ``nonce`` (an outbox post's), Discord answers a
    second send of it within a few minutes with the first message instead of posting it
    twice (discord.py asks it to enforce the nonce): a post whose "sent" mark was lost is
    not shown twice."""
    kwargs = post_kwargs(post)
    if nonce is not None:
        kwargs["nonce"] = nonce
    view = kwargs.get("view")
    message = await channel.send(**kwargs)
    if view is not None:
        view.stop()  # its buttons are dynamic items: they work without this view object
    return message


async def reply_post(interaction: discord.Interaction, post: Post) -> None:
    """Answer publicly with a post (board image, mentions, turn button)."""
    kwargs = post_kwargs(post)
    content = kwargs.pop("content")
    await reply(interaction, content, ephemeral=False, **kwargs)



DYNAMIC_ITEMS = (LobbyButton, TurnButton, MoveSelect, PageButton, HistoryButton, SeatButton,
                 PreviewModeButton, PreviewButton)
