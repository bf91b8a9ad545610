"""A Spanish and a French table read no English: every title played to its end through the
application (lobby, moves, autocomplete, the turn panel, /hand, /game status, previews,
refusals, reminders and time-outs, the log, the results, /stats, the rules, moderators'
answers), with every text it answers or posts and every string drawn on its boards, hands
and score table collected and searched for English words (:mod:`tests.english`).

The games are seeded and played by each game's quick heuristic AI for every seat, all of
them members of a server whose language (and whose members' clients) is Spanish or French.
Boards are drawn for real at each new phase and round of the game (what they draw changes
with those), at most a few dozen times a game; the others get the last image drawn.
"""

from __future__ import annotations

import contextlib
import re
import secrets
import sys
import threading
from collections.abc import Iterator, Mapping
from importlib import import_module
from typing import Any

import pytest

import bot.app.media
import games
import rendering
from bot.app.errors import UserError
from bot.app.i18n import Readers
from bot.app.language import remember_name, remember_server
from bot.app.render import Kind, Renderer
from bot.features.service import GameService
from games.registry import descriptor
from rendering import regions, text
from rendering.common import PALETTES, LayerCache
from tests.bot.timekeeping_support import ManualClock, OpenService
from tests.english import english_in, slips

GUILD, CHANNEL = 1, 100
PLAYERS = {"adastra": 3, "kepler3042": 2, "magnastorm": 2, "afternova": 2}
#: The members, with names in neither language (their names may be drawn anywhere).
MEMBERS = {11: "Ñúñez", 12: "Żółć", 13: "Øyvind"}
MODERATOR = 20
SEED = 2026
LOOK_EVERY = 8  # plies between two looks at /hand, /game status, a preview, the log...
REMIND_AT = 12  # the ply before which a reminder and a time-out fall due
HOUR = 3600
EMPTY_ENTRY = re.compile(r"^#\d+ .*: *$")  # a log line naming a move and saying nothing


class Drawn:
    """Every string :func:`rendering.text.draw_text` is asked to draw, from any module."""

    def __init__(self) -> None:
        self.strings: list[str] = []
        self._lock = threading.Lock()
        self._original = text.draw_text

    def draw_text(self, draw: Any, xy: Any, string: str, *args: Any, **kwargs: Any) -> None:
        with self._lock:
            self.strings.append(string)
        self._original(draw, xy, string, *args, **kwargs)

    @contextlib.contextmanager
    def installed(self) -> Iterator[None]:
        patched = [m for name, m in list(sys.modules.items())
                   if name.startswith("rendering") and m is not None
                   and getattr(m, "draw_text", None) is self._original]
        for module in patched:
            module.draw_text = self.draw_text  # type: ignore[attr-defined]
        try:
            yield
        finally:
            for module in patched:
                module.draw_text = self._original  # type: ignore[attr-defined]


def learn_palettes(game: str) -> None:
    """Learn the game's PNG palettes from their sample boards (drawn in English, never
    shown) before anything drawn counts."""
    drawer = rendering.renderer(game)
    if isinstance(drawer, rendering.PaletteRenderer):
        drawer.png_palette()
        for palette in PALETTES:
            drawer.png_palette(palette)


def forget_drawings() -> None:
    """Empty the caches of drawn parts (tiles, backgrounds, text masks), so every string a
    board needs is drawn again, not taken from an earlier test's drawing."""
    regions.TILES.clear()
    for name, module in list(sys.modules.items()):
        if not name.startswith("rendering") or module is None:
            continue
        for value in vars(module).values():
            if isinstance(value, LayerCache):
                value.cache_clear()
    for clear in text.TEXT_CACHES:
        clear()


class Sampling(Renderer):
    """Draws in threads, for real only for a view unlike those drawn before (a new phase
    or round, or the end); otherwise hands back the last image of that kind."""

    def __init__(self) -> None:
        super().__init__(0)
        self.seen: set[tuple[Any, ...]] = set()
        self.last: dict[str, bytes] = {}
        self.drawn = 0

    async def render(self, game: str, kind: Kind, view: Mapping[str, Any], *args: Any,
                     **kwargs: Any) -> bytes:
        mark = (game, kind, repr(args), repr(sorted((k, v) for k, v in kwargs.items()
                                                    if k != "key")),
                str(view.get("phase")), str(view.get("round")))
        if mark in self.seen and kind in self.last:
            return self.last[kind]
        self.seen.add(mark)
        self.drawn += 1
        image: bytes = await super().render(game, kind, view, *args, **kwargs)
        self.last[kind] = image
        return image


class Table:
    """One game, its members and everything they read."""

    def __init__(self, service: GameService, clock: ManualClock, game: str,
                 language: str) -> None:
        self.service, self.clock, self.game, self.language = service, clock, game, language
        self.readers = Readers(language, language)  # the server's and its members' language
        self.engine = games.get(game)
        self.ai = import_module(descriptor(game).ai)
        self.users = list(MEMBERS)[:PLAYERS[game]]
        self.read: list[tuple[str, str]] = []  # (where, text)
        self.notations: set[str] = set()
        self.game_id = 0

    def saw(self, where: str, *texts: str) -> None:
        self.read += [(where, t) for t in texts if t]

    async def refused(self, where: str, call: Any) -> None:
        with pytest.raises(UserError) as info:
            await call
        self.saw(where, info.value.worded(self.language))

    async def open(self) -> None:
        service = self.service
        info = await service.lobbies.new_game(GUILD, CHANNEL, self.users[0], self.game,
                                      locale=self.language)
        self.saw("lobby", info.text)
        for user in self.users[1:]:
            self.saw("lobby", (await service.lobbies.join(user, channel_id=CHANNEL,
                                                  locale=self.language)).text)
        self.saw("status", await service.display.status(CHANNEL, locale=self.language))
        info, outcome = await service.lobbies.start(self.users[0], channel_id=CHANNEL,
                                                    locale=self.language)
        self.saw("start", info.text, outcome.post.text)

    def live(self) -> Any:
        return self.service.core.games.get(CHANNEL)

    async def play(self) -> None:
        service, plies = self.service, 0
        while (live := self.live()) is not None:
            assert plies < 3000, "the game did not end"
            seat = self.engine.to_act(live.state)[0]
            user = live.seats[seat].user_id
            for name, _ in await service.moves.suggest(CHANNEL, user, "", locale=self.language):
                self.saw("autocomplete", name)
            self.notations.update(n for _, n in service.moves.choices(live, seat,
                                                                      locale=self.language))
            move = self.ai.choose_move(self.engine, live.state, seat, plies)
            notation = self.engine.format_move(live.state, move)
            if plies % LOOK_EVERY == 0:
                await self.look(seat, user, notation)
            if plies == REMIND_AT:
                await self.remind()
            outcome = await service.moves.move(CHANNEL, user, notation, readers=self.readers)
            self.saw("move", outcome.post.text, *outcome.private)
            plies += 1

    async def look(self, seat: int, user: int, notation: str) -> None:
        """What a member may ask for at any time: their hand, the status, a preview, the
        log, and the refusals of a move out of turn or of nonsense."""
        service = self.service
        hand, _ = await service.display.hand(CHANNEL, user, locale=self.language)
        self.saw("hand", hand, await service.display.status(CHANNEL, locale=self.language))
        shown = await service.previews.preview(user, notation, channel_id=CHANNEL,
                                               locale=self.language)
        self.saw("preview", shown.text)
        await service.previews.cancel(shown.game_id, user, shown.key, locale=self.language)
        log, _, _ = await service.history.log(CHANNEL, locale=self.language)
        self.saw("log", log, await service.history.since(CHANNEL, user, locale=self.language))
        panel = await service.moves.panel(user, channel_id=CHANNEL, locale=self.language)
        self.saw("panel", panel.text, *(label for label, _ in panel.options))
        await self.refused("refusal", service.moves.move(CHANNEL, user, "zzzz qqqq",
                                                   readers=self.readers))
        acting = self.engine.to_act(self.live().state)
        others = [u for u in self.users if self.live().seat_of(u) not in acting]
        if others:
            await self.refused("refusal", service.moves.move(CHANNEL, others[0], notation,
                                                       readers=self.readers))
            self.saw("panel", (await service.moves.panel(others[0], channel_id=CHANNEL,
                                                   locale=self.language)).text)

    async def remind(self) -> None:
        """The 72 hours of a decision pass: the reminders 24 and 4 hours before the deadline,
        then the time-out (the server's policy: moderators are asked to decide)."""
        said = 0
        for hours in (50, 20, 10):
            self.clock.advance(hours * HOUR)
            for notice in await self.service.timekeeper.tick():
                self.saw("reminder", notice.channel_text(), notice.dm_text, notice.text)
                said += 1
        assert said >= 3

    async def finish(self) -> None:
        service = self.service
        media = await service.history.media(self.game_id, locale=self.language)
        assert media.scores_png[:4] == b"\x89PNG"
        for page in (1, None):
            log, _, _ = await service.history.log(CHANNEL, page, locale=self.language)
            self.saw("log", log)
        self.saw("log", await service.history.mine(CHANNEL, self.users[0], locale=self.language))
        self.saw("stats", await service.standings.stats(GUILD, locale=self.language),
                 await service.standings.stats(GUILD, user_id=self.users[0], locale=self.language))
        self.saw("rules", *service.display.rules(self.game, self.language))
        settings = service.moderation.settings
        self.saw("admin", await settings(GUILD, MODERATOR, guild_locale=self.language,
                                         locale=self.language),
                 await settings(GUILD, MODERATOR, timeout_policy="ai",
                                guild_locale=self.language, locale=self.language))
        # Another game, which a moderator stops without saying why.
        await self.open()
        self.saw("admin", (await service.moderation.abort(self.live(), MODERATOR,
                                                          locale=self.language)).text)


@pytest.fixture
async def table_service(open_service: OpenService) -> tuple[GameService, ManualClock]:
    clock = ManualClock()
    return await open_service(clock, Sampling()), clock


@pytest.mark.parametrize("language", ["es", "fr"])
@pytest.mark.parametrize("game", list(PLAYERS))
async def test_a_whole_game_reads_without_english(
        table_service: tuple[GameService, ManualClock], game: str, language: str,
        monkeypatch: pytest.MonkeyPatch) -> None:
    service, clock = table_service
    monkeypatch.setattr(secrets, "randbits", lambda bits: SEED)  # each game's seed
    monkeypatch.setattr(bot.app.media, "MAX_REPLAY_FRAMES", 2)
    learn_palettes(game)
    forget_drawings()
    await remember_server(service.store, GUILD, language)
    for user, name in MEMBERS.items():
        await remember_name(service.store, GUILD, user, name, language)
    drawn = Drawn()
    table = Table(service, clock, game, language)
    with drawn.installed():
        await table.open()
        table.game_id = table.live().row.id
        await table.play()
        await table.finish()
    keep = [*table.notations, *MEMBERS.values()]
    verbs = {w for n in table.notations for w in n.split() if w.islower()}
    found = sorted({(where, ", ".join(english), text[:160]) for where, text in table.read
                    if (english := english_in(text, keep, verbs))})
    found += sorted({("drawn", ", ".join(english), string) for string in drawn.strings
                     if (english := english_in(string, keep, verbs))})
    found += sorted({(where, "slip: " + ", ".join(slipped), text[:160])
                     for where, text in [*table.read, *(("drawn", d) for d in drawn.strings)]
                     if (slipped := slips(text, language, keep))})
    found += sorted({("log", "an entry with nothing to read", line) for where, text in table.read
                     if where == "log" for line in text.splitlines() if EMPTY_ENTRY.match(line)})
    assert found == []
    assert len(drawn.strings) > 500  # boards, hands and the score table were drawn
    assert isinstance(service.renderer, Sampling) and service.renderer.drawn >= 8
