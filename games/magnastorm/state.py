"""Magnastorm's game state: plain mutable dataclasses, a fast clone and JSON round trips.

The state holds everything needed to continue a game, including the PRNG's integer state.
The chain of pending decisions and automatic steps lives in ``queue`` (see flow.py): the
first entry that needs a decision names the seat to act, so a turn's many small decisions
are just queue entries.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

Task = dict[str, Any]
Cell = list[int]  # crew on one action-panel space: -1 neutral, else a seat


@dataclass
class Player:
    colour: str
    reputation: int = 0
    cubes: dict[str, int] = field(default_factory=dict)
    labs: list[bool] = field(default_factory=list)  # player-board lab slots (True = lab)
    stations: list[bool] = field(default_factory=list)  # player-board station slots
    crew: int = 0  # crew members still on the player board
    markers: int = 0  # markers still on the player board
    research: list[int] = field(default_factory=list)  # level per research area
    commanders: list[str] = field(default_factory=list)  # commander keys controlled
    objectives: list[int] = field(default_factory=list)  # objective slots fulfilled
    artifacts: list[int] = field(default_factory=list)  # collection brought to the game
    drawn: list[int] = field(default_factory=list)  # 2 artifacts drawn (advanced start)
    earned: int = 0  # artifact card earned at the end (0 = none yet)

    def clone(self) -> Player:
        return Player(self.colour, self.reputation, dict(self.cubes), list(self.labs),
                      list(self.stations), self.crew, self.markers, list(self.research),
                      list(self.commanders), list(self.objectives), list(self.artifacts),
                      list(self.drawn), self.earned)

    def to_json(self) -> dict[str, Any]:
        return {"colour": self.colour, "reputation": self.reputation,
                "cubes": dict(self.cubes), "labs": list(self.labs),
                "stations": list(self.stations), "crew": self.crew, "markers": self.markers,
                "research": list(self.research), "commanders": list(self.commanders),
                "objectives": list(self.objectives), "artifacts": list(self.artifacts),
                "drawn": list(self.drawn), "earned": self.earned}

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Player:
        return cls(d["colour"], d["reputation"], dict(d["cubes"]), list(d["labs"]),
                   list(d["stations"]), d["crew"], d["markers"], list(d["research"]),
                   list(d["commanders"]), list(d["objectives"]), list(d["artifacts"]),
                   list(d["drawn"]), d["earned"])


def _clone_task(task: Task) -> Task:
    return {k: (list(v) if isinstance(v, list) else v) for k, v in task.items()}


def _clone_panel(panel: list[list[Cell]]) -> list[list[Cell]]:
    return [[list(cell) for cell in row] for row in panel]


@dataclass
class State:
    num_players: int
    start_area: int
    rng: int
    players: list[Player]
    round: int = 1
    phase: str = "setup"  # setup, turns, admin, over
    # board
    runners: list[str] = field(default_factory=list)  # space id per seat
    labs: dict[str, list[int]] = field(default_factory=dict)  # space -> [owner, count]
    stations: dict[str, int] = field(default_factory=dict)  # transmitter id -> owner
    # action board
    upper: list[list[Cell]] = field(default_factory=list)  # [row][column]
    lower: list[list[Cell]] = field(default_factory=list)
    upper_panel: str = "x"  # which printed panel is on top ("x" or "y")
    admin: list[str] = field(default_factory=list)  # commander key per column b..
    admin_owner: list[int] = field(default_factory=list)  # -1 = nobody
    first_token: int = -1  # seat holding the first player token this round
    # research board
    research_cmd: list[str] = field(default_factory=list)  # commander key per area
    research_owner: list[int] = field(default_factory=list)
    objectives: list[str] = field(default_factory=list)  # 4 slots: 2 research, 2 sector
    ladders: list[list[int]] = field(default_factory=list)  # remaining reputation spaces
    # turn order
    order: list[int] = field(default_factory=list)  # turn order track, position 1 first
    cycle: list[int] = field(default_factory=list)  # order of the current pass of turns
    cycle_pos: int = 0
    # bag contents by colour (the draw itself is random, at draw time)
    bag: dict[str, int] = field(default_factory=dict)
    # per-turn and per-round flags
    kaysia_used: bool = False
    kimkin_used: list[bool] = field(default_factory=list)
    # pending decisions and automatic steps
    queue: list[Task] = field(default_factory=list)
    end_triggered: bool = False
    end_reason: str = ""
    start_used: list[str] = field(default_factory=list)  # start columns / areas taken

    def clone(self) -> State:
        return State(
            self.num_players, self.start_area, self.rng,
            [p.clone() for p in self.players], self.round, self.phase,
            list(self.runners), {k: list(v) for k, v in self.labs.items()},
            dict(self.stations), _clone_panel(self.upper), _clone_panel(self.lower),
            self.upper_panel, list(self.admin), list(self.admin_owner), self.first_token,
            list(self.research_cmd), list(self.research_owner), list(self.objectives),
            [list(x) for x in self.ladders], list(self.order), list(self.cycle),
            self.cycle_pos, dict(self.bag), self.kaysia_used, list(self.kimkin_used),
            [_clone_task(t) for t in self.queue], self.end_triggered, self.end_reason,
            list(self.start_used),
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "num_players": self.num_players, "start_area": self.start_area, "rng": self.rng,
            "players": [p.to_json() for p in self.players], "round": self.round,
            "phase": self.phase, "runners": list(self.runners),
            "labs": {k: list(v) for k, v in self.labs.items()},
            "stations": dict(self.stations), "upper": _clone_panel(self.upper),
            "lower": _clone_panel(self.lower), "upper_panel": self.upper_panel,
            "admin": list(self.admin), "admin_owner": list(self.admin_owner),
            "first_token": self.first_token, "research_cmd": list(self.research_cmd),
            "research_owner": list(self.research_owner),
            "objectives": list(self.objectives), "ladders": [list(x) for x in self.ladders],
            "order": list(self.order), "cycle": list(self.cycle),
            "cycle_pos": self.cycle_pos, "bag": dict(self.bag),
            "kaysia_used": self.kaysia_used, "kimkin_used": list(self.kimkin_used),
            "queue": [_clone_task(t) for t in self.queue],
            "end_triggered": self.end_triggered, "end_reason": self.end_reason,
            "start_used": list(self.start_used),
        }

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> State:
        return cls(
            d["num_players"], d["start_area"], d["rng"],
            [Player.from_json(p) for p in d["players"]], d["round"], d["phase"],
            list(d["runners"]), {k: list(v) for k, v in d["labs"].items()},
            {k: int(v) for k, v in d["stations"].items()}, _clone_panel(d["upper"]),
            _clone_panel(d["lower"]), d["upper_panel"], list(d["admin"]),
            list(d["admin_owner"]), d["first_token"], list(d["research_cmd"]),
            list(d["research_owner"]), list(d["objectives"]),
            [list(x) for x in d["ladders"]], list(d["order"]), list(d["cycle"]),
            d["cycle_pos"], dict(d["bag"]), d["kaysia_used"], list(d["kimkin_used"]),
            [_clone_task(t) for t in d["queue"]], d["end_triggered"], d["end_reason"],
            list(d["start_used"]),
        )
