<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>AdjustmentDialog</name>
    <message>
        <source>Add an adjustment</source>
        <translation>Add an adjustment</translation>
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
        <translation>required, e.g. two warnings</translation>
    </message>
    <message>
        <source>Two &amp;warnings: −1 VP</source>
        <translation>Two &amp;warnings: −1 VP</translation>
    </message>
    <message>
        <source>Negative values take points away. The opponents' scores do not change; MP add to the pair's MP difference.</source>
        <translation>Negative values take points away. The opponents' scores do not change; MP add to the pair's MP difference.</translation>
    </message>
    <message>
        <source>&amp;Pair:</source>
        <translation>&amp;Pair:</translation>
    </message>
    <message>
        <source>Counts &amp;after round:</source>
        <translation>Counts &amp;after round:</translation>
    </message>
    <message>
        <source>P&amp;oints:</source>
        <translation>P&amp;oints:</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Reason:</translation>
    </message>
    <message>
        <source>two warnings</source>
        <translation>two warnings</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Something went wrong inside Burraco Tourney ({error}). Everything saved so far is safe in the database. The details are in {log}; please send them to whoever supports you.</source>
        <translation>Something went wrong inside Burraco Tourney ({error}). Everything saved so far is safe in the database. The details are in {log}; please send them to whoever supports you.</translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <source>Close this message</source>
        <translation>Close this message</translation>
    </message>
</context>
<context>
    <name>EventSection</name>
    <message>
        <source>e.g. Torneo di Natale</source>
        <translation>e.g. Torneo di Natale</translation>
    </message>
    <message>
        <source>no date</source>
        <translation>no date</translation>
    </message>
    <message>
        <source>club or hall (optional)</source>
        <translation>club or hall (optional)</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Date:</translation>
    </message>
    <message>
        <source>&amp;Venue:</source>
        <translation>&amp;Venue:</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>History of pair {number}</source>
        <translation>History of pair {number}</translation>
    </message>
    <message>
        <source>After round {round}</source>
        <translation>After round {round}</translation>
    </message>
    <message>
        <source>After round {round}: {vp} VP, {mp} MP — {reason}</source>
        <translation>After round {round}: {vp} VP, {mp} MP — {reason}</translation>
    </message>
    <message>
        <source>Adjustments:</source>
        <translation>Adjustments:</translation>
    </message>
    <message>
        <source>Rank {rank}: {vp} VP, MP difference {diff}, {mp} MP, rounds played: {rounds}</source>
        <translation>Rank {rank}: {vp} VP, MP difference {diff}, {mp} MP, rounds played: {rounds}</translation>
    </message>
</context>
<context>
    <name>HistoryTableModel</name>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Line</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Opponents</translation>
    </message>
    <message>
        <source>MP</source>
        <translation>MP</translation>
    </message>
    <message>
        <source>Opp. MP</source>
        <translation>Opp. MP</translation>
    </message>
    <message>
        <source>Diff</source>
        <translation>Diff</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>Artificial result set by the director</source>
        <translation>Artificial result set by the director</translation>
    </message>
    <message>
        <source>Bye</source>
        <translation>Bye</translation>
    </message>
</context>
<context>
    <name>ImportPreviewDialog</name>
    <message>
        <source>Import pairs</source>
        <translation>Import pairs</translation>
    </message>
    <message>
        <source>File: {path}</source>
        <translation>File: {path}</translation>
    </message>
    <message>
        <source>&amp;Import {count} pairs</source>
        <translation>&amp;Import {count} pairs</translation>
    </message>
    <message>
        <source>{bad} of {count} rows have problems (highlighted). Correct the file and import it again: nothing is saved until every row is right.</source>
        <translation>{bad} of {count} rows have problems (highlighted). Correct the file and import it again: nothing is saved until every row is right.</translation>
    </message>
    <message>
        <source>All {count} rows can be imported. Check the pair numbers, then press Import.</source>
        <translation>All {count} rows can be imported. Check the pair numbers, then press Import.</translation>
    </message>
</context>
<context>
    <name>ImportPreviewTableModel</name>
    <message>
        <source>Row</source>
        <translation>Row</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Pair</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Player 1</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Member id</source>
        <translation>Member id</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Player 2</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Group</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problems</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New tournament…</source>
        <translation>&amp;New tournament…</translation>
    </message>
    <message>
        <source>&amp;Open database…</source>
        <translation>&amp;Open database…</translation>
    </message>
    <message>
        <source>New &amp;database file…</source>
        <translation>New &amp;database file…</translation>
    </message>
    <message>
        <source>&amp;Switch tournament…</source>
        <translation>&amp;Switch tournament…</translation>
    </message>
    <message>
        <source>Tournament &amp;settings…</source>
        <translation>Tournament &amp;settings…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Refresh</translation>
    </message>
    <message>
        <source>&amp;About Burraco Tourney</source>
        <translation>&amp;About Burraco Tourney</translation>
    </message>
    <message>
        <source>&amp;Pairs</source>
        <translation>&amp;Pairs</translation>
    </message>
    <message>
        <source>&amp;Rounds</source>
        <translation>&amp;Rounds</translation>
    </message>
    <message>
        <source>Score &amp;sheets</source>
        <translation>Score &amp;sheets</translation>
    </message>
    <message>
        <source>S&amp;tandings</source>
        <translation>S&amp;tandings</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Open &amp;recent</translation>
    </message>
    <message>
        <source>&amp;Round</source>
        <translation>&amp;Round</translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <translation>&amp;Standings</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>System language</translation>
    </message>
    <message>
        <source>The language changes when Burraco Tourney is started again.</source>
        <translation>The language changes when Burraco Tourney is started again.</translation>
    </message>
    <message>
        <source>The database was not opened</source>
        <translation>The database was not opened</translation>
    </message>
    <message>
        <source>Open a tournament database</source>
        <translation>Open a tournament database</translation>
    </message>
    <message>
        <source>Tournament databases (*.sqlite *.sqlite3 *.db);;All files (*)</source>
        <translation>Tournament databases (*.sqlite *.sqlite3 *.db);;All files (*)</translation>
    </message>
    <message>
        <source>New tournament database</source>
        <translation>New tournament database</translation>
    </message>
    <message>
        <source>Tournament databases (*.sqlite)</source>
        <translation>Tournament databases (*.sqlite)</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>&amp;Clear the list</translation>
    </message>
    <message>
        <source>The settings are saved. Rounds {rounds} were paired on the standings before this change: look at them again if they are not played yet.</source>
        <translation>The settings are saved. Rounds {rounds} were paired on the standings before this change: look at them again if they are not played yet.</translation>
    </message>
    <message>
        <source>Burraco Tourney {version}
Runs Burraco pair tournaments: registration, movements, score sheets, VP and standings.
Licensed under the GNU GPL, version 3 or later.</source>
        <translation>Burraco Tourney {version}
Runs Burraco pair tournaments: registration, movements, score sheets, VP and standings.
Licensed under the GNU GPL, version 3 or later.</translation>
    </message>
    <message>
        <source>About Burraco Tourney</source>
        <translation>About Burraco Tourney</translation>
    </message>
    <message>
        <source>Burraco Tourney</source>
        <translation>Burraco Tourney</translation>
    </message>
    <message>
        <source>{name}: {pairs} pairs</source>
        <translation>{name}: {pairs} pairs</translation>
    </message>
    <message>
        <source>No round yet</source>
        <translation>No round yet</translation>
    </message>
    <message>
        <source>Round {number} of {planned} ({movement})</source>
        <translation>Round {number} of {planned} ({movement})</translation>
    </message>
    <message>
        <source>Round {number} ({movement})</source>
        <translation>Round {number} ({movement})</translation>
    </message>
    <message>
        <source>Sheets in: {done} of {total}</source>
        <translation>Sheets in: {done} of {total}</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>Not done</source>
        <translation>Not done</translation>
    </message>
    <message>
        <source>Burraco Tourney</source>
        <translation>Burraco Tourney</translation>
    </message>
    <message>
        <source>Please confirm</source>
        <translation>Please confirm</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Yes</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
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
        <translation>Danish</translation>
    </message>
    <message>
        <source>Swiss</source>
        <translation>Swiss</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>Round robin</translation>
    </message>
    <message>
        <source>Manual</source>
        <translation>Manual</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>MP difference</source>
        <translation>MP difference</translation>
    </message>
    <message>
        <source>head-to-head</source>
        <translation>head-to-head</translation>
    </message>
    <message>
        <source>MP scored</source>
        <translation>MP scored</translation>
    </message>
    <message>
        <source>drawing lots</source>
        <translation>drawing lots</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>bye</translation>
    </message>
    <message>
        <source>NS</source>
        <translation>NS</translation>
    </message>
    <message>
        <source>EW</source>
        <translation>EW</translation>
    </message>
    <message>
        <source>Withdrawn before round 1</source>
        <translation>Withdrawn before round 1</translation>
    </message>
    <message>
        <source>Withdrawn after round {round}</source>
        <translation>Withdrawn after round {round}</translation>
    </message>
    <message>
        <source>Active (joins at round {round})</source>
        <translation>Active (joins at round {round})</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Active</translation>
    </message>
</context>
<context>
    <name>NewTournamentWizard</name>
    <message>
        <source>New tournament</source>
        <translation>New tournament</translation>
    </message>
    <message>
        <source>The event</source>
        <translation>The event</translation>
    </message>
    <message>
        <source>What the tournament is called, when and where it is played.</source>
        <translation>What the tournament is called, when and where it is played.</translation>
    </message>
    <message>
        <source>Rounds and scoring</source>
        <translation>Rounds and scoring</translation>
    </message>
    <message>
        <source>Deals per round, time, the VP scale and what a bye is worth.</source>
        <translation>Deals per round, time, the VP scale and what a bye is worth.</translation>
    </message>
    <message>
        <source>Standings and plan</source>
        <translation>Standings and plan</translation>
    </message>
    <message>
        <source>How ties are broken, and which movement each round follows.</source>
        <translation>How ties are broken, and which movement each round follows.</translation>
    </message>
    <message>
        <source>Finish now to use the usual settings: 3 deals of 15 minutes, the FIBUR 3-deal scale, a bye worth 14 VP, 3 Mitchell rounds then 2 Danish. Or go Next to check them. Everything can be changed later in Tournament settings.</source>
        <translation>Finish now to use the usual settings: 3 deals of 15 minutes, the FIBUR 3-deal scale, a bye worth 14 VP, 3 Mitchell rounds then 2 Danish. Or go Next to check them. Everything can be changed later in Tournament settings.</translation>
    </message>
</context>
<context>
    <name>NextRoundDialog</name>
    <message>
        <source>Round {number}</source>
        <translation>Round {number}</translation>
    </message>
    <message>
        <source>As planned: {movement} (round {index} of {rounds} in this phase)</source>
        <translation>As planned: {movement} (round {index} of {rounds} in this phase)</translation>
    </message>
    <message>
        <source>As planned: {movement} (the plan's last phase goes on)</source>
        <translation>As planned: {movement} (the plan's last phase goes on)</translation>
    </message>
    <message>
        <source>{movement}, for this round only</source>
        <translation>{movement}, for this round only</translation>
    </message>
    <message>
        <source>{pairs} pairs play: {tables} tables and one bye.</source>
        <translation>{pairs} pairs play: {tables} tables and one bye.</translation>
    </message>
    <message>
        <source>{pairs} pairs play: {tables} tables.</source>
        <translation>{pairs} pairs play: {tables} tables.</translation>
    </message>
    <message>
        <source>Danish and Swiss rounds pair on the standings, so every table of the previous round must have its result first. Until results are entered the round can be swapped or deleted.</source>
        <translation>Danish and Swiss rounds pair on the standings, so every table of the previous round must have its result first. Until results are entered the round can be swapped or deleted.</translation>
    </message>
    <message>
        <source>&amp;Movement:</source>
        <translation>&amp;Movement:</translation>
    </message>
    <message>
        <source>&amp;Make round {number}</source>
        <translation>&amp;Make round {number}</translation>
    </message>
</context>
<context>
    <name>PairDialog</name>
    <message>
        <source>Pair {number}</source>
        <translation>Pair {number}</translation>
    </message>
    <message>
        <source>Late entry</source>
        <translation>Late entry</translation>
    </message>
    <message>
        <source>Add a pair</source>
        <translation>Add a pair</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Player 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Player 2</translation>
    </message>
    <message>
        <source>optional, for Danish rounds in groups</source>
        <translation>optional, for Danish rounds in groups</translation>
    </message>
    <message>
        <source>next free</source>
        <translation>next free</translation>
    </message>
    <message>
        <source>Pair &amp;number:</source>
        <translation>Pair &amp;number:</translation>
    </message>
    <message>
        <source>&amp;Group:</source>
        <translation>&amp;Group:</translation>
    </message>
    <message>
        <source>The pair keeps its number and its results.</source>
        <translation>The pair keeps its number and its results.</translation>
    </message>
    <message>
        <source>Rounds are already made: this pair is a late entry and plays from round {round}.</source>
        <translation>Rounds are already made: this pair is a late entry and plays from round {round}.</translation>
    </message>
</context>
<context>
    <name>PairsPage</name>
    <message>
        <source>Search by name, club, member id or number (Ctrl+F)</source>
        <translation>Search by name, club, member id or number (Ctrl+F)</translation>
    </message>
    <message>
        <source>&amp;Add pair…</source>
        <translation>&amp;Add pair…</translation>
    </message>
    <message>
        <source>&amp;Edit pair…</source>
        <translation>&amp;Edit pair…</translation>
    </message>
    <message>
        <source>&amp;Withdraw pair…</source>
        <translation>&amp;Withdraw pair…</translation>
    </message>
    <message>
        <source>&amp;Reinstate pair</source>
        <translation>&amp;Reinstate pair</translation>
    </message>
    <message>
        <source>&amp;Import pairs from a spreadsheet…</source>
        <translation>&amp;Import pairs from a spreadsheet…</translation>
    </message>
    <message>
        <source>&amp;Find pair</source>
        <translation>&amp;Find pair</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Import…</translation>
    </message>
    <message>
        <source>No pair is registered yet. Add pairs one by one, or import a spreadsheet (XLSX or CSV).</source>
        <translation>No pair is registered yet. Add pairs one by one, or import a spreadsheet (XLSX or CSV).</translation>
    </message>
    <message>
        <source>&amp;Add late entry…</source>
        <translation>&amp;Add late entry…</translation>
    </message>
    <message>
        <source>A pair that arrives now plays from round {round}</source>
        <translation>A pair that arrives now plays from round {round}</translation>
    </message>
    <message>
        <source>{count} pairs</source>
        <translation>{count} pairs</translation>
    </message>
    <message>
        <source> ({withdrawn} withdrawn)</source>
        <translation> ({withdrawn} withdrawn)</translation>
    </message>
    <message>
        <source>{shown} shown of {text}</source>
        <translation>{shown} shown of {text}</translation>
    </message>
    <message>
        <source>Reinstate pair {number} ({players})? It can be placed in the next rounds again.</source>
        <translation>Reinstate pair {number} ({players})? It can be placed in the next rounds again.</translation>
    </message>
    <message>
        <source>Reinstate</source>
        <translation>Reinstate</translation>
    </message>
    <message>
        <source>Import pairs</source>
        <translation>Import pairs</translation>
    </message>
    <message>
        <source>Spreadsheets (*.xlsx *.xlsm *.csv *.txt);;All files (*)</source>
        <translation>Spreadsheets (*.xlsx *.xlsm *.csv *.txt);;All files (*)</translation>
    </message>
    <message>
        <source>The pairs were not imported: {reason}</source>
        <translation>The pairs were not imported: {reason}</translation>
    </message>
    <message>
        <source>Reading {file}…</source>
        <translation>Reading {file}…</translation>
    </message>
    <message>
        <source>{count} pairs were registered.</source>
        <translation>{count} pairs were registered.</translation>
    </message>
</context>
<context>
    <name>PairsTableModel</name>
    <message>
        <source>No.</source>
        <translation>No.</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Player 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Player 2</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Member id</source>
        <translation>Member id</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Group</translation>
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
        <translation>How many tables the EW pairs move up each round (more than 1 keeps clubs apart)</translation>
    </message>
    <message>
        <source>EW move by</source>
        <translation>EW move by</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <source>rounds of</source>
        <translation>rounds of</translation>
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
        <translation>From a &amp;file…</translation>
    </message>
    <message>
        <source>Use a VP scale saved as a JSON file</source>
        <translation>Use a VP scale saved as a JSON file</translation>
    </message>
    <message>
        <source>Semi-clean burracos count</source>
        <translation>Semi-clean burracos count</translation>
    </message>
    <message>
        <source> VP</source>
        <translation> VP</translation>
    </message>
    <message>
        <source>MP from the scale</source>
        <translation>MP from the scale</translation>
    </message>
    <message>
        <source> MP</source>
        <translation> MP</translation>
    </message>
    <message>
        <source>MP difference</source>
        <translation>MP difference</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>D&amp;eals per round:</source>
        <translation>D&amp;eals per round:</translation>
    </message>
    <message>
        <source>&amp;Minutes per deal:</source>
        <translation>&amp;Minutes per deal:</translation>
    </message>
    <message>
        <source>VP &amp;scale:</source>
        <translation>VP &amp;scale:</translation>
    </message>
    <message>
        <source>Semi-c&amp;lean:</source>
        <translation>Semi-c&amp;lean:</translation>
    </message>
    <message>
        <source>&amp;Bye scores:</source>
        <translation>&amp;Bye scores:</translation>
    </message>
    <message>
        <source>Bonus values</source>
        <translation>Bonus values</translation>
    </message>
    <message>
        <source>Clean burraco:</source>
        <translation>Clean burraco:</translation>
    </message>
    <message>
        <source>Dirty burraco:</source>
        <translation>Dirty burraco:</translation>
    </message>
    <message>
        <source>Closing:</source>
        <translation>Closing:</translation>
    </message>
    <message>
        <source>Pozzetto not taken:</source>
        <translation>Pozzetto not taken:</translation>
    </message>
    <message>
        <source>The scale in use:</source>
        <translation>The scale in use:</translation>
    </message>
    <message>
        <source>{name} (this tournament's copy)</source>
        <translation>{name} (this tournament's copy)</translation>
    </message>
    <message>
        <source>The VP scale was not loaded: {reason}</source>
        <translation>The VP scale was not loaded: {reason}</translation>
    </message>
    <message>
        <source>VP scale file</source>
        <translation>VP scale file</translation>
    </message>
    <message>
        <source>VP scales (*.json);;All files (*)</source>
        <translation>VP scales (*.json);;All files (*)</translation>
    </message>
    <message>
        <source>Not an official scale.</source>
        <translation>Not an official scale.</translation>
    </message>
    <message>
        <source>= {minutes} minutes per round</source>
        <translation>= {minutes} minutes per round</translation>
    </message>
    <message>
        <source>No MP difference earns that many VP: set the MP by hand.</source>
        <translation>No MP difference earns that many VP: set the MP by hand.</translation>
    </message>
    <message>
        <source>A bye counts {vp} VP and {mp} MP difference.</source>
        <translation>A bye counts {vp} VP and {mp} MP difference.</translation>
    </message>
</context>
<context>
    <name>RankingSection</name>
    <message>
        <source>Ticked criteria break ties from the top; VP always comes first. Untick one to leave it out.</source>
        <translation>Ticked criteria break ties from the top; VP always comes first. Untick one to leave it out.</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>Move &amp;up</translation>
    </message>
    <message>
        <source>Move d&amp;own</source>
        <translation>Move d&amp;own</translation>
    </message>
    <message>
        <source>Tie-breaks (in order)</source>
        <translation>Tie-breaks (in order)</translation>
    </message>
    <message>
        <source>&amp;Add a phase</source>
        <translation>&amp;Add a phase</translation>
    </message>
    <message>
        <source>Plan of rounds</source>
        <translation>Plan of rounds</translation>
    </message>
    <message>
        <source>Rounds follow the phases in order; after the last phase its movement goes on. Any round can still be made with another movement.</source>
        <translation>Rounds follow the phases in order; after the last phase its movement goes on. Any round can still be made with another movement.</translation>
    </message>
    <message>
        <source>Standings rank by VP first</source>
        <translation>Standings rank by VP first</translation>
    </message>
    <message>
        <source>{rounds} rounds planned</source>
        <translation>{rounds} rounds planned</translation>
    </message>
</context>
<context>
    <name>RoundTablesTableModel</name>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>NS</source>
        <translation>NS</translation>
    </message>
    <message>
        <source>NS players</source>
        <translation>NS players</translation>
    </message>
    <message>
        <source>EW</source>
        <translation>EW</translation>
    </message>
    <message>
        <source>EW players</source>
        <translation>EW players</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Score sheet</translation>
    </message>
    <message>
        <source>In (artificial result)</source>
        <translation>In (artificial result)</translation>
    </message>
    <message>
        <source>In</source>
        <translation>In</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>Waiting</translation>
    </message>
</context>
<context>
    <name>RoundsPage</name>
    <message>
        <source>&amp;Next round…</source>
        <translation>&amp;Next round…</translation>
    </message>
    <message>
        <source>Swap two &amp;pairs…</source>
        <translation>Swap two &amp;pairs…</translation>
    </message>
    <message>
        <source>Swap two &amp;tables…</source>
        <translation>Swap two &amp;tables…</translation>
    </message>
    <message>
        <source>&amp;Delete the last round…</source>
        <translation>&amp;Delete the last round…</translation>
    </message>
    <message>
        <source>By &amp;table</source>
        <translation>By &amp;table</translation>
    </message>
    <message>
        <source>By player &amp;name</source>
        <translation>By player &amp;name</translation>
    </message>
    <message>
        <source>&amp;Round:</source>
        <translation>&amp;Round:</translation>
    </message>
    <message>
        <source>Round {number} · {movement}</source>
        <translation>Round {number} · {movement}</translation>
    </message>
    <message>
        <source>Score sheets in: {done} of {total}</source>
        <translation>Score sheets in: {done} of {total}</translation>
    </message>
    <message>
        <source>Bye: {pairs}</source>
        <translation>Bye: {pairs}</translation>
    </message>
    <message>
        <source>Register at least two pairs on the Pairs page, then make round 1 here.</source>
        <translation>Register at least two pairs on the Pairs page, then make round 1 here.</translation>
    </message>
    <message>
        <source>No round yet. Press Next round to make round 1 ({movement}, as planned).</source>
        <translation>No round yet. Press Next round to make round 1 ({movement}, as planned).</translation>
    </message>
    <message>
        <source>No round yet. Press Next round to make round 1.</source>
        <translation>No round yet. Press Next round to make round 1.</translation>
    </message>
    <message>
        <source>Round {number} is made: {tables} tables ({movement}).</source>
        <translation>Round {number} is made: {tables} tables ({movement}).</translation>
    </message>
    <message>
        <source>These pairs meet again: {pairs}.</source>
        <translation>These pairs meet again: {pairs}.</translation>
    </message>
    <message>
        <source>Tables {a} and {b} of round {round} were swapped.</source>
        <translation>Tables {a} and {b} of round {round} were swapped.</translation>
    </message>
    <message>
        <source>Pairs {a} and {b} of round {round} were swapped.</source>
        <translation>Pairs {a} and {b} of round {round} were swapped.</translation>
    </message>
    <message>
        <source>Round {number} was deleted.</source>
        <translation>Round {number} was deleted.</translation>
    </message>
    <message>
        <source>Delete round {number}? Its seating is forgotten and the round can be made again. A round with results cannot be deleted.</source>
        <translation>Delete round {number}? Its seating is forgotten and the round can be made again. A round with results cannot be deleted.</translation>
    </message>
    <message>
        <source>Delete round {number}</source>
        <translation>Delete round {number}</translation>
    </message>
</context>
<context>
    <name>ScoreSheetsPage</name>
    <message>
        <source>Score sheets</source>
        <translation>Score sheets</translation>
    </message>
    <message>
        <source>Entering score sheets in this window comes in the next version.

Meanwhile, sheets saved with the command line or imported from a tournament file count at once: the Rounds page shows which tables have handed in their sheet, and the Standings page is up to date after every one.</source>
        <translation>Entering score sheets in this window comes in the next version.

Meanwhile, sheets saved with the command line or imported from a tournament file count at once: the Rounds page shows which tables have handed in their sheet, and the Standings page is up to date after every one.</translation>
    </message>
</context>
<context>
    <name>SeatsByNameTableModel</name>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Pair</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Line</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Tournament settings</source>
        <translation>Tournament settings</translation>
    </message>
    <message>
        <source>&amp;Event</source>
        <translation>&amp;Event</translation>
    </message>
    <message>
        <source>&amp;Rounds and scoring</source>
        <translation>&amp;Rounds and scoring</translation>
    </message>
    <message>
        <source>&amp;Standings and plan</source>
        <translation>&amp;Standings and plan</translation>
    </message>
    <message>
        <source>Results already entered</source>
        <translation>Results already entered</translation>
    </message>
    <message>
        <source>Score every table again with the new values</source>
        <translation>Score every table again with the new values</translation>
    </message>
    <message>
        <source>Reason for the change (kept in the log)</source>
        <translation>Reason for the change (kept in the log)</translation>
    </message>
    <message>
        <source>Changing the VP scale, the bonus values or the bye score changes what the results entered so far are worth. Tick the box and give a reason to do so.</source>
        <translation>Changing the VP scale, the bonus values or the bye score changes what the results entered so far are worth. Tick the box and give a reason to do so.</translation>
    </message>
</context>
<context>
    <name>StandingsPage</name>
    <message>
        <source>Pair &amp;history…</source>
        <translation>Pair &amp;history…</translation>
    </message>
    <message>
        <source>Add an &amp;adjustment…</source>
        <translation>Add an &amp;adjustment…</translation>
    </message>
    <message>
        <source>&amp;Remove adjustment…</source>
        <translation>&amp;Remove adjustment…</translation>
    </message>
    <message>
        <source>Adjustments</source>
        <translation>Adjustments</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Pair</translation>
    </message>
    <message>
        <source>After round</source>
        <translation>After round</translation>
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
        <translation>Reason</translation>
    </message>
    <message>
        <source>&amp;After round:</source>
        <translation>&amp;After round:</translation>
    </message>
    <message>
        <source>, {done} of {total} sheets in</source>
        <translation>, {done} of {total} sheets in</translation>
    </message>
    <message>
        <source>0 (no round yet)</source>
        <translation>0 (no round yet)</translation>
    </message>
    <message>
        <source>{round} (latest{progress})</source>
        <translation>{round} (latest{progress})</translation>
    </message>
    <message>
        <source>Ties broken by: {chain}</source>
        <translation>Ties broken by: {chain}</translation>
    </message>
    <message>
        <source>Checks ✓ {vp} VP over {tables} tables, MP differences sum to 0</source>
        <translation>Checks ✓ {vp} VP over {tables} tables, MP differences sum to 0</translation>
    </message>
    <message>
        <source>Checks failed: {vp} VP (expected {expected}), MP differences sum to {diff}</source>
        <translation>Checks failed: {vp} VP (expected {expected}), MP differences sum to {diff}</translation>
    </message>
    <message>
        <source>Remove an adjustment</source>
        <translation>Remove an adjustment</translation>
    </message>
    <message>
        <source>Remove the adjustment of pair {pair} after round {round} ({reason})?
Why:</source>
        <translation>Remove the adjustment of pair {pair} after round {round} ({reason})?
Why:</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
</context>
<context>
    <name>StandingsTableModel</name>
    <message>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Pair</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>MP diff</source>
        <translation>MP diff</translation>
    </message>
    <message>
        <source>MP</source>
        <translation>MP</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rounds</translation>
    </message>
    <message>
        <source>Byes</source>
        <translation>Byes</translation>
    </message>
    <message>
        <source>Adjustments</source>
        <translation>Adjustments</translation>
    </message>
    <message>
        <source>Tie broken by</source>
        <translation>Tie broken by</translation>
    </message>
    <message>
        <source>Director's adjustments: {vp} VP, {mp} MP</source>
        <translation>Director's adjustments: {vp} VP, {mp} MP</translation>
    </message>
    <message>
        <source>Withdrawn: past results count</source>
        <translation>Withdrawn: past results count</translation>
    </message>
    <message>
        <source>(withdrawn)</source>
        <translation>(withdrawn)</translation>
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
        <translation>&amp;Open tournament</translation>
    </message>
    <message>
        <source>No database is open.</source>
        <translation>No database is open.</translation>
    </message>
    <message>
        <source>Database: {target}</source>
        <translation>Database: {target}</translation>
    </message>
    <message>
        <source>({pairs} pairs, {rounds} rounds)</source>
        <translation>({pairs} pairs, {rounds} rounds)</translation>
    </message>
    <message>
        <source>Open a tournament database (Ctrl+O), or make a new one.</source>
        <translation>Open a tournament database (Ctrl+O), or make a new one.</translation>
    </message>
    <message>
        <source>This database holds {count} tournaments. Choose one:</source>
        <translation>This database holds {count} tournaments. Choose one:</translation>
    </message>
    <message>
        <source>This database holds no tournament yet. Start one with New tournament (Ctrl+N).</source>
        <translation>This database holds no tournament yet. Start one with New tournament (Ctrl+N).</translation>
    </message>
</context>
<context>
    <name>SwapDialog</name>
    <message>
        <source>Swap two tables of round {number}</source>
        <translation>Swap two tables of round {number}</translation>
    </message>
    <message>
        <source>Swap two pairs of round {number}</source>
        <translation>Swap two pairs of round {number}</translation>
    </message>
    <message>
        <source>Table {table}: {ns} v {ew}</source>
        <translation>Table {table}: {ns} v {ew}</translation>
    </message>
    <message>
        <source>table {table} {line}</source>
        <translation>table {table} {line}</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>bye</translation>
    </message>
    <message>
        <source>A swap by hand can break the movement; what it breaks is shown after the swap.</source>
        <translation>A swap by hand can break the movement; what it breaks is shown after the swap.</translation>
    </message>
    <message>
        <source>&amp;Swap:</source>
        <translation>&amp;Swap:</translation>
    </message>
    <message>
        <source>&amp;With:</source>
        <translation>&amp;With:</translation>
    </message>
    <message>
        <source>S&amp;wap</source>
        <translation>S&amp;wap</translation>
    </message>
</context>
<context>
    <name>WithdrawDialog</name>
    <message>
        <source>Withdraw pair {number}</source>
        <translation>Withdraw pair {number}</translation>
    </message>
    <message>
        <source>before round 1</source>
        <translation>before round 1</translation>
    </message>
    <message>
        <source>e.g. a player fell ill</source>
        <translation>e.g. a player fell ill</translation>
    </message>
    <message>
        <source>{pair} plays no more rounds. The results already played stay in the standings.</source>
        <translation>{pair} plays no more rounds. The results already played stay in the standings.</translation>
    </message>
    <message>
        <source>Plays no round &amp;after round:</source>
        <translation>Plays no round &amp;after round:</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Reason:</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>Withdraw</translation>
    </message>
</context>
<context>
    <name>Workspace</name>
    <message>
        <source>Pairs</source>
        <translation>Pairs</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rounds</translation>
    </message>
    <message>
        <source>Score sheets</source>
        <translation>Score sheets</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Standings</translation>
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
        <translation>Club:</translation>
    </message>
    <message>
        <source>Member id:</source>
        <translation>Member id:</translation>
    </message>
</context>
</TS>
