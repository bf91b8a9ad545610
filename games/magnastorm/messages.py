"""Magnastorm's words in English, Spanish and French (see :mod:`games.i18n`).

The rulebook exists only in English; the Spanish and French words below are translations
made for Starpost, and every template uses the same terms. Move codes (``take c``,
``go 17``, ``research green``) stay canonical in every language; the parser also reads
the Spanish and French words of this glossary (:mod:`games.magnastorm.notation`).

Glossary (English / Spanish / French):

- CreditCube, cube / cubo de crédito, cubo / cube de crédit, cube
- reputation / reputación / réputation
- scout runner / explorador / éclaireur
- turtle lab, lab / laboratorio tortuga, laboratorio / laboratoire-tortue, laboratoire
- transmitter station / estación transmisora / station émettrice
- crew member / tripulante / membre d'équipage
- commander / comandante / commandant
- first player token / ficha de jugador inicial / jeton de premier joueur
- action board; upper, lower action panel / tablero de acciones; panel superior, inferior /
  plateau d'actions; panneau supérieur, inférieur
- research board, research area, level / tablero de investigación, área de investigación,
  nivel / plateau de recherche, domaine de recherche, niveau
- sector, quiet sector, storm sector / sector, sector tranquilo, sector de tormenta /
  secteur, secteur calme, secteur de tempête
- area (of the map), space / zona, casilla / zone, case
- objective, majority / objetivo, mayoría / objectif, majorité
- administration phase / fase de administración / phase d'administration
- turn order, pass of turns / orden de turno, vuelta de turnos / ordre du tour, tour de table
- bag / bolsa / sac
- artifact card; gold, silver, bronze / carta de artefacto; oro, plata, bronce /
  carte d'artefact; or, argent, bronze
- marker, player board, slot / marcador, tablero de jugador, hueco / marqueur, plateau
  joueur, emplacement
- exchange / intercambio / échange
- cube colours: yellow, grey, purple, pink, orange, black / amarillo, gris, morado, rosa,
  naranja, negro / jaune, gris, violet, rose, orange, noir (players are named by their
  colour: Gris, Morado, Rosa, Naranja / Gris, Violet, Rose, Orange)
- research areas: green, red, blue, cyan, white (any area) / verde, roja, azul, cian,
  blanca (el área ...) / vert, rouge, bleu, cyan, blanc (le domaine ...)

Commanders keep their printed names (Ozgül Yilmark, Kim-Kin Park ...): they are people.
"""

from __future__ import annotations

_NOTATION_EN = """\
Magnastorm move notation: one short line per decision.

A turn is a chain of small decisions; each decision's moves start with one verb, so a
move list pages by its first word. Everything is case- and spacing-insensitive; colours
and areas take their full names or short aliases (y yellow, gy grey, pu purple, pi pink,
o orange; g green, r red, b blue, c cyan).

Names on the board:

- action-panel spaces <column><row>: columns a (first player token) to e, rows 1 (top)
  to 5, e.g. b3;
- map spaces by number (17), the start spaces st1 and st2; transmitter spaces t1 ...;
  sectors s1-s6 (clockwise from the lower-left one);
- player-board slots by number, left to right (labs 1-10) or top to bottom (stations 1-3).

Setup (starting positions)

- start b -- put your starting crew member in column b (each column once)
- research green -- advance 1 level in an area (also every "choose an area" decision)

Phase 1, a turn

- take c -- take over the commander above column c (take a: buy the first player token),
  paying 1 cube per crew member below (+1 of the owner's colour); take c own / take c
  yellow: Idris Yakuul's swap of one cube in the payment
- crew b yellow -- take a yellow (or own, or, if none is left, an opponent's) crew member
  from column b of the upper panel; then place d2 on the lower panel (after a takeover,
  place also parks each of the commander's crew members, without action)
- move (A: pay the row's cost and move the scout runner; move own / move yellow with
  Idris Yakuul) or cubes (B: take the row's cubes)
- moving: go 17 one step (same area or an adjacent one; repeat with the range bonus),
  stop (stay or end early), from t2 yellow (start at a transmitter station, paying its
  owner one cube of your choice; from t2 for your own), jump 17 (Mira Mascovic), boost
  yellow (Justin B. Beeper: +1 range for one cube), build 1 a transmitter station after
  crossing a sector border next to a free transmitter space (build 1 free: Kaysia Vasidis)
- lab 3 -- drop the lab from slot 3 of your board where the runner stands (lab 3 free:
  Kaysia Vasidis); done to drop none or no extra lab
- study red -- Adira Okzil: 2 own cubes for a level; done to skip
- gain pink -- choose the cube for an "any player colour" gain
- put up b4 / put low c2 -- place a crew member from your board (crew bonus)
- obj 3 s2 s5 / obj 1 green red -- at the end of your turn, fulfil objective slot 1-4
  (1-2 research, 3-4 sector) with the named sectors or areas; done ends the turn
- trade yellow yellow grey for pink -- exchange 3 cubes for 1 different one, at any
  decision of yours

Administration

- spend 2 -- Forrester Dain: spend 0-2 yellow cubes for 1 reputation each"""

_NOTATION_ES = """\
Notación de Magnastorm: una línea corta por decisión.

Un turno es una cadena de pequeñas decisiones; los movimientos de cada decisión empiezan
por un verbo, así que la lista de movimientos se pagina por su primera palabra. No
importan las mayúsculas ni los espacios; colores y áreas se escriben con su nombre
completo (en inglés o en español: amarillo, gris, morado, rosa, naranja; verde, roja,
azul, cian) o con abreviaturas (y amarillo, gy gris, pu morado, pi rosa, o naranja;
g verde, r roja, b azul, c cian). Los verbos en inglés son los canónicos; también se
entienden sus equivalentes en español (construir, mover, cubos, hecho, tomar ...).

Nombres en el tablero:

- casillas de los paneles de acciones <columna><fila>: columnas a (ficha de jugador
  inicial) a e, filas 1 (arriba) a 5, p. ej. b3;
- casillas del mapa por número (17), las casillas de salida st1 y st2; casillas de
  transmisor t1 ...; sectores s1-s6 (en el sentido de las agujas del reloj desde el de
  abajo a la izquierda);
- huecos del tablero de jugador por número, de izquierda a derecha (laboratorios 1-10) o
  de arriba abajo (estaciones 1-3).

Preparación (posiciones iniciales)

- start b -- coloca tu tripulante inicial en la columna b (cada columna una vez)
- research green -- avanza 1 nivel en un área (también en cada decisión "elige un área")

Fase 1, un turno

- take c -- toma el control del comandante sobre la columna c (take a: compra la ficha
  de jugador inicial), pagando 1 cubo por tripulante debajo (+1 del color del dueño);
  take c own / take c yellow: el cambio de un cubo del pago de Idris Yakuul
- crew b yellow -- toma un tripulante amarillo (o tuyo, o, si no queda ninguno, de un
  rival) de la columna b del panel superior; después place d2 en el panel inferior (tras
  tomar un comandante, place también aparca cada tripulante del comandante, sin acción)
- move (A: paga el coste de la fila y mueve el explorador; move own / move yellow con
  Idris Yakuul) o cubes (B: toma los cubos de la fila)
- al moverte: go 17 un paso (misma zona o una adyacente; repítelo con la bonificación de
  alcance), stop (quedarte o terminar antes), from t2 yellow (empezar en una estación
  transmisora pagando a su dueño un cubo a tu elección; from t2 si es tuya), jump 17
  (Mira Mascovic), boost yellow (Justin B. Beeper: +1 de alcance por un cubo), build 1
  una estación transmisora tras cruzar un límite de sector junto a una casilla de
  transmisor libre (build 1 free: Kaysia Vasidis)
- lab 3 -- deja el laboratorio del hueco 3 de tu tablero donde está el explorador (lab 3
  free: Kaysia Vasidis); done para no dejar ninguno o ningún laboratorio extra
- study red -- Adira Okzil: 2 cubos propios por un nivel; done para no usarla
- gain pink -- elige el cubo de una ganancia "de cualquier color de jugador"
- put up b4 / put low c2 -- coloca un tripulante de tu tablero (bonificación de
  tripulante)
- obj 3 s2 s5 / obj 1 green red -- al final de tu turno, cumple el objetivo del hueco 1-4
  (1-2 investigación, 3-4 sector) con los sectores o áreas indicados; done termina el
  turno
- trade yellow yellow grey for pink -- cambia 3 cubos por 1 distinto, en cualquier
  decisión tuya

Administración

- spend 2 -- Forrester Dain: gasta 0-2 cubos amarillos por 1 de reputación cada uno"""

_NOTATION_FR = """\
Notation de Magnastorm : une ligne courte par décision.

Un tour est une suite de petites décisions ; les coups de chaque décision commencent par
un verbe, la liste des coups se feuillette donc par son premier mot. Majuscules et
espaces sont indifférents ; couleurs et domaines s'écrivent en entier (en anglais ou en
français : jaune, gris, violet, rose, orange ; vert, rouge, bleu, cyan) ou en abrégé
(y jaune, gy gris, pu violet, pi rose, o orange ; g vert, r rouge, b bleu, c cyan). Les
verbes anglais sont la forme canonique ; leurs équivalents français sont aussi compris
(construire, bouger, cubes, fini, prendre ...).

Noms sur le plateau :

- cases des panneaux d'actions <colonne><rangée> : colonnes a (jeton de premier joueur)
  à e, rangées 1 (en haut) à 5, p. ex. b3 ;
- cases de la carte par numéro (17), les cases de départ st1 et st2 ; cases d'émetteur
  t1 ... ; secteurs s1-s6 (dans le sens horaire depuis celui en bas à gauche) ;
- emplacements du plateau joueur par numéro, de gauche à droite (laboratoires 1-10) ou
  de haut en bas (stations 1-3).

Mise en place (positions de départ)

- start b -- place ton membre d'équipage de départ dans la colonne b (une fois par
  colonne)
- research green -- avance d'un niveau dans un domaine (aussi à chaque décision
  « choisis un domaine »)

Phase 1, un tour

- take c -- prends le contrôle du commandant au-dessus de la colonne c (take a : achète
  le jeton de premier joueur), en payant 1 cube par membre d'équipage en dessous (+1 de
  la couleur du propriétaire) ; take c own / take c yellow : l'échange d'un cube du
  paiement d'Idris Yakuul
- crew b yellow -- prends un membre d'équipage jaune (ou à toi, ou, s'il n'en reste
  aucun, d'un adversaire) dans la colonne b du panneau supérieur ; puis place d2 sur le
  panneau inférieur (après une prise de contrôle, place range aussi chaque membre
  d'équipage du commandant, sans action)
- move (A : paie le coût de la rangée et déplace l'éclaireur ; move own / move yellow
  avec Idris Yakuul) ou cubes (B : prends les cubes de la rangée)
- en déplacement : go 17 un pas (même zone ou zone adjacente ; à répéter avec le bonus
  de portée), stop (rester ou s'arrêter plus tôt), from t2 yellow (partir d'une station
  émettrice en payant à son propriétaire un cube de ton choix ; from t2 pour la tienne),
  jump 17 (Mira Mascovic), boost yellow (Justin B. Beeper : +1 de portée pour un cube),
  build 1 une station émettrice après avoir franchi une frontière de secteur près d'une
  case d'émetteur libre (build 1 free : Kaysia Vasidis)
- lab 3 -- pose le laboratoire de l'emplacement 3 de ton plateau là où est l'éclaireur
  (lab 3 free : Kaysia Vasidis) ; done pour n'en poser aucun ou aucun de plus
- study red -- Adira Okzil : 2 cubes de ta couleur pour un niveau ; done pour passer
- gain pink -- choisis le cube d'un gain « de n'importe quelle couleur de joueur »
- put up b4 / put low c2 -- place un membre d'équipage de ton plateau (bonus d'équipage)
- obj 3 s2 s5 / obj 1 green red -- à la fin de ton tour, remplis l'objectif de
  l'emplacement 1-4 (1-2 recherche, 3-4 secteur) avec les secteurs ou domaines indiqués ;
  done termine le tour
- trade yellow yellow grey for pink -- échange 3 cubes contre 1 différent, à n'importe
  laquelle de tes décisions

Administration

- spend 2 -- Forrester Dain : dépense 0-2 cubes jaunes pour 1 de réputation chacun"""

EN: dict[str, str] = {
    "magnastorm.option.start_area": "1 or 2",
    "magnastorm.option.first_player": "a seat number from 0 to the number of players less one",
    "magnastorm.option.advanced_start": "true or false",
    "magnastorm.option.artifacts": "one list of artifact card numbers, {low} to {high}, per player",
    # rules summary and notation (/game rules)
    "magnastorm.summary": (
        "Research a planet swept by magnetic storms. In phase 1, turn by turn until the "
        "upper action panel is empty, take over a commander (paying cubes) or move a crew "
        "member down to move your scout runner and drop labs (advancing research) or take "
        "that row's cubes. In phase 2, quiet sectors pay lab income, majorities and "
        "research leads earn reputation, turn order changes and the storm moves on. "
        "Reaching 27 (4 players), 23 (3) or 25 (2) reputation ends the game after the turn."),
    "magnastorm.notation_help": _NOTATION_EN,
    # terms
    "magnastorm.player.grey": "Grey",
    "magnastorm.player.purple": "Purple",
    "magnastorm.player.pink": "Pink",
    "magnastorm.player.orange": "Orange",
    "magnastorm.colour.yellow": "yellow",
    "magnastorm.colour.grey": "grey",
    "magnastorm.colour.purple": "purple",
    "magnastorm.colour.pink": "pink",
    "magnastorm.colour.orange": "orange",
    "magnastorm.colour.black": "black",
    "magnastorm.colours.yellow": "yellow",
    "magnastorm.colours.grey": "grey",
    "magnastorm.colours.purple": "purple",
    "magnastorm.colours.pink": "pink",
    "magnastorm.colours.orange": "orange",
    "magnastorm.colours.black": "black",
    "magnastorm.area.green": "green",
    "magnastorm.area.red": "red",
    "magnastorm.area.blue": "blue",
    "magnastorm.area.cyan": "cyan",
    "magnastorm.area.white": "white",
    "magnastorm.space.green": "green space",
    "magnastorm.space.red": "red space",
    "magnastorm.space.blue": "blue space",
    "magnastorm.space.cyan": "cyan space",
    "magnastorm.space.white": "white space",
    "magnastorm.space.start": "start space",
    "magnastorm.metal.gold": "gold",
    "magnastorm.metal.silver": "silver",
    "magnastorm.metal.bronze": "bronze",
    "magnastorm.artifact_bonus.reputation": "reputation",
    "magnastorm.artifact_bonus.cube": "cube",
    "magnastorm.cubes": "{n} {colour}",
    "magnastorm.nothing": "nothing",
    "magnastorm.bonus.crew": "place a crew member",
    "magnastorm.bonus.turn": "move up in turn order",
    "magnastorm.bonus.range": "move up to 2 areas",
    "magnastorm.bonus.extralab": "an extra lab",
    "magnastorm.bonus.bag": "draw from the bag",
    "magnastorm.bonus.research_green": "+1 green",
    "magnastorm.bonus.research_red": "+1 red",
    "magnastorm.bonus.research_blue": "+1 blue",
    "magnastorm.bonus.research_cyan": "+1 cyan",
    # why a choice is offered (inside prompts and events)
    "magnastorm.why.level": "a level",
    "magnastorm.why.yuul": "Yuul Mbado",
    "magnastorm.why.rain": "Rain Davenpitt",
    "magnastorm.why.rain_tie": "Rain Davenpitt (a tie for your lowest area)",
    "magnastorm.why.ellen": "Ellen B. Outridge",
    "magnastorm.why.first_token": "the first player token",
    "magnastorm.why.research_bonus": "a research bonus",
    "magnastorm.why.white_lab": "a lab on a white space",
    "magnastorm.why.franzkarl": "a level in {area} (Franzkarl Huber: any area)",
    # cards
    "magnastorm.commander.forrester": (
        "After receiving this card, you may immediately spend up to 2 yellow CreditCubes to "
        "gain 1 reputation each."),
    "magnastorm.commander.justin": (
        "Whenever you move your scout runner, you can spend 1 CreditCube to increase your "
        "movement range by 1. The CreditCube cannot be in your own color."),
    "magnastorm.commander.ellen": (
        "Whenever you complete an objective, you gain 1 additional reputation and advance 1 "
        "level in a research area of your choice."),
    "magnastorm.commander.adira": (
        "Whenever you move your scout runner, you may spend 2 CreditCubes of your own color "
        "to advance 1 level in any research area."),
    "magnastorm.commander.idris": (
        "Whenever you use the move scout runner or the take commander action, you can "
        "replace 1 yellow CreditCube with 1 CreditCube of your color (or vice versa)."),
    "magnastorm.commander.mira": (
        "Whenever you move your scout runner, you can place it on a space in any area with "
        "any turtle lab instead of the normal movement; your movement ends. If the space is "
        "empty, you may drop off 1 turtle lab there."),
    "magnastorm.commander.azrea": (
        "Whenever you perform a movement action, you can spend 1 CreditCube in your color "
        "to drop off 1 additional turtle lab in this space (paying its usual cost too)."),
    "magnastorm.commander.ozgul": (
        "Gain 1 additional reputation for every own sector majority in the administration "
        "phase."),
    "magnastorm.commander.franzkarl": (
        "Every time you gain a level in a research area, you may instead gain a level in "
        "any research area."),
    "magnastorm.commander.rain": (
        "Whenever you perform the receive CreditCubes action, you gain 1 level in the "
        "research area where you are furthest down. If there is a tie, you decide."),
    "magnastorm.commander.yuul": (
        "Whenever you perform the receive CreditCube action, you gain 1 additional "
        "CreditCube in any player color."),
    "magnastorm.commander.joy": (
        "Whenever you take CreditCubes from the bag, you may draw and keep 2 additional "
        "CreditCubes."),
    "magnastorm.commander.cedric": "Immediately gain 1 reputation by receiving this card.",
    "magnastorm.commander.kimkin": (
        "Once per round you may place your crew member on an already used action space to "
        "perform the corresponding action (including the bonuses)."),
    "magnastorm.commander.sayuri": (
        "Whenever you use the move scout runner action, you may pay 1 CreditCube less in "
        "your own color."),
    "magnastorm.commander.kaysia": (
        "Once per turn, if you move your scout runner, you may ignore the costs for "
        "dropping off a turtle lab or building a transmitter station."),
    "magnastorm.first_token_text": (
        "Immediately advance 1 level in any research area and receive 1 CreditCube of any "
        "color (except yellow). You become first player."),
    "magnastorm.objective.r1": "Move 1 marker in a research area down by 10 levels.",
    "magnastorm.objective.r2": (
        "In round 1/2+ move 2/3 markers in research areas down by 2 levels. You must have "
        "the most knowledge in one of these research areas."),
    "magnastorm.objective.r3": (
        "In round 1/2/3+ move 1 marker in a research area down by 4/6/8 levels. You must "
        "have the most knowledge in one of these research areas."),
    "magnastorm.objective.r4": (
        "In round 1/2+ you control 2/3 commanders. Additionally move 1 marker in a research "
        "area down by 3/5 levels."),
    "magnastorm.objective.s1": (
        "Remove 2 turtle labs each from 2 sectors. You must have the majority of turtle "
        "labs in one of these sectors."),
    "magnastorm.objective.s2": "Remove 4 turtle labs from 1 sector.",
    "magnastorm.objective.s3": "Remove 1 turtle lab each from 4 sectors.",
    "magnastorm.objective.s4": (
        "In round 1/2+ remove 2/3 turtle labs each from 1 quiet sector and 1 storm sector."),
    # the end
    "magnastorm.reason.reached": "{who} reached {goal} reputation",
    "magnastorm.reason.rounds": "round {round} is over",
    "magnastorm.outcome": "{who} wins with {reputation} reputation ({why}); ties are broken "
                          "by turn order.",
    # events
    "magnastorm.ev.setup": "Magnastorm for {players} players, starting area {area}.",
    "magnastorm.ev.draws_artifacts": "{who} draws artifacts {cards} (levels {first}+{second}).",
    "magnastorm.ev.turn_order": "Turn order: {order}.",
    "magnastorm.ev.order_bonus": "{who} receives 1 {colour} cube as a turn order bonus.",
    "magnastorm.ev.artifact_reputation": "{who} gains 1 reputation (#{card}).",
    "magnastorm.ev.artifact_cube": "{who} gains 1 {colour} cube (#{card}).",
    "magnastorm.ev.start_crew": "{who} places a starting crew member in column {column}.",
    "magnastorm.ev.start_research": "{who} starts with a level in {area}.",
    "magnastorm.ev.adira": "{who} spends 2 {colour} cubes for research (Adira Okzil).",
    "magnastorm.ev.gain_colour": "{who} gains 1 {colour} cube ({why}).",
    "magnastorm.ev.crew_bonus_up": "{who} places a crew member from the player board on "
                                   "{space} of the upper panel.",
    "magnastorm.ev.crew_bonus_low": "{who} places a crew member from the player board on "
                                    "{space} of the lower panel.",
    "magnastorm.ev.forrester": "{who} spends {n} yellow for {n} reputation (Forrester Dain).",
    "magnastorm.ev.end_triggered": "{who} reached {goal} reputation: the game ends after the "
                                   "last player in turn order has acted.",
    "magnastorm.ev.admin": "Administration of round {round}.",
    "magnastorm.ev.income_one": "{who} receives {cubes} for {n} lab in sector {sector}.",
    "magnastorm.ev.income_many": "{who} receives {cubes} for {n} labs in sector {sector}.",
    "magnastorm.ev.majority": "{who} has the majority in sector {sector}: +{n} reputation.",
    "magnastorm.ev.tie": "Tie in {area}: {commander} is returned.",
    "magnastorm.ev.token_back": "{who} returns the first player token. Turn order: {order}.",
    "magnastorm.ev.turn_up": "{who} moves up to position {position} of the turn order (from "
                             "the next pass of turns).",
    "magnastorm.ev.trade": "{who} exchanges {cubes} for 1 {colour} cube.",
    "magnastorm.ev.takes_cubes": "{who} takes {cubes}.",
    "magnastorm.ev.artifact": "{who} draws {metal} artifact #{card} (level {level}, {bonus}).",
    "magnastorm.ev.over": "The game is over ({why}). {who} wins with {reputation} reputation.",
    "magnastorm.ev.lab": "{who} drops a turtle lab on {space} for {cubes}.",
    "magnastorm.ev.lab_extra": "{who} drops a turtle lab on {space} for {cubes} (extra lab).",
    "magnastorm.ev.lab_azrea": "{who} drops a turtle lab on {space} for {cubes} (extra lab, "
                               "Azrea Bonsmai).",
    "magnastorm.ev.pays_move": "{who} pays {cubes} to move the scout runner.",
    "magnastorm.ev.runner_moves": "{who}'s scout runner moves to {space}.",
    "magnastorm.ev.station_pay": "{who} pays 1 {colour} cube to {owner} to start at station "
                                 "{station}.",
    "magnastorm.ev.own_station": "{who} starts at own station {station}.",
    "magnastorm.ev.jump": "{who}'s scout runner jumps to {space} (Mira Mascovic).",
    "magnastorm.ev.boost": "{who} spends 1 {colour} cube to move 1 area further (Justin B. "
                           "Beeper).",
    "magnastorm.ev.build": "{who} builds a transmitter station on {station} for {cubes}.",
    "magnastorm.ev.build_free": "{who} builds a transmitter station on {station} for {cubes} "
                                "(Kaysia Vasidis).",
    "magnastorm.ev.objective": "{who} fulfils objective {slot} ({targets}) for {value} "
                               "reputation.",
    "magnastorm.ev.ellen": "{who} gains 1 more reputation (Ellen B. Outridge).",
    "magnastorm.ev.takes_crew": "{who} takes a {colour} crew member from column {column}.",
    "magnastorm.ev.parks": "{who} moves a {colour} crew member to {space}.",
    "magnastorm.ev.kimkin": "{who} uses Kim-Kin Park to share space {space}.",
    "magnastorm.ev.places_crew": "{who} places a crew member on {space}.",
    "magnastorm.ev.top": "{who} is already at the top of {area}.",
    "magnastorm.ev.advances": "{who} advances to {area} {level}.",
    "magnastorm.ev.gains_cube": "{who} gains 1 {colour} cube.",
    "magnastorm.ev.bag": "{who} draws from the bag and gets {cubes}.",
    "magnastorm.ev.round": "Round {round} begins. Quiet sectors: {sectors}.",
    "magnastorm.ev.buys_token": "{who} buys the first player token for {cubes}.",
    "magnastorm.ev.takes_over": "{who} takes over {commander} for {cubes}.",
    "magnastorm.ev.loses_cmd": "{who} loses {commander} and {n} reputation.",
    "magnastorm.ev.gains_cmd": "{who} gains {commander} and {n} reputation.",
    "magnastorm.ev.cedric": "{who} gains 1 reputation (Cedric J. Lebeaux).",
    # prompts: what the acting seat decides
    "magnastorm.prompt": "{who}: {what}.",
    "magnastorm.prompt.over": "The game is over.",
    "magnastorm.prompt.start_crew": "place your starting crew member in a column of your own "
                                    "(start <column>)",
    "magnastorm.prompt.start_research": "advance in a research area nobody chose yet "
                                        "(research <area>)",
    "magnastorm.prompt.research": "choose the research area for {why} (research <area>)",
    "magnastorm.prompt.turn": "take over a commander (take <column>) or pick a crew member "
                              "(crew <column> <colour>)",
    "magnastorm.prompt.park": "place the {n} crew member(s) from the commander on the lower "
                              "panel (place <space>)",
    "magnastorm.prompt.place": "place the crew member on the lower panel (place <space>)",
    "magnastorm.prompt.action": "move your scout runner (move) or take CreditCubes (cubes)",
    "magnastorm.prompt.movement": "move your scout runner (go <space>) or stop",
    "magnastorm.prompt.movement_tx": "move your scout runner (go <space>) or stop; you may "
                                     "build a station on {station} (build <slot>)",
    "magnastorm.prompt.lab": "drop a turtle lab on {space} (lab <slot>) or done",
    "magnastorm.prompt.study": "spend 2 own cubes for a research level (study <area>) or done",
    "magnastorm.prompt.colour": "choose a player-colour cube for {why} (gain <colour>)",
    "magnastorm.prompt.crewbonus": "place a crew member from your board (put up <space> / put "
                                   "low <space>)",
    "magnastorm.prompt.forrester": "spend up to 2 yellow cubes for 1 reputation each "
                                   "(spend <n>)",
    "magnastorm.prompt.endturn": "fulfil an objective (obj <slot> ...) or end your turn (done)",
    "magnastorm.prompt.decide": "decide",
    # refusals
    "magnastorm.no.over": "The game is over.",
    "magnastorm.no.nobody": "Nobody is to decide now.",
    "magnastorm.no.seat": "That seat is not in this game.",
    "magnastorm.no.turn": "It is not your turn: {who} is to decide.",
    "magnastorm.no.trade_setup": "Cube exchanges start with the first turn.",
    "magnastorm.no.verb_prompt": "You cannot '{verb}' now: {prompt}",
    "magnastorm.no.verb_quoted": "You cannot '{verb}' now.",
    "magnastorm.no.verb": "You cannot {verb} now.",
    "magnastorm.no.not_offered": "That is not one of your choices now: {prompt}",
    "magnastorm.no.start_column": "Name a column, for example: start b.",
    "magnastorm.no.start_used": "Another starting crew member already stands in that column.",
    "magnastorm.no.area": "Name a research area: {areas}.",
    "magnastorm.no.area_taken": "Another player already advanced in that area: each must "
                                "pick a different one.",
    "magnastorm.no.choose": "Choose one of: {areas}.",
    "magnastorm.no.done_args": "Done takes no further words.",
    "magnastorm.no.adira": "Adira Okzil needs 2 {colour} cubes.",
    "magnastorm.no.colour": "Choose a player colour: {colours}.",
    "magnastorm.no.crewbonus": "Choose a free space: 'put up b4' (under another crew member "
                               "of the upper panel) or 'put low c2'.",
    "magnastorm.no.forrester": "Spend 0, 1 or 2 yellow cubes: spend 2.",
    "magnastorm.no.yellow": "You do not have that many yellow cubes.",
    "magnastorm.no.trade_shape": "Write the 3 cubes you give and the one you want: trade "
                                 "yellow yellow grey for pink.",
    "magnastorm.no.trade_colours": "Use the cube colours of this game: {colours}.",
    "magnastorm.no.trade_same": "The cube you receive must differ from the cubes you give.",
    "magnastorm.no.trade_have": "You do not have {cubes}.",
    "magnastorm.no.lab_slot": "Name a lab slot of your player board, for example: lab 1.",
    "magnastorm.no.station_slot": "Name a station slot of your player board, for example: "
                                  "build 1.",
    "magnastorm.no.lab_empty": "There is no lab on slot {slot} of your player board.",
    "magnastorm.no.station_empty": "There is no station on slot {slot} of your player board.",
    "magnastorm.no.free_word": "Add 'free' to use Kaysia Vasidis, or nothing.",
    "magnastorm.no.kaysia": "Only the controller of Kaysia Vasidis may ignore the cost.",
    "magnastorm.no.kaysia_used": "Kaysia Vasidis was already used this turn.",
    "magnastorm.no.free_anyway": "That one is free anyway.",
    "magnastorm.no.afford": "You cannot afford it: it costs {cubes}.",
    "magnastorm.no.go_space": "Name a space number, for example: go 12.",
    "magnastorm.no.no_steps": "Your scout runner has no movement left.",
    "magnastorm.no.storm_leave": "Your scout runner is in a storm sector: it must move into a "
                                 "quiet sector, or if it cannot, clockwise towards the "
                                 "nearest one.",
    "magnastorm.no.into_storm": "Your scout runner cannot move into a storm sector.",
    "magnastorm.no.reach": "That space is out of reach: move within your area or to an "
                           "adjacent area.",
    "magnastorm.no.stop_args": "'stop' takes no argument.",
    "magnastorm.no.stop_tx": "You started from a transmitter station: move to a space next "
                             "to it.",
    "magnastorm.no.stop_storm": "Your scout runner is in a storm sector: it must move towards "
                                "quiet.",
    "magnastorm.no.from_late": "A transmitter station can only be the starting point of a "
                               "movement.",
    "magnastorm.no.from_name": "Name a transmitter station, for example: from t2.",
    "magnastorm.no.from_none": "There is no transmitter station on that space yet.",
    "magnastorm.no.from_own": "Your own station costs nothing.",
    "magnastorm.no.from_pay": "Say which cube you pay to {who}, for example: from {station} "
                              "yellow.",
    "magnastorm.no.no_cube": "You have no {colour} cube.",
    "magnastorm.no.from_storm": "Every space next to that station is in a storm sector.",
    "magnastorm.no.mira": "Only the controller of Mira Mascovic may jump to a turtle lab.",
    "magnastorm.no.mira_late": "Mira Mascovic replaces the normal movement: use it before "
                               "moving.",
    "magnastorm.no.jump_space": "Name a space number, for example: jump 12.",
    "magnastorm.no.jump_target": "Mira Mascovic takes you only to a quiet space in an area "
                                 "with a turtle lab.",
    "magnastorm.no.justin": "Only the controller of Justin B. Beeper may extend the movement.",
    "magnastorm.no.boosted": "You already extended this movement.",
    "magnastorm.no.boost_cube": "Name the cube you spend, for example: boost yellow.",
    "magnastorm.no.boost_own": "Justin B. Beeper's cube cannot be of your own colour.",
    "magnastorm.no.build": "You can build a transmitter station only right after crossing a "
                           "sector border next to a free transmitter space.",
    "magnastorm.no.obj_slot": "Name an objective slot 1-4, for example: obj 3 s2 s5.",
    "magnastorm.no.obj_done": "You already fulfilled that objective.",
    "magnastorm.no.obj_full": "No reputation space is left beside that objective.",
    "magnastorm.no.obj_unmet": "You do not meet that objective's conditions now.",
    "magnastorm.no.obj_targets": "Those targets do not fulfil the objective; for example: "
                                 "obj {example}.",
    "magnastorm.no.crew_args": "Name a column and a crew colour, for example: crew b yellow.",
    "magnastorm.no.crew_colour": "There is no {colour} crew in this game.",
    "magnastorm.no.crew_column": "There is no {colour} crew member in column {column} of the "
                                 "upper panel.",
    "magnastorm.no.crew_opponent": "You may take an opponent's crew member only when no "
                                   "neutral and no crew member of your own colour is left on "
                                   "the upper panel.",
    "magnastorm.no.place_space": "Name a lower-panel space, for example: place b3.",
    "magnastorm.no.place_column": "That column is not used in this game.",
    "magnastorm.no.lower_full": "The lower panel is full: place on a space of the bottom row.",
    "magnastorm.no.space_used": "That space is already used.",
    "magnastorm.no.cubes_args": "'cubes' takes no argument.",
    "magnastorm.no.move_args": "Write 'move', or 'move own' / 'move yellow' for Idris "
                               "Yakuul's swap.",
    "magnastorm.no.idris": "Only the controller of Idris Yakuul may swap a cube in the "
                           "payment.",
    "magnastorm.no.swap_nothing": "That swap changes nothing in this payment.",
    "magnastorm.no.afford_move": "You cannot afford the movement: it costs {cubes}.",
    "magnastorm.no.take_column": "Name a column, for example: take b.",
    "magnastorm.no.variant": "The payment variant is 'own' or 'yellow' (Idris Yakuul).",
    "magnastorm.no.token_empty": "The first player token cannot be taken: no crew member is "
                                 "below it.",
    "magnastorm.no.cmd_empty": "That commander cannot be taken over: no crew member is below "
                               "it.",
    "magnastorm.no.own_cmd": "You already control that commander.",
    "magnastorm.no.empty": "Type a move, for example: {example}.",
    "magnastorm.no.unknown": "Unknown move {word!r}. For example: {example}.",
    # move descriptions (autocomplete, previews)
    "magnastorm.d.start": "Place your starting crew member in column {column}",
    "magnastorm.d.research": "Advance 1 level in {area}",
    "magnastorm.d.buy_token": "Buy the first player token for {cubes}",
    "magnastorm.d.take": "Take over {commander} (+{gain} reputation) for {cubes}",
    "magnastorm.d.crew": "Use a {colour} crew member from column {column}",
    "magnastorm.d.park": "Move a crew member to {space} (no action)",
    "magnastorm.d.place_on": "Place on {space}",
    "magnastorm.d.place": "Place on {space}: moving costs {move}, cubes give {gain}",
    "magnastorm.d.place_bonus": "Place on {space}: moving costs {move}, cubes give {gain}; "
                                "bonus: {bonus}",
    "magnastorm.d.move": "Move your scout runner for {cubes}",
    "magnastorm.d.cubes": "Take {cubes}",
    "magnastorm.d.go": "Move to {space} ({what} in sector {sector})",
    "magnastorm.d.go_lab": "Move to {space} ({what} in sector {sector}, lab of {who})",
    "magnastorm.d.stop": "End the movement here",
    "magnastorm.d.from": "Start the movement at transmitter station {station}",
    "magnastorm.d.from_pay": "Start the movement at transmitter station {station}, paying 1 "
                             "{colour} cube to its owner",
    "magnastorm.d.jump": "Jump to {space} (Mira Mascovic)",
    "magnastorm.d.boost": "Spend 1 {colour} cube to move 1 area further (Justin B. Beeper)",
    "magnastorm.d.build": "Build a transmitter station on {station} for {cubes} (+2 "
                          "reputation)",
    "magnastorm.d.free_kaysia": "nothing (Kaysia Vasidis)",
    "magnastorm.d.lab": "Drop the turtle lab from slot {slot} for {cubes}",
    "magnastorm.d.done_lab": "Drop no (more) turtle lab",
    "magnastorm.d.done_study": "Skip Adira Okzil",
    "magnastorm.d.done_endturn": "End your turn",
    "magnastorm.d.done": "Done",
    "magnastorm.d.study": "Spend 2 own cubes for 1 level in {area} (Adira Okzil)",
    "magnastorm.d.gain": "Gain 1 {colour} cube",
    "magnastorm.d.put_up": "Place a crew member from your board on {space} of the upper panel",
    "magnastorm.d.put_low": "Place a crew member from your board on {space} of the lower panel",
    "magnastorm.d.spend": "Spend {n} yellow cube(s) for {n} reputation",
    "magnastorm.d.obj_sector": "Fulfil objective {slot} (remove labs from {targets}) for "
                               "{value} reputation",
    "magnastorm.d.obj_research": "Fulfil objective {slot} (move down {targets}) for {value} "
                                 "reputation",
    "magnastorm.d.trade": "Exchange {cubes} for 1 {colour} cube",
    # the private view's fields (/hand)
    "magnastorm.field.seat": "Seat",
    "magnastorm.field.colour": "Colour",
    "magnastorm.field.artifacts": "Artifact cards",
    "magnastorm.field.artifact": "#{id}: {metal}, level {level}, bonus {bonus}",
    # what the board and hand images say (rendering/magnastorm)
    "magnastorm.r.round": "Round {round}/{last}",
    "magnastorm.r.phase.setup": "Starting positions",
    "magnastorm.r.phase.turns": "Phase 1: actions",
    "magnastorm.r.phase.admin": "Phase 2: administration",
    "magnastorm.r.phase.over": "Game over",
    "magnastorm.r.goal": "goal {goal} reputation",
    "magnastorm.r.wins": "{who} wins",
    "magnastorm.r.wins_reason": "{who} wins ({why})",
    "magnastorm.r.end_triggered": "The end is triggered: this is the last pass of turns.",
    "magnastorm.r.nobody": "Nobody to act",
    "magnastorm.r.acting": "{who}: {what}",
    "magnastorm.r.ranked": "{place}. {who} {score}",
    "magnastorm.r.sector_storm": "S{sector} storm",
    "magnastorm.r.sector_quiet": "S{sector} quiet",
    "magnastorm.r.centre_round": "ROUND",
    "magnastorm.r.of_rounds": "of {last}",
    "magnastorm.r.lab_income": "LAB INCOME",
    "magnastorm.r.per_quiet": "per quiet sector",
    "magnastorm.r.labs_scale": "labs: 1 · 2 · 3 · 4+",
    "magnastorm.r.bag": "bag: {n} cubes",
    "magnastorm.r.first_token_tag": "1st player token",
    "magnastorm.r.earns": "earns {metal} #{id}",
    "magnastorm.r.rep": "rep",
    "magnastorm.r.no_cubes": "no cubes",
    "magnastorm.r.pieces": "labs {labs}  stations {stations}  crew {crew}  markers {markers}",
    "magnastorm.r.objectives": "obj {slots}",
    "magnastorm.r.token1": "1st player",
    "magnastorm.r.token2": "token",
    "magnastorm.r.no_crew": "no crew",
    "magnastorm.r.upper_panel": "UPPER PANEL",
    "magnastorm.r.price1": "crew below",
    "magnastorm.r.price2": "each commander",
    "magnastorm.r.price3": "= its price",
    "magnastorm.r.lower_panel":
        'LOWER PANEL: place a crew member here, then move the runner or take cubes',
    "magnastorm.r.move": "move",
    "magnastorm.r.cubes": "cubes",
    "magnastorm.r.free": "free",
    "magnastorm.r.short.crew": "+crew",
    "magnastorm.r.short.turn": "turn +1",
    "magnastorm.r.short.range": "range 2",
    "magnastorm.r.short.extralab": "+lab",
    "magnastorm.r.short.bag": "bag",
    "magnastorm.r.kind_research": "RESEARCH ({id})",
    "magnastorm.r.kind_sector": "SECTOR ({id})",
    "magnastorm.r.done": "done:",
    "magnastorm.r.action_board": "ACTION BOARD",
    "magnastorm.r.action_hint": "take over a commander, or move a crew member down",
    "magnastorm.r.research_board": "RESEARCH BOARD",
    "magnastorm.r.research_hint": "levels 0-12 · bonuses on even levels",
    "magnastorm.r.spaces": "spaces:",
    "magnastorm.r.any": "= any",
    "magnastorm.r.your_colour": "= your colour",
    "magnastorm.r.any_player": "= any player",
    "magnastorm.r.legend": "runner = in white disc · lab = shape",
    "magnastorm.r.hand_title": "MAGNASTORM · YOUR PRIVATE VIEW",
    "magnastorm.r.hand_reputation": "reputation (goal {goal})",
    "magnastorm.r.your_move": "Your move: {what}",
    "magnastorm.r.waiting": "Waiting for {who}",
    "magnastorm.r.over": "The game is over",
    "magnastorm.r.nothing": "Nothing to decide right now",
    "magnastorm.r.creditcubes": "CREDITCUBES",
    "magnastorm.r.trade_hint": "3 cubes may always be traded for 1 (trade ...)",
    "magnastorm.r.yours": "{colour} (yours)",
    "magnastorm.r.player_board": "YOUR PLAYER BOARD",
    "magnastorm.r.board_hint": "take a piece from any slot, paying the cost printed under it",
    "magnastorm.r.turtle_labs": "turtle labs",
    "magnastorm.r.stations": "stations",
    "magnastorm.r.station_rep": "+{n} rep each",
    "magnastorm.r.crew_members": "crew members",
    "magnastorm.r.none_left": "none left",
    "magnastorm.r.markers": "markers",
    "magnastorm.r.left": "left",
    "magnastorm.r.runner_on": "runner on",
    "magnastorm.r.your_research": "YOUR RESEARCH",
    "magnastorm.r.sole_highest": "sole highest",
    "magnastorm.r.tied_highest": "tied highest",
    "magnastorm.r.behind": "{n} behind the highest",
    "magnastorm.r.next_bonus": "next bonus at level {level}:",
    "magnastorm.r.bonus.own": "1 cube of your colour",
    "magnastorm.r.bonus.yellow": "1 yellow cube",
    "magnastorm.r.bonus.any": "1 cube of any player colour",
    "magnastorm.r.bonus.bag2": "draw 2 cubes from the bag",
    "magnastorm.r.bonus.bag3": "draw 3 cubes from the bag",
    "magnastorm.r.bonus.crew": "place a crew member",
    "magnastorm.r.take_over_now": "TAKE OVER NOW",
    "magnastorm.r.take_hint": "one cube per crew member below, plus one of the owner's colour",
    "magnastorm.r.first_token": "first player token",
    "magnastorm.r.can_pay": "you can pay",
    "magnastorm.r.cannot_pay": "not enough cubes",
    "magnastorm.r.no_crew_below": "no crew below: cannot be taken",
    "magnastorm.r.your_commanders": "YOUR COMMANDERS",
    "magnastorm.r.none_yet": "none yet",
    "magnastorm.r.your_artifacts": "YOUR ARTIFACT CARDS",
    "magnastorm.r.artifacts_hint": "private: only you see your collection",
    "magnastorm.r.no_artifacts":
        'none yet: the end of a game awards one by rank (gold, silver, bronze)',
    "magnastorm.r.level": "level {level}",
    "magnastorm.r.artifact_bonus": "bonus: {bonus}",
    "magnastorm.r.drawn_for_start": "drawn for the start",
    "magnastorm.r.earned": "earned this game: {metal} #{id}",
}

ES: dict[str, str] = {
    "magnastorm.option.start_area": "1 o 2",
    "magnastorm.option.first_player": "un número de asiento de 0 al número de jugadores menos uno",
    "magnastorm.option.advanced_start": "true o false",
    "magnastorm.option.artifacts": ("una lista de números de cartas de artefacto, de {low} a "
                                    "{high}, por jugador"),
    "magnastorm.summary": (
        "Investiga un planeta barrido por tormentas magnéticas. En la fase 1, turno a turno "
        "hasta que el panel de acciones superior quede vacío, toma el control de un "
        "comandante (pagando cubos) o baja un tripulante para mover tu explorador y dejar "
        "laboratorios tortuga (avanzando en investigación) o tomar los cubos de esa fila. "
        "En la fase 2, los sectores tranquilos pagan ingresos por laboratorio, las mayorías "
        "y quien va en cabeza en investigación ganan reputación, cambia el orden de turno y "
        "la tormenta avanza. Llegar a 27 (4 jugadores), 23 (3) o 25 (2) de reputación "
        "termina la partida tras ese turno."),
    "magnastorm.notation_help": _NOTATION_ES,
    "magnastorm.player.grey": "Gris",
    "magnastorm.player.purple": "Morado",
    "magnastorm.player.pink": "Rosa",
    "magnastorm.player.orange": "Naranja",
    "magnastorm.colour.yellow": "amarillo",
    "magnastorm.colour.grey": "gris",
    "magnastorm.colour.purple": "morado",
    "magnastorm.colour.pink": "rosa",
    "magnastorm.colour.orange": "naranja",
    "magnastorm.colour.black": "negro",
    "magnastorm.colours.yellow": "amarillos",
    "magnastorm.colours.grey": "grises",
    "magnastorm.colours.purple": "morados",
    "magnastorm.colours.pink": "rosas",
    "magnastorm.colours.orange": "naranjas",
    "magnastorm.colours.black": "negros",
    "magnastorm.area.green": "verde",
    "magnastorm.area.red": "roja",
    "magnastorm.area.blue": "azul",
    "magnastorm.area.cyan": "cian",
    "magnastorm.area.white": "blanca",
    "magnastorm.space.green": "casilla verde",
    "magnastorm.space.red": "casilla roja",
    "magnastorm.space.blue": "casilla azul",
    "magnastorm.space.cyan": "casilla cian",
    "magnastorm.space.white": "casilla blanca",
    "magnastorm.space.start": "casilla de salida",
    "magnastorm.metal.gold": "oro",
    "magnastorm.metal.silver": "plata",
    "magnastorm.metal.bronze": "bronce",
    "magnastorm.artifact_bonus.reputation": "reputación",
    "magnastorm.artifact_bonus.cube": "cubo",
    "magnastorm.cubes": "{n} {colour}",
    "magnastorm.nothing": "nada",
    "magnastorm.bonus.crew": "colocar un tripulante",
    "magnastorm.bonus.turn": "subir en el orden de turno",
    "magnastorm.bonus.range": "moverse hasta 2 zonas",
    "magnastorm.bonus.extralab": "un laboratorio extra",
    "magnastorm.bonus.bag": "sacar de la bolsa",
    "magnastorm.bonus.research_green": "+1 verde",
    "magnastorm.bonus.research_red": "+1 roja",
    "magnastorm.bonus.research_blue": "+1 azul",
    "magnastorm.bonus.research_cyan": "+1 cian",
    "magnastorm.why.level": "un nivel",
    "magnastorm.why.yuul": "Yuul Mbado",
    "magnastorm.why.rain": "Rain Davenpitt",
    "magnastorm.why.rain_tie": "Rain Davenpitt (empate en tu área más baja)",
    "magnastorm.why.ellen": "Ellen B. Outridge",
    "magnastorm.why.first_token": "la ficha de jugador inicial",
    "magnastorm.why.research_bonus": "una bonificación de investigación",
    "magnastorm.why.white_lab": "un laboratorio en una casilla blanca",
    "magnastorm.why.franzkarl": "un nivel en el área {area} (Franzkarl Huber: cualquier área)",
    "magnastorm.commander.forrester": (
        "Al recibir esta carta, puedes gastar de inmediato hasta 2 cubos de crédito "
        "amarillos para ganar 1 de reputación por cada uno."),
    "magnastorm.commander.justin": (
        "Cada vez que muevas tu explorador, puedes gastar 1 cubo de crédito para aumentar "
        "en 1 tu alcance de movimiento. El cubo no puede ser de tu propio color."),
    "magnastorm.commander.ellen": (
        "Cada vez que cumplas un objetivo, ganas 1 de reputación adicional y avanzas 1 "
        "nivel en un área de investigación a tu elección."),
    "magnastorm.commander.adira": (
        "Cada vez que muevas tu explorador, puedes gastar 2 cubos de crédito de tu propio "
        "color para avanzar 1 nivel en cualquier área de investigación."),
    "magnastorm.commander.idris": (
        "Cada vez que uses la acción de mover el explorador o la de tomar un comandante, "
        "puedes cambiar 1 cubo amarillo por 1 cubo de tu color (o al revés)."),
    "magnastorm.commander.mira": (
        "Cada vez que muevas tu explorador, puedes colocarlo en una casilla de cualquier "
        "zona con algún laboratorio tortuga en lugar del movimiento normal; tu movimiento "
        "termina. Si la casilla está vacía, puedes dejar allí 1 laboratorio tortuga."),
    "magnastorm.commander.azrea": (
        "Cada vez que realices una acción de movimiento, puedes gastar 1 cubo de tu color "
        "para dejar 1 laboratorio tortuga adicional en esa casilla (pagando también su "
        "coste habitual)."),
    "magnastorm.commander.ozgul": (
        "Gana 1 de reputación adicional por cada mayoría propia en un sector en la fase de "
        "administración."),
    "magnastorm.commander.franzkarl": (
        "Cada vez que ganes un nivel en un área de investigación, puedes ganarlo en "
        "cambio en cualquier área de investigación."),
    "magnastorm.commander.rain": (
        "Cada vez que realices la acción de recibir cubos de crédito, ganas 1 nivel en el "
        "área de investigación en la que vas más atrás. Si hay empate, decides tú."),
    "magnastorm.commander.yuul": (
        "Cada vez que realices la acción de recibir cubos de crédito, ganas 1 cubo "
        "adicional de cualquier color de jugador."),
    "magnastorm.commander.joy": (
        "Cada vez que saques cubos de crédito de la bolsa, puedes sacar y quedarte 2 cubos "
        "adicionales."),
    "magnastorm.commander.cedric": "Gana de inmediato 1 de reputación al recibir esta carta.",
    "magnastorm.commander.kimkin": (
        "Una vez por ronda puedes colocar tu tripulante en una casilla de acción ya usada "
        "para realizar la acción correspondiente (con sus bonificaciones)."),
    "magnastorm.commander.sayuri": (
        "Cada vez que uses la acción de mover el explorador, puedes pagar 1 cubo menos de "
        "tu propio color."),
    "magnastorm.commander.kaysia": (
        "Una vez por turno, si mueves tu explorador, puedes ignorar el coste de dejar un "
        "laboratorio tortuga o de construir una estación transmisora."),
    "magnastorm.first_token_text": (
        "Avanza de inmediato 1 nivel en cualquier área de investigación y recibe 1 cubo de "
        "crédito de cualquier color (salvo amarillo). Pasas a ser el jugador inicial."),
    "magnastorm.objective.r1": "Baja 1 marcador 10 niveles en un área de investigación.",
    "magnastorm.objective.r2": (
        "En la ronda 1/2+ baja 2/3 marcadores 2 niveles en áreas de investigación. Debes "
        "tener el mayor conocimiento en una de esas áreas."),
    "magnastorm.objective.r3": (
        "En la ronda 1/2/3+ baja 1 marcador 4/6/8 niveles en un área de investigación. "
        "Debes tener el mayor conocimiento en esa área."),
    "magnastorm.objective.r4": (
        "En la ronda 1/2+ controlas 2/3 comandantes. Además, baja 1 marcador 3/5 niveles "
        "en un área de investigación."),
    "magnastorm.objective.s1": (
        "Retira 2 laboratorios tortuga de cada uno de 2 sectores. Debes tener la mayoría "
        "de laboratorios en uno de esos sectores."),
    "magnastorm.objective.s2": "Retira 4 laboratorios tortuga de 1 sector.",
    "magnastorm.objective.s3": "Retira 1 laboratorio tortuga de cada uno de 4 sectores.",
    "magnastorm.objective.s4": (
        "En la ronda 1/2+ retira 2/3 laboratorios tortuga de 1 sector tranquilo y de 1 "
        "sector de tormenta."),
    "magnastorm.reason.reached": "{who} llegó a {goal} de reputación",
    "magnastorm.reason.rounds": "la ronda {round} ha terminado",
    "magnastorm.outcome": "Gana {who} con {reputation} de reputación ({why}); los empates se "
                          "deshacen por el orden de turno.",
    "magnastorm.ev.setup": "Magnastorm para {players} jugadores, zona de salida {area}.",
    "magnastorm.ev.draws_artifacts": "{who} saca los artefactos {cards} (niveles "
                                     "{first}+{second}).",
    "magnastorm.ev.turn_order": "Orden de turno: {order}.",
    "magnastorm.ev.order_bonus": "{who} recibe 1 cubo {colour} como bonificación por el orden "
                                 "de turno.",
    "magnastorm.ev.artifact_reputation": "{who} gana 1 de reputación (#{card}).",
    "magnastorm.ev.artifact_cube": "{who} gana 1 cubo {colour} (#{card}).",
    "magnastorm.ev.start_crew": "{who} coloca un tripulante inicial en la columna {column}.",
    "magnastorm.ev.start_research": "{who} empieza con un nivel en el área {area}.",
    "magnastorm.ev.adira": "{who} gasta 2 cubos {colour} en investigación (Adira Okzil).",
    "magnastorm.ev.gain_colour": "{who} gana 1 cubo {colour} ({why}).",
    "magnastorm.ev.crew_bonus_up": "{who} coloca un tripulante de su tablero en {space} del "
                                   "panel superior.",
    "magnastorm.ev.crew_bonus_low": "{who} coloca un tripulante de su tablero en {space} del "
                                    "panel inferior.",
    "magnastorm.ev.forrester": "{who} gasta {n} amarillo(s) por {n} de reputación (Forrester "
                               "Dain).",
    "magnastorm.ev.end_triggered": "{who} llegó a {goal} de reputación: la partida termina "
                                   "cuando haya jugado el último en el orden de turno.",
    "magnastorm.ev.admin": "Administración de la ronda {round}.",
    "magnastorm.ev.income_one": "{who} recibe {cubes} por {n} laboratorio en el sector "
                                "{sector}.",
    "magnastorm.ev.income_many": "{who} recibe {cubes} por {n} laboratorios en el sector "
                                 "{sector}.",
    "magnastorm.ev.majority": "{who} tiene la mayoría en el sector {sector}: +{n} de "
                              "reputación.",
    "magnastorm.ev.tie": "Empate en el área {area}: {commander} se devuelve.",
    "magnastorm.ev.token_back": "{who} devuelve la ficha de jugador inicial. Orden de turno: "
                                "{order}.",
    "magnastorm.ev.turn_up": "{who} sube al puesto {position} del orden de turno (desde la "
                             "próxima vuelta de turnos).",
    "magnastorm.ev.trade": "{who} cambia {cubes} por 1 cubo {colour}.",
    "magnastorm.ev.takes_cubes": "{who} toma {cubes}.",
    "magnastorm.ev.artifact": "{who} saca el artefacto de {metal} #{card} (nivel {level}, "
                              "{bonus}).",
    "magnastorm.ev.over": "La partida ha terminado ({why}). Gana {who} con {reputation} de "
                          "reputación.",
    "magnastorm.ev.lab": "{who} deja un laboratorio tortuga en {space} por {cubes}.",
    "magnastorm.ev.lab_extra": "{who} deja un laboratorio tortuga en {space} por {cubes} "
                               "(laboratorio extra).",
    "magnastorm.ev.lab_azrea": "{who} deja un laboratorio tortuga en {space} por {cubes} "
                               "(laboratorio extra, Azrea Bonsmai).",
    "magnastorm.ev.pays_move": "{who} paga {cubes} para mover el explorador.",
    "magnastorm.ev.runner_moves": "El explorador de {who} se mueve a {space}.",
    "magnastorm.ev.station_pay": "{who} paga 1 cubo {colour} a {owner} para salir de la "
                                 "estación {station}.",
    "magnastorm.ev.own_station": "{who} sale de su propia estación {station}.",
    "magnastorm.ev.jump": "El explorador de {who} salta a {space} (Mira Mascovic).",
    "magnastorm.ev.boost": "{who} gasta 1 cubo {colour} para moverse 1 zona más (Justin B. "
                           "Beeper).",
    "magnastorm.ev.build": "{who} construye una estación transmisora en {station} por "
                           "{cubes}.",
    "magnastorm.ev.build_free": "{who} construye una estación transmisora en {station} por "
                                "{cubes} (Kaysia Vasidis).",
    "magnastorm.ev.objective": "{who} cumple el objetivo {slot} ({targets}) por {value} de "
                               "reputación.",
    "magnastorm.ev.ellen": "{who} gana 1 de reputación más (Ellen B. Outridge).",
    "magnastorm.ev.takes_crew": "{who} toma un tripulante {colour} de la columna {column}.",
    "magnastorm.ev.parks": "{who} lleva un tripulante {colour} a {space}.",
    "magnastorm.ev.kimkin": "{who} usa a Kim-Kin Park para compartir la casilla {space}.",
    "magnastorm.ev.places_crew": "{who} coloca un tripulante en {space}.",
    "magnastorm.ev.top": "{who} ya está en lo más alto del área {area}.",
    "magnastorm.ev.advances": "{who} avanza al nivel {level} del área {area}.",
    "magnastorm.ev.gains_cube": "{who} gana 1 cubo {colour}.",
    "magnastorm.ev.bag": "{who} saca de la bolsa y obtiene {cubes}.",
    "magnastorm.ev.round": "Empieza la ronda {round}. Sectores tranquilos: {sectors}.",
    "magnastorm.ev.buys_token": "{who} compra la ficha de jugador inicial por {cubes}.",
    "magnastorm.ev.takes_over": "{who} toma el control de {commander} por {cubes}.",
    "magnastorm.ev.loses_cmd": "{who} pierde a {commander} y {n} de reputación.",
    "magnastorm.ev.gains_cmd": "{who} gana a {commander} y {n} de reputación.",
    "magnastorm.ev.cedric": "{who} gana 1 de reputación (Cedric J. Lebeaux).",
    "magnastorm.prompt": "{who}: {what}.",
    "magnastorm.prompt.over": "La partida ha terminado.",
    "magnastorm.prompt.start_crew": "coloca tu tripulante inicial en una columna propia "
                                    "(start <columna>)",
    "magnastorm.prompt.start_research": "avanza en un área de investigación que nadie haya "
                                        "elegido aún (research <área>)",
    "magnastorm.prompt.research": "elige el área de investigación para {why} (research <área>)",
    "magnastorm.prompt.turn": "toma el control de un comandante (take <columna>) o elige un "
                              "tripulante (crew <columna> <color>)",
    "magnastorm.prompt.park": "coloca los {n} tripulante(s) del comandante en el panel "
                              "inferior (place <casilla>)",
    "magnastorm.prompt.place": "coloca el tripulante en el panel inferior (place <casilla>)",
    "magnastorm.prompt.action": "mueve tu explorador (move) o toma cubos de crédito (cubes)",
    "magnastorm.prompt.movement": "mueve tu explorador (go <casilla>) o detente (stop)",
    "magnastorm.prompt.movement_tx": "mueve tu explorador (go <casilla>) o detente (stop); "
                                     "puedes construir una estación en {station} (build "
                                     "<hueco>)",
    "magnastorm.prompt.lab": "deja un laboratorio tortuga en {space} (lab <hueco>) o done",
    "magnastorm.prompt.study": "gasta 2 cubos propios por un nivel de investigación (study "
                               "<área>) o done",
    "magnastorm.prompt.colour": "elige un cubo de color de jugador para {why} (gain <color>)",
    "magnastorm.prompt.crewbonus": "coloca un tripulante de tu tablero (put up <casilla> / "
                                   "put low <casilla>)",
    "magnastorm.prompt.forrester": "gasta hasta 2 cubos amarillos por 1 de reputación cada "
                                   "uno (spend <n>)",
    "magnastorm.prompt.endturn": "cumple un objetivo (obj <hueco> ...) o termina tu turno "
                                 "(done)",
    "magnastorm.prompt.decide": "decide",
    "magnastorm.no.over": "La partida ha terminado.",
    "magnastorm.no.nobody": "Nadie tiene que decidir ahora.",
    "magnastorm.no.seat": "Ese asiento no está en esta partida.",
    "magnastorm.no.turn": "No es tu turno: decide {who}.",
    "magnastorm.no.trade_setup": "Los intercambios de cubos empiezan con el primer turno.",
    "magnastorm.no.verb_prompt": "Ahora no puedes usar '{verb}': {prompt}",
    "magnastorm.no.verb_quoted": "Ahora no puedes usar '{verb}'.",
    "magnastorm.no.verb": "Ahora no puedes usar {verb}.",
    "magnastorm.no.not_offered": "Esa no es una de tus opciones ahora: {prompt}",
    "magnastorm.no.start_column": "Indica una columna, por ejemplo: start b.",
    "magnastorm.no.start_used": "Ya hay otro tripulante inicial en esa columna.",
    "magnastorm.no.area": "Indica un área de investigación: {areas}.",
    "magnastorm.no.area_taken": "Otro jugador ya avanzó en esa área: cada uno debe elegir "
                                "una distinta.",
    "magnastorm.no.choose": "Elige una de estas: {areas}.",
    "magnastorm.no.done_args": "Done no lleva más palabras.",
    "magnastorm.no.adira": "Adira Okzil necesita 2 cubos {colour}.",
    "magnastorm.no.colour": "Elige un color de jugador: {colours}.",
    "magnastorm.no.crewbonus": "Elige una casilla libre: 'put up b4' (debajo de otro "
                               "tripulante del panel superior) o 'put low c2'.",
    "magnastorm.no.forrester": "Gasta 0, 1 o 2 cubos amarillos: spend 2.",
    "magnastorm.no.yellow": "No tienes tantos cubos amarillos.",
    "magnastorm.no.trade_shape": "Escribe los 3 cubos que das y el que quieres: trade yellow "
                                 "yellow grey for pink.",
    "magnastorm.no.trade_colours": "Usa los colores de cubo de esta partida: {colours}.",
    "magnastorm.no.trade_same": "El cubo que recibes debe ser distinto de los que das.",
    "magnastorm.no.trade_have": "No tienes {cubes}.",
    "magnastorm.no.lab_slot": "Indica un hueco de laboratorio de tu tablero, por ejemplo: "
                              "lab 1.",
    "magnastorm.no.station_slot": "Indica un hueco de estación de tu tablero, por ejemplo: "
                                  "build 1.",
    "magnastorm.no.lab_empty": "No hay ningún laboratorio en el hueco {slot} de tu tablero.",
    "magnastorm.no.station_empty": "No hay ninguna estación en el hueco {slot} de tu tablero.",
    "magnastorm.no.free_word": "Añade 'free' para usar a Kaysia Vasidis, o nada.",
    "magnastorm.no.kaysia": "Solo quien controla a Kaysia Vasidis puede ignorar el coste.",
    "magnastorm.no.kaysia_used": "Kaysia Vasidis ya se usó en este turno.",
    "magnastorm.no.free_anyway": "Ese ya es gratis.",
    "magnastorm.no.afford": "No te lo puedes permitir: cuesta {cubes}.",
    "magnastorm.no.go_space": "Indica un número de casilla, por ejemplo: go 12.",
    "magnastorm.no.no_steps": "A tu explorador no le queda movimiento.",
    "magnastorm.no.storm_leave": "Tu explorador está en un sector de tormenta: debe moverse "
                                 "a un sector tranquilo o, si no puede, en el sentido de las "
                                 "agujas del reloj hacia el más cercano.",
    "magnastorm.no.into_storm": "Tu explorador no puede entrar en un sector de tormenta.",
    "magnastorm.no.reach": "Esa casilla está fuera de alcance: muévete dentro de tu zona o a "
                           "una zona adyacente.",
    "magnastorm.no.stop_args": "'stop' no lleva argumentos.",
    "magnastorm.no.stop_tx": "Saliste de una estación transmisora: muévete a una casilla "
                             "junto a ella.",
    "magnastorm.no.stop_storm": "Tu explorador está en un sector de tormenta: debe moverse "
                                "hacia la calma.",
    "magnastorm.no.from_late": "Una estación transmisora solo puede ser el punto de partida "
                               "de un movimiento.",
    "magnastorm.no.from_name": "Indica una estación transmisora, por ejemplo: from t2.",
    "magnastorm.no.from_none": "Todavía no hay ninguna estación transmisora en esa casilla.",
    "magnastorm.no.from_own": "Tu propia estación no cuesta nada.",
    "magnastorm.no.from_pay": "Di qué cubo pagas a {who}, por ejemplo: from {station} yellow.",
    "magnastorm.no.no_cube": "No tienes ningún cubo {colour}.",
    "magnastorm.no.from_storm": "Todas las casillas junto a esa estación están en un sector "
                                "de tormenta.",
    "magnastorm.no.mira": "Solo quien controla a Mira Mascovic puede saltar a un laboratorio "
                          "tortuga.",
    "magnastorm.no.mira_late": "Mira Mascovic sustituye al movimiento normal: úsala antes "
                               "de moverte.",
    "magnastorm.no.jump_space": "Indica un número de casilla, por ejemplo: jump 12.",
    "magnastorm.no.jump_target": "Mira Mascovic solo te lleva a una casilla tranquila de una "
                                 "zona con un laboratorio tortuga.",
    "magnastorm.no.justin": "Solo quien controla a Justin B. Beeper puede alargar el "
                            "movimiento.",
    "magnastorm.no.boosted": "Ya alargaste este movimiento.",
    "magnastorm.no.boost_cube": "Indica el cubo que gastas, por ejemplo: boost yellow.",
    "magnastorm.no.boost_own": "El cubo de Justin B. Beeper no puede ser de tu propio color.",
    "magnastorm.no.build": "Solo puedes construir una estación transmisora justo después de "
                           "cruzar un límite de sector junto a una casilla de transmisor "
                           "libre.",
    "magnastorm.no.obj_slot": "Indica un hueco de objetivo del 1 al 4, por ejemplo: obj 3 "
                              "s2 s5.",
    "magnastorm.no.obj_done": "Ya cumpliste ese objetivo.",
    "magnastorm.no.obj_full": "No queda ninguna casilla de reputación junto a ese objetivo.",
    "magnastorm.no.obj_unmet": "Ahora no cumples las condiciones de ese objetivo.",
    "magnastorm.no.obj_targets": "Esos destinos no cumplen el objetivo; por ejemplo: obj "
                                 "{example}.",
    "magnastorm.no.crew_args": "Indica una columna y un color de tripulante, por ejemplo: "
                               "crew b yellow.",
    "magnastorm.no.crew_colour": "No hay tripulantes {colour} en esta partida.",
    "magnastorm.no.crew_column": "No hay ningún tripulante {colour} en la columna {column} "
                                 "del panel superior.",
    "magnastorm.no.crew_opponent": "Solo puedes tomar un tripulante de un rival cuando no "
                                   "queda en el panel superior ninguno neutral ni ninguno de "
                                   "tu color.",
    "magnastorm.no.place_space": "Indica una casilla del panel inferior, por ejemplo: place "
                                 "b3.",
    "magnastorm.no.place_column": "Esa columna no se usa en esta partida.",
    "magnastorm.no.lower_full": "El panel inferior está lleno: coloca en una casilla de la "
                                "fila de abajo.",
    "magnastorm.no.space_used": "Esa casilla ya está ocupada.",
    "magnastorm.no.cubes_args": "'cubes' no lleva argumentos.",
    "magnastorm.no.move_args": "Escribe 'move', o 'move own' / 'move yellow' para el cambio "
                               "de Idris Yakuul.",
    "magnastorm.no.idris": "Solo quien controla a Idris Yakuul puede cambiar un cubo del "
                           "pago.",
    "magnastorm.no.swap_nothing": "Ese cambio no altera nada en este pago.",
    "magnastorm.no.afford_move": "No te puedes permitir el movimiento: cuesta {cubes}.",
    "magnastorm.no.take_column": "Indica una columna, por ejemplo: take b.",
    "magnastorm.no.variant": "La variante de pago es 'own' o 'yellow' (Idris Yakuul).",
    "magnastorm.no.token_empty": "La ficha de jugador inicial no se puede tomar: no hay "
                                 "ningún tripulante debajo.",
    "magnastorm.no.cmd_empty": "No se puede tomar el control de ese comandante: no hay "
                               "ningún tripulante debajo.",
    "magnastorm.no.own_cmd": "Ya controlas a ese comandante.",
    "magnastorm.no.empty": "Escribe un movimiento, por ejemplo: {example}.",
    "magnastorm.no.unknown": "Movimiento desconocido {word!r}. Por ejemplo: {example}.",
    "magnastorm.d.start": "Coloca tu tripulante inicial en la columna {column}",
    "magnastorm.d.research": "Avanza 1 nivel en el área {area}",
    "magnastorm.d.buy_token": "Compra la ficha de jugador inicial por {cubes}",
    "magnastorm.d.take": "Toma el control de {commander} (+{gain} de reputación) por {cubes}",
    "magnastorm.d.crew": "Usa un tripulante {colour} de la columna {column}",
    "magnastorm.d.park": "Lleva un tripulante a {space} (sin acción)",
    "magnastorm.d.place_on": "Coloca en {space}",
    "magnastorm.d.place": "Coloca en {space}: moverse cuesta {move}, los cubos dan {gain}",
    "magnastorm.d.place_bonus": "Coloca en {space}: moverse cuesta {move}, los cubos dan "
                                "{gain}; bonificación: {bonus}",
    "magnastorm.d.move": "Mueve tu explorador por {cubes}",
    "magnastorm.d.cubes": "Toma {cubes}",
    "magnastorm.d.go": "Muévete a {space} ({what} del sector {sector})",
    "magnastorm.d.go_lab": "Muévete a {space} ({what} del sector {sector}, laboratorio de "
                           "{who})",
    "magnastorm.d.stop": "Termina aquí el movimiento",
    "magnastorm.d.from": "Empieza el movimiento en la estación transmisora {station}",
    "magnastorm.d.from_pay": "Empieza el movimiento en la estación transmisora {station}, "
                             "pagando 1 cubo {colour} a su dueño",
    "magnastorm.d.jump": "Salta a {space} (Mira Mascovic)",
    "magnastorm.d.boost": "Gasta 1 cubo {colour} para moverte 1 zona más (Justin B. Beeper)",
    "magnastorm.d.build": "Construye una estación transmisora en {station} por {cubes} (+2 "
                          "de reputación)",
    "magnastorm.d.free_kaysia": "nada (Kaysia Vasidis)",
    "magnastorm.d.lab": "Deja el laboratorio tortuga del hueco {slot} por {cubes}",
    "magnastorm.d.done_lab": "No dejar (más) laboratorios",
    "magnastorm.d.done_study": "No usar a Adira Okzil",
    "magnastorm.d.done_endturn": "Termina tu turno",
    "magnastorm.d.done": "Hecho",
    "magnastorm.d.study": "Gasta 2 cubos propios por 1 nivel en el área {area} (Adira Okzil)",
    "magnastorm.d.gain": "Gana 1 cubo {colour}",
    "magnastorm.d.put_up": "Coloca un tripulante de tu tablero en {space} del panel superior",
    "magnastorm.d.put_low": "Coloca un tripulante de tu tablero en {space} del panel inferior",
    "magnastorm.d.spend": "Gasta {n} cubo(s) amarillo(s) por {n} de reputación",
    "magnastorm.d.obj_sector": "Cumple el objetivo {slot} (retira laboratorios de {targets}) "
                               "por {value} de reputación",
    "magnastorm.d.obj_research": "Cumple el objetivo {slot} (baja {targets}) por {value} de "
                                 "reputación",
    "magnastorm.d.trade": "Cambia {cubes} por 1 cubo {colour}",
    "magnastorm.field.seat": "Asiento",
    "magnastorm.field.colour": "Color",
    "magnastorm.field.artifacts": "Cartas de artefacto",
    "magnastorm.field.artifact": "#{id}: {metal}, nivel {level}, bonificación {bonus}",
    # what the board and hand images say (rendering/magnastorm)
    "magnastorm.r.round": "Ronda {round}/{last}",
    "magnastorm.r.phase.setup": "Posiciones iniciales",
    "magnastorm.r.phase.turns": "Fase 1: acciones",
    "magnastorm.r.phase.admin": "Fase 2: administración",
    "magnastorm.r.phase.over": "Fin de la partida",
    "magnastorm.r.goal": "meta: {goal} de reputación",
    "magnastorm.r.wins": "Gana {who}",
    "magnastorm.r.wins_reason": "Gana {who} ({why})",
    "magnastorm.r.end_triggered": "Se ha activado el final: esta es la última vuelta de turnos.",
    "magnastorm.r.nobody": "Nadie tiene que actuar",
    "magnastorm.r.acting": "{who}: {what}",
    "magnastorm.r.ranked": "{place}.º {who} {score}",
    "magnastorm.r.sector_storm": "S{sector} tormenta",
    "magnastorm.r.sector_quiet": "S{sector} calma",
    "magnastorm.r.centre_round": "RONDA",
    "magnastorm.r.of_rounds": "de {last}",
    "magnastorm.r.lab_income": "INGRESOS",
    "magnastorm.r.per_quiet": "por sector tranquilo",
    "magnastorm.r.labs_scale": "lab.: 1 · 2 · 3 · 4+",
    "magnastorm.r.bag": "bolsa: {n} cubos",
    "magnastorm.r.first_token_tag": "ficha de jugador inicial",
    "magnastorm.r.earns": "gana {metal} #{id}",
    "magnastorm.r.rep": "rep.",
    "magnastorm.r.no_cubes": "sin cubos",
    "magnastorm.r.pieces":
        'labor. {labs}  estaciones {stations}  tripul. {crew}  marcadores {markers}',
    "magnastorm.r.objectives": "obj. {slots}",
    "magnastorm.r.token1": "Ficha de",
    "magnastorm.r.token2": "jugador inicial",
    "magnastorm.r.no_crew": "sin tripulantes",
    "magnastorm.r.upper_panel": "PANEL SUPERIOR",
    "magnastorm.r.price1": "los tripulantes",
    "magnastorm.r.price2": "bajo un comandante",
    "magnastorm.r.price3": "= su precio",
    "magnastorm.r.lower_panel":
        'PANEL INFERIOR: coloca aquí un tripulante y mueve el explorador o toma cubos',
    "magnastorm.r.move": "mover",
    "magnastorm.r.cubes": "cubos",
    "magnastorm.r.free": "gratis",
    "magnastorm.r.short.crew": "+tripul.",
    "magnastorm.r.short.turn": "turno +1",
    "magnastorm.r.short.range": "alcance 2",
    "magnastorm.r.short.extralab": "+lab.",
    "magnastorm.r.short.bag": "bolsa",
    "magnastorm.r.kind_research": "INVESTIGACIÓN ({id})",
    "magnastorm.r.kind_sector": "SECTOR ({id})",
    "magnastorm.r.done": "cumplido:",
    "magnastorm.r.action_board": "TABLERO DE ACCIONES",
    "magnastorm.r.action_hint": "toma un comandante o baja un tripulante",
    "magnastorm.r.research_board": "TABLERO DE INVESTIGACIÓN",
    "magnastorm.r.research_hint": "niveles 0-12 · bonificaciones en los pares",
    "magnastorm.r.spaces": "casillas:",
    "magnastorm.r.any": "= a elegir",
    "magnastorm.r.your_colour": "= tu color",
    "magnastorm.r.any_player": "= cualquier jugador",
    "magnastorm.r.legend": "explorador = disco blanco · laboratorio = forma",
    "magnastorm.r.hand_title": "MAGNASTORM · TU VISTA PRIVADA",
    "magnastorm.r.hand_reputation": "reputación (meta {goal})",
    "magnastorm.r.your_move": "Te toca: {what}",
    "magnastorm.r.waiting": "Esperando a {who}",
    "magnastorm.r.over": "La partida ha terminado",
    "magnastorm.r.nothing": "Nada que decidir por ahora",
    "magnastorm.r.creditcubes": "CUBOS DE CRÉDITO",
    "magnastorm.r.trade_hint": "3 cubos se pueden cambiar siempre por 1 (trade ...)",
    "magnastorm.r.yours": "{colour} (tuyo)",
    "magnastorm.r.player_board": "TU TABLERO DE JUGADOR",
    "magnastorm.r.board_hint": "toma una pieza de cualquier hueco pagando el coste impreso debajo",
    "magnastorm.r.turtle_labs": "laboratorios",
    "magnastorm.r.stations": "estaciones",
    "magnastorm.r.station_rep": "+{n} rep. cada una",
    "magnastorm.r.crew_members": "tripulantes",
    "magnastorm.r.none_left": "no quedan",
    "magnastorm.r.markers": "marcadores",
    "magnastorm.r.left": "quedan",
    "magnastorm.r.runner_on": "explorador en",
    "magnastorm.r.your_research": "TU INVESTIGACIÓN",
    "magnastorm.r.sole_highest": "único en cabeza",
    "magnastorm.r.tied_highest": "empatado en cabeza",
    "magnastorm.r.behind": "a {n} del primero",
    "magnastorm.r.next_bonus": "próxima bonificación en el nivel {level}:",
    "magnastorm.r.bonus.own": "1 cubo de tu color",
    "magnastorm.r.bonus.yellow": "1 cubo amarillo",
    "magnastorm.r.bonus.any": "1 cubo de cualquier color de jugador",
    "magnastorm.r.bonus.bag2": "saca 2 cubos de la bolsa",
    "magnastorm.r.bonus.bag3": "saca 3 cubos de la bolsa",
    "magnastorm.r.bonus.crew": "coloca un tripulante",
    "magnastorm.r.take_over_now": "TOMAR AHORA",
    "magnastorm.r.take_hint": "un cubo por tripulante debajo, más uno del color del dueño",
    "magnastorm.r.first_token": "ficha de jugador inicial",
    "magnastorm.r.can_pay": "puedes pagarlo",
    "magnastorm.r.cannot_pay": "no tienes cubos suficientes",
    "magnastorm.r.no_crew_below": "sin tripulantes debajo: no se puede tomar",
    "magnastorm.r.your_commanders": "TUS COMANDANTES",
    "magnastorm.r.none_yet": "ninguno aún",
    "magnastorm.r.your_artifacts": "TUS CARTAS DE ARTEFACTO",
    "magnastorm.r.artifacts_hint": "privado: solo tú ves tu colección",
    "magnastorm.r.no_artifacts":
        'ninguna aún: el final de una partida da una según el puesto (oro, plata, bronce)',
    "magnastorm.r.level": "nivel {level}",
    "magnastorm.r.artifact_bonus": "bonif.: {bonus}",
    "magnastorm.r.drawn_for_start": "sacada para el inicio",
    "magnastorm.r.earned": "ganada en esta partida: {metal} #{id}",
}

FR: dict[str, str] = {
    "magnastorm.option.start_area": "1 ou 2",
    "magnastorm.option.first_player": "un numéro de place de 0 au nombre de joueurs moins un",
    "magnastorm.option.advanced_start": "true ou false",
    "magnastorm.option.artifacts": ("une liste de numéros de cartes d'artefact, de {low} à "
                                    "{high}, par joueur"),
    "magnastorm.summary": (
        "Explorez une planète balayée par des tempêtes magnétiques. En phase 1, tour après "
        "tour jusqu'à ce que le panneau d'actions supérieur soit vide, prenez le contrôle "
        "d'un commandant (en payant des cubes) ou descendez un membre d'équipage pour "
        "déplacer votre éclaireur et poser des laboratoires-tortues (en progressant en "
        "recherche) ou prendre les cubes de cette rangée. En phase 2, les secteurs calmes "
        "rapportent les revenus des laboratoires, les majorités et les meneurs en recherche "
        "gagnent de la réputation, l'ordre du tour change et la tempête avance. Atteindre "
        "27 (4 joueurs), 23 (3) ou 25 (2) de réputation termine la partie après ce tour."),
    "magnastorm.notation_help": _NOTATION_FR,
    "magnastorm.player.grey": "Gris",
    "magnastorm.player.purple": "Violet",
    "magnastorm.player.pink": "Rose",
    "magnastorm.player.orange": "Orange",
    "magnastorm.colour.yellow": "jaune",
    "magnastorm.colour.grey": "gris",
    "magnastorm.colour.purple": "violet",
    "magnastorm.colour.pink": "rose",
    "magnastorm.colour.orange": "orange",
    "magnastorm.colour.black": "noir",
    "magnastorm.colours.yellow": "jaunes",
    "magnastorm.colours.grey": "gris",
    "magnastorm.colours.purple": "violets",
    "magnastorm.colours.pink": "roses",
    "magnastorm.colours.orange": "orange",
    "magnastorm.colours.black": "noirs",
    "magnastorm.area.green": "vert",
    "magnastorm.area.red": "rouge",
    "magnastorm.area.blue": "bleu",
    "magnastorm.area.cyan": "cyan",
    "magnastorm.area.white": "blanc",
    "magnastorm.space.green": "case verte",
    "magnastorm.space.red": "case rouge",
    "magnastorm.space.blue": "case bleue",
    "magnastorm.space.cyan": "case cyan",
    "magnastorm.space.white": "case blanche",
    "magnastorm.space.start": "case de départ",
    "magnastorm.metal.gold": "or",
    "magnastorm.metal.silver": "argent",
    "magnastorm.metal.bronze": "bronze",
    "magnastorm.artifact_bonus.reputation": "réputation",
    "magnastorm.artifact_bonus.cube": "cube",
    "magnastorm.cubes": "{n} {colour}",
    "magnastorm.nothing": "rien",
    "magnastorm.bonus.crew": "placer un membre d'équipage",
    "magnastorm.bonus.turn": "monter dans l'ordre du tour",
    "magnastorm.bonus.range": "se déplacer de 2 zones",
    "magnastorm.bonus.extralab": "un laboratoire de plus",
    "magnastorm.bonus.bag": "piocher dans le sac",
    "magnastorm.bonus.research_green": "+1 vert",
    "magnastorm.bonus.research_red": "+1 rouge",
    "magnastorm.bonus.research_blue": "+1 bleu",
    "magnastorm.bonus.research_cyan": "+1 cyan",
    "magnastorm.why.level": "un niveau",
    "magnastorm.why.yuul": "Yuul Mbado",
    "magnastorm.why.rain": "Rain Davenpitt",
    "magnastorm.why.rain_tie": "Rain Davenpitt (égalité pour ton domaine le plus bas)",
    "magnastorm.why.ellen": "Ellen B. Outridge",
    "magnastorm.why.first_token": "le jeton de premier joueur",
    "magnastorm.why.research_bonus": "un bonus de recherche",
    "magnastorm.why.white_lab": "un laboratoire sur une case blanche",
    "magnastorm.why.franzkarl": "un niveau en {area} (Franzkarl Huber : n'importe quel "
                                "domaine)",
    "magnastorm.commander.forrester": (
        "En recevant cette carte, tu peux aussitôt dépenser jusqu'à 2 cubes de crédit jaunes "
        "pour gagner 1 de réputation chacun."),
    "magnastorm.commander.justin": (
        "Chaque fois que tu déplaces ton éclaireur, tu peux dépenser 1 cube de crédit pour "
        "augmenter ta portée de 1. Le cube ne peut pas être de ta couleur."),
    "magnastorm.commander.ellen": (
        "Chaque fois que tu remplis un objectif, tu gagnes 1 de réputation en plus et tu "
        "avances d'un niveau dans le domaine de recherche de ton choix."),
    "magnastorm.commander.adira": (
        "Chaque fois que tu déplaces ton éclaireur, tu peux dépenser 2 cubes de crédit de ta "
        "couleur pour avancer d'un niveau dans n'importe quel domaine de recherche."),
    "magnastorm.commander.idris": (
        "Chaque fois que tu utilises l'action déplacer l'éclaireur ou prendre un commandant, "
        "tu peux remplacer 1 cube jaune par 1 cube de ta couleur (ou l'inverse)."),
    "magnastorm.commander.mira": (
        "Chaque fois que tu déplaces ton éclaireur, tu peux le placer sur une case de "
        "n'importe quelle zone contenant un laboratoire-tortue au lieu du déplacement "
        "normal ; ton déplacement s'arrête. Si la case est vide, tu peux y poser 1 "
        "laboratoire-tortue."),
    "magnastorm.commander.azrea": (
        "Chaque fois que tu fais une action de déplacement, tu peux dépenser 1 cube de ta "
        "couleur pour poser 1 laboratoire-tortue de plus sur cette case (en payant aussi son "
        "coût habituel)."),
    "magnastorm.commander.ozgul": (
        "Gagne 1 de réputation en plus pour chaque majorité de secteur à toi pendant la "
        "phase d'administration."),
    "magnastorm.commander.franzkarl": (
        "Chaque fois que tu gagnes un niveau dans un domaine de recherche, tu peux le gagner "
        "à la place dans n'importe quel domaine."),
    "magnastorm.commander.rain": (
        "Chaque fois que tu fais l'action recevoir des cubes de crédit, tu gagnes 1 niveau "
        "dans le domaine de recherche où tu es le plus bas. En cas d'égalité, tu choisis."),
    "magnastorm.commander.yuul": (
        "Chaque fois que tu fais l'action recevoir des cubes de crédit, tu gagnes 1 cube de "
        "plus de n'importe quelle couleur de joueur."),
    "magnastorm.commander.joy": (
        "Chaque fois que tu prends des cubes de crédit dans le sac, tu peux en piocher et en "
        "garder 2 de plus."),
    "magnastorm.commander.cedric": "Gagne aussitôt 1 de réputation en recevant cette carte.",
    "magnastorm.commander.kimkin": (
        "Une fois par manche, tu peux placer ton membre d'équipage sur une case d'action "
        "déjà utilisée pour faire l'action correspondante (bonus compris)."),
    "magnastorm.commander.sayuri": (
        "Chaque fois que tu utilises l'action déplacer l'éclaireur, tu peux payer 1 cube de "
        "ta couleur de moins."),
    "magnastorm.commander.kaysia": (
        "Une fois par tour, si tu déplaces ton éclaireur, tu peux ignorer le coût pour poser "
        "un laboratoire-tortue ou construire une station émettrice."),
    "magnastorm.first_token_text": (
        "Avance aussitôt d'un niveau dans n'importe quel domaine de recherche et reçois 1 cube "
        "de crédit de n'importe quelle couleur (sauf jaune). Tu deviens premier joueur."),
    "magnastorm.objective.r1": "Descends 1 marqueur de 10 niveaux dans un domaine de "
                               "recherche.",
    "magnastorm.objective.r2": (
        "À la manche 1/2+, descends 2/3 marqueurs de 2 niveaux dans des domaines de "
        "recherche. Tu dois avoir le plus de connaissances dans l'un de ces domaines."),
    "magnastorm.objective.r3": (
        "À la manche 1/2/3+, descends 1 marqueur de 4/6/8 niveaux dans un domaine de "
        "recherche. Tu dois avoir le plus de connaissances dans ce domaine."),
    "magnastorm.objective.r4": (
        "À la manche 1/2+, tu contrôles 2/3 commandants. De plus, descends 1 marqueur de 3/5 "
        "niveaux dans un domaine de recherche."),
    "magnastorm.objective.s1": (
        "Retire 2 laboratoires-tortues de chacun de 2 secteurs. Tu dois avoir la majorité "
        "des laboratoires dans l'un de ces secteurs."),
    "magnastorm.objective.s2": "Retire 4 laboratoires-tortues d'un secteur.",
    "magnastorm.objective.s3": "Retire 1 laboratoire-tortue de chacun de 4 secteurs.",
    "magnastorm.objective.s4": (
        "À la manche 1/2+, retire 2/3 laboratoires-tortues d'un secteur calme et d'un "
        "secteur de tempête."),
    "magnastorm.reason.reached": "{who} a atteint {goal} de réputation",
    "magnastorm.reason.rounds": "la manche {round} est terminée",
    "magnastorm.outcome": "{who} gagne avec {reputation} de réputation ({why}) ; les égalités "
                          "sont départagées par l'ordre du tour.",
    "magnastorm.ev.setup": "Magnastorm à {players} joueurs, zone de départ {area}.",
    "magnastorm.ev.draws_artifacts": "{who} pioche les artefacts {cards} (niveaux "
                                     "{first}+{second}).",
    "magnastorm.ev.turn_order": "Ordre du tour : {order}.",
    "magnastorm.ev.order_bonus": "{who} reçoit 1 cube {colour} en bonus d'ordre du tour.",
    "magnastorm.ev.artifact_reputation": "{who} gagne 1 de réputation (#{card}).",
    "magnastorm.ev.artifact_cube": "{who} gagne 1 cube {colour} (#{card}).",
    "magnastorm.ev.start_crew": "{who} place un membre d'équipage de départ dans la colonne "
                                "{column}.",
    "magnastorm.ev.start_research": "{who} commence avec un niveau en {area}.",
    "magnastorm.ev.adira": "{who} dépense 2 cubes {colour} pour la recherche (Adira Okzil).",
    "magnastorm.ev.gain_colour": "{who} gagne 1 cube {colour} ({why}).",
    "magnastorm.ev.crew_bonus_up": "{who} place un membre d'équipage de son plateau sur "
                                   "{space} du panneau supérieur.",
    "magnastorm.ev.crew_bonus_low": "{who} place un membre d'équipage de son plateau sur "
                                    "{space} du panneau inférieur.",
    "magnastorm.ev.forrester": "{who} dépense {n} jaune(s) pour {n} de réputation (Forrester "
                               "Dain).",
    "magnastorm.ev.end_triggered": "{who} a atteint {goal} de réputation : la partie se "
                                   "termine quand le dernier dans l'ordre du tour aura joué.",
    "magnastorm.ev.admin": "Administration de la manche {round}.",
    "magnastorm.ev.income_one": "{who} reçoit {cubes} pour {n} laboratoire dans le secteur "
                                "{sector}.",
    "magnastorm.ev.income_many": "{who} reçoit {cubes} pour {n} laboratoires dans le secteur "
                                 "{sector}.",
    "magnastorm.ev.majority": "{who} a la majorité dans le secteur {sector} : +{n} de "
                              "réputation.",
    "magnastorm.ev.tie": "Égalité en {area} : {commander} est rendu.",
    "magnastorm.ev.token_back": "{who} rend le jeton de premier joueur. Ordre du tour : "
                                "{order}.",
    "magnastorm.ev.turn_up": "{who} monte à la place {position} de l'ordre du tour (à partir "
                             "du prochain tour de table).",
    "magnastorm.ev.trade": "{who} échange {cubes} contre 1 cube {colour}.",
    "magnastorm.ev.takes_cubes": "{who} prend {cubes}.",
    "magnastorm.ev.artifact": "{who} pioche l'artefact en {metal} #{card} (niveau {level}, "
                              "{bonus}).",
    "magnastorm.ev.over": "La partie est terminée ({why}). {who} gagne avec {reputation} de "
                          "réputation.",
    "magnastorm.ev.lab": "{who} pose un laboratoire-tortue sur {space} pour {cubes}.",
    "magnastorm.ev.lab_extra": "{who} pose un laboratoire-tortue sur {space} pour {cubes} "
                               "(laboratoire de plus).",
    "magnastorm.ev.lab_azrea": "{who} pose un laboratoire-tortue sur {space} pour {cubes} "
                               "(laboratoire de plus, Azrea Bonsmai).",
    "magnastorm.ev.pays_move": "{who} paie {cubes} pour déplacer l'éclaireur.",
    "magnastorm.ev.runner_moves": "L'éclaireur de {who} va en {space}.",
    "magnastorm.ev.station_pay": "{who} paie 1 cube {colour} à {owner} pour partir de la "
                                 "station {station}.",
    "magnastorm.ev.own_station": "{who} part de sa propre station {station}.",
    "magnastorm.ev.jump": "L'éclaireur de {who} saute en {space} (Mira Mascovic).",
    "magnastorm.ev.boost": "{who} dépense 1 cube {colour} pour aller 1 zone plus loin "
                           "(Justin B. Beeper).",
    "magnastorm.ev.build": "{who} construit une station émettrice en {station} pour {cubes}.",
    "magnastorm.ev.build_free": "{who} construit une station émettrice en {station} pour "
                                "{cubes} (Kaysia Vasidis).",
    "magnastorm.ev.objective": "{who} remplit l'objectif {slot} ({targets}) pour {value} de "
                               "réputation.",
    "magnastorm.ev.ellen": "{who} gagne 1 de réputation de plus (Ellen B. Outridge).",
    "magnastorm.ev.takes_crew": "{who} prend un membre d'équipage {colour} dans la colonne "
                                "{column}.",
    "magnastorm.ev.parks": "{who} déplace un membre d'équipage {colour} en {space}.",
    "magnastorm.ev.kimkin": "{who} utilise Kim-Kin Park pour partager la case {space}.",
    "magnastorm.ev.places_crew": "{who} place un membre d'équipage en {space}.",
    "magnastorm.ev.top": "{who} est déjà au sommet du domaine {area}.",
    "magnastorm.ev.advances": "{who} passe au niveau {level} du domaine {area}.",
    "magnastorm.ev.gains_cube": "{who} gagne 1 cube {colour}.",
    "magnastorm.ev.bag": "{who} pioche dans le sac et obtient {cubes}.",
    "magnastorm.ev.round": "La manche {round} commence. Secteurs calmes : {sectors}.",
    "magnastorm.ev.buys_token": "{who} achète le jeton de premier joueur pour {cubes}.",
    "magnastorm.ev.takes_over": "{who} prend le contrôle de {commander} pour {cubes}.",
    "magnastorm.ev.loses_cmd": "{who} perd {commander} et {n} de réputation.",
    "magnastorm.ev.gains_cmd": "{who} gagne {commander} et {n} de réputation.",
    "magnastorm.ev.cedric": "{who} gagne 1 de réputation (Cedric J. Lebeaux).",
    "magnastorm.prompt": "{who} : {what}.",
    "magnastorm.prompt.over": "La partie est terminée.",
    "magnastorm.prompt.start_crew": "place ton membre d'équipage de départ dans une colonne à "
                                    "toi (start <colonne>)",
    "magnastorm.prompt.start_research": "avance dans un domaine de recherche que personne n'a "
                                        "encore choisi (research <domaine>)",
    "magnastorm.prompt.research": "choisis le domaine de recherche pour {why} (research "
                                  "<domaine>)",
    "magnastorm.prompt.turn": "prends le contrôle d'un commandant (take <colonne>) ou choisis "
                              "un membre d'équipage (crew <colonne> <couleur>)",
    "magnastorm.prompt.park": "place le(s) {n} membre(s) d'équipage du commandant sur le "
                              "panneau inférieur (place <case>)",
    "magnastorm.prompt.place": "place le membre d'équipage sur le panneau inférieur (place "
                               "<case>)",
    "magnastorm.prompt.action": "déplace ton éclaireur (move) ou prends des cubes de crédit "
                                "(cubes)",
    "magnastorm.prompt.movement": "déplace ton éclaireur (go <case>) ou arrête-toi (stop)",
    "magnastorm.prompt.movement_tx": "déplace ton éclaireur (go <case>) ou arrête-toi (stop) "
                                     "; tu peux construire une station en {station} (build "
                                     "<emplacement>)",
    "magnastorm.prompt.lab": "pose un laboratoire-tortue sur {space} (lab <emplacement>) ou "
                             "done",
    "magnastorm.prompt.study": "dépense 2 cubes de ta couleur pour un niveau de recherche "
                               "(study <domaine>) ou done",
    "magnastorm.prompt.colour": "choisis un cube de couleur de joueur pour {why} (gain "
                                "<couleur>)",
    "magnastorm.prompt.crewbonus": "place un membre d'équipage de ton plateau (put up <case> "
                                   "/ put low <case>)",
    "magnastorm.prompt.forrester": "dépense jusqu'à 2 cubes jaunes pour 1 de réputation "
                                   "chacun (spend <n>)",
    "magnastorm.prompt.endturn": "remplis un objectif (obj <emplacement> ...) ou termine ton "
                                 "tour (done)",
    "magnastorm.prompt.decide": "décide",
    "magnastorm.no.over": "La partie est terminée.",
    "magnastorm.no.nobody": "Personne n'a à décider maintenant.",
    "magnastorm.no.seat": "Cette place n'est pas dans cette partie.",
    "magnastorm.no.turn": "Ce n'est pas ton tour : c'est à {who} de décider.",
    "magnastorm.no.trade_setup": "Les échanges de cubes commencent avec le premier tour.",
    "magnastorm.no.verb_prompt": "Tu ne peux pas faire '{verb}' maintenant : {prompt}",
    "magnastorm.no.verb_quoted": "Tu ne peux pas faire '{verb}' maintenant.",
    "magnastorm.no.verb": "Tu ne peux pas faire {verb} maintenant.",
    "magnastorm.no.not_offered": "Ce n'est pas l'un de tes choix maintenant : {prompt}",
    "magnastorm.no.start_column": "Indique une colonne, par exemple : start b.",
    "magnastorm.no.start_used": "Un autre membre d'équipage de départ est déjà dans cette "
                                "colonne.",
    "magnastorm.no.area": "Indique un domaine de recherche : {areas}.",
    "magnastorm.no.area_taken": "Un autre joueur a déjà avancé dans ce domaine : chacun doit "
                                "en choisir un différent.",
    "magnastorm.no.choose": "Choisis parmi : {areas}.",
    "magnastorm.no.done_args": "Done ne prend pas d'autres mots.",
    "magnastorm.no.adira": "Adira Okzil demande 2 cubes {colour}.",
    "magnastorm.no.colour": "Choisis une couleur de joueur : {colours}.",
    "magnastorm.no.crewbonus": "Choisis une case libre : 'put up b4' (sous un autre membre "
                               "d'équipage du panneau supérieur) ou 'put low c2'.",
    "magnastorm.no.forrester": "Dépense 0, 1 ou 2 cubes jaunes : spend 2.",
    "magnastorm.no.yellow": "Tu n'as pas autant de cubes jaunes.",
    "magnastorm.no.trade_shape": "Écris les 3 cubes que tu donnes et celui que tu veux : "
                                 "trade yellow yellow grey for pink.",
    "magnastorm.no.trade_colours": "Utilise les couleurs de cube de cette partie : {colours}.",
    "magnastorm.no.trade_same": "Le cube reçu doit être différent des cubes donnés.",
    "magnastorm.no.trade_have": "Tu n'as pas {cubes}.",
    "magnastorm.no.lab_slot": "Indique un emplacement de laboratoire de ton plateau, par "
                              "exemple : lab 1.",
    "magnastorm.no.station_slot": "Indique un emplacement de station de ton plateau, par "
                                  "exemple : build 1.",
    "magnastorm.no.lab_empty": "Il n'y a pas de laboratoire sur l'emplacement {slot} de ton "
                               "plateau.",
    "magnastorm.no.station_empty": "Il n'y a pas de station sur l'emplacement {slot} de ton "
                                   "plateau.",
    "magnastorm.no.free_word": "Ajoute 'free' pour utiliser Kaysia Vasidis, ou rien.",
    "magnastorm.no.kaysia": "Seul qui contrôle Kaysia Vasidis peut ignorer le coût.",
    "magnastorm.no.kaysia_used": "Kaysia Vasidis a déjà servi ce tour-ci.",
    "magnastorm.no.free_anyway": "Celui-là est déjà gratuit.",
    "magnastorm.no.afford": "Tu n'en as pas les moyens : cela coûte {cubes}.",
    "magnastorm.no.go_space": "Indique un numéro de case, par exemple : go 12.",
    "magnastorm.no.no_steps": "Ton éclaireur n'a plus de déplacement.",
    "magnastorm.no.storm_leave": "Ton éclaireur est dans un secteur de tempête : il doit "
                                 "aller dans un secteur calme ou, s'il ne le peut pas, dans "
                                 "le sens horaire vers le plus proche.",
    "magnastorm.no.into_storm": "Ton éclaireur ne peut pas entrer dans un secteur de tempête.",
    "magnastorm.no.reach": "Cette case est hors de portée : déplace-toi dans ta zone ou vers "
                           "une zone adjacente.",
    "magnastorm.no.stop_args": "'stop' ne prend pas d'argument.",
    "magnastorm.no.stop_tx": "Tu es parti d'une station émettrice : va sur une case voisine.",
    "magnastorm.no.stop_storm": "Ton éclaireur est dans un secteur de tempête : il doit aller "
                                "vers le calme.",
    "magnastorm.no.from_late": "Une station émettrice ne peut être que le point de départ "
                               "d'un déplacement.",
    "magnastorm.no.from_name": "Indique une station émettrice, par exemple : from t2.",
    "magnastorm.no.from_none": "Il n'y a pas encore de station émettrice sur cette case.",
    "magnastorm.no.from_own": "Ta propre station ne coûte rien.",
    "magnastorm.no.from_pay": "Dis quel cube tu paies à {who}, par exemple : from {station} "
                              "yellow.",
    "magnastorm.no.no_cube": "Tu n'as aucun cube {colour}.",
    "magnastorm.no.from_storm": "Toutes les cases voisines de cette station sont dans un "
                                "secteur de tempête.",
    "magnastorm.no.mira": "Seul qui contrôle Mira Mascovic peut sauter vers un "
                          "laboratoire-tortue.",
    "magnastorm.no.mira_late": "Mira Mascovic remplace le déplacement normal : utilise-la "
                               "avant de bouger.",
    "magnastorm.no.jump_space": "Indique un numéro de case, par exemple : jump 12.",
    "magnastorm.no.jump_target": "Mira Mascovic ne t'emmène que sur une case calme d'une "
                                 "zone avec un laboratoire-tortue.",
    "magnastorm.no.justin": "Seul qui contrôle Justin B. Beeper peut allonger le "
                            "déplacement.",
    "magnastorm.no.boosted": "Tu as déjà allongé ce déplacement.",
    "magnastorm.no.boost_cube": "Indique le cube que tu dépenses, par exemple : boost yellow.",
    "magnastorm.no.boost_own": "Le cube de Justin B. Beeper ne peut pas être de ta couleur.",
    "magnastorm.no.build": "Tu ne peux construire une station émettrice que juste après avoir "
                           "franchi une frontière de secteur près d'une case d'émetteur "
                           "libre.",
    "magnastorm.no.obj_slot": "Indique un emplacement d'objectif de 1 à 4, par exemple : obj "
                              "3 s2 s5.",
    "magnastorm.no.obj_done": "Tu as déjà rempli cet objectif.",
    "magnastorm.no.obj_full": "Il ne reste aucune case de réputation à côté de cet objectif.",
    "magnastorm.no.obj_unmet": "Tu ne remplis pas les conditions de cet objectif "
                               "maintenant.",
    "magnastorm.no.obj_targets": "Ces cibles ne remplissent pas l'objectif ; par exemple : "
                                 "obj {example}.",
    "magnastorm.no.crew_args": "Indique une colonne et une couleur d'équipage, par exemple : "
                               "crew b yellow.",
    "magnastorm.no.crew_colour": "Il n'y a pas d'équipage {colour} dans cette partie.",
    "magnastorm.no.crew_column": "Il n'y a pas de membre d'équipage {colour} dans la colonne "
                                 "{column} du panneau supérieur.",
    "magnastorm.no.crew_opponent": "Tu ne peux prendre un membre d'équipage adverse que s'il "
                                   "ne reste sur le panneau supérieur aucun membre neutre ni "
                                   "aucun de ta couleur.",
    "magnastorm.no.place_space": "Indique une case du panneau inférieur, par exemple : place "
                                 "b3.",
    "magnastorm.no.place_column": "Cette colonne ne sert pas dans cette partie.",
    "magnastorm.no.lower_full": "Le panneau inférieur est plein : place sur une case de la "
                                "rangée du bas.",
    "magnastorm.no.space_used": "Cette case est déjà utilisée.",
    "magnastorm.no.cubes_args": "'cubes' ne prend pas d'argument.",
    "magnastorm.no.move_args": "Écris 'move', ou 'move own' / 'move yellow' pour l'échange "
                               "d'Idris Yakuul.",
    "magnastorm.no.idris": "Seul qui contrôle Idris Yakuul peut échanger un cube du "
                           "paiement.",
    "magnastorm.no.swap_nothing": "Cet échange ne change rien à ce paiement.",
    "magnastorm.no.afford_move": "Tu n'as pas les moyens de ce déplacement : il coûte "
                                 "{cubes}.",
    "magnastorm.no.take_column": "Indique une colonne, par exemple : take b.",
    "magnastorm.no.variant": "La variante de paiement est 'own' ou 'yellow' (Idris Yakuul).",
    "magnastorm.no.token_empty": "Le jeton de premier joueur ne peut pas être pris : aucun "
                                 "membre d'équipage n'est en dessous.",
    "magnastorm.no.cmd_empty": "Ce commandant ne peut pas être pris : aucun membre "
                               "d'équipage n'est en dessous.",
    "magnastorm.no.own_cmd": "Tu contrôles déjà ce commandant.",
    "magnastorm.no.empty": "Écris un coup, par exemple : {example}.",
    "magnastorm.no.unknown": "Coup inconnu {word!r}. Par exemple : {example}.",
    "magnastorm.d.start": "Place ton membre d'équipage de départ dans la colonne {column}",
    "magnastorm.d.research": "Avance d'un niveau en {area}",
    "magnastorm.d.buy_token": "Achète le jeton de premier joueur pour {cubes}",
    "magnastorm.d.take": "Prends le contrôle de {commander} (+{gain} de réputation) pour "
                         "{cubes}",
    "magnastorm.d.crew": "Utilise un membre d'équipage {colour} de la colonne {column}",
    "magnastorm.d.park": "Déplace un membre d'équipage en {space} (sans action)",
    "magnastorm.d.place_on": "Place en {space}",
    "magnastorm.d.place": "Place en {space} : se déplacer coûte {move}, les cubes donnent "
                          "{gain}",
    "magnastorm.d.place_bonus": "Place en {space} : se déplacer coûte {move}, les cubes "
                                "donnent {gain} ; bonus : {bonus}",
    "magnastorm.d.move": "Déplace ton éclaireur pour {cubes}",
    "magnastorm.d.cubes": "Prends {cubes}",
    "magnastorm.d.go": "Va en {space} ({what} du secteur {sector})",
    "magnastorm.d.go_lab": "Va en {space} ({what} du secteur {sector}, laboratoire de {who})",
    "magnastorm.d.stop": "Termine le déplacement ici",
    "magnastorm.d.from": "Commence le déplacement à la station émettrice {station}",
    "magnastorm.d.from_pay": "Commence le déplacement à la station émettrice {station}, en "
                             "payant 1 cube {colour} à son propriétaire",
    "magnastorm.d.jump": "Saute en {space} (Mira Mascovic)",
    "magnastorm.d.boost": "Dépense 1 cube {colour} pour aller 1 zone plus loin (Justin B. "
                          "Beeper)",
    "magnastorm.d.build": "Construis une station émettrice en {station} pour {cubes} (+2 de "
                          "réputation)",
    "magnastorm.d.free_kaysia": "rien (Kaysia Vasidis)",
    "magnastorm.d.lab": "Pose le laboratoire-tortue de l'emplacement {slot} pour {cubes}",
    "magnastorm.d.done_lab": "Ne pas poser de laboratoire (de plus)",
    "magnastorm.d.done_study": "Ne pas utiliser Adira Okzil",
    "magnastorm.d.done_endturn": "Termine ton tour",
    "magnastorm.d.done": "Fini",
    "magnastorm.d.study": "Dépense 2 cubes de ta couleur pour 1 niveau en {area} (Adira "
                          "Okzil)",
    "magnastorm.d.gain": "Gagne 1 cube {colour}",
    "magnastorm.d.put_up": "Place un membre d'équipage de ton plateau en {space} du panneau "
                           "supérieur",
    "magnastorm.d.put_low": "Place un membre d'équipage de ton plateau en {space} du panneau "
                            "inférieur",
    "magnastorm.d.spend": "Dépense {n} cube(s) jaune(s) pour {n} de réputation",
    "magnastorm.d.obj_sector": "Remplis l'objectif {slot} (retire des laboratoires de "
                               "{targets}) pour {value} de réputation",
    "magnastorm.d.obj_research": "Remplis l'objectif {slot} (descends {targets}) pour {value} "
                                 "de réputation",
    "magnastorm.d.trade": "Échange {cubes} contre 1 cube {colour}",
    "magnastorm.field.seat": "Place",
    "magnastorm.field.colour": "Couleur",
    "magnastorm.field.artifacts": "Cartes d'artefact",
    "magnastorm.field.artifact": "#{id} : {metal}, niveau {level}, bonus {bonus}",
    # what the board and hand images say (rendering/magnastorm)
    "magnastorm.r.round": "Manche {round}/{last}",
    "magnastorm.r.phase.setup": "Positions de départ",
    "magnastorm.r.phase.turns": "Phase 1 : actions",
    "magnastorm.r.phase.admin": "Phase 2 : administration",
    "magnastorm.r.phase.over": "Partie terminée",
    "magnastorm.r.goal": "objectif : {goal} de réputation",
    "magnastorm.r.wins": "{who} gagne",
    "magnastorm.r.wins_reason": "{who} gagne ({why})",
    "magnastorm.r.end_triggered": "La fin est déclenchée : c'est le dernier tour de table.",
    "magnastorm.r.nobody": "Personne ne doit jouer",
    "magnastorm.r.acting": "{who} : {what}",
    "magnastorm.r.ranked": "{place}. {who} {score}",
    "magnastorm.r.sector_storm": "S{sector} tempête",
    "magnastorm.r.sector_quiet": "S{sector} calme",
    "magnastorm.r.centre_round": "MANCHE",
    "magnastorm.r.of_rounds": "sur {last}",
    "magnastorm.r.lab_income": "REVENUS",
    "magnastorm.r.per_quiet": "par secteur calme",
    "magnastorm.r.labs_scale": "labos : 1 · 2 · 3 · 4+",
    "magnastorm.r.bag": "sac : {n} cubes",
    "magnastorm.r.first_token_tag": "jeton de premier joueur",
    "magnastorm.r.earns": "gagne {metal} #{id}",
    "magnastorm.r.rep": "rép.",
    "magnastorm.r.no_cubes": "aucun cube",
    "magnastorm.r.pieces":
        'labos {labs}  stations {stations}  équipage {crew}  marqueurs {markers}',
    "magnastorm.r.objectives": "obj. {slots}",
    "magnastorm.r.token1": "Jeton de",
    "magnastorm.r.token2": "premier joueur",
    "magnastorm.r.no_crew": "sans équipage",
    "magnastorm.r.upper_panel": "PANNEAU SUPÉRIEUR",
    "magnastorm.r.price1": "l'équipage sous",
    "magnastorm.r.price2": "chaque commandant",
    "magnastorm.r.price3": "= son prix",
    "magnastorm.r.lower_panel":
        ("PANNEAU INFÉRIEUR : place ici un membre d'équipage, puis déplace l'éclaireur ou "
         "prends des cubes"),
    "magnastorm.r.move": "bouger",
    "magnastorm.r.cubes": "cubes",
    "magnastorm.r.free": "gratuit",
    "magnastorm.r.short.crew": "+équip.",
    "magnastorm.r.short.turn": "tour +1",
    "magnastorm.r.short.range": "portée 2",
    "magnastorm.r.short.extralab": "+labo",
    "magnastorm.r.short.bag": "sac",
    "magnastorm.r.kind_research": "RECHERCHE ({id})",
    "magnastorm.r.kind_sector": "SECTEUR ({id})",
    "magnastorm.r.done": "rempli :",
    "magnastorm.r.action_board": "PLATEAU D'ACTIONS",
    "magnastorm.r.action_hint": "prends un commandant ou descends un membre d'équipage",
    "magnastorm.r.research_board": "PLATEAU DE RECHERCHE",
    "magnastorm.r.research_hint": "niveaux 0-12 · bonus aux niveaux pairs",
    "magnastorm.r.spaces": "cases :",
    "magnastorm.r.any": "= au choix",
    "magnastorm.r.your_colour": "= ta couleur",
    "magnastorm.r.any_player": "= tout joueur",
    "magnastorm.r.legend": "éclaireur = disque blanc · labo = forme",
    "magnastorm.r.hand_title": "MAGNASTORM · TA VUE PRIVÉE",
    "magnastorm.r.hand_reputation": "réputation (objectif {goal})",
    "magnastorm.r.your_move": "À toi : {what}",
    "magnastorm.r.waiting": "En attente de {who}",
    "magnastorm.r.over": "La partie est terminée",
    "magnastorm.r.nothing": "Rien à décider pour l'instant",
    "magnastorm.r.creditcubes": "CUBES DE CRÉDIT",
    "magnastorm.r.trade_hint": "3 cubes s'échangent toujours contre 1 (trade ...)",
    "magnastorm.r.yours": "{colour} (à toi)",
    "magnastorm.r.player_board": "TON PLATEAU JOUEUR",
    "magnastorm.r.board_hint":
        "prends une pièce de n'importe quel emplacement en payant le coût dessous",
    "magnastorm.r.turtle_labs": "laboratoires",
    "magnastorm.r.stations": "stations",
    "magnastorm.r.station_rep": "+{n} rép. chacune",
    "magnastorm.r.crew_members": "équipage",
    "magnastorm.r.none_left": "plus aucun",
    "magnastorm.r.markers": "marqueurs",
    "magnastorm.r.left": "restants",
    "magnastorm.r.runner_on": "éclaireur en",
    "magnastorm.r.your_research": "TA RECHERCHE",
    "magnastorm.r.sole_highest": "seul en tête",
    "magnastorm.r.tied_highest": "à égalité en tête",
    "magnastorm.r.behind": "{n} derrière le premier",
    "magnastorm.r.next_bonus": "prochain bonus au niveau {level} :",
    "magnastorm.r.bonus.own": "1 cube de ta couleur",
    "magnastorm.r.bonus.yellow": "1 cube jaune",
    "magnastorm.r.bonus.any": "1 cube de n'importe quelle couleur de joueur",
    "magnastorm.r.bonus.bag2": "pioche 2 cubes dans le sac",
    "magnastorm.r.bonus.bag3": "pioche 3 cubes dans le sac",
    "magnastorm.r.bonus.crew": "place un membre d'équipage",
    "magnastorm.r.take_over_now": "PRENDRE MAINTENANT",
    "magnastorm.r.take_hint":
        "un cube par membre d'équipage dessous, plus un de la couleur du propriétaire",
    "magnastorm.r.first_token": "jeton de premier joueur",
    "magnastorm.r.can_pay": "tu peux payer",
    "magnastorm.r.cannot_pay": "pas assez de cubes",
    "magnastorm.r.no_crew_below": "aucun équipage dessous : impossible à prendre",
    "magnastorm.r.your_commanders": "TES COMMANDANTS",
    "magnastorm.r.none_yet": "aucun pour l'instant",
    "magnastorm.r.your_artifacts": "TES CARTES D'ARTEFACT",
    "magnastorm.r.artifacts_hint": "privé : toi seul vois ta collection",
    "magnastorm.r.no_artifacts":
        ("aucune pour l'instant : la fin d'une partie en donne une selon le rang (or, argent, "
         "bronze)"),
    "magnastorm.r.level": "niveau {level}",
    "magnastorm.r.artifact_bonus": "bonus : {bonus}",
    "magnastorm.r.drawn_for_start": "piochée pour le départ",
    "magnastorm.r.earned": "gagnée cette partie : {metal} #{id}",
}
