"""Words of the free game's refusals (T3, issue 22): code -> {"en", "it", "de"}.

The free game is two sides playing deals to a target score outside a tournament (domain/free_game.py,
services/free_game.py); a deal's own checks are the tournament's (`deal.*` in domain.py).
"""

from __future__ import annotations

from collections.abc import Mapping

TEXTS: Mapping[str, Mapping[str, str]] = {
    "free_game.over": {
        "en": "the game is over: no further deal can be entered",
        "it": "la partita è finita: non si possono inserire altre smazzate",
        "de": "das Spiel ist beendet: es kann kein weiteres Spiel eingetragen werden",
    },
    "free_game.no_deals": {
        "en": "the game has no deal yet",
        "it": "la partita non ha ancora nessuna smazzata",
        "de": "das Spiel hat noch kein eingetragenes Spiel",
    },
    "free_game.side_name_empty": {
        "en": "each side needs a name",
        "it": "ogni parte deve avere un nome",
        "de": "jede Seite braucht einen Namen",
    },
    "free_game.side_name_too_long": {
        "en": "a side's name may have at most {limit} characters",
        "it": "il nome di una parte può avere al massimo {limit} caratteri",
        "de": "der Name einer Seite darf höchstens {limit} Zeichen haben",
    },
    "free_game.target_out_of_range": {
        "en": "the target score must be from {low} to {high}",
        "it": "il punteggio obiettivo deve essere da {low} a {high}",
        "de": "die Zielpunktzahl muss zwischen {low} und {high} liegen",
    },
    "free_game.not_found": {
        "en": "there is no free game {game}",
        "it": "non esiste la partita libera {game}",
        "de": "es gibt kein freies Spiel {game}",
    },
}
