"""Ad Astra's words in Spanish (glossary: :mod:`games.adastra.messages`)."""

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
    "adastra.field.score": "Puntos",
    "adastra.field.resource_cards": "Cartas de recurso",
    "adastra.field.action_cards": "Cartas de acción en la mano",
    "adastra.field.scoring_set_aside": "Cartas de puntuación apartadas",
    "adastra.field.deep_ships": "Naves en el espacio profundo",
    "adastra.field.supply": "Reserva:",
    "adastra.field.colony": "colonias",
    "adastra.field.factory": "fábricas",
    "adastra.field.terraformer": "terraformadores",
    "adastra.field.starship": "naves estelares",
    "adastra.field.must_discard": "Cartas por descartar",
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
    "adastra.ending.score": "{who} llegó {points:a} puntos",
    "adastra.ending.other": "{text}",
    "adastra.text": "{text}",
    "adastra.ev.round": "Empieza la ronda {round}: {who} es el primer jugador y coloca la "
                        "primera carta de acción.",
    "adastra.ev.placed": "{who} coloca una carta de acción boca abajo en el espacio {space}.",
    "adastra.ev.placed_private": "Colocaste {card} en el espacio {space}.",
    "adastra.ev.board_full": "El tablero de planificación está lleno: empieza la fase de "
                             "acción.",
    "adastra.ev.reveal": "Espacio {space}: {card} {who:de}.",
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
    "adastra.ev.reaches": "{who} llega {score:a} puntos: la partida termina al final de esta "
                          "ronda.",
    "adastra.ev.produce": "{who} elige producir {resource}.",
    "adastra.ev.takes": "{who} recibe {n} {resource}.",
    "adastra.ev.takes_short": "{who} recibe {n} {resource} (el banco se quedó corto: {missing} "
                              "menos).",
    "adastra.ev.move_deep": "{who} mueve una nave estelar desde {src} al espacio "
                            "profundo{paid}.",
    "adastra.ev.move_one": "{who} mueve una nave estelar desde {src} {system:a}{paid} y mira "
                           "su {n} planeta boca abajo.",
    "adastra.ev.move_many": "{who} mueve una nave estelar desde {src} {system:a}{paid} y mira "
                            "sus {n} planetas boca abajo.",
    "adastra.ev.seen_system": "Planetas boca abajo {system:de}: {seen}.",
    "adastra.ev.reveal_land": "{who} revela {planet}, un planeta {kind}, y aterriza en él.",
    "adastra.ev.last_planet": "Se revela el último planeta: la partida termina al final de "
                              "esta ronda.",
    "adastra.ev.land": "{who} aterriza en {planet} ({kind}).",
    "adastra.ev.build_ship": "{who} construye una nave estelar en el espacio profundo, "
                             "{paid}.",
    "adastra.ev.build": "{who} construye {item} en {planet}, {paid}{scored}.",
    "adastra.ev.bank": "{who} cambia 2 {give} con el banco por 1 {get}.",
    "adastra.ev.offer": "{who} ofrece {target:a} {give} por {get}.",
    "adastra.ev.accept": "{target} acepta: {who} da {give} por {get}.",
    "adastra.ev.decline": "{target} rechaza la oferta.",
    "adastra.ev.withdraw": "{who} retira la oferta.",
    "adastra.ev.bonus": "{who} obtiene la bonificación {bonus:de} puntos.",
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
    "adastra.prompt.land_at": "aterriza con tu nave estelar en un planeta {system:de}",
    "adastra.prompt.build": "construye o pasa",
    "adastra.prompt.trade": "comercia con el banco o con otro jugador, o pasa",
    "adastra.prompt.respond": "acepta o rechaza la oferta de intercambio",
    "adastra.prompt.withdraw": "espera la respuesta a tu oferta, o retírala",
    "adastra.prompt.score": "elige el elemento que todos puntúan",
    "adastra.prompt.discard": "descarta recursos a cambio de puntos, o pasa",
    "adastra.prompt.limit": "descarta hasta quedarte con {limit} cartas de recursos",
    "adastra.no.players": "Ad Astra se juega {min:de} {max:a} jugadores.",
    "adastra.no.options": "Opción de Ad Astra desconocida: {names}. Opciones: "
                          "optional_artifacts, factions.",
    "adastra.no.optional": "optional_artifacts debe ser true o false.",
    "adastra.no.factions": "factions debe nombrar {n} facciones distintas entre {factions}.",
    "adastra.no.over": "La partida ha terminado.",
    "adastra.no.seat": "Ese asiento no está en esta mesa.",
    "adastra.no.turn": "No es tu turno: se espera {waiting:a}.",
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
    "adastra.no.moved_on": "Tu nave estelar {planet:de} ya se ha movido en esta acción.",
    "adastra.no.ship_deep": "No tienes ninguna nave estelar en el espacio profundo.",
    "adastra.no.ship_on": "No tienes ninguna nave estelar en {planet}.",
    "adastra.no.move_artifact": "{via} no es un artefacto que pague el movimiento.",
    "adastra.no.artifact_held": "No tienes ese artefacto.",
    "adastra.no.sol": "Sol nunca es un destino: ninguna carta de movimiento lo muestra.",
    "adastra.no.already_deep": "Esa nave estelar ya está en el espacio profundo.",
    "adastra.no.gate_deep": "La Puerta estelar lleva a sistemas estelares, no al espacio "
                            "profundo.",
    "adastra.no.system": "No hay ningún sistema {system}.",
    "adastra.no.card_systems": "Esta carta solo permite moverse {a:a}, {b:a} o al espacio "
                               "profundo.",
    "adastra.no.system_full": "Ningún planeta {system:de} puede recibir tu nave estelar: cada "
                              "planeta boca arriba tiene peones de otro jugador.",
    "adastra.no.move_cost": "Ese movimiento cuesta {cost} {resource} y tienes {have}.",
    "adastra.no.land_shape": "Indica el planeta en el que aterrizas, p. ej. land LY3.",
    "adastra.no.land_system": "Tu nave estelar está en {system}: aterriza en uno de sus "
                              "planetas.",
    "adastra.no.land_same": "Tu nave estelar debe aterrizar en otro planeta.",
    "adastra.no.land_taken": "{planet} tiene peones {who:de}: no puedes aterrizar allí.",
    "adastra.no.build_shape": "Construye una colonia, fábrica, terraformador o nave estelar, "
                              "p. ej. build colony LY3 X o build starship Y.",
    "adastra.no.pawns": "Tus cuatro peones {item:de} ya están en juego.",
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
    "adastra.do.move_with": "Mover una nave estelar desde {src} {dst:a} con {artifact} "
                            "(gratis)",
    "adastra.do.move_cost": "Mover una nave estelar desde {src} {dst:a} ({cost} Energía)",
    "adastra.do.move_free": "Mover una nave estelar desde {src} {dst:a} (gratis)",
    "adastra.do.land": "Aterrizar en {planet}, un planeta {kind}",
    "adastra.do.land_seen": "Revelar {planet} y aterrizar (boca abajo, viste {kind})",
    "adastra.do.land_hidden": "Revelar {planet} y aterrizar (boca abajo)",
    "adastra.do.free_with": "gratis con {artifact}",
    "adastra.do.build_ship": "Construir una nave estelar en el espacio profundo ({price})",
    "adastra.do.build": "Construir {item} en {planet} ({price})",
    "adastra.do.bank": "Dar 2 {give} al banco por 1 {get}",
    "adastra.do.offer": "Ofrecer {target:a} {give} por {get}",
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
    # --- alt text: the images described for a screen reader (rendering/alt.py) ----------
    "adastra.alt.card_of": "{card}, jugada por {who}",
    "adastra.alt.first": "Jugador inicial: {who}",
    "adastra.alt.seat": ("{who}: colonias {colonies}, fábricas {factories}, naves estelares "
                         "en planetas {ships}, cartas de recurso {cards}, cartas de acción "
                         "{actions}, artefactos {artifacts}"),
    "adastra.alt.planning": "Tablero de planificación: {taken} {spaces:de} espacios ocupados",
    "adastra.alt.resources": "Recursos: {items}",
    "adastra.alt.no_resources": "Ningún recurso",
    "adastra.alt.hand": "Cartas de acción en la mano ({n}): {items}",
    "adastra.alt.no_cards": "Ninguna carta de acción en la mano",
    "adastra.alt.planned": "Tus cartas boca abajo en el tablero de planificación: {items}",
    "adastra.alt.artifacts": "Artefactos alienígenas: {items}",
    "adastra.alt.known": "Planetas boca abajo que has visto: {items}",
}
