"""A made-up view using every colour the images use: the sample the fixed PNG palette
is learnt from."""

from __future__ import annotations

import math
from typing import Any

from rendering.magnastorm.layout import sector_angle


def swatch_view(players: int) -> dict[str, Any]:
    """A made-up view that uses every colour the images use (every federation's labs,
    runners, stations, crew and cubes; storms and quiet sectors; every research colour and
    bonus): the sample the fixed PNG palette is learnt from."""
    colours = ["grey", "purple", "pink", "orange"][:players]
    areas = ["green", "red", "blue", "cyan"] if players == 4 else ["green", "red", "blue"]
    spaces = []
    n = 0
    for sector in range(1, 7):
        for a, (radius, offset, count) in enumerate(((0.36, 0, 2), (0.62, 16, 3),
                                                     (0.6, -18, 1), (0.86, 2, 2))):
            for k in range(count):
                n += 1
                angle = math.radians(sector_angle(sector) + offset + (k - (count - 1) / 2) * 7)
                r = radius + (0.03 if k % 2 else -0.03)
                colour = "white" if n % 7 == 0 else areas[(n + sector) % len(areas)]
                lab = ({"owner": n % players, "count": 1 + (n % 5 == 0)} if n % 3 else None)
                spaces.append({"id": str(n), "sector": sector, "area": f"{sector}{'abcd'[a]}",
                               "colour": colour, "xy": [round(r * math.cos(angle), 3),
                                                        round(-r * math.sin(angle), 3)],
                               "lab": lab})
    spaces.append({"id": "st1", "sector": 1, "area": "1s", "colour": None,
                   "xy": [-0.84, 0.485], "lab": None})
    cols = "abcde"[: 5 if players == 4 else 4]
    crew_colours = ["yellow", *colours]
    upper = {f"{c}{r}": [crew_colours[(i + r) % len(crew_colours)]]
             for i, c in enumerate(cols) for r in range(1, 6) if (i + r) % 3}
    lower = {f"{c}{r}": [crew_colours[(i * r) % len(crew_colours)]]
             for i, c in enumerate(cols) for r in range(1, 6) if (i + r) % 2}
    bonus_kinds = ["range", "research:red", "bag", "extralab", "crew", "research:green",
                   "research:blue", "turn", "research:cyan"]
    bonuses = {f"{c}{r}": bonus_kinds[(i + 2 * r) % len(bonus_kinds)]
               for i, c in enumerate(cols) for r in range(1, 6) if (i + r) % 2 == 0}
    cubes = {c: 3 for c in ["yellow", *colours]}
    player_rows = [{
        "seat": s, "colour": c, "reputation": 5 + 6 * s, "score": 5 + 6 * s, "cubes": cubes,
        "cube_total": 3 * len(cubes), "lab_slots": [k > s for k in range(10)],
        "labs_left": 9 - s, "labs_on_board": s, "station_slots": [True, s < 2, s < 1],
        "stations_left": 3 - s, "crew_left": 2, "markers_left": 5,
        "research": {a: (3 * s + k * 2) % 13 for k, a in enumerate(areas)},
        "commanders": ["rain"] if s == 0 else [], "objectives": [1] if s == 1 else [],
        "runner": str(1 + 7 * s), "turn_position": s + 1, "drawn_artifacts": [],
        "artifact_earned": {"id": 191 + s, "metal": ["gold", "silver", "bronze", "gold"][s],
                            "level": 3, "bonus": "red"}, "kim_kin_used": False,
    } for s, c in enumerate(colours)]
    return {
        "game": "magnastorm", "phase": "turns", "round": 2, "last_round": 4, "goal": 23,
        "end_triggered": True, "to_act": [1], "decision": "turn",
        "prompt": "Purple: take over a commander", "prompts": {"1": "take over a commander"},
        "board": {
            "side": 4 if players == 4 else 3, "quiet_sectors": [1, 2, 3],
            "storm_sectors": [4, 5, 6],
            "income": {"1": [[], ["own"], ["own", "yellow"], ["own", "own", "yellow"],
                             ["own", "own", "yellow", "yellow"]]},
            "spaces": spaces, "links": [["1a", "1b"], ["1b", "1d"], ["1c", "2b"]],
            "transmitters": [{"id": f"t{k + 1}", "areas": ["1c", "2b"], "sectors": [1, 2],
                              "xy": [round(0.6 * math.cos(math.radians(180 - 60 * k)), 3),
                                     round(-0.6 * math.sin(math.radians(180 - 60 * k)), 3)],
                              "owner": (k % (players + 1)) - 1} for k in range(6)],
            "runners": [str(1 + 7 * s) for s in range(players)],
            "start_spaces": {"1": "st1"},
        },
        "action_board": {
            "columns": cols,
            "rows": [{"row": 1, "move": [], "gain": ["yellow"]},
                     {"row": 2, "move": ["own"], "gain": ["yellow", "own"]},
                     {"row": 3, "move": ["yellow"], "gain": ["own", "own"]},
                     {"row": 4, "move": ["own", "yellow"], "gain": ["yellow", "yellow", "own"]},
                     {"row": 5, "move": ["yellow", "yellow"], "gain": ["own", "yellow"]}],
            "upper": {"panel": "x", "crew": upper},
            "lower": {"panel": "y", "crew": lower, "bonuses": bonuses},
            "first_token": {"holder": 0, "crew_below": 2, "text": ""},
            "commanders": [{"column": c, "key": f"k{c}", "name": "Justin B. Beeper",
                            "kind": "admin", "gain": 2, "loss": 1, "text": "A power.",
                            "owner": (i % (players + 1)) - 1, "crew_below": 2}
                           for i, c in enumerate(cols[1:])],
        },
        "research_board": {
            "areas": areas, "max_level": 12,
            "bonuses": {a: {"2": "own", "4": "yellow", "6": "bag2", "8": "crew", "10": "any",
                            "12": "bag3"} for a in areas},
            "commanders": [{"area": a, "key": f"r{a}", "name": "Forrester Dain", "gain": 2,
                            "loss": 1, "text": "", "owner": (k % (players + 1)) - 1}
                           for k, a in enumerate(areas)],
            "objectives": [{"slot": k + 1, "id": f"o{k}", "kind": "research" if k < 2 else
                            "sector", "text": "Remove 2 turtle labs each from 2 sectors.",
                            "ladder_left": [4, 3], "ladder": [5, 4, 3], "fulfilled_by": [k % 2]}
                           for k in range(4)],
        },
        "player_board": {"lab_costs": [[], [], ["own"], ["yellow"], ["own", "yellow"]] * 2,
                         "station_costs": [["own"], ["own", "yellow"], ["own", "own"]],
                         "station_reputation": 2},
        "players": player_rows, "turn_order": list(range(players)),
        "bag": {"black": 25, "yellow": 3}, "outcome": None,
        "private": {"seat": 0, "colour": colours[0],
                    "artifacts": [{"id": 101 + k * 40, "metal": m, "level": 2, "bonus": "cube"}
                                  for k, m in enumerate(("silver", "bronze", "gold"))]},
    }
