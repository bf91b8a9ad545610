"""Kepler-3042 (Simone Cerruti Sola, Placentia Games 2016) for 2 to 4 players.

16 rounds of exploring, colonizing and terraforming the Milky Way. The engine follows the
English rulebook; the components it does not print are designed in
:mod:`.data` with their provenance. Option ``objectives``: ``"standard"`` (default) or
``"advanced"`` (setup step 7).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.core import Event, IllegalMove, Message, Move, Outcome, rank_by_score
from games.i18n import msg, render, template
from games.notation_kit import admit, check_seat, check_shape, clean
from games.options import Option, one_of, read_options
from games.views import View, as_view

from . import data as D
from . import notation as N
from . import rules as R
from .prompts import sentence
from .state import KState
from .terms import (
    Cache,
    action_name,
    bonus_name,
    card_name,
    card_text,
    level_name,
    pname,
    tech_name,
    zone_name,
)

__all__ = ["GAME", "REASON", "SUMMARY", "Kepler3042"]

#: The rules summary in English; the bot shows ``kepler3042.summary`` in the reader's language.
SUMMARY = template("kepler3042.summary")

# Setup step 7: the standard or the advanced objectives.
OPTIONS = (Option("objectives", msg("kepler3042.option.objectives"),
                  one_of("standard", "advanced")),)

#: How the game is won (``Outcome.reason`` stays English; ``reason_message`` is worded for
#: each reader).
REASON_MESSAGE = msg("kepler3042.reason")
REASON = render(REASON_MESSAGE)


class Kepler3042:
    name = "kepler3042"
    title = "Kepler-3042"
    min_players = 2
    max_players = 4

    def setup(self, num_players: int, seed: int,
              options: Mapping[str, Any] | None = None) -> KState:
        if not self.min_players <= num_players <= self.max_players:
            # For developers: the bot checks the player count before it calls setup.
            raise ValueError(f"num_players={num_players}, expected "
                             f"{self.min_players}..{self.max_players}")
        opts = read_options(self.title, options, OPTIONS, num_players)
        kind = opts.get("objectives", "standard")
        state, _ = R.new_game(num_players, seed, kind == "advanced")
        return state

    def setup_events(self, num_players: int, seed: int,
                     options: Mapping[str, Any] | None = None) -> list[Event]:
        """The setup's events (each seat's secret objective as a private line)."""
        opts = read_options(self.title, options, OPTIONS, num_players)
        return R.new_game(num_players, seed, opts.get("objectives") == "advanced")[1]

    def to_act(self, state: KState) -> list[int]:
        return R.to_act(state)

    def legal_moves(self, state: KState, seat: int) -> list[Move]:
        return R.legal_moves(state, check_seat(state.n, seat))

    def why_illegal(self, state: KState, seat: int, move: Move) -> str | None:
        """Why ``apply`` would refuse the move, in English, or None (see :meth:`refusal`)."""
        reason = self.refusal(state, seat, move)
        return reason if reason is None or isinstance(reason, str) else render(reason)

    def refusal(self, state: KState, seat: int, move: Move) -> Message | str | None:
        """Why ``apply`` would refuse the move, or None: the notation toolkit's checks (a
        seat at the table, a move of canonical shape), the rules, then "is it one of the
        moves offered": every legal move is listed, so anything else is refused, and what
        is stored is always the canonical notation."""
        try:
            admit(state.n, seat, move)
        except IllegalMove as exc:
            return exc.msg or exc.message
        cache: Cache = {}
        reason = R.why_illegal(state, seat, move, cache)
        if reason is None and move not in R.candidates(state, seat, cache):
            reason = msg("kepler3042.no.not_listed", prompt=R.prompt(state, seat))
        return reason

    def parse_move(self, state: KState, seat: int, text: str) -> Move:
        check_seat(state.n, seat)
        return check_shape(N.parse(state, seat, clean(text)))

    def format_move(self, state: KState, move: Move) -> str:
        return N.format_move(move)

    def describe_move(self, state: KState, move: Move) -> str | Message:
        try:
            return N.describe(state, move)
        except (ValueError, KeyError, IndexError):
            return str(move)

    def apply(self, state: KState, seat: int, move: Move) -> tuple[KState, list[Event]]:
        reason = self.refusal(state, seat, move)
        if reason is not None:
            raise IllegalMove(reason)
        return R.apply(state, seat, move)

    def outcome(self, state: KState) -> Outcome | None:
        if state.phase != "over":
            return None
        scores = tuple(sum(R.score_parts(state, s).values()) for s in range(state.n))
        keys = [(scores[s], R.tiebreak(state, s)) for s in range(state.n)]
        return Outcome(scores=scores, ranking=rank_by_score(keys), reason=REASON,
                       reason_message=REASON_MESSAGE)

    def to_json(self, state: KState) -> dict[str, Any]:
        return state.to_json()

    def from_json(self, data: dict[str, Any]) -> KState:
        return KState.from_json(data)

    # ------------------------------------------------------------------------------ views
    def view(self, state: KState, seat: int | None) -> View:
        """``seat`` None is the public view; a seat not at the table raises IllegalMove."""
        if seat is None:
            return as_view(public_view(state))
        check_seat(state.n, seat)
        return as_view({**public_view(state), "private": private_view(state, seat)})


def _holding_view(h: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"planet": h.planet, "code": R.planet_code(h.planet),
                           "terraformed": h.terraformed, "cubes": list(h.cubes),
                           "output": list(R.planet_output(h))}
    if h.planet != D.EARTH:
        card = D.PLANET[h.planet]
        out.update(name=card.name, type=card.type, level=card.level,
                   terraform_cost=list(card.terraform_cost), vp=card.vp)
    else:
        out.update(name=msg("kepler3042.earth").to_json(), type="", level=0,
                   terraform_cost=[0, 0, 0], vp=0)
    return out


def public_view(state: KState) -> dict[str, Any]:
    """Everything an onlooker sees: face-down tiles, the deck and objectives only as counts."""
    acting = R.to_act(state)
    top = state.stack[-1] if state.phase == "play" and state.stack else None
    tiles = []
    for h, t in sorted(state.tiles.items()):
        entry: dict[str, Any] = {"hex": D.hex_label(h), "zone": D.ZONE_CODES[t.zone],
                                 "revealed": t.revealed}
        if t.revealed:
            entry.update(kind=t.kind, planet=t.planet, colonist=t.colonist)
            if t.kind == D.PLANET_TILE:
                card = D.PLANET[t.planet]
                entry.update(type=card.type, level=card.level, vp=card.vp)
        tiles.append(entry)
    ships = [{"hex": D.hex_label(h), "seat": s}
             for s, p in enumerate(state.players) for h in sorted(p.ships) if h >= 0]
    players = []
    for s, p in enumerate(state.players):
        players.append({
            "seat": s, "name": pname(s).to_json(), "ready": p.ready,
            "tech": list(p.tech),
            "tech_names": [level_name(t, p.tech[t]).to_json() if p.tech[t] else ""
                           for t in range(5)],
            "speed": R.speed(p),
            "store": list(p.store), "pit": list(p.pit),
            "planets": [_holding_view(h) for h in p.holdings],
            "lead": {"tech": p.lead[0], "colonial": p.lead[1]},
            "medals": {"tech": p.medals[0], "colonial": p.medals[1]},
            "action": D.ACTIONS[p.cube],
            "ships_on_map": [D.hex_label(h) for h in p.ships if h >= 0],
            "ships_in_supply": p.ships.count(-1),
            "colonies": len(R.colonies(p)), "targets": p.targets,
            "score": sum(R.score_parts(state, s, objective=False).values()),
        })
    view: dict[str, Any] = {
        "game": "kepler3042", "phase": state.phase, "round": state.round,
        "rounds": D.ROUNDS, "first": state.first, "to_act": acting,
        "decision": ("setup" if state.phase == "setup" else top.kind if top else "over"),
        "prompt": sentence(R.prompt(state)).to_json(),
        # Per acting seat, without a final stop: the bot quotes it inside a sentence.
        "prompts": {str(s): R.prompt(state, s).to_json() for s in acting},
        "map": {
            "cols": D.COLS, "rows": D.ROWS, "sol": D.hex_label(D.SOL),
            "sagittarius": D.hex_label(D.SAGITTARIUS),
            "sol_ring": [D.hex_label(h) for h in D.SOL_RING],
            "zone_limits": {"short": 6, "mid": 11},
            "stars": [{"hex": D.hex_label(s.hex), "name": s.name, "zone": D.ZONE_CODES[s.zone],
                       "min_players": s.min_players, "used": s.min_players <= state.n}
                      for s in D.STARS],
            "tiles": tiles, "ships": ships,
        },
        "players": players,
        "progress": {
            "deck": len(state.deck), "unseen": len(state.unseen),
            "card": ({"id": state.card, "name": card_name(state.card).to_json(),
                      "text": card_text(state.card).to_json()} if state.card else None),
            "medals": {"tech": state.card_medals[0], "colonial": state.card_medals[1]},
            "past": [card_name(c).to_json() for c in state.past],
        },
        "medal_spaces": {"tech": list(state.medal_spaces[0]),
                         "colonial": list(state.medal_spaces[1])},
        "turn": None,
        "scores": [pl["score"] for pl in players],
        "components": components(),
    }
    if state.phase == "play" and state.turn.seat >= 0:
        shifts, converts = R.quantum_moves_left(state, state.turn.seat)
        view["turn"] = {"seat": state.turn.seat, "stage": state.turn.stage,
                        "bonuses_used": list(state.turn.bonuses),
                        "quantum_moves_left": shifts, "quantum_converts_left": converts}
    if state.phase == "over":
        parts = [R.score_parts(state, s) for s in range(state.n)]
        totals = [sum(x.values()) for x in parts]
        # The same keys as every game's finished view: the bot's score table reads them.
        view["outcome"] = {
            "scores": totals, "reason": REASON_MESSAGE.to_json(),
            "ranking": [list(group) for group in rank_by_score(
                [(totals[s], R.tiebreak(state, s)) for s in range(state.n)])],
        }
        view["final"] = {
            "parts": parts, "scores": totals,
            "objectives": [R.objective_text(p.objective).to_json() for p in state.players],
        }
    return view


def components() -> dict[str, Any]:
    """The printed boards every player can read at the table (the Action Board, the
    Technology Board's levels and costs, the Leadership Tracks), so an image drawn from the
    view alone can show them. Built fresh each call: a view is the caller's to keep."""
    return {
        "actions": [{"code": code, "name": action_name(i).to_json(),
                     "row_bonus": D.bonuses_of(i)[0], "col_bonus": D.bonuses_of(i)[1]}
                    for i, code in enumerate(D.ACTIONS)],
        "bonus_names": {code: bonus_name(code).to_json() for code in D.BONUSES},
        "techs": [{"code": t.code, "numeral": t.numeral, "name": tech_name(i).to_json(),
                   "levels": [{"name": level_name(i, k + 1).to_json(), "cost": list(lv.cost),
                               "awards": lv.awards, "leap": lv.leap}
                              for k, lv in enumerate(t.levels)]}
                  for i, t in enumerate(D.TECHS)],
        "tracks": {code: list(track) for code, track in zip(D.TRACK_CODES, D.TRACKS,
                                                              strict=True)},
        "track_vp": list(D.TRACK_VP),
        "zones": [{"code": code, "name": zone_name(i).to_json(), "vp": vp}
                  for i, (code, vp) in enumerate(zip(D.ZONE_CODES, D.ZONE_VP, strict=True))],
    }


def private_view(state: KState, seat: int) -> dict[str, Any]:
    """A seat's own view: its secret Objective (a message: its name, text and VP), whether
    it is met now, and its score counting the Objective."""
    p = state.players[seat]
    met = R.objective_met(state, seat)
    return {"seat": seat,
            "objective": R.objective_text(p.objective).to_json(),
            "objective_met": msg("kepler3042.objective.met" if met
                                 else "kepler3042.objective.unmet").to_json(),
            "score_with_objective": sum(R.score_parts(state, seat).values())}


GAME = Kepler3042()
