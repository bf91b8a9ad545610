"""The words Kepler-3042's players type, by language (read by ``notation.parse``).

Typed text is lower-cased and folded to ASCII letters first, so these are written without
accents. Every language's words are read at every table (a Spanish player may type
``build`` or ``construir``): they only map onto the canonical notation, which records keep.
``verb_phrases`` and ``arg_phrases`` are tried in order (longer and prefixed forms first).
"""

from __future__ import annotations

from typing import Any

__all__ = ["TYPED"]

TYPED: dict[str, dict[str, Any]] = {
    "en": {
        "verb_phrases": (
            ("space missions", "missions"), ("colonize planets", "colonize"),
            ("colonise planets", "colonize"), ("technological development", "research"),
            ("stellar propulsion", "propel"), ("terraform planets", "terraform"),
            ("galactic map", "map"), ("energy storage", "energy"),
            ("planetary exploitation", "exploit"), ("generate antimatter", "antimatter"),
            ("space logistics", "logistics"), ("technological advancement", "advancement"),
            ("scientific progress", "science"), ("cultural evolution", "culture"),
            ("exploratory planning", "planning"), ("exploitation of n.e.o.", "neo"),
            ("exploitation of neo", "neo"), ("end turn", "done"), ("end the turn", "done")),
        "arg_phrases": (
            ("i-space travels", "st"), ("ii-quantum physics", "qp"),
            ("iii-energy development", "ed"), ("iv-terraforming", "tf"),
            ("v-antimatter science", "as"),
            ("space travels", "st"), ("space travel", "st"), ("quantum physics", "qp"),
            ("energy development", "ed"), ("antimatter science", "as"),
            ("resources storage", "store"), ("resource storage", "store"),
            ("clausius' pit", "pit")),
        "verbs": {
            "mission": "missions", "colonise": "colonize", "col": "colonize",
            "propulsion": "propel", "terra": "terraform", "galactic": "map",
            "exploitation": "exploit", "logistic": "logistics", "sci": "science",
            "cult": "culture", "n.e.o.": "neo", "buy": "tech", "technology": "tech",
            "regenerate": "regen", "mv": "move", "go": "move", "end": "done", "pass": "done",
            "finish": "done", "decline": "skip", "no": "skip", "turn": "reveal",
            "flip": "reveal", "recall": "withdraw", "swap": "convert", "transfer": "shift",
            "put": "place"},
        "filler": ("to", "from", "on", "at", "the", "with", "of", "and", "hex", "into", "in",
                   "for", "over", "level", "planet"),
        "tracks": {
            "st": "ST", "i": "ST", "1": "ST", "space": "ST", "travel": "ST", "travels": "ST",
            "speed": "ST", "qp": "QP", "ii": "QP", "2": "QP", "quantum": "QP",
            "physics": "QP", "ed": "ED", "iii": "ED", "3": "ED", "energy": "ED", "tf": "TF",
            "iv": "TF", "4": "TF", "terraforming": "TF", "terraform": "TF", "terra": "TF",
            "as": "AS", "v": "AS", "5": "AS", "antimatter": "AS"},
        "leads": {"tech": "tech", "technological": "tech", "t": "tech", "science": "tech",
                  "colonial": "colonial", "col": "colonial", "c": "colonial",
                  "colony": "colonial"},
        "res": {"m": "M", "matter": "M", "e": "E", "energy": "E", "a": "A", "am": "A",
                "antimatter": "A"},
        "store": ("store", "storage", "s", "supply", "reserve", "pool"),
        "earth": ("earth", "home", "0", "p0"),
        "planet": ("p", "planet"),
    },
    "es": {
        "verb_phrases": (
            ("misiones espaciales", "missions"), ("colonizar planetas", "colonize"),
            ("desarrollo tecnologico", "research"), ("propulsion estelar", "propel"),
            ("terraformar planetas", "terraform"), ("mapa galactico", "map"),
            ("almacenamiento de energia", "energy"), ("explotacion planetaria", "exploit"),
            ("generar antimateria", "antimatter"), ("logistica espacial", "logistics"),
            ("avance tecnologico", "advancement"), ("progreso cientifico", "science"),
            ("evolucion cultural", "culture"), ("planificacion exploratoria", "planning"),
            ("explotacion de n.e.o.", "neo"), ("explotacion de neo", "neo"),
            ("terminar turno", "done"), ("terminar el turno", "done"),
            ("fin del turno", "done"), ("fin de turno", "done")),
        "arg_phrases": (
            ("i-viajes espaciales", "st"), ("ii-fisica cuantica", "qp"),
            ("iii-desarrollo energetico", "ed"), ("iv-terraformacion", "tf"),
            ("v-ciencia de la antimateria", "as"), ("viajes espaciales", "st"),
            ("fisica cuantica", "qp"), ("desarrollo energetico", "ed"),
            ("ciencia de la antimateria", "as"), ("ciencia de antimateria", "as"),
            ("almacen de recursos", "store"), ("pozo de clausius", "pit")),
        "verbs": {
            "empezar": "start", "comenzar": "start", "misiones": "missions",
            "colonizar": "colonize", "investigar": "research", "investigacion": "research",
            "terraformar": "terraform", "mapa": "map", "energia": "energy",
            "explotar": "exploit", "explotacion": "exploit", "antimateria": "antimatter",
            "construir": "build", "colocar": "place", "poner": "place", "tecnologia": "tech",
            "comprar": "tech", "revelar": "reveal", "voltear": "reveal", "producir": "produce",
            "logistica": "logistics", "avance": "advancement", "ciencia": "science",
            "cultura": "culture", "planificacion": "planning", "quemar": "burn",
            "regenerar": "regen", "mover": "move", "retirar": "withdraw",
            "convertir": "convert", "trasladar": "shift", "transferir": "shift",
            "hecho": "done", "terminar": "done", "fin": "done", "listo": "done",
            "pasar": "done", "saltar": "skip", "omitir": "skip", "rechazar": "skip"},
        # "a" ("mover G9 a J7") is also the Antimatter code: it is dropped only when the
        # move does not read with it (see ``notation.parse``).
        "filler": ("de", "del", "desde", "hacia", "en", "el", "la", "los", "las", "al", "con",
                   "y", "nivel", "hexagono", "sobre", "planeta"),
        "tracks": {"viajes": "ST", "viaje": "ST", "velocidad": "ST", "fisica": "QP",
                   "cuantica": "QP", "energia": "ED", "terraformacion": "TF",
                   "antimateria": "AS"},
        "leads": {"tecnologica": "tech", "tecnologico": "tech", "tecnologia": "tech",
                  "ciencia": "tech", "colonia": "colonial"},
        "res": {"materia": "M", "energia": "E", "antimateria": "A"},
        "store": ("almacen", "reserva"),
        "earth": ("tierra",),
        "planet": ("planeta",),
    },
    "fr": {
        "verb_phrases": (
            ("missions spatiales", "missions"), ("coloniser des planetes", "colonize"),
            ("coloniser les planetes", "colonize"), ("developpement technologique", "research"),
            ("propulsion stellaire", "propel"), ("terraformer des planetes", "terraform"),
            ("terraformer les planetes", "terraform"), ("carte galactique", "map"),
            ("stockage d'energie", "energy"), ("stockage d energie", "energy"),
            ("exploitation planetaire", "exploit"), ("generer de l'antimatiere", "antimatter"),
            ("generer l'antimatiere", "antimatter"), ("generer antimatiere", "antimatter"),
            ("logistique spatiale", "logistics"), ("avancee technologique", "advancement"),
            ("progres scientifique", "science"), ("evolution culturelle", "culture"),
            ("planification exploratoire", "planning"), ("exploitation des n.e.o.", "neo"),
            ("exploitation des neo", "neo"), ("fin du tour", "done"),
            ("finir le tour", "done"), ("terminer le tour", "done"),
            ("finir mon tour", "done")),
        "arg_phrases": (
            ("i-voyages spatiaux", "st"), ("ii-physique quantique", "qp"),
            ("iii-developpement energetique", "ed"), ("iv-terraformation", "tf"),
            ("v-science de l'antimatiere", "as"), ("voyages spatiaux", "st"),
            ("physique quantique", "qp"), ("developpement energetique", "ed"),
            ("science de l'antimatiere", "as"), ("science de l antimatiere", "as"),
            ("reserve de ressources", "store"), ("puits de clausius", "pit")),
        "verbs": {
            "commencer": "start", "debuter": "start", "coloniser": "colonize",
            "recherche": "research", "chercher": "research", "terraformer": "terraform",
            "carte": "map", "energie": "energy", "exploiter": "exploit",
            "antimatiere": "antimatter", "construire": "build", "placer": "place",
            "poser": "place", "technologie": "tech", "acheter": "tech", "reveler": "reveal",
            "retourner": "reveal", "produire": "produce", "logistique": "logistics",
            "avancee": "advancement", "planification": "planning", "bruler": "burn",
            "regenerer": "regen", "deplacer": "move", "bouger": "move", "retirer": "withdraw",
            "echanger": "convert", "transferer": "shift", "fini": "done", "finir": "done",
            "passer": "done", "refuser": "skip", "decliner": "skip"},
        # "a" is "à" once folded, and the Antimatter code: see the Spanish note.
        "filler": ("de", "du", "des", "depuis", "vers", "sur", "le", "la", "les", "au", "aux",
                   "avec", "et", "en", "niveau", "hexagone", "dans", "planete"),
        "tracks": {"voyages": "ST", "voyage": "ST", "vitesse": "ST", "physique": "QP",
                   "quantique": "QP", "energie": "ED", "terraformation": "TF",
                   "antimatiere": "AS"},
        "leads": {"technologique": "tech", "techno": "tech", "coloniale": "colonial"},
        "res": {"matiere": "M", "energie": "E", "antimatiere": "A"},
        "store": ("stock", "reserve"),
        "earth": ("terre",),
        "planet": ("planete",),
    },
}
