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
# The docstring above is shown by /game rules; its wording in every language is
# adastra.notation_help in games/adastra/locales/ (keep them together). Typed moves are
# also read in Spanish and French (construir / construire for build, agua / eau for W...),
# without accents; what is recorded stays the canonical form.

from __future__ import annotations

import re
import unicodedata

from games.adastra import resources as res
from games.adastra.actions import build_price, move_cost
from games.adastra.common import name, who
from games.adastra.data import (
    ARTIFACT_BY_KEY,
    CARDS_PER_RESOURCE,
    COSTS,
    ELEMENTS,
    FACTION_NAMES,
    MAX_PLANETS_PER_SYSTEM,
    ORES,
    PAWNS,
    RESOURCES,
    SCORING_CARDS,
    SOL,
    STARS,
    movement_card,
    planning_spaces,
    production_card,
)
from games.adastra.state import State
from games.adastra.terms import (
    a_pawn,
    artifact,
    bundle,
    card,
    effect,
    element,
    kind,
    planet_of,
    resource,
    star,
)
from games.core import IllegalMove, Move, normalize
from games.i18n import LANGUAGES, Message, msg, template
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


def describe_move(state: State, move: Move) -> Message:
    """A label telling the acting player what the move does (worded in their language)."""
    v, a = move.verb, move.args
    if v == "plan":
        return msg("adastra.do.plan", card=card(a[0]), space=a[1])
    if v == "produce":
        return msg("adastra.do.produce", resource=resource(a[0]))
    if v == "move":
        src: Message | str = msg("adastra.deep_space") if a[0] == "deep" else a[0]
        dst: Message | str = (msg("adastra.deep_space") if a[1] == "deep"
                              else star(a[1]) if a[1] in STARS or a[1] == SOL else a[1])
        if len(a) == 3:
            return msg("adastra.do.move_with", src=src, dst=dst, artifact=artifact(a[2]))
        energy = move_cost(state, a[0], a[1])
        if energy:
            return msg("adastra.do.move_cost", src=src, dst=dst, cost=energy)
        return msg("adastra.do.move_free", src=src, dst=dst)
    if v == "land":
        p = state.planet(a[0])
        if p.face_up:
            return msg("adastra.do.land", planet=p.id, kind=planet_of(p.kind))
        seen = any(p.id in pl.known for pl in state.players
                   if state.action and state.action.landing
                   and pl is state.players[state.action.landing.seat])
        if seen:
            return msg("adastra.do.land_seen", planet=p.id, kind=kind(p.kind))
        return msg("adastra.do.land_hidden", planet=p.id)
    if v == "build":
        item = a[0]
        pay = a[-1] if (item == "starship" or len(a) == 3) else ""
        price = (msg("adastra.do.free_with", artifact=artifact(pay)) if pay in ARTIFACT_BY_KEY
                 else bundle(build_price(item, pay)))
        if item == "starship":
            return msg("adastra.do.build_ship", price=price)
        return msg("adastra.do.build", item=a_pawn(item), planet=a[1], price=price)
    if v == "bank":
        return msg("adastra.do.bank", give=resource(a[0]), get=resource(a[1]))
    if v == "offer":
        return msg("adastra.do.offer",
                   target=who(state, parse_count(a[0], 0, state.num_players - 1, "seat")),
                   give=bundle(a[1]), get=bundle(a[2]))
    if v == "score":
        return msg("adastra.do.score", element=element(a[0]))
    if v == "discard":
        n = len(a[0])
        if state.phase == "discard":
            return msg("adastra.do.limit", bundle=bundle(a[0]))
        return msg("adastra.do.discard_many" if n > 1 else "adastra.do.discard_one",
                   bundle=bundle(a[0]), n=n)
    if v == "use":
        used = artifact(a[0])
        if a[0] == "cornu":
            return msg("adastra.do.cornu", artifact=used, resource=resource(a[1]))
        if a[0] == "permutatio":
            return msg("adastra.do.permutatio", artifact=used, give=resource(a[1]),
                       get=resource(a[2]))
        if a[0] == "omnibus":
            return msg("adastra.do.omnibus", artifact=used, element=element(a[1]))
        return msg("adastra.do.use", artifact=used, effect=effect(a[0]))
    if v in ("pass", "accept", "decline", "withdraw"):
        return msg(f"adastra.do.{v}")
    return msg("adastra.text", text=str(move))


# --- parsing -------------------------------------------------------------------------------

def fold(text: str) -> str:
    """Lower case without accents (``Energía`` and ``énergie`` read as ``energia``,
    ``energie``), so typed words match whatever the keyboard."""
    text = text.lower().replace("œ", "oe").replace("æ", "ae")
    return "".join(c for c in unicodedata.normalize("NFKD", text)
                   if not unicodedata.combining(c))


def _names(key: str) -> set[str]:
    """A catalogue term in every language, folded: how players may type it."""
    return {fold(template(key, lang)) for lang in LANGUAGES}


def _phrase(words: str) -> str:
    """A regular expression for a name of several words: any spacing around a slash, a
    space or a hyphen between the words."""
    parts = [re.escape(w) for w in re.split(r"[\s-]+", words.replace("/", " / ").strip())]
    return r"\b" + r"[- ]?".join(parts).replace(r"[- ]?/[- ]?", r" ?/ ?") + r"\b"


# Names of several words, replaced by one code before the text is cut into words (longest
# first, so "naves estelares" is not read as "nave estelar" plus a stray word).
_PHRASE_CODES: dict[str, str] = {" ".join(("espace", "profond")): "deep",
                                 " ".join(("espacio", "exterior")): "deep"}
for _lang in LANGUAGES:
    _deep = fold(template("adastra.deep_space", _lang))
    _PHRASE_CODES[re.sub(r"^(el |l')", "", _deep)] = "deep"
for _key in ARTIFACT_BY_KEY:
    for _text in _names(f"adastra.artifact.name.{_key}") | _names(
            f"adastra.artifact.latin.{_key}"):
        _PHRASE_CODES[_text] = _key
for _item in PAWNS:
    for _text in _names(f"adastra.pawn.{_item}"):
        _PHRASE_CODES[_text] = _item
for _element in ELEMENTS:
    for _text in _names(f"adastra.element.{_element}"):
        _PHRASE_CODES[_text] = _element
for _code in STARS:
    for _text in _names(f"adastra.star.{_code}"):
        _PHRASE_CODES[_text] = _code.lower()
        _PHRASE_CODES[" ".join(reversed(_text.split()))] = _code.lower()
_PHRASES = [(_phrase(p), c) for p, c in sorted(_PHRASE_CODES.items(), key=lambda kv: -len(kv[0]))
            if " " in p.strip() or "/" in p]

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
# Spanish (the rulebook's verbs) and French, accents dropped (see fold).
_VERBS.update({
    "planificar": "plan", "colocar": "plan", "poner": "plan", "jugar": "plan",
    "producir": "produce", "produccion": "produce",
    "mover": "move", "moverse": "move", "volar": "move", "ir": "move",
    "aterrizar": "land",
    "construir": "build",
    "banco": "bank", "comerciar": "bank",
    "ofrecer": "offer", "proponer": "offer",
    "aceptar": "accept", "acepto": "accept", "si": "accept",
    "rechazar": "decline", "rechazo": "decline",
    "retirar": "withdraw", "cancelar": "withdraw",
    "pasar": "pass", "paso": "pass", "listo": "pass", "fin": "pass", "terminar": "pass",
    "puntuar": "score", "puntuacion": "score",
    "descartar": "discard",
    "usar": "use", "utilizar": "use",
    "planifier": "plan", "placer": "plan", "poser": "plan", "jouer": "plan",
    "produire": "produce",
    "deplacer": "move", "bouger": "move", "voler": "move", "aller": "move",
    "atterrir": "land",
    "construire": "build", "batir": "build",
    "banque": "bank", "echanger": "bank",
    "offrir": "offer", "proposer": "offer",
    "accepter": "accept", "oui": "accept",
    "refuser": "decline", "decliner": "decline", "non": "decline",
    "retirer": "withdraw", "annuler": "withdraw",
    "passer": "pass", "passe": "pass", "fini": "pass", "terminer": "pass",
    "decompter": "score", "decompte": "score", "marquer": "score",
    "defausser": "discard",
    "utiliser": "use", "employer": "use",
})
_RESOURCE_WORDS = {r.lower(): r for r in RESOURCES}
for _r in RESOURCES:
    _RESOURCE_WORDS.update({_text: _r for _text in _names(f"adastra.resource.{_r}")})
_RESOURCE_WORDS.update({"fuel": "E", "vegetables": "F", "veg": "F", "ore": "?",
                        "comida": "F", "combustible": "E", "mineral": "?",
                        "carburant": "E", "legumes": "F", "minerai": "?"})
_STAR_WORDS = {s.lower(): s for s in STARS}
_STAR_WORDS.update({"sol": SOL, "sun": SOL, "soleil": SOL})
_ELEMENT_WORDS = {e: e for e in ELEMENTS}
_ELEMENT_WORDS.update({"colony": "colonies", "factories": "colonies", "factory": "colonies",
                       "ships": "starships", "starship": "starships", "ship": "starships",
                       "terraformer": "terraformers", "terraforming": "terraformers",
                       "system": "systems", "same": "identical", "distinct": "different"})
_ELEMENT_WORDS.update({
    "colonias": "colonies", "colonia": "colonies", "fabricas": "colonies",
    "naves": "starships", "nave": "starships", "terraformadores": "terraformers",
    "terraformador": "terraformers", "sistemas": "systems", "sistema": "systems",
    "identicos": "identical", "iguales": "identical", "diferentes": "different",
    "distintos": "different",
    "colonie": "colonies", "usines": "colonies", "usine": "colonies",
    "vaisseaux": "starships", "vaisseau": "starships", "terraformeurs": "terraformers",
    "terraformeur": "terraformers", "systemes": "systems", "systeme": "systems",
    "identiques": "identical", "memes": "identical", "differentes": "different"})
_ITEM_WORDS = {"colony": "colony", "col": "colony", "factory": "factory", "fac": "factory",
               "terraformer": "terraformer", "terraform": "terraformer",
               "terra": "terraformer", "starship": "starship", "ship": "starship",
               "colonia": "colony", "fabrica": "factory", "terraformador": "terraformer",
               "nave": "starship", "colonie": "colony", "usine": "factory",
               "terraformeur": "terraformer", "vaisseau": "starship"}
_ARTIFACT_WORDS: dict[str, str] = {k: k for k in ARTIFACT_BY_KEY}
for _key in ARTIFACT_BY_KEY:
    _ARTIFACT_WORDS.update({_text.split()[0]: _key
                            for _text in _names(f"adastra.artifact.latin.{_key}")})
_ARTIFACT_WORDS.update({"gate": "ianua", "stargate": "ianua", "engine": "motor",
                        "seed": "semen", "horn": "cornu", "eye": "oculus",
                        "exchange": "permutatio", "answer": "omnibus", "secret": "arcanum",
                        "stellarum": "ianua", "magnum": "arcanum",
                        "puerta": "ianua", "semilla": "semen", "cuerno": "cornu",
                        "ojo": "oculus", "intercambio": "permutatio", "respuesta": "omnibus",
                        "secreto": "arcanum", "porte": "ianua", "moteur": "motor",
                        "graine": "semen", "corne": "cornu", "oeil": "oculus",
                        "echange": "permutatio", "reponse": "omnibus"})
_FACTION_WORDS = {_text: f for f in FACTION_NAMES for _text in _names(f"adastra.faction.{f}")}
# "for" between what is given and what is asked, in the three languages.
_FOR = {"for", "por", "pour", "contre"}
_FILLER = {"to", "on", "onto", "at", "from", "for", "with", "a", "an", "the", "card", "and",
           "space", "in", "of", "by", "planet", "into", "paying", "pay", "using", "via",
           "up",
           "al", "en", "de", "del", "el", "la", "los", "las", "un", "una", "con", "desde",
           "hacia", "carta", "espacio", "planeta", "pagando", "usando", "sobre", "hasta",
           "au", "aux", "du", "des", "le", "les", "l", "d", "une", "avec", "et", "depuis",
           "vers", "sur", "carte", "case", "planete", "payant", "dans", "jusqu"}
_PLANET_RE = re.compile(r"^(sol|sr|sy|lr|ly|tr|ty|nr|ny)([0-9]+)$")
_BUNDLE_RE = re.compile(r"^([0-9]*)([wfexyz]+)$")


def _fail(text: str, hint: Message) -> IllegalMove:
    return IllegalMove(msg("adastra.parse.fail", text=repr(text.strip()), hint=hint))


_PHRASE_RES = [(re.compile(p), r) for p, r in _PHRASES]


def _tokens(text: str) -> list[str]:
    t = fold(normalize(text))
    if " " in t.strip():
        for pattern, repl in _PHRASE_RES:
            t = pattern.sub(repl, t)
    return ["for" if w in _FOR else w for w in re.split(r"[\s,;+/:>()'’]+", t) if w]


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
    n = count_or_none(word, 1, CARDS_PER_RESOURCE)
    if n is None:
        raise IllegalMove(msg("adastra.no.card_count", high=CARDS_PER_RESOURCE))
    return n


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
    if head in ("build", "b", "construir", "construccion", "construction", "construire") \
            and not rest:
        return "build"
    if head in ("trade", "t", "comercio", "comerciar", "commerce") and not rest:
        return "trade"
    if head in ("prod", "production", "produce", "p", "produccion", "producir", "produire"):
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
    if head in ("move", "movement", "m", "mv", "movimiento", "mover", "mouvement",
                "deplacement", "deplacer"):
        stars = [_STAR_WORDS.get(w) for w in rest]
        if len(stars) == 2 and all(s in STARS for s in stars):
            return movement_card((str(stars[0]), str(stars[1])))
        return None
    if head in ("score", "scoring", "s", "puntuacion", "puntuar", "decompte", "decompter"):
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
        raise IllegalMove(msg("adastra.parse.empty"))
    verb = _VERBS.get(words[0])
    if verb is None:
        raise _fail(text, msg("adastra.parse.verb", word=repr(words[0])))
    rest = words[1:]
    args = [w for w in rest if w not in _FILLER]
    if verb in ("accept", "decline", "withdraw", "pass"):
        extra = [w for w in args if w not in ("offer", "trade", "oferta", "offre")]
        if extra:
            raise _fail(text, msg("adastra.parse.no_more", verb=verb))
        return Move(verb)
    if verb == "plan":
        numbers = [w for w in args if is_count(w)]
        if len(numbers) != 1:
            raise _fail(text, msg("adastra.parse.plan"))
        spaces = planning_spaces(state.num_players)
        space = count_or_none(numbers[0], 1, spaces)
        if space is None:
            raise IllegalMove(msg("adastra.no.spaces", n=spaces))
        code = _card([w for w in args if not is_count(w)])
        if code is None:
            raise _fail(text, msg("adastra.parse.card"))
        return Move("plan", (code, str(space)))
    if verb == "produce":
        r = _RESOURCE_WORDS.get(args[0]) if len(args) == 1 else None
        if not r or r == "?":
            raise _fail(text, msg("adastra.parse.produce"))
        return Move("produce", (r,))
    if verb == "move":
        return _parse_movement(state, text, args)
    if verb == "land":
        pid = _planet(state, args[0]) if len(args) == 1 else None
        if pid is None:
            raise _fail(text, msg("adastra.parse.land"))
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
            raise _fail(text, msg("adastra.parse.bank"))
        return Move("bank", (paid[0], got))
    if verb == "offer":
        return _parse_offer(state, text, rest)
    if verb == "score":
        element = _ELEMENT_WORDS.get(args[0]) if len(args) == 1 else None
        if element is None:
            raise _fail(text, msg("adastra.parse.score"))
        return Move("score", (element,))
    if verb == "discard":
        b = _safe_bundle(text, args)
        if not b:
            raise _fail(text, msg("adastra.parse.discard"))
        return Move("discard", (b,))
    return _parse_use(text, args)


def _safe_bundle(text: str, words: list[str]) -> str:
    try:
        return _bundle(words)
    except ValueError as exc:
        raise _fail(text, msg("adastra.parse.resource", word=str(exc))) from None


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
                raise _fail(text, msg("adastra.parse.place", word=repr(w)))
            places.append(pid)
    if len(places) != 2:
        raise _fail(text, msg("adastra.parse.move"))
    return Move("move", (places[0], places[1], via) if via else (places[0], places[1]))


def _parse_build(state: State, seat: int, text: str, args: list[str]) -> Move:
    if not args or args[0] not in _ITEM_WORDS:
        raise _fail(text, msg("adastra.parse.build"))
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
            raise _fail(text, msg("adastra.parse.build_word", word=repr(w)))
    if item != "starship" and planet is None:
        raise _fail(text, msg("adastra.parse.build_planet", item=item))
    if not pay and COSTS[item].any_ore:
        pay = _default_ore(state, seat, item)
    if item == "starship":
        return Move("build", (item, pay))
    assert planet is not None
    return Move("build", (item, planet, pay) if pay else (item, planet))


def _parse_offer(state: State, text: str, words: list[str]) -> Move:
    seats = {p.faction: s for s, p in enumerate(state.players)}
    factions = {word: seats[f] for word, f in _FACTION_WORDS.items() if f in seats}
    if not words or words[0] not in factions:
        raise _fail(text, msg("adastra.parse.offer_who"))
    target = factions[words[0]]
    body = words[1:]
    if "for" not in body:
        raise _fail(text, msg("adastra.parse.offer_for"))
    i = body.index("for")
    give = _safe_bundle(text, [w for w in body[:i] if w not in _FILLER])
    get = _safe_bundle(text, [w for w in body[i + 1:] if w not in _FILLER])
    return Move("offer", (str(target), give, get))


def _parse_use(text: str, args: list[str]) -> Move:
    if not args or args[0] not in _ARTIFACT_WORDS:
        raise _fail(text, msg("adastra.parse.use"))
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
            raise _fail(text, msg("adastra.parse.use_word", word=repr(w)))
    return Move("use", (key, *extra))
