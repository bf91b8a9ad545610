"""Afternova's components, each with where it comes from.

The French rulebook describes the components but prints no card list,
so most of the lists below are designed here. What the rulebook and the issue fix, and these
lists respect:

- Hired Paws (Ouvriers) show two skill icons among Piloting, Engineering, Security and
  Extraction ("Extraction": "jouez des Ouvriers dont les dons (...) sont exact ou en plus").
  There are 40 of them.
- Planets (18) each ask for two different skills ("les deux critères des dons") and carry
  fragment slots filled from the bag ("Tirez les Morceaux remplir les espaces sur les
  Planètes"). The rulebook's examples name the planet *Nektarr* (Piloting and Engineering,
  at least two purple fragments) and show a planet of four fragments.
- Fragments (Morceaux): 40, eight of each of five colours: purple, green, black, white,
  orange (the examples name purple, green, black, white and orange fragments).
- Projects (40) cost fragments of given colours, are worth VP and may carry a Promotion
  ("Finissant les Projets"). The scoring example totals 29 VP over six Projects, so a Project
  is worth about five VP on average.
- Starships (10): the hidden objective on the back is a pair of colours ("1 Point de Victoire
  par Morceau ... qui correspondent à votre objectif caché"; the example scores black and
  white fragments); ten ships are the ten pairs of the five colours.
- A Starship's storage (Rangement) holds four fragments (the second extraction example: Jean
  empties his storage to keep all four fragments of the planet).
- A hand holds at most eight cards ("Commerce"); a Trade takes three cards.

Every designed list is balanced by construction (each skill, colour and promotion appears
equally often where the design says so); ``tests/games/test_afternova_rules.py`` checks the
counts.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

# --- Skills and colours -------------------------------------------------------------------

#: Skill codes, in display order. Rulebook ("Extraction"; the issue names the four skills).
#: Their names (Piloting, Engineering, Security, Extraction) are in ``locales/``.
SKILLS: tuple[str, ...] = ("pil", "eng", "sec", "ext")

#: Fragment colours as one letter each, in display order: purple, green, black (k, as in
#: printing), white, orange. Rulebook: the examples name all five. Their names are in
#: ``locales/``.
COLOURS: tuple[str, ...] = ("p", "g", "k", "w", "o")

FRAGMENTS_PER_COLOUR = 8  # issue 6: "40 fragments, 8 each of" the five colours.
STORAGE = 4  # rulebook, second extraction example (four fragments fill an empty storage).
HAND_LIMIT = 8  # rulebook, "Commerce": "Vous pouvez seulement avoir 8 chartes dans la main".
TRADE_CARDS = 3  # rulebook, "Commerce": "Prenez 3 des Ouvriers ou des Projets du Marché".
MARKET_ROW = 4  # rulebook, "Mis en place": "tirez 4 Ouvriers et 4 Projets".
PLANETS_SHOWN = 3  # rulebook, "Mis en place": "Tirez 3 Planètes".
MAX_PROJECTS = 6  # rulebook, "Fin du jeu": the 6th Project ends the game, no 7th.
BOT_ROW = 3  # rulebook, "Variante à 2 joueurs": "une ligne de 3 Projets".
BOT_STORAGE = 4  # rulebook, "Variante à 2 joueurs": 4 fragments in storage score a Project.

# Promotions, designed here. The issue names "more storage or extra cards when trading"; the
# third (a larger hand) is of the same kind: a standing capacity that stacks ("Si vous avez
# multiple des Promotions tous les mêmes, vous pouvez empiler les capacités").
# What each does: storage, one more fragment space; trade, one more card when you Trade; hand,
# a hand limit two higher (their names and descriptions are in the catalogue, ``locales/``).
PROMOTIONS: tuple[str, ...] = ("storage", "trade", "hand")
HAND_PROMOTION_BONUS = 2


# --- Hired Paws ---------------------------------------------------------------------------

@dataclass(frozen=True)
class Paw:
    """A Hired Paw card: its id (``H1``..``H40``) and its two skill icons."""

    id: str
    skills: tuple[str, str]


def _paws() -> dict[str, Paw]:
    # Designed here: the ten unordered pairs of the four skills (four doubles, six mixes),
    # four copies each. Every skill shows on exactly 20 of the 80 icons, so no skill is
    # scarcer than another and every planet can be met from the deck.
    pairs = [(a, a) for a in SKILLS] + list(combinations(SKILLS, 2))
    out: dict[str, Paw] = {}
    n = 1
    for a, b in pairs:
        for _ in range(4):
            out[f"H{n}"] = Paw(f"H{n}", (a, b))
            n += 1
    return out


PAWS: dict[str, Paw] = _paws()


# --- Planets ------------------------------------------------------------------------------

@dataclass(frozen=True)
class Planet:
    """A Planet card: two skill requirements and a number of fragment slots."""

    id: str
    name: str
    needs: tuple[tuple[str, int], tuple[str, int]]
    slots: int


_PLANET_NAMES = (
    # Nektarr is the rulebook's example planet (Piloting and Engineering); the others are
    # designed here.
    "Aubade", "Nektarr", "Cindral", "Dovetail", "Ember", "Fennec",
    "Gallow", "Halcyon", "Iskra", "Juniper", "Kestrel", "Lumen",
    "Mirefall", "Nocturne", "Ossian", "Pyre", "Quillon", "Rhodes",
)


def _planets() -> dict[str, Planet]:
    # Designed here: three planets for each of the six pairs of skills, one small (3 skill
    # icons, 3 fragments), one medium (4 icons, 4 fragments; Nektarr is the Piloting and
    # Engineering one, as in the example where two players' Paws meet it together) and one
    # large (5 icons, 5 fragments: more than one storage holds, which invites sharing). Which
    # skill of the pair asks for more alternates, so all four skills are asked for equally.
    out: dict[str, Planet] = {}
    names = iter(_PLANET_NAMES)
    n = 1
    for i, (a, b) in enumerate(combinations(SKILLS, 2)):
        small = ((a, 2), (b, 1)) if i % 2 == 0 else ((a, 1), (b, 2))
        large = ((a, 2), (b, 3)) if i % 2 == 0 else ((a, 3), (b, 2))
        for needs, slots in ((small, 3), (((a, 2), (b, 2)), 4), (large, 5)):
            out[f"L{n}"] = Planet(f"L{n}", next(names), needs, slots)
            n += 1
    return out


PLANETS: dict[str, Planet] = _planets()


# --- Projects -----------------------------------------------------------------------------

@dataclass(frozen=True)
class Project:
    """A Project card: fragment cost (colour letters), VP and an optional promotion."""

    id: str
    cost: str
    vp: int
    promotion: str = ""


# Designed here. Costs use each colour exactly 22 times over the 110 icons: five one-fragment
# Projects (one per colour), ten two-fragment ones (the ten colour pairs), fifteen of three
# (five "two of one colour and one of the next", the ten colour triples), ten of four (five
# "two and two", the five sets of four different colours). VP grows faster than the cost
# (1 -> 2, 2 -> 3, 3 -> 5, 4 -> 7 or 8 for the harder two-and-two) so spending fragments beats
# keeping them (1 VP each at the end); a promotion costs 1 to 3 VP. Sixteen Projects carry a
# promotion: six Storage, six Trade, four Hand. Six Projects in the scoring example total 29.
_PROJECT_TABLE: tuple[tuple[str, int, str], ...] = (
    ("p", 1, "storage"), ("g", 1, "trade"), ("k", 1, "hand"), ("w", 1, "storage"),
    ("o", 1, "trade"),
    ("pg", 2, "storage"), ("pk", 3, ""), ("pw", 2, "trade"), ("po", 3, ""), ("gk", 2, "hand"),
    ("gw", 3, ""), ("go", 3, ""), ("kw", 3, ""), ("ko", 2, "storage"), ("wo", 2, "trade"),
    ("ppg", 5, ""), ("ggk", 5, ""), ("kkw", 5, ""), ("wwo", 5, ""), ("poo", 5, ""),
    ("pgk", 3, "storage"), ("pgw", 5, ""), ("pgo", 3, "trade"), ("pkw", 5, ""), ("pko", 5, ""),
    ("pwo", 5, ""), ("gkw", 3, "trade"), ("gko", 5, ""), ("gwo", 5, ""), ("kwo", 3, "hand"),
    ("ppkk", 6, "storage"), ("ggww", 8, ""), ("kkoo", 8, ""), ("ppww", 8, ""), ("ggoo", 8, ""),
    ("gkwo", 7, ""), ("pkwo", 5, "hand"), ("pgwo", 7, ""), ("pgko", 7, ""), ("pgkw", 7, ""),
)

PROJECTS: dict[str, Project] = {
    f"P{i}": Project(f"P{i}", cost, vp, promo)
    for i, (cost, vp, promo) in enumerate(_PROJECT_TABLE, start=1)
}


# --- Starships ----------------------------------------------------------------------------

@dataclass(frozen=True)
class Ship:
    """A Starship: its name (the front, public) and its hidden objective (two colours)."""

    id: str
    name: str
    objective: str


_SHIP_NAMES = (
    "Whisker", "Lantern", "Marlin", "Tumble", "Sable",
    "Comet Tail", "Purrsuit", "Nightjar", "Bramble", "Halo",
)

# Designed here: the ten pairs of the five colours (issue 6), one per ship.
SHIPS: dict[str, Ship] = {
    f"S{i}": Ship(f"S{i}", name, a + b)
    for i, (name, (a, b)) in enumerate(zip(_SHIP_NAMES, combinations(COLOURS, 2),
                                           strict=True), start=1)
}

