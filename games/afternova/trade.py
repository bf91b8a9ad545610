"""Trade (Commerce): take cards from the market, keep to the hand limit.

Rulebook: "Commerce". Take 3 Hired Paws or Projects from the market; at any moment of the
Trade you may clear one row (discard its 4 cards, deal 4 new ones) and then take one card
fewer. When done, the market is refilled from the decks. A hand holds at most 8 cards: over
the limit, discard at once down to it (the ``LIMIT`` phase). Trade promotions add a card
to every Trade, Hand promotions raise the limit ("Finissant les Projets": promotions
stack).
"""

from __future__ import annotations

from games.afternova.common import arg, cap, card_text, name
from games.afternova.data import HAND_LIMIT, HAND_PROMOTION_BONUS, MARKET_ROW, TRADE_CARDS
from games.afternova.decks import draw_paw, draw_project, refill_market
from games.afternova.projects import end_turn, promotions
from games.afternova.state import LIMIT, TRADE, State
from games.core import Event, Move, Rng


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

def check_trade(state: State, seat: int, move: Move) -> str | None:
    return "Trade takes no argument." if move.args else None


def check_take(state: State, seat: int, move: Move) -> str | None:
    card = arg(move, 0)
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
    return why_illegal_clear(state, arg(move, 0))


def check_discard_card(state: State, seat: int, move: Move) -> str | None:
    what = arg(move, 0)
    p = state.players[seat]
    if what not in p.paws and what not in p.projects:
        return f"{what or 'That card'} is not in your hand."
    return None


# --- moves --------------------------------------------------------------------------------

def start_trade(state: State, seat: int, events: list[Event]) -> None:
    """The turn is a Trade: any draft is dropped."""
    state.draft = None
    state.phase = TRADE
    state.taken = 0
    state.cleared = ""
    events.append(Event(f"{cap(name(seat))} trades: {trade_size(state, seat)} cards from "
                        "the market."))


def take(state: State, seat: int, card: str, events: list[Event]) -> None:
    p = state.players[seat]
    if card in state.market_paws:
        state.market_paws.remove(card)
        p.paws.append(card)
    else:
        state.market_projects.remove(card)
        p.projects.append(card)
    state.taken += 1
    events.append(Event(f"{cap(name(seat))} takes {card_text(card)}."))
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
    events.append(Event(f"{cap(name(seat))} discards {card_text(card)} (hand limit "
                        f"{hand_limit(state, seat)}).", reveals=True))
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
    label = "Hired Paws" if row == "paws" else "Projects"
    events.append(Event(f"{cap(name(state.current))} clears the {label} row (one card fewer): "
                        f"{', '.join(map(card_text, new)) or 'no cards left'}.", reveals=True))


def finish_trade(state: State, rng: Rng, events: list[Event]) -> None:
    """Refill the market; the turn moves on to completing Projects."""
    before = (list(state.market_paws), list(state.market_projects))
    refill_market(state, rng)
    new = [c for c in state.market_paws if c not in before[0]]
    new += [c for c in state.market_projects if c not in before[1]]
    if new:
        events.append(Event(f"The market is refilled: {', '.join(map(card_text, new))}.",
                            reveals=True))
    end_turn(state)
