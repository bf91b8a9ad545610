"""Previewing moves through the real client and the fake Discord, in every game (issue #19).

Per game: ``/move preview:True`` answers privately with the board as it would be (a PNG),
the move in words and Confirm / Cancel, and changes nothing; Cancel drops it; Confirm plays
it like ``/move`` (stored, the board posted in the channel, the same image the preview
showed); a Confirm after the same player moved by ``/move`` is refused in one sentence and
changes nothing; ``/settings preview:on`` makes ``/move`` and the turn panel preview first,
and the panel's Preview button does it for one panel.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from fakediscord import FakeDiscord, FakeInteraction, FakeMessage, World

import games
from tests.bot.e2e_support import Table, decode, make_bot

PLAYERS = {"adastra": 3, "kepler3042": 2, "magnastorm": 2, "afternova": 2}


async def start(fake: FakeDiscord, world: World, game: str) -> None:
    thread = world.thread
    await fake.slash(world.alice, thread, "game", subcommand="new", options={"game": game})
    for user in world.players[1:PLAYERS[game]]:
        await fake.slash(user, thread, "game", subcommand="join")
    await fake.slash(world.alice, thread, "game", subcommand="start")


def acting(table: Table, engine: Any) -> tuple[Any, str]:
    """The member who acts now and the first of their legal moves."""
    state = table.live().state
    seat = engine.to_act(state)[0]
    return table.user_of(seat), engine.format_move(state, engine.legal_moves(state, seat)[0])


def preview_of(record: FakeInteraction, move: str) -> FakeMessage:
    """The private preview: the move, a PNG board, Confirm and Cancel; nothing public."""
    assert record.public == []
    answer = record.ephemeral[-1]
    assert answer.content.startswith("**Preview**") and f"`{move}`" in answer.content
    assert len(answer.content) <= 2000
    [image] = answer.attachments
    assert image.filename == "preview.png"
    decode(image.data)
    buttons = [c.get("label") for c in answer.walk_components() if c.get("type") == 2]
    assert buttons == ["Confirm", "Cancel"]
    return answer


def select_of(panel: FakeMessage) -> dict[str, Any]:
    return next(c for c in panel.walk_components() if c.get("type") == 3)


@pytest.mark.parametrize("game", sorted(PLAYERS))
async def test_preview_cancel_confirm_stale_and_default(fake: FakeDiscord, world: World,
                                                        tmp_path: Path, game: str) -> None:
    bot = make_bot(tmp_path / "db.sqlite3", run_scheduler=False)
    engine = games.get(game)
    thread = world.thread
    async with fake.running(bot):
        await start(fake, world, game)
        table = Table(fake, world, bot)
        posts, version = len(thread.messages), table.live().version

        # Preview, then Cancel: nothing is stored or posted.
        user, move = acting(table, engine)
        record = await fake.slash(user, thread, "move", options={"move": move, "preview": True})
        answer = preview_of(record, move)
        await fake.click(user, answer, answer.button("Cancel")["custom_id"])
        assert "Preview cancelled" in answer.content
        assert answer.attachments == [] and list(answer.walk_components()) == []
        assert (len(thread.messages), table.live().version) == (posts, version)

        # Preview, then Confirm: played like /move, and the board posted is the one shown
        # (when the preview did not stop before something hidden).
        record = await fake.slash(user, thread, "move", options={"move": move, "preview": True})
        answer = preview_of(record, move)
        shown = answer.attachments[0].data
        whole = "reveals hidden" not in answer.content and "goes on with" not in answer.content
        await fake.click(user, answer, answer.button("Confirm")["custom_id"])
        assert answer.content.startswith(f"Done: {move}") and answer.attachments == []
        live = table.live()
        assert live.version == version + 1
        [row] = await bot.store.moves_since(live.row.id, version)
        assert (row.notation, row.user_id) == (move, user.id)
        assert len(thread.messages) == posts + 1
        post = thread.messages[-1]
        assert [a.filename for a in post.attachments] == ["board.png"]
        if whole:
            assert post.attachments[0].data == shown

        # A stale Confirm: the same player moved by /move meanwhile.
        user, move = acting(table, engine)
        record = await fake.slash(user, thread, "move", options={"move": move, "preview": True})
        answer = preview_of(record, move)
        played = await fake.slash(user, thread, "move", options={"move": move, "preview": False})
        assert played.ephemeral[0].content.startswith("Done:")
        before = (len(thread.messages), table.live().version)
        await fake.click(user, answer, answer.button("Confirm")["custom_id"])
        assert answer.content.startswith("The game moved on since this preview")
        assert (len(thread.messages), table.live().version) == before

        # Preview as the member's default: /move and the turn panel preview first.
        user, move = acting(table, engine)
        set_on = await fake.slash(user, thread, "settings", options={"preview": "on"})
        assert "preview first" in set_on.ephemeral[0].content
        record = await fake.slash(user, thread, "move", options={"move": move})
        answer = preview_of(record, move)
        await fake.click(user, answer, answer.button("Cancel")["custom_id"])
        turn = table.last_post()
        panel = (await fake.click(user, turn, turn.button("Take your turn")["custom_id"])
                 ).ephemeral[0]
        assert panel.content.startswith("Preview is on")
        pick = select_of(panel)
        move = pick["options"][0]["value"]
        answer = preview_of(await fake.select(user, panel, pick["custom_id"], [move]), move)
        await fake.click(user, answer, answer.button("Confirm")["custom_id"])
        assert answer.content.startswith(f"Done: {move}")
        assert table.live().version > before[1]
        set_off = await fake.slash(user, thread, "settings", options={"preview": "off"})
        assert "played as soon as" in set_off.ephemeral[0].content

        # Default off: the panel's Preview button turns previews on for that panel.
        user, move = acting(table, engine)
        turn = table.last_post()
        panel = (await fake.click(user, turn, turn.button("Take your turn")["custom_id"])
                 ).ephemeral[0]
        assert "Preview is on" not in panel.content
        await fake.click(user, panel, panel.button("Preview")["custom_id"])
        assert panel.content.startswith("Preview is on")
        assert panel.button("Play directly")
        pick = select_of(panel)
        move = pick["options"][0]["value"]
        versions = table.live().version
        answer = preview_of(await fake.select(user, panel, pick["custom_id"], [move]), move)
        assert table.live().version == versions
        await fake.click(user, answer, answer.button("Cancel")["custom_id"])
