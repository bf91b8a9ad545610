"""Negotiation: building the deal for a helped or shared extraction (the draft).

Rulebook: "Extraction", "Extraction (continué)" and their examples: the active player may
negotiate with the others, who help by playing Paws for an agreed share of the planet's
fragments; stored fragments may be part of the deal; in the two-player game the Bot helps
for one fragment that fits its Projects per skill ("Variante à 2 joueurs"). Showing hand
cards while negotiating is allowed ("Mis en place": "Vous pouvez les montrer quand vous
négociez").

The deal is a draft of small additive steps (``extract 2``, then ``play``, ``ask``, ``bot``,
``give``, ``pay``; ``reset`` starts over), private until it is sent (see
:mod:`.proposals`). Each step is refused when it would add help the extraction does not
need, so a draft never grows past what :func:`.proposals.why_illegal_go` accepts.

Interpretations:

- A helper is asked for skill icons, not for named cards, since hands are secret.
- Only helpers may receive planet fragments or trade stored ones ("Les joueurs qui n'aident
  pas ne peuvent pas donner ou recevoir les Morceaux"), and stored fragments pass between
  the active player and a helper ("en s'offrant les Morceaux gardés l'un à l'autre": the
  deal is the active player's with each helper).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from games.afternova.bot import bot_matchable, bot_uncovered
from games.afternova.common import (
    arg,
    cap,
    card_text,
    name,
    needs_text,
    paw_text,
    planet_name,
    seat_arg,
    skill_words,
)
from games.afternova.data import COLOUR_NAMES, COLOURS, PAWS, PLANETS, SKILL_NAMES, SKILLS
from games.afternova.extraction import active_share
from games.afternova.state import BOT, Draft, State
from games.core import Event, Move

# --- what a draft adds up to --------------------------------------------------------------


def planet_needs(state: State, draft: Draft) -> dict[str, int]:
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
        known = draft.memo["short"] = {k: n - have[k]
                                       for k, n in planet_needs(state, draft).items()
                                       if have[k] < n}
    return dict(known)


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


def redundancy(state: State, d: Draft, extra: tuple[str, ...] = (), card: str = "",
               helped: str = "") -> str | None:
    """What a draft that meets the requirements could leave out ("les Ouvriers
    nécessaires"): None when every Paw and every unit of help is needed. ``extra``,
    ``card`` and ``helped`` describe one addition being considered (skills it brings, the
    Paw played or the skill of a unit of help), so it is judged without copying the draft."""
    needs = planet_needs(state, d)
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


def _skill_unit(state: State, skill: str, *, adding: bool) -> str | None:
    assert state.draft is not None
    needs = planet_needs(state, state.draft)
    if skill not in needs:
        slot = state.draft.planet
        return f"{planet_name(state, slot)} needs {needs_text(state.planets[slot])} only."
    if adding and skill not in shortfall(state, state.draft):
        return f"The extraction has all the {SKILL_NAMES[skill]} it needs."
    return None


# --- legality -----------------------------------------------------------------------------

def need_draft(state: State) -> str | None:
    if state.draft is None:
        return "Choose a planet to extract from first (extract 1-3)."
    return None


def check_show(state: State, seat: int, move: Move) -> str | None:
    if state.draft is not None:
        return "Show cards before you start preparing an extraction."
    card = arg(move, 0)
    p = state.players[seat]
    if card not in p.paws and card not in p.projects:
        return f"{card or 'That card'} is not in your hand."
    if card in p.shown:
        return f"You have already shown {card}."
    return None


def check_reset(state: State, seat: int, move: Move) -> str | None:
    if (why := need_draft(state)) is not None:
        return why
    d = state.draft
    assert d is not None
    if not (d.plays or d.asks or d.bot or d.shares or d.pays):
        return "The draft is already empty."
    return None


def check_play(state: State, seat: int, move: Move) -> str | None:
    if (why := need_draft(state)) is not None:
        return why
    assert state.draft is not None
    card = arg(move, 0)
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


def check_ask(state: State, seat: int, move: Move) -> str | None:
    if (why := need_draft(state)) is not None:
        return why
    other = seat_arg(state, arg(move, 0))
    if other is None or other == BOT:
        return "Ask another player by number (ask 2 pil)."
    if other == seat:
        return "You cannot ask yourself for help."
    if (why := _skill_unit(state, arg(move, 1), adding=True)) is not None:
        return why
    assert state.draft is not None
    skill = arg(move, 1)
    return _would_waste(state, state.draft, (skill,), "", f"Asking {name(other)}")


def check_bot(state: State, seat: int, move: Move) -> str | None:
    if state.bot is None:
        return "There is no Bot in this game."
    if (why := need_draft(state)) is not None:
        return why
    assert state.draft is not None
    if (why := _skill_unit(state, arg(move, 0), adding=True)) is not None:
        return why
    if len(state.draft.bot) + 1 > bot_matchable(state, state.draft):
        return ("The Bot helps only for a planet fragment that fits its Projects, and this "
                "planet has no more of those.")
    skill = arg(move, 0)
    return _would_waste(state, state.draft, (skill,), "", "The Bot's help")


def check_give(state: State, seat: int, move: Move) -> str | None:
    if (why := need_draft(state)) is not None:
        return why
    d = state.draft
    assert d is not None
    target = seat_arg(state, arg(move, 0))
    colour = arg(move, 1)
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
        if Counter(given)[colour] + 1 > bot_uncovered(state.bot)[colour]:
            return f"No Project of the Bot has an open {COLOUR_NAMES[colour]} symbol."
        return None
    if target not in d.helpers():
        return (f"{cap(name(target))} is not helping: only helpers may receive fragments "
                "(ask them for a skill first).")
    return None


def check_pay(state: State, seat: int, move: Move) -> str | None:
    if (why := need_draft(state)) is not None:
        return why
    d = state.draft
    assert d is not None
    a = seat_arg(state, arg(move, 0))
    b = seat_arg(state, arg(move, 1))
    colour = arg(move, 2)
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


# --- editing the draft --------------------------------------------------------------------

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


DRAFT_EDITS: dict[str, Callable[[State, Draft, tuple[str, ...]], None]] = {
    "play": _edit_play, "ask": _edit_ask, "bot": _edit_bot, "give": _edit_give,
    "pay": _edit_pay, "reset": _edit_reset,
}
"""The draft verbs, each adding one thing to the draft (``reset`` empties it)."""


def start_draft(state: State, seat: int, slot: int, events: list[Event]) -> None:
    """``extract 2``: start preparing an extraction of that planet (any draft is dropped)."""
    state.draft = Draft(slot)
    _draft_event(events, seat, f"You prepare an extraction of {planet_name(state, slot)} "
                               f"({needs_text(state.planets[slot])}).")


def edit_draft(state: State, seat: int, verb: str, args: tuple[str, ...],
               events: list[Event]) -> None:
    d = state.draft
    assert d is not None
    DRAFT_EDITS[verb](state, d, args)
    d.edited()
    _draft_event(events, seat, f"Draft: {_EDIT_WORDS[verb](args)}.")


def show(state: State, seat: int, card: str, events: list[Event]) -> None:
    """Show a hand card to the table (it stays in hand, now public)."""
    state.players[seat].shown.append(card)
    events.append(Event(f"{cap(name(seat))} shows {card_text(card)}.", reveals=True))
