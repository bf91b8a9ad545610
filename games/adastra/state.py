"""The state of an Ad Astra game: plain dataclasses, cheap to clone, JSON round-trippable.

Seats are numbered clockwise from 0; "the player to the left" is the next seat. Planets are
identified by their system code and a 1-based slot (``LY3``, ``SOL1``), which is also how the
notation names them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from games.adastra.data import RESOURCES


@dataclass(slots=True)
class Planet:
    id: str
    system: str
    kind: str
    face_up: bool
    owner: int | None = None  # the one seat with pawns here (the rules allow only one)
    ships: int = 0
    building: str = ""  # "", "colony" or "factory"
    terraformed: bool = False

    def clone(self) -> Planet:
        return Planet(self.id, self.system, self.kind, self.face_up, self.owner, self.ships,
                      self.building, self.terraformed)

    def has_pawns(self) -> bool:
        return self.ships > 0 or bool(self.building) or self.terraformed

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "system": self.system, "kind": self.kind,
                "face_up": self.face_up, "owner": self.owner, "ships": self.ships,
                "building": self.building, "terraformed": self.terraformed}

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Planet:
        return cls(d["id"], d["system"], d["kind"], d["face_up"], d["owner"], d["ships"],
                   d["building"], d["terraformed"])


@dataclass
class Player:
    faction: str
    resources: dict[str, int]
    hand: list[str]  # action cards in hand
    set_aside: list[str] = field(default_factory=list)  # scoring cards waiting for all three
    artifacts: list[str] = field(default_factory=list)
    deep_ships: int = 0
    score: int = 0
    known: list[str] = field(default_factory=list)  # face-down planets this player looked at

    def clone(self) -> Player:
        return Player(self.faction, dict(self.resources), list(self.hand), list(self.set_aside),
                      list(self.artifacts), self.deep_ships, self.score, list(self.known))

    def cards(self) -> int:
        return sum(self.resources.values())

    def to_json(self) -> dict[str, Any]:
        return {"faction": self.faction, "resources": dict(self.resources),
                "hand": list(self.hand), "set_aside": list(self.set_aside),
                "artifacts": list(self.artifacts), "deep_ships": self.deep_ships,
                "score": self.score, "known": list(self.known)}

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Player:
        return cls(d["faction"], {r: int(d["resources"][r]) for r in RESOURCES}, list(d["hand"]),
                   list(d["set_aside"]), list(d["artifacts"]), d["deep_ships"], d["score"],
                   list(d["known"]))


@dataclass(frozen=True)
class Placement:
    """An action card on a planning-board space. Never changed once put down (revealing the
    card puts down a revealed copy), so clones of a state share their placements."""

    seat: int
    card: str
    revealed: bool = False

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "card": self.card, "revealed": self.revealed}


@dataclass
class Landing:
    """A starship that entered a system and must now land on one of its planets."""

    seat: int
    origin: str  # "deep" or a planet id
    system: str


@dataclass
class Offer:
    """A trade the card's owner proposed; resources are bundles such as ``"WWF"``."""

    target: int
    give: str
    get: str


@dataclass
class Resolution:
    """The revealed action card being carried out.

    ``queue`` holds ``(seat, mode)`` pairs in the order the rulebook lets players act; the
    head decides now. Modes: ``produce``, ``score`` (the owner's choice), ``move1``/``build1``
    (one starship or item), ``moveall``/``buildall`` (the owner's "any number"), ``trade``,
    ``discard`` (Identical/Different resources scoring).
    """

    space: int
    owner: int
    card: str
    queue: list[tuple[int, str]]
    choice: str = ""
    moved: list[str] = field(default_factory=list)  # where the owner's moved ships now are
    landing: Landing | None = None
    offer: Offer | None = None
    discarded: dict[int, int] = field(default_factory=dict)

    def clone(self) -> Resolution:
        return Resolution(
            self.space, self.owner, self.card, list(self.queue), self.choice, list(self.moved),
            None if self.landing is None else Landing(self.landing.seat, self.landing.origin,
                                                      self.landing.system),
            None if self.offer is None else Offer(self.offer.target, self.offer.give,
                                                  self.offer.get),
            dict(self.discarded),
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "space": self.space, "owner": self.owner, "card": self.card,
            "queue": [[s, m] for s, m in self.queue], "choice": self.choice,
            "moved": list(self.moved),
            "landing": None if self.landing is None else {
                "seat": self.landing.seat, "origin": self.landing.origin,
                "system": self.landing.system},
            "offer": None if self.offer is None else {
                "target": self.offer.target, "give": self.offer.give, "get": self.offer.get},
            "discarded": {str(k): v for k, v in self.discarded.items()},
        }

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Resolution:
        landing = d["landing"]
        offer = d["offer"]
        return cls(
            d["space"], d["owner"], d["card"], [(int(s), str(m)) for s, m in d["queue"]],
            d["choice"], list(d["moved"]),
            None if landing is None else Landing(landing["seat"], landing["origin"],
                                                 landing["system"]),
            None if offer is None else Offer(offer["target"], offer["give"], offer["get"]),
            {int(k): int(v) for k, v in d["discarded"].items()},
        )


@dataclass
class State:
    num_players: int
    options: dict[str, Any]
    rng: int
    players: list[Player]
    planets: list[Planet]
    bank: dict[str, int]
    artifact_deck: list[str]
    first: int
    round: int = 0
    phase: str = "planning"  # planning, action, discard, over
    board: list[Placement | None] = field(default_factory=list)
    planner: int = 0
    space: int = -1  # index of the revealed space during the action phase
    action: Resolution | None = None
    ending: str = ""  # why the game ends after this round, once triggered
    _index: dict[str, int] | None = field(default=None, repr=False, compare=False)
    #: The planets this state alone holds (None: all of them), see :meth:`planet`.
    _owned: set[int] | None = field(default=None, repr=False, compare=False)

    def clone(self) -> State:
        """A copy that shares its planets with this state until either changes one.

        A move changes one to three planets of the forty or so, and the AI clones a state
        for every move it weighs, so the planets are copied on change (:meth:`planet`)
        rather than on clone."""
        self._owned = set()
        return State(
            self.num_players, self.options, self.rng, [p.clone() for p in self.players],
            list(self.planets), dict(self.bank), list(self.artifact_deck),
            self.first, self.round, self.phase,
            list(self.board),  # placements never change: a reveal puts a new one down
            self.planner, self.space, None if self.action is None else self.action.clone(),
            self.ending, self._index, set(),
        )

    def planet(self, pid: str) -> Planet:
        """The planet ``pid``, this state's own to change.

        Every change to a planet goes through here: a planet still shared with a clone is
        copied first, so changing it never reaches the other state. Reading every planet
        (:attr:`planets`) copies nothing; changing one found that way is a bug."""
        if self._index is None:
            self._index = {p.id: i for i, p in enumerate(self.planets)}
        i = self._index[pid]
        owned = self._owned
        if owned is not None and i not in owned:
            self.planets[i] = self.planets[i].clone()
            owned.add(i)
        return self.planets[i]

    def has_planet(self, pid: str) -> bool:
        if self._index is None:
            self._index = {p.id: i for i, p in enumerate(self.planets)}
        return pid in self._index

    def system_planets(self, system: str) -> list[Planet]:
        return [p for p in self.planets if p.system == system]

    def to_json(self) -> dict[str, Any]:
        return {
            "num_players": self.num_players, "options": dict(self.options), "rng": self.rng,
            "players": [p.to_json() for p in self.players],
            "planets": [p.to_json() for p in self.planets], "bank": dict(self.bank),
            "artifact_deck": list(self.artifact_deck), "first": self.first,
            "round": self.round, "phase": self.phase,
            "board": [None if b is None else b.to_json() for b in self.board],
            "planner": self.planner, "space": self.space,
            "action": None if self.action is None else self.action.to_json(),
            "ending": self.ending,
        }

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> State:
        return cls(
            d["num_players"], dict(d["options"]), int(d["rng"]),
            [Player.from_json(p) for p in d["players"]],
            [Planet.from_json(p) for p in d["planets"]],
            {r: int(d["bank"][r]) for r in RESOURCES}, list(d["artifact_deck"]), d["first"],
            d["round"], d["phase"],
            [None if b is None else Placement(b["seat"], b["card"], b["revealed"])
             for b in d["board"]],
            d["planner"], d["space"],
            None if d["action"] is None else Resolution.from_json(d["action"]), d["ending"],
        )
