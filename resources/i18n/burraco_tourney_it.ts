<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it" sourcelanguage="en">
<context>
    <name>AdjustmentDialog</name>
    <message>
        <source>Add an adjustment</source>
        <translation>Aggiungi una rettifica</translation>
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
        <translation>obbligatorio, p. es. due ammonizioni</translation>
    </message>
    <message>
        <source>Two &amp;warnings: −1 VP</source>
        <translation>Due &amp;ammonizioni: −1 VP</translation>
    </message>
    <message>
        <source>Negative values take points away. The opponents' scores do not change; MP add to the pair's MP difference.</source>
        <translation>I valori negativi tolgono punti. I punteggi degli avversari non cambiano; gli MP si sommano allo scarto della coppia.</translation>
    </message>
    <message>
        <source>&amp;Pair:</source>
        <translation>&amp;Coppia:</translation>
    </message>
    <message>
        <source>Counts &amp;after round:</source>
        <translation>Conta &amp;dopo il turno:</translation>
    </message>
    <message>
        <source>P&amp;oints:</source>
        <translation>P&amp;unti:</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Motivo:</translation>
    </message>
    <message>
        <source>two warnings</source>
        <translation>due ammonizioni</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Something went wrong inside Burraco Tourney ({error}). Everything saved so far is safe in the database. The details are in {log}; please send them to whoever supports you.</source>
        <translation>Si è verificato un errore interno di Burraco Tourney ({error}). Tutto ciò che è stato salvato finora è al sicuro nel database. I dettagli sono in {log}; inviali a chi ti dà assistenza.</translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <source>Close this message</source>
        <translation>Chiudi questo messaggio</translation>
    </message>
</context>
<context>
    <name>EventSection</name>
    <message>
        <source>e.g. Torneo di Natale</source>
        <translation>p. es. Torneo di Natale</translation>
    </message>
    <message>
        <source>no date</source>
        <translation>nessuna data</translation>
    </message>
    <message>
        <source>club or hall (optional)</source>
        <translation>circolo o sala (facoltativo)</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Data:</translation>
    </message>
    <message>
        <source>&amp;Venue:</source>
        <translation>&amp;Luogo:</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>History of pair {number}</source>
        <translation>Storico della coppia {number}</translation>
    </message>
    <message>
        <source>After round {round}</source>
        <translation>Dopo il turno {round}</translation>
    </message>
    <message>
        <source>After round {round}: {vp} VP, {mp} MP — {reason}</source>
        <translation>Dopo il turno {round}: {vp} VP, {mp} MP — {reason}</translation>
    </message>
    <message>
        <source>Adjustments:</source>
        <translation>Rettifiche:</translation>
    </message>
    <message>
        <source>Rank {rank}: {vp} VP, MP difference {diff}, {mp} MP, rounds played: {rounds}</source>
        <translation>Posizione {rank}: {vp} VP, scarto {diff}, {mp} MP, turni giocati: {rounds}</translation>
    </message>
</context>
<context>
    <name>HistoryTableModel</name>
    <message>
        <source>Round</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Linea</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Avversari</translation>
    </message>
    <message>
        <source>MP</source>
        <translation>MP</translation>
    </message>
    <message>
        <source>Opp. MP</source>
        <translation>MP avv.</translation>
    </message>
    <message>
        <source>Diff</source>
        <translation>Scarto</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>Artificial result set by the director</source>
        <translation>Risultato artificiale assegnato dal direttore</translation>
    </message>
    <message>
        <source>Bye</source>
        <translation>Riposo</translation>
    </message>
</context>
<context>
    <name>ImportPreviewDialog</name>
    <message>
        <source>Import pairs</source>
        <translation>Importa coppie</translation>
    </message>
    <message>
        <source>File: {path}</source>
        <translation>File: {path}</translation>
    </message>
    <message>
        <source>&amp;Import {count} pairs</source>
        <translation>&amp;Importa {count} coppie</translation>
    </message>
    <message>
        <source>{bad} of {count} rows have problems (highlighted). Correct the file and import it again: nothing is saved until every row is right.</source>
        <translation>{bad} righe su {count} hanno problemi (evidenziate). Correggi il file e importalo di nuovo: non si salva nulla finché ogni riga non è corretta.</translation>
    </message>
    <message>
        <source>All {count} rows can be imported. Check the pair numbers, then press Import.</source>
        <translation>Tutte le {count} righe si possono importare. Controlla i numeri delle coppie, poi premi Importa.</translation>
    </message>
</context>
<context>
    <name>ImportPreviewTableModel</name>
    <message>
        <source>Row</source>
        <translation>Riga</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Coppia</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Giocatore 1</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Circolo</translation>
    </message>
    <message>
        <source>Member id</source>
        <translation>Tessera</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Giocatore 2</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Girone</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problemi</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New tournament…</source>
        <translation>&amp;Nuovo torneo…</translation>
    </message>
    <message>
        <source>&amp;Open database…</source>
        <translation>&amp;Apri database…</translation>
    </message>
    <message>
        <source>New &amp;database file…</source>
        <translation>Nuovo file &amp;database…</translation>
    </message>
    <message>
        <source>&amp;Switch tournament…</source>
        <translation>&amp;Cambia torneo…</translation>
    </message>
    <message>
        <source>Tournament &amp;settings…</source>
        <translation>&amp;Impostazioni del torneo…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>A&amp;ggiorna</translation>
    </message>
    <message>
        <source>&amp;About Burraco Tourney</source>
        <translation>&amp;Informazioni su Burraco Tourney</translation>
    </message>
    <message>
        <source>&amp;Pairs</source>
        <translation>&amp;Coppie</translation>
    </message>
    <message>
        <source>&amp;Rounds</source>
        <translation>&amp;Turni</translation>
    </message>
    <message>
        <source>Score &amp;sheets</source>
        <translation>&amp;Segnapunti</translation>
    </message>
    <message>
        <source>S&amp;tandings</source>
        <translation>C&amp;lassifica</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Apri &amp;recenti</translation>
    </message>
    <message>
        <source>&amp;Round</source>
        <translation>&amp;Turno</translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <translation>C&amp;lassifica</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Lingua del sistema</translation>
    </message>
    <message>
        <source>The language changes when Burraco Tourney is started again.</source>
        <translation>La lingua cambia al prossimo avvio di Burraco Tourney.</translation>
    </message>
    <message>
        <source>The database was not opened</source>
        <translation>Il database non è stato aperto</translation>
    </message>
    <message>
        <source>Open a tournament database</source>
        <translation>Apri un database di tornei</translation>
    </message>
    <message>
        <source>Tournament databases (*.sqlite *.sqlite3 *.db);;All files (*)</source>
        <translation>Database di tornei (*.sqlite *.sqlite3 *.db);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>New tournament database</source>
        <translation>Nuovo database di tornei</translation>
    </message>
    <message>
        <source>Tournament databases (*.sqlite)</source>
        <translation>Database di tornei (*.sqlite)</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>&amp;Svuota l'elenco</translation>
    </message>
    <message>
        <source>The settings are saved. Rounds {rounds} were paired on the standings before this change: look at them again if they are not played yet.</source>
        <translation>Impostazioni salvate. I turni {rounds} sono stati accoppiati sulla classifica precedente a questa modifica: ricontrollali se non sono ancora stati giocati.</translation>
    </message>
    <message>
        <source>Burraco Tourney {version}
Runs Burraco pair tournaments: registration, movements, score sheets, VP and standings.
Licensed under the GNU GPL, version 3 or later.</source>
        <translation>Burraco Tourney {version}
Gestisce tornei di Burraco a coppie: iscrizioni, movimenti, segnapunti, VP e classifiche.
Distribuito con licenza GNU GPL, versione 3 o successiva.</translation>
    </message>
    <message>
        <source>About Burraco Tourney</source>
        <translation>Informazioni su Burraco Tourney</translation>
    </message>
    <message>
        <source>Burraco Tourney</source>
        <translation>Burraco Tourney</translation>
    </message>
    <message>
        <source>{name}: {pairs} pairs</source>
        <translation>{name}: {pairs} coppie</translation>
    </message>
    <message>
        <source>No round yet</source>
        <translation>Nessun turno ancora</translation>
    </message>
    <message>
        <source>Round {number} of {planned} ({movement})</source>
        <translation>Turno {number} di {planned} ({movement})</translation>
    </message>
    <message>
        <source>Round {number} ({movement})</source>
        <translation>Turno {number} ({movement})</translation>
    </message>
    <message>
        <source>Sheets in: {done} of {total}</source>
        <translation>Segnapunti consegnati: {done} di {total}</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>Not done</source>
        <translation>Non eseguito</translation>
    </message>
    <message>
        <source>Burraco Tourney</source>
        <translation>Burraco Tourney</translation>
    </message>
    <message>
        <source>Please confirm</source>
        <translation>Conferma</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sì</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
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
        <translation>Danese</translation>
    </message>
    <message>
        <source>Swiss</source>
        <translation>Svizzera</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>All'italiana</translation>
    </message>
    <message>
        <source>Manual</source>
        <translation>Manuale</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>MP difference</source>
        <translation>scarto</translation>
    </message>
    <message>
        <source>head-to-head</source>
        <translation>scontro diretto</translation>
    </message>
    <message>
        <source>MP scored</source>
        <translation>MP segnati</translation>
    </message>
    <message>
        <source>drawing lots</source>
        <translation>sorteggio</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>riposo</translation>
    </message>
    <message>
        <source>NS</source>
        <translation>NS</translation>
    </message>
    <message>
        <source>EW</source>
        <translation>EO</translation>
    </message>
    <message>
        <source>Withdrawn before round 1</source>
        <translation>Ritirata prima del turno 1</translation>
    </message>
    <message>
        <source>Withdrawn after round {round}</source>
        <translation>Ritirata dopo il turno {round}</translation>
    </message>
    <message>
        <source>Active (joins at round {round})</source>
        <translation>Attiva (entra al turno {round})</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Attiva</translation>
    </message>
</context>
<context>
    <name>NewTournamentWizard</name>
    <message>
        <source>New tournament</source>
        <translation>Nuovo torneo</translation>
    </message>
    <message>
        <source>The event</source>
        <translation>L'evento</translation>
    </message>
    <message>
        <source>What the tournament is called, when and where it is played.</source>
        <translation>Come si chiama il torneo, quando e dove si gioca.</translation>
    </message>
    <message>
        <source>Rounds and scoring</source>
        <translation>Turni e punteggio</translation>
    </message>
    <message>
        <source>Deals per round, time, the VP scale and what a bye is worth.</source>
        <translation>Smazzate per turno, tempo, scala VP e valore del riposo.</translation>
    </message>
    <message>
        <source>Standings and plan</source>
        <translation>Classifica e programma</translation>
    </message>
    <message>
        <source>How ties are broken, and which movement each round follows.</source>
        <translation>Come si risolvono le parità e quale movimento segue ogni turno.</translation>
    </message>
    <message>
        <source>Finish now to use the usual settings: 3 deals of 15 minutes, the FIBUR 3-deal scale, a bye worth 14 VP, 3 Mitchell rounds then 2 Danish. Or go Next to check them. Everything can be changed later in Tournament settings.</source>
        <translation>Premi Fine per usare le impostazioni abituali: 3 smazzate da 15 minuti, la scala FIBUR a 3 smazzate, riposo da 14 VP, 3 turni Mitchell e poi 2 danesi. Oppure premi Avanti per controllarle. Tutto si può cambiare in seguito nelle Impostazioni del torneo.</translation>
    </message>
</context>
<context>
    <name>NextRoundDialog</name>
    <message>
        <source>Round {number}</source>
        <translation>Turno {number}</translation>
    </message>
    <message>
        <source>As planned: {movement} (round {index} of {rounds} in this phase)</source>
        <translation>Come da programma: {movement} (turno {index} di {rounds} di questa fase)</translation>
    </message>
    <message>
        <source>As planned: {movement} (the plan's last phase goes on)</source>
        <translation>Come da programma: {movement} (prosegue l'ultima fase)</translation>
    </message>
    <message>
        <source>{movement}, for this round only</source>
        <translation>{movement}, solo per questo turno</translation>
    </message>
    <message>
        <source>{pairs} pairs play: {tables} tables and one bye.</source>
        <translation>Giocano {pairs} coppie: {tables} tavoli e un riposo.</translation>
    </message>
    <message>
        <source>{pairs} pairs play: {tables} tables.</source>
        <translation>Giocano {pairs} coppie: {tables} tavoli.</translation>
    </message>
    <message>
        <source>Danish and Swiss rounds pair on the standings, so every table of the previous round must have its result first. Until results are entered the round can be swapped or deleted.</source>
        <translation>I turni danese e svizzero accoppiano sulla classifica, quindi prima ogni tavolo del turno precedente deve avere il risultato. Finché non ci sono risultati il turno si può modificare con scambi o cancellare.</translation>
    </message>
    <message>
        <source>&amp;Movement:</source>
        <translation>&amp;Movimento:</translation>
    </message>
    <message>
        <source>&amp;Make round {number}</source>
        <translation>&amp;Crea il turno {number}</translation>
    </message>
</context>
<context>
    <name>PairDialog</name>
    <message>
        <source>Pair {number}</source>
        <translation>Coppia {number}</translation>
    </message>
    <message>
        <source>Late entry</source>
        <translation>Iscrizione tardiva</translation>
    </message>
    <message>
        <source>Add a pair</source>
        <translation>Aggiungi una coppia</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Giocatore 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Giocatore 2</translation>
    </message>
    <message>
        <source>optional, for Danish rounds in groups</source>
        <translation>facoltativo, per turni danesi a gironi</translation>
    </message>
    <message>
        <source>next free</source>
        <translation>primo libero</translation>
    </message>
    <message>
        <source>Pair &amp;number:</source>
        <translation>&amp;Numero coppia:</translation>
    </message>
    <message>
        <source>&amp;Group:</source>
        <translation>&amp;Girone:</translation>
    </message>
    <message>
        <source>The pair keeps its number and its results.</source>
        <translation>La coppia mantiene il numero e i risultati.</translation>
    </message>
    <message>
        <source>Rounds are already made: this pair is a late entry and plays from round {round}.</source>
        <translation>I turni sono già stati creati: questa coppia è un'iscrizione tardiva e gioca dal turno {round}.</translation>
    </message>
</context>
<context>
    <name>PairsPage</name>
    <message>
        <source>Search by name, club, member id or number (Ctrl+F)</source>
        <translation>Cerca per nome, circolo, tessera o numero (Ctrl+F)</translation>
    </message>
    <message>
        <source>&amp;Add pair…</source>
        <translation>&amp;Aggiungi coppia…</translation>
    </message>
    <message>
        <source>&amp;Edit pair…</source>
        <translation>&amp;Modifica coppia…</translation>
    </message>
    <message>
        <source>&amp;Withdraw pair…</source>
        <translation>&amp;Ritira coppia…</translation>
    </message>
    <message>
        <source>&amp;Reinstate pair</source>
        <translation>Ri&amp;ammetti coppia</translation>
    </message>
    <message>
        <source>&amp;Import pairs from a spreadsheet…</source>
        <translation>&amp;Importa coppie da un foglio di calcolo…</translation>
    </message>
    <message>
        <source>&amp;Find pair</source>
        <translation>&amp;Trova coppia</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importa…</translation>
    </message>
    <message>
        <source>No pair is registered yet. Add pairs one by one, or import a spreadsheet (XLSX or CSV).</source>
        <translation>Nessuna coppia iscritta. Aggiungi le coppie una per una, o importa un foglio di calcolo (XLSX o CSV).</translation>
    </message>
    <message>
        <source>&amp;Add late entry…</source>
        <translation>&amp;Aggiungi iscrizione tardiva…</translation>
    </message>
    <message>
        <source>A pair that arrives now plays from round {round}</source>
        <translation>Una coppia che arriva ora gioca dal turno {round}</translation>
    </message>
    <message>
        <source>{count} pairs</source>
        <translation>{count} coppie</translation>
    </message>
    <message>
        <source> ({withdrawn} withdrawn)</source>
        <translation> ({withdrawn} ritirate)</translation>
    </message>
    <message>
        <source>{shown} shown of {text}</source>
        <translation>{shown} mostrate su {text}</translation>
    </message>
    <message>
        <source>Reinstate pair {number} ({players})? It can be placed in the next rounds again.</source>
        <translation>Riammettere la coppia {number} ({players})? Potrà di nuovo essere inserita nei prossimi turni.</translation>
    </message>
    <message>
        <source>Reinstate</source>
        <translation>Riammetti</translation>
    </message>
    <message>
        <source>Import pairs</source>
        <translation>Importa coppie</translation>
    </message>
    <message>
        <source>Spreadsheets (*.xlsx *.xlsm *.csv *.txt);;All files (*)</source>
        <translation>Fogli di calcolo (*.xlsx *.xlsm *.csv *.txt);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>The pairs were not imported: {reason}</source>
        <translation>Le coppie non sono state importate: {reason}</translation>
    </message>
    <message>
        <source>Reading {file}…</source>
        <translation>Lettura di {file}…</translation>
    </message>
    <message>
        <source>{count} pairs were registered.</source>
        <translation>Sono state iscritte {count} coppie.</translation>
    </message>
</context>
<context>
    <name>PairsTableModel</name>
    <message>
        <source>No.</source>
        <translation>N.</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Giocatore 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Giocatore 2</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Circolo</translation>
    </message>
    <message>
        <source>Member id</source>
        <translation>Tessera</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Girone</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stato</translation>
    </message>
</context>
<context>
    <name>PhaseRow</name>
    <message>
        <source>How many tables the EW pairs move up each round (more than 1 keeps clubs apart)</source>
        <translation>Di quanti tavoli avanzano le coppie EO a ogni turno (più di 1 tiene separati i circoli)</translation>
    </message>
    <message>
        <source>EW move by</source>
        <translation>EO avanzano di</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Rimuovi</translation>
    </message>
    <message>
        <source>rounds of</source>
        <translation>turni di</translation>
    </message>
</context>
<context>
    <name>PlaySection</name>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>From a &amp;file…</source>
        <translation>Da un &amp;file…</translation>
    </message>
    <message>
        <source>Use a VP scale saved as a JSON file</source>
        <translation>Usa una scala VP salvata come file JSON</translation>
    </message>
    <message>
        <source>Semi-clean burracos count</source>
        <translation>I burraco semipuliti valgono</translation>
    </message>
    <message>
        <source> VP</source>
        <translation> VP</translation>
    </message>
    <message>
        <source>MP from the scale</source>
        <translation>MP dalla scala</translation>
    </message>
    <message>
        <source> MP</source>
        <translation> MP</translation>
    </message>
    <message>
        <source>MP difference</source>
        <translation>scarto</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>D&amp;eals per round:</source>
        <translation>&amp;Smazzate per turno:</translation>
    </message>
    <message>
        <source>&amp;Minutes per deal:</source>
        <translation>&amp;Minuti per smazzata:</translation>
    </message>
    <message>
        <source>VP &amp;scale:</source>
        <translation>Scala &amp;VP:</translation>
    </message>
    <message>
        <source>Semi-c&amp;lean:</source>
        <translation>Semi&amp;puliti:</translation>
    </message>
    <message>
        <source>&amp;Bye scores:</source>
        <translation>&amp;Il riposo vale:</translation>
    </message>
    <message>
        <source>Bonus values</source>
        <translation>Valori dei premi</translation>
    </message>
    <message>
        <source>Clean burraco:</source>
        <translation>Burraco pulito:</translation>
    </message>
    <message>
        <source>Dirty burraco:</source>
        <translation>Burraco sporco:</translation>
    </message>
    <message>
        <source>Closing:</source>
        <translation>Chiusura:</translation>
    </message>
    <message>
        <source>Pozzetto not taken:</source>
        <translation>Pozzetto non preso:</translation>
    </message>
    <message>
        <source>The scale in use:</source>
        <translation>La scala in uso:</translation>
    </message>
    <message>
        <source>{name} (this tournament's copy)</source>
        <translation>{name} (copia di questo torneo)</translation>
    </message>
    <message>
        <source>The VP scale was not loaded: {reason}</source>
        <translation>La scala VP non è stata caricata: {reason}</translation>
    </message>
    <message>
        <source>VP scale file</source>
        <translation>File della scala VP</translation>
    </message>
    <message>
        <source>VP scales (*.json);;All files (*)</source>
        <translation>Scale VP (*.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Not an official scale.</source>
        <translation>Scala non ufficiale.</translation>
    </message>
    <message>
        <source>= {minutes} minutes per round</source>
        <translation>= {minutes} minuti per turno</translation>
    </message>
    <message>
        <source>No MP difference earns that many VP: set the MP by hand.</source>
        <translation>Nessuno scarto dà tanti VP: imposta gli MP a mano.</translation>
    </message>
    <message>
        <source>A bye counts {vp} VP and {mp} MP difference.</source>
        <translation>Un riposo vale {vp} VP e {mp} di scarto.</translation>
    </message>
</context>
<context>
    <name>RankingSection</name>
    <message>
        <source>Ticked criteria break ties from the top; VP always comes first. Untick one to leave it out.</source>
        <translation>I criteri spuntati risolvono le parità dall'alto; i VP vengono sempre per primi. Togli la spunta per escluderne uno.</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>Sposta in &amp;su</translation>
    </message>
    <message>
        <source>Move d&amp;own</source>
        <translation>Sposta in &amp;giù</translation>
    </message>
    <message>
        <source>Tie-breaks (in order)</source>
        <translation>Spareggi (in ordine)</translation>
    </message>
    <message>
        <source>&amp;Add a phase</source>
        <translation>&amp;Aggiungi una fase</translation>
    </message>
    <message>
        <source>Plan of rounds</source>
        <translation>Programma dei turni</translation>
    </message>
    <message>
        <source>Rounds follow the phases in order; after the last phase its movement goes on. Any round can still be made with another movement.</source>
        <translation>I turni seguono le fasi in ordine; dopo l'ultima fase il suo movimento prosegue. Ogni turno si può comunque creare con un altro movimento.</translation>
    </message>
    <message>
        <source>Standings rank by VP first</source>
        <translation>La classifica ordina prima per VP</translation>
    </message>
    <message>
        <source>{rounds} rounds planned</source>
        <translation>{rounds} turni in programma</translation>
    </message>
</context>
<context>
    <name>RoundTablesTableModel</name>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>NS</source>
        <translation>NS</translation>
    </message>
    <message>
        <source>NS players</source>
        <translation>Giocatori NS</translation>
    </message>
    <message>
        <source>EW</source>
        <translation>EO</translation>
    </message>
    <message>
        <source>EW players</source>
        <translation>Giocatori EO</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Segnapunti</translation>
    </message>
    <message>
        <source>In (artificial result)</source>
        <translation>Consegnato (risultato artificiale)</translation>
    </message>
    <message>
        <source>In</source>
        <translation>Consegnato</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>In attesa</translation>
    </message>
</context>
<context>
    <name>RoundsPage</name>
    <message>
        <source>&amp;Next round…</source>
        <translation>&amp;Turno successivo…</translation>
    </message>
    <message>
        <source>Swap two &amp;pairs…</source>
        <translation>Scambia due &amp;coppie…</translation>
    </message>
    <message>
        <source>Swap two &amp;tables…</source>
        <translation>Scambia due &amp;tavoli…</translation>
    </message>
    <message>
        <source>&amp;Delete the last round…</source>
        <translation>&amp;Cancella l'ultimo turno…</translation>
    </message>
    <message>
        <source>By &amp;table</source>
        <translation>Per &amp;tavolo</translation>
    </message>
    <message>
        <source>By player &amp;name</source>
        <translation>Per &amp;nome del giocatore</translation>
    </message>
    <message>
        <source>&amp;Round:</source>
        <translation>&amp;Turno:</translation>
    </message>
    <message>
        <source>Round {number} · {movement}</source>
        <translation>Turno {number} · {movement}</translation>
    </message>
    <message>
        <source>Score sheets in: {done} of {total}</source>
        <translation>Segnapunti consegnati: {done} di {total}</translation>
    </message>
    <message>
        <source>Bye: {pairs}</source>
        <translation>Riposo: {pairs}</translation>
    </message>
    <message>
        <source>Register at least two pairs on the Pairs page, then make round 1 here.</source>
        <translation>Iscrivi almeno due coppie nella pagina Coppie, poi crea qui il turno 1.</translation>
    </message>
    <message>
        <source>No round yet. Press Next round to make round 1 ({movement}, as planned).</source>
        <translation>Nessun turno ancora. Premi Turno successivo per creare il turno 1 ({movement}, come da programma).</translation>
    </message>
    <message>
        <source>No round yet. Press Next round to make round 1.</source>
        <translation>Nessun turno ancora. Premi Turno successivo per creare il turno 1.</translation>
    </message>
    <message>
        <source>Round {number} is made: {tables} tables ({movement}).</source>
        <translation>Il turno {number} è pronto: {tables} tavoli ({movement}).</translation>
    </message>
    <message>
        <source>These pairs meet again: {pairs}.</source>
        <translation>Queste coppie si incontrano di nuovo: {pairs}.</translation>
    </message>
    <message>
        <source>Tables {a} and {b} of round {round} were swapped.</source>
        <translation>I tavoli {a} e {b} del turno {round} sono stati scambiati.</translation>
    </message>
    <message>
        <source>Pairs {a} and {b} of round {round} were swapped.</source>
        <translation>Le coppie {a} e {b} del turno {round} sono state scambiate.</translation>
    </message>
    <message>
        <source>Round {number} was deleted.</source>
        <translation>Il turno {number} è stato cancellato.</translation>
    </message>
    <message>
        <source>Delete round {number}? Its seating is forgotten and the round can be made again. A round with results cannot be deleted.</source>
        <translation>Cancellare il turno {number}? La sua disposizione viene dimenticata e il turno si può creare di nuovo. Un turno con risultati non si può cancellare.</translation>
    </message>
    <message>
        <source>Delete round {number}</source>
        <translation>Cancella il turno {number}</translation>
    </message>
</context>
<context>
    <name>ScoreSheetsPage</name>
    <message>
        <source>Score sheets</source>
        <translation>Segnapunti</translation>
    </message>
    <message>
        <source>Entering score sheets in this window comes in the next version.

Meanwhile, sheets saved with the command line or imported from a tournament file count at once: the Rounds page shows which tables have handed in their sheet, and the Standings page is up to date after every one.</source>
        <translation>L'inserimento dei segnapunti in questa finestra arriva nella prossima versione.

Nel frattempo, i segnapunti salvati dalla riga di comando o importati da un file di torneo contano subito: la pagina Turni mostra quali tavoli hanno consegnato il segnapunti, e la pagina Classifica è aggiornata dopo ognuno.</translation>
    </message>
</context>
<context>
    <name>SeatsByNameTableModel</name>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Coppia</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Linea</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Tournament settings</source>
        <translation>Impostazioni del torneo</translation>
    </message>
    <message>
        <source>&amp;Event</source>
        <translation>&amp;Evento</translation>
    </message>
    <message>
        <source>&amp;Rounds and scoring</source>
        <translation>&amp;Turni e punteggio</translation>
    </message>
    <message>
        <source>&amp;Standings and plan</source>
        <translation>&amp;Classifica e programma</translation>
    </message>
    <message>
        <source>Results already entered</source>
        <translation>Risultati già inseriti</translation>
    </message>
    <message>
        <source>Score every table again with the new values</source>
        <translation>Ricalcola ogni tavolo con i nuovi valori</translation>
    </message>
    <message>
        <source>Reason for the change (kept in the log)</source>
        <translation>Motivo della modifica (resta nel registro)</translation>
    </message>
    <message>
        <source>Changing the VP scale, the bonus values or the bye score changes what the results entered so far are worth. Tick the box and give a reason to do so.</source>
        <translation>Cambiare la scala VP, i valori dei premi o il valore del riposo cambia quanto valgono i risultati già inseriti. Per farlo spunta la casella e indica un motivo.</translation>
    </message>
</context>
<context>
    <name>StandingsPage</name>
    <message>
        <source>Pair &amp;history…</source>
        <translation>&amp;Storico della coppia…</translation>
    </message>
    <message>
        <source>Add an &amp;adjustment…</source>
        <translation>Aggiungi una &amp;rettifica…</translation>
    </message>
    <message>
        <source>&amp;Remove adjustment…</source>
        <translation>R&amp;imuovi rettifica…</translation>
    </message>
    <message>
        <source>Adjustments</source>
        <translation>Rettifiche</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Coppia</translation>
    </message>
    <message>
        <source>After round</source>
        <translation>Dopo il turno</translation>
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
        <translation>Motivo</translation>
    </message>
    <message>
        <source>&amp;After round:</source>
        <translation>&amp;Dopo il turno:</translation>
    </message>
    <message>
        <source>, {done} of {total} sheets in</source>
        <translation>, {done} di {total} segnapunti consegnati</translation>
    </message>
    <message>
        <source>0 (no round yet)</source>
        <translation>0 (nessun turno ancora)</translation>
    </message>
    <message>
        <source>{round} (latest{progress})</source>
        <translation>{round} (ultimo{progress})</translation>
    </message>
    <message>
        <source>Ties broken by: {chain}</source>
        <translation>Parità risolte da: {chain}</translation>
    </message>
    <message>
        <source>Checks ✓ {vp} VP over {tables} tables, MP differences sum to 0</source>
        <translation>Controlli ✓ {vp} VP su {tables} tavoli, la somma degli scarti è 0</translation>
    </message>
    <message>
        <source>Checks failed: {vp} VP (expected {expected}), MP differences sum to {diff}</source>
        <translation>Controlli falliti: {vp} VP (attesi {expected}), la somma degli scarti è {diff}</translation>
    </message>
    <message>
        <source>Remove an adjustment</source>
        <translation>Rimuovi una rettifica</translation>
    </message>
    <message>
        <source>Remove the adjustment of pair {pair} after round {round} ({reason})?
Why:</source>
        <translation>Rimuovere la rettifica della coppia {pair} dopo il turno {round} ({reason})?
Perché:</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Rimuovi</translation>
    </message>
</context>
<context>
    <name>StandingsTableModel</name>
    <message>
        <source>Rank</source>
        <translation>Pos.</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Coppia</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>MP diff</source>
        <translation>Scarto</translation>
    </message>
    <message>
        <source>MP</source>
        <translation>MP</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Turni</translation>
    </message>
    <message>
        <source>Byes</source>
        <translation>Riposi</translation>
    </message>
    <message>
        <source>Adjustments</source>
        <translation>Rettifiche</translation>
    </message>
    <message>
        <source>Tie broken by</source>
        <translation>Parità risolta da</translation>
    </message>
    <message>
        <source>Director's adjustments: {vp} VP, {mp} MP</source>
        <translation>Rettifiche del direttore: {vp} VP, {mp} MP</translation>
    </message>
    <message>
        <source>Withdrawn: past results count</source>
        <translation>Ritirata: i risultati giocati contano</translation>
    </message>
    <message>
        <source>(withdrawn)</source>
        <translation>(ritirata)</translation>
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
        <translation>&amp;Apri torneo</translation>
    </message>
    <message>
        <source>No database is open.</source>
        <translation>Nessun database aperto.</translation>
    </message>
    <message>
        <source>Database: {target}</source>
        <translation>Database: {target}</translation>
    </message>
    <message>
        <source>({pairs} pairs, {rounds} rounds)</source>
        <translation>({pairs} coppie, {rounds} turni)</translation>
    </message>
    <message>
        <source>Open a tournament database (Ctrl+O), or make a new one.</source>
        <translation>Apri un database di tornei (Ctrl+O), o creane uno nuovo.</translation>
    </message>
    <message>
        <source>This database holds {count} tournaments. Choose one:</source>
        <translation>Questo database contiene {count} tornei. Scegline uno:</translation>
    </message>
    <message>
        <source>This database holds no tournament yet. Start one with New tournament (Ctrl+N).</source>
        <translation>Questo database non contiene ancora tornei. Creane uno con Nuovo torneo (Ctrl+N).</translation>
    </message>
</context>
<context>
    <name>SwapDialog</name>
    <message>
        <source>Swap two tables of round {number}</source>
        <translation>Scambia due tavoli del turno {number}</translation>
    </message>
    <message>
        <source>Swap two pairs of round {number}</source>
        <translation>Scambia due coppie del turno {number}</translation>
    </message>
    <message>
        <source>Table {table}: {ns} v {ew}</source>
        <translation>Tavolo {table}: {ns} contro {ew}</translation>
    </message>
    <message>
        <source>table {table} {line}</source>
        <translation>tavolo {table} {line}</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>riposo</translation>
    </message>
    <message>
        <source>A swap by hand can break the movement; what it breaks is shown after the swap.</source>
        <translation>Uno scambio a mano può rompere il movimento; dopo lo scambio viene mostrato che cosa rompe.</translation>
    </message>
    <message>
        <source>&amp;Swap:</source>
        <translation>&amp;Scambia:</translation>
    </message>
    <message>
        <source>&amp;With:</source>
        <translation>&amp;Con:</translation>
    </message>
    <message>
        <source>S&amp;wap</source>
        <translation>Sc&amp;ambia</translation>
    </message>
</context>
<context>
    <name>WithdrawDialog</name>
    <message>
        <source>Withdraw pair {number}</source>
        <translation>Ritira la coppia {number}</translation>
    </message>
    <message>
        <source>before round 1</source>
        <translation>prima del turno 1</translation>
    </message>
    <message>
        <source>e.g. a player fell ill</source>
        <translation>p. es. un giocatore si è ammalato</translation>
    </message>
    <message>
        <source>{pair} plays no more rounds. The results already played stay in the standings.</source>
        <translation>{pair} non gioca più turni. I risultati già giocati restano in classifica.</translation>
    </message>
    <message>
        <source>Plays no round &amp;after round:</source>
        <translation>Non gioca più &amp;dopo il turno:</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Motivo:</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>Ritira</translation>
    </message>
</context>
<context>
    <name>Workspace</name>
    <message>
        <source>Pairs</source>
        <translation>Coppie</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Turni</translation>
    </message>
    <message>
        <source>Score sheets</source>
        <translation>Segnapunti</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classifica</translation>
    </message>
</context>
<context>
    <name>_PlayerBox</name>
    <message>
        <source>Name:</source>
        <translation>Nome:</translation>
    </message>
    <message>
        <source>Club:</source>
        <translation>Circolo:</translation>
    </message>
    <message>
        <source>Member id:</source>
        <translation>Tessera:</translation>
    </message>
</context>
</TS>
