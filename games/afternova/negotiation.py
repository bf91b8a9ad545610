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
    card_text,
    colour_word,
    name,
    needs_text,
    paw_text,
    planet_name,
    seat_arg,
    skill_word,
    skill_words,
)
from games.afternova.data import COLOURS, PAWS, PLANETS, SKILLS
from games.afternova.extraction import active_share
from games.afternova.state import BOT, Draft, State
from games.core import Event, Move
from games.i18n import Message, msg

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
               helped: str = "", form: str = "why") -> Message | None:
    """What a draft that meets the requirements could leave out ("les Ouvriers
    nécessaires"): None when every Paw and every unit of help is needed. ``extra``,
    ``card`` and ``helped`` describe one addition being considered (skills it brings, the
    Paw played or the skill of a unit of help), so it is judged without copying the draft.
    ``form`` is ``Why`` for the reason at the start of a sentence."""
    needs = planet_needs(state, d)
    have = supply(d)
    for k in extra:
        have[k] += 1
    if any(have[k] < n for k, n in needs.items()):
        return None
    for paw in [*d.plays, *([card] if card else [])]:
        a, b = PAWS[paw].skills
        if all(have[k] - (a == k) - (b == k) >= n for k, n in needs.items()):
            return msg(f"afternova.{form}.paw", card=paw)
    for k in needs:
        if have[k] > needs[k] and (k == helped or any(s == k for _, s in d.asks)
                                   or k in d.bot):
            return msg(f"afternova.{form}.help", skill=skill_word(k))
    return None


def _would_waste(state: State, d: Draft, extra: tuple[str, ...], card: str,
                 doing: Message) -> Message | None:
    key = ("waste", extra, card)
    if key in d.memo:
        why: Message | None = d.memo[key]
    else:
        why = d.memo[key] = redundancy(state, d, extra, card, "" if card else extra[0])
    if why is None:
        return None
    return msg("afternova.error.waste", doing=doing, why=why)


def _skill_unit(state: State, skill: str, *, adding: bool) -> Message | None:
    assert state.draft is not None
    needs = planet_needs(state, state.draft)
    if skill not in needs:
        slot = state.draft.planet
        return msg("afternova.error.needs_only", planet=planet_name(state, slot),
                   needs=needs_text(state.planets[slot]))
    if adding and skill not in shortfall(state, state.draft):
        return msg("afternova.error.has_all", skill=skill_word(skill))
    return None


# --- legality -----------------------------------------------------------------------------

def need_draft(state: State) -> Message | None:
    if state.draft is None:
        return msg("afternova.error.no_draft")
    return None


def that_card(card: str) -> str | Message:
    """A card named in a refusal: its id, or "That card" when none was named."""
    return card or msg("afternova.that_card")


def check_show(state: State, seat: int, move: Move) -> Message | None:
    if state.draft is not None:
        return msg("afternova.error.show_before")
    card = arg(move, 0)
    p = state.players[seat]
    if card not in p.paws and card not in p.projects:
        return msg("afternova.error.not_in_hand", card=that_card(card))
    if card in p.shown:
        return msg("afternova.error.already_shown", card=card)
    return None


def check_reset(state: State, seat: int, move: Move) -> Message | None:
    if (why := need_draft(state)) is not None:
        return why
    d = state.draft
    assert d is not None
    if not (d.plays or d.asks or d.bot or d.shares or d.pays):
        return msg("afternova.error.draft_empty")
    return None


def check_play(state: State, seat: int, move: Move) -> Message | None:
    if (why := need_draft(state)) is not None:
        return why
    assert state.draft is not None
    card = arg(move, 0)
    if card not in state.players[seat].paws:
        return msg("afternova.error.paw_not_in_hand", card=that_card(card))
    if card in state.draft.plays:
        return msg("afternova.error.already_played", card=card)
    short = shortfall(state, state.draft)
    if not any(k in short for k in PAWS[card].skills):
        if not short:
            return msg("afternova.error.met")
        return msg("afternova.error.adds_nothing", card=card, skills=skill_words(short))
    return _would_waste(state, state.draft, PAWS[card].skills, card,
                        msg("afternova.doing.play", card=card))


def check_ask(state: State, seat: int, move: Move) -> Message | None:
    if (why := need_draft(state)) is not None:
        return why
    other = seat_arg(state, arg(move, 0))
    if other is None or other == BOT:
        return msg("afternova.error.ask_number")
    if other == seat:
        return msg("afternova.error.ask_self")
    if (why := _skill_unit(state, arg(move, 1), adding=True)) is not None:
        return why
    assert state.draft is not None
    skill = arg(move, 1)
    return _would_waste(state, state.draft, (skill,), "",
                        msg("afternova.doing.ask", who=name(other, "to")))


def check_bot(state: State, seat: int, move: Move) -> Message | None:
    if state.bot is None:
        return msg("afternova.error.no_bot")
    if (why := need_draft(state)) is not None:
        return why
    assert state.draft is not None
    if (why := _skill_unit(state, arg(move, 0), adding=True)) is not None:
        return why
    if len(state.draft.bot) + 1 > bot_matchable(state, state.draft):
        return msg("afternova.error.bot_no_fit")
    skill = arg(move, 0)
    return _would_waste(state, state.draft, (skill,), "", msg("afternova.doing.bot"))


def check_give(state: State, seat: int, move: Move) -> Message | None:
    if (why := need_draft(state)) is not None:
        return why
    d = state.draft
    assert d is not None
    target = seat_arg(state, arg(move, 0))
    colour = arg(move, 1)
    if target is None or target == seat:
        return msg("afternova.error.give_to")
    if colour not in COLOURS:
        return msg("afternova.error.colour")
    if colour not in active_share(state, d):
        return msg("afternova.error.none_left", colour=colour_word(colour))
    if target == BOT:
        assert state.bot is not None
        given = [c for t, c in d.shares if t == BOT]
        if len(given) >= len(d.bot):
            return msg("afternova.error.bot_per_skill", count=len(d.bot))
        if Counter(given)[colour] + 1 > bot_uncovered(state.bot)[colour]:
            return msg("afternova.error.bot_no_symbol", colour=colour_word(colour))
        return None
    if target not in d.helpers():
        return msg("afternova.error.not_helping", who=name(target, "Who"))
    return None


def check_pay(state: State, seat: int, move: Move) -> Message | None:
    if (why := need_draft(state)) is not None:
        return why
    d = state.draft
    assert d is not None
    a = seat_arg(state, arg(move, 0))
    b = seat_arg(state, arg(move, 1))
    colour = arg(move, 2)
    who = participants(state, d)
    if a is None or b is None or a == BOT or b == BOT:
        return msg("afternova.error.pay_between")
    if a not in who or b not in who:
        return msg("afternova.error.pay_participants")
    if a == b:
        return msg("afternova.error.pay_self")
    if seat not in (a, b):
        return msg("afternova.error.pay_you")
    if colour not in COLOURS:
        return msg("afternova.error.colour")
    if colour not in stored_left(state, d, a):
        return msg("afternova.error.no_stored", who=name(a, "Who"), colour=colour_word(colour))
    return None


# --- editing the draft --------------------------------------------------------------------

def _draft_event(events: list[Event], seat: int, private: Message) -> None:
    """Draft edits stay private until the proposal is sent (the table sees it then)."""
    events.append(Event.of(msg("afternova.event.preparing", who=name(seat, "Who")),
                           {seat: private}, minor=True))


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


_EDIT_WORDS: dict[str, Callable[[tuple[str, ...]], Message]] = {
    "play": lambda a: msg("afternova.edit.play", paw=paw_text(a[0])),
    "ask": lambda a: msg("afternova.edit.ask", n=int(a[0]), skill=skill_word(a[1])),
    "bot": lambda a: msg("afternova.edit.bot", skill=skill_word(a[0])),
    "give": lambda a: msg("afternova.edit.give", colour=colour_word(a[1]),
                          to=name(BOT if a[0] == "bot" else int(a[0]) - 1, "to")),
    "pay": lambda a: msg("afternova.edit.pay", a=int(a[0]), b=int(a[1]),
                         colour=colour_word(a[2])),
    "reset": lambda a: msg("afternova.edit.reset"),
}


DRAFT_EDITS: dict[str, Callable[[State, Draft, tuple[str, ...]], None]] = {
    "play": _edit_play, "ask": _edit_ask, "bot": _edit_bot, "give": _edit_give,
    "pay": _edit_pay, "reset": _edit_reset,
}  # The draft verbs, each adding one thing to the draft (``reset`` empties it).


def start_draft(state: State, seat: int, slot: int, events: list[Event]) -> None:
    """``extract 2``: start preparing an extraction of that planet (any draft is dropped)."""
    state.draft = Draft(slot)
    _draft_event(events, seat, msg("afternova.private.prepare", planet=planet_name(state, slot),
                                   needs=needs_text(state.planets[slot])))


def edit_draft(state: State, seat: int, verb: str, args: tuple[str, ...],
               events: list[Event]) -> None:
    d = state.draft
    assert d is not None
    DRAFT_EDITS[verb](state, d, args)
    d.edited()
    _draft_event(events, seat, msg("afternova.private.draft", edit=_EDIT_WORDS[verb](args)))


def show(state: State, seat: int, card: str, events: list[Event]) -> None:
    """Show a hand card to the table (it stays in hand, now public)."""
    state.players[seat].shown.append(card)
    events.append(Event.of(msg("afternova.event.shows", who=name(seat, "Who"),
                               card=card_text(card)), reveals=True))
