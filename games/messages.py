"""Words every engine shares (see :mod:`games.i18n`): list joins and the notation kit's
refusals of text that is not a move at all, and the colours that name seats."""

EN: dict[str, str] = {
    "core.control_character": "That text contains a control character: type the move again.",
    "core.not_text": "Type a move as a line of text.",
    "core.text_too_long": "A move fits in {max} characters; that text has {length}.",
    "core.ascii_digits": "Write numbers with the digits 0 to 9.",
    "core.invisible_character": "That text contains an invisible or control character: type the "
                                "move again.",
    "core.number_range": "{what} is a number from {low} to {high}.",
    "core.no_seat": "There is no seat {seat} in this game.",
    "core.no_such_seat": "There is no seat like that in this game.",
    "core.not_a_move": "That is not a move.",
    "core.not_a_game_move": "That is not a move of this game: moves are short words and numbers.",
    "core.move_too_long": "A move fits in {max} characters.",
    "core.not_canonical": "That is not how this game writes a move: {text}.",
    "core.comma": ", ",
    "core.and": " and ",
    "core.or": " or ",
    "core.colour.blue": "Blue",
    "core.colour.red": "Red",
    "core.colour.yellow": "Yellow",
    "core.colour.green": "Green",
    "core.colour.purple": "Purple",
    "core.colour.grey": "Grey",
    "core.colour.pink": "Pink",
    "core.colour.orange": "Orange",
    "core.colour.black": "Black",
    "core.colour.white": "White",
}

ES: dict[str, str] = {
    "core.control_character": "Ese texto contiene un carácter de control: escribe la jugada de "
                              "nuevo.",
    "core.not_text": "Escribe la jugada como una línea de texto.",
    "core.text_too_long": "Una jugada cabe en {max} caracteres; ese texto tiene {length}.",
    "core.ascii_digits": "Escribe los números con las cifras 0 a 9.",
    "core.invisible_character": "Ese texto contiene un carácter invisible o de control: escribe "
                                "la jugada de nuevo.",
    "core.number_range": "{what} es un número de {low} a {high}.",
    "core.no_seat": "No hay asiento {seat} en esta partida.",
    "core.no_such_seat": "No hay un asiento así en esta partida.",
    "core.not_a_move": "Eso no es una jugada.",
    "core.not_a_game_move": "Eso no es una jugada de este juego: las jugadas son palabras cortas "
                            "y números.",
    "core.move_too_long": "Una jugada cabe en {max} caracteres.",
    "core.not_canonical": "Así no escribe este juego una jugada: {text}.",
    "core.comma": ", ",
    "core.and": " y ",
    "core.or": " o ",
    "core.colour.blue": "Azul",
    "core.colour.red": "Rojo",
    "core.colour.yellow": "Amarillo",
    "core.colour.green": "Verde",
    "core.colour.purple": "Morado",
    "core.colour.grey": "Gris",
    "core.colour.pink": "Rosa",
    "core.colour.orange": "Naranja",
    "core.colour.black": "Negro",
    "core.colour.white": "Blanco",
}

FR: dict[str, str] = {
    "core.control_character": "Ce texte contient un caractère de contrôle : tapez le coup à "
                              "nouveau.",
    "core.not_text": "Tapez un coup sur une ligne de texte.",
    "core.text_too_long": "Un coup tient en {max} caractères ; ce texte en a {length}.",
    "core.ascii_digits": "Écrivez les nombres avec les chiffres 0 à 9.",
    "core.invisible_character": "Ce texte contient un caractère invisible ou de contrôle : tapez "
                                "le coup à nouveau.",
    "core.number_range": "{what} est un nombre de {low} à {high}.",
    "core.no_seat": "Il n'y a pas de place {seat} dans cette partie.",
    "core.no_such_seat": "Il n'y a pas de place de ce genre dans cette partie.",
    "core.not_a_move": "Ce n'est pas un coup.",
    "core.not_a_game_move": "Ce n'est pas un coup de ce jeu : les coups sont des mots courts et "
                            "des nombres.",
    "core.move_too_long": "Un coup tient en {max} caractères.",
    "core.not_canonical": "Ce n'est pas ainsi que ce jeu écrit un coup : {text}.",
    "core.comma": ", ",
    "core.and": " et ",
    "core.or": " ou ",
    "core.colour.blue": "Bleu",
    "core.colour.red": "Rouge",
    "core.colour.yellow": "Jaune",
    "core.colour.green": "Vert",
    "core.colour.purple": "Violet",
    "core.colour.grey": "Gris",
    "core.colour.pink": "Rose",
    "core.colour.orange": "Orange",
    "core.colour.black": "Noir",
    "core.colour.white": "Blanc",
}
