"""Magnastorm's words in English (glossary: :mod:`games.magnastorm.messages`)."""

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
    "magnastorm.prompt.park": ("place {n:plural:one=the crew member|other=the {n} crew members} "
                               "from the commander on the lower panel (place <space>)"),
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
    "magnastorm.d.spend": "Spend {n} yellow {n:plural:one=cube|other=cubes} for {n} reputation",
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
    "magnastorm.field.score": "Score",
    "magnastorm.field.reputation": "Reputation",
    "magnastorm.field.cubes": "Cubes:",
    "magnastorm.field.cube_total": "Cubes in all",
    "magnastorm.field.lab_slots": "Lab spaces",
    "magnastorm.field.labs_left": "Labs left",
    "magnastorm.field.labs_on_board": "Labs on the planet",
    "magnastorm.field.station_slots": "Station spaces",
    "magnastorm.field.stations_left": "Stations left",
    "magnastorm.field.crew_left": "Crew members left",
    "magnastorm.field.markers_left": "Markers left",
    "magnastorm.field.research": "Research:",
    "magnastorm.field.commanders": "Commanders",
    "magnastorm.field.objectives": "Objectives",
    "magnastorm.field.runner": "Scout on space",
    "magnastorm.field.turn_position": "Place in turn order",
    "magnastorm.field.drawn_artifacts": "Artifacts drawn",
    "magnastorm.field.artifact_earned": "Artifact earned",
    "magnastorm.field.yellow": "yellow",
    "magnastorm.field.grey": "grey",
    "magnastorm.field.purple": "purple",
    "magnastorm.field.pink": "pink",
    "magnastorm.field.orange": "orange",
    "magnastorm.field.green": "green",
    "magnastorm.field.red": "red",
    "magnastorm.field.blue": "blue",
    "magnastorm.field.cyan": "cyan",
    "magnastorm.phase.setup": "Starting positions",
    "magnastorm.phase.turns": "Phase 1: actions",
    "magnastorm.phase.admin": "Phase 2: administration",
    "magnastorm.phase.over": "Game over",
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
    "magnastorm.r.start": "START",
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
    # --- alt text: the images described for a screen reader (rendering/alt.py) ----------
    "magnastorm.alt.order": "Turn order: {order}",
    "magnastorm.alt.seat": ("{who}: labs on the planet {labs}, stations {stations}, cubes "
                            "{cubes}, research {research}"),
    "magnastorm.alt.reputation": "Your reputation: {n} (goal {goal})",
    "magnastorm.alt.cubes": "Your cubes: {items}",
    "magnastorm.alt.no_cubes": "No cubes",
    "magnastorm.alt.research": "Your research: {items}",
    "magnastorm.alt.supply": ("Left in your supply: labs {labs}, stations {stations}, crew "
                              "members {crew}"),
    "magnastorm.alt.commanders": "Your commanders: {items}",
    "magnastorm.alt.artifacts": "Your artifact cards: {items}",
    "magnastorm.alt.artifact": "#{id}, {metal}, level {level}, bonus: {bonus}",
}
