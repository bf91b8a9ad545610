"""The sentences of what Starpost keeps per member (ratings, reliability and the limits a
server sets with them), in every language: English first, then Spanish and French, with the
same keys and placeholders (a test checks it). ``bot/i18n.py`` adds them to its catalogues."""

MEMBERS: dict[str, dict[str, str]] = {
    "en": {
        "stats.game_rated": "**{title}**: {games} game(s) played, ranked by rating",
        "stats.line_rated": "{place}. {user}: rating {rating}, {wins} win(s) in {played} "
                            "game(s), average {average}, best {best}",
        "stats.member_rated": "**{title}**: {user} has a rating of {rating} (rank {rank} of "
                              "{ranked}); played {played}, won {wins}, average {average}, "
                              "best {best}",
        "stats.unrated": "(not rated yet: ratings come from games against other members)",
        "reliability.new": "new here",
        "reliability.figure": "{percent}% of {games} game(s) finished, {timeouts}% of "
                              "decisions timed out",
        "stats.reliability": "Reliability of {user}: {figure}",
        "error.max_games": "You already have {games} open game(s) in this server, and its "
                           "moderators allow at most {max} per member: finish or leave one "
                           "first.",
        "error.min_reliability": "This server's moderators ask for at least {min}% of games "
                                 "finished to join a lobby; you have finished {finished} of "
                                 "your {games} game(s) here ({percent}%).",
        "admin.limits": "Lobbies: at least {min}% of games finished to join, at most {max} "
                        "open games per member.",
        "word.no_limit": "no limit",
        "setting.min_reliability": "minimum reliability",
        "setting.max_games": "most open games per member",
    },
    "es": {
        "stats.game_rated": "**{title}**: {games} partida(s) jugada(s), por valoración",
        "stats.line_rated": "{place}. {user}: valoración {rating}, {wins} victoria(s) en "
                            "{played} partida(s), media {average}, mejor {best}",
        "stats.member_rated": "**{title}**: {user} tiene una valoración de {rating} (puesto "
                              "{rank} de {ranked}); ha jugado {played}, ganado {wins}, media "
                              "{average}, mejor {best}",
        "stats.unrated": "(sin valoración todavía: sale de partidas contra otros miembros)",
        "reliability.new": "nuevo aquí",
        "reliability.figure": "{percent}% de {games} partida(s) terminadas, {timeouts}% de "
                              "decisiones fuera de plazo",
        "stats.reliability": "Fiabilidad de {user}: {figure}",
        "error.max_games": "Ya tienes {games} partida(s) abierta(s) en este servidor, y sus "
                           "moderadores permiten como mucho {max} por miembro: termina o deja "
                           "una antes.",
        "error.min_reliability": "Los moderadores de este servidor piden haber terminado al "
                                 "menos el {min}% de las partidas para unirse a una sala; has "
                                 "terminado {finished} de tus {games} partida(s) aquí "
                                 "({percent}%).",
        "admin.limits": "Salas: haber terminado al menos el {min}% de las partidas para "
                        "unirse, como mucho {max} partidas abiertas por miembro.",
        "word.no_limit": "sin límite",
        "setting.min_reliability": "fiabilidad mínima",
        "setting.max_games": "máximo de partidas abiertas por miembro",
    },
    "fr": {
        "stats.game_rated": "**{title}** : {games} partie(s) jouée(s), classées par cote",
        "stats.line_rated": "{place}. {user} : cote {rating}, {wins} victoire(s) en {played} "
                            "partie(s), moyenne {average}, meilleur {best}",
        "stats.member_rated": "**{title}** : {user} a une cote de {rating} (rang {rank} sur "
                              "{ranked}) ; a joué {played}, gagné {wins}, moyenne {average}, "
                              "meilleur {best}",
        "stats.unrated": "(pas encore de cote : elle vient des parties contre d'autres membres)",
        "reliability.new": "nouveau ici",
        "reliability.figure": "{percent} % de {games} partie(s) terminées, {timeouts} % de "
                              "décisions hors délai",
        "stats.reliability": "Fiabilité de {user} : {figure}",
        "error.max_games": "Vous avez déjà {games} partie(s) ouverte(s) sur ce serveur, et ses "
                           "modérateurs en permettent au plus {max} par membre : terminez-en "
                           "ou quittez-en une d'abord.",
        "error.min_reliability": "Les modérateurs de ce serveur demandent d'avoir terminé au "
                                 "moins {min} % des parties pour rejoindre une salle ; vous "
                                 "avez terminé {finished} de vos {games} partie(s) ici "
                                 "({percent} %).",
        "admin.limits": "Salles : au moins {min} % des parties terminées pour rejoindre, au "
                        "plus {max} parties ouvertes par membre.",
        "word.no_limit": "sans limite",
        "setting.min_reliability": "fiabilité minimale",
        "setting.max_games": "parties ouvertes au plus par membre",
    },
}
