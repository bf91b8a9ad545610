"""Afternova's rules, one small function per rulebook section.

Sections of ``afternova.fr.txt`` and where they live here:

- "Mis en place" -> :func:`setup`.
- "Déroulement de jeu" -> :func:`start_turn`, :func:`next_turn`.
- "Extraction" (and its two examples) -> the draft verbs (``extract``, ``play``, ``ask``,
  ``bot``, ``give``, ``pay``, ``reset``, ``go``), :func:`why_illegal_go`, the answer verbs, and
  :func:`execute_extraction` / :func:`finish_extraction`.
- "Commerce" -> ``trade``, ``take``, ``clear``, the hand limit (:data:`LIMIT` phase) and
  :func:`finish_trade`.
- "Finissant les Projets" -> the :data:`COMPLETE` phase and :func:`complete_project`.
- "Fin du jeu" -> :func:`game_ended`, :func:`final_scores`.
- "Variante à 2 joueurs" -> :func:`bot_turn`, :func:`bot_receive`, :func:`bot_complete` and the
  ``bot``/``give bot`` draft verbs.

One source of truth for legality: :func:`why_illegal` returns a sentence for a player, or
``None``; :func:`legal_moves` filters candidate moves through it and :func:`apply` refuses
with it. A proposal is asynchronous: once sent, every named helper decides at the same time
(``to_act`` lists them all, plus the proposer, who may withdraw it to amend it).

Interpretations, where the rulebook leaves a choice open (each says why):

- The active player plays at least one of their own Paws ("Extrayez ... en jouant des
  Ouvriers"; helpers play "aussi"), and only the Paws and help the extraction needs ("jouez
  les Ouvriers nécessaires"): a proposal whose Paw or help could be left out is refused.
- A helper is asked for skill icons, not for named cards, since hands are secret; the helper
  accepts by choosing which of their Paws provide them (privately).
- Only helpers may receive planet fragments or trade stored ones ("Les joueurs qui n'aident
  pas ne peuvent pas donner ou recevoir les Morceaux"), and stored fragments pass between the
  active player and a helper ("en s'offrant les Morceaux gardés l'un à l'autre": the deal is
  the active player's with each helper).
- Surplus fragments are discarded as soon as an extraction ends, before the new planet is
  drawn; so no storage is over its capacity when Projects are completed.
- A promotion counts from the turn after the one in which its Project was completed.
- In the two-player game the Bot's ship is dealt face down: nobody sees its objective until
  the end. The Bot counts as a player for the end of the game (its 6th scored Project ends
  it) and cannot score a 7th. A fragment given to the Bot must fit an uncovered symbol of its
  current row.
- When the bag and the fragment discard are both empty, planet slots stay empty.
- Extracting alone is a single move (``extract 2 H1 H17``); the draft is for help or for
  sharing. A helper who cannot provide what is asked declines at once, and only the players
  who can complete a Project are asked at the end of a turn (so both facts are public).
- A completed Project is revealed to the table ("Révélez le Projet fini"): its cost and
  promotion are told; its VP, tucked under the ship, stay out of the public view until the
  end. The Bot's objective counts the symbols of every Project it scored, face down or not.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from functools import lru_cache
from itertools import combinations

from games.afternova.data import (
    BOT_ROW,
    BOT_STORAGE,
    COLOUR_NAMES,
    COLOURS,
    FRAGMENTS_PER_COLOUR,
    HAND_LIMIT,
    HAND_PROMOTION_BONUS,
    MARKET_ROW,
    MAX_PROJECTS,
    PAWS,
    PLANETS,
    PLANETS_SHOWN,
    PROJECTS,
    PROMOTION_SHORT,
    SHIPS,
    SKILL_NAMES,
    SKILLS,
    STORAGE,
    TRADE_CARDS,
)
from games.afternova.state import (
    ANSWER,
    BOT,
    COMPLETE,
    LIMIT,
    OVER,
    OVERFLOW,
    TRADE,
    TURN,
    Bot,
    Draft,
    Player,
    State,
)
from games.core import Event, IllegalMove, Move, Rng

# --- small helpers ------------------------------------------------------------------------

_ORDER = {c: i for i, c in enumerate(COLOURS)}


def sort_frags(frags: Iterable[str]) -> list[str]:
    """Fragments in colour order, so equal multisets look the same everywhere."""
    return sorted(frags, key=_ORDER.__getitem__)


def frag_text(frags: Iterable[str]) -> str:
    """``ppk`` style, the notation's way of writing several fragments."""
    return "".join(sort_frags(frags)) or "-"


def frag_words(frags: Iterable[str]) -> str:
    """``2 purple, 1 black`` for messages."""
    c = Counter(frags)
    parts = [f"{c[k]} {COLOUR_NAMES[k]}" for k in COLOURS if c[k]]
    return ", ".join(parts) if parts else "nothing"


def contains(have: Iterable[str], need: Iterable[str]) -> bool:
    """Whether the multiset ``have`` holds the multiset ``need``."""
    pool = list(have)
    for c in need:
        if c not in pool:
            return False
        pool.remove(c)
    return True


def remove_frags(have: list[str], gone: Iterable[str]) -> None:
    for c in gone:
        have.remove(c)


def name(seat: int) -> str:
    return "the Bot" if seat == BOT else f"player {seat + 1}"


def cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def names(seats: Iterable[int]) -> str:
    seats = list(seats)
    if not seats:
        return "nobody"
    if len(seats) == 1:
        return name(seats[0])
    return "players " + ", ".join(str(s + 1) for s in seats)


def paw_text(card: str) -> str:
    a, b = PAWS[card].skills
    return f"{card} ({SKILL_NAMES[a]} + {SKILL_NAMES[b]})"


def project_text(card: str, *, vp: bool = True) -> str:
    p = PROJECTS[card]
    bits = [" ".join(p.cost)]
    if vp:
        bits.append(f"{p.vp} VP")
    if p.promotion:
        bits.append(PROMOTION_SHORT[p.promotion])
    return f"{card} ({', '.join(bits)})"


def card_text(card: str) -> str:
    return paw_text(card) if card in PAWS else project_text(card)


def needs_text(planet: str) -> str:
    return ", ".join(f"{n} {SKILL_NAMES[s]}" for s, n in PLANETS[planet].needs)


def promotions(state: State, seat: int, kind: str) -> int:
    """Promotions of ``kind`` the seat may use this turn (not those completed this turn)."""
    p = state.players[seat]
    return sum(1 for card, t in zip(p.completed, p.completed_turn, strict=True)
               if t < state.turn and PROJECTS[card].promotion == kind)


def capacity(state: State, seat: int) -> int:
    return STORAGE + promotions(state, seat, "storage")


def hand_limit(state: State, seat: int) -> int:
    return HAND_LIMIT + HAND_PROMOTION_BONUS * promotions(state, seat, "hand")


def trade_size(state: State, seat: int) -> int:
    """Cards the current Trade allows (3, +1 per Trade promotion, -1 once a row is cleared)."""
    return TRADE_CARDS + promotions(state, seat, "trade") - (1 if state.cleared else 0)


def can_complete(state: State, seat: int) -> bool:
    p = state.players[seat]
    if len(p.completed) >= MAX_PROJECTS:
        return False
    return any(contains(p.storage, PROJECTS[c].cost) for c in p.projects)


def bot_open(bot: Bot) -> Counter[str]:
    """Uncovered symbols over the Bot's whole row."""
    out: Counter[str] = Counter()
    for card, placed in zip(bot.row, bot.placed, strict=True):
        out.update(Counter(PROJECTS[card].cost) - Counter(placed))
    return out


# --- draws --------------------------------------------------------------------------------

def draw_fragment(state: State, rng: Rng) -> str | None:
    """A random fragment from the bag; an empty bag is refilled from the discard first."""
    if sum(state.bag.values()) == 0:
        for c in COLOURS:
            state.bag[c] += state.discard[c]
            state.discard[c] = 0
    total = sum(state.bag.values())
    if total == 0:
        return None
    r = rng.below(total)
    for c in COLOURS:
        if r < state.bag[c]:
            state.bag[c] -= 1
            return c
        r -= state.bag[c]
    raise AssertionError("unreachable")


def _draw(deck: list[str], discard: list[str], rng: Rng) -> str | None:
    if not deck and discard:
        deck.extend(discard)
        discard.clear()
        rng.shuffle(deck)
    return deck.pop() if deck else None


def draw_paw(state: State, rng: Rng) -> str | None:
    return _draw(state.paw_deck, state.paw_discard, rng)


def draw_project(state: State, rng: Rng) -> str | None:
    return _draw(state.project_deck, state.project_discard, rng)


def draw_planet(state: State, rng: Rng) -> str | None:
    return _draw(state.planet_deck, state.planet_discard, rng)


def fill_planet(state: State, rng: Rng, slot: int) -> None:
    frags: list[str] = []
    for _ in range(PLANETS[state.planets[slot]].slots):
        c = draw_fragment(state, rng)
        if c is not None:
            frags.append(c)
    state.planet_fragments[slot] = sort_frags(frags)


def refill_market(state: State, rng: Rng) -> None:
    while len(state.market_paws) < MARKET_ROW:
        card = draw_paw(state, rng)
        if card is None:
            break
        state.market_paws.append(card)
    while len(state.market_projects) < MARKET_ROW:
        card = draw_project(state, rng)
        if card is None:
            break
        state.market_projects.append(card)


# --- Mis en place -------------------------------------------------------------------------

def setup(num_players: int, seed: int) -> tuple[State, list[Event]]:
    """Mis en place: market, planets, ships, starting hands; the Bot at two players."""
    if not 2 <= num_players <= 6:
        raise ValueError("Afternova is played by 2 to 6 players.")
    rng = Rng.from_seed(seed)
    paw_deck = list(PAWS)
    project_deck = list(PROJECTS)
    planet_deck = list(PLANETS)
    ships = list(SHIPS)
    for deck in (paw_deck, project_deck, planet_deck, ships):
        rng.shuffle(deck)
    with_bot = num_players == 2
    order = ([BOT] if with_bot else []) + list(range(num_players))
    players = [Player([], [], [], ships.pop()) for _ in range(num_players)]
    bot = Bot([], [], [], ships.pop()) if with_bot else None
    state = State(
        num_players=num_players, rng=0, players=players, bot=bot, order=order,
        paw_deck=paw_deck, paw_discard=[], project_deck=project_deck, project_discard=[],
        planet_deck=planet_deck, planet_discard=[], market_paws=[], market_projects=[],
        planets=[], planet_fragments=[], bag={c: FRAGMENTS_PER_COLOUR for c in COLOURS},
        discard={c: 0 for c in COLOURS}, current=order[0],
    )
    refill_market(state, rng)
    for slot in range(PLANETS_SHOWN):
        planet = draw_planet(state, rng)
        assert planet is not None
        state.planets.append(planet)
        state.planet_fragments.append([])
        fill_planet(state, rng, slot)
    if bot is not None:
        for _ in range(BOT_ROW):
            card = draw_project(state, rng)
            assert card is not None
            bot.row.append(card)
            bot.placed.append("")
    # "Distribuez 1 Projet à chaque joueur. Distribuez 3 Ouvriers au premier joueur, 5 au
    # dernier et 4 à chaque autre joueur." The Bot is first at two players and takes none.
    for place, seat in enumerate(order):
        if seat == BOT:
            continue
        p = state.players[seat]
        card = draw_project(state, rng)
        assert card is not None
        p.projects.append(card)
        count = 3 if place == 0 else 5 if place == len(order) - 1 else 4
        for _ in range(count):
            paw = draw_paw(state, rng)
            assert paw is not None
            p.paws.append(paw)
    events: list[Event] = []
    start_turn(state, rng, events)
    advance(state, rng, events)
    state.rng = rng.state
    return state, events


# --- turn flow ----------------------------------------------------------------------------

def start_turn(state: State, rng: Rng, events: list[Event]) -> None:
    """Déroulement de jeu: a turn is an Extraction or a Trade (the Bot's is automatic)."""
    state.phase = TURN
    state.draft = None
    state.proposals = 0
    state.taken = 0
    state.cleared = ""
    state.done = []
    if state.current == BOT:
        bot_turn(state, rng, events)
        end_turn(state)


def end_turn(state: State) -> None:
    """Finissant les Projets: at the end of each turn every player may complete Projects."""
    state.phase = COMPLETE
    state.done = []


def game_ended(state: State) -> bool:
    """Fin du jeu: someone (the Bot included) has completed a 6th Project."""
    if any(len(p.completed) >= MAX_PROJECTS for p in state.players):
        return True
    return state.bot is not None and state.bot.count() >= MAX_PROJECTS


def next_turn(state: State, rng: Rng, events: list[Event]) -> None:
    if game_ended(state):
        state.phase = OVER
        state.draft = None
        events.append(Event("The game is over: " + outcome_reason(state), reveals=True))
        return
    state.turn += 1
    i = state.order.index(state.current)
    state.current = state.order[(i + 1) % len(state.order)]
    if state.current != BOT:
        events.append(Event(f"{cap(name(state.current))}'s turn.", minor=True))
    start_turn(state, rng, events)


def completing(state: State) -> list[int]:
    """Seats still deciding at the end of a turn: only those who can complete something."""
    return [s for s in range(state.num_players)
            if s not in state.done and can_complete(state, s)]


def over_capacity(state: State) -> list[int]:
    return [s for s in range(state.num_players)
            if len(state.players[s].storage) > capacity(state, s)]


def to_act(state: State) -> list[int]:
    if state.phase == OVER:
        return []
    if state.phase in (TURN, TRADE, LIMIT):
        return [state.current]
    if state.phase == ANSWER:
        assert state.draft is not None
        waiting = [h for h in state.draft.helpers() if h not in state.draft.accepted]
        return sorted({state.current, *waiting})
    if state.phase == OVERFLOW:
        return over_capacity(state)
    return completing(state)


def optional_seats(state: State) -> list[int]:
    """Seats in ``to_act`` that may act but need not: the proposer waiting for answers."""
    return [state.current] if state.phase == ANSWER else []


def trade_finished(state: State) -> bool:
    if state.taken >= trade_size(state, state.current):
        return True
    if state.market_paws or state.market_projects:
        return False
    return not any(why_illegal_clear(state, row) is None for row in ("paws", "projects"))


def advance(state: State, rng: Rng, events: list[Event]) -> None:
    """Move on while nobody has a real decision: empty phases end, forced moves are made."""
    while True:
        if state.phase == COMPLETE and not completing(state):
            next_turn(state, rng, events)
            continue
        if state.phase == OVERFLOW and not over_capacity(state):
            finish_extraction(state, rng, events)
            continue
        if state.phase == TRADE and trade_finished(state):
            finish_trade(state, rng, events)
            continue
        if state.phase == OVER:
            return
        forced = False
        for seat in to_act(state):
            if may_be_forced(state, seat):
                moves = legal_moves(state, seat)
                if len(moves) == 1:
                    perform(state, rng, seat, moves[0], events, forced=True)
                    forced = True
                    break
        if not forced:
            return


def may_be_forced(state: State, seat: int) -> bool:
    """A cheap filter before looking for a lone legal move: a Turn always offers Trade and
    the planets, a hand over the limit several cards, the end of a turn complete or done;
    the proposer's decision (withdraw) is optional."""
    if state.phase == ANSWER:
        return seat != state.current and not covers(state.players[seat].paws,
                                                    asked_of_seat(state, seat))
    if state.phase == OVERFLOW:
        return len(set(state.players[seat].storage)) == 1
    # A Trade offers every market card (and a clear): a choice unless one card is left.
    return state.phase == TRADE and len(state.market_paws) + len(state.market_projects) <= 1


def asked_of_seat(state: State, seat: int) -> dict[str, int]:
    assert state.draft is not None
    return dict(asked_of(state.draft, seat))


# --- legality -----------------------------------------------------------------------------

def why_illegal(state: State, seat: int, move: Move) -> str | None:
    """Why ``seat`` may not make ``move`` now, as a sentence for the player; None if legal."""
    if state.phase == OVER:
        return "The game is over."
    if not 0 <= seat < state.num_players:
        return "That seat is not in this game."
    if seat not in to_act(state):
        return not_your_turn(state, seat)
    return phase_check(state, seat, move)


def phase_check(state: State, seat: int, move: Move) -> str | None:
    """The part of :func:`why_illegal` after "is it this seat's decision?"."""
    check = _CHECKS.get(state.phase, {}).get(move.verb)
    if check is None:
        return wrong_verb(state, seat, move)
    return check(state, seat, move)


def not_your_turn(state: State, seat: int) -> str:
    if state.phase in (TURN, TRADE, LIMIT):
        return f"It is {name(state.current)}'s turn."
    if state.phase == ANSWER:
        return f"Only the helpers named in {name(state.current)}'s proposal answer it now."
    if state.phase == OVERFLOW:
        return "Only players with more fragments than storage discard now."
    if seat in state.done:
        return "You have finished completing Projects this turn."
    return "You cannot complete a Project now (you need one in hand and its fragments)."


_PHASE_HINT = {
    TURN: "Trade, or Extract from a planet (extract 1-3), then play Paws, ask for help and go.",
    ANSWER: "accept with the Hired Paws you commit, or decline.",
    OVERFLOW: "discard a fragment (discard <colour>).",
    TRADE: "take a card from the market (take <card>) or clear a row (clear paws/projects).",
    LIMIT: "discard a card from your hand (discard <card>).",
    COMPLETE: "complete a Project (complete <card>) or stop (done).",
}


def wrong_verb(state: State, seat: int, move: Move) -> str:
    if state.phase == ANSWER and seat == state.current:
        return "Your proposal is waiting for answers: you may only withdraw it."
    return f"That is not possible now: {_PHASE_HINT[state.phase]}"


def _arg(move: Move, i: int) -> str:
    args = move.args
    return args[i] if len(args) > i else ""


def _seat_arg(state: State, text: str) -> int | None:
    """A player number ("2") or "bot" as a seat, None if it is neither."""
    if text == "bot":
        return BOT if state.bot is not None else None
    if text.isdigit() and 1 <= int(text) <= state.num_players:
        return int(text) - 1
    return None


def _needs(state: State, draft: Draft) -> dict[str, int]:
    return dict(PLANETS[state.planets[draft.planet]].needs)


def supply(draft: Draft) -> dict[str, int]:
    """Skill icons the draft provides: own Paws, units asked of helpers and of the Bot."""
    known: dict[str, int] | None = draft.memo.get("supply")
    if known is None:
        known = draft.memo["supply"] = _supply(draft)
    return dict(known)


def _supply(draft: Draft) -> dict[str, int]:
    out = dict.fromkeys(SKILLS, 0)
    for card in draft.plays:
        a, b = PAWS[card].skills
        out[a] += 1
        out[b] += 1
    for _, k in draft.asks:
        out[k] += 1
    for k in draft.bot:
        out[k] += 1
    return out


def shortfall(state: State, draft: Draft) -> dict[str, int]:
    """Skill icons still missing for the draft's planet."""
    known: dict[str, int] | None = draft.memo.get("short")
    if known is None:
        have = supply(draft)
        known = draft.memo["short"] = {k: n - have[k] for k, n in _needs(state, draft).items()
                                       if have[k] < n}
    return dict(known)


def active_share(state: State, draft: Draft) -> list[str]:
    """Planet fragments not given to anyone else: the active player's share."""
    known: list[str] | None = draft.memo.get("share")
    if known is None:
        known = list(state.planet_fragments[draft.planet])
        for _, c in draft.shares:
            known.remove(c)
        draft.memo["share"] = known
    return list(known)


def participants(state: State, draft: Draft) -> list[int]:
    return [state.current, *draft.helpers()]


def stored_left(state: State, draft: Draft, seat: int) -> list[str]:
    """A participant's stored fragments not already promised to someone."""
    key = f"left{seat}"
    known: list[str] | None = draft.memo.get(key)
    if known is None:
        known = list(state.players[seat].storage)
        for a, _, c in draft.pays:
            if a == seat:
                known.remove(c)
        draft.memo[key] = known
    return list(known)


def bot_matchable(state: State, draft: Draft) -> int:
    """How many of the planet's fragments the Bot's row could take."""
    assert state.bot is not None
    frags = Counter(state.planet_fragments[draft.planet])
    open_ = bot_open(state.bot)
    return sum(min(frags[c], open_[c]) for c in COLOURS)


# TURN phase ---------------------------------------------------------------------------------

def _need_draft(state: State) -> str | None:
    if state.draft is None:
        return "Choose a planet to extract from first (extract 1-3)."
    return None


def check_trade(state: State, seat: int, move: Move) -> str | None:
    return "Trade takes no argument." if move.args else None


def check_extract(state: State, seat: int, move: Move) -> str | None:
    """``extract 2`` prepares a draft; ``extract 2 H3 H7`` extracts alone at once."""
    pos = _arg(move, 0)
    if not pos.isdigit() or not 1 <= int(pos) <= len(state.planets):
        return f"Name a planet of the row, 1 to {len(state.planets)}."
    slot = int(pos) - 1
    cards = list(move.args[1:])
    if not cards:
        if state.draft is not None and state.draft.planet == slot:
            return f"You are already preparing an extraction of {planet_name(state, slot)}."
        return None
    wanted = dict(PLANETS[state.planets[slot]].needs)
    return cover_problem(cards, state.players[seat].paws, wanted,
                         f"{planet_name(state, slot)} needs {needs_text(state.planets[slot])}")


def cover_problem(cards: list[str], hand: list[str], wanted: Mapping[str, int],
                  what: str) -> str | None:
    """Why these Paws are not exactly what is wanted (all from hand, enough, none spare)."""
    if len(set(cards)) != len(cards):
        return "Name each Hired Paw once."
    for c in cards:
        if c not in hand:
            return f"{c} is not a Hired Paw in your hand."
    if not covers(cards, wanted):
        return f"Those Hired Paws fall short: {what}."
    for c in cards:
        if covers([x for x in cards if x != c], wanted):
            return f"{c} is not needed: play only the Hired Paws the extraction needs."
    return None


def minimal_covers(hand: Iterable[str], wanted: Mapping[str, int]) -> list[tuple[str, ...]]:
    """Minimal sets of Paws from ``hand`` that provide ``wanted``, one per mix of skills."""
    return list(_minimal_covers(tuple(sorted(hand)), tuple(sorted(wanted.items()))))


@lru_cache(maxsize=8192)
def _minimal_covers(hand: tuple[str, ...],
                    wanted_items: tuple[tuple[str, int], ...]) -> tuple[tuple[str, ...], ...]:
    wanted = dict(wanted_items)
    useful = sorted((c for c in hand if any(k in wanted for k in PAWS[c].skills)),
                    key=card_key)
    out: list[tuple[str, ...]] = []
    seen: set[tuple[tuple[str, str], ...]] = set()
    for size in range(1, min(len(useful), sum(wanted.values())) + 1):
        for combo in combinations(useful, size):
            if not covers(combo, wanted):
                continue
            if any(covers([x for x in combo if x != c], wanted) for c in combo):
                continue
            sig = tuple(sorted(PAWS[c].skills for c in combo))
            if sig not in seen:
                seen.add(sig)
                out.append(combo)
    return tuple(out)


def planet_name(state: State, slot: int) -> str:
    return PLANETS[state.planets[slot]].name


def check_reset(state: State, seat: int, move: Move) -> str | None:
    if (why := _need_draft(state)) is not None:
        return why
    d = state.draft
    assert d is not None
    if not (d.plays or d.asks or d.bot or d.shares or d.pays):
        return "The draft is already empty."
    return None


def check_show(state: State, seat: int, move: Move) -> str | None:
    if state.draft is not None:
        return "Show cards before you start preparing an extraction."
    card = _arg(move, 0)
    p = state.players[seat]
    if card not in p.paws and card not in p.projects:
        return f"{card or 'That card'} is not in your hand."
    if card in p.shown:
        return f"You have already shown {card}."
    return None


def check_play(state: State, seat: int, move: Move) -> str | None:
    if (why := _need_draft(state)) is not None:
        return why
    assert state.draft is not None
    card = _arg(move, 0)
    if card not in state.players[seat].paws:
        return f"{card or 'That card'} is not a Hired Paw in your hand."
    if card in state.draft.plays:
        return f"{card} is already played."
    short = shortfall(state, state.draft)
    if not any(k in short for k in PAWS[card].skills):
        if not short:
            return "The requirements are already met: go, or change the proposal."
        return f"{card} adds nothing the extraction still needs ({skill_words(short)})."
    return _would_waste(state, state.draft, PAWS[card].skills, card, f"Playing {card}")


def redundancy(state: State, d: Draft, extra: tuple[str, ...] = (), card: str = "",
               helped: str = "") -> str | None:
    """What a draft that meets the requirements could leave out ("les Ouvriers
    nécessaires"): None when every Paw and every unit of help is needed. ``extra``,
    ``card`` and ``helped`` describe one addition being considered (skills it brings, the
    Paw played or the skill of a unit of help), so it is judged without copying the draft."""
    needs = _needs(state, d)
    have = supply(d)
    for k in extra:
        have[k] += 1
    if any(have[k] < n for k, n in needs.items()):
        return None
    for paw in [*d.plays, *([card] if card else [])]:
        a, b = PAWS[paw].skills
        if all(have[k] - (a == k) - (b == k) >= n for k, n in needs.items()):
            return f"{paw} is not needed"
    for k in needs:
        if have[k] > needs[k] and (k == helped or any(s == k for _, s in d.asks)
                                   or k in d.bot):
            return f"the help asked for covers more {SKILL_NAMES[k]} than needed"
    return None


def _would_waste(state: State, d: Draft, extra: tuple[str, ...], card: str,
                 doing: str) -> str | None:
    key = ("waste", extra, card)
    if key in d.memo:
        why: str | None = d.memo[key]
    else:
        why = d.memo[key] = redundancy(state, d, extra, card, "" if card else extra[0])
    if why is None:
        return None
    return f"{doing} would waste help: {why}. Only what the extraction needs is played."


def skill_counts(units: Iterable[str]) -> dict[str, int]:
    """Skill units counted, in the usual skill order."""
    c = Counter(units)
    return {k: c[k] for k in SKILLS if c[k]}


def skill_words(counts: dict[str, int]) -> str:
    return ", ".join(f"{n} {SKILL_NAMES[k]}" for k, n in counts.items())



def _skill_unit(state: State, skill: str, *, adding: bool) -> str | None:
    assert state.draft is not None
    needs = _needs(state, state.draft)
    if skill not in needs:
        slot = state.draft.planet
        return f"{planet_name(state, slot)} needs {needs_text(state.planets[slot])} only."
    if adding and skill not in shortfall(state, state.draft):
        return f"The extraction has all the {SKILL_NAMES[skill]} it needs."
    return None


def check_ask(state: State, seat: int, move: Move) -> str | None:
    if (why := _need_draft(state)) is not None:
        return why
    other = _seat_arg(state, _arg(move, 0))
    if other is None or other == BOT:
        return "Ask another player by number (ask 2 pil)."
    if other == seat:
        return "You cannot ask yourself for help."
    if (why := _skill_unit(state, _arg(move, 1), adding=True)) is not None:
        return why
    assert state.draft is not None
    skill = _arg(move, 1)
    return _would_waste(state, state.draft, (skill,), "", f"Asking {name(other)}")



def check_bot(state: State, seat: int, move: Move) -> str | None:
    if state.bot is None:
        return "There is no Bot in this game."
    if (why := _need_draft(state)) is not None:
        return why
    assert state.draft is not None
    if (why := _skill_unit(state, _arg(move, 0), adding=True)) is not None:
        return why
    if len(state.draft.bot) + 1 > bot_matchable(state, state.draft):
        return ("The Bot helps only for a planet fragment that fits its Projects, and this "
                "planet has no more of those.")
    skill = _arg(move, 0)
    return _would_waste(state, state.draft, (skill,), "", "The Bot's help")



def check_give(state: State, seat: int, move: Move) -> str | None:
    if (why := _need_draft(state)) is not None:
        return why
    d = state.draft
    assert d is not None
    target = _seat_arg(state, _arg(move, 0))
    colour = _arg(move, 1)
    if target is None or target == seat:
        return "Give planet fragments to a helper or to the Bot (give 2 p)."
    if colour not in COLOURS:
        return "Name a fragment colour: p, g, k, w or o."
    if colour not in active_share(state, d):
        return f"No {COLOUR_NAMES[colour]} fragment of the planet is left to give."
    if target == BOT:
        assert state.bot is not None
        given = [c for t, c in d.shares if t == BOT]
        if len(given) >= len(d.bot):
            return ("The Bot takes one fragment per skill it provides "
                    f"({len(d.bot)}); ask it for more help first.")
        if Counter(given)[colour] + 1 > bot_open(state.bot)[colour]:
            return f"No Project of the Bot has an open {COLOUR_NAMES[colour]} symbol."
        return None
    if target not in d.helpers():
        return (f"{cap(name(target))} is not helping: only helpers may receive fragments "
                "(ask them for a skill first).")
    return None



def check_pay(state: State, seat: int, move: Move) -> str | None:
    if (why := _need_draft(state)) is not None:
        return why
    d = state.draft
    assert d is not None
    a = _seat_arg(state, _arg(move, 0))
    b = _seat_arg(state, _arg(move, 1))
    colour = _arg(move, 2)
    who = participants(state, d)
    if a is None or b is None or a == BOT or b == BOT:
        return "Stored fragments pass between two players of the extraction (pay 1 2 g)."
    if a not in who or b not in who:
        return ("Only the active player and the helpers may give or receive stored "
                "fragments.")
    if a == b:
        return "A player cannot pay themselves."
    if seat not in (a, b):
        return ("Stored fragments pass between you and a helper, one way or the other "
                "(deals are made with the active player).")
    if colour not in COLOURS:
        return "Name a fragment colour: p, g, k, w or o."
    if colour not in stored_left(state, d, a):
        return f"{cap(name(a))} has no {COLOUR_NAMES[colour]} fragment in storage left to give."
    return None



def why_illegal_go(state: State, seat: int, move: Move) -> str | None:
    """Extraction: a complete proposal meets both requirements with only what is needed."""
    if (why := _need_draft(state)) is not None:
        return why
    d = state.draft
    assert d is not None
    if move.args:
        return "Go takes no argument."
    if not d.plays:
        return "Play at least one of your own Hired Paws."
    short = shortfall(state, d)
    if short:
        return (f"{planet_name(state, d.planet)} needs "
                f"{needs_text(state.planets[d.planet])}: {skill_words(short)} still missing.")
    if (why := redundancy(state, d)) is not None:
        return f"{cap(why)}: the extraction takes only the Paws and help it needs (reset)."
    given = [c for t, c in d.shares if t == BOT]
    if len(given) != len(d.bot):
        return (f"The Bot provides {len(d.bot)} skill(s): give it as many planet fragments "
                f"that fit its Projects ({len(given)} given).")
    return None


# ANSWER phase -----------------------------------------------------------------------------

def asked_of(draft: Draft, seat: int) -> dict[str, int]:
    """The skill units a helper is asked for, in skill order."""
    return skill_counts(k for s, k in draft.asks if s == seat)


def covers(cards: Iterable[str], wanted: Mapping[str, int]) -> bool:
    skills = [PAWS[c].skills for c in cards]
    for k, n in wanted.items():
        if n > 0 and sum((a == k) + (b == k) for a, b in skills) < n:
            return False
    return True


def check_accept(state: State, seat: int, move: Move) -> str | None:
    d = state.draft
    assert d is not None
    if seat == state.current:
        return "You cannot accept your own proposal."
    wanted = asked_of(d, seat)
    cards = list(move.args)
    if not cards:
        return f"Name the Hired Paws you commit for {skill_words(dict(wanted))}."
    return cover_problem(cards, state.players[seat].paws, wanted,
                         f"you are asked for {skill_words(dict(wanted))}")


def check_decline(state: State, seat: int, move: Move) -> str | None:
    if seat == state.current:
        return "Withdraw your proposal instead (withdraw)."
    return "Decline takes no argument." if move.args else None


def check_withdraw(state: State, seat: int, move: Move) -> str | None:
    if seat != state.current:
        return "Only the player who made the proposal can withdraw it; you may decline."
    return None


# OVERFLOW, TRADE, LIMIT, COMPLETE -----------------------------------------------------------

def check_discard(state: State, seat: int, move: Move) -> str | None:
    what = _arg(move, 0)
    p = state.players[seat]
    if state.phase == OVERFLOW:
        if what not in COLOURS:
            return "Name the colour of a fragment in your storage (discard g)."
        if what not in p.storage:
            return f"You have no {COLOUR_NAMES[what]} fragment in storage."
        return None
    if what not in p.paws and what not in p.projects:
        return f"{what or 'That card'} is not in your hand."
    return None


def check_take(state: State, seat: int, move: Move) -> str | None:
    card = _arg(move, 0)
    if card not in state.market_paws and card not in state.market_projects:
        return f"{card or 'That card'} is not in the market."
    return None


def why_illegal_clear(state: State, row: str) -> str | None:
    if row not in ("paws", "projects"):
        return "Clear the paws row or the projects row (clear paws)."
    if state.cleared:
        return "You have already cleared a row during this Trade."
    if row == "paws":
        if not (state.market_paws or state.paw_deck or state.paw_discard):
            return "There are no Hired Paws left to clear or draw."
    elif not (state.market_projects or state.project_deck or state.project_discard):
        return "There are no Projects left to clear or draw."
    return None


def check_clear(state: State, seat: int, move: Move) -> str | None:
    return why_illegal_clear(state, _arg(move, 0))


def check_complete(state: State, seat: int, move: Move) -> str | None:
    card = _arg(move, 0)
    p = state.players[seat]
    if card not in p.projects:
        return f"{card or 'That card'} is not a Project in your hand."
    if len(p.completed) >= MAX_PROJECTS:
        return "You have completed 6 Projects: there is no 7th."
    cost = PROJECTS[card].cost
    if not contains(p.storage, cost):
        return (f"{card} needs {frag_words(cost)} from your storage; "
                f"you have {frag_words(p.storage)}.")
    return None


def check_done(state: State, seat: int, move: Move) -> str | None:
    return "Done takes no argument." if move.args else None


CheckFn = Callable[[State, int, Move], "str | None"]

_CHECKS: dict[str, dict[str, CheckFn]] = {
    TURN: {
        "trade": check_trade, "extract": check_extract, "show": check_show,
        "play": check_play, "ask": check_ask, "bot": check_bot, "give": check_give,
        "pay": check_pay, "reset": check_reset, "go": why_illegal_go,
    },
    ANSWER: {"accept": check_accept, "decline": check_decline, "withdraw": check_withdraw},
    OVERFLOW: {"discard": check_discard},
    TRADE: {"take": check_take, "clear": check_clear},
    LIMIT: {"discard": check_discard},
    COMPLETE: {"complete": check_complete, "done": check_done},
}


# --- candidate moves ----------------------------------------------------------------------

def card_key(card: str) -> tuple[str, int]:
    return card[0], int(card[1:])


def accept_options(state: State, seat: int) -> list[tuple[str, ...]]:
    """The helper's ways to provide what is asked (minimal, one per skill mix)."""
    d = state.draft
    assert d is not None
    return minimal_covers(state.players[seat].paws, asked_of(d, seat))


def _colours_in(frags: Iterable[str]) -> list[str]:
    present = set(frags)
    return [c for c in COLOURS if c in present]


def candidates(state: State, seat: int) -> list[Move]:
    """Every move worth checking for ``seat`` now (filtered by :func:`why_illegal`)."""
    phase = state.phase
    p = state.players[seat]
    out: list[Move] = []
    if phase == TURN:
        out.append(Move("trade"))
        for i, planet in enumerate(state.planets):
            out.append(Move("extract", (str(i + 1),)))
            wanted = dict(PLANETS[planet].needs)
            out.extend(Move("extract", (str(i + 1), *combo))
                       for combo in minimal_covers(p.paws, wanted))
        d = state.draft
        if d is not None:
            short = list(shortfall(state, d))  # adds only help while something is short
            out.extend(Move("play", (c,)) for c in sorted(p.paws, key=card_key)
                       if c not in d.plays and any(k in short for k in PAWS[c].skills))
            others = [s for s in range(state.num_players) if s != seat]
            out.extend(Move("ask", (str(s + 1), k)) for s in others for k in short)
            if state.bot is not None:
                out.extend(Move("bot", (k,)) for k in short)
            targets = [*d.helpers(), *([BOT] if d.bot else [])]
            share = _colours_in(active_share(state, d))
            out.extend(Move("give", (_seat_word(t), c)) for t in targets for c in share)
            who = participants(state, d)
            for a in who:
                receivers = [b for b in who if b != a] if a == seat else [seat]
                for c in _colours_in(stored_left(state, d, a)):
                    out.extend(Move("pay", (str(a + 1), str(b + 1), c)) for b in receivers)
            out.append(Move("reset"))
            out.append(Move("go"))
        if d is None:
            out.extend(Move("show", (c,)) for c in sorted(p.paws + p.projects, key=card_key)
                       if c not in p.shown)
    elif phase == ANSWER:
        if seat == state.current:
            out.append(Move("withdraw"))
        else:
            out.extend(Move("accept", combo) for combo in accept_options(state, seat))
            out.append(Move("decline"))
    elif phase == OVERFLOW:
        out.extend(Move("discard", (c,)) for c in _colours_in(p.storage))
    elif phase == TRADE:
        out.extend(Move("take", (c,)) for c in state.market_paws + state.market_projects)
        out.extend(Move("clear", (row,)) for row in ("paws", "projects"))
    elif phase == LIMIT:
        out.extend(Move("discard", (c,)) for c in sorted(p.paws + p.projects, key=card_key))
    elif phase == COMPLETE:
        out.extend(Move("complete", (c,)) for c in sorted(set(p.projects), key=card_key))
        out.append(Move("done"))
    return out


def _seat_word(seat: int) -> str:
    return "bot" if seat == BOT else str(seat + 1)


def legal_moves(state: State, seat: int) -> list[Move]:
    if state.phase == OVER or seat not in to_act(state):
        return []
    return [m for m in candidates(state, seat) if phase_check(state, seat, m) is None]


def apply(state: State, seat: int, move: Move) -> tuple[State, list[Event]]:
    """The new state and what happened; the input state is never changed."""
    why = why_illegal(state, seat, move)
    if why is not None:
        raise IllegalMove(why)
    new = state.clone()
    rng = Rng(new.rng)
    events: list[Event] = []
    perform(new, rng, seat, move, events)
    advance(new, rng, events)
    new.rng = rng.state
    return new, events


# --- performing moves ---------------------------------------------------------------------

def perform(state: State, rng: Rng, seat: int, move: Move, events: list[Event], *,
            forced: bool = False) -> None:
    """Carry out a legal move on ``state`` (already a private copy)."""
    verb, args = move.verb, move.args
    who = cap(name(seat))
    p = state.players[seat]
    d = state.draft
    if verb == "trade":
        state.draft = None
        state.phase = TRADE
        state.taken = 0
        state.cleared = ""
        events.append(Event(f"{who} trades: {trade_size(state, seat)} cards from the market."))
    elif verb == "extract" and len(args) > 1:
        state.draft = Draft(int(args[0]) - 1, plays=list(args[1:]))
        execute_extraction(state, rng, events)
    elif verb == "extract":
        slot = int(args[0]) - 1
        state.draft = Draft(slot)
        _draft_event(events, seat, f"You prepare an extraction of {planet_name(state, slot)} "
                                   f"({needs_text(state.planets[slot])}).")
    elif verb == "show":
        p.shown.append(args[0])
        events.append(Event(f"{who} shows {card_text(args[0])}.", reveals=True))
    elif verb in _DRAFT_EDITS:
        assert d is not None
        _DRAFT_EDITS[verb](state, d, args)
        d.edited()
        _draft_event(events, seat, f"Draft: {_EDIT_WORDS[verb](args)}.")
    elif verb == "go":
        assert d is not None
        if d.helpers():
            d.proposed = True
            d.accepted = {}
            state.proposals += 1
            state.phase = ANSWER
            events.append(Event(f"{who} proposes: {draft_summary(state, d)} "
                                f"{cap(names(d.helpers()))}: accept or decline.", reveals=True))
        else:
            execute_extraction(state, rng, events)
    elif verb == "accept":
        assert d is not None
        d.accepted[seat] = sorted(args, key=card_key)
        events.append(Event(f"{who} accepts.",
                            private={seat: f"You commit {', '.join(map(paw_text, args))}."}))
        if all(h in d.accepted for h in d.helpers()):
            execute_extraction(state, rng, events)
    elif verb in ("decline", "withdraw"):
        assert d is not None
        d.proposed = False
        d.accepted = {}
        state.phase = TURN
        if verb == "withdraw":
            text = f"{who} withdraws the proposal."
        elif forced:
            text = (f"{who} cannot provide {skill_words(dict(asked_of(d, seat)))} and "
                    f"declines {name(state.current)}'s proposal.")
        else:
            text = f"{who} declines {name(state.current)}'s proposal."
        events.append(Event(text))
    elif verb == "discard" and state.phase == OVERFLOW:
        p.storage.remove(args[0])
        state.discard[args[0]] += 1
        events.append(Event(f"{who} discards a {COLOUR_NAMES[args[0]]} fragment "
                            "(storage full).", minor=True))
    elif verb == "take":
        card = args[0]
        if card in state.market_paws:
            state.market_paws.remove(card)
            p.paws.append(card)
        else:
            state.market_projects.remove(card)
            p.projects.append(card)
        state.taken += 1
        events.append(Event(f"{who} takes {card_text(card)}."))
        if p.hand_size() > hand_limit(state, seat):
            state.phase = LIMIT
    elif verb == "clear":
        clear_row(state, rng, args[0], events)
    elif verb == "discard":
        card = args[0]
        if card in p.paws:
            p.paws.remove(card)
            state.paw_discard.append(card)
        else:
            p.projects.remove(card)
            state.project_discard.append(card)
        if card in p.shown:
            p.shown.remove(card)
        events.append(Event(f"{who} discards {card_text(card)} (hand limit "
                            f"{hand_limit(state, seat)}).", reveals=True))
        if p.hand_size() <= hand_limit(state, seat):
            state.phase = TRADE
    elif verb == "complete":
        complete_project(state, seat, args[0], events)
    elif verb == "done":
        state.done.append(seat)
        events.append(Event(f"{who} completes no more Projects this turn.", minor=True))
    else:  # pragma: no cover - why_illegal lets no other verb through
        raise AssertionError(f"unhandled verb {verb}")


def _draft_event(events: list[Event], seat: int, private: str) -> None:
    """Draft edits stay private until the proposal is sent (the table sees it then)."""
    events.append(Event(f"{cap(name(seat))} is preparing an extraction.",
                        private={seat: private}, minor=True))


def _edit_play(state: State, d: Draft, args: tuple[str, ...]) -> None:
    d.plays.append(args[0])



def _edit_ask(state: State, d: Draft, args: tuple[str, ...]) -> None:
    d.asks.append((int(args[0]) - 1, args[1]))
    d.asks.sort()



def _edit_reset(state: State, d: Draft, args: tuple[str, ...]) -> None:
    state.draft = Draft(d.planet)


def _edit_bot(state: State, d: Draft, args: tuple[str, ...]) -> None:
    d.bot.append(args[0])
    d.bot.sort()



def _edit_give(state: State, d: Draft, args: tuple[str, ...]) -> None:
    target = BOT if args[0] == "bot" else int(args[0]) - 1
    d.shares.append((target, args[1]))



def _edit_pay(state: State, d: Draft, args: tuple[str, ...]) -> None:
    d.pays.append((int(args[0]) - 1, int(args[1]) - 1, args[2]))



_EDIT_WORDS: dict[str, Callable[[tuple[str, ...]], str]] = {
    "play": lambda a: f"you play {paw_text(a[0])}",
    "ask": lambda a: f"player {a[0]} is asked for 1 {SKILL_NAMES[a[1]]}",
    "bot": lambda a: f"the Bot provides 1 {SKILL_NAMES[a[0]]}",
    "give": lambda a: (f"a {COLOUR_NAMES[a[1]]} fragment of the planet goes to "
                       f"{'the Bot' if a[0] == 'bot' else 'player ' + a[0]}"),
    "pay": lambda a: f"player {a[0]} pays player {a[1]} a stored {COLOUR_NAMES[a[2]]}",
    "reset": lambda a: "emptied (same planet)",
}


_DRAFT_EDITS: dict[str, Callable[[State, Draft, tuple[str, ...]], None]] = {
    "play": _edit_play, "ask": _edit_ask, "bot": _edit_bot, "give": _edit_give,
    "pay": _edit_pay, "reset": _edit_reset,
}


def draft_summary(state: State, d: Draft) -> str:
    """One sentence describing a draft or proposal (names the proposer's Paws)."""
    planet = state.planets[d.planet]
    parts = [f"extract {PLANETS[planet].name} ({needs_text(planet)}; "
             f"{frag_words(state.planet_fragments[d.planet])})"]
    if d.plays:
        parts.append(f"{name(state.current)} plays {', '.join(map(paw_text, d.plays))}")
    for h in d.helpers():
        parts.append(f"{name(h)} provides {skill_words(dict(asked_of(d, h)))}")
    if d.bot:
        parts.append(f"the Bot provides {skill_words(skill_counts(d.bot))}")
    for t in [*d.helpers(), BOT]:
        got = [c for s, c in d.shares if s == t]
        if got:
            parts.append(f"{name(t)} gets {frag_words(got)} of the planet")
    parts.append(f"{name(state.current)} keeps {frag_words(active_share(state, d))}")
    for a, b, c in d.pays:
        parts.append(f"{name(a)} pays {name(b)} a stored {COLOUR_NAMES[c]}")
    short = shortfall(state, d)
    if short:
        parts.append(f"still missing {skill_words(short)}")
    return "; ".join(parts) + "."


# --- Extraction ---------------------------------------------------------------------------

def execute_extraction(state: State, rng: Rng, events: list[Event]) -> None:
    """Everyone agreed: Paws are discarded, fragments change hands, surplus is dealt with."""
    d = state.draft
    assert d is not None
    active = state.current
    played: dict[int, list[str]] = {active: list(d.plays)}
    played.update({h: list(cards) for h, cards in d.accepted.items()})
    for seat, cards in played.items():
        p = state.players[seat]
        for c in cards:
            p.paws.remove(c)
            if c in p.shown:
                p.shown.remove(c)
            state.paw_discard.append(c)
    for a, b, c in d.pays:
        state.players[a].storage.remove(c)
        state.players[b].storage.append(c)
    received: dict[int, list[str]] = {active: active_share(state, d)}
    for t, c in d.shares:
        received.setdefault(t, []).append(c)
    state.planet_fragments[d.planet] = []
    for seat, frags in received.items():
        if seat != BOT:
            store = state.players[seat].storage
            store.extend(frags)
            store[:] = sort_frags(store)
    planet = PLANETS[state.planets[d.planet]].name
    bits = [f"{name(s)} plays {', '.join(cards)}" for s, cards in played.items() if cards]
    if d.bot:
        bits.append(f"the Bot provides {skill_words(skill_counts(d.bot))}")
    gains = [f"{name(s)} takes {frag_words(f)}" for s, f in received.items() if f]
    gains += [f"{name(a)} pays {name(b)} a stored {COLOUR_NAMES[c]}" for a, b, c in d.pays]
    events.append(Event(f"{cap(name(active))} extracts {planet}: {'; '.join(bits)}. "
                        f"{cap('; '.join(gains) or 'nobody takes anything')}.", reveals=True))
    for c in received.get(BOT, []):
        bot_receive(state, rng, c, events)
    for seat in range(state.num_players):
        store = state.players[seat].storage
        store[:] = sort_frags(store)
    state.phase = OVERFLOW
    over = over_capacity(state)
    if over:
        events.append(Event(f"{cap(names(over))} must discard down to their storage.",
                            minor=True))


def finish_extraction(state: State, rng: Rng, events: list[Event]) -> None:
    """Discard the planet, draw and fill a new one (reshuffling, refilling the bag)."""
    d = state.draft
    assert d is not None
    slot = d.planet
    state.planet_discard.append(state.planets[slot])
    new = draw_planet(state, rng)
    assert new is not None  # the planet just discarded is always there to reshuffle
    state.planets[slot] = new
    fill_planet(state, rng, slot)
    state.draft = None
    events.append(Event(f"New planet: {PLANETS[new].name} ({needs_text(new)}; "
                        f"{frag_words(state.planet_fragments[slot])}).", reveals=True))
    end_turn(state)


# --- Commerce -----------------------------------------------------------------------------

def clear_row(state: State, rng: Rng, row: str, events: list[Event]) -> None:
    """Discard a market row and deal four new cards; the Trade takes one card fewer."""
    if row == "paws":
        state.paw_discard.extend(state.market_paws)
        state.market_paws.clear()
        for _ in range(MARKET_ROW):
            card = draw_paw(state, rng)
            if card is not None:
                state.market_paws.append(card)
        new = state.market_paws
    else:
        state.project_discard.extend(state.market_projects)
        state.market_projects.clear()
        for _ in range(MARKET_ROW):
            card = draw_project(state, rng)
            if card is not None:
                state.market_projects.append(card)
        new = state.market_projects
    state.cleared = row
    label = "Hired Paws" if row == "paws" else "Projects"
    events.append(Event(f"{cap(name(state.current))} clears the {label} row (one card fewer): "
                        f"{', '.join(map(card_text, new)) or 'no cards left'}.", reveals=True))


def finish_trade(state: State, rng: Rng, events: list[Event]) -> None:
    before = (list(state.market_paws), list(state.market_projects))
    refill_market(state, rng)
    new = [c for c in state.market_paws if c not in before[0]]
    new += [c for c in state.market_projects if c not in before[1]]
    if new:
        events.append(Event(f"The market is refilled: {', '.join(map(card_text, new))}.",
                            reveals=True))
    end_turn(state)


# --- Finissant les Projets ----------------------------------------------------------------

def complete_project(state: State, seat: int, card: str, events: list[Event]) -> None:
    """Reveal, pay the fragments to the discard, tuck under the ship (VP hidden)."""
    p = state.players[seat]
    project = PROJECTS[card]
    remove_frags(p.storage, project.cost)
    for c in project.cost:
        state.discard[c] += 1
    p.projects.remove(card)
    if card in p.shown:
        p.shown.remove(card)
    p.completed.append(card)
    p.completed_turn.append(state.turn)
    promo = ""
    if project.promotion:
        promo = f", promotion {PROMOTION_SHORT[project.promotion]} (from next turn)"
    n = len(p.completed)
    events.append(Event(
        f"{cap(name(seat))} completes a Project ({n} of {MAX_PROJECTS}), paying "
        f"{frag_words(project.cost)}{promo}.",
        private={seat: f"You complete {project_text(card)}."}, reveals=True))


# --- Variante à 2 joueurs: the Bot --------------------------------------------------------

def bot_turn(state: State, rng: Rng, events: list[Event]) -> None:
    """The Bot draws a fragment and places it (leftmost matching symbol, else storage)."""
    c = draw_fragment(state, rng)
    if c is None:
        events.append(Event("The Bot's turn: the bag and the discard are empty.", minor=True))
        return
    events.append(Event(f"The Bot's turn: it draws a {COLOUR_NAMES[c]} fragment.",
                        reveals=True))
    bot_receive(state, rng, c, events)


def bot_receive(state: State, rng: Rng, colour: str, events: list[Event]) -> None:
    """Place a fragment on the Bot's leftmost Project with that open symbol, else store it."""
    bot = state.bot
    assert bot is not None
    for i, card in enumerate(bot.row):
        if Counter(PROJECTS[card].cost)[colour] > bot.placed[i].count(colour):
            bot.placed[i] = frag_text(bot.placed[i] + colour)
            events.append(Event(f"The Bot puts the {COLOUR_NAMES[colour]} fragment on "
                                f"{card}.", minor=True))
            if contains(bot.placed[i], PROJECTS[card].cost) and bot.count() < MAX_PROJECTS:
                bot_complete(state, rng, i, events)
            return
    bot.storage.append(colour)
    bot.storage[:] = sort_frags(bot.storage)
    events.append(Event(f"The Bot stores the {COLOUR_NAMES[colour]} fragment.", minor=True))
    if len(bot.storage) >= BOT_STORAGE and bot.count() < MAX_PROJECTS:
        for c in bot.storage:
            state.discard[c] += 1
        bot.storage.clear()
        top = draw_project(state, rng)
        if top is not None:
            bot.scored_hidden.append(top)
        events.append(Event("The Bot's storage holds 4 fragments: they are discarded and the "
                            "Bot scores the top Project of the deck, face down.", reveals=True))


def bot_complete(state: State, rng: Rng, i: int, events: list[Event]) -> None:
    """A covered Bot Project scores; a new one comes in on the right and takes from storage."""
    bot = state.bot
    assert bot is not None
    card = bot.row.pop(i)
    for c in bot.placed.pop(i):
        state.discard[c] += 1
    bot.scored.append(card)
    new = draw_project(state, rng)
    text = f"The Bot completes {project_text(card)}"
    if new is None:
        events.append(Event(text + ".", reveals=True))
        return
    bot.row.append(new)
    bot.placed.append("")
    events.append(Event(f"{text} and takes a new Project, {project_text(new)}.", reveals=True))
    j = len(bot.row) - 1
    open_ = Counter(PROJECTS[new].cost)
    moved: list[str] = []
    for c in list(bot.storage):
        if open_[c] > 0:
            open_[c] -= 1
            moved.append(c)
            bot.storage.remove(c)
    if moved:
        bot.placed[j] = frag_text(moved)
        events.append(Event(f"The Bot moves {frag_words(moved)} from its storage onto {new}.",
                            minor=True))
        if contains(bot.placed[j], PROJECTS[new].cost) and bot.count() < MAX_PROJECTS:
            bot_complete(state, rng, j, events)


# --- Fin du jeu ---------------------------------------------------------------------------

def player_score(state: State, seat: int) -> dict[str, int]:
    """VP of completed Projects, 1 per stored fragment, 1 per objective-coloured fragment."""
    p = state.players[seat]
    objective = SHIPS[p.ship].objective
    vp = sum(PROJECTS[c].vp for c in p.completed)
    obj = sum(1 for c in p.completed for f in PROJECTS[c].cost if f in objective)
    stored = len(p.storage)
    return {"projects": vp, "storage": stored, "objective": obj, "total": vp + stored + obj}


def bot_score(state: State) -> dict[str, int]:
    """The Bot: its scored Projects and objective, 1 per fragment stored or on its row."""
    bot = state.bot
    assert bot is not None
    objective = SHIPS[bot.ship].objective
    scored = bot.scored + bot.scored_hidden
    vp = sum(PROJECTS[c].vp for c in scored)
    obj = sum(1 for c in scored for f in PROJECTS[c].cost if f in objective)
    loose = len(bot.storage) + sum(len(x) for x in bot.placed)
    return {"projects": vp, "storage": loose, "objective": obj, "total": vp + loose + obj}


def final_scores(state: State) -> list[int]:
    return [player_score(state, s)["total"] for s in range(state.num_players)]


def ranking_keys(state: State) -> list[tuple[int, int]]:
    """Score, then turn order: on a tie the player later in turn order wins."""
    return [(score, state.order.index(s)) for s, score in enumerate(final_scores(state))]


def outcome_reason(state: State) -> str:
    finishers = [s for s in range(state.num_players)
                 if len(state.players[s].completed) >= MAX_PROJECTS]
    if finishers:
        text = f"{cap(names(finishers))} completed a 6th Project."
    else:
        text = "The Bot scored a 6th Project."
    scores = final_scores(state)
    keys = ranking_keys(state)
    best = max(range(state.num_players), key=lambda s: keys[s])
    text += " " + ", ".join(f"{name(s)} {scores[s]}" for s in range(state.num_players))
    if state.bot is not None:
        b = bot_score(state)["total"]
        text += f", the Bot {b}"
        if b > scores[best]:
            return text + f". The Bot outscores everyone; best player: {name(best)}."
    return text + f". {cap(name(best))} wins."
