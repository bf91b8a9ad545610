"""Alt text through the real client and the fake Discord: every image the bot sends carries a
description (the ``fake`` fixture fails any test that sends one without), and here each
description is the one its game's renderer gives for the very view, names and language the
image was drawn from: the board posted after a move and ``/board`` in the server's language
(Spanish here), ending with the last move's public lines, ``/hand`` and a preview in the
member's own (French), ``/history board`` from the replayed position."""

from __future__ import annotations

import json
from pathlib import Path

from fakediscord import FakeAttachment, FakeDiscord, FakeInteraction, World

import games
from bot.app.i18n import word
from bot.app.wording import said_by
from rendering import renderer
from rendering.alt import MAX_ALT, with_last_move
from tests.bot.e2e_support import Table, drawn_names, make_bot

GAME = "kepler3042"


def image_of(answer: FakeInteraction, *, private: bool = False) -> FakeAttachment:
    messages = answer.ephemeral if private else answer.public
    [image] = [a for m in messages for a in m.attachments if a.filename.endswith(".png")]
    assert image.description and len(image.description) <= MAX_ALT
    return image


async def test_each_image_is_described_from_its_own_view_and_language(
        fake: FakeDiscord, world: World, tmp_path: Path) -> None:
    world.guild.locale = "es-ES"
    bot = make_bot(tmp_path / "db.sqlite3", run_scheduler=False)
    engine, drawer = games.get(GAME), renderer(GAME)
    thread = world.thread
    async with fake.running(bot):
        await fake.slash(world.alice, thread, "game", subcommand="new", options={"game": GAME})
        await fake.slash(world.bob, thread, "game", subcommand="join")
        await fake.slash(world.alice, thread, "game", subcommand="start")
        table = Table(fake, world, bot)
        live = table.live()
        spanish = await drawn_names(bot, thread.id, "es")
        public = engine.view(live.state, None)
        board = image_of(await fake.slash(world.bob, thread, "board"))
        assert board.description == drawer.describe_board(public, spanish, "es")
        assert board.description.startswith("Kepler-3042: ")
        whole = image_of(await fake.slash(world.bob, thread, "board", options={"full": True}))
        assert whole.description == board.description  # the same view, drawn larger

        seat = engine.to_act(live.state)[0]
        member = table.user_of(seat)
        french = await drawn_names(bot, thread.id, "fr")
        hand = image_of(await fake.slash(member, thread, "hand", locale="fr"), private=True)
        assert hand.description == drawer.describe_hand(engine.view(live.state, seat), french,
                                                        "fr")
        assert "votre main" in hand.description
        move = engine.format_move(live.state, engine.legal_moves(live.state, seat)[0])
        previewed = await fake.slash(member, thread, "move", locale="fr",
                                     options={"move": move, "preview": True})
        assert image_of(previewed, private=True).description.startswith("Kepler-3042 : ")

        label = word(engine.describe_move(live.state, engine.parse_move(live.state, seat, move)),
                     "fr")
        assert image_of(previewed, private=True).description.endswith(
            f"Dernier coup : {label.rstrip('.')}.")  # the move previewed, in the member's language

        await fake.slash(member, thread, "move", options={"move": move})
        posted = [a for a in thread.messages[-1].attachments if a.filename == "board.png"]
        [last] = await bot.store.moves_since(live.row.id, table.live().version - 1)
        said = said_by(last, "es")
        assert said and "<@" not in said
        assert posted and posted[0].description == with_last_move(drawer.describe_board(
            engine.view(table.live().state, None), spanish, "es"), said, "es")
        assert "Última jugada: " in posted[0].description  # the last move, in Spanish
        again = image_of(await fake.slash(world.bob, thread, "board"))
        assert again.description == posted[0].description

        history = image_of(await fake.slash(world.bob, thread, "history", subcommand="board",
                                            options={"ply": 0}))
        setup = await bot.store.load_snapshot(live.row.id, 0)
        first = engine.view(engine.from_json(json.loads(setup.state_json)), None)
        assert history.description == drawer.describe_board(first, spanish, "es")
        assert history.description != posted[0].description
