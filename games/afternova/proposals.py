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
    cap,
    card_key,
    frag_words,
    name,
    names,
    needs_text,
    paw_text,
    planet_name,
    skill_counts,
    skill_words,
)
from games.afternova.data import COLOUR_NAMES, PLANETS
from games.afternova.extraction import (
    active_share,
    cover_problem,
    execute_extraction,
    minimal_covers,
)
from games.afternova.negotiation import need_draft, redundancy, shortfall
from games.afternova.state import ANSWER, BOT, TURN, Draft, State
from games.core import Event, Move, Rng


def asked_of(draft: Draft, seat: int) -> dict[str, int]:
    """The skill units a helper is asked for, in skill order."""
    return skill_counts(k for s, k in draft.asks if s == seat)


def accept_options(state: State, seat: int) -> list[tuple[str, ...]]:
    """The helper's ways to provide what is asked (minimal, one per skill mix)."""
    d = state.draft
    assert d is not None
    return minimal_covers(state.players[seat].paws, asked_of(d, seat))


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


# --- legality -----------------------------------------------------------------------------

def why_illegal_go(state: State, seat: int, move: Move) -> str | None:
    """Extraction: a complete proposal meets both requirements with only what is needed."""
    if (why := need_draft(state)) is not None:
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
        events.append(Event(f"{cap(name(seat))} proposes: {draft_summary(state, d)} "
                            f"{cap(names(d.helpers()))}: accept or decline.", reveals=True))
    else:
        execute_extraction(state, rng, events)


def accept(state: State, rng: Rng, seat: int, cards: tuple[str, ...],
           events: list[Event]) -> None:
    """The helper commits these Paws (privately); the last acceptance extracts."""
    d = state.draft
    assert d is not None
    d.accepted[seat] = sorted(cards, key=card_key)
    events.append(Event(f"{cap(name(seat))} accepts.",
                        private={seat: f"You commit {', '.join(map(paw_text, cards))}."}))
    if all(h in d.accepted for h in d.helpers()):
        execute_extraction(state, rng, events)


def refuse(state: State, seat: int, verb: str, events: list[Event], *, forced: bool) -> None:
    """A decline or a withdrawal: the proposal goes back to its author's draft."""
    d = state.draft
    assert d is not None
    d.proposed = False
    d.accepted = {}
    state.phase = TURN
    who = cap(name(seat))
    if verb == "withdraw":
        text = f"{who} withdraws the proposal."
    elif forced:
        text = (f"{who} cannot provide {skill_words(dict(asked_of(d, seat)))} and "
                f"declines {name(state.current)}'s proposal.")
    else:
        text = f"{who} declines {name(state.current)}'s proposal."
    events.append(Event(text))
