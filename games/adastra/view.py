"""What each onlooker may see (boardgame.io's ``playerView``).

The public view shows face-down planets and cards only as such, hand sizes but not hand
contents (except while a Trade card is resolved, when the rules make every player display
their resources). A seat's view adds, under ``"private"``, only that seat's own secrets: its
resources, action cards, artifacts, the face-down planets it has looked at, and its own
face-down cards on the planning board.
"""

from __future__ import annotations

from typing import Any

from games.adastra import rules
from games.adastra.artifacts import title as artifact_title
from games.adastra.common import face_down_left, supply
from games.adastra.data import (
    ARTIFACT_BY_KEY,
    ELEMENT_NAMES,
    HAND_LIMIT,
    PAWNS,
    PLANET_NAMES,
    RESOURCE_NAMES,
    RESOURCES,
    SOL,
    STAR_NAMES,
    STARS,
    card_name,
)
from games.adastra.state import State


def _planet_view(p: Any) -> dict[str, Any]:
    return {
        "id": p.id,
        "kind": p.kind if p.face_up else None,
        "face_up": p.face_up,
        "owner": p.owner,
        "ships": p.ships,
        "building": p.building or None,
        "terraformed": p.terraformed,
    }


def hands_shown(state: State) -> bool:
    return (state.phase == "action" and state.action is not None
            and state.action.card == "trade")


def public_view(state: State) -> dict[str, Any]:
    action = state.action
    acting = rules.to_act(state)
    show_hands = hands_shown(state)
    players = []
    for s, p in enumerate(state.players):
        entry: dict[str, Any] = {
            "seat": s,
            "faction": p.faction,
            "score": p.score,
            "resource_cards": p.cards(),
            "action_cards": len(p.hand),
            "scoring_set_aside": list(p.set_aside),
            "artifacts": len(p.artifacts),
            "deep_ships": p.deep_ships,
            "supply": {pawn: supply(state, s, pawn) for pawn in PAWNS},
            "first": s == state.first,
            "to_act": s in acting,
            "colour": p.faction.lower(),
            "must_discard": max(0, p.cards() - HAND_LIMIT) if state.phase == "discard" else 0,
        }
        if show_hands:
            entry["resources"] = {r: p.resources[r] for r in RESOURCES}
        players.append(entry)
    systems = [{"code": code, "name": STAR_NAMES[code],
                "planets": [_planet_view(p) for p in state.system_planets(code)]}
               for code in (SOL, *STARS)]
    board = []
    for i, b in enumerate(state.board):
        board.append({
            "space": i + 1,
            "owner": None if b is None else b.seat,
            "card": b.card if b is not None and b.revealed else None,
            "card_name": card_name(b.card) if b is not None and b.revealed else None,
            "current": state.phase == "action" and i == state.space,
        })
    current = None
    if action is not None:
        current = {
            "space": action.space,
            "owner": action.owner,
            "card": action.card,
            "card_name": card_name(action.card),
            "choice": action.choice or None,
            "choice_name": (ELEMENT_NAMES.get(action.choice) or RESOURCE_NAMES.get(action.choice)
                            if action.choice else None),
            "landing": None if action.landing is None else {
                "seat": action.landing.seat, "system": action.landing.system,
                "origin": action.landing.origin},
            "offer": None if action.offer is None else {
                "from": action.owner, "to": action.offer.target,
                "give": action.offer.give, "get": action.offer.get},
        }
    result = rules.outcome(state)
    return {
        "game": "adastra",
        "round": state.round,
        "phase": state.phase,
        "first_player": state.first,
        "to_act": acting,
        "prompts": {str(s): rules.prompt(state, s) for s in acting},
        "players": players,
        "systems": systems,
        "planning": {"spaces": len(state.board), "board": board},
        "current": current,
        "bank": dict(state.bank),
        "face_down_planets": face_down_left(state),
        "artifact_deck": len(state.artifact_deck),
        "ending": state.ending or None,
        "trade_open": show_hands,
        "outcome": None if result is None else {
            "scores": list(result.scores), "ranking": [list(g) for g in result.ranking],
            "reason": result.reason},
    }


def view(state: State, seat: int | None) -> dict[str, Any]:
    data = public_view(state)
    if seat is None or not 0 <= seat < state.num_players:
        return data
    p = state.players[seat]
    data["seat"] = seat
    data["private"] = {
        "resources": {r: p.resources[r] for r in RESOURCES},
        "hand": [{"card": c, "name": card_name(c)} for c in sorted(p.hand)],
        "artifacts": [{"key": k, "name": artifact_title(k), "effect": ARTIFACT_BY_KEY[k].effect,
                       "timing": ARTIFACT_BY_KEY[k].timing} for k in p.artifacts],
        "known_planets": {pid: PLANET_NAMES[state.planet(pid).kind] for pid in sorted(p.known)},
        "my_cards": {str(i + 1): b.card for i, b in enumerate(state.board)
                     if b is not None and b.seat == seat and not b.revealed},
        "prompt": rules.prompt(state, seat),
    }
    return data
