"""Spanish: the bot's sentences (terms follow the Spanish Ad Astra rulebook: ronda, fase,
jugador, carta)."""

from bot.locales.web import WEB_ES

ES: dict[str, str] = {
    "error.unexpected": "Algo ha fallado por nuestra parte. La partida está a salvo; "
                        "inténtalo de nuevo.",
    "permission.view_channel": "Ver canal",
    "permission.send_messages": "Enviar mensajes",
    "permission.send_messages_in_threads": "Enviar mensajes en hilos",
    "permission.attach_files": "Adjuntar archivos",
    "permission.embed_links": "Insertar enlaces",
    "permission.read_message_history": "Leer el historial de mensajes",
    "hold.permissions": "Al bot le falta {missing} en este canal; la moderación puede "
                        "concederlo en los ajustes del canal, en Permisos.",
    "hold.locked": "Este hilo está archivado y cerrado, así que el bot no puede publicar en "
                   "él; la moderación puede desbloquearlo.",
    "hold.mover": "{why} Tu jugada está guardada: el tablero y el aviso al siguiente jugador "
                  "se publicarán en cuanto se arregle.",
    "hold.owner": "Starpost no puede publicar en <#{channel}>: {why} La partida de ese canal "
                  "está en espera; sus mensajes saldrán en cuanto se arregle.",
    "hold.status": "En espera de este canal desde {since}: {why}",
    "hold.no_image": "(No se ha podido publicar la imagen: {why})",
    "permission.refused": "El bot no puede organizar una partida aquí: le falta {missing} en "
                          "este canal. La moderación puede concederlo en los ajustes del "
                          "canal, en Permisos.",
    "error.database": "La base de datos no está disponible ahora mismo, así que no se ha hecho "
                      "nada (si jugabas, tu jugada no se ha hecho). La partida está a salvo; "
                      "inténtalo de nuevo dentro de un minuto.",
    "error.move_too_long": "Eso es más largo que cualquier jugada ({max} caracteres como "
                           "máximo). Empieza a escribir y elige tu jugada de la lista.",
    "error.restarting": "Starpost se está reiniciando; inténtalo dentro de un minuto. Tus "
                        "partidas están a salvo.",
    "error.no_game": "No hay ninguna partida en este canal. Empieza una con /game new.",
    "error.no_lobby": "No hay ninguna sala de espera abierta en este canal.",
    "error.channel_busy": "Este canal ya tiene una partida. Termínala o cancélala primero, o "
                          "abre un hilo para una nueva.",
    "error.unknown_game": "No hay ningún juego llamado {name!r}. Juegos conocidos: {known}.",
    "error.not_player": "No juegas en esta partida.",
    "error.not_your_turn": "No es tu turno: se espera {waiting:a}.",
    "error.nothing_to_do": "Ahora mismo no tienes nada que decidir.",
    "error.not_started": "La partida aún no ha empezado: la sala de espera está abierta.",
    "error.already_started": "La partida ya ha empezado.",
    "error.game_over": "Esta partida ha terminado.",
    "error.already_seated": "Ya tienes un asiento en esta partida.",
    "error.lobby_full": "La sala de espera está llena ({max} jugadores).",
    "error.not_seated": "No tienes asiento en esta sala de espera.",
    "error.host_only": "Solo el anfitrión, {host}, puede hacer eso.",
    "error.host_or_full": "Solo el anfitrión puede empezar antes de que la sala esté llena "
                          "({seated}/{max} sentados).",
    "error.too_few": "{title} necesita al menos {min} jugadores; hay {seated} sentados.",
    "error.too_many_ai": "{title} admite como máximo {max} jugadores.",
    "error.host_leaves": "El anfitrión no puede dejar la sala; cancélala con /game cancel.",
    "error.not_key_value": "{part} no tiene la forma clave=valor.",
    "error.bad_options": "No he podido leer las opciones: {detail}",
    "error.stale": "La partida ha avanzado mientras decidías; inténtalo de nuevo.",
    "error.undo_none": "No tienes ninguna jugada que deshacer.",
    "error.undo_other": "Otra persona ha jugado después de tu última jugada, así que no se "
                        "puede deshacer.",
    "error.undo_hidden": "Tu última jugada reveló información oculta o aleatoria, así que no "
                         "se puede deshacer.",
    "error.bad_page": "No hay página {page}; las páginas van de 1 {pages:a}.",
    "error.empty_move": "Escribe una jugada o elige una de la lista.",
    "error.channel_not_allowed": "En este servidor solo se pueden abrir partidas en "
                                 "{channels}.",
    "error.bad_deadline": "Un plazo es un número de horas entre 1 y 1440 (60 días).",
    "error.bad_reminders": "Los recordatorios son hasta cinco números de horas antes del "
                           "plazo, p. ej. 24, 4.",
    "error.bad_until": "No he podido leer {text!r}: usa una duración como 3d, 12h o 2w, o "
                       "una fecha como 2026-12-24 (en tu zona horaria).",
    "error.away_past": "Ese momento ya ha pasado.",
    "error.until_too_far": "{text!r} queda demasiado lejos: elige un momento dentro {days:de} "
                           "días.",
    "error.away_allowance": "Eso son {asked} días, pero te quedan {left} de tus {allowance} "
                            "días de ausencia de este año.",
    "error.moderator_role": " o el rol {role}",
    "error.not_moderator": "Solo los moderadores pueden hacer eso: necesitas Gestionar "
                           "servidor{role}.",
    "error.no_open_seat": "No hay ningún asiento libre en esta partida.",
    "error.seat_taken": "Ese asiento ya está ocupado.",
    "error.not_in_game": "{user} no tiene asiento en esta partida.",
    "error.rollback_range": "Puedes retroceder de 1 {max:a} jugadas.",
    "error.bad_policy": "La política de plazo vencido es notify, default o ai.",
    "error.export_running": "El registro se puede exportar cuando termine la partida (los "
                            "moderadores pueden exportarlo en cualquier momento con "
                            "/admin export).",
    "error.bad_language": "Starpost habla {languages}.",
    "error.bad_ply": "No hay jugada {ply}: esta partida tiene las jugadas 0 (la preparación) "
                     "{last:a}.",
    "lobby.title": "{title}: se está formando una partida",
    "lobby.body": "Anfitrión: {host}\nJugadores ({seated}/{max}): {players}\nAsientos de IA: "
                  "{ai}\nSe necesitan {min:de} {max:a} jugadores. Únete y luego el anfitrión "
                  "pulsa Empezar (cualquiera puede empezar cuando la sala esté llena).",
    "lobby.joined": "{user} se une a la partida.",
    "lobby.left": "{user} deja la partida.",
    "lobby.cancelled": "{user} ha cancelado la sala de espera.",
    "lobby.started": "**¡Empieza {title}!** Asientos en orden de juego: {seats}.",
    "button.join": "Unirse",
    "button.leave": "Salir",
    "button.start": "Empezar",
    "button.turn": "Jugar mi turno",
    "button.prev": "Anterior",
    "button.next": "Siguiente",
    "turn.next": "Siguiente: {mentions} ({prompt}).",
    "turn.next_each": "Siguiente: {each}.",
    "turn.waiting": "Se espera {mentions:a}.",
    "turn.panel": "**Tu turno** ({seat}): {prompt}.\nElige una jugada abajo o escribe /move.",
    "turn.panel_wait": "Ahora no tienes nada que decidir; se espera {waiting:a}.",
    "turn.private": "Solo tú ves esto:\n{lines}",
    "turn.select": "Elige una jugada ({page}/{pages})",
    "turn.done": "Hecho: {move}",
    "ack.posted": "Hecho: está publicado en este canal.",
    "turn.more_events": "…y {count} más.",
    "status.header": "**{title}**, ronda {round}: {phase}",
    "status.header_phase": "**{title}**: {phase}",
    "status.awaiting": "Se espera {who:a} desde {since}.",
    "status.scores": "Puntos: {scores}",
    "status.deadline": "Plazo: {deadline}.",
    "turn.deadline": "Plazo {deadline}.",
    "remind.text": "Recordatorio: {mentions}, tu decisión {game:de} vence {deadline}.",
    "remind.dm": "Recordatorio: tu decisión {game:de} en <#{channel}> vence {deadline}.",
    "timeout.notify": "Se acabó el tiempo {who:de}. {moderators}: decidid qué hacer "
                      "(/admin skip, /admin ai, /admin substitute).",
    "moderators": "Moderadores",
    "timeout.applied": "Se acabó el tiempo {who:de}: {how}.",
    "timeout.default": "las jugadas por defecto terminan su turno",
    "timeout.ai": "la IA juega su turno",
    "away.set": "Estás ausente hasta {until}; tus plazos quedan en pausa. Te quedan {left} "
                "días de ausencia este año.",
    "away.back": "Bienvenido de nuevo: tus plazos vuelven a correr.",
    "away.table": "{user} está ausente hasta {until}; sus plazos quedan en pausa.",
    "notify.set": "Los recordatorios te llegarán por {mode}.",
    "seat.open": "{user} se ha ido: la IA juega {seat} hasta que alguien lo ocupe. Pulsa "
                 "Unirse para ocupar el asiento.",
    "seat.taken": "{user} ocupa {seat}.",
    "seat.ai": "Ahora la IA juega {seat} ({user}). Pulsa Unirse para ocupar el asiento.",
    "seat.substitute": "{new} sustituye {old:a} como {seat}.",
    "mygames.none": "Ninguna partida de este servidor te está esperando.",
    "mygames.line": "{title} en <#{channel}>: tu decisión desde {since} ({link})",
    "admin.abort": "{actor} ha anulado la partida ({reason}). No tiene resultado.",
    "admin.abort_plain": "{actor} ha anulado la partida. No tiene resultado.",
    "admin.end": "{actor} ha terminado la partida: {reason}.",
    "admin.skip": "{actor} ha saltado la decisión {who:de}",
    "admin.rollback": ("{actor} ha retrocedido la partida {plies} "
                       "{plies:plural:one=jugada|other=jugadas}, hasta la jugada {ply}."),
    "admin.rollback_warning": "Atención: en las jugadas deshechas se reveló información "
                              "oculta o aleatoria; los jugadores pueden recordarla.",
    "admin.deadline": "{actor} ha fijado el plazo de esta partida en {hours} horas por "
                      "decisión.",
    "admin.settings": "Ajustes del servidor: idioma {language}, plazo {deadline_hours} h, "
                      "recordatorios "
                      "{reminders} h antes, política de plazo vencido {timeout_policy}, rol de "
                      "moderación {role}, {away_days} días de ausencia al año, partidas "
                      "permitidas en {channels}.",
    "admin.games_none": "No hay partidas abiertas en este servidor.",
    "admin.settings_changed": "{actor} ha cambiado los ajustes de partida de este servidor: "
                              "{what}.",
    "admin.exported": "{actor} ha exportado el registro de esta partida.",
    "admin.games_line": "{title} en <#{channel}> ({link}): {status}",
    "button.take_seat": "Unirse",
    "status.lobby": "Hay una sala de espera {title:de} abierta con {seated}/{max} jugadores.",
    "results.header": "**Fin de la partida.** {reason}.",
    "results.line": "{place}. {seat} {user}: {score}",
    "results.line_other": "{place}. {name}: {score}",
    "results.winner": "¡{count:plural:one=Gana|other=Ganan} {winners}!",
    "undo.done": "{user} deshace su última jugada.",
    "history.header": "Historial, página {page}/{pages}",
    "history.quiet": "(una jugada que no muestra nada a la mesa)",
    "history.empty": "Todavía no ha pasado nada.",
    "history.line": "#{ply} <t:{time}:R> {who}: {text}",
    "history.private": "  ↳ solo tú: {text}",
    "history.record": "El registro de la partida (JSON). Reprodúcelo con: "
                      "python -m bot replay FILE",
    "history.board": "El tablero tras la jugada {ply} ({last:de}).",
    "history.since": ("{count} {count:plural:one=jugada|other=jugadas} desde tu última jugada "
                      "(#{ply}):"),
    "history.nothing_since": "No ha pasado nada desde tu última jugada.",
    "results.table": "{title}: puntuación final",
    "stats.none": "Todavía no hay partidas terminadas en este servidor.",
    "stats.game": "**{title}**: {games} {games:plural:one=partida jugada|other=partidas jugadas}",
    "stats.line": ("{place}. {user}: {wins} {wins:plural:one=victoria|other=victorias} en "
                   "{played} {played:plural:one=partida|other=partidas}, media {average:.1f}, "
                   "mejor {best}"),
    "stats.member": "**{title}**: {user} ha jugado {played}, ganado {wins}, media {average:.1f}, "
                    "mejor {best}",
    "hand.header": "Tu vista privada ({seat}):",
    "rules.header": "**{title}** ({min:de} {max:a} jugadores)",
    "ai": "IA",
    "seat.default": "Asiento {number}",
    "word.none": "ninguno",
    "word.nobody": "nadie",
    "word.any_channel": "cualquier canal",
    "word.your_decision": "tu decisión",
    "notify.dm": "mensaje directo",
    "notify.channel": "mención en el canal",
    "preview.header": "**Vista previa** (aún no se juega nada): `{move}`, {label}.",
    "preview.footer": "Confirma en {minutes} minutos para jugarla, o Cancelar.",
    "preview.first": "Primero:\n{text}",
    "preview.stops": "Esta jugada revela información oculta o aleatoria (una carta, una "
                     "ficha, un robo o una tirada), así que la vista previa se detiene antes: "
                     "el tablero se muestra como está ahora y el resultado aparece al "
                     "confirmar.",
    "preview.then": "Después la partida sigue con lo que tienen los demás o con el azar "
                    "(quién actúa, cartas reveladas): esa parte se muestra al confirmar.",
    "preview.events": "Lo que leerá la mesa:\n{text}",
    "preview.private": "Solo tú leerás:\n{lines}",
    "preview.changes": "Para ti: {changes}.",
    "preview.no_changes": "Tus números no cambian.",
    "preview.more": "{count} más",
    "preview.view": "Tu vista tras la jugada:\n{lines}",
    "preview.gone": "Esta vista previa ya no está abierta (confirmada, cancelada o sustituida "
                    "por otra más nueva). No se ha jugado nada.",
    "preview.expired": "Esta vista previa caducó tras {minutes} minutos. No se ha jugado "
                       "nada; vuelve a previsualizar la jugada.",
    "preview.stale": "La partida ha avanzado desde esta vista previa, así que no se ha "
                     "jugado nada. Mira la nueva posición y vuelve a previsualizar.",
    "preview.cancelled": "Vista previa cancelada; no se ha jugado nada.",
    "preview.default_on": "Cada /move y cada elección del panel de turno mostrarán antes una "
                          "vista previa. /settings preview:off vuelve a jugar al instante.",
    "preview.default_off": "Las jugadas se juegan en cuanto las envías; /move preview:True "
                           "previsualiza una.",
    "preview.panel": "La vista previa está activada: cada elección muestra antes su "
                     "resultado y nada cuenta hasta que confirmes.",
    "settings.none": "Elige qué cambiar: notify (cómo te llegan los recordatorios) o preview "
                     "(previsualizar cada jugada; ahora {preview}).",
    "word.on": "activada",
    "word.off": "desactivada",
    "button.confirm": "Confirmar",
    "button.cancel": "Cancelar",
    "button.preview": "Vista previa",
    "button.play_directly": "Jugar directamente",
    "language.en": "inglés",
    "language.es": "español",
    "language.fr": "francés",
    "policy.notify": "avisar a los moderadores",
    "policy.default": "jugar la jugada por defecto",
    "policy.ai": "que juegue la IA",
    "setting.deadline": "plazo",
    "setting.reminders": "recordatorios",
    "setting.timeout_policy": "política de tiempo agotado",
    "setting.moderator_role": "rol de moderación",
    "setting.away_days": "días de ausencia",
    "setting.channels": "canales",
    "setting.language": "idioma",
    **WEB_ES,  # the web pages (bot/web/)
}
