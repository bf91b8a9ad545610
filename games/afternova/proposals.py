"""Proposals: sending a negotiated extraction and the helpers' answers.

Rulebook: "Extraction" ("Quand les autres joueurs vous aident à extraire, vous devez être
d'accord de la distribution des Morceaux. Ensuite, jouez les Ouvriers nécessaires") and the
first example (André agrees, then both play their Paws). ``go`` extracts at once when
nobody is asked for help; otherwise the draft becomes a proposal, public, and every named
helper decides at the same time (``to_act`` lists them all, plus the proposer, who may
withdraw it to amend it). The extraction happens when all have accepted; one decline
returns the proposal to its author's draft.

Interpretations:

- A helper accepts by choosing which of their Paws provide the skill icons asked of them
  (privately: hands are secret).
- A helper who cannot provide what is asked declines at once (so that fact is public).
"""

from __future__ import annotations

from games.afternova.common import (
    card_key,
    colour_word,
    frag_words,
    name,
    names,
    needs_text,
    paw_text,
    planet_name,
    planet_word,
    semi,
    skill_counts,
    skill_words,
)
from games.afternova.extraction import (
    active_share,
    cover_problem,
    execute_extraction,
    minimal_covers,
)
from games.afternova.negotiation import need_draft, redundancy, shortfall
from games.afternova.state import ANSWER, BOT, TURN, Draft, State
from games.core import Event, Move, Rng
from games.i18n import Message, msg


def asked_of(draft: Draft, seat: int) -> dict[str, int]:
    """The skill units a helper is asked for, in skill order."""
    return skill_counts(k for s, k in draft.asks if s == seat)


def accept_options(state: State, seat: int) -> list[tuple[str, ...]]:
    """The helper's ways to provide what is asked (minimal, one per skill mix)."""
    d = state.draft
    assert d is not None
    return minimal_covers(state.players[seat].paws, asked_of(d, seat))


def draft_summary(state: State, d: Draft) -> Message:
    """One sentence describing a draft or proposal (names the proposer's Paws)."""
    planet = state.planets[d.planet]
    parts = [msg("afternova.bit.extract", planet=planet_word(planet), needs=needs_text(planet),
                 frags=frag_words(state.planet_fragments[d.planet]))]
    if d.plays:
        parts.append(msg("afternova.bit.plays", who=name(state.current),
                         cards=tuple(map(paw_text, d.plays))))
    for h in d.helpers():
        parts.append(msg("afternova.bit.provides", who=name(h),
                         skills=skill_words(dict(asked_of(d, h)))))
    if d.bot:
        parts.append(msg("afternova.bit.provides", who=name(BOT),
                         skills=skill_words(skill_counts(d.bot))))
    for t in [*d.helpers(), BOT]:
        got = [c for s, c in d.shares if s == t]
        if got:
            parts.append(msg("afternova.bit.gets", who=name(t), frags=frag_words(got)))
    parts.append(msg("afternova.bit.keeps", who=name(state.current),
                     frags=frag_words(active_share(state, d))))
    for a, b, c in d.pays:
        parts.append(msg("afternova.bit.pays", who=name(a), to=name(b, "to"),
                         colour=colour_word(c)))
    short = shortfall(state, d)
    if short:
        parts.append(msg("afternova.bit.missing", skills=skill_words(short)))
    return msg("afternova.sentence", text=semi(parts))


# --- legality -----------------------------------------------------------------------------

def why_illegal_go(state: State, seat: int, move: Move) -> Message | None:
    """Extraction: a complete proposal meets both requirements with only what is needed."""
    if (why := need_draft(state)) is not None:
        return why
    d = state.draft
    assert d is not None
    if move.args:
        return msg("afternova.error.go_args")
    if not d.plays:
        return msg("afternova.error.play_own")
    short = shortfall(state, d)
    if short:
        return msg("afternova.error.still_missing", planet=planet_name(state, d.planet),
                   needs=needs_text(state.planets[d.planet]), skills=skill_words(short))
    if (why := redundancy(state, d, form="Why")) is not None:
        return msg("afternova.error.redundant", why=why)
    given = [c for t, c in d.shares if t == BOT]
    if len(given) != len(d.bot):
        return msg("afternova.error.bot_fragments", count=len(d.bot), given=len(given))
    return None


def check_accept(state: State, seat: int, move: Move) -> Message | None:
    d = state.draft
    assert d is not None
    if seat == state.current:
        return msg("afternova.error.accept_own")
    wanted = asked_of(d, seat)
    cards = list(move.args)
    if not cards:
        return msg("afternova.error.name_paws", skills=skill_words(dict(wanted)))
    return cover_problem(cards, state.players[seat].paws, wanted,
                         msg("afternova.what.asked", skills=skill_words(dict(wanted))))


def check_decline(state: State, seat: int, move: Move) -> Message | None:
    if seat == state.current:
        return msg("afternova.error.withdraw_instead")
    return msg("afternova.error.decline_args") if move.args else None


def check_withdraw(state: State, seat: int, move: Move) -> Message | None:
    if seat != state.current:
        return msg("afternova.error.withdraw_only")
    return None


# --- moves --------------------------------------------------------------------------------

def go(state: State, rng: Rng, seat: int, events: list[Event]) -> None:
    """Extract now, or send the proposal to the players asked for help."""
    d = state.draft
    assert d is not None
    if d.helpers():
        d.proposed = True
        d.accepted = {}
        state.proposals += 1
        state.phase = ANSWER
        events.append(Event.of(msg("afternova.event.proposes", who=name(seat, "Who"),
                                   summary=draft_summary(state, d),
                                   helpers=names(d.helpers(), "Who")), reveals=True))
    else:
        execute_extraction(state, rng, events)


def accept(state: State, rng: Rng, seat: int, cards: tuple[str, ...],
           events: list[Event]) -> None:
    """The helper commits these Paws (privately); the last acceptance extracts."""
    d = state.draft
    assert d is not None
    d.accepted[seat] = sorted(cards, key=card_key)
    events.append(Event.of(msg("afternova.event.accepts", who=name(seat, "Who")),
                           {seat: msg("afternova.private.commit",
                                      paws=tuple(map(paw_text, cards)))}))
    if all(h in d.accepted for h in d.helpers()):
        execute_extraction(state, rng, events)


def refuse(state: State, seat: int, verb: str, events: list[Event], *, forced: bool) -> None:
    """A decline or a withdrawal: the proposal goes back to its author's draft."""
    d = state.draft
    assert d is not None
    d.proposed = False
    d.accepted = {}
    state.phase = TURN
    who = name(seat, "Who")
    whose = name(state.current, "whose")
    if verb == "withdraw":
        text = msg("afternova.event.withdraws", who=who)
    elif forced:
        text = msg("afternova.event.cannot_provide", who=who, whose=whose,
                   skills=skill_words(dict(asked_of(d, seat))))
    else:
        text = msg("afternova.event.declines", who=who, whose=whose)
    events.append(Event.of(text))
