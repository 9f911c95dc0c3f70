"""Words of the problems raised by the io area: code -> {"en", "it", "de"} templates (see __init__).

`{file}` is the file as the user named it; `{detail}` the system's or a library's own words (English), shown
only where nothing better is known.
"""

from __future__ import annotations

from collections.abc import Mapping

TEXTS: Mapping[str, Mapping[str, str]] = {
    # reading a spreadsheet of pairs (io/pairs_import.py); a row's problems are placed at it and its column
    "pairs_file.missing": {
        "en": "{file}: the file does not exist",
        "it": "{file}: il file non esiste",
        "de": "{file}: die Datei existiert nicht",
    },
    "pairs_file.is_a_folder": {
        "en": "{file}: this is a folder, not a file",
        "it": "{file}: questa è una cartella, non un file",
        "de": "{file}: das ist ein Ordner, keine Datei",
    },
    "pairs_file.permission_denied": {
        "en": "{file}: permission to read the file was refused",
        "it": "{file}: il permesso di leggere il file è stato negato",
        "de": "{file}: das Lesen der Datei wurde nicht erlaubt",
    },
    "pairs_file.unreadable": {
        "en": "{file}: the file cannot be read ({detail})",
        "it": "{file}: il file non si può leggere ({detail})",
        "de": "{file}: die Datei kann nicht gelesen werden ({detail})",
    },
    "pairs_file.old_excel": {
        "en": "{file}: this is an old Excel (.xls) or password-protected file: save it as .xlsx (without a "
        "password) or as CSV",
        "it": "{file}: è un vecchio file Excel (.xls) o protetto da password: salvarlo come .xlsx (senza "
        "password) o come CSV",
        "de": "{file}: das ist eine alte Excel-Datei (.xls) oder eine mit Passwort: bitte als .xlsx (ohne "
        "Passwort) oder als CSV speichern",
    },
    "pairs_file.not_a_workbook": {
        "en": "{file}: the file is not a valid Excel workbook (it may be damaged or renamed)",
        "it": "{file}: il file non è una cartella di lavoro Excel valida (forse è danneggiato o rinominato)",
        "de": "{file}: die Datei ist keine gültige Excel-Arbeitsmappe (vielleicht beschädigt oder umbenannt)",
    },
    "pairs_file.workbook_damaged": {
        "en": "{file}: the workbook is damaged (it is not a complete .xlsx file)",
        "it": "{file}: la cartella di lavoro è danneggiata (non è un file .xlsx completo)",
        "de": "{file}: die Arbeitsmappe ist beschädigt (keine vollständige .xlsx-Datei)",
    },
    "pairs_file.workbook_unreadable": {
        "en": "{file}: the file is not a readable Excel workbook (.xlsx)",
        "it": "{file}: il file non è una cartella di lavoro Excel leggibile (.xlsx)",
        "de": "{file}: die Datei ist keine lesbare Excel-Arbeitsmappe (.xlsx)",
    },
    "pairs_file.sheet_damaged": {
        "en": "{file}: a sheet of the workbook is damaged and cannot be read",
        "it": "{file}: un foglio della cartella di lavoro è danneggiato e non si può leggere",
        "de": "{file}: ein Blatt der Arbeitsmappe ist beschädigt und kann nicht gelesen werden",
    },
    "pairs_file.no_sheet": {
        "en": "{file}: the workbook has no sheet with cells",
        "it": "{file}: la cartella di lavoro non ha fogli con celle",
        "de": "{file}: die Arbeitsmappe hat kein Blatt mit Zellen",
    },
    "pairs_file.all_sheets_hidden": {
        "en": "{file}: every sheet of the workbook is hidden: show the sheet of pairs",
        "it": "{file}: tutti i fogli della cartella di lavoro sono nascosti: mostrare il foglio delle coppie",
        "de": "{file}: alle Blätter der Arbeitsmappe sind ausgeblendet: bitte das Blatt der Paare einblenden",
    },
    "pairs_file.pairs_sheet_hidden": {
        "en": "{file}: the only sheet that lists pairs, {sheet}, is hidden: show it in the spreadsheet "
        "program (hidden sheets are not read)",
        "it": "{file}: l'unico foglio che elenca coppie, {sheet}, è nascosto: mostrarlo nel programma del "
        "foglio di calcolo (i fogli nascosti non si leggono)",
        "de": "{file}: das einzige Blatt mit Paaren, {sheet}, ist ausgeblendet: bitte im "
        "Tabellenprogramm einblenden (ausgeblendete Blätter werden nicht gelesen)",
    },
    "pairs_file.not_utf16": {
        "en": "{file}: the file claims to be UTF-16 text but is not",
        "it": "{file}: il file dichiara di essere un testo UTF-16 ma non lo è",
        "de": "{file}: die Datei gibt sich als UTF-16-Text aus, ist aber keiner",
    },
    "pairs_file.nul_character": {
        "en": "{file}: line {line} holds a NUL character (a zero byte), which a CSV text never holds: remove "
        "it, or save the list again from the spreadsheet program as .xlsx or as CSV",
        "it": "{file}: la riga {line} contiene un carattere NUL (un byte zero), che un testo CSV non "
        "contiene mai: toglierlo, o salvare di nuovo l'elenco dal foglio di calcolo come .xlsx o come CSV",
        "de": "{file}: Zeile {line} enthält ein NUL-Zeichen (ein Null-Byte), das in einem CSV-Text nie "
        "vorkommt: entfernen, oder die Liste im Tabellenprogramm erneut als .xlsx oder als CSV speichern",
    },
    "pairs_file.not_a_spreadsheet": {
        "en": "{file}: this is not a spreadsheet: save the pairs as .xlsx or as CSV",
        "it": "{file}: non è un foglio di calcolo: salvare le coppie come .xlsx o come CSV",
        "de": "{file}: das ist keine Tabelle: bitte die Paare als .xlsx oder als CSV speichern",
    },
    "pairs_file.csv_malformed": {
        "en": "{file}: the CSV is malformed near line {line}: {detail}",
        "it": "{file}: il CSV è malformato vicino alla riga {line}: {detail}",
        "de": "{file}: die CSV-Datei ist fehlerhaft nahe Zeile {line}: {detail}",
    },
    "pairs_file.column_twice": {
        "en": "the columns {first} and {second} of {file} both give it",
        "it": "le colonne {first} e {second} di {file} danno entrambe questo dato",
        "de": "die Spalten {first} und {second} von {file} geben beide diesen Wert an",
    },
    "pairs_file.column_missing": {
        "en": "{file} has no column for it (name it one of: {names})",
        "it": "in {file} manca la colonna (chiamarla in uno di questi modi: {names})",
        "de": "{file} hat keine Spalte dafür (bitte so benennen: {names})",
    },
    "pairs_file.empty": {
        "en": "{file}: the file is empty",
        "it": "{file}: il file è vuoto",
        "de": "{file}: die Datei ist leer",
    },
    "pairs_file.no_header": {
        "en": "{file} has no header row naming the players' columns (such as player1 and player2, or "
        "giocatore1 and giocatore2) in the first rows; this row reads: {reads}",
        "it": "in {file}, nelle prime righe nessuna riga d'intestazione nomina le colonne dei giocatori "
        "(come giocatore1 e giocatore2, o player1 e player2); questa riga dice: {reads}",
        "de": "{file} hat in den ersten Zeilen keine Kopfzeile mit den Spalten der Spieler (etwa spieler1 "
        "und spieler2, oder player1 und player2); diese Zeile lautet: {reads}",
    },
    "pairs_file.number_not_whole": {
        "en": "{value} is not a whole number",
        "it": "{value} non è un numero intero",
        "de": "{value} ist keine ganze Zahl",
    },
    "pairs_file.encoding_guessed": {
        "en": "the file is not UTF-8 text: it was read as {encoding}, a guess; check the accented letters of "
        "the names (if they are wrong, save the file as CSV UTF-8)",
        "it": "il file non è un testo UTF-8: è stato letto come {encoding}, a intuito; controllare le "
        "lettere accentate dei nomi (se sono sbagliate, salvare il file come CSV UTF-8)",
        "de": "die Datei ist kein UTF-8-Text: sie wurde als {encoding} gelesen, geschätzt; bitte die "
        "Buchstaben mit Akzent in den Namen prüfen (sind sie falsch, die Datei als CSV UTF-8 speichern)",
    },
    "pairs_file.other_sheets": {
        "en": "the sheet {sheet} was read; the sheets {others} also list pairs and were not",
        "it": "è stato letto il foglio {sheet}; anche i fogli {others} elencano coppie e non sono stati "
        "letti",
        "de": "das Blatt {sheet} wurde gelesen; auch die Blätter {others} enthalten Paare und wurden nicht "
        "gelesen",
    },
    # how a list of pairs was read (io.pairs_import.PairsFile.how_read), for the window and the command line
    "pairs_file.columns_read": {
        "en": "Columns read from this file: {columns}.",
        "it": "Colonne lette da questo file: {columns}.",
        "de": "Aus dieser Datei gelesene Spalten: {columns}.",
    },
    "pairs_file.columns_ignored": {
        "en": "Ignored: {columns}.",
        "it": "Ignorate: {columns}.",
        "de": "Ignoriert: {columns}.",
    },
    "pairs_file.sheet_read": {
        "en": "Sheet: {sheet}.",
        "it": "Foglio: {sheet}.",
        "de": "Tabellenblatt: {sheet}.",
    },
    # the web server for phones (web/server.py); {detail} is the system's own words
    "web.failed": {"en": "{text}", "it": "{text}", "de": "{text}"},
    "web.port_in_use": {
        "en": "Port {port} is already in use by another program: choose another port.",
        "it": "La porta {port} è già usata da un altro programma: sceglierne un'altra.",
        "de": "Port {port} wird schon von einem anderen Programm verwendet: bitte einen anderen wählen.",
    },
    "web.port_needs_admin": {
        "en": "Port {port} needs administrator rights: choose a port above 1024.",
        "it": "La porta {port} richiede i diritti di amministratore: scegliere una porta sopra 1024.",
        "de": "Port {port} braucht Administratorrechte: bitte einen Port über 1024 wählen.",
    },
    "web.cannot_listen": {
        "en": "Cannot listen on {host} port {port}: {detail}.",
        "it": "Impossibile mettersi in ascolto su {host} porta {port}: {detail}.",
        "de": "Auf {host} Port {port} können keine Verbindungen angenommen werden: {detail}.",
    },
    "web.did_not_start": {
        "en": "The web server did not start on port {port}.",
        "it": "Il server web non si è avviato sulla porta {port}.",
        "de": "Der Webserver ist auf Port {port} nicht gestartet.",
    },
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
    "print.language_unknown": {
        "en": "the language {language} is not one of {known}",
        "it": "la lingua {language} non è fra {known}",
        "de": "die Sprache {language} ist keine von {known}",
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
        "name. Nothing was written.",
        "it": "impossibile scrivere {file}: SQLite lo tiene accanto al database {database}; scegliere un "
        "altro nome di file. Non è stato scritto nulla.",
        "de": "{file} kann nicht geschrieben werden: SQLite führt sie neben der Datenbank {database}; bitte "
        "einen anderen Dateinamen wählen. Es wurde nichts geschrieben.",
    },
    "export.is_a_folder": {
        "en": "cannot write {file}: it is a folder, not a file name",
        "it": "impossibile scrivere {file}: è una cartella, non un nome di file",
        "de": "{file} kann nicht geschrieben werden: das ist ein Ordner, kein Dateiname",
    },
    "export.not_a_file": {
        "en": "cannot write {file}: it is not a file but a named pipe, a device or a socket; only a file is "
        "written. Choose a file name. Nothing was written.",
        "it": "impossibile scrivere {file}: non è un file ma una pipe, un dispositivo o un socket; si scrive "
        "solo su un file. Scegliere un nome di file. Non è stato scritto nulla.",
        "de": "{file} kann nicht geschrieben werden: das ist keine Datei, sondern eine Pipe, ein Gerät oder "
        "ein Socket; geschrieben wird nur in eine Datei. Bitte einen Dateinamen wählen. Es wurde nichts "
        "geschrieben.",
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
        "più piccola nelle impostazioni del torneo",
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
    # one group's seat lists (issue 30, item 14: print seats --group, the print dialog's group)
    "export.round_not_in_groups": {
        "en": "round {round} is not played in groups: there is no group {group} to print the seats of",
        "it": "il turno {round} non si gioca a gironi: non c'è un girone {group} di cui stampare i posti",
        "de": "Runde {round} wird nicht in Gruppen gespielt: es gibt keine Gruppe {group}, deren Sitzplätze "
        "gedruckt werden könnten",
    },
    "export.no_such_group": {
        "en": "round {round} has no group {group}: its groups are {groups}",
        "it": "il turno {round} non ha un girone {group}: i suoi gironi sono {groups}",
        "de": "Runde {round} hat keine Gruppe {group}: ihre Gruppen sind {groups}",
    },
    # teams' printouts (issue 22, io/pdf/teams.py)
    "export.no_teams": {
        "en": "no team is registered: there are no team cards to print",
        "it": "nessuna squadra è iscritta: non ci sono cartellini della squadra da stampare",
        "de": "Es ist keine Mannschaft angemeldet: Es gibt keine Mannschaftskarten zu drucken",
    },
    "export.team_not_registered": {
        "en": "there is no team {team} in this tournament",
        "it": "non c'è la squadra {team} in questo torneo",
        "de": "In diesem Turnier gibt es keine Mannschaft {team}",
    },
    "export.match_table_missing": {
        "en": "round {round} has no table {table}, which a match plays at",
        "it": "il turno {round} non ha il tavolo {table}, dove si gioca un incontro",
        "de": "Runde {round} hat keinen Tisch {table}, an dem eine Begegnung gespielt wird",
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
        "it": "l'indirizzo {url} non è un indirizzo web: deve cominciare con http:// (per esempio "
        "http://192.168.1.20:8080/)",
        "de": "die Adresse {url} ist keine Webadresse: sie muss mit http:// beginnen (z. B. "
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
