"""Every component of Kepler-3042, with where each value comes from.

The English rulebook names the components and states many values in its
rules and worked examples, but it does not print the map, the cards or the boards. Values the
text states are marked "rulebook" with the section they come from; the rest are "designed
here", each chosen to fit the text and its examples (say why in a comment or in the
provenance notes at the end).

Resources are always written as ``(Matter, Energy, Antimatter)`` triples, in that order.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from games.i18n import template
from games.notation_kit import count_or_none

# --------------------------------------------------------------------------------------------
# Resources and small constants
# --------------------------------------------------------------------------------------------

MATTER, ENERGY, ANTIMATTER = 0, 1, 2
RES_CODES: Final = ("M", "E", "A")

Cost = tuple[int, int, int]

ROUNDS: Final = 16  # rulebook, "Playing the game": 16 game rounds
STARSHIPS: Final = 3  # rulebook, component list: 3 Starships per player
MAX_COLONIES: Final = 5  # rulebook, "Colonize Planets", playing hint: at most five Planets
EARTH_START: Final[Cost] = (3, 3, 0)  # rulebook, setup 4f: 3 Matter and 3 Energy on Earth
STORE_START: Final[Cost] = (4, 4, 3)  # rulebook, setup 4g: 4 Matter, 4 Energy, 3 Antimatter
BUILD_COST: Final[Cost] = (1, 1, 0)  # rulebook, "Space Missions": 1 Matter and 1 Energy
BUILD_COST_WORMHOLE: Final[Cost] = (0, 1, 0)  # rulebook, I-Space Travels: only 1 Energy
MAX_BUILDS: Final = 3  # rulebook, "Space Missions": up to three Starships
MAP_REVEALS: Final = 4  # rulebook, "Galactic Map": turn over four tiles
PLANNING_RANGE: Final = 2  # rulebook, "Exploratory Planning": up to 2 spaces
MEDALS_PER_TRACK: Final = 5  # rulebook, setup 3: 5 Medals per track
FREE_ADVANCES: Final = 2  # rulebook, setup 8: two different Technologies, one space each

# --------------------------------------------------------------------------------------------
# The Milky Way: a hex map
# --------------------------------------------------------------------------------------------
# Designed here. The rulebook's component list fixes the contents: the Sol hex, the
# Sagittarius A* hex, 20 Star hexes and 396 Space hexes (6 of them around Sol), in three zones.
# 418 hexes fit exactly in 22 columns x 19 rows, a board that prints (and renders on a phone)
# as a plain rectangle. Columns are letters A-V, rows 1-19, so a hex is written like "F10".
# Rows are offset "odd-r" (pointy-top hexes, even-numbered rows 2, 4, ... shifted half a hex
# right), the usual layout of a printed hex board.
#
# Sol sits left of centre and Sagittarius A* (the galactic centre) ten hexes to its right, as
# in the real galaxy where the Sun lies about halfway out. Zones are rings of distance from Sol
# (the rulebook's Short-, Mid- and Long-Range names say exactly that): Short-Range (the Stellar
# Local Group) up to 6 hexes from Sol, Mid-Range 7 to 11, Long-Range 12 and more. Stars were
# spread 4+ hexes apart (so no Space hex touches two Stars and the setup rule "adjacent to a
# star, not adjacent to any other Celestial Body" is never ambiguous), 3+ hexes from Sol and
# from Sagittarius A*, with all six neighbours on the board, 5 Short-, 8 Mid- and 7 Long-Range.

COLS: Final = 22
ROWS: Final = 19
COL_LETTERS: Final = "ABCDEFGHIJKLMNOPQRSTUV"
NUM_HEXES: Final = COLS * ROWS  # 418


def hex_label(h: int) -> str:
    """``F10``-style name of hex index ``h`` (index = row * COLS + col, both 0-based)."""
    return f"{COL_LETTERS[h % COLS]}{h // COLS + 1}"


def hex_index(label: str) -> int:
    """Inverse of :func:`hex_label`; raises ``ValueError`` for a name off the board."""
    text = label.strip().upper()
    number = count_or_none(text[1:], 1, ROWS)
    if len(text) < 2 or text[0] not in COL_LETTERS or number is None:
        raise ValueError(label)
    row = number - 1
    return row * COLS + COL_LETTERS.index(text[0])


def _cube(h: int) -> tuple[int, int, int]:
    col, row = h % COLS, h // COLS
    x = col - (row - (row & 1)) // 2
    return x, -x - row, row


def hex_distance(a: int, b: int) -> int:
    ax, ay, az = _cube(a)
    bx, by, bz = _cube(b)
    return max(abs(ax - bx), abs(ay - by), abs(az - bz))


def _neighbours(h: int) -> tuple[int, ...]:
    col, row = h % COLS, h // COLS
    if row % 2 == 0:
        deltas = ((1, 0), (0, -1), (-1, -1), (-1, 0), (-1, 1), (0, 1))
    else:
        deltas = ((1, 0), (1, -1), (0, -1), (-1, 0), (0, 1), (1, 1))
    out = []
    for dc, dr in deltas:
        c, r = col + dc, row + dr
        if 0 <= c < COLS and 0 <= r < ROWS:
            out.append(r * COLS + c)
    return tuple(out)


NEIGHBOURS: Final = tuple(_neighbours(h) for h in range(NUM_HEXES))

SOL: Final = hex_index("F10")
SAGITTARIUS: Final = hex_index("P10")
SOL_RING: Final = NEIGHBOURS[SOL]  # rulebook: 6 Space hexes around Sol

SHORT, MID, LONG = 0, 1, 2
ZONE_CODES: Final = ("short", "mid", "long")
# rulebook, "Final scoring": 1 / 2 / 3 points per colonized Planet by zone.
ZONE_VP: Final = (1, 2, 3)


def _zone_of(h: int) -> int:
    d = hex_distance(SOL, h)
    return SHORT if d <= 6 else (MID if d <= 11 else LONG)


HEX_ZONE: Final = tuple(_zone_of(h) for h in range(NUM_HEXES))


@dataclass(frozen=True)
class Star:
    hex: int
    name: str
    min_players: int  # 2 = always used; 3 = unused in 2-player games; 4 = only with 4 players

    @property
    def zone(self) -> int:
        return HEX_ZONE[self.hex]


# Star names are real stars (designed here, for flavour). The minimum player counts are the
# rulebook's 2- and 3-player star markings (setup step 1): three stars take no tiles with 3
# players and three more take none with 2. Designed here so that the Short-Range zone always
# keeps all five stars and the markings thin the Mid- and Long-Range zones; 2 players keep 14
# stars for 24 tiles, 3 keep 17 for 30, 4 use all 20 for 36, and since every star can hold at
# least two non-adjacent tiles the random placement can never run out of room.
STARS: Final = (
    Star(hex_index("C8"), "Alpha Centauri", 2),
    Star(hex_index("E13"), "Barnard's Star", 2),
    Star(hex_index("I10"), "Sirius", 2),
    Star(hex_index("I6"), "Epsilon Eridani", 2),
    Star(hex_index("J15"), "Tau Ceti", 2),
    Star(hex_index("B17"), "Vega", 2),
    Star(hex_index("B2"), "Fomalhaut", 4),
    Star(hex_index("F18"), "Altair", 2),
    Star(hex_index("G2"), "Pollux", 3),
    Star(hex_index("L18"), "Arcturus", 3),
    Star(hex_index("M10"), "Aldebaran", 2),
    Star(hex_index("M14"), "Capella", 2),
    Star(hex_index("N3"), "Regulus", 2),
    Star(hex_index("P17"), "Spica", 2),
    Star(hex_index("R14"), "Antares", 2),
    Star(hex_index("R7"), "Betelgeuse", 2),
    Star(hex_index("S2"), "Rigel", 4),
    Star(hex_index("T10"), "Deneb", 3),
    Star(hex_index("U18"), "Polaris", 4),
    Star(hex_index("U6"), "Kepler-186", 2),
)
STAR_AT: Final = {s.hex: s for s in STARS}

# Hexes no Starship may ever enter (rulebook, "Flight hazards"): Sol, Sagittarius A*, Stars.
FIXED_IMPASSABLE: Final = frozenset({SOL, SAGITTARIUS, *STAR_AT})
SPACE_HEXES: Final = tuple(h for h in range(NUM_HEXES) if h not in FIXED_IMPASSABLE)

# --------------------------------------------------------------------------------------------
# Planets
# --------------------------------------------------------------------------------------------

ROCKY, OCEANIC, SUPER_EARTH, GIANT, ALIEN = "rocky", "oceanic", "super earth", "giant", "alien"
PLANET_TYPES: Final = (ROCKY, OCEANIC, GIANT, SUPER_EARTH, ALIEN)


@dataclass(frozen=True)
class Planet:
    number: int
    name: str
    type: str
    min_players: int  # rulebook setup 1: planets marked for 3+ or 4+ players
    level: int  # minimum IV-Terraforming level to terraform it
    terraform_cost: Cost
    colony_output: Cost  # what Planetary Exploitation produces on the Colony side
    terraformed_output: Cost  # ... and on the Terraformed side
    vp: int  # Victory Points when terraformed (rulebook, final scoring)
    colony_awards: int  # Colonial Leadership awards for colonizing it
    terraform_awards: int  # Colonial Leadership awards for terraforming it


def _p(number: int, name: str, kind: str, players: int, level: int, cost: Cost,
       colony: Cost, terra: Cost, vp: int, col_aw: int, ter_aw: int) -> Planet:
    return Planet(number, name, kind, players, level, cost, colony, terra, vp, col_aw, ter_aw)


# The names are the rulebook's catalogue names ("The Planets in the game have been discovered by
# these valiant scientists", planets 1-27); planet 28 is missing from that list and is named here.
# Rulebook data points kept exactly (see the provenance notes at the end): planet 2, 5, 12
# (terraform example), 21 and 22 (Planetary Exploitation example, read as Colony-side output), 22
# and 26 (Colonize example). Everything else is designed here on one pattern that the examples
# suggest: terraform level, cost and VP rise with the planet number (planet 2 is level 1 for 1
# Energy and 1 VP, planet 5 level 2 for 1 Matter + 1 Energy and 2 VP, planet 12 level 3), VP equal
# the level (+1 for Alien planets, which also need Metamaterial Generator), the costs of levels
# 4-5 include Antimatter like the top technologies do, the terraformed side always produces more
# than the colony side, and the final tie-break ("the highest-numbered terraformed Planet")
# rewards the harder planets. 20 planets are always used, 4 more with 3+ players and 4 more with 4
# players (36 tiles with 4 players = 28 planets + 4 Mines + 4 Colonial Targets, the component
# count). Types: 6 Rocky, 6 Oceanic, 6 Super Earth, 6 Giant, 4 Alien.
PLANETS: Final = (
    _p(1, "AP-780427", ROCKY, 2, 1, (0, 1, 0), (1, 0, 0), (1, 1, 0), 1, 0, 1),
    _p(2, "RV-351016", OCEANIC, 2, 1, (0, 1, 0), (0, 1, 0), (1, 1, 0), 1, 0, 1),
    _p(3, "DG-690613", SUPER_EARTH, 2, 1, (1, 0, 0), (1, 0, 0), (1, 1, 0), 1, 0, 1),
    _p(4, "SS-591217", GIANT, 2, 2, (1, 1, 0), (0, 1, 0), (0, 2, 0), 2, 0, 1),
    _p(5, "GR-830512", ROCKY, 2, 2, (1, 1, 0), (1, 0, 0), (2, 1, 0), 2, 0, 2),
    _p(6, "FM-790806", OCEANIC, 2, 2, (0, 2, 0), (0, 1, 0), (1, 2, 0), 2, 0, 1),
    _p(7, "SK-671102", SUPER_EARTH, 3, 2, (2, 0, 0), (1, 1, 0), (2, 1, 0), 2, 1, 1),
    _p(8, "FM-820526", ROCKY, 2, 2, (1, 1, 0), (1, 1, 0), (1, 2, 0), 2, 0, 1),
    _p(9, "FB-130920", ALIEN, 2, 3, (1, 1, 0), (1, 1, 0), (1, 1, 1), 4, 2, 2),
    _p(10, "GES-040117", GIANT, 4, 3, (1, 2, 0), (0, 2, 0), (1, 2, 0), 3, 1, 2),
    _p(11, "KMS-710430", OCEANIC, 2, 3, (2, 1, 0), (1, 1, 0), (2, 1, 0), 3, 1, 2),
    _p(12, "KG-711110", SUPER_EARTH, 2, 3, (1, 1, 0), (1, 1, 0), (2, 1, 0), 3, 1, 2),
    _p(13, "MK-870430", ROCKY, 2, 3, (2, 0, 0), (2, 0, 0), (2, 1, 0), 3, 1, 2),
    _p(14, "AMV-911109", GIANT, 3, 3, (1, 2, 0), (0, 2, 0), (1, 3, 0), 3, 1, 2),
    _p(15, "JK-840206", OCEANIC, 2, 3, (1, 2, 0), (1, 1, 0), (1, 2, 0), 3, 1, 2),
    _p(16, "DA-700814", SUPER_EARTH, 2, 4, (1, 1, 1), (1, 1, 0), (2, 2, 0), 4, 1, 2),
    _p(17, "BJB-770617", ALIEN, 4, 4, (2, 1, 1), (1, 2, 0), (1, 2, 1), 5, 2, 2),
    _p(18, "UV-700725", ROCKY, 2, 4, (2, 1, 0), (2, 0, 0), (3, 1, 0), 4, 1, 2),
    _p(19, "DB-900412", OCEANIC, 2, 4, (1, 2, 0), (1, 1, 0), (1, 3, 0), 4, 1, 2),
    _p(20, "SM-851029", GIANT, 3, 4, (1, 2, 1), (0, 3, 0), (1, 3, 0), 4, 1, 2),
    _p(21, "AV-750413", SUPER_EARTH, 2, 4, (2, 1, 1), (2, 1, 0), (3, 1, 0), 4, 1, 2),
    _p(22, "FO-850813", GIANT, 2, 4, (2, 2, 0), (3, 1, 0), (3, 2, 0), 4, 1, 2),
    _p(23, "FD-841112", ROCKY, 2, 5, (2, 1, 1), (2, 1, 0), (3, 1, 1), 5, 1, 3),
    _p(24, "GDG-640811", OCEANIC, 4, 5, (1, 2, 1), (1, 2, 0), (2, 2, 1), 5, 1, 3),
    _p(25, "SD-150723", SUPER_EARTH, 3, 5, (2, 1, 1), (2, 1, 0), (3, 2, 0), 5, 1, 3),
    _p(26, "ACS-160526", ALIEN, 2, 5, (2, 1, 1), (1, 2, 0), (2, 2, 1), 6, 2, 3),
    _p(27, "VM-801016", GIANT, 2, 5, (1, 2, 1), (1, 3, 0), (2, 3, 0), 5, 1, 3),
    _p(28, "Kepler-3042b", ALIEN, 4, 5, (2, 2, 1), (2, 1, 0), (2, 2, 1), 6, 2, 3),
)
PLANET: Final = {p.number: p for p in PLANETS}

# The Earth card (rulebook, setup 4e and "Game terms": a Planet card in all ways, already
# terraformed). Its output of 1 Matter + 1 Energy is designed here (the rulebook shows it
# producing through Planetary Exploitation like any planet); it has no type, zone or VP since
# every Nation owns one and the rulebook's scoring counts only the planets you colonized.
EARTH: Final = 0
EARTH_OUTPUT: Final[Cost] = (1, 1, 0)

MINE, TARGET, PLANET_TILE = "mine", "target", "planet"

# --------------------------------------------------------------------------------------------
# Technologies
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class TechLevel:
    name: str
    cost: Cost
    awards: int  # Technological Leadership awards when purchased
    leap: int  # "One giant leap for mankind": the level everyone is raised to (0 = none)
    value: int  # the level's number: speed / resources / planets (see TECH_VALUE_NAMES)
    value2: int = 0  # Quantum Physics: conversions; IV-Terraforming: max terraform level


@dataclass(frozen=True)
class Technology:
    code: str
    numeral: str
    name: str
    base: int  # the value at level 0
    base2: int
    levels: tuple[TechLevel, ...]


# Five tracks of five levels (the review of the published game and the issue say five by five; the
# rulebook's setup step 4a puts markers "on the starting spaces (on the left)", level 0). Named
# levels, their order and their effects are the rulebook's (see the provenance notes at the end);
# the other names, all costs, awards and values are designed here. Design rules: level 1 costs one
# cube, level 2 two, level 3 three, levels 4-5 four or five including one Antimatter (the two
# costs the rulebook states are of that shape: Positronic Understanding 1 Antimatter + 1 Matter,
# Absolute Mastery of Genetics 1 Antimatter + 3 Matter + 1 Energy); awards 1 at level 3, 2 at
# level 4, 3 at level 5 (the rulebook's +1 for Positronic Understanding and +3 for Absolute
# Mastery of Genetics are kept). Giant leaps only where the rulebook shows them.
TECHS: Final = (
    Technology("ST", "I", "Space Travels", 0, 0, (
        TechLevel("Light Speed Engine", (0, 1, 0), 0, 0, 1),
        TechLevel("Spatial Bending Engine", (1, 1, 0), 0, 0, 2),
        TechLevel("Space Warp Engine", (1, 2, 0), 1, 0, 3),
        TechLevel("Wormhole Stabilizer", (1, 2, 1), 2, 0, 4),
        TechLevel("Tachyon Drive", (2, 2, 1), 3, 0, 5),
    )),
    Technology("QP", "II", "Quantum Physics", 0, 0, (
        TechLevel("Quantum Entanglement", (1, 0, 0), 0, 0, 1, 0),
        TechLevel("Particle Accelerator", (1, 1, 0), 0, 0, 2, 0),
        TechLevel("Higgs Field Management", (2, 1, 0), 1, 0, 3, 1),
        # Positronic Understanding keeps Higgs Field Management's 3 moves and 1 conversion:
        # in the rulebook's last example Ringo, having just bought it, "can still move 2"
        # Resources "thanks to ... Higgs Field Management" after 1 of 3 moves.
        TechLevel("Positronic Understanding", (1, 0, 1), 1, 2, 3, 1),
        TechLevel("Quantum Computing", (2, 2, 1), 3, 0, 4, 2),
    )),
    Technology("ED", "III", "Energy Development", 1, 0, (
        TechLevel("Nuclear Fusion", (1, 0, 0), 0, 0, 2),
        TechLevel("Dyson Swarm", (2, 0, 0), 0, 0, 3),
        TechLevel("Plasma Quantum Collector", (2, 1, 0), 1, 0, 4),
        TechLevel("Zero-Point Energy", (2, 1, 1), 2, 0, 5),
        TechLevel("Theory of Everything", (3, 1, 1), 3, 0, 5),
    )),
    Technology("TF", "IV", "Terraforming", 0, 0, (
        TechLevel("Biosphere", (0, 1, 0), 0, 0, 1, 1),
        TechLevel("Planetary Engineering", (1, 1, 0), 0, 0, 1, 2),
        TechLevel("Alien Genetic Research", (2, 1, 0), 1, 1, 2, 3),
        TechLevel("Ecosystem Synthesis", (2, 2, 0), 2, 0, 3, 4),
        TechLevel("Absolute Mastery of Genetics", (3, 1, 1), 3, 2, 4, 5),
    )),
    Technology("AS", "V", "Antimatter Science", 0, 0, (
        TechLevel("Antiproton Decelerator", (0, 1, 0), 0, 0, 1),
        TechLevel("Penning Trap", (1, 1, 0), 0, 0, 1),
        TechLevel("Metamaterial Generator", (2, 1, 0), 1, 0, 2),
        TechLevel("Antimatter Catalysis", (2, 1, 1), 2, 0, 2),
        TechLevel("Antimatter Reactor", (2, 2, 1), 3, 0, 3),
    )),
)
ST, QP, ED, TF, AS = range(5)
MAX_LEVEL: Final = 5
TECH_CODES: Final = tuple(t.code for t in TECHS)
WORMHOLE_LEVEL: Final = 4  # I-Space Travels level that makes Starships cost 1 Energy
ALIEN_LEVEL: Final = 3  # V-Antimatter Science level Metamaterial Generator (alien colonies)
THEORY_LEVEL: Final = 5  # III-Energy Development level Theory of Everything (one burn)
MAX_TECH_VP: Final = 2  # rulebook, final scoring: 2 points per Technology at its maximum


def tech_value(track: int, level: int) -> int:
    tech = TECHS[track]
    return tech.base if level == 0 else tech.levels[level - 1].value


def tech_value2(track: int, level: int) -> int:
    tech = TECHS[track]
    return tech.base2 if level == 0 else tech.levels[level - 1].value2


# --------------------------------------------------------------------------------------------
# Leadership tracks
# --------------------------------------------------------------------------------------------
# Space kinds: "" nothing, "R" regenerate one Resource, "M"/"E" produce one Matter/Energy,
# "medal" a Medal placed at setup. Designed here around the rulebook's examples on the
# Technological track: +1 from the start reaches a Production space for Energy (John,
# example 1); +2 reaches a Regenerate space (John, example 3, from space 2); Ringo's +1 for
# Positronic Understanding reaches an Energy space and his following +3 for Absolute Mastery
# of Genetics first reaches a Medal and then another Energy space (spaces 4 -> 5 -> 6, 7, 8).
# Five Medals per track (setup step 3). The Colonial track follows the same rhythm with
# Matter, the colonies' resource; George's +1 reaching a Medal (example 2) fits space 2 or 6.
TECH_TRACK: Final = ("", "E", "medal", "", "R", "E", "medal", "", "E", "R",
                     "medal", "", "E", "medal", "R", "medal")
COLONIAL_TRACK: Final = ("", "M", "medal", "", "R", "M", "medal", "", "E", "R",
                         "medal", "", "M", "medal", "R", "medal")
TRACKS: Final = (TECH_TRACK, COLONIAL_TRACK)
TRACK_CODES: Final = ("tech", "colonial")
TRACK_END: Final = len(TECH_TRACK) - 1  # 15: further awards are lost
# Final Victory Points by marker position (designed here: rising, 10 at the end, so that a
# leadership race is worth about as much as a terraformed high-level planet or two).
TRACK_VP: Final = (0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 6, 6, 8, 8, 10)

# --------------------------------------------------------------------------------------------
# The Action Board
# --------------------------------------------------------------------------------------------
# The nine Main Actions in reading order of the 3x3 board, as the issue lists them "as laid
# out on the board" (rulebook: the Action Cube starts on Terraform Planets, "in the center").
ACTIONS: Final = ("missions", "colonize", "research", "propel", "terraform", "map",
                  "energy", "exploit", "antimatter")
START_ACTION: Final = 4  # Terraform Planets
# Bonus Actions: one per row and one per column. Rulebook example: the Space Missions space
# (top-left) gives Space Logistics and Cultural Evolution; the others are designed here, each
# row/column pairing a bonus with actions it helps (movement next to Stellar Propulsion,
# Antimatter next to Generate Antimatter, Earth's production next to the producing actions).
BONUSES: Final = ("logistics", "advancement", "science", "culture", "planning", "neo")
ROW_BONUS: Final = ("logistics", "planning", "neo")
COL_BONUS: Final = ("culture", "science", "advancement")


def bonuses_of(action: int) -> tuple[str, str]:
    """The row and column Bonus Actions of an action space."""
    return ROW_BONUS[action // 3], COL_BONUS[action % 3]


# --------------------------------------------------------------------------------------------
# Progress cards
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class ProgressCard:
    id: int
    name: str  # the English name; every language's name and text are in the catalogue
    who: str  # all | lowest:<track> | most:<measure> | fewest:<measure> | mines
    effect: str  # freetech | freelevel:<track> | produce:<res>[:earth] | regen | award:<t>
    #             | burn:<res> | reveal | neo

    @property
    def text(self) -> str:
        """What the card says, in English (``kepler3042.card.<id>.text``)."""
        return template(f"kepler3042.card.{self.id}.text")


# 18 cards (component list); 16 are used, 2 removed unseen (setup 6). Extraterrestrial
# Knowledge is the rulebook's (phase 1 example: everyone may purchase one Technology level
# for free, BURNING a Resource if it brings a leadership award). "The Players with the lowest
# level in Quantum Physics" is the rulebook's example of a requirement (3a); the other cards
# are designed here from that pattern (best/worst at something, ties all benefit) and from
# the effects the rulebook already uses (free levels, production, regeneration, awards,
# burning, revealing tiles), with one penalty card because "cards can have an effect on the
# other players".
PROGRESS: Final = (
    ProgressCard(1, "Extraterrestrial Knowledge", "all", "freetech"),
    ProgressCard(2, "Quantum Revolution", "lowest:QP", "freelevel:QP"),
    ProgressCard(3, "Propulsion Breakthrough", "lowest:ST", "freelevel:ST"),
    ProgressCard(4, "Fusion Ignition", "lowest:ED", "freelevel:ED"),
    ProgressCard(5, "Genetic Renaissance", "lowest:TF", "freelevel:TF"),
    ProgressCard(6, "Antimatter Containment", "lowest:AS", "freelevel:AS"),
    ProgressCard(7, "Solar Maximum", "all", "produce:E"),
    ProgressCard(8, "Asteroid Capture", "all", "produce:M:earth"),
    ProgressCard(9, "Recycling Program", "all", "regen"),
    ProgressCard(10, "Supernova Harvest", "mines", "regen"),
    ProgressCard(11, "Colonial Census", "most:colonies", "award:colonial"),
    ProgressCard(12, "Academy of Sciences", "most:techs", "award:tech"),
    ProgressCard(13, "Earth Support Program", "fewest:colonies", "neo"),
    ProgressCard(14, "Terraforming Expo", "most:terraformed", "award:colonial"),
    ProgressCard(15, "Gamma-Ray Burst", "most:energy", "burn:E"),
    ProgressCard(16, "Deep Space Telescope", "all", "reveal"),
    ProgressCard(17, "Explorers' Guild", "most:targets", "award:colonial"),
    ProgressCard(18, "Science Fair", "lowest:techtrack", "award:tech"),
)
CARD: Final = {c.id: c for c in PROGRESS}

# --------------------------------------------------------------------------------------------
# Objectives
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Objective:
    id: int
    name: str  # the English name; every language's name and text are in the catalogue
    vp: int
    advanced: bool
    kind: str  # what the scoring code checks
    amount: int = 0
    track: int = -1

    @property
    def text(self) -> str:
        """What the Objective asks, in English (``kepler3042.objective.<id>.text``)."""
        return template(f"kepler3042.objective.{self.id}.text")


# 10 Standard and 7 Advanced objectives (component list). Designed here: each names a goal
# the rulebook's scoring already measures (colonies by zone and type, terraforming,
# technologies, Antimatter, Mines, Medals, Colonial Targets, leadership), standard ones
# reachable by one focused plan (3-4 VP, about one terraformed planet), advanced ones needing
# two plans at once (5-6 VP).
OBJECTIVES: Final = (
    Objective(1, "Frontier Pioneer", 4, False, "zone", 1, LONG),
    Objective(2, "Terraformer", 4, False, "terraformed", 2),
    Objective(3, "Master Navigator", 3, False, "tech", 4, ST),
    Objective(4, "Quantum Scholar", 3, False, "tech", 4, QP),
    Objective(5, "Energy Baron", 3, False, "tech", 4, ED),
    Objective(6, "Gaia Architect", 3, False, "tech", 4, TF),
    Objective(7, "Antimatter Hoarder", 3, False, "antimatter", 3),
    Objective(8, "Xenologist", 4, False, "alien", 1),
    Objective(9, "Explorer", 4, False, "targets", 2),
    Objective(10, "Decorated Nation", 3, False, "medals", 3),
    Objective(11, "Galactic Diaspora", 6, True, "allzones", 3),
    Objective(12, "Terraform Empire", 6, True, "terraformed", 3),
    Objective(13, "Technocrat", 6, True, "maxtech", 2),
    Objective(14, "Leader of Nations", 6, True, "leader", 2),
    Objective(15, "Supernova Miner", 5, True, "mines", 2),
    Objective(16, "Alien Embassy", 6, True, "alien", 2),
    Objective(17, "Renaissance Nation", 6, True, "alltech", 3),
)
OBJECTIVE: Final = {o.id: o for o in OBJECTIVES}
STANDARD_OBJECTIVES: Final = tuple(o.id for o in OBJECTIVES if not o.advanced)
ADVANCED_OBJECTIVES: Final = tuple(o.id for o in OBJECTIVES if o.advanced)

# rulebook, final scoring.
SET_BONUS_VP: Final = 5  # one colonized Planet of every type
TRIPLE_BONUS_VP: Final = 3  # three colonized Planets of one type
MINE_SHIP_VP: Final = 2  # each Starship on a Mine

# Provenance of the values above: where the rulebook states them, and what is designed here.
# - ROUNDS, STARSHIPS, MAX_COLONIES, EARTH_START, STORE_START, BUILD_COST, MAX_BUILDS, MAP_REVEALS,
#   PLANNING_RANGE, MEDALS_PER_TRACK, FREE_ADVANCES: rulebook: setup steps 3-8, Space Missions,
#   Galactic Map, Exploratory Planning.
# - map size, Sol/Sagittarius A* positions, zones, star positions and names: designed here (418 =
#   22 x 19 hexes; see the comment above COLS).
# - star player-count markings: rulebook setup 1 (3 stars unused with 3 players, 3 more with 2);
#   which stars: designed here.
# - planet 2: rulebook Terraform example: level 1, 1 Energy, 1 VP, 1 Colonial award.
# - planet 5: rulebook Terraform example: level 2, 1 Matter + 1 Energy, 2 VP, 2 awards.
# - planet 12: rulebook Terraform example: level 3, 1 Matter + 1 Energy.
# - planet 21: rulebook Planetary Exploitation example: produces 1 Energy + 2 Matter.
# - planet 22: rulebook examples: produces 1 Energy + 3 Matter; 1 award on colonizing.
# - planet 26: rulebook Colonize example: Alien, 2 awards on colonizing.
# - planet names 1-27: rulebook, list of discovered planets; 28: designed here.
# - other planet values: designed here (see the comment above PLANETS).
# - Earth output 1 Matter + 1 Energy: designed here.
# - Space Warp Engine speed 3: rulebook movement example.
# - Wormhole Stabilizer: Starships cost 1 Energy: rulebook I-Space Travels.
# - Light Speed Engine before Spatial Bending Engine: rulebook, Technologies.
# - Higgs Field Management: move 3, convert 1: rulebook, example on the last page.
# - Positronic Understanding: 1 Antimatter + 1 Matter, +1 award, leap to Particle Accelerator:
#   rulebook, example on the last page.
# - Plasma Quantum Collector: 4 Energy: rulebook Energy Storage example.
# - Theory of Everything: both bonuses for one burn: rulebook III-Energy Development.
# - Biosphere, Planetary Engineering (levels 1-2), Alien Genetic Research (level 3, 2 planets, leap
#   to Biosphere): rulebook Terraform, Exploitation and giant leap examples.
# - Absolute Mastery of Genetics: 1 Antimatter + 3 Matter + 1 Energy, +3 awards, leap to Planetary
#   Engineering: rulebook, example on the last page.
# - Metamaterial Generator: 2 Antimatter, alien colonies: rulebook Colonize and Generate Antimatter
#   examples.
# - Planetary Exploitation produces nothing at Terraforming level 0: rulebook Planetary
#   Exploitation.
# - other technology names, costs, awards, values: designed here (see TECHS).
# - leadership tracks: designed here around the rulebook's three examples (see TRACKS).
# - action board layout: issue/rulebook (Terraform Planets centre, Space Missions gives Space
#   Logistics and Cultural Evolution); rest designed here.
# - Extraterrestrial Knowledge: rulebook, phase 1 example.
# - other progress cards: designed here (see PROGRESS).
# - objectives: designed here (see OBJECTIVES).
# - final scoring values: rulebook, final scoring.
