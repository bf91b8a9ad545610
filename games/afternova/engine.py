"""The engine that strings the rulebook's sections together: legality, moves, automation.

No rulebook section of its own. One source of truth for legality: :func:`why_illegal`
returns a message for a player, or ``None``, from the check that the phase's section
module gives for the verb; :func:`legal_moves` filters candidate moves through it and
:func:`apply` refuses with it. :func:`perform` hands a legal move to its section, and
:func:`advance` moves on while nobody has a real decision (empty phases end, a lone forced
move is made for the player).
"""

from __future__ import annotations

from collections.abc import Callable

from games.afternova import negotiation, projects, proposals, storage, trade
from games.afternova.common import card_key, colours_in, name, seat_word
from games.afternova.data import PAWS, PLANETS
from games.afternova.extraction import (
    active_share,
    check_extract,
    covers,
    extract_alone,
    finish_extraction,
    minimal_covers,
)
from games.afternova.negotiation import participants, shortfall, stored_left
from games.afternova.projects import completing
from games.afternova.proposals import accept_options, asked_of
from games.afternova.state import (
    ANSWER,
    BOT,
    COMPLETE,
    LIMIT,
    OVER,
    OVERFLOW,
    TRADE,
    TURN,
    State,
)
from games.afternova.storage import over_capacity
from games.afternova.trade import finish_trade, trade_finished
from games.afternova.turn import next_turn, to_act
from games.core import Event, IllegalMove, Move, Rng
from games.i18n import Message, msg

# --- legality -----------------------------------------------------------------------------


def why_illegal(state: State, seat: int, move: Move) -> Message | None:
    """Why ``seat`` may not make ``move`` now, as a message for the player; None if legal."""
    if state.phase == OVER:
        return msg("afternova.error.over")
    if not 0 <= seat < state.num_players:
        return msg("afternova.error.no_seat")
    if seat not in to_act(state):
        return not_your_turn(state, seat)
    return phase_check(state, seat, move)


def phase_check(state: State, seat: int, move: Move) -> Message | None:
    """The part of :func:`why_illegal` after "is it this seat's decision?"."""
    check = _CHECKS.get(state.phase, {}).get(move.verb)
    if check is None:
        return wrong_verb(state, seat, move)
    return check(state, seat, move)


def not_your_turn(state: State, seat: int) -> Message:
    if state.phase in (TURN, TRADE, LIMIT):
        return msg("afternova.error.turn_of", whose=name(state.current, "whose"))
    if state.phase == ANSWER:
        return msg("afternova.error.answer_only", whose=name(state.current, "whose"))
    if state.phase == OVERFLOW:
        return msg("afternova.error.overflow_only")
    if seat in state.done:
        return msg("afternova.error.done_completing")
    return msg("afternova.error.cannot_complete")


def wrong_verb(state: State, seat: int, move: Move) -> Message:
    if state.phase == ANSWER and seat == state.current:
        return msg("afternova.error.proposal_waiting")
    return msg("afternova.error.not_now", hint=msg(f"afternova.hint.{state.phase}"))


CheckFn = Callable[[State, int, Move], "Message | None"]

_CHECKS: dict[str, dict[str, CheckFn]] = {
    TURN: {
        "trade": trade.check_trade, "extract": check_extract,
        "show": negotiation.check_show, "play": negotiation.check_play,
        "ask": negotiation.check_ask, "bot": negotiation.check_bot,
        "give": negotiation.check_give, "pay": negotiation.check_pay,
        "reset": negotiation.check_reset, "go": proposals.why_illegal_go,
    },
    ANSWER: {"accept": proposals.check_accept, "decline": proposals.check_decline,
             "withdraw": proposals.check_withdraw},
    OVERFLOW: {"discard": storage.check_discard_fragment},
    TRADE: {"take": trade.check_take, "clear": trade.check_clear},
    LIMIT: {"discard": trade.check_discard_card},
    COMPLETE: {"complete": projects.check_complete, "done": projects.check_done},
}


# --- candidate moves ----------------------------------------------------------------------

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
            share = colours_in(active_share(state, d))
            out.extend(Move("give", (seat_word(t), c)) for t in targets for c in share)
            who = participants(state, d)
            for a in who:
                receivers = [b for b in who if b != a] if a == seat else [seat]
                for c in colours_in(stored_left(state, d, a)):
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
        out.extend(Move("discard", (c,)) for c in colours_in(p.storage))
    elif phase == TRADE:
        out.extend(Move("take", (c,)) for c in state.market_paws + state.market_projects)
        out.extend(Move("clear", (row,)) for row in ("paws", "projects"))
    elif phase == LIMIT:
        out.extend(Move("discard", (c,)) for c in sorted(p.paws + p.projects, key=card_key))
    elif phase == COMPLETE:
        out.extend(Move("complete", (c,)) for c in sorted(set(p.projects), key=card_key))
        out.append(Move("done"))
    return out


def legal_moves(state: State, seat: int) -> list[Move]:
    if state.phase == OVER or seat not in to_act(state):
        return []
    return [m for m in candidates(state, seat) if phase_check(state, seat, m) is None]


# --- applying moves -----------------------------------------------------------------------

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


def perform(state: State, rng: Rng, seat: int, move: Move, events: list[Event], *,
            forced: bool = False) -> None:
    """Carry out a legal move on ``state`` (already a private copy), in its section."""
    verb, args = move.verb, move.args
    if verb == "trade":
        trade.start_trade(state, seat, events)
    elif verb == "extract" and len(args) > 1:
        extract_alone(state, rng, int(args[0]) - 1, list(args[1:]), events)
    elif verb == "extract":
        negotiation.start_draft(state, seat, int(args[0]) - 1, events)
    elif verb == "show":
        negotiation.show(state, seat, args[0], events)
    elif verb in negotiation.DRAFT_EDITS:
        negotiation.edit_draft(state, seat, verb, args, events)
    elif verb == "go":
        proposals.go(state, rng, seat, events)
    elif verb == "accept":
        proposals.accept(state, rng, seat, args, events)
    elif verb in ("decline", "withdraw"):
        proposals.refuse(state, seat, verb, events, forced=forced)
    elif verb == "discard" and state.phase == OVERFLOW:
        storage.discard_fragment(state, seat, args[0], events)
    elif verb == "take":
        trade.take(state, seat, args[0], events)
    elif verb == "clear":
        trade.clear_row(state, rng, args[0], events)
    elif verb == "discard":
        trade.discard_card(state, seat, args[0], events)
    elif verb == "complete":
        projects.complete_project(state, seat, args[0], events)
    elif verb == "done":
        projects.done(state, seat, events)
    else:  # pragma: no cover - why_illegal lets no other verb through
        raise AssertionError(verb)


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
        assert state.draft is not None
        return seat != state.current and not covers(state.players[seat].paws,
                                                    asked_of(state.draft, seat))
    if state.phase == OVERFLOW:
        return len(set(state.players[seat].storage)) == 1
    # A Trade offers every market card (and a clear): a choice unless one card is left.
    return state.phase == TRADE and len(state.market_paws) + len(state.market_projects) <= 1
