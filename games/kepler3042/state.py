"""The mutable state of a Kepler-3042 game, with a fast ``clone`` and plain-JSON round trip.

A turn is a chain of decisions kept on a *stack of frames*: the top frame says who decides
what (the turn menu, which planet to spend from, where a new Starship goes...). Frames whose
kind starts with ``"@"`` are bookkeeping steps the engine runs by itself when they reach the
top (start a turn, resolve a progress card for one seat, award medals, start the next round).
Frame data holds only ints, strings and lists of ints so cloning and JSON stay cheap.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class Holding:
    """A planet card in front of a player (planet 0 is the Earth card)."""

    planet: int
    terraformed: bool
    cubes: list[int]  # [Matter, Energy, Antimatter]

    def clone(self) -> Holding:
        return Holding(self.planet, self.terraformed, self.cubes[:])


@dataclass
class Player:
    tech: list[int]
    store: list[int]  # Resources Storage
    pit: list[int]  # Clausius' Pit
    holdings: list[Holding]
    lead: list[int]  # marker positions: [Technological, Colonial]
    medals: list[int]  # [Technological, Colonial]
    objective: int
    targets: int  # Colonial Targets reached
    cube: int  # action space of the Action Cube
    ships: list[int]  # hex of each of the 3 Starships, -1 in the supply
    ready: bool  # setup: the two free advances are chosen

    def clone(self) -> Player:
        return Player(self.tech[:], self.store[:], self.pit[:],
                      [h.clone() for h in self.holdings], self.lead[:], self.medals[:],
                      self.objective, self.targets, self.cube, self.ships[:], self.ready)

    def holding(self, planet: int) -> Holding | None:
        for h in self.holdings:
            if h.planet == planet:
                return h
        return None


@dataclass
class Tile:
    """A Celestial Body tile on the map."""

    kind: str  # "planet" | "mine" | "target"
    planet: int  # planet number for planet tiles, 0 otherwise
    zone: int  # zone of the star it orbits
    revealed: bool
    colonist: int = -1  # seat whose Nation marker is on it

    def clone(self) -> Tile:
        return Tile(self.kind, self.planet, self.zone, self.revealed, self.colonist)


@dataclass
class Frame:
    """One pending decision (or bookkeeping step) on the stack."""

    kind: str
    seat: int
    data: dict[str, Any] = field(default_factory=dict)

    def clone(self) -> Frame:
        return Frame(self.kind, self.seat,
                     {k: (v[:] if isinstance(v, list) else v) for k, v in self.data.items()})


@dataclass
class Turn:
    """What the current seat has used up during its Individual Turn."""

    seat: int = -1
    stage: int = 0  # 0 main action, 1 bonus actions, 2 move, 3 withdraw
    bonuses: list[str] = field(default_factory=list)
    burns: int = 0
    converts: int = 0
    shifts: int = 0
    moved: list[int] = field(default_factory=lambda: [0, 0, 0])  # hexes moved in step 2c

    def clone(self) -> Turn:
        return Turn(self.seat, self.stage, self.bonuses[:], self.burns, self.converts,
                    self.shifts, self.moved[:])


@dataclass
class KState:
    n: int
    rng: int
    advanced: bool
    phase: str  # "setup" | "play" | "over"
    round: int
    first: int
    players: list[Player]
    tiles: dict[int, Tile]
    medal_spaces: list[list[int]]  # per track, positions still holding a Medal
    deck: list[int]  # face-down Progress cards, top first (hidden order)
    unseen: list[int]  # the 2 cards removed unseen
    card: int  # the revealed Progress card, 0 if none
    card_medals: list[int]  # Medals on the revealed card: [Technological, Colonial]
    past: list[int]  # resolved Progress cards
    stack: list[Frame]
    turn: Turn

    def clone(self) -> KState:
        return KState(self.n, self.rng, self.advanced, self.phase, self.round, self.first,
                      [p.clone() for p in self.players],
                      {h: t.clone() for h, t in self.tiles.items()},
                      [m[:] for m in self.medal_spaces], self.deck[:], self.unseen[:],
                      self.card, self.card_medals[:], self.past[:],
                      [f.clone() for f in self.stack], self.turn.clone())

    # ---------------------------------------------------------------- JSON
    def to_json(self) -> dict[str, Any]:
        return {
            "n": self.n, "rng": self.rng, "advanced": self.advanced, "phase": self.phase,
            "round": self.round, "first": self.first,
            "players": [{
                "tech": p.tech, "store": p.store, "pit": p.pit,
                "holdings": [[h.planet, h.terraformed, h.cubes] for h in p.holdings],
                "lead": p.lead, "medals": p.medals, "objective": p.objective,
                "targets": p.targets, "cube": p.cube, "ships": p.ships, "ready": p.ready,
            } for p in self.players],
            "tiles": [[h, t.kind, t.planet, t.zone, t.revealed, t.colonist]
                      for h, t in sorted(self.tiles.items())],
            "medal_spaces": self.medal_spaces, "deck": self.deck, "unseen": self.unseen,
            "card": self.card, "card_medals": self.card_medals, "past": self.past,
            "stack": [{"kind": f.kind, "seat": f.seat, "data": f.data} for f in self.stack],
            "turn": {"seat": self.turn.seat, "stage": self.turn.stage,
                     "bonuses": self.turn.bonuses, "burns": self.turn.burns,
                     "converts": self.turn.converts, "shifts": self.turn.shifts,
                     "moved": self.turn.moved},
        }

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> KState:
        players = [Player(list(p["tech"]), list(p["store"]), list(p["pit"]),
                          [Holding(int(h[0]), bool(h[1]), list(h[2])) for h in p["holdings"]],
                          list(p["lead"]), list(p["medals"]), int(p["objective"]),
                          int(p["targets"]), int(p["cube"]), list(p["ships"]), bool(p["ready"]))
                   for p in d["players"]]
        tiles = {int(t[0]): Tile(str(t[1]), int(t[2]), int(t[3]), bool(t[4]), int(t[5]))
                 for t in d["tiles"]}
        stack = [Frame(str(f["kind"]), int(f["seat"]),
                       {str(k): (list(v) if isinstance(v, list) else v)
                        for k, v in f["data"].items()}) for f in d["stack"]]
        t = d["turn"]
        turn = Turn(int(t["seat"]), int(t["stage"]), list(t["bonuses"]), int(t["burns"]),
                    int(t["converts"]), int(t["shifts"]), list(t["moved"]))
        return cls(int(d["n"]), int(d["rng"]), bool(d["advanced"]), str(d["phase"]),
                   int(d["round"]), int(d["first"]), players, tiles,
                   [list(m) for m in d["medal_spaces"]], list(d["deck"]), list(d["unseen"]),
                   int(d["card"]), list(d["card_medals"]), list(d["past"]), stack, turn)
