"""Ad Astra move notation: canonical out, lenient in.

Canonical forms (what the bot shows and records)::

    plan prod-FX 4            place an action card face down on space 4
                              cards: prod-XY, move-AA-BB, build, trade, score-CS/-TS/-ID
    produce F                 choose the produced resource (W F E X Y Z)
    move deep LY              move a starship (from deep or a planet like LY3) to a system
    move LY3 deep             ... or to deep space; add "motor" or "ianua" to pay with an artifact
    land LY3                  land on a planet of the system you entered (reveals it if face down)
    build colony LY3 X        build; the last letter is the ore that pays the "any one ore"
    build factory LY3 Y | build terraformer SOL2 | build starship Z
    bank 2E for W             trade two identical cards with the bank for one
    offer Blue WWF for X      offer another player cards for cards (any bundles)
    accept | decline | withdraw | pass
    score starships           choose the scored element (colonies, starships, terraformers,
                              systems, identical, different)
    discard WWW               discard for points, or down to the hand limit
    use cornu W | use oculus | use permutatio W F | use omnibus systems | use arcanum

Parsing accepts any case and spacing, full names ("large yellow", "water", "deep space"),
"2W" for "WW", filler words ("to", "on", "for", "with") and common aliases ("done" for pass).
"""

from __future__ import annotations

import re

from games.adastra import resources as res
from games.adastra.actions import build_price, move_cost
from games.adastra.artifacts import title as artifact_title
from games.adastra.common import name
from games.adastra.data import (
    ARTIFACT_BY_KEY,
    CARDS_PER_RESOURCE,
    COSTS,
    ELEMENT_NAMES,
    ELEMENTS,
    MAX_PLANETS_PER_SYSTEM,
    ORES,
    PLANET_NAMES,
    RESOURCE_NAMES,
    RESOURCES,
    SCORING_CARDS,
    SOL,
    STAR_NAMES,
    STARS,
    card_name,
    movement_card,
    planning_spaces,
    production_card,
)
from games.adastra.state import State
from games.core import IllegalMove, Move, normalize
from games.notation_kit import count_or_none, is_count, parse_count

# --- formatting ------------------------------------------------------------------------------


def format_move(state: State, move: Move) -> str:
    v, a = move.verb, move.args
    if v == "bank" and len(a) == 2:
        return f"bank 2{a[0]} for {a[1]}"
    target = count_or_none(a[0], 0, state.num_players - 1) if v == "offer" else None
    if target is not None and len(a) == 3:
        return f"offer {name(state, target)} {a[1]} for {a[2]}"
    return str(move)


def describe_move(state: State, move: Move) -> str:
    """A label telling the acting player what the move does."""
    v, a = move.verb, move.args
    if v == "plan":
        return f"Place {card_name(a[0])} face down on space {a[1]}"
    if v == "produce":
        return f"Produce {RESOURCE_NAMES[a[0]]} for everybody"
    if v == "move":
        src = "deep space" if a[0] == "deep" else a[0]
        dst = "deep space" if a[1] == "deep" else STAR_NAMES.get(a[1], a[1])
        if len(a) == 3:
            how = f" with {artifact_title(a[2])} (free)"
        else:
            energy = move_cost(state, a[0], a[1])
            how = f" ({energy} Energy)" if energy else " (free)"
        return f"Move a starship from {src} to {dst}{how}"
    if v == "land":
        p = state.planet(a[0])
        if p.face_up:
            return f"Land on {p.id}, a {PLANET_NAMES[p.kind]} planet"
        seen = any(p.id in pl.known for pl in state.players
                   if state.action and state.action.landing
                   and pl is state.players[state.action.landing.seat])
        what = f"face down, you saw {PLANET_NAMES[p.kind]}" if seen else "face down"
        return f"Reveal and land on {p.id} ({what})"
    if v == "build":
        item = a[0]
        where = "in deep space" if item == "starship" else f"on {a[1]}"
        pay = a[-1] if (item == "starship" or len(a) == 3) else ""
        if pay in ARTIFACT_BY_KEY:
            price = f"free with {artifact_title(pay)}"
        else:
            price = res.describe(build_price(item, pay))
        return f"Build a {item} {where} ({price})"
    if v == "bank":
        return f"Give 2 {RESOURCE_NAMES[a[0]]} to the bank for 1 {RESOURCE_NAMES[a[1]]}"
    if v == "offer":
        return (f"Offer {name(state, parse_count(a[0], 0, state.num_players - 1, 'seat'))} "
                f"{res.describe(a[1])} "
                f"for {res.describe(a[2])}")
    if v == "score":
        return f"Score {ELEMENT_NAMES[a[0]]} for everybody"
    if v == "discard":
        n = len(a[0])
        if state.phase == "discard":
            return f"Discard {res.describe(a[0])} (hand limit)"
        return f"Discard {res.describe(a[0])} for {n} point{'s' if n > 1 else ''}"
    if v == "use":
        art = artifact_title(a[0])
        if a[0] == "cornu":
            return f"Use {art}: take 3 {RESOURCE_NAMES[a[1]]}"
        if a[0] == "permutatio":
            return f"Use {art}: all your {RESOURCE_NAMES[a[1]]} become {RESOURCE_NAMES[a[2]]}"
        if a[0] == "omnibus":
            return f"Use {art}: score {ELEMENT_NAMES[a[1]]} alone"
        return f"Use {art}: {ARTIFACT_BY_KEY[a[0]].effect}"
    return {
        "pass": "Pass",
        "accept": "Accept the offer",
        "decline": "Decline the offer",
        "withdraw": "Withdraw your offer",
    }.get(v, str(move))


# --- parsing -------------------------------------------------------------------------------

_PHRASES = [
    (r"\bdeep space\b", "deep"),
    (r"\bstar ?gate\b", "ianua"),
    (r"\bperpetual engine\b", "motor"),
    (r"\bseed of life\b", "semen"),
    (r"\bancient factory\b", "fabrica"),
    (r"\bancient starship\b", "navis"),
    (r"\bhorn of plenty\b", "cornu"),
    (r"\ball[- ]seeing eye\b", "oculus"),
    (r"\bwondrous exchange\b", "permutatio"),
    (r"\banswer to everything\b", "omnibus"),
    (r"\bgreat old secret\b", "arcanum"),
    (r"\bcolonies ?/ ?factories\b", "colonies"),
    (r"\bidentical resources\b", "identical"),
    (r"\bdifferent resources\b", "different"),
]
for _code, _name in STAR_NAMES.items():
    if _code != SOL:
        size, colour = _name.lower().split()
        _PHRASES.append((rf"\b{size} {colour}\b", _code.lower()))
        _PHRASES.append((rf"\b{colour} {size}\b", _code.lower()))
        _PHRASES.append((rf"\b{size}[- ]{colour}\b", _code.lower()))

_VERBS = {
    "plan": "plan", "place": "plan", "play": "plan", "put": "plan",
    "produce": "produce", "production": "produce",
    "move": "move", "mv": "move", "fly": "move", "go": "move",
    "land": "land",
    "build": "build", "b": "build",
    "bank": "bank",
    "offer": "offer", "propose": "offer",
    "accept": "accept", "yes": "accept",
    "decline": "decline", "no": "decline", "reject": "decline", "refuse": "decline",
    "withdraw": "withdraw", "cancel": "withdraw",
    "pass": "pass", "done": "pass", "skip": "pass", "end": "pass", "stop": "pass",
    "score": "score", "scoring": "score",
    "discard": "discard", "drop": "discard",
    "use": "use",
}
_RESOURCE_WORDS = {r.lower(): r for r in RESOURCES}
_RESOURCE_WORDS.update({n.lower(): r for r, n in RESOURCE_NAMES.items()})
_RESOURCE_WORDS.update({"fuel": "E", "vegetables": "F", "veg": "F", "ore": "?"})
_STAR_WORDS = {s.lower(): s for s in STARS}
_STAR_WORDS.update({"sol": SOL, "sun": SOL})
_ELEMENT_WORDS = {e: e for e in ELEMENTS}
_ELEMENT_WORDS.update({"colony": "colonies", "factories": "colonies", "factory": "colonies",
                       "ships": "starships", "starship": "starships", "ship": "starships",
                       "terraformer": "terraformers", "terraforming": "terraformers",
                       "system": "systems", "same": "identical", "distinct": "different"})
_ITEM_WORDS = {"colony": "colony", "col": "colony", "factory": "factory", "fac": "factory",
               "terraformer": "terraformer", "terraform": "terraformer",
               "terra": "terraformer", "starship": "starship", "ship": "starship"}
_ARTIFACT_WORDS: dict[str, str] = {k: k for k in ARTIFACT_BY_KEY}
_ARTIFACT_WORDS.update({a.latin.split()[0].lower(): k for k, a in ARTIFACT_BY_KEY.items()})
_ARTIFACT_WORDS.update({"gate": "ianua", "stargate": "ianua", "engine": "motor",
                        "seed": "semen", "horn": "cornu", "eye": "oculus",
                        "exchange": "permutatio", "answer": "omnibus", "secret": "arcanum",
                        "stellarum": "ianua", "magnum": "arcanum"})
_FILLER = {"to", "on", "onto", "at", "from", "for", "with", "a", "an", "the", "card", "and",
           "space", "in", "of", "by", "planet", "into", "paying", "pay", "using", "via",
           "up"}
_PLANET_RE = re.compile(r"^(sol|sr|sy|lr|ly|tr|ty|nr|ny)([0-9]+)$")
_BUNDLE_RE = re.compile(r"^([0-9]*)([wfexyz]+)$")


def _fail(text: str, hint: str) -> IllegalMove:
    return IllegalMove(f"I could not read {text.strip()!r}: {hint}")


_PHRASE_RES = [(re.compile(p), r) for p, r in _PHRASES]


def _tokens(text: str) -> list[str]:
    t = normalize(text)
    if " " in t.strip():
        for pattern, repl in _PHRASE_RES:
            t = pattern.sub(repl, t)
    return [w for w in re.split(r"[\s,;+/:>()]+", t) if w]


def _planet(state: State, word: str) -> str | None:
    m = _PLANET_RE.match(word.replace("-", ""))
    if not m:
        return None
    number = count_or_none(m.group(2), 1, MAX_PLANETS_PER_SYSTEM)
    pid = f"{m.group(1).upper()}{number}"
    return pid if number is not None and state.has_planet(pid) else None


def _count(word: str) -> int:
    """How many cards of one resource a bundle names: 1 to the 25 cards there are of it,
    checked before any string of cards is built (``discard 100000000W``)."""
    return parse_count(word, 1, CARDS_PER_RESOURCE, "a count of cards")


def _bundle(words: list[str]) -> str:
    """Read "2W F", "WWF", "2 water 1 food" into a canonical bundle; raise ValueError, or
    IllegalMove for a count out of bounds."""
    out = ""
    count = 0
    for w in words:
        if is_count(w):
            count = _count(w)
            continue
        r = _RESOURCE_WORDS.get(w)
        if r and r != "?":
            out += r * (count or 1)
            count = 0
            continue
        m = _BUNDLE_RE.match(w)
        if not m:
            raise ValueError(w)
        n = _count(m.group(1)) if m.group(1) else 0
        letters = m.group(2).upper()
        if n and len(letters) != 1:
            raise ValueError(w)
        out += letters * n if n else (letters * count if count and len(letters) == 1 else letters)
        count = 0
    if count:
        raise ValueError(str(count))
    return res.canonical(out)


def _card(words: list[str]) -> str | None:
    """Read an action card: "prod-FX", "production food xanthium", "move ly ty", "score cs"."""
    parts = [p for w in words for p in w.split("-") if p and p not in _FILLER]
    if not parts:
        return None
    head, rest = parts[0], parts[1:]
    if head in ("build", "b") and not rest:
        return "build"
    if head in ("trade", "t") and not rest:
        return "trade"
    if head in ("prod", "production", "produce", "p"):
        letters = []
        for w in rest:
            r = _RESOURCE_WORDS.get(w)
            if r and r != "?":
                letters.append(r)
            elif re.fullmatch(r"[wfexyz]{2}", w):
                letters.extend(w.upper())
            else:
                return None
        return production_card((letters[0], letters[1])) if len(letters) == 2 else None
    if head in ("move", "movement", "m", "mv"):
        stars = [_STAR_WORDS.get(w) for w in rest]
        if len(stars) == 2 and all(s in STARS for s in stars):
            return movement_card((str(stars[0]), str(stars[1])))
        return None
    if head in ("score", "scoring", "s"):
        if len(rest) == 1 and f"score-{rest[0].upper()}" in SCORING_CARDS:
            return f"score-{rest[0].upper()}"
        elements = {_ELEMENT_WORDS.get(w) for w in rest}
        for card, pair in SCORING_CARDS.items():
            if elements and elements <= set(pair):
                return card
    return None


def _default_ore(state: State, seat: int, item: str) -> str:
    """When no ore is named, pay with the one the player holds most of (X on ties)."""
    have = state.players[seat].resources
    affordable = [o for o in ORES if res.has(have, build_price(item, o))]
    pool = affordable or list(ORES)
    return max(pool, key=lambda o: (have[o], -ORES.index(o)))


def parse_move(state: State, seat: int, text: str) -> Move:
    words = _tokens(text)
    if not words:
        raise IllegalMove("Type a move, e.g. plan prod-FX 4, move deep LY or pass.")
    verb = _VERBS.get(words[0])
    if verb is None:
        raise _fail(text, f"{words[0]!r} is not a move. Moves start with plan, produce, move, "
                          "land, build, bank, offer, accept, decline, withdraw, pass, score, "
                          "discard or use.")
    rest = words[1:]
    args = [w for w in rest if w not in _FILLER]
    if verb in ("accept", "decline", "withdraw", "pass"):
        extra = [w for w in args if w not in ("offer", "trade")]
        if extra:
            raise _fail(text, f"{verb} takes no further words.")
        return Move(verb)
    if verb == "plan":
        numbers = [w for w in args if is_count(w)]
        if len(numbers) != 1:
            raise _fail(text, "name one card and one space, e.g. plan prod-FX 4.")
        spaces = planning_spaces(state.num_players)
        space = count_or_none(numbers[0], 1, spaces)
        if space is None:
            raise IllegalMove(f"Spaces are numbered 1 to {spaces}.")
        card = _card([w for w in args if not is_count(w)])
        if card is None:
            raise _fail(text, "cards are written like prod-FX, move-LY-TY, build, trade, "
                              "score-CS, score-TS or score-ID.")
        return Move("plan", (card, str(space)))
    if verb == "produce":
        r = _RESOURCE_WORDS.get(args[0]) if len(args) == 1 else None
        if not r or r == "?":
            raise _fail(text, "name one resource, e.g. produce F.")
        return Move("produce", (r,))
    if verb == "move":
        return _parse_movement(state, text, args)
    if verb == "land":
        pid = _planet(state, args[0]) if len(args) == 1 else None
        if pid is None:
            raise _fail(text, "name a planet, e.g. land LY3.")
        return Move("land", (pid,))
    if verb == "build":
        return _parse_build(state, seat, text, args)
    if verb == "bank":
        if "for" in rest:
            i = rest.index("for")
            give, get = rest[:i], rest[i + 1:]
        else:
            give, get = args[:1], args[1:]
        paid, got = (_safe_bundle(text, side) for side in (give, get))
        # Two identical cards (or their letter once) for exactly one card.
        if len(got) != 1 or len(set(paid)) != 1 or len(paid) > 2:
            raise _fail(text, "write it as bank 2E for W.")
        return Move("bank", (paid[0], got))
    if verb == "offer":
        return _parse_offer(state, text, rest)
    if verb == "score":
        element = _ELEMENT_WORDS.get(args[0]) if len(args) == 1 else None
        if element is None:
            raise _fail(text, "name what to score, e.g. score starships.")
        return Move("score", (element,))
    if verb == "discard":
        b = _safe_bundle(text, args)
        if not b:
            raise _fail(text, "name the cards, e.g. discard WWW.")
        return Move("discard", (b,))
    return _parse_use(text, args)


def _safe_bundle(text: str, words: list[str]) -> str:
    try:
        return _bundle(words)
    except ValueError as exc:
        raise _fail(text, f"{exc} is not a resource (use W F E X Y Z or their names).") from None


def _parse_movement(state: State, text: str, args: list[str]) -> Move:
    via = ""
    places: list[str] = []
    for w in args:
        if w in ("motor", "ianua") or _ARTIFACT_WORDS.get(w) in ("motor", "ianua"):
            via = _ARTIFACT_WORDS[w]
        elif w == "deep":
            places.append("deep")
        elif w in _STAR_WORDS:
            places.append(_STAR_WORDS[w])
        else:
            pid = _planet(state, w)
            if pid is None:
                raise _fail(text, f"{w!r} is not deep space, a system or a planet.")
            places.append(pid)
    if len(places) != 2:
        raise _fail(text, "say where the starship is and where it goes, e.g. move deep LY.")
    return Move("move", (places[0], places[1], via) if via else (places[0], places[1]))


def _parse_build(state: State, seat: int, text: str, args: list[str]) -> Move:
    if not args or args[0] not in _ITEM_WORDS:
        raise _fail(text, "build a colony, factory, terraformer or starship.")
    item = _ITEM_WORDS[args[0]]
    rest = args[1:]
    planet = None
    pay = ""
    for w in rest:
        pid = _planet(state, w)
        if pid is not None and planet is None:
            planet = pid
        elif _RESOURCE_WORDS.get(w) in ORES:
            pay = _RESOURCE_WORDS[w]
        elif w in _ARTIFACT_WORDS:
            pay = _ARTIFACT_WORDS[w]
        else:
            raise _fail(text, f"{w!r} is not a planet, an ore or an artifact.")
    if item != "starship" and planet is None:
        raise _fail(text, f"name the planet, e.g. build {item} LY3.")
    if not pay and COSTS[item].any_ore:
        pay = _default_ore(state, seat, item)
    if item == "starship":
        return Move("build", (item, pay))
    assert planet is not None
    return Move("build", (item, planet, pay) if pay else (item, planet))


def _parse_offer(state: State, text: str, words: list[str]) -> Move:
    factions = {p.faction.lower(): s for s, p in enumerate(state.players)}
    if not words or words[0] not in factions:
        raise _fail(text, "name the player first, e.g. offer Blue WW for X.")
    target = factions[words[0]]
    body = words[1:]
    if "for" not in body:
        raise _fail(text, "separate what you give and what you want with 'for'.")
    i = body.index("for")
    give = _safe_bundle(text, [w for w in body[:i] if w not in _FILLER])
    get = _safe_bundle(text, [w for w in body[i + 1:] if w not in _FILLER])
    return Move("offer", (str(target), give, get))


def _parse_use(text: str, args: list[str]) -> Move:
    if not args or args[0] not in _ARTIFACT_WORDS:
        raise _fail(text, "name the artifact, e.g. use cornu W.")
    key = _ARTIFACT_WORDS[args[0]]
    extra: list[str] = []
    for w in args[1:]:
        if w in _ARTIFACT_WORDS and _ARTIFACT_WORDS[w] == key:
            continue  # the rest of a multi-word name
        r = _RESOURCE_WORDS.get(w)
        e = _ELEMENT_WORDS.get(w)
        if r and r != "?":
            extra.append(r)
        elif e:
            extra.append(e)
        elif _BUNDLE_RE.match(w) and not is_count(w[0]):
            extra.extend(w.upper())
        else:
            raise _fail(text, f"{w!r} is not a resource or a scoring element.")
    return Move("use", (key, *extra))
