"""Kepler-3042's words in French (glossary: :mod:`games.kepler3042.messages`)."""

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
    "kepler3042.field.score": "Points",
    "kepler3042.field.tech": "Technologie",
    "kepler3042.field.lead": "Pistes de Leadership :",
    "kepler3042.field.medals": "Médailles :",
    "kepler3042.field.colonial": "Coloniale",
    "kepler3042.field.pit": "Puits de Clausius",
    "kepler3042.field.store": "Réserve de Ressources",
    "kepler3042.field.speed": "Vitesse",
    "kepler3042.field.planets": "Planètes",
    "kepler3042.field.action": "Action",
    "kepler3042.field.ships_on_map": "Vaisseaux sur la carte",
    "kepler3042.field.ships_in_supply": "Vaisseaux en réserve",
    "kepler3042.field.colonies": "Colonies",
    "kepler3042.field.targets": "Cibles Coloniales atteintes",
    "kepler3042.phase.setup": "Mise en place : deux avancées technologiques gratuites",
    "kepler3042.phase.play": "Manches de jeu",
    "kepler3042.phase.over": "Partie terminée",
    "kepler3042.ev.setup": ("La galaxie est en place ; le Groupe Local Stellaire est révélé. "
                            "Chaque joueur a un Objectif secret et choisit deux avancées "
                            "technologiques gratuites."),
    "kepler3042.ev.your_objective": "Votre Objectif secret : {objective}",
    "kepler3042.ev.free_advances": "{player} avance gratuitement {a:à} et {b}.",
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
    "kepler3042.ev.withdraw": "{player} retire le vaisseau {where:de} ({hex}).",
    "kepler3042.ev.declines_produce": "{player} renonce à PRODUIRE.",
    "kepler3042.ev.produces": "{player} PRODUIT {cost} sur {planet}.",
    "kepler3042.ev.burns": "{player} BRÛLE 1 {res} depuis {where}.",
    "kepler3042.ev.declines_regen": "{player} renonce à RÉGÉNÉRER.",
    "kepler3042.ev.regen": "{player} RÉGÉNÈRE 1 {res}.",
    "kepler3042.ev.acquires": "{player} acquiert {level} ({numeral}-{tech} niveau {n}).",
    "kepler3042.ev.leap": "Un bond de géant pour l'humanité : {player} atteint {level}.",
    "kepler3042.ev.convert": ("{player} convertit 1 {res} {planet:de} en {other} (Physique "
                              "Quantique)."),
    "kepler3042.ev.shift": ("{player} déplace 1 {res} {src:de} vers {dst} (Physique "
                            "Quantique)."),
    "kepler3042.ev.no_antimatter": ("Avec V-Science de l'Antimatière au niveau 0, aucune "
                                    "Antimatière ne peut être PRODUITE."),
    "kepler3042.ev.no_exploit": ("Avec IV-Terraformation au niveau 0, aucune planète ne peut "
                                 "PRODUIRE."),
    "kepler3042.ev.colonizes": "{player} colonise {planet} {name} ({type}, {zone}).",
    "kepler3042.ev.reveal": "{player} retourne la tuile en {hex} : {tile}.",
    "kepler3042.ev.build": "{player} DÉPENSE {cost} {planet:de} pour construire un vaisseau.",
    "kepler3042.ev.place": "{player} pose un vaisseau en {hex}.",
    "kepler3042.ev.spends": "{player} DÉPENSE {cost} {planet:de}.",
    "kepler3042.ev.terraforms": "{player} DÉPENSE {cost} et terraforme {planet}.",
    "kepler3042.stop": "{text}.",
    "kepler3042.prompt.over": "La partie est finie",
    "kepler3042.prompt.setup": ("Choisissez deux Technologies différentes à faire avancer "
                                "gratuitement (start <technologie> <technologie>)"),
    "kepler3042.prompt.cube": "Déplacez votre Cube d'Action sur une case d'Action Principale",
    "kepler3042.prompt.turn": ("Faites une Action Bonus, déplacez ou retirez des vaisseaux, ou "
                               "finissez votre tour (done)"),
    "kepler3042.prompt.missions": ("Missions Spatiales : construisez des vaisseaux (build "
                                   "<planète>), ou done"),
    "kepler3042.prompt.place": ("Choisissez l'hexagone d'Espace de votre nouveau vaisseau "
                                "(place <hexagone>)"),
    "kepler3042.prompt.colonize": ("Colonisez les planètes où sont vos vaisseaux (colonize "
                                   "<planète>), ou done"),
    "kepler3042.prompt.research": ("Développement Technologique : achetez des niveaux (tech "
                                   "<technologie> <planète>), ou done"),
    "kepler3042.prompt.movement": "Déplacez vos vaisseaux (move <départ> <arrivée>), ou done",
    "kepler3042.prompt.terraform": "Terraformez vos planètes (terraform <planète>), ou done",
    "kepler3042.prompt.maptrack": ("Carte Galactique : avancez sur une Piste de Leadership (map "
                                   "tech / map colonial), ou done pour passer l'action"),
    "kepler3042.prompt.exploit": ("Exploitation Planétaire : choisissez jusqu'à {left} planètes de "
                                  "plus où PRODUIRE (exploit <planète>), ou done"),
    "kepler3042.prompt.regen": ("RÉGÉNÉREZ une Ressource de votre Puits de Clausius (regen "
                                "<M/E/A>)"),
    "kepler3042.prompt.regen_may": ("Vous pouvez RÉGÉNÉRER une Ressource de votre Puits de "
                                    "Clausius (regen <M/E/A>), ou skip"),
    "kepler3042.prompt.freetech": ("Savoir Extraterrestre : gagnez gratuitement un niveau de "
                                   "Technologie (tech <technologie>), ou skip"),
    "kepler3042.prompt.reveal": ("Retournez une tuile de Corps Céleste (reveal <hexagone>), encore "
                                 "{left}"),
    "kepler3042.prompt.produce_may": ("Vous pouvez PRODUIRE {amount} {res} sur une de vos "
                                      "planètes (produce <planète>), ou skip"),
    "kepler3042.prompt.produce": ("PRODUISEZ {amount} {res} sur une de vos planètes (produce "
                                  "<planète>)"),
    "kepler3042.prompt.gamma": ("Sursaut Gamma : BRÛLEZ 1 Énergie d'une de vos planètes (burn E "
                                "<planète>)"),
    "kepler3042.prompt.burn": "BRÛLEZ une Ressource pour payer (burn <M/E/A> store ou <planète>)",
    "kepler3042.no.over": "La partie est finie.",
    "kepler3042.no.seat": "Cette place n'existe pas.",
    "kepler3042.no.not_yours": "C'est {player:à} de décider maintenant, pas à vous.",
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
                                   "avancer {n:de} {n:plural:one=hexagone|other=hexagones}."),
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
    "kepler3042.no.convert_form": "Écrivez convert <planète> <M/E>.",
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
    "kepler3042.move.start": "Avancer gratuitement {a:à} et {b}",
    "kepler3042.move.action": "{action} (bonus : {b1}, {b2})",
    "kepler3042.move.bonus": "{bonus} : {what} (BRÛLER 1 Ressource)",
    "kepler3042.effect.logistics": "poser un vaisseau gratuit près d'une de vos planètes",
    "kepler3042.effect.advancement": "PRODUIRE 1 Antimatière",
    "kepler3042.effect.science": "+1 récompense Technologique",
    "kepler3042.effect.culture": "+1 récompense Coloniale",
    "kepler3042.effect.planning": "déplacer chaque vaisseau de 2 hexagones au plus",
    "kepler3042.effect.neo": "PRODUIRE 1 Matière + 1 Énergie sur la Terre",
    "kepler3042.move.build": "Construire un vaisseau : DÉPENSER {cost} {planet:de}",
    "kepler3042.move.place": "Poser le nouveau vaisseau en {hex}",
    "kepler3042.move.colonize": "Coloniser la Planète {n} {name} ({type}, +{awards} Coloniale)",
    "kepler3042.move.tech_max": "{tech} (déjà à son maximum)",
    "kepler3042.move.tech_head": "{numeral}-{level} (niveau {n})",
    "kepler3042.move.tech_free": "Prendre gratuitement {head}",
    "kepler3042.move.tech_free_burn": "Prendre gratuitement {head}, BRÛLER 1 Ressource",
    "kepler3042.move.tech_buy": "Acheter {head} : DÉPENSER {cost} {planet:de}",
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
    "kepler3042.move.move_1": "Déplacer le vaisseau {a:de} en {b} ({n} hexagone)",
    "kepler3042.move.move_n": "Déplacer le vaisseau {a:de} en {b} ({n} hexagones)",
    "kepler3042.move.onto_1": "Déplacer le vaisseau {a:de} en {b}, sur {tile} ({n} hexagone)",
    "kepler3042.move.onto_n": "Déplacer le vaisseau {a:de} en {b}, sur {tile} ({n} hexagones)",
    "kepler3042.move.withdraw_mine": "Retirer le vaisseau en {hex} de sa Mine (RÉGÉNÉRER 1)",
    "kepler3042.move.withdraw": "Retirer le vaisseau en {hex}",
    "kepler3042.move.convert": "Convertir 1 {res} {planet:de} en {other} (Physique Quantique)",
    "kepler3042.move.shift": "Déplacer 1 {res} {src:de} vers {dst} (Physique Quantique)",
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
    "kepler3042.draw.col.leadership": "Pistes",
    "kepler3042.draw.col.medals": "Méd",
    "kepler3042.draw.col.antimatter": "AM",
    "kepler3042.draw.col.mines": "Mine",
    "kepler3042.draw.col.max_technologies": "Techno",
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
    "kepler3042.draw.tiny.missions": "mis",
    "kepler3042.draw.tiny.colonize": "col",
    "kepler3042.draw.tiny.research": "dév",
    "kepler3042.draw.tiny.propel": "pro",
    "kepler3042.draw.tiny.terraform": "ter",
    "kepler3042.draw.tiny.map": "car",
    "kepler3042.draw.tiny.energy": "éne",
    "kepler3042.draw.tiny.exploit": "exp",
    "kepler3042.draw.tiny.antimatter": "ant",
    "kepler3042.draw.short.missions": "Missions",
    "kepler3042.draw.short.colonize": "Coloniser",
    "kepler3042.draw.short.research": "Dév. Techno.",
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
    "kepler3042.draw.quantum": ("Quantique : encore {moves} "
                                "{moves:plural:one=déplacement|other=déplacements}, {converts} "
                                "{converts:plural:one=conversion|other=conversions}"),
    # --- alt text: the images described for a screen reader (rendering/alt.py) ----------
    "kepler3042.alt.card": "Carte Progrès {name} : {text}",
    "kepler3042.alt.first": "Premier joueur : {who}",
    "kepler3042.alt.seat": ("{who} : {colonies}/5 colonies, planètes terraformées "
                            "{terraformed}, vaisseaux {out} dehors et {home} au port, vitesse "
                            "{speed}, niveaux de Technologie {tech}"),
    "kepler3042.alt.if_ended": "Votre score si la partie finissait maintenant : {score}",
    "kepler3042.alt.objective": "Objectif secret : {objective}, {met}",
    "kepler3042.alt.storage": "Réserve de Ressources : {items}",
    "kepler3042.alt.tech": "Vos Technologies : {items}",
}
