"""Ad Astra's components, each with where it comes from.

Provenance is written next to every fact: "rulebook" cites the section of
the English rulebook; "example" means the rulebook's *Example of play* (a complete
4-player first round) implies it; "designed here" means the rulebook's picture or reference
sheet is not in our text, so we chose a value and say why it fits everything the text states.
"""

from __future__ import annotations

from dataclasses import dataclass

# --- Resources -------------------------------------------------------------------------------
# rulebook, "Overview of the components": six resources, 25 cards each (150 resource cards).
# Water, Food, Energy and the ores Xanthium, Yoyodium, Zozodium; their names in every language
# are in games/adastra/locales/ (adastra.resource.*).
RESOURCES: tuple[str, ...] = ("W", "F", "E", "X", "Y", "Z")
ORES: tuple[str, ...] = ("X", "Y", "Z")  # rulebook: "Ore (Xanthium/Yoyodium/Zozodium)"
CARDS_PER_RESOURCE = 25  # rulebook, "Components": 150 resource cards, 25 of each

# --- Planets ---------------------------------------------------------------------------------
# rulebook, "Components": 43 planets: 6 water, 6 food, 8 energy, 6 of each ore, 5 alien.
ALIEN = "A"
PLANET_COUNTS: dict[str, int] = {"W": 6, "F": 6, "E": 8, "X": 6, "Y": 6, "Z": 6, ALIEN: 5}
MIN_PLANETS_PER_SYSTEM = 3  # rulebook, "Starting the game": three to seven planets per system
MAX_PLANETS_PER_SYSTEM = 7

# --- Stars -----------------------------------------------------------------------------------
# rulebook, "Overview of the components": Sol plus small, large, twin and nebula stars, each in
# red and yellow. The two-letter codes are ours (size letter, colour letter).
SOL = "SOL"
# Their names (Small Red... Yellow Nebula) are adastra.star.* in games/adastra/locales/.
STARS: tuple[str, ...] = ("SR", "SY", "LR", "LY", "TR", "TY", "NR", "NY")

# --- Pawns -----------------------------------------------------------------------------------
# rulebook, "Components" note: each player may use only 4 pawns of each type.
PAWN_LIMIT = 4
PAWNS: tuple[str, ...] = ("colony", "factory", "terraformer", "starship")

# --- Costs -----------------------------------------------------------------------------------
# A cost is the fixed cards plus how many "any one ore" cards it needs.
@dataclass(frozen=True)
class Cost:
    fixed: tuple[tuple[str, int], ...]
    any_ore: int = 0


COSTS: dict[str, Cost] = {
    # rulebook, "Build / Colony": water, food, plus any one ore; example step 7 (Blue pays his
    # initial water and food and his last ore card).
    "colony": Cost((("W", 1), ("F", 1)), any_ore=1),
    # designed here: the factory's three cost icons are lost. Food, Energy and any one ore: a
    # factory feeds workers, powers machines and is built of metal. It fits the example, where
    # at step 11 nobody can build anything: Yellow (water, energy, two ores) and Red (water,
    # energy, two ores) own colonies but have no food left.
    "factory": Cost((("F", 1), ("E", 1)), any_ore=1),
    # rulebook, "Build / Terraformer"; example step 9: Red spends 2 of each of water and food.
    "terraformer": Cost((("W", 2), ("F", 2))),
    # rulebook, "Build / Starship": the three ores plus any one ore; example step 7 (Blue spends
    # his three initial metal cards plus one he produced).
    "starship": Cost((("X", 1), ("Y", 1), ("Z", 1)), any_ore=1),
}
# The fuel "necessary to move starships" (example, planning phase): movement is paid in Energy.
MOVE_RESOURCE = "E"
# rulebook, "Movement Cost".
COST_TO_DEEP_SPACE = 1
COST_WITHIN_SYSTEM = 1
COST_BETWEEN_SYSTEMS = 2

# rulebook, "Terraformer": terraforming is allowed on two planet types. Food is one (example
# step 9: Red terraforms his food home planet). designed here: the second is Water, the other
# living world; the terraformer itself is paid in water and food, the stuff of living worlds.
TERRAFORMABLE: tuple[str, ...] = ("W", "F")

# rulebook, "Build": alien colony +3, alien factory +6, terraformer +4 points.
VP_ALIEN_COLONY = 3
VP_ALIEN_FACTORY = 6
VP_TERRAFORMER = 4

# --- Scoring ---------------------------------------------------------------------------------
# rulebook, "Scoring": the elements, their points and the 3-point bonus for the sole best.
# Their names are adastra.element.* in games/adastra/locales/.
ELEMENTS: tuple[str, ...] = (
    "colonies", "starships", "terraformers", "systems", "identical", "different",
)
SCORING_BONUS = 3
WINNING_SCORE = 50  # rulebook, "End of the game"
HAND_LIMIT = 10  # rulebook, "End of the round"

# --- Planning board --------------------------------------------------------------------------
# rulebook, "Planning phase": 12 spaces with 3-4 players (4 and 3 cards each), 15 with 5.
def planning_spaces(num_players: int) -> int:
    return 15 if num_players == 5 else 12


# --- Factions and their action cards -----------------------------------------------------------
# rulebook, "Starting the game": 11 action cards per player: 3 Production, 3 Movement, 1 Build,
# 1 Trade and 3 Scoring cards. The scoring cards are the same for everyone (rulebook,
# "Scoring": Colonies+Factories / Starships, Terraformers / Systems, Identical / Different).
SCORING_CARDS: dict[str, tuple[str, str]] = {
    "score-CS": ("colonies", "starships"),
    "score-TS": ("terraformers", "systems"),
    "score-ID": ("identical", "different"),
}


@dataclass(frozen=True)
class Faction:
    name: str
    production: tuple[tuple[str, str], tuple[str, str], tuple[str, str]]
    movement: tuple[tuple[str, str], tuple[str, str], tuple[str, str]]


# Provenance of the faction sets:
# - rulebook: each faction's three production cards show all six resources once, and its three
#   movement cards show six distinct systems, never Sol ("each player has only six systems
#   represented on his movement cards").
# - example: Blue, Red, Yellow and Green are named. Yellow has a movement card {Small Red, Large
#   Yellow} (step 2) and Red {Twin Yellow, Large Yellow} (step 5). Red has production cards with
#   Food (space 1) and with Water (space 10) whose other resource nobody produced at the time:
#   an ore other than Blue's Xanthium. Green has one with Energy (space 3), Blue one with his
#   home ore (space 4), Yellow one with Water (space 8).
# - designed here: the other pairs and the fifth faction, Purple. With the first four factions
#   every system is on exactly three factions' cards, and any three factions together reach all
#   eight systems, so no system is ever out of reach.
FACTIONS: tuple[Faction, ...] = (
    Faction("Blue", (("W", "X"), ("E", "Y"), ("F", "Z")),
            (("SR", "TR"), ("SY", "NY"), ("LR", "NR"))),
    Faction("Red", (("F", "X"), ("W", "Y"), ("E", "Z")),
            (("LY", "TY"), ("SR", "NR"), ("SY", "LR"))),
    Faction("Yellow", (("W", "Z"), ("F", "Y"), ("E", "X")),
            (("SR", "LY"), ("TR", "NY"), ("LR", "TY"))),
    Faction("Green", (("W", "E"), ("F", "Y"), ("X", "Z")),
            (("SY", "TR"), ("LY", "NR"), ("TY", "NY"))),
    Faction("Purple", (("W", "F"), ("E", "X"), ("Y", "Z")),
            (("SR", "TY"), ("LY", "TR"), ("NR", "NY"))),
)
FACTION_NAMES: tuple[str, ...] = tuple(f.name for f in FACTIONS)


def production_card(pair: tuple[str, str]) -> str:
    a, b = sorted(pair, key=RESOURCES.index)
    return f"prod-{a}{b}"


def movement_card(pair: tuple[str, str]) -> str:
    a, b = sorted(pair, key=STARS.index)
    return f"move-{a}-{b}"


def faction_cards(faction: Faction) -> tuple[str, ...]:
    """The 11 action cards of a faction, in a stable order."""
    return (
        *(production_card(p) for p in faction.production),
        *(movement_card(m) for m in faction.movement),
        "build",
        "trade",
        *SCORING_CARDS,
    )


def card_kind(card: str) -> str:
    """production, movement, build, trade or scoring."""
    if card.startswith("prod-"):
        return "production"
    if card.startswith("move-"):
        return "movement"
    if card.startswith("score-"):
        return "scoring"
    return card


def card_resources(card: str) -> tuple[str, str]:
    return card[5], card[6]


def card_systems(card: str) -> tuple[str, str]:
    _, a, b = card.split("-")
    return a, b


# --- Alien artifacts ---------------------------------------------------------------------------
# rulebook, "Alien artifacts" and "Components": 11 cards including 2 optional ones; each is used
# once and then removed; all but Repositorium Alienum stay hidden until used. The player
# reference sheet with their effects is not in our text. Known names: Repositorium Alienum
# (revealed and applied at once), Stellarum Ianua (example step 5), Omnibus Rebus Responsum and
# Magnum et Antiquum Arcanum (optional). designed here: the other seven names and every effect,
# each in the spirit of its (Latin) name, usable at a clear moment:
# - "payment" artifacts replace the cost of one move or one build they name;
# - "anytime" artifacts are used as a move of their own whenever their holder has a decision
#   to make (never offered when the only other option would be to pass).
# Each artifact's Latin name, its name in the reader's language and its effect are worded in
# games/adastra/locales/ (adastra.artifact.latin.*, .name.*, .effect.*); the effects there
# are the ones designed here and carried out by games/adastra/artifacts.py.
@dataclass(frozen=True)
class Artifact:
    key: str
    timing: str  # "at_once", "movement", "build" or "anytime"
    optional: bool


ARTIFACTS: tuple[Artifact, ...] = (
    Artifact("repositorium", "at_once", False),  # one resource card of each type at once
    Artifact("ianua", "movement", False),  # a free move to any system but Sol
    Artifact("motor", "movement", False),  # one move the card allows, without Energy
    Artifact("semen", "build", False),  # a free terraformer
    Artifact("fabrica", "build", False),  # a free factory
    Artifact("navis", "build", False),  # a free starship
    Artifact("cornu", "anytime", False),  # 3 resource cards of one chosen type
    Artifact("oculus", "anytime", False),  # look at every face-down planet
    Artifact("permutatio", "anytime", False),  # all cards of one type for as many of another
    Artifact("omnibus", "anytime", True),  # score one board element alone, no bonus
    Artifact("arcanum", "anytime", True),  # 2 points per face-up alien planet
)
ARTIFACT_BY_KEY: dict[str, Artifact] = {a.key: a for a in ARTIFACTS}
OMNIBUS_ELEMENTS: tuple[str, ...] = ("colonies", "starships", "terraformers", "systems")
ARCANUM_POINTS_PER_ALIEN = 2
CORNU_CARDS = 3


def artifact_deck(optional: bool) -> list[str]:
    return [a.key for a in ARTIFACTS if optional or not a.optional]
