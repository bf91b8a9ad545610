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
import unicodedata

from games.core import IllegalMove, Move, normalize
from games.i18n import Message, msg
from games.notation_kit import count_or_none, is_count

from . import data as D
from . import rules as R
from .common import area_word, colour_word, cubes_msg, who
from .objectives import objective_targets
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
#: The verbs in Spanish and French (read accent-insensitively; records keep the English).
VERB_ALIASES.update({
    # Spanish
    "empezar": "start", "comenzar": "start", "salida": "start",
    "investigar": "research", "investigacion": "research", "avanzar": "research",
    "tomar": "take", "comprar": "take", "controlar": "take",
    "tripulante": "crew", "tripulacion": "crew", "elegir": "crew",
    "colocar": "place", "aparcar": "place",
    "mover": "move", "explorador": "move",
    "cubos": "cubes", "cubo": "cubes", "creditos": "cubes",
    "ir": "go", "paso": "go", "andar": "go",
    "parar": "stop", "quedarse": "stop", "detenerse": "stop",
    "desde": "from",
    "saltar": "jump",
    "impulsar": "boost", "ampliar": "boost",
    "construir": "build", "estacion": "build", "transmisor": "build",
    "laboratorio": "lab", "dejar": "lab",
    "hecho": "done", "pasar": "done", "terminar": "done", "nada": "done",
    "estudiar": "study",
    "ganar": "gain",
    "poner": "put",
    "gastar": "spend",
    "objetivo": "obj", "cumplir": "obj",
    "cambiar": "trade", "intercambiar": "trade", "intercambio": "trade",
    # French
    "commencer": "start", "depart": "start",
    "recherche": "research", "rechercher": "research", "avancer": "research",
    "prendre": "take", "acheter": "take",
    "equipage": "crew", "membre": "crew",
    "placer": "place", "ranger": "place",
    "bouger": "move", "deplacer": "move", "eclaireur": "move",
    "aller": "go",
    "arreter": "stop", "rester": "stop",
    "depuis": "from",
    "sauter": "jump",
    "allonger": "boost",
    "construire": "build", "emetteur": "build",
    "laboratoire": "lab", "labo": "lab", "poser": "lab",
    "fini": "done", "passer": "done", "terminer": "done", "fin": "done", "non": "done",
    "etudier": "study",
    "gagner": "gain",
    "mettre": "put",
    "depenser": "spend",
    "objectif": "obj", "remplir": "obj",
    "echanger": "trade", "echange": "trade",
})

COLOUR_ALIASES: dict[str, str] = {
    "y": "yellow", "ye": "yellow", "yel": "yellow", "yellow": "yellow",
    "gy": "grey", "g": "grey", "gray": "grey", "grey": "grey",
    "pu": "purple", "pur": "purple", "purple": "purple",
    "pi": "pink", "pk": "pink", "pink": "pink",
    "o": "orange", "or": "orange", "orange": "orange",
    # Spanish and French
    "amarillo": "yellow", "amarilla": "yellow", "amarillos": "yellow", "jaune": "yellow",
    "jaunes": "yellow", "gris": "grey", "grises": "grey", "morado": "purple", "morada": "purple",
    "morados": "purple", "violeta": "purple", "purpura": "purple", "violet": "purple",
    "violette": "purple", "violets": "purple", "rosa": "pink", "rosas": "pink",
    "rose": "pink", "roses": "pink", "naranja": "orange", "naranjas": "orange",
}
AREA_ALIASES: dict[str, str] = {
    "g": "green", "gr": "green", "green": "green", "r": "red", "red": "red",
    "b": "blue", "bl": "blue", "blue": "blue", "c": "cyan", "cy": "cyan", "cyan": "cyan",
    # Spanish and French
    "verde": "green", "vert": "green", "verte": "green", "rojo": "red", "roja": "red",
    "rouge": "red", "azul": "blue", "bleu": "blue", "bleue": "blue", "cian": "cyan",
}
#: Words for "own", "free" and the panels' sides in Spanish and French.
WORD_ALIASES: dict[str, str] = {
    "propio": "own", "propia": "own", "mio": "own", "propre": "own", "mien": "own",
    "gratis": "free", "gratuit": "free", "gratuite": "free",
}
FILLER = {"column", "col", "space", "slot", "on", "to", "at", "sector", "area", "the",
          # Spanish and French
          "columna", "casilla", "hueco", "en", "al", "zona", "el", "la", "colonne", "case",
          "emplacement", "sur", "vers", "secteur", "zone", "domaine", "le"}
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
    return {"first": "a", "token": "a", "fp": "a", "ficha": "a", "primero": "a",
            "jeton": "a", "premier": "a"}.get(tok, tok)


def _fold(text: str) -> str:
    """Without accents (``investigación`` reads as ``investigacion``)."""
    return "".join(c for c in unicodedata.normalize("NFKD", text)
                   if not unicodedata.combining(c))


def _word(tok: str) -> str:
    """Yellow, own and free in any of the three languages."""
    word = WORD_ALIASES.get(tok, tok)
    return "yellow" if word in ("y", "ye") or COLOUR_ALIASES.get(word) == "yellow" else word


def parse(state: State, seat: int, text: str) -> Move:
    """Lenient reading of one move; the result still goes through why_illegal."""
    toks = _fold(normalize(text)).replace(",", " ").split()
    if not toks:
        raise IllegalMove(msg("magnastorm.no.empty", example=_example(state, seat)))
    verb = VERB_ALIASES.get(toks[0])
    if verb is None:
        raise IllegalMove(msg("magnastorm.no.unknown", word=toks[0],
                              example=_example(state, seat)))
    args = [_number(t) for t in toks[1:] if t not in FILLER]
    if verb in ("start",):
        args = [_column(a) for a in args]
    elif verb in ("research", "study"):
        args = [_area(a) for a in args]
    elif verb == "take":
        args = [_column(args[0]), *(_word(a) for a in args[1:])] if args else []
    elif verb == "crew":
        args = _crew_args(args)
    elif verb == "place":
        args = [_cell("".join(args))] if args else []
    elif verb == "move":
        args = [_word(a) for a in args]
    elif verb in ("go", "jump"):  # "ir a 17", "aller à 17": "a" is no column here
        args = [a.lstrip("#") for a in args if a != "a"]
    elif verb == "from":
        args = [(("t" + a) if is_count(a) else a) if i == 0 else _colour(a)
                for i, a in enumerate(args)]
    elif verb in ("boost", "gain"):
        args = [_colour(a) for a in args]
    elif verb == "put":
        args = _put_args(args)
    elif verb == "obj":
        args = _obj_args(state, args)
    elif verb in ("lab", "build"):
        args = [_word(a) for a in args]
    elif verb == "trade":
        args = [_colour(a) for a in args
                if a not in ("for", "->", "=", "into", "por", "contra", "contre")]
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
             "low": "low", "lower": "low", "l": "low", "down": "low", "bottom": "low",
             "arriba": "up", "superior": "up", "haut": "up", "superieur": "up",
             "abajo": "low", "inferior": "low", "bas": "low", "inferieur": "low"}
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


def describe(state: State, move: Move) -> Message | str:
    """A label a player understands, e.g. for autocomplete (a catalogue message; the move
    itself when it names nothing the game knows)."""
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
              a: tuple[str, ...]) -> Message:
    if v == "start":
        return msg("magnastorm.d.start", column=a[0])
    if v == "research":
        return msg("magnastorm.d.research", area=_known_area(a[0]))
    if v == "take":
        col = R.columns(state).index(a[0])
        cost = cubes_msg(R.take_cost(state, seat, col, a[1] if len(a) > 1 else ""))
        if col == 0:
            return msg("magnastorm.d.buy_token", cubes=cost)
        cmd = D.COMMANDERS[state.admin[col - 1]]
        return msg("magnastorm.d.take", commander=cmd.name, gain=cmd.gain, cubes=cost)
    if v == "crew":
        return msg("magnastorm.d.crew", colour=_known_colour(a[1]), column=a[0])
    if v == "place":
        if task.get("k") == "park":
            return msg("magnastorm.d.park", space=a[0])
        row = R.parse_cell(a[0])
        bonus = R.lower_bonuses(state).get(a[0], "")
        if row is None:
            return msg("magnastorm.d.place_on", space=a[0])
        r = D.ROW_TABLE[row[0]]
        move = cubes_msg(R.resolve(state, seat, r.move))
        gain = cubes_msg(R.resolve(state, seat, r.gain))
        if bonus:
            return msg("magnastorm.d.place_bonus", space=a[0], move=move, gain=gain,
                       bonus=D.bonus_label(bonus))
        return msg("magnastorm.d.place", space=a[0], move=move, gain=gain)
    if v == "move":
        paid = R.move_cost(state, seat, str(task["space"]), a[0] if a else "")
        return msg("magnastorm.d.move", cubes=cubes_msg(paid))
    if v == "cubes":
        row = R.parse_cell(str(task["space"]))
        assert row is not None
        got = R.resolve(state, seat, D.ROW_TABLE[row[0]].gain)
        return msg("magnastorm.d.cubes", cubes=cubes_msg(got))
    if v == "go":
        sp = R.board(state).spaces[a[0]]
        lab = state.labs.get(a[0])
        what = msg(f"magnastorm.space.{sp.colour or 'start'}")
        if lab:
            return msg("magnastorm.d.go_lab", space=a[0], what=what, sector=sp.sector + 1,
                       who=who(state, lab[0]))
        return msg("magnastorm.d.go", space=a[0], what=what, sector=sp.sector + 1)
    if v == "stop":
        return msg("magnastorm.d.stop")
    if v == "from":
        if len(a) > 1:
            return msg("magnastorm.d.from_pay", station=a[0], colour=_known_colour(a[1]))
        return msg("magnastorm.d.from", station=a[0])
    if v == "jump":
        return msg("magnastorm.d.jump", space=a[0])
    if v == "boost":
        return msg("magnastorm.d.boost", colour=_known_colour(a[0]))
    if v == "build":
        price = msg("magnastorm.d.free_kaysia") if len(a) > 1 else cubes_msg(
            R.resolve(state, seat, D.STATION_COSTS[_slot(a[0], len(D.STATION_COSTS))]))
        return msg("magnastorm.d.build", station=task.get("tx"), cubes=price)
    if v == "lab":
        lab_cost = R.lab_cost(state, seat, task, _slot(a[0], len(D.LAB_COSTS)), len(a) > 1)
        return msg("magnastorm.d.lab", slot=a[0], cubes=cubes_msg(lab_cost))
    if v == "done":
        kind = str(task.get("k"))
        return msg(f"magnastorm.d.done_{kind}" if kind in ("lab", "study", "endturn")
                   else "magnastorm.d.done")
    if v == "study":
        return msg("magnastorm.d.study", area=_known_area(a[0]))
    if v == "gain":
        return msg("magnastorm.d.gain", colour=_known_colour(a[0]))
    if v == "put":
        if a[0] not in ("up", "low"):
            raise KeyError(a[0])
        return msg(f"magnastorm.d.put_{a[0]}", space=a[1])
    if v == "spend":
        return msg("magnastorm.d.spend", n=a[0])
    if v == "obj":
        slot = _slot(a[0], len(state.objectives))
        card = D.OBJECTIVES[state.objectives[slot]]
        value = state.ladders[slot][0] if state.ladders[slot] else 0
        return msg(f"magnastorm.d.obj_{card.kind}", slot=a[0],
                   targets=objective_targets(a[1:]), value=value)
    if v == "trade":
        for c in a[:4]:
            _known_colour(c)
        return msg("magnastorm.d.trade", cubes=cubes_msg(list(a[:3])),
                   colour=_known_colour(a[3]))
    raise KeyError(v)


def _known_colour(word: str) -> Message:
    """A cube colour's name; KeyError (the move itself as the label) for another word."""
    if word not in (D.YELLOW, *D.PLAYER_COLOURS):
        raise KeyError(word)
    return colour_word(word)


def _known_area(word: str) -> Message:
    if word not in D.AREAS_4:
        raise KeyError(word)
    return area_word(word)
