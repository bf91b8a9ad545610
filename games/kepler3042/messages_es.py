"""Kepler-3042's words in Spanish (glossary: :mod:`games.kepler3042.messages`)."""

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
    "kepler3042.field.score": "Puntos",
    "kepler3042.field.tech": "Tecnología",
    "kepler3042.field.lead": "Pistas de Liderazgo:",
    "kepler3042.field.medals": "Medallas:",
    "kepler3042.field.colonial": "Colonial",
    "kepler3042.field.pit": "Pozo de Clausius",
    "kepler3042.field.store": "Almacén de Recursos",
    "kepler3042.field.speed": "Velocidad",
    "kepler3042.field.planets": "Planetas",
    "kepler3042.field.action": "Acción",
    "kepler3042.field.ships_on_map": "Naves en el mapa",
    "kepler3042.field.ships_in_supply": "Naves en la reserva",
    "kepler3042.field.colonies": "Colonias",
    "kepler3042.field.targets": "Objetivos Coloniales alcanzados",
    "kepler3042.phase.setup": "Preparación: dos avances de Tecnología gratis",
    "kepler3042.phase.play": "Rondas de juego",
    "kepler3042.phase.over": "Partida terminada",
    "kepler3042.ev.setup": ("La galaxia está dispuesta; se revela el Grupo Local Estelar. Cada "
                            "jugador tiene un Objetivo secreto y elige dos avances tecnológicos "
                            "gratuitos."),
    "kepler3042.ev.your_objective": "Tu Objetivo secreto: {objective}",
    "kepler3042.ev.free_advances": "{player} avanza gratis {a:a} y {b}.",
    "kepler3042.ev.round": ("Ronda {round}: {player} revela la carta de Progreso {card}: "
                            "{text}"),
    "kepler3042.ev.end_phase": "Fase final: {card} surte efecto.",
    "kepler3042.ev.game_end": "Termina la 16.ª ronda: puntuación final.",
    "kepler3042.ev.cube": "{player} mueve el Cubo de Acción {action:a}.",
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
    "kepler3042.ev.target": "{player} alcanza el Objetivo Colonial {hex:de}.",
    "kepler3042.ev.lands": "{player} posa una nave en {what} ({hex}).",
    "kepler3042.ev.withdraw": "{player} retira la nave {where:de} ({hex}).",
    "kepler3042.ev.declines_produce": "{player} renuncia a PRODUCIR.",
    "kepler3042.ev.produces": "{player} PRODUCE {cost} en {planet}.",
    "kepler3042.ev.burns": "{player} QUEMA 1 {res} {where:de}.",
    "kepler3042.ev.declines_regen": "{player} renuncia a REGENERAR.",
    "kepler3042.ev.regen": "{player} REGENERA 1 {res}.",
    "kepler3042.ev.acquires": "{player} adquiere {level} ({numeral}-{tech} nivel {n}).",
    "kepler3042.ev.leap": "Un gran salto para la humanidad: {player} alcanza {level}.",
    "kepler3042.ev.convert": ("{player} convierte 1 {res} {planet:de} en {other} (Física "
                              "Cuántica)."),
    "kepler3042.ev.shift": "{player} mueve 1 {res} {src:de} {dst:a} (Física Cuántica).",
    "kepler3042.ev.no_antimatter": ("Con V-Ciencia de la Antimateria en nivel 0 no se puede "
                                    "PRODUCIR Antimateria."),
    "kepler3042.ev.no_exploit": "Con IV-Terraformación en nivel 0 ningún planeta puede PRODUCIR.",
    "kepler3042.ev.colonizes": "{player} coloniza {planet} {name} ({type}, {zone}).",
    "kepler3042.ev.reveal": "{player} voltea la loseta {hex:de}: {tile}.",
    "kepler3042.ev.build": "{player} GASTA {cost} {planet:de} para construir una nave.",
    "kepler3042.ev.place": "{player} pone una nave en {hex}.",
    "kepler3042.ev.spends": "{player} GASTA {cost} {planet:de}.",
    "kepler3042.ev.terraforms": "{player} GASTA {cost} y terraforma {planet}.",
    "kepler3042.stop": "{text}.",
    "kepler3042.prompt.over": "La partida ha terminado",
    "kepler3042.prompt.setup": ("Elige dos Tecnologías distintas para avanzar gratis "
                                "(start <tecnología> <tecnología>)"),
    "kepler3042.prompt.cube": "Mueve tu Cubo de Acción a una casilla de Acción Principal",
    "kepler3042.prompt.turn": ("Haz una Acción Extra, mueve o retira naves, o termina tu turno "
                               "(done)"),
    "kepler3042.prompt.missions": "Misiones Espaciales: construye naves (build <planeta>), o done",
    "kepler3042.prompt.place": "Elige el hexágono de Espacio para tu nave nueva (place <hexágono>)",
    "kepler3042.prompt.colonize": ("Coloniza los planetas donde están tus naves (colonize "
                                   "<planeta>), o done"),
    "kepler3042.prompt.research": ("Desarrollo Tecnológico: compra niveles (tech <tecnología> "
                                   "<planeta>), o done"),
    "kepler3042.prompt.movement": "Mueve tus naves (move <origen> <destino>), o done",
    "kepler3042.prompt.terraform": "Terraforma tus planetas (terraform <planeta>), o done",
    "kepler3042.prompt.maptrack": ("Mapa Galáctico: avanza en una Pista de Liderazgo (map tech / "
                                   "map colonial), o done para saltarte la acción"),
    "kepler3042.prompt.exploit": ("Explotación Planetaria: elige hasta {left} planetas más en los "
                                  "que PRODUCIR (exploit <planeta>), o done"),
    "kepler3042.prompt.regen": "REGENERA un Recurso de tu Pozo de Clausius (regen <M/E/A>)",
    "kepler3042.prompt.regen_may": ("Puedes REGENERAR un Recurso de tu Pozo de Clausius "
                                    "(regen <M/E/A>), o skip"),
    "kepler3042.prompt.freetech": ("Conocimiento Extraterrestre: obtén gratis un nivel de "
                                   "Tecnología (tech <tecnología>), o skip"),
    "kepler3042.prompt.reveal": ("Voltea una loseta de Cuerpo Celeste (reveal <hexágono>), quedan "
                                 "{left}"),
    "kepler3042.prompt.produce_may": ("Puedes PRODUCIR {amount} {res} en uno de tus planetas "
                                      "(produce <planeta>), o skip"),
    "kepler3042.prompt.produce": ("PRODUCE {amount} {res} en uno de tus planetas "
                                  "(produce <planeta>)"),
    "kepler3042.prompt.gamma": ("Estallido de Rayos Gamma: QUEMA 1 Energía de uno de tus planetas "
                                "(burn E <planeta>)"),
    "kepler3042.prompt.burn": "QUEMA un Recurso para pagar (burn <M/E/A> store o <planeta>)",
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
    "kepler3042.no.no_movement": "A la nave {hex:de} no le queda movimiento.",
    "kepler3042.no.impassable": ("Las naves nunca pueden entrar en Sol, Sagitario A* ni una "
                                 "Estrella."),
    "kepler3042.no.unrevealed": "Las naves no pueden entrar en un Cuerpo Celeste sin revelar.",
    "kepler3042.no.body_occupied": "Ese Cuerpo Celeste ya está ocupado.",
    "kepler3042.no.hex_occupied": ("Una nave no puede terminar su movimiento en un hexágono de "
                                   "Espacio ocupado."),
    "kepler3042.no.already_there": "La nave ya está ahí.",
    "kepler3042.no.out_of_range": ("Ese hexágono está fuera de alcance: esta nave puede moverse "
                                   "{n} {n:plural:one=hexágono|other=hexágonos} más."),
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
    "kepler3042.no.convert_form": "Escribe convert <planeta> <M/E>.",
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
    "kepler3042.no.build_cost": "Una nave cuesta {cost}, GASTADO solo {planet:de}.",
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
    "kepler3042.move.start": "Avanzar gratis {a:a} y {b}",
    "kepler3042.move.action": "{action} (extras: {b1}, {b2})",
    "kepler3042.move.bonus": "{bonus}: {what} (QUEMA 1 Recurso)",
    "kepler3042.effect.logistics": "pon una nave gratis junto a uno de tus planetas",
    "kepler3042.effect.advancement": "PRODUCE 1 Antimateria",
    "kepler3042.effect.science": "+1 premio Tecnológico",
    "kepler3042.effect.culture": "+1 premio Colonial",
    "kepler3042.effect.planning": "mueve cada nave hasta 2 hexágonos",
    "kepler3042.effect.neo": "PRODUCE 1 Materia + 1 Energía en la Tierra",
    "kepler3042.move.build": "Construir una nave: GASTA {cost} {planet:de}",
    "kepler3042.move.place": "Poner la nave nueva en {hex}",
    "kepler3042.move.colonize": "Colonizar el Planeta {n} {name} ({type}, +{awards} Colonial)",
    "kepler3042.move.tech_max": "{tech} (ya en su máximo)",
    "kepler3042.move.tech_head": "{numeral}-{level} (nivel {n})",
    "kepler3042.move.tech_free": "Obtener gratis {head}",
    "kepler3042.move.tech_free_burn": "Obtener gratis {head}, QUEMA 1 Recurso",
    "kepler3042.move.tech_buy": "Comprar {head}: GASTA {cost} {planet:de}",
    "kepler3042.move.terraform": ("Terraformar el Planeta {n}: GASTA {cost}, vale {vp} PV, "
                                  "+{awards} Colonial"),
    "kepler3042.move.map": ("Avanzar 1 en la Pista de Liderazgo {track} y voltear 4 "
                            "losetas"),
    "kepler3042.move.reveal": "Voltear la loseta {hex:de} ({zone})",
    "kepler3042.move.produce_n": "PRODUCIR {n} {res} en {planet}",
    "kepler3042.move.produce": "PRODUCIR en {planet}",
    "kepler3042.move.exploit": "PRODUCIR {cost} en {planet}",
    "kepler3042.move.burn": "QUEMAR 1 {res} {where:de}",
    "kepler3042.move.regen": "REGENERAR 1 {res}",
    "kepler3042.move.move_1": "Mover la nave {a:de} {b:a} ({n} hexágono)",
    "kepler3042.move.move_n": "Mover la nave {a:de} {b:a} ({n} hexágonos)",
    "kepler3042.move.onto_1": "Mover la nave {a:de} {b:a}, sobre {tile} ({n} hexágono)",
    "kepler3042.move.onto_n": "Mover la nave {a:de} {b:a}, sobre {tile} ({n} hexágonos)",
    "kepler3042.move.withdraw_mine": "Retirar la nave {hex:de} de su Mina (REGENERA 1)",
    "kepler3042.move.withdraw": "Retirar la nave {hex:de}",
    "kepler3042.move.convert": "Convertir 1 {res} {planet:de} en {other} (Física Cuántica)",
    "kepler3042.move.shift": "Mover 1 {res} {src:de} {dst:a} (Física Cuántica)",
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
    "kepler3042.draw.col.all_types": "Serie",
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
    "kepler3042.draw.tiny.missions": "mis",
    "kepler3042.draw.tiny.colonize": "col",
    "kepler3042.draw.tiny.research": "des",
    "kepler3042.draw.tiny.propel": "pro",
    "kepler3042.draw.tiny.terraform": "ter",
    "kepler3042.draw.tiny.map": "map",
    "kepler3042.draw.tiny.energy": "ene",
    "kepler3042.draw.tiny.exploit": "exp",
    "kepler3042.draw.tiny.antimatter": "ant",
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
    "kepler3042.draw.waiting": "{round} · esperando {who:a}",
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
    "kepler3042.draw.quantum": ("Cuántica: quedan {moves} "
                                "{moves:plural:one=movimiento|other=movimientos}, {converts} "
                                "{converts:plural:one=conversión|other=conversiones}"),
    # --- alt text: the images described for a screen reader (rendering/alt.py) ----------
    "kepler3042.alt.card": "Carta de Progreso {name}: {text}",
    "kepler3042.alt.first": "Jugador inicial: {who}",
    "kepler3042.alt.seat": ("{who}: {colonies}/5 colonias, planetas terraformados "
                            "{terraformed}, naves {out} fuera y {home} en casa, velocidad "
                            "{speed}, niveles de Tecnología {tech}"),
    "kepler3042.alt.if_ended": "Tus puntos si la partida acabara ahora: {score}",
    "kepler3042.alt.objective": "Objetivo secreto: {objective}, {met}",
    "kepler3042.alt.storage": "Almacén de Recursos: {items}",
    "kepler3042.alt.tech": "Tus Tecnologías: {items}",
}
