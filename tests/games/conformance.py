"""The conformance kit every game engine must pass (docs/architecture.md, "The game protocol").

A game's test module calls :func:`playout_checked` for many seeds and player counts. Each
playout picks random seats and random legal moves until the game ends, and along the way
checks that:

- ``setup`` is deterministic and the game ends by its own rules within ``max_plies``;
- ``apply`` never mutates its input, and illegal moves (wrong seat, gibberish) raise
  :class:`IllegalMove` and leave the state untouched;
- every legal move round-trips through ``format_move``/``parse_move`` and has a label;
- states survive ``to_json`` -> JSON text -> ``from_json``, and views are JSON-able and
  fit :class:`games.views.View` (the keys the bot reads have the types it gives them);
- no seat is ever asked to make a non-decision (a lone pass is applied automatically);
- changing hidden parts of a state (through the game's ``hidden_variants`` hook) leaves the
  public view and every other seat's view unchanged;
- replaying the recorded moves from the seed reproduces the final state exactly (checked for
  every deep playout and one shallow playout in :data:`REPLAY_EVERY`: a replay costs about
  as much again as the playout, and the shallow ones are many).

:func:`check_hostile` attacks a few states of each game with thousands of hostile inputs
(unicode digits, huge numbers, 10,000-character text, control and bidi characters, emoji,
markdown and mentions, SQL-looking text, legal moves with junk appended, hand-built moves,
seats that do not exist): each is refused with :class:`IllegalMove` or accepted as
canonical notation, and the state never changes.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cache
from types import UnionType
from typing import Any, Union, get_args, get_origin, get_type_hints, is_typeddict

from games.core import Game, IllegalMove, Move, replay
from games.i18n import render
from games.notation_kit import MAX_MOVE_LENGTH
from games.views import View

# A hook that returns altered copies of a state, each with the seats allowed to notice.
HiddenVariants = Callable[[Any, random.Random], Iterable[tuple[Any, set[int]]]]

PASS_VERBS = {"pass", "done"}

#: Shallow playouts whose seed is a multiple of this are replayed from their record (deep
#: ones always are): the notation round trip and the determinism of ``apply`` over whole
#: games, on a quarter of the seeds of every player count.
REPLAY_EVERY = 4


@dataclass
class Playout:
    state: Any
    record: list[tuple[int, str]]
    plies: int


def _dump(game: Game[Any], state: Any) -> str:
    return json.dumps(game.to_json(state), sort_keys=True)


@cache
def _hints(typed_dict: Any) -> dict[str, Any]:
    """A TypedDict's keys and their types, read once (``get_type_hints`` evaluates every
    annotation again on each call, which took a fifth of a deep playout's time)."""
    return get_type_hints(typed_dict)


def _fits(value: Any, hint: Any) -> bool:
    """Whether a JSON value has the type ``hint`` (the few forms games.views uses)."""
    origin, args = get_origin(hint), get_args(hint)
    if hint is Any:
        return True
    if is_typeddict(hint):
        hints = _hints(hint)
        return isinstance(value, dict) and all(
            _fits(v, hints[k]) for k, v in value.items() if k in hints)
    if origin in (UnionType, Union):
        return any(_fits(value, a) for a in args)
    if origin is list:
        return isinstance(value, list) and all(_fits(v, args[0]) for v in value)
    if origin is dict:
        return isinstance(value, dict) and all(
            _fits(k, args[0]) and _fits(v, args[1]) for k, v in value.items())
    return isinstance(value, hint)


def check_view_types(view: Any) -> None:
    """The keys the bot reads in a view have the types :class:`games.views.View` gives
    them (engines build views as plain dicts; mypy checks the bot against View)."""
    assert _fits(view, View), f"a view does not fit games.views.View: {view}"


def check_views(game: Game[Any], state: Any,
                num_players: int) -> tuple[Any, list[Any]]:
    """The public view and each seat's, checked to be JSON-able and to fit
    :class:`games.views.View`; returned for reuse."""
    public = game.view(state, None)
    json.dumps(public)
    check_view_types(public)
    seat_views = [game.view(state, seat) for seat in range(num_players)]
    for view in seat_views:
        json.dumps(view)
        check_view_types(view)
    return public, seat_views


def check_hidden(game: Game[Any], state: Any, num_players: int,
                 variants: HiddenVariants, rnd: random.Random,
                 views: tuple[Any, list[Any]] | None = None) -> None:
    """``views``: the state's public and seat views, when already computed."""
    public, seat_views = views if views is not None else check_views(game, state,
                                                                     num_players)
    for other, allowed in variants(state, rnd):
        assert game.view(other, None) == public, "a hidden change leaked into the public view"
        for seat in range(num_players):
            if seat not in allowed:
                assert game.view(other, seat) == seat_views[seat], (
                    f"a hidden change leaked into seat {seat}'s view"
                )


def check_step(game: Game[Any], state: Any, num_players: int, rnd: random.Random,
               variants: HiddenVariants | None) -> None:
    """Everything that must hold at one decision point."""
    before = _dump(game, state)
    acting = game.to_act(state)
    assert acting, "a running game must have someone to act"
    for seat in acting:
        moves = game.legal_moves(state, seat)
        assert moves, f"seat {seat} is to act but has no legal move"
        if len(moves) == 1:
            assert moves[0].verb not in PASS_VERBS, "a lone pass must be applied automatically"
        assert len(set(moves)) == len(moves), "legal moves must be distinct"
        for move in moves:
            text = game.format_move(state, move)
            assert game.parse_move(state, seat, text) == move, f"{text!r} does not round-trip"
            assert game.parse_move(state, seat, f"  {text.upper()} ") == move, (
                f"{text!r} is not parsed leniently"
            )
            assert render(game.describe_move(state, move)).strip()
    # Gibberish and wrong seats are refused without touching the state.
    for bad in ("", "xyzzy 99 plugh"):
        try:
            move = game.parse_move(state, acting[0], bad)
        except IllegalMove as exc:
            assert str(exc).strip()
        else:
            try:
                game.apply(state, acting[0], move)
            except IllegalMove:
                pass
            else:  # pragma: no cover - reported as a failure
                raise AssertionError(f"{bad!r} was accepted")
    idle = [s for s in range(num_players) if s not in acting]
    if idle:
        some_move = game.legal_moves(state, acting[0])[0]
        try:
            game.apply(state, idle[0], some_move)
        except IllegalMove as exc:
            assert str(exc).strip()
        else:  # pragma: no cover
            raise AssertionError("a seat that is not to act was allowed to move")
    assert _dump(game, state) == before, "refusing a move changed the state"
    # JSON round trip and views.
    again = game.from_json(json.loads(json.dumps(game.to_json(state))))
    assert _dump(game, again) == before
    views = check_views(game, state, num_players)
    if variants is not None:
        check_hidden(game, state, num_players, variants, rnd, views)


def playout_checked(game: Game[Any], num_players: int, seed: int, *,
                    options: dict[str, Any] | None = None, deep: bool = True,
                    variants: HiddenVariants | None = None,
                    max_plies: int = 20_000, replayed: bool | None = None) -> Playout:
    """Play one random game, checking the protocol at every step when ``deep``; replayed
    from its record when ``replayed`` (by default: deep, or one seed in REPLAY_EVERY)."""
    rnd = random.Random(seed)
    state = game.setup(num_players, seed, options)
    assert _dump(game, state) == _dump(game, game.setup(num_players, seed, options)), (
        "setup must be deterministic"
    )
    record: list[tuple[int, str]] = []
    plies = 0
    while game.outcome(state) is None:
        assert plies < max_plies, f"no end after {max_plies} moves (seed {seed})"
        if deep:
            check_step(game, state, num_players, rnd, variants)
        acting = game.to_act(state)
        assert acting, "a running game must have someone to act"
        seat = rnd.choice(acting)
        move = rnd.choice(game.legal_moves(state, seat))
        text = game.format_move(state, move)
        before = _dump(game, state) if deep else ""
        previous = state
        state, events = game.apply(state, seat, move)
        if deep:
            assert _dump(game, previous) == before, "apply mutated its input state"
        for event in events:
            assert isinstance(event.text, str)
            assert all(0 <= s < num_players for s in event.private)
        record.append((seat, text))
        plies += 1
    assert game.to_act(state) == [], "nobody may act once the game is over"
    outcome = game.outcome(state)
    assert outcome is not None
    # One score per seat, then one per ranked entry that is not a seat (Afternova's Bot).
    assert len(outcome.scores) == num_players + len(outcome.others)
    assert all(i >= num_players for i in outcome.others)
    assert sorted(s for group in outcome.ranking for s in group) == list(
        range(len(outcome.scores)))
    check_views(game, state, num_players)
    if replayed is None:
        replayed = deep or seed % REPLAY_EVERY == 0
    if replayed:
        again = replay(game, num_players, seed, record, options)
        assert _dump(game, again) == _dump(game, state), "replay differs from the live game"
    return Playout(state, record, plies)


# --------------------------------------------------------------------------------------------
# Hostile input (issue #17): what a stranger may type, or a caller may build, is refused
# --------------------------------------------------------------------------------------------

#: Digits other than ASCII 0-9: superscripts, circled, Arabic-Indic (both), fullwidth,
#: Devanagari, Bengali, Thai, Roman numerals, fractions, mathematical bold.
UNICODE_DIGITS = ("²³¹⁰⁴⁵⁶⁷⁸⁹①②③④⑤⑥⑦⑧⑨⑩⑳٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹０１２３４５６７８９"
                  "०१२३४५६७८९৩৭๓๗ⅠⅡⅢⅣⅫ½¼¾𝟎𝟏𝟐𝟑")
#: Control, invisible and bidirectional characters (and a few whitespace controls).
CONTROL_CHARS = ("\x00", "\x01", "\x07", "\x08", "\x1b", "\x7f", "\x85", "\x9b", "\u00ad",
                 "\u034f", "\u061c", "\u200b", "\u200c", "\u200d", "\u200e", "\u200f",
                 "\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2060", "\u2066",
                 "\u2067", "\u2068", "\u2069", "\u2028", "\u2029", "\ufeff", "\ue000",
                 "\U000e0001", "\U000e007f", "\x0b", "\x0c")
EMOJI = ("🚀", "👍🏽", "👨‍👩‍👧", "🇫🇷", "⭐", "🪐", "❤️", "🔥", "🏳️‍🌈", "🫠")
MARKUP = ("@everyone", "@here", "<@123456789012345678>", "<@!123456789012345678>",
          "<@&987654321098765432>", "<#111111111111111111>", "**bold**", "__under__",
          "~~strike~~", "||spoiler||", "`code`", "```py\nprint(1)\n```", "> quote", "# Title",
          "[link](https://example.com)", "<:emoji:123456789012345678>", "<t:0:R>", "-# small")
SQL = ("'; DROP TABLE games; --", "1 OR 1=1", '" OR ""="', "admin'--",
       "1; DELETE FROM moves", "' UNION SELECT * FROM seats --", "%s%s%s%n", "{0}{1}",
       "${jndi:ldap://x}", "../../etc/passwd", "NULL", "\\x00", "0x1F", "1e308", "-0", "+3",
       "3.0", "-1", "NaN", "inf")
HUGE = ("9" * 20, "9" * 30, str(10 ** 25), "100000000", "10000000000", "18446744073709551616",
        "9" * 60, "1" + "0" * 40)
HOSTILE_KINDS = ("unicode", "huge", "long", "control", "emoji", "markup", "sql", "junk",
                 "move")
LONG_TEXT = 10_000
_CANONICAL_TEXT = re.compile(r"[A-Za-z0-9][A-Za-z0-9 -]*")


@dataclass(frozen=True)
class Hostile:
    """One hostile input: typed ``text`` (parsed, then applied) or a built ``move``
    (applied directly), for ``seat``; ``kind`` says which family it comes from."""

    kind: str
    seat: int
    text: str | None = None
    move: Move | None = None


def _digits_to(text: str, rnd: random.Random, pick: Callable[[], str]) -> str:
    """``text`` with one or every run of ASCII digits replaced by ``pick()``."""
    runs = list(re.finditer(r"[0-9]+", text))
    if not runs:
        return f"{text} {pick()}"
    if rnd.random() < 0.5:
        return re.sub(r"[0-9]+", lambda _: pick(), text)
    m = rnd.choice(runs)
    return text[:m.start()] + pick() + text[m.end():]


def _insert(text: str, rnd: random.Random, bit: str) -> str:
    i = rnd.randrange(len(text) + 1)
    return text[:i] + bit + text[i:]


def _any_junk(rnd: random.Random) -> str:
    family = rnd.choice((EMOJI, MARKUP, SQL, HUGE, CONTROL_CHARS, tuple(UNICODE_DIGITS)))
    return rnd.choice(family)


def _hostile_text(kind: str, rnd: random.Random, legal: str, verb: str) -> str:
    if kind == "unicode":
        def digits() -> str:
            return "".join(rnd.choice(UNICODE_DIGITS) for _ in range(rnd.randint(1, 3)))

        return rnd.choice((_digits_to(legal, rnd, digits), f"{verb} {digits()}",
                           f"{verb} {rnd.randint(0, 9)}{digits()}", digits()))
    if kind == "huge":
        def huge() -> str:
            return rnd.choice(HUGE)

        return rnd.choice((_digits_to(legal, rnd, huge), f"{verb} {huge()}",
                           f"{verb} {huge()}{rnd.choice('wfexyzhpbstg')}",
                           f"{verb} {huge()} {rnd.choice('wfexyzhpbstg')} for x"))
    if kind == "long":
        filler = rnd.choice((" ", "a", "9", "²", "@everyone ", legal + " "))
        body = rnd.choice((legal + " ", verb + " ", ""))
        return (body + filler * LONG_TEXT)[:LONG_TEXT]
    if kind == "control":
        return _insert(rnd.choice((legal, verb)), rnd, rnd.choice(CONTROL_CHARS))
    if kind == "emoji":
        bit = rnd.choice(EMOJI)
        return rnd.choice((_insert(legal, rnd, bit), f"{legal} {bit}", bit, f"{verb} {bit}"))
    if kind == "markup":
        bit = rnd.choice(MARKUP)
        return rnd.choice((f"{legal} {bit}", f"{bit} {legal}", f"{verb} {bit}", bit,
                           f"**{legal}**", f"`{legal}`"))
    if kind == "sql":
        bit = rnd.choice(SQL)
        return rnd.choice((f"{legal} {bit}", f"{verb} {bit}", bit, f"{legal}{bit}"))
    # junk: a legal move with something appended (or a stray word put in it)
    bit = rnd.choice((_any_junk(rnd), "now", "please", "x", "0", "00", "-1", "99", "done",
                      "free", "bot", legal))
    return rnd.choice((f"{legal} {bit}", f"{legal}{bit}", _insert(legal, rnd, f" {bit} ")))


def _hostile_move(rnd: random.Random, legal: Move) -> Move:
    bad = rnd.choice((*UNICODE_DIGITS, *HUGE, *EMOJI, *MARKUP, *SQL, *CONTROL_CHARS, "", " ",
                      "-1", "0", "00", "x" * 200, "A B", "done"))
    args = list(legal.args)
    choice = rnd.randrange(6)
    if choice == 0:
        return Move(legal.verb, (*args, bad))
    if choice == 1 and args:
        args[rnd.randrange(len(args))] = bad
        return Move(legal.verb, tuple(args))
    if choice == 2 and any(a.isdigit() for a in args):
        i = rnd.choice([i for i, a in enumerate(args) if a.isdigit()])
        args[i] = "0" + args[i]  # not canonical
        return Move(legal.verb, tuple(args))
    if choice == 3 and len(args) > 1:
        return Move(legal.verb, tuple(reversed(args)))
    if choice == 4:
        return Move(bad, tuple(args))
    return Move(legal.verb, (bad,))


def hostile_inputs(game: Game[Any], state: Any, num_players: int, rnd: random.Random,
                   count: int) -> list[Hostile]:
    """``count`` hostile inputs for this state, every family in turn, drawn from ``rnd``.

    Templates are the acting seats' legal moves (so junk lands next to real notation); one
    input in eight goes to a seat that does not exist (-1, ``num_players``, 99), one in
    eight to a seat that is not to act, the rest to an acting seat.
    """
    acting = game.to_act(state)
    legal = {s: game.legal_moves(state, s) for s in acting}
    templates = [(s, m) for s in acting for m in legal[s]] or [(0, Move("pass"))]
    missing = (-1, num_players, 99)
    idle = [s for s in range(num_players) if s not in acting] or list(range(num_players))
    out: list[Hostile] = []
    for i in range(count):
        kind = HOSTILE_KINDS[i % len(HOSTILE_KINDS)]
        owner, move = rnd.choice(templates)
        roll = rnd.random()
        seat = (rnd.choice(missing) if roll < 0.125 else rnd.choice(idle) if roll < 0.25
                else owner)
        if kind == "move":
            out.append(Hostile(kind, seat, move=_hostile_move(rnd, move)))
        else:
            text = game.format_move(state, move)
            out.append(Hostile(kind, seat, text=_hostile_text(kind, rnd, text, move.verb)))
    return out


@dataclass
class HostileTally:
    refused: int = 0
    accepted: int = 0


def check_hostile_one(game: Game[Any], state: Any, num_players: int, item: Hostile,
                      tally: HostileTally, unlisted_verbs: frozenset[str]) -> None:
    """One hostile input is refused with IllegalMove, or accepted as canonical notation.

    Accepted means: the seat is at the table and to act, the move is listed by
    ``legal_moves`` (unless its verb takes arguments too many to list, ``unlisted_verbs``),
    and its notation is short canonical ASCII that parses back to the same move. A game's
    ``why_illegal``, if it has one, must agree with ``apply`` about a hand-built move. The
    caller checks that the state is unchanged.
    """
    why_illegal = getattr(game, "why_illegal", None)
    reason: str | None = None
    try:
        if item.text is not None:
            move = game.parse_move(state, item.seat, item.text)
        else:
            assert item.move is not None
            move = item.move
            if why_illegal is not None:
                reason = why_illegal(state, item.seat, move)
        game.apply(state, item.seat, move)
    except IllegalMove as exc:
        message = exc.message
        if item.move is not None and why_illegal is not None:
            assert reason, f"{item!r}: why_illegal found nothing wrong, apply refused"
        assert isinstance(message, str) and message.strip(), f"{item!r}: empty refusal"
        assert len(message) <= 1000, f"{item!r}: the refusal echoes too much"
        if not 0 <= item.seat < num_players:
            assert "no seat" in message, f"{item!r}: {message!r}"
        elif item.text is not None and len(item.text) > MAX_MOVE_LENGTH:
            assert f"{MAX_MOVE_LENGTH} characters" in message, f"{item!r}: {message!r}"
        tally.refused += 1
        return
    except Exception as exc:  # pragma: no cover - reported as a failure
        raise AssertionError(f"{item!r} raised {type(exc).__name__}: {exc}") from exc
    assert item.kind not in ("unicode", "huge", "long", "control"), f"{item!r} was accepted"
    assert reason is None, f"{item!r}: apply accepted what why_illegal refused ({reason})"
    assert 0 <= item.seat < num_players and item.seat in game.to_act(state)
    text = game.format_move(state, move)
    assert len(text) <= MAX_MOVE_LENGTH and _CANONICAL_TEXT.fullmatch(text), (
        f"{item!r} was stored as {text!r}")
    assert game.parse_move(state, item.seat, text) == move, f"{text!r} is not canonical"
    if move.verb not in unlisted_verbs:
        assert move in game.legal_moves(state, item.seat), f"{item!r}: {move} is not listed"
    tally.accepted += 1


def check_hostile(game: Game[Any], state: Any, num_players: int, rnd: random.Random,
                  count: int, unlisted_verbs: frozenset[str] = frozenset()) -> HostileTally:
    """``count`` hostile inputs against one state; the state must not change, ever.

    Seats that do not exist are also refused by ``view`` and ``legal_moves``. The state's
    JSON form is compared with a deep copy taken before, after every single call (cheap:
    tens of microseconds).
    """
    before = json.loads(json.dumps(game.to_json(state)))
    for seat in (-1, num_players, 99):
        for method in (game.view, game.legal_moves):
            try:
                method(state, seat)
            except IllegalMove as exc:
                assert "no seat" in exc.message
            else:  # pragma: no cover
                raise AssertionError(f"{method.__name__}: seat {seat} was not refused")
    tally = HostileTally()
    for item in hostile_inputs(game, state, num_players, rnd, count):
        check_hostile_one(game, state, num_players, item, tally, unlisted_verbs)
        assert game.to_json(state) == before, f"{item!r} changed the state"
    return tally


def hostile_states(game: Game[Any], seed: int,
                   plies: Iterable[int] = (3, 10, 25, 45, 70, 100, 140, 200)
                   ) -> list[tuple[Any, int]]:
    """States to attack: the setups for the fewest and most players, and a few positions
    of two short random playouts (the fewest players plus one, and the most)."""
    states: list[tuple[Any, int]] = [(game.setup(n, seed), n)
                                     for n in (game.min_players, game.max_players)]
    wanted = sorted(plies)
    for n in sorted({min(game.min_players + 1, game.max_players), game.max_players}):
        rnd = random.Random(seed + n)
        state = game.setup(n, seed + n)
        for ply in range(wanted[-1] + 1):
            if game.outcome(state) is not None:
                break
            if ply in wanted:
                states.append((state, n))
            seat = rnd.choice(game.to_act(state))
            state, _ = game.apply(state, seat, rnd.choice(game.legal_moves(state, seat)))
    return states
