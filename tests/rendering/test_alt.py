"""Alt text (rendering/alt.py and each game's rendering/<game>/alt.py): the images in words.

For every game and its smallest and largest table, one whole random game is played and a
sample of its positions described (the first, the last and evenly spaced ones between):
each board's and each seat's hand's description is non-empty, within Discord's 1,024
characters, names whose turn it is, gives every score the view has, and in Spanish and
French holds no English word (names, titles and notation aside). Hidden information never
changes a description: the board's is the same for states that differ only in what is
hidden, a hand's the same while only others' secrets change. The shared parts (the cut,
the score table, the replay, :class:`~rendering.alt.Picture`) are checked on their own.
"""

from __future__ import annotations

import functools
import pickle
import random
import re
from typing import Any

import pytest

import games
from games.registry import REGISTRY
from rendering import renderer
from rendering.alt import (
    MAX_ALT,
    Picture,
    alt_of,
    described,
    fitted,
    name_of,
    replay_alt,
    scores_alt,
    units,
    with_last_move,
)
from rendering.text import ELLIPSIS, FSI, PDI
from tests.english import META, english_in
from tests.rendering.sampling import hidden_variants, sampled_states

GAMES = [entry.name for entry in REGISTRY]
NAMES = ["Alice", "Bérénice", "Carlos", "Dmitri", "Eve", "Farah"]
SAMPLES = 9  # positions described per game and table, the first and the last among them
WORD = re.compile(r"[^\W\d_]+")


def sampled(game: str, players: int) -> tuple[Any, ...]:
    """States of one whole random game: the setup, the end and evenly spaced ones."""
    return sampled_states(game, players, 300 + players, SAMPLES)


def counts(game: str) -> list[int]:
    engine = games.get(game)
    return sorted({engine.min_players, engine.max_players})


@functools.cache
def verbs(game: str) -> frozenset[str]:
    """The words of the game's notation met in its sampled games (typed as they are in
    every language: the prompts name them, "o done")."""
    engine = games.get(game)
    return frozenset(w for players in counts(game) for state in sampled(game, players)
                     for seat in engine.to_act(state) if isinstance(seat, int)
                     for move in engine.legal_moves(state, seat) for w in str(move).split()
                     if w.isalpha() and w.islower())


def english(text: str, game: str) -> list[str]:
    """English words in ``text`` (:func:`tests.english.english_in`), the players' names and
    notation aside: the game's verbs, and what notation hints and brackets give to type
    ("(regen <M/E/A>)", "(move)")."""
    hinted = {w for hint in [*META.findall(text), *re.findall(r"\(([^()]*)\)", text)]
              for w in WORD.findall(hint) if w.islower()}
    return english_in(text, keep=NAMES, verbs=verbs(game) | hinted)


def check(text: str, locale: str, game: str) -> None:
    assert text.strip(), "an empty description"
    assert units(text) <= MAX_ALT, (units(text), text)
    if locale != "en":
        assert not english(text, game), (locale, english(text, game), text)


def who(view: dict[str, Any], seat: int) -> str:
    return name_of(NAMES, seat)


@pytest.mark.parametrize("game", GAMES)
def test_every_board_and_hand_of_a_whole_game_is_described(game: str) -> None:
    """Every sampled position's board and hands, in the three languages: a description
    within the limit, that names each seat awaited and gives each score the view has, and
    in Spanish and French no English word."""
    engine = games.get(game)
    drawer = renderer(game)
    for players in counts(game):
        names = NAMES[:players]
        for state in sampled(game, players):
            public = engine.view(state, None)
            texts = {}
            for locale in ("en", "es", "fr"):
                text = drawer.describe_board(public, names, locale)
                check(text, locale, game)
                texts[locale] = text
                for seat in engine.to_act(state):
                    if isinstance(seat, int):
                        assert who(public, seat) in text, (seat, text)
                if engine.outcome(state) is not None or public.get("scores") or any(
                        "score" in p or "reputation" in p for p in public.get("players", ())):
                    for seat, score in enumerate(_scores(public)):
                        said = re.escape(who(public, seat)) + rf" \([^()]*\) {score}(?!\d)"
                        assert re.search(said, text), (seat, score, text)
                for seat in range(players):
                    hand = drawer.describe_hand(engine.view(state, seat), names, locale)
                    check(hand, locale, game)
                    assert who(public, seat) in hand, (seat, hand)
            assert len(set(texts.values())) == 3, "the three languages say the same"


def _scores(view: dict[str, Any]) -> list[int]:
    """The scores a public view gives (final ones once the game is over)."""
    final = view.get("final") or {}
    if view.get("phase") == "over" and final.get("scores"):
        return [int(s) for s in final["scores"]]
    if view.get("scores"):
        return [int(s) for s in view["scores"]]
    return [int(p.get("reputation", p.get("score", 0)) or 0) for p in view.get("players", ())
            if not isinstance(p.get("score"), dict)]


@pytest.mark.parametrize("game", GAMES)
def test_nothing_hidden_changes_a_description(game: str) -> None:
    """A board's description is the same for every hidden variant of a position, and a
    seat's hand's is the same as long as the variant hides from that seat what changed."""
    engine = games.get(game)
    drawer = renderer(game)
    variants = hidden_variants(game)
    changed = 0
    for players in counts(game):
        names = NAMES[:players]
        for state in sampled(game, players)[1:-1:2]:
            board = drawer.describe_board(engine.view(state, None), names, "en")
            hands = [drawer.describe_hand(engine.view(state, s), names, "en")
                     for s in range(players)]
            for other, allowed in variants(state, random.Random(5)):
                if engine.to_json(other) != engine.to_json(state):
                    changed += 1
                assert drawer.describe_board(engine.view(other, None), names, "en") == board
                for seat in range(players):
                    if seat not in allowed:
                        assert drawer.describe_hand(engine.view(other, seat), names,
                                                    "en") == hands[seat], seat
    assert changed >= 4  # hidden things did change


def test_a_long_description_is_cut_with_an_ellipsis_keeping_what_matters_first() -> None:
    """Names as long as Discord allows at a full table: the description stays within the
    limit, ends with "…", still begins with the game and round and says who is awaited,
    and a name cut in the middle is closed (its isolate) so it reorders nothing after it."""
    engine = games.get("afternova")
    state = next(s for s in sampled("afternova", 6) if len(engine.to_act(s)) == 1)
    view = engine.view(state, None)
    long_names = [f"{n} {'ʕ•ᴥ•ʔ ' * 10}مرحبا" for n in NAMES]
    text = renderer("afternova").describe_board(view, long_names, "fr")
    assert units(text) <= MAX_ALT
    assert text.endswith(ELLIPSIS)
    assert text.startswith("Afternova : Tour")
    assert text.count(FSI) == text.count(PDI)
    acting = [s for s in engine.to_act(state) if isinstance(s, int)]
    assert acting and all(name_of(long_names, s) in text for s in acting)


def test_fitted_keeps_whole_sentences_while_they_fit() -> None:
    assert fitted(["one", "two three", ""]) == "One. Two three."
    assert fitted(["one", "two three four"], limit=12) == "One. Two…"
    assert fitted(["😀" * 10], limit=12) == "😀" * 5 + ELLIPSIS  # an emoji counts two
    assert units("😀") == 2


def test_the_score_table_and_the_replay_are_described() -> None:
    rows = [(1, f"Rouge · {FSI}Bérénice{PDI}", 54), (2, "Bleu", 31), (2, "Jaune", 31)]
    text = scores_alt("Ad Astra : scores finaux", rows, "fr")
    assert text == (f"Ad Astra : scores finaux. 1. Rouge · {FSI}Bérénice{PDI} 54 ; "
                    "2. Bleu 31 ; 2. Jaune 31.")
    last = renderer("magnastorm").describe_board(
        games.get("magnastorm").view(sampled("magnastorm", 2)[-1], None), NAMES[:2], "es")
    replay = replay_alt(last, "es")
    assert replay.startswith("Repetición animada de la partida")
    assert last[:200] in replay and units(replay) <= MAX_ALT


def test_a_picture_keeps_its_description_through_a_pickle() -> None:
    """A render worker's answer crosses a pipe pickled: the description goes with it, and a
    picture is equal to its bytes (caches and tests compare bytes)."""
    picture = described(b"\x89PNG", "Kepler-3042: Round 3/16")
    again = pickle.loads(pickle.dumps(picture, pickle.HIGHEST_PROTOCOL))
    assert isinstance(again, Picture) and again == b"\x89PNG"
    assert alt_of(again) == "Kepler-3042: Round 3/16."
    assert alt_of(b"\x89PNG") is None
    assert MAX_ALT - 2 <= units(described(b"", "x" * 5000).alt) <= MAX_ALT


# ---- the last move ---------------------------------------------------------------------------

@pytest.mark.parametrize("locale,lead", [("en", "Last move: "), ("es", "Última jugada: "),
                                         ("fr", "Dernier coup : ")])
def test_the_last_move_ends_a_board_description_in_the_readers_language(
        locale: str, lead: str) -> None:
    move = "-# **Blue** builds a colony on LY3 <@123>\nRed gains 2 points"
    alt = with_last_move("Ad Astra: round 2.", move, locale)
    assert alt == f"Ad Astra: round 2. {lead}Blue builds a colony on LY3. Red gains 2 points."
    assert "<@" not in alt and "**" not in alt and "-#" not in alt  # no markup read aloud


def test_a_quiet_move_adds_nothing() -> None:
    assert with_last_move("Ad Astra: round 2.", "", "en") == "Ad Astra: round 2."
    assert with_last_move("Ad Astra: round 2.", "-# \n<@5>", "en") == "Ad Astra: round 2."


def test_a_long_board_and_a_long_move_each_keep_their_share_of_the_limit() -> None:
    board = " ".join(f"Planet {i} holds a colony." for i in range(200))
    move = " ".join(f"Blue moves starship {i}." for i in range(200))
    alt = with_last_move(board, move, "en")
    assert units(alt) <= MAX_ALT
    head, last = alt.split(" Last move: ")
    assert head.startswith("Planet 0 holds") and head.endswith(ELLIPSIS)
    assert last.startswith("Blue moves starship 0.") and last.endswith(ELLIPSIS)
    short = with_last_move(board, "Blue passes.", "en")
    assert units(short) <= MAX_ALT and short.endswith("Last move: Blue passes.")
