"""Setting up a game.

Rulebook: "Mis en place", and the Bot's setup from "Variante à 2 joueurs". Shuffle the
decks, deal the market (4 Hired Paws, 4 Projects) and 3 planets filled from the bag, a ship
to each player (its hidden objective on the back), 1 Project to each player, and 3 Hired
Paws to the first player, 5 to the last and 4 to everyone else. At two players the Bot gets
a face-down ship and a row of 3 face-up Projects, never holds Paws, and plays first.

The first player. "Le joueur qui a gagné le jeu la dernière fois est le premier joueur. Il
commence le jeu, continuez dans le sens horaire." Seat 0 is always the first player and
play goes up the seat numbers (at two players after the Bot, which "est le premier
joueur"). The engine does not know the previous game, so the caller seats its winner:
when the same members played the channel's previous game, that game's winner takes seat 0
(at two players, seat 0 plays right after the Bot); when the Bot won it, or the members
differ, the seats are in any order.

The deal order is part of every recorded game (the seeded shuffle and draws replay it), so
it must not change.
"""

from __future__ import annotations

from games.afternova.data import (
    BOT_ROW,
    COLOURS,
    FRAGMENTS_PER_COLOUR,
    PAWS,
    PLANETS,
    PLANETS_SHOWN,
    PROJECTS,
    SHIPS,
)
from games.afternova.decks import draw_paw, draw_planet, draw_project, fill_planet, refill_market
from games.afternova.engine import advance
from games.afternova.state import BOT, Bot, Player, State
from games.afternova.turn import start_turn
from games.core import Event, Rng


def setup(num_players: int, seed: int) -> tuple[State, list[Event]]:
    """Mis en place: market, planets, ships, starting hands; the Bot at two players."""
    if not 2 <= num_players <= 6:
        raise ValueError(f"num_players={num_players}")
    rng = Rng.from_seed(seed)
    paw_deck = list(PAWS)
    project_deck = list(PROJECTS)
    planet_deck = list(PLANETS)
    ships = list(SHIPS)
    for deck in (paw_deck, project_deck, planet_deck, ships):
        rng.shuffle(deck)
    with_bot = num_players == 2
    order = ([BOT] if with_bot else []) + list(range(num_players))
    players = [Player([], [], [], ships.pop()) for _ in range(num_players)]
    bot = Bot([], [], [], ships.pop()) if with_bot else None
    state = State(
        num_players=num_players, rng=0, players=players, bot=bot, order=order,
        paw_deck=paw_deck, paw_discard=[], project_deck=project_deck, project_discard=[],
        planet_deck=planet_deck, planet_discard=[], market_paws=[], market_projects=[],
        planets=[], planet_fragments=[], bag={c: FRAGMENTS_PER_COLOUR for c in COLOURS},
        discard={c: 0 for c in COLOURS}, current=order[0],
    )
    refill_market(state, rng)
    for slot in range(PLANETS_SHOWN):
        planet = draw_planet(state, rng)
        assert planet is not None
        state.planets.append(planet)
        state.planet_fragments.append([])
        fill_planet(state, rng, slot)
    if bot is not None:
        for _ in range(BOT_ROW):
            card = draw_project(state, rng)
            assert card is not None
            bot.row.append(card)
            bot.placed.append("")
    # "Distribuez 1 Projet à chaque joueur. Distribuez 3 Ouvriers au premier joueur, 5 au
    # dernier et 4 à chaque autre joueur." The Bot is first at two players and takes none.
    for place, seat in enumerate(order):
        if seat == BOT:
            continue
        p = state.players[seat]
        card = draw_project(state, rng)
        assert card is not None
        p.projects.append(card)
        count = 3 if place == 0 else 5 if place == len(order) - 1 else 4
        for _ in range(count):
            paw = draw_paw(state, rng)
            assert paw is not None
            p.paws.append(paw)
    events: list[Event] = []
    start_turn(state, rng, events)
    advance(state, rng, events)
    state.rng = rng.state
    return state, events
