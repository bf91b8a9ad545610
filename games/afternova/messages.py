"""Everything Afternova says and draws, in English, Spanish and French (see :mod:`games.i18n`).

The French words are the French rulebook's own: Ouvriers, Projets,
Morceaux, Planètes, Rangement, Marché, Commerce, Extraction, Vaisseau, Promotion, objectif
caché, Points de Victoire (PV), le sac, la défausse, le deck, les dons (skills) and their
critères, finir un Projet, vider une ligne. The rulebook writes "chartes" for cards; the
catalogue says "cartes", the word a French table uses.

Spanish glossary (there is no Spanish rulebook; keep these words everywhere):

==========================  ==========================  ==========================
English                     Español                     Français
==========================  ==========================  ==========================
Hired Paw(s)                Operario(s)                 Ouvrier(s)
Project(s)                  Proyecto(s)                 Projet(s)
Planet(s)                   Planeta(s)                  Planète(s)
fragment(s)                 fragmento(s)                Morceau(x)
storage                     almacén                     Rangement
market                      mercado                     Marché
Trade                       Comercio                    Commerce
Extraction                  Extracción                  Extraction
skill                       habilidad                   don
Piloting / Engineering      Pilotaje / Ingeniería       Pilotage / Ingénierie
Security / Extraction       Seguridad / Extracción      Sécurité / Extraction
Starship                    Nave                        Vaisseau
hidden objective            objetivo oculto             objectif caché
Promotion                   Promoción                   Promotion
VP                          PV (puntos de victoria)     PV (Points de Victoire)
bag / discard / deck        bolsa / descarte / mazo     sac / défausse / deck
proposal / draft            propuesta / borrador        proposition / brouillon
helper                      ayudante                    joueur qui aide
complete a Project          completar un Proyecto       finir un Projet
clear a row                 vaciar una fila             vider une ligne
hand limit                  límite de mano              limite de main
the Bot                     el Bot                      le Bot
player 2                    el jugador 2                le joueur 2
==========================  ==========================  ==========================

Colours: purple, green, black, white, orange are morado, verde, negro, blanco, naranja and
violet, vert, noir, blanc, orange (invariable). A seat is a nested message in the form its
sentence needs (``who``, ``Who`` at the start of a sentence, ``whose``, ``to``), so each
language places its own articles ("del jugador 2", "au Bot").

Planet and ship names are proper names; those that are English words are translated.
Move codes (``extract 2``, ``ask 3 pil``, card ids, colour letters) stay canonical in every
language.

Each language's catalogue is a module of its own (``messages_en``, ``messages_es`` and
``messages_fr``), gathered here for :mod:`games.i18n`.
"""

from games.afternova.messages_en import EN
from games.afternova.messages_es import ES
from games.afternova.messages_fr import FR

__all__ = ["EN", "ES", "FR"]
