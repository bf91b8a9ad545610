"""Seat colours through the real client and the fake Discord: ``/settings palette:`` draws a
member's own pictures (hand, preview) in their palette and nobody else's, ``/admin settings
palette:`` draws what the channel sees (boards, ``/history board``), and every cache of
pictures keys them by palette, so a server that switches never gets a mixed image."""

from __future__ import annotations

import json
from pathlib import Path

from fakediscord import FakeDiscord, FakeInteraction, World
from PIL import Image

import games
from rendering import renderer
from rendering.compact import compact_renderer
from tests.bot.e2e_support import Table, decode, drawn_names, make_bot

MANAGE_GUILD = 1 << 5
GAME = "magnastorm"


def colours(data: bytes) -> set[tuple[int, int, int]]:
    image: Image.Image = decode(data).convert("RGB")
    return {c for _, c in image.getcolors(1 << 16) or []}


def near(colour: tuple[int, int, int], seen: set[tuple[int, int, int]], by: int) -> bool:
    """Whether an image has ``colour``, within ``by`` in each channel (its PNG palette is
    learnt from sample boards, so a flat colour may come out a shade off)."""
    return any(max(abs(a - b) for a, b in zip(colour, c, strict=True)) <= by for c in seen)


def board_of(answer: FakeInteraction) -> bytes:
    [image] = [a for m in answer.public for a in m.attachments if a.filename.endswith(".png")]
    return image.data


def image_of(answer: FakeInteraction) -> bytes:
    """The private image of an answer (a hand, a preview)."""
    [image] = [a for m in answer.ephemeral for a in m.attachments
               if a.filename.endswith(".png")]
    return image.data


async def test_member_and_server_palettes(fake: FakeDiscord, world: World,
                                          tmp_path: Path) -> None:
    mods = await fake.create_role(world.guild, "Mods", permissions=MANAGE_GUILD)
    await fake.add_member(world.guild, world.alice, roles=[mods])
    bot = make_bot(tmp_path / "db.sqlite3", run_scheduler=False)
    engine, drawer, small = games.get(GAME), renderer(GAME), compact_renderer(GAME)
    assert small is not None  # the channel's boards are drawn for a phone
    thread = world.thread
    async with fake.running(bot):
        await fake.slash(world.alice, thread, "game", subcommand="new", options={"game": GAME})
        await fake.slash(world.bob, thread, "game", subcommand="join")
        await fake.slash(world.alice, thread, "game", subcommand="start")
        table = Table(fake, world, bot)
        live = table.live()
        names = await drawn_names(bot, thread.id)
        public = engine.view(live.state, None)
        default_board = board_of(await fake.slash(world.bob, thread, "board"))
        assert default_board == small.render_compact(public, names, "en", "default")

        # A member's palette (the one to move): their hand and their preview, nobody
        # else's pictures, and not the channel's board.
        seat = engine.to_act(live.state)[0]
        member, other = table.user_of(seat), table.user_of(1 - seat)
        chosen = await fake.slash(member, thread, "settings", options={"palette": "safe"})
        assert "colour-blind safe seat colours" in chosen.ephemeral[0].content
        hand = await fake.slash(member, thread, "hand")
        assert image_of(hand) == small.render_compact_hand(
            engine.view(live.state, seat), names, "en", "safe")
        whole = await fake.slash(member, thread, "hand", options={"full": True})
        assert image_of(whole) == drawer.render_hand(
            engine.view(live.state, seat), names, "en", "safe")
        theirs = await fake.slash(other, thread, "hand")
        assert image_of(theirs) == small.render_compact_hand(
            engine.view(live.state, 1 - seat), names, "en", "default")
        assert board_of(await fake.slash(member, thread, "board")) == default_board
        shown = await fake.slash(member, thread, "settings")
        assert "Seat colours of your own pictures: colour-blind safe." in (
            shown.ephemeral[0].content)
        move = engine.format_move(live.state, engine.legal_moves(live.state, seat)[0])
        previewed = await fake.slash(member, thread, "move",
                                     options={"move": move, "preview": True})
        seen = colours(image_of(previewed))
        for style in drawer.seat_styles(public, "safe"):
            assert near(style.colour, seen, 6), style
        for style in drawer.seat_styles(public, "default"):
            assert style.colour_name == "grey" or not near(style.colour, seen, 3), style
        await fake.click(member, previewed.ephemeral[-1],
                         previewed.ephemeral[-1].button("Cancel")["custom_id"])

        # The server's palette: the channel's board, drawn again (not the kept default one).
        changed = await fake.slash(world.alice, thread, "admin", subcommand="settings",
                                   options={"palette": "safe"})
        assert "Seat colours of what is posted for everyone: colour-blind safe." in (
            changed.ephemeral[0].content)
        assert any("seat colours" in m.content for m in thread.messages[-2:])
        safe_board = board_of(await fake.slash(world.bob, thread, "board"))
        assert safe_board == small.render_compact(public, names, "en", "safe")
        whole = await fake.slash(world.bob, thread, "board", options={"full": True})
        assert board_of(whole) == drawer.render_board(public, names, "en", "safe")
        assert safe_board != default_board
        history = await fake.slash(world.bob, thread, "history", subcommand="board",
                                   options={"ply": 0})
        setup = await bot.store.load_snapshot(live.row.id, 0)
        first = engine.view(engine.from_json(json.loads(setup.state_json)), None)
        assert board_of(history) == small.render_compact(first, names, "en", "safe")
        # And back: the default board again, the very one drawn at first.
        await fake.slash(world.alice, thread, "admin", subcommand="settings",
                         options={"palette": "default"})
        assert board_of(await fake.slash(world.bob, thread, "board")) == (
            default_board)
        # The member's own choice still stands for their hand.
        hand = await fake.slash(member, thread, "hand")
        assert image_of(hand) == small.render_compact_hand(
            engine.view(live.state, seat), names, "en", "safe")
