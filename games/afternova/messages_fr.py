"""Afternova's words in French (glossary: :mod:`games.afternova.messages`)."""

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
    "afternova.error.planet_number": "Nommez une Planète de la ligne, de 1 {count:à}.",
    "afternova.error.already_preparing": "Vous préparez déjà une extraction {planet:de}.",
    "afternova.why.paw": "{card} n'est pas nécessaire",
    "afternova.why.help": "l'aide demandée couvre plus {skill:de} que nécessaire",
    "afternova.Why.paw": "{card} n'est pas nécessaire",
    "afternova.Why.help": "L'aide demandée couvre plus {skill:de} que nécessaire",
    "afternova.error.waste": "{doing} gaspillerait de l'aide : {why}. On ne joue que ce dont "
                             "l'extraction a besoin.",
    "afternova.doing.play": "Jouer {card}",
    "afternova.doing.ask": "Demander de l'aide {who}",
    "afternova.doing.bot": "L'aide du Bot",
    "afternova.error.needs_only": "{planet} demande seulement {needs}.",
    "afternova.error.has_all": "L'extraction a déjà tous les dons {skill:de} qu'il lui faut.",
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
    "afternova.error.bot_fragments": ("Le Bot fournit {count} {count:plural:one=don|other=dons} : "
                                      "donnez-lui autant de Morceaux de la Planète qui "
                                      "correspondent à ses Projets ({given} "
                                      "{given:plural:one=donné|other=donnés})."),
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
    "afternova.private.prepare": "Vous préparez une extraction {planet:de} ({needs}).",
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
    "afternova.prompt.trade": ("{who} : prenez encore {left} {left:plural:one=carte|other=cartes} "
                               "du Marché, ou videz une ligne."),
    "afternova.prompt.limit": "{who} : défaussez jusqu'à {limit} cartes.",
    "afternova.prompt.complete": "{who} : finissez des Projets de votre main, ou arrêtez "
                                 "(done).",
    "afternova.ask.amend": "modifiez votre proposition et validez-la à nouveau, ou faites le "
                           "Commerce",
    "afternova.ask.turn": "Commerce, ou préparez une Extraction (extract 1-3) et validez",
    "afternova.ask.withdraw": "en attente des réponses ; vous pouvez retirer votre proposition",
    "afternova.ask.answer": "accepter ou refuser la proposition {whose} : on vous demande "
                            "{skills}",
    "afternova.ask.overflow": "défaussez des Morceaux jusqu'à votre Rangement {capacity:de}",
    "afternova.ask.trade": ("prenez encore {left} {left:plural:one=carte|other=cartes} du Marché, "
                            "ou videz une ligne"),
    "afternova.ask.limit": "défaussez jusqu'à {limit} cartes",
    "afternova.ask.complete": "finissez des Projets de votre main, ou arrêtez (done)",
    # --- les champs de la vue privée ----------------------------------------------------
    "afternova.mine.paws": "Ouvriers en main : {cards}",
    "afternova.mine.projects": "Projets en main : {cards}",
    "afternova.mine.ship": "Vaisseau {name} ; objectif caché : {objective}",
    "afternova.mine.completed": "Projets finis : {cards}",
    "afternova.mine.score": ("Score : {total} PV "
                             "(Projets {projects} + Rangement {storage} + objectif {objective})"),
    "afternova.mine.draft": "Votre brouillon : {summary}",
    "afternova.mine.committed": "Vous avez engagé {cards}",
    "afternova.mine.asked": "On vous demande : {skills}",
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
    "afternova.field.paws": "Ouvriers",
    "afternova.field.projects": "Projets",
    "afternova.field.capacity": "place dans le Rangement",
    "afternova.field.hand_limit": "limite de main",
    "afternova.field.trade_cards": "cartes par Commerce",
    "afternova.field.completed": "Projets finis",
    "afternova.field.promotions": "promotions",
    "afternova.field.shown": "cartes montrées",
    "afternova.field.storage": "Rangement",
    "afternova.field.total": "total",
    "afternova.field.objective": "objectif",
    "afternova.field.pil": "Pilotage",
    "afternova.field.eng": "Ingénierie",
    "afternova.field.sec": "Sécurité",
    "afternova.field.ext": "Extraction",
    "afternova.phase.turn": "Extraction ou Commerce",
    "afternova.phase.answer": "Proposition envoyée",
    "afternova.phase.overflow": "Rangement plein",
    "afternova.phase.trade": "Commerce",
    "afternova.phase.limit": "Limite de main",
    "afternova.phase.complete": "Fin du tour : finir les Projets",
    "afternova.phase.over": "Fin du jeu",
    "afternova.promotions.storage": "Rangement +1",
    "afternova.promotions.trade": "Commerce +1",
    "afternova.promotions.hand": "Main +2",
    # --- les coups ----------------------------------------------------------------------
    "afternova.describe.trade": "Commerce : prendre {n} cartes du Marché",
    "afternova.describe.extract_alone": "Extraire {planet} seul, maintenant, avec {cards} : "
                                        "prendre {frags}",
    "afternova.describe.prepare": "Préparer une extraction {planet:de} (demande {needs} ; "
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
    "afternova.draw.skill.pil": "PIL",
    "afternova.draw.skill.eng": "ING",
    "afternova.draw.skill.sec": "SÉC",
    "afternova.draw.skill.ext": "EXT",
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
    "afternova.draw.trades": ("{who} fait le Commerce : {taken} {taken:plural:one=carte "
                              "prise|other=cartes prises} sur {allowed}"),
    "afternova.draw.cleared_row": "a vidé la ligne des {row} : une carte de moins",
    "afternova.draw.hand_over": "main {hand:de} cartes, limite {limit} : défaussez",
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
    "afternova.draw.declined_note": ("{n} {n:plural:one=proposition refusée|other=propositions "
                                     "refusées} ou {n:plural:one=retirée|other=retirées} ce "
                                     "tour-ci. {note}"),
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
    "afternova.draw.pays": "donne {who:à} :",
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
    "afternova.draw.nothing_now": "Rien à décider maintenant. En attente {who:de}.",
    "afternova.draw.your_draft": "Votre brouillon (privé jusqu'à go) : extraire",
    "afternova.draw.asks_you": "{who} vous sollicite : extraire",
    "afternova.draw.your_proposal": "Votre proposition : extraire",
    "afternova.draw.proposal_by": "Proposition {who:de} : extraire",
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
    # --- alt text: the images described for a screen reader (rendering/alt.py) ----------
    "afternova.alt.last_turn": "C'est le dernier tour",
    "afternova.alt.bot": ("Bot : {scored} Projets marqués ; ses Projets {projects} ; "
                          "rangement {storage}"),
    "afternova.alt.planets": "Planètes : {items}",
    "afternova.alt.market": "Marché : Ouvriers {paws} ; Projets {projects}",
    "afternova.alt.seat": ("{who} : Projets finis {completed}, cartes en main {hand}, "
                           "rangement {storage}"),
    "afternova.alt.score": "Votre score pour l'instant : {total} PV ({parts})",
    "afternova.alt.ship": "Vaisseau {name} ; objectif caché : {objective}",
    "afternova.alt.paws": "Ouvriers en main ({n}) : {items}",
    "afternova.alt.projects": "Projets en main ({n}) : {items}",
    "afternova.alt.completed": "Projets finis : {items}",
}
