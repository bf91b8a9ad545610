"""A fifth game wires in with one registry entry: Pebbles (tests/toygame), added to the
registry here and nowhere else, is offered, set up, drawn, previewed, played by an AI seat
and by a member, and ends with its results and media, through the bot's own lookups."""

from __future__ import annotations

import io
from collections.abc import Iterator

import pytest
from PIL import Image

from bot.app import ai
from bot.app.i18n import Readers
from bot.app.render import playable_games
from bot.features.service import GameService
from games import registry
from games.registry import descriptor
from rendering import renderer
from storage.base import GameStatus
from tests.toygame import ENTRY, GAME, images

GUILD, CHANNEL, ALICE = 1, 100, 11


@pytest.fixture(autouse=True)
def registered(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The one registry entry; nothing else of the bot knows Pebbles."""
    monkeypatch.setattr(registry, "REGISTRY", (*registry.REGISTRY, ENTRY))
    yield


def png(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    assert image.format == "PNG"
    return image


async def test_a_fifth_game_is_played_through_the_bot(service: GameService) -> None:
    assert "pebbles" in playable_games()
    assert descriptor("pebbles") is ENTRY and renderer("pebbles") is images
    assert ai.chooser("pebbles").__module__ == "tests.toygame.ai"
    rules = "\n".join(service.display.rules("pebbles", locale="en"))
    assert "Pebbles" in rules and "whoever takes the last pebble wins" in rules
    assert "take 2" in rules and "2 to 4 players" in rules

    info = await service.lobbies.new_game(GUILD, CHANNEL, ALICE, "pebbles", 1, locale="en")
    assert info.title.startswith("Pebbles") and "Players (2/4)" in info.text
    _, started = await service.lobbies.start(ALICE, channel_id=CHANNEL, locale="en")
    assert "Pebbles begins" in started.post.text and started.post.image
    png(started.post.image)
    live = await service.core.live(CHANNEL)
    assert [s.is_ai for s in live.seats].count(True) == 1
    status = await service.display.status(CHANNEL, locale="en")
    assert "**Pebbles**, round 1: play" in status and "Scores:" in status
    board = await service.display.board(CHANNEL, locale="en")
    assert board.image == images.render_board(GAME.view(live.state, None),
                                              live.drawn_names("en"), "en")

    seat = live.seat_of(ALICE)
    assert seat is not None and GAME.to_act(live.state) == [seat]
    text, hand = await service.display.hand(CHANNEL, ALICE, locale="en")
    assert "taken" in text
    assert hand == images.render_hand(GAME.view(live.state, seat), live.drawn_names("en"), "en")
    shown = await service.previews.preview(ALICE, "take 1", channel_id=CHANNEL, locale="en")
    assert "`take 1`" in shown.text and "left" in shown.text
    png(shown.image)
    outcome = await service.previews.confirm(shown.game_id, ALICE, shown.key,
                                             readers=Readers("en", "en"))
    assert outcome.moved == "take 1"

    while CHANNEL in service.core.games:  # the AI seat answers each move at once
        assert GAME.to_act(live.state) == [seat]
        outcome = await service.moves.move(CHANNEL, ALICE, "take 1", readers=Readers("en", "en"))
    assert outcome.finished and "Game over" in outcome.post.text
    row = await service.store.get_game(live.row.id)
    assert row.status == GameStatus.FINISHED
    results = await service.store.get_results(live.row.id)
    assert sorted(r.place for r in results) == [1, 2]
    kinds = {m.kind for m in await service.store.moves_page(live.row.id, 0, 1000)}
    assert kinds == {"player", "ai"}
    media = await service.history.media(live.row.id, locale="en")
    png(media.scores_png)
    assert Image.open(io.BytesIO(media.replay_gif)).format == "GIF"
