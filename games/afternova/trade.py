"""Trade (Commerce): take cards from the market, keep to the hand limit.

Rulebook: "Commerce". Take 3 Hired Paws or Projects from the market; at any moment of the
Trade you may clear one row (discard its 4 cards, deal 4 new ones) and then take one card
fewer. When done, the market is refilled from the decks. A hand holds at most 8 cards: over
the limit, discard at once down to it (the ``LIMIT`` phase). Trade promotions add a card
to every Trade, Hand promotions raise the limit ("Finissant les Projets": promotions
stack).
"""

from __future__ import annotations

from games.afternova.common import arg, card_text, name
from games.afternova.data import HAND_LIMIT, HAND_PROMOTION_BONUS, MARKET_ROW, TRADE_CARDS
from games.afternova.decks import draw_paw, draw_project, refill_market
from games.afternova.projects import end_turn, promotions
from games.afternova.state import LIMIT, TRADE, State
from games.core import Event, Move, Rng
from games.i18n import Message, msg


def hand_limit(state: State, seat: int) -> int:
    return HAND_LIMIT + HAND_PROMOTION_BONUS * promotions(state, seat, "hand")


def trade_size(state: State, seat: int) -> int:
    """Cards the current Trade allows (3, +1 per Trade promotion, -1 once a row is cleared)."""
    return TRADE_CARDS + promotions(state, seat, "trade") - (1 if state.cleared else 0)


def trade_finished(state: State) -> bool:
    """All cards taken, or nothing left to take or clear."""
    if state.taken >= trade_size(state, state.current):
        return True
    if state.market_paws or state.market_projects:
        return False
    return not any(why_illegal_clear(state, row) is None for row in ("paws", "projects"))


# --- legality -----------------------------------------------------------------------------

def check_trade(state: State, seat: int, move: Move) -> Message | None:
    return msg("afternova.error.trade_args") if move.args else None


def _that_card(card: str) -> str | Message:
    return card or msg("afternova.that_card")


def check_take(state: State, seat: int, move: Move) -> Message | None:
    card = arg(move, 0)
    if card not in state.market_paws and card not in state.market_projects:
        return msg("afternova.error.not_in_market", card=_that_card(card))
    return None


def why_illegal_clear(state: State, row: str) -> Message | None:
    if row not in ("paws", "projects"):
        return msg("afternova.error.clear_row")
    if state.cleared:
        return msg("afternova.error.cleared")
    if row == "paws":
        if not (state.market_paws or state.paw_deck or state.paw_discard):
            return msg("afternova.error.no_paws_left")
    elif not (state.market_projects or state.project_deck or state.project_discard):
        return msg("afternova.error.no_projects_left")
    return None


def check_clear(state: State, seat: int, move: Move) -> Message | None:
    return why_illegal_clear(state, arg(move, 0))


def check_discard_card(state: State, seat: int, move: Move) -> Message | None:
    what = arg(move, 0)
    p = state.players[seat]
    if what not in p.paws and what not in p.projects:
        return msg("afternova.error.not_in_hand", card=_that_card(what))
    return None


# --- moves --------------------------------------------------------------------------------

def start_trade(state: State, seat: int, events: list[Event]) -> None:
    """The turn is a Trade: any draft is dropped."""
    state.draft = None
    state.phase = TRADE
    state.taken = 0
    state.cleared = ""
    events.append(Event.of(msg("afternova.event.trades", who=name(seat, "Who"),
                               count=trade_size(state, seat))))


def take(state: State, seat: int, card: str, events: list[Event]) -> None:
    p = state.players[seat]
    if card in state.market_paws:
        state.market_paws.remove(card)
        p.paws.append(card)
    else:
        state.market_projects.remove(card)
        p.projects.append(card)
    state.taken += 1
    events.append(Event.of(msg("afternova.event.takes", who=name(seat, "Who"),
                               card=card_text(card))))
    if p.hand_size() > hand_limit(state, seat):
        state.phase = LIMIT


def discard_card(state: State, seat: int, card: str, events: list[Event]) -> None:
    """Over the hand limit: the card goes to its deck's discard, face up."""
    p = state.players[seat]
    if card in p.paws:
        p.paws.remove(card)
        state.paw_discard.append(card)
    else:
        p.projects.remove(card)
        state.project_discard.append(card)
    if card in p.shown:
        p.shown.remove(card)
    events.append(Event.of(msg("afternova.event.discards_card", who=name(seat, "Who"),
                               card=card_text(card), limit=hand_limit(state, seat)),
                           reveals=True))
    if p.hand_size() <= hand_limit(state, seat):
        state.phase = TRADE


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
    cards = tuple(map(card_text, new)) or msg("afternova.no_cards_left")
    events.append(Event.of(msg("afternova.event.clears", who=name(state.current, "Who"),
                               row=msg(f"afternova.row.{row}"), cards=cards), reveals=True))


def finish_trade(state: State, rng: Rng, events: list[Event]) -> None:
    """Refill the market; the turn moves on to completing Projects."""
    before = (list(state.market_paws), list(state.market_projects))
    refill_market(state, rng)
    new = [c for c in state.market_paws if c not in before[0]]
    new += [c for c in state.market_projects if c not in before[1]]
    if new:
        events.append(Event.of(msg("afternova.event.refilled", cards=tuple(map(card_text, new))),
                               reveals=True))
    end_turn(state)
