"""Made-up views that use every colour the images use, from which the fixed PNG palette
is learnt; they never come from a game.
"""

from __future__ import annotations

from typing import Any


def swatch_view(players: int, phase: str) -> dict[str, Any]:
    """A made-up view using every colour the images use: all fragments, skills, players,
    promotions, a proposal with answers both ways, the Bot, and the final reveal."""
    paws = [{"id": f"H{i + 1}", "skills": [a, b]} for i, (a, b) in
            enumerate((("pil", "eng"), ("sec", "ext"), ("pil", "pil"), ("eng", "sec")))]
    projects = [{"id": f"P{i + 1}", "cost": c, "promotion": pr, "vp": vp} for i, (c, pr, vp) in
                enumerate((("pgk", "storage", 3), ("wo", "trade", 2), ("k", "hand", 1),
                           ("ppww", None, 8)))]
    over = phase == "over"
    rows = []
    for s in range(players):
        row: dict[str, Any] = {
            "seat": s, "number": s + 1, "hand": 6, "paws": 4, "projects": 2,
            "shown": [paws[s % 4], projects[s % 4]], "storage": "pgkwo"[s % 5:] + "pg",
            "capacity": 4 + s % 2, "hand_limit": 8, "trade_cards": 3, "completed": s % 7,
            "promotions": [{"kind": k, "active": i % 2 == 0}
                           for i, k in enumerate(("storage", "trade", "hand"))]}
        if over:
            row["ship"] = {"id": "S1", "name": "Whisker", "objective": "pg"}
            row["completed_projects"] = projects
            row["score"] = {"projects": 20, "storage": 2, "objective": 3, "total": 25 + s}
        rows.append(row)
    bot = None
    if players == 2:
        bot = {"row": [{**projects[0], "placed": "p"}, {**projects[3], "placed": "pw"},
                       {**projects[1], "placed": ""}], "storage": "ko", "scored": 2,
               "scored_projects": [projects[2]], "scored_face_down": 1}
        if over:
            bot.update(ship={"id": "S2", "name": "Lantern", "objective": "pk"},
                       scored_face_down_projects=[projects[1]],
                       score={"projects": 9, "storage": 3, "objective": 2, "total": 14})
    view: dict[str, Any] = {
        "game": "afternova", "num_players": players, "phase": phase, "turn": 12, "current": 0,
        "order": (["bot"] if bot else []) + list(range(players)), "to_act": [0, 1],
        "optional": [0], "prompt": "Player 2: accept or decline player 1's proposal.",
        "market": {"paws": paws, "projects": projects},
        "decks": {"paws": 20, "projects": 18, "planets": 9},
        "discards": {"paws": 3, "projects": 4, "planets": 2, "top_paw": "H3",
                     "top_project": "P4", "fragments": {"p": 1, "g": 0, "k": 2, "w": 3, "o": 4}},
        "bag": 21,
        "planets": [{"position": i + 1, "id": f"L{i + 1}", "name": n, "needs": needs,
                     "slots": len(f), "fragments": f}
                    for i, (n, needs, f) in enumerate((
                        ("Nektarr", [{"skill": "pil", "count": 2}, {"skill": "eng", "count": 2}],
                         "ppgk"),
                        ("Ember", [{"skill": "sec", "count": 3}, {"skill": "ext", "count": 2}],
                         "kwwoo"),
                        ("Aubade", [{"skill": "pil", "count": 1}, {"skill": "ext", "count": 2}],
                         "go")))],
        "players": rows, "bot": bot,
        "proposal": {"planet": 1, "plays": ["H1"], "asks": {"1": {"pil": 1}, "2": {"eng": 1}},
                     "bot": {"sec": 1} if bot else {},
                     "shares": [{"to": 1, "colour": "p"}, {"to": "bot", "colour": "k"}],
                     "keeps": "gk", "pays": [{"from": 0, "to": 1, "colour": "w"}],
                     "answers": {"1": "accepted", "2": "waiting"}, "summary": ""},
        "trade": None, "proposals_this_turn": 1, "final_turn": True, "final": None,
    }
    if over:
        view["final"] = {"scores": [25 + s for s in range(players)], "winner": players - 1,
                         "reason": "Player 1 completed a 6th Project."}
    view["private"] = {
        "seat": 0, "number": 1, "hand": {"paws": paws, "projects": projects},
        "ship": {"id": "S1", "name": "Whisker", "objective": "pg"},
        "completed_projects": projects[:2],
        "score": {"projects": 5, "storage": 2, "objective": 1, "total": 8},
        "decision": "turn", "committed": None, "asked": {"pil": 1},
        "draft": {"planet": 2, "plays": ["H2"], "asks": {"2": {"sec": 1}}, "bot": {},
                  "shares": [{"to": 2, "colour": "w"}], "keeps": "kwoo", "pays": [],
                  "missing": {"ext": 1}, "summary": ""},
    }
    return view
