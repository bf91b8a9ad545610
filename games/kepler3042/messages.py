"""Kepler-3042's words in English, Spanish and French (see :mod:`games.i18n`).

The rulebook is English only, so the Spanish and French terms below are this catalogue's own
translation. Every template uses them and nothing else; keep them when adding a sentence.

Glossary (English / Spanish / French)

=================================  ===============================  ================================
Matter, Energy, Antimatter         Materia, Energía, Antimateria    Matière, Énergie, Antimatière
Resource(s)                        Recurso(s)                       Ressource(s)
Resources Storage                  Almacén de Recursos              Réserve de Ressources
Clausius' Pit                      Pozo de Clausius                 Puits de Clausius
PRODUCE / SPEND                    PRODUCIR / GASTAR                PRODUIRE / DÉPENSER
BURN / REGENERATE                  QUEMAR / REGENERAR               BRÛLER / RÉGÉNÉRER
Starship                           Nave                             Vaisseau
Planet, Earth                      Planeta, Tierra                  Planète, Terre
Planet card                        carta de Planeta                 carte Planète
Celestial Body (tile)              (loseta de) Cuerpo Celeste       (tuile de) Corps Céleste
Mine, Colonial Target              Mina, Objetivo Colonial          Mine, Cible Coloniale
Space hex                          hexágono de Espacio              hexagone d'Espace
Star, Sol, Sagittarius A*          Estrella, Sol, Sagitario A*      Étoile, Sol, Sagittarius A*
Action Cube, Action Board          Cubo de Acción, Tablero ...      Cube d'Action, Plateau ...
Main Action, Bonus Action          Acción Principal, Acción Extra   Action Principale, Action Bonus
Technology, level                  Tecnología, nivel                Technologie, niveau
Technology Board                   Tablero de Tecnología            Plateau de Technologie
One giant leap for mankind         Un gran salto para la humanidad  Un bond de géant pour l'humanité
Leadership Track                   Pista de Liderazgo               Piste de Leadership
Technological, Colonial (track)    Tecnológica, Colonial            Technologique, Coloniale
Leadership award                   premio de Liderazgo              récompense de Leadership
Medal                              Medalla                          Médaille
Progress card, Progress deck       carta de Progreso, mazo de ...   carte Progrès, pioche Progrès
secret Objective                   Objetivo secreto                 Objectif secret
Victory Points (VP)                Puntos de Victoria (PV)          Points de Victoire (PV)
Round, End phase                   Ronda, fase final                Manche, phase de fin
First Player                       Jugador inicial                  Premier joueur
Nation                             Nación                           Nation
Stellar Local Group                Grupo Local Estelar              Groupe Local Stellaire
Short-, Mid-, Long-Range           corto, medio, largo alcance      courte, moyenne, longue portée
Rocky, Oceanic, Super Earth        Rocoso, Oceánico, Supertierra    Rocheuse, Océanique, Super-Terre
Giant, Alien                       Gigante, Alienígena              Géante, Extraterrestre
colonize, terraform                colonizar, terraformar           coloniser, terraformer
=================================  ===============================  ================================

Planets are masculine in Spanish (el planeta: rocoso) and feminine in French (la planète:
rocheuse); a Leadership Track is a feminine "Pista"/"Piste", so its adjective (and a Medal's)
is feminine in both. Action, Bonus Action, Technology and level names are in the tables
below (``action.*``, ``bonus.*``, ``tech.*``, ``level.*``). Move codes (``build``, ``P5``,
``M``, ``ST``, ``store``...) are never translated: they are what records store.
"""

from __future__ import annotations

from typing import Any

EN: dict[str, str] = {
    "kepler3042.option.objectives": "standard or advanced",
    # ---- rules summary and notation (shown by /game rules)
    "kepler3042.summary": (
        "Lead humanity to the stars over 16 rounds. Each round a progress card is revealed; on "
        "your turn you take a main action on a different space of the 3x3 action board (space "
        "missions, colonize, research, propulsion, terraform, map, energy, exploitation, "
        "antimatter), up to two bonus actions of that row and column (each burns a resource), "
        "and move or withdraw starships. Leadership tracks award medals; at the end planets, "
        "technologies, medals, colonial targets and your secret objective score."),
    "kepler3042.notation_help": """Kepler-3042 move notation.

Every decision is one short line: a verb, then its arguments. Hexes are column letter + row
(``A1``-``V19``; Sol is ``F10``); planets are ``P1``-``P28`` and ``Earth``; Resources ``M``
(Matter), ``E`` (Energy), ``A`` (Antimatter); Technologies ``ST`` (I-Space Travels), ``QP``
(II-Quantum Physics), ``ED`` (III-Energy Development), ``TF`` (IV-Terraforming), ``AS``
(V-Antimatter Science); Leadership Tracks ``tech`` and ``colonial``.

=========================  ===================================================================
Notation                   Meaning
=========================  ===================================================================
``start ST QP``            setup: the two free Technology advances
``missions`` ...           move the Action Cube and take that Main Action: ``missions``
                           (Space Missions), ``colonize``, ``research`` (Technological
                           Development), ``propel`` (Stellar Propulsion), ``terraform``,
                           ``map`` (Galactic Map), ``energy`` (Energy Storage), ``exploit``
                           (Planetary Exploitation), ``antimatter`` (Generate Antimatter)
``build P5``               Space Missions: SPEND a Starship's cost from that planet
``place G9``               put the new Starship on that Space hex
``colonize P22``           colonize the planet your Starship is on
``tech QP Earth``          buy the next Quantum Physics level, SPENDING from Earth
``tech QP``                take a level for free (Extraterrestrial Knowledge)
``terraform P5``           terraform that planet
``map tech``               Galactic Map: advance on that track (``tech``/``colonial``)
``reveal K4``              turn over the tile on K4
``produce P5``             PRODUCE the offered Resources on that planet
``exploit P21``            Planetary Exploitation: PRODUCE that planet's output
``logistics`` ...          Bonus Action: ``logistics``, ``advancement``, ``science``,
                           ``culture``, ``planning``, ``neo`` (then pay with ``burn``)
``burn E store``           BURN 1 Energy from the Resources Storage (or ``burn M P5``)
``regen A``                REGENERATE 1 Antimatter from the Clausius' Pit
``move G9 J7``             move the Starship on G9 to J7 (any reachable destination)
``withdraw J7``            withdraw the Starship on J7
``convert P5 E``           Quantum Physics: swap 1 Energy on P5 for 1 Matter from storage
``shift M P21 Earth``      Quantum Physics: move 1 Matter from P21 to Earth
``done`` / ``skip``        finish the current action or turn / decline an offer
=========================  ===================================================================

Parsing is lenient: case and spacing do not matter, full names work ("space missions",
"galactic map tech", "burn energy storage", "tech quantum physics earth", "move g9 to j7",
"G9-J7"), ``5`` means ``P5`` where a planet is expected, and a missing last argument is
filled in when only one legal move fits.""",
    "kepler3042.reason": ("Most Victory Points after 16 rounds; ties go to the player who "
                          "terraformed the highest-numbered Planet"),
    # ---- names
    "kepler3042.player": "Player {n}",
    "kepler3042.earth": "Earth",
    "kepler3042.planet": "Planet {n}",
    "kepler3042.res.M": "Matter",
    "kepler3042.res.E": "Energy",
    "kepler3042.res.A": "Antimatter",
    "kepler3042.amount": "{n} {res}",
    "kepler3042.cost.1": "{a}",
    "kepler3042.cost.2": "{a} + {b}",
    "kepler3042.cost.3": "{a} + {b} + {c}",
    "kepler3042.nothing": "nothing",
    "kepler3042.tile.planet": "{planet} {name} ({type})",
    "kepler3042.tile.mine": "a Mine",
    "kepler3042.tile.target": "a Colonial Target",
    "kepler3042.where.space": "a Space hex",
    "kepler3042.where.store": "the Resources Storage",
    "kepler3042.where.your_store": "your Resources Storage",
    "kepler3042.type.rocky": "Rocky",
    "kepler3042.type.oceanic": "Oceanic",
    "kepler3042.type.super_earth": "Super Earth",
    "kepler3042.type.giant": "Giant",
    "kepler3042.type.alien": "Alien",
    "kepler3042.letter.rocky": "R",
    "kepler3042.letter.oceanic": "O",
    "kepler3042.letter.super_earth": "S",
    "kepler3042.letter.giant": "G",
    "kepler3042.letter.alien": "A",
    "kepler3042.zone.short": "Stellar Local Group",
    "kepler3042.zone.mid": "Mid-Range",
    "kepler3042.zone.long": "Long-Range",
    "kepler3042.track.tech": "Technological",
    "kepler3042.track.colonial": "Colonial",
    "kepler3042.tracks.tech": "Technological",
    "kepler3042.tracks.colonial": "Colonial",
    "kepler3042.action.missions": "Space Missions",
    "kepler3042.action.colonize": "Colonize Planets",
    "kepler3042.action.research": "Technological Development",
    "kepler3042.action.propel": "Stellar Propulsion",
    "kepler3042.action.terraform": "Terraform Planets",
    "kepler3042.action.map": "Galactic Map",
    "kepler3042.action.energy": "Energy Storage",
    "kepler3042.action.exploit": "Planetary Exploitation",
    "kepler3042.action.antimatter": "Generate Antimatter",
    "kepler3042.bonus.logistics": "Space Logistics",
    "kepler3042.bonus.advancement": "Technological Advancement",
    "kepler3042.bonus.science": "Scientific Progress",
    "kepler3042.bonus.culture": "Cultural Evolution",
    "kepler3042.bonus.planning": "Exploratory Planning",
    "kepler3042.bonus.neo": "Exploitation of N.E.O.",
    "kepler3042.tech.ST": "Space Travels",
    "kepler3042.tech.QP": "Quantum Physics",
    "kepler3042.tech.ED": "Energy Development",
    "kepler3042.tech.TF": "Terraforming",
    "kepler3042.tech.AS": "Antimatter Science",
    "kepler3042.level.ST.1": "Light Speed Engine",
    "kepler3042.level.ST.2": "Spatial Bending Engine",
    "kepler3042.level.ST.3": "Space Warp Engine",
    "kepler3042.level.ST.4": "Wormhole Stabilizer",
    "kepler3042.level.ST.5": "Tachyon Drive",
    "kepler3042.level.QP.1": "Quantum Entanglement",
    "kepler3042.level.QP.2": "Particle Accelerator",
    "kepler3042.level.QP.3": "Higgs Field Management",
    "kepler3042.level.QP.4": "Positronic Understanding",
    "kepler3042.level.QP.5": "Quantum Computing",
    "kepler3042.level.ED.1": "Nuclear Fusion",
    "kepler3042.level.ED.2": "Dyson Swarm",
    "kepler3042.level.ED.3": "Plasma Quantum Collector",
    "kepler3042.level.ED.4": "Zero-Point Energy",
    "kepler3042.level.ED.5": "Theory of Everything",
    "kepler3042.level.TF.1": "Biosphere",
    "kepler3042.level.TF.2": "Planetary Engineering",
    "kepler3042.level.TF.3": "Alien Genetic Research",
    "kepler3042.level.TF.4": "Ecosystem Synthesis",
    "kepler3042.level.TF.5": "Absolute Mastery of Genetics",
    "kepler3042.level.AS.1": "Antiproton Decelerator",
    "kepler3042.level.AS.2": "Penning Trap",
    "kepler3042.level.AS.3": "Metamaterial Generator",
    "kepler3042.level.AS.4": "Antimatter Catalysis",
    "kepler3042.level.AS.5": "Antimatter Reactor",
    # ---- Progress cards
    "kepler3042.card.1.name": "Extraterrestrial Knowledge",
    "kepler3042.card.1.text": ("Every player may gain one Technology level for free; a level "
                               "that brings Technological Leadership awards costs one BURNED "
                               "Resource."),
    "kepler3042.card.2.name": "Quantum Revolution",
    "kepler3042.card.2.text": ("The players with the lowest level in Quantum Physics gain its "
                               "next level for free."),
    "kepler3042.card.3.name": "Propulsion Breakthrough",
    "kepler3042.card.3.text": ("The players with the lowest level in Space Travels gain its "
                               "next level for free."),
    "kepler3042.card.4.name": "Fusion Ignition",
    "kepler3042.card.4.text": ("The players with the lowest level in Energy Development gain "
                               "its next level for free."),
    "kepler3042.card.5.name": "Genetic Renaissance",
    "kepler3042.card.5.text": ("The players with the lowest level in Terraforming gain its "
                               "next level for free."),
    "kepler3042.card.6.name": "Antimatter Containment",
    "kepler3042.card.6.text": ("The players with the lowest level in Antimatter Science gain "
                               "its next level for free."),
    "kepler3042.card.7.name": "Solar Maximum",
    "kepler3042.card.7.text": "Every player PRODUCES 1 Energy on a Planet they control.",
    "kepler3042.card.8.name": "Asteroid Capture",
    "kepler3042.card.8.text": "Every player PRODUCES 1 Matter on their Earth card.",
    "kepler3042.card.9.name": "Recycling Program",
    "kepler3042.card.9.text": "Every player REGENERATES 1 Resource.",
    "kepler3042.card.10.name": "Supernova Harvest",
    "kepler3042.card.10.text": "The players with a Starship on a Mine REGENERATE 1 Resource.",
    "kepler3042.card.11.name": "Colonial Census",
    "kepler3042.card.11.text": ("The players with the most colonized Planets (at least one) "
                                "gain 1 Colonial Leadership award."),
    "kepler3042.card.12.name": "Academy of Sciences",
    "kepler3042.card.12.text": ("The players with the most Technology levels gain 1 "
                                "Technological Leadership award."),
    "kepler3042.card.13.name": "Earth Support Program",
    "kepler3042.card.13.text": ("The players with the fewest colonized Planets PRODUCE 1 Matter "
                                "and 1 Energy on their Earth card."),
    "kepler3042.card.14.name": "Terraforming Expo",
    "kepler3042.card.14.text": ("The players with the most terraformed Planets (at least one, "
                                "Earth aside) gain 1 Colonial Leadership award."),
    "kepler3042.card.15.name": "Gamma-Ray Burst",
    "kepler3042.card.15.text": ("The players with the most Energy on their Planet cards (at "
                                "least one) BURN 1 Energy from a Planet card."),
    "kepler3042.card.16.name": "Deep Space Telescope",
    "kepler3042.card.16.text": ("In turn order, every player turns over one Celestial Body tile "
                                "of their choice."),
    "kepler3042.card.17.name": "Explorers' Guild",
    "kepler3042.card.17.text": ("The players who reached the most Colonial Targets (at least "
                                "one) gain 1 Colonial Leadership award."),
    "kepler3042.card.18.name": "Science Fair",
    "kepler3042.card.18.text": ("The players lowest on the Technological Leadership Track gain "
                                "1 Technological Leadership award."),
    # ---- Objectives
    "kepler3042.objective.1.name": "Frontier Pioneer",
    "kepler3042.objective.1.text": "Colonize a Planet by a Long-Range Star.",
    "kepler3042.objective.2.name": "Terraformer",
    "kepler3042.objective.2.text": "Own at least 2 terraformed Planets besides Earth.",
    "kepler3042.objective.3.name": "Master Navigator",
    "kepler3042.objective.3.text": "Reach level 4 in I-Space Travels.",
    "kepler3042.objective.4.name": "Quantum Scholar",
    "kepler3042.objective.4.text": "Reach level 4 in II-Quantum Physics.",
    "kepler3042.objective.5.name": "Energy Baron",
    "kepler3042.objective.5.text": "Reach level 4 in III-Energy Development.",
    "kepler3042.objective.6.name": "Gaia Architect",
    "kepler3042.objective.6.text": "Reach level 4 in IV-Terraforming.",
    "kepler3042.objective.7.name": "Antimatter Hoarder",
    "kepler3042.objective.7.text": "End with at least 3 Antimatter on your Planet cards.",
    "kepler3042.objective.8.name": "Xenologist",
    "kepler3042.objective.8.text": "Colonize an Alien Planet.",
    "kepler3042.objective.9.name": "Explorer",
    "kepler3042.objective.9.text": "Reach at least 2 Colonial Targets.",
    "kepler3042.objective.10.name": "Decorated Nation",
    "kepler3042.objective.10.text": "Collect at least 3 Medals.",
    "kepler3042.objective.11.name": "Galactic Diaspora",
    "kepler3042.objective.11.text": "Colonize Planets in all three zones.",
    "kepler3042.objective.12.name": "Terraform Empire",
    "kepler3042.objective.12.text": "Own at least 3 terraformed Planets besides Earth.",
    "kepler3042.objective.13.name": "Technocrat",
    "kepler3042.objective.13.text": "Bring 2 Technologies to their maximum level.",
    "kepler3042.objective.14.name": "Leader of Nations",
    "kepler3042.objective.14.text": "Be most advanced (ties count) on both Leadership Tracks.",
    "kepler3042.objective.15.name": "Supernova Miner",
    "kepler3042.objective.15.text": "End with 2 Starships on Mines.",
    "kepler3042.objective.16.name": "Alien Embassy",
    "kepler3042.objective.16.text": "Colonize 2 Alien Planets.",
    "kepler3042.objective.17.name": "Renaissance Nation",
    "kepler3042.objective.17.text": "Reach level 3 in every Technology.",
    "kepler3042.objective_line": "{name}: {text} ({vp} VP)",
    "kepler3042.objective.met": "met now",
    "kepler3042.objective.unmet": "not met yet",
    # ---- the private view's fields (the /hand text)
    "kepler3042.field.objective": "Secret Objective",
    "kepler3042.field.objective_met": "Objective",
    "kepler3042.field.score_with_objective": "Score with your Objective",
    # ---- events
    "kepler3042.ev.setup": ("The galaxy is laid out; the Stellar Local Group is revealed. Every "
                            "player has a secret Objective and chooses two free Technology "
                            "advances."),
    "kepler3042.ev.your_objective": "Your secret Objective: {objective}",
    "kepler3042.ev.free_advances": "{player} advances for free to {a} and {b}.",
    "kepler3042.ev.round": ("Round {round}: {player} reveals the Progress card {card}: "
                            "{text}"),
    "kepler3042.ev.end_phase": "End phase: {card} takes effect.",
    "kepler3042.ev.game_end": "The 16th round is over: final scoring.",
    "kepler3042.ev.cube": "{player} moves the Action Cube to {action}.",
    "kepler3042.ev.end_turn": "{player} ends the turn.",
    "kepler3042.ev.bonus": "{player} takes the Bonus Action {bonus}.",
    "kepler3042.ev.theory": "{level}: no Resource is BURNED for it.",
    "kepler3042.ev.neo": "{player} PRODUCES {cost} on Earth ({bonus}).",
    "kepler3042.ev.produce_earth": "{player} PRODUCES {cost} on Earth.",
    "kepler3042.ev.medal_one_one": "{names} receives {n} {track} Medal.",
    "kepler3042.ev.medal_one_many": "{names} receives {n} {track} Medals.",
    "kepler3042.ev.medal_many_one": "{names} receive {n} {track} Medal.",
    "kepler3042.ev.medal_many_many": "{names} receive {n} {track} Medals.",
    "kepler3042.ev.no_freetech": "{player} takes no free Technology.",
    "kepler3042.ev.advance": "{player} advances to space {space} of the {track} Leadership Track.",
    "kepler3042.ev.medal_to_card": ("{player} moves a {track} Medal onto the revealed Progress "
                                    "card."),
    "kepler3042.ev.ship_moves": "{player} moves a Starship {a}-{b}.",
    "kepler3042.ev.target": "{player} reaches the Colonial Target on {hex}.",
    "kepler3042.ev.lands": "{player} lands a Starship on {what} ({hex}).",
    "kepler3042.ev.withdraw": "{player} withdraws the Starship from {where} ({hex}).",
    "kepler3042.ev.declines_produce": "{player} declines to PRODUCE.",
    "kepler3042.ev.produces": "{player} PRODUCES {cost} on {planet}.",
    "kepler3042.ev.burns": "{player} BURNS 1 {res} from {where}.",
    "kepler3042.ev.declines_regen": "{player} declines to REGENERATE.",
    "kepler3042.ev.regen": "{player} REGENERATES 1 {res}.",
    "kepler3042.ev.acquires": "{player} acquires {level} ({numeral}-{tech} level {n}).",
    "kepler3042.ev.leap": "One giant leap for mankind: {player} reaches {level}.",
    "kepler3042.ev.convert": ("{player} converts 1 {res} on {planet} into {other} (Quantum "
                              "Physics)."),
    "kepler3042.ev.shift": "{player} moves 1 {res} from {src} to {dst} (Quantum Physics).",
    "kepler3042.ev.no_antimatter": ("With V-Antimatter Science at level 0 no Antimatter can be "
                                    "PRODUCED."),
    "kepler3042.ev.no_exploit": "With IV-Terraforming at level 0 no planet can PRODUCE.",
    "kepler3042.ev.colonizes": "{player} colonizes {planet} {name} ({type}, {zone}).",
    "kepler3042.ev.reveal": "{player} turns over the tile on {hex}: {tile}.",
    "kepler3042.ev.build": "{player} SPENDS {cost} from {planet} to build a Starship.",
    "kepler3042.ev.place": "{player} places a Starship on {hex}.",
    "kepler3042.ev.spends": "{player} SPENDS {cost} from {planet}.",
    "kepler3042.ev.terraforms": "{player} SPENDS {cost} and terraforms {planet}.",
    # ---- prompts: what the acting seat decides (no final stop: quoted inside sentences)
    "kepler3042.stop": "{text}.",
    "kepler3042.prompt.over": "The game is over",
    "kepler3042.prompt.setup": ("Choose two different Technologies to advance for free "
                                "(start <track> <track>)"),
    "kepler3042.prompt.cube": "Move your Action Cube to a Main Action space",
    "kepler3042.prompt.turn": ("Take a Bonus Action, move or withdraw Starships, or end your "
                               "turn (done)"),
    "kepler3042.prompt.missions": "Space Missions: build Starships (build <planet>), or done",
    "kepler3042.prompt.place": "Choose the Space hex for your new Starship (place <hex>)",
    "kepler3042.prompt.colonize": ("Colonize the planets your Starships are on (colonize "
                                   "<planet>), or done"),
    "kepler3042.prompt.research": ("Technological Development: buy levels (tech <track> "
                                   "<planet>), or done"),
    "kepler3042.prompt.movement": "Move your Starships (move <from> <to>), or done",
    "kepler3042.prompt.terraform": "Terraform your planets (terraform <planet>), or done",
    "kepler3042.prompt.maptrack": ("Galactic Map: advance on a Leadership Track (map tech / map "
                                   "colonial), or done to skip the action"),
    "kepler3042.prompt.exploit": ("Planetary Exploitation: choose up to {left} more planets to "
                                  "PRODUCE on (exploit <planet>), or done"),
    "kepler3042.prompt.regen": "REGENERATE one Resource from your Clausius' Pit (regen <M/E/A>)",
    "kepler3042.prompt.regen_may": ("You may REGENERATE one Resource from your Clausius' Pit "
                                    "(regen <M/E/A>), or skip"),
    "kepler3042.prompt.freetech": ("Extraterrestrial Knowledge: gain one Technology level for "
                                   "free (tech <track>), or skip"),
    "kepler3042.prompt.reveal": "Turn over a Celestial Body tile (reveal <hex>), {left} left",
    "kepler3042.prompt.produce_may": ("You may PRODUCE {amount} {res} on one of your planets "
                                      "(produce <planet>), or skip"),
    "kepler3042.prompt.produce": "PRODUCE {amount} {res} on one of your planets (produce <planet>)",
    "kepler3042.prompt.gamma": ("Gamma-Ray Burst: BURN 1 Energy from one of your planets (burn E "
                                "<planet>)"),
    "kepler3042.prompt.burn": "BURN one Resource to pay (burn <M/E/A> <store/planet>)",
    # ---- refusals
    "kepler3042.no.over": "The game is over.",
    "kepler3042.no.seat": "There is no such seat.",
    "kepler3042.no.not_yours": "It is {player}'s decision now, not yours.",
    "kepler3042.no.not_listed": "That is not one of your choices now. {prompt}.",
    "kepler3042.no.not_now": "That is not a choice now. {prompt}.",
    "kepler3042.no.cube_same": ("Your Action Cube is already on {action}: move it to a different "
                                "space."),
    "kepler3042.no.cube_first": ("First move your Action Cube to a Main Action space (missions, "
                                 "colonize, research, propel, terraform, map, energy, exploit, "
                                 "antimatter)."),
    "kepler3042.no.cube_moved": "You already moved your Action Cube this turn.",
    "kepler3042.no.withdrawing": ("You have started withdrawing Starships: moving is over for "
                                  "this turn."),
    "kepler3042.no.action_over": ("Your Main Action is over (nothing more could be done with it): "
                                  "take a Bonus Action, move or withdraw Starships, or end your "
                                  "turn (done)."),
    "kepler3042.no.bonus_late": "Bonus Actions come before moving and withdrawing Starships.",
    "kepler3042.no.bonus_off": ("{bonus} is not on your Action Cube's row or column ({a} and {b} "
                                "are)."),
    "kepler3042.no.bonus_twice": "You already took {bonus} this turn.",
    "kepler3042.no.bonus_burn": "You have no Resource to BURN for a Bonus Action.",
    "kepler3042.no.all_ships_out": "All your Starships are already on the map.",
    "kepler3042.no.store_no_antimatter": ("You have no Antimatter in your Resources Storage to "
                                          "PRODUCE."),
    "kepler3042.no.store_no_me": ("You have no Matter or Energy in your Resources Storage to "
                                  "PRODUCE."),
    "kepler3042.no.no_space_ship": "You have no Starship on a Space hex to move.",
    "kepler3042.no.name_tech": "Name a Technology: ST, QP, ED, TF or AS.",
    "kepler3042.no.tech_max": "{tech} is already at its maximum level.",
    "kepler3042.no.free_burn": ("{level} brings a Leadership award, so it costs a BURNED "
                                "Resource: you have none."),
    "kepler3042.no.two_hexes": "Name two hexes, like move F9 G8.",
    "kepler3042.no.no_ship_on": "You have no Starship on {hex}.",
    "kepler3042.no.ship_on_body": "Starships on Celestial Bodies cannot move.",
    "kepler3042.no.no_movement": "The Starship on {hex} has no movement left.",
    "kepler3042.no.impassable": "Starships can never enter Sol, Sagittarius A* or a Star.",
    "kepler3042.no.unrevealed": "Starships cannot enter an unrevealed Celestial Body.",
    "kepler3042.no.body_occupied": "That Celestial Body is already occupied.",
    "kepler3042.no.hex_occupied": "A Starship cannot end its movement on an occupied Space hex.",
    "kepler3042.no.already_there": "The Starship is already there.",
    "kepler3042.no.out_of_range": ("That hex is out of range: this Starship can move {n} more "
                                   "hex(es)."),
    "kepler3042.no.no_ship_there": "You have no Starship there.",
    "kepler3042.no.must_produce": "You must PRODUCE the {res}: choose a planet.",
    "kepler3042.no.not_your_planet": "You do not control that planet.",
    "kepler3042.no.store_empty_produce": ("There is no {res} in your Resources Storage to "
                                          "PRODUCE."),
    "kepler3042.no.name_res": "Name a Resource: M, E or A.",
    "kepler3042.no.gamma_energy": "{card} burns Energy.",
    "kepler3042.no.gamma_planet": "{card} burns Energy from a planet card.",
    "kepler3042.no.store_empty": "There is no {res} in your Resources Storage.",
    "kepler3042.no.burn_where": "Burn from your Resources Storage (store) or a planet you control.",
    "kepler3042.no.planet_empty": "There is no {res} on {planet}.",
    "kepler3042.no.must_regen": ("You must REGENERATE one Resource: the Progress card says so "
                                 "(regen <M/E/A>)."),
    "kepler3042.no.pit_empty": "There is no {res} in your Clausius' Pit.",
    "kepler3042.no.ready": ("You already chose your two free advances; waiting for the other "
                            "players."),
    "kepler3042.no.start_first": ("First choose two different Technologies to advance (e.g. "
                                  "start ST QP)."),
    "kepler3042.no.name_two_techs": "Name two Technologies: ST, QP, ED, TF or AS.",
    "kepler3042.no.same_tech": "The two free advances must be in two different Technologies.",
    "kepler3042.no.board_order": "Write the two Technologies in board order (e.g. start ST QP).",
    "kepler3042.no.quantum_turn": ("II-Quantum Physics abilities can be used only during your "
                                   "own turn."),
    "kepler3042.no.convert_form": "Write convert <planet> <M/E>.",
    "kepler3042.no.convert_res": "Only Matter and Energy can be converted into each other.",
    "kepler3042.no.convert_left": ("You have no Resource Transformation left this turn "
                                   "(II-Quantum Physics level too low or already used)."),
    "kepler3042.no.store_swap": "There is no {res} in your Resources Storage to swap in.",
    "kepler3042.no.shift_form": "Write shift <M/E/A> <from planet> <to planet>.",
    "kepler3042.no.shift_same": "Move the Resource to a different planet.",
    "kepler3042.no.shift_left": ("You have no Resource moves left this turn (II-Quantum Physics "
                                 "level too low or already used)."),
    "kepler3042.no.name_planet": "Name a planet, like colonize P12.",
    "kepler3042.no.no_ship_planet": "You have no Starship on {planet}.",
    "kepler3042.no.five_colonies": ("You already have five colonies, the most a Nation may "
                                    "colonize."),
    "kepler3042.no.alien": ("Alien Planets can be colonized only with Metamaterial Generator "
                            "(V-Antimatter Science level 3)."),
    "kepler3042.no.no_tile": "There is no Celestial Body tile there.",
    "kepler3042.no.face_up": "That tile is already face up.",
    "kepler3042.no.three_builds": "Space Missions builds at most three Starships.",
    "kepler3042.no.build_cost": "A Starship costs {cost}, SPENT from {planet} alone.",
    "kepler3042.no.hex_has_ship": "That Space hex already holds a Starship.",
    "kepler3042.no.place_where": ("The new Starship must go on an empty Space hex next to the "
                                  "planet."),
    "kepler3042.no.already_produced": "{planet} already PRODUCED this action.",
    "kepler3042.no.level_cost": ("{level} costs {cost}, all SPENT from one planet; {planet} has "
                                 "{has}."),
    "kepler3042.no.terraformed": "{planet} is already terraformed.",
    "kepler3042.no.tf_low": ("{planet} is level {level}: your IV-Terraforming Technology is too "
                             "low."),
    "kepler3042.no.tf_cost": "Terraforming {planet} costs {cost}, SPENT from the planet itself.",
    # ---- reading typed moves
    "kepler3042.parse.empty": "Type a move, for example `research` or `move G9 J7`.",
    "kepler3042.parse.unknown": "Unknown move {word!r}. {prompt}.",
    "kepler3042.parse.which": "Which one? For example: {options}.",
    "kepler3042.parse.expected": "Could not read {text!r}: expected {wanted}.",
    "kepler3042.parse.sig0": "{verb}",
    "kepler3042.parse.sig1": "{verb} <{a}>",
    "kepler3042.parse.sig2": "{verb} <{a}> <{b}>",
    "kepler3042.parse.sig3": "{verb} <{a}> <{b}> <{c}>",
    "kepler3042.parse.alt2": "{a} | {b}",
    "kepler3042.kind.hex": "a hex like G9",
    "kepler3042.kind.planet": "a planet like P5 or Earth",
    "kepler3042.kind.source": "store or a planet",
    "kepler3042.kind.track": "a Technology (ST, QP, ED, TF, AS)",
    "kepler3042.kind.lead": "tech or colonial",
    "kepler3042.kind.res": "a Resource (M, E, A)",
    # ---- move descriptions (autocomplete, the turn panel)
    "kepler3042.move.start": "Advance for free to {a} and {b}",
    "kepler3042.move.action": "{action} (bonuses: {b1}, {b2})",
    "kepler3042.move.bonus": "{bonus}: {what} (BURN 1 Resource)",
    "kepler3042.effect.logistics": "place a free Starship by one of your planets",
    "kepler3042.effect.advancement": "PRODUCE 1 Antimatter",
    "kepler3042.effect.science": "+1 Technological award",
    "kepler3042.effect.culture": "+1 Colonial award",
    "kepler3042.effect.planning": "move each Starship up to 2 hexes",
    "kepler3042.effect.neo": "PRODUCE 1 Matter + 1 Energy on Earth",
    "kepler3042.move.build": "Build a Starship: SPEND {cost} from {planet}",
    "kepler3042.move.place": "Place the new Starship on {hex}",
    "kepler3042.move.colonize": "Colonize Planet {n} {name} ({type}, +{awards} Colonial)",
    "kepler3042.move.tech_max": "{tech} (already at its maximum)",
    "kepler3042.move.tech_head": "{numeral}-{level} (level {n})",
    "kepler3042.move.tech_free": "Take {head} for free",
    "kepler3042.move.tech_free_burn": "Take {head} for free, BURN 1 Resource",
    "kepler3042.move.tech_buy": "Buy {head}: SPEND {cost} from {planet}",
    "kepler3042.move.terraform": ("Terraform Planet {n}: SPEND {cost}, worth {vp} VP, "
                                  "+{awards} Colonial"),
    "kepler3042.move.map": "Advance 1 on the {track} Leadership Track, then turn over 4 tiles",
    "kepler3042.move.reveal": "Turn over the tile on {hex} ({zone})",
    "kepler3042.move.produce_n": "PRODUCE {n} {res} on {planet}",
    "kepler3042.move.produce": "PRODUCE on {planet}",
    "kepler3042.move.exploit": "PRODUCE {cost} on {planet}",
    "kepler3042.move.burn": "BURN 1 {res} from {where}",
    "kepler3042.move.regen": "REGENERATE 1 {res}",
    "kepler3042.move.move_1": "Move the Starship on {a} to {b} ({n} hex)",
    "kepler3042.move.move_n": "Move the Starship on {a} to {b} ({n} hexes)",
    "kepler3042.move.onto_1": "Move the Starship on {a} to {b} onto {tile} ({n} hex)",
    "kepler3042.move.onto_n": "Move the Starship on {a} to {b} onto {tile} ({n} hexes)",
    "kepler3042.move.withdraw_mine": "Withdraw the Starship on {hex} from its Mine (REGENERATE 1)",
    "kepler3042.move.withdraw": "Withdraw the Starship on {hex}",
    "kepler3042.move.convert": "Convert 1 {res} on {planet} into {other} (Quantum Physics)",
    "kepler3042.move.shift": "Move 1 {res} from {src} to {dst} (Quantum Physics)",
    "kepler3042.move.end_turn": "End your turn",
    "kepler3042.move.skip_map": "Skip the Galactic Map action",
    "kepler3042.move.finish": "Finish this action",
    "kepler3042.move.skip": "Skip",
    # ---- the board and hand images
    "kepler3042.draw.setup": "Setup",
    "kepler3042.draw.round": "Round {round}/{rounds}",
    "kepler3042.draw.deck": "Progress deck: {n} left",
    "kepler3042.draw.nobody_acts": "Nobody to act",
    "kepler3042.draw.now": "NOW",
    "kepler3042.draw.everyone": "Everyone",
    "kepler3042.draw.first": "1st: {name}",
    "kepler3042.draw.no_card": "No Progress card revealed",
    "kepler3042.draw.card": "PROGRESS CARD",
    "kepler3042.draw.game_over": "GAME OVER",
    "kepler3042.draw.winner": "Winner: {names}",
    "kepler3042.draw.final": "FINAL",
    "kepler3042.draw.vp": "VP",
    "kepler3042.draw.n_vp": "{n} VP",
    "kepler3042.draw.col.colonies": "Col",
    "kepler3042.draw.col.terraformed": "TF",
    "kepler3042.draw.col.leadership": "Lead",
    "kepler3042.draw.col.medals": "Med",
    "kepler3042.draw.col.antimatter": "AM",
    "kepler3042.draw.col.mines": "Mine",
    "kepler3042.draw.col.max_technologies": "Tech",
    "kepler3042.draw.col.all_types": "Set",
    "kepler3042.draw.col.three_of_a_type": "3x",
    "kepler3042.draw.col.objective": "Obj",
    "kepler3042.draw.first_badge": "1st",
    "kepler3042.draw.to_act": "TO ACT",
    "kepler3042.draw.winner_badge": "WINNER",
    "kepler3042.draw.colonies": "{n}/5 colonies",
    "kepler3042.draw.ships": "{out} out, {home} home",
    "kepler3042.draw.speed": "speed {n}",
    "kepler3042.draw.max": "MAX · {name}",
    "kepler3042.draw.storage": "Storage",
    "kepler3042.draw.pit": "Clausius' Pit",
    "kepler3042.draw.action": "Action",
    "kepler3042.draw.short.missions": "Missions",
    "kepler3042.draw.short.colonize": "Colonize",
    "kepler3042.draw.short.research": "Tech Dev",
    "kepler3042.draw.short.propel": "Propulsion",
    "kepler3042.draw.short.terraform": "Terraform",
    "kepler3042.draw.short.map": "Gal. Map",
    "kepler3042.draw.short.energy": "Energy",
    "kepler3042.draw.short.exploit": "Exploit",
    "kepler3042.draw.short.antimatter": "Antimatter",
    "kepler3042.draw.home": "home",
    "kepler3042.draw.tf_lvl": "TF lvl {n}",
    "kepler3042.draw.objective_met": "Objective met: {objective}",
    "kepler3042.draw.objective_missed": "Objective missed: {objective}",
    "kepler3042.draw.zones": "ZONES",
    "kepler3042.draw.zone_short": "Short: {name} ({vp} VP/colony)",
    "kepler3042.draw.zone": "{name} ({vp} VP/colony)",
    "kepler3042.draw.sol_ring": "Sol's ring",
    "kepler3042.draw.tiles": "TILES",
    "kepler3042.draw.face_down": "face down",
    "kepler3042.draw.mine": "Mine",
    "kepler3042.draw.target": "Col. Target",
    "kepler3042.draw.planet_key": "P12 = planet 12",
    "kepler3042.draw.tracks": "LEADERSHIP TRACKS",
    "kepler3042.draw.track_hint": ("E/M: produce 1   R: regenerate 1   medal: goes on the "
                                   "Progress card   small number: final VP"),
    "kepler3042.draw.track.tech": "TECH",
    "kepler3042.draw.track.colonial": "COLONIAL",
    "kepler3042.draw.leadership": "leadership",
    "kepler3042.draw.your_hand": "{name} · your hand",
    "kepler3042.draw.if_ended": "if the game ended now",
    "kepler3042.draw.your_move": "Your move: {prompt}",
    "kepler3042.draw.over": "The game is over.",
    "kepler3042.draw.waiting": "{round} · waiting for {who}",
    "kepler3042.draw.nobody": "nobody",
    "kepler3042.draw.secret": "SECRET OBJECTIVE",
    "kepler3042.draw.none": "none",
    "kepler3042.draw.tech_board": "YOUR TECHNOLOGY BOARD",
    "kepler3042.draw.tech_note": ("cost is SPENT from one planet · +n: Technological awards · "
                                  "leap: giant leap"),
    "kepler3042.draw.leap": "leap {n}",
    "kepler3042.draw.planet_cards": "YOUR PLANET CARDS ({n}/5 colonies)",
    "kepler3042.draw.planet_note": ("SPEND only from one planet; output = what Planetary "
                                    "Exploitation PRODUCES"),
    "kepler3042.draw.home_planet": "Home planet, already terraformed",
    "kepler3042.draw.on": "on {hex}",
    "kepler3042.draw.range.short": "short-range",
    "kepler3042.draw.range.mid": "mid-range",
    "kepler3042.draw.range.long": "long-range",
    "kepler3042.draw.zone_vp": "{range} +{vp} VP",
    "kepler3042.draw.terraformed": "Terraformed: {vp} VP",
    "kepler3042.draw.tf_cost": "Terraform: level {n}, cost",
    "kepler3042.draw.arrow_vp": "-> {vp} VP",
    "kepler3042.draw.output": "output",
    "kepler3042.draw.cubes": "cubes",
    "kepler3042.draw.res_title": "RESOURCES AND ACTION BOARD",
    "kepler3042.draw.res_note": ("green: the Bonus Actions of your cube's row and column (BURN 1 "
                                 "each)"),
    "kepler3042.draw.store_label": "Resources Storage (PRODUCE from here)",
    "kepler3042.draw.pit_label": "Clausius' Pit (BURNED)",
    "kepler3042.draw.speed_cap": "Speed {n}",
    "kepler3042.draw.starships": "Starships: {out} out, {home} home",
    "kepler3042.draw.quantum": "Quantum: {moves} moves, {converts} conversions left",
}

ES: dict[str, str] = {
    "kepler3042.option.objectives": "standard (estándar) o advanced (avanzados)",
    "kepler3042.summary": (
        "Lleva a la humanidad a las estrellas en 16 rondas. Cada ronda se revela una carta de "
        "Progreso; en tu turno haces una Acción Principal en una casilla distinta del tablero "
        "de acciones de 3x3 (misiones espaciales, colonizar, investigación, propulsión, "
        "terraformar, mapa, energía, explotación, antimateria), hasta dos Acciones Extra de "
        "esa fila y esa columna (cada una QUEMA un Recurso), y mueves o retiras naves. Las "
        "Pistas de Liderazgo otorgan Medallas; al final puntúan los planetas, las tecnologías, "
        "las Medallas, los Objetivos Coloniales y tu Objetivo secreto."),
    "kepler3042.notation_help": """Notación de jugadas de Kepler-3042.

Cada decisión es una línea corta: un verbo y sus argumentos. Los hexágonos son letra de
columna + fila (``A1``-``V19``; Sol es ``F10``); los planetas ``P1``-``P28`` y ``Earth``
(Tierra); los Recursos ``M`` (Materia), ``E`` (Energía), ``A`` (Antimateria); las
Tecnologías ``ST`` (I-Viajes Espaciales), ``QP`` (II-Física Cuántica), ``ED``
(III-Desarrollo Energético), ``TF`` (IV-Terraformación), ``AS`` (V-Ciencia de la
Antimateria); las Pistas de Liderazgo ``tech`` y ``colonial``.

=========================  ===================================================================
Notación                   Significado
=========================  ===================================================================
``start ST QP``            preparación: los dos avances tecnológicos gratuitos
``missions`` ...           mover el Cubo de Acción y hacer esa Acción Principal: ``missions``
                           (Misiones Espaciales), ``colonize``, ``research`` (Desarrollo
                           Tecnológico), ``propel`` (Propulsión Estelar), ``terraform``,
                           ``map`` (Mapa Galáctico), ``energy`` (Almacenamiento de Energía),
                           ``exploit`` (Explotación Planetaria), ``antimatter`` (Generar
                           Antimateria)
``build P5``               Misiones Espaciales: GASTAR el coste de una nave de ese planeta
``place G9``               poner la nave nueva en ese hexágono de Espacio
``colonize P22``           colonizar el planeta en el que está tu nave
``tech QP Earth``          comprar el siguiente nivel de Física Cuántica, GASTANDO de la Tierra
``tech QP``                obtener un nivel gratis (Conocimiento Extraterrestre)
``terraform P5``           terraformar ese planeta
``map tech``               Mapa Galáctico: avanzar en esa pista (``tech``/``colonial``)
``reveal K4``              voltear la loseta de K4
``produce P5``             PRODUCIR los Recursos ofrecidos en ese planeta
``exploit P21``            Explotación Planetaria: PRODUCIR lo que da ese planeta
``logistics`` ...          Acción Extra: ``logistics``, ``advancement``, ``science``,
                           ``culture``, ``planning``, ``neo`` (luego se paga con ``burn``)
``burn E store``           QUEMAR 1 Energía del Almacén de Recursos (o ``burn M P5``)
``regen A``                REGENERAR 1 Antimateria del Pozo de Clausius
``move G9 J7``             mover la nave de G9 a J7 (cualquier destino alcanzable)
``withdraw J7``            retirar la nave de J7
``convert P5 E``           Física Cuántica: cambiar 1 Energía de P5 por 1 Materia del almacén
``shift M P21 Earth``      Física Cuántica: mover 1 Materia de P21 a la Tierra
``done`` / ``skip``        terminar la acción o el turno / rechazar una oferta
=========================  ===================================================================

La lectura es flexible: no importan mayúsculas, espacios ni tildes, y se aceptan los nombres
completos y las palabras en español ("misiones espaciales", "mapa galáctico tecnológica",
"quemar energía almacén", "tecnología física cuántica tierra", "mover g9 a j7", "G9-J7",
"construir 5", "terminar"); ``5`` es ``P5`` donde se espera un planeta, y si falta el último
argumento se completa cuando solo encaja una jugada legal.""",
    "kepler3042.reason": ("Más Puntos de Victoria tras 16 rondas; en caso de empate gana quien "
                          "terraformó el Planeta de número más alto"),
    "kepler3042.player": "Jugador {n}",
    "kepler3042.earth": "Tierra",
    "kepler3042.planet": "Planeta {n}",
    "kepler3042.res.M": "Materia",
    "kepler3042.res.E": "Energía",
    "kepler3042.res.A": "Antimateria",
    "kepler3042.amount": "{n} {res}",
    "kepler3042.cost.1": "{a}",
    "kepler3042.cost.2": "{a} + {b}",
    "kepler3042.cost.3": "{a} + {b} + {c}",
    "kepler3042.nothing": "nada",
    "kepler3042.tile.planet": "{planet} {name} ({type})",
    "kepler3042.tile.mine": "una Mina",
    "kepler3042.tile.target": "un Objetivo Colonial",
    "kepler3042.where.space": "un hexágono de Espacio",
    "kepler3042.where.store": "el Almacén de Recursos",
    "kepler3042.where.your_store": "tu Almacén de Recursos",
    "kepler3042.type.rocky": "Rocoso",
    "kepler3042.type.oceanic": "Oceánico",
    "kepler3042.type.super_earth": "Supertierra",
    "kepler3042.type.giant": "Gigante",
    "kepler3042.type.alien": "Alienígena",
    "kepler3042.letter.rocky": "R",
    "kepler3042.letter.oceanic": "O",
    "kepler3042.letter.super_earth": "S",
    "kepler3042.letter.giant": "G",
    "kepler3042.letter.alien": "A",
    "kepler3042.zone.short": "Grupo Local Estelar",
    "kepler3042.zone.mid": "Medio alcance",
    "kepler3042.zone.long": "Largo alcance",
    "kepler3042.track.tech": "Tecnológica",
    "kepler3042.track.colonial": "Colonial",
    "kepler3042.tracks.tech": "Tecnológicas",
    "kepler3042.tracks.colonial": "Coloniales",
    "kepler3042.action.missions": "Misiones Espaciales",
    "kepler3042.action.colonize": "Colonizar Planetas",
    "kepler3042.action.research": "Desarrollo Tecnológico",
    "kepler3042.action.propel": "Propulsión Estelar",
    "kepler3042.action.terraform": "Terraformar Planetas",
    "kepler3042.action.map": "Mapa Galáctico",
    "kepler3042.action.energy": "Almacenamiento de Energía",
    "kepler3042.action.exploit": "Explotación Planetaria",
    "kepler3042.action.antimatter": "Generar Antimateria",
    "kepler3042.bonus.logistics": "Logística Espacial",
    "kepler3042.bonus.advancement": "Avance Tecnológico",
    "kepler3042.bonus.science": "Progreso Científico",
    "kepler3042.bonus.culture": "Evolución Cultural",
    "kepler3042.bonus.planning": "Planificación Exploratoria",
    "kepler3042.bonus.neo": "Explotación de N.E.O.",
    "kepler3042.tech.ST": "Viajes Espaciales",
    "kepler3042.tech.QP": "Física Cuántica",
    "kepler3042.tech.ED": "Desarrollo Energético",
    "kepler3042.tech.TF": "Terraformación",
    "kepler3042.tech.AS": "Ciencia de la Antimateria",
    "kepler3042.level.ST.1": "Motor de Velocidad Luz",
    "kepler3042.level.ST.2": "Motor de Curvatura Espacial",
    "kepler3042.level.ST.3": "Motor de Distorsión Espacial",
    "kepler3042.level.ST.4": "Estabilizador de Agujeros de Gusano",
    "kepler3042.level.ST.5": "Propulsor de Taquiones",
    "kepler3042.level.QP.1": "Entrelazamiento Cuántico",
    "kepler3042.level.QP.2": "Acelerador de Partículas",
    "kepler3042.level.QP.3": "Control del Campo de Higgs",
    "kepler3042.level.QP.4": "Comprensión Positrónica",
    "kepler3042.level.QP.5": "Computación Cuántica",
    "kepler3042.level.ED.1": "Fusión Nuclear",
    "kepler3042.level.ED.2": "Enjambre de Dyson",
    "kepler3042.level.ED.3": "Colector Cuántico de Plasma",
    "kepler3042.level.ED.4": "Energía del Punto Cero",
    "kepler3042.level.ED.5": "Teoría del Todo",
    "kepler3042.level.TF.1": "Biosfera",
    "kepler3042.level.TF.2": "Ingeniería Planetaria",
    "kepler3042.level.TF.3": "Investigación Genética Alienígena",
    "kepler3042.level.TF.4": "Síntesis de Ecosistemas",
    "kepler3042.level.TF.5": "Dominio Absoluto de la Genética",
    "kepler3042.level.AS.1": "Decelerador de Antiprotones",
    "kepler3042.level.AS.2": "Trampa de Penning",
    "kepler3042.level.AS.3": "Generador de Metamateriales",
    "kepler3042.level.AS.4": "Catálisis de Antimateria",
    "kepler3042.level.AS.5": "Reactor de Antimateria",
    "kepler3042.card.1.name": "Conocimiento Extraterrestre",
    "kepler3042.card.1.text": ("Cada jugador puede obtener gratis un nivel de Tecnología; un "
                               "nivel que otorga premios de Liderazgo Tecnológico cuesta un "
                               "Recurso QUEMADO."),
    "kepler3042.card.2.name": "Revolución Cuántica",
    "kepler3042.card.2.text": ("Los jugadores con el nivel más bajo en Física Cuántica obtienen "
                               "gratis su siguiente nivel."),
    "kepler3042.card.3.name": "Avance en Propulsión",
    "kepler3042.card.3.text": ("Los jugadores con el nivel más bajo en Viajes Espaciales "
                               "obtienen gratis su siguiente nivel."),
    "kepler3042.card.4.name": "Ignición de Fusión",
    "kepler3042.card.4.text": ("Los jugadores con el nivel más bajo en Desarrollo Energético "
                               "obtienen gratis su siguiente nivel."),
    "kepler3042.card.5.name": "Renacimiento Genético",
    "kepler3042.card.5.text": ("Los jugadores con el nivel más bajo en Terraformación obtienen "
                               "gratis su siguiente nivel."),
    "kepler3042.card.6.name": "Contención de Antimateria",
    "kepler3042.card.6.text": ("Los jugadores con el nivel más bajo en Ciencia de la Antimateria "
                               "obtienen gratis su siguiente nivel."),
    "kepler3042.card.7.name": "Máximo Solar",
    "kepler3042.card.7.text": "Cada jugador PRODUCE 1 Energía en un Planeta que controle.",
    "kepler3042.card.8.name": "Captura de Asteroides",
    "kepler3042.card.8.text": "Cada jugador PRODUCE 1 Materia en su carta de la Tierra.",
    "kepler3042.card.9.name": "Programa de Reciclaje",
    "kepler3042.card.9.text": "Cada jugador REGENERA 1 Recurso.",
    "kepler3042.card.10.name": "Cosecha de Supernova",
    "kepler3042.card.10.text": "Los jugadores con una nave en una Mina REGENERAN 1 Recurso.",
    "kepler3042.card.11.name": "Censo Colonial",
    "kepler3042.card.11.text": ("Los jugadores con más Planetas colonizados (al menos uno) "
                                "obtienen 1 premio de Liderazgo Colonial."),
    "kepler3042.card.12.name": "Academia de Ciencias",
    "kepler3042.card.12.text": ("Los jugadores con más niveles de Tecnología obtienen 1 premio "
                                "de Liderazgo Tecnológico."),
    "kepler3042.card.13.name": "Programa de Apoyo a la Tierra",
    "kepler3042.card.13.text": ("Los jugadores con menos Planetas colonizados PRODUCEN 1 Materia "
                                "y 1 Energía en su carta de la Tierra."),
    "kepler3042.card.14.name": "Exposición de Terraformación",
    "kepler3042.card.14.text": ("Los jugadores con más Planetas terraformados (al menos uno, sin "
                                "contar la Tierra) obtienen 1 premio de Liderazgo Colonial."),
    "kepler3042.card.15.name": "Estallido de Rayos Gamma",
    "kepler3042.card.15.text": ("Los jugadores con más Energía en sus cartas de Planeta (al "
                                "menos una) QUEMAN 1 Energía de una carta de Planeta."),
    "kepler3042.card.16.name": "Telescopio de Espacio Profundo",
    "kepler3042.card.16.text": ("En orden de turno, cada jugador voltea una loseta de Cuerpo "
                                "Celeste a su elección."),
    "kepler3042.card.17.name": "Gremio de Exploradores",
    "kepler3042.card.17.text": ("Los jugadores que alcanzaron más Objetivos Coloniales (al menos "
                                "uno) obtienen 1 premio de Liderazgo Colonial."),
    "kepler3042.card.18.name": "Feria de Ciencias",
    "kepler3042.card.18.text": ("Los jugadores más atrasados en la Pista de Liderazgo "
                                "Tecnológica obtienen 1 premio de Liderazgo Tecnológico."),
    "kepler3042.objective.1.name": "Pionero de la Frontera",
    "kepler3042.objective.1.text": "Coloniza un Planeta junto a una Estrella de largo alcance.",
    "kepler3042.objective.2.name": "Terraformador",
    "kepler3042.objective.2.text": "Ten al menos 2 Planetas terraformados además de la Tierra.",
    "kepler3042.objective.3.name": "Navegante Maestro",
    "kepler3042.objective.3.text": "Alcanza el nivel 4 en I-Viajes Espaciales.",
    "kepler3042.objective.4.name": "Erudito Cuántico",
    "kepler3042.objective.4.text": "Alcanza el nivel 4 en II-Física Cuántica.",
    "kepler3042.objective.5.name": "Barón de la Energía",
    "kepler3042.objective.5.text": "Alcanza el nivel 4 en III-Desarrollo Energético.",
    "kepler3042.objective.6.name": "Arquitecto de Gaia",
    "kepler3042.objective.6.text": "Alcanza el nivel 4 en IV-Terraformación.",
    "kepler3042.objective.7.name": "Acaparador de Antimateria",
    "kepler3042.objective.7.text": ("Termina con al menos 3 Antimaterias en tus cartas de "
                                    "Planeta."),
    "kepler3042.objective.8.name": "Xenólogo",
    "kepler3042.objective.8.text": "Coloniza un Planeta Alienígena.",
    "kepler3042.objective.9.name": "Explorador",
    "kepler3042.objective.9.text": "Alcanza al menos 2 Objetivos Coloniales.",
    "kepler3042.objective.10.name": "Nación Condecorada",
    "kepler3042.objective.10.text": "Reúne al menos 3 Medallas.",
    "kepler3042.objective.11.name": "Diáspora Galáctica",
    "kepler3042.objective.11.text": "Coloniza Planetas en las tres zonas.",
    "kepler3042.objective.12.name": "Imperio Terraformador",
    "kepler3042.objective.12.text": "Ten al menos 3 Planetas terraformados además de la Tierra.",
    "kepler3042.objective.13.name": "Tecnócrata",
    "kepler3042.objective.13.text": "Lleva 2 Tecnologías a su nivel máximo.",
    "kepler3042.objective.14.name": "Líder de las Naciones",
    "kepler3042.objective.14.text": ("Ve en cabeza (los empates cuentan) en las dos Pistas de "
                                     "Liderazgo."),
    "kepler3042.objective.15.name": "Minero de Supernovas",
    "kepler3042.objective.15.text": "Termina con 2 naves en Minas.",
    "kepler3042.objective.16.name": "Embajada Alienígena",
    "kepler3042.objective.16.text": "Coloniza 2 Planetas Alienígenas.",
    "kepler3042.objective.17.name": "Nación Renacentista",
    "kepler3042.objective.17.text": "Alcanza el nivel 3 en todas las Tecnologías.",
    "kepler3042.objective_line": "{name}: {text} ({vp} PV)",
    "kepler3042.objective.met": "cumplido",
    "kepler3042.objective.unmet": "aún no cumplido",
    "kepler3042.field.objective": "Objetivo secreto",
    "kepler3042.field.objective_met": "Objetivo",
    "kepler3042.field.score_with_objective": "Puntuación con tu Objetivo",
    "kepler3042.ev.setup": ("La galaxia está dispuesta; se revela el Grupo Local Estelar. Cada "
                            "jugador tiene un Objetivo secreto y elige dos avances tecnológicos "
                            "gratuitos."),
    "kepler3042.ev.your_objective": "Tu Objetivo secreto: {objective}",
    "kepler3042.ev.free_advances": "{player} avanza gratis a {a} y {b}.",
    "kepler3042.ev.round": ("Ronda {round}: {player} revela la carta de Progreso {card}: "
                            "{text}"),
    "kepler3042.ev.end_phase": "Fase final: {card} surte efecto.",
    "kepler3042.ev.game_end": "Termina la 16.ª ronda: puntuación final.",
    "kepler3042.ev.cube": "{player} mueve el Cubo de Acción a {action}.",
    "kepler3042.ev.end_turn": "{player} termina su turno.",
    "kepler3042.ev.bonus": "{player} hace la Acción Extra {bonus}.",
    "kepler3042.ev.theory": "{level}: no se QUEMA ningún Recurso por ella.",
    "kepler3042.ev.neo": "{player} PRODUCE {cost} en la Tierra ({bonus}).",
    "kepler3042.ev.produce_earth": "{player} PRODUCE {cost} en la Tierra.",
    "kepler3042.ev.medal_one_one": "{names} recibe {n} Medalla {track}.",
    "kepler3042.ev.medal_one_many": "{names} recibe {n} Medallas {track}.",
    "kepler3042.ev.medal_many_one": "{names} reciben {n} Medalla {track}.",
    "kepler3042.ev.medal_many_many": "{names} reciben {n} Medallas {track}.",
    "kepler3042.ev.no_freetech": "{player} no toma ninguna Tecnología gratuita.",
    "kepler3042.ev.advance": ("{player} avanza a la casilla {space} de la Pista de Liderazgo "
                              "{track}."),
    "kepler3042.ev.medal_to_card": ("{player} pone una Medalla {track} en la carta de Progreso "
                                    "revelada."),
    "kepler3042.ev.ship_moves": "{player} mueve una nave {a}-{b}.",
    "kepler3042.ev.target": "{player} alcanza el Objetivo Colonial de {hex}.",
    "kepler3042.ev.lands": "{player} posa una nave en {what} ({hex}).",
    "kepler3042.ev.withdraw": "{player} retira la nave de {where} ({hex}).",
    "kepler3042.ev.declines_produce": "{player} renuncia a PRODUCIR.",
    "kepler3042.ev.produces": "{player} PRODUCE {cost} en {planet}.",
    "kepler3042.ev.burns": "{player} QUEMA 1 {res} de {where}.",
    "kepler3042.ev.declines_regen": "{player} renuncia a REGENERAR.",
    "kepler3042.ev.regen": "{player} REGENERA 1 {res}.",
    "kepler3042.ev.acquires": "{player} adquiere {level} ({numeral}-{tech} nivel {n}).",
    "kepler3042.ev.leap": "Un gran salto para la humanidad: {player} alcanza {level}.",
    "kepler3042.ev.convert": ("{player} convierte 1 {res} de {planet} en {other} (Física "
                              "Cuántica)."),
    "kepler3042.ev.shift": "{player} mueve 1 {res} de {src} a {dst} (Física Cuántica).",
    "kepler3042.ev.no_antimatter": ("Con V-Ciencia de la Antimateria en nivel 0 no se puede "
                                    "PRODUCIR Antimateria."),
    "kepler3042.ev.no_exploit": "Con IV-Terraformación en nivel 0 ningún planeta puede PRODUCIR.",
    "kepler3042.ev.colonizes": "{player} coloniza {planet} {name} ({type}, {zone}).",
    "kepler3042.ev.reveal": "{player} voltea la loseta de {hex}: {tile}.",
    "kepler3042.ev.build": "{player} GASTA {cost} de {planet} para construir una nave.",
    "kepler3042.ev.place": "{player} pone una nave en {hex}.",
    "kepler3042.ev.spends": "{player} GASTA {cost} de {planet}.",
    "kepler3042.ev.terraforms": "{player} GASTA {cost} y terraforma {planet}.",
    "kepler3042.stop": "{text}.",
    "kepler3042.prompt.over": "La partida ha terminado",
    "kepler3042.prompt.setup": ("Elige dos Tecnologías distintas para avanzar gratis "
                                "(start <track> <track>)"),
    "kepler3042.prompt.cube": "Mueve tu Cubo de Acción a una casilla de Acción Principal",
    "kepler3042.prompt.turn": ("Haz una Acción Extra, mueve o retira naves, o termina tu turno "
                               "(done)"),
    "kepler3042.prompt.missions": "Misiones Espaciales: construye naves (build <planet>), o done",
    "kepler3042.prompt.place": "Elige el hexágono de Espacio para tu nave nueva (place <hex>)",
    "kepler3042.prompt.colonize": ("Coloniza los planetas donde están tus naves (colonize "
                                   "<planet>), o done"),
    "kepler3042.prompt.research": ("Desarrollo Tecnológico: compra niveles (tech <track> "
                                   "<planet>), o done"),
    "kepler3042.prompt.movement": "Mueve tus naves (move <from> <to>), o done",
    "kepler3042.prompt.terraform": "Terraforma tus planetas (terraform <planet>), o done",
    "kepler3042.prompt.maptrack": ("Mapa Galáctico: avanza en una Pista de Liderazgo (map tech / "
                                   "map colonial), o done para saltarte la acción"),
    "kepler3042.prompt.exploit": ("Explotación Planetaria: elige hasta {left} planetas más en los "
                                  "que PRODUCIR (exploit <planet>), o done"),
    "kepler3042.prompt.regen": "REGENERA un Recurso de tu Pozo de Clausius (regen <M/E/A>)",
    "kepler3042.prompt.regen_may": ("Puedes REGENERAR un Recurso de tu Pozo de Clausius "
                                    "(regen <M/E/A>), o skip"),
    "kepler3042.prompt.freetech": ("Conocimiento Extraterrestre: obtén gratis un nivel de "
                                   "Tecnología (tech <track>), o skip"),
    "kepler3042.prompt.reveal": ("Voltea una loseta de Cuerpo Celeste (reveal <hex>), quedan "
                                 "{left}"),
    "kepler3042.prompt.produce_may": ("Puedes PRODUCIR {amount} {res} en uno de tus planetas "
                                      "(produce <planet>), o skip"),
    "kepler3042.prompt.produce": "PRODUCE {amount} {res} en uno de tus planetas (produce <planet>)",
    "kepler3042.prompt.gamma": ("Estallido de Rayos Gamma: QUEMA 1 Energía de uno de tus planetas "
                                "(burn E <planet>)"),
    "kepler3042.prompt.burn": "QUEMA un Recurso para pagar (burn <M/E/A> <store/planet>)",
    "kepler3042.no.over": "La partida ha terminado.",
    "kepler3042.no.seat": "No existe ese puesto.",
    "kepler3042.no.not_yours": "Ahora decide {player}, no tú.",
    "kepler3042.no.not_listed": "Esa no es una de tus opciones ahora. {prompt}.",
    "kepler3042.no.not_now": "Eso no es una opción ahora. {prompt}.",
    "kepler3042.no.cube_same": ("Tu Cubo de Acción ya está en {action}: muévelo a otra "
                                "casilla."),
    "kepler3042.no.cube_first": ("Primero mueve tu Cubo de Acción a una casilla de Acción "
                                 "Principal (missions, colonize, research, propel, terraform, "
                                 "map, energy, exploit, antimatter)."),
    "kepler3042.no.cube_moved": "Ya moviste tu Cubo de Acción este turno.",
    "kepler3042.no.withdrawing": ("Has empezado a retirar naves: ya no puedes moverlas este "
                                  "turno."),
    "kepler3042.no.action_over": ("Tu Acción Principal ha terminado (no se podía hacer nada más "
                                  "con ella): haz una Acción Extra, mueve o retira naves, o "
                                  "termina tu turno (done)."),
    "kepler3042.no.bonus_late": "Las Acciones Extra van antes de mover y retirar naves.",
    "kepler3042.no.bonus_off": ("{bonus} no está en la fila ni en la columna de tu Cubo de Acción "
                                "(lo están {a} y {b})."),
    "kepler3042.no.bonus_twice": "Ya hiciste {bonus} este turno.",
    "kepler3042.no.bonus_burn": "No tienes ningún Recurso que QUEMAR para una Acción Extra.",
    "kepler3042.no.all_ships_out": "Todas tus naves ya están en el mapa.",
    "kepler3042.no.store_no_antimatter": ("No tienes Antimateria en tu Almacén de Recursos para "
                                          "PRODUCIR."),
    "kepler3042.no.store_no_me": ("No tienes Materia ni Energía en tu Almacén de Recursos para "
                                  "PRODUCIR."),
    "kepler3042.no.no_space_ship": "No tienes ninguna nave en un hexágono de Espacio que mover.",
    "kepler3042.no.name_tech": "Indica una Tecnología: ST, QP, ED, TF o AS.",
    "kepler3042.no.tech_max": "{tech} ya está en su nivel máximo.",
    "kepler3042.no.free_burn": ("{level} otorga un premio de Liderazgo, así que cuesta un Recurso "
                                "QUEMADO: no tienes ninguno."),
    "kepler3042.no.two_hexes": "Indica dos hexágonos, como move F9 G8.",
    "kepler3042.no.no_ship_on": "No tienes ninguna nave en {hex}.",
    "kepler3042.no.ship_on_body": "Las naves en Cuerpos Celestes no pueden moverse.",
    "kepler3042.no.no_movement": "A la nave de {hex} no le queda movimiento.",
    "kepler3042.no.impassable": ("Las naves nunca pueden entrar en Sol, Sagitario A* ni una "
                                 "Estrella."),
    "kepler3042.no.unrevealed": "Las naves no pueden entrar en un Cuerpo Celeste sin revelar.",
    "kepler3042.no.body_occupied": "Ese Cuerpo Celeste ya está ocupado.",
    "kepler3042.no.hex_occupied": ("Una nave no puede terminar su movimiento en un hexágono de "
                                   "Espacio ocupado."),
    "kepler3042.no.already_there": "La nave ya está ahí.",
    "kepler3042.no.out_of_range": ("Ese hexágono está fuera de alcance: esta nave puede moverse "
                                   "{n} hexágono(s) más."),
    "kepler3042.no.no_ship_there": "No tienes ninguna nave ahí.",
    "kepler3042.no.must_produce": "Debes PRODUCIR la {res}: elige un planeta.",
    "kepler3042.no.not_your_planet": "No controlas ese planeta.",
    "kepler3042.no.store_empty_produce": ("No hay {res} en tu Almacén de Recursos para "
                                          "PRODUCIR."),
    "kepler3042.no.name_res": "Indica un Recurso: M, E o A.",
    "kepler3042.no.gamma_energy": "{card} quema Energía.",
    "kepler3042.no.gamma_planet": "{card} quema Energía de una carta de planeta.",
    "kepler3042.no.store_empty": "No hay {res} en tu Almacén de Recursos.",
    "kepler3042.no.burn_where": ("Quema de tu Almacén de Recursos (store) o de un planeta que "
                                 "controles."),
    "kepler3042.no.planet_empty": "No hay {res} en {planet}.",
    "kepler3042.no.must_regen": ("Debes REGENERAR un Recurso: lo dice la carta de Progreso "
                                 "(regen <M/E/A>)."),
    "kepler3042.no.pit_empty": "No hay {res} en tu Pozo de Clausius.",
    "kepler3042.no.ready": ("Ya elegiste tus dos avances gratuitos; esperando a los demás "
                            "jugadores."),
    "kepler3042.no.start_first": ("Primero elige dos Tecnologías distintas para avanzar (p. ej. "
                                  "start ST QP)."),
    "kepler3042.no.name_two_techs": "Indica dos Tecnologías: ST, QP, ED, TF o AS.",
    "kepler3042.no.same_tech": "Los dos avances gratuitos deben ser en dos Tecnologías distintas.",
    "kepler3042.no.board_order": ("Escribe las dos Tecnologías en el orden del tablero (p. ej. "
                                  "start ST QP)."),
    "kepler3042.no.quantum_turn": ("Las capacidades de II-Física Cuántica solo se pueden usar "
                                   "durante tu propio turno."),
    "kepler3042.no.convert_form": "Escribe convert <planet> <M/E>.",
    "kepler3042.no.convert_res": "Solo la Materia y la Energía pueden convertirse entre sí.",
    "kepler3042.no.convert_left": ("No te queda ninguna Transformación de Recursos este turno "
                                   "(nivel de II-Física Cuántica demasiado bajo o ya usada)."),
    "kepler3042.no.store_swap": "No hay {res} en tu Almacén de Recursos para el intercambio.",
    "kepler3042.no.shift_form": "Escribe shift <M/E/A> <planeta de origen> <planeta de destino>.",
    "kepler3042.no.shift_same": "Mueve el Recurso a otro planeta.",
    "kepler3042.no.shift_left": ("No te quedan movimientos de Recursos este turno (nivel de "
                                 "II-Física Cuántica demasiado bajo o ya usados)."),
    "kepler3042.no.name_planet": "Indica un planeta, como colonize P12.",
    "kepler3042.no.no_ship_planet": "No tienes ninguna nave en {planet}.",
    "kepler3042.no.five_colonies": ("Ya tienes cinco colonias, el máximo que puede colonizar una "
                                    "Nación."),
    "kepler3042.no.alien": ("Los Planetas Alienígenas solo pueden colonizarse con Generador de "
                            "Metamateriales (V-Ciencia de la Antimateria nivel 3)."),
    "kepler3042.no.no_tile": "No hay ninguna loseta de Cuerpo Celeste ahí.",
    "kepler3042.no.face_up": "Esa loseta ya está boca arriba.",
    "kepler3042.no.three_builds": "Misiones Espaciales construye como máximo tres naves.",
    "kepler3042.no.build_cost": "Una nave cuesta {cost}, GASTADO solo de {planet}.",
    "kepler3042.no.hex_has_ship": "Ese hexágono de Espacio ya tiene una nave.",
    "kepler3042.no.place_where": ("La nave nueva debe ir en un hexágono de Espacio vacío junto al "
                                  "planeta."),
    "kepler3042.no.already_produced": "{planet} ya PRODUJO en esta acción.",
    "kepler3042.no.level_cost": ("{level} cuesta {cost}, todo GASTADO de un solo planeta; "
                                 "{planet} tiene {has}."),
    "kepler3042.no.terraformed": "{planet} ya está terraformado.",
    "kepler3042.no.tf_low": ("{planet} es de nivel {level}: tu Tecnología IV-Terraformación es "
                             "demasiado baja."),
    "kepler3042.no.tf_cost": "Terraformar {planet} cuesta {cost}, GASTADO del propio planeta.",
    "kepler3042.parse.empty": "Escribe una jugada, por ejemplo `research` o `move G9 J7`.",
    "kepler3042.parse.unknown": "Jugada desconocida {word!r}. {prompt}.",
    "kepler3042.parse.which": "¿Cuál? Por ejemplo: {options}.",
    "kepler3042.parse.expected": "No pude leer {text!r}: se esperaba {wanted}.",
    "kepler3042.parse.sig0": "{verb}",
    "kepler3042.parse.sig1": "{verb} <{a}>",
    "kepler3042.parse.sig2": "{verb} <{a}> <{b}>",
    "kepler3042.parse.sig3": "{verb} <{a}> <{b}> <{c}>",
    "kepler3042.parse.alt2": "{a} | {b}",
    "kepler3042.kind.hex": "un hexágono como G9",
    "kepler3042.kind.planet": "un planeta como P5 o Earth",
    "kepler3042.kind.source": "store o un planeta",
    "kepler3042.kind.track": "una Tecnología (ST, QP, ED, TF, AS)",
    "kepler3042.kind.lead": "tech o colonial",
    "kepler3042.kind.res": "un Recurso (M, E, A)",
    "kepler3042.move.start": "Avanzar gratis a {a} y {b}",
    "kepler3042.move.action": "{action} (extras: {b1}, {b2})",
    "kepler3042.move.bonus": "{bonus}: {what} (QUEMA 1 Recurso)",
    "kepler3042.effect.logistics": "pon una nave gratis junto a uno de tus planetas",
    "kepler3042.effect.advancement": "PRODUCE 1 Antimateria",
    "kepler3042.effect.science": "+1 premio Tecnológico",
    "kepler3042.effect.culture": "+1 premio Colonial",
    "kepler3042.effect.planning": "mueve cada nave hasta 2 hexágonos",
    "kepler3042.effect.neo": "PRODUCE 1 Materia + 1 Energía en la Tierra",
    "kepler3042.move.build": "Construir una nave: GASTA {cost} de {planet}",
    "kepler3042.move.place": "Poner la nave nueva en {hex}",
    "kepler3042.move.colonize": "Colonizar el Planeta {n} {name} ({type}, +{awards} Colonial)",
    "kepler3042.move.tech_max": "{tech} (ya en su máximo)",
    "kepler3042.move.tech_head": "{numeral}-{level} (nivel {n})",
    "kepler3042.move.tech_free": "Obtener gratis {head}",
    "kepler3042.move.tech_free_burn": "Obtener gratis {head}, QUEMA 1 Recurso",
    "kepler3042.move.tech_buy": "Comprar {head}: GASTA {cost} de {planet}",
    "kepler3042.move.terraform": ("Terraformar el Planeta {n}: GASTA {cost}, vale {vp} PV, "
                                  "+{awards} Colonial"),
    "kepler3042.move.map": ("Avanzar 1 en la Pista de Liderazgo {track} y voltear 4 "
                            "losetas"),
    "kepler3042.move.reveal": "Voltear la loseta de {hex} ({zone})",
    "kepler3042.move.produce_n": "PRODUCIR {n} {res} en {planet}",
    "kepler3042.move.produce": "PRODUCIR en {planet}",
    "kepler3042.move.exploit": "PRODUCIR {cost} en {planet}",
    "kepler3042.move.burn": "QUEMAR 1 {res} de {where}",
    "kepler3042.move.regen": "REGENERAR 1 {res}",
    "kepler3042.move.move_1": "Mover la nave de {a} a {b} ({n} hexágono)",
    "kepler3042.move.move_n": "Mover la nave de {a} a {b} ({n} hexágonos)",
    "kepler3042.move.onto_1": "Mover la nave de {a} a {b}, sobre {tile} ({n} hexágono)",
    "kepler3042.move.onto_n": "Mover la nave de {a} a {b}, sobre {tile} ({n} hexágonos)",
    "kepler3042.move.withdraw_mine": "Retirar la nave de {hex} de su Mina (REGENERA 1)",
    "kepler3042.move.withdraw": "Retirar la nave de {hex}",
    "kepler3042.move.convert": "Convertir 1 {res} de {planet} en {other} (Física Cuántica)",
    "kepler3042.move.shift": "Mover 1 {res} de {src} a {dst} (Física Cuántica)",
    "kepler3042.move.end_turn": "Terminar tu turno",
    "kepler3042.move.skip_map": "Saltarse la acción Mapa Galáctico",
    "kepler3042.move.finish": "Terminar esta acción",
    "kepler3042.move.skip": "Rechazar",
    "kepler3042.draw.setup": "Preparación",
    "kepler3042.draw.round": "Ronda {round}/{rounds}",
    "kepler3042.draw.deck": "Mazo de Progreso: quedan {n}",
    "kepler3042.draw.nobody_acts": "Nadie tiene que jugar",
    "kepler3042.draw.now": "AHORA",
    "kepler3042.draw.everyone": "Todos",
    "kepler3042.draw.first": "1.º: {name}",
    "kepler3042.draw.no_card": "Ninguna carta de Progreso revelada",
    "kepler3042.draw.card": "CARTA DE PROGRESO",
    "kepler3042.draw.game_over": "FIN DE LA PARTIDA",
    "kepler3042.draw.winner": "Gana: {names}",
    "kepler3042.draw.final": "FINAL",
    "kepler3042.draw.vp": "PV",
    "kepler3042.draw.n_vp": "{n} PV",
    "kepler3042.draw.col.colonies": "Col",
    "kepler3042.draw.col.terraformed": "TF",
    "kepler3042.draw.col.leadership": "Lid",
    "kepler3042.draw.col.medals": "Med",
    "kepler3042.draw.col.antimatter": "AM",
    "kepler3042.draw.col.mines": "Mina",
    "kepler3042.draw.col.max_technologies": "Tec",
    "kepler3042.draw.col.all_types": "Set",
    "kepler3042.draw.col.three_of_a_type": "3x",
    "kepler3042.draw.col.objective": "Obj",
    "kepler3042.draw.first_badge": "1.º",
    "kepler3042.draw.to_act": "LE TOCA",
    "kepler3042.draw.winner_badge": "GANA",
    "kepler3042.draw.colonies": "{n}/5 colonias",
    "kepler3042.draw.ships": "{out} fuera, {home} en casa",
    "kepler3042.draw.speed": "velocidad {n}",
    "kepler3042.draw.max": "MÁX · {name}",
    "kepler3042.draw.storage": "Almacén",
    "kepler3042.draw.pit": "Pozo de Clausius",
    "kepler3042.draw.action": "Acción",
    "kepler3042.draw.short.missions": "Misiones",
    "kepler3042.draw.short.colonize": "Colonizar",
    "kepler3042.draw.short.research": "Des. Tec.",
    "kepler3042.draw.short.propel": "Propulsión",
    "kepler3042.draw.short.terraform": "Terraformar",
    "kepler3042.draw.short.map": "Mapa Gal.",
    "kepler3042.draw.short.energy": "Energía",
    "kepler3042.draw.short.exploit": "Explotar",
    "kepler3042.draw.short.antimatter": "Antimateria",
    "kepler3042.draw.home": "hogar",
    "kepler3042.draw.tf_lvl": "TF niv. {n}",
    "kepler3042.draw.objective_met": "Objetivo cumplido: {objective}",
    "kepler3042.draw.objective_missed": "Objetivo fallido: {objective}",
    "kepler3042.draw.zones": "ZONAS",
    "kepler3042.draw.zone_short": "Corto: {name} ({vp} PV/colonia)",
    "kepler3042.draw.zone": "{name} ({vp} PV/colonia)",
    "kepler3042.draw.sol_ring": "anillo de Sol",
    "kepler3042.draw.tiles": "LOSETAS",
    "kepler3042.draw.face_down": "boca abajo",
    "kepler3042.draw.mine": "Mina",
    "kepler3042.draw.target": "Obj. Colonial",
    "kepler3042.draw.planet_key": "P12 = planeta 12",
    "kepler3042.draw.tracks": "PISTAS DE LIDERAZGO",
    "kepler3042.draw.track_hint": ("E/M: produce 1   R: regenera 1   medalla: va a la carta de "
                                   "Progreso   número pequeño: PV finales"),
    "kepler3042.draw.track.tech": "TECNOLÓGICA",
    "kepler3042.draw.track.colonial": "COLONIAL",
    "kepler3042.draw.leadership": "liderazgo",
    "kepler3042.draw.your_hand": "{name} · tu mano",
    "kepler3042.draw.if_ended": "si la partida acabara ahora",
    "kepler3042.draw.your_move": "Te toca: {prompt}",
    "kepler3042.draw.over": "La partida ha terminado.",
    "kepler3042.draw.waiting": "{round} · esperando a {who}",
    "kepler3042.draw.nobody": "nadie",
    "kepler3042.draw.secret": "OBJETIVO SECRETO",
    "kepler3042.draw.none": "ninguno",
    "kepler3042.draw.tech_board": "TU TABLERO DE TECNOLOGÍA",
    "kepler3042.draw.tech_note": ("el coste se GASTA de un solo planeta · +n: premios "
                                  "Tecnológicos · salto: gran salto"),
    "kepler3042.draw.leap": "salto {n}",
    "kepler3042.draw.planet_cards": "TUS CARTAS DE PLANETA ({n}/5 colonias)",
    "kepler3042.draw.planet_note": ("GASTA solo de un planeta; produce = lo que PRODUCE la "
                                    "Explotación Planetaria"),
    "kepler3042.draw.home_planet": "Planeta natal, ya terraformado",
    "kepler3042.draw.on": "en {hex}",
    "kepler3042.draw.range.short": "corto alcance",
    "kepler3042.draw.range.mid": "medio alcance",
    "kepler3042.draw.range.long": "largo alcance",
    "kepler3042.draw.zone_vp": "{range} +{vp} PV",
    "kepler3042.draw.terraformed": "Terraformado: {vp} PV",
    "kepler3042.draw.tf_cost": "Terraformar: nivel {n}, coste",
    "kepler3042.draw.arrow_vp": "-> {vp} PV",
    "kepler3042.draw.output": "produce",
    "kepler3042.draw.cubes": "cubos",
    "kepler3042.draw.res_title": "RECURSOS Y TABLERO DE ACCIONES",
    "kepler3042.draw.res_note": ("verde: las Acciones Extra de la fila y la columna de tu cubo "
                                 "(QUEMA 1 cada una)"),
    "kepler3042.draw.store_label": "Almacén de Recursos (se PRODUCE desde aquí)",
    "kepler3042.draw.pit_label": "Pozo de Clausius (QUEMADOS)",
    "kepler3042.draw.speed_cap": "Velocidad {n}",
    "kepler3042.draw.starships": "Naves: {out} fuera, {home} en casa",
    "kepler3042.draw.quantum": ("Cuántica: quedan {moves} movimiento(s), {converts} "
                                "conversión(es)"),
}

FR: dict[str, str] = {
    "kepler3042.option.objectives": "standard ou advanced (avancés)",
    "kepler3042.summary": (
        "Menez l'humanité vers les étoiles en 16 manches. À chaque manche une carte Progrès est "
        "révélée ; à votre tour vous faites une Action Principale sur une autre case du plateau "
        "d'actions de 3x3 (missions spatiales, coloniser, recherche, propulsion, terraformer, "
        "carte, énergie, exploitation, antimatière), jusqu'à deux Actions Bonus de cette ligne "
        "et de cette colonne (chacune BRÛLE une Ressource), puis vous déplacez ou retirez des "
        "vaisseaux. Les Pistes de Leadership rapportent des Médailles ; à la fin, les planètes, "
        "les technologies, les Médailles, les Cibles Coloniales et votre Objectif secret "
        "rapportent des points."),
    "kepler3042.notation_help": """Notation des coups de Kepler-3042.

Chaque décision tient en une ligne : un verbe, puis ses arguments. Les hexagones s'écrivent
lettre de colonne + ligne (``A1``-``V19`` ; Sol est ``F10``) ; les planètes ``P1``-``P28`` et
``Earth`` (Terre) ; les Ressources ``M`` (Matière), ``E`` (Énergie), ``A`` (Antimatière) ;
les Technologies ``ST`` (I-Voyages Spatiaux), ``QP`` (II-Physique Quantique), ``ED``
(III-Développement Énergétique), ``TF`` (IV-Terraformation), ``AS`` (V-Science de
l'Antimatière) ; les Pistes de Leadership ``tech`` et ``colonial``.

=========================  ===================================================================
Notation                   Sens
=========================  ===================================================================
``start ST QP``            mise en place : les deux avancées technologiques gratuites
``missions`` ...           déplacer le Cube d'Action et faire cette Action Principale :
                           ``missions`` (Missions Spatiales), ``colonize``, ``research``
                           (Développement Technologique), ``propel`` (Propulsion Stellaire),
                           ``terraform``, ``map`` (Carte Galactique), ``energy`` (Stockage
                           d'Énergie), ``exploit`` (Exploitation Planétaire), ``antimatter``
                           (Générer de l'Antimatière)
``build P5``               Missions Spatiales : DÉPENSER le coût d'un vaisseau sur cette planète
``place G9``               poser le nouveau vaisseau sur cet hexagone d'Espace
``colonize P22``           coloniser la planète où se trouve votre vaisseau
``tech QP Earth``          acheter le niveau suivant de Physique Quantique, DÉPENSÉ sur la Terre
``tech QP``                prendre un niveau gratuit (Savoir Extraterrestre)
``terraform P5``           terraformer cette planète
``map tech``               Carte Galactique : avancer sur cette piste (``tech``/``colonial``)
``reveal K4``              retourner la tuile en K4
``produce P5``             PRODUIRE sur cette planète les Ressources offertes
``exploit P21``            Exploitation Planétaire : PRODUIRE le rendement de cette planète
``logistics`` ...          Action Bonus : ``logistics``, ``advancement``, ``science``,
                           ``culture``, ``planning``, ``neo`` (puis payer avec ``burn``)
``burn E store``           BRÛLER 1 Énergie de la Réserve de Ressources (ou ``burn M P5``)
``regen A``                RÉGÉNÉRER 1 Antimatière du Puits de Clausius
``move G9 J7``             déplacer le vaisseau de G9 en J7 (toute destination accessible)
``withdraw J7``            retirer le vaisseau de J7
``convert P5 E``           Physique Quantique : échanger 1 Énergie de P5 contre 1 Matière
``shift M P21 Earth``      Physique Quantique : déplacer 1 Matière de P21 vers la Terre
``done`` / ``skip``        finir l'action ou le tour en cours / refuser une offre
=========================  ===================================================================

La lecture est souple : majuscules, espaces et accents ne comptent pas, et les noms complets
comme les mots français sont compris ("missions spatiales", "carte galactique technologique",
"brûler énergie réserve", "technologie physique quantique terre", "déplacer g9 vers j7",
"G9-J7", "construire 5", "fini") ; ``5`` veut dire ``P5`` là où une planète est attendue, et
un dernier argument manquant est complété quand un seul coup légal convient.""",
    "kepler3042.reason": ("Le plus de Points de Victoire après 16 manches ; en cas d'égalité, "
                          "l'emporte qui a terraformé la Planète au numéro le plus élevé"),
    "kepler3042.player": "Joueur {n}",
    "kepler3042.earth": "Terre",
    "kepler3042.planet": "Planète {n}",
    "kepler3042.res.M": "Matière",
    "kepler3042.res.E": "Énergie",
    "kepler3042.res.A": "Antimatière",
    "kepler3042.amount": "{n} {res}",
    "kepler3042.cost.1": "{a}",
    "kepler3042.cost.2": "{a} + {b}",
    "kepler3042.cost.3": "{a} + {b} + {c}",
    "kepler3042.nothing": "rien",
    "kepler3042.tile.planet": "{planet} {name} ({type})",
    "kepler3042.tile.mine": "une Mine",
    "kepler3042.tile.target": "une Cible Coloniale",
    "kepler3042.where.space": "un hexagone d'Espace",
    "kepler3042.where.store": "la Réserve de Ressources",
    "kepler3042.where.your_store": "votre Réserve de Ressources",
    "kepler3042.type.rocky": "Rocheuse",
    "kepler3042.type.oceanic": "Océanique",
    "kepler3042.type.super_earth": "Super-Terre",
    "kepler3042.type.giant": "Géante",
    "kepler3042.type.alien": "Extraterrestre",
    "kepler3042.letter.rocky": "R",
    "kepler3042.letter.oceanic": "O",
    "kepler3042.letter.super_earth": "S",
    "kepler3042.letter.giant": "G",
    "kepler3042.letter.alien": "E",
    "kepler3042.zone.short": "Groupe Local Stellaire",
    "kepler3042.zone.mid": "Moyenne portée",
    "kepler3042.zone.long": "Longue portée",
    "kepler3042.track.tech": "Technologique",
    "kepler3042.track.colonial": "Coloniale",
    "kepler3042.tracks.tech": "Technologiques",
    "kepler3042.tracks.colonial": "Coloniales",
    "kepler3042.action.missions": "Missions Spatiales",
    "kepler3042.action.colonize": "Coloniser des Planètes",
    "kepler3042.action.research": "Développement Technologique",
    "kepler3042.action.propel": "Propulsion Stellaire",
    "kepler3042.action.terraform": "Terraformer des Planètes",
    "kepler3042.action.map": "Carte Galactique",
    "kepler3042.action.energy": "Stockage d'Énergie",
    "kepler3042.action.exploit": "Exploitation Planétaire",
    "kepler3042.action.antimatter": "Générer de l'Antimatière",
    "kepler3042.bonus.logistics": "Logistique Spatiale",
    "kepler3042.bonus.advancement": "Avancée Technologique",
    "kepler3042.bonus.science": "Progrès Scientifique",
    "kepler3042.bonus.culture": "Évolution Culturelle",
    "kepler3042.bonus.planning": "Planification Exploratoire",
    "kepler3042.bonus.neo": "Exploitation des N.E.O.",
    "kepler3042.tech.ST": "Voyages Spatiaux",
    "kepler3042.tech.QP": "Physique Quantique",
    "kepler3042.tech.ED": "Développement Énergétique",
    "kepler3042.tech.TF": "Terraformation",
    "kepler3042.tech.AS": "Science de l'Antimatière",
    "kepler3042.level.ST.1": "Moteur Luminique",
    "kepler3042.level.ST.2": "Moteur à Courbure Spatiale",
    "kepler3042.level.ST.3": "Moteur à Distorsion Spatiale",
    "kepler3042.level.ST.4": "Stabilisateur de Trous de Ver",
    "kepler3042.level.ST.5": "Propulseur à Tachyons",
    "kepler3042.level.QP.1": "Intrication Quantique",
    "kepler3042.level.QP.2": "Accélérateur de Particules",
    "kepler3042.level.QP.3": "Maîtrise du Champ de Higgs",
    "kepler3042.level.QP.4": "Compréhension Positronique",
    "kepler3042.level.QP.5": "Informatique Quantique",
    "kepler3042.level.ED.1": "Fusion Nucléaire",
    "kepler3042.level.ED.2": "Essaim de Dyson",
    "kepler3042.level.ED.3": "Collecteur Quantique de Plasma",
    "kepler3042.level.ED.4": "Énergie du Point Zéro",
    "kepler3042.level.ED.5": "Théorie du Tout",
    "kepler3042.level.TF.1": "Biosphère",
    "kepler3042.level.TF.2": "Ingénierie Planétaire",
    "kepler3042.level.TF.3": "Recherche Génétique Extraterrestre",
    "kepler3042.level.TF.4": "Synthèse d'Écosystèmes",
    "kepler3042.level.TF.5": "Maîtrise Absolue de la Génétique",
    "kepler3042.level.AS.1": "Décélérateur d'Antiprotons",
    "kepler3042.level.AS.2": "Piège de Penning",
    "kepler3042.level.AS.3": "Générateur de Métamatériaux",
    "kepler3042.level.AS.4": "Catalyse d'Antimatière",
    "kepler3042.level.AS.5": "Réacteur à Antimatière",
    "kepler3042.card.1.name": "Savoir Extraterrestre",
    "kepler3042.card.1.text": ("Chaque joueur peut gagner gratuitement un niveau de Technologie ; "
                               "un niveau qui rapporte des récompenses de Leadership "
                               "Technologique coûte une Ressource BRÛLÉE."),
    "kepler3042.card.2.name": "Révolution Quantique",
    "kepler3042.card.2.text": ("Les joueurs au plus bas niveau en Physique Quantique gagnent "
                               "gratuitement son niveau suivant."),
    "kepler3042.card.3.name": "Percée en Propulsion",
    "kepler3042.card.3.text": ("Les joueurs au plus bas niveau en Voyages Spatiaux gagnent "
                               "gratuitement son niveau suivant."),
    "kepler3042.card.4.name": "Allumage de la Fusion",
    "kepler3042.card.4.text": ("Les joueurs au plus bas niveau en Développement Énergétique "
                               "gagnent gratuitement son niveau suivant."),
    "kepler3042.card.5.name": "Renaissance Génétique",
    "kepler3042.card.5.text": ("Les joueurs au plus bas niveau en Terraformation gagnent "
                               "gratuitement son niveau suivant."),
    "kepler3042.card.6.name": "Confinement d'Antimatière",
    "kepler3042.card.6.text": ("Les joueurs au plus bas niveau en Science de l'Antimatière "
                               "gagnent gratuitement son niveau suivant."),
    "kepler3042.card.7.name": "Maximum Solaire",
    "kepler3042.card.7.text": "Chaque joueur PRODUIT 1 Énergie sur une Planète qu'il contrôle.",
    "kepler3042.card.8.name": "Capture d'Astéroïde",
    "kepler3042.card.8.text": "Chaque joueur PRODUIT 1 Matière sur sa carte Terre.",
    "kepler3042.card.9.name": "Programme de Recyclage",
    "kepler3042.card.9.text": "Chaque joueur RÉGÉNÈRE 1 Ressource.",
    "kepler3042.card.10.name": "Moisson de Supernova",
    "kepler3042.card.10.text": "Les joueurs ayant un vaisseau sur une Mine RÉGÉNÈRENT 1 Ressource.",
    "kepler3042.card.11.name": "Recensement Colonial",
    "kepler3042.card.11.text": ("Les joueurs ayant le plus de Planètes colonisées (au moins une) "
                                "gagnent 1 récompense de Leadership Colonial."),
    "kepler3042.card.12.name": "Académie des Sciences",
    "kepler3042.card.12.text": ("Les joueurs ayant le plus de niveaux de Technologie gagnent 1 "
                                "récompense de Leadership Technologique."),
    "kepler3042.card.13.name": "Programme de Soutien à la Terre",
    "kepler3042.card.13.text": ("Les joueurs ayant le moins de Planètes colonisées PRODUISENT 1 "
                                "Matière et 1 Énergie sur leur carte Terre."),
    "kepler3042.card.14.name": "Salon de la Terraformation",
    "kepler3042.card.14.text": ("Les joueurs ayant le plus de Planètes terraformées (au moins "
                                "une, hors Terre) gagnent 1 récompense de Leadership Colonial."),
    "kepler3042.card.15.name": "Sursaut Gamma",
    "kepler3042.card.15.text": ("Les joueurs ayant le plus d'Énergie sur leurs cartes Planète (au "
                                "moins une) BRÛLENT 1 Énergie d'une carte Planète."),
    "kepler3042.card.16.name": "Télescope Spatial Profond",
    "kepler3042.card.16.text": ("Dans l'ordre du tour, chaque joueur retourne une tuile de Corps "
                                "Céleste de son choix."),
    "kepler3042.card.17.name": "Guilde des Explorateurs",
    "kepler3042.card.17.text": ("Les joueurs ayant atteint le plus de Cibles Coloniales (au moins "
                                "une) gagnent 1 récompense de Leadership Colonial."),
    "kepler3042.card.18.name": "Fête de la Science",
    "kepler3042.card.18.text": ("Les joueurs les plus en retard sur la Piste de Leadership "
                                "Technologique gagnent 1 récompense de Leadership "
                                "Technologique."),
    "kepler3042.objective.1.name": "Pionnier de la Frontière",
    "kepler3042.objective.1.text": "Colonisez une Planète près d'une Étoile de longue portée.",
    "kepler3042.objective.2.name": "Terraformeur",
    "kepler3042.objective.2.text": "Possédez au moins 2 Planètes terraformées en plus de la Terre.",
    "kepler3042.objective.3.name": "Maître Navigateur",
    "kepler3042.objective.3.text": "Atteignez le niveau 4 en I-Voyages Spatiaux.",
    "kepler3042.objective.4.name": "Érudit Quantique",
    "kepler3042.objective.4.text": "Atteignez le niveau 4 en II-Physique Quantique.",
    "kepler3042.objective.5.name": "Baron de l'Énergie",
    "kepler3042.objective.5.text": "Atteignez le niveau 4 en III-Développement Énergétique.",
    "kepler3042.objective.6.name": "Architecte de Gaïa",
    "kepler3042.objective.6.text": "Atteignez le niveau 4 en IV-Terraformation.",
    "kepler3042.objective.7.name": "Accumulateur d'Antimatière",
    "kepler3042.objective.7.text": ("Terminez avec au moins 3 Antimatière sur vos cartes "
                                    "Planète."),
    "kepler3042.objective.8.name": "Xénologue",
    "kepler3042.objective.8.text": "Colonisez une Planète Extraterrestre.",
    "kepler3042.objective.9.name": "Explorateur",
    "kepler3042.objective.9.text": "Atteignez au moins 2 Cibles Coloniales.",
    "kepler3042.objective.10.name": "Nation Décorée",
    "kepler3042.objective.10.text": "Obtenez au moins 3 Médailles.",
    "kepler3042.objective.11.name": "Diaspora Galactique",
    "kepler3042.objective.11.text": "Colonisez des Planètes dans les trois zones.",
    "kepler3042.objective.12.name": "Empire Terraformé",
    "kepler3042.objective.12.text": ("Possédez au moins 3 Planètes terraformées en plus de la "
                                     "Terre."),
    "kepler3042.objective.13.name": "Technocrate",
    "kepler3042.objective.13.text": "Amenez 2 Technologies à leur niveau maximum.",
    "kepler3042.objective.14.name": "Chef des Nations",
    "kepler3042.objective.14.text": ("Soyez le plus avancé (égalités comprises) sur les deux "
                                     "Pistes de Leadership."),
    "kepler3042.objective.15.name": "Mineur de Supernova",
    "kepler3042.objective.15.text": "Terminez avec 2 vaisseaux sur des Mines.",
    "kepler3042.objective.16.name": "Ambassade Extraterrestre",
    "kepler3042.objective.16.text": "Colonisez 2 Planètes Extraterrestres.",
    "kepler3042.objective.17.name": "Nation de la Renaissance",
    "kepler3042.objective.17.text": "Atteignez le niveau 3 dans chaque Technologie.",
    "kepler3042.objective_line": "{name} : {text} ({vp} PV)",
    "kepler3042.objective.met": "atteint",
    "kepler3042.objective.unmet": "pas encore atteint",
    "kepler3042.field.objective": "Objectif secret",
    "kepler3042.field.objective_met": "Objectif",
    "kepler3042.field.score_with_objective": "Score avec votre Objectif",
    "kepler3042.ev.setup": ("La galaxie est en place ; le Groupe Local Stellaire est révélé. "
                            "Chaque joueur a un Objectif secret et choisit deux avancées "
                            "technologiques gratuites."),
    "kepler3042.ev.your_objective": "Votre Objectif secret : {objective}",
    "kepler3042.ev.free_advances": "{player} avance gratuitement à {a} et {b}.",
    "kepler3042.ev.round": ("Manche {round} : {player} révèle la carte Progrès {card} : "
                            "{text}"),
    "kepler3042.ev.end_phase": "Phase de fin : {card} prend effet.",
    "kepler3042.ev.game_end": "La 16e manche est finie : décompte final.",
    "kepler3042.ev.cube": "{player} déplace le Cube d'Action sur {action}.",
    "kepler3042.ev.end_turn": "{player} termine son tour.",
    "kepler3042.ev.bonus": "{player} fait l'Action Bonus {bonus}.",
    "kepler3042.ev.theory": "{level} : aucune Ressource n'est BRÛLÉE pour elle.",
    "kepler3042.ev.neo": "{player} PRODUIT {cost} sur la Terre ({bonus}).",
    "kepler3042.ev.produce_earth": "{player} PRODUIT {cost} sur la Terre.",
    "kepler3042.ev.medal_one_one": "{names} reçoit {n} Médaille {track}.",
    "kepler3042.ev.medal_one_many": "{names} reçoit {n} Médailles {track}.",
    "kepler3042.ev.medal_many_one": "{names} reçoivent {n} Médaille {track}.",
    "kepler3042.ev.medal_many_many": "{names} reçoivent {n} Médailles {track}.",
    "kepler3042.ev.no_freetech": "{player} ne prend aucune Technologie gratuite.",
    "kepler3042.ev.advance": ("{player} avance sur la case {space} de la Piste de Leadership "
                              "{track}."),
    "kepler3042.ev.medal_to_card": ("{player} place une Médaille {track} sur la carte Progrès "
                                    "révélée."),
    "kepler3042.ev.ship_moves": "{player} déplace un vaisseau {a}-{b}.",
    "kepler3042.ev.target": "{player} atteint la Cible Coloniale en {hex}.",
    "kepler3042.ev.lands": "{player} pose un vaisseau sur {what} ({hex}).",
    "kepler3042.ev.withdraw": "{player} retire le vaisseau de {where} ({hex}).",
    "kepler3042.ev.declines_produce": "{player} renonce à PRODUIRE.",
    "kepler3042.ev.produces": "{player} PRODUIT {cost} sur {planet}.",
    "kepler3042.ev.burns": "{player} BRÛLE 1 {res} depuis {where}.",
    "kepler3042.ev.declines_regen": "{player} renonce à RÉGÉNÉRER.",
    "kepler3042.ev.regen": "{player} RÉGÉNÈRE 1 {res}.",
    "kepler3042.ev.acquires": "{player} acquiert {level} ({numeral}-{tech} niveau {n}).",
    "kepler3042.ev.leap": "Un bond de géant pour l'humanité : {player} atteint {level}.",
    "kepler3042.ev.convert": ("{player} convertit 1 {res} de {planet} en {other} (Physique "
                              "Quantique)."),
    "kepler3042.ev.shift": ("{player} déplace 1 {res} de {src} vers {dst} (Physique "
                            "Quantique)."),
    "kepler3042.ev.no_antimatter": ("Avec V-Science de l'Antimatière au niveau 0, aucune "
                                    "Antimatière ne peut être PRODUITE."),
    "kepler3042.ev.no_exploit": ("Avec IV-Terraformation au niveau 0, aucune planète ne peut "
                                 "PRODUIRE."),
    "kepler3042.ev.colonizes": "{player} colonise {planet} {name} ({type}, {zone}).",
    "kepler3042.ev.reveal": "{player} retourne la tuile en {hex} : {tile}.",
    "kepler3042.ev.build": "{player} DÉPENSE {cost} de {planet} pour construire un vaisseau.",
    "kepler3042.ev.place": "{player} pose un vaisseau en {hex}.",
    "kepler3042.ev.spends": "{player} DÉPENSE {cost} de {planet}.",
    "kepler3042.ev.terraforms": "{player} DÉPENSE {cost} et terraforme {planet}.",
    "kepler3042.stop": "{text}.",
    "kepler3042.prompt.over": "La partie est finie",
    "kepler3042.prompt.setup": ("Choisissez deux Technologies différentes à faire avancer "
                                "gratuitement (start <track> <track>)"),
    "kepler3042.prompt.cube": "Déplacez votre Cube d'Action sur une case d'Action Principale",
    "kepler3042.prompt.turn": ("Faites une Action Bonus, déplacez ou retirez des vaisseaux, ou "
                               "finissez votre tour (done)"),
    "kepler3042.prompt.missions": ("Missions Spatiales : construisez des vaisseaux (build "
                                   "<planet>), ou done"),
    "kepler3042.prompt.place": ("Choisissez l'hexagone d'Espace de votre nouveau vaisseau "
                                "(place <hex>)"),
    "kepler3042.prompt.colonize": ("Colonisez les planètes où sont vos vaisseaux (colonize "
                                   "<planet>), ou done"),
    "kepler3042.prompt.research": ("Développement Technologique : achetez des niveaux (tech "
                                   "<track> <planet>), ou done"),
    "kepler3042.prompt.movement": "Déplacez vos vaisseaux (move <from> <to>), ou done",
    "kepler3042.prompt.terraform": "Terraformez vos planètes (terraform <planet>), ou done",
    "kepler3042.prompt.maptrack": ("Carte Galactique : avancez sur une Piste de Leadership (map "
                                   "tech / map colonial), ou done pour passer l'action"),
    "kepler3042.prompt.exploit": ("Exploitation Planétaire : choisissez jusqu'à {left} planètes de "
                                  "plus où PRODUIRE (exploit <planet>), ou done"),
    "kepler3042.prompt.regen": ("RÉGÉNÉREZ une Ressource de votre Puits de Clausius (regen "
                                "<M/E/A>)"),
    "kepler3042.prompt.regen_may": ("Vous pouvez RÉGÉNÉRER une Ressource de votre Puits de "
                                    "Clausius (regen <M/E/A>), ou skip"),
    "kepler3042.prompt.freetech": ("Savoir Extraterrestre : gagnez gratuitement un niveau de "
                                   "Technologie (tech <track>), ou skip"),
    "kepler3042.prompt.reveal": ("Retournez une tuile de Corps Céleste (reveal <hex>), encore "
                                 "{left}"),
    "kepler3042.prompt.produce_may": ("Vous pouvez PRODUIRE {amount} {res} sur une de vos "
                                      "planètes (produce <planet>), ou skip"),
    "kepler3042.prompt.produce": ("PRODUISEZ {amount} {res} sur une de vos planètes (produce "
                                  "<planet>)"),
    "kepler3042.prompt.gamma": ("Sursaut Gamma : BRÛLEZ 1 Énergie d'une de vos planètes (burn E "
                                "<planet>)"),
    "kepler3042.prompt.burn": "BRÛLEZ une Ressource pour payer (burn <M/E/A> <store/planet>)",
    "kepler3042.no.over": "La partie est finie.",
    "kepler3042.no.seat": "Cette place n'existe pas.",
    "kepler3042.no.not_yours": "C'est à {player} de décider maintenant, pas à vous.",
    "kepler3042.no.not_listed": "Ce n'est pas l'un de vos choix maintenant. {prompt}.",
    "kepler3042.no.not_now": "Ce n'est pas un choix possible maintenant. {prompt}.",
    "kepler3042.no.cube_same": ("Votre Cube d'Action est déjà sur {action} : déplacez-le sur une "
                                "autre case."),
    "kepler3042.no.cube_first": ("Déplacez d'abord votre Cube d'Action sur une case d'Action "
                                 "Principale (missions, colonize, research, propel, terraform, "
                                 "map, energy, exploit, antimatter)."),
    "kepler3042.no.cube_moved": "Vous avez déjà déplacé votre Cube d'Action ce tour-ci.",
    "kepler3042.no.withdrawing": ("Vous avez commencé à retirer des vaisseaux : les déplacements "
                                  "sont finis pour ce tour."),
    "kepler3042.no.action_over": ("Votre Action Principale est terminée (plus rien ne pouvait en "
                                  "être fait) : faites une Action Bonus, déplacez ou retirez des "
                                  "vaisseaux, ou finissez votre tour (done)."),
    "kepler3042.no.bonus_late": ("Les Actions Bonus se font avant de déplacer et de retirer des "
                                 "vaisseaux."),
    "kepler3042.no.bonus_off": ("{bonus} n'est ni sur la ligne ni sur la colonne de votre Cube "
                                "d'Action ({a} et {b} le sont)."),
    "kepler3042.no.bonus_twice": "Vous avez déjà fait {bonus} ce tour-ci.",
    "kepler3042.no.bonus_burn": "Vous n'avez aucune Ressource à BRÛLER pour une Action Bonus.",
    "kepler3042.no.all_ships_out": "Tous vos vaisseaux sont déjà sur la carte.",
    "kepler3042.no.store_no_antimatter": ("Votre Réserve de Ressources ne contient aucune "
                                          "Antimatière à PRODUIRE."),
    "kepler3042.no.store_no_me": ("Votre Réserve de Ressources ne contient ni Matière ni Énergie "
                                  "à PRODUIRE."),
    "kepler3042.no.no_space_ship": ("Vous n'avez aucun vaisseau à déplacer sur un hexagone "
                                    "d'Espace."),
    "kepler3042.no.name_tech": "Indiquez une Technologie : ST, QP, ED, TF ou AS.",
    "kepler3042.no.tech_max": "{tech} est déjà à son niveau maximum.",
    "kepler3042.no.free_burn": ("{level} rapporte une récompense de Leadership, il coûte donc une "
                                "Ressource BRÛLÉE : vous n'en avez aucune."),
    "kepler3042.no.two_hexes": "Indiquez deux hexagones, comme move F9 G8.",
    "kepler3042.no.no_ship_on": "Vous n'avez aucun vaisseau en {hex}.",
    "kepler3042.no.ship_on_body": "Les vaisseaux sur des Corps Célestes ne peuvent pas bouger.",
    "kepler3042.no.no_movement": "Le vaisseau en {hex} n'a plus de déplacement.",
    "kepler3042.no.impassable": ("Les vaisseaux ne peuvent jamais entrer dans Sol, Sagittarius A* "
                                 "ou une Étoile."),
    "kepler3042.no.unrevealed": "Les vaisseaux ne peuvent pas entrer dans un Corps Céleste caché.",
    "kepler3042.no.body_occupied": "Ce Corps Céleste est déjà occupé.",
    "kepler3042.no.hex_occupied": ("Un vaisseau ne peut pas finir son déplacement sur un hexagone "
                                   "d'Espace occupé."),
    "kepler3042.no.already_there": "Le vaisseau y est déjà.",
    "kepler3042.no.out_of_range": ("Cet hexagone est hors de portée : ce vaisseau peut encore "
                                   "avancer de {n} hexagone(s)."),
    "kepler3042.no.no_ship_there": "Vous n'avez aucun vaisseau à cet endroit.",
    "kepler3042.no.must_produce": ("Vous devez PRODUIRE cette ressource ({res}) : choisissez une "
                                   "planète."),
    "kepler3042.no.not_your_planet": "Vous ne contrôlez pas cette planète.",
    "kepler3042.no.store_empty_produce": ("Votre Réserve de Ressources ne contient aucune {res} "
                                          "à PRODUIRE."),
    "kepler3042.no.name_res": "Indiquez une Ressource : M, E ou A.",
    "kepler3042.no.gamma_energy": "{card} brûle de l'Énergie.",
    "kepler3042.no.gamma_planet": "{card} brûle de l'Énergie d'une carte Planète.",
    "kepler3042.no.store_empty": "Votre Réserve de Ressources ne contient aucune {res}.",
    "kepler3042.no.burn_where": ("Brûlez depuis votre Réserve de Ressources (store) ou une "
                                 "planète que vous contrôlez."),
    "kepler3042.no.planet_empty": "Il n'y a aucune {res} sur {planet}.",
    "kepler3042.no.must_regen": ("Vous devez RÉGÉNÉRER une Ressource : la carte Progrès l'exige "
                                 "(regen <M/E/A>)."),
    "kepler3042.no.pit_empty": "Votre Puits de Clausius ne contient aucune {res}.",
    "kepler3042.no.ready": ("Vous avez déjà choisi vos deux avancées gratuites ; on attend les "
                            "autres joueurs."),
    "kepler3042.no.start_first": ("Choisissez d'abord deux Technologies différentes à faire "
                                  "avancer (par ex. start ST QP)."),
    "kepler3042.no.name_two_techs": "Indiquez deux Technologies : ST, QP, ED, TF ou AS.",
    "kepler3042.no.same_tech": ("Les deux avancées gratuites doivent porter sur deux "
                                "Technologies différentes."),
    "kepler3042.no.board_order": ("Écrivez les deux Technologies dans l'ordre du plateau (par ex. "
                                  "start ST QP)."),
    "kepler3042.no.quantum_turn": ("Les capacités de II-Physique Quantique ne s'utilisent que "
                                   "pendant votre propre tour."),
    "kepler3042.no.convert_form": "Écrivez convert <planet> <M/E>.",
    "kepler3042.no.convert_res": ("Seules la Matière et l'Énergie se convertissent l'une en "
                                  "l'autre."),
    "kepler3042.no.convert_left": ("Il ne vous reste aucune Transformation de Ressource ce "
                                   "tour-ci (niveau de II-Physique Quantique trop bas ou déjà "
                                   "utilisée)."),
    "kepler3042.no.store_swap": ("Votre Réserve de Ressources ne contient aucune {res} à "
                                 "échanger."),
    "kepler3042.no.shift_form": ("Écrivez shift <M/E/A> <planète de départ> <planète "
                                 "d'arrivée>."),
    "kepler3042.no.shift_same": "Déplacez la Ressource vers une autre planète.",
    "kepler3042.no.shift_left": ("Il ne vous reste aucun déplacement de Ressource ce tour-ci "
                                 "(niveau de II-Physique Quantique trop bas ou déjà utilisés)."),
    "kepler3042.no.name_planet": "Indiquez une planète, comme colonize P12.",
    "kepler3042.no.no_ship_planet": "Vous n'avez aucun vaisseau sur {planet}.",
    "kepler3042.no.five_colonies": ("Vous avez déjà cinq colonies, le maximum qu'une Nation peut "
                                    "coloniser."),
    "kepler3042.no.alien": ("Les Planètes Extraterrestres ne se colonisent qu'avec le Générateur "
                            "de Métamatériaux (V-Science de l'Antimatière niveau 3)."),
    "kepler3042.no.no_tile": "Il n'y a aucune tuile de Corps Céleste à cet endroit.",
    "kepler3042.no.face_up": "Cette tuile est déjà face visible.",
    "kepler3042.no.three_builds": "Missions Spatiales construit au plus trois vaisseaux.",
    "kepler3042.no.build_cost": "Un vaisseau coûte {cost}, DÉPENSÉ uniquement sur {planet}.",
    "kepler3042.no.hex_has_ship": "Cet hexagone d'Espace porte déjà un vaisseau.",
    "kepler3042.no.place_where": ("Le nouveau vaisseau doit aller sur un hexagone d'Espace vide "
                                  "voisin de la planète."),
    "kepler3042.no.already_produced": "{planet} a déjà PRODUIT pendant cette action.",
    "kepler3042.no.level_cost": ("{level} coûte {cost}, entièrement DÉPENSÉ sur une seule "
                                 "planète ; {planet} a {has}."),
    "kepler3042.no.terraformed": "{planet} est déjà terraformée.",
    "kepler3042.no.tf_low": ("{planet} est de niveau {level} : votre Technologie "
                             "IV-Terraformation est trop basse."),
    "kepler3042.no.tf_cost": ("Terraformer {planet} coûte {cost}, DÉPENSÉ sur la planète "
                              "elle-même."),
    "kepler3042.parse.empty": "Tapez un coup, par exemple `research` ou `move G9 J7`.",
    "kepler3042.parse.unknown": "Coup inconnu {word!r}. {prompt}.",
    "kepler3042.parse.which": "Lequel ? Par exemple : {options}.",
    "kepler3042.parse.expected": "Impossible de lire {text!r} : attendu {wanted}.",
    "kepler3042.parse.sig0": "{verb}",
    "kepler3042.parse.sig1": "{verb} <{a}>",
    "kepler3042.parse.sig2": "{verb} <{a}> <{b}>",
    "kepler3042.parse.sig3": "{verb} <{a}> <{b}> <{c}>",
    "kepler3042.parse.alt2": "{a} | {b}",
    "kepler3042.kind.hex": "un hexagone comme G9",
    "kepler3042.kind.planet": "une planète comme P5 ou Earth",
    "kepler3042.kind.source": "store ou une planète",
    "kepler3042.kind.track": "une Technologie (ST, QP, ED, TF, AS)",
    "kepler3042.kind.lead": "tech ou colonial",
    "kepler3042.kind.res": "une Ressource (M, E, A)",
    "kepler3042.move.start": "Avancer gratuitement à {a} et {b}",
    "kepler3042.move.action": "{action} (bonus : {b1}, {b2})",
    "kepler3042.move.bonus": "{bonus} : {what} (BRÛLER 1 Ressource)",
    "kepler3042.effect.logistics": "poser un vaisseau gratuit près d'une de vos planètes",
    "kepler3042.effect.advancement": "PRODUIRE 1 Antimatière",
    "kepler3042.effect.science": "+1 récompense Technologique",
    "kepler3042.effect.culture": "+1 récompense Coloniale",
    "kepler3042.effect.planning": "déplacer chaque vaisseau de 2 hexagones au plus",
    "kepler3042.effect.neo": "PRODUIRE 1 Matière + 1 Énergie sur la Terre",
    "kepler3042.move.build": "Construire un vaisseau : DÉPENSER {cost} de {planet}",
    "kepler3042.move.place": "Poser le nouveau vaisseau en {hex}",
    "kepler3042.move.colonize": "Coloniser la Planète {n} {name} ({type}, +{awards} Coloniale)",
    "kepler3042.move.tech_max": "{tech} (déjà à son maximum)",
    "kepler3042.move.tech_head": "{numeral}-{level} (niveau {n})",
    "kepler3042.move.tech_free": "Prendre gratuitement {head}",
    "kepler3042.move.tech_free_burn": "Prendre gratuitement {head}, BRÛLER 1 Ressource",
    "kepler3042.move.tech_buy": "Acheter {head} : DÉPENSER {cost} de {planet}",
    "kepler3042.move.terraform": ("Terraformer la Planète {n} : DÉPENSER {cost}, vaut {vp} PV, "
                                  "+{awards} Coloniale"),
    "kepler3042.move.map": ("Avancer de 1 sur la Piste de Leadership {track}, puis retourner 4 "
                            "tuiles"),
    "kepler3042.move.reveal": "Retourner la tuile en {hex} ({zone})",
    "kepler3042.move.produce_n": "PRODUIRE {n} {res} sur {planet}",
    "kepler3042.move.produce": "PRODUIRE sur {planet}",
    "kepler3042.move.exploit": "PRODUIRE {cost} sur {planet}",
    "kepler3042.move.burn": "BRÛLER 1 {res} depuis {where}",
    "kepler3042.move.regen": "RÉGÉNÉRER 1 {res}",
    "kepler3042.move.move_1": "Déplacer le vaisseau de {a} en {b} ({n} hexagone)",
    "kepler3042.move.move_n": "Déplacer le vaisseau de {a} en {b} ({n} hexagones)",
    "kepler3042.move.onto_1": "Déplacer le vaisseau de {a} en {b}, sur {tile} ({n} hexagone)",
    "kepler3042.move.onto_n": "Déplacer le vaisseau de {a} en {b}, sur {tile} ({n} hexagones)",
    "kepler3042.move.withdraw_mine": "Retirer le vaisseau en {hex} de sa Mine (RÉGÉNÉRER 1)",
    "kepler3042.move.withdraw": "Retirer le vaisseau en {hex}",
    "kepler3042.move.convert": "Convertir 1 {res} de {planet} en {other} (Physique Quantique)",
    "kepler3042.move.shift": "Déplacer 1 {res} de {src} vers {dst} (Physique Quantique)",
    "kepler3042.move.end_turn": "Finir votre tour",
    "kepler3042.move.skip_map": "Passer l'action Carte Galactique",
    "kepler3042.move.finish": "Finir cette action",
    "kepler3042.move.skip": "Refuser",
    "kepler3042.draw.setup": "Mise en place",
    "kepler3042.draw.round": "Manche {round}/{rounds}",
    "kepler3042.draw.deck": "Pioche Progrès : encore {n}",
    "kepler3042.draw.nobody_acts": "Personne ne doit jouer",
    "kepler3042.draw.now": "MAINTENANT",
    "kepler3042.draw.everyone": "Tout le monde",
    "kepler3042.draw.first": "1er : {name}",
    "kepler3042.draw.no_card": "Aucune carte Progrès révélée",
    "kepler3042.draw.card": "CARTE PROGRÈS",
    "kepler3042.draw.game_over": "PARTIE FINIE",
    "kepler3042.draw.winner": "Vainqueur : {names}",
    "kepler3042.draw.final": "FINAL",
    "kepler3042.draw.vp": "PV",
    "kepler3042.draw.n_vp": "{n} PV",
    "kepler3042.draw.col.colonies": "Col",
    "kepler3042.draw.col.terraformed": "TF",
    "kepler3042.draw.col.leadership": "Lead",
    "kepler3042.draw.col.medals": "Méd",
    "kepler3042.draw.col.antimatter": "AM",
    "kepler3042.draw.col.mines": "Mine",
    "kepler3042.draw.col.max_technologies": "Tech",
    "kepler3042.draw.col.all_types": "Série",
    "kepler3042.draw.col.three_of_a_type": "3x",
    "kepler3042.draw.col.objective": "Obj",
    "kepler3042.draw.first_badge": "1er",
    "kepler3042.draw.to_act": "À JOUER",
    "kepler3042.draw.winner_badge": "VAINQUEUR",
    "kepler3042.draw.colonies": "{n}/5 colonies",
    "kepler3042.draw.ships": "{out} dehors, {home} au port",
    "kepler3042.draw.speed": "vitesse {n}",
    "kepler3042.draw.max": "MAX · {name}",
    "kepler3042.draw.storage": "Réserve",
    "kepler3042.draw.pit": "Puits de Clausius",
    "kepler3042.draw.action": "Action",
    "kepler3042.draw.short.missions": "Missions",
    "kepler3042.draw.short.colonize": "Coloniser",
    "kepler3042.draw.short.research": "Dév. Tech.",
    "kepler3042.draw.short.propel": "Propulsion",
    "kepler3042.draw.short.terraform": "Terraformer",
    "kepler3042.draw.short.map": "Carte Gal.",
    "kepler3042.draw.short.energy": "Énergie",
    "kepler3042.draw.short.exploit": "Exploiter",
    "kepler3042.draw.short.antimatter": "Antimatière",
    "kepler3042.draw.home": "origine",
    "kepler3042.draw.tf_lvl": "TF niv. {n}",
    "kepler3042.draw.objective_met": "Objectif atteint : {objective}",
    "kepler3042.draw.objective_missed": "Objectif manqué : {objective}",
    "kepler3042.draw.zones": "ZONES",
    "kepler3042.draw.zone_short": "Courte : {name} ({vp} PV/colonie)",
    "kepler3042.draw.zone": "{name} ({vp} PV/colonie)",
    "kepler3042.draw.sol_ring": "anneau de Sol",
    "kepler3042.draw.tiles": "TUILES",
    "kepler3042.draw.face_down": "face cachée",
    "kepler3042.draw.mine": "Mine",
    "kepler3042.draw.target": "Cible Col.",
    "kepler3042.draw.planet_key": "P12 = planète 12",
    "kepler3042.draw.tracks": "PISTES DE LEADERSHIP",
    "kepler3042.draw.track_hint": ("E/M : produire 1   R : régénérer 1   médaille : va sur la "
                                   "carte Progrès   petit nombre : PV finaux"),
    "kepler3042.draw.track.tech": "TECHNO",
    "kepler3042.draw.track.colonial": "COLONIALE",
    "kepler3042.draw.leadership": "leadership",
    "kepler3042.draw.your_hand": "{name} · votre main",
    "kepler3042.draw.if_ended": "si la partie finissait maintenant",
    "kepler3042.draw.your_move": "À vous : {prompt}",
    "kepler3042.draw.over": "La partie est finie.",
    "kepler3042.draw.waiting": "{round} · on attend {who}",
    "kepler3042.draw.nobody": "personne",
    "kepler3042.draw.secret": "OBJECTIF SECRET",
    "kepler3042.draw.none": "aucun",
    "kepler3042.draw.tech_board": "VOTRE PLATEAU DE TECHNOLOGIE",
    "kepler3042.draw.tech_note": ("coût DÉPENSÉ sur une seule planète · +n : récompenses "
                                  "Technologiques · bond : bond de géant"),
    "kepler3042.draw.leap": "bond {n}",
    "kepler3042.draw.planet_cards": "VOS CARTES PLANÈTE ({n}/5 colonies)",
    "kepler3042.draw.planet_note": ("DÉPENSER sur une seule planète ; rendement = ce que "
                                    "PRODUIT l'Exploitation Planétaire"),
    "kepler3042.draw.home_planet": "Planète d'origine, déjà terraformée",
    "kepler3042.draw.on": "en {hex}",
    "kepler3042.draw.range.short": "courte portée",
    "kepler3042.draw.range.mid": "moyenne portée",
    "kepler3042.draw.range.long": "longue portée",
    "kepler3042.draw.zone_vp": "{range} +{vp} PV",
    "kepler3042.draw.terraformed": "Terraformée : {vp} PV",
    "kepler3042.draw.tf_cost": "Terraformer : niveau {n}, coût",
    "kepler3042.draw.arrow_vp": "-> {vp} PV",
    "kepler3042.draw.output": "rendement",
    "kepler3042.draw.cubes": "cubes",
    "kepler3042.draw.res_title": "RESSOURCES ET PLATEAU D'ACTIONS",
    "kepler3042.draw.res_note": ("vert : les Actions Bonus de la ligne et de la colonne de votre "
                                 "cube (BRÛLER 1 chacune)"),
    "kepler3042.draw.store_label": "Réserve de Ressources (on y PRODUIT)",
    "kepler3042.draw.pit_label": "Puits de Clausius (BRÛLÉES)",
    "kepler3042.draw.speed_cap": "Vitesse {n}",
    "kepler3042.draw.starships": "Vaisseaux : {out} dehors, {home} au port",
    "kepler3042.draw.quantum": ("Quantique : encore {moves} déplacement(s), {converts} "
                                "conversion(s)"),
}


# ---- the words players type (``notation.parse``), by language --------------------------------
# Typed text is lower-cased and folded to ASCII letters first, so these are written without
# accents. Every language's words are read at every table (a Spanish player may type
# ``build`` or ``construir``): they only map onto the canonical notation, which records keep.
# ``verb_phrases`` and ``arg_phrases`` are tried in order (longer and prefixed forms first).
TYPED: dict[str, dict[str, Any]] = {
    "en": {
        "verb_phrases": (
            ("space missions", "missions"), ("colonize planets", "colonize"),
            ("colonise planets", "colonize"), ("technological development", "research"),
            ("stellar propulsion", "propel"), ("terraform planets", "terraform"),
            ("galactic map", "map"), ("energy storage", "energy"),
            ("planetary exploitation", "exploit"), ("generate antimatter", "antimatter"),
            ("space logistics", "logistics"), ("technological advancement", "advancement"),
            ("scientific progress", "science"), ("cultural evolution", "culture"),
            ("exploratory planning", "planning"), ("exploitation of n.e.o.", "neo"),
            ("exploitation of neo", "neo"), ("end turn", "done"), ("end the turn", "done")),
        "arg_phrases": (
            ("i-space travels", "st"), ("ii-quantum physics", "qp"),
            ("iii-energy development", "ed"), ("iv-terraforming", "tf"),
            ("v-antimatter science", "as"),
            ("space travels", "st"), ("space travel", "st"), ("quantum physics", "qp"),
            ("energy development", "ed"), ("antimatter science", "as"),
            ("resources storage", "store"), ("resource storage", "store"),
            ("clausius' pit", "pit")),
        "verbs": {
            "mission": "missions", "colonise": "colonize", "col": "colonize",
            "propulsion": "propel", "terra": "terraform", "galactic": "map",
            "exploitation": "exploit", "logistic": "logistics", "sci": "science",
            "cult": "culture", "n.e.o.": "neo", "buy": "tech", "technology": "tech",
            "regenerate": "regen", "mv": "move", "go": "move", "end": "done", "pass": "done",
            "finish": "done", "decline": "skip", "no": "skip", "turn": "reveal",
            "flip": "reveal", "recall": "withdraw", "swap": "convert", "transfer": "shift",
            "put": "place"},
        "filler": ("to", "from", "on", "at", "the", "with", "of", "and", "hex", "into", "in",
                   "for", "over", "level", "planet"),
        "tracks": {
            "st": "ST", "i": "ST", "1": "ST", "space": "ST", "travel": "ST", "travels": "ST",
            "speed": "ST", "qp": "QP", "ii": "QP", "2": "QP", "quantum": "QP",
            "physics": "QP", "ed": "ED", "iii": "ED", "3": "ED", "energy": "ED", "tf": "TF",
            "iv": "TF", "4": "TF", "terraforming": "TF", "terraform": "TF", "terra": "TF",
            "as": "AS", "v": "AS", "5": "AS", "antimatter": "AS"},
        "leads": {"tech": "tech", "technological": "tech", "t": "tech", "science": "tech",
                  "colonial": "colonial", "col": "colonial", "c": "colonial",
                  "colony": "colonial"},
        "res": {"m": "M", "matter": "M", "e": "E", "energy": "E", "a": "A", "am": "A",
                "antimatter": "A"},
        "store": ("store", "storage", "s", "supply", "reserve", "pool"),
        "earth": ("earth", "home", "0", "p0"),
        "planet": ("p", "planet"),
    },
    "es": {
        "verb_phrases": (
            ("misiones espaciales", "missions"), ("colonizar planetas", "colonize"),
            ("desarrollo tecnologico", "research"), ("propulsion estelar", "propel"),
            ("terraformar planetas", "terraform"), ("mapa galactico", "map"),
            ("almacenamiento de energia", "energy"), ("explotacion planetaria", "exploit"),
            ("generar antimateria", "antimatter"), ("logistica espacial", "logistics"),
            ("avance tecnologico", "advancement"), ("progreso cientifico", "science"),
            ("evolucion cultural", "culture"), ("planificacion exploratoria", "planning"),
            ("explotacion de n.e.o.", "neo"), ("explotacion de neo", "neo"),
            ("terminar turno", "done"), ("terminar el turno", "done"),
            ("fin del turno", "done"), ("fin de turno", "done")),
        "arg_phrases": (
            ("i-viajes espaciales", "st"), ("ii-fisica cuantica", "qp"),
            ("iii-desarrollo energetico", "ed"), ("iv-terraformacion", "tf"),
            ("v-ciencia de la antimateria", "as"), ("viajes espaciales", "st"),
            ("fisica cuantica", "qp"), ("desarrollo energetico", "ed"),
            ("ciencia de la antimateria", "as"), ("ciencia de antimateria", "as"),
            ("almacen de recursos", "store"), ("pozo de clausius", "pit")),
        "verbs": {
            "empezar": "start", "comenzar": "start", "misiones": "missions",
            "colonizar": "colonize", "investigar": "research", "investigacion": "research",
            "terraformar": "terraform", "mapa": "map", "energia": "energy",
            "explotar": "exploit", "explotacion": "exploit", "antimateria": "antimatter",
            "construir": "build", "colocar": "place", "poner": "place", "tecnologia": "tech",
            "comprar": "tech", "revelar": "reveal", "voltear": "reveal", "producir": "produce",
            "logistica": "logistics", "avance": "advancement", "ciencia": "science",
            "cultura": "culture", "planificacion": "planning", "quemar": "burn",
            "regenerar": "regen", "mover": "move", "retirar": "withdraw",
            "convertir": "convert", "trasladar": "shift", "transferir": "shift",
            "hecho": "done", "terminar": "done", "fin": "done", "listo": "done",
            "pasar": "done", "saltar": "skip", "omitir": "skip", "rechazar": "skip"},
        # "a" ("mover G9 a J7") is also the Antimatter code: it is dropped only when the
        # move does not read with it (see ``notation.parse``).
        "filler": ("de", "del", "desde", "hacia", "en", "el", "la", "los", "las", "al", "con",
                   "y", "nivel", "hexagono", "sobre", "planeta"),
        "tracks": {"viajes": "ST", "viaje": "ST", "velocidad": "ST", "fisica": "QP",
                   "cuantica": "QP", "energia": "ED", "terraformacion": "TF",
                   "antimateria": "AS"},
        "leads": {"tecnologica": "tech", "tecnologico": "tech", "tecnologia": "tech",
                  "ciencia": "tech", "colonia": "colonial"},
        "res": {"materia": "M", "energia": "E", "antimateria": "A"},
        "store": ("almacen", "reserva"),
        "earth": ("tierra",),
        "planet": ("planeta",),
    },
    "fr": {
        "verb_phrases": (
            ("missions spatiales", "missions"), ("coloniser des planetes", "colonize"),
            ("coloniser les planetes", "colonize"), ("developpement technologique", "research"),
            ("propulsion stellaire", "propel"), ("terraformer des planetes", "terraform"),
            ("terraformer les planetes", "terraform"), ("carte galactique", "map"),
            ("stockage d'energie", "energy"), ("stockage d energie", "energy"),
            ("exploitation planetaire", "exploit"), ("generer de l'antimatiere", "antimatter"),
            ("generer l'antimatiere", "antimatter"), ("generer antimatiere", "antimatter"),
            ("logistique spatiale", "logistics"), ("avancee technologique", "advancement"),
            ("progres scientifique", "science"), ("evolution culturelle", "culture"),
            ("planification exploratoire", "planning"), ("exploitation des n.e.o.", "neo"),
            ("exploitation des neo", "neo"), ("fin du tour", "done"),
            ("finir le tour", "done"), ("terminer le tour", "done"),
            ("finir mon tour", "done")),
        "arg_phrases": (
            ("i-voyages spatiaux", "st"), ("ii-physique quantique", "qp"),
            ("iii-developpement energetique", "ed"), ("iv-terraformation", "tf"),
            ("v-science de l'antimatiere", "as"), ("voyages spatiaux", "st"),
            ("physique quantique", "qp"), ("developpement energetique", "ed"),
            ("science de l'antimatiere", "as"), ("science de l antimatiere", "as"),
            ("reserve de ressources", "store"), ("puits de clausius", "pit")),
        "verbs": {
            "commencer": "start", "debuter": "start", "coloniser": "colonize",
            "recherche": "research", "chercher": "research", "terraformer": "terraform",
            "carte": "map", "energie": "energy", "exploiter": "exploit",
            "antimatiere": "antimatter", "construire": "build", "placer": "place",
            "poser": "place", "technologie": "tech", "acheter": "tech", "reveler": "reveal",
            "retourner": "reveal", "produire": "produce", "logistique": "logistics",
            "avancee": "advancement", "planification": "planning", "bruler": "burn",
            "regenerer": "regen", "deplacer": "move", "bouger": "move", "retirer": "withdraw",
            "echanger": "convert", "transferer": "shift", "fini": "done", "finir": "done",
            "passer": "done", "refuser": "skip", "decliner": "skip"},
        # "a" is "à" once folded, and the Antimatter code: see the Spanish note.
        "filler": ("de", "du", "des", "depuis", "vers", "sur", "le", "la", "les", "au", "aux",
                   "avec", "et", "en", "niveau", "hexagone", "dans", "planete"),
        "tracks": {"voyages": "ST", "voyage": "ST", "vitesse": "ST", "physique": "QP",
                   "quantique": "QP", "energie": "ED", "terraformation": "TF",
                   "antimatiere": "AS"},
        "leads": {"technologique": "tech", "techno": "tech", "coloniale": "colonial"},
        "res": {"matiere": "M", "energie": "E", "antimatiere": "A"},
        "store": ("stock", "reserve"),
        "earth": ("terre",),
        "planet": ("planete",),
    },
}
