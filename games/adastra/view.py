"""What each onlooker may see (boardgame.io's ``playerView``).

The public view shows face-down planets and cards only as such, hand sizes but not hand
contents (except while a Trade card is resolved, when the rules make every player display
their resources). A seat's view adds, under ``"private"``, only that seat's own secrets: its
resources, action cards, artifacts, the face-down planets it has looked at, and its own
face-down cards on the planning board.

Everything a player reads is a catalogue message in its JSON form (``{"key", "params"}``):
the prompts, the cards', systems' and artifacts' names, why the game ends; the bot and the
renderers word them in the reader's language. Codes, counts and colours stay data.
"""

from __future__ import annotations

from typing import Any

from games.adastra import rules
from games.adastra.common import face_down_left, supply
from games.adastra.data import (
    ARTIFACT_BY_KEY,
    ELEMENTS,
    HAND_LIMIT,
    PAWNS,
    RESOURCES,
    SOL,
    STARS,
)
from games.adastra.state import State
from games.adastra.terms import artifact, card, effect, element, ending, kind, resource, star
from games.adastra.terms import timing as timing_of
from games.i18n import Message


def _text(message: Message | None) -> dict[str, Any] | str:
    """A message in its JSON form (the bot and the renderers word it), or "" for none."""
    return message.to_json() if message is not None else ""


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
    systems = [{"code": code, "name": star(code).to_json(),
                "planets": [_planet_view(p) for p in state.system_planets(code)]}
               for code in (SOL, *STARS)]
    board = []
    for i, b in enumerate(state.board):
        board.append({
            "space": i + 1,
            "owner": None if b is None else b.seat,
            "card": b.card if b is not None and b.revealed else None,
            "card_name": card(b.card).to_json() if b is not None and b.revealed else None,
            "current": state.phase == "action" and i == state.space,
        })
    current = None
    if action is not None:
        current = {
            "space": action.space,
            "owner": action.owner,
            "card": action.card,
            "card_name": card(action.card).to_json(),
            "choice": action.choice or None,
            "choice_name": (None if not action.choice
                            else (element(action.choice) if action.choice in ELEMENTS
                                  else resource(action.choice)).to_json()),
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
        "prompts": {str(s): _text(rules.prompt(state, s)) for s in acting},
        "players": players,
        "systems": systems,
        "planning": {"spaces": len(state.board), "board": board},
        "current": current,
        "bank": dict(state.bank),
        "face_down_planets": face_down_left(state),
        "artifact_deck": len(state.artifact_deck),
        "ending": ending(state.ending).to_json() if state.ending else None,
        "trade_open": show_hands,
        "outcome": None if result is None else {
            "scores": list(result.scores), "ranking": [list(g) for g in result.ranking],
            "reason": result.reason,
            "reason_message": _text(result.reason_message)},
    }


def view(state: State, seat: int | None) -> dict[str, Any]:
    data = public_view(state)
    if seat is None or not 0 <= seat < state.num_players:
        return data
    p = state.players[seat]
    data["seat"] = seat
    data["private"] = {
        "resources": {r: p.resources[r] for r in RESOURCES},
        "hand": [{"card": c, "name": card(c).to_json()} for c in sorted(p.hand)],
        "artifacts": [{"key": k, "name": artifact(k).to_json(), "effect": effect(k).to_json(),
                       "timing": timing_of(ARTIFACT_BY_KEY[k].timing).to_json()}
                      for k in p.artifacts],
        "known_planets": {pid: kind(state.planet(pid).kind).to_json()
                          for pid in sorted(p.known)},
        "my_cards": {str(i + 1): b.card for i, b in enumerate(state.board)
                     if b is not None and b.seat == seat and not b.revealed},
        "prompt": _text(rules.prompt(state, seat)),
    }
    return data
