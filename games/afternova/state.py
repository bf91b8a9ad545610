"""The state of an Afternova game: plain dataclasses, cheap to clone, JSON round-trippable.

Seats are numbered from 0 in turn order (seat 0 is the first player); the notation and the
messages call them "player 1", "player 2"... In the two-player game the simulated Bot plays
first, before seat 0 (rulebook, "Variante à 2 joueurs": "Le Bot est le premier joueur"), and
``State.current == BOT`` during its turn.

Cards are strings (``H7`` a Hired Paw, ``P12`` a Project, ``L3`` a Planet, ``S4`` a
Starship); fragments are colour letters (``p g k w o``). The bag has no order, so it is kept
as counts and a draw picks a random fragment with the game's PRNG; decks are lists whose end
is the top.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from games.afternova.data import COLOURS


def _cards(cards: list[str]) -> str:
    """Card lists are stored as one space-separated string (compact snapshots)."""
    return " ".join(cards)


def _uncards(text: str) -> list[str]:
    return text.split()

#: The Bot's seat number in ``State.current``, ``Draft`` targets and turn order.
BOT = -1

# Phases (``State.phase``):
TURN = "turn"  # the active player chooses Trade or prepares an Extraction (the draft)
ANSWER = "answer"  # the named helpers accept or decline the proposal
OVERFLOW = "overflow"  # participants over their storage discard fragments
TRADE = "trade"  # the active player takes cards from the market
LIMIT = "limit"  # the active player discards down to the hand limit during a Trade
COMPLETE = "complete"  # end of turn: every player able to may complete Projects
OVER = "over"


@dataclass
class Player:
    paws: list[str]  # Hired Paws in hand
    projects: list[str]  # Projects in hand
    storage: list[str]  # fragments, kept sorted in colour order
    ship: str
    completed: list[str] = field(default_factory=list)  # completed Projects, in order
    completed_turn: list[int] = field(default_factory=list)  # the turn each was completed
    shown: list[str] = field(default_factory=list)  # hand cards shown to the table

    def clone(self) -> Player:
        return Player(list(self.paws), list(self.projects), list(self.storage), self.ship,
                      list(self.completed), list(self.completed_turn), list(self.shown))

    def hand_size(self) -> int:
        return len(self.paws) + len(self.projects)

    def to_json(self) -> dict[str, Any]:
        return {"paws": _cards(self.paws), "projects": _cards(self.projects),
                "storage": "".join(self.storage), "ship": self.ship,
                "completed": _cards(self.completed), "completed_turn": list(self.completed_turn),
                "shown": _cards(self.shown)}

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Player:
        return cls(_uncards(d["paws"]), _uncards(d["projects"]), list(d["storage"]), d["ship"],
                   _uncards(d["completed"]), [int(t) for t in d["completed_turn"]],
                   _uncards(d["shown"]))


@dataclass
class Bot:
    """The simulated third player of the two-player game."""

    row: list[str]  # its face-up Projects, left to right
    placed: list[str]  # fragments covering symbols of each row Project (parallel to row)
    storage: list[str]
    ship: str  # face down: nobody sees its objective until the end
    scored: list[str] = field(default_factory=list)  # completed row Projects (face up)
    scored_hidden: list[str] = field(default_factory=list)  # scored from the deck, face down

    def clone(self) -> Bot:
        return Bot(list(self.row), list(self.placed), list(self.storage), self.ship,
                   list(self.scored), list(self.scored_hidden))

    def count(self) -> int:
        return len(self.scored) + len(self.scored_hidden)

    def to_json(self) -> dict[str, Any]:
        return {"row": _cards(self.row), "placed": list(self.placed),
                "storage": "".join(self.storage), "ship": self.ship,
                "scored": _cards(self.scored), "scored_hidden": _cards(self.scored_hidden)}

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Bot:
        return cls(_uncards(d["row"]), list(d["placed"]), list(d["storage"]), d["ship"],
                   _uncards(d["scored"]), _uncards(d["scored_hidden"]))


@dataclass
class Draft:
    """An Extraction being prepared by the active player, then proposed to its helpers.

    ``asks`` are skill units requested from helpers (``(seat, skill)``, one per icon),
    ``bot`` the skill units the Bot provides, ``shares`` the planet fragments that go to
    someone other than the active player (``(seat or BOT, colour)``), ``pays`` the stored
    fragments that change hands (``(from, to, colour)``). ``accepted`` holds the Paws each
    helper committed when accepting (private to that helper until the extraction happens).
    """

    planet: int  # position in the planet row, 0-based
    plays: list[str] = field(default_factory=list)
    asks: list[tuple[int, str]] = field(default_factory=list)
    bot: list[str] = field(default_factory=list)
    shares: list[tuple[int, str]] = field(default_factory=list)
    pays: list[tuple[int, int, str]] = field(default_factory=list)
    proposed: bool = False
    accepted: dict[int, list[str]] = field(default_factory=dict)
    # Derived values (helpers, skills supplied) cached between edits; never serialized.
    memo: dict[Any, Any] = field(default_factory=dict, compare=False, repr=False)

    def clone(self) -> Draft:
        return Draft(self.planet, list(self.plays), list(self.asks), list(self.bot),
                     list(self.shares), list(self.pays), self.proposed,
                     {k: list(v) for k, v in self.accepted.items()})

    def helpers(self) -> list[int]:
        found: list[int] | None = self.memo.get("helpers")
        if found is None:
            found = self.memo["helpers"] = sorted({s for s, _ in self.asks})
        return found

    def edited(self) -> None:
        """Forget derived values after a change of plays, asks, help or shares."""
        self.memo.clear()

    def to_json(self) -> dict[str, Any]:
        return {"planet": self.planet, "plays": list(self.plays),
                "asks": [[s, k] for s, k in self.asks], "bot": list(self.bot),
                "shares": [[s, c] for s, c in self.shares],
                "pays": [[a, b, c] for a, b, c in self.pays], "proposed": self.proposed,
                "accepted": {str(k): list(v) for k, v in self.accepted.items()}}

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Draft:
        return cls(int(d["planet"]), list(d["plays"]),
                   [(int(s), str(k)) for s, k in d["asks"]], list(d["bot"]),
                   [(int(s), str(c)) for s, c in d["shares"]],
                   [(int(a), int(b), str(c)) for a, b, c in d["pays"]], bool(d["proposed"]),
                   {int(k): list(v) for k, v in d["accepted"].items()})


@dataclass
class State:
    num_players: int
    rng: int
    players: list[Player]
    bot: Bot | None
    order: list[int]  # turn order, BOT first in the two-player game
    paw_deck: list[str]
    paw_discard: list[str]
    project_deck: list[str]
    project_discard: list[str]
    planet_deck: list[str]
    planet_discard: list[str]
    market_paws: list[str]
    market_projects: list[str]
    planets: list[str]  # the planet row
    planet_fragments: list[list[str]]  # fragments on each planet of the row
    bag: dict[str, int]  # stored as counts in colour order
    discard: dict[str, int]  # fragment discard, likewise
    turn: int = 1  # turns played so far + 1 (every turn, the Bot's included)
    current: int = 0  # whose turn (a seat, or BOT)
    phase: str = TURN
    draft: Draft | None = None
    proposals: int = 0  # proposals sent this turn
    taken: int = 0  # cards taken in the current Trade
    cleared: str = ""  # the market row cleared in the current Trade ("paws"/"projects")
    done: list[int] = field(default_factory=list)  # seats finished completing this turn
    ended: bool = False  # someone (or the Bot) completed a 6th Project

    def clone(self) -> State:
        return State(
            self.num_players, self.rng, [p.clone() for p in self.players],
            self.bot.clone() if self.bot else None, list(self.order),
            list(self.paw_deck), list(self.paw_discard), list(self.project_deck),
            list(self.project_discard), list(self.planet_deck), list(self.planet_discard),
            list(self.market_paws), list(self.market_projects), list(self.planets),
            [list(f) for f in self.planet_fragments], dict(self.bag), dict(self.discard),
            self.turn, self.current, self.phase,
            self.draft.clone() if self.draft else None, self.proposals, self.taken,
            self.cleared, list(self.done), self.ended,
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "num_players": self.num_players, "rng": self.rng,
            "players": [p.to_json() for p in self.players],
            "bot": self.bot.to_json() if self.bot else None, "order": list(self.order),
            "paw_deck": _cards(self.paw_deck), "paw_discard": _cards(self.paw_discard),
            "project_deck": _cards(self.project_deck),
            "project_discard": _cards(self.project_discard),
            "planet_deck": _cards(self.planet_deck),
            "planet_discard": _cards(self.planet_discard),
            "market_paws": _cards(self.market_paws),
            "market_projects": _cards(self.market_projects), "planets": _cards(self.planets),
            "planet_fragments": ["".join(f) for f in self.planet_fragments],
            "bag": [self.bag[c] for c in COLOURS],
            "discard": [self.discard[c] for c in COLOURS],
            "turn": self.turn, "current": self.current, "phase": self.phase,
            "draft": self.draft.to_json() if self.draft else None,
            "proposals": self.proposals, "taken": self.taken, "cleared": self.cleared,
            "done": list(self.done), "ended": self.ended,
        }

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> State:
        return cls(
            int(d["num_players"]), int(d["rng"]), [Player.from_json(p) for p in d["players"]],
            Bot.from_json(d["bot"]) if d["bot"] else None, [int(s) for s in d["order"]],
            _uncards(d["paw_deck"]), _uncards(d["paw_discard"]), _uncards(d["project_deck"]),
            _uncards(d["project_discard"]), _uncards(d["planet_deck"]),
            _uncards(d["planet_discard"]), _uncards(d["market_paws"]),
            _uncards(d["market_projects"]), _uncards(d["planets"]),
            [list(f) for f in d["planet_fragments"]],
            dict(zip(COLOURS, map(int, d["bag"]), strict=True)),
            dict(zip(COLOURS, map(int, d["discard"]), strict=True)),
            int(d["turn"]), int(d["current"]), str(d["phase"]),
            Draft.from_json(d["draft"]) if d["draft"] else None, int(d["proposals"]),
            int(d["taken"]), str(d["cleared"]), [int(s) for s in d["done"]], bool(d["ended"]),
        )
