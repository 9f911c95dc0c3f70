"""Words of a round's sheets imported from a file (io.sheets_file, services.sheets_import, `sheets import`).

Placed after where the problem is ("Tavolo 7, numero del tavolo: ..."), so they begin in lower case like
sheets.py's; the command line's own messages (`cli.sheets_*`) stand alone.
"""

from __future__ import annotations

from collections.abc import Mapping

TEXTS: Mapping[str, Mapping[str, str]] = {
    # the file's own shape (io.sheets_file)
    "sheets_file.no_tables": {
        "en": "the file lists no table: give at least one table's sheet.",
        "it": "il file non elenca nessun tavolo: indicare lo score di almeno un tavolo.",
        "de": "die Datei nennt keinen Tisch: mindestens ein Tisch muss angegeben sein.",
    },
    "sheets_file.table_twice": {
        "en": "table {table} is given twice (also in entry {first} of the list): give each table once.",
        "it": "il tavolo {table} compare due volte (anche alla voce {first} dell'elenco): indicare ogni "
        "tavolo una volta sola.",
        "de": "Tisch {table} steht zweimal in der Datei (auch im Eintrag {first} der Liste): jeden Tisch nur "
        "einmal angeben.",
    },
    "sheets_file.deals_and_totals": {
        "en": 'a table has its "deals" or its "totals", not both.',
        "it": 'un tavolo ha le sue smazzate ("deals") o i suoi totali ("totals"), non entrambi.',
        "de": 'ein Tisch hat seine Spiele ("deals") oder seine Summen ("totals"), nicht beides.',
    },
    "sheets_file.no_sheet": {
        "en": 'the table has neither "deals" nor "totals": there is no sheet to save.',
        "it": 'il tavolo non ha né smazzate ("deals") né totali ("totals"): non c\'è uno score da salvare.',
        "de": 'der Tisch hat weder Spiele ("deals") noch Summen ("totals"): es gibt nichts zu speichern.',
    },
    # the tournament file's reader's problems that name the kind of file, in a sheets file's words
    "sheets_file.key_unknown": {
        "en": "unknown key (not part of the sheets file format).",
        "it": "chiave sconosciuta (non fa parte del formato del file degli score).",
        "de": "unbekannter Schlüssel (gehört nicht zum Format der Spielzettel-Datei).",
    },
    "sheets_file.not_an_object": {
        "en": 'the file must hold a JSON object (a sheets file: {"round": 3, "tables": [...]}).',
        "it": 'il file deve contenere un oggetto JSON (un file degli score: {"round": 3, "tables": [...]}).',
        "de": 'die Datei muss ein JSON-Objekt enthalten (eine Spielzettel-Datei: {"round": 3, "tables": '
        "[...]}).",
    },
    "sheets_file.format_wrong": {
        "en": 'must be "{expected}", not {value}: this is not a sheets file.',
        "it": 'deve essere "{expected}", non {value}: questo non è un file degli score.',
        "de": 'muss "{expected}" sein, nicht {value}: das ist keine Spielzettel-Datei.',
    },
    "sheets_file.not_regular": {
        "en": "this is not a regular file (it is a named pipe, a device or a socket): choose the sheets file "
        "(.json). Nothing was read.",
        "it": "questo non è un file normale (è una pipe, un dispositivo o un socket): scegliere il file "
        "degli score (.json). Non è stato letto nulla.",
        "de": "das ist keine normale Datei (sondern eine Pipe, ein Gerät oder ein Socket): die "
        "Spielzettel-Datei (.json) wählen. Es wurde nichts gelesen.",
    },
    "sheets_file.open_database": {
        "en": "this is the tournament database the program has open, not a sheets file: choose the sheets "
        "file (.json). Nothing was read.",
        "it": "questo è il database del torneo aperto nel programma, non un file degli score: scegliere il "
        "file degli score (.json). Non è stato letto nulla.",
        "de": "das ist die im Programm geöffnete Turnierdatenbank, keine Spielzettel-Datei: die "
        "Spielzettel-Datei (.json) wählen. Es wurde nichts gelesen.",
    },
    "sheets_file.too_large": {
        "en": "the file is larger than {limit} MB, far more than the sheets of a round: check that it is the "
        "right file. Nothing was read.",
        "it": "il file supera {limit} MB, molto più degli score di un turno: controllare che sia il file "
        "giusto. Non è stato letto nulla.",
        "de": "die Datei ist größer als {limit} MB, weit mehr als die Spielzettel einer Runde: bitte prüfen, "
        "ob es die richtige Datei ist. Es wurde nichts gelesen.",
    },
    "sheets_file.too_deep": {
        "en": "lists and objects are nested more than {depth} deep; a sheets file needs far fewer.",
        "it": "liste e oggetti sono annidati per più di {depth} livelli; un file degli score ne usa molti "
        "meno.",
        "de": "Listen und Objekte sind mehr als {depth} Ebenen tief verschachtelt; eine Spielzettel-Datei "
        "braucht weit weniger.",
    },
    "sheets_file.too_deep_at": {
        "en": "lists and objects are nested more than {depth} deep (line {line}, column {column}); a sheets "
        "file needs far fewer.",
        "it": "liste e oggetti sono annidati per più di {depth} livelli (riga {line}, colonna {column}); un "
        "file degli score ne usa molti meno.",
        "de": "Listen und Objekte sind mehr als {depth} Ebenen tief verschachtelt (Zeile {line}, Spalte "
        "{column}); eine Spielzettel-Datei braucht weit weniger.",
    },
    # the sheets against the round (services.sheets_import)
    "sheets_import.table_not_in_round": {
        "en": "round {round} has no table {table} (its tables are 1 to {tables}).",
        "it": "il turno {round} non ha il tavolo {table} (i suoi tavoli vanno da 1 a {tables}).",
        "de": "Runde {round} hat keinen Tisch {table} (ihre Tische sind 1 bis {tables}).",
    },
    "sheets_import.pairs_differ": {
        "en": "the sheet says NS {ns} and EW {ew}, but in round {round} pairs {round_ns} (NS) and {round_ew} "
        "(EW) sit at this table: is it the sheet of another table?",
        "it": "lo score indica NS {ns} ed EO {ew}, ma nel turno {round} a questo tavolo siedono le coppie "
        "{round_ns} (NS) e {round_ew} (EO): è lo score di un altro tavolo?",
        "de": "der Zettel nennt NS {ns} und OW {ew}, aber in Runde {round} sitzen an diesem Tisch die Paare "
        "{round_ns} (NS) und {round_ew} (OW): ist es der Zettel eines anderen Tisches?",
    },
    "sheets_import.already_entered": {
        "en": "a different sheet is already saved for this table; replacing it is a correction: import "
        "with --replace and a --reason.",
        "it": "per questo tavolo è già salvato uno score diverso; sostituirlo è una correzione: importare "
        "con --replace e un motivo (--reason).",
        "de": "für diesen Tisch ist schon ein anderer Zettel gespeichert; ihn zu ersetzen ist eine "
        "Korrektur: mit --replace und einem Grund (--reason) importieren.",
    },
    "sheets_import.replace_needs_reason": {
        "en": "Replacing sheets already saved is a correction and needs a reason (--reason).",
        "it": "Sostituire score già salvati è una correzione e serve un motivo (--reason).",
        "de": "Schon gespeicherte Zettel zu ersetzen ist eine Korrektur und braucht einen Grund (--reason).",
    },
    # the pairs import's region, province and category columns (io.pairs_import; issue 18, G3)
    "pairs_import.region_too_long": {
        "en": "player {seat}'s region is longer than {limit} characters",
        "it": "la regione del giocatore {seat} supera i {limit} caratteri",
        "de": "die Region von Spieler {seat} ist länger als {limit} Zeichen",
    },
    "pairs_import.province_too_long": {
        "en": "player {seat}'s province is longer than {limit} characters",
        "it": "la provincia del giocatore {seat} supera i {limit} caratteri",
        "de": "die Provinz von Spieler {seat} ist länger als {limit} Zeichen",
    },
    "pairs_import.category_too_long": {
        "en": "player {seat}'s category is longer than {limit} characters",
        "it": "la categoria del giocatore {seat} supera i {limit} caratteri",
        "de": "die Kategorie von Spieler {seat} ist länger als {limit} Zeichen",
    },
    # the command line's own messages
    "cli.sheets_imported": {
        "en": "Round {round}: {saved} sheets saved, {replaced} replaced, {unchanged} already saved the same; "
        "{waiting} tables still waiting for their sheet.",
        "it": "Turno {round}: {saved} score salvati, {replaced} sostituiti, {unchanged} già salvati uguali; "
        "{waiting} tavoli ancora in attesa dello score.",
        "de": "Runde {round}: {saved} Zettel gespeichert, {replaced} ersetzt, {unchanged} schon gleich "
        "gespeichert; {waiting} Tische warten noch auf ihren Zettel.",
    },
    "cli.sheets_confirm_warnings": {
        "en": "Nothing was saved. If these values are right, import again with --confirm-warnings.",
        "it": "Non è stato salvato nulla. Se questi valori sono giusti, importare di nuovo con "
        "--confirm-warnings.",
        "de": "Nichts wurde gespeichert. Wenn diese Werte stimmen, erneut mit --confirm-warnings "
        "importieren.",
    },
    "cli.sheets_nothing_saved": {
        "en": "Nothing was saved: the sheets of a file are saved all together or not at all.",
        "it": "Non è stato salvato nulla: gli score di un file si salvano tutti insieme o nessuno.",
        "de": "Nichts wurde gespeichert: die Zettel einer Datei werden alle zusammen gespeichert oder "
        "keiner.",
    },
    "cli.sheets_warning_confirmed": {
        "en": "Confirmed: {warning}",
        "it": "Confermato: {warning}",
        "de": "Bestätigt: {warning}",
    },
    "cli.sheets_later_pairings": {
        "en": "These sheets change the standings later rounds were paired on: {rounds}.",
        "it": "Questi score cambiano la classifica su cui sono stati accoppiati i turni successivi: "
        "{rounds}.",
        "de": "Diese Zettel ändern den Stand, nach dem spätere Runden gepaart wurden: {rounds}.",
    },
}
