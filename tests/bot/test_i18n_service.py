"""Languages in the application: public posts in the server's language (also the
scheduler's, which no interaction starts), private replies in the member's own, and stored
moves worded for each reader."""

from __future__ import annotations

import json

import pytest

from bot.app.caches import BoardCache
from bot.app.errors import UserError
from bot.app.i18n import Readers, kept, private_of, public_of
from bot.app.language import game_language, names_of, remember_name, server_language
from bot.features.service import GameService
from bot.features.timekeeping import HOUR
from games.adastra import GAME
from games.core import Event
from games.i18n import msg
from storage.base import Change, MoveRow
from tests.bot.test_service import ALICE, BOB, CHANNEL, GUILD, started
from tests.bot.timekeeping_support import START, ManualClock

#: The boards and hands are drawn for real: their bytes and the cache of boards are checked.
pytestmark = pytest.mark.drawing


def awaited_user(service: GameService) -> int:
    live = service.core.games[CHANNEL]
    user = live.seats[GAME.to_act(live.state)[0]].user_id
    assert user is not None
    return user


async def test_the_scheduler_speaks_the_servers_language(
        env: tuple[GameService, ManualClock]) -> None:
    """No interaction is under way when a reminder falls due: the language comes from the
    database (the moderators' choice, else the Discord locale last seen)."""
    service, clock = env
    assert await server_language(service.store, GUILD, "fr") == "fr"  # an interaction saw it
    assert await game_language(service.store, GUILD) == "fr"
    await started(service, locale="fr")
    # The scheduler runs outside any interaction: it finds the language itself.
    clock.advance(48 * HOUR)
    (notice,) = await service.timekeeper.tick()
    user = awaited_user(service)
    assert notice.channel_text() == (
        f"Rappel : <@{user}>, votre décision d'Ad Astra est attendue "
        f"<t:{START + 72 * HOUR}:R>.")
    # A moderator's choice wins over the Discord locale; the time-out post follows it.
    await service.store.set_setting(GUILD, "language", "es", now=START)
    await service.store.set_setting(GUILD, "timeout_policy", "default", now=START)
    clock.advance(25 * HOUR)
    (timeout,) = await service.timekeeper.tick()
    assert timeout.post is not None
    assert timeout.post.text.startswith("Se acabó el tiempo de ")
    assert timeout.post.locale == "es"


async def test_private_replies_follow_the_member_public_posts_the_server(
        env: tuple[GameService, ManualClock]) -> None:
    service, _ = env
    await started(service, locale="es")
    mover = awaited_user(service)
    other = ALICE if mover != ALICE else BOB
    you = Readers("es", "en")  # a Spanish server, a member whose client is English
    text, image = await service.display.hand(CHANNEL, mover, locale=you.member)
    assert text.startswith("Your private view") and image[:4] == b"\x89PNG"
    panel = await service.moves.panel(mover, channel_id=CHANNEL, locale=you.member)
    assert panel.text.startswith("**Your turn**")
    with pytest.raises(UserError) as refused:
        await service.moves.move(CHANNEL, other, "pass", you)
    assert refused.value.worded(you.member).startswith("It is not your turn")
    assert refused.value.worded("es").startswith("No es tu turno")
    live = service.core.games[CHANNEL]
    seat = GAME.to_act(live.state)[0]
    notation = GAME.format_move(live.state, GAME.legal_moves(live.state, seat)[0])
    outcome = await service.moves.move(CHANNEL, mover, notation, you)
    assert "Siguiente:" in outcome.post.text and outcome.post.locale == "es"
    assert "Next:" not in outcome.post.text
    text, _ = await service.display.hand(CHANNEL, mover, locale="es")
    assert text.startswith("Tu vista privada")


def test_stored_moves_are_worded_for_each_reader() -> None:
    events = [Event.of(msg("core.no_seat", seat=3), {1: msg("core.not_a_move")}),
              Event("A line an engine gave as text.", {1: "Text for seat 1."})]
    messages = kept(events)
    assert messages is not None
    row = MoveRow(1, 1, 0, "x", "\n".join(e.text for e in events),
                  {1: "That is not a move.\nText for seat 1."}, None, "player", START,
                  messages)
    assert public_of(row, "es") == ("No hay asiento 3 en esta partida.\n"
                                    "A line an engine gave as text.")
    assert public_of(row, "en") == row.public_text
    assert private_of(row, 1, "fr") == "Ce n'est pas un coup.\nText for seat 1."
    assert private_of(row, 0, "fr") is None
    old = MoveRow(1, 2, 0, "y", "Old English text.", {0: "Old secret."}, None, "player",
                  START)
    assert public_of(old, "es") == "Old English text."
    assert private_of(old, 0, "es") == "Old secret."
    assert kept([Event("Only text.")]) is None


async def test_history_is_worded_for_its_reader(env: tuple[GameService, ManualClock]) -> None:
    """The public log speaks the server's language, /history mine the member's; moves stored
    with their messages are worded again for each."""
    service, _ = env
    await started(service, locale="fr")
    live = service.core.games[CHANNEL]
    seat = live.seat_of(BOB)
    assert seat is not None
    events = [Event.of(msg("core.no_seat", seat=9), {seat: msg("core.not_a_move")})]
    row = service.core.move_row(live, seat, "pass", events, BOB, "player")
    after = json.dumps(GAME.to_json(live.state))
    await service.store.commit(Change(live.row.id, row.created_at, expected_version=0,
                                      moves=[row], snapshot_json=after))
    public, _, _ = await service.history.log(CHANNEL, locale="fr")
    assert "Il n'y a pas de place 9 dans cette partie." in public
    mine = await service.history.mine(CHANNEL, BOB, locale="en")  # Bob's client: English
    assert "There is no seat 9 in this game." in mine
    assert "only you: That is not a move." in mine
    assert "History, page 1/1" in mine


async def test_display_names_are_kept_for_the_boards(
        env: tuple[GameService, ManualClock]) -> None:
    service, _ = env
    await remember_name(service.store, GUILD, ALICE, "Ozgül Yılmaz")
    await remember_name(service.store, GUILD, ALICE, "Ozgül Yılmaz")  # unchanged: no write
    await started(service, ai_seats=1, locale="es")
    live = service.core.games[CHANNEL]
    assert await names_of(service.store, GUILD, live.seats) == live.names
    drawn = live.drawn_names("es")
    assert drawn[live.seat_of(ALICE) or 0] == "Ozgül Yılmaz"
    assert "IA" in drawn  # the AI's seat, in the server's language
    never_seen = live.seat_of(BOB)
    assert never_seen is not None and drawn[never_seen] == live.label(never_seen, "es")


async def test_a_new_display_name_reaches_the_running_games_boards(
        env: tuple[GameService, ManualClock]) -> None:
    service, _ = env
    await remember_name(service.store, GUILD, ALICE, "Ozgül")
    await started(service, ai_seats=1)
    live = service.core.games[CHANNEL]
    seat = live.seat_of(ALICE)
    assert seat is not None and live.drawn_names("en")[seat] == "Ozgül"
    await service.display.board(CHANNEL, locale="en")
    assert service.core.kept_board(live, locale="en") is not None
    assert await remember_name(service.store, GUILD, ALICE, "Ozgür")  # renamed
    assert not await remember_name(service.store, GUILD, ALICE, "Ozgür")  # seen already
    assert not await remember_name(service.store, GUILD + 1, BOB, "")  # no name: nothing
    await service.display.renamed(GUILD, ALICE)
    assert live.drawn_names("en")[seat] == "Ozgür"
    assert service.core.kept_board(live, locale="en") is None  # the current board is drawn again
    assert await remember_name(service.store, GUILD, ALICE, "Third")
    await service.display.renamed(GUILD + 1, ALICE)  # another server's games: untouched
    assert live.drawn_names("en")[seat] == "Ozgür"
    await service.display.renamed(GUILD, ALICE)
    assert live.drawn_names("en")[seat] == "Third"


def test_a_board_kept_in_one_language_is_not_shown_in_another() -> None:
    boards = BoardCache()
    boards.keep(7, 3, b"es-board", "es")
    assert boards.get(7, 3, "es") == b"es-board"
    assert boards.get(7, 3, "fr") is None  # the server's language changed: drawn again
    boards.keep(7, 3, b"fr-board", "fr")
    assert boards.get(7, 3, "fr") == b"fr-board" and boards.bytes == len(b"fr-board")


async def test_a_reminder_by_direct_message_speaks_the_members_language(
        env: tuple[GameService, ManualClock]) -> None:
    service, clock = env
    await service.store.set_setting(GUILD, "language", "es", now=START)
    await started(service, locale="es")
    user = awaited_user(service)
    await service.store.set_setting(GUILD, f"notify.{user}", "dm", now=START)
    await remember_name(service.store, GUILD, user, "Someone", "fr")
    clock.advance(48 * HOUR)
    notices = await service.timekeeper.tick()
    (dm,) = [n for n in notices if n.dm_users]
    assert dm.dm_users == [user] and dm.dm_text.startswith("Rappel : votre décision")
    assert dm.channel_text() == ""  # nobody to mention in the channel
    # Should the message fail, the channel is told in the server's language.
    assert dm.channel_text([user]).startswith("Recordatorio: <@")
