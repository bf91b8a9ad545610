"""Afternova move notation: one verb, then short arguments.

Names used in moves: Hired Paws ``H1``..``H40``, Projects ``P1``..``P40``; planets by their
place in the row, ``1``..``3`` (or by name); players by number, ``1``..``6`` (turn order;
player 1 plays first), the two-player game's simulated third player as ``bot``; skills
``pil`` Piloting, ``eng`` Engineering, ``sec`` Security, ``ext`` Extraction; fragment
colours ``p`` purple, ``g`` green, ``k`` black, ``w`` white, ``o`` orange.

On your turn:

    trade              Trade: take 3 cards from the market (see take / clear)
    extract 2 H3 H7    Extract planet 2 alone, now, with these Hired Paws of yours
    extract 2          prepare an Extraction of planet 2 (or: extract Nektarr), to get
                       help from other players or the Bot, or to share the fragments:
    play H7            play one of your Hired Paws
    ask 3 pil          ask player 3 for 1 Piloting
    bot eng            two players: the Bot provides 1 Engineering
    give 3 p           give a purple fragment of the planet to player 3
    give bot w         give a white fragment of the planet to the Bot
    pay 1 3 g          player 1 gives a stored green fragment to player 3 (between the
                       active player and a helper, either way)
    reset              empty the draft (same planet) to build it again
    go                 extract now, or send the proposal to the players asked for help
    show H7            show a card of your hand to the table (before extract)

The draft (everything before ``go``) is private; ``go`` makes it public. Each step only adds
(a Paw, a skill asked, a fragment given); ``reset`` starts over, ``extract <other planet>``
switches planet, ``trade`` drops the draft. Every player asked for help answers, all at once:

    accept H3 H9       accept, committing these Hired Paws (they provide what is asked)
    decline            refuse: the proposal returns to its author
    withdraw           (the author, while waiting) take the proposal back to amend it

A decline or a withdrawal returns the proposal to its author's draft, to amend and send again
(or to Trade instead).

While trading, and when something must be discarded:

    take H7 / take P12      take a card from the market
    clear paws / clear projects   discard a market row and deal a new one (one card fewer)
    discard H7              over the hand limit: discard a card
    discard g               over your storage: discard a fragment

At the end of every turn, each player who can:

    complete P12       complete a Project from your hand with fragments from storage
    done               complete nothing more this turn

Parsing is lenient: case and spacing do not matter, full names work (``extract Nektarr``,
``ask player 3 piloting``, ``give 3 purple``, ``clear hired paws``), and so do a few aliases
(``x`` for extract, ``t`` for trade, ``yes``/``no`` for accept/decline, ``pass`` for done).

Spanish and French words are read too, accents or not (``extraer``/``extraire``,
``pedir 3 pilotaje``, ``donner 3 violet``, ``vaciar operarios``, ``défausser vert``), and the
planets' translated names; what is stored is always the canonical form above.
"""

from __future__ import annotations

import re
import unicodedata

from games.afternova import rules
from games.afternova.common import seat_word
from games.afternova.data import PAWS, PLANETS, PROJECTS
from games.afternova.state import BOT, State
from games.core import IllegalMove, Move, normalize
from games.i18n import Message, catalogue, msg
from games.notation_kit import count_or_none, is_count

VERBS: dict[str, str] = {}
for _verb, _aliases in {
    "trade": ("trade", "t", "market", "commerce",
              "comerciar", "comercio", "mercado", "commercer", "marche"),
    "extract": ("extract", "x", "mine", "extraer", "extraire"),
    "play": ("play", "use", "jugar", "usar", "jouer", "utiliser"),
    "ask": ("ask", "request", "pedir", "solicitar", "demander", "solliciter"),
    "bot": ("bot",),
    "give": ("give", "share", "dar", "ceder", "donner"),
    "pay": ("pay", "offer", "pagar", "ofrecer", "payer", "offrir"),
    "reset": ("reset", "restart", "reiniciar", "borrar", "reinitialiser", "effacer"),
    "go": ("go", "propose", "send", "confirm", "submit",
           "enviar", "proponer", "confirmar", "envoyer", "proposer", "confirmer", "valider"),
    "show": ("show", "reveal", "mostrar", "ensenar", "montrer", "reveler"),
    "accept": ("accept", "yes", "y", "agree", "ok", "aceptar", "si", "accepter", "oui"),
    "decline": ("decline", "no", "n", "reject", "refuse", "rechazar", "refuser", "non",
                "decliner"),
    "withdraw": ("withdraw", "cancel", "amend", "retirar", "enmendar", "retirer", "modifier"),
    "take": ("take", "buy", "tomar", "coger", "prendre"),
    "clear": ("clear", "flush", "vaciar", "limpiar", "vider"),
    "discard": ("discard", "drop", "descartar", "defausser", "jeter"),
    "complete": ("complete", "finish", "build", "completar", "construir", "finir", "completer",
                 "construire"),
    "done": ("done", "pass", "stop", "listo", "hecho", "pasar", "paso", "termine", "terminer",
             "passer", "passe", "fin"),
}.items():
    for _a in _aliases:
        VERBS[_a] = _verb

SKILL_ALIASES: dict[str, str] = {}
for _k, _aliases in {
    "pil": ("pil", "pilot", "piloting", "pilotage", "pilotaje", "piloto", "pilote"),
    "eng": ("eng", "e", "engineer", "engineering", "ingenierie", "ingeniería", "ingenieria",
            "ingeniero", "ingenieur", "ing"),
    "sec": ("sec", "s", "security", "securite", "sécurité", "seguridad", "seg"),
    "ext": ("ext", "x", "extraction", "extract", "extraccion"),
}.items():
    for _a in _aliases:
        SKILL_ALIASES[_a] = _k

COLOUR_ALIASES: dict[str, str] = {}
for _c, _aliases in {
    "p": ("p", "purple", "violet", "u", "morado", "morada", "violeta", "purpura", "violets",
          "violette", "morados"),
    "g": ("g", "green", "vert", "verde", "verts", "verte", "verdes"),
    "k": ("k", "b", "black", "noir", "negro", "negra", "noirs", "noire", "negros"),
    "w": ("w", "white", "blanc", "blanco", "blanca", "blancs", "blanche", "blancos"),
    "o": ("o", "orange", "naranja", "oranges", "naranjas"),
}.items():
    for _a in _aliases:
        COLOUR_ALIASES[_a] = _c

_FILLER = {"player", "players", "to", "from", "for", "the", "a", "an", "of", "row", "with",
           "fragment", "fragments", "stored", "hired", "card", "planet",
           # Spanish
           "jugador", "jugadores", "al", "de", "del", "el", "la", "los", "las", "un", "una",
           "con", "para", "fila", "fragmento", "fragmentos", "almacenado", "almacenados",
           "carta", "planeta",
           # French
           "joueur", "joueurs", "au", "aux", "du", "des", "le", "les", "une", "avec", "pour",
           "ligne", "morceau", "morceaux", "garde", "gardes", "carte", "planete"}
_CARD = re.compile(r"^([hpl])([0-9]+)$")
_ROWS = {"paws": "paws", "paw": "paws", "h": "paws", "workers": "paws",
         "operarios": "paws", "operario": "paws", "ouvriers": "paws", "ouvrier": "paws",
         "projects": "projects", "project": "projects", "p": "projects",
         "proyectos": "projects", "proyecto": "projects", "projets": "projects",
         "projet": "projects"}

#: How each verb is written, as a message (shown when a typed move cannot be read).
USAGE: dict[str, Message] = {verb: msg(f"afternova.usage.{verb}") for verb in (
    "trade", "extract", "play", "ask", "bot", "give", "pay", "reset", "go", "show", "accept",
    "decline", "withdraw", "take", "clear", "discard", "complete", "done")}


def fold(text: str) -> str:
    """Lower case without accents (``Défausser`` is ``defausser``), for lenient reading."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def _planet_names() -> dict[str, str]:
    """Every planet's name in every language, folded, to its id."""
    out: dict[str, str] = {}
    for table in catalogue("afternova").values():
        for planet in PLANETS:
            out[fold(normalize(table[f"afternova.planet.{planet}"]))] = planet
    return out


PLANET_NAMES = _planet_names()


def format_move(move: Move) -> str:
    """The canonical text: verb and arguments separated by single spaces."""
    return " ".join((move.verb, *move.args))


def _bad(verb: str) -> IllegalMove:
    return IllegalMove(msg("afternova.parse.usage", usage=USAGE[verb]))


def _card(tok: str, kinds: str) -> str | None:
    m = _CARD.match(tok)
    number = count_or_none(m.group(2), 1, 99) if m else None
    if not m or m.group(1) not in kinds or number is None:
        return None
    card = m.group(1).upper() + str(number)
    known = (card in PAWS) or (card in PROJECTS)
    return card if known else None


def _player(tok: str, *, bot: bool) -> str | None:
    if bot and tok == "bot":
        return "bot"
    t = tok.lstrip("@#")
    if t[:1] in ("p", "j") and is_count(t[1:]):  # p3, or j3 (jugador, joueur)
        t = t[1:]
    number = count_or_none(t, 1, 99)
    return None if number is None else str(number)


def _planet(state: State, tok: str) -> str | None:
    if is_count(tok):
        number = count_or_none(tok, 0, 99)
        return None if number is None else str(number)
    for i, planet in enumerate(state.planets):
        if PLANET_NAMES.get(tok) == planet or planet.lower() == tok:
            return str(i + 1)
    return None


def _tokens(text: str) -> list[str]:
    """The words of a typed move. A planet's name of several words (``Cola de Milano``,
    ``Queue-d'Aronde``) is joined into one first, so no word of it reads as filler."""
    text = fold(normalize(text))
    for name in PLANET_NAMES:
        if " " in name or "-" in name or "'" in name:
            text = re.sub(rf"(?<![\w]){re.escape(name)}(?![\w])", name.replace(" ", "_"),
                          text)
    words = [t for t in re.split(r"[\s,;:+]+", text) if t]
    return [w.replace("_", " ") for w in words]


def parse_move(state: State, seat: int, text: str) -> Move:
    """Read a move leniently; raises :class:`IllegalMove` for text that is not a move."""
    tokens = _tokens(text)
    if not tokens:
        raise IllegalMove(msg("afternova.parse.empty"))
    verb = VERBS.get(tokens[0])
    if verb is None:
        raise IllegalMove(msg("afternova.parse.unknown", word=tokens[0],
                              moves=", ".join(sorted(USAGE))))
    args = [t for t in tokens[1:] if t not in _FILLER]
    out: list[str] = []
    if verb in ("trade", "reset", "go", "decline", "withdraw", "done"):
        if args:
            raise _bad(verb)
    elif verb == "extract":
        if not args or (planet := _planet(state, args[0])) is None:
            raise _bad(verb)
        cards = [_card(t, "h") for t in args[1:]]
        if any(c is None for c in cards):
            raise _bad(verb)
        out = [planet, *sorted((c for c in cards if c is not None), key=rules.card_key)]
    elif verb == "play":
        if len(args) != 1 or (card := _card(args[0], "h")) is None:
            raise _bad(verb)
        out = [card]
    elif verb in ("show", "take"):
        if len(args) != 1 or (card := _card(args[0], "hp")) is None:
            raise _bad(verb)
        out = [card]
    elif verb == "complete":
        if len(args) != 1 or (card := _card(args[0], "p")) is None:
            raise _bad(verb)
        out = [card]
    elif verb == "ask":
        if len(args) != 2:
            raise _bad(verb)
        who, skill = _player(args[0], bot=False), SKILL_ALIASES.get(args[1])
        if who is None or skill is None:
            raise _bad(verb)
        out = [who, skill]
    elif verb == "bot":
        if len(args) != 1 or (skill := SKILL_ALIASES.get(args[0])) is None:
            raise _bad(verb)
        out = [skill]
    elif verb == "give":
        if len(args) != 2:
            raise _bad(verb)
        who, colour = _player(args[0], bot=True), COLOUR_ALIASES.get(args[1])
        if who is None or colour is None:
            raise _bad(verb)
        out = [who, colour]
    elif verb == "pay":
        if len(args) != 3:
            raise _bad(verb)
        a, b = _player(args[0], bot=False), _player(args[1], bot=False)
        colour = COLOUR_ALIASES.get(args[2])
        if a is None or b is None or colour is None:
            raise _bad(verb)
        out = [a, b, colour]
    elif verb == "accept":
        cards = [_card(t, "h") for t in args]
        if not cards or any(c is None for c in cards):
            raise _bad(verb)
        out = sorted((c for c in cards if c is not None), key=rules.card_key)
    elif verb == "clear":
        if len(args) != 1 or args[0] not in _ROWS:
            raise _bad(verb)
        out = [_ROWS[args[0]]]
    elif verb == "discard":
        if len(args) != 1:
            raise _bad(verb)
        card = _card(args[0], "hp")
        colour = COLOUR_ALIASES.get(args[0])
        if card is None and colour is None:
            raise _bad(verb)
        out = [card if card is not None else str(colour)]
    return Move(verb, tuple(out))


def _seat(arg: str) -> int:
    """A seat argument of a canonical move ("2", "bot") as a seat."""
    return BOT if arg == "bot" else int(arg) - 1


def describe_move(state: State, move: Move) -> Message | str:
    """A label a player understands, for menus and autocomplete (a catalogue message; a
    move whose arguments name nothing known is labelled by its notation)."""
    v, a = move.verb, move.args
    try:
        return _describe(state, v, a)
    except (KeyError, IndexError, ValueError):
        return format_move(move)


def _describe(state: State, v: str, a: tuple[str, ...]) -> Message:
    if v == "trade":
        return msg("afternova.describe.trade", n=rules.trade_size(state, state.current))
    if v == "extract":
        number = count_or_none(a[0], 1, len(state.planets))
        if number is None:
            raise KeyError(a[0])
        slot = number - 1
        planet = state.planets[slot]
        frags = rules.frag_text(state.planet_fragments[slot])
        if len(a) > 1:
            return msg("afternova.describe.extract_alone", planet=rules.planet_word(planet),
                       cards=tuple(a[1:]), frags=frags)
        return msg("afternova.describe.prepare", planet=rules.planet_word(planet),
                   needs=rules.needs_text(planet), frags=frags)
    if v == "play":
        return msg("afternova.describe.play", paw=rules.paw_text(a[0]))
    if v == "ask":
        return msg("afternova.describe.ask", n=int(a[0]), skill=_skill(a[1]))
    if v == "bot":
        return msg("afternova.describe.bot", skill=_skill(a[0]))
    if v == "give":
        return msg("afternova.describe.give", colour=_colour(a[1]),
                   to=rules.name(_seat(a[0]), "to"))
    if v == "pay":
        return msg("afternova.describe.pay", a=int(a[0]), b=int(a[1]), colour=_colour(a[2]))
    if v == "reset":
        return msg("afternova.describe.reset")
    if v == "go":
        d = state.draft
        if d is not None and d.helpers():
            return msg("afternova.describe.send", helpers=rules.names(d.helpers(), "to"))
        return msg("afternova.describe.go")
    if v == "show":
        return msg("afternova.describe.show", card=rules.card_text(a[0]))
    if v == "accept":
        return msg("afternova.describe.accept", paws=tuple(map(rules.paw_text, a)))
    if v == "decline":
        return msg("afternova.describe.decline", whose=rules.name(state.current, "whose"))
    if v == "withdraw":
        return msg("afternova.describe.withdraw")
    if v == "take":
        return msg("afternova.describe.take", card=rules.card_text(a[0]))
    if v == "clear":
        if a[0] not in ("paws", "projects"):
            raise KeyError(a[0])
        return msg("afternova.describe.clear", row=msg(f"afternova.row.{a[0]}"))
    if v == "discard":
        if len(a[0]) == 1 and a[0] in "pgkwo":
            return msg("afternova.describe.discard_fragment", colour=_colour(a[0]))
        return msg("afternova.describe.discard", card=rules.card_text(a[0]))
    if v == "complete":
        p = PROJECTS[a[0]]
        return msg("afternova.describe.complete", project=rules.project_text(a[0]),
                   frags=rules.frag_words(p.cost))
    if v == "done":
        return msg("afternova.describe.done")
    raise KeyError(v)


def _skill(code: str) -> Message:
    if code not in SKILL_ALIASES.values():
        raise KeyError(code)
    return rules.skill_word(code)


def _colour(code: str) -> Message:
    if len(code) != 1 or code not in "pgkwo":
        raise KeyError(code)
    return rules.colour_word(code)


__all__ = ["describe_move", "fold", "format_move", "parse_move", "seat_word"]
