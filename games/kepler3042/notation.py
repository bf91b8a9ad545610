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

Spanish and French words are read too, without their accents mattering ("construir 5",
"mapa galáctico tecnológica", "déplacer g9 vers j7", "brûler énergie réserve"): they are
the words of the catalogue's glossary (``locales/``). What is stored is always the
canonical notation above.

The text shown by ``/game rules`` is the catalogue's ``kepler3042.notation_help``, this
docstring's table in each language.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

from games.core import IllegalMove, Move, normalize
from games.i18n import Message, joined, msg
from games.notation_kit import count_or_none

from . import data as D
from . import rules as R
from .state import KState
from .terms import (
    action_name,
    bonus_name,
    cost_text,
    level_name,
    planet_label,
    res_name,
    tech_name,
    track_name,
    zone_name,
)
from .typed import TYPED


def _merged(table: str) -> Any:
    """One table of typed words, every language's entries together (English first)."""
    parts = [words[table] for words in TYPED.values()]
    if isinstance(parts[0], dict):
        return {k: v for part in parts for k, v in part.items()}
    return tuple(x for part in parts for x in part)


# The words players type, in every language the catalogue speaks (``typed.TYPED``).
_VERB_PHRASES: tuple[tuple[str, str], ...] = _merged("verb_phrases")
_ARG_PHRASES: tuple[tuple[str, str], ...] = _merged("arg_phrases")
_VERB_ALIASES: dict[str, str] = _merged("verbs")
_FILLER: frozenset[str] = frozenset(_merged("filler"))
#: Words dropped only when the move does not read with them ("mover G9 a J7", "à J7"):
#: ``a`` is also the Antimatter code.
_SOFT_FILLER = frozenset({"a"})

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

_TRACKS: dict[str, str] = _merged("tracks")
_LEADS: dict[str, str] = _merged("leads")
_RES: dict[str, str] = _merged("res")
_STORE: tuple[str, ...] = _merged("store")
_EARTH: tuple[str, ...] = _merged("earth")
_HEX = re.compile(r"^([a-v])([0-9]{1,2})$")
_PLANET = re.compile(r"^(?:" + "|".join(_merged("planet")) + r")?([0-9]+)$")


def fold(text: str) -> str:
    """Typed text without its accents (``é`` -> ``e``, ``ñ`` -> ``n``), so Spanish and French
    words match however they are typed."""
    if text.isascii():
        return text
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


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
        if kind == "source" and token in _STORE:
            return "store"
        if token in _EARTH:
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


def _fit(sig: tuple[str, ...], tokens: list[str]) -> tuple[str, ...] | None:
    out = []
    for kind, tok in zip(sig, tokens, strict=True):
        c = _canon(kind, tok)
        if c is None:
            return None
        out.append(c)
    return tuple(out)


def _signature(verb: str, sig: tuple[str, ...]) -> Message:
    kinds = dict(zip("abc", (msg(f"kepler3042.kind.{k}") for k in sig), strict=False))
    return msg(f"kepler3042.parse.sig{len(sig)}", verb=verb, **kinds)


def parse(state: KState, seat: int, text: str) -> Move:
    raw = fold(normalize(text))
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
        raise IllegalMove(msg("kepler3042.parse.empty"))
    verb = _VERB_ALIASES.get(tokens[0], tokens[0])
    if verb not in _SIGNATURES:
        raise IllegalMove(msg("kepler3042.parse.unknown", word=tokens[0],
                              prompt=R.prompt(state, seat)))
    args = [t for t in tokens[1:] if t not in _FILLER]
    sigs = _SIGNATURES[verb]
    if all(len(s) != len(args) for s in sigs):
        soft = [t for t in args if t not in _SOFT_FILLER]
        if any(len(s) == len(soft) for s in sigs):
            args = soft
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
            raise IllegalMove(msg("kepler3042.parse.which",
                                  options=joined(format_move(m) for m in fits[:6])))
    shapes = [_signature(verb, s) for s in sigs]
    wanted = shapes[0] if len(shapes) == 1 else msg("kepler3042.parse.alt2", a=shapes[0],
                                                     b=shapes[1])
    raise IllegalMove(msg("kepler3042.parse.expected", text=text.strip(), wanted=wanted))


def format_move(move: Move) -> str:
    return str(move)


# --------------------------------------------------------------------------------------------
# Labels
# --------------------------------------------------------------------------------------------


def _planet_of(code: str) -> int:
    number = 0 if code == "Earth" else count_or_none(code[1:], 1, max(D.PLANET))
    return -1 if number is None else number


def describe(state: KState, move: Move) -> Message:
    """What a move does, as a catalogue message (the bot words it for its reader)."""
    v, a = move.verb, move.args
    seat = R.to_act(state)[0] if R.to_act(state) else 0
    top = state.stack[-1] if state.stack and state.phase == "play" else None
    p = state.players[top.seat if top is not None else seat]
    if v == "start":
        names = [level_name(D.TECH_CODES.index(x), 1) for x in a]
        return msg("kepler3042.move.start", a=names[0], b=names[1])
    if v in D.ACTIONS and not a:
        i = D.ACTIONS.index(v)
        b1, b2 = D.bonuses_of(i)
        return msg("kepler3042.move.action", action=action_name(i), b1=bonus_name(b1),
                   b2=bonus_name(b2))
    if v in D.BONUSES:
        return msg("kepler3042.move.bonus", bonus=bonus_name(v),
                   what=msg(f"kepler3042.effect.{v}"))
    if v == "build":
        return msg("kepler3042.move.build", cost=cost_text(R.build_cost(p)),
                   planet=planet_label(_planet_of(a[0])))
    if v == "place":
        return msg("kepler3042.move.place", hex=a[0])
    if v == "colonize":
        n = _planet_of(a[0])
        c = D.PLANET[n]
        return msg("kepler3042.move.colonize", n=n, name=c.name,
                   type=msg(f"kepler3042.type.{c.type.replace(' ', '_')}"),
                   awards=c.colony_awards)
    if v == "tech":
        t = D.TECH_CODES.index(a[0])
        lvl_no = p.tech[t] + 1
        if lvl_no > D.MAX_LEVEL:
            return msg("kepler3042.move.tech_max", tech=tech_name(t))
        lvl = D.TECHS[t].levels[lvl_no - 1]
        head = msg("kepler3042.move.tech_head", numeral=D.TECHS[t].numeral,
                   level=level_name(t, lvl_no), n=lvl_no)
        if len(a) == 1:
            key = "kepler3042.move.tech_free_burn" if lvl.awards else "kepler3042.move.tech_free"
            return msg(key, head=head)
        return msg("kepler3042.move.tech_buy", head=head, cost=cost_text(lvl.cost),
                   planet=planet_label(_planet_of(a[1])))
    if v == "terraform":
        n = _planet_of(a[0])
        c = D.PLANET[n]
        return msg("kepler3042.move.terraform", n=n, cost=cost_text(c.terraform_cost), vp=c.vp,
                   awards=c.terraform_awards)
    if v == "map":
        return msg("kepler3042.move.map", track=track_name(D.TRACK_CODES.index(a[0])))
    if v == "reveal":
        tile = state.tiles.get(D.hex_index(a[0]))
        zone: Message | str = zone_name(tile.zone) if tile is not None else "?"
        return msg("kepler3042.move.reveal", hex=a[0], zone=zone)
    if v == "produce":
        if top is not None and top.kind == "produce":
            res = int(top.data["res"])
            n = min(int(top.data["amount"]), p.store[res])
            return msg("kepler3042.move.produce_n", n=n, res=res_name(res),
                       planet=planet_label(_planet_of(a[0])))
        return msg("kepler3042.move.produce", planet=planet_label(_planet_of(a[0])))
    if v == "exploit":
        hold = p.holding(_planet_of(a[0]))
        out: Message | str = cost_text(R.planet_output(hold)) if hold is not None else "?"
        return msg("kepler3042.move.exploit", cost=out, planet=planet_label(_planet_of(a[0])))
    if v == "burn":
        where = (msg("kepler3042.where.your_store") if a[1] == "store"
                 else planet_label(_planet_of(a[1])))
        return msg("kepler3042.move.burn", res=res_name(D.RES_CODES.index(a[0])), where=where)
    if v == "regen":
        return msg("kepler3042.move.regen", res=res_name(D.RES_CODES.index(a[0])))
    if v == "move":
        h0, h1 = D.hex_index(a[0]), D.hex_index(a[1])
        tile = state.tiles.get(h1)
        dist = D.hex_distance(h0, h1)
        if top is not None:
            dist = R.destinations(state, h0, R.ship_budget(state, top.seat, h0)).get(h1, dist)
        many = "n" if dist > 1 else "1"
        if tile is not None:
            return msg(f"kepler3042.move.onto_{many}", a=a[0], b=a[1], tile=R.tile_text(tile),
                       n=dist)
        return msg(f"kepler3042.move.move_{many}", a=a[0], b=a[1], n=dist)
    if v == "withdraw":
        tile = state.tiles.get(D.hex_index(a[0]))
        if tile is not None and tile.kind == D.MINE:
            return msg("kepler3042.move.withdraw_mine", hex=a[0])
        return msg("kepler3042.move.withdraw", hex=a[0])
    if v == "convert":
        r = D.RES_CODES.index(a[1])
        return msg("kepler3042.move.convert", res=res_name(r),
                   planet=planet_label(_planet_of(a[0])), other=res_name(1 - r))
    if v == "shift":
        return msg("kepler3042.move.shift", res=res_name(D.RES_CODES.index(a[0])),
                   src=planet_label(_planet_of(a[1])), dst=planet_label(_planet_of(a[2])))
    if v == "done":
        if top is not None and top.kind == "turn":
            return msg("kepler3042.move.end_turn")
        if top is not None and top.kind == "maptrack":
            return msg("kepler3042.move.skip_map")
        return msg("kepler3042.move.finish")
    if v == "skip":
        return msg("kepler3042.move.skip")
    return Message("kepler3042.parse.sig0", {"verb": str(move)})

