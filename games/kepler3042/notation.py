"""Kepler-3042 move notation.

Every decision is one short line: a verb, then its arguments. Hexes are column letter + row
(``A1``-``V19``; Sol is ``F10``); planets are ``P1``-``P28`` and ``Earth``; Resources ``M``
(Matter), ``E`` (Energy), ``A`` (Antimatter); Technologies ``ST`` (I-Space Travels), ``QP``
(II-Quantum Physics), ``ED`` (III-Energy Development), ``TF`` (IV-Terraforming), ``AS``
(V-Antimatter Science); Leadership Tracks ``tech`` and ``colonial``.

=========================  ===================================================================
Notation                   Meaning
=========================  ===================================================================
``start ST QP``            setup: the two free Technology advances
``missions`` ...           move the Action Cube and take that Main Action: ``missions``
                           (Space Missions), ``colonize``, ``research`` (Technological
                           Development), ``propel`` (Stellar Propulsion), ``terraform``,
                           ``map`` (Galactic Map), ``energy`` (Energy Storage), ``exploit``
                           (Planetary Exploitation), ``antimatter`` (Generate Antimatter)
``build P5``               Space Missions: SPEND a Starship's cost from that planet
``place G9``               put the new Starship on that Space hex
``colonize P22``           colonize the planet your Starship is on
``tech QP Earth``          buy the next Quantum Physics level, SPENDING from Earth
``tech QP``                take a level for free (Extraterrestrial Knowledge)
``terraform P5``           terraform that planet
``map tech``               Galactic Map: advance on that track (``tech``/``colonial``)
``reveal K4``              turn over the tile on K4
``produce P5``             PRODUCE the offered Resources on that planet
``exploit P21``            Planetary Exploitation: PRODUCE that planet's output
``logistics`` ...          Bonus Action: ``logistics``, ``advancement``, ``science``,
                           ``culture``, ``planning``, ``neo`` (then pay with ``burn``)
``burn E store``           BURN 1 Energy from the Resources Storage (or ``burn M P5``)
``regen A``                REGENERATE 1 Antimatter from the Clausius' Pit
``move G9 J7``             move the Starship on G9 to J7 (any reachable destination)
``withdraw J7``            withdraw the Starship on J7
``convert P5 E``           Quantum Physics: swap 1 Energy on P5 for 1 Matter from storage
``shift M P21 Earth``      Quantum Physics: move 1 Matter from P21 to Earth
``done`` / ``skip``        finish the current action or turn / decline an offer
=========================  ===================================================================

Parsing is lenient: case and spacing do not matter, full names work ("space missions",
"galactic map tech", "burn energy storage", "tech quantum physics earth", "move g9 to j7",
"G9-J7"), ``5`` means ``P5`` where a planet is expected, and a missing last argument is
filled in when only one legal move fits.
"""

from __future__ import annotations

import re

from games.core import IllegalMove, Move, normalize
from games.notation_kit import count_or_none

from . import data as D
from . import rules as R
from .state import KState

_VERB_PHRASES = (
    ("space missions", "missions"), ("colonize planets", "colonize"),
    ("colonise planets", "colonize"), ("technological development", "research"),
    ("stellar propulsion", "propel"), ("terraform planets", "terraform"),
    ("galactic map", "map"), ("energy storage", "energy"),
    ("planetary exploitation", "exploit"), ("generate antimatter", "antimatter"),
    ("space logistics", "logistics"), ("technological advancement", "advancement"),
    ("scientific progress", "science"), ("cultural evolution", "culture"),
    ("exploratory planning", "planning"), ("exploitation of n.e.o.", "neo"),
    ("exploitation of neo", "neo"), ("end turn", "done"), ("end the turn", "done"),
)
_ARG_PHRASES = (
    ("i-space travels", "st"), ("ii-quantum physics", "qp"),
    ("iii-energy development", "ed"), ("iv-terraforming", "tf"),
    ("v-antimatter science", "as"),
    ("space travels", "st"), ("space travel", "st"), ("quantum physics", "qp"),
    ("energy development", "ed"), ("antimatter science", "as"),
    ("resources storage", "store"), ("resource storage", "store"),
    ("clausius' pit", "pit"),
)
_VERB_ALIASES = {
    "mission": "missions", "colonise": "colonize", "col": "colonize", "propulsion": "propel",
    "terra": "terraform", "galactic": "map", "exploitation": "exploit",
    "logistic": "logistics", "sci": "science", "cult": "culture", "n.e.o.": "neo",
    "buy": "tech", "technology": "tech", "regenerate": "regen", "mv": "move", "go": "move",
    "end": "done", "pass": "done", "finish": "done", "decline": "skip", "no": "skip",
    "turn": "reveal", "flip": "reveal", "recall": "withdraw", "swap": "convert",
    "transfer": "shift", "put": "place",
}
_FILLER = {"to", "from", "on", "at", "the", "with", "of", "and", "hex", "into", "in", "for",
           "over", "level"}

_SIGNATURES: dict[str, tuple[tuple[str, ...], ...]] = {
    "start": (("track", "track"),),
    "missions": ((),), "colonize": ((), ("planet",)), "research": ((),), "propel": ((),),
    "terraform": ((), ("planet",)), "map": ((), ("lead",)), "energy": ((),),
    "exploit": ((), ("planet",)), "antimatter": ((),),
    "build": (("planet",),), "place": (("hex",),), "tech": (("track", "planet"), ("track",)),
    "move": (("hex", "hex"),), "reveal": (("hex",),), "produce": (("planet",),),
    "logistics": ((),), "advancement": ((),), "science": ((),), "culture": ((),),
    "planning": ((),), "neo": ((),),
    "burn": (("res", "source"),), "regen": (("res",),), "withdraw": (("hex",),),
    "convert": (("planet", "res"),), "shift": (("res", "planet", "planet"),),
    "done": ((),), "skip": ((),),
}

_TRACKS = {"st": "ST", "i": "ST", "1": "ST", "space": "ST", "travel": "ST", "travels": "ST",
           "speed": "ST", "qp": "QP", "ii": "QP", "2": "QP", "quantum": "QP", "physics": "QP",
           "ed": "ED", "iii": "ED", "3": "ED", "energy": "ED", "tf": "TF", "iv": "TF",
           "4": "TF", "terraforming": "TF", "terraform": "TF", "terra": "TF", "as": "AS",
           "v": "AS", "5": "AS", "antimatter": "AS"}
_LEADS = {"tech": "tech", "technological": "tech", "t": "tech", "science": "tech",
          "colonial": "colonial", "col": "colonial", "c": "colonial", "colony": "colonial"}
_RES = {"m": "M", "matter": "M", "e": "E", "energy": "E", "a": "A", "am": "A",
        "antimatter": "A"}
_HEX = re.compile(r"^([a-v])([0-9]{1,2})$")
_PLANET = re.compile(r"^(?:p|planet)?([0-9]+)$")


def _canon(kind: str, token: str) -> str | None:
    if kind == "hex":
        m = _HEX.match(token)
        if not m:
            return None
        try:
            return D.hex_label(D.hex_index(token))
        except ValueError:
            return None
    if kind == "planet" or kind == "source":
        if kind == "source" and token in ("store", "storage", "s", "supply", "reserve", "pool"):
            return "store"
        if token in ("earth", "home", "0", "p0"):
            return "Earth"
        m = _PLANET.match(token)
        number = count_or_none(m.group(1), 1, max(D.PLANET)) if m else None
        return f"P{number}" if number in D.PLANET else None
    if kind == "track":
        return _TRACKS.get(token)
    if kind == "lead":
        return _LEADS.get(token)
    if kind == "res":
        return _RES.get(token)
    return None  # pragma: no cover


_KIND_WORDS = {"hex": "a hex like G9", "planet": "a planet like P5 or Earth",
               "source": "store or a planet", "track": "a Technology (ST, QP, ED, TF, AS)",
               "lead": "tech or colonial", "res": "a Resource (M, E, A)"}


def _fit(sig: tuple[str, ...], tokens: list[str]) -> tuple[str, ...] | None:
    out = []
    for kind, tok in zip(sig, tokens, strict=True):
        c = _canon(kind, tok)
        if c is None:
            return None
        out.append(c)
    return tuple(out)


def parse(state: KState, seat: int, text: str) -> Move:
    raw = normalize(text)
    raw = re.sub(r"\s*(?:->|→|>|,|;)\s*", " ", raw)
    raw = re.sub(r"(?<=\d)-(?=[a-v]\d)", " ", raw)  # G9-J7
    for phrase, verb in _VERB_PHRASES:
        if raw == phrase or raw.startswith(phrase + " "):
            raw = verb + raw[len(phrase):]
            break
    for phrase, code in _ARG_PHRASES:
        raw = raw.replace(phrase, code)
    tokens = [t for t in raw.split(" ") if t]
    if not tokens:
        raise IllegalMove("Type a move, for example `research` or `move G9 J7`.")
    verb = _VERB_ALIASES.get(tokens[0], tokens[0])
    if verb not in _SIGNATURES:
        raise IllegalMove(f"Unknown move {tokens[0]!r}. {R.prompt(state, seat)}")
    args = [t for t in tokens[1:] if t not in _FILLER]
    sigs = _SIGNATURES[verb]
    for sig in sigs:
        if len(sig) == len(args):
            fitted = _fit(sig, args)
            if fitted is None and len(sig) == 2 and verb in ("burn", "convert"):
                fitted = _fit(sig, args[::-1])
            if fitted is not None:
                if verb == "start":
                    fitted = tuple(sorted(fitted, key=D.TECH_CODES.index))
                return Move(verb, fitted)
    # A missing trailing argument: accept it when exactly one legal move fits.
    longest = max(len(s) for s in sigs)
    if len(args) < longest:
        fits = []
        for m in R.legal_moves(state, seat):
            if m.verb != verb or len(m.args) <= len(args):
                continue
            sig = next(s for s in sigs if len(s) == len(m.args))
            if _fit(sig[:len(args)], args) == m.args[:len(args)]:
                fits.append(m)
        if len(fits) == 1:
            return fits[0]
        if len(fits) > 1:
            options = ", ".join(format_move(m) for m in fits[:6])
            raise IllegalMove(f"Which one? For example: {options}.")
    wanted = " | ".join(" ".join([verb, *(f"<{_KIND_WORDS[k]}>" for k in s)]) for s in sigs)
    raise IllegalMove(f"Could not read {text.strip()!r}: expected {wanted}.")


def format_move(move: Move) -> str:
    return str(move)


# --------------------------------------------------------------------------------------------
# Labels
# --------------------------------------------------------------------------------------------


def _planet_of(code: str) -> int:
    number = 0 if code == "Earth" else count_or_none(code[1:], 1, max(D.PLANET))
    return -1 if number is None else number


def describe(state: KState, move: Move) -> str:
    v, a = move.verb, move.args
    seat = R.to_act(state)[0] if R.to_act(state) else 0
    top = state.stack[-1] if state.stack and state.phase == "play" else None
    p = state.players[top.seat if top is not None else seat]
    if v == "start":
        names = [D.TECHS[D.TECH_CODES.index(x)].levels[0].name for x in a]
        return f"Advance for free to {names[0]} and {names[1]}"
    if v in D.ACTIONS and not a:
        i = D.ACTIONS.index(v)
        b1, b2 = D.bonuses_of(i)
        return (f"{D.ACTION_NAMES[i]} (bonuses: {D.BONUS_NAMES[b1]}, {D.BONUS_NAMES[b2]})")
    if v in D.BONUSES:
        what = {"logistics": "place a free Starship by one of your planets",
                "advancement": "PRODUCE 1 Antimatter", "science": "+1 Technological award",
                "culture": "+1 Colonial award", "planning": "move each Starship up to 2 hexes",
                "neo": "PRODUCE 1 Matter + 1 Energy on Earth"}[v]
        return f"{D.BONUS_NAMES[v]}: {what} (BURN 1 Resource)"
    if v == "build":
        return (f"Build a Starship: SPEND {R.cost_text(R.build_cost(p))} from "
                f"{R.planet_label(_planet_of(a[0]))}")
    if v == "place":
        return f"Place the new Starship on {a[0]}"
    if v == "colonize":
        n = _planet_of(a[0])
        c = D.PLANET[n]
        return (f"Colonize Planet {n} {c.name} ({D.TYPE_NAMES[c.type]}, "
                f"+{c.colony_awards} Colonial)")
    if v == "tech":
        t = D.TECH_CODES.index(a[0])
        lvl_no = p.tech[t] + 1
        if lvl_no > D.MAX_LEVEL:
            return f"{D.TECHS[t].name} (already at its maximum)"
        lvl = D.TECHS[t].levels[lvl_no - 1]
        head = f"{D.TECHS[t].numeral}-{lvl.name} (level {lvl_no})"
        if len(a) == 1:
            extra = ", BURN 1 Resource" if lvl.awards else ""
            return f"Take {head} for free{extra}"
        return f"Buy {head}: SPEND {R.cost_text(lvl.cost)} from {R.planet_label(_planet_of(a[1]))}"
    if v == "terraform":
        n = _planet_of(a[0])
        c = D.PLANET[n]
        return (f"Terraform Planet {n}: SPEND {R.cost_text(c.terraform_cost)}, worth {c.vp} VP, "
                f"+{c.terraform_awards} Colonial")
    if v == "map":
        track = D.TRACK_NAMES[D.TRACK_CODES.index(a[0])]
        return f"Advance 1 on the {track} Leadership Track, then turn over 4 tiles"
    if v == "reveal":
        h = D.hex_index(a[0])
        tile = state.tiles.get(h)
        zone = D.ZONE_NAMES[tile.zone] if tile is not None else "?"
        return f"Turn over the tile on {a[0]} ({zone})"
    if v == "produce":
        if top is not None and top.kind == "produce":
            res = int(top.data["res"])
            n = min(int(top.data["amount"]), p.store[res])
            return f"PRODUCE {n} {D.RES_NAMES[res]} on {R.planet_label(_planet_of(a[0]))}"
        return f"PRODUCE on {R.planet_label(_planet_of(a[0]))}"
    if v == "exploit":
        hold = p.holding(_planet_of(a[0]))
        out = R.cost_text(R.planet_output(hold)) if hold is not None else "?"
        return f"PRODUCE {out} on {R.planet_label(_planet_of(a[0]))}"
    if v == "burn":
        where = "your Resources Storage" if a[1] == "store" else R.planet_label(_planet_of(a[1]))
        return f"BURN 1 {D.RES_NAMES[D.RES_CODES.index(a[0])]} from {where}"
    if v == "regen":
        return f"REGENERATE 1 {D.RES_NAMES[D.RES_CODES.index(a[0])]}"
    if v == "move":
        h0, h1 = D.hex_index(a[0]), D.hex_index(a[1])
        tile = state.tiles.get(h1)
        onto = ""
        if tile is not None:
            onto = f" onto {R.tile_text(tile)}"
        dist = D.hex_distance(h0, h1)
        if top is not None:
            dist = R.destinations(state, h0, R.ship_budget(state, top.seat, h0)).get(h1, dist)
        return f"Move the Starship on {a[0]} to {a[1]}{onto} ({dist} hex{'es' if dist > 1 else ''})"
    if v == "withdraw":
        tile = state.tiles.get(D.hex_index(a[0]))
        if tile is not None and tile.kind == D.MINE:
            return f"Withdraw the Starship on {a[0]} from its Mine (REGENERATE 1)"
        return f"Withdraw the Starship on {a[0]}"
    if v == "convert":
        r = D.RES_CODES.index(a[1])
        return (f"Convert 1 {D.RES_NAMES[r]} on {R.planet_label(_planet_of(a[0]))} into "
                f"{D.RES_NAMES[1 - r]} (Quantum Physics)")
    if v == "shift":
        return (f"Move 1 {D.RES_NAMES[D.RES_CODES.index(a[0])]} from "
                f"{R.planet_label(_planet_of(a[1]))} to {R.planet_label(_planet_of(a[2]))} "
                f"(Quantum Physics)")
    if v == "done":
        if top is not None and top.kind == "turn":
            return "End your turn"
        if top is not None and top.kind == "maptrack":
            return "Skip the Galactic Map action"
        return "Finish this action"
    if v == "skip":
        return "Skip"
    return str(move)
