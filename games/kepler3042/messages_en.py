"""Kepler-3042's words in English (glossary: :mod:`games.kepler3042.messages`)."""

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
    "kepler3042.field.score": "Score",
    "kepler3042.field.tech": "Technology",
    "kepler3042.field.lead": "Leadership Tracks:",
    "kepler3042.field.medals": "Medals:",
    "kepler3042.field.colonial": "Colonial",
    "kepler3042.field.pit": "Clausius Pit",
    "kepler3042.field.store": "Resource Store",
    "kepler3042.field.speed": "Speed",
    "kepler3042.field.planets": "Planets",
    "kepler3042.field.action": "Action",
    "kepler3042.field.ships_on_map": "Starships on the map",
    "kepler3042.field.ships_in_supply": "Starships in the supply",
    "kepler3042.field.colonies": "Colonies",
    "kepler3042.field.targets": "Colonial Targets reached",
    "kepler3042.phase.setup": "Setup: two free Technology advances",
    "kepler3042.phase.play": "Rounds of play",
    "kepler3042.phase.over": "Game over",
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
                                   "{n:plural:one=hex|other=hexes}."),
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
    "kepler3042.draw.tiny.missions": "mis",
    "kepler3042.draw.tiny.colonize": "col",
    "kepler3042.draw.tiny.research": "res",
    "kepler3042.draw.tiny.propel": "pro",
    "kepler3042.draw.tiny.terraform": "ter",
    "kepler3042.draw.tiny.map": "map",
    "kepler3042.draw.tiny.energy": "ene",
    "kepler3042.draw.tiny.exploit": "exp",
    "kepler3042.draw.tiny.antimatter": "ant",
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
    # --- alt text: the images described for a screen reader (rendering/alt.py) ----------
    "kepler3042.alt.card": "Progress card {name}: {text}",
    "kepler3042.alt.first": "First player: {who}",
    "kepler3042.alt.seat": ("{who}: {colonies}/5 colonies, terraformed planets {terraformed}, "
                            "Starships {out} out and {home} home, speed {speed}, Technology "
                            "levels {tech}"),
    "kepler3042.alt.if_ended": "Your score if the game ended now: {score}",
    "kepler3042.alt.objective": "Secret Objective: {objective}, {met}",
    "kepler3042.alt.storage": "Resources Storage: {items}",
    "kepler3042.alt.tech": "Your Technologies: {items}",
}
