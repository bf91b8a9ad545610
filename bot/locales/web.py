"""The games' web pages (bot/web/) in English, Spanish and French: the page's words, and
the sentences the bot says in Discord about a game's address. Each language's dictionary
is merged into that language's catalogue (``bot/i18n.py``, ``es.py``, ``fr.py``), so
:func:`bot.i18n.t` finds them and the catalogue tests check them like every other key."""

WEB_EN: dict[str, str] = {
    # in Discord
    "web.follow": "Follow this game in a browser: <{url}>",
    "web.every_move": "Every move of this game, in a browser: <{url}>",
    "web.last_game": "The last game here, {title}, in a browser: <{url}>",
    "web.replaced": "{actor} gave this game a new web address; the old one no longer "
                    "works: <{url}>",
    "web.replaced_you": "Done: the game's new address is <{url}>; the old one no longer "
                        "works.",
    "web.off": "This bot serves no web pages (WEB_BASE_URL and WEB_PORT are not set).",
    # the page
    "web.page_title": "{title} · Starpost",
    "web.lobby": "This game has not started yet: its lobby is open.",
    "web.cancelled": "This lobby was cancelled.",
    "web.round": "Round {round}: {phase}",
    "web.awaiting": "Awaiting {who}.",
    "web.over": "Game over: {reason}.",
    "web.aborted": "This game was stopped without a result ({reason}).",
    "web.players": "Players",
    "web.seat": "Seat",
    "web.player": "Player",
    "web.score": "Score",
    "web.place": "Place",
    "web.to_play": "to play",
    "web.log": "Log",
    "web.setup": "The game is set up.",
    "web.board": "Board",
    "web.at_setup": "The board at the start (move 0 of {last})",
    "web.after_move": "The board after move {ply} of {last}",
    "web.move": "Move",
    "web.first": "First",
    "web.previous": "Previous",
    "web.next": "Next",
    "web.last": "Last",
    "web.zoom": "Zoom",
    "web.full_size": "Full size",
    "web.keys": "The slider and the arrow keys go through the moves.",
    "web.footer": "A read-only page: it shows what the game's channel sees, nothing more.",
    "web.language": "Language",
}

WEB_ES: dict[str, str] = {
    "web.follow": "Sigue esta partida en el navegador: <{url}>",
    "web.every_move": "Todas las jugadas de esta partida, en el navegador: <{url}>",
    "web.last_game": "La última partida de aquí, {title}, en el navegador: <{url}>",
    "web.replaced": "{actor} ha dado a esta partida una dirección web nueva; la anterior "
                    "ya no funciona: <{url}>",
    "web.replaced_you": "Hecho: la nueva dirección de la partida es <{url}>; la anterior "
                        "ya no funciona.",
    "web.off": "Este bot no sirve páginas web (WEB_BASE_URL y WEB_PORT no están "
               "definidos).",
    "web.page_title": "{title} · Starpost",
    "web.lobby": "Esta partida aún no ha empezado: su sala de espera está abierta.",
    "web.cancelled": "Esta sala de espera se canceló.",
    "web.round": "Ronda {round}: {phase}",
    "web.awaiting": "Se espera a {who}.",
    "web.over": "Fin de la partida: {reason}.",
    "web.aborted": "Esta partida se detuvo sin resultado ({reason}).",
    "web.players": "Jugadores",
    "web.seat": "Asiento",
    "web.player": "Jugador",
    "web.score": "Puntos",
    "web.place": "Puesto",
    "web.to_play": "le toca",
    "web.log": "Registro",
    "web.setup": "La partida está preparada.",
    "web.board": "Tablero",
    "web.at_setup": "El tablero al empezar (jugada 0 de {last})",
    "web.after_move": "El tablero tras la jugada {ply} de {last}",
    "web.move": "Jugada",
    "web.first": "Primera",
    "web.previous": "Anterior",
    "web.next": "Siguiente",
    "web.last": "Última",
    "web.zoom": "Ampliar",
    "web.full_size": "Tamaño completo",
    "web.keys": "El control deslizante y las flechas del teclado recorren las jugadas.",
    "web.footer": "Una página de solo lectura: muestra lo que ve el canal de la partida, "
                  "nada más.",
    "web.language": "Idioma",
}

WEB_FR: dict[str, str] = {
    "web.follow": "Suivez cette partie dans un navigateur : <{url}>",
    "web.every_move": "Tous les coups de cette partie, dans un navigateur : <{url}>",
    "web.last_game": "La dernière partie d'ici, {title}, dans un navigateur : <{url}>",
    "web.replaced": "{actor} a donné une nouvelle adresse web à cette partie ; l'ancienne "
                    "ne fonctionne plus : <{url}>",
    "web.replaced_you": "C'est fait : la nouvelle adresse de la partie est <{url}> ; "
                        "l'ancienne ne fonctionne plus.",
    "web.off": "Ce bot ne sert pas de pages web (WEB_BASE_URL et WEB_PORT ne sont pas "
               "définis).",
    "web.page_title": "{title} · Starpost",
    "web.lobby": "Cette partie n'a pas encore commencé : sa salle d'attente est ouverte.",
    "web.cancelled": "Cette salle d'attente a été annulée.",
    "web.round": "Manche {round} : {phase}",
    "web.awaiting": "En attente de {who}.",
    "web.over": "Partie terminée : {reason}.",
    "web.aborted": "Cette partie a été arrêtée sans résultat ({reason}).",
    "web.players": "Joueurs",
    "web.seat": "Place",
    "web.player": "Joueur",
    "web.score": "Score",
    "web.place": "Rang",
    "web.to_play": "à jouer",
    "web.log": "Journal",
    "web.setup": "La partie est mise en place.",
    "web.board": "Plateau",
    "web.at_setup": "Le plateau au départ (coup 0 sur {last})",
    "web.after_move": "Le plateau après le coup {ply} sur {last}",
    "web.move": "Coup",
    "web.first": "Premier",
    "web.previous": "Précédent",
    "web.next": "Suivant",
    "web.last": "Dernier",
    "web.zoom": "Agrandir",
    "web.full_size": "Taille réelle",
    "web.keys": "Le curseur et les flèches du clavier parcourent les coups.",
    "web.footer": "Une page en lecture seule : elle montre ce que voit le salon de la "
                  "partie, rien de plus.",
    "web.language": "Langue",
}
