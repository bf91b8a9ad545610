"""Extraction: meeting a planet's two skill requirements with Hired Paws, and its outcome.

Rulebook: "Extraction" and its first example. Extract a planet's fragments by playing Paws
whose skills meet both of its requirements exactly or more; the played Paws and the planet
are discarded, the fragments go to storage (surplus discarded, see :mod:`.storage`), and a
new planet is drawn and filled from the bag. Getting help from other players is the
negotiation (:mod:`.negotiation`, :mod:`.proposals`); this module is what every extraction
has in common, alone or helped.

Interpretations:

- The active player plays at least one of their own Paws ("Extrayez ... en jouant des
  Ouvriers"; helpers play "aussi"), and only the Paws and help the extraction needs ("jouez
  les Ouvriers nécessaires"): Paws that could be left out are refused.
- Extracting alone is a single move (``extract 2 H1 H17``); the draft is for help or for
  sharing.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import lru_cache
from itertools import combinations

from games.afternova.bot import bot_receive
from games.afternova.common import (
    arg,
    card_key,
    colour_word,
    frag_words,
    name,
    names,
    needs_text,
    planet_name,
    planet_word,
    semi,
    skill_counts,
    skill_words,
    sort_frags,
)
from games.afternova.data import PAWS, PLANETS
from games.afternova.decks import draw_planet, fill_planet
from games.afternova.projects import end_turn
from games.afternova.state import BOT, OVERFLOW, Draft, State
from games.afternova.storage import over_capacity
from games.core import Event, Move, Rng
from games.i18n import Message, msg
from games.notation_kit import count_or_none

# --- meeting the requirements -------------------------------------------------------------


def covers(cards: Iterable[str], wanted: Mapping[str, int]) -> bool:
    """Whether these Paws' skill icons meet ``wanted`` (exactly or more)."""
    skills = [PAWS[c].skills for c in cards]
    for k, n in wanted.items():
        if n > 0 and sum((a == k) + (b == k) for a, b in skills) < n:
            return False
    return True


def cover_problem(cards: list[str], hand: list[str], wanted: Mapping[str, int],
                  what: Message) -> Message | None:
    """Why these Paws are not exactly what is wanted (all from hand, enough, none spare)."""
    if len(set(cards)) != len(cards):
        return msg("afternova.error.paw_twice")
    for c in cards:
        if c not in hand:
            return msg("afternova.error.paw_not_in_hand", card=c)
    if not covers(cards, wanted):
        return msg("afternova.error.paws_short", what=what)
    for c in cards:
        if covers([x for x in cards if x != c], wanted):
            return msg("afternova.error.paw_not_needed", card=c)
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


def active_share(state: State, draft: Draft) -> list[str]:
    """Planet fragments not given to anyone else: the active player's share."""
    known: list[str] | None = draft.memo.get("share")
    if known is None:
        known = list(state.planet_fragments[draft.planet])
        for _, c in draft.shares:
            known.remove(c)
        draft.memo["share"] = known
    return list(known)


# --- legality -----------------------------------------------------------------------------

def check_extract(state: State, seat: int, move: Move) -> Message | None:
    """``extract 2`` prepares a draft; ``extract 2 H3 H7`` extracts alone at once."""
    pos = arg(move, 0)
    number = count_or_none(pos, 1, len(state.planets))
    if number is None or str(number) != pos:
        return msg("afternova.error.planet_number", count=len(state.planets))
    slot = number - 1
    cards = list(move.args[1:])
    if not cards:
        if state.draft is not None and state.draft.planet == slot:
            return msg("afternova.error.already_preparing", planet=planet_name(state, slot))
        return None
    wanted = dict(PLANETS[state.planets[slot]].needs)
    return cover_problem(cards, state.players[seat].paws, wanted,
                         msg("afternova.what.planet_needs", planet=planet_name(state, slot),
                             needs=needs_text(state.planets[slot])))


# --- carrying it out ----------------------------------------------------------------------

def extract_alone(state: State, rng: Rng, slot: int, cards: list[str],
                  events: list[Event]) -> None:
    """``extract 2 H3 H7``: no help, no sharing, done at once."""
    state.draft = Draft(slot, plays=cards)
    execute_extraction(state, rng, events)


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
    planet = planet_word(state.planets[d.planet])
    bits = [msg("afternova.bit.plays", who=name(s), cards=tuple(cards))
            for s, cards in played.items() if cards]
    if d.bot:
        bits.append(msg("afternova.bit.provides", who=name(BOT),
                        skills=skill_words(skill_counts(d.bot))))
    # The first gain starts a sentence: its seat is written as at the start of one.
    gains = [msg("afternova.bit.takes", who=name(s, "Who" if not i else "who"),
                 frags=frag_words(f))
             for i, (s, f) in enumerate((s, f) for s, f in received.items() if f)]
    gains += [msg("afternova.bit.pays", who=name(a, "who" if gains or i else "Who"),
                  to=name(b, "to"), colour=colour_word(c))
              for i, (a, b, c) in enumerate(d.pays)]
    events.append(Event.of(msg("afternova.event.extracts", who=name(active, "Who"),
                               planet=planet, bits=semi(bits),
                               gains=semi(gains) if gains
                               else msg("afternova.bit.nobody_takes")), reveals=True))
    for c in received.get(BOT, []):
        bot_receive(state, rng, c, events)
    for seat in range(state.num_players):
        store = state.players[seat].storage
        store[:] = sort_frags(store)
    state.phase = OVERFLOW
    over = over_capacity(state)
    if over:
        key = "afternova.event.must_discard" + ("_many" if len(over) > 1 else "")
        events.append(Event.of(msg(key, who=names(over, "Who")), minor=True))


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
    events.append(Event.of(msg("afternova.event.new_planet", planet=planet_word(new),
                               needs=needs_text(new),
                               frags=frag_words(state.planet_fragments[slot])), reveals=True))
    end_turn(state)
