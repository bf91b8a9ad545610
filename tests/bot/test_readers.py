"""The language is an argument, never beside the call: each interaction's readers (the
server's language for what is posted, the member's for what only they see) are handed down
with it, so interactions in different languages on one game, at the same moment, each get
their own; the board cache names the language it keeps a board in, and a board kept in one
language is never shown in another."""

from __future__ import annotations

import ast
import asyncio
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import pytest
from fakediscord import FakeDiscord, World

from bot.app.errors import UserError
from bot.app.i18n import Readers
from bot.app.render import Renderer
from bot.app.table import awaited
from bot.features.service import GameService
from tests.bot.e2e_support import make_bot
from tests.bot.timekeeping_support import ManualClock, OpenService, first_move, open_table

ROOT = Path(__file__).resolve().parents[2]
CHANNEL = 300
ALICE, BOB = 31, 32


class Labelled(Renderer):
    """Draws nothing: a picture is the language and kind it was drawn for, handed back only
    after other tasks had their turn, so concurrent requests interleave."""

    def __init__(self) -> None:
        super().__init__(0)
        self.drawn: list[str] = []

    async def render(self, game: str, kind: Any, view: Mapping[str, Any],
                     names: Sequence[str] | None = None, locale: str = "",
                     **options: Any) -> bytes:
        for _ in range(5):
            await asyncio.sleep(0)
        self.drawn.append(locale)
        return f"{locale}:{kind}".encode()


async def opened(open_service: OpenService) -> tuple[GameService, Labelled]:
    renderer = Labelled()
    service = await open_service(ManualClock(), renderer)
    await open_table(service, "kepler3042", CHANNEL, [ALICE, BOB])
    return service, renderer


async def test_interactions_in_different_languages_at_once_each_read_their_own(
        open_service: OpenService) -> None:
    service, _ = await opened(open_service)
    live = await service.core.live(CHANNEL)
    seat = awaited(live.engine, live.state)[0]
    mover = live.seats[seat].user_id
    other = BOB if mover == ALICE else ALICE
    assert mover is not None
    # A Spanish table's mover reads English; a French reader asks for the board and their
    # hand meanwhile; another Spanish reader asks for the board too.
    moved, french, hand, spanish = await asyncio.gather(
        service.moves.move(CHANNEL, mover, first_move(live, seat), Readers("es", "en")),
        service.display.board(CHANNEL, locale="fr"),
        service.display.hand(CHANNEL, other, locale="fr"),
        service.display.board(CHANNEL, locale="es"))
    assert moved.post.locale == "es" and "Siguiente:" in moved.post.text
    assert moved.post.image == b"es:compact"
    assert french.locale == "fr" and french.text.startswith("On attend ")
    assert french.image == b"fr:compact"
    assert hand[0].startswith("Votre vue privée") and hand[1] == b"fr:compact_hand"
    assert spanish.locale == "es" and spanish.text.startswith("Se espera a ")
    assert spanish.image == b"es:compact"
    # A refusal names whom the table waits for in the words of the member it answers
    # (the mover, who has decided, now waits for the other).
    assert seat not in awaited(live.engine, live.state)
    with pytest.raises(UserError) as refused:
        await service.moves.move(CHANNEL, mover, "pass", Readers("es", "fr"))
    assert refused.value.worded("fr").startswith("Ce n'est pas votre tour")
    assert "Place" in refused.value.worded("fr")  # the seats, named in French


async def test_a_board_kept_in_one_language_is_never_shown_in_another(
        open_service: OpenService) -> None:
    service, renderer = await opened(open_service)
    live = await service.core.live(CHANNEL)
    renderer.drawn.clear()
    first = await service.display.board(CHANNEL, locale="es")
    assert service.core.kept_board(live, "es") == first.image == b"es:compact"
    assert service.core.kept_board(live, "fr") is None  # not the Spanish one
    french = await service.display.board(CHANNEL, locale="fr")
    assert french.image == b"fr:compact"
    again = await service.display.board(CHANNEL, locale="fr")  # kept: not drawn again
    assert again.image == b"fr:compact"
    assert service.core.kept_board(live, "es") is None
    back = await service.display.board(CHANNEL, locale="es")
    assert back.image == b"es:compact"
    assert renderer.drawn == ["es", "fr", "es"]
    # Two boards asked for at once in two languages: each gets its own.
    both = await asyncio.gather(service.display.board(CHANNEL, locale="fr"),
                                service.display.board(CHANNEL, locale="es"))
    assert [p.image for p in both] == [b"fr:compact", b"es:compact"]


async def test_members_in_three_languages_at_once_through_discord(
        fake: FakeDiscord, world: World, tmp_path: Path) -> None:
    """Through the real client: commands of members whose clients speak English, Spanish
    and French, sent at the same moment in a French server, each answer in their own
    language, and what is posted speaks the server's."""
    world.guild.locale = "fr"
    thread = world.thread
    async with fake.running(make_bot(tmp_path / "db.sqlite")):
        await fake.slash(world.alice, thread, "game", subcommand="new",
                         options={"game": "adastra"}, locale="fr")
        for member in (world.bob, world.carol):
            await fake.slash(member, thread, "game", subcommand="join", locale="fr")
        await fake.slash(world.alice, thread, "game", subcommand="start", locale="fr")
        english, spanish, board, rules = await asyncio.gather(
            fake.slash(world.bob, thread, "hand", locale="en-US"),
            fake.slash(world.carol, thread, "hand", locale="es-ES"),
            fake.slash(world.alice, thread, "board", locale="en-GB"),
            fake.slash(world.alice, thread, "game", subcommand="rules", locale="es-419"))
        assert english.ephemeral[0].content.startswith("Your private view")
        assert spanish.ephemeral[0].content.startswith("Tu vista privada")
        [posted] = board.public
        assert posted.content.startswith("On attend ")  # the server's, not Alice's English
        assert rules.ephemeral[0].content.startswith("**Ad Astra** (de 3 a 5 jugadores)")


def parameters(node: ast.FunctionDef | ast.AsyncFunctionDef) -> list[tuple[str, bool]]:
    """Each parameter's name, and whether its default names a language (a string: a
    ``None`` that means "not known", as a Discord locale an interaction may lack, is no
    guess)."""
    args = node.args
    positional = [*args.posonlyargs, *args.args]
    defaults: list[ast.expr | None] = [None] * (len(positional) - len(args.defaults))
    pairs = [*zip(positional, [*defaults, *args.defaults], strict=True),
             *zip(args.kwonlyargs, args.kw_defaults, strict=True)]
    return [(a.arg, d is not None and not (isinstance(d, ast.Constant) and d.value is None))
            for a, d in pairs]


def test_no_language_is_kept_beside_the_call() -> None:
    """Nothing in bot/ keeps a language in a context variable, and no function that words
    something (a sentence, a picture) guesses the language: a ``locale`` or ``readers``
    parameter has no default."""
    guessed, hidden = [], []
    for path in sorted((ROOT / "bot").rglob("*.py")):
        name = str(path.relative_to(ROOT))
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import | ast.ImportFrom):
                modules = [node.module or ""] if isinstance(node, ast.ImportFrom) else [
                    a.name for a in node.names]
                imported = [a.name for a in node.names]
                if "contextvars" in modules or "ContextVar" in imported:
                    hidden.append(name)
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                guessed += [f"{name}:{node.lineno} {node.name}({arg}=...)"
                            for arg, default in parameters(node)
                            if arg in ("locale", "readers") and default]
    assert hidden == []
    assert guessed == []
