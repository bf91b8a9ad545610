"""What the table sees: the public view, and a seat's private additions.

Everything on the table is open in Magnastorm (board, panels, supplies, cards in play); the
bag's contents are known to everybody who counted the draws, so only the draw order is
random, and it is decided at draw time. The only secret is each player's collection of
artifact cards brought to the game (only the 2 drawn for the advanced start are shown).
"""

from __future__ import annotations

from typing import Any

from games.i18n import msg

from . import data as D
from . import rules as R
from .common import end_reason_msg
from .decisions import task_prompt
from .game_end import artifact_bonus
from .state import State


def _cells(state: State, panel: list[list[list[int]]]) -> dict[str, list[str]]:
    return {R.cell_name(r, c): [R.crew_colour(state, x) for x in panel[r][c]]
            for r, c in R.panel_cells(state) if panel[r][c]}


def _artifact(card: int) -> dict[str, Any] | None:
    if not card:
        return None
    a = D.ARTIFACTS[card]
    return {"id": a.id, "metal": a.metal, "level": a.level, "bonus": a.bonus}


def _artifact_words(card: int) -> dict[str, Any]:
    """A card of the private collection: its data, and the message that words it (the bot
    shows a dict with a "key" as that message's text; the hand image reads the data)."""
    a = D.ARTIFACTS[card]
    words = msg("magnastorm.field.artifact", id=a.id, metal=msg(f"magnastorm.metal.{a.metal}"),
                level=a.level, bonus=artifact_bonus(a.bonus))
    return {**words.to_json(), "id": a.id, "metal": a.metal, "level": a.level,
            "bonus": a.bonus}


def _prompts(state: State, task: dict[str, Any] | None) -> dict[str, Any]:
    """The acting seat's prompt without its name, keyed by seat, as a message: what a
    client shows beside the seat's mention ("Next: Pink @ann (take over a commander ...)")."""
    if task is None or state.phase == "over":
        return {}
    return {str(task["seat"]): task_prompt(state, task).to_json()}


def public_view(state: State) -> dict[str, Any]:
    b = R.board(state)
    quiet = R.quiet_sectors(state)
    task = R.current(state)
    prompt = R.prompt(state)
    cols = R.columns(state)
    lower_panel = "y" if state.upper_panel == "x" else "x"
    commanders = []
    for i, key in enumerate(state.admin):
        card = D.COMMANDERS[key]
        owner = state.admin_owner[i]
        commanders.append({
            "column": cols[i + 1], "key": key, "name": card.name, "kind": card.kind,
            "gain": card.gain, "loss": card.loss, "text": card.message.to_json(),
            "owner": owner, "owner_colour": state.players[owner].colour if owner >= 0
            else None, "crew_below": len(R.column_crew(state, i + 1)),
        })
    research_cmd = []
    for i, key in enumerate(state.research_cmd):
        card = D.COMMANDERS[key]
        owner = state.research_owner[i]
        research_cmd.append({
            "area": R.areas(state)[i], "key": key, "name": card.name, "gain": card.gain,
            "loss": card.loss, "text": card.message.to_json(), "owner": owner,
            "owner_colour": state.players[owner].colour if owner >= 0 else None,
        })
    objectives = []
    for slot, oid in enumerate(state.objectives):
        obj = D.OBJECTIVES[oid]
        objectives.append({
            "slot": slot + 1, "id": oid, "kind": obj.kind, "text": obj.message.to_json(),
            "ladder_left": list(state.ladders[slot]),
            "ladder": list(D.objective_ladder(state.num_players)),
            "fulfilled_by": [s for s, p in enumerate(state.players) if slot in p.objectives],
        })
    players = []
    for seat, p in enumerate(state.players):
        players.append({
            "seat": seat, "colour": p.colour, "reputation": p.reputation,
            "score": p.reputation,
            "cubes": dict(sorted(p.cubes.items())), "cube_total": sum(p.cubes.values()),
            "lab_slots": list(p.labs), "labs_left": sum(p.labs),
            "labs_on_board": sum(n for o, n in state.labs.values() if o == seat),
            "station_slots": list(p.stations), "stations_left": sum(p.stations),
            "crew_left": p.crew, "markers_left": p.markers,
            "research": dict(zip(R.areas(state), p.research, strict=True)),
            "commanders": list(p.commanders),
            "objectives": [x + 1 for x in sorted(p.objectives)],
            "runner": state.runners[seat],
            "turn_position": state.order.index(seat) + 1,
            "drawn_artifacts": [_artifact(a) for a in p.drawn],
            "artifact_earned": _artifact(p.earned),
            "kim_kin_used": state.kimkin_used[seat] if state.kimkin_used else False,
        })
    outcome = None
    if state.phase == "over":
        # The shape every client reads (games.core.Outcome): scores per seat and places as
        # groups of seats; Magnastorm breaks ties by turn order, so each group is one seat.
        ranking = R.final_ranking(state)
        outcome = {"ranking": [[s] for s in ranking],
                   "scores": [p.reputation for p in state.players],
                   "reason": end_reason_msg(state).to_json(),
                   "artifacts_earned": {str(s): _artifact(state.players[s].earned)
                                        for s in range(state.num_players)}}
    return {
        "game": "magnastorm",
        "phase": state.phase,
        "round": state.round,
        "last_round": D.LAST_ROUND,
        "goal": D.END_REPUTATION[state.num_players],
        "end_triggered": state.end_triggered,
        "to_act": [task["seat"]] if task and state.phase != "over" else [],
        "decision": task["k"] if task else None,
        "prompt": prompt.to_json() if prompt else None,
        "prompts": _prompts(state, task),
        "start_area": state.start_area,
        "board": {
            "side": b.side,
            "quiet_sectors": [s + 1 for s in quiet],
            "storm_sectors": [s + 1 for s in range(D.SECTORS) if s not in quiet],
            "income": {str(s + 1): [list(x) for x in D.INCOME_TABLES[t]]
                       for t, s in enumerate(quiet)},
            "spaces": [{"id": sp.id, "sector": sp.sector + 1, "area": sp.area,
                        "colour": sp.colour, "xy": list(sp.xy),
                        "lab": ({"owner": state.labs[sp.id][0],
                                 "count": state.labs[sp.id][1]}
                                if sp.id in state.labs else None)}
                       for sp in b.spaces.values()],
            "links": sorted([a, c] for a, others in b.links.items() for c in others
                            if a < c),
            "transmitters": [{"id": t.id, "areas": list(t.areas),
                              "sectors": [s + 1 for s in t.sectors], "xy": list(t.xy),
                              "owner": state.stations.get(t.id, -1)}
                             for t in b.transmitters.values()],
            "runners": list(state.runners),
            "start_spaces": {str(k): v for k, v in b.start_space.items()},
        },
        "action_board": {
            "columns": cols,
            "rows": [{"row": i + 1, "move": list(r.move), "gain": list(r.gain)}
                     for i, r in enumerate(D.ROW_TABLE)],
            "upper": {"panel": state.upper_panel, "crew": _cells(state, state.upper)},
            "lower": {"panel": lower_panel, "crew": _cells(state, state.lower),
                      "bonuses": D.panel_bonuses(state.num_players, lower_panel)},
            "first_token": {"holder": state.first_token,
                            "crew_below": len(R.column_crew(state, 0)),
                            "text": msg("magnastorm.first_token_text").to_json()},
            "commanders": commanders,
            "bonus_labels": {k: D.bonus_label(k).to_json() for k in D.BONUS_LABELS},
        },
        "player_board": {
            "lab_costs": [list(c) for c in D.LAB_COSTS],
            "station_costs": [list(c) for c in D.STATION_COSTS],
            "station_reputation": D.STATION_REPUTATION,
        },
        "research_board": {
            "areas": list(R.areas(state)),
            "max_level": D.MAX_LEVEL,
            "bonuses": {a: {str(k): v for k, v in D.RESEARCH_BONUSES[a].items()}
                        for a in R.areas(state)},
            "commanders": research_cmd,
            "objectives": objectives,
        },
        "players": players,
        "turn_order": list(state.order),
        "current_pass": list(state.cycle),
        "current_pass_position": state.cycle_pos,
        "bag": dict(sorted(state.bag.items())),
        "outcome": outcome,
    }


def view(state: State, seat: int | None) -> dict[str, Any]:
    out = public_view(state)
    if seat is not None:
        p = state.players[seat]
        out["private"] = {
            "seat": seat,
            "colour": p.colour,
            "artifacts": [_artifact_words(a) for a in p.artifacts],
        }
    return out
