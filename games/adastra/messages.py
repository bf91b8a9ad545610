"""Ad Astra's words in English, Spanish and French (see :mod:`games.i18n`).

English is what the engine has always said. Spanish uses the terms of the Spanish rulebook
(``shared/rules/ad-astra.es.txt``): fase de planificación, fase de acción, tablero de
planificación, cartas de acción (Producción, Movimiento, Construir, Comercio, Puntuación),
cartas de recursos, banco de recursos, espacio profundo, nave estelar, colonia, fábrica,
terraformador, peón, sistema, planeta alienígena, boca abajo / boca arriba, primer jugador,
Recursos idénticos / Recursos diferentes, artefactos alienígenas, "Respuesta a todo" and
"Gran Viejo Secreto". That rulebook shows the resources as icons without naming them; their
Spanish names below follow the English ones (Agua, Alimento, Energía; the ores Xantio,
Yoyodio, Zozodio), and so do the stars' (a star is red or yellow, and grande, pequeña,
gemela or nebulosa).

French glossary (no French rulebook; keep these words everywhere):

=====================  ===========================  =====================================
English                French                       notes
=====================  ===========================  =====================================
planning phase         phase de planification
action phase           phase d'action
planning board         plateau de planification
action card            carte action
Production card        carte Production
Movement card          carte Mouvement
Build card             carte Construction
Trade card             carte Commerce
Scoring card           carte Décompte               "décompte" is scoring throughout
resource card          carte ressource
Water / Food / Energy  Eau / Nourriture / Énergie
Xanthium, Yoyodium,    Xanthium, Yoyodium,          ores: minerai
Zozodium               Zozodium
Alien (planet)         extraterrestre
bank                   banque
deep space             espace lointain
starship               vaisseau
colony / factory       colonie / usine
terraformer            terraformeur
pawn                   pion
system / planet        système / planète
face down / face up    face cachée / face visible
first player           premier joueur
hand limit             limite de main
Identical / Different  Ressources identiques /
resources              Ressources différentes
alien artifact         artefact extraterrestre
stars                  Petite, Grande, Jumelle,     then the colour: "Petite rouge"
                       Nébuleuse + rouge / jaune
factions               Bleu, Rouge, Jaune, Vert,
                       Violet
=====================  ===========================  =====================================

Placeholders: ``who`` is a faction, ``planet`` a planet's code (``LY3``), ``system`` a star's
name, ``bundle`` a bundle of cards ("2 Water + 1 Food"), ``resource`` a resource's name.
"""

EN: dict[str, str] = {
    "adastra.draw.no_artifacts": "none",
    "adastra.no.card_count": "A count of cards is a number from 1 to {high}.",
    "adastra.option.optional_artifacts": "true or false",
    "adastra.option.factions": ("one different faction per player among {factions}"
                                ", joined by |, e.g. Red|Blue|Green"),
    # --- the rules summary and the notation (/game rules) -----------------------------------
    "adastra.summary": (
        "Each round, everyone in turn places action cards face down on the planning board "
        "(4 each with 3 players, 3 each with 4-5). Then the cards are revealed in order and "
        "everybody may use each one, its owner first: Production (owner picks the resource), "
        "Movement (pay Energy, look at a system's face-down planets, land), Build (colony, "
        "factory, terraformer, starship), Trade (owner trades with the bank 2:1 and with "
        "players), Scoring (owner picks the element; +3 to the sole best). Hand limit 10 at "
        "the end of the round. The game ends after the round in which someone reaches 50 "
        "points or the last planet is revealed."),
    "adastra.notation_help": (
        "Ad Astra move notation: canonical out, lenient in.\n\n"
        "Canonical forms (what the bot shows and records)::\n\n"
        "    plan prod-FX 4            place an action card face down on space 4\n"
        "                              cards: prod-XY, move-AA-BB, build, trade, "
        "score-CS/-TS/-ID\n"
        "    produce F                 choose the produced resource (W F E X Y Z)\n"
        "    move deep LY              move a starship (from deep or a planet like LY3) to a "
        "system\n"
        "    move LY3 deep             ... or to deep space; add \"motor\" or \"ianua\" to pay "
        "with an artifact\n"
        "    land LY3                  land on a planet of the system you entered (reveals it "
        "if face down)\n"
        "    build colony LY3 X        build; the last letter is the ore that pays the \"any "
        "one ore\"\n"
        "    build factory LY3 Y | build terraformer SOL2 | build starship Z\n"
        "    bank 2E for W             trade two identical cards with the bank for one\n"
        "    offer Blue WWF for X      offer another player cards for cards (any bundles)\n"
        "    accept | decline | withdraw | pass\n"
        "    score starships           choose the scored element (colonies, starships, "
        "terraformers,\n"
        "                              systems, identical, different)\n"
        "    discard WWW               discard for points, or down to the hand limit\n"
        "    use cornu W | use oculus | use permutatio W F | use omnibus systems | use "
        "arcanum\n\n"
        "Parsing accepts any case and spacing, full names (\"large yellow\", \"water\", "
        "\"deep space\"),\n"
        "\"2W\" for \"WW\", filler words (\"to\", \"on\", \"for\", \"with\") and common aliases "
        "(\"done\" for pass)."),
    # --- private view fields (/hand) ----------------------------------------------------------
    "adastra.field.resources": "Resources",
    "adastra.field.hand": "Action cards",
    "adastra.field.artifacts": "Alien artifacts",
    "adastra.field.known_planets": "Face-down planets you have seen",
    "adastra.field.my_cards": "Your face-down cards on the planning board",
    # --- terms ---------------------------------------------------------------------------------
    "adastra.faction.Blue": "Blue",
    "adastra.faction.Red": "Red",
    "adastra.faction.Yellow": "Yellow",
    "adastra.faction.Green": "Green",
    "adastra.faction.Purple": "Purple",
    "adastra.resource.W": "Water",
    "adastra.resource.F": "Food",
    "adastra.resource.E": "Energy",
    "adastra.resource.X": "Xanthium",
    "adastra.resource.Y": "Yoyodium",
    "adastra.resource.Z": "Zozodium",
    "adastra.kind.A": "Alien",
    "adastra.planet_of.W": "Water",
    "adastra.planet_of.F": "Food",
    "adastra.planet_of.E": "Energy",
    "adastra.planet_of.X": "Xanthium",
    "adastra.planet_of.Y": "Yoyodium",
    "adastra.planet_of.Z": "Zozodium",
    "adastra.planet_of.A": "Alien",
    "adastra.star.SOL": "Sol",
    "adastra.star.SR": "Small Red",
    "adastra.star.SY": "Small Yellow",
    "adastra.star.LR": "Large Red",
    "adastra.star.LY": "Large Yellow",
    "adastra.star.TR": "Twin Red",
    "adastra.star.TY": "Twin Yellow",
    "adastra.star.NR": "Red Nebula",
    "adastra.star.NY": "Yellow Nebula",
    "adastra.element.colonies": "Colonies / Factories",
    "adastra.element.starships": "Starships",
    "adastra.element.terraformers": "Terraformers",
    "adastra.element.systems": "Systems",
    "adastra.element.identical": "Identical resources",
    "adastra.element.different": "Different resources",
    "adastra.pawn.colony": "colony",
    "adastra.pawn.factory": "factory",
    "adastra.pawn.terraformer": "terraformer",
    "adastra.pawn.starship": "starship",
    "adastra.a_pawn.colony": "a colony",
    "adastra.a_pawn.factory": "a factory",
    "adastra.a_pawn.terraformer": "a terraformer",
    "adastra.a_pawn.starship": "a starship",
    "adastra.phase.planning": "Planning phase",
    "adastra.phase.action": "Action phase",
    "adastra.phase.discard": "Discard phase",
    "adastra.phase.over": "Game over",
    "adastra.card.production": "Production ({a} / {b})",
    "adastra.card.movement": "Movement ({a} / {b})",
    "adastra.card.scoring": "Scoring ({a} / {b})",
    "adastra.card.build": "Build",
    "adastra.card.trade": "Trade",
    "adastra.artifact": "{latin} ({name})",
    "adastra.artifact.latin.repositorium": "Repositorium Alienum",
    "adastra.artifact.latin.ianua": "Stellarum Ianua",
    "adastra.artifact.latin.motor": "Motor Perpetuum",
    "adastra.artifact.latin.semen": "Semen Vitae",
    "adastra.artifact.latin.fabrica": "Fabrica Antiqua",
    "adastra.artifact.latin.navis": "Navis Antiqua",
    "adastra.artifact.latin.cornu": "Cornu Copiae",
    "adastra.artifact.latin.oculus": "Oculus Omnividens",
    "adastra.artifact.latin.permutatio": "Permutatio Mirabilis",
    "adastra.artifact.latin.omnibus": "Omnibus Rebus Responsum",
    "adastra.artifact.latin.arcanum": "Magnum et Antiquum Arcanum",
    "adastra.artifact.name.repositorium": "Alien Warehouse",
    "adastra.artifact.name.ianua": "Star Gate",
    "adastra.artifact.name.motor": "Perpetual Engine",
    "adastra.artifact.name.semen": "Seed of Life",
    "adastra.artifact.name.fabrica": "Ancient Factory",
    "adastra.artifact.name.navis": "Ancient Starship",
    "adastra.artifact.name.cornu": "Horn of Plenty",
    "adastra.artifact.name.oculus": "All-Seeing Eye",
    "adastra.artifact.name.permutatio": "Wondrous Exchange",
    "adastra.artifact.name.omnibus": "Answer to Everything",
    "adastra.artifact.name.arcanum": "Great Old Secret",
    "adastra.artifact.effect.repositorium": "Revealed when drawn: take one resource card of "
                                            "each type from the bank.",
    "adastra.artifact.effect.ianua": "When you move a starship, it may go to any system but "
                                     "Sol, whatever the card shows, for free.",
    "adastra.artifact.effect.motor": "One starship move that the card allows costs you no "
                                     "Energy.",
    "adastra.artifact.effect.semen": "Build one terraformer without paying for it.",
    "adastra.artifact.effect.fabrica": "Build one factory without paying for it.",
    "adastra.artifact.effect.navis": "Build one starship without paying for it.",
    "adastra.artifact.effect.cornu": "Take 3 resource cards of one type of your choice from "
                                     "the bank.",
    "adastra.artifact.effect.oculus": "Look at every face-down planet in play.",
    "adastra.artifact.effect.permutatio": "Exchange all your resource cards of one type for "
                                          "as many cards of another type from the bank.",
    "adastra.artifact.effect.omnibus": "Score Colonies / Factories, Starships, Terraformers "
                                       "or Systems for yourself alone, as a scoring card "
                                       "would (without the bonus).",
    "adastra.artifact.effect.arcanum": "Score 2 points for each alien planet face up in play.",
    "adastra.timing.at_once": "at once",
    "adastra.timing.movement": "with a move",
    "adastra.timing.build": "with a build",
    "adastra.timing.anytime": "any time you decide",
    "adastra.deep_space": "deep space",
    "adastra.none": "none",
    "adastra.nothing": "nothing",
    "adastra.bank_empty": "the bank is empty",
    "adastra.count": "{n} {resource}",
    "adastra.plus": "{a} + {b}",
    "adastra.any_ore": "any one ore",
    "adastra.seen": "{planet} {kind}",
    "adastra.name_points": "{who} {points}",
    "adastra.paying": ", paying {cost} {resource}",
    "adastra.paid.free": "for free",
    "adastra.paid.bundle": "paying {bundle}",
    "adastra.and_scores": " and scores {points}",
    "adastra.ending.planets": "the last planet was revealed",
    "adastra.ending.score": "{who} reached {points} points",
    "adastra.ending.other": "{text}",
    "adastra.text": "{text}",
    # --- what happens (events) ------------------------------------------------------------------
    "adastra.ev.round": "Round {round} begins: {who} is first player and places the first "
                        "action card.",
    "adastra.ev.placed": "{who} places an action card face down on space {space}.",
    "adastra.ev.placed_private": "You placed {card} on space {space}.",
    "adastra.ev.board_full": "The planning board is full: the action phase begins.",
    "adastra.ev.reveal": "Space {space}: {who}'s {card}.",
    "adastra.ev.first_player": "{who} takes the first player token.",
    "adastra.ev.auto.move1": "{who} cannot move a starship.",
    "adastra.ev.auto.moveall": "{who} has no other starship to move.",
    "adastra.ev.auto.build": "{who} cannot build anything.",
    "adastra.ev.auto.trade": "{who} has nothing to trade.",
    "adastra.ev.auto.other": "{who} passes.",
    "adastra.ev.pass.move1": "{who} does not move.",
    "adastra.ev.pass.moveall": "{who} ends movement.",
    "adastra.ev.pass.build1": "{who} builds nothing.",
    "adastra.ev.pass.buildall": "{who} ends building.",
    "adastra.ev.pass.trade": "{who} ends trading.",
    "adastra.ev.round_end_discard": "End of round {round}: {names} must discard down to "
                                    "{limit} resource cards.",
    "adastra.ev.limit_one": "{who} discards {n} resource card ({left} left).",
    "adastra.ev.limit_many": "{who} discards {n} resource cards ({left} left).",
    "adastra.ev.limit_private": "You discarded {bundle}.",
    "adastra.ev.scoring_back": "{who} takes back all three scoring cards.",
    "adastra.ev.over": "The game is over: {reason}.",
    "adastra.ev.reaches": "{who} reaches {score} points: the game ends with this round.",
    "adastra.ev.produce": "{who} chooses to produce {resource}.",
    "adastra.ev.takes": "{who} takes {n} {resource}.",
    "adastra.ev.takes_short": "{who} takes {n} {resource} (the bank ran short: {missing} "
                              "fewer).",
    "adastra.ev.move_deep": "{who} moves a starship from {src} to deep space{paid}.",
    "adastra.ev.move_one": "{who} moves a starship from {src} to {system}{paid} and looks at "
                           "its {n} face-down planet.",
    "adastra.ev.move_many": "{who} moves a starship from {src} to {system}{paid} and looks at "
                            "its {n} face-down planets.",
    "adastra.ev.seen_system": "Face-down planets of {system}: {seen}.",
    "adastra.ev.reveal_land": "{who} reveals {planet}, a {kind} planet, and lands there.",
    "adastra.ev.last_planet": "The last planet is revealed: the game ends with this round.",
    "adastra.ev.land": "{who} lands on {planet} ({kind}).",
    "adastra.ev.build_ship": "{who} builds a starship in deep space, {paid}.",
    "adastra.ev.build": "{who} builds {item} on {planet}, {paid}{scored}.",
    "adastra.ev.bank": "{who} trades 2 {give} with the bank for 1 {get}.",
    "adastra.ev.offer": "{who} offers {target} {give} for {get}.",
    "adastra.ev.accept": "{target} accepts: {who} gives {give} for {get}.",
    "adastra.ev.decline": "{target} declines the offer.",
    "adastra.ev.withdraw": "{who} withdraws the offer.",
    "adastra.ev.bonus": "{who} scores the {bonus}-point bonus.",
    "adastra.ev.no_bonus": "Nobody scores the bonus (tie).",
    "adastra.ev.score": "{who} chooses to score {element}.",
    "adastra.ev.scores": "{element}: {scores}.",
    "adastra.ev.discard_none": "{who} discards nothing.",
    "adastra.ev.discard": "{who} discards {bundle} and scores {n}.",
    "adastra.ev.deck_empty": "The alien artifact deck is empty: nothing is drawn.",
    "adastra.ev.repositorium": "{who} draws {artifact} and applies it at once: one card of "
                               "each resource from the bank ({got}).",
    "adastra.ev.artifact_hidden": "{who} draws an alien artifact and keeps it hidden.",
    "adastra.ev.artifact_private": "You drew {artifact}: {effect}",
    "adastra.ev.artifact_spent": "{who} uses {artifact}: {effect}",
    "adastra.ev.cornu": "{who} uses {artifact} and takes {n} {resource}.",
    "adastra.ev.permutatio": "{who} uses {artifact} and exchanges {n} {give} for {n} {get}.",
    "adastra.ev.oculus": "{who} uses {artifact} and looks at every face-down planet.",
    "adastra.ev.oculus_private": "Face-down planets: {seen}.",
    "adastra.ev.omnibus": "{who} uses {artifact}, scores {element} alone and gains {points}.",
    "adastra.ev.arcanum": "{who} uses {artifact} and scores {points} ({aliens} alien planets "
                          "face up).",
    "adastra.outcome.wins": "{ending}; {winners} wins with {best}",
    "adastra.outcome.win": "{ending}; {winners} win with {best}",
    # --- what a seat is asked (prompts) ------------------------------------------------------
    "adastra.prompt.plan": "place one of your action cards face down on an empty space",
    "adastra.prompt.produce": "choose the resource everybody produces",
    "adastra.prompt.produce_pair": "choose the resource everybody produces: {a} or {b}",
    "adastra.prompt.move": "move a starship or pass",
    "adastra.prompt.land": "land your starship on a planet of this system",
    "adastra.prompt.land_at": "land your starship on a planet of {system}",
    "adastra.prompt.build": "build or pass",
    "adastra.prompt.trade": "trade with the bank or another player, or pass",
    "adastra.prompt.respond": "accept or decline the trade offer",
    "adastra.prompt.withdraw": "wait for the answer to your offer, or withdraw it",
    "adastra.prompt.score": "choose the element everybody scores",
    "adastra.prompt.discard": "discard resources for points, or pass",
    "adastra.prompt.limit": "discard down to {limit} resource cards",
    # --- refusals --------------------------------------------------------------------------------
    "adastra.no.players": "Ad Astra is played by {min} to {max} players.",
    "adastra.no.options": "Unknown Ad Astra option(s): {names}. Known: optional_artifacts, "
                          "factions.",
    "adastra.no.optional": "optional_artifacts must be true or false.",
    "adastra.no.factions": "factions must name {n} different factions among {factions}.",
    "adastra.no.over": "The game is over.",
    "adastra.no.seat": "That seat is not at this table.",
    "adastra.no.turn": "It is not your turn: waiting for {waiting}.",
    "adastra.no.use_now": "You cannot use an artifact right now.",
    "adastra.no.not_now": "You cannot do that now: {prompt}.",
    "adastra.no.no_args": "That takes no further words.",
    "adastra.no.plan_shape": "Place a card as: plan <card> <space>, e.g. plan prod-FX 4.",
    "adastra.no.no_card": "You have no {card} card in hand.",
    "adastra.no.spaces": "Spaces are numbered 1 to {n}.",
    "adastra.no.space_taken": "Space {space} is taken: place your card on an empty space.",
    "adastra.no.limit_shape": "Name the cards to discard as resource letters, e.g. discard W "
                              "or discard WWF.",
    "adastra.no.limit_one": "You only need to discard {n} card.",
    "adastra.no.limit_many": "You only need to discard {n} cards.",
    "adastra.no.lack": "You do not have {bundle}.",
    "adastra.no.produce": "This Production card produces {a} or {b}: choose one of them.",
    "adastra.no.move_shape": "Write a move as: move <from> <to>, e.g. move deep LY or move "
                             "LY3 deep.",
    "adastra.no.planet": "There is no planet {planet}.",
    "adastra.no.moved_deep": "Your starship in deep space has already moved during this "
                             "action.",
    "adastra.no.moved_on": "Your starship on {planet} has already moved during this action.",
    "adastra.no.ship_deep": "You have no starship in deep space.",
    "adastra.no.ship_on": "You have no starship on {planet}.",
    "adastra.no.move_artifact": "{via} is not an artifact that pays for movement.",
    "adastra.no.artifact_held": "You do not hold that artifact.",
    "adastra.no.sol": "Sol is never a destination: no movement card shows it.",
    "adastra.no.already_deep": "That starship is already in deep space.",
    "adastra.no.gate_deep": "The Star Gate opens onto star systems, not deep space.",
    "adastra.no.system": "There is no system {system}.",
    "adastra.no.card_systems": "This card only allows moves to {a}, {b} or deep space.",
    "adastra.no.system_full": "No planet of {system} can take your starship: every face-up "
                              "planet there holds another player's pawns.",
    "adastra.no.move_cost": "That move costs {cost} {resource} and you have {have}.",
    "adastra.no.land_shape": "Name the planet to land on, e.g. land LY3.",
    "adastra.no.land_system": "Your starship is at {system}: land on one of its planets.",
    "adastra.no.land_same": "Your starship must land on a different planet.",
    "adastra.no.land_taken": "{planet} holds {who}'s pawns: you cannot land there.",
    "adastra.no.build_shape": "Build a colony, factory, terraformer or starship, e.g. build "
                              "colony LY3 X or build starship Y.",
    "adastra.no.pawns": "All four of your {item} pawns are in play.",
    "adastra.no.ship_ore": "Say which ore pays for the starship's extra ore, e.g. build "
                           "starship X.",
    "adastra.no.build_planet": "Name the planet for your {item}, e.g. build {code} LY3.",
    "adastra.no.build_words": "Too many words in that build.",
    "adastra.no.pay": "{pay} cannot pay for {item}.",
    "adastra.no.which_ore": "Say which ore pays for the {item}, e.g. build {code} {planet} X.",
    "adastra.no.no_ore": "A {item} takes no ore.",
    "adastra.no.no_pawn": "You have no pawn on {planet}.",
    "adastra.no.one_building": "{planet} already has {building}: one per planet.",
    "adastra.no.colony_where": "You can only build a colony where you have a starship or a "
                               "terraformer; you have neither on {planet}.",
    "adastra.no.factory_where": "A factory replaces one of your colonies; {planet} has none.",
    "adastra.no.terraform_kind": "Only {kinds} planets can be terraformed.",
    "adastra.no.terraformed": "{planet} is already terraformed.",
    "adastra.no.afford": "You cannot afford {item}: it costs {cost} ({price} as chosen).",
    "adastra.no.bank_shape": "Trade with the bank as: bank 2E for W (two identical cards for "
                             "one).",
    "adastra.no.bank_same": "Ask the bank for a different resource than the one you give.",
    "adastra.no.bank_two": "You need 2 {resource} to trade with the bank.",
    "adastra.no.bank_out": "The bank has no {resource} left.",
    "adastra.no.offer_shape": "Offer a trade as: offer Blue WW for X.",
    "adastra.no.offer_target": "Offer your trade to another player at the table.",
    "adastra.no.offer_sides": "Both sides of a trade need at least one resource card.",
    "adastra.no.offer_letters": "Write each side of a trade as resource letters, e.g. WWF.",
    "adastra.no.offer_same": "Do not offer and ask for the same resource.",
    "adastra.no.offer_lack": "You do not have {bundle} to offer.",
    "adastra.no.offer_theirs": "{who} does not have {bundle}.",
    "adastra.no.score": "This Scoring card scores {a} or {b}: choose one of them.",
    "adastra.no.discard_shape": "Name the cards to discard as resource letters, e.g. discard "
                                "WWW.",
    "adastra.no.identical": "Identical resources: discard at least 2 cards, all of the same "
                            "type.",
    "adastra.no.different": "Different resources: discard 2 to 6 cards, no two of the same "
                            "type.",
    "adastra.no.order": "Write the cards in the order W F E X Y Z, e.g. discard WFX.",
    "adastra.no.use_shape": "Name the artifact to use, e.g. use cornu W.",
    "adastra.no.not_held": "You do not hold {artifact}.",
    "adastra.no.with_move": "{artifact} is used as part of a move: e.g. move LY3 NR {code}.",
    "adastra.no.with_build": "{artifact} is used as part of a build: e.g. build ... {code}.",
    "adastra.no.cornu": "Say which resource to take: use cornu W.",
    "adastra.no.permutatio": "Say which type you give and which you take: use permutatio W F.",
    "adastra.no.exchange": "You have no {resource} to exchange.",
    "adastra.no.omnibus": "Say what to score: colonies, starships, terraformers or systems.",
    "adastra.no.no_choice": "{artifact} takes no choice: use {code}.",
    "adastra.no.all_face_up": "Every planet is already face up.",
    # --- reading typed moves --------------------------------------------------------------------
    "adastra.parse.fail": "I could not read {text}: {hint}",
    "adastra.parse.empty": "Type a move, e.g. plan prod-FX 4, move deep LY or pass.",
    "adastra.parse.verb": "{word} is not a move. Moves start with plan, produce, move, land, "
                          "build, bank, offer, accept, decline, withdraw, pass, score, discard "
                          "or use.",
    "adastra.parse.no_more": "{verb} takes no further words.",
    "adastra.parse.plan": "name one card and one space, e.g. plan prod-FX 4.",
    "adastra.parse.card": "cards are written like prod-FX, move-LY-TY, build, trade, score-CS, "
                          "score-TS or score-ID.",
    "adastra.parse.produce": "name one resource, e.g. produce F.",
    "adastra.parse.land": "name a planet, e.g. land LY3.",
    "adastra.parse.bank": "write it as bank 2E for W.",
    "adastra.parse.score": "name what to score, e.g. score starships.",
    "adastra.parse.discard": "name the cards, e.g. discard WWW.",
    "adastra.parse.resource": "{word} is not a resource (use W F E X Y Z or their names).",
    "adastra.parse.place": "{word} is not deep space, a system or a planet.",
    "adastra.parse.move": "say where the starship is and where it goes, e.g. move deep LY.",
    "adastra.parse.build": "build a colony, factory, terraformer or starship.",
    "adastra.parse.build_word": "{word} is not a planet, an ore or an artifact.",
    "adastra.parse.build_planet": "name the planet, e.g. build {item} LY3.",
    "adastra.parse.offer_who": "name the player first, e.g. offer Blue WW for X.",
    "adastra.parse.offer_for": "separate what you give and what you want with 'for'.",
    "adastra.parse.use": "name the artifact, e.g. use cornu W.",
    "adastra.parse.use_word": "{word} is not a resource or a scoring element.",
    # --- what a move does (autocomplete, the turn panel) ---------------------------------------
    "adastra.do.plan": "Place {card} face down on space {space}",
    "adastra.do.produce": "Produce {resource} for everybody",
    "adastra.do.move_with": "Move a starship from {src} to {dst} with {artifact} (free)",
    "adastra.do.move_cost": "Move a starship from {src} to {dst} ({cost} Energy)",
    "adastra.do.move_free": "Move a starship from {src} to {dst} (free)",
    "adastra.do.land": "Land on {planet}, a {kind} planet",
    "adastra.do.land_seen": "Reveal and land on {planet} (face down, you saw {kind})",
    "adastra.do.land_hidden": "Reveal and land on {planet} (face down)",
    "adastra.do.free_with": "free with {artifact}",
    "adastra.do.build_ship": "Build a starship in deep space ({price})",
    "adastra.do.build": "Build {item} on {planet} ({price})",
    "adastra.do.bank": "Give 2 {give} to the bank for 1 {get}",
    "adastra.do.offer": "Offer {target} {give} for {get}",
    "adastra.do.score": "Score {element} for everybody",
    "adastra.do.limit": "Discard {bundle} (hand limit)",
    "adastra.do.discard_one": "Discard {bundle} for {n} point",
    "adastra.do.discard_many": "Discard {bundle} for {n} points",
    "adastra.do.cornu": "Use {artifact}: take 3 {resource}",
    "adastra.do.permutatio": "Use {artifact}: all your {give} become {get}",
    "adastra.do.omnibus": "Use {artifact}: score {element} alone",
    "adastra.do.use": "Use {artifact}: {effect}",
    "adastra.do.pass": "Pass",
    "adastra.do.accept": "Accept the offer",
    "adastra.do.decline": "Decline the offer",
    "adastra.do.withdraw": "Withdraw your offer",
    # --- the board and hand images --------------------------------------------------------------
    "adastra.draw.round": "Round {round}",
    "adastra.draw.game_over": "The game is over.",
    "adastra.draw.last_round": "Last round: {ending}",
    "adastra.draw.space": "Space {space}: {card}",
    "adastra.draw.nobody": "Nobody to act",
    "adastra.draw.now": "Now:",
    "adastra.draw.first": "1st player",
    "adastra.draw.winner": "WINNER",
    "adastra.draw.cards": "cards",
    "adastra.draw.actions": "actions",
    "adastra.draw.artifacts": "artifacts",
    "adastra.draw.deep": "{n} deep",
    "adastra.draw.supply": "supply",
    "adastra.draw.used": "scoring cards used:",
    "adastra.draw.holds": "holds",
    "adastra.draw.short.score-CS": "Col/Ship",
    "adastra.draw.short.score-TS": "Terra/Sys",
    "adastra.draw.short.score-ID": "Same/Diff",
    "adastra.draw.offer": "TRADE OFFER",
    "adastra.draw.gives": "gives",
    "adastra.draw.for": "for",
    "adastra.draw.landing": "LANDING",
    "adastra.draw.lands_in": "{who} lands in {system}",
    "adastra.draw.chosen": "Chosen: {choice}",
    "adastra.draw.bank": "BANK",
    "adastra.draw.artifact_deck": "artifact deck {n}",
    "adastra.draw.face_down": "face down {n}",
    "adastra.draw.kind.prod": "PRODUCE",
    "adastra.draw.kind.move": "MOVE",
    "adastra.draw.kind.build": "BUILD",
    "adastra.draw.kind.trade": "TRADE",
    "adastra.draw.kind.score": "SCORE",
    "adastra.draw.line.colonies": "Colonies",
    "adastra.draw.line.starships": "Starships",
    "adastra.draw.line.terraformers": "Terraform",
    "adastra.draw.line.systems": "Systems",
    "adastra.draw.line.identical": "Identical",
    "adastra.draw.line.different": "Different",
    "adastra.draw.no_cards": "No cards on the planning board.",
    "adastra.draw.final": "Final scores:",
    "adastra.draw.planning_board": "PLANNING BOARD",
    "adastra.draw.landing_here": "LANDING HERE",
    "adastra.draw.your_hand_of": "{who} · your hand",
    "adastra.draw.your_hand": "Your hand",
    "adastra.draw.points": "{score} pts",
    "adastra.draw.your_move": "Your move: {prompt}",
    "adastra.draw.nothing": "Nothing to decide right now",
    "adastra.draw.resources": "RESOURCES",
    "adastra.draw.hand": "ACTION CARDS IN HAND ({n})",
    "adastra.draw.none": "none",
    "adastra.draw.planned": "YOUR FACE-DOWN CARDS ON THE PLANNING BOARD",
    "adastra.draw.artifact_list": "ALIEN ARTIFACTS",
    "adastra.draw.notation": "notation: {code}",
    "adastra.draw.known": "FACE-DOWN PLANETS YOU HAVE SEEN",
    "adastra.draw.seat": "Seat {n}",
}

ES: dict[str, str] = {
    "adastra.draw.no_artifacts": "ninguno",
    "adastra.no.card_count": "Un número de cartas va del 1 al {high}.",
    "adastra.option.optional_artifacts": "true o false",
    "adastra.option.factions": ("una facción distinta por jugador entre {factions}"
                                ", unidas por |, p. ej. Red|Blue|Green"),
    "adastra.summary": (
        "En cada ronda, por turnos, cada jugador coloca cartas de acción boca abajo en el "
        "tablero de planificación (4 cada uno con 3 jugadores, 3 cada uno con 4 o 5). Después "
        "se revelan las cartas en orden y todos pueden usar cada una, empezando por su "
        "propietario: Producción (el propietario elige el recurso), Movimiento (paga Energía, "
        "mira los planetas boca abajo de un sistema, aterriza), Construir (colonia, fábrica, "
        "terraformador, nave estelar), Comercio (el propietario comercia con el banco 2:1 y "
        "con los jugadores), Puntuación (el propietario elige el elemento; +3 al único mejor). "
        "Al final de la ronda nadie puede tener más de 10 cartas de recursos en la mano. La "
        "partida termina al final de la ronda en la que alguien llega a 50 puntos o se revela "
        "el último planeta."),
    "adastra.notation_help": (
        "Notación de las jugadas de Ad Astra: una forma canónica al escribir, flexible al "
        "leer.\n\n"
        "Formas canónicas (lo que el bot muestra y registra)::\n\n"
        "    plan prod-FX 4            coloca una carta de acción boca abajo en el espacio 4\n"
        "                              cartas: prod-XY, move-AA-BB, build, trade, "
        "score-CS/-TS/-ID\n"
        "    produce F                 elige el recurso producido (W F E X Y Z)\n"
        "    move deep LY              mueve una nave estelar (desde deep, el espacio "
        "profundo, o un planeta como LY3) a un sistema\n"
        "    move LY3 deep             ... o al espacio profundo; añade \"motor\" o \"ianua\" "
        "para pagar con un artefacto\n"
        "    land LY3                  aterriza en un planeta del sistema al que llegaste (lo "
        "revela si está boca abajo)\n"
        "    build colony LY3 X        construye; la última letra es el mineral que paga "
        "\"cualquier mineral\"\n"
        "    build factory LY3 Y | build terraformer SOL2 | build starship Z\n"
        "    bank 2E for W             cambia dos cartas idénticas con el banco por una\n"
        "    offer Blue WWF for X      ofrece cartas a otro jugador a cambio de cartas\n"
        "    accept | decline | withdraw | pass   (aceptar, rechazar, retirar, pasar)\n"
        "    score starships           elige el elemento que puntúa (colonies, starships, "
        "terraformers,\n"
        "                              systems, identical, different)\n"
        "    discard WWW               descarta por puntos, o hasta el límite de la mano\n"
        "    use cornu W | use oculus | use permutatio W F | use omnibus systems | use "
        "arcanum\n\n"
        "Letras de los recursos: W Agua, F Alimento, E Energía, X Xantio, Y Yoyodio, "
        "Z Zozodio.\n"
        "También se entienden las palabras en español, sin importar mayúsculas ni tildes: "
        "construir colonia LY3 X, mover espacio profundo LY, aterrizar LY3, producir agua, "
        "banco 2E por W, ofrecer Azul WW por X, aceptar, rechazar, pasar, puntuar naves, "
        "descartar WWW, usar cornu W."),
    "adastra.field.resources": "Recursos",
    "adastra.field.hand": "Cartas de acción",
    "adastra.field.artifacts": "Artefactos alienígenas",
    "adastra.field.known_planets": "Planetas boca abajo que has visto",
    "adastra.field.my_cards": "Tus cartas boca abajo en el tablero de planificación",
    "adastra.faction.Blue": "Azul",
    "adastra.faction.Red": "Rojo",
    "adastra.faction.Yellow": "Amarillo",
    "adastra.faction.Green": "Verde",
    "adastra.faction.Purple": "Morado",
    "adastra.resource.W": "Agua",
    "adastra.resource.F": "Alimento",
    "adastra.resource.E": "Energía",
    "adastra.resource.X": "Xantio",
    "adastra.resource.Y": "Yoyodio",
    "adastra.resource.Z": "Zozodio",
    "adastra.kind.A": "Alienígena",
    "adastra.planet_of.W": "de Agua",
    "adastra.planet_of.F": "de Alimento",
    "adastra.planet_of.E": "de Energía",
    "adastra.planet_of.X": "de Xantio",
    "adastra.planet_of.Y": "de Yoyodio",
    "adastra.planet_of.Z": "de Zozodio",
    "adastra.planet_of.A": "alienígena",
    "adastra.star.SOL": "Sol",
    "adastra.star.SR": "Pequeña roja",
    "adastra.star.SY": "Pequeña amarilla",
    "adastra.star.LR": "Grande roja",
    "adastra.star.LY": "Grande amarilla",
    "adastra.star.TR": "Gemela roja",
    "adastra.star.TY": "Gemela amarilla",
    "adastra.star.NR": "Nebulosa roja",
    "adastra.star.NY": "Nebulosa amarilla",
    "adastra.element.colonies": "Colonias / Fábricas",
    "adastra.element.starships": "Naves estelares",
    "adastra.element.terraformers": "Terraformadores",
    "adastra.element.systems": "Sistemas",
    "adastra.element.identical": "Recursos idénticos",
    "adastra.element.different": "Recursos diferentes",
    "adastra.pawn.colony": "colonia",
    "adastra.pawn.factory": "fábrica",
    "adastra.pawn.terraformer": "terraformador",
    "adastra.pawn.starship": "nave estelar",
    "adastra.a_pawn.colony": "una colonia",
    "adastra.a_pawn.factory": "una fábrica",
    "adastra.a_pawn.terraformer": "un terraformador",
    "adastra.a_pawn.starship": "una nave estelar",
    "adastra.phase.planning": "Fase de planificación",
    "adastra.phase.action": "Fase de acción",
    "adastra.phase.discard": "Fase de descarte",
    "adastra.phase.over": "Fin de la partida",
    "adastra.card.production": "Producción ({a} / {b})",
    "adastra.card.movement": "Movimiento ({a} / {b})",
    "adastra.card.scoring": "Puntuación ({a} / {b})",
    "adastra.card.build": "Construir",
    "adastra.card.trade": "Comercio",
    "adastra.artifact": "{latin} ({name})",
    "adastra.artifact.latin.repositorium": "Repositorium Alienum",
    "adastra.artifact.latin.ianua": "Stellarum Ianua",
    "adastra.artifact.latin.motor": "Motor Perpetuum",
    "adastra.artifact.latin.semen": "Semen Vitae",
    "adastra.artifact.latin.fabrica": "Fabrica Antiqua",
    "adastra.artifact.latin.navis": "Navis Antiqua",
    "adastra.artifact.latin.cornu": "Cornu Copiae",
    "adastra.artifact.latin.oculus": "Oculus Omnividens",
    "adastra.artifact.latin.permutatio": "Permutatio Mirabilis",
    "adastra.artifact.latin.omnibus": "Omnibus Rebus Responsum",
    "adastra.artifact.latin.arcanum": "Magnum et Antiquum Arcanum",
    "adastra.artifact.name.repositorium": "Almacén alienígena",
    "adastra.artifact.name.ianua": "Puerta estelar",
    "adastra.artifact.name.motor": "Motor perpetuo",
    "adastra.artifact.name.semen": "Semilla de vida",
    "adastra.artifact.name.fabrica": "Fábrica antigua",
    "adastra.artifact.name.navis": "Nave antigua",
    "adastra.artifact.name.cornu": "Cuerno de la abundancia",
    "adastra.artifact.name.oculus": "Ojo que todo lo ve",
    "adastra.artifact.name.permutatio": "Intercambio maravilloso",
    "adastra.artifact.name.omnibus": "Respuesta a todo",
    "adastra.artifact.name.arcanum": "Gran Viejo Secreto",
    "adastra.artifact.effect.repositorium": "Se revela al robarlo: toma del banco una carta "
                                            "de recurso de cada tipo.",
    "adastra.artifact.effect.ianua": "Cuando mueves una nave estelar, puede ir gratis a "
                                     "cualquier sistema salvo Sol, muestre lo que muestre la "
                                     "carta.",
    "adastra.artifact.effect.motor": "Un movimiento de nave estelar que la carta permite no "
                                     "te cuesta Energía.",
    "adastra.artifact.effect.semen": "Construye un terraformador sin pagarlo.",
    "adastra.artifact.effect.fabrica": "Construye una fábrica sin pagarla.",
    "adastra.artifact.effect.navis": "Construye una nave estelar sin pagarla.",
    "adastra.artifact.effect.cornu": "Toma del banco 3 cartas de recurso del tipo que "
                                     "elijas.",
    "adastra.artifact.effect.oculus": "Mira todos los planetas boca abajo en juego.",
    "adastra.artifact.effect.permutatio": "Cambia todas tus cartas de recurso de un tipo por "
                                          "otras tantas de otro tipo del banco.",
    "adastra.artifact.effect.omnibus": "Puntúa Colonias / Fábricas, Naves estelares, "
                                       "Terraformadores o Sistemas solo para ti, como lo haría "
                                       "una carta de puntuación (sin la bonificación).",
    "adastra.artifact.effect.arcanum": "Obtén 2 puntos por cada planeta alienígena boca "
                                       "arriba en juego.",
    "adastra.timing.at_once": "al robarlo",
    "adastra.timing.movement": "al mover",
    "adastra.timing.build": "al construir",
    "adastra.timing.anytime": "cuando decidas",
    "adastra.deep_space": "el espacio profundo",
    "adastra.none": "ninguno",
    "adastra.nothing": "nada",
    "adastra.bank_empty": "el banco está vacío",
    "adastra.count": "{n} {resource}",
    "adastra.plus": "{a} + {b}",
    "adastra.any_ore": "cualquier mineral",
    "adastra.seen": "{planet} {kind}",
    "adastra.name_points": "{who} {points}",
    "adastra.paying": ", pagando {cost} {resource}",
    "adastra.paid.free": "gratis",
    "adastra.paid.bundle": "pagando {bundle}",
    "adastra.and_scores": " y obtiene {points} puntos",
    "adastra.ending.planets": "se reveló el último planeta",
    "adastra.ending.score": "{who} llegó a {points} puntos",
    "adastra.ending.other": "{text}",
    "adastra.text": "{text}",
    "adastra.ev.round": "Empieza la ronda {round}: {who} es el primer jugador y coloca la "
                        "primera carta de acción.",
    "adastra.ev.placed": "{who} coloca una carta de acción boca abajo en el espacio {space}.",
    "adastra.ev.placed_private": "Colocaste {card} en el espacio {space}.",
    "adastra.ev.board_full": "El tablero de planificación está lleno: empieza la fase de "
                             "acción.",
    "adastra.ev.reveal": "Espacio {space}: {card} de {who}.",
    "adastra.ev.first_player": "{who} toma la ficha de primer jugador.",
    "adastra.ev.auto.move1": "{who} no puede mover ninguna nave estelar.",
    "adastra.ev.auto.moveall": "{who} no tiene otra nave estelar que mover.",
    "adastra.ev.auto.build": "{who} no puede construir nada.",
    "adastra.ev.auto.trade": "{who} no tiene nada que comerciar.",
    "adastra.ev.auto.other": "{who} pasa.",
    "adastra.ev.pass.move1": "{who} no mueve.",
    "adastra.ev.pass.moveall": "{who} termina de mover.",
    "adastra.ev.pass.build1": "{who} no construye nada.",
    "adastra.ev.pass.buildall": "{who} termina de construir.",
    "adastra.ev.pass.trade": "{who} termina de comerciar.",
    "adastra.ev.round_end_discard": "Fin de la ronda {round}: {names} debe descartar hasta "
                                    "quedarse con {limit} cartas de recursos.",
    "adastra.ev.limit_one": "{who} descarta {n} carta de recurso (le quedan {left}).",
    "adastra.ev.limit_many": "{who} descarta {n} cartas de recursos (le quedan {left}).",
    "adastra.ev.limit_private": "Descartaste {bundle}.",
    "adastra.ev.scoring_back": "{who} recupera sus tres cartas de puntuación.",
    "adastra.ev.over": "La partida ha terminado: {reason}.",
    "adastra.ev.reaches": "{who} llega a {score} puntos: la partida termina al final de esta "
                          "ronda.",
    "adastra.ev.produce": "{who} elige producir {resource}.",
    "adastra.ev.takes": "{who} recibe {n} {resource}.",
    "adastra.ev.takes_short": "{who} recibe {n} {resource} (el banco se quedó corto: {missing} "
                              "menos).",
    "adastra.ev.move_deep": "{who} mueve una nave estelar desde {src} al espacio "
                            "profundo{paid}.",
    "adastra.ev.move_one": "{who} mueve una nave estelar desde {src} a {system}{paid} y mira "
                           "su {n} planeta boca abajo.",
    "adastra.ev.move_many": "{who} mueve una nave estelar desde {src} a {system}{paid} y mira "
                            "sus {n} planetas boca abajo.",
    "adastra.ev.seen_system": "Planetas boca abajo de {system}: {seen}.",
    "adastra.ev.reveal_land": "{who} revela {planet}, un planeta {kind}, y aterriza en él.",
    "adastra.ev.last_planet": "Se revela el último planeta: la partida termina al final de "
                              "esta ronda.",
    "adastra.ev.land": "{who} aterriza en {planet} ({kind}).",
    "adastra.ev.build_ship": "{who} construye una nave estelar en el espacio profundo, "
                             "{paid}.",
    "adastra.ev.build": "{who} construye {item} en {planet}, {paid}{scored}.",
    "adastra.ev.bank": "{who} cambia 2 {give} con el banco por 1 {get}.",
    "adastra.ev.offer": "{who} ofrece a {target} {give} por {get}.",
    "adastra.ev.accept": "{target} acepta: {who} da {give} por {get}.",
    "adastra.ev.decline": "{target} rechaza la oferta.",
    "adastra.ev.withdraw": "{who} retira la oferta.",
    "adastra.ev.bonus": "{who} obtiene la bonificación de {bonus} puntos.",
    "adastra.ev.no_bonus": "Nadie obtiene la bonificación (empate).",
    "adastra.ev.score": "{who} elige puntuar {element}.",
    "adastra.ev.scores": "{element}: {scores}.",
    "adastra.ev.discard_none": "{who} no descarta nada.",
    "adastra.ev.discard": "{who} descarta {bundle} y obtiene {n} puntos.",
    "adastra.ev.deck_empty": "El mazo de artefactos alienígenas está vacío: no se roba nada.",
    "adastra.ev.repositorium": "{who} roba {artifact} y lo aplica de inmediato: una carta de "
                               "cada recurso del banco ({got}).",
    "adastra.ev.artifact_hidden": "{who} roba un artefacto alienígena y lo mantiene oculto.",
    "adastra.ev.artifact_private": "Robaste {artifact}: {effect}",
    "adastra.ev.artifact_spent": "{who} usa {artifact}: {effect}",
    "adastra.ev.cornu": "{who} usa {artifact} y toma {n} {resource}.",
    "adastra.ev.permutatio": "{who} usa {artifact} y cambia {n} {give} por {n} {get}.",
    "adastra.ev.oculus": "{who} usa {artifact} y mira todos los planetas boca abajo.",
    "adastra.ev.oculus_private": "Planetas boca abajo: {seen}.",
    "adastra.ev.omnibus": "{who} usa {artifact}, puntúa {element} solo para sí y obtiene "
                          "{points} puntos.",
    "adastra.ev.arcanum": "{who} usa {artifact} y obtiene {points} puntos ({aliens} planetas "
                          "alienígenas boca arriba).",
    "adastra.outcome.wins": "{ending}; gana {winners} con {best}",
    "adastra.outcome.win": "{ending}; ganan {winners} con {best}",
    "adastra.prompt.plan": "coloca una de tus cartas de acción boca abajo en un espacio vacío",
    "adastra.prompt.produce": "elige el recurso que todos producen",
    "adastra.prompt.produce_pair": "elige el recurso que todos producen: {a} o {b}",
    "adastra.prompt.move": "mueve una nave estelar o pasa",
    "adastra.prompt.land": "aterriza con tu nave estelar en un planeta de este sistema",
    "adastra.prompt.land_at": "aterriza con tu nave estelar en un planeta de {system}",
    "adastra.prompt.build": "construye o pasa",
    "adastra.prompt.trade": "comercia con el banco o con otro jugador, o pasa",
    "adastra.prompt.respond": "acepta o rechaza la oferta de intercambio",
    "adastra.prompt.withdraw": "espera la respuesta a tu oferta, o retírala",
    "adastra.prompt.score": "elige el elemento que todos puntúan",
    "adastra.prompt.discard": "descarta recursos a cambio de puntos, o pasa",
    "adastra.prompt.limit": "descarta hasta quedarte con {limit} cartas de recursos",
    "adastra.no.players": "Ad Astra se juega de {min} a {max} jugadores.",
    "adastra.no.options": "Opción de Ad Astra desconocida: {names}. Opciones: "
                          "optional_artifacts, factions.",
    "adastra.no.optional": "optional_artifacts debe ser true o false.",
    "adastra.no.factions": "factions debe nombrar {n} facciones distintas entre {factions}.",
    "adastra.no.over": "La partida ha terminado.",
    "adastra.no.seat": "Ese asiento no está en esta mesa.",
    "adastra.no.turn": "No es tu turno: se espera a {waiting}.",
    "adastra.no.use_now": "Ahora no puedes usar un artefacto.",
    "adastra.no.not_now": "Ahora no puedes hacer eso: {prompt}.",
    "adastra.no.no_args": "Esa jugada no lleva más palabras.",
    "adastra.no.plan_shape": "Coloca una carta así: plan <carta> <espacio>, p. ej. plan "
                             "prod-FX 4.",
    "adastra.no.no_card": "No tienes la carta {card} en la mano.",
    "adastra.no.spaces": "Los espacios van del 1 al {n}.",
    "adastra.no.space_taken": "El espacio {space} está ocupado: coloca tu carta en un espacio "
                              "vacío.",
    "adastra.no.limit_shape": "Indica las cartas que descartas con las letras de los "
                              "recursos, p. ej. discard W o discard WWF.",
    "adastra.no.limit_one": "Solo tienes que descartar {n} carta.",
    "adastra.no.limit_many": "Solo tienes que descartar {n} cartas.",
    "adastra.no.lack": "No tienes {bundle}.",
    "adastra.no.produce": "Esta carta de producción produce {a} o {b}: elige uno de los dos.",
    "adastra.no.move_shape": "Escribe el movimiento así: move <desde> <hasta>, p. ej. move "
                             "deep LY o move LY3 deep.",
    "adastra.no.planet": "No hay ningún planeta {planet}.",
    "adastra.no.moved_deep": "Tu nave estelar del espacio profundo ya se ha movido en esta "
                             "acción.",
    "adastra.no.moved_on": "Tu nave estelar de {planet} ya se ha movido en esta acción.",
    "adastra.no.ship_deep": "No tienes ninguna nave estelar en el espacio profundo.",
    "adastra.no.ship_on": "No tienes ninguna nave estelar en {planet}.",
    "adastra.no.move_artifact": "{via} no es un artefacto que pague el movimiento.",
    "adastra.no.artifact_held": "No tienes ese artefacto.",
    "adastra.no.sol": "Sol nunca es un destino: ninguna carta de movimiento lo muestra.",
    "adastra.no.already_deep": "Esa nave estelar ya está en el espacio profundo.",
    "adastra.no.gate_deep": "La Puerta estelar lleva a sistemas estelares, no al espacio "
                            "profundo.",
    "adastra.no.system": "No hay ningún sistema {system}.",
    "adastra.no.card_systems": "Esta carta solo permite moverse a {a}, a {b} o al espacio "
                               "profundo.",
    "adastra.no.system_full": "Ningún planeta de {system} puede recibir tu nave estelar: cada "
                              "planeta boca arriba tiene peones de otro jugador.",
    "adastra.no.move_cost": "Ese movimiento cuesta {cost} {resource} y tienes {have}.",
    "adastra.no.land_shape": "Indica el planeta en el que aterrizas, p. ej. land LY3.",
    "adastra.no.land_system": "Tu nave estelar está en {system}: aterriza en uno de sus "
                              "planetas.",
    "adastra.no.land_same": "Tu nave estelar debe aterrizar en otro planeta.",
    "adastra.no.land_taken": "{planet} tiene peones de {who}: no puedes aterrizar allí.",
    "adastra.no.build_shape": "Construye una colonia, fábrica, terraformador o nave estelar, "
                              "p. ej. build colony LY3 X o build starship Y.",
    "adastra.no.pawns": "Tus cuatro peones de {item} ya están en juego.",
    "adastra.no.ship_ore": "Indica qué mineral paga el mineral adicional de la nave estelar, "
                           "p. ej. build starship X.",
    "adastra.no.build_planet": "Indica el planeta para tu {item}, p. ej. build {code} LY3.",
    "adastra.no.build_words": "Sobran palabras en esa construcción.",
    "adastra.no.pay": "{pay} no sirve para pagar {item}.",
    "adastra.no.which_ore": "Indica qué mineral paga tu {item}, p. ej. build {code} {planet} "
                            "X.",
    "adastra.no.no_ore": "El peón «{item}» no requiere mineral.",
    "adastra.no.no_pawn": "No tienes ningún peón en {planet}.",
    "adastra.no.one_building": "{planet} ya tiene {building}: solo una por planeta.",
    "adastra.no.colony_where": "Solo puedes construir una colonia donde tengas una nave "
                               "estelar o un terraformador; en {planet} no tienes ninguno.",
    "adastra.no.factory_where": "Una fábrica sustituye a una de tus colonias; {planet} no "
                                "tiene ninguna.",
    "adastra.no.terraform_kind": "Solo se pueden terraformar los planetas {kinds}.",
    "adastra.no.terraformed": "{planet} ya está terraformado.",
    "adastra.no.afford": "No puedes pagar {item}: cuesta {cost} ({price} según lo elegido).",
    "adastra.no.bank_shape": "Comercia con el banco así: bank 2E for W (dos cartas idénticas "
                             "por una).",
    "adastra.no.bank_same": "Pide al banco un recurso distinto del que entregas.",
    "adastra.no.bank_two": "Necesitas 2 {resource} para comerciar con el banco.",
    "adastra.no.bank_out": "Al banco no le queda {resource}.",
    "adastra.no.offer_shape": "Ofrece un intercambio así: offer Blue WW for X.",
    "adastra.no.offer_target": "Ofrece tu intercambio a otro jugador de la mesa.",
    "adastra.no.offer_sides": "Cada lado de un intercambio necesita al menos una carta de "
                              "recurso.",
    "adastra.no.offer_letters": "Escribe cada lado del intercambio con las letras de los "
                                "recursos, p. ej. WWF.",
    "adastra.no.offer_same": "No ofrezcas y pidas el mismo recurso.",
    "adastra.no.offer_lack": "No tienes {bundle} para ofrecer.",
    "adastra.no.offer_theirs": "{who} no tiene {bundle}.",
    "adastra.no.score": "Esta carta de puntuación puntúa {a} o {b}: elige uno de los dos.",
    "adastra.no.discard_shape": "Indica las cartas que descartas con las letras de los "
                                "recursos, p. ej. discard WWW.",
    "adastra.no.identical": "Recursos idénticos: descarta al menos 2 cartas, todas del mismo "
                            "tipo.",
    "adastra.no.different": "Recursos diferentes: descarta de 2 a 6 cartas, ninguna del mismo "
                            "tipo que otra.",
    "adastra.no.order": "Escribe las cartas en el orden W F E X Y Z, p. ej. discard WFX.",
    "adastra.no.use_shape": "Indica el artefacto que usas, p. ej. use cornu W.",
    "adastra.no.not_held": "No tienes {artifact}.",
    "adastra.no.with_move": "{artifact} se usa al mover: p. ej. move LY3 NR {code}.",
    "adastra.no.with_build": "{artifact} se usa al construir: p. ej. build ... {code}.",
    "adastra.no.cornu": "Indica qué recurso tomas: use cornu W.",
    "adastra.no.permutatio": "Indica qué tipo entregas y cuál tomas: use permutatio W F.",
    "adastra.no.exchange": "No tienes {resource} que cambiar.",
    "adastra.no.omnibus": "Indica qué puntúas: colonies, starships, terraformers o systems.",
    "adastra.no.no_choice": "{artifact} no admite elección: use {code}.",
    "adastra.no.all_face_up": "Todos los planetas ya están boca arriba.",
    "adastra.parse.fail": "No pude leer {text}: {hint}",
    "adastra.parse.empty": "Escribe una jugada, p. ej. plan prod-FX 4, move deep LY o pass.",
    "adastra.parse.verb": "{word} no es una jugada. Las jugadas empiezan por plan, produce, "
                          "move, land, build, bank, offer, accept, decline, withdraw, pass, "
                          "score, discard o use (o en español: colocar, producir, mover, "
                          "aterrizar, construir, banco, ofrecer, aceptar, rechazar, retirar, "
                          "pasar, puntuar, descartar, usar).",
    "adastra.parse.no_more": "{verb} no lleva más palabras.",
    "adastra.parse.plan": "indica una carta y un espacio, p. ej. plan prod-FX 4.",
    "adastra.parse.card": "las cartas se escriben así: prod-FX, move-LY-TY, build, trade, "
                          "score-CS, score-TS o score-ID.",
    "adastra.parse.produce": "indica un recurso, p. ej. produce F.",
    "adastra.parse.land": "indica un planeta, p. ej. land LY3.",
    "adastra.parse.bank": "escríbelo así: bank 2E for W.",
    "adastra.parse.score": "indica qué puntúas, p. ej. score starships.",
    "adastra.parse.discard": "indica las cartas, p. ej. discard WWW.",
    "adastra.parse.resource": "{word} no es un recurso (usa W F E X Y Z o sus nombres).",
    "adastra.parse.place": "{word} no es el espacio profundo, ni un sistema, ni un planeta.",
    "adastra.parse.move": "indica dónde está la nave estelar y adónde va, p. ej. move deep "
                          "LY.",
    "adastra.parse.build": "construye una colonia, fábrica, terraformador o nave estelar.",
    "adastra.parse.build_word": "{word} no es un planeta, ni un mineral, ni un artefacto.",
    "adastra.parse.build_planet": "indica el planeta, p. ej. build {item} LY3.",
    "adastra.parse.offer_who": "indica primero el jugador, p. ej. offer Blue WW for X.",
    "adastra.parse.offer_for": "separa lo que das de lo que pides con 'for' o 'por'.",
    "adastra.parse.use": "indica el artefacto, p. ej. use cornu W.",
    "adastra.parse.use_word": "{word} no es un recurso ni un elemento de puntuación.",
    "adastra.do.plan": "Colocar {card} boca abajo en el espacio {space}",
    "adastra.do.produce": "Producir {resource} para todos",
    "adastra.do.move_with": "Mover una nave estelar desde {src} a {dst} con {artifact} "
                            "(gratis)",
    "adastra.do.move_cost": "Mover una nave estelar desde {src} a {dst} ({cost} Energía)",
    "adastra.do.move_free": "Mover una nave estelar desde {src} a {dst} (gratis)",
    "adastra.do.land": "Aterrizar en {planet}, un planeta {kind}",
    "adastra.do.land_seen": "Revelar {planet} y aterrizar (boca abajo, viste {kind})",
    "adastra.do.land_hidden": "Revelar {planet} y aterrizar (boca abajo)",
    "adastra.do.free_with": "gratis con {artifact}",
    "adastra.do.build_ship": "Construir una nave estelar en el espacio profundo ({price})",
    "adastra.do.build": "Construir {item} en {planet} ({price})",
    "adastra.do.bank": "Dar 2 {give} al banco por 1 {get}",
    "adastra.do.offer": "Ofrecer a {target} {give} por {get}",
    "adastra.do.score": "Puntuar {element} para todos",
    "adastra.do.limit": "Descartar {bundle} (límite de la mano)",
    "adastra.do.discard_one": "Descartar {bundle} por {n} punto",
    "adastra.do.discard_many": "Descartar {bundle} por {n} puntos",
    "adastra.do.cornu": "Usar {artifact}: tomar 3 {resource}",
    "adastra.do.permutatio": "Usar {artifact}: todo tu {give} se convierte en {get}",
    "adastra.do.omnibus": "Usar {artifact}: puntuar {element} solo para ti",
    "adastra.do.use": "Usar {artifact}: {effect}",
    "adastra.do.pass": "Pasar",
    "adastra.do.accept": "Aceptar la oferta",
    "adastra.do.decline": "Rechazar la oferta",
    "adastra.do.withdraw": "Retirar tu oferta",
    "adastra.draw.round": "Ronda {round}",
    "adastra.draw.game_over": "La partida ha terminado.",
    "adastra.draw.last_round": "Última ronda: {ending}",
    "adastra.draw.space": "Espacio {space}: {card}",
    "adastra.draw.nobody": "Nadie tiene que actuar",
    "adastra.draw.now": "Ahora:",
    "adastra.draw.first": "1.er jugador",
    "adastra.draw.winner": "GANADOR",
    "adastra.draw.cards": "cartas",
    "adastra.draw.actions": "acciones",
    "adastra.draw.artifacts": "artefactos",
    "adastra.draw.deep": "{n} lejos",
    "adastra.draw.supply": "reserva",
    "adastra.draw.used": "cartas de puntuación usadas:",
    "adastra.draw.holds": "tiene",
    "adastra.draw.short.score-CS": "Col/Nave",
    "adastra.draw.short.score-TS": "Terra/Sist",
    "adastra.draw.short.score-ID": "Idént/Dif",
    "adastra.draw.offer": "OFERTA DE INTERCAMBIO",
    "adastra.draw.gives": "da",
    "adastra.draw.for": "por",
    "adastra.draw.landing": "ATERRIZAJE",
    "adastra.draw.lands_in": "{who} aterriza en {system}",
    "adastra.draw.chosen": "Elegido: {choice}",
    "adastra.draw.bank": "BANCO",
    "adastra.draw.artifact_deck": "mazo de artefactos {n}",
    "adastra.draw.face_down": "boca abajo {n}",
    "adastra.draw.kind.prod": "PRODUCCIÓN",
    "adastra.draw.kind.move": "MOVIMIENTO",
    "adastra.draw.kind.build": "CONSTRUIR",
    "adastra.draw.kind.trade": "COMERCIO",
    "adastra.draw.kind.score": "PUNTUACIÓN",
    "adastra.draw.line.colonies": "Colonias",
    "adastra.draw.line.starships": "Naves",
    "adastra.draw.line.terraformers": "Terraform.",
    "adastra.draw.line.systems": "Sistemas",
    "adastra.draw.line.identical": "Idénticos",
    "adastra.draw.line.different": "Diferentes",
    "adastra.draw.no_cards": "No hay cartas en el tablero de planificación.",
    "adastra.draw.final": "Puntuación final:",
    "adastra.draw.planning_board": "TABLERO DE PLANIFICACIÓN",
    "adastra.draw.landing_here": "ATERRIZA AQUÍ",
    "adastra.draw.your_hand_of": "{who} · tu mano",
    "adastra.draw.your_hand": "Tu mano",
    "adastra.draw.points": "{score} ptos",
    "adastra.draw.your_move": "Tu jugada: {prompt}",
    "adastra.draw.nothing": "Nada que decidir por ahora",
    "adastra.draw.resources": "RECURSOS",
    "adastra.draw.hand": "CARTAS DE ACCIÓN EN LA MANO ({n})",
    "adastra.draw.none": "ninguna",
    "adastra.draw.planned": "TUS CARTAS BOCA ABAJO EN EL TABLERO DE PLANIFICACIÓN",
    "adastra.draw.artifact_list": "ARTEFACTOS ALIENÍGENAS",
    "adastra.draw.notation": "notación: {code}",
    "adastra.draw.known": "PLANETAS BOCA ABAJO QUE HAS VISTO",
    "adastra.draw.seat": "Asiento {n}",
}

FR: dict[str, str] = {
    "adastra.draw.no_artifacts": "aucun",
    "adastra.no.card_count": "Un nombre de cartes va de 1 à {high}.",
    "adastra.option.optional_artifacts": "true ou false",
    "adastra.option.factions": ("une faction différente par joueur parmi {factions}"
                                ", séparées par |, p. ex. Red|Blue|Green"),
    "adastra.summary": (
        "À chaque manche, chacun à son tour pose des cartes action face cachée sur le plateau "
        "de planification (4 chacun à 3 joueurs, 3 chacun à 4 ou 5). Puis les cartes sont "
        "révélées dans l'ordre et chacun peut utiliser chacune d'elles, son propriétaire en "
        "premier : Production (le propriétaire choisit la ressource), Mouvement (payer de "
        "l'Énergie, regarder les planètes face cachée d'un système, atterrir), Construction "
        "(colonie, usine, terraformeur, vaisseau), Commerce (le propriétaire échange avec la "
        "banque à 2 contre 1 et avec les joueurs), Décompte (le propriétaire choisit "
        "l'élément ; +3 au seul meilleur). Limite de main de 10 cartes ressource à la fin de la "
        "manche. La partie se termine après la manche où quelqu'un atteint 50 points ou où la "
        "dernière planète est révélée."),
    "adastra.notation_help": (
        "Notation des coups d'Ad Astra : une forme canonique à l'écriture, souple à la "
        "lecture.\n\n"
        "Formes canoniques (ce que le bot affiche et enregistre) ::\n\n"
        "    plan prod-FX 4            pose une carte action face cachée sur la case 4\n"
        "                              cartes : prod-XY, move-AA-BB, build, trade, "
        "score-CS/-TS/-ID\n"
        "    produce F                 choisit la ressource produite (W F E X Y Z)\n"
        "    move deep LY              déplace un vaisseau (depuis deep, l'espace lointain, ou "
        "une planète comme LY3) vers un système\n"
        "    move LY3 deep             ... ou vers l'espace lointain ; ajouter \"motor\" ou "
        "\"ianua\" pour payer avec un artefact\n"
        "    land LY3                  atterrit sur une planète du système atteint (la révèle "
        "si elle est face cachée)\n"
        "    build colony LY3 X        construit ; la dernière lettre est le minerai qui paie "
        "« un minerai au choix »\n"
        "    build factory LY3 Y | build terraformer SOL2 | build starship Z\n"
        "    bank 2E for W             échange deux cartes identiques contre une avec la "
        "banque\n"
        "    offer Blue WWF for X      propose des cartes à un autre joueur contre des cartes\n"
        "    accept | decline | withdraw | pass   (accepter, refuser, retirer, passer)\n"
        "    score starships           choisit l'élément décompté (colonies, starships, "
        "terraformers,\n"
        "                              systems, identical, different)\n"
        "    discard WWW               défausse pour des points, ou jusqu'à la limite de main\n"
        "    use cornu W | use oculus | use permutatio W F | use omnibus systems | use "
        "arcanum\n\n"
        "Lettres des ressources : W Eau, F Nourriture, E Énergie, X Xanthium, Y Yoyodium, "
        "Z Zozodium.\n"
        "Les mots français sont aussi compris, sans tenir compte des majuscules ni des "
        "accents : construire colonie LY3 X, déplacer espace lointain LY, atterrir LY3, "
        "produire eau, banque 2E pour W, proposer Bleu WW pour X, accepter, refuser, passer, "
        "décompter vaisseaux, défausser WWW, utiliser cornu W."),
    "adastra.field.resources": "Ressources",
    "adastra.field.hand": "Cartes action",
    "adastra.field.artifacts": "Artefacts extraterrestres",
    "adastra.field.known_planets": "Planètes face cachée que vous avez vues",
    "adastra.field.my_cards": "Vos cartes face cachée sur le plateau de planification",
    "adastra.faction.Blue": "Bleu",
    "adastra.faction.Red": "Rouge",
    "adastra.faction.Yellow": "Jaune",
    "adastra.faction.Green": "Vert",
    "adastra.faction.Purple": "Violet",
    "adastra.resource.W": "Eau",
    "adastra.resource.F": "Nourriture",
    "adastra.resource.E": "Énergie",
    "adastra.resource.X": "Xanthium",
    "adastra.resource.Y": "Yoyodium",
    "adastra.resource.Z": "Zozodium",
    "adastra.kind.A": "Extraterrestre",
    "adastra.planet_of.W": "d'Eau",
    "adastra.planet_of.F": "de Nourriture",
    "adastra.planet_of.E": "d'Énergie",
    "adastra.planet_of.X": "de Xanthium",
    "adastra.planet_of.Y": "de Yoyodium",
    "adastra.planet_of.Z": "de Zozodium",
    "adastra.planet_of.A": "extraterrestre",
    "adastra.star.SOL": "Sol",
    "adastra.star.SR": "Petite rouge",
    "adastra.star.SY": "Petite jaune",
    "adastra.star.LR": "Grande rouge",
    "adastra.star.LY": "Grande jaune",
    "adastra.star.TR": "Jumelle rouge",
    "adastra.star.TY": "Jumelle jaune",
    "adastra.star.NR": "Nébuleuse rouge",
    "adastra.star.NY": "Nébuleuse jaune",
    "adastra.element.colonies": "Colonies / Usines",
    "adastra.element.starships": "Vaisseaux",
    "adastra.element.terraformers": "Terraformeurs",
    "adastra.element.systems": "Systèmes",
    "adastra.element.identical": "Ressources identiques",
    "adastra.element.different": "Ressources différentes",
    "adastra.pawn.colony": "colonie",
    "adastra.pawn.factory": "usine",
    "adastra.pawn.terraformer": "terraformeur",
    "adastra.pawn.starship": "vaisseau",
    "adastra.a_pawn.colony": "une colonie",
    "adastra.a_pawn.factory": "une usine",
    "adastra.a_pawn.terraformer": "un terraformeur",
    "adastra.a_pawn.starship": "un vaisseau",
    "adastra.phase.planning": "Phase de planification",
    "adastra.phase.action": "Phase d'action",
    "adastra.phase.discard": "Phase de défausse",
    "adastra.phase.over": "Partie terminée",
    "adastra.card.production": "Production ({a} / {b})",
    "adastra.card.movement": "Mouvement ({a} / {b})",
    "adastra.card.scoring": "Décompte ({a} / {b})",
    "adastra.card.build": "Construction",
    "adastra.card.trade": "Commerce",
    "adastra.artifact": "{latin} ({name})",
    "adastra.artifact.latin.repositorium": "Repositorium Alienum",
    "adastra.artifact.latin.ianua": "Stellarum Ianua",
    "adastra.artifact.latin.motor": "Motor Perpetuum",
    "adastra.artifact.latin.semen": "Semen Vitae",
    "adastra.artifact.latin.fabrica": "Fabrica Antiqua",
    "adastra.artifact.latin.navis": "Navis Antiqua",
    "adastra.artifact.latin.cornu": "Cornu Copiae",
    "adastra.artifact.latin.oculus": "Oculus Omnividens",
    "adastra.artifact.latin.permutatio": "Permutatio Mirabilis",
    "adastra.artifact.latin.omnibus": "Omnibus Rebus Responsum",
    "adastra.artifact.latin.arcanum": "Magnum et Antiquum Arcanum",
    "adastra.artifact.name.repositorium": "Entrepôt extraterrestre",
    "adastra.artifact.name.ianua": "Porte des étoiles",
    "adastra.artifact.name.motor": "Moteur perpétuel",
    "adastra.artifact.name.semen": "Graine de vie",
    "adastra.artifact.name.fabrica": "Usine antique",
    "adastra.artifact.name.navis": "Vaisseau antique",
    "adastra.artifact.name.cornu": "Corne d'abondance",
    "adastra.artifact.name.oculus": "Œil qui voit tout",
    "adastra.artifact.name.permutatio": "Échange merveilleux",
    "adastra.artifact.name.omnibus": "Réponse à tout",
    "adastra.artifact.name.arcanum": "Grand Secret Ancien",
    "adastra.artifact.effect.repositorium": "Révélé dès qu'il est pioché : prenez à la banque "
                                            "une carte ressource de chaque type.",
    "adastra.artifact.effect.ianua": "Quand vous déplacez un vaisseau, il peut aller "
                                     "gratuitement vers n'importe quel système sauf Sol, quoi "
                                     "que montre la carte.",
    "adastra.artifact.effect.motor": "Un déplacement de vaisseau permis par la carte ne vous "
                                     "coûte pas d'Énergie.",
    "adastra.artifact.effect.semen": "Construisez un terraformeur sans le payer.",
    "adastra.artifact.effect.fabrica": "Construisez une usine sans la payer.",
    "adastra.artifact.effect.navis": "Construisez un vaisseau sans le payer.",
    "adastra.artifact.effect.cornu": "Prenez à la banque 3 cartes ressource d'un type de "
                                     "votre choix.",
    "adastra.artifact.effect.oculus": "Regardez toutes les planètes face cachée en jeu.",
    "adastra.artifact.effect.permutatio": "Échangez toutes vos cartes ressource d'un type "
                                          "contre autant de cartes d'un autre type de la "
                                          "banque.",
    "adastra.artifact.effect.omnibus": "Décomptez Colonies / Usines, Vaisseaux, Terraformeurs "
                                       "ou Systèmes pour vous seul, comme le ferait une carte "
                                       "Décompte (sans le bonus).",
    "adastra.artifact.effect.arcanum": "Marquez 2 points par planète extraterrestre face "
                                       "visible en jeu.",
    "adastra.timing.at_once": "dès la pioche",
    "adastra.timing.movement": "avec un déplacement",
    "adastra.timing.build": "avec une construction",
    "adastra.timing.anytime": "quand vous décidez",
    "adastra.deep_space": "l'espace lointain",
    "adastra.none": "aucune",
    "adastra.nothing": "rien",
    "adastra.bank_empty": "la banque est vide",
    "adastra.count": "{n} {resource}",
    "adastra.plus": "{a} + {b}",
    "adastra.any_ore": "un minerai au choix",
    "adastra.seen": "{planet} {kind}",
    "adastra.name_points": "{who} {points}",
    "adastra.paying": ", en payant {cost} {resource}",
    "adastra.paid.free": "gratuitement",
    "adastra.paid.bundle": "en payant {bundle}",
    "adastra.and_scores": " et marque {points} points",
    "adastra.ending.planets": "la dernière planète a été révélée",
    "adastra.ending.score": "{who} a atteint {points} points",
    "adastra.ending.other": "{text}",
    "adastra.text": "{text}",
    "adastra.ev.round": "La manche {round} commence : {who} est premier joueur et pose la "
                        "première carte action.",
    "adastra.ev.placed": "{who} pose une carte action face cachée sur la case {space}.",
    "adastra.ev.placed_private": "Vous avez posé {card} sur la case {space}.",
    "adastra.ev.board_full": "Le plateau de planification est plein : la phase d'action "
                             "commence.",
    "adastra.ev.reveal": "Case {space} : {card} de {who}.",
    "adastra.ev.first_player": "{who} prend le jeton de premier joueur.",
    "adastra.ev.auto.move1": "{who} ne peut déplacer aucun vaisseau.",
    "adastra.ev.auto.moveall": "{who} n'a pas d'autre vaisseau à déplacer.",
    "adastra.ev.auto.build": "{who} ne peut rien construire.",
    "adastra.ev.auto.trade": "{who} n'a rien à échanger.",
    "adastra.ev.auto.other": "{who} passe.",
    "adastra.ev.pass.move1": "{who} ne se déplace pas.",
    "adastra.ev.pass.moveall": "{who} termine ses déplacements.",
    "adastra.ev.pass.build1": "{who} ne construit rien.",
    "adastra.ev.pass.buildall": "{who} termine ses constructions.",
    "adastra.ev.pass.trade": "{who} termine ses échanges.",
    "adastra.ev.round_end_discard": "Fin de la manche {round} : {names} doit se défausser "
                                    "jusqu'à {limit} cartes ressource.",
    "adastra.ev.limit_one": "{who} défausse {n} carte ressource (il en reste {left}).",
    "adastra.ev.limit_many": "{who} défausse {n} cartes ressource (il en reste {left}).",
    "adastra.ev.limit_private": "Vous avez défaussé {bundle}.",
    "adastra.ev.scoring_back": "{who} reprend ses trois cartes Décompte.",
    "adastra.ev.over": "La partie est terminée : {reason}.",
    "adastra.ev.reaches": "{who} atteint {score} points : la partie se termine à la fin de "
                          "cette manche.",
    "adastra.ev.produce": "{who} choisit de produire {resource}.",
    "adastra.ev.takes": "{who} reçoit {n} {resource}.",
    "adastra.ev.takes_short": "{who} reçoit {n} {resource} (la banque est à court : {missing} "
                              "de moins).",
    "adastra.ev.move_deep": "{who} déplace un vaisseau de {src} vers l'espace "
                            "lointain{paid}.",
    "adastra.ev.move_one": "{who} déplace un vaisseau de {src} vers {system}{paid} et regarde "
                           "sa {n} planète face cachée.",
    "adastra.ev.move_many": "{who} déplace un vaisseau de {src} vers {system}{paid} et "
                            "regarde ses {n} planètes face cachée.",
    "adastra.ev.seen_system": "Planètes face cachée de {system} : {seen}.",
    "adastra.ev.reveal_land": "{who} révèle {planet}, une planète {kind}, et y atterrit.",
    "adastra.ev.last_planet": "La dernière planète est révélée : la partie se termine à la fin "
                              "de cette manche.",
    "adastra.ev.land": "{who} atterrit sur {planet} ({kind}).",
    "adastra.ev.build_ship": "{who} construit un vaisseau dans l'espace lointain, {paid}.",
    "adastra.ev.build": "{who} construit {item} sur {planet}, {paid}{scored}.",
    "adastra.ev.bank": "{who} échange 2 {give} avec la banque contre 1 {get}.",
    "adastra.ev.offer": "{who} propose à {target} {give} contre {get}.",
    "adastra.ev.accept": "{target} accepte : {who} donne {give} contre {get}.",
    "adastra.ev.decline": "{target} refuse l'offre.",
    "adastra.ev.withdraw": "{who} retire son offre.",
    "adastra.ev.bonus": "{who} marque le bonus de {bonus} points.",
    "adastra.ev.no_bonus": "Personne ne marque le bonus (égalité).",
    "adastra.ev.score": "{who} choisit de décompter {element}.",
    "adastra.ev.scores": "{element} : {scores}.",
    "adastra.ev.discard_none": "{who} ne défausse rien.",
    "adastra.ev.discard": "{who} défausse {bundle} et marque {n} points.",
    "adastra.ev.deck_empty": "La pioche d'artefacts extraterrestres est vide : rien n'est "
                             "pioché.",
    "adastra.ev.repositorium": "{who} pioche {artifact} et l'applique aussitôt : une carte de "
                               "chaque ressource de la banque ({got}).",
    "adastra.ev.artifact_hidden": "{who} pioche un artefact extraterrestre et le garde "
                                  "caché.",
    "adastra.ev.artifact_private": "Vous avez pioché {artifact} : {effect}",
    "adastra.ev.artifact_spent": "{who} utilise {artifact} : {effect}",
    "adastra.ev.cornu": "{who} utilise {artifact} et prend {n} {resource}.",
    "adastra.ev.permutatio": "{who} utilise {artifact} et échange {n} {give} contre {n} "
                             "{get}.",
    "adastra.ev.oculus": "{who} utilise {artifact} et regarde toutes les planètes face "
                         "cachée.",
    "adastra.ev.oculus_private": "Planètes face cachée : {seen}.",
    "adastra.ev.omnibus": "{who} utilise {artifact}, décompte {element} pour lui seul et "
                          "gagne {points} points.",
    "adastra.ev.arcanum": "{who} utilise {artifact} et marque {points} points ({aliens} "
                          "planètes extraterrestres face visible).",
    "adastra.outcome.wins": "{ending} ; {winners} gagne avec {best}",
    "adastra.outcome.win": "{ending} ; {winners} gagnent avec {best}",
    "adastra.prompt.plan": "posez une de vos cartes action face cachée sur une case vide",
    "adastra.prompt.produce": "choisissez la ressource que tout le monde produit",
    "adastra.prompt.produce_pair": "choisissez la ressource que tout le monde produit : {a} "
                                   "ou {b}",
    "adastra.prompt.move": "déplacez un vaisseau ou passez",
    "adastra.prompt.land": "faites atterrir votre vaisseau sur une planète de ce système",
    "adastra.prompt.land_at": "faites atterrir votre vaisseau sur une planète de {system}",
    "adastra.prompt.build": "construisez ou passez",
    "adastra.prompt.trade": "échangez avec la banque ou un autre joueur, ou passez",
    "adastra.prompt.respond": "acceptez ou refusez l'offre d'échange",
    "adastra.prompt.withdraw": "attendez la réponse à votre offre, ou retirez-la",
    "adastra.prompt.score": "choisissez l'élément que tout le monde décompte",
    "adastra.prompt.discard": "défaussez des ressources contre des points, ou passez",
    "adastra.prompt.limit": "défaussez-vous jusqu'à {limit} cartes ressource",
    "adastra.no.players": "Ad Astra se joue de {min} à {max} joueurs.",
    "adastra.no.options": "Option d'Ad Astra inconnue : {names}. Options : "
                          "optional_artifacts, factions.",
    "adastra.no.optional": "optional_artifacts doit valoir true ou false.",
    "adastra.no.factions": "factions doit nommer {n} factions différentes parmi {factions}.",
    "adastra.no.over": "La partie est terminée.",
    "adastra.no.seat": "Cette place n'est pas à cette table.",
    "adastra.no.turn": "Ce n'est pas votre tour : on attend {waiting}.",
    "adastra.no.use_now": "Vous ne pouvez pas utiliser d'artefact maintenant.",
    "adastra.no.not_now": "Vous ne pouvez pas faire cela maintenant : {prompt}.",
    "adastra.no.no_args": "Ce coup ne prend pas d'autres mots.",
    "adastra.no.plan_shape": "Posez une carte ainsi : plan <carte> <case>, p. ex. plan "
                             "prod-FX 4.",
    "adastra.no.no_card": "Vous n'avez pas de carte {card} en main.",
    "adastra.no.spaces": "Les cases sont numérotées de 1 à {n}.",
    "adastra.no.space_taken": "La case {space} est prise : posez votre carte sur une case "
                              "vide.",
    "adastra.no.limit_shape": "Indiquez les cartes à défausser par les lettres des "
                              "ressources, p. ex. discard W ou discard WWF.",
    "adastra.no.limit_one": "Vous n'avez à défausser que {n} carte.",
    "adastra.no.limit_many": "Vous n'avez à défausser que {n} cartes.",
    "adastra.no.lack": "Vous n'avez pas {bundle}.",
    "adastra.no.produce": "Cette carte Production produit {a} ou {b} : choisissez l'une des "
                          "deux.",
    "adastra.no.move_shape": "Écrivez un déplacement ainsi : move <départ> <arrivée>, p. ex. "
                             "move deep LY ou move LY3 deep.",
    "adastra.no.planet": "Il n'y a pas de planète {planet}.",
    "adastra.no.moved_deep": "Votre vaisseau de l'espace lointain s'est déjà déplacé pendant "
                             "cette action.",
    "adastra.no.moved_on": "Votre vaisseau sur {planet} s'est déjà déplacé pendant cette "
                           "action.",
    "adastra.no.ship_deep": "Vous n'avez pas de vaisseau dans l'espace lointain.",
    "adastra.no.ship_on": "Vous n'avez pas de vaisseau sur {planet}.",
    "adastra.no.move_artifact": "{via} n'est pas un artefact qui paie un déplacement.",
    "adastra.no.artifact_held": "Vous n'avez pas cet artefact.",
    "adastra.no.sol": "Sol n'est jamais une destination : aucune carte Mouvement ne le "
                      "montre.",
    "adastra.no.already_deep": "Ce vaisseau est déjà dans l'espace lointain.",
    "adastra.no.gate_deep": "La Porte des étoiles mène à des systèmes stellaires, pas à "
                            "l'espace lointain.",
    "adastra.no.system": "Il n'y a pas de système {system}.",
    "adastra.no.card_systems": "Cette carte ne permet d'aller que vers {a}, {b} ou l'espace "
                               "lointain.",
    "adastra.no.system_full": "Aucune planète de {system} ne peut accueillir votre vaisseau : "
                              "chaque planète face visible porte des pions d'un autre joueur.",
    "adastra.no.move_cost": "Ce déplacement coûte {cost} {resource} et vous en avez {have}.",
    "adastra.no.land_shape": "Indiquez la planète où atterrir, p. ex. land LY3.",
    "adastra.no.land_system": "Votre vaisseau est à {system} : atterrissez sur l'une de ses "
                              "planètes.",
    "adastra.no.land_same": "Votre vaisseau doit atterrir sur une autre planète.",
    "adastra.no.land_taken": "{planet} porte des pions de {who} : vous ne pouvez pas y "
                             "atterrir.",
    "adastra.no.build_shape": "Construisez une colonie, une usine, un terraformeur ou un "
                              "vaisseau, p. ex. build colony LY3 X ou build starship Y.",
    "adastra.no.pawns": "Vos quatre pions de type {item} sont déjà en jeu.",
    "adastra.no.ship_ore": "Indiquez quel minerai paie le minerai supplémentaire du vaisseau, "
                           "p. ex. build starship X.",
    "adastra.no.build_planet": "Indiquez la planète de votre {item}, p. ex. build {code} LY3.",
    "adastra.no.build_words": "Trop de mots dans cette construction.",
    "adastra.no.pay": "{pay} ne peut pas payer {item}.",
    "adastra.no.which_ore": "Indiquez quel minerai paie votre {item}, p. ex. build {code} "
                            "{planet} X.",
    "adastra.no.no_ore": "Le pion « {item} » ne demande pas de minerai.",
    "adastra.no.no_pawn": "Vous n'avez aucun pion sur {planet}.",
    "adastra.no.one_building": "{planet} a déjà {building} : une seule par planète.",
    "adastra.no.colony_where": "Vous ne pouvez construire une colonie que là où vous avez un "
                               "vaisseau ou un terraformeur ; vous n'avez ni l'un ni l'autre "
                               "sur {planet}.",
    "adastra.no.factory_where": "Une usine remplace une de vos colonies ; {planet} n'en a "
                                "pas.",
    "adastra.no.terraform_kind": "Seules les planètes {kinds} peuvent être terraformées.",
    "adastra.no.terraformed": "{planet} est déjà terraformée.",
    "adastra.no.afford": "Vous ne pouvez pas payer {item} : cela coûte {cost} ({price} selon "
                         "votre choix).",
    "adastra.no.bank_shape": "Échangez avec la banque ainsi : bank 2E for W (deux cartes "
                             "identiques contre une).",
    "adastra.no.bank_same": "Demandez à la banque une autre ressource que celle que vous "
                            "donnez.",
    "adastra.no.bank_two": "Il vous faut 2 {resource} pour échanger avec la banque.",
    "adastra.no.bank_out": "La banque n'a plus de {resource}.",
    "adastra.no.offer_shape": "Proposez un échange ainsi : offer Blue WW for X.",
    "adastra.no.offer_target": "Proposez votre échange à un autre joueur de la table.",
    "adastra.no.offer_sides": "Chaque côté d'un échange demande au moins une carte ressource.",
    "adastra.no.offer_letters": "Écrivez chaque côté de l'échange avec les lettres des "
                                "ressources, p. ex. WWF.",
    "adastra.no.offer_same": "Ne proposez pas et ne demandez pas la même ressource.",
    "adastra.no.offer_lack": "Vous n'avez pas {bundle} à proposer.",
    "adastra.no.offer_theirs": "{who} n'a pas {bundle}.",
    "adastra.no.score": "Cette carte Décompte décompte {a} ou {b} : choisissez l'un des deux.",
    "adastra.no.discard_shape": "Indiquez les cartes à défausser par les lettres des "
                                "ressources, p. ex. discard WWW.",
    "adastra.no.identical": "Ressources identiques : défaussez au moins 2 cartes, toutes du "
                            "même type.",
    "adastra.no.different": "Ressources différentes : défaussez de 2 à 6 cartes, toutes de "
                            "types différents.",
    "adastra.no.order": "Écrivez les cartes dans l'ordre W F E X Y Z, p. ex. discard WFX.",
    "adastra.no.use_shape": "Indiquez l'artefact à utiliser, p. ex. use cornu W.",
    "adastra.no.not_held": "Vous n'avez pas {artifact}.",
    "adastra.no.with_move": "{artifact} s'utilise avec un déplacement : p. ex. move LY3 NR "
                            "{code}.",
    "adastra.no.with_build": "{artifact} s'utilise avec une construction : p. ex. build ... "
                             "{code}.",
    "adastra.no.cornu": "Indiquez la ressource à prendre : use cornu W.",
    "adastra.no.permutatio": "Indiquez le type que vous donnez et celui que vous prenez : use "
                             "permutatio W F.",
    "adastra.no.exchange": "Vous n'avez pas de {resource} à échanger.",
    "adastra.no.omnibus": "Indiquez quoi décompter : colonies, starships, terraformers ou "
                          "systems.",
    "adastra.no.no_choice": "{artifact} ne demande aucun choix : use {code}.",
    "adastra.no.all_face_up": "Toutes les planètes sont déjà face visible.",
    "adastra.parse.fail": "Je n'ai pas pu lire {text} : {hint}",
    "adastra.parse.empty": "Tapez un coup, p. ex. plan prod-FX 4, move deep LY ou pass.",
    "adastra.parse.verb": "{word} n'est pas un coup. Les coups commencent par plan, produce, "
                          "move, land, build, bank, offer, accept, decline, withdraw, pass, "
                          "score, discard ou use (ou en français : planifier, produire, "
                          "déplacer, atterrir, construire, banque, proposer, accepter, refuser, "
                          "retirer, passer, décompter, défausser, utiliser).",
    "adastra.parse.no_more": "{verb} ne prend pas d'autres mots.",
    "adastra.parse.plan": "indiquez une carte et une case, p. ex. plan prod-FX 4.",
    "adastra.parse.card": "les cartes s'écrivent ainsi : prod-FX, move-LY-TY, build, trade, "
                          "score-CS, score-TS ou score-ID.",
    "adastra.parse.produce": "indiquez une ressource, p. ex. produce F.",
    "adastra.parse.land": "indiquez une planète, p. ex. land LY3.",
    "adastra.parse.bank": "écrivez-le ainsi : bank 2E for W.",
    "adastra.parse.score": "indiquez quoi décompter, p. ex. score starships.",
    "adastra.parse.discard": "indiquez les cartes, p. ex. discard WWW.",
    "adastra.parse.resource": "{word} n'est pas une ressource (utilisez W F E X Y Z ou leurs "
                              "noms).",
    "adastra.parse.place": "{word} n'est ni l'espace lointain, ni un système, ni une planète.",
    "adastra.parse.move": "indiquez où est le vaisseau et où il va, p. ex. move deep LY.",
    "adastra.parse.build": "construisez une colonie, une usine, un terraformeur ou un "
                           "vaisseau.",
    "adastra.parse.build_word": "{word} n'est ni une planète, ni un minerai, ni un artefact.",
    "adastra.parse.build_planet": "indiquez la planète, p. ex. build {item} LY3.",
    "adastra.parse.offer_who": "nommez d'abord le joueur, p. ex. offer Blue WW for X.",
    "adastra.parse.offer_for": "séparez ce que vous donnez de ce que vous voulez par 'for' "
                               "ou 'pour'.",
    "adastra.parse.use": "indiquez l'artefact, p. ex. use cornu W.",
    "adastra.parse.use_word": "{word} n'est ni une ressource ni un élément de décompte.",
    "adastra.do.plan": "Poser {card} face cachée sur la case {space}",
    "adastra.do.produce": "Produire {resource} pour tout le monde",
    "adastra.do.move_with": "Déplacer un vaisseau de {src} vers {dst} avec {artifact} "
                            "(gratuit)",
    "adastra.do.move_cost": "Déplacer un vaisseau de {src} vers {dst} ({cost} Énergie)",
    "adastra.do.move_free": "Déplacer un vaisseau de {src} vers {dst} (gratuit)",
    "adastra.do.land": "Atterrir sur {planet}, une planète {kind}",
    "adastra.do.land_seen": "Révéler {planet} et y atterrir (face cachée, vous avez vu {kind})",
    "adastra.do.land_hidden": "Révéler {planet} et y atterrir (face cachée)",
    "adastra.do.free_with": "gratuit avec {artifact}",
    "adastra.do.build_ship": "Construire un vaisseau dans l'espace lointain ({price})",
    "adastra.do.build": "Construire {item} sur {planet} ({price})",
    "adastra.do.bank": "Donner 2 {give} à la banque contre 1 {get}",
    "adastra.do.offer": "Proposer à {target} {give} contre {get}",
    "adastra.do.score": "Décompter {element} pour tout le monde",
    "adastra.do.limit": "Défausser {bundle} (limite de main)",
    "adastra.do.discard_one": "Défausser {bundle} pour {n} point",
    "adastra.do.discard_many": "Défausser {bundle} pour {n} points",
    "adastra.do.cornu": "Utiliser {artifact} : prendre 3 {resource}",
    "adastra.do.permutatio": "Utiliser {artifact} : toute votre {give} devient {get}",
    "adastra.do.omnibus": "Utiliser {artifact} : décompter {element} pour vous seul",
    "adastra.do.use": "Utiliser {artifact} : {effect}",
    "adastra.do.pass": "Passer",
    "adastra.do.accept": "Accepter l'offre",
    "adastra.do.decline": "Refuser l'offre",
    "adastra.do.withdraw": "Retirer votre offre",
    "adastra.draw.round": "Manche {round}",
    "adastra.draw.game_over": "La partie est terminée.",
    "adastra.draw.last_round": "Dernière manche : {ending}",
    "adastra.draw.space": "Case {space} : {card}",
    "adastra.draw.nobody": "Personne ne doit jouer",
    "adastra.draw.now": "À jouer :",
    "adastra.draw.first": "1er joueur",
    "adastra.draw.winner": "VAINQUEUR",
    "adastra.draw.cards": "cartes",
    "adastra.draw.actions": "actions",
    "adastra.draw.artifacts": "artefacts",
    "adastra.draw.deep": "{n} au loin",
    "adastra.draw.supply": "réserve",
    "adastra.draw.used": "cartes Décompte jouées :",
    "adastra.draw.holds": "possède",
    "adastra.draw.short.score-CS": "Col/Vaiss",
    "adastra.draw.short.score-TS": "Terra/Sys",
    "adastra.draw.short.score-ID": "Idem/Diff",
    "adastra.draw.offer": "OFFRE D'ÉCHANGE",
    "adastra.draw.gives": "donne",
    "adastra.draw.for": "contre",
    "adastra.draw.landing": "ATTERRISSAGE",
    "adastra.draw.lands_in": "{who} atterrit dans {system}",
    "adastra.draw.chosen": "Choix : {choice}",
    "adastra.draw.bank": "BANQUE",
    "adastra.draw.artifact_deck": "pioche d'artefacts {n}",
    "adastra.draw.face_down": "face cachée {n}",
    "adastra.draw.kind.prod": "PRODUCTION",
    "adastra.draw.kind.move": "MOUVEMENT",
    "adastra.draw.kind.build": "CONSTRUCTION",
    "adastra.draw.kind.trade": "COMMERCE",
    "adastra.draw.kind.score": "DÉCOMPTE",
    "adastra.draw.line.colonies": "Colonies",
    "adastra.draw.line.starships": "Vaisseaux",
    "adastra.draw.line.terraformers": "Terraform.",
    "adastra.draw.line.systems": "Systèmes",
    "adastra.draw.line.identical": "Identiques",
    "adastra.draw.line.different": "Différentes",
    "adastra.draw.no_cards": "Aucune carte sur le plateau de planification.",
    "adastra.draw.final": "Scores finaux :",
    "adastra.draw.planning_board": "PLATEAU DE PLANIFICATION",
    "adastra.draw.landing_here": "ATTERRISSAGE ICI",
    "adastra.draw.your_hand_of": "{who} · votre main",
    "adastra.draw.your_hand": "Votre main",
    "adastra.draw.points": "{score} pts",
    "adastra.draw.your_move": "À vous : {prompt}",
    "adastra.draw.nothing": "Rien à décider pour l'instant",
    "adastra.draw.resources": "RESSOURCES",
    "adastra.draw.hand": "CARTES ACTION EN MAIN ({n})",
    "adastra.draw.none": "aucune",
    "adastra.draw.planned": "VOS CARTES FACE CACHÉE SUR LE PLATEAU DE PLANIFICATION",
    "adastra.draw.artifact_list": "ARTEFACTS EXTRATERRESTRES",
    "adastra.draw.notation": "notation : {code}",
    "adastra.draw.known": "PLANÈTES FACE CACHÉE QUE VOUS AVEZ VUES",
    "adastra.draw.seat": "Place {n}",
}
