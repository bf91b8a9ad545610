"""Afternova's words in Spanish (glossary: :mod:`games.afternova.messages`)."""

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
    "afternova.draw.skill.pil": "PIL",
    "afternova.draw.skill.eng": "ING",
    "afternova.draw.skill.sec": "SEG",
    "afternova.draw.skill.ext": "EXT",
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
