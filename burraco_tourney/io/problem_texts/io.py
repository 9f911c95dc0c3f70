"""Words of the problems raised by the io area: code -> {"en", "it", "de"} templates (see __init__).

`{file}` is the file as the user named it; `{detail}` the system's or a library's own words (English), shown
only where nothing better is known.
"""

from __future__ import annotations

from collections.abc import Mapping

TEXTS: Mapping[str, Mapping[str, str]] = {
    # printing (io/printer.py); {detail} is the print program's own words
    "print.no_program": {
        "en": "no print program (lp or lpr, from CUPS) on this computer",
        "it": "nessun programma di stampa (lp o lpr, di CUPS) su questo computer",
        "de": "kein Druckprogramm (lp oder lpr, von CUPS) auf diesem Computer",
    },
    "print.no_printer": {
        "en": "no default printer is set up on this computer",
        "it": "su questo computer non è impostata una stampante predefinita",
        "de": "auf diesem Computer ist kein Standarddrucker eingerichtet",
    },
    "print.no_printer_said": {
        "en": "no default printer is set up on this computer: {detail}",
        "it": "su questo computer non è impostata una stampante predefinita: {detail}",
        "de": "auf diesem Computer ist kein Standarddrucker eingerichtet: {detail}",
    },
    "print.failed": {
        "en": "the printer did not take the file",
        "it": "la stampante non ha accettato il file",
        "de": "der Drucker hat die Datei nicht angenommen",
    },
    "print.failed_said": {
        "en": "the printer did not take the file: {detail}",
        "it": "la stampante non ha accettato il file: {detail}",
        "de": "der Drucker hat die Datei nicht angenommen: {detail}",
    },
    "print.missing": {
        "en": "There is no file {detail} to print.",
        "it": "Non esiste il file {detail} da stampare.",
        "de": "Die Datei {detail} zum Drucken gibt es nicht.",
    },
    # exports and printouts (io/output.py, csv_export.py, xlsx.py, pdf/*)
    "export.failed": {"en": "{text}", "it": "{text}", "de": "{text}"},
    "export.is_a_database": {
        "en": "cannot write {file}: it is a database (an SQLite file); choose another file name. Nothing was "
        "written.",
        "it": "impossibile scrivere {file}: è un database (un file SQLite); scegliere un altro nome di file. "
        "Non è stato scritto nulla.",
        "de": "{file} kann nicht geschrieben werden: es ist eine Datenbank (eine SQLite-Datei); bitte einen "
        "anderen Dateinamen wählen. Es wurde nichts geschrieben.",
    },
    "export.beside_a_database": {
        "en": "cannot write {file}: SQLite keeps it beside the database {database}; choose another file "
        "name. "
        "Nothing was written.",
        "it": "impossibile scrivere {file}: SQLite lo tiene accanto al database {database}; scegliere un "
        "altro "
        "nome di file. Non è stato scritto nulla.",
        "de": "{file} kann nicht geschrieben werden: SQLite führt sie neben der Datenbank {database}; bitte "
        "einen anderen Dateinamen wählen. Es wurde nichts geschrieben.",
    },
    "export.is_a_folder": {
        "en": "cannot write {file}: it is a folder, not a file name",
        "it": "impossibile scrivere {file}: è una cartella, non un nome di file",
        "de": "{file} kann nicht geschrieben werden: das ist ein Ordner, kein Dateiname",
    },
    "export.folder_missing": {
        "en": "cannot write {file}: the folder does not exist",
        "it": "impossibile scrivere {file}: la cartella non esiste",
        "de": "{file} kann nicht geschrieben werden: der Ordner existiert nicht",
    },
    "export.permission_denied": {
        "en": "cannot write {file}: permission denied",
        "it": "impossibile scrivere {file}: permesso negato",
        "de": "{file} kann nicht geschrieben werden: keine Berechtigung",
    },
    "export.disk_full": {
        "en": "cannot write {file}: the disk is full (nothing was written; free some space and try again)",
        "it": "impossibile scrivere {file}: il disco è pieno (non è stato scritto nulla; liberare spazio e "
        "riprovare)",
        "de": "{file} kann nicht geschrieben werden: der Datenträger ist voll (es wurde nichts geschrieben; "
        "bitte Platz schaffen und noch einmal versuchen)",
    },
    "export.cannot_write": {
        "en": "cannot write {file}: {detail}",
        "it": "impossibile scrivere {file}: {detail}",
        "de": "{file} kann nicht geschrieben werden: {detail}",
    },
    "export.no_round": {
        "en": "round {round} does not exist",
        "it": "il turno {round} non esiste",
        "de": "Runde {round} gibt es nicht",
    },
    "export.no_round_of": {
        "en": "round {round} does not exist (rounds made: {made})",
        "it": "il turno {round} non esiste (turni fatti: {made})",
        "de": "Runde {round} gibt es nicht (angelegte Runden: {made})",
    },
    "export.no_round_yet": {
        "en": "round {round} does not exist (rounds made: none yet)",
        "it": "il turno {round} non esiste (turni fatti: ancora nessuno)",
        "de": "Runde {round} gibt es nicht (angelegte Runden: noch keine)",
    },
    "export.pair_not_registered": {
        "en": "pair {pair} is not registered in the tournament",
        "it": "la coppia {pair} non è iscritta al torneo",
        "de": "Paar {pair} ist im Turnier nicht angemeldet",
    },
    "export.pair_not_registered_in_round": {
        "en": "round {round}: pair {pair} is not registered in the tournament",
        "it": "turno {round}: la coppia {pair} non è iscritta al torneo",
        "de": "Runde {round}: Paar {pair} ist im Turnier nicht angemeldet",
    },
    "export.logo_too_many_pixels": {
        "en": "the club's logo is too big an image ({width} × {height} pixels): choose a smaller one in the "
        "tournament's settings",
        "it": "il logo del circolo è un'immagine troppo grande ({width} × {height} pixel): sceglierne una "
        "più "
        "piccola nelle impostazioni del torneo",
        "de": "das Vereinslogo ist ein zu großes Bild ({width} × {height} Pixel): bitte in den "
        "Turniereinstellungen ein kleineres wählen",
    },
    "export.logo_unreadable": {
        "en": "the club's logo cannot be read as a PNG or JPEG image: choose another in the tournament's "
        "settings, or remove it",
        "it": "il logo del circolo non si legge come immagine PNG o JPEG: sceglierne un altro nelle "
        "impostazioni del torneo, o toglierlo",
        "de": "das Vereinslogo lässt sich nicht als PNG- oder JPEG-Bild lesen: bitte in den "
        "Turniereinstellungen ein anderes wählen oder es entfernen",
    },
    "export.no_tables_for_sheets": {
        "en": "round {round} has no tables to print score sheets for",
        "it": "il turno {round} non ha tavoli per cui stampare gli score",
        "de": "Runde {round} hat keine Tische, für die Spielzettel gedruckt werden könnten",
    },
    "export.no_tables_for_cards": {
        "en": "round {round} has no tables to print table cards for",
        "it": "il turno {round} non ha tavoli per cui stampare i cartellini dei tavoli",
        "de": "Runde {round} hat keine Tische, für die Tischkarten gedruckt werden könnten",
    },
    "export.blank_sheets_count": {
        "en": "the number of blank score sheets must be at least 1, not {count}",
        "it": "il numero di score in bianco deve essere almeno 1, non {count}",
        "de": "die Zahl leerer Spielzettel muss mindestens 1 sein, nicht {count}",
    },
    "export.sheets_per_page": {
        "en": "score sheets go 1 or 2 to a page, not {per_page}",
        "it": "gli score vanno 1 o 2 per pagina, non {per_page}",
        "de": "Spielzettel kommen zu 1 oder 2 auf eine Seite, nicht {per_page}",
    },
    "export.not_a_web_address": {
        "en": "the address {url} is not a web address: it starts with http:// (e.g. "
        "http://192.168.1.20:8080/)",
        "it": "l'indirizzo {url} non è un indirizzo web: comincia con http:// (per esempio "
        "http://192.168.1.20:8080/)",
        "de": "die Adresse {url} ist keine Webadresse: sie beginnt mit http:// (z. B. "
        "http://192.168.1.20:8080/)",
    },
    "export.address_unusable": {
        "en": "the address is too long or holds spaces: give the address phones open",
        "it": "l'indirizzo è troppo lungo o contiene spazi: indicare l'indirizzo che aprono i telefoni",
        "de": "die Adresse ist zu lang oder enthält Leerzeichen: bitte die Adresse angeben, die Handys "
        "öffnen",
    },
    "export.poster_language": {
        "en": "the poster language {language} is not one of {known}",
        "it": "la lingua del manifesto {language} non è fra {known}",
        "de": "die Sprache des Aushangs {language} ist keine von {known}",
    },
    "export.font_missing": {
        "en": "the font file {font} is missing (looked in {folder}); reinstall Burraco Tourney",
        "it": "manca il file del carattere {font} (cercato in {folder}); reinstallare Burraco Tourney",
        "de": "die Schriftdatei {font} fehlt (gesucht in {folder}); bitte Burraco Tourney neu installieren",
    },
    "export.font_unreadable": {
        "en": "the font file {font} in {folder} cannot be read: {detail}",
        "it": "il file del carattere {font} in {folder} non si può leggere: {detail}",
        "de": "die Schriftdatei {font} in {folder} kann nicht gelesen werden: {detail}",
    },
}
