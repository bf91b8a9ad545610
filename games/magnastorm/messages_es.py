"""Magnastorm's words in Spanish (glossary: :mod:`games.magnastorm.messages`)."""

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


ES: dict[str, str] = {
    "magnastorm.option.start_area": "1 o 2",
    "magnastorm.option.first_player": "un número de asiento de 0 al número de jugadores menos uno",
    "magnastorm.option.advanced_start": "true o false",
    "magnastorm.option.artifacts": ("una lista de números de cartas de artefacto, {low:de} a "
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
    "magnastorm.reason.reached": "{who} llegó {goal:a} de reputación",
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
    "magnastorm.ev.forrester": ("{who} gasta {n} {n:plural:one=amarillo|other=amarillos} por {n} "
                                "de reputación (Forrester Dain)."),
    "magnastorm.ev.end_triggered": "{who} llegó {goal:a} de reputación: la partida termina "
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
    "magnastorm.ev.artifact": "{who} saca el artefacto {metal:de} #{card} (nivel {level}, "
                              "{bonus}).",
    "magnastorm.ev.over": "La partida ha terminado ({why}). Gana {who} con {reputation} de "
                          "reputación.",
    "magnastorm.ev.lab": "{who} deja un laboratorio tortuga en {space} por {cubes}.",
    "magnastorm.ev.lab_extra": "{who} deja un laboratorio tortuga en {space} por {cubes} "
                               "(laboratorio extra).",
    "magnastorm.ev.lab_azrea": "{who} deja un laboratorio tortuga en {space} por {cubes} "
                               "(laboratorio extra, Azrea Bonsmai).",
    "magnastorm.ev.pays_move": "{who} paga {cubes} para mover el explorador.",
    "magnastorm.ev.runner_moves": "El explorador {who:de} se mueve {space:a}.",
    "magnastorm.ev.station_pay": "{who} paga 1 cubo {colour} {owner:a} para salir de la "
                                 "estación {station}.",
    "magnastorm.ev.own_station": "{who} sale de su propia estación {station}.",
    "magnastorm.ev.jump": "El explorador {who:de} salta {space:a} (Mira Mascovic).",
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
    "magnastorm.ev.parks": "{who} lleva un tripulante {colour} {space:a}.",
    "magnastorm.ev.kimkin": "{who} usa a Kim-Kin Park para compartir la casilla {space}.",
    "magnastorm.ev.places_crew": "{who} coloca un tripulante en {space}.",
    "magnastorm.ev.top": "{who} ya está en lo más alto del área {area}.",
    "magnastorm.ev.advances": "{who} avanza al nivel {level} del área {area}.",
    "magnastorm.ev.gains_cube": "{who} gana 1 cubo {colour}.",
    "magnastorm.ev.bag": "{who} saca de la bolsa y obtiene {cubes}.",
    "magnastorm.ev.round": "Empieza la ronda {round}. Sectores tranquilos: {sectors}.",
    "magnastorm.ev.buys_token": "{who} compra la ficha de jugador inicial por {cubes}.",
    "magnastorm.ev.takes_over": "{who} toma el control {commander:de} por {cubes}.",
    "magnastorm.ev.loses_cmd": "{who} pierde {commander:a} y {n} de reputación.",
    "magnastorm.ev.gains_cmd": "{who} gana {commander:a} y {n} de reputación.",
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
    "magnastorm.prompt.park": ("coloca {n:plural:one=el tripulante|other=los {n} tripulantes} "
                               "del comandante en el panel inferior (place <casilla>)"),
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
    "magnastorm.no.from_pay": "Di qué cubo pagas {who:a}, por ejemplo: from {station} yellow.",
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
    "magnastorm.d.take": "Toma el control {commander:de} (+{gain} de reputación) por {cubes}",
    "magnastorm.d.crew": "Usa un tripulante {colour} de la columna {column}",
    "magnastorm.d.park": "Lleva un tripulante {space:a} (sin acción)",
    "magnastorm.d.place_on": "Coloca en {space}",
    "magnastorm.d.place": "Coloca en {space}: moverse cuesta {move}, los cubos dan {gain}",
    "magnastorm.d.place_bonus": "Coloca en {space}: moverse cuesta {move}, los cubos dan "
                                "{gain}; bonificación: {bonus}",
    "magnastorm.d.move": "Mueve tu explorador por {cubes}",
    "magnastorm.d.cubes": "Toma {cubes}",
    "magnastorm.d.go": "Muévete {space:a} ({what} del sector {sector})",
    "magnastorm.d.go_lab": "Muévete {space:a} ({what} del sector {sector}, laboratorio de "
                           "{who})",
    "magnastorm.d.stop": "Termina aquí el movimiento",
    "magnastorm.d.from": "Empieza el movimiento en la estación transmisora {station}",
    "magnastorm.d.from_pay": "Empieza el movimiento en la estación transmisora {station}, "
                             "pagando 1 cubo {colour} a su dueño",
    "magnastorm.d.jump": "Salta {space:a} (Mira Mascovic)",
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
    "magnastorm.d.spend": ("Gasta {n} {n:plural:one=cubo amarillo|other=cubos amarillos} por {n} "
                           "de reputación"),
    "magnastorm.d.obj_sector": "Cumple el objetivo {slot} (retira laboratorios {targets:de}) "
                               "por {value} de reputación",
    "magnastorm.d.obj_research": "Cumple el objetivo {slot} (baja {targets}) por {value} de "
                                 "reputación",
    "magnastorm.d.trade": "Cambia {cubes} por 1 cubo {colour}",
    "magnastorm.field.seat": "Asiento",
    "magnastorm.field.colour": "Color",
    "magnastorm.field.artifacts": "Cartas de artefacto",
    "magnastorm.field.artifact": "#{id}: {metal}, nivel {level}, bonificación {bonus}",
    "magnastorm.field.score": "Puntos",
    "magnastorm.field.reputation": "Reputación",
    "magnastorm.field.cubes": "Cubos:",
    "magnastorm.field.cube_total": "Cubos en total",
    "magnastorm.field.lab_slots": "Huecos de laboratorio",
    "magnastorm.field.labs_left": "Laboratorios restantes",
    "magnastorm.field.labs_on_board": "Laboratorios en el planeta",
    "magnastorm.field.station_slots": "Huecos de estación",
    "magnastorm.field.stations_left": "Estaciones restantes",
    "magnastorm.field.crew_left": "Tripulantes restantes",
    "magnastorm.field.markers_left": "Marcadores restantes",
    "magnastorm.field.research": "Investigación:",
    "magnastorm.field.commanders": "Comandantes",
    "magnastorm.field.objectives": "Objetivos",
    "magnastorm.field.runner": "Explorador en la casilla",
    "magnastorm.field.turn_position": "Puesto en el orden de turno",
    "magnastorm.field.drawn_artifacts": "Artefactos robados",
    "magnastorm.field.artifact_earned": "Artefacto ganado",
    "magnastorm.field.yellow": "amarillo",
    "magnastorm.field.grey": "gris",
    "magnastorm.field.purple": "morado",
    "magnastorm.field.pink": "rosa",
    "magnastorm.field.orange": "naranja",
    "magnastorm.field.green": "verde",
    "magnastorm.field.red": "roja",
    "magnastorm.field.blue": "azul",
    "magnastorm.field.cyan": "cian",
    "magnastorm.phase.setup": "Posiciones iniciales",
    "magnastorm.phase.turns": "Fase 1: acciones",
    "magnastorm.phase.admin": "Fase 2: administración",
    "magnastorm.phase.over": "Fin de la partida",
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
    "magnastorm.r.start": "SALIDA",
    "magnastorm.r.sector_quiet": "S{sector} calma",
    "magnastorm.r.centre_round": "RONDA",
    "magnastorm.r.of_rounds": "{last:de}",
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
    "magnastorm.r.waiting": "Esperando {who:a}",
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
    "magnastorm.r.behind": "{n:a} del primero",
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
    # --- alt text: the images described for a screen reader (rendering/alt.py) ----------
    "magnastorm.alt.order": "Orden de turno: {order}",
    "magnastorm.alt.seat": ("{who}: laboratorios en el planeta {labs}, estaciones {stations}, "
                            "cubos {cubes}, investigación {research}"),
    "magnastorm.alt.reputation": "Tu reputación: {n} (meta {goal})",
    "magnastorm.alt.cubes": "Tus cubos: {items}",
    "magnastorm.alt.no_cubes": "Ningún cubo",
    "magnastorm.alt.research": "Tu investigación: {items}",
    "magnastorm.alt.supply": ("En tu reserva: laboratorios {labs}, estaciones {stations}, "
                              "tripulantes {crew}"),
    "magnastorm.alt.commanders": "Tus comandantes: {items}",
    "magnastorm.alt.artifacts": "Tus cartas de artefacto: {items}",
    "magnastorm.alt.artifact": "n.º {id}, {metal}, nivel {level}, bonificación: {bonus}",
}
