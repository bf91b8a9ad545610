"""Made-up views that use every colour the images use: the samples the fixed PNG palette is
learnt from.
"""

from __future__ import annotations

from typing import Any

from rendering.kepler3042.layout import LETTERS
from rendering.kepler3042.theme import ACTION_CODES, TYPE_COLOURS


def swatch_views() -> list[dict[str, Any]]:
    """Made-up views that use every colour the images use (four players, every tile kind
    and planet type, every zone, cubes, medals, both sides of a card): the samples the fixed
    PNG palette is learnt from."""
    types = list(TYPE_COLOURS)
    letters = LETTERS[:22]
    tiles = []
    for i in range(36):
        col, row = (i * 5) % 22, (i * 7) % 19
        kind = ("planet", "planet", "planet", "mine", "target", "down")[i % 6]
        entry: dict[str, Any] = {"hex": f"{letters[col]}{row + 1}",
                                 "zone": ("short", "mid", "long")[i % 3],
                                 "revealed": kind != "down"}
        if kind != "down":
            entry.update(kind=kind, planet=i + 1 if kind == "planet" else 0,
                         colonist=i % 5 - 1, type=types[i % 5], level=1 + i % 5, vp=2)
        tiles.append(entry)
    ships = [{"hex": f"{letters[(3 * i + 1) % 22]}{(i * 3) % 19 + 1}", "seat": i % 4}
             for i in range(12)]
    tracks = {"tech": ["", "E", "medal", "", "R", "E", "medal", "", "E", "R", "medal", "", "E",
                       "medal", "R", "medal"],
              "colonial": ["", "M", "medal", "", "R", "M", "medal", "", "E", "R", "medal", "",
                           "M", "medal", "R", "medal"]}
    comps = {
        "actions": [{"code": c, "name": c.title(), "row_bonus": "logistics",
                     "col_bonus": "culture"} for c in ACTION_CODES],
        "bonus_names": {"logistics": "Space Logistics", "culture": "Cultural Evolution"},
        "techs": [{"code": c, "numeral": n, "name": c,
                   "levels": [{"name": f"Level {k}", "cost": [1, 1, k % 2], "awards": k % 3,
                               "leap": k % 2} for k in range(5)]}
                  for c, n in (("ST", "I"), ("QP", "II"), ("ED", "III"), ("TF", "IV"),
                               ("AS", "V"))],
        "tracks": tracks,
        "track_vp": [0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 6, 6, 8, 8, 10],
        "zones": [{"code": "short", "name": "Stellar Local Group", "vp": 1},
                  {"code": "mid", "name": "Mid-Range", "vp": 2},
                  {"code": "long", "name": "Long-Range", "vp": 3}],
    }
    players = []
    for s in range(4):
        planets = [{"planet": 0, "code": "Earth", "terraformed": True, "cubes": [3, 2, 1],
                    "output": [1, 1, 0], "name": "Earth", "type": "", "level": 0,
                    "terraform_cost": [0, 0, 0], "vp": 0}]
        for k in range(5):
            number = 1 + (s * 5 + k) * 6 % 36
            planets.append({"planet": number, "code": f"P{number}", "terraformed": k % 2 == 0,
                            "cubes": [k, 1, k % 2], "output": [1, 1, 1], "name": "XX-1",
                            "type": types[(s + k) % 5], "level": 3, "terraform_cost": [1, 1, 1],
                            "vp": 3})
        players.append({
            "seat": s, "name": f"Player {s + 1}", "tech": [s, 5, 2, 1, 3],
            "tech_names": ["A", "B", "C", "D", "E"], "speed": 3, "store": [4, 1, 0],
            "pit": [1, 2, 3], "planets": planets, "lead": {"tech": s * 4, "colonial": 15 - s},
            "medals": {"tech": s, "colonial": 1}, "action": list(ACTION_CODES)[s * 2],
            "ships_on_map": ["A1"], "ships_in_supply": 2, "colonies": 5, "targets": s,
            "score": 20 + s,
        })
    play: dict[str, Any] = {
        "game": "kepler3042", "phase": "play", "round": 7, "rounds": 16, "first": 1,
        "to_act": [2], "prompt": "Move your Action Cube to a Main Action space.",
        "prompts": {"2": "Move your Action Cube to a Main Action space."},
        "map": {"cols": 22, "rows": 19, "sol": "F10", "sagittarius": "P10",
                "sol_ring": ["G10", "G9", "F9", "E10", "F11", "G11"],
                "zone_limits": {"short": 6, "mid": 11},
                "stars": [{"hex": "C8", "used": True, "min_players": 2},
                          {"hex": "B2", "used": False, "min_players": 4}],
                "tiles": tiles, "ships": ships},
        "players": players,
        "progress": {"deck": 9, "unseen": 2, "card": {"id": 1, "name": "Card",
                                                      "text": "Every player does a thing."},
                     "medals": {"tech": 2, "colonial": 1}, "past": []},
        "medal_spaces": {"tech": [6, 13], "colonial": [2, 15]},
        "turn": {"seat": 2, "stage": 1, "bonuses_used": ["culture"], "quantum_moves_left": 1,
                 "quantum_converts_left": 1},
        "scores": [20, 21, 22, 23], "components": comps,
    }
    over = dict(play, phase="over", to_act=[], prompts={}, final={
        "scores": [30, 31, 32, 33], "ranking": [[3], [2], [1], [0]],
        "objectives": ["Objective text (3 VP)"] * 4, "parts": [{}] * 4})
    hand = dict(play, private={"seat": 2, "objective": {"id": 1, "name": "Objective",
                                                        "text": "Do a thing.", "vp": 4,
                                                        "met": True},
                               "score_with_objective": 26})
    return [play, over, hand]
