"""Everything Afternova says and draws, in English, Spanish and French (see :mod:`games.i18n`).

The French words are the French rulebook's own (``afternova.fr.txt``): Ouvriers, Projets,
Morceaux, Planètes, Rangement, Marché, Commerce, Extraction, Vaisseau, Promotion, objectif
caché, Points de Victoire (PV), le sac, la défausse, le deck, les dons (skills) and their
critères, finir un Projet, vider une ligne. The rulebook writes "chartes" for cards; the
catalogue says "cartes", the word a French table uses.

Spanish glossary (there is no Spanish rulebook; keep these words everywhere):

==========================  ==========================  ==========================
English                     Español                     Français
==========================  ==========================  ==========================
Hired Paw(s)                Operario(s)                 Ouvrier(s)
Project(s)                  Proyecto(s)                 Projet(s)
Planet(s)                   Planeta(s)                  Planète(s)
fragment(s)                 fragmento(s)                Morceau(x)
storage                     almacén                     Rangement
market                      mercado                     Marché
Trade                       Comercio                    Commerce
Extraction                  Extracción                  Extraction
skill                       habilidad                   don
Piloting / Engineering      Pilotaje / Ingeniería       Pilotage / Ingénierie
Security / Extraction       Seguridad / Extracción      Sécurité / Extraction
Starship                    Nave                        Vaisseau
hidden objective            objetivo oculto             objectif caché
Promotion                   Promoción                   Promotion
VP                          PV (puntos de victoria)     PV (Points de Victoire)
bag / discard / deck        bolsa / descarte / mazo     sac / défausse / deck
proposal / draft            propuesta / borrador        proposition / brouillon
helper                      ayudante                    joueur qui aide
complete a Project          completar un Proyecto       finir un Projet
clear a row                 vaciar una fila             vider une ligne
hand limit                  límite de mano              limite de main
the Bot                     el Bot                      le Bot
player 2                    el jugador 2                le joueur 2
==========================  ==========================  ==========================

Colours: purple, green, black, white, orange are morado, verde, negro, blanco, naranja and
violet, vert, noir, blanc, orange (invariable). A seat is a nested message in the form its
sentence needs (``who``, ``Who`` at the start of a sentence, ``whose``, ``to``), so each
language places its own articles ("del jugador 2", "au Bot").

Planet and ship names are proper names; those that are English words are translated.
Move codes (``extract 2``, ``ask 3 pil``, card ids, colour letters) stay canonical in every
language.
"""

EN: dict[str, str] = {
    # --- seats --------------------------------------------------------------------------
    "afternova.seat.who": "player {n}",
    "afternova.seat.Who": "Player {n}",
    "afternova.seat.whose": "player {n}'s",
    "afternova.seat.to": "player {n}",
    "afternova.bot.who": "the Bot",
    "afternova.bot.Who": "The Bot",
    "afternova.bot.whose": "the Bot's",
    "afternova.bot.to": "the Bot",
    "afternova.seats.who": "players {list}",
    "afternova.seats.Who": "Players {list}",
    "afternova.seats.to": "players {list}",
    "afternova.nobody.who": "nobody",
    "afternova.nobody.Who": "Nobody",
    "afternova.nobody.to": "nobody",
    # --- things -------------------------------------------------------------------------
    "afternova.colour.p": "purple",
    "afternova.colour.g": "green",
    "afternova.colour.k": "black",
    "afternova.colour.w": "white",
    "afternova.colour.o": "orange",
    "afternova.colours.p": "purple",
    "afternova.colours.g": "green",
    "afternova.colours.k": "black",
    "afternova.colours.w": "white",
    "afternova.colours.o": "orange",
    "afternova.skill.pil": "Piloting",
    "afternova.skill.eng": "Engineering",
    "afternova.skill.sec": "Security",
    "afternova.skill.ext": "Extraction",
    "afternova.promo.storage": "Storage +1",
    "afternova.promo.trade": "Trade +1",
    "afternova.promo.hand": "Hand +2",
    "afternova.promotion.storage": "Storage +1 (one more fragment space)",
    "afternova.promotion.trade": "Trade +1 (take one more card when you Trade)",
    "afternova.promotion.hand": "Hand +2 (hand limit two higher)",
    "afternova.row.paws": "Hired Paws",
    "afternova.row.projects": "Projects",
    "afternova.count": "{n} {what}",
    "afternova.nothing": "nothing",
    "afternova.vp": "{n} VP",
    "afternova.paw": "{card} ({a} + {b})",
    "afternova.card": "{card} ({bits})",
    "afternova.that_card": "That card",
    "afternova.no_cards_left": "no cards left",
    "afternova.semi": "{a}; {b}",
    "afternova.sentence": "{text}.",
    "afternova.planet.L1": "Aubade",
    "afternova.planet.L2": "Nektarr",
    "afternova.planet.L3": "Cindral",
    "afternova.planet.L4": "Dovetail",
    "afternova.planet.L5": "Ember",
    "afternova.planet.L6": "Fennec",
    "afternova.planet.L7": "Gallow",
    "afternova.planet.L8": "Halcyon",
    "afternova.planet.L9": "Iskra",
    "afternova.planet.L10": "Juniper",
    "afternova.planet.L11": "Kestrel",
    "afternova.planet.L12": "Lumen",
    "afternova.planet.L13": "Mirefall",
    "afternova.planet.L14": "Nocturne",
    "afternova.planet.L15": "Ossian",
    "afternova.planet.L16": "Pyre",
    "afternova.planet.L17": "Quillon",
    "afternova.planet.L18": "Rhodes",
    "afternova.ship.S1": "Whisker",
    "afternova.ship.S2": "Lantern",
    "afternova.ship.S3": "Marlin",
    "afternova.ship.S4": "Tumble",
    "afternova.ship.S5": "Sable",
    "afternova.ship.S6": "Comet Tail",
    "afternova.ship.S7": "Purrsuit",
    "afternova.ship.S8": "Nightjar",
    "afternova.ship.S9": "Bramble",
    "afternova.ship.S10": "Halo",
    # --- refusals -----------------------------------------------------------------------
    "afternova.error.players": "Afternova is played by 2 to 6 players.",
    "afternova.error.over": "The game is over.",
    "afternova.error.no_seat": "That seat is not in this game.",
    "afternova.error.turn_of": "It is {whose} turn.",
    "afternova.error.answer_only": "Only the helpers named in {whose} proposal answer it now.",
    "afternova.error.overflow_only": "Only players with more fragments than storage discard "
                                     "now.",
    "afternova.error.done_completing": "You have finished completing Projects this turn.",
    "afternova.error.cannot_complete": "You cannot complete a Project now (you need one in hand "
                                       "and its fragments).",
    "afternova.error.proposal_waiting": "Your proposal is waiting for answers: you may only "
                                        "withdraw it.",
    "afternova.error.not_now": "That is not possible now: {hint}",
    "afternova.hint.turn": "Trade, or Extract from a planet (extract 1-3), then play Paws, ask "
                           "for help and go.",
    "afternova.hint.answer": "accept with the Hired Paws you commit, or decline.",
    "afternova.hint.overflow": "discard a fragment (discard <colour>).",
    "afternova.hint.trade": "take a card from the market (take <card>) or clear a row (clear "
                            "paws/projects).",
    "afternova.hint.limit": "discard a card from your hand (discard <card>).",
    "afternova.hint.complete": "complete a Project (complete <card>) or stop (done).",
    "afternova.error.paw_twice": "Name each Hired Paw once.",
    "afternova.error.paw_not_in_hand": "{card} is not a Hired Paw in your hand.",
    "afternova.error.paws_short": "Those Hired Paws fall short: {what}.",
    "afternova.error.paw_not_needed": "{card} is not needed: play only the Hired Paws the "
                                      "extraction needs.",
    "afternova.what.planet_needs": "{planet} needs {needs}",
    "afternova.what.asked": "you are asked for {skills}",
    "afternova.error.planet_number": "Name a planet of the row, 1 to {count}.",
    "afternova.error.already_preparing": "You are already preparing an extraction of {planet}.",
    "afternova.why.paw": "{card} is not needed",
    "afternova.why.help": "the help asked for covers more {skill} than needed",
    "afternova.Why.paw": "{card} is not needed",
    "afternova.Why.help": "The help asked for covers more {skill} than needed",
    "afternova.error.waste": "{doing} would waste help: {why}. Only what the extraction needs "
                             "is played.",
    "afternova.doing.play": "Playing {card}",
    "afternova.doing.ask": "Asking {who}",
    "afternova.doing.bot": "The Bot's help",
    "afternova.error.needs_only": "{planet} needs {needs} only.",
    "afternova.error.has_all": "The extraction has all the {skill} it needs.",
    "afternova.error.no_draft": "Choose a planet to extract from first (extract 1-3).",
    "afternova.error.show_before": "Show cards before you start preparing an extraction.",
    "afternova.error.not_in_hand": "{card} is not in your hand.",
    "afternova.error.already_shown": "You have already shown {card}.",
    "afternova.error.draft_empty": "The draft is already empty.",
    "afternova.error.already_played": "{card} is already played.",
    "afternova.error.met": "The requirements are already met: go, or change the proposal.",
    "afternova.error.adds_nothing": "{card} adds nothing the extraction still needs ({skills}).",
    "afternova.error.ask_number": "Ask another player by number (ask 2 pil).",
    "afternova.error.ask_self": "You cannot ask yourself for help.",
    "afternova.error.no_bot": "There is no Bot in this game.",
    "afternova.error.bot_no_fit": "The Bot helps only for a planet fragment that fits its "
                                  "Projects, and this planet has no more of those.",
    "afternova.error.give_to": "Give planet fragments to a helper or to the Bot (give 2 p).",
    "afternova.error.colour": "Name a fragment colour: p, g, k, w or o.",
    "afternova.error.none_left": "No {colour} fragment of the planet is left to give.",
    "afternova.error.bot_per_skill": "The Bot takes one fragment per skill it provides "
                                     "({count}); ask it for more help first.",
    "afternova.error.bot_no_symbol": "No Project of the Bot has an open {colour} symbol.",
    "afternova.error.not_helping": "{who} is not helping: only helpers may receive fragments "
                                   "(ask them for a skill first).",
    "afternova.error.pay_between": "Stored fragments pass between two players of the "
                                   "extraction (pay 1 2 g).",
    "afternova.error.pay_participants": "Only the active player and the helpers may give or "
                                        "receive stored fragments.",
    "afternova.error.pay_self": "A player cannot pay themselves.",
    "afternova.error.pay_you": "Stored fragments pass between you and a helper, one way or the "
                               "other (deals are made with the active player).",
    "afternova.error.no_stored": "{who} has no {colour} fragment in storage left to give.",
    "afternova.error.go_args": "Go takes no argument.",
    "afternova.error.play_own": "Play at least one of your own Hired Paws.",
    "afternova.error.still_missing": "{planet} needs {needs}: {skills} still missing.",
    "afternova.error.redundant": "{why}: the extraction takes only the Paws and help it needs "
                                 "(reset).",
    "afternova.error.bot_fragments": "The Bot provides {count} skill(s): give it as many planet "
                                     "fragments that fit its Projects ({given} given).",
    "afternova.error.accept_own": "You cannot accept your own proposal.",
    "afternova.error.name_paws": "Name the Hired Paws you commit for {skills}.",
    "afternova.error.withdraw_instead": "Withdraw your proposal instead (withdraw).",
    "afternova.error.decline_args": "Decline takes no argument.",
    "afternova.error.withdraw_only": "Only the player who made the proposal can withdraw it; "
                                     "you may decline.",
    "afternova.error.trade_args": "Trade takes no argument.",
    "afternova.error.not_in_market": "{card} is not in the market.",
    "afternova.error.clear_row": "Clear the paws row or the projects row (clear paws).",
    "afternova.error.cleared": "You have already cleared a row during this Trade.",
    "afternova.error.no_paws_left": "There are no Hired Paws left to clear or draw.",
    "afternova.error.no_projects_left": "There are no Projects left to clear or draw.",
    "afternova.error.not_project": "{card} is not a Project in your hand.",
    "afternova.error.six_done": "You have completed 6 Projects: there is no 7th.",
    "afternova.error.cost": "{card} needs {cost} from your storage; you have {have}.",
    "afternova.error.done_args": "Done takes no argument.",
    "afternova.error.stored_colour": "Name the colour of a fragment in your storage (discard g).",
    "afternova.error.no_colour": "You have no {colour} fragment in storage.",
    # --- events -------------------------------------------------------------------------
    "afternova.event.turn": "Player {n}'s turn.",
    "afternova.event.over": "The game is over: {reason}",
    "afternova.event.extracts": "{who} extracts {planet}: {bits}. {gains}.",
    "afternova.bit.plays": "{who} plays {cards}",
    "afternova.bit.provides": "{who} provides {skills}",
    "afternova.bit.takes": "{who} takes {frags}",
    "afternova.bit.pays": "{who} pays {to} a stored {colour}",
    "afternova.bit.gets": "{who} gets {frags} of the planet",
    "afternova.bit.keeps": "{who} keeps {frags}",
    "afternova.bit.missing": "still missing {skills}",
    "afternova.bit.extract": "extract {planet} ({needs}; {frags})",
    "afternova.bit.nobody_takes": "Nobody takes anything",
    "afternova.event.must_discard": "{who} must discard down to their storage.",
    "afternova.event.must_discard_many": "{who} must discard down to their storage.",
    "afternova.event.new_planet": "New planet: {planet} ({needs}; {frags}).",
    "afternova.event.preparing": "{who} is preparing an extraction.",
    "afternova.private.prepare": "You prepare an extraction of {planet} ({needs}).",
    "afternova.private.draft": "Draft: {edit}.",
    "afternova.edit.play": "you play {paw}",
    "afternova.edit.ask": "player {n} is asked for 1 {skill}",
    "afternova.edit.bot": "the Bot provides 1 {skill}",
    "afternova.edit.give": "a {colour} fragment of the planet goes to {to}",
    "afternova.edit.pay": "player {a} pays player {b} a stored {colour}",
    "afternova.edit.reset": "emptied (same planet)",
    "afternova.event.shows": "{who} shows {card}.",
    "afternova.event.proposes": "{who} proposes: {summary} {helpers}: accept or decline.",
    "afternova.event.accepts": "{who} accepts.",
    "afternova.private.commit": "You commit {paws}.",
    "afternova.event.withdraws": "{who} withdraws the proposal.",
    "afternova.event.cannot_provide": "{who} cannot provide {skills} and declines {whose} "
                                      "proposal.",
    "afternova.event.declines": "{who} declines {whose} proposal.",
    "afternova.event.trades": "{who} trades: {count} cards from the market.",
    "afternova.event.takes": "{who} takes {card}.",
    "afternova.event.discards_card": "{who} discards {card} (hand limit {limit}).",
    "afternova.event.clears": "{who} clears the {row} row (one card fewer): {cards}.",
    "afternova.event.refilled": "The market is refilled: {cards}.",
    "afternova.event.completes": "{who} completes a Project ({n} of {max}), paying {frags}.",
    "afternova.event.completes_promo": "{who} completes a Project ({n} of {max}), paying "
                                       "{frags}, promotion {promotion} (from next turn).",
    "afternova.private.complete": "You complete {project}.",
    "afternova.event.done": "{who} completes no more Projects this turn.",
    "afternova.event.discards_fragment": "{who} discards a {colour} fragment (storage full).",
    "afternova.event.bot_empty": "The Bot's turn: the bag and the discard are empty.",
    "afternova.event.bot_draws": "The Bot's turn: it draws a {colour} fragment.",
    "afternova.event.bot_places": "The Bot puts the {colour} fragment on {card}.",
    "afternova.event.bot_stores": "The Bot stores the {colour} fragment.",
    "afternova.event.bot_scores_deck": "The Bot's storage holds 4 fragments: they are "
                                       "discarded and the Bot scores the top Project of the "
                                       "deck, face down.",
    "afternova.event.bot_completes": "The Bot completes {project}.",
    "afternova.event.bot_completes_new": "The Bot completes {project} and takes a new Project, "
                                         "{new}.",
    "afternova.event.bot_moves": "The Bot moves {frags} from its storage onto {card}.",
    # --- the end ------------------------------------------------------------------------
    "afternova.reason": "{ended} {scores}. {winner} wins.",
    "afternova.ended.one": "{who} completed a 6th Project.",
    "afternova.ended.many": "{who} completed a 6th Project.",
    "afternova.ended.bot": "The Bot scored a 6th Project.",
    "afternova.score": "{who} {n}",
    # --- prompts ------------------------------------------------------------------------
    "afternova.prompt.over": "The game is over. {reason}",
    "afternova.prompt.turn": "{who}: Trade, or prepare an Extraction (extract 1-3), then go.",
    "afternova.prompt.answer": "{waiting}: accept or decline {whose} proposal ({who} may "
                               "withdraw it).",
    "afternova.prompt.overflow": "{who}: discard fragments down to your storage.",
    "afternova.prompt.trade": "{who}: take {left} more card(s) from the market, or clear a row.",
    "afternova.prompt.limit": "{who}: discard down to {limit} cards.",
    "afternova.prompt.complete": "{who}: complete Projects from your hand, or done.",
    "afternova.ask.amend": "amend your proposal and go again, or trade",
    "afternova.ask.turn": "trade, or prepare an Extraction (extract 1-3) and go",
    "afternova.ask.withdraw": "waiting for answers; you may withdraw your proposal",
    "afternova.ask.answer": "accept or decline {whose} proposal: you are asked for {skills}",
    "afternova.ask.overflow": "discard fragments down to your storage of {capacity}",
    "afternova.ask.trade": "take {left} more card(s) from the market, or clear a row",
    "afternova.ask.limit": "discard down to {limit} cards",
    "afternova.ask.complete": "complete Projects from your hand, or done",
    # --- private view fields (the /hand text) -------------------------------------------
    "afternova.field.seat": "seat",
    "afternova.field.number": "player",
    "afternova.field.hand": "hand",
    "afternova.field.ship": "starship",
    "afternova.field.completed_projects": "completed Projects",
    "afternova.field.score": "score",
    "afternova.field.decision": "decision",
    "afternova.field.prompt": "to decide",
    "afternova.field.draft": "draft",
    "afternova.field.committed": "committed",
    "afternova.field.asked": "asked of you",
    # --- move labels --------------------------------------------------------------------
    "afternova.describe.trade": "Trade: take {n} cards from the market",
    "afternova.describe.extract_alone": "Extract {planet} alone now with {cards}: take {frags}",
    "afternova.describe.prepare": "Prepare an extraction of {planet} (needs {needs}; fragments "
                                  "{frags})",
    "afternova.describe.play": "Play {paw}",
    "afternova.describe.ask": "Ask player {n} for 1 {skill}",
    "afternova.describe.bot": "Let the Bot provide 1 {skill} (for 1 planet fragment)",
    "afternova.describe.give": "Give a {colour} fragment of the planet to {to}",
    "afternova.describe.pay": "Player {a} gives a stored {colour} fragment to player {b}",
    "afternova.describe.reset": "Empty the draft and build it again",
    "afternova.describe.send": "Send the proposal to {helpers}",
    "afternova.describe.go": "Extract now",
    "afternova.describe.show": "Show {card} to the table",
    "afternova.describe.accept": "Accept, committing {paws}",
    "afternova.describe.decline": "Decline {whose} proposal",
    "afternova.describe.withdraw": "Withdraw your proposal (to amend it or do something else)",
    "afternova.describe.take": "Take {card}",
    "afternova.describe.clear": "Clear the {row} row and deal 4 new cards (take one card fewer)",
    "afternova.describe.discard_fragment": "Discard a {colour} fragment from storage",
    "afternova.describe.discard": "Discard {card}",
    "afternova.describe.complete": "Complete {project}, paying {frags}",
    "afternova.describe.done": "Complete no more Projects this turn",
    # --- typed moves --------------------------------------------------------------------
    "afternova.parse.empty": "Type a move, for example 'trade' or 'extract 2'.",
    "afternova.parse.unknown": "Unknown move '{word}'. Moves: {moves}.",
    "afternova.parse.usage": "Write it as: {usage}.",
    "afternova.usage.trade": "trade",
    "afternova.usage.extract": "extract <planet 1-3> [your Hired Paws, to extract alone at once]",
    "afternova.usage.play": "play <Hired Paw, e.g. H7>",
    "afternova.usage.ask": "ask <player> <skill>, e.g. ask 2 pil",
    "afternova.usage.bot": "bot <skill>, e.g. bot eng",
    "afternova.usage.give": "give <player or bot> <colour>, e.g. give 2 p",
    "afternova.usage.pay": "pay <from player> <to player> <colour>, e.g. pay 1 2 g",
    "afternova.usage.reset": "reset",
    "afternova.usage.go": "go",
    "afternova.usage.show": "show <card>",
    "afternova.usage.accept": "accept <Hired Paws you commit>, e.g. accept H3 H9",
    "afternova.usage.decline": "decline",
    "afternova.usage.withdraw": "withdraw",
    "afternova.usage.take": "take <card in the market>",
    "afternova.usage.clear": "clear paws, or clear projects",
    "afternova.usage.discard": "discard <card> or discard <colour>",
    "afternova.usage.complete": "complete <Project>",
    "afternova.usage.done": "done",
    # --- the pictures (rendering/afternova) ----------------------------------------
    "afternova.draw.seat": "Player {n}",
    "afternova.draw.bot": "Bot",
    "afternova.draw.planets": "PLANETS",
    "afternova.draw.planets_note": "extract <1-3>: meet both skill requirements",
    "afternova.draw.supply": "SUPPLY",
    "afternova.draw.market_paws": "MARKET: HIRED PAWS",
    "afternova.draw.market_projects": "MARKET: PROJECTS",
    "afternova.draw.turn": "Turn {n}",
    "afternova.draw.game_over": "Game over",
    "afternova.draw.game_over_wins": "Game over. {who} wins",
    "afternova.draw.last_turn": "LAST TURN",
    "afternova.draw.who_title": "{who}: {title}",
    "afternova.draw.phase.turn": "Extraction or Trade",
    "afternova.draw.phase.answer": "Proposal sent",
    "afternova.draw.phase.overflow": "Storage full",
    "afternova.draw.phase.trade": "Trade",
    "afternova.draw.phase.limit": "Hand limit",
    "afternova.draw.phase.complete": "End of turn: completing Projects",
    "afternova.draw.phase.over": "Game over",
    "afternova.draw.deck_discard": "deck {deck} · discard {discard}",
    "afternova.draw.planet_slots": "{id} · {n} fragments",
    "afternova.draw.in_bag": "in the bag",
    "afternova.draw.fragment_discard": "Fragment discard",
    "afternova.draw.planets_word": "Planets",
    "afternova.draw.deck": "deck {n}",
    "afternova.draw.discard": "discard {n}",
    "afternova.draw.top_discards": "top of discards: {cards}",
    "afternova.draw.cleared_note": "cleared this turn · {note}",
    "afternova.draw.empty": "empty",
    "afternova.draw.vp": "VP",
    "afternova.draw.vp_short": "{n}VP",
    "afternova.draw.proposal": "Proposal: extract",
    "afternova.draw.talk.turn": "ON THE TABLE",
    "afternova.draw.talk.trade": "TRADE",
    "afternova.draw.talk.limit": "TRADE: HAND LIMIT",
    "afternova.draw.talk.overflow": "STORAGE FULL",
    "afternova.draw.talk.complete": "END OF TURN",
    "afternova.draw.talk.table": "TABLE",
    "afternova.draw.trades": "{who} trades: {taken} of {allowed} cards taken",
    "afternova.draw.cleared_row": "cleared the {row} row: one card fewer",
    "afternova.draw.hand_over": "hand {hand} cards, limit {limit}: discard",
    "afternova.draw.overflow_title": "Fragments beyond storage go to the discard",
    "afternova.draw.stored_room": "{n} stored, room for {capacity}",
    "afternova.draw.complete_title": (
        "Players who can complete Projects from storage may do so now"),
    "afternova.draw.deciding": "deciding:",
    "afternova.draw.turn_title": "{who}: Extraction (alone, or with help) or Trade",
    "afternova.draw.draft_note": (
        "A draft stays private until it is sent (go); the helpers asked then answer."),
    "afternova.draw.declined_note": "{n} proposal(s) declined or withdrawn this turn. {note}",
    "afternova.draw.moves_hint": (
        "trade  ·  extract <1-3> <your Paws>  ·  extract <1-3>, play, ask, give, pay, "
        "go"),
    "afternova.draw.final_scores": "FINAL SCORES",
    "afternova.draw.winner": "WINNER",
    "afternova.draw.tag.turn": "TURN",
    "afternova.draw.tag.to_act": "TO ACT",
    "afternova.draw.tag.awaits": "AWAITS ANSWERS",
    "afternova.draw.tag.asked": "ASKED",
    "afternova.draw.tag.accepted": "ACCEPTED",
    "afternova.draw.tag.waiting": "WAITING",
    "afternova.draw.first": "1st",
    "afternova.draw.paws_one": "{n} Paw",
    "afternova.draw.paws_many": "{n} Paws",
    "afternova.draw.projects_one": "{n} Project",
    "afternova.draw.projects_many": "{n} Projects",
    "afternova.draw.hand_line": "Hand {hand}: {paws}, {projects}",
    "afternova.draw.storage": "Storage {n}/{capacity}",
    "afternova.draw.limit_trade": "limit {limit} cards · trade {trade}",
    "afternova.draw.projects_done": "Projects {n}/6",
    "afternova.draw.promo_next": "{promotion} (next turn)",
    "afternova.draw.no_promotion": "no promotion",
    "afternova.draw.shown": "Shown to the table",
    "afternova.draw.shown_n": "Shown to the table ({n})",
    "afternova.draw.ship": "Ship {name}",
    "afternova.draw.objective": "objective",
    "afternova.draw.score_parts": "Projects {projects} + stored {storage} + objective {objective}",
    "afternova.draw.the_bot": "The Bot",
    "afternova.draw.bot_note": "plays first · helps for fragments",
    "afternova.draw.bot_scored": "Scored {n}/6 ({hidden} face down)",
    "afternova.draw.bot_storage_note": "4 stored: scores a Project",
    "afternova.draw.bot_projects": "Its Projects (rings: symbols still open)",
    "afternova.draw.deal_head": "{title} planet {n} {planet}: {needs}",
    "afternova.draw.need": "{n} {skill}",
    "afternova.draw.missing": "missing",
    "afternova.draw.plays": "plays",
    "afternova.draw.no_paws": "no Paws",
    "afternova.draw.keeps": "keeps",
    "afternova.draw.provides": "provides",
    "afternova.draw.gets": "gets",
    "afternova.draw.asked": "asked",
    "afternova.draw.pays": "pays {who}:",
    "afternova.draw.decision.turn": (
        "Your turn: Trade, or extract a planet (alone, or with help), then go."),
    "afternova.draw.decision.withdraw": (
        "Your proposal is out: waiting for answers. You may withdraw it to amend it."),
    "afternova.draw.decision.answer": (
        "You are asked to help: accept with Paws that provide what is asked, or "
        "decline."),
    "afternova.draw.decision.storage": (
        "Your storage is over capacity: discard fragments down to it."),
    "afternova.draw.decision.trade": (
        "Trade: take cards from the market (or clear a row, one card fewer)."),
    "afternova.draw.decision.hand_limit": "Over your hand limit: discard cards.",
    "afternova.draw.decision.complete": (
        "End of turn: complete Projects your storage can pay, or done."),
    "afternova.draw.hand_title": "{who}: your hand",
    "afternova.draw.hand_sub": "Afternova · turn {turn} · private: only you see this",
    "afternova.draw.vp_now": "{n} VP now",
    "afternova.draw.starship": "Starship {name}",
    "afternova.draw.hidden_objective": "Hidden objective:",
    "afternova.draw.objective_rule": "+1 VP per {colours} fragment on your completed Projects",
    "afternova.draw.hand_status": "hand {hand}/{limit} · trade {trade} cards · completed {done}/6",
    "afternova.draw.committed_note": (
        "You accepted, committing {paws}: waiting for the others' answers."),
    "afternova.draw.nothing_now": "Nothing to decide now. Waiting for {who}.",
    "afternova.draw.your_draft": "Your draft (private until go): extract",
    "afternova.draw.asks_you": "{who} asks you: extract",
    "afternova.draw.your_proposal": "Your proposal: extract",
    "afternova.draw.proposal_by": "Proposal by {who}: extract",
    "afternova.draw.hand_paws": "HIRED PAWS ({n})",
    "afternova.draw.hand_projects": "PROJECTS ({n})",
    "afternova.draw.gold_frame": "gold frame: a skill you are asked for",
    "afternova.draw.gold_ring": "gold ring: your objective's colours",
    "afternova.draw.none": "none",
    "afternova.draw.committed": "COMMITTED",
    "afternova.draw.storage_pays": "storage pays it",
    "afternova.draw.completed_title": "COMPLETED PROJECTS ({n}/6)",
    "afternova.draw.none_yet": "none yet",
    # --- the rules, for /game rules -----------------------------------------------------
    "afternova.summary": (
        "Recruit Hired Paws, extract fragments from planets (alone, with other players' help "
        "for an agreed share, or with the Bot at two players) and spend them on Projects. Each "
        "turn: Extraction or Trade (take 3 market cards). At the end of every turn every "
        "player may complete Projects; a 6th Project ends the game. Score: Project VP, 1 per "
        "stored fragment, 1 per fragment of your hidden objective's colours on completed "
        "Projects."),
    "afternova.notation_help": (
        "Names used in moves: Hired Paws H1..H40, Projects P1..P40; planets by their place "
        "in the row, 1..3 (or by name); players by number, 1..6 (turn order; player 1 plays "
        "first), the two-player game's Bot as bot; skills pil Piloting, eng Engineering, "
        "sec Security, ext Extraction; fragment colours p purple, g green, k black, "
        "w white, o orange.\n"
        "On your turn:\n"
        "`trade` Trade: take 3 cards from the market (see take / clear)\n"
        "`extract 2 H3 H7` extract planet 2 alone, now, with these Hired Paws of yours\n"
        "`extract 2` prepare an Extraction of planet 2 (or: extract Nektarr), to get help "
        "from other players or the Bot, or to share the fragments:\n"
        "`play H7` play one of your Hired Paws · `ask 3 pil` ask player 3 for 1 Piloting · "
        "`bot eng` two players: the Bot provides 1 Engineering · `give 3 p` give a purple "
        "fragment of the planet to player 3 · `give bot w` give a white fragment to the Bot · "
        "`pay 1 3 g` player 1 gives a stored green fragment to player 3 (between the active "
        "player and a helper, either way) · `reset` empty the draft · `go` extract now, or "
        "send the proposal to the players asked for help · `show H7` show a card of your "
        "hand to the table (before extract)\n"
        "The draft is private until go. Every player asked for help answers, all at once: "
        "`accept H3 H9` (committing these Hired Paws) or `decline`; the author may "
        "`withdraw` it to amend it.\n"
        "While trading: `take H7` / `take P12`, `clear paws` / `clear projects` (a new row, "
        "one card fewer); over the hand limit `discard H7`, over your storage `discard g`.\n"
        "At the end of every turn, each player who can: `complete P12` (a Project from your "
        "hand, paid from storage) or `done`.\n"
        "Parsing is lenient: full names work (extract Nektarr, ask player 3 piloting, give 3 "
        "purple, clear hired paws), and so do x for extract, t for trade, yes/no for "
        "accept/decline, pass for done."),
}

ES: dict[str, str] = {
    # --- asientos -----------------------------------------------------------------------
    "afternova.seat.who": "el jugador {n}",
    "afternova.seat.Who": "El jugador {n}",
    "afternova.seat.whose": "del jugador {n}",
    "afternova.seat.to": "al jugador {n}",
    "afternova.bot.who": "el Bot",
    "afternova.bot.Who": "El Bot",
    "afternova.bot.whose": "del Bot",
    "afternova.bot.to": "al Bot",
    "afternova.seats.who": "los jugadores {list}",
    "afternova.seats.Who": "Los jugadores {list}",
    "afternova.seats.to": "a los jugadores {list}",
    "afternova.nobody.who": "nadie",
    "afternova.nobody.Who": "Nadie",
    "afternova.nobody.to": "a nadie",
    # --- cosas --------------------------------------------------------------------------
    "afternova.colour.p": "morado",
    "afternova.colour.g": "verde",
    "afternova.colour.k": "negro",
    "afternova.colour.w": "blanco",
    "afternova.colour.o": "naranja",
    "afternova.colours.p": "morados",
    "afternova.colours.g": "verdes",
    "afternova.colours.k": "negros",
    "afternova.colours.w": "blancos",
    "afternova.colours.o": "naranjas",
    "afternova.skill.pil": "Pilotaje",
    "afternova.skill.eng": "Ingeniería",
    "afternova.skill.sec": "Seguridad",
    "afternova.skill.ext": "Extracción",
    "afternova.promo.storage": "Almacén +1",
    "afternova.promo.trade": "Comercio +1",
    "afternova.promo.hand": "Mano +2",
    "afternova.promotion.storage": "Almacén +1 (un espacio más para fragmentos)",
    "afternova.promotion.trade": "Comercio +1 (toma una carta más al comerciar)",
    "afternova.promotion.hand": "Mano +2 (límite de mano dos cartas mayor)",
    "afternova.row.paws": "Operarios",
    "afternova.row.projects": "Proyectos",
    "afternova.count": "{n} {what}",
    "afternova.nothing": "nada",
    "afternova.vp": "{n} PV",
    "afternova.paw": "{card} ({a} + {b})",
    "afternova.card": "{card} ({bits})",
    "afternova.that_card": "Esa carta",
    "afternova.no_cards_left": "no quedan cartas",
    "afternova.semi": "{a}; {b}",
    "afternova.sentence": "{text}.",
    "afternova.planet.L1": "Aubade",
    "afternova.planet.L2": "Nektarr",
    "afternova.planet.L3": "Cindral",
    "afternova.planet.L4": "Cola de Milano",
    "afternova.planet.L5": "Ascua",
    "afternova.planet.L6": "Fénec",
    "afternova.planet.L7": "Gallow",
    "afternova.planet.L8": "Alción",
    "afternova.planet.L9": "Iskra",
    "afternova.planet.L10": "Enebro",
    "afternova.planet.L11": "Cernícalo",
    "afternova.planet.L12": "Lumen",
    "afternova.planet.L13": "Mirefall",
    "afternova.planet.L14": "Nocturno",
    "afternova.planet.L15": "Ossian",
    "afternova.planet.L16": "Pira",
    "afternova.planet.L17": "Quillon",
    "afternova.planet.L18": "Rodas",
    "afternova.ship.S1": "Bigote",
    "afternova.ship.S2": "Linterna",
    "afternova.ship.S3": "Marlín",
    "afternova.ship.S4": "Voltereta",
    "afternova.ship.S5": "Marta",
    "afternova.ship.S6": "Cola de Cometa",
    "afternova.ship.S7": "Ronroneo",
    "afternova.ship.S8": "Chotacabras",
    "afternova.ship.S9": "Zarza",
    "afternova.ship.S10": "Halo",
    # --- negativas ----------------------------------------------------------------------
    "afternova.error.players": "Afternova se juega de 2 a 6 jugadores.",
    "afternova.error.over": "La partida ha terminado.",
    "afternova.error.no_seat": "Ese asiento no está en esta partida.",
    "afternova.error.turn_of": "Es el turno {whose}.",
    "afternova.error.answer_only": "Ahora solo responden los ayudantes nombrados en la "
                                   "propuesta {whose}.",
    "afternova.error.overflow_only": "Ahora solo descartan los jugadores con más fragmentos que "
                                     "almacén.",
    "afternova.error.done_completing": "Ya has terminado de completar Proyectos este turno.",
    "afternova.error.cannot_complete": "No puedes completar un Proyecto ahora (necesitas uno en "
                                       "la mano y sus fragmentos).",
    "afternova.error.proposal_waiting": "Tu propuesta espera respuestas: solo puedes "
                                        "retirarla.",
    "afternova.error.not_now": "Eso no es posible ahora: {hint}",
    "afternova.hint.turn": "Comercio, o extrae de un planeta (extract 1-3), luego juega "
                           "Operarios, pide ayuda y envía (go).",
    "afternova.hint.answer": "acepta con los Operarios que comprometes, o rechaza.",
    "afternova.hint.overflow": "descarta un fragmento (discard <color>).",
    "afternova.hint.trade": "toma una carta del mercado (take <carta>) o vacía una fila (clear "
                            "paws/projects).",
    "afternova.hint.limit": "descarta una carta de tu mano (discard <carta>).",
    "afternova.hint.complete": "completa un Proyecto (complete <carta>) o para (done).",
    "afternova.error.paw_twice": "Nombra cada Operario una sola vez.",
    "afternova.error.paw_not_in_hand": "{card} no es un Operario de tu mano.",
    "afternova.error.paws_short": "Esos Operarios no bastan: {what}.",
    "afternova.error.paw_not_needed": "{card} no hace falta: juega solo los Operarios que la "
                                      "extracción necesita.",
    "afternova.what.planet_needs": "{planet} necesita {needs}",
    "afternova.what.asked": "se te pide {skills}",
    "afternova.error.planet_number": "Nombra un planeta de la fila, del 1 al {count}.",
    "afternova.error.already_preparing": "Ya estás preparando una extracción de {planet}.",
    "afternova.why.paw": "{card} no hace falta",
    "afternova.why.help": "la ayuda pedida cubre más {skill} de lo necesario",
    "afternova.Why.paw": "{card} no hace falta",
    "afternova.Why.help": "La ayuda pedida cubre más {skill} de lo necesario",
    "afternova.error.waste": "{doing} desperdiciaría ayuda: {why}. Solo se juega lo que la "
                             "extracción necesita.",
    "afternova.doing.play": "Jugar {card}",
    "afternova.doing.ask": "Pedir ayuda {who}",
    "afternova.doing.bot": "La ayuda del Bot",
    "afternova.error.needs_only": "{planet} solo necesita {needs}.",
    "afternova.error.has_all": "La extracción ya tiene toda la habilidad de {skill} que necesita.",
    "afternova.error.no_draft": "Elige primero un planeta del que extraer (extract 1-3).",
    "afternova.error.show_before": "Muestra cartas antes de empezar a preparar una extracción.",
    "afternova.error.not_in_hand": "{card}: no está en tu mano.",
    "afternova.error.already_shown": "Ya has mostrado {card}.",
    "afternova.error.draft_empty": "El borrador ya está vacío.",
    "afternova.error.already_played": "{card} ya está jugado.",
    "afternova.error.met": "Los requisitos ya se cumplen: envía (go) o cambia la propuesta.",
    "afternova.error.adds_nothing": "{card} no aporta nada que la extracción aún necesite "
                                    "({skills}).",
    "afternova.error.ask_number": "Pide a otro jugador por su número (ask 2 pil).",
    "afternova.error.ask_self": "No puedes pedirte ayuda a ti mismo.",
    "afternova.error.no_bot": "No hay Bot en esta partida.",
    "afternova.error.bot_no_fit": "El Bot solo ayuda a cambio de un fragmento del planeta que "
                                  "encaje en sus Proyectos, y a este planeta no le quedan más.",
    "afternova.error.give_to": "Da fragmentos del planeta a un ayudante o al Bot (give 2 p).",
    "afternova.error.colour": "Nombra un color de fragmento: p, g, k, w u o.",
    "afternova.error.none_left": "No queda ningún fragmento {colour} del planeta que dar.",
    "afternova.error.bot_per_skill": "El Bot toma un fragmento por cada habilidad que aporta "
                                     "({count}); pídele antes más ayuda.",
    "afternova.error.bot_no_symbol": "Ningún Proyecto del Bot tiene un símbolo {colour} "
                                     "libre.",
    "afternova.error.not_helping": "{who} no está ayudando: solo los ayudantes pueden recibir "
                                   "fragmentos (pídele antes una habilidad).",
    "afternova.error.pay_between": "Los fragmentos almacenados pasan entre dos jugadores de la "
                                   "extracción (pay 1 2 g).",
    "afternova.error.pay_participants": "Solo el jugador activo y los ayudantes pueden dar o "
                                        "recibir fragmentos almacenados.",
    "afternova.error.pay_self": "Un jugador no puede pagarse a sí mismo.",
    "afternova.error.pay_you": "Los fragmentos almacenados pasan entre tú y un ayudante, en un "
                               "sentido u otro (los tratos se hacen con el jugador activo).",
    "afternova.error.no_stored": "{who} no tiene ningún fragmento {colour} en el almacén que "
                                 "dar.",
    "afternova.error.go_args": "Go no lleva argumentos.",
    "afternova.error.play_own": "Juega al menos uno de tus propios Operarios.",
    "afternova.error.still_missing": "{planet} necesita {needs}: aún faltan {skills}.",
    "afternova.error.redundant": "{why}: la extracción solo admite los Operarios y la ayuda "
                                 "que necesita (reset).",
    "afternova.error.bot_fragments": "El Bot aporta {count} habilidad(es): dale otros tantos "
                                     "fragmentos del planeta que encajen en sus Proyectos "
                                     "({given} dados).",
    "afternova.error.accept_own": "No puedes aceptar tu propia propuesta.",
    "afternova.error.name_paws": "Nombra los Operarios que comprometes para {skills}.",
    "afternova.error.withdraw_instead": "Mejor retira tu propuesta (withdraw).",
    "afternova.error.decline_args": "Decline no lleva argumentos.",
    "afternova.error.withdraw_only": "Solo quien hizo la propuesta puede retirarla; tú puedes "
                                     "rechazarla.",
    "afternova.error.trade_args": "Trade no lleva argumentos.",
    "afternova.error.not_in_market": "{card}: no está en el mercado.",
    "afternova.error.clear_row": "Vacía la fila de Operarios o la de Proyectos (clear paws).",
    "afternova.error.cleared": "Ya has vaciado una fila durante este Comercio.",
    "afternova.error.no_paws_left": "No quedan Operarios que vaciar o robar.",
    "afternova.error.no_projects_left": "No quedan Proyectos que vaciar o robar.",
    "afternova.error.not_project": "{card} no es un Proyecto de tu mano.",
    "afternova.error.six_done": "Has completado 6 Proyectos: no hay un 7.º.",
    "afternova.error.cost": "{card} necesita {cost} de tu almacén; tienes {have}.",
    "afternova.error.done_args": "Done no lleva argumentos.",
    "afternova.error.stored_colour": "Nombra el color de un fragmento de tu almacén (discard g).",
    "afternova.error.no_colour": "No tienes ningún fragmento {colour} en el almacén.",
    # --- sucesos ------------------------------------------------------------------------
    "afternova.event.turn": "Turno del jugador {n}.",
    "afternova.event.over": "La partida ha terminado: {reason}",
    "afternova.event.extracts": "{who} extrae {planet}: {bits}. {gains}.",
    "afternova.bit.plays": "{who} juega {cards}",
    "afternova.bit.provides": "{who} aporta {skills}",
    "afternova.bit.takes": "{who} toma {frags}",
    "afternova.bit.pays": "{who} paga {to} un {colour} almacenado",
    "afternova.bit.gets": "{who} recibe {frags} del planeta",
    "afternova.bit.keeps": "{who} se queda {frags}",
    "afternova.bit.missing": "aún faltan {skills}",
    "afternova.bit.extract": "extraer {planet} ({needs}; {frags})",
    "afternova.bit.nobody_takes": "Nadie toma nada",
    "afternova.event.must_discard": "{who} debe descartar hasta su almacén.",
    "afternova.event.must_discard_many": "{who} deben descartar hasta su almacén.",
    "afternova.event.new_planet": "Nuevo planeta: {planet} ({needs}; {frags}).",
    "afternova.event.preparing": "{who} está preparando una extracción.",
    "afternova.private.prepare": "Preparas una extracción de {planet} ({needs}).",
    "afternova.private.draft": "Borrador: {edit}.",
    "afternova.edit.play": "juegas {paw}",
    "afternova.edit.ask": "se pide al jugador {n} 1 de {skill}",
    "afternova.edit.bot": "el Bot aporta 1 de {skill}",
    "afternova.edit.give": "un fragmento {colour} del planeta va {to}",
    "afternova.edit.pay": "el jugador {a} paga al jugador {b} un {colour} almacenado",
    "afternova.edit.reset": "vaciado (mismo planeta)",
    "afternova.event.shows": "{who} muestra {card}.",
    "afternova.event.proposes": "{who} propone: {summary} {helpers}: aceptar o rechazar.",
    "afternova.event.accepts": "{who} acepta.",
    "afternova.private.commit": "Comprometes {paws}.",
    "afternova.event.withdraws": "{who} retira la propuesta.",
    "afternova.event.cannot_provide": "{who} no puede aportar {skills} y rechaza la propuesta "
                                      "{whose}.",
    "afternova.event.declines": "{who} rechaza la propuesta {whose}.",
    "afternova.event.trades": "{who} comercia: {count} cartas del mercado.",
    "afternova.event.takes": "{who} toma {card}.",
    "afternova.event.discards_card": "{who} descarta {card} (límite de mano {limit}).",
    "afternova.event.clears": "{who} vacía la fila de {row} (una carta menos): {cards}.",
    "afternova.event.refilled": "El mercado se repone: {cards}.",
    "afternova.event.completes": "{who} completa un Proyecto ({n} de {max}) pagando {frags}.",
    "afternova.event.completes_promo": "{who} completa un Proyecto ({n} de {max}) pagando "
                                       "{frags}, promoción {promotion} (desde el próximo turno).",
    "afternova.private.complete": "Completas {project}.",
    "afternova.event.done": "{who} no completa más Proyectos este turno.",
    "afternova.event.discards_fragment": "{who} descarta un fragmento {colour} (almacén lleno).",
    "afternova.event.bot_empty": "Turno del Bot: la bolsa y el descarte están vacíos.",
    "afternova.event.bot_draws": "Turno del Bot: saca un fragmento {colour}.",
    "afternova.event.bot_places": "El Bot pone el fragmento {colour} en {card}.",
    "afternova.event.bot_stores": "El Bot guarda el fragmento {colour} en su almacén.",
    "afternova.event.bot_scores_deck": "El almacén del Bot tiene 4 fragmentos: se descartan y "
                                       "el Bot puntúa el Proyecto superior del mazo, boca "
                                       "abajo.",
    "afternova.event.bot_completes": "El Bot completa {project}.",
    "afternova.event.bot_completes_new": "El Bot completa {project} y toma un Proyecto nuevo, "
                                         "{new}.",
    "afternova.event.bot_moves": "El Bot pasa {frags} de su almacén a {card}.",
    # --- el final -----------------------------------------------------------------------
    "afternova.reason": "{ended} Puntuación: {scores}. {winner} gana.",
    "afternova.ended.one": "{who} ha completado un 6.º Proyecto.",
    "afternova.ended.many": "{who} han completado un 6.º Proyecto.",
    "afternova.ended.bot": "El Bot ha puntuado un 6.º Proyecto.",
    "afternova.score": "{who} ({n} PV)",
    # --- qué decidir --------------------------------------------------------------------
    "afternova.prompt.over": "La partida ha terminado. {reason}",
    "afternova.prompt.turn": "{who}: Comercio, o prepara una Extracción (extract 1-3) y "
                             "envía (go).",
    "afternova.prompt.answer": "{waiting}: aceptar o rechazar la propuesta {whose} ({who} "
                               "puede retirarla).",
    "afternova.prompt.overflow": "{who}: descarta fragmentos hasta tu almacén.",
    "afternova.prompt.trade": "{who}: toma {left} carta(s) más del mercado, o vacía una fila.",
    "afternova.prompt.limit": "{who}: descarta hasta quedarte con {limit} cartas.",
    "afternova.prompt.complete": "{who}: completa Proyectos de tu mano, o termina (done).",
    "afternova.ask.amend": "corrige tu propuesta y envíala de nuevo, o comercia",
    "afternova.ask.turn": "comercia, o prepara una Extracción (extract 1-3) y envíala",
    "afternova.ask.withdraw": "esperando respuestas; puedes retirar tu propuesta",
    "afternova.ask.answer": "acepta o rechaza la propuesta {whose}: se te pide {skills}",
    "afternova.ask.overflow": "descarta fragmentos hasta tu almacén de {capacity}",
    "afternova.ask.trade": "toma {left} carta(s) más del mercado, o vacía una fila",
    "afternova.ask.limit": "descarta hasta quedarte con {limit} cartas",
    "afternova.ask.complete": "completa Proyectos de tu mano, o termina (done)",
    # --- campos de la vista privada -----------------------------------------------------
    "afternova.field.seat": "asiento",
    "afternova.field.number": "jugador",
    "afternova.field.hand": "mano",
    "afternova.field.ship": "nave",
    "afternova.field.completed_projects": "Proyectos completados",
    "afternova.field.score": "puntuación",
    "afternova.field.decision": "decisión",
    "afternova.field.prompt": "por decidir",
    "afternova.field.draft": "borrador",
    "afternova.field.committed": "comprometidos",
    "afternova.field.asked": "se te pide",
    # --- etiquetas de jugadas -----------------------------------------------------------
    "afternova.describe.trade": "Comercio: toma {n} cartas del mercado",
    "afternova.describe.extract_alone": "Extraer {planet} a solas ahora con {cards}: tomas "
                                        "{frags}",
    "afternova.describe.prepare": "Preparar una extracción de {planet} (necesita {needs}; "
                                  "fragmentos {frags})",
    "afternova.describe.play": "Jugar {paw}",
    "afternova.describe.ask": "Pedir al jugador {n} 1 de {skill}",
    "afternova.describe.bot": "Que el Bot aporte 1 de {skill} (a cambio de 1 fragmento del "
                              "planeta)",
    "afternova.describe.give": "Dar un fragmento {colour} del planeta {to}",
    "afternova.describe.pay": "El jugador {a} da un fragmento {colour} almacenado al jugador {b}",
    "afternova.describe.reset": "Vaciar el borrador y rehacerlo",
    "afternova.describe.send": "Enviar la propuesta {helpers}",
    "afternova.describe.go": "Extraer ahora",
    "afternova.describe.show": "Mostrar {card} a la mesa",
    "afternova.describe.accept": "Aceptar, comprometiendo {paws}",
    "afternova.describe.decline": "Rechazar la propuesta {whose}",
    "afternova.describe.withdraw": "Retirar tu propuesta (para corregirla o hacer otra cosa)",
    "afternova.describe.take": "Tomar {card}",
    "afternova.describe.clear": "Vaciar la fila de {row} y repartir 4 cartas nuevas (tomas una "
                                "carta menos)",
    "afternova.describe.discard_fragment": "Descartar un fragmento {colour} del almacén",
    "afternova.describe.discard": "Descartar {card}",
    "afternova.describe.complete": "Completar {project} pagando {frags}",
    "afternova.describe.done": "No completar más Proyectos este turno",
    # --- jugadas escritas ---------------------------------------------------------------
    "afternova.parse.empty": "Escribe una jugada, por ejemplo 'trade' o 'extract 2'.",
    "afternova.parse.unknown": "Jugada desconocida '{word}'. Jugadas: {moves}.",
    "afternova.parse.usage": "Escríbelo así: {usage}.",
    "afternova.usage.trade": "trade",
    "afternova.usage.extract": "extract <planeta 1-3> [tus Operarios, para extraer a solas "
                               "de inmediato]",
    "afternova.usage.play": "play <Operario, p. ej. H7>",
    "afternova.usage.ask": "ask <jugador> <habilidad>, p. ej. ask 2 pil",
    "afternova.usage.bot": "bot <habilidad>, p. ej. bot eng",
    "afternova.usage.give": "give <jugador o bot> <color>, p. ej. give 2 p",
    "afternova.usage.pay": "pay <jugador que da> <jugador que recibe> <color>, p. ej. pay 1 2 g",
    "afternova.usage.reset": "reset",
    "afternova.usage.go": "go",
    "afternova.usage.show": "show <carta>",
    "afternova.usage.accept": "accept <Operarios que comprometes>, p. ej. accept H3 H9",
    "afternova.usage.decline": "decline",
    "afternova.usage.withdraw": "withdraw",
    "afternova.usage.take": "take <carta del mercado>",
    "afternova.usage.clear": "clear paws, o clear projects",
    "afternova.usage.discard": "discard <carta> o discard <color>",
    "afternova.usage.complete": "complete <Proyecto>",
    "afternova.usage.done": "done",
    # --- las imágenes -----------------------------------------------------------------
    "afternova.draw.seat": "Jugador {n}",
    "afternova.draw.bot": "Bot",
    "afternova.draw.planets": "PLANETAS",
    "afternova.draw.planets_note": "extract <1-3>: cumple los dos requisitos de habilidad",
    "afternova.draw.supply": "RESERVA",
    "afternova.draw.market_paws": "MERCADO: OPERARIOS",
    "afternova.draw.market_projects": "MERCADO: PROYECTOS",
    "afternova.draw.turn": "Turno {n}",
    "afternova.draw.game_over": "Fin de la partida",
    "afternova.draw.game_over_wins": "Fin de la partida. {who} gana",
    "afternova.draw.last_turn": "ÚLTIMO TURNO",
    "afternova.draw.who_title": "{who}: {title}",
    "afternova.draw.phase.turn": "Extracción o Comercio",
    "afternova.draw.phase.answer": "Propuesta enviada",
    "afternova.draw.phase.overflow": "Almacén lleno",
    "afternova.draw.phase.trade": "Comercio",
    "afternova.draw.phase.limit": "Límite de mano",
    "afternova.draw.phase.complete": "Fin del turno: completar Proyectos",
    "afternova.draw.phase.over": "Fin de la partida",
    "afternova.draw.deck_discard": "mazo {deck} · descarte {discard}",
    "afternova.draw.planet_slots": "{id} · {n} fragmentos",
    "afternova.draw.in_bag": "en la bolsa",
    "afternova.draw.fragment_discard": "Descarte de fragmentos",
    "afternova.draw.planets_word": "Planetas",
    "afternova.draw.deck": "mazo {n}",
    "afternova.draw.discard": "descarte {n}",
    "afternova.draw.top_discards": "encima de los descartes: {cards}",
    "afternova.draw.cleared_note": "vaciada este turno · {note}",
    "afternova.draw.empty": "vacío",
    "afternova.draw.vp": "PV",
    "afternova.draw.vp_short": "{n}PV",
    "afternova.draw.proposal": "Propuesta: extraer",
    "afternova.draw.talk.turn": "SOBRE LA MESA",
    "afternova.draw.talk.trade": "COMERCIO",
    "afternova.draw.talk.limit": "COMERCIO: LÍMITE DE MANO",
    "afternova.draw.talk.overflow": "ALMACÉN LLENO",
    "afternova.draw.talk.complete": "FIN DEL TURNO",
    "afternova.draw.talk.table": "MESA",
    "afternova.draw.trades": "{who} comercia: {taken} de {allowed} cartas tomadas",
    "afternova.draw.cleared_row": "vació la fila de {row}: una carta menos",
    "afternova.draw.hand_over": "mano de {hand} cartas, límite {limit}: descarta",
    "afternova.draw.overflow_title": "Los fragmentos que no caben en el almacén van al descarte",
    "afternova.draw.stored_room": "{n} almacenados, caben {capacity}",
    "afternova.draw.complete_title": (
        "Quien pueda completar Proyectos con su almacén puede hacerlo ahora"),
    "afternova.draw.deciding": "deciden:",
    "afternova.draw.turn_title": "{who}: Extracción (a solas o con ayuda) o Comercio",
    "afternova.draw.draft_note": (
        "El borrador es privado hasta que se envía (go); entonces responden los "
        "ayudantes."),
    "afternova.draw.declined_note": (
        "{n} propuesta(s) rechazada(s) o retirada(s) este turno. {note}"),
    "afternova.draw.moves_hint": (
        "trade  ·  extract <1-3> <tus Operarios>  ·  extract <1-3>, play, ask, give, "
        "pay, go"),
    "afternova.draw.final_scores": "PUNTUACIÓN FINAL",
    "afternova.draw.winner": "GANADOR",
    "afternova.draw.tag.turn": "TURNO",
    "afternova.draw.tag.to_act": "DECIDE",
    "afternova.draw.tag.awaits": "ESPERA RESPUESTAS",
    "afternova.draw.tag.asked": "SOLICITADO",
    "afternova.draw.tag.accepted": "ACEPTA",
    "afternova.draw.tag.waiting": "ESPERANDO",
    "afternova.draw.first": "1.º",
    "afternova.draw.paws_one": "{n} Operario",
    "afternova.draw.paws_many": "{n} Operarios",
    "afternova.draw.projects_one": "{n} Proyecto",
    "afternova.draw.projects_many": "{n} Proyectos",
    "afternova.draw.hand_line": "Mano {hand}: {paws}, {projects}",
    "afternova.draw.storage": "Almacén {n}/{capacity}",
    "afternova.draw.limit_trade": "límite {limit} cartas · comercio {trade}",
    "afternova.draw.projects_done": "Proyectos {n}/6",
    "afternova.draw.promo_next": "{promotion} (próximo turno)",
    "afternova.draw.no_promotion": "sin promoción",
    "afternova.draw.shown": "Mostrado a la mesa",
    "afternova.draw.shown_n": "Mostrado a la mesa ({n})",
    "afternova.draw.ship": "Nave {name}",
    "afternova.draw.objective": "objetivo",
    "afternova.draw.score_parts": (
        "Proyectos {projects} + almacén {storage} + objetivo {objective}"),
    "afternova.draw.the_bot": "El Bot",
    "afternova.draw.bot_note": "juega primero · ayuda a cambio de fragmentos",
    "afternova.draw.bot_scored": "Puntuados {n}/6 ({hidden} boca abajo)",
    "afternova.draw.bot_storage_note": "4 almacenados: puntúa un Proyecto",
    "afternova.draw.bot_projects": "Sus Proyectos (anillos: símbolos aún libres)",
    "afternova.draw.deal_head": "{title} planeta {n} {planet}: {needs}",
    "afternova.draw.need": "{n} {skill}",
    "afternova.draw.missing": "falta",
    "afternova.draw.plays": "juega",
    "afternova.draw.no_paws": "sin Operarios",
    "afternova.draw.keeps": "se queda",
    "afternova.draw.provides": "aporta",
    "afternova.draw.gets": "recibe",
    "afternova.draw.asked": "se le pide",
    "afternova.draw.pays": "paga a {who}:",
    "afternova.draw.decision.turn": (
        "Tu turno: Comercio, o extrae un planeta (a solas o con ayuda) y envía (go)."),
    "afternova.draw.decision.withdraw": (
        "Tu propuesta está enviada: esperando respuestas. Puedes retirarla para "
        "corregirla."),
    "afternova.draw.decision.answer": (
        "Te piden ayuda: acepta con Operarios que aporten lo pedido, o rechaza."),
    "afternova.draw.decision.storage": (
        "Tu almacén está lleno de más: descarta fragmentos hasta su capacidad."),
    "afternova.draw.decision.trade": (
        "Comercio: toma cartas del mercado (o vacía una fila, una carta menos)."),
    "afternova.draw.decision.hand_limit": "Por encima de tu límite de mano: descarta cartas.",
    "afternova.draw.decision.complete": (
        "Fin del turno: completa los Proyectos que tu almacén pueda pagar, o termina "
        "(done)."),
    "afternova.draw.hand_title": "{who}: tu mano",
    "afternova.draw.hand_sub": "Afternova · turno {turn} · privado: solo tú lo ves",
    "afternova.draw.vp_now": "{n} PV ahora",
    "afternova.draw.starship": "Nave {name}",
    "afternova.draw.hidden_objective": "Objetivo oculto:",
    "afternova.draw.objective_rule": "+1 PV por fragmento {colours} en tus Proyectos completados",
    "afternova.draw.hand_status": (
        "mano {hand}/{limit} · comercio {trade} cartas · completados {done}/6"),
    "afternova.draw.committed_note": (
        "Has aceptado comprometiendo {paws}: esperando las respuestas de los demás."),
    "afternova.draw.nothing_now": "Nada que decidir ahora. Esperando a {who}.",
    "afternova.draw.your_draft": "Tu borrador (privado hasta go): extraer",
    "afternova.draw.asks_you": "{who} te pide: extraer",
    "afternova.draw.your_proposal": "Tu propuesta: extraer",
    "afternova.draw.proposal_by": "Propuesta de {who}: extraer",
    "afternova.draw.hand_paws": "OPERARIOS ({n})",
    "afternova.draw.hand_projects": "PROYECTOS ({n})",
    "afternova.draw.gold_frame": "marco dorado: una habilidad que se te pide",
    "afternova.draw.gold_ring": "anillo dorado: los colores de tu objetivo",
    "afternova.draw.none": "ninguno",
    "afternova.draw.committed": "COMPROMETIDO",
    "afternova.draw.storage_pays": "el almacén lo paga",
    "afternova.draw.completed_title": "PROYECTOS COMPLETADOS ({n}/6)",
    "afternova.draw.none_yet": "ninguno aún",
    # --- las reglas ---------------------------------------------------------------------
    "afternova.summary": (
        "Contrata Operarios, extrae fragmentos de los planetas (a solas, con la ayuda de otros "
        "jugadores a cambio de un reparto acordado, o con el Bot a dos jugadores) y gástalos "
        "en Proyectos. Cada turno: Extracción o Comercio (toma 3 cartas del mercado). Al final "
        "de cada turno, todos los jugadores pueden completar Proyectos; un 6.º Proyecto acaba "
        "la partida. Puntuación: los PV de los Proyectos, 1 por fragmento almacenado, 1 por "
        "fragmento de los colores de tu objetivo oculto en tus Proyectos completados."),
    "afternova.notation_help": (
        "Nombres en las jugadas: Operarios H1..H40, Proyectos P1..P40; planetas por su lugar "
        "en la fila, 1..3 (o por su nombre); jugadores por número, 1..6 (orden de turno; el "
        "jugador 1 empieza), el Bot de la partida a dos como bot; habilidades pil Pilotaje, "
        "eng Ingeniería, sec Seguridad, ext Extracción; colores de fragmento p morado, "
        "g verde, k negro, w blanco, o naranja.\n"
        "En tu turno:\n"
        "`trade` Comercio: toma 3 cartas del mercado (ver take / clear)\n"
        "`extract 2 H3 H7` extrae del planeta 2 a solas, ya, con estos Operarios tuyos\n"
        "`extract 2` prepara una Extracción del planeta 2 (o: extract Nektarr), para recibir "
        "ayuda de otros jugadores o del Bot, o para repartir los fragmentos:\n"
        "`play H7` juega uno de tus Operarios · `ask 3 pil` pide al jugador 3 1 de Pilotaje · "
        "`bot eng` a dos jugadores: el Bot aporta 1 de Ingeniería · `give 3 p` da un "
        "fragmento morado del planeta al jugador 3 · `give bot w` da un fragmento blanco al "
        "Bot · `pay 1 3 g` el jugador 1 da un fragmento verde almacenado al jugador 3 (entre "
        "el jugador activo y un ayudante, en un sentido u otro) · `reset` vacía el borrador · "
        "`go` extrae ya, o envía la propuesta a los jugadores a los que pides ayuda · "
        "`show H7` muestra una carta de tu mano a la mesa (antes de extract)\n"
        "El borrador es privado hasta go. Cada jugador al que se pide ayuda responde, todos a "
        "la vez: `accept H3 H9` (comprometiendo esos Operarios) o `decline`; quien propone "
        "puede retirarla con `withdraw` para corregirla.\n"
        "Al comerciar: `take H7` / `take P12`, `clear paws` / `clear projects` (una fila "
        "nueva, una carta menos); por encima del límite de mano `discard H7`, por encima de "
        "tu almacén `discard g`.\n"
        "Al final de cada turno, cada jugador que pueda: `complete P12` (un Proyecto de tu "
        "mano, pagado del almacén) o `done`.\n"
        "También se entienden las palabras en español: comerciar, extraer, jugar, pedir, dar, "
        "pagar, enviar, mostrar, aceptar, rechazar, retirar, tomar, vaciar, descartar, "
        "completar, listo; pilotaje, ingeniería, seguridad, extracción; morado, verde, negro, "
        "blanco, naranja (extraer Nektarr, pedir jugador 3 pilotaje, dar 3 morado)."),
}

FR: dict[str, str] = {
    # --- les places ---------------------------------------------------------------------
    "afternova.seat.who": "le joueur {n}",
    "afternova.seat.Who": "Le joueur {n}",
    "afternova.seat.whose": "du joueur {n}",
    "afternova.seat.to": "au joueur {n}",
    "afternova.bot.who": "le Bot",
    "afternova.bot.Who": "Le Bot",
    "afternova.bot.whose": "du Bot",
    "afternova.bot.to": "au Bot",
    "afternova.seats.who": "les joueurs {list}",
    "afternova.seats.Who": "Les joueurs {list}",
    "afternova.seats.to": "aux joueurs {list}",
    "afternova.nobody.who": "personne",
    "afternova.nobody.Who": "Personne",
    "afternova.nobody.to": "à personne",
    # --- les choses ---------------------------------------------------------------------
    "afternova.colour.p": "violet",
    "afternova.colour.g": "vert",
    "afternova.colour.k": "noir",
    "afternova.colour.w": "blanc",
    "afternova.colour.o": "orange",
    "afternova.colours.p": "violets",
    "afternova.colours.g": "verts",
    "afternova.colours.k": "noirs",
    "afternova.colours.w": "blancs",
    "afternova.colours.o": "orange",
    "afternova.skill.pil": "Pilotage",
    "afternova.skill.eng": "Ingénierie",
    "afternova.skill.sec": "Sécurité",
    "afternova.skill.ext": "Extraction",
    "afternova.promo.storage": "Rangement +1",
    "afternova.promo.trade": "Commerce +1",
    "afternova.promo.hand": "Main +2",
    "afternova.promotion.storage": "Rangement +1 (un espace de Morceau en plus)",
    "afternova.promotion.trade": "Commerce +1 (une carte de plus à chaque Commerce)",
    "afternova.promotion.hand": "Main +2 (limite de main plus haute de deux)",
    "afternova.row.paws": "Ouvriers",
    "afternova.row.projects": "Projets",
    "afternova.count": "{n} {what}",
    "afternova.nothing": "rien",
    "afternova.vp": "{n} PV",
    "afternova.paw": "{card} ({a} + {b})",
    "afternova.card": "{card} ({bits})",
    "afternova.that_card": "Cette carte",
    "afternova.no_cards_left": "plus aucune carte",
    "afternova.semi": "{a} ; {b}",
    "afternova.sentence": "{text}.",
    "afternova.planet.L1": "Aubade",
    "afternova.planet.L2": "Nektarr",
    "afternova.planet.L3": "Cindral",
    "afternova.planet.L4": "Queue-d'Aronde",
    "afternova.planet.L5": "Braise",
    "afternova.planet.L6": "Fennec",
    "afternova.planet.L7": "Gallow",
    "afternova.planet.L8": "Alcyon",
    "afternova.planet.L9": "Iskra",
    "afternova.planet.L10": "Genévrier",
    "afternova.planet.L11": "Crécerelle",
    "afternova.planet.L12": "Lumen",
    "afternova.planet.L13": "Mirefall",
    "afternova.planet.L14": "Nocturne",
    "afternova.planet.L15": "Ossian",
    "afternova.planet.L16": "Bûcher",
    "afternova.planet.L17": "Quillon",
    "afternova.planet.L18": "Rhodes",
    "afternova.ship.S1": "Moustache",
    "afternova.ship.S2": "Lanterne",
    "afternova.ship.S3": "Marlin",
    "afternova.ship.S4": "Culbute",
    "afternova.ship.S5": "Zibeline",
    "afternova.ship.S6": "Queue de Comète",
    "afternova.ship.S7": "Ronron",
    "afternova.ship.S8": "Engoulevent",
    "afternova.ship.S9": "Ronce",
    "afternova.ship.S10": "Halo",
    # --- les refus ----------------------------------------------------------------------
    "afternova.error.players": "Afternova se joue de 2 à 6 joueurs.",
    "afternova.error.over": "Le jeu est fini.",
    "afternova.error.no_seat": "Cette place n'est pas dans cette partie.",
    "afternova.error.turn_of": "C'est le tour {whose}.",
    "afternova.error.answer_only": "Seuls les joueurs nommés dans la proposition {whose} y "
                                   "répondent maintenant.",
    "afternova.error.overflow_only": "Seuls les joueurs qui ont plus de Morceaux que de "
                                     "Rangement défaussent maintenant.",
    "afternova.error.done_completing": "Vous avez terminé vos Projets pour ce tour.",
    "afternova.error.cannot_complete": "Vous ne pouvez pas finir de Projet maintenant (il vous "
                                       "en faut un en main et ses Morceaux).",
    "afternova.error.proposal_waiting": "Votre proposition attend des réponses : vous pouvez "
                                        "seulement la retirer.",
    "afternova.error.not_now": "Ce n'est pas possible maintenant : {hint}",
    "afternova.hint.turn": "Commerce, ou Extraction d'une Planète (extract 1-3), puis jouez "
                           "des Ouvriers, demandez de l'aide et validez (go).",
    "afternova.hint.answer": "acceptez avec les Ouvriers que vous engagez, ou refusez.",
    "afternova.hint.overflow": "défaussez un Morceau (discard <couleur>).",
    "afternova.hint.trade": "prenez une carte du Marché (take <carte>) ou videz une ligne "
                            "(clear paws/projects).",
    "afternova.hint.limit": "défaussez une carte de votre main (discard <carte>).",
    "afternova.hint.complete": "finissez un Projet (complete <carte>) ou arrêtez (done).",
    "afternova.error.paw_twice": "Nommez chaque Ouvrier une seule fois.",
    "afternova.error.paw_not_in_hand": "{card} n'est pas un Ouvrier de votre main.",
    "afternova.error.paws_short": "Ces Ouvriers ne suffisent pas : {what}.",
    "afternova.error.paw_not_needed": "{card} n'est pas nécessaire : jouez seulement les "
                                      "Ouvriers nécessaires à l'extraction.",
    "afternova.what.planet_needs": "{planet} demande {needs}",
    "afternova.what.asked": "on vous demande {skills}",
    "afternova.error.planet_number": "Nommez une Planète de la ligne, de 1 à {count}.",
    "afternova.error.already_preparing": "Vous préparez déjà une extraction de {planet}.",
    "afternova.why.paw": "{card} n'est pas nécessaire",
    "afternova.why.help": "l'aide demandée couvre plus de {skill} que nécessaire",
    "afternova.Why.paw": "{card} n'est pas nécessaire",
    "afternova.Why.help": "L'aide demandée couvre plus de {skill} que nécessaire",
    "afternova.error.waste": "{doing} gaspillerait de l'aide : {why}. On ne joue que ce dont "
                             "l'extraction a besoin.",
    "afternova.doing.play": "Jouer {card}",
    "afternova.doing.ask": "Demander de l'aide {who}",
    "afternova.doing.bot": "L'aide du Bot",
    "afternova.error.needs_only": "{planet} demande seulement {needs}.",
    "afternova.error.has_all": "L'extraction a déjà tous les dons de {skill} qu'il lui faut.",
    "afternova.error.no_draft": "Choisissez d'abord une Planète à extraire (extract 1-3).",
    "afternova.error.show_before": "Montrez vos cartes avant de commencer à préparer une "
                                   "extraction.",
    "afternova.error.not_in_hand": "{card} : pas dans votre main.",
    "afternova.error.already_shown": "Vous avez déjà montré {card}.",
    "afternova.error.draft_empty": "Le brouillon est déjà vide.",
    "afternova.error.already_played": "{card} est déjà joué.",
    "afternova.error.met": "Les critères sont déjà remplis : validez (go), ou changez la "
                           "proposition.",
    "afternova.error.adds_nothing": "{card} n'apporte rien de ce qui manque encore à "
                                    "l'extraction ({skills}).",
    "afternova.error.ask_number": "Demandez à un autre joueur par son numéro (ask 2 pil).",
    "afternova.error.ask_self": "Vous ne pouvez pas vous demander de l'aide à vous-même.",
    "afternova.error.no_bot": "Il n'y a pas de Bot dans cette partie.",
    "afternova.error.bot_no_fit": "Le Bot n'aide qu'en échange d'un Morceau de la Planète qui "
                                  "correspond à ses Projets, et cette Planète n'en a plus.",
    "afternova.error.give_to": "Donnez des Morceaux de la Planète à un joueur qui aide ou au "
                               "Bot (give 2 p).",
    "afternova.error.colour": "Nommez une couleur de Morceau : p, g, k, w ou o.",
    "afternova.error.none_left": "Il ne reste aucun Morceau {colour} de la Planète à donner.",
    "afternova.error.bot_per_skill": "Le Bot prend un Morceau par don qu'il fournit "
                                     "({count}) ; demandez-lui d'abord plus d'aide.",
    "afternova.error.bot_no_symbol": "Aucun Projet du Bot n'a de symbole {colour} libre.",
    "afternova.error.not_helping": "{who} n'aide pas : seuls les joueurs qui aident peuvent "
                                   "recevoir des Morceaux (demandez-lui d'abord un don).",
    "afternova.error.pay_between": "Les Morceaux gardés passent entre deux joueurs de "
                                   "l'extraction (pay 1 2 g).",
    "afternova.error.pay_participants": "Seuls le joueur actif et les joueurs qui aident "
                                        "peuvent donner ou recevoir des Morceaux gardés.",
    "afternova.error.pay_self": "Un joueur ne peut pas se payer lui-même.",
    "afternova.error.pay_you": "Les Morceaux gardés passent entre vous et un joueur qui aide, "
                               "dans un sens ou dans l'autre (les accords se font avec le "
                               "joueur actif).",
    "afternova.error.no_stored": "{who} n'a plus de Morceau {colour} dans son Rangement à "
                                 "donner.",
    "afternova.error.go_args": "Go ne prend pas d'argument.",
    "afternova.error.play_own": "Jouez au moins un de vos propres Ouvriers.",
    "afternova.error.still_missing": "{planet} demande {needs} : il manque encore {skills}.",
    "afternova.error.redundant": "{why} : l'extraction ne prend que les Ouvriers et l'aide "
                                 "nécessaires (reset).",
    "afternova.error.bot_fragments": "Le Bot fournit {count} don(s) : donnez-lui autant de "
                                     "Morceaux de la Planète qui correspondent à ses Projets "
                                     "({given} donné(s)).",
    "afternova.error.accept_own": "Vous ne pouvez pas accepter votre propre proposition.",
    "afternova.error.name_paws": "Nommez les Ouvriers que vous engagez pour {skills}.",
    "afternova.error.withdraw_instead": "Retirez plutôt votre proposition (withdraw).",
    "afternova.error.decline_args": "Decline ne prend pas d'argument.",
    "afternova.error.withdraw_only": "Seul le joueur qui a fait la proposition peut la "
                                     "retirer ; vous pouvez la refuser.",
    "afternova.error.trade_args": "Trade ne prend pas d'argument.",
    "afternova.error.not_in_market": "{card} : pas dans le Marché.",
    "afternova.error.clear_row": "Videz la ligne des Ouvriers ou celle des Projets (clear paws).",
    "afternova.error.cleared": "Vous avez déjà vidé une ligne pendant ce Commerce.",
    "afternova.error.no_paws_left": "Il ne reste aucun Ouvrier à vider ou à tirer.",
    "afternova.error.no_projects_left": "Il ne reste aucun Projet à vider ou à tirer.",
    "afternova.error.not_project": "{card} n'est pas un Projet de votre main.",
    "afternova.error.six_done": "Vous avez fini 6 Projets : il n'y a pas de 7e.",
    "afternova.error.cost": "{card} demande {cost} de votre Rangement ; vous avez {have}.",
    "afternova.error.done_args": "Done ne prend pas d'argument.",
    "afternova.error.stored_colour": "Nommez la couleur d'un Morceau de votre Rangement "
                                     "(discard g).",
    "afternova.error.no_colour": "Vous n'avez aucun Morceau {colour} dans votre Rangement.",
    # --- les événements -----------------------------------------------------------------
    "afternova.event.turn": "Au tour du joueur {n}.",
    "afternova.event.over": "Le jeu est fini : {reason}",
    "afternova.event.extracts": "{who} extrait {planet} : {bits}. {gains}.",
    "afternova.bit.plays": "{who} joue {cards}",
    "afternova.bit.provides": "{who} fournit {skills}",
    "afternova.bit.takes": "{who} prend {frags}",
    "afternova.bit.pays": "{who} donne {to} un {colour} gardé",
    "afternova.bit.gets": "{who} reçoit {frags} de la Planète",
    "afternova.bit.keeps": "{who} garde {frags}",
    "afternova.bit.missing": "il manque encore {skills}",
    "afternova.bit.extract": "extraire {planet} ({needs} ; {frags})",
    "afternova.bit.nobody_takes": "Personne ne prend rien",
    "afternova.event.must_discard": "{who} doit défausser jusqu'à son Rangement.",
    "afternova.event.must_discard_many": "{who} doivent défausser jusqu'à leur Rangement.",
    "afternova.event.new_planet": "Nouvelle Planète : {planet} ({needs} ; {frags}).",
    "afternova.event.preparing": "{who} prépare une extraction.",
    "afternova.private.prepare": "Vous préparez une extraction de {planet} ({needs}).",
    "afternova.private.draft": "Brouillon : {edit}.",
    "afternova.edit.play": "vous jouez {paw}",
    "afternova.edit.ask": "on demande au joueur {n} 1 {skill}",
    "afternova.edit.bot": "le Bot fournit 1 {skill}",
    "afternova.edit.give": "un Morceau {colour} de la Planète va {to}",
    "afternova.edit.pay": "le joueur {a} donne au joueur {b} un {colour} gardé",
    "afternova.edit.reset": "vidé (même Planète)",
    "afternova.event.shows": "{who} montre {card}.",
    "afternova.event.proposes": "{who} propose : {summary} {helpers} : accepter ou refuser.",
    "afternova.event.accepts": "{who} accepte.",
    "afternova.private.commit": "Vous engagez {paws}.",
    "afternova.event.withdraws": "{who} retire la proposition.",
    "afternova.event.cannot_provide": "{who} ne peut pas fournir {skills} et refuse la "
                                      "proposition {whose}.",
    "afternova.event.declines": "{who} refuse la proposition {whose}.",
    "afternova.event.trades": "{who} fait le Commerce : {count} cartes du Marché.",
    "afternova.event.takes": "{who} prend {card}.",
    "afternova.event.discards_card": "{who} défausse {card} (limite de main {limit}).",
    "afternova.event.clears": "{who} vide la ligne des {row} (une carte de moins) : {cards}.",
    "afternova.event.refilled": "Le Marché est réapprovisionné : {cards}.",
    "afternova.event.completes": "{who} finit un Projet ({n} sur {max}) en payant {frags}.",
    "afternova.event.completes_promo": "{who} finit un Projet ({n} sur {max}) en payant "
                                       "{frags}, Promotion {promotion} (dès le prochain tour).",
    "afternova.private.complete": "Vous finissez {project}.",
    "afternova.event.done": "{who} ne finit plus de Projet ce tour-ci.",
    "afternova.event.discards_fragment": "{who} défausse un Morceau {colour} (Rangement plein).",
    "afternova.event.bot_empty": "Tour du Bot : le sac et la défausse sont vides.",
    "afternova.event.bot_draws": "Tour du Bot : il tire un Morceau {colour}.",
    "afternova.event.bot_places": "Le Bot place le Morceau {colour} sur {card}.",
    "afternova.event.bot_stores": "Le Bot met le Morceau {colour} dans son Rangement.",
    "afternova.event.bot_scores_deck": "Le Rangement du Bot contient 4 Morceaux : ils sont "
                                       "défaussés et le Bot marque le Projet du dessus du "
                                       "deck, face cachée.",
    "afternova.event.bot_completes": "Le Bot finit {project}.",
    "afternova.event.bot_completes_new": "Le Bot finit {project} et prend un nouveau Projet, "
                                         "{new}.",
    "afternova.event.bot_moves": "Le Bot place {frags} de son Rangement sur {card}.",
    # --- la fin -------------------------------------------------------------------------
    "afternova.reason": "{ended} Scores : {scores}. {winner} gagne.",
    "afternova.ended.one": "{who} a fini son 6e Projet.",
    "afternova.ended.many": "{who} ont fini leur 6e Projet.",
    "afternova.ended.bot": "Le Bot a marqué son 6e Projet.",
    "afternova.score": "{who} ({n} PV)",
    # --- ce qu'il faut décider ----------------------------------------------------------
    "afternova.prompt.over": "Le jeu est fini. {reason}",
    "afternova.prompt.turn": "{who} : Commerce, ou préparez une Extraction (extract 1-3), "
                             "puis validez (go).",
    "afternova.prompt.answer": "{waiting} : accepter ou refuser la proposition {whose} ({who} "
                               "peut la retirer).",
    "afternova.prompt.overflow": "{who} : défaussez des Morceaux jusqu'à votre Rangement.",
    "afternova.prompt.trade": "{who} : prenez encore {left} carte(s) du Marché, ou videz une "
                              "ligne.",
    "afternova.prompt.limit": "{who} : défaussez jusqu'à {limit} cartes.",
    "afternova.prompt.complete": "{who} : finissez des Projets de votre main, ou arrêtez "
                                 "(done).",
    "afternova.ask.amend": "modifiez votre proposition et validez-la à nouveau, ou faites le "
                           "Commerce",
    "afternova.ask.turn": "Commerce, ou préparez une Extraction (extract 1-3) et validez",
    "afternova.ask.withdraw": "en attente des réponses ; vous pouvez retirer votre proposition",
    "afternova.ask.answer": "accepter ou refuser la proposition {whose} : on vous demande "
                            "{skills}",
    "afternova.ask.overflow": "défaussez des Morceaux jusqu'à votre Rangement de {capacity}",
    "afternova.ask.trade": "prenez encore {left} carte(s) du Marché, ou videz une ligne",
    "afternova.ask.limit": "défaussez jusqu'à {limit} cartes",
    "afternova.ask.complete": "finissez des Projets de votre main, ou arrêtez (done)",
    # --- les champs de la vue privée ----------------------------------------------------
    "afternova.field.seat": "place",
    "afternova.field.number": "joueur",
    "afternova.field.hand": "main",
    "afternova.field.ship": "Vaisseau",
    "afternova.field.completed_projects": "Projets finis",
    "afternova.field.score": "score",
    "afternova.field.decision": "décision",
    "afternova.field.prompt": "à décider",
    "afternova.field.draft": "brouillon",
    "afternova.field.committed": "engagés",
    "afternova.field.asked": "on vous demande",
    # --- les coups ----------------------------------------------------------------------
    "afternova.describe.trade": "Commerce : prendre {n} cartes du Marché",
    "afternova.describe.extract_alone": "Extraire {planet} seul, maintenant, avec {cards} : "
                                        "prendre {frags}",
    "afternova.describe.prepare": "Préparer une extraction de {planet} (demande {needs} ; "
                                  "Morceaux {frags})",
    "afternova.describe.play": "Jouer {paw}",
    "afternova.describe.ask": "Demander 1 {skill} au joueur {n}",
    "afternova.describe.bot": "Le Bot fournit 1 {skill} (contre 1 Morceau de la Planète)",
    "afternova.describe.give": "Donner un Morceau {colour} de la Planète {to}",
    "afternova.describe.pay": "Le joueur {a} donne un Morceau {colour} gardé au joueur {b}",
    "afternova.describe.reset": "Vider le brouillon pour le refaire",
    "afternova.describe.send": "Envoyer la proposition {helpers}",
    "afternova.describe.go": "Extraire maintenant",
    "afternova.describe.show": "Montrer {card} à la table",
    "afternova.describe.accept": "Accepter en engageant {paws}",
    "afternova.describe.decline": "Refuser la proposition {whose}",
    "afternova.describe.withdraw": "Retirer votre proposition (pour la modifier ou faire "
                                   "autre chose)",
    "afternova.describe.take": "Prendre {card}",
    "afternova.describe.clear": "Vider la ligne des {row} et en tirer 4 nouvelles (une carte "
                                "de moins à prendre)",
    "afternova.describe.discard_fragment": "Défausser un Morceau {colour} du Rangement",
    "afternova.describe.discard": "Défausser {card}",
    "afternova.describe.complete": "Finir {project} en payant {frags}",
    "afternova.describe.done": "Ne plus finir de Projet ce tour-ci",
    # --- les coups écrits ---------------------------------------------------------------
    "afternova.parse.empty": "Écrivez un coup, par exemple 'trade' ou 'extract 2'.",
    "afternova.parse.unknown": "Coup inconnu '{word}'. Coups : {moves}.",
    "afternova.parse.usage": "Écrivez-le ainsi : {usage}.",
    "afternova.usage.trade": "trade",
    "afternova.usage.extract": "extract <Planète 1-3> [vos Ouvriers, pour extraire seul tout "
                               "de suite]",
    "afternova.usage.play": "play <Ouvrier, p. ex. H7>",
    "afternova.usage.ask": "ask <joueur> <don>, p. ex. ask 2 pil",
    "afternova.usage.bot": "bot <don>, p. ex. bot eng",
    "afternova.usage.give": "give <joueur ou bot> <couleur>, p. ex. give 2 p",
    "afternova.usage.pay": "pay <joueur qui donne> <joueur qui reçoit> <couleur>, p. ex. "
                           "pay 1 2 g",
    "afternova.usage.reset": "reset",
    "afternova.usage.go": "go",
    "afternova.usage.show": "show <carte>",
    "afternova.usage.accept": "accept <Ouvriers que vous engagez>, p. ex. accept H3 H9",
    "afternova.usage.decline": "decline",
    "afternova.usage.withdraw": "withdraw",
    "afternova.usage.take": "take <carte du Marché>",
    "afternova.usage.clear": "clear paws, ou clear projects",
    "afternova.usage.discard": "discard <carte> ou discard <couleur>",
    "afternova.usage.complete": "complete <Projet>",
    "afternova.usage.done": "done",
    # --- les images ------------------------------------------------------------------
    "afternova.draw.seat": "Joueur {n}",
    "afternova.draw.bot": "Bot",
    "afternova.draw.planets": "PLANÈTES",
    "afternova.draw.planets_note": "extract <1-3> : remplissez les deux critères des dons",
    "afternova.draw.supply": "RÉSERVE",
    "afternova.draw.market_paws": "MARCHÉ : OUVRIERS",
    "afternova.draw.market_projects": "MARCHÉ : PROJETS",
    "afternova.draw.turn": "Tour {n}",
    "afternova.draw.game_over": "Fin du jeu",
    "afternova.draw.game_over_wins": "Fin du jeu. {who} gagne",
    "afternova.draw.last_turn": "DERNIER TOUR",
    "afternova.draw.who_title": "{who} : {title}",
    "afternova.draw.phase.turn": "Extraction ou Commerce",
    "afternova.draw.phase.answer": "Proposition envoyée",
    "afternova.draw.phase.overflow": "Rangement plein",
    "afternova.draw.phase.trade": "Commerce",
    "afternova.draw.phase.limit": "Limite de main",
    "afternova.draw.phase.complete": "Fin du tour : finir les Projets",
    "afternova.draw.phase.over": "Fin du jeu",
    "afternova.draw.deck_discard": "deck {deck} · défausse {discard}",
    "afternova.draw.planet_slots": "{id} · {n} Morceaux",
    "afternova.draw.in_bag": "dans le sac",
    "afternova.draw.fragment_discard": "Défausse des Morceaux",
    "afternova.draw.planets_word": "Planètes",
    "afternova.draw.deck": "deck {n}",
    "afternova.draw.discard": "défausse {n}",
    "afternova.draw.top_discards": "dessus des défausses : {cards}",
    "afternova.draw.cleared_note": "vidée ce tour-ci · {note}",
    "afternova.draw.empty": "vide",
    "afternova.draw.vp": "PV",
    "afternova.draw.vp_short": "{n}PV",
    "afternova.draw.proposal": "Proposition : extraire",
    "afternova.draw.talk.turn": "SUR LA TABLE",
    "afternova.draw.talk.trade": "COMMERCE",
    "afternova.draw.talk.limit": "COMMERCE : LIMITE DE MAIN",
    "afternova.draw.talk.overflow": "RANGEMENT PLEIN",
    "afternova.draw.talk.complete": "FIN DU TOUR",
    "afternova.draw.talk.table": "TABLE",
    "afternova.draw.trades": "{who} fait le Commerce : {taken} carte(s) prise(s) sur {allowed}",
    "afternova.draw.cleared_row": "a vidé la ligne des {row} : une carte de moins",
    "afternova.draw.hand_over": "main de {hand} cartes, limite {limit} : défaussez",
    "afternova.draw.overflow_title": "Les Morceaux au-delà du Rangement vont à la défausse",
    "afternova.draw.stored_room": "{n} gardés, place pour {capacity}",
    "afternova.draw.complete_title": (
        "Les joueurs qui peuvent finir des Projets avec leur Rangement le font "
        "maintenant"),
    "afternova.draw.deciding": "décident :",
    "afternova.draw.turn_title": "{who} : Extraction (seul ou avec de l'aide) ou Commerce",
    "afternova.draw.draft_note": (
        "Le brouillon reste privé jusqu'à son envoi (go) ; les joueurs sollicités "
        "répondent alors."),
    "afternova.draw.declined_note": (
        "{n} proposition(s) refusée(s) ou retirée(s) ce tour-ci. {note}"),
    "afternova.draw.moves_hint": (
        "trade  ·  extract <1-3> <vos Ouvriers>  ·  extract <1-3>, play, ask, give, "
        "pay, go"),
    "afternova.draw.final_scores": "SCORES FINAUX",
    "afternova.draw.winner": "GAGNANT",
    "afternova.draw.tag.turn": "TOUR",
    "afternova.draw.tag.to_act": "À JOUER",
    "afternova.draw.tag.awaits": "ATTEND LES RÉPONSES",
    "afternova.draw.tag.asked": "SOLLICITÉ",
    "afternova.draw.tag.accepted": "ACCEPTÉ",
    "afternova.draw.tag.waiting": "EN ATTENTE",
    "afternova.draw.first": "1er",
    "afternova.draw.paws_one": "{n} Ouvrier",
    "afternova.draw.paws_many": "{n} Ouvriers",
    "afternova.draw.projects_one": "{n} Projet",
    "afternova.draw.projects_many": "{n} Projets",
    "afternova.draw.hand_line": "Main {hand} : {paws}, {projects}",
    "afternova.draw.storage": "Rangement {n}/{capacity}",
    "afternova.draw.limit_trade": "limite {limit} cartes · commerce {trade}",
    "afternova.draw.projects_done": "Projets {n}/6",
    "afternova.draw.promo_next": "{promotion} (prochain tour)",
    "afternova.draw.no_promotion": "aucune Promotion",
    "afternova.draw.shown": "Montré à la table",
    "afternova.draw.shown_n": "Montré à la table ({n})",
    "afternova.draw.ship": "Vaisseau {name}",
    "afternova.draw.objective": "objectif",
    "afternova.draw.score_parts": (
        "Projets {projects} + Rangement {storage} + objectif {objective}"),
    "afternova.draw.the_bot": "Le Bot",
    "afternova.draw.bot_note": "joue en premier · aide contre des Morceaux",
    "afternova.draw.bot_scored": "Marqués {n}/6 ({hidden} face cachée)",
    "afternova.draw.bot_storage_note": "4 gardés : marque un Projet",
    "afternova.draw.bot_projects": "Ses Projets (anneaux : symboles encore libres)",
    "afternova.draw.deal_head": "{title} Planète {n} {planet} : {needs}",
    "afternova.draw.need": "{n} {skill}",
    "afternova.draw.missing": "manque",
    "afternova.draw.plays": "joue",
    "afternova.draw.no_paws": "aucun Ouvrier",
    "afternova.draw.keeps": "garde",
    "afternova.draw.provides": "fournit",
    "afternova.draw.gets": "reçoit",
    "afternova.draw.asked": "sollicité",
    "afternova.draw.pays": "donne à {who} :",
    "afternova.draw.decision.turn": (
        "À vous : Commerce, ou Extraction d'une Planète (seul ou avec de l'aide), puis "
        "validez (go)."),
    "afternova.draw.decision.withdraw": (
        "Votre proposition est envoyée : en attente des réponses. Vous pouvez la "
        "retirer pour la modifier."),
    "afternova.draw.decision.answer": (
        "On vous demande de l'aide : acceptez avec des Ouvriers qui fournissent ce qui "
        "est demandé, ou refusez."),
    "afternova.draw.decision.storage": (
        "Votre Rangement déborde : défaussez des Morceaux jusqu'à sa capacité."),
    "afternova.draw.decision.trade": (
        "Commerce : prenez des cartes du Marché (ou videz une ligne, une carte de "
        "moins)."),
    "afternova.draw.decision.hand_limit": (
        "Au-delà de votre limite de main : défaussez des cartes."),
    "afternova.draw.decision.complete": (
        "Fin du tour : finissez les Projets que votre Rangement peut payer, ou arrêtez "
        "(done)."),
    "afternova.draw.hand_title": "{who} : votre main",
    "afternova.draw.hand_sub": "Afternova · tour {turn} · privé : vous seul le voyez",
    "afternova.draw.vp_now": "{n} PV maintenant",
    "afternova.draw.starship": "Vaisseau {name}",
    "afternova.draw.hidden_objective": "Objectif caché :",
    "afternova.draw.objective_rule": "+1 PV par Morceau {colours} sur vos Projets finis",
    "afternova.draw.hand_status": "main {hand}/{limit} · commerce {trade} cartes · finis {done}/6",
    "afternova.draw.committed_note": (
        "Vous avez accepté en engageant {paws} : en attente des réponses des autres."),
    "afternova.draw.nothing_now": "Rien à décider maintenant. En attente de {who}.",
    "afternova.draw.your_draft": "Votre brouillon (privé jusqu'à go) : extraire",
    "afternova.draw.asks_you": "{who} vous sollicite : extraire",
    "afternova.draw.your_proposal": "Votre proposition : extraire",
    "afternova.draw.proposal_by": "Proposition de {who} : extraire",
    "afternova.draw.hand_paws": "OUVRIERS ({n})",
    "afternova.draw.hand_projects": "PROJETS ({n})",
    "afternova.draw.gold_frame": "cadre doré : un don qu'on vous demande",
    "afternova.draw.gold_ring": "anneau doré : les couleurs de votre objectif",
    "afternova.draw.none": "aucun",
    "afternova.draw.committed": "ENGAGÉ",
    "afternova.draw.storage_pays": "le Rangement le paie",
    "afternova.draw.completed_title": "PROJETS FINIS ({n}/6)",
    "afternova.draw.none_yet": "aucun pour l'instant",
    # --- les règles ---------------------------------------------------------------------
    "afternova.summary": (
        "Recrutez les Ouvriers, extrayez les Morceaux des Planètes (seul, avec l'aide "
        "d'autres joueurs contre une distribution convenue des Morceaux, ou avec le Bot à "
        "2 joueurs) et dépensez-les pour finir les Projets. Chaque tour : une Extraction ou "
        "le Commerce (prenez 3 cartes du Marché). À la fin de chaque tour, chaque joueur peut "
        "finir des Projets ; le 6e Projet fini termine le jeu. Points de Victoire : ceux des "
        "Projets, 1 par Morceau dans votre Rangement, 1 par Morceau des couleurs de votre "
        "objectif caché sur vos Projets finis."),
    "afternova.notation_help": (
        "Noms dans les coups : Ouvriers H1..H40, Projets P1..P40 ; Planètes par leur place "
        "dans la ligne, 1..3 (ou par leur nom) ; joueurs par numéro, 1..6 (ordre du tour ; "
        "le joueur 1 commence), le Bot de la variante à 2 joueurs : bot ; dons pil Pilotage, "
        "eng Ingénierie, sec Sécurité, ext Extraction ; couleurs des Morceaux p violet, "
        "g vert, k noir, w blanc, o orange.\n"
        "À votre tour :\n"
        "`trade` Commerce : prenez 3 cartes du Marché (voir take / clear)\n"
        "`extract 2 H3 H7` extrayez la Planète 2 seul, tout de suite, avec ces Ouvriers\n"
        "`extract 2` préparez une Extraction de la Planète 2 (ou : extract Nektarr), pour "
        "obtenir l'aide d'autres joueurs ou du Bot, ou pour partager les Morceaux :\n"
        "`play H7` jouez un de vos Ouvriers · `ask 3 pil` demandez 1 Pilotage au joueur 3 · "
        "`bot eng` à 2 joueurs : le Bot fournit 1 Ingénierie · `give 3 p` donnez un Morceau "
        "violet de la Planète au joueur 3 · `give bot w` donnez un Morceau blanc au Bot · "
        "`pay 1 3 g` le joueur 1 donne un Morceau vert gardé au joueur 3 (entre le joueur "
        "actif et un joueur qui aide, dans un sens ou dans l'autre) · `reset` videz le "
        "brouillon · `go` extrayez tout de suite, ou envoyez la proposition aux joueurs "
        "sollicités · `show H7` montrez une carte de votre main à la table (avant extract)\n"
        "Le brouillon reste privé jusqu'à go. Chaque joueur sollicité répond, tous en même "
        "temps : `accept H3 H9` (en engageant ces Ouvriers) ou `decline` ; l'auteur peut la "
        "retirer (`withdraw`) pour la modifier.\n"
        "Pendant le Commerce : `take H7` / `take P12`, `clear paws` / `clear projects` (une "
        "nouvelle ligne, une carte de moins) ; au-delà de la limite de main `discard H7`, "
        "au-delà du Rangement `discard g`.\n"
        "À la fin de chaque tour, chaque joueur qui le peut : `complete P12` (finir un Projet "
        "de votre main, payé avec votre Rangement) ou `done`.\n"
        "Les mots français sont compris aussi : commerce, extraire, jouer, demander, donner, "
        "payer, valider, montrer, accepter, refuser, retirer, prendre, vider, défausser, "
        "finir, terminé ; pilotage, ingénierie, sécurité, extraction ; violet, vert, noir, "
        "blanc, orange (extraire Nektarr, demander joueur 3 pilotage, donner 3 violet)."),
}
