<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>AdjustmentDialog</name>
    <message>
        <source>Add an adjustment</source>
        <translation>Korrektur hinzufügen</translation>
    </message>
    <message>
        <source> VP</source>
        <translation> VP</translation>
    </message>
    <message>
        <source> MP</source>
        <translation> MP</translation>
    </message>
    <message>
        <source>required, e.g. two warnings</source>
        <translation>Pflichtfeld, z. B. zwei Verwarnungen</translation>
    </message>
    <message>
        <source>Two &amp;warnings: −1 VP</source>
        <translation>Zwei &amp;Verwarnungen: −1 VP</translation>
    </message>
    <message>
        <source>Negative values take points away. The opponents' scores do not change; MP add to the pair's MP difference.</source>
        <translation>Negative Werte ziehen Punkte ab. Die Ergebnisse der Gegner ändern sich nicht; MP zählen zur MP-Differenz des Paares.</translation>
    </message>
    <message>
        <source>&amp;Pair:</source>
        <translation>&amp;Paar:</translation>
    </message>
    <message>
        <source>Counts &amp;after round:</source>
        <translation>Zählt &amp;nach Runde:</translation>
    </message>
    <message>
        <source>P&amp;oints:</source>
        <translation>P&amp;unkte:</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Grund:</translation>
    </message>
    <message>
        <source>two warnings</source>
        <translation>zwei Verwarnungen</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Something went wrong inside Burraco Tourney ({error}). Everything saved so far is safe in the database. The details are in {log}; please send them to whoever supports you.</source>
        <translation>In Burraco Tourney ist ein interner Fehler aufgetreten ({error}). Alles bisher Gespeicherte ist sicher in der Datenbank. Die Einzelheiten stehen in {log}; bitte senden Sie sie an Ihren Support.</translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <source>Close this message</source>
        <translation>Diese Meldung schließen</translation>
    </message>
</context>
<context>
    <name>EventSection</name>
    <message>
        <source>e.g. Torneo di Natale</source>
        <translation>z. B. Weihnachtsturnier</translation>
    </message>
    <message>
        <source>no date</source>
        <translation>kein Datum</translation>
    </message>
    <message>
        <source>club or hall (optional)</source>
        <translation>Verein oder Saal (optional)</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Datum:</translation>
    </message>
    <message>
        <source>&amp;Venue:</source>
        <translation>&amp;Ort:</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>History of pair {number}</source>
        <translation>Verlauf von Paar {number}</translation>
    </message>
    <message>
        <source>After round {round}</source>
        <translation>Nach Runde {round}</translation>
    </message>
    <message>
        <source>After round {round}: {vp} VP, {mp} MP — {reason}</source>
        <translation>Nach Runde {round}: {vp} VP, {mp} MP — {reason}</translation>
    </message>
    <message>
        <source>Adjustments:</source>
        <translation>Korrekturen:</translation>
    </message>
    <message>
        <source>Rank {rank}: {vp} VP, MP difference {diff}, {mp} MP, rounds played: {rounds}</source>
        <translation>Platz {rank}: {vp} VP, MP-Differenz {diff}, {mp} MP, gespielte Runden: {rounds}</translation>
    </message>
</context>
<context>
    <name>HistoryTableModel</name>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Linie</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>MP</source>
        <translation>MP</translation>
    </message>
    <message>
        <source>Opp. MP</source>
        <translation>MP Gegner</translation>
    </message>
    <message>
        <source>Diff</source>
        <translation>Diff.</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>Artificial result set by the director</source>
        <translation>Vom Turnierleiter festgelegtes Ersatzergebnis</translation>
    </message>
    <message>
        <source>Bye</source>
        <translation>Freilos</translation>
    </message>
</context>
<context>
    <name>ImportPreviewDialog</name>
    <message>
        <source>Import pairs</source>
        <translation>Paare importieren</translation>
    </message>
    <message>
        <source>File: {path}</source>
        <translation>Datei: {path}</translation>
    </message>
    <message>
        <source>&amp;Import {count} pairs</source>
        <translation>{count} Paare &amp;importieren</translation>
    </message>
    <message>
        <source>{bad} of {count} rows have problems (highlighted). Correct the file and import it again: nothing is saved until every row is right.</source>
        <translation>{bad} von {count} Zeilen haben Probleme (markiert). Korrigieren Sie die Datei und importieren Sie sie erneut: Es wird nichts gespeichert, bis jede Zeile stimmt.</translation>
    </message>
    <message>
        <source>All {count} rows can be imported. Check the pair numbers, then press Import.</source>
        <translation>Alle {count} Zeilen können importiert werden. Prüfen Sie die Paarnummern und drücken Sie dann Importieren.</translation>
    </message>
</context>
<context>
    <name>ImportPreviewTableModel</name>
    <message>
        <source>Row</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Paar</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Spieler 1</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Verein</translation>
    </message>
    <message>
        <source>Member id</source>
        <translation>Mitgliedsnr.</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Spieler 2</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New tournament…</source>
        <translation>&amp;Neues Turnier…</translation>
    </message>
    <message>
        <source>&amp;Open database…</source>
        <translation>Datenbank ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>New &amp;database file…</source>
        <translation>Neue &amp;Datenbankdatei…</translation>
    </message>
    <message>
        <source>&amp;Switch tournament…</source>
        <translation>Turnier &amp;wechseln…</translation>
    </message>
    <message>
        <source>Tournament &amp;settings…</source>
        <translation>Turnier&amp;einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <source>&amp;About Burraco Tourney</source>
        <translation>&amp;Über Burraco Tourney</translation>
    </message>
    <message>
        <source>&amp;Pairs</source>
        <translation>&amp;Paare</translation>
    </message>
    <message>
        <source>&amp;Rounds</source>
        <translation>&amp;Runden</translation>
    </message>
    <message>
        <source>Score &amp;sheets</source>
        <translation>&amp;Spielberichte</translation>
    </message>
    <message>
        <source>S&amp;tandings</source>
        <translation>Ra&amp;ngliste</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Round</source>
        <translation>&amp;Runde</translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <translation>Ra&amp;ngliste</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>The language changes when Burraco Tourney is started again.</source>
        <translation>Die Sprache ändert sich beim nächsten Start von Burraco Tourney.</translation>
    </message>
    <message>
        <source>The database was not opened</source>
        <translation>Die Datenbank wurde nicht geöffnet</translation>
    </message>
    <message>
        <source>Open a tournament database</source>
        <translation>Turnierdatenbank öffnen</translation>
    </message>
    <message>
        <source>Tournament databases (*.sqlite *.sqlite3 *.db);;All files (*)</source>
        <translation>Turnierdatenbanken (*.sqlite *.sqlite3 *.db);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>New tournament database</source>
        <translation>Neue Turnierdatenbank</translation>
    </message>
    <message>
        <source>Tournament databases (*.sqlite)</source>
        <translation>Turnierdatenbanken (*.sqlite)</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>Liste &amp;leeren</translation>
    </message>
    <message>
        <source>The settings are saved. Rounds {rounds} were paired on the standings before this change: look at them again if they are not played yet.</source>
        <translation>Die Einstellungen sind gespeichert. Die Runden {rounds} wurden nach der Rangliste vor dieser Änderung gepaart: Prüfen Sie sie, falls sie noch nicht gespielt sind.</translation>
    </message>
    <message>
        <source>Burraco Tourney {version}
Runs Burraco pair tournaments: registration, movements, score sheets, VP and standings.
Licensed under the GNU GPL, version 3 or later.</source>
        <translation>Burraco Tourney {version}
Leitet Burraco-Paarturniere: Anmeldung, Bewegungen, Spielberichte, VP und Ranglisten.
Lizenziert unter der GNU GPL, Version 3 oder später.</translation>
    </message>
    <message>
        <source>About Burraco Tourney</source>
        <translation>Über Burraco Tourney</translation>
    </message>
    <message>
        <source>Burraco Tourney</source>
        <translation>Burraco Tourney</translation>
    </message>
    <message>
        <source>{name}: {pairs} pairs</source>
        <translation>{name}: {pairs} Paare</translation>
    </message>
    <message>
        <source>No round yet</source>
        <translation>Noch keine Runde</translation>
    </message>
    <message>
        <source>Round {number} of {planned} ({movement})</source>
        <translation>Runde {number} von {planned} ({movement})</translation>
    </message>
    <message>
        <source>Round {number} ({movement})</source>
        <translation>Runde {number} ({movement})</translation>
    </message>
    <message>
        <source>Sheets in: {done} of {total}</source>
        <translation>Spielberichte abgegeben: {done} von {total}</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>Not done</source>
        <translation>Nicht ausgeführt</translation>
    </message>
    <message>
        <source>Burraco Tourney</source>
        <translation>Burraco Tourney</translation>
    </message>
    <message>
        <source>Please confirm</source>
        <translation>Bitte bestätigen</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>Mitchell</source>
        <translation>Mitchell</translation>
    </message>
    <message>
        <source>Danish</source>
        <translation>Dänisch</translation>
    </message>
    <message>
        <source>Swiss</source>
        <translation>Schweizer System</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>Jeder gegen jeden</translation>
    </message>
    <message>
        <source>Manual</source>
        <translation>Manuell</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>MP difference</source>
        <translation>MP-Differenz</translation>
    </message>
    <message>
        <source>head-to-head</source>
        <translation>direkter Vergleich</translation>
    </message>
    <message>
        <source>MP scored</source>
        <translation>erzielte MP</translation>
    </message>
    <message>
        <source>drawing lots</source>
        <translation>Los</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>Freilos</translation>
    </message>
    <message>
        <source>NS</source>
        <translation>NS</translation>
    </message>
    <message>
        <source>EW</source>
        <translation>OW</translation>
    </message>
    <message>
        <source>Withdrawn before round 1</source>
        <translation>Vor Runde 1 zurückgezogen</translation>
    </message>
    <message>
        <source>Withdrawn after round {round}</source>
        <translation>Nach Runde {round} zurückgezogen</translation>
    </message>
    <message>
        <source>Active (joins at round {round})</source>
        <translation>Aktiv (steigt in Runde {round} ein)</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Aktiv</translation>
    </message>
</context>
<context>
    <name>NewTournamentWizard</name>
    <message>
        <source>New tournament</source>
        <translation>Neues Turnier</translation>
    </message>
    <message>
        <source>The event</source>
        <translation>Die Veranstaltung</translation>
    </message>
    <message>
        <source>What the tournament is called, when and where it is played.</source>
        <translation>Wie das Turnier heißt, wann und wo es gespielt wird.</translation>
    </message>
    <message>
        <source>Rounds and scoring</source>
        <translation>Runden und Wertung</translation>
    </message>
    <message>
        <source>Deals per round, time, the VP scale and what a bye is worth.</source>
        <translation>Spiele pro Runde, Zeit, VP-Skala und der Wert eines Freiloses.</translation>
    </message>
    <message>
        <source>Standings and plan</source>
        <translation>Rangliste und Ablauf</translation>
    </message>
    <message>
        <source>How ties are broken, and which movement each round follows.</source>
        <translation>Wie Gleichstände aufgelöst werden und welcher Bewegung jede Runde folgt.</translation>
    </message>
    <message>
        <source>Finish now to use the usual settings: 3 deals of 15 minutes, the FIBUR 3-deal scale, a bye worth 14 VP, 3 Mitchell rounds then 2 Danish. Or go Next to check them. Everything can be changed later in Tournament settings.</source>
        <translation>Drücken Sie Fertigstellen für die üblichen Einstellungen: 3 Spiele zu 15 Minuten, die FIBUR-Skala für 3 Spiele, ein Freilos zu 14 VP, 3 Mitchell-Runden, dann 2 dänische. Oder prüfen Sie sie mit Weiter. Alles lässt sich später in den Turniereinstellungen ändern.</translation>
    </message>
</context>
<context>
    <name>NextRoundDialog</name>
    <message>
        <source>Round {number}</source>
        <translation>Runde {number}</translation>
    </message>
    <message>
        <source>As planned: {movement} (round {index} of {rounds} in this phase)</source>
        <translation>Wie geplant: {movement} (Runde {index} von {rounds} in dieser Phase)</translation>
    </message>
    <message>
        <source>As planned: {movement} (the plan's last phase goes on)</source>
        <translation>Wie geplant: {movement} (die letzte Phase geht weiter)</translation>
    </message>
    <message>
        <source>{movement}, for this round only</source>
        <translation>{movement}, nur für diese Runde</translation>
    </message>
    <message>
        <source>{pairs} pairs play: {tables} tables and one bye.</source>
        <translation>{pairs} Paare spielen: {tables} Tische und ein Freilos.</translation>
    </message>
    <message>
        <source>{pairs} pairs play: {tables} tables.</source>
        <translation>{pairs} Paare spielen: {tables} Tische.</translation>
    </message>
    <message>
        <source>Danish and Swiss rounds pair on the standings, so every table of the previous round must have its result first. Until results are entered the round can be swapped or deleted.</source>
        <translation>Dänische und Schweizer Runden paaren nach der Rangliste, daher muss zuerst jeder Tisch der vorigen Runde sein Ergebnis haben. Solange keine Ergebnisse eingetragen sind, kann die Runde getauscht oder gelöscht werden.</translation>
    </message>
    <message>
        <source>&amp;Movement:</source>
        <translation>&amp;Bewegung:</translation>
    </message>
    <message>
        <source>&amp;Make round {number}</source>
        <translation>Runde {number} &amp;erstellen</translation>
    </message>
</context>
<context>
    <name>PairDialog</name>
    <message>
        <source>Pair {number}</source>
        <translation>Paar {number}</translation>
    </message>
    <message>
        <source>Late entry</source>
        <translation>Nachmeldung</translation>
    </message>
    <message>
        <source>Add a pair</source>
        <translation>Paar hinzufügen</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Spieler 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Spieler 2</translation>
    </message>
    <message>
        <source>optional, for Danish rounds in groups</source>
        <translation>optional, für dänische Runden in Gruppen</translation>
    </message>
    <message>
        <source>next free</source>
        <translation>nächste freie</translation>
    </message>
    <message>
        <source>Pair &amp;number:</source>
        <translation>Paar&amp;nummer:</translation>
    </message>
    <message>
        <source>&amp;Group:</source>
        <translation>&amp;Gruppe:</translation>
    </message>
    <message>
        <source>The pair keeps its number and its results.</source>
        <translation>Das Paar behält seine Nummer und seine Ergebnisse.</translation>
    </message>
    <message>
        <source>Rounds are already made: this pair is a late entry and plays from round {round}.</source>
        <translation>Es gibt schon Runden: Dieses Paar ist eine Nachmeldung und spielt ab Runde {round}.</translation>
    </message>
</context>
<context>
    <name>PairsPage</name>
    <message>
        <source>Search by name, club, member id or number (Ctrl+F)</source>
        <translation>Suche nach Name, Verein, Mitgliedsnr. oder Nummer (Strg+F)</translation>
    </message>
    <message>
        <source>&amp;Add pair…</source>
        <translation>Paar &amp;hinzufügen…</translation>
    </message>
    <message>
        <source>&amp;Edit pair…</source>
        <translation>Paar &amp;bearbeiten…</translation>
    </message>
    <message>
        <source>&amp;Withdraw pair…</source>
        <translation>Paar &amp;zurückziehen…</translation>
    </message>
    <message>
        <source>&amp;Reinstate pair</source>
        <translation>Paar &amp;wieder aufnehmen</translation>
    </message>
    <message>
        <source>&amp;Import pairs from a spreadsheet…</source>
        <translation>Paare aus Tabelle &amp;importieren…</translation>
    </message>
    <message>
        <source>&amp;Find pair</source>
        <translation>Paar &amp;suchen</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importieren…</translation>
    </message>
    <message>
        <source>No pair is registered yet. Add pairs one by one, or import a spreadsheet (XLSX or CSV).</source>
        <translation>Noch kein Paar angemeldet. Fügen Sie Paare einzeln hinzu oder importieren Sie eine Tabelle (XLSX oder CSV).</translation>
    </message>
    <message>
        <source>&amp;Add late entry…</source>
        <translation>&amp;Nachmeldung hinzufügen…</translation>
    </message>
    <message>
        <source>A pair that arrives now plays from round {round}</source>
        <translation>Ein Paar, das jetzt kommt, spielt ab Runde {round}</translation>
    </message>
    <message>
        <source>{count} pairs</source>
        <translation>{count} Paare</translation>
    </message>
    <message>
        <source> ({withdrawn} withdrawn)</source>
        <translation> ({withdrawn} zurückgezogen)</translation>
    </message>
    <message>
        <source>{shown} shown of {text}</source>
        <translation>{shown} angezeigt von {text}</translation>
    </message>
    <message>
        <source>Reinstate pair {number} ({players})? It can be placed in the next rounds again.</source>
        <translation>Paar {number} ({players}) wieder aufnehmen? Es kann in den nächsten Runden wieder eingesetzt werden.</translation>
    </message>
    <message>
        <source>Reinstate</source>
        <translation>Wieder aufnehmen</translation>
    </message>
    <message>
        <source>Import pairs</source>
        <translation>Paare importieren</translation>
    </message>
    <message>
        <source>Spreadsheets (*.xlsx *.xlsm *.csv *.txt);;All files (*)</source>
        <translation>Tabellen (*.xlsx *.xlsm *.csv *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>The pairs were not imported: {reason}</source>
        <translation>Die Paare wurden nicht importiert: {reason}</translation>
    </message>
    <message>
        <source>Reading {file}…</source>
        <translation>{file} wird gelesen…</translation>
    </message>
    <message>
        <source>{count} pairs were registered.</source>
        <translation>{count} Paare wurden angemeldet.</translation>
    </message>
</context>
<context>
    <name>PairsTableModel</name>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Spieler 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Spieler 2</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Verein</translation>
    </message>
    <message>
        <source>Member id</source>
        <translation>Mitgliedsnr.</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
</context>
<context>
    <name>PhaseRow</name>
    <message>
        <source>How many tables the EW pairs move up each round (more than 1 keeps clubs apart)</source>
        <translation>Um wie viele Tische die OW-Paare jede Runde weiterrücken (mehr als 1 hält Vereine auseinander)</translation>
    </message>
    <message>
        <source>EW move by</source>
        <translation>OW rücken um</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>rounds of</source>
        <translation>Runden</translation>
    </message>
</context>
<context>
    <name>PlaySection</name>
    <message>
        <source> min</source>
        <translation> Min.</translation>
    </message>
    <message>
        <source>From a &amp;file…</source>
        <translation>Aus einer &amp;Datei…</translation>
    </message>
    <message>
        <source>Use a VP scale saved as a JSON file</source>
        <translation>Eine als JSON-Datei gespeicherte VP-Skala verwenden</translation>
    </message>
    <message>
        <source>Semi-clean burracos count</source>
        <translation>Halbsaubere Burracos zählen</translation>
    </message>
    <message>
        <source> VP</source>
        <translation> VP</translation>
    </message>
    <message>
        <source>MP from the scale</source>
        <translation>MP aus der Skala</translation>
    </message>
    <message>
        <source> MP</source>
        <translation> MP</translation>
    </message>
    <message>
        <source>MP difference</source>
        <translation>MP-Differenz</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>D&amp;eals per round:</source>
        <translation>&amp;Spiele pro Runde:</translation>
    </message>
    <message>
        <source>&amp;Minutes per deal:</source>
        <translation>&amp;Minuten pro Spiel:</translation>
    </message>
    <message>
        <source>VP &amp;scale:</source>
        <translation>&amp;VP-Skala:</translation>
    </message>
    <message>
        <source>Semi-c&amp;lean:</source>
        <translation>&amp;Halbsauber:</translation>
    </message>
    <message>
        <source>&amp;Bye scores:</source>
        <translation>&amp;Freilos zählt:</translation>
    </message>
    <message>
        <source>Bonus values</source>
        <translation>Bonuswerte</translation>
    </message>
    <message>
        <source>Clean burraco:</source>
        <translation>Sauberer Burraco:</translation>
    </message>
    <message>
        <source>Dirty burraco:</source>
        <translation>Schmutziger Burraco:</translation>
    </message>
    <message>
        <source>Closing:</source>
        <translation>Schließen:</translation>
    </message>
    <message>
        <source>Pozzetto not taken:</source>
        <translation>Pozzetto nicht genommen:</translation>
    </message>
    <message>
        <source>The scale in use:</source>
        <translation>Die verwendete Skala:</translation>
    </message>
    <message>
        <source>{name} (this tournament's copy)</source>
        <translation>{name} (Kopie dieses Turniers)</translation>
    </message>
    <message>
        <source>The VP scale was not loaded: {reason}</source>
        <translation>Die VP-Skala wurde nicht geladen: {reason}</translation>
    </message>
    <message>
        <source>VP scale file</source>
        <translation>VP-Skalendatei</translation>
    </message>
    <message>
        <source>VP scales (*.json);;All files (*)</source>
        <translation>VP-Skalen (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Not an official scale.</source>
        <translation>Keine offizielle Skala.</translation>
    </message>
    <message>
        <source>= {minutes} minutes per round</source>
        <translation>= {minutes} Minuten pro Runde</translation>
    </message>
    <message>
        <source>No MP difference earns that many VP: set the MP by hand.</source>
        <translation>Keine MP-Differenz bringt so viele VP: Legen Sie die MP von Hand fest.</translation>
    </message>
    <message>
        <source>A bye counts {vp} VP and {mp} MP difference.</source>
        <translation>Ein Freilos zählt {vp} VP und {mp} MP-Differenz.</translation>
    </message>
</context>
<context>
    <name>RankingSection</name>
    <message>
        <source>Ticked criteria break ties from the top; VP always comes first. Untick one to leave it out.</source>
        <translation>Die angehakten Kriterien lösen Gleichstände von oben nach unten; VP kommen immer zuerst. Haken entfernen, um eines wegzulassen.</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <source>Move d&amp;own</source>
        <translation>Nach &amp;unten</translation>
    </message>
    <message>
        <source>Tie-breaks (in order)</source>
        <translation>Feinwertungen (in Reihenfolge)</translation>
    </message>
    <message>
        <source>&amp;Add a phase</source>
        <translation>Phase &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Plan of rounds</source>
        <translation>Rundenablauf</translation>
    </message>
    <message>
        <source>Rounds follow the phases in order; after the last phase its movement goes on. Any round can still be made with another movement.</source>
        <translation>Die Runden folgen den Phasen der Reihe nach; nach der letzten Phase geht deren Bewegung weiter. Jede Runde kann trotzdem mit einer anderen Bewegung erstellt werden.</translation>
    </message>
    <message>
        <source>Standings rank by VP first</source>
        <translation>Die Rangliste ordnet zuerst nach VP</translation>
    </message>
    <message>
        <source>{rounds} rounds planned</source>
        <translation>{rounds} Runden geplant</translation>
    </message>
</context>
<context>
    <name>RoundTablesTableModel</name>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>NS</source>
        <translation>NS</translation>
    </message>
    <message>
        <source>NS players</source>
        <translation>Spieler NS</translation>
    </message>
    <message>
        <source>EW</source>
        <translation>OW</translation>
    </message>
    <message>
        <source>EW players</source>
        <translation>Spieler OW</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Spielbericht</translation>
    </message>
    <message>
        <source>In (artificial result)</source>
        <translation>Abgegeben (Ersatzergebnis)</translation>
    </message>
    <message>
        <source>In</source>
        <translation>Abgegeben</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>Ausstehend</translation>
    </message>
</context>
<context>
    <name>RoundsPage</name>
    <message>
        <source>&amp;Next round…</source>
        <translation>&amp;Nächste Runde…</translation>
    </message>
    <message>
        <source>Swap two &amp;pairs…</source>
        <translation>Zwei &amp;Paare tauschen…</translation>
    </message>
    <message>
        <source>Swap two &amp;tables…</source>
        <translation>Zwei &amp;Tische tauschen…</translation>
    </message>
    <message>
        <source>&amp;Delete the last round…</source>
        <translation>Letzte Runde &amp;löschen…</translation>
    </message>
    <message>
        <source>By &amp;table</source>
        <translation>Nach &amp;Tisch</translation>
    </message>
    <message>
        <source>By player &amp;name</source>
        <translation>Nach Spieler&amp;name</translation>
    </message>
    <message>
        <source>&amp;Round:</source>
        <translation>&amp;Runde:</translation>
    </message>
    <message>
        <source>Round {number} · {movement}</source>
        <translation>Runde {number} · {movement}</translation>
    </message>
    <message>
        <source>Score sheets in: {done} of {total}</source>
        <translation>Spielberichte abgegeben: {done} von {total}</translation>
    </message>
    <message>
        <source>Bye: {pairs}</source>
        <translation>Freilos: {pairs}</translation>
    </message>
    <message>
        <source>Register at least two pairs on the Pairs page, then make round 1 here.</source>
        <translation>Melden Sie mindestens zwei Paare auf der Seite Paare an und erstellen Sie dann hier Runde 1.</translation>
    </message>
    <message>
        <source>No round yet. Press Next round to make round 1 ({movement}, as planned).</source>
        <translation>Noch keine Runde. Drücken Sie Nächste Runde, um Runde 1 zu erstellen ({movement}, wie geplant).</translation>
    </message>
    <message>
        <source>No round yet. Press Next round to make round 1.</source>
        <translation>Noch keine Runde. Drücken Sie Nächste Runde, um Runde 1 zu erstellen.</translation>
    </message>
    <message>
        <source>Round {number} is made: {tables} tables ({movement}).</source>
        <translation>Runde {number} ist erstellt: {tables} Tische ({movement}).</translation>
    </message>
    <message>
        <source>These pairs meet again: {pairs}.</source>
        <translation>Diese Paare treffen erneut aufeinander: {pairs}.</translation>
    </message>
    <message>
        <source>Tables {a} and {b} of round {round} were swapped.</source>
        <translation>Die Tische {a} und {b} der Runde {round} wurden getauscht.</translation>
    </message>
    <message>
        <source>Pairs {a} and {b} of round {round} were swapped.</source>
        <translation>Die Paare {a} und {b} der Runde {round} wurden getauscht.</translation>
    </message>
    <message>
        <source>Round {number} was deleted.</source>
        <translation>Runde {number} wurde gelöscht.</translation>
    </message>
    <message>
        <source>Delete round {number}? Its seating is forgotten and the round can be made again. A round with results cannot be deleted.</source>
        <translation>Runde {number} löschen? Ihre Sitzordnung wird verworfen und die Runde kann neu erstellt werden. Eine Runde mit Ergebnissen kann nicht gelöscht werden.</translation>
    </message>
    <message>
        <source>Delete round {number}</source>
        <translation>Runde {number} löschen</translation>
    </message>
</context>
<context>
    <name>ScoreSheetsPage</name>
    <message>
        <source>Score sheets</source>
        <translation>Spielberichte</translation>
    </message>
    <message>
        <source>Entering score sheets in this window comes in the next version.

Meanwhile, sheets saved with the command line or imported from a tournament file count at once: the Rounds page shows which tables have handed in their sheet, and the Standings page is up to date after every one.</source>
        <translation>Die Eingabe der Spielberichte in diesem Fenster kommt in der nächsten Version.

Bis dahin zählen Spielberichte, die über die Befehlszeile gespeichert oder aus einer Turnierdatei importiert werden, sofort: Die Seite Runden zeigt, welche Tische ihren Bericht abgegeben haben, und die Seite Rangliste ist nach jedem aktuell.</translation>
    </message>
</context>
<context>
    <name>SeatsByNameTableModel</name>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Paar</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Linie</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Tournament settings</source>
        <translation>Turniereinstellungen</translation>
    </message>
    <message>
        <source>&amp;Event</source>
        <translation>&amp;Veranstaltung</translation>
    </message>
    <message>
        <source>&amp;Rounds and scoring</source>
        <translation>&amp;Runden und Wertung</translation>
    </message>
    <message>
        <source>&amp;Standings and plan</source>
        <translation>Rang&amp;liste und Ablauf</translation>
    </message>
    <message>
        <source>Results already entered</source>
        <translation>Bereits eingetragene Ergebnisse</translation>
    </message>
    <message>
        <source>Score every table again with the new values</source>
        <translation>Jeden Tisch mit den neuen Werten neu werten</translation>
    </message>
    <message>
        <source>Reason for the change (kept in the log)</source>
        <translation>Grund der Änderung (wird protokolliert)</translation>
    </message>
    <message>
        <source>Changing the VP scale, the bonus values or the bye score changes what the results entered so far are worth. Tick the box and give a reason to do so.</source>
        <translation>Eine Änderung der VP-Skala, der Bonuswerte oder des Freiloswerts ändert, was die bisherigen Ergebnisse wert sind. Haken Sie dazu das Kästchen an und geben Sie einen Grund an.</translation>
    </message>
</context>
<context>
    <name>StandingsPage</name>
    <message>
        <source>Pair &amp;history…</source>
        <translation>&amp;Verlauf des Paares…</translation>
    </message>
    <message>
        <source>Add an &amp;adjustment…</source>
        <translation>&amp;Korrektur hinzufügen…</translation>
    </message>
    <message>
        <source>&amp;Remove adjustment…</source>
        <translation>Korrektur &amp;entfernen…</translation>
    </message>
    <message>
        <source>Adjustments</source>
        <translation>Korrekturen</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Paar</translation>
    </message>
    <message>
        <source>After round</source>
        <translation>Nach Runde</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>MP</source>
        <translation>MP</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>&amp;After round:</source>
        <translation>&amp;Nach Runde:</translation>
    </message>
    <message>
        <source>, {done} of {total} sheets in</source>
        <translation>, {done} von {total} Berichten abgegeben</translation>
    </message>
    <message>
        <source>0 (no round yet)</source>
        <translation>0 (noch keine Runde)</translation>
    </message>
    <message>
        <source>{round} (latest{progress})</source>
        <translation>{round} (letzte{progress})</translation>
    </message>
    <message>
        <source>Ties broken by: {chain}</source>
        <translation>Gleichstände aufgelöst durch: {chain}</translation>
    </message>
    <message>
        <source>Checks ✓ {vp} VP over {tables} tables, MP differences sum to 0</source>
        <translation>Prüfungen ✓ {vp} VP an {tables} Tischen, die MP-Differenzen ergeben 0</translation>
    </message>
    <message>
        <source>Checks failed: {vp} VP (expected {expected}), MP differences sum to {diff}</source>
        <translation>Prüfungen fehlgeschlagen: {vp} VP (erwartet {expected}), die MP-Differenzen ergeben {diff}</translation>
    </message>
    <message>
        <source>Remove an adjustment</source>
        <translation>Korrektur entfernen</translation>
    </message>
    <message>
        <source>Remove the adjustment of pair {pair} after round {round} ({reason})?
Why:</source>
        <translation>Die Korrektur von Paar {pair} nach Runde {round} ({reason}) entfernen?
Warum:</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
</context>
<context>
    <name>StandingsTableModel</name>
    <message>
        <source>Rank</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Paar</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>MP diff</source>
        <translation>MP-Diff.</translation>
    </message>
    <message>
        <source>MP</source>
        <translation>MP</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Byes</source>
        <translation>Freilose</translation>
    </message>
    <message>
        <source>Adjustments</source>
        <translation>Korrekturen</translation>
    </message>
    <message>
        <source>Tie broken by</source>
        <translation>Entschieden durch</translation>
    </message>
    <message>
        <source>Director's adjustments: {vp} VP, {mp} MP</source>
        <translation>Korrekturen des Turnierleiters: {vp} VP, {mp} MP</translation>
    </message>
    <message>
        <source>Withdrawn: past results count</source>
        <translation>Zurückgezogen: bisherige Ergebnisse zählen</translation>
    </message>
    <message>
        <source>(withdrawn)</source>
        <translation>(zurückgezogen)</translation>
    </message>
    <message>
        <source>{vp} VP</source>
        <translation>{vp} VP</translation>
    </message>
    <message>
        <source>{mp} MP</source>
        <translation>{mp} MP</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Burraco Tourney</source>
        <translation>Burraco Tourney</translation>
    </message>
    <message>
        <source>&amp;Open tournament</source>
        <translation>Turnier ö&amp;ffnen</translation>
    </message>
    <message>
        <source>No database is open.</source>
        <translation>Keine Datenbank geöffnet.</translation>
    </message>
    <message>
        <source>Database: {target}</source>
        <translation>Datenbank: {target}</translation>
    </message>
    <message>
        <source>({pairs} pairs, {rounds} rounds)</source>
        <translation>({pairs} Paare, {rounds} Runden)</translation>
    </message>
    <message>
        <source>Open a tournament database (Ctrl+O), or make a new one.</source>
        <translation>Öffnen Sie eine Turnierdatenbank (Strg+O) oder legen Sie eine neue an.</translation>
    </message>
    <message>
        <source>This database holds {count} tournaments. Choose one:</source>
        <translation>Diese Datenbank enthält {count} Turniere. Wählen Sie eines:</translation>
    </message>
    <message>
        <source>This database holds no tournament yet. Start one with New tournament (Ctrl+N).</source>
        <translation>Diese Datenbank enthält noch kein Turnier. Beginnen Sie eines mit Neues Turnier (Strg+N).</translation>
    </message>
</context>
<context>
    <name>SwapDialog</name>
    <message>
        <source>Swap two tables of round {number}</source>
        <translation>Zwei Tische der Runde {number} tauschen</translation>
    </message>
    <message>
        <source>Swap two pairs of round {number}</source>
        <translation>Zwei Paare der Runde {number} tauschen</translation>
    </message>
    <message>
        <source>Table {table}: {ns} v {ew}</source>
        <translation>Tisch {table}: {ns} gegen {ew}</translation>
    </message>
    <message>
        <source>table {table} {line}</source>
        <translation>Tisch {table} {line}</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>Freilos</translation>
    </message>
    <message>
        <source>A swap by hand can break the movement; what it breaks is shown after the swap.</source>
        <translation>Ein Tausch von Hand kann die Bewegung brechen; was er bricht, wird nach dem Tausch angezeigt.</translation>
    </message>
    <message>
        <source>&amp;Swap:</source>
        <translation>&amp;Tauschen:</translation>
    </message>
    <message>
        <source>&amp;With:</source>
        <translation>&amp;Mit:</translation>
    </message>
    <message>
        <source>S&amp;wap</source>
        <translation>T&amp;auschen</translation>
    </message>
</context>
<context>
    <name>WithdrawDialog</name>
    <message>
        <source>Withdraw pair {number}</source>
        <translation>Paar {number} zurückziehen</translation>
    </message>
    <message>
        <source>before round 1</source>
        <translation>vor Runde 1</translation>
    </message>
    <message>
        <source>e.g. a player fell ill</source>
        <translation>z. B. ein Spieler ist erkrankt</translation>
    </message>
    <message>
        <source>{pair} plays no more rounds. The results already played stay in the standings.</source>
        <translation>{pair} spielt keine weiteren Runden. Die bereits gespielten Ergebnisse bleiben in der Rangliste.</translation>
    </message>
    <message>
        <source>Plays no round &amp;after round:</source>
        <translation>Spielt keine Runde &amp;nach Runde:</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Grund:</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>Zurückziehen</translation>
    </message>
</context>
<context>
    <name>Workspace</name>
    <message>
        <source>Pairs</source>
        <translation>Paare</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Score sheets</source>
        <translation>Spielberichte</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Rangliste</translation>
    </message>
</context>
<context>
    <name>_PlayerBox</name>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Club:</source>
        <translation>Verein:</translation>
    </message>
    <message>
        <source>Member id:</source>
        <translation>Mitgliedsnr.:</translation>
    </message>
</context>
</TS>
