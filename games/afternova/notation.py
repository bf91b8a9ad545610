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
"""

from __future__ import annotations

import re

from games.afternova import rules
from games.afternova.common import seat_word
from games.afternova.data import (
    COLOUR_NAMES,
    PAWS,
    PLANETS,
    PROJECTS,
    SKILL_NAMES,
)
from games.afternova.state import State
from games.core import IllegalMove, Move, normalize
from games.notation_kit import count_or_none, is_count

VERBS: dict[str, str] = {}
for _verb, _aliases in {
    "trade": ("trade", "t", "market", "commerce"),
    "extract": ("extract", "x", "mine"),
    "play": ("play", "use"),
    "ask": ("ask", "request"),
    "bot": ("bot",),
    "give": ("give", "share"),
    "pay": ("pay", "offer"),
    "reset": ("reset", "restart"),
    "go": ("go", "propose", "send", "confirm", "submit"),
    "show": ("show", "reveal"),
    "accept": ("accept", "yes", "y", "agree", "ok"),
    "decline": ("decline", "no", "n", "reject", "refuse"),
    "withdraw": ("withdraw", "cancel", "amend"),
    "take": ("take", "buy"),
    "clear": ("clear", "flush"),
    "discard": ("discard", "drop"),
    "complete": ("complete", "finish", "build"),
    "done": ("done", "pass", "stop"),
}.items():
    for _a in _aliases:
        VERBS[_a] = _verb

SKILL_ALIASES: dict[str, str] = {}
for _k, _aliases in {
    "pil": ("pil", "pilot", "piloting", "pilotage"),
    "eng": ("eng", "e", "engineer", "engineering", "ingenierie", "ingénierie"),
    "sec": ("sec", "s", "security", "securite", "sécurité"),
    "ext": ("ext", "x", "extraction", "extract"),
}.items():
    for _a in _aliases:
        SKILL_ALIASES[_a] = _k

COLOUR_ALIASES: dict[str, str] = {}
for _c, _aliases in {
    "p": ("p", "purple", "violet", "u"),
    "g": ("g", "green", "vert"),
    "k": ("k", "b", "black", "noir"),
    "w": ("w", "white", "blanc"),
    "o": ("o", "orange"),
}.items():
    for _a in _aliases:
        COLOUR_ALIASES[_a] = _c

_FILLER = {"player", "players", "to", "from", "for", "the", "a", "an", "of", "row", "with",
           "fragment", "fragments", "stored", "hired", "card", "planet"}
_CARD = re.compile(r"^([hpl])([0-9]+)$")

USAGE: dict[str, str] = {
    "trade": "trade",
    "extract": "extract <planet 1-3> [your Hired Paws, to extract alone at once]",
    "play": "play <Hired Paw, e.g. H7>",
    "ask": "ask <player> <skill>, e.g. ask 2 pil",
    "bot": "bot <skill>, e.g. bot eng",
    "give": "give <player or bot> <colour>, e.g. give 2 p",
    "pay": "pay <from player> <to player> <colour>, e.g. pay 1 2 g",
    "reset": "reset",
    "go": "go",
    "show": "show <card>",
    "accept": "accept <Hired Paws you commit>, e.g. accept H3 H9",
    "decline": "decline",
    "withdraw": "withdraw",
    "take": "take <card in the market>",
    "clear": "clear paws, or clear projects",
    "discard": "discard <card> or discard <colour>",
    "complete": "complete <Project>",
    "done": "done",
}


def format_move(move: Move) -> str:
    """The canonical text: verb and arguments separated by single spaces."""
    return " ".join((move.verb, *move.args))


def _bad(verb: str) -> IllegalMove:
    return IllegalMove(f"Write it as: {USAGE[verb]}.")


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
    if t.startswith("p") and is_count(t[1:]):
        t = t[1:]
    number = count_or_none(t, 1, 99)
    return None if number is None else str(number)


def _planet(state: State, tok: str) -> str | None:
    if is_count(tok):
        number = count_or_none(tok, 0, 99)
        return None if number is None else str(number)
    for i, planet in enumerate(state.planets):
        if normalize(PLANETS[planet].name) == tok or planet.lower() == tok:
            return str(i + 1)
    return None


def parse_move(state: State, seat: int, text: str) -> Move:
    """Read a move leniently; raises :class:`IllegalMove` for text that is not a move."""
    tokens = [t for t in re.split(r"[\s,;:+]+", normalize(text)) if t]
    if not tokens:
        raise IllegalMove("Type a move, for example 'trade' or 'extract 2'.")
    verb = VERBS.get(tokens[0])
    if verb is None:
        raise IllegalMove(f"Unknown move '{tokens[0]}'. Moves: " + ", ".join(sorted(USAGE)) + ".")
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
        row = {"paws": "paws", "paw": "paws", "h": "paws", "workers": "paws",
               "projects": "projects", "project": "projects", "p": "projects"}
        if len(args) != 1 or args[0] not in row:
            raise _bad(verb)
        out = [row[args[0]]]
    elif verb == "discard":
        if len(args) != 1:
            raise _bad(verb)
        card = _card(args[0], "hp")
        colour = COLOUR_ALIASES.get(args[0])
        if card is None and colour is None:
            raise _bad(verb)
        out = [card if card is not None else str(colour)]
    return Move(verb, tuple(out))


def _who(arg: str) -> str:
    return "the Bot" if arg == "bot" else f"player {arg}"


def describe_move(state: State, move: Move) -> str:
    """A label a player understands, for menus and autocomplete."""
    v, a = move.verb, move.args
    try:
        return _describe(state, v, a)
    except (KeyError, IndexError, ValueError):
        return format_move(move)


def _describe(state: State, v: str, a: tuple[str, ...]) -> str:
    if v == "trade":
        n = rules.trade_size(state, state.current)
        return f"Trade: take {n} cards from the market"
    if v == "extract":
        number = count_or_none(a[0], 1, len(state.planets))
        if number is None:
            raise KeyError(a[0])
        slot = number - 1
        planet = state.planets[slot]
        frags = rules.frag_text(state.planet_fragments[slot])
        if len(a) > 1:
            return (f"Extract {PLANETS[planet].name} alone now with {', '.join(a[1:])}: "
                    f"take {frags}")
        return (f"Prepare an extraction of {PLANETS[planet].name} (needs "
                f"{rules.needs_text(planet)}; fragments {frags})")
    if v == "play":
        return f"Play {rules.paw_text(a[0])}"
    if v == "ask":
        return f"Ask player {a[0]} for 1 {SKILL_NAMES[a[1]]}"
    if v == "bot":
        return f"Let the Bot provide 1 {SKILL_NAMES[a[0]]} (for 1 planet fragment)"
    if v == "give":
        return f"Give a {COLOUR_NAMES[a[1]]} fragment of the planet to {_who(a[0])}"
    if v == "pay":
        return f"Player {a[0]} gives a stored {COLOUR_NAMES[a[2]]} fragment to player {a[1]}"
    if v == "reset":
        return "Empty the draft and build it again"
    if v == "go":
        d = state.draft
        if d is not None and d.helpers():
            return f"Send the proposal to {rules.names(d.helpers())}"
        return "Extract now"
    if v == "show":
        return f"Show {rules.card_text(a[0])} to the table"
    if v == "accept":
        return "Accept, committing " + ", ".join(map(rules.paw_text, a))
    if v == "decline":
        return f"Decline {rules.name(state.current)}'s proposal"
    if v == "withdraw":
        return "Withdraw your proposal (to amend it or do something else)"
    if v == "take":
        return f"Take {rules.card_text(a[0])}"
    if v == "clear":
        label = "Hired Paws" if a[0] == "paws" else "Projects"
        return f"Clear the {label} row and deal 4 new cards (take one card fewer)"
    if v == "discard":
        if a[0] in COLOUR_NAMES:
            return f"Discard a {COLOUR_NAMES[a[0]]} fragment from storage"
        return f"Discard {rules.card_text(a[0])}"
    if v == "complete":
        p = PROJECTS[a[0]]
        return f"Complete {rules.project_text(a[0])}, paying {rules.frag_words(p.cost)}"
    if v == "done":
        return "Complete no more Projects this turn"
    raise KeyError(v)


__all__ = ["describe_move", "format_move", "parse_move", "seat_word"]
