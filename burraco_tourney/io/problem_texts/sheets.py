"""Words of the problems raised by the sheets area: code -> {"en", "it", "de"} templates (see __init__)."""

from __future__ import annotations

from collections.abc import Mapping

TEXTS: Mapping[str, Mapping[str, str]] = {
    # saving a table's score sheet (services.scores); the place (round, table, deal) comes from the path
    "sheet.deal_count": {
        "en": "a round has {expected} deals, but {given} were given (a deal that was not played is entered "
        "as not played).",
        "it": "un turno ha {expected} smazzate, ma ne sono state date {given} (una smazzata non giocata si "
        "inserisce come non giocata).",
        "de": "eine Runde hat {expected} Spiele, aber {given} wurden angegeben (ein nicht gespieltes Spiel "
        "wird als nicht gespielt eingegeben).",
    },
    "sheet.correction_needs_reason": {
        "en": "it already has its deals: changing them is a correction and needs a reason.",
        "it": "ha già le sue smazzate: cambiarle è una correzione e serve un motivo.",
        "de": "hier sind die Spiele schon eingetragen: sie zu ändern ist eine Korrektur und braucht einen "
        "Grund.",
    },
    "sheet.unchanged": {
        "en": "the deals are the same as those saved; nothing to change.",
        "it": "le smazzate sono uguali a quelle salvate; non c'è niente da cambiare.",
        "de": "die Spiele sind dieselben wie die gespeicherten; es gibt nichts zu ändern.",
    },
    "sheet.clear_needs_reason": {
        "en": "clearing its score sheet needs a reason, for the audit log.",
        "it": "per cancellare il segnapunti serve un motivo, per il registro.",
        "de": "das Löschen des Spielberichts braucht einen Grund, für das Änderungsprotokoll.",
    },
    "sheet.nothing_to_clear": {
        "en": "it has no saved sheet to clear.",
        "it": "non ha un segnapunti salvato da cancellare.",
        "de": "hier ist kein gespeicherter Spielbericht zu löschen.",
    },
    "sheet.deal_correction_needs_reason": {
        "en": "correcting it needs a reason, for the audit log.",
        "it": "per correggerla serve un motivo, per il registro.",
        "de": "die Korrektur braucht einen Grund, für das Änderungsprotokoll.",
    },
    "sheet.deal_not_saved": {
        "en": "it has not been saved, so it cannot be corrected.",
        "it": "non è stata salvata, quindi non si può correggere.",
        "de": "es wurde nicht gespeichert und kann daher nicht korrigiert werden.",
    },
    "sheet.deal_unchanged": {
        "en": "it is the same as the deal saved; nothing to change.",
        "it": "è uguale alla smazzata salvata; non c'è niente da cambiare.",
        "de": "es ist dasselbe wie das gespeicherte Spiel; es gibt nichts zu ändern.",
    },
    "sheet.artificial_needs_reason": {
        "en": "an artificial result needs a reason.",
        "it": "per un risultato artificiale serve un motivo.",
        "de": "ein Ersatzergebnis braucht einen Grund.",
    },
    "sheet.clear_artificial_needs_reason": {
        "en": "clearing its artificial result needs a reason.",
        "it": "per togliere il risultato artificiale serve un motivo.",
        "de": "das Aufheben des Ersatzergebnisses braucht einen Grund.",
    },
    "sheet.no_artificial_result": {
        "en": "it has no artificial result.",
        "it": "non ha un risultato artificiale.",
        "de": "hier gibt es kein Ersatzergebnis.",
    },
    # a save made on a stale copy: the first problem says so, the ones after it show what was saved there
    "sheet.stale": {
        "en": "it was saved elsewhere meanwhile (version {version}, this copy is version {expected}). Your "
        "entry was not saved: reload the table to see that sheet, then enter your change again if it is "
        "still needed.",
        "it": "è stato salvato nel frattempo da un'altra postazione (versione {version}, questa copia è la "
        "versione {expected}). Il tuo inserimento non è stato salvato: ricarica il tavolo per vedere quel "
        "segnapunti, poi inserisci di nuovo la modifica se serve ancora.",
        "de": "er wurde inzwischen anderswo gespeichert (Version {version}, diese Kopie ist Version "
        "{expected}). Ihre Eingabe wurde nicht gespeichert: laden Sie den Tisch neu, um diesen Spielbericht "
        "zu sehen, und geben Sie Ihre Änderung erneut ein, wenn sie noch nötig ist.",
    },
    "sheet.stale_by": {
        "en": "it was saved elsewhere meanwhile by {saved_by} at {saved_at} UTC (version {version}, this "
        "copy is version {expected}). Your entry was not saved: reload the table to see that sheet, then "
        "enter your change again if it is still needed.",
        "it": "è stato salvato nel frattempo da {saved_by} alle {saved_at} UTC (versione {version}, questa "
        "copia è la versione {expected}). Il tuo inserimento non è stato salvato: ricarica il tavolo per "
        "vedere quel segnapunti, poi inserisci di nuovo la modifica se serve ancora.",
        "de": "er wurde inzwischen von {saved_by} um {saved_at} UTC gespeichert (Version {version}, diese "
        "Kopie ist Version {expected}). Ihre Eingabe wurde nicht gespeichert: laden Sie den Tisch neu, um "
        "diesen Spielbericht zu sehen, und geben Sie Ihre Änderung erneut ein, wenn sie noch nötig ist.",
    },
    "sheet.saved_no_deals": {
        "en": "saved there: no deals.",
        "it": "salvato là: nessuna smazzata.",
        "de": "dort gespeichert: keine Spiele.",
    },
    "sheet.saved_deal": {
        "en": "saved there: NS {ns}, EW {ew}.",
        "it": "salvato là: NS {ns}, EO {ew}.",
        "de": "dort gespeichert: NS {ns}, OW {ew}.",
    },
    "sheet.saved_deal_not_played": {
        "en": "saved there: not played.",
        "it": "salvato là: non giocata.",
        "de": "dort gespeichert: nicht gespielt.",
    },
    "sheet.saved_total": {
        "en": "saved there in all: NS {ns} MP, EW {ew} MP.",
        "it": "salvato là in totale: NS {ns} MP, EO {ew} MP.",
        "de": "dort gespeichert insgesamt: NS {ns} MP, OW {ew} MP.",
    },
    "sheet.saved_artificial": {
        "en": "saved there: artificial result NS {ns} VP, EW {ew} VP.",
        "it": "salvato là: risultato artificiale NS {ns} VP, EO {ew} VP.",
        "de": "dort gespeichert: Ersatzergebnis NS {ns} VP, OW {ew} VP.",
    },
    # draft: the sheet as typed in the window (domain/sheet_draft.py); the place comes from the path
    "sheet.total_not_a_number": {
        "en": "the total is not a whole number.",
        "it": "il totale non è un numero intero.",
        "de": "die Summe ist keine ganze Zahl.",
    },
}
