"""Magnastorm's words in French (glossary: :mod:`games.magnastorm.messages`)."""

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


FR: dict[str, str] = {
    "magnastorm.option.start_area": "1 ou 2",
    "magnastorm.option.first_player": "un numéro de place de 0 au nombre de joueurs moins un",
    "magnastorm.option.advanced_start": "true ou false",
    "magnastorm.option.artifacts": ("une liste de numéros de cartes d'artefact, {low:de} à "
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
    "magnastorm.ev.setup": "Magnastorm {players:à} joueurs, zone de départ {area}.",
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
    "magnastorm.ev.forrester": ("{who} dépense {n} {n:plural:one=jaune|other=jaunes} pour {n} de "
                                "réputation (Forrester Dain)."),
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
    "magnastorm.ev.runner_moves": "L'éclaireur {who:de} va en {space}.",
    "magnastorm.ev.station_pay": "{who} paie 1 cube {colour} {owner:à} pour partir de la "
                                 "station {station}.",
    "magnastorm.ev.own_station": "{who} part de sa propre station {station}.",
    "magnastorm.ev.jump": "L'éclaireur {who:de} saute en {space} (Mira Mascovic).",
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
    "magnastorm.ev.takes_over": "{who} prend le contrôle {commander:de} pour {cubes}.",
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
    "magnastorm.prompt.park": ("place {n:plural:one=le membre|other=les {n} membres} d'équipage "
                               "du commandant sur le panneau inférieur (place <case>)"),
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
    "magnastorm.no.turn": "Ce n'est pas ton tour : c'est {who:à} de décider.",
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
    "magnastorm.no.from_pay": "Dis quel cube tu paies {who:à}, par exemple : from {station} "
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
    "magnastorm.d.take": "Prends le contrôle {commander:de} (+{gain} de réputation) pour "
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
    "magnastorm.d.go_lab": "Va en {space} ({what} du secteur {sector}, laboratoire {who:de})",
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
    "magnastorm.d.spend": ("Dépense {n} {n:plural:one=cube jaune|other=cubes jaunes} pour {n} de "
                           "réputation"),
    "magnastorm.d.obj_sector": "Remplis l'objectif {slot} (retire des laboratoires de "
                               "{targets}) pour {value} de réputation",
    "magnastorm.d.obj_research": "Remplis l'objectif {slot} (descends {targets}) pour {value} "
                                 "de réputation",
    "magnastorm.d.trade": "Échange {cubes} contre 1 cube {colour}",
    "magnastorm.field.seat": "Place",
    "magnastorm.field.colour": "Couleur",
    "magnastorm.field.artifacts": "Cartes d'artefact",
    "magnastorm.field.artifact": "#{id} : {metal}, niveau {level}, bonus {bonus}",
    "magnastorm.field.score": "Points",
    "magnastorm.field.reputation": "Réputation",
    "magnastorm.field.cubes": "Cubes :",
    "magnastorm.field.cube_total": "Cubes au total",
    "magnastorm.field.lab_slots": "Emplacements de laboratoire",
    "magnastorm.field.labs_left": "Laboratoires restants",
    "magnastorm.field.labs_on_board": "Laboratoires sur la planète",
    "magnastorm.field.station_slots": "Emplacements de station",
    "magnastorm.field.stations_left": "Stations restantes",
    "magnastorm.field.crew_left": "Membres d'équipage restants",
    "magnastorm.field.markers_left": "Marqueurs restants",
    "magnastorm.field.research": "Recherche :",
    "magnastorm.field.commanders": "Commandants",
    "magnastorm.field.objectives": "Objectifs",
    "magnastorm.field.runner": "Éclaireur sur la case",
    "magnastorm.field.turn_position": "Place dans l'ordre du tour",
    "magnastorm.field.drawn_artifacts": "Artefacts piochés",
    "magnastorm.field.artifact_earned": "Artefact gagné",
    "magnastorm.field.yellow": "jaune",
    "magnastorm.field.grey": "gris",
    "magnastorm.field.purple": "violet",
    "magnastorm.field.pink": "rose",
    "magnastorm.field.orange": "orange",
    "magnastorm.field.green": "vert",
    "magnastorm.field.red": "rouge",
    "magnastorm.field.blue": "bleu",
    "magnastorm.field.cyan": "cyan",
    "magnastorm.phase.setup": "Positions de départ",
    "magnastorm.phase.turns": "Phase 1 : actions",
    "magnastorm.phase.admin": "Phase 2 : administration",
    "magnastorm.phase.over": "Partie terminée",
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
    "magnastorm.r.start": "DÉPART",
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
    "magnastorm.r.waiting": "En attente {who:de}",
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
    # --- alt text: the images described for a screen reader (rendering/alt.py) ----------
    "magnastorm.alt.order": "Ordre du tour : {order}",
    "magnastorm.alt.seat": ("{who} : laboratoires sur la planète {labs}, stations {stations}, "
                            "cubes {cubes}, recherche {research}"),
    "magnastorm.alt.reputation": "Votre réputation : {n} (objectif {goal})",
    "magnastorm.alt.cubes": "Vos cubes : {items}",
    "magnastorm.alt.no_cubes": "Aucun cube",
    "magnastorm.alt.research": "Votre recherche : {items}",
    "magnastorm.alt.supply": ("Dans votre réserve : laboratoires {labs}, stations {stations}, "
                              "membres d'équipage {crew}"),
    "magnastorm.alt.commanders": "Vos commandants : {items}",
    "magnastorm.alt.artifacts": "Vos cartes d'artefact : {items}",
    "magnastorm.alt.artifact": "n° {id}, {metal}, niveau {level}, bonus : {bonus}",
}
