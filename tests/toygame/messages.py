"""Pebbles' words in English, Spanish and French: every key starts with the game's name."""

EN = {
    "pebbles.summary": "Take 1, 2 or 3 pebbles from the pile in turn; whoever takes the "
                       "last pebble wins.",
    "pebbles.notation_help": "take 2   take two pebbles (or just: 2)",
    "pebbles.player": "Player {number}",
    "pebbles.prompt": "take 1 to {most} pebbles",
    "pebbles.move.take": "Take {count}",
    "pebbles.took": "Player {player} takes {count}; {left} left.",
    "pebbles.won": "Player {player} takes the last pebble and wins.",
    "pebbles.reason": "Whoever takes the last pebble wins",
    "pebbles.no.notation": "Write take and a number from 1 to {most}, e.g. take 2.",
    "pebbles.no.turn": "It is not your turn.",
    "pebbles.no.move": "You may take 1 to {most} pebbles.",
    "pebbles.board.pile": "Pebbles: {pile} left",
    "pebbles.hand.taken": "You took {taken}",
}

ES = {
    "pebbles.summary": "Por turnos, toma 1, 2 o 3 piedras del montón; gana quien toma la "
                       "última.",
    "pebbles.notation_help": "take 2   toma dos piedras (o solo: 2)",
    "pebbles.player": "Jugador {number}",
    "pebbles.prompt": "toma de 1 a {most} piedras",
    "pebbles.move.take": "Tomar {count}",
    "pebbles.took": "El jugador {player} toma {count}; quedan {left}.",
    "pebbles.won": "El jugador {player} toma la última piedra y gana.",
    "pebbles.reason": "Gana quien toma la última piedra",
    "pebbles.no.notation": "Escribe take y un número de 1 a {most}, p. ej. take 2.",
    "pebbles.no.turn": "No es tu turno.",
    "pebbles.no.move": "Puedes tomar de 1 a {most} piedras.",
    "pebbles.board.pile": "Piedras: quedan {pile}",
    "pebbles.hand.taken": "Has tomado {taken}",
}

FR = {
    "pebbles.summary": "À tour de rôle, prenez 1, 2 ou 3 cailloux du tas ; qui prend le "
                       "dernier gagne.",
    "pebbles.notation_help": "take 2   prendre deux cailloux (ou seulement : 2)",
    "pebbles.player": "Joueur {number}",
    "pebbles.prompt": "prendre de 1 à {most} cailloux",
    "pebbles.move.take": "Prendre {count}",
    "pebbles.took": "Le joueur {player} prend {count} ; il en reste {left}.",
    "pebbles.won": "Le joueur {player} prend le dernier caillou et gagne.",
    "pebbles.reason": "Qui prend le dernier caillou gagne",
    "pebbles.no.notation": "Écrivez take et un nombre de 1 à {most}, par exemple take 2.",
    "pebbles.no.turn": "Ce n'est pas votre tour.",
    "pebbles.no.move": "Vous pouvez prendre de 1 à {most} cailloux.",
    "pebbles.board.pile": "Cailloux : il en reste {pile}",
    "pebbles.hand.taken": "Vous en avez pris {taken}",
}
