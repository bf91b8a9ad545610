"""Magnastorm's words in English, Spanish and French (see :mod:`games.i18n`).

The rulebook exists only in English; the Spanish and French words below are translations
made for Starpost, and every template uses the same terms. Move codes (``take c``,
``go 17``, ``research green``) stay canonical in every language; the parser also reads
the Spanish and French words of this glossary (:mod:`games.magnastorm.notation`).

Glossary (English / Spanish / French):

- CreditCube, cube / cubo de crédito, cubo / cube de crédit, cube
- reputation / reputación / réputation
- scout runner / explorador / éclaireur
- turtle lab, lab / laboratorio tortuga, laboratorio / laboratoire-tortue, laboratoire
- transmitter station / estación transmisora / station émettrice
- crew member / tripulante / membre d'équipage
- commander / comandante / commandant
- first player token / ficha de jugador inicial / jeton de premier joueur
- action board; upper, lower action panel / tablero de acciones; panel superior, inferior /
  plateau d'actions; panneau supérieur, inférieur
- research board, research area, level / tablero de investigación, área de investigación,
  nivel / plateau de recherche, domaine de recherche, niveau
- sector, quiet sector, storm sector / sector, sector tranquilo, sector de tormenta /
  secteur, secteur calme, secteur de tempête
- area (of the map), space / zona, casilla / zone, case
- objective, majority / objetivo, mayoría / objectif, majorité
- administration phase / fase de administración / phase d'administration
- turn order, pass of turns / orden de turno, vuelta de turnos / ordre du tour, tour de table
- bag / bolsa / sac
- artifact card; gold, silver, bronze / carta de artefacto; oro, plata, bronce /
  carte d'artefact; or, argent, bronze
- marker, player board, slot / marcador, tablero de jugador, hueco / marqueur, plateau
  joueur, emplacement
- exchange / intercambio / échange
- cube colours: yellow, grey, purple, pink, orange, black / amarillo, gris, morado, rosa,
  naranja, negro / jaune, gris, violet, rose, orange, noir (players are named by their
  colour: Gris, Morado, Rosa, Naranja / Gris, Violet, Rose, Orange)
- research areas: green, red, blue, cyan, white (any area) / verde, roja, azul, cian,
  blanca (el área ...) / vert, rouge, bleu, cyan, blanc (le domaine ...)

Commanders keep their printed names (Ozgül Yilmark, Kim-Kin Park ...): they are people.

Each language's catalogue is a module of its own (``messages_en``, ``messages_es`` and
``messages_fr``), gathered here for :mod:`games.i18n`.
"""

from __future__ import annotations

from games.magnastorm.messages_en import EN
from games.magnastorm.messages_es import ES
from games.magnastorm.messages_fr import FR

__all__ = ["EN", "ES", "FR"]
