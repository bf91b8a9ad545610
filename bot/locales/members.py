"""The sentences of what Starpost keeps per member (ratings and the statistics beside them),
in every language: English first, then Spanish and French, with the same keys and
placeholders (a test checks it). ``bot/i18n.py`` adds them to its catalogues."""

MEMBERS: dict[str, dict[str, str]] = {
    "en": {
        "stats.game_rated": "**{title}**: {games} game(s) played, ranked by rating",
        "stats.line_rated": "{place}. {user}: rating {rating}, {wins} win(s) in {played} "
                            "game(s), average {average}, best {best}",
        "stats.member_rated": "**{title}**: {user} has a rating of {rating} (rank {rank} of "
                              "{ranked}); played {played}, won {wins}, average {average}, "
                              "best {best}",
        "stats.unrated": "(not rated yet: ratings come from games against other members)",
    },
    "es": {
        "stats.game_rated": "**{title}**: {games} partida(s) jugada(s), por valoración",
        "stats.line_rated": "{place}. {user}: valoración {rating}, {wins} victoria(s) en "
                            "{played} partida(s), media {average}, mejor {best}",
        "stats.member_rated": "**{title}**: {user} tiene una valoración de {rating} (puesto "
                              "{rank} de {ranked}); ha jugado {played}, ganado {wins}, media "
                              "{average}, mejor {best}",
        "stats.unrated": "(sin valoración todavía: sale de partidas contra otros miembros)",
    },
    "fr": {
        "stats.game_rated": "**{title}** : {games} partie(s) jouée(s), classées par cote",
        "stats.line_rated": "{place}. {user} : cote {rating}, {wins} victoire(s) en {played} "
                            "partie(s), moyenne {average}, meilleur {best}",
        "stats.member_rated": "**{title}** : {user} a une cote de {rating} (rang {rank} sur "
                              "{ranked}) ; a joué {played}, gagné {wins}, moyenne {average}, "
                              "meilleur {best}",
        "stats.unrated": "(pas encore de cote : elle vient des parties contre d'autres membres)",
    },
}
