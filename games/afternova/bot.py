"""The Bot, the simulated third player of the two-player game.

Rulebook: "Variante à 2 joueurs". The Bot plays first, has a face-down ship and a row of 3
face-up Projects, and never holds Hired Paws. On its turn it draws a fragment from the bag
and places it on the leftmost Project with that open symbol, else in its storage; 4
fragments in storage are discarded and score the top Project of the deck, face down. A
covered Project scores, and a new Project comes in on the right and takes the matching
fragments from storage at once. The Bot may help any extraction, for one planet fragment
that fits its Projects per skill it provides (the placing rules are the same).

Interpretations:

- The Bot's ship is dealt face down: nobody sees its objective until the end.
- The Bot counts as a player for the end of the game (its 6th scored Project ends it, see
  :mod:`.game_end`) and cannot score a 7th.
- A fragment given to the Bot must fit an uncovered symbol of its current row.

The draft verbs that ask for the Bot's help (``bot``, ``give bot``) are checked with the
rest of the draft, in :mod:`.negotiation`.
"""

from __future__ import annotations

from collections import Counter

from games.afternova.common import (
    colour_word,
    contains,
    frag_text,
    frag_words,
    project_text,
    sort_frags,
)
from games.afternova.data import BOT_STORAGE, COLOURS, MAX_PROJECTS, PROJECTS
from games.afternova.decks import draw_fragment, draw_project
from games.afternova.state import Bot, Draft, State
from games.core import Event, Rng
from games.i18n import msg


def bot_uncovered(bot: Bot) -> Counter[str]:
    """Uncovered symbols over the Bot's whole row."""
    out: Counter[str] = Counter()
    for card, placed in zip(bot.row, bot.placed, strict=True):
        out.update(Counter(PROJECTS[card].cost) - Counter(placed))
    return out


def bot_matchable(state: State, draft: Draft) -> int:
    """How many of the planet's fragments the Bot's row could take."""
    assert state.bot is not None
    frags = Counter(state.planet_fragments[draft.planet])
    open_ = bot_uncovered(state.bot)
    return sum(min(frags[c], open_[c]) for c in COLOURS)


def bot_turn(state: State, rng: Rng, events: list[Event]) -> None:
    """The Bot draws a fragment and places it (leftmost matching symbol, else storage)."""
    c = draw_fragment(state, rng)
    if c is None:
        events.append(Event.of(msg("afternova.event.bot_empty"), minor=True))
        return
    events.append(Event.of(msg("afternova.event.bot_draws", colour=colour_word(c)),
                           reveals=True))
    bot_receive(state, rng, c, events)


def bot_receive(state: State, rng: Rng, colour: str, events: list[Event]) -> None:
    """Place a fragment on the Bot's leftmost Project with that open symbol, else store it."""
    bot = state.bot
    assert bot is not None
    for i, card in enumerate(bot.row):
        if Counter(PROJECTS[card].cost)[colour] > bot.placed[i].count(colour):
            bot.placed[i] = frag_text(bot.placed[i] + colour)
            events.append(Event.of(msg("afternova.event.bot_places",
                                       colour=colour_word(colour), card=card), minor=True))
            if contains(bot.placed[i], PROJECTS[card].cost) and bot.count() < MAX_PROJECTS:
                bot_complete(state, rng, i, events)
            return
    bot.storage.append(colour)
    bot.storage[:] = sort_frags(bot.storage)
    events.append(Event.of(msg("afternova.event.bot_stores", colour=colour_word(colour)),
                           minor=True))
    if len(bot.storage) >= BOT_STORAGE and bot.count() < MAX_PROJECTS:
        for c in bot.storage:
            state.discard[c] += 1
        bot.storage.clear()
        top = draw_project(state, rng)
        if top is not None:
            bot.scored_hidden.append(top)
        events.append(Event.of(msg("afternova.event.bot_scores_deck"), reveals=True))


def bot_complete(state: State, rng: Rng, i: int, events: list[Event]) -> None:
    """A covered Bot Project scores; a new one comes in on the right and takes from storage."""
    bot = state.bot
    assert bot is not None
    card = bot.row.pop(i)
    for c in bot.placed.pop(i):
        state.discard[c] += 1
    bot.scored.append(card)
    new = draw_project(state, rng)
    if new is None:
        events.append(Event.of(msg("afternova.event.bot_completes", project=project_text(card)),
                               reveals=True))
        return
    bot.row.append(new)
    bot.placed.append("")
    events.append(Event.of(msg("afternova.event.bot_completes_new", project=project_text(card),
                               new=project_text(new)), reveals=True))
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
        events.append(Event.of(msg("afternova.event.bot_moves", frags=frag_words(moved),
                                   card=new), minor=True))
        if contains(bot.placed[j], PROJECTS[new].cost) and bot.count() < MAX_PROJECTS:
            bot_complete(state, rng, j, events)
