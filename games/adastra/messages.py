"""Ad Astra's words in English, Spanish and French (see :mod:`games.i18n`).

English is what the engine has always said. Spanish uses the terms of the Spanish rulebook:
fase de planificación, fase de acción, tablero de planificación, cartas de acción
(Producción, Movimiento, Construir, Comercio, Puntuación), cartas de recursos, banco de
recursos, espacio profundo, nave estelar, colonia, fábrica,
terraformador, peón, sistema, planeta alienígena, boca abajo / boca arriba, primer jugador,
Recursos idénticos / Recursos diferentes, artefactos alienígenas, "Respuesta a todo" and
"Gran Viejo Secreto". That rulebook shows the resources as icons without naming them; their
Spanish names below follow the English ones (Agua, Alimento, Energía; the ores Xantio,
Yoyodio, Zozodio), and so do the stars' (a star is red or yellow, and grande, pequeña,
gemela or nebulosa).

French glossary (no French rulebook; keep these words everywhere):

=====================  ===========================  =====================================
English                French                       notes
=====================  ===========================  =====================================
planning phase         phase de planification
action phase           phase d'action
planning board         plateau de planification
action card            carte action
Production card        carte Production
Movement card          carte Mouvement
Build card             carte Construction
Trade card             carte Commerce
Scoring card           carte Décompte               "décompte" is scoring throughout
resource card          carte ressource
Water / Food / Energy  Eau / Nourriture / Énergie
Xanthium, Yoyodium,    Xanthium, Yoyodium,          ores: minerai
Zozodium               Zozodium
Alien (planet)         extraterrestre
bank                   banque
deep space             espace lointain
starship               vaisseau
colony / factory       colonie / usine
terraformer            terraformeur
pawn                   pion
system / planet        système / planète
face down / face up    face cachée / face visible
first player           premier joueur
hand limit             limite de main
Identical / Different  Ressources identiques /
resources              Ressources différentes
alien artifact         artefact extraterrestre
stars                  Petite, Grande, Jumelle,     then the colour: "Petite rouge"
                       Nébuleuse + rouge / jaune
factions               Bleu, Rouge, Jaune, Vert,
                       Violet
=====================  ===========================  =====================================

Placeholders: ``who`` is a faction, ``planet`` a planet's code (``LY3``), ``system`` a star's
name, ``bundle`` a bundle of cards ("2 Water + 1 Food"), ``resource`` a resource's name.

Each language's catalogue is a module of its own (``messages_en``, ``messages_es`` and
``messages_fr``), gathered here for :mod:`games.i18n`.
"""

from games.adastra.messages_en import EN
from games.adastra.messages_es import ES
from games.adastra.messages_fr import FR

__all__ = ["EN", "ES", "FR"]
