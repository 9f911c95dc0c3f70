"""Words of the problems raised by persistence: code -> {"en", "it", "de"} templates (see __init__).

`{file}` is the database as the user named it (a path, or a server address without its password); `{detail}`
is the database driver's own words (English), shown only where nothing better is known.
"""

from __future__ import annotations

from collections.abc import Mapping

TEXTS: Mapping[str, Mapping[str, str]] = {
    "db.failed": {"en": "{text}", "it": "{text}", "de": "{text}"},
    "db.missing": {
        "en": "There is no database {file}. Check the file name; nothing was created.",
        "it": "Il database {file} non esiste. Controllare il nome del file; non è stato creato nulla.",
        "de": "Die Datenbank {file} gibt es nicht. Bitte den Dateinamen prüfen; es wurde nichts angelegt.",
    },
    "db.driver_missing": {
        "en": "Cannot use the database {file}: {detail}. For PostgreSQL install the server extra "
        "(pip install 'burraco-tourney[server]').",
        "it": "Impossibile usare il database {file}: {detail}. Per PostgreSQL installare l'estensione server "
        "(pip install 'burraco-tourney[server]').",
        "de": "Die Datenbank {file} kann nicht verwendet werden: {detail}. Für PostgreSQL die "
        "Server-Erweiterung "
        "installieren (pip install 'burraco-tourney[server]').",
    },
    "db.not_an_address": {
        "en": "{file} is not a database address: {detail}",
        "it": "{file} non è l'indirizzo di un database: {detail}",
        "de": "{file} ist keine Datenbankadresse: {detail}",
    },
    "db.bad_port": {
        "en": '{file} is not a valid database address: the port "{port}" is not a port number (1 to 65535, '
        "PostgreSQL's is usually 5432).",
        "it": '{file} non è un indirizzo di database valido: la porta "{port}" non è un numero di porta '
        "(da 1 a 65535, quella di PostgreSQL di solito è 5432).",
        "de": '{file} ist keine gültige Datenbankadresse: der Port "{port}" ist keine Portnummer (1 bis '
        "65535, der von PostgreSQL ist meist 5432).",
    },
    "db.missing_folder": {
        "en": "The folder {folder} does not exist, so the database {name} cannot be opened or created there. "
        "Choose an existing folder.",
        "it": "La cartella {folder} non esiste, quindi il database {name} non si può aprire né creare lì. "
        "Scegliere una cartella esistente.",
        "de": "Der Ordner {folder} existiert nicht, daher kann die Datenbank {name} dort weder geöffnet noch "
        "angelegt werden. Bitte einen vorhandenen Ordner wählen.",
    },
    "db.is_a_folder": {
        "en": "{file} is a folder, not a database file. Choose a file ending in .sqlite.",
        "it": "{file} è una cartella, non un file di database. Scegliere un file che finisce in .sqlite.",
        "de": "{file} ist ein Ordner, keine Datenbankdatei. Bitte eine Datei mit der Endung .sqlite wählen.",
    },
    "db.not_sqlite": {
        "en": "{file} is not a Burraco Tourney database (it is not an SQLite database file). Choose the "
        "tournament database file. The file was not changed.",
        "it": "{file} non è un database di Burraco Tourney (non è un file di database SQLite). Scegliere il "
        "file del database del torneo. Il file non è stato modificato.",
        "de": "{file} ist keine Burraco-Tourney-Datenbank (keine SQLite-Datenbankdatei). Bitte die "
        "Datenbankdatei des Turniers wählen. Die Datei wurde nicht verändert.",
    },
    "db.lock_lost": {
        "en": "{file} was not opened: this program does not hold the lock that keeps other programs from "
        "removing its saves (the file's journal, {file}-wal). Close every program that uses the file, then "
        "open it again. Nothing was saved.",
        "it": "{file} non è stato aperto: il programma non detiene il blocco che impedisce agli altri "
        "programmi di cancellarne i salvataggi (il giornale del file, {file}-wal). Chiudere tutti i "
        "programmi che usano il file, poi riaprirlo. Non è stato salvato nulla.",
        "de": "{file} wurde nicht geöffnet: Das Programm hält die Sperre nicht, die andere Programme daran "
        "hindert, seine Speicherungen zu löschen (das Journal der Datei, {file}-wal). Bitte alle Programme "
        "schließen, die die Datei verwenden, und sie dann erneut öffnen. Es wurde nichts gespeichert.",
    },
    "db.read_only": {
        "en": "{file} cannot be written to (the file is read-only). Copy it to a folder where you can "
        "write, or change its permissions. The file was not changed.",
        "it": "Impossibile scrivere su {file} (il file è di sola lettura). Copiarlo in una cartella dove si "
        "può scrivere, o cambiarne i permessi. Il file non è stato modificato.",
        "de": "{file} kann nicht beschrieben werden (die Datei ist schreibgeschützt). Bitte in einen Ordner "
        "mit Schreibrecht kopieren oder die Rechte ändern. Die Datei wurde nicht verändert.",
    },
    "db.read_only_upgrade": {
        "en": "{file} cannot be written to (the file is read-only, and it needs upgrading to this version). "
        "Copy it to a folder where you can write, or change its permissions. The file was not changed.",
        "it": "Impossibile scrivere su {file} (il file è di sola lettura e va aggiornato a questa versione). "
        "Copiarlo in una cartella dove si può scrivere, o cambiarne i permessi. Il file non è stato "
        "modificato.",
        "de": "{file} kann nicht beschrieben werden (die Datei ist schreibgeschützt und muss auf diese "
        "Version gebracht werden). Bitte in einen Ordner mit Schreibrecht kopieren oder die Rechte ändern. "
        "Die Datei wurde nicht verändert.",
    },
    "db.read_only_folder": {
        "en": "{file} cannot be written to (its folder {folder} is read-only). Copy it to a folder where you "
        "can write, or change its permissions. The file was not changed.",
        "it": "Impossibile scrivere su {file} (la sua cartella {folder} è di sola lettura). Copiarlo in una "
        "cartella dove si può scrivere, o cambiarne i permessi. Il file non è stato modificato.",
        "de": "{file} kann nicht beschrieben werden (sein Ordner {folder} ist schreibgeschützt). Bitte in "
        "einen Ordner mit Schreibrecht kopieren oder die Rechte ändern. Die Datei wurde nicht verändert.",
    },
    "db.read_only_somewhere": {
        "en": "{file} cannot be written to (the file, its folder or the disk is read-only). Copy it to a "
        "folder where you can write, or change its permissions. The file was not changed.",
        "it": "Impossibile scrivere su {file} (il file, la sua cartella o il disco sono di sola lettura). "
        "Copiarlo in una cartella dove si può scrivere, o cambiarne i permessi. Il file non è stato "
        "modificato.",
        "de": "{file} kann nicht beschrieben werden (die Datei, ihr Ordner oder der Datenträger ist "
        "schreibgeschützt). Bitte in einen Ordner mit Schreibrecht kopieren oder die Rechte ändern. Die "
        "Datei wurde nicht verändert.",
    },
    "db.upgrade_breaks_rows": {
        "en": "{file} could not be brought up to date: its rows would no longer fit together. It was not "
        "changed.",
        "it": "Impossibile aggiornare {file}: i suoi dati non sarebbero più coerenti. Non è stato "
        "modificato.",
        "de": "{file} konnte nicht aktualisiert werden: seine Daten würden nicht mehr zusammenpassen. Es "
        "wurde nicht verändert.",
    },
    "db.other_program": {
        "en": "{file} is a database of another program, not a Burraco Tourney database (it holds the tables "
        "{tables}). It was not changed.",
        "it": "{file} è il database di un altro programma, non di Burraco Tourney (contiene le tabelle "
        "{tables}). Non è stato modificato.",
        "de": "{file} ist die Datenbank eines anderen Programms, keine Burraco-Tourney-Datenbank (sie "
        "enthält "
        "die Tabellen {tables}). Sie wurde nicht verändert.",
    },
    "db.newer": {
        "en": "{file} was saved by a newer version of Burraco Tourney (database revision {revision}; this "
        "version knows up to {known}). Install the newer version to open it. The file was not changed.",
        "it": "{file} è stato salvato da una versione più recente di Burraco Tourney (revisione del database "
        "{revision}; questa versione arriva a {known}). Installare la versione più recente per aprirlo. Il "
        "file non è stato modificato.",
        "de": "{file} wurde von einer neueren Version von Burraco Tourney gespeichert (Datenbankrevision "
        "{revision}; diese Version kennt bis {known}). Bitte die neuere Version installieren. Die Datei "
        "wurde nicht verändert.",
    },
    "db.busy": {
        "en": "Another station kept the tournament in {file} busy for more than {seconds} s. Nothing was "
        "changed; try again in a moment.",
        "it": "Un'altra postazione ha tenuto occupato il torneo in {file} per più di {seconds} s. Non è "
        "cambiato nulla; riprovare tra un momento.",
        "de": "Eine andere Station hat das Turnier in {file} länger als {seconds} s belegt. Es wurde nichts "
        "geändert; bitte gleich noch einmal versuchen.",
    },
    "db.conflict": {
        "en": "The change met another station's change in {file} at the same moment. Nothing was saved; try "
        "again.",
        "it": "La modifica si è incrociata con quella di un'altra postazione in {file} nello stesso istante. "
        "Non è stato salvato nulla; riprovare.",
        "de": "Die Änderung traf im selben Moment auf die einer anderen Station in {file}. Es wurde nichts "
        "gespeichert; bitte noch einmal versuchen.",
    },
    "db.password_required": {
        "en": "The server {file} needs the password of this user. Type it when asked, or keep it in the "
        "PostgreSQL password file (~/.pgpass on Linux and macOS, %APPDATA%\\postgresql\\pgpass.conf on "
        "Windows: host:port:database:user:password) or in the PGPASSWORD variable; Burraco Tourney never "
        "stores it.",
        "it": "Il server {file} chiede la password di questo utente. Digitarla quando richiesta, o tenerla "
        "nel file delle password di PostgreSQL (~/.pgpass su Linux e macOS, "
        "%APPDATA%\\postgresql\\pgpass.conf su Windows: host:porta:database:utente:password) o nella "
        "variabile PGPASSWORD; Burraco Tourney non la memorizza mai.",
        "de": "Der Server {file} verlangt das Passwort dieses Benutzers. Bitte bei der Abfrage eingeben oder "
        "in der PostgreSQL-Passwortdatei hinterlegen (~/.pgpass unter Linux und macOS, "
        "%APPDATA%\\postgresql\\pgpass.conf unter Windows: host:port:datenbank:benutzer:passwort) oder "
        "in der Variablen PGPASSWORD; Burraco Tourney speichert es nie.",
    },
    "db.password_refused": {
        "en": "The server {file} needs the password of this user (the one given was refused). Type it when "
        "asked, or keep it in the PostgreSQL password file (~/.pgpass on Linux and macOS, "
        "%APPDATA%\\postgresql\\pgpass.conf on Windows: host:port:database:user:password) or in the "
        "PGPASSWORD variable; Burraco Tourney never stores it.",
        "it": "Il server {file} chiede la password di questo utente (quella data è stata rifiutata). "
        "Digitarla quando richiesta, o tenerla nel file delle password di PostgreSQL (~/.pgpass su Linux e "
        "macOS, %APPDATA%\\postgresql\\pgpass.conf su Windows: host:porta:database:utente:password) o "
        "nella variabile PGPASSWORD; Burraco Tourney non la memorizza mai.",
        "de": "Der Server {file} verlangt das Passwort dieses Benutzers (das angegebene wurde abgelehnt). "
        "Bitte bei der Abfrage eingeben oder in der PostgreSQL-Passwortdatei hinterlegen (~/.pgpass unter "
        "Linux und macOS, %APPDATA%\\postgresql\\pgpass.conf unter Windows: "
        "host:port:datenbank:benutzer:passwort) oder in der Variablen PGPASSWORD; Burraco Tourney speichert "
        "es nie.",
    },
    "db.clash": {
        "en": "The change clashes with one saved meanwhile in {file} ({detail}). Nothing was saved; look at "
        "the current data and try again.",
        "it": "La modifica è in conflitto con una salvata nel frattempo in {file} ({detail}). Non è stato "
        "salvato nulla; controllare i dati attuali e riprovare.",
        "de": "Die Änderung kollidiert mit einer inzwischen in {file} gespeicherten ({detail}). Es wurde "
        "nichts gespeichert; bitte die aktuellen Daten ansehen und noch einmal versuchen.",
    },
    "db.locked": {
        "en": "{file} is in use by another program, which keeps it locked (waited {seconds} s). Close the "
        "other program, or the other Burraco Tourney window, and try again. Nothing was changed.",
        "it": "{file} è in uso da un altro programma, che lo tiene bloccato (atteso {seconds} s). Chiudere "
        "l'altro programma, o l'altra finestra di Burraco Tourney, e riprovare. Non è cambiato nulla.",
        "de": "{file} wird von einem anderen Programm verwendet, das sie gesperrt hält ({seconds} s "
        "gewartet). "
        "Bitte das andere Programm oder das andere Burraco-Tourney-Fenster schließen und noch einmal "
        "versuchen. Es wurde nichts geändert.",
    },
    "db.disk_full": {
        "en": "The disk that holds {file} is full. Nothing was saved; free some space and try again.",
        "it": "Il disco che contiene {file} è pieno. Non è stato salvato nulla; liberare spazio e riprovare.",
        "de": "Der Datenträger mit {file} ist voll. Es wurde nichts gespeichert; bitte Platz schaffen und "
        "noch einmal versuchen.",
    },
    "db.not_a_database": {
        "en": "{file} is not a Burraco Tourney database (SQLite cannot read it). The file was not changed.",
        "it": "{file} non è un database di Burraco Tourney (SQLite non riesce a leggerlo). Il file non è "
        "stato modificato.",
        "de": "{file} ist keine Burraco-Tourney-Datenbank (SQLite kann sie nicht lesen). Die Datei wurde "
        "nicht verändert.",
    },
    "db.damaged": {
        "en": "{file} is damaged ({detail}). Restore it from a backup copy; the program changed nothing.",
        "it": "{file} è danneggiato ({detail}). Ripristinarlo da una copia di sicurezza; il programma non ha "
        "cambiato nulla.",
        "de": "{file} ist beschädigt ({detail}). Bitte aus einer Sicherungskopie wiederherstellen; das "
        "Programm hat nichts geändert.",
    },
    "db.unavailable": {
        "en": "Cannot use the database {file}: {detail}",
        "it": "Impossibile usare il database {file}: {detail}",
        "de": "Die Datenbank {file} kann nicht verwendet werden: {detail}",
    },
}
