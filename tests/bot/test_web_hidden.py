"""No hidden information reaches a game's page, in any of the four games: the pages (in
every language) and their boards are served, then what the table may not see is changed
in the database — the current position replaced by each of the game's ``hidden_variants``
(another hand, the deck's order, a face-down tile, a secret objective, the PRNG: the hook
the conformance kit uses), and every seat's private lines of every move rewritten — and a
fresh server (nothing kept from before) must serve byte for byte the same pages and
boards."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

import games
from bot.features.service import GameService
from storage.base import GameRow
from storage.sql import Tx
from tests.bot.test_preview_hidden import HOOKS
from tests.bot.web_support import fetch, name_players, play, read_log, web_server

# (game, players, moves played): a few rounds' worth of hidden things, a few seconds each.
GAMES = [("adastra", 3, 12), ("kepler3042", 3, 14), ("magnastorm", 3, 12),
         ("afternova", 4, 12)]
LANGUAGES = ("en", "es", "fr")


async def served(service: GameService, row: GameRow) -> dict[str, bytes]:
    """Every page of the game (each language) and, in each language, its current board
    and two earlier ones, from a server that has kept nothing yet."""
    found: dict[str, bytes] = {}
    async with web_server(service) as server:
        url = await service.links.url(row)
        assert url is not None
        root = f"http://127.0.0.1:{server.port}"
        for language in LANGUAGES:
            status, _, html = await fetch(f"{url}?l={language}")
            assert status == 200
            found[f"page-{language}"] = html
            lines, _ = read_log(html.decode())
            for line in (lines[-1], lines[len(lines) // 2], lines[1]):
                status, _, png = await fetch(f"{root}/g/{url.rsplit('/', 1)[1]}/board/"
                                             f"{line.ply}.png?l={language}&v={line.version}")
                assert status == 200
                found[f"board-{language}-{line.ply}"] = png
    return found


async def rewrite(service: GameService, sql: str, *args: Any) -> None:
    async def run(tx: Tx) -> None:
        await tx.execute(sql, *args)

    await service.store.db.run(run)


@pytest.mark.parametrize(("name", "players", "plies"), GAMES)
async def test_hidden_information_never_reaches_a_page(
        service: GameService, name: str, players: int, plies: int) -> None:
    await name_players(service)
    row = await play(service, 100, name, players, plies, seed=7)
    assert row.version == plies
    before = await served(service, row)

    # Every seat's private lines of every move, rewritten.
    for move in await service.store.moves_page(row.id, 0, row.version):
        secret = {str(seat): f"SECRET {move.ply}-{seat}" for seat in range(players)}
        messages = dict(move.messages or {"public": [move.public_text]})
        messages["private"] = {seat: [text] for seat, text in secret.items()}
        await rewrite(service, "UPDATE moves SET private_texts = $1, messages = $2 "
                      "WHERE game_id = $3 AND ply = $4", json.dumps(secret),
                      json.dumps(messages), row.id, move.ply)
    assert await served(service, row) == before

    # The current position, replaced by each of its hidden variants.
    engine = games.get(name)
    latest = await service.store.load_latest(row.id)
    state = engine.from_json(json.loads(latest.state_json))
    variants = [variant for variant, _ in HOOKS[name](state, random.Random(11))]
    seen_by_a_seat = 0
    for variant in variants:
        assert engine.view(variant, None) == engine.view(state, None)
        seen_by_a_seat += any(engine.view(variant, seat) != engine.view(state, seat)
                              for seat in range(players))
        await rewrite(service, "UPDATE snapshots SET state = $1 WHERE game_id = $2 AND ply = $3",
                      json.dumps(engine.to_json(variant)), row.id, latest.ply)
        assert await served(service, row) == before, name
    # The variants did change what the players hold: the comparison had something to hide.
    assert variants and seen_by_a_seat, (len(variants), seen_by_a_seat)
