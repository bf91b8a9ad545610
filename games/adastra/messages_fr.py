"""Ad Astra's words in French (glossary: :mod:`games.adastra.messages`)."""

FR: dict[str, str] = {
    "adastra.draw.no_artifacts": "aucun",
    "adastra.no.card_count": "Un nombre de cartes va de 1 {high:à}.",
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
    "adastra.field.score": "Points",
    "adastra.field.resource_cards": "Cartes ressource",
    "adastra.field.action_cards": "Cartes action en main",
    "adastra.field.scoring_set_aside": "Cartes de décompte mises de côté",
    "adastra.field.deep_ships": "Vaisseaux dans l'espace lointain",
    "adastra.field.supply": "Réserve :",
    "adastra.field.colony": "colonies",
    "adastra.field.factory": "usines",
    "adastra.field.terraformer": "terraformeurs",
    "adastra.field.starship": "vaisseaux",
    "adastra.field.must_discard": "Cartes à défausser",
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
    "adastra.ev.reveal": "Case {space} : {card} {who:de}.",
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
    "adastra.ev.move_deep": "{who} déplace un vaisseau {src:de} vers l'espace "
                            "lointain{paid}.",
    "adastra.ev.move_one": "{who} déplace un vaisseau {src:de} vers {system}{paid} et regarde "
                           "sa {n} planète face cachée.",
    "adastra.ev.move_many": "{who} déplace un vaisseau {src:de} vers {system}{paid} et "
                            "regarde ses {n} planètes face cachée.",
    "adastra.ev.seen_system": "Planètes face cachée {system:de} : {seen}.",
    "adastra.ev.reveal_land": "{who} révèle {planet}, une planète {kind}, et y atterrit.",
    "adastra.ev.last_planet": "La dernière planète est révélée : la partie se termine à la fin "
                              "de cette manche.",
    "adastra.ev.land": "{who} atterrit sur {planet} ({kind}).",
    "adastra.ev.build_ship": "{who} construit un vaisseau dans l'espace lointain, {paid}.",
    "adastra.ev.build": "{who} construit {item} sur {planet}, {paid}{scored}.",
    "adastra.ev.bank": "{who} échange 2 {give} avec la banque contre 1 {get}.",
    "adastra.ev.offer": "{who} propose {target:à} {give} contre {get}.",
    "adastra.ev.accept": "{target} accepte : {who} donne {give} contre {get}.",
    "adastra.ev.decline": "{target} refuse l'offre.",
    "adastra.ev.withdraw": "{who} retire son offre.",
    "adastra.ev.bonus": "{who} marque le bonus {bonus:de} points.",
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
    "adastra.prompt.land_at": "faites atterrir votre vaisseau sur une planète {system:de}",
    "adastra.prompt.build": "construisez ou passez",
    "adastra.prompt.trade": "échangez avec la banque ou un autre joueur, ou passez",
    "adastra.prompt.respond": "acceptez ou refusez l'offre d'échange",
    "adastra.prompt.withdraw": "attendez la réponse à votre offre, ou retirez-la",
    "adastra.prompt.score": "choisissez l'élément que tout le monde décompte",
    "adastra.prompt.discard": "défaussez des ressources contre des points, ou passez",
    "adastra.prompt.limit": "défaussez-vous jusqu'à {limit} cartes ressource",
    "adastra.no.players": "Ad Astra se joue {min:de} {max:à} joueurs.",
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
    "adastra.no.spaces": "Les cases sont numérotées de 1 {n:à}.",
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
    "adastra.no.system_full": "Aucune planète {system:de} ne peut accueillir votre vaisseau : "
                              "chaque planète face visible porte des pions d'un autre joueur.",
    "adastra.no.move_cost": "Ce déplacement coûte {cost} {resource} et vous en avez {have}.",
    "adastra.no.land_shape": "Indiquez la planète où atterrir, p. ex. land LY3.",
    "adastra.no.land_system": "Votre vaisseau est {system:à} : atterrissez sur l'une de ses "
                              "planètes.",
    "adastra.no.land_same": "Votre vaisseau doit atterrir sur une autre planète.",
    "adastra.no.land_taken": "{planet} porte des pions {who:de} : vous ne pouvez pas y "
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
    "adastra.no.bank_out": "La banque n'a plus {resource:de}.",
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
    "adastra.no.exchange": "Vous n'avez pas {resource:de} à échanger.",
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
    "adastra.do.move_with": "Déplacer un vaisseau {src:de} vers {dst} avec {artifact} "
                            "(gratuit)",
    "adastra.do.move_cost": "Déplacer un vaisseau {src:de} vers {dst} ({cost} Énergie)",
    "adastra.do.move_free": "Déplacer un vaisseau {src:de} vers {dst} (gratuit)",
    "adastra.do.land": "Atterrir sur {planet}, une planète {kind}",
    "adastra.do.land_seen": "Révéler {planet} et y atterrir (face cachée, vous avez vu {kind})",
    "adastra.do.land_hidden": "Révéler {planet} et y atterrir (face cachée)",
    "adastra.do.free_with": "gratuit avec {artifact}",
    "adastra.do.build_ship": "Construire un vaisseau dans l'espace lointain ({price})",
    "adastra.do.build": "Construire {item} sur {planet} ({price})",
    "adastra.do.bank": "Donner 2 {give} à la banque contre 1 {get}",
    "adastra.do.offer": "Proposer {target:à} {give} contre {get}",
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
    # --- alt text: the images described for a screen reader (rendering/alt.py) ----------
    "adastra.alt.card_of": "{card}, jouée par {who}",
    "adastra.alt.first": "Premier joueur : {who}",
    "adastra.alt.seat": ("{who} : colonies {colonies}, usines {factories}, vaisseaux sur des "
                         "planètes {ships}, cartes ressource {cards}, cartes action "
                         "{actions}, artefacts {artifacts}"),
    "adastra.alt.planning": "Plateau de planification : {taken} cases occupées sur {spaces}",
    "adastra.alt.resources": "Ressources : {items}",
    "adastra.alt.no_resources": "Aucune ressource",
    "adastra.alt.hand": "Cartes action en main ({n}) : {items}",
    "adastra.alt.no_cards": "Aucune carte action en main",
    "adastra.alt.planned": "Vos cartes face cachée sur le plateau de planification : {items}",
    "adastra.alt.artifacts": "Artefacts extraterrestres : {items}",
    "adastra.alt.known": "Planètes face cachée que vous avez vues : {items}",
}
