"""Made-up views that use every colour the images use, the samples the fixed PNG palette is
learnt from. They are never shown to anybody.
"""

from __future__ import annotations

from typing import Any

from games.i18n import msg
from rendering.adastra.layout import SYSTEM_ORDER
from rendering.adastra.theme import RESOURCE_LETTERS


def swatch_views() -> tuple[dict[str, Any], dict[str, Any], dict[str, Any]]:
    """Made-up views that use every colour the images use (every player, planet kind, pawn,
    card and highlight): the samples the fixed PNG palette is learnt from."""
    factions = ["Blue", "Red", "Yellow", "Green", "Purple"]
    kinds = "WFEXYZA"
    systems = []
    for s_index, code in enumerate(SYSTEM_ORDER):
        planets = []
        for p_index in range(5 if code == "SOL" else 7):
            k = s_index + p_index
            face_up = k % 4 != 3
            owned = face_up and k % 3 != 2
            planets.append({
                "id": f"{code}{p_index + 1}", "kind": kinds[k % 7] if face_up else None,
                "face_up": face_up, "owner": k % 5 if owned else None,
                "ships": (k % 4) if owned else 0,
                "building": ("colony", "factory", None)[k % 3] if owned else None,
                "terraformed": owned and k % 2 == 0})
        systems.append({"code": code, "name": msg(f"adastra.star.{code}").to_json(),
                        "planets": planets})
    players = [{
        "seat": i, "faction": f, "score": i * 13, "resource_cards": i * 2,
        "action_cards": 11 - i, "scoring_set_aside": ["score-CS", "score-TS"][: i % 3],
        "artifacts": i % 2, "deep_ships": i % 3,
        "supply": {"colony": i % 5, "factory": 4 - i % 5, "terraformer": 2, "starship": 0},
        "first": i == 1, "to_act": i % 2 == 0,
        "resources": {r: (i + j) % 4 for j, r in enumerate(RESOURCE_LETTERS)},
    } for i, f in enumerate(factions)]
    cards = ["prod-WX", "move-SR-TY", "build", "trade", "score-CS", "score-ID", "prod-FZ",
             "move-LY-NY", "score-TS", "prod-EY", None, None, None, None, None]
    board = [{"space": i + 1, "owner": None if i >= 13 else i % 5,
              "card": c if i < 10 else None, "card_name": c, "current": i == 6}
             for i, c in enumerate(cards)]
    action = {
        "game": "adastra", "round": 7, "phase": "action", "first_player": 1,
        "to_act": [0, 2, 4],
        "prompts": {"0": msg("adastra.prompt.respond").to_json(),
                    "2": msg("adastra.prompt.withdraw").to_json(),
                    "4": msg("adastra.prompt.score").to_json()},
        "players": players, "systems": systems,
        "planning": {"spaces": 15, "board": board},
        "current": {"space": 7, "owner": 1, "card": "trade",
                    "card_name": msg("adastra.card.trade").to_json(),
                    "choice": None, "landing": None,
                    "offer": {"from": 1, "to": 3, "give": "WWFEXYZ", "get": "AZ"}},
        "bank": {r: 20 for r in RESOURCE_LETTERS}, "face_down_planets": 20,
        "artifact_deck": 5,
        "ending": msg("adastra.ending.score", who=msg("adastra.faction.Purple"),
                      points=50).to_json(),
        "trade_open": True, "outcome": None,
    }
    over = dict(action, phase="over", to_act=[], prompts={}, trade_open=False,
                planning={"spaces": 0, "board": []},
                current={"space": 3, "owner": 2, "card": "move-SR-TY", "card_name": "Move",
                         "choice": "starships", "landing": {"seat": 2, "system": "TR"},
                         "offer": None},
                outcome={"scores": [p["score"] for p in players],
                         "ranking": [[4], [3], [2], [1], [0]], "reason": "Purple wins"})
    hand = dict(action, seat=2, private={
        "resources": {r: i % 3 for i, r in enumerate(RESOURCE_LETTERS)},
        "hand": [{"card": c, "name": c} for c in cards if c],
        "artifacts": [{"key": "cornu", "name": msg("adastra.artifact.name.cornu").to_json(),
                       "effect": msg("adastra.artifact.effect.cornu").to_json()}],
        "known_planets": {f"LR{i}": msg(f"adastra.planet_of.{k}").to_json()
                          for i, k in enumerate(kinds)},
        "my_cards": {"3": "build", "9": "prod-WX"},
        "prompt": msg("adastra.prompt.plan").to_json()})
    return action, over, hand
