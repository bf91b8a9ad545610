"""Magnastorm's components: map, panels, tracks, commanders, objectives, artifacts.

The English rulebook shows the board and most cards only as
pictures, so much of this file is *designed here* within everything its text and worked
examples state. Every constant says where it comes from: "rulebook" with the section, or
"designed here" with the reason it fits. :data:`PROVENANCE` collects the same for tools.

Names used throughout the engine:

- research areas ``green``, ``red``, ``blue`` (both sides) and ``cyan`` (4-player side);
- CreditCube colours ``yellow`` (neutral) and the player colours; ``black`` only in the bag;
- sectors 0..5 clockwise starting with the lower-left one (shown to players as 1..6);
- action-panel spaces ``<column><row>``: columns ``a`` (first player token) to ``e``,
  rows 1 (top) to 5.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from games.i18n import Message, msg, render

# ---------------------------------------------------------------------------------------
# Colours
# ---------------------------------------------------------------------------------------

#: Player colours in seat order. Rulebook, "Starting positions" examples use grey, purple,
#: pink and orange federations; the seat order is designed here.
PLAYER_COLOURS: tuple[str, ...] = ("grey", "purple", "pink", "orange")
YELLOW = "yellow"
BLACK = "black"
#: "own" in a cost or gain means the acting player's colour (rulebook, "Perform an action
#: on the lower action panel": "Black always stands for your own player color!").
OWN = "own"
#: A cube of any participating player colour, never yellow (rulebook, lab bonuses: "1
#: CreditCube in any player color (no yellow one!)").
ANY = "any"

#: Research areas (rulebook, artifact bonuses name green, red and blue; the 4-player side
#: needs a fourth area because it has four research commanders: the fourth colour, cyan,
#: is designed here).
AREAS_23: tuple[str, ...] = ("green", "red", "blue")
AREAS_4: tuple[str, ...] = ("green", "red", "blue", "cyan")
WHITE = "white"  # a white space lets the player choose the area (rulebook, "Turtle labs").


def areas_for(num_players: int) -> tuple[str, ...]:
    return AREAS_4 if num_players == 4 else AREAS_23


# ---------------------------------------------------------------------------------------
# Thresholds and counts (rulebook)
# ---------------------------------------------------------------------------------------

#: Reputation that triggers the end (rulebook, "Game end and winner").
END_REPUTATION: dict[int, int] = {2: 25, 3: 23, 4: 27}
LAST_ROUND = 4  # rulebook, "Game end and winner": "the game ends after 4 rounds".
LABS_PER_PLAYER = 10  # rulebook, "Components in each of the 4 player colors".
CREW_PER_PLAYER = 5  # rulebook, same section.
STATIONS_PER_PLAYER = 3  # rulebook, same section.
MARKERS_ON_BOARD = 8  # rulebook, "Game setup player" M: 8 markers on the player board.
START_CUBES = 2  # rulebook, "Game setup player" M: "Take 2 of the CreditCubes in your color".
NEUTRAL_PER_COLUMN = 3  # rulebook, "Game setup general" G.
#: Bag contents (rulebook, "Game setup general" K): 25 black, 3 yellow, 3 of each player.
BAG_BLACK = 25
BAG_PER_COLOUR = 3

# ---------------------------------------------------------------------------------------
# Action board and panels
# ---------------------------------------------------------------------------------------

COLUMNS_ALL = "abcde"
ROWS = 5


def columns_for(num_players: int) -> str:
    """Rulebook, setup D-G: the first player token plus 3 (2/3 players) or 4 commanders."""
    return COLUMNS_ALL if num_players == 4 else COLUMNS_ALL[:4]


@dataclass(frozen=True)
class Row:
    """One row of the action board's left display (rulebook, "Perform an action...").

    ``move`` is the red display (cost of moving the scout runner), ``gain`` the green one
    (CreditCubes received). Designed here: the rulebook's example fixes one row ("Purple
    pays 1 own CreditCube" / "gets 1 yellow and 1 of their own"), here row 2; the other rows
    trade a cheaper move against a poorer gain so every row is a real choice.
    """

    move: tuple[str, ...]
    gain: tuple[str, ...]


ROW_TABLE: tuple[Row, ...] = (
    Row(move=(), gain=(YELLOW,)),
    Row(move=(OWN,), gain=(YELLOW, OWN)),  # the rulebook's example row
    Row(move=(YELLOW,), gain=(OWN, OWN)),
    Row(move=(OWN, YELLOW), gain=(YELLOW, YELLOW, OWN)),
    Row(move=(YELLOW, YELLOW), gain=(OWN, YELLOW, YELLOW)),
)

# Bonus space kinds (rulebook, "Bonus spaces"):
B_CREW = "crew"  # place a crew member from your board (actions A and B)
B_TURN = "turn"  # advance 1 on the turn order track (A and B, 4-player game only)
B_RANGE = "range"  # move up to 2 areas (A only)
B_LAB = "extralab"  # drop an additional lab on the same space (A only)
B_BAG = "bag"  # draw 1 CreditCube from the bag (B only)
# plus "research:<area>" (A and B)

#: Bonus spaces of the two action panels ("x" starts as the upper panel, "y" as the lower
#: one). Designed here: the rulebook lists the kinds and which action each serves but shows
#: their places only in pictures; each panel gets one of every kind, spread over rows and
#: columns so that no row or column is dominated; the turn-order bonus exists only on the
#: 4-player side as the rulebook says.
PANEL_BONUSES: dict[int, dict[str, dict[str, str]]] = {
    3: {
        "x": {"b1": B_RANGE, "a2": "research:red", "d2": B_BAG, "c3": B_LAB,
              "b4": B_CREW, "d4": "research:green", "a5": "research:blue"},
        "y": {"c1": B_LAB, "b2": "research:blue", "a3": B_BAG, "d3": B_RANGE,
              "c4": "research:green", "b5": B_CREW, "d5": "research:red"},
    },
    4: {
        "x": {"b1": B_RANGE, "e1": "research:cyan", "a2": "research:red", "d2": B_BAG,
              "c3": B_LAB, "e3": B_TURN, "b4": B_CREW, "d4": "research:green",
              "a5": "research:blue"},
        "y": {"c1": B_LAB, "a1": B_TURN, "b2": "research:blue", "e2": B_RANGE,
              "a3": B_BAG, "d3": "research:cyan", "c4": "research:green", "e4": B_CREW,
              "b5": "research:red"},
    },
}


#: The bonus space kinds; their player-facing names are :func:`bonus_label`'s.
BONUS_LABELS: tuple[str, ...] = (B_CREW, B_TURN, B_RANGE, B_LAB, B_BAG, "research:green",
                                 "research:red", "research:blue", "research:cyan")


def bonus_label(kind: str) -> Message:
    """The player-facing name of a bonus space kind ("move up to 2 areas")."""
    return msg("magnastorm.bonus." + kind.replace(":", "_"))


def panel_bonuses(num_players: int, panel: str) -> dict[str, str]:
    return PANEL_BONUSES[4 if num_players == 4 else 3][panel]


A_ONLY = {B_RANGE, B_LAB}
B_ONLY = {B_BAG}

# ---------------------------------------------------------------------------------------
# Player board
# ---------------------------------------------------------------------------------------

#: Turtle lab slots, left to right. Rulebook, "Turtle labs": the first 2 are free; the
#: example "The cost to place the turtle lab is 1 CreditCube of their own player color"
#: fixes the third. The rest are designed here, rising slowly so that the tenth lab costs
#: about as much as a good action.
LAB_COSTS: tuple[tuple[str, ...], ...] = (
    (), (), (OWN,), (YELLOW,), (OWN,), (OWN, YELLOW), (YELLOW, YELLOW), (OWN, OWN),
    (OWN, YELLOW, YELLOW), (OWN, OWN, YELLOW),
)

#: Transmitter station slots, top to bottom. Rulebook, "Transmitter stations": "They must
#: pay 1 CreditCube of their player color to place the upper transmitter station". The
#: other two are designed here (dearer, as each station is worth 2 reputation).
STATION_COSTS: tuple[tuple[str, ...], ...] = ((OWN,), (OWN, YELLOW), (OWN, OWN, YELLOW))
STATION_REPUTATION = 2  # rulebook, "Transmitter stations": "immediately gain 2 reputation".

# ---------------------------------------------------------------------------------------
# Research tracks
# ---------------------------------------------------------------------------------------

MAX_LEVEL = 12
#: Level bonuses per research area (designed here). The rulebook names the bonus kinds
#: ("1 CreditCube in your own color, 1 yellow, 1 in any player color, 2 or 3 drawn from the
#: bag, place 1 of your own crew members") and its example puts an "any colour" bonus on
#: the red track; a deep objective asks to go down 10 levels, so tracks reach 12. Bonuses
#: sit on even levels, richer higher up, and each area orders them differently.
RESEARCH_BONUSES: dict[str, dict[int, str]] = {
    "green": {2: OWN, 4: YELLOW, 6: "bag2", 8: B_CREW, 10: ANY, 12: "bag3"},
    "red": {2: ANY, 4: OWN, 6: B_CREW, 8: "bag2", 10: OWN, 12: "bag3"},
    "blue": {2: YELLOW, 4: "bag2", 6: OWN, 8: ANY, 10: B_CREW, 12: "bag3"},
    "cyan": {2: OWN, 4: B_CREW, 6: ANY, 8: YELLOW, 10: "bag2", 12: "bag3"},
}

# ---------------------------------------------------------------------------------------
# Objectives
# ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Objective:
    """An objective card. ``kind`` is "research" or "sector"; the card text is the
    catalogue's ``magnastorm.objective.<id>``."""

    id: str
    kind: str

    @property
    def message(self) -> Message:
        return msg(f"magnastorm.objective.{self.id}")

    @property
    def text(self) -> str:
        """The card text in English."""
        return render(self.message)


#: Rulebook, "Objectives" and setup I/J: the four research cards and two sector cards are
#: quoted in the rulebook; sector cards ``s3`` and ``s4`` are designed here in the same
#: style (remove labs, with one condition each).
OBJECTIVES: dict[str, Objective] = {o.id: o for o in (
    Objective("r1", "research"), Objective("r2", "research"), Objective("r3", "research"),
    Objective("r4", "research"), Objective("s1", "sector"), Objective("s2", "sector"),
    Objective("s3", "sector"), Objective("s4", "sector"),
)}
RESEARCH_OBJECTIVES = ("r1", "r2", "r3", "r4")
SECTOR_OBJECTIVES = ("s1", "s2", "s3", "s4")


def objective_ladder(num_players: int) -> tuple[int, ...]:
    """Reputation spaces beside each objective slot, best first.

    Rulebook, "Objectives": a marker goes on "the highest available reputation space";
    the examples give 5 (first to complete) and 4; setup C covers the spaces showing 3 in
    a 2-player game. Designed here: one space per player (each player fulfils a card at
    most once), 5/4/3/2 on the 4-player side and 5/4/3 on the 2/3-player side.
    """
    if num_players == 4:
        return (5, 4, 3, 2)
    if num_players == 3:
        return (5, 4, 3)
    return (5, 4)  # the "3" spaces are covered up


# ---------------------------------------------------------------------------------------
# Commanders
# ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Commander:
    """A commander card: ``gain`` is the green number, ``loss`` the red one."""

    num: int
    key: str
    name: str
    kind: str  # "research" or "admin"
    gain: int
    loss: int

    @property
    def message(self) -> Message:
        """The card's power, as the catalogue's ``magnastorm.commander.<key>``."""
        return msg(f"magnastorm.commander.{self.key}")

    @property
    def text(self) -> str:
        """The card's power in English."""
        return render(self.message)


#: Texts: rulebook, "List of commanders" (verbatim in meaning). Kinds: the rulebook shows
#: Forrester Dain being assigned in the administration phase (research) and Ellen B.
#: Outridge being taken over on the action board (administrative); the other kinds are
#: designed here so each group mixes movement, economy and research powers. Reputation
#: values: the admin-phase example ("takes control of the 1st and 2nd commander ... gets 4
#: reputation", "receive 2 reputation", "lose 1 reputation for each commander card they must
#: return") and Ellen's green 2 fix 2/1; weaker powers get 3/2 and the strongest 1/1
#: (designed here).
COMMANDERS: dict[str, Commander] = {c.key: c for c in (
    Commander(1, "forrester", "Forrester Dain", "research", 2, 1),
    Commander(2, "justin", "Justin B. Beeper", "admin", 2, 1),
    Commander(3, "ellen", "Ellen B. Outridge", "admin", 2, 1),
    Commander(4, "adira", "Adira Okzil", "research", 2, 1),
    Commander(5, "idris", "Idris Yakuul", "admin", 3, 2),
    Commander(6, "mira", "Mira Mascovic", "admin", 1, 1),
    Commander(7, "azrea", "Azrea Bonsmai", "admin", 2, 1),
    Commander(8, "ozgul", "Ozgül Yilmark", "research", 2, 1),
    Commander(11, "franzkarl", "Franzkarl Huber", "research", 2, 1),
    Commander(12, "rain", "Rain Davenpitt", "admin", 2, 1),
    Commander(13, "yuul", "Yuul Mbado", "research", 2, 1),
    Commander(14, "joy", "Joy D. Obondov", "research", 2, 1),
    Commander(15, "cedric", "Cedric J. Lebeaux", "research", 2, 1),
    Commander(16, "kimkin", "Kim-Kin Park", "admin", 2, 1),
    Commander(17, "sayuri", "Sayuri Modo", "admin", 2, 1),
    Commander(18, "kaysia", "Kaysia Vasidis", "research", 2, 1),
)}
RESEARCH_COMMANDERS = tuple(k for k, c in COMMANDERS.items() if c.kind == "research")
ADMIN_COMMANDERS = tuple(k for k, c in COMMANDERS.items() if c.kind == "admin")
#: Rulebook, "List of commanders": the first player token's bonus is the catalogue's
#: ``magnastorm.first_token_text``.

# ---------------------------------------------------------------------------------------
# Centre tile
# ---------------------------------------------------------------------------------------

#: Income tables of the three quiet sides of the centre tile, trailing (counter-clockwise
#: most), middle and leading quiet sector; index = number of labs (4 means 4 or more).
#: Rulebook, "Income from turtle labs" example: one table gives 1 own cube for 1 lab and 1
#: yellow for 2 labs (here the leading side), another 1 own + 2 yellow for 3 labs and 2 own
#: cubes for the other players' labs (here the middle side, for 2 labs). The rest is designed
#: here in the same range.
INCOME_TABLES: tuple[tuple[tuple[str, ...], ...], ...] = (
    ((), (OWN,), (OWN, YELLOW), (OWN, OWN, YELLOW), (OWN, OWN, YELLOW, YELLOW)),
    ((), (YELLOW,), (OWN, OWN), (OWN, YELLOW, YELLOW), (OWN, OWN, YELLOW, YELLOW)),
    ((), (OWN,), (YELLOW,), (OWN, YELLOW), (OWN, OWN, YELLOW)),
)


def income_for(table: int, labs: int) -> tuple[str, ...]:
    return INCOME_TABLES[table][min(labs, 4)]


#: The quiet block in round 1, as the sector in its middle, per centre-tile side (= start
#: area). Rulebook, setup A/B: side 1 goes with starting area 1 in the lower-left sector
#: (sector 0); designed here: each start area sits in the middle quiet sector in round 1,
#: so it stays quiet for two rounds while the storm moves clockwise.
QUIET_MIDDLE_ROUND1: dict[int, int] = {1: 0, 2: 3}
SECTORS = 6

# ---------------------------------------------------------------------------------------
# The map
# ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Space:
    """A space (round research icon) on the board; ``colour`` None for a start area."""

    id: str
    sector: int
    area: str
    colour: str | None
    xy: tuple[float, float]


@dataclass(frozen=True)
class Transmitter:
    """A transmitter space on a sector border, attached to one connecting line."""

    id: str
    areas: tuple[str, str]
    sectors: tuple[int, int]
    xy: tuple[float, float]


@dataclass(frozen=True)
class Board:
    side: int  # 3 for the 2/3-player side, 4 for the 4-player side
    spaces: dict[str, Space]
    areas: dict[str, tuple[str, ...]]  # area id -> space ids
    area_sector: dict[str, int]
    links: dict[str, tuple[str, ...]]  # area id -> adjacent area ids
    link_tx: dict[tuple[str, str], str]  # (area, area) sorted -> transmitter id
    transmitters: dict[str, Transmitter]
    start_space: dict[int, str]  # start area number -> space id


# Sector template (designed here; the rulebook fixes only: 6 sectors, areas of 1-3 spaces
# coloured by research area with some white ones, connecting lines, transmitter spaces on
# sector borders next to lines, two starting areas). Each area: (name, radius, angle offset
# in degrees within the 60-degree sector, colour pattern). Colour digits are indices into a
# per-sector rotation of the research areas, "W" is white.
_TEMPLATE_23 = (
    ("a", 0.36, 0.0, "01"),
    ("b", 0.62, 16.0, "2W0"),
    ("c", 0.60, -18.0, "1"),
    ("d", 0.86, 2.0, "20"),
)
_TEMPLATE_4 = (
    ("a", 0.36, 0.0, "01"),
    ("b", 0.60, 17.0, "2W3"),
    ("c", 0.58, -17.0, "0"),
    ("d", 0.85, 12.0, "12"),
    ("e", 0.86, -15.0, "3W"),
)
_INNER_23 = (("a", "b"), ("a", "c"), ("b", "d"), ("c", "d"))
_INNER_4 = (("a", "b"), ("a", "c"), ("b", "d"), ("c", "e"), ("d", "e"))
# Lines across the border from sector s to sector s+1 (clockwise): (area in s, area in
# s+1, has transmitter space). Inner ring lines carry no transmitter (too close to the
# centre tile); the middle line always has one; on the 4-player side the outer line has
# one on every other border (9 transmitter spaces for 12 stations: they stay contested).
_BORDER_23 = (("a", "a", False), ("c", "b", True), ("d", "d", False))
_BORDER_4_EVEN = (("a", "a", False), ("c", "b", True), ("e", "d", True))
_BORDER_4_ODD = (("a", "a", False), ("c", "b", True), ("e", "d", False))
# Start areas (rulebook, setup A: start area 1 in the lower-left sector): one landing space
# without research icon, linked to two areas of its sector (designed here).
_START = {1: 0, 2: 3}


def sector_angle(sector: int) -> float:
    """Centre angle (degrees, counter-clockwise from east) of a sector; 0 is lower-left."""
    return 210.0 - 60.0 * sector


def _polar(radius: float, degrees: float) -> tuple[float, float]:
    rad = math.radians(degrees)
    return (round(radius * math.cos(rad), 3), round(-radius * math.sin(rad), 3))


def _build_board(side: int) -> Board:
    template = _TEMPLATE_4 if side == 4 else _TEMPLATE_23
    inner = _INNER_4 if side == 4 else _INNER_23
    palette = AREAS_4 if side == 4 else AREAS_23
    spaces: dict[str, Space] = {}
    areas: dict[str, tuple[str, ...]] = {}
    area_sector: dict[str, int] = {}
    adj: dict[str, set[str]] = {}
    link_tx: dict[tuple[str, str], str] = {}
    transmitters: dict[str, Transmitter] = {}
    number = 0
    for sector in range(SECTORS):
        rot = [palette[(i + sector) % len(palette)] for i in range(len(palette))]
        base = sector_angle(sector)
        for name, radius, offset, pattern in template:
            area_id = f"{sector + 1}{name}"
            ids = []
            for k, ch in enumerate(pattern):
                number += 1
                colour = WHITE if ch == "W" else rot[int(ch)]
                spread = (k - (len(pattern) - 1) / 2) * 7.0
                xy = _polar(radius + (0.03 if k % 2 else -0.03), base + offset + spread)
                spaces[str(number)] = Space(str(number), sector, area_id, colour, xy)
                ids.append(str(number))
            areas[area_id] = tuple(ids)
            area_sector[area_id] = sector
            adj[area_id] = set()
        for x, y in inner:
            adj[f"{sector + 1}{x}"].add(f"{sector + 1}{y}")
            adj[f"{sector + 1}{y}"].add(f"{sector + 1}{x}")
    tx_number = 0
    for sector in range(SECTORS):
        nxt = (sector + 1) % SECTORS
        border = _BORDER_23 if side != 4 else (_BORDER_4_EVEN if sector % 2 == 0
                                               else _BORDER_4_ODD)
        for here, there, has_tx in border:
            a1, a2 = f"{sector + 1}{here}", f"{nxt + 1}{there}"
            adj[a1].add(a2)
            adj[a2].add(a1)
            if has_tx:
                tx_number += 1
                tid = f"t{tx_number}"
                radius = 0.6 if here == "c" else 0.87
                xy = _polar(radius, sector_angle(sector) - 30.0)
                transmitters[tid] = Transmitter(tid, (a1, a2), (sector, nxt), xy)
                link_tx[(min(a1, a2), max(a1, a2))] = tid
    start_space: dict[int, str] = {}
    for num, sector in _START.items():
        sid = f"st{num}"
        area_id = f"{sector + 1}s"
        spaces[sid] = Space(sid, sector, area_id, None, _polar(0.97, sector_angle(sector)))
        areas[area_id] = (sid,)
        area_sector[area_id] = sector
        adj[area_id] = {f"{sector + 1}b", f"{sector + 1}d"}
        for other in adj[area_id]:
            adj[other].add(area_id)
        start_space[num] = sid
    links = {k: tuple(sorted(v)) for k, v in adj.items()}
    return Board(side, spaces, areas, area_sector, links, link_tx, transmitters, start_space)


BOARDS: dict[int, Board] = {3: _build_board(3), 4: _build_board(4)}


def board_for(num_players: int) -> Board:
    """Rulebook, setup A: the 4-player side for 4 players, the 2/3 side otherwise."""
    return BOARDS[4 if num_players == 4 else 3]


# ---------------------------------------------------------------------------------------
# Artifact cards
# ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Artifact:
    """An artifact card: ``level`` counts for the advanced turn order, ``bonus`` is given
    at the start ("reputation", "cube" or a research area)."""

    id: int
    metal: str
    level: int
    bonus: str


ARTIFACT_BONUSES = ("reputation", "cube", "green", "red", "blue")


def _artifacts() -> dict[int, Artifact]:
    """120 cards: 60 silver #101-#160, 30 bronze #161-#190, 30 gold #191-#220.

    Rulebook, "Drawing and keeping artifact cards": 30 bronze, 60 silver, 30 gold; the
    advanced example has sums 3+2, 3+1 and 2+2 and ranks "#212" above "#115", so levels are
    printed values 1-3 and numbers are not ordered by level. Designed here: level = metal
    (bronze 1, silver 2, gold 3), numbered so the example holds (#212 gold, #115 silver),
    bonuses cycling through the five the rulebook shows.
    """
    cards: dict[int, Artifact] = {}
    for num in range(101, 221):
        if num <= 160:
            metal, level = "silver", 2
        elif num <= 190:
            metal, level = "bronze", 1
        else:
            metal, level = "gold", 3
        cards[num] = Artifact(num, metal, level, ARTIFACT_BONUSES[num % 5])
    return cards


ARTIFACTS: dict[int, Artifact] = _artifacts()

PROVENANCE: dict[str, str] = {
    "END_REPUTATION": "rulebook, Game end and winner",
    "LAST_ROUND": "rulebook, Game end and winner",
    "component counts": "rulebook, Components; Game setup general/player",
    "ROW_TABLE": "designed here; row 2 is the rulebook's example row",
    "PANEL_BONUSES": "designed here; kinds and A/B restrictions from rulebook, Bonus spaces",
    "LAB_COSTS": "designed here; first two free and third 1 own cube from rulebook, Turtle labs",
    "STATION_COSTS": "designed here; first 1 own cube from rulebook, Transmitter stations",
    "RESEARCH_BONUSES": "designed here; bonus kinds from rulebook, Turtle labs",
    "OBJECTIVES": "rulebook, Objectives and setup I/J (r1-r4, s1, s2); s3, s4 designed here",
    "objective_ladder": "designed here; 5 and 4 from the examples, 2-player cover-ups "
                        "from rulebook setup C",
    "COMMANDERS": "texts from rulebook, List of commanders; kinds and values designed here "
                  "within the examples",
    "INCOME_TABLES": "designed here around the rulebook's income example",
    "BOARDS": "designed here within rulebook, Scout runner movement and Transmitter stations",
    "ARTIFACTS": "designed here within rulebook, Drawing and keeping artifact cards and "
                 "Advanced starting positions",
}
