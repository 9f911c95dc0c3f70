"""Words for where a problem is: the places of the tournament file (round, table, deal) and its fields."""

from __future__ import annotations

from collections.abc import Mapping

# A list in the file and its element's number ({n} counts from 1).
PLACES: Mapping[str, Mapping[str, str]] = {
    "rounds": {"en": "round {n}", "it": "turno {n}", "de": "Runde {n}"},
    "tables": {"en": "table {n}", "it": "tavolo {n}", "de": "Tisch {n}"},
    "deals": {"en": "deal {n}", "it": "smazzata {n}", "de": "Spiel {n}"},
    "pairs": {"en": "pair entry {n}", "it": "voce coppia {n}", "de": "Paareintrag {n}"},
    "adjustments": {"en": "adjustment {n}", "it": "rettifica {n}", "de": "Korrektur {n}"},
}

_SIDES = {"ns": {"en": "NS", "it": "NS", "de": "NS"}, "ew": {"en": "EW", "it": "EO", "de": "OW"}}
_LINE_FIELDS: Mapping[str, Mapping[str, str]] = {
    "clean": {"en": "clean burracos", "it": "burraco puliti", "de": "saubere Burracos"},
    "dirty": {"en": "dirty burracos", "it": "burraco sporchi", "de": "schmutzige Burracos"},
    "semi_clean": {"en": "semi-clean burracos", "it": "burraco semipuliti", "de": "halbsaubere Burracos"},
    "closed": {"en": "closing", "it": "chiusura", "de": "Schließen"},
    "cards": {"en": "card points", "it": "punti carte", "de": "Kartenpunkte"},
    "melded": {"en": "points melded", "it": "punti a terra", "de": "ausgelegte Punkte"},
    "in_hand": {"en": "points in hand", "it": "punti in mano", "de": "Punkte auf der Hand"},
    "pozzetto": {"en": "pozzetto", "it": "pozzetto", "de": "Pozzetto"},
    "penalty": {"en": "penalty", "it": "penalità", "de": "Strafe"},
    "penalty_reason": {"en": "penalty reason", "it": "motivo della penalità", "de": "Grund der Strafe"},
    "total": {"en": "total", "it": "totale", "de": "Summe"},
}

# A field of a deal (or of the file), by its path: "NS card points", "punti carte NS", "Kartenpunkte NS".
FIELDS: Mapping[str, Mapping[str, str]] = {
    "end": {"en": "end of the deal", "it": "fine della smazzata", "de": "Spielende"},
    **_SIDES,  # a line as a whole (its deal total)
    **{
        f"{line}.{name}": {
            "en": f"{side['en']} {words['en']}",
            "it": f"{words['it']} {side['it']}",
            "de": f"{words['de']} {side['de']}",
        }
        for line, side in _SIDES.items()
        for name, words in _LINE_FIELDS.items()
    },
}
