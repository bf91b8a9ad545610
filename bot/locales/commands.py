"""Slash commands in Spanish and French: descriptions and choices, keyed by their English
text (which is what the cogs write, so the English stays where the command is defined).

Command and option names are not translated: they are what people type and what help
pages and other players quote, so they stay the same in every language.
"""

COMMANDS: dict[str, tuple[str, str]] = {
    # English: (Spanish, French)
    "Open, join and manage this channel's game": (
        "Abrir, unirse y gestionar la partida de este canal",
        "Ouvrir, rejoindre et gérer la partie de ce salon"),
    "Open a lobby for a new game in this channel": (
        "Abrir una sala de espera para una partida nueva en este canal",
        "Ouvrir une salle d'attente pour une nouvelle partie dans ce salon"),
    "Which game": ("Qué juego", "Quel jeu"),
    "Seats played by the AI": ("Asientos que juega la IA", "Places jouées par l'IA"),
    "Game options as key=value, e.g. optional_artifacts=false": (
        "Opciones de juego como clave=valor, p. ej. optional_artifacts=false",
        "Options de jeu en clé=valeur, par ex. optional_artifacts=false"),
    "Hours each decision may take (the server's default otherwise)": (
        "Horas que puede durar cada decisión (si no, la del servidor)",
        "Heures que peut prendre chaque décision (sinon, celle du serveur)"),
    "Take a seat in this channel's lobby, or an open seat in its game": (
        "Sentarse en la sala de espera de este canal, o en un asiento libre de su partida",
        "Prendre place dans la salle d'attente de ce salon, ou une place libre de sa partie"),
    "Give up your seat (in a game, the AI plays it until someone takes it over)": (
        "Dejar tu asiento (en partida, lo juega la IA hasta que alguien lo ocupe)",
        "Quitter votre place (en partie, l'IA la joue jusqu'à ce que quelqu'un la reprenne)"),
    "Start the game (host, or anyone once full)": (
        "Empezar la partida (el anfitrión, o cualquiera si está llena)",
        "Lancer la partie (l'hôte, ou n'importe qui une fois pleine)"),
    "Cancel this channel's lobby (host only)": (
        "Cancelar la sala de espera de este canal (solo el anfitrión)",
        "Annuler la salle d'attente de ce salon (l'hôte seulement)"),
    "Phase, who is awaited and since when, scores": (
        "Fase, a quién se espera y desde cuándo, puntos",
        "Phase, qui est attendu et depuis quand, scores"),
    "A short summary and the move notation": (
        "Un resumen breve y la notación de las jugadas",
        "Un court résumé et la notation des coups"),
    "Which game (this channel's by default)": (
        "Qué juego (por defecto, el de este canal)",
        "Quel jeu (par défaut, celui de ce salon)"),
    "Take back your last move, if nothing was revealed": (
        "Deshacer tu última jugada, si no reveló nada",
        "Reprendre votre dernier coup, s'il n'a rien révélé"),
    "What happened in this game": ("Qué ha pasado en esta partida",
                                   "Ce qui s'est passé dans cette partie"),
    "The log with your own private events (only you)": (
        "El registro con tus propios sucesos privados (solo tú)",
        "Le journal avec vos propres événements privés (vous seul)"),
    "Page number (the latest page by default)": (
        "Número de página (por defecto, la última)",
        "Numéro de page (par défaut, la dernière)"),
    "The board as it was after a given move": (
        "El tablero tal como quedó tras una jugada",
        "Le plateau tel qu'il était après un coup donné"),
    "Move number (0 is the setup)": ("Número de jugada (0 es la preparación)",
                                     "Numéro du coup (0 est la mise en place)"),
    "What happened since your last move": ("Qué ha pasado desde tu última jugada",
                                           "Ce qui s'est passé depuis votre dernier coup"),
    "Download the game record (after the game)": (
        "Descargar el registro de la partida (al terminar)",
        "Télécharger l'enregistrement de la partie (après la partie)"),
    "The public log of this game, page by page": (
        "El registro público de esta partida, página a página",
        "Le journal public de cette partie, page par page"),
    "Make your move in this channel's game": ("Haz tu jugada en la partida de este canal",
                                              "Jouez votre coup dans la partie de ce salon"),
    "Your move; start typing to see your legal moves": (
        "Tu jugada; empieza a escribir para ver tus jugadas legales",
        "Votre coup ; commencez à taper pour voir vos coups permis"),
    "Show the result privately first; nothing counts until you confirm": (
        "Ver antes el resultado en privado; nada cuenta hasta que confirmes",
        "Voir d'abord le résultat en privé ; rien ne compte avant votre confirmation"),
    "Post the current board again": ("Volver a publicar el tablero actual",
                                     "Republier le plateau actuel"),
    "The whole board, as on a desktop (the posts show it drawn for a phone)": (
        "El tablero entero, como en un ordenador (las publicaciones lo muestran para móvil)",
        "Le plateau entier, comme sur ordinateur (les messages le montrent pour téléphone)"),
    "Your whole hand image, as on a desktop (drawn for a phone otherwise)": (
        "Toda la imagen de tu mano, como en un ordenador (si no, para móvil)",
        "Toute l'image de votre main, comme sur ordinateur (sinon, pour téléphone)"),
    "Your private view (only you see it)": ("Tu vista privada (solo la ves tú)",
                                            "Votre vue privée (vous seul la voyez)"),
    "Results in this server: ratings, ranks, wins, scores": (
        "Resultados en este servidor: valoraciones, puestos, victorias, puntos",
        "Résultats sur ce serveur : cotes, rangs, victoires, scores"),
    "Order of the leaderboard (rating by default)": (
        "Orden de la clasificación (por valoración, si no)",
        "Ordre du classement (par cote, sinon)"),
    "rating": ("valoración", "cote"),
    "Percent of their games a member must have finished to join a lobby (0: anyone)": (
        "Porcentaje de partidas terminadas que un miembro necesita para unirse a una sala "
        "(0: todos)",
        "Pourcentage de parties terminées qu'il faut à un membre pour rejoindre une salle "
        "(0 : tous)"),
    "What Starpost keeps about you: show it (only you), or erase it (game records keep your "
    "seats)": (
        "Lo que Starpost guarda sobre ti: verlo (solo tú) o borrarlo (las partidas guardan "
        "tus asientos)",
        "Ce que Starpost garde sur vous : le voir (vous seul) ou l'effacer (les parties "
        "gardent vos places)"),
    "show": ("ver", "voir"),
    "erase": ("borrar", "effacer"),
    "Your time zone, e.g. Europe/Madrid (start typing a city)": (
        "Tu zona horaria, p. ej. Europe/Madrid (empieza a escribir una ciudad)",
        "Votre fuseau horaire, par ex. Europe/Paris (commencez à taper une ville)"),
    "No reminders, pings or deadlines then, in your time zone, e.g. 23:00-08:00, or 'off'": (
        "Sin recordatorios, avisos ni plazos a esas horas, en tu zona horaria, p. ej. "
        "23:00-08:00, u 'off'",
        "Ni rappels, ni notifications, ni délais à ces heures, dans votre fuseau, ex. "
        "23:00-08:00, ou 'off'"),
    "Stop players' clocks on Saturdays and Sundays, in each player's time zone": (
        "Parar los relojes de los jugadores sábados y domingos, en la zona horaria de cada uno",
        "Arrêter les horloges des joueurs le samedi et le dimanche, dans le fuseau de chacun"),
    "Most open games a member may have in this server (0: no limit)": (
        "Máximo de partidas abiertas por miembro en este servidor (0: sin límite)",
        "Nombre maximal de parties ouvertes par membre sur ce serveur (0 : sans limite)"),
    "wins": ("victorias", "victoires"),
    "Only this game": ("Solo este juego", "Seulement ce jeu"),
    "Only this member": ("Solo este miembro", "Seulement ce membre"),
    "How Starpost reminds you, and whether your moves are previewed": (
        "Cómo te avisa Starpost y si tus jugadas se previsualizan",
        "Comment Starpost vous rappelle, et si vos coups sont prévisualisés"),
    "Reminders by channel mention or by direct message": (
        "Recordatorios por mención en el canal o por mensaje directo",
        "Rappels par mention dans le salon ou par message privé"),
    "channel mention": ("mención en el canal", "mention dans le salon"),
    "direct message": ("mensaje directo", "message privé"),
    "on: every /move and menu pick shows its result first": (
        "activada: cada /move y cada elección del menú muestra antes su resultado",
        "activé : chaque /move et chaque choix du menu montre d'abord son résultat"),
    "on": ("activada", "activé"),
    "off": ("desactivada", "désactivé"),
    "Pause your deadlines while you are away": ("Pausar tus plazos mientras estés ausente",
                                                "Suspendre vos délais pendant votre absence"),
    "A duration (3d, 12h, 2w), a date in your time zone (2026-12-24), or 'back'": (
        "Una duración (3d, 12h, 2w), una fecha en tu zona horaria (2026-12-24) o 'back'",
        "Une durée (3d, 12h, 2w), une date dans votre fuseau (2026-12-24) ou 'back'"),
    "Games in this server waiting on you": ("Partidas de este servidor que te esperan",
                                            "Parties de ce serveur qui vous attendent"),
    "Moderator tools for games": ("Herramientas de moderación para partidas",
                                  "Outils de modération des parties"),
    "End this game with no result": ("Terminar esta partida sin resultado",
                                     "Terminer cette partie sans résultat"),
    "End this game now with the current standings": (
        "Terminar ya esta partida con la clasificación actual",
        "Terminer cette partie maintenant avec le classement actuel"),
    "Play the default move for whoever holds the game up": (
        "Jugar la jugada por defecto de quien retrasa la partida",
        "Jouer le coup par défaut de qui retient la partie"),
    "Give a player's seat to another member": ("Dar el asiento de un jugador a otro miembro",
                                               "Donner la place d'un joueur à un autre membre"),
    "Hand a player's seat to the AI": ("Pasar el asiento de un jugador a la IA",
                                       "Confier la place d'un joueur à l'IA"),
    "Take back the last moves of this game": ("Deshacer las últimas jugadas de esta partida",
                                              "Reprendre les derniers coups de cette partie"),
    "Hours per decision for this game": ("Horas por decisión en esta partida",
                                         "Heures par décision pour cette partie"),
    "Show or change this server's game settings": (
        "Ver o cambiar los ajustes de partida de este servidor",
        "Voir ou modifier les réglages de jeu de ce serveur"),
    "Default hours per decision": ("Horas por decisión por defecto",
                                   "Heures par décision par défaut"),
    "Hours before the deadline, e.g. 24, 4": ("Horas antes del plazo, p. ej. 24, 4",
                                              "Heures avant le délai, par ex. 24, 4"),
    "What happens when a deadline passes": ("Qué pasa cuando vence un plazo",
                                            "Ce qui se passe quand un délai expire"),
    "notify moderators": ("avisar a los moderadores", "prévenir les modérateurs"),
    "play the default move (pass)": ("jugar la jugada por defecto (pasar)",
                                     "jouer le coup par défaut (passer)"),
    "let the AI decide": ("que decida la IA", "laisser l'IA décider"),
    "Why the game is stopped (posted with it)": (
        "Por qué se detiene la partida (se publica con el aviso)",
        "Pourquoi la partie est arrêtée (publié avec l'annonce)"),
    "Why the game ends now (posted with the standings)": (
        "Por qué termina ahora la partida (se publica con la clasificación)",
        "Pourquoi la partie se termine maintenant (publié avec le classement)"),
    "The member who leaves the seat": ("El miembro que deja el asiento",
                                       "Le membre qui quitte sa place"),
    "The member who takes it": ("El miembro que lo ocupa", "Le membre qui la prend"),
    "The member whose seat the AI will play": ("El miembro cuyo asiento jugará la IA",
                                               "Le membre dont l'IA jouera la place"),
    "How many moves to take back": ("Cuántas jugadas deshacer", "Combien de coups reprendre"),
    "Hours each decision of this game may take (1 to 1440)": (
        "Horas que puede durar cada decisión de esta partida (de 1 a 1440)",
        "Heures que peut prendre chaque décision de cette partie (de 1 à 1440)"),
    "A role whose members may use /admin": ("Un rol cuyos miembros pueden usar /admin",
                                            "Un rôle dont les membres peuvent utiliser /admin"),
    "Away days allowed per player per year": ("Días de ausencia por jugador y año",
                                              "Jours d'absence permis par joueur et par an"),
    "Channels where games may be opened (mentions), or 'any'": (
        "Canales donde se pueden abrir partidas (menciones), o 'any'",
        "Salons où les parties peuvent s'ouvrir (mentions), ou 'any'"),
    "Language of public posts and boards (the server's Discord language by default)": (
        "Idioma de las publicaciones y tableros (por defecto, el del servidor en Discord)",
        "Langue des messages publics et des plateaux (par défaut, celle du serveur "
        "sur Discord)"),
    "Open games in this server and who they await": (
        "Partidas abiertas en este servidor y a quién esperan",
        "Parties ouvertes sur ce serveur et qui elles attendent"),
    "This channel's game record as a file": ("El registro de la partida de este canal en "
                                             "un archivo",
                                             "L'enregistrement de la partie de ce salon en "
                                             "fichier"),
    "A new web address for this channel's game (the old one stops working)": (
        "Una dirección web nueva para la partida de este canal (la anterior deja de "
        "funcionar)",
        "Une nouvelle adresse web pour la partie de ce salon (l'ancienne cesse de "
        "fonctionner)"),
    # Seat colours (bot/palette.py): /settings palette and /admin settings palette.
    "Seat colours of your hand and previews: default, or safe for colour-blind players": (
        "Colores de asiento de tu mano y vistas previas: predeterminados o aptos para "
        "daltónicos",
        "Couleurs de place de votre main et de vos aperçus : par défaut ou adaptées aux "
        "daltoniens"),
    "Seat colours of what is posted here: default, or safe for colour-blind players": (
        "Colores de asiento de lo publicado aquí: predeterminados o aptos para daltónicos",
        "Couleurs de place de ce qui est publié ici : par défaut ou adaptées aux "
        "daltoniens"),
    "default": ("predeterminados", "par défaut"),
    "colour-blind safe": ("aptos para daltónicos", "adaptées aux daltoniens"),
}
