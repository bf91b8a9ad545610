"""The sentences of what Starpost keeps per member (ratings, reliability, the limits a server
sets with them, local time, seat colours, what a member may see and erase), in every
language: English first, then Spanish and French, with the same keys and placeholders (a
test checks it).
``bot/i18n.py`` adds them to its catalogues."""

MEMBERS: dict[str, dict[str, str]] = {
    "en": {
        "stats.game_rated": ("**{title}**: {games} {games:plural:one=game|other=games} played, "
                             "ranked by rating"),
        "stats.line_rated": ("{place}. {user}: rating {rating:.1f}, {wins} "
                             "{wins:plural:one=win|other=wins} in {played} "
                             "{played:plural:one=game|other=games}, average {average:.1f}, best "
                             "{best}"),
        "stats.member_rated": "**{title}**: {user} has a rating of {rating:.1f} (rank {rank} of "
                              "{ranked}); played {played}, won {wins}, average {average:.1f}, "
                              "best {best}",
        "stats.unrated": "(not rated yet: ratings come from games against other members)",
        "reliability.new": "new here",
        "reliability.figure": ("{percent}% of {games} {games:plural:one=game|other=games} "
                               "finished, {timeouts:.1f}% of decisions timed out"),
        "stats.reliability": "Reliability of {user}: {figure}",
        "error.max_games": ("You already have {games} open {games:plural:one=game|other=games} in "
                            "this server, and its moderators allow at most {max} per member: "
                            "finish or leave one first."),
        "error.min_reliability": ("This server's moderators ask for at least {min}% of games "
                                  "finished to join a lobby; you have finished {finished} of your "
                                  "{games} {games:plural:one=game|other=games} here ({percent}%)."),
        "admin.limits": "Lobbies: at least {min}% of games finished to join, at most {max} "
                        "open games per member.",
        "word.no_limit": "no limit",
        "setting.min_reliability": "minimum reliability",
        "setting.max_games": "most open games per member",
        "time.set": "Your time zone: {zone} (it is {now} there); quiet hours: {quiet}. No "
                    "reminder or ping reaches you in your quiet hours, and no deadline of "
                    "yours falls in them.",
        "error.bad_zone": "'{text}' is not a time zone Starpost knows: pick one from the list, "
                          "such as Europe/Madrid or America/New_York.",
        "error.bad_quiet": "'{text}' is not a span of quiet hours: write it as 23:00-08:00 "
                           "(start and end, in your time zone), or 'off'.",
        "admin.weekends": "Clocks stop on weekends: {on}.",
        "setting.weekends": "weekends",
        "palette.default": "default",
        "palette.safe": "colour-blind safe",
        "palette.set": "Your own pictures in this server (your hand, your previews) now use "
                       "the {palette} seat colours; what is posted for everyone uses the "
                       "server's.",
        "palette.yours": "Seat colours of your own pictures: {palette}.",
        "error.bad_palette": "There is no palette by that name; there are: {palettes}.",
        "admin.palette": "Seat colours of what is posted for everyone: {palette}.",
        "setting.palette": "seat colours",
        "data.header": "What Starpost keeps about you (only you see this; the file holds all "
                       "of it):",
        "data.names": ("Names: {names}; languages: {languages}; {settings} "
                       "{settings:plural:one=setting|other=settings} in all (preferences, "
                       "absences, time zone, what you carry between games)."),
        "data.rating": ("{title} on server {guild}: rating {rating:.1f} ({games} rated "
                        "{games:plural:one=game|other=games})"),
        "data.games": ("Game records: {seats} {seats:plural:one=seat|other=seats}; reliability: "
                       "{finished} finished, {left} left, {timeouts} "
                       "{timeouts:plural:one=time-out|other=time-outs}."),
        "data.erase": "/settings data:erase erases all of it except the game records, which "
                      "keep your seats by your Discord id and no name.",
        "data.erased": ("Erased: {settings} {settings:plural:one=setting|other=settings}, "
                        "{ratings} {ratings:plural:one=rating|other=ratings}, {reliability} "
                        "reliability {reliability:plural:one=record|other=records}. The game "
                        "records keep your seats by your id, without your name."),
    },
    "es": {
        "stats.game_rated": ("**{title}**: {games} {games:plural:one=partida jugada|other=partidas"
                             " jugadas}, por valoración"),
        "stats.line_rated": ("{place}. {user}: valoración {rating:.1f}, {wins} "
                             "{wins:plural:one=victoria|other=victorias} en {played} "
                             "{played:plural:one=partida|other=partidas}, media {average:.1f}, "
                             "mejor {best}"),
        "stats.member_rated": "**{title}**: {user} tiene una valoración de {rating:.1f} (puesto "
                              "{rank} {ranked:de}); ha jugado {played}, ganado {wins}, media "
                              "{average:.1f}, mejor {best}",
        "stats.unrated": "(sin valoración todavía: sale de partidas contra otros miembros)",
        "reliability.new": "nuevo aquí",
        "reliability.figure": ("{percent}% {games:de} {games:plural:one=partida terminada|"
                               "other=partidas terminadas}, {timeouts:.1f}% de decisiones fuera "
                               "de plazo"),
        "stats.reliability": "Fiabilidad {user:de}: {figure}",
        "error.max_games": ("Ya tienes {games} {games:plural:one=partida abierta|other=partidas "
                            "abiertas} en este servidor, y sus moderadores permiten como mucho "
                            "{max} por miembro: termina o deja una antes."),
        "error.min_reliability": ("Los moderadores de este servidor piden haber terminado al menos"
                                  " el {min}% de las partidas para unirse a una sala; has "
                                  "terminado {finished} de tus {games} "
                                  "{games:plural:one=partida|other=partidas} aquí ({percent}%)."),
        "admin.limits": "Salas: haber terminado al menos el {min}% de las partidas para "
                        "unirse, como mucho {max} partidas abiertas por miembro.",
        "word.no_limit": "sin límite",
        "setting.min_reliability": "fiabilidad mínima",
        "setting.max_games": "máximo de partidas abiertas por miembro",
        "time.set": "Tu zona horaria: {zone} (allí son las {now}); horas de silencio: "
                    "{quiet}. Ningún recordatorio ni aviso te llega en tus horas de silencio, "
                    "y ningún plazo tuyo vence en ellas.",
        "error.bad_zone": "'{text}' no es una zona horaria que Starpost conozca: elige una de "
                          "la lista, como Europe/Madrid o America/New_York.",
        "error.bad_quiet": "'{text}' no es un intervalo de horas de silencio: escríbelo como "
                           "23:00-08:00 (inicio y fin, en tu zona horaria), o 'off'.",
        "admin.weekends": "Los relojes se paran los fines de semana: {on}.",
        "setting.weekends": "fines de semana",
        "palette.default": "predeterminados",
        "palette.safe": "aptos para daltónicos",
        "palette.set": "Tus imágenes en este servidor (tu mano, tus vistas previas) usan "
                       "ahora los colores de asiento {palette}; lo que se publica para todos "
                       "usa los del servidor.",
        "palette.yours": "Colores de asiento de tus imágenes: {palette}.",
        "error.bad_palette": "No hay ninguna paleta con ese nombre; hay estas: {palettes}.",
        "admin.palette": "Colores de asiento de lo que se publica para todos: {palette}.",
        "setting.palette": "colores de asiento",
        "data.header": "Lo que Starpost guarda sobre ti (solo lo ves tú; el archivo lo "
                       "contiene todo):",
        "data.names": ("Nombres: {names}; idiomas: {languages}; {settings} "
                       "{settings:plural:one=ajuste|other=ajustes} en total (preferencias, "
                       "ausencias, zona horaria, lo que llevas de una partida a otra)."),
        "data.rating": ("{title} en el servidor {guild}: valoración {rating:.1f} ({games} "
                        "{games:plural:one=partida valorada|other=partidas valoradas})"),
        "data.games": ("Registros de partidas: {seats} {seats:plural:one=asiento|other=asientos}; "
                       "fiabilidad: {finished} {finished:plural:one=terminada|other=terminadas}, "
                       "{left} {left:plural:one=abandonada|other=abandonadas}, {timeouts} fuera de"
                       " plazo."),
        "data.erase": "/settings data:erase lo borra todo salvo los registros de las partidas, "
                      "que guardan tus asientos con tu id de Discord y sin tu nombre.",
        "data.erased": ("Borrado: {settings} {settings:plural:one=ajuste|other=ajustes}, {ratings}"
                        " {ratings:plural:one=valoración|other=valoraciones}, {reliability} "
                        "{reliability:plural:one=registro|other=registros} de fiabilidad. Los "
                        "registros de las partidas guardan tus asientos con tu id, sin tu nombre."),
    },
    "fr": {
        "stats.game_rated": ("**{title}** : {games} {games:plural:one=partie jouée|other=parties "
                             "jouées}, classées par cote"),
        "stats.line_rated": ("{place}. {user} : cote {rating:.1f}, {wins} "
                             "{wins:plural:one=victoire|other=victoires} en {played} "
                             "{played:plural:one=partie|other=parties}, moyenne {average:.1f}, "
                             "meilleur {best}"),
        "stats.member_rated": "**{title}** : {user} a une cote de {rating:.1f} (rang {rank} sur "
                              "{ranked}) ; a joué {played}, gagné {wins}, moyenne {average:.1f}, "
                              "meilleur {best}",
        "stats.unrated": "(pas encore de cote : elle vient des parties contre d'autres membres)",
        "reliability.new": "nouveau ici",
        "reliability.figure": ("{percent} % {games:de} {games:plural:one=partie terminée|"
                               "other=parties terminées}, {timeouts:.1f} % de décisions hors "
                               "délai"),
        "stats.reliability": "Fiabilité {user:de} : {figure}",
        "error.max_games": ("Vous avez déjà {games} {games:plural:one=partie ouverte|other=parties"
                            " ouvertes} sur ce serveur, et ses modérateurs en permettent au plus "
                            "{max} par membre : terminez-en ou quittez-en une d'abord."),
        "error.min_reliability": ("Les modérateurs de ce serveur demandent d'avoir terminé au "
                                  "moins {min} % des parties pour rejoindre une salle ; vous avez "
                                  "terminé {finished} de vos {games} "
                                  "{games:plural:one=partie|other=parties} ici ({percent} %)."),
        "admin.limits": "Salles : au moins {min} % des parties terminées pour rejoindre, au "
                        "plus {max} parties ouvertes par membre.",
        "word.no_limit": "sans limite",
        "setting.min_reliability": "fiabilité minimale",
        "setting.max_games": "parties ouvertes au plus par membre",
        "time.set": "Votre fuseau horaire : {zone} (il y est {now}) ; heures calmes : "
                    "{quiet}. Aucun rappel ni aucune notification ne vous parvient pendant "
                    "vos heures calmes, et aucun de vos délais n'y expire.",
        "error.bad_zone": "« {text} » n'est pas un fuseau horaire que Starpost connaît : "
                          "choisissez-en un dans la liste, comme Europe/Paris ou "
                          "America/New_York.",
        "error.bad_quiet": "« {text} » n'est pas une plage d'heures calmes : écrivez-la comme "
                           "23:00-08:00 (début et fin, dans votre fuseau), ou 'off'.",
        "admin.weekends": "Les horloges s'arrêtent le week-end : {on}.",
        "setting.weekends": "week-ends",
        "palette.default": "par défaut",
        "palette.safe": "adaptées aux daltoniens",
        "palette.set": "Vos images sur ce serveur (votre main, vos aperçus) prennent "
                       "désormais les couleurs de place {palette} ; ce qui est publié pour "
                       "tous prend celles du serveur.",
        "palette.yours": "Couleurs de place de vos images : {palette}.",
        "error.bad_palette": "Il n'y a pas de palette de ce nom ; il y a : {palettes}.",
        "admin.palette": "Couleurs de place de ce qui est publié pour tous : {palette}.",
        "setting.palette": "couleurs de place",
        "data.header": "Ce que Starpost garde sur vous (vous seul le voyez ; le fichier "
                       "contient tout) :",
        "data.names": ("Noms : {names} ; langues : {languages} ; {settings} "
                       "{settings:plural:one=réglage|other=réglages} en tout (préférences, "
                       "absences, fuseau horaire, ce que vous gardez d'une partie à l'autre)."),
        "data.rating": ("{title} sur le serveur {guild} : cote {rating:.1f} ({games} "
                        "{games:plural:one=partie cotée|other=parties cotées})"),
        "data.games": ("Enregistrements de parties : {seats} {seats:plural:one=place|other=places}"
                       " ; fiabilité : {finished} {finished:plural:one=terminée|other=terminées}, "
                       "{left} {left:plural:one=quittée|other=quittées}, {timeouts} hors délai."),
        "data.erase": "/settings data:erase efface tout sauf les enregistrements des parties, "
                      "qui gardent vos places par votre identifiant Discord et sans votre nom.",
        "data.erased": ("Effacé : {settings} {settings:plural:one=réglage|other=réglages}, "
                        "{ratings} {ratings:plural:one=cote|other=cotes}, {reliability} "
                        "{reliability:plural:one=relevé|other=relevés} de fiabilité. Les "
                        "enregistrements des parties gardent vos places par votre identifiant, "
                        "sans votre nom."),
    },
}
