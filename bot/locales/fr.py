"""French: the bot's sentences (terms follow the French Afternova rulebook: manche, tour,
joueur, carte)."""

from bot.locales.web import WEB_FR

FR: dict[str, str] = {
    "error.unexpected": "Un problème est survenu de notre côté. La partie est intacte ; "
                        "réessayez.",
    "permission.view_channel": "Voir le salon",
    "permission.send_messages": "Envoyer des messages",
    "permission.send_messages_in_threads": "Envoyer des messages dans les fils",
    "permission.attach_files": "Joindre des fichiers",
    "permission.embed_links": "Intégrer des liens",
    "permission.read_message_history": "Voir les anciens messages",
    "hold.permissions": "Il manque au bot {missing} dans ce salon ; la modération peut "
                        "l'accorder dans les paramètres du salon, sous Permissions.",
    "hold.locked": "Ce fil est archivé et verrouillé : le bot ne peut pas y écrire ; la "
                   "modération peut le déverrouiller.",
    "hold.mover": "{why} Votre coup est enregistré : le plateau et l'appel au joueur suivant "
                  "seront publiés dès que ce sera réglé.",
    "hold.owner": "Starpost ne peut pas écrire dans <#{channel}> : {why} La partie de ce salon "
                  "attend ; ses messages partiront dès que ce sera réglé.",
    "hold.status": "En attente de ce salon depuis {since} : {why}",
    "hold.no_image": "(L'image n'a pas pu être publiée : {why})",
    "permission.refused": "Le bot ne peut pas accueillir de partie ici : il lui manque "
                          "{missing} dans ce salon. La modération peut l'accorder dans les "
                          "paramètres du salon, sous Permissions.",
    "error.database": "La base de données est indisponible pour le moment : rien n'a été fait "
                      "(si vous jouiez, votre coup n'a pas été joué). La partie est intacte ; "
                      "réessayez dans une minute.",
    "error.move_too_long": "C'est plus long que n'importe quel coup ({max} caractères au "
                           "plus). Commencez à taper et choisissez votre coup dans la liste.",
    "error.restarting": "Starpost redémarre ; réessayez dans une minute. Vos parties sont "
                        "intactes.",
    "error.no_game": "Il n'y a pas de partie dans ce salon. Lancez-en une avec /game new.",
    "error.no_lobby": "Il n'y a pas de salle d'attente ouverte dans ce salon.",
    "error.channel_busy": "Ce salon a déjà une partie. Terminez-la ou annulez-la d'abord, ou "
                          "ouvrez un fil pour une nouvelle.",
    "error.unknown_game": "Aucun jeu ne s'appelle {name!r}. Jeux connus : {known}.",
    "error.not_player": "Vous ne jouez pas dans cette partie.",
    "error.not_your_turn": "Ce n'est pas votre tour : on attend {waiting}.",
    "error.nothing_to_do": "Vous n'avez rien à décider pour l'instant.",
    "error.not_started": "La partie n'a pas encore commencé : la salle d'attente est ouverte.",
    "error.already_started": "La partie a déjà commencé.",
    "error.game_over": "Cette partie est terminée.",
    "error.already_seated": "Vous avez déjà une place dans cette partie.",
    "error.lobby_full": "La salle d'attente est pleine ({max} joueurs).",
    "error.not_seated": "Vous n'avez pas de place dans cette salle d'attente.",
    "error.host_only": "Seul l'hôte, {host}, peut faire cela.",
    "error.host_or_full": "Seul l'hôte peut lancer la partie avant que la salle soit pleine "
                          "({seated}/{max} assis).",
    "error.too_few": "{title} demande au moins {min} joueurs ; {seated} assis pour l'instant.",
    "error.too_many_ai": "{title} se joue {max:à} joueurs au plus.",
    "error.host_leaves": "L'hôte ne peut pas quitter la salle ; annulez-la avec /game cancel.",
    "error.not_key_value": "{part} n'est pas de la forme clé=valeur.",
    "error.bad_options": "Je n'ai pas pu lire les options : {detail}",
    "error.stale": "La partie a avancé pendant que vous décidiez ; réessayez.",
    "error.undo_none": "Vous n'avez aucun coup à reprendre.",
    "error.undo_other": "Quelqu'un a joué après votre dernier coup : il ne peut plus être "
                        "repris.",
    "error.undo_hidden": "Votre dernier coup a révélé une information cachée ou aléatoire : "
                         "il ne peut plus être repris.",
    "error.bad_page": "Il n'y a pas de page {page} ; les pages vont de 1 {pages:à}.",
    "error.empty_move": "Tapez un coup, ou choisissez-en un dans la liste.",
    "error.channel_not_allowed": "Sur ce serveur, les parties ne s'ouvrent que dans "
                                 "{channels}.",
    "error.bad_deadline": "Un délai est un nombre d'heures entre 1 et 1440 (60 jours).",
    "error.bad_reminders": "Les rappels sont jusqu'à cinq nombres d'heures avant le délai, "
                           "par ex. 24, 4.",
    "error.bad_until": "Je n'ai pas pu lire {text!r} : utilisez une durée comme 3d, 12h ou "
                       "2w, ou une date comme 2026-12-24 (dans votre fuseau horaire).",
    "error.away_past": "Ce moment est déjà passé.",
    "error.until_too_far": "{text!r} est trop loin : choisissez un moment dans les {days} "
                           "jours.",
    "error.away_allowance": "Cela fait {asked} jours, mais il vous reste {left} de vos "
                            "{allowance} jours d'absence cette année.",
    "error.moderator_role": " ou le rôle {role}",
    "error.not_moderator": "Seuls les modérateurs peuvent faire cela : il faut Gérer le "
                           "serveur{role}.",
    "error.no_open_seat": "Il n'y a pas de place libre dans cette partie.",
    "error.seat_taken": "Cette place est déjà prise.",
    "error.not_in_game": "{user} n'a pas de place dans cette partie.",
    "error.rollback_range": "Vous pouvez revenir de 1 {max:à} coups en arrière.",
    "error.bad_policy": "La règle de dépassement est notify, default ou ai.",
    "error.export_running": "L'enregistrement s'exporte une fois la partie terminée (les "
                            "modérateurs peuvent l'exporter à tout moment avec /admin export).",
    "error.bad_language": "Starpost parle {languages}.",
    "error.bad_ply": "Il n'y a pas de coup {ply} : cette partie a les coups 0 (la mise en "
                     "place) {last:à}.",
    "lobby.title": "{title} : une nouvelle partie se prépare",
    "lobby.body": "Hôte : {host}\nJoueurs ({seated}/{max}) : {players}\nPlaces IA : {ai}\n"
                  "De {min} {max:à} joueurs. Rejoignez, puis l'hôte appuie sur Lancer "
                  "(n'importe qui peut lancer quand la salle est pleine).",
    "lobby.joined": "{user} rejoint la partie.",
    "lobby.left": "{user} quitte la partie.",
    "lobby.cancelled": "{user} a annulé la salle d'attente.",
    "lobby.started": "**{title} commence !** Places dans l'ordre du jeu : {seats}.",
    "button.join": "Rejoindre",
    "button.leave": "Quitter",
    "button.start": "Lancer",
    "button.turn": "Jouer mon tour",
    "button.prev": "Précédent",
    "button.next": "Suivant",
    "turn.next": "À suivre : {mentions} ({prompt}).",
    "turn.next_each": "À suivre : {each}.",
    "turn.waiting": "On attend {mentions}.",
    "turn.panel": "**À vous** ({seat}) : {prompt}.\nChoisissez un coup ci-dessous ou tapez "
                  "/move.",
    "turn.panel_wait": "Rien à décider pour vous pour l'instant ; on attend {waiting}.",
    "turn.private": "Vous seul voyez ceci :\n{lines}",
    "turn.select": "Choisissez un coup ({page}/{pages})",
    "turn.done": "Fait : {move}",
    "ack.posted": "Fait : c'est publié dans ce salon.",
    "turn.more_events": "…et {count} de plus.",
    "status.header": "**{title}**, manche {round} : {phase}",
    "status.header_phase": "**{title}** : {phase}",
    "status.awaiting": "On attend {who} depuis {since}.",
    "status.scores": "Scores : {scores}",
    "status.deadline": "Délai : {deadline}.",
    "turn.deadline": "Délai {deadline}.",
    "remind.text": "Rappel : {mentions}, votre décision {game:de} est attendue {deadline}.",
    "remind.dm": "Rappel : votre décision {game:de} dans <#{channel}> est attendue "
                 "{deadline}.",
    "timeout.notify": "Le temps {who:de} est écoulé. {moderators} : décidez quoi faire "
                      "(/admin skip, /admin ai, /admin substitute).",
    "moderators": "Modérateurs",
    "timeout.applied": "Le temps {who:de} est écoulé : {how}.",
    "timeout.default": "des coups par défaut terminent son tour",
    "timeout.ai": "l'IA joue son tour",
    "away.set": "Vous êtes absent jusqu'à {until} ; vos délais sont suspendus. Il vous reste "
                "{left} jours d'absence cette année.",
    "away.back": "Bon retour : vos délais reprennent.",
    "away.table": "{user} est absent jusqu'à {until} ; ses délais sont suspendus.",
    "notify.set": "Les rappels vous parviendront par {mode}.",
    "seat.open": "{user} est parti : l'IA joue {seat} jusqu'à ce que quelqu'un reprenne la "
                 "place. Appuyez sur Rejoindre pour la prendre.",
    "seat.taken": "{user} reprend {seat}.",
    "seat.ai": "{seat} ({user}) est maintenant joué par l'IA. Appuyez sur Rejoindre pour "
               "prendre la place.",
    "seat.substitute": "{new} remplace {old} comme {seat}.",
    "mygames.none": "Aucune partie de ce serveur ne vous attend.",
    "mygames.line": "{title} dans <#{channel}> : votre décision depuis {since} ({link})",
    "admin.abort": "{actor} a interrompu la partie ({reason}). Elle n'a pas de résultat.",
    "admin.abort_plain": "{actor} a interrompu la partie. Elle n'a pas de résultat.",
    "admin.end": "{actor} a terminé la partie : {reason}.",
    "admin.skip": "{actor} a passé la décision {who:de}",
    "admin.rollback": ("{actor} a ramené la partie {plies} {plies:plural:one=coup|other=coups} en "
                       "arrière, au coup {ply}."),
    "admin.rollback_warning": "Attention : des informations cachées ou aléatoires ont été "
                              "révélées dans les coups repris ; les joueurs peuvent s'en "
                              "souvenir.",
    "admin.deadline": "{actor} a fixé le délai de cette partie {hours:à} heures par décision.",
    "admin.settings": "Réglages du serveur : langue {language}, délai {deadline_hours} h, "
                      "rappels {reminders} h "
                      "avant, règle de dépassement {timeout_policy}, rôle de modération "
                      "{role}, {away_days} jours d'absence par an, parties permises dans "
                      "{channels}.",
    "admin.games_none": "Aucune partie ouverte sur ce serveur.",
    "admin.settings_changed": "{actor} a modifié les réglages de jeu de ce serveur : {what}.",
    "admin.exported": "{actor} a exporté l'enregistrement de cette partie.",
    "admin.games_line": "{title} dans <#{channel}> ({link}) : {status}",
    "button.take_seat": "Rejoindre",
    "status.lobby": "Une salle d'attente {title:de} est ouverte avec {seated}/{max} joueurs.",
    "results.header": "**Partie terminée.** {reason}.",
    "results.line": "{place}. {seat} {user} : {score}",
    "results.line_other": "{place}. {name} : {score}",
    "results.winner": "{count:plural:one=Victoire|other=Victoire partagée} : {winners} !",
    "undo.done": "{user} reprend son dernier coup.",
    "history.header": "Historique, page {page}/{pages}",
    "history.quiet": "(un coup qui ne montre rien à la table)",
    "history.empty": "Il ne s'est encore rien passé.",
    "history.line": "#{ply} <t:{time}:R> {who} : {text}",
    "history.private": "  ↳ vous seul : {text}",
    "history.record": "L'enregistrement de la partie (JSON). Rejouez-le avec : "
                      "python -m bot replay FILE",
    "history.board": "Le plateau après le coup {ply} (sur {last}).",
    "history.since": ("{count} {count:plural:one=coup|other=coups} depuis votre dernier coup (n° "
                      "{ply}) :"),
    "history.nothing_since": "Rien ne s'est passé depuis votre dernier coup.",
    "results.table": "{title} : scores finaux",
    "stats.none": "Aucune partie terminée sur ce serveur pour l'instant.",
    "stats.game": "**{title}** : {games} {games:plural:one=partie jouée|other=parties jouées}",
    "stats.line": ("{place}. {user} : {wins} {wins:plural:one=victoire|other=victoires} en "
                   "{played} {played:plural:one=partie|other=parties}, moyenne {average:.1f}, "
                   "meilleur {best}"),
    "stats.member": "**{title}** : {user} a joué {played}, gagné {wins}, moyenne {average:.1f}, "
                    "meilleur {best}",
    "hand.header": "Votre vue privée ({seat}) :",
    "rules.header": "**{title}** ({min:de} {max:à} joueurs)",
    "ai": "IA",
    "seat.default": "Place {number}",
    "word.none": "aucun",
    "word.nobody": "personne",
    "word.any_channel": "n'importe quel salon",
    "word.your_decision": "votre décision",
    "notify.dm": "message privé",
    "notify.channel": "mention dans le salon",
    "preview.header": "**Aperçu** (rien n'est encore joué) : `{move}`, {label}.",
    "preview.footer": "Confirmez dans les {minutes} minutes pour le jouer, ou Annuler.",
    "preview.first": "D'abord :\n{text}",
    "preview.stops": "Ce coup révèle une information cachée ou aléatoire (une carte, une "
                     "tuile, une pioche ou un tirage) : l'aperçu s'arrête avant. Le plateau "
                     "est montré tel quel, et le résultat apparaît quand vous confirmez.",
    "preview.then": "Ensuite la partie continue avec ce que tiennent les autres ou avec le "
                    "hasard (qui joue ensuite, cartes révélées) : cette partie s'affiche quand "
                    "vous confirmez.",
    "preview.events": "Ce que la table lira :\n{text}",
    "preview.private": "Vous seul lirez :\n{lines}",
    "preview.changes": "Pour vous : {changes}.",
    "preview.no_changes": "Vos nombres ne changent pas.",
    "preview.more": "{count} de plus",
    "preview.view": "Votre vue après le coup :\n{lines}",
    "preview.gone": "Cet aperçu n'est plus ouvert (confirmé, annulé ou remplacé par un plus "
                    "récent). Rien n'a été joué.",
    "preview.expired": "Cet aperçu a expiré après {minutes} minutes. Rien n'a été joué ; "
                       "prévisualisez le coup à nouveau.",
    "preview.stale": "La partie a avancé depuis cet aperçu : rien n'a été joué. Regardez la "
                     "nouvelle position et prévisualisez à nouveau.",
    "preview.cancelled": "Aperçu annulé ; rien n'a été joué.",
    "preview.default_on": "Chaque /move et chaque choix du panneau de tour afficheront "
                          "d'abord un aperçu. /settings preview:off joue à nouveau les coups "
                          "aussitôt.",
    "preview.default_off": "Les coups sont joués dès que vous les envoyez ; /move "
                           "preview:True en prévisualise un.",
    "preview.panel": "L'aperçu est activé : un choix montre d'abord son résultat, et rien ne "
                     "compte avant votre confirmation.",
    "settings.none": "Choisissez quoi changer : notify (comment les rappels vous parviennent) "
                     "ou preview (prévisualiser chaque coup ; actuellement {preview}).",
    "word.on": "activé",
    "word.off": "désactivé",
    "button.confirm": "Confirmer",
    "button.cancel": "Annuler",
    "button.preview": "Aperçu",
    "button.play_directly": "Jouer directement",
    "language.en": "anglais",
    "language.es": "espagnol",
    "language.fr": "français",
    "policy.notify": "prévenir les modérateurs",
    "policy.default": "jouer le coup par défaut",
    "policy.ai": "laisser jouer l'IA",
    "setting.deadline": "délai",
    "setting.reminders": "rappels",
    "setting.timeout_policy": "règle de dépassement",
    "setting.moderator_role": "rôle de modération",
    "setting.away_days": "jours d'absence",
    "setting.channels": "salons",
    "setting.language": "langue",
    **WEB_FR,  # the web pages (bot/web/)
}
