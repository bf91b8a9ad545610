"""What Starpost keeps about a member (bot/features/privacy.py): /settings data shows it privately,
in the member's language, with every record in a JSON file; erasing it removes their
settings on every server, ratings and reliability, and nothing of anyone else's, while the
game records keep their seats and results (under a pseudonym, so a rebuild of the ratings
brings none of hers back); ``python -m bot forget USER_ID`` does the same."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest

from bot.__main__ import main
from bot.app.render import Renderer
from bot.features.service import GameService
from storage import SqliteStore
from tests.bot.test_service import ALICE, BOB, CAROL, GUILD, Clock

MOD = 99


async def history(service: GameService) -> int:
    """Alice plays and finishes a game with Bob and Carol, and keeps settings on two
    servers; her id doubles as a game id in a setting that is not hers."""
    await service.lobbies.new_game(GUILD, 1, ALICE, "kepler3042", locale="en")
    for user in (BOB, CAROL):
        await service.lobbies.join(user, channel_id=1, locale="en")
    await service.lobbies.start(ALICE, channel_id=1, locale="en")
    live = await service.core.live(1)
    await service.moderation.end(live, MOD, "done", locale="en")
    await service.timekeeper.set_time(GUILD, ALICE, "Europe/Madrid", "23:00-08:00", locale="en")
    await service.timekeeper.set_notify(GUILD + 1, ALICE, "dm", locale="en")
    await service.store.set_settings(GUILD, {
        f"name.{ALICE}": "Alice", f"locale.{ALICE}": "es", f"name.{BOB}": "Bob",
        f"collection.magnastorm.{ALICE}": ["ianua"], f"game.{ALICE}.deadline_hours": 12,
        f"collection.magnastorm.{ALICE}1": ["motor"], f"whisper.{ALICE}": ["a line"]},
        now=service.core.clock())
    return live.row.id


async def test_a_member_sees_and_erases_what_is_kept(service: GameService) -> None:
    game_id = await history(service)
    text, kept = await service.privacy.show(ALICE, locale="es")  # Alice reads Spanish
    lines = text.splitlines()
    assert lines[0].startswith("Lo que Starpost guarda sobre ti")
    assert lines[1] == ("Nombres: Alice; idiomas: es; 7 ajustes en total (preferencias, "
                        "ausencias, zona horaria, lo que llevas de una partida a otra).")
    assert lines[2].startswith(f"Kepler-3042 en el servidor {GUILD}: valoración ")
    assert lines[3] == ("Registros de partidas: 1 asiento; fiabilidad: 1 terminada, "
                        "0 abandonadas, 0 fuera de plazo.")
    record = json.loads(kept)
    assert {(s["server"], s["key"]) for s in record["settings"]} == {
        (str(GUILD), f"name.{ALICE}"), (str(GUILD), f"locale.{ALICE}"),
        (str(GUILD), f"zone.{ALICE}"), (str(GUILD), f"quiet.{ALICE}"),
        (str(GUILD), f"collection.magnastorm.{ALICE}"), (str(GUILD + 1), f"notify.{ALICE}"),
        (str(GUILD), f"whisper.{ALICE}")}
    assert [r["game"] for r in record["ratings"]] == ["kepler3042"]
    assert record["seats"][0]["game_id"] == game_id and len(record["reliability"]) == 1
    erased = await service.privacy.erase(ALICE, locale="es")
    assert erased.startswith("Borrado: 7 ajustes, 1 valoración, 1 registro")
    text, kept = await service.privacy.show(ALICE, locale="es")
    record = json.loads(kept)
    assert record["settings"] == record["ratings"] == record["reliability"] == []
    assert len(record["seats"]) == 1  # the game's record keeps her seat, by id
    assert ALICE in {s.user_id for s in await service.store.get_seats(game_id)}
    # Her result keeps its place under a pseudonym: a rebuild rates it, and stores nothing
    # for it, nor for her; the win tables leave it out.
    results = {r.user_id: r.place for r in await service.store.get_results(game_id)}
    assert ALICE not in results and len(results) == 3 and min(results) < 0
    report = await service.store.rebuild_ratings(service.core.clock())
    assert (report.ratings, report.changed) == (2, 0)
    assert "<@-" not in await service.standings.stats(GUILD, by="wins", locale="en")
    # Nobody else's data went with hers, nor a setting that only looks like hers.
    assert await service.store.get_setting(GUILD, f"name.{BOB}") == "Bob"
    assert await service.store.get_setting(GUILD, f"game.{ALICE}.deadline_hours") == 12
    assert await service.store.get_setting(GUILD, f"collection.magnastorm.{ALICE}1") == [
        "motor"]
    assert await service.store.get_setting(GUILD, f"zone.{ALICE}") is None  # cache dropped
    assert {r.user_id for r in await service.store.guild_ratings(GUILD)} == {BOB, CAROL}


def test_the_operator_command_forgets_a_member(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    database = tmp_path / "starpost.sqlite3"

    async def setup() -> None:
        store = await SqliteStore.open(database)
        await history(GameService(store, Renderer(0), Clock()))
        await store.close()

    asyncio.run(setup())
    monkeypatch.chdir(tmp_path)
    for name in ("DATABASE_URL", "DISCORD_TOKEN"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("DATABASE_PATH", str(database))
    assert main(["forget", str(ALICE)]) == 0
    assert capsys.readouterr().out == (
        f"Erased what Starpost kept about {ALICE}: 7 settings, 1 rating, 1 reliability "
        "record; the game records keep their seats by id, without a name.\n")
    # The ratings rebuilt afterwards are those stored: hers do not come back.
    assert main(["ratings", "--rebuild"]) == 0
    assert capsys.readouterr().out == ("Ratings rebuilt from 1 finished game: 2 ratings, "
                                       "0 of them different from what was stored.\n")
    assert main(["forget", str(ALICE)]) == 0
    assert "0 settings, 0 ratings, 0 reliability records" in capsys.readouterr().out
    # A file that is no database: one sentence naming it, status 1, for either command.
    broken = tmp_path / "broken.sqlite3"
    broken.write_bytes(b"not a database" * 100)
    monkeypatch.setenv("DATABASE_PATH", str(broken))
    for command in (["forget", str(ALICE)], ["ratings", "--rebuild"]):
        assert main(command) == 1
        said = capsys.readouterr()
        assert said.out == "" and str(broken) in said.err and "Traceback" not in said.err
