"""Words of the refusals of sheets entered at the tables (P1, issue 20): code -> {"en", "it", "de"}.

The table's page shows them to the players at the table; the director's window and the command line show
the director's ones (not_pending, no_proposal)."""

from __future__ import annotations

from collections.abc import Mapping

TEXTS: Mapping[str, Mapping[str, str]] = {
    "table_entry.unknown_link": {
        "en": "This link is not valid: ask the director for your table's link.",
        "it": "Questo link non è valido: chiedete all'arbitro il link del vostro tavolo.",
        "de": "Dieser Link ist ungültig: Bitten Sie den Turnierleiter um den Link Ihres Tisches.",
    },
    "table_entry.closed": {
        "en": "Round {round} no longer takes sheets from the tables: hand your sheet to the director.",
        "it": "Il turno {round} non accetta più segnapunti dai tavoli: consegnate il segnapunti all'arbitro.",
        "de": "Runde {round} nimmt keine Spielzettel von den Tischen mehr an: "
        "Geben Sie Ihren Spielzettel dem Turnierleiter.",
    },
    "table_entry.already_entered": {
        "en": "The sheet of table {table} was already entered by the director: nothing was changed.",
        "it": "Il segnapunti del tavolo {table} è già stato inserito dall'arbitro: "
        "non è stato cambiato nulla.",
        "de": "Den Spielzettel von Tisch {table} hat der Turnierleiter schon eingegeben: "
        "Es wurde nichts geändert.",
    },
    "table_entry.no_proposal": {
        "en": "There is no such sheet to confirm at this table.",
        "it": "A questo tavolo non c'è questo segnapunti da confermare.",
        "de": "An diesem Tisch gibt es diesen Spielzettel zum Bestätigen nicht.",
    },
    "table_entry.proposal_confirmed": {
        "en": "This sheet was already confirmed: it waits for the director.",
        "it": "Questo segnapunti è già stato confermato: è in attesa dell'arbitro.",
        "de": "Dieser Spielzettel wurde schon bestätigt: Er wartet auf den Turnierleiter.",
    },
    "table_entry.proposal_saved": {
        "en": "This sheet was already confirmed and saved.",
        "it": "Questo segnapunti è già stato confermato e salvato.",
        "de": "Dieser Spielzettel wurde schon bestätigt und gespeichert.",
    },
    "table_entry.proposal_rejected": {
        "en": "The director rejected this sheet: enter it again, or see the director.",
        "it": "L'arbitro ha respinto questo segnapunti: inseritelo di nuovo o rivolgetevi all'arbitro.",
        "de": "Der Turnierleiter hat diesen Spielzettel abgelehnt: "
        "Geben Sie ihn neu ein oder wenden Sie sich an ihn.",
    },
    "table_entry.proposal_superseded": {
        "en": "This sheet was replaced by a newer one: confirm the one shown now.",
        "it": "Questo segnapunti è stato sostituito da uno più recente: confermate quello mostrato ora.",
        "de": "Dieser Spielzettel wurde durch einen neueren ersetzt: Bestätigen Sie den jetzt gezeigten.",
    },
    "table_entry.other_line_confirms": {
        "en": "The other line confirms the sheet: on its own phone, or here with the table's PIN.",
        "it": "Il segnapunti lo conferma l'altra linea: dal suo telefono, o qui con il PIN del tavolo.",
        "de": "Die andere Linie bestätigt den Spielzettel: "
        "auf ihrem eigenen Telefon oder hier mit der PIN des Tisches.",
    },
    "table_entry.not_a_number": {
        "en": "“{typed}” is not a whole number: type digits only.",
        "it": "«{typed}» non è un numero intero: scrivete solo cifre.",
        "de": "„{typed}“ ist keine ganze Zahl: Geben Sie nur Ziffern ein.",
    },
    "table_entry.wrong_pin": {
        "en": "That is not the table's PIN (it is printed on the score sheet).",
        "it": "Non è il PIN del tavolo (è stampato sul segnapunti).",
        "de": "Das ist nicht die PIN des Tisches (sie steht auf dem Spielzettel).",
    },
    "table_entry.not_pending": {
        "en": "The sheet from table {table} no longer waits for a decision.",
        "it": "Lo score del tavolo {table} non è più in attesa di una decisione.",
        "de": "Der Spielzettel von Tisch {table} wartet nicht mehr auf eine Entscheidung.",
    },
    # the command line's words (table-links)
    "table_entry.cli_open": {
        "en": "Round {round}: the links take sheets from the tables.",
        "it": "Turno {round}: i link accettano gli score dai tavoli.",
        "de": "Runde {round}: Die Links nehmen Spielzettel von den Tischen an.",
    },
    "table_entry.cli_closed": {
        "en": "Round {round}: the links take no sheets (closed; table-links --reopen opens them again).",
        "it": "Turno {round}: i link non accettano score (chiusi; table-links --reopen li riapre).",
        "de": "Runde {round}: Die Links nehmen keine Spielzettel an (geschlossen; table-links --reopen "
        "öffnet sie wieder).",
    },
    "table_entry.cli_heading": {
        "en": "Table  Line  PIN   Link",
        "it": "Tavolo Linea PIN   Link",
        "de": "Tisch  Linie PIN   Link",
    },
    "table_entry.cli_line_ns": {"en": "NS", "it": "NS", "de": "NS"},
    "table_entry.cli_line_ew": {"en": "EW", "it": "EO", "de": "OW"},
    "table_entry.cli_print_needs_url": {
        "en": "--table-links prints the tables' codes on score sheets and table cards, and needs --url (the "
        "address phones open)",
        "it": "--table-links stampa i codici dei tavoli sugli score e sui cartelli dei tavoli, e richiede "
        "--url (l'indirizzo che aprono i telefoni)",
        "de": "--table-links druckt die Codes der Tische auf Spielzettel und Tischkarten und braucht --url "
        "(die Adresse, die die Telefone öffnen)",
    },
}
