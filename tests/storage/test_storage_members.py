"""A member's records (storage/members.py) on both databases: read whole, erased whole
(settings by the keys and patterns given, ratings, reliability), the game records kept."""

from __future__ import annotations

from storage import GameStart, SeatSpec
from storage.base import Change, GameStatus, ResultRow
from tests.storage.storage_helpers import GUILD, T0, AnyStore, state

P1, P2 = 2001, 2002
KEYS = [f"name.{P1}", f"zone.{P1}"]
PATTERNS = [f"collection.%.{P1}"]


async def test_a_members_records_are_read_and_erased(store: AnyStore) -> None:
    lobby = await store.create_lobby(guild_id=GUILD, channel_id=1, game="kepler3042",
                                     host_id=P1, seed=1, now=T0)
    start = GameStart([SeatSpec(P1), SeatSpec(P2)], state(0))
    row = (await store.commit(Change(lobby.id, T0, start=start))).game
    await store.commit(Change(row.id, T0 + 1, status=GameStatus.FINISHED, reason="x",
                              results=[ResultRow(0, P1, 3, 1), ResultRow(1, P2, 1, 2)]))
    await store.set_settings(GUILD, {f"name.{P1}": "Ana", f"name.{P2}": "Bo",
                                     f"collection.magnastorm.{P1}": ["x"]}, now=T0)
    await store.set_setting(GUILD + 1, f"zone.{P1}", "Asia/Kolkata", now=T0)
    kept = await store.member_records(P1, KEYS, PATTERNS)
    assert kept.settings == [(GUILD, f"collection.magnastorm.{P1}", ["x"]),
                             (GUILD, f"name.{P1}", "Ana"), (GUILD + 1, f"zone.{P1}",
                                                            "Asia/Kolkata")]
    assert [r[:2] for r in kept.ratings] == [(GUILD, "kepler3042")]
    assert kept.conduct == [(GUILD, row.id, "finished", 0, 0)]
    assert kept.seats == [(row.id, GUILD, "kepler3042", "finished", 0, False, T0 + 1)]
    assert await store.get_setting(GUILD + 1, f"zone.{P1}") == "Asia/Kolkata"  # cached
    assert await store.erase_member(P1, KEYS, PATTERNS) == {
        "settings": 3, "ratings": 1, "reliability": 1}
    after = await store.member_records(P1, KEYS, PATTERNS)
    assert after.settings == after.ratings == after.conduct == [] and after.seats == kept.seats
    assert await store.get_setting(GUILD + 1, f"zone.{P1}") is None
    assert await store.get_setting(GUILD, f"name.{P2}") == "Bo"
    assert len((await store.member_records(P2, [f"name.{P2}"])).ratings) == 1


async def test_several_settings_are_read_at_once(store: AnyStore) -> None:
    await store.set_settings(GUILD, {"a.1": [1, 2], "b.1": None, "c.1": "x"}, now=T0)
    for single in (True, False):  # from memory (one process), or from the database
        store.single_process = single
        assert await store.get_settings_of(GUILD, ["a.1", "b.1", "c.1", "d.1"]) == {
            "a.1": [1, 2], "c.1": "x"}
        assert await store.get_settings_of(GUILD, []) == {}
        assert await store.get_settings_of(GUILD + 1, ["a.1"]) == {}
