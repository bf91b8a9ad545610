"""Magnastorm move notation: one short line per decision.

A turn is a chain of small decisions; each decision's moves start with one verb, so a
move list pages by its first word. Everything is case- and spacing-insensitive; colours
and areas take their full names or short aliases (``y`` yellow, ``gy`` grey, ``pu``
purple, ``pi`` pink, ``o`` orange; ``g`` green, ``r`` red, ``b`` blue, ``c`` cyan).

Names on the board:

- action-panel spaces ``<column><row>``: columns ``a`` (first player token) to ``e``,
  rows 1 (top) to 5, e.g. ``b3``;
- map spaces by number (``17``), the start spaces ``st1`` and ``st2``; transmitter spaces
  ``t1`` ...; sectors ``s1``-``s6`` (clockwise from the lower-left one);
- player-board slots by number, left to right (labs 1-10) or top to bottom (stations 1-3).

Setup (starting positions)

- ``start b`` -- put your starting crew member in column b (each column once)
- ``research green`` -- advance 1 level in an area (also every "choose an area" decision)

Phase 1, a turn

- ``take c`` -- take over the commander above column c (``take a``: buy the first player
  token), paying 1 cube per crew member below (+1 of the owner's colour);
  ``take c own`` / ``take c yellow``: Idris Yakuul's swap of one cube in the payment
- ``crew b yellow`` -- take a yellow (or own, or, if none is left, an opponent's) crew
  member from column b of the upper panel; then ``place d2`` on the lower panel (after a
  takeover, ``place`` also parks each of the commander's crew members, without action)
- ``move`` (A: pay the row's cost and move the scout runner; ``move own`` / ``move
  yellow`` with Idris Yakuul) or ``cubes`` (B: take the row's cubes)
- moving: ``go 17`` one step (same area or an adjacent one; repeat with the range bonus),
  ``stop`` (stay or end early), ``from t2 yellow`` (start at a transmitter station, paying
  its owner one cube of your choice; ``from t2`` for your own), ``jump 17`` (Mira
  Mascovic), ``boost yellow`` (Justin B. Beeper: +1 range for one cube), ``build 1`` a
  transmitter station after crossing a sector border next to a free transmitter space
  (``build 1 free``: Kaysia Vasidis)
- ``lab 3`` -- drop the lab from slot 3 of your board where the runner stands (``lab 3
  free``: Kaysia Vasidis); ``done`` to drop none or no extra lab
- ``study red`` -- Adira Okzil: 2 own cubes for a level; ``done`` to skip
- ``gain pink`` -- choose the cube for an "any player colour" gain
- ``put up b4`` / ``put low c2`` -- place a crew member from your board (crew bonus)
- ``obj 3 s2 s5`` / ``obj 1 green red`` -- at the end of your turn, fulfil objective slot
  1-4 (1-2 research, 3-4 sector) with the named sectors or areas; ``done`` ends the turn
- ``trade yellow yellow grey for pink`` -- exchange 3 cubes for 1 different one, at any
  decision of yours

Administration

- ``spend 2`` -- Forrester Dain: spend 0-2 yellow cubes for 1 reputation each
"""

from __future__ import annotations

import re

from games.core import IllegalMove, Move, normalize
from games.notation_kit import count_or_none, is_count

from . import data as D
from . import rules as R
from .state import State

VERB_ALIASES: dict[str, str] = {
    "start": "start",
    "research": "research", "res": "research", "adv": "research", "advance": "research",
    "take": "take", "takeover": "take", "buy": "take",
    "crew": "crew", "pick": "crew",
    "place": "place", "park": "place",
    "move": "move", "runner": "move",
    "cubes": "cubes", "cube": "cubes", "credits": "cubes", "creditcubes": "cubes",
    "go": "go", "step": "go", "walk": "go",
    "stop": "stop", "stay": "stop",
    "from": "from",
    "jump": "jump",
    "boost": "boost",
    "build": "build", "station": "build", "transmitter": "build",
    "lab": "lab", "drop": "lab",
    "done": "done", "pass": "done", "skip": "done", "end": "done", "no": "done",
    "study": "study",
    "gain": "gain",
    "put": "put",
    "spend": "spend",
    "obj": "obj", "objective": "obj", "fulfil": "obj", "fulfill": "obj",
    "trade": "trade", "exchange": "trade",
}

COLOUR_ALIASES: dict[str, str] = {
    "y": "yellow", "ye": "yellow", "yel": "yellow", "yellow": "yellow",
    "gy": "grey", "g": "grey", "gray": "grey", "grey": "grey",
    "pu": "purple", "pur": "purple", "purple": "purple",
    "pi": "pink", "pk": "pink", "pink": "pink",
    "o": "orange", "or": "orange", "orange": "orange",
}
AREA_ALIASES: dict[str, str] = {
    "g": "green", "gr": "green", "green": "green", "r": "red", "red": "red",
    "b": "blue", "bl": "blue", "blue": "blue", "c": "cyan", "cy": "cyan", "cyan": "cyan",
}
FILLER = {"column", "col", "space", "slot", "on", "to", "at", "sector", "area", "the"}
# A numbered name: a map space (17), a start space (st1), a transmitter (t2), a sector (s5),
# a panel cell (b3), a slot (3).
_NUMBERED = re.compile(r"([a-z]*)([0-9]+)")


def _number(tok: str) -> str:
    """Numbers in names without leading zeros (``lab 03`` is ``lab 3``, ``go 017`` is
    ``go 17``), so what is stored is canonical; other words are left for the rules."""
    m = _NUMBERED.fullmatch(tok)
    n = count_or_none(m.group(2), 0, 99) if m else None
    return tok if m is None or n is None else f"{m.group(1)}{n}"


def _colour(tok: str) -> str:
    return COLOUR_ALIASES.get(tok, tok)


def _area(tok: str) -> str:
    return AREA_ALIASES.get(tok, tok)


def _column(tok: str) -> str:
    return {"first": "a", "token": "a", "fp": "a"}.get(tok, tok)


def parse(state: State, seat: int, text: str) -> Move:
    """Lenient reading of one move; the result still goes through why_illegal."""
    toks = normalize(text).replace(",", " ").split()
    if not toks:
        raise IllegalMove("Type a move, for example: " + _example(state, seat) + ".")
    verb = VERB_ALIASES.get(toks[0])
    if verb is None:
        raise IllegalMove(f"Unknown move {toks[0]!r}. For example: {_example(state, seat)}.")
    args = [_number(t) for t in toks[1:] if t not in FILLER]
    if verb in ("start",):
        args = [_column(a) for a in args]
    elif verb in ("research", "study"):
        args = [_area(a) for a in args]
    elif verb == "take":
        args = [_column(args[0]), *(("yellow" if a in ("y", "ye") else a) for a in args[1:])] \
            if args else []
    elif verb == "crew":
        args = _crew_args(args)
    elif verb == "place":
        args = [_cell("".join(args))] if args else []
    elif verb == "move":
        args = [("yellow" if a in ("y", "ye") else a) for a in args]
    elif verb in ("go", "jump"):
        args = [a.lstrip("#") for a in args]
    elif verb == "from":
        args = [(("t" + a) if is_count(a) else a) if i == 0 else _colour(a)
                for i, a in enumerate(args)]
    elif verb in ("boost", "gain"):
        args = [_colour(a) for a in args]
    elif verb == "put":
        args = _put_args(args)
    elif verb == "obj":
        args = _obj_args(state, args)
    elif verb == "trade":
        args = [_colour(a) for a in args if a not in ("for", "->", "=", "into")]
    return Move(verb, tuple(args))


def _cell(text: str) -> str:
    if len(text) == 2 and is_count(text[0]) and text[1].isalpha():
        return text[1] + text[0]
    return text


def _crew_args(args: list[str]) -> list[str]:
    col = [a for a in args if len(a) == 1 and a in D.COLUMNS_ALL]
    rest = [_colour(a) for a in args if a not in col]
    if len(col) == 1 and len(rest) == 1:
        return [col[0], rest[0]]
    if len(col) == 2 and not rest:  # "crew b y"? 'b' and 'y' are both letters
        return [col[0], _colour(col[1])]
    return [*col, *rest]


def _put_args(args: list[str]) -> list[str]:
    where = {"up": "up", "upper": "up", "u": "up", "top": "up",
             "low": "low", "lower": "low", "l": "low", "down": "low", "bottom": "low"}
    side = [where[a] for a in args if a in where]
    rest = [a for a in args if a not in where]
    return [*side, _cell("".join(rest))] if rest else side


def _obj_args(state: State, args: list[str]) -> list[str]:
    if not args:
        return []
    slot = args[0]
    targets = args[1:]
    card = state.objectives[int(slot) - 1] if slot in ("1", "2", "3", "4") else ""
    if card.startswith("s"):
        sectors = [("s" + t) if is_count(t) else t for t in targets]
        if card == "s4" and len(sectors) == 2 and all(
                len(x) == 2 and is_count(x[1]) for x in sectors):
            quiet = R.quiet_sectors(state)
            sectors.sort(key=lambda x: (int(x[1]) - 1) not in quiet)
        elif all(len(x) == 2 and is_count(x[1]) for x in sectors):
            sectors.sort()
        return [slot, *sectors]
    names = list(R.areas(state))
    found = [_area(t) for t in targets]
    found.sort(key=lambda a: names.index(a) if a in names else 99)
    return [slot, *found]


def fmt(state: State, move: Move) -> str:
    if move.verb == "trade" and len(move.args) == 4:
        return "trade " + " ".join(move.args[:3]) + " for " + move.args[3]
    return str(move)


def _example(state: State, seat: int) -> str:
    moves = R.legal_moves(state, seat, with_trades=False)
    return fmt(state, moves[0]) if moves else "done"


def describe(state: State, move: Move) -> str:
    """A label a player understands, e.g. for autocomplete."""
    v, a = move.verb, move.args
    task = R.current(state)
    seat = task["seat"] if task else 0
    try:
        return _describe(state, seat, task or {}, v, a)
    except (KeyError, ValueError, IndexError, AssertionError, TypeError):
        return fmt(state, move)


def _slot(token: str, size: int) -> int:
    """The list index of a 1-based slot number; KeyError (a plain label) for anything
    else, so no "0" or "-1" reads a list from its end."""
    number = count_or_none(token, 1, size)
    if number is None:
        raise KeyError(token)
    return number - 1


def _describe(state: State, seat: int, task: dict[str, object], v: str,
              a: tuple[str, ...]) -> str:
    if v == "start":
        return f"Place your starting crew member in column {a[0]}"
    if v == "research":
        return f"Advance 1 level in {a[0]}"
    if v == "take":
        col = R.columns(state).index(a[0])
        cost = R.cubes_text(R.take_cost(state, seat, col, a[1] if len(a) > 1 else ""))
        if col == 0:
            return f"Buy the first player token for {cost}"
        cmd = D.COMMANDERS[state.admin[col - 1]]
        return f"Take over {cmd.name} (+{cmd.gain} reputation) for {cost}"
    if v == "crew":
        return f"Use a {a[1]} crew member from column {a[0]}"
    if v == "place":
        if task.get("k") == "park":
            return f"Move a crew member to {a[0]} (no action)"
        row = R.parse_cell(a[0])
        bonus = R.lower_bonuses(state).get(a[0], "")
        if row is None:
            return f"Place on {a[0]}"
        r = D.ROW_TABLE[row[0]]
        move = R.cubes_text(R.resolve(state, seat, r.move))
        gain = R.cubes_text(R.resolve(state, seat, r.gain))
        extra = f"; bonus: {D.BONUS_LABELS.get(bonus, bonus)}" if bonus else ""
        return f"Place on {a[0]}: moving costs {move}, cubes give {gain}{extra}"
    if v == "move":
        paid = R.move_cost(state, seat, str(task["space"]), a[0] if a else "")
        return f"Move your scout runner for {R.cubes_text(paid)}"
    if v == "cubes":
        row = R.parse_cell(str(task["space"]))
        assert row is not None
        got = R.resolve(state, seat, D.ROW_TABLE[row[0]].gain)
        return f"Take {R.cubes_text(got)}"
    if v == "go":
        sp = R.board(state).spaces[a[0]]
        lab = state.labs.get(a[0])
        what = f"{sp.colour} space" if sp.colour else "start space"
        occ = f", lab of {R.name(state, lab[0])}" if lab else ""
        return f"Move to {a[0]} ({what} in sector {sp.sector + 1}{occ})"
    if v == "stop":
        return "End the movement here"
    if v == "from":
        pay = f", paying 1 {a[1]} cube to its owner" if len(a) > 1 else ""
        return f"Start the movement at transmitter station {a[0]}{pay}"
    if v == "jump":
        return f"Jump to {a[0]} (Mira Mascovic)"
    if v == "boost":
        return f"Spend 1 {a[0]} cube to move 1 area further (Justin B. Beeper)"
    if v == "build":
        price = "nothing (Kaysia Vasidis)" if len(a) > 1 else R.cubes_text(
            R.resolve(state, seat, D.STATION_COSTS[_slot(a[0], len(D.STATION_COSTS))]))
        return f"Build a transmitter station on {task.get('tx')} for {price} (+2 reputation)"
    if v == "lab":
        lab_cost = R.lab_cost(state, seat, task, _slot(a[0], len(D.LAB_COSTS)), len(a) > 1)
        return f"Drop the turtle lab from slot {a[0]} for {R.cubes_text(lab_cost)}"
    if v == "done":
        return {"lab": "Drop no (more) turtle lab", "study": "Skip Adira Okzil",
                "endturn": "End your turn"}.get(str(task.get("k")), "Done")
    if v == "study":
        return f"Spend 2 own cubes for 1 level in {a[0]} (Adira Okzil)"
    if v == "gain":
        return f"Gain 1 {a[0]} cube"
    if v == "put":
        where = "upper" if a[0] == "up" else "lower"
        return f"Place a crew member from your board on {a[1]} of the {where} panel"
    if v == "spend":
        return f"Spend {a[0]} yellow cube(s) for {a[0]} reputation"
    if v == "obj":
        slot = _slot(a[0], len(state.objectives))
        card = D.OBJECTIVES[state.objectives[slot]]
        value = state.ladders[slot][0] if state.ladders[slot] else 0
        what = "remove labs from " if card.kind == "sector" else "move down "
        return f"Fulfil objective {a[0]} ({what}{', '.join(a[1:])}) for {value} reputation"
    if v == "trade":
        return f"Exchange {R.cubes_text(list(a[:3]))} for 1 {a[3]} cube"
    return " ".join((v, *a))
