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
        <source>Negative values take points away. The opponents&apos; scores do not change; MP add to the pair&apos;s MP difference.</source>
        <translation>Negative values take points away. The opponents&apos; scores do not change; MP add to the pair&apos;s MP difference.</translation>
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
    <name>ArtificialResultDialog</name>
    <message>
        <source>Artificial result</source>
        <translation>Artificial result</translation>
    </message>
    <message>
        <source>e.g. the table could not play: a player fell ill</source>
        <translation>e.g. the table could not play: a player fell ill</translation>
    </message>
    <message>
        <source>{table}
These VP replace those of the scale ({name}). The MP of any deals entered still count.</source>
        <translation>{table}
These VP replace those of the scale ({name}). The MP of any deals entered still count.</translation>
    </message>
    <message>
        <source>Common:</source>
        <translation>Common:</translation>
    </message>
    <message>
        <source>&amp;NS VP:</source>
        <translation>&amp;NS VP:</translation>
    </message>
    <message>
        <source>&amp;EW VP:</source>
        <translation>&amp;EW VP:</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Reason:</translation>
    </message>
    <message>
        <source>Set the result</source>
        <translation>Set the result</translation>
    </message>
    <message>
        <source>Clear the artificial result</source>
        <translation>Clear the artificial result</translation>
    </message>
    <message>
        <source>{ns} + {ew} is not the scale&apos;s total of {total}: fine for a split penalty.</source>
        <translation>{ns} + {ew} is not the scale&apos;s total of {total}: fine for a split penalty.</translation>
    </message>
    <message>
        <source>An artificial result needs a reason.</source>
        <translation>An artificial result needs a reason.</translation>
    </message>
</context>
<context>
    <name>AuditDialog</name>
    <message>
        <source>Corrections log</source>
        <translation>Corrections log</translation>
    </message>
    <message>
        <source>Corrections of saved scores</source>
        <translation>Corrections of saved scores</translation>
    </message>
    <message>
        <source>All changes</source>
        <translation>All changes</translation>
    </message>
    <message>
        <source>Filter, e.g. round 2 table 4</source>
        <translation>Filter, e.g. round 2 table 4</translation>
    </message>
    <message>
        <source>{count} shown</source>
        <translation>{count} shown</translation>
    </message>
    <message>
        <source>{when} · {who} · {action} · {what}
Why: {reason}
{change}</source>
        <translation>{when} · {who} · {action} · {what}
Why: {reason}
{change}</translation>
    </message>
</context>
<context>
    <name>AuditLog</name>
    <message>
        <source>Sheet saved</source>
        <translation>Sheet saved</translation>
    </message>
    <message>
        <source>Sheet corrected</source>
        <translation>Sheet corrected</translation>
    </message>
    <message>
        <source>Deal corrected</source>
        <translation>Deal corrected</translation>
    </message>
    <message>
        <source>Sheet taken back</source>
        <translation>Sheet taken back</translation>
    </message>
    <message>
        <source>Sheet cleared</source>
        <translation>Sheet cleared</translation>
    </message>
    <message>
        <source>Artificial result set</source>
        <translation>Artificial result set</translation>
    </message>
    <message>
        <source>Artificial result cleared</source>
        <translation>Artificial result cleared</translation>
    </message>
    <message>
        <source>Adjustment added</source>
        <translation>Adjustment added</translation>
    </message>
    <message>
        <source>Adjustment removed</source>
        <translation>Adjustment removed</translation>
    </message>
    <message>
        <source>Pair registered</source>
        <translation>Pair registered</translation>
    </message>
    <message>
        <source>Late entry</source>
        <translation>Late entry</translation>
    </message>
    <message>
        <source>Pair edited</source>
        <translation>Pair edited</translation>
    </message>
    <message>
        <source>Pair withdrawn</source>
        <translation>Pair withdrawn</translation>
    </message>
    <message>
        <source>Pair reinstated</source>
        <translation>Pair reinstated</translation>
    </message>
    <message>
        <source>Registration taken back</source>
        <translation>Registration taken back</translation>
    </message>
    <message>
        <source>Registration put back</source>
        <translation>Registration put back</translation>
    </message>
    <message>
        <source>Settings changed</source>
        <translation>Settings changed</translation>
    </message>
    <message>
        <source>Table&apos;s sheet rejected</source>
        <translation>Table&apos;s sheet rejected</translation>
    </message>
    <message>
        <source>Table links reopened</source>
        <translation>Table links reopened</translation>
    </message>
    <message>
        <source>Table links closed</source>
        <translation>Table links closed</translation>
    </message>
    <message>
        <source>Tournament created</source>
        <translation>Tournament created</translation>
    </message>
    <message>
        <source>Tournament imported</source>
        <translation>Tournament imported</translation>
    </message>
    <message>
        <source>Round made</source>
        <translation>Round made</translation>
    </message>
    <message>
        <source>Round deleted</source>
        <translation>Round deleted</translation>
    </message>
    <message>
        <source>Pairs swapped</source>
        <translation>Pairs swapped</translation>
    </message>
    <message>
        <source>Tables swapped</source>
        <translation>Tables swapped</translation>
    </message>
    <message>
        <source>Quick sheet stored as totals</source>
        <translation>Quick sheet stored as totals</translation>
    </message>
    <message>
        <source>Clock started</source>
        <translation>Clock started</translation>
    </message>
    <message>
        <source>Clock paused</source>
        <translation>Clock paused</translation>
    </message>
    <message>
        <source>Clock resumed</source>
        <translation>Clock resumed</translation>
    </message>
    <message>
        <source>Round time changed</source>
        <translation>Round time changed</translation>
    </message>
    <message>
        <source>Extra time for a table</source>
        <translation>Extra time for a table</translation>
    </message>
    <message>
        <source>Clock finished</source>
        <translation>Clock finished</translation>
    </message>
    <message>
        <source>Groups formed</source>
        <translation>Groups formed</translation>
    </message>
    <message>
        <source>Groups taken back</source>
        <translation>Groups taken back</translation>
    </message>
    <message>
        <source>Groups cleared</source>
        <translation>Groups cleared</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>how it ended</source>
        <translation>how it ended</translation>
    </message>
    <message>
        <source>clean burracos</source>
        <translation>clean burracos</translation>
    </message>
    <message>
        <source>dirty burracos</source>
        <translation>dirty burracos</translation>
    </message>
    <message>
        <source>semi-clean burracos</source>
        <translation>semi-clean burracos</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>closed</translation>
    </message>
    <message>
        <source>card points</source>
        <translation>card points</translation>
    </message>
    <message>
        <source>melded</source>
        <translation>melded</translation>
    </message>
    <message>
        <source>in hand</source>
        <translation>in hand</translation>
    </message>
    <message>
        <source>pozzetto</source>
        <translation>pozzetto</translation>
    </message>
    <message>
        <source>penalty</source>
        <translation>penalty</translation>
    </message>
    <message>
        <source>penalty reason</source>
        <translation>penalty reason</translation>
    </message>
    <message>
        <source>total</source>
        <translation>total</translation>
    </message>
    <message>
        <source>time-out</source>
        <translation>time-out</translation>
    </message>
    <message>
        <source>stock exhausted</source>
        <translation>stock exhausted</translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation>stalemate</translation>
    </message>
    <message>
        <source>not played</source>
        <translation>not played</translation>
    </message>
    <message>
        <source>by totals</source>
        <translation>by totals</translation>
    </message>
    <message>
        <source>deal {number}</source>
        <translation>deal {number}</translation>
    </message>
    <message>
        <source>added</source>
        <translation>added</translation>
    </message>
    <message>
        <source>taken back</source>
        <translation>taken back</translation>
    </message>
    <message>
        <source>table totals NS {ns}, EW {ew}</source>
        <translation>table totals NS {ns}, EW {ew}</translation>
    </message>
    <message>
        <source>1 deal</source>
        <translation>1 deal</translation>
    </message>
    <message>
        <source>{count} deals</source>
        <translation>{count} deals</translation>
    </message>
    <message>
        <source>VP {ns} – {ew}</source>
        <translation>VP {ns} – {ew}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>no change</source>
        <translation>no change</translation>
    </message>
    <message>
        <source>deal {number}: NS {ns}, EW {ew}</source>
        <translation>deal {number}: NS {ns}, EW {ew}</translation>
    </message>
    <message>
        <source>1 deal entered by totals</source>
        <translation>1 deal entered by totals</translation>
    </message>
    <message>
        <source>{count} deals entered by totals</source>
        <translation>{count} deals entered by totals</translation>
    </message>
    <message>
        <source>1 deal entered</source>
        <translation>1 deal entered</translation>
    </message>
    <message>
        <source>{count} deals entered</source>
        <translation>{count} deals entered</translation>
    </message>
    <message>
        <source>1 deal taken back</source>
        <translation>1 deal taken back</translation>
    </message>
    <message>
        <source>{count} deals taken back</source>
        <translation>{count} deals taken back</translation>
    </message>
</context>
<context>
    <name>AuditTableModel</name>
    <message>
        <source>Tournament</source>
        <translation>Tournament</translation>
    </message>
    <message>
        <source>Round {round}, pairs {pair} and {other}</source>
        <translation>Round {round}, pairs {pair} and {other}</translation>
    </message>
    <message>
        <source>Round {round}, tables {table} and {other}</source>
        <translation>Round {round}, tables {table} and {other}</translation>
    </message>
    <message>
        <source>Pair {pair}, after round {round}</source>
        <translation>Pair {pair}, after round {round}</translation>
    </message>
    <message>
        <source>Pair {pair}</source>
        <translation>Pair {pair}</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Round {round}</translation>
    </message>
    <message>
        <source>table {table}</source>
        <translation>table {table}</translation>
    </message>
    <message>
        <source>deal {deal}</source>
        <translation>deal {deal}</translation>
    </message>
    <message>
        <source>clock</source>
        <translation>clock</translation>
    </message>
    <message>
        <source>time-out</source>
        <translation>time-out</translation>
    </message>
    <message>
        <source>group {name}: {tables} tables, {pairs} pairs</source>
        <translation>group {name}: {tables} tables, {pairs} pairs</translation>
    </message>
    <message>
        <source>{count} pairs out of their group</source>
        <translation>{count} pairs out of their group</translation>
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
        <source>time left</source>
        <translation>time left</translation>
    </message>
    <message>
        <source>round minutes</source>
        <translation>round minutes</translation>
    </message>
    <message>
        <source>extra minutes</source>
        <translation>extra minutes</translation>
    </message>
    <message>
        <source>name</source>
        <translation>name</translation>
    </message>
    <message>
        <source>date</source>
        <translation>date</translation>
    </message>
    <message>
        <source>venue</source>
        <translation>venue</translation>
    </message>
    <message>
        <source>deals per round</source>
        <translation>deals per round</translation>
    </message>
    <message>
        <source>minutes per deal</source>
        <translation>minutes per deal</translation>
    </message>
    <message>
        <source>clean burraco</source>
        <translation>clean burraco</translation>
    </message>
    <message>
        <source>dirty burraco</source>
        <translation>dirty burraco</translation>
    </message>
    <message>
        <source>semi-clean burraco</source>
        <translation>semi-clean burraco</translation>
    </message>
    <message>
        <source>closing</source>
        <translation>closing</translation>
    </message>
    <message>
        <source>pozzetto not taken</source>
        <translation>pozzetto not taken</translation>
    </message>
    <message>
        <source>bye VP</source>
        <translation>bye VP</translation>
    </message>
    <message>
        <source>bye MP</source>
        <translation>bye MP</translation>
    </message>
    <message>
        <source>print language</source>
        <translation>print language</translation>
    </message>
    <message>
        <source>club name</source>
        <translation>club name</translation>
    </message>
    <message>
        <source>club logo</source>
        <translation>club logo</translation>
    </message>
    <message>
        <source>rule profile</source>
        <translation>rule profile</translation>
    </message>
    <message>
        <source>rule profile name</source>
        <translation>rule profile name</translation>
    </message>
    <message>
        <source>closing requires</source>
        <translation>closing requires</translation>
    </message>
    <message>
        <source>time-out text</source>
        <translation>time-out text</translation>
    </message>
    <message>
        <source>last-round rematch</source>
        <translation>last-round rematch</translation>
    </message>
    <message>
        <source>status</source>
        <translation>status</translation>
    </message>
    <message>
        <source>withdrawn after round</source>
        <translation>withdrawn after round</translation>
    </message>
    <message>
        <source>entry round</source>
        <translation>entry round</translation>
    </message>
    <message>
        <source>group</source>
        <translation>group</translation>
    </message>
    <message>
        <source>lots draw</source>
        <translation>lots draw</translation>
    </message>
    <message>
        <source>movement</source>
        <translation>movement</translation>
    </message>
    <message>
        <source>players</source>
        <translation>players</translation>
    </message>
    <message>
        <source>warning minutes</source>
        <translation>warning minutes</translation>
    </message>
    <message>
        <source>time-out seconds</source>
        <translation>time-out seconds</translation>
    </message>
    <message>
        <source>final circuit text</source>
        <translation>final circuit text</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>not started</translation>
    </message>
    <message>
        <source>running</source>
        <translation>running</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>paused</translation>
    </message>
    <message>
        <source>last minutes</source>
        <translation>last minutes</translation>
    </message>
    <message>
        <source>final circuit</source>
        <translation>final circuit</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>finished</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>playing</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>withdrawn</translation>
    </message>
    <message>
        <source>When</source>
        <translation>When</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Who</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Change</translation>
    </message>
    <message>
        <source>What</source>
        <translation>What</translation>
    </message>
    <message>
        <source>Old → new</source>
        <translation>Old → new</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Why</translation>
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
    <name>CircuitPdf</name>
    <message>
        <source>Points: the evening&apos;s VP</source>
        <translation>Points: the evening&apos;s VP</translation>
    </message>
    <message>
        <source>Points by position: {points}</source>
        <translation>Points by position: {points}</translation>
    </message>
    <message>
        <source>every evening counts</source>
        <translation>every evening counts</translation>
    </message>
    <message>
        <source>the best evening + the final count</source>
        <translation>the best evening + the final count</translation>
    </message>
    <message>
        <source>only the best evening counts</source>
        <translation>only the best evening counts</translation>
    </message>
    <message>
        <source>the best {count} evenings + the final count</source>
        <translation>the best {count} evenings + the final count</translation>
    </message>
    <message>
        <source>the best {count} evenings count</source>
        <translation>the best {count} evenings count</translation>
    </message>
    <message>
        <source>the final by its own table: {points}</source>
        <translation>the final by its own table: {points}</translation>
    </message>
    <message>
        <source>the final counts ×{weight}</source>
        <translation>the final counts ×{weight}</translation>
    </message>
    <message>
        <source>tied pairs share the points of their places</source>
        <translation>tied pairs share the points of their places</translation>
    </message>
    <message>
        <source>tied pairs each keep the points of their place</source>
        <translation>tied pairs each keep the points of their place</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Pair</translation>
    </message>
    <message>
        <source>Member number</source>
        <translation>Member number</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>Counted</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Played</translation>
    </message>
    <message>
        <source>Best evening</source>
        <translation>Best evening</translation>
    </message>
    <message>
        <source>the final</source>
        <translation>the final</translation>
    </message>
    <message>
        <source>counts ×{weight}</source>
        <translation>counts ×{weight}</translation>
    </message>
    <message>
        <source>more evenings counted</source>
        <translation>more evenings counted</translation>
    </message>
    <message>
        <source>the best evening</source>
        <translation>the best evening</translation>
    </message>
    <message>
        <source>more evenings played</source>
        <translation>more evenings played</translation>
    </message>
    <message>
        <source>head-to-head (the VP won against each other, when all have met)</source>
        <translation>head-to-head (the VP won against each other, when all have met)</translation>
    </message>
    <message>
        <source>the better MP difference</source>
        <translation>the better MP difference</translation>
    </message>
    <message>
        <source>more VP</source>
        <translation>more VP</translation>
    </message>
    <message>
        <source>drawing lots</source>
        <translation>drawing lots</translation>
    </message>
    <message>
        <source>, then </source>
        <translation>, then </translation>
    </message>
    <message>
        <source>more points</source>
        <translation>more points</translation>
    </message>
    <message>
        <source>Ties: {chain}; (12): an evening left out by the best evenings rule.</source>
        <translation>Ties: {chain}; (12): an evening left out by the best evenings rule.</translation>
    </message>
    <message>
        <source>By player</source>
        <translation>By player</translation>
    </message>
    <message>
        <source>By pair</source>
        <translation>By pair</translation>
    </message>
    <message>
        <source>Circuit standings by player</source>
        <translation>Circuit standings by player</translation>
    </message>
    <message>
        <source>Circuit standings by pair</source>
        <translation>Circuit standings by pair</translation>
    </message>
    <message>
        <source>No evening has results yet.</source>
        <translation>No evening has results yet.</translation>
    </message>
    <message>
        <source>1 evening</source>
        <translation>1 evening</translation>
    </message>
    <message>
        <source>{count} evenings</source>
        <translation>{count} evenings</translation>
    </message>
    <message>
        <source>Evenings</source>
        <translation>Evenings</translation>
    </message>
</context>
<context>
    <name>CircuitsDialog</name>
    <message>
        <source>Circuits</source>
        <translation>Circuits</translation>
    </message>
    <message>
        <source>&amp;New circuit…</source>
        <translation>&amp;New circuit…</translation>
    </message>
    <message>
        <source>Circuits of this database:</source>
        <translation>Circuits of this database:</translation>
    </message>
    <message>
        <source>counts once</source>
        <translation>counts once</translation>
    </message>
    <message>
        <source>counts double</source>
        <translation>counts double</translation>
    </message>
    <message>
        <source>is the final</source>
        <translation>is the final</translation>
    </message>
    <message>
        <source>&amp;Add this tournament</source>
        <translation>&amp;Add this tournament</translation>
    </message>
    <message>
        <source>&amp;Take this tournament out</source>
        <translation>&amp;Take this tournament out</translation>
    </message>
    <message>
        <source>by pair</source>
        <translation>by pair</translation>
    </message>
    <message>
        <source>by player</source>
        <translation>by player</translation>
    </message>
    <message>
        <source>&amp;Standings:</source>
        <translation>&amp;Standings:</translation>
    </message>
    <message>
        <source>Save as &amp;PDF to print…</source>
        <translation>Save as &amp;PDF to print…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xport…</translation>
    </message>
    <message>
        <source>No circuit yet: create one, then add this tournament to it.</source>
        <translation>No circuit yet: create one, then add this tournament to it.</translation>
    </message>
    <message>
        <source>No tournament in this circuit yet.</source>
        <translation>No tournament in this circuit yet.</translation>
    </message>
    <message>
        <source>No evening of this circuit has results yet.</source>
        <translation>No evening of this circuit has results yet.</translation>
    </message>
    <message>
        <source>Save the circuit standings</source>
        <translation>Save the circuit standings</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF files (*.pdf)</translation>
    </message>
    <message>
        <source>Export the circuit standings</source>
        <translation>Export the circuit standings</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx);;CSV file (*.csv)</source>
        <translation>Excel workbook (*.xlsx);;CSV file (*.csv)</translation>
    </message>
</context>
<context>
    <name>ClockControls</name>
    <message>
        <source>&amp;Start the clock…</source>
        <translation>&amp;Start the clock…</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Resume</translation>
    </message>
    <message>
        <source>&amp;Extend…</source>
        <translation>&amp;Extend…</translation>
    </message>
    <message>
        <source>Extra time for a &amp;table…</source>
        <translation>Extra time for a &amp;table…</translation>
    </message>
    <message>
        <source>&amp;Finish the round…</source>
        <translation>&amp;Finish the round…</translation>
    </message>
    <message>
        <source>Room &amp;display</source>
        <translation>Room &amp;display</translation>
    </message>
    <message>
        <source>The big clock for the room, on a projector or second screen</source>
        <translation>The big clock for the room, on a projector or second screen</translation>
    </message>
    <message>
        <source>The room display shows the clock, the seats of the round and the standings in turn</source>
        <translation>The room display shows the clock, the seats of the round and the standings in turn</translation>
    </message>
    <message>
        <source>S&amp;ound at warning and time-out</source>
        <translation>S&amp;ound at warning and time-out</translation>
    </message>
    <message>
        <source>C&amp;lock</source>
        <translation>C&amp;lock</translation>
    </message>
    <message>
        <source>Clock: no round</source>
        <translation>Clock: no round</translation>
    </message>
    <message>
        <source>Round {number} clock: not started ({minutes}′)</source>
        <translation>Round {number} clock: not started ({minutes}′)</translation>
    </message>
    <message>
        <source>Round {number} clock: {left} left</source>
        <translation>Round {number} clock: {left} left</translation>
    </message>
    <message>
        <source>Round {number} clock: {left} left, last minutes</source>
        <translation>Round {number} clock: {left} left, last minutes</translation>
    </message>
    <message>
        <source>Round {number} clock: paused, {left} left</source>
        <translation>Round {number} clock: paused, {left} left</translation>
    </message>
    <message>
        <source>Round {number} clock: TIME-OUT</source>
        <translation>Round {number} clock: TIME-OUT</translation>
    </message>
    <message>
        <source>Round {number} clock: time-out, final circuit</source>
        <translation>Round {number} clock: time-out, final circuit</translation>
    </message>
    <message>
        <source>Round {number} clock: finished</source>
        <translation>Round {number} clock: finished</translation>
    </message>
    <message>
        <source>No round yet</source>
        <translation>No round yet</translation>
    </message>
    <message>
        <source>Round {number}: not started ({minutes}′)</source>
        <translation>Round {number}: not started ({minutes}′)</translation>
    </message>
    <message>
        <source>Round {number}: running</source>
        <translation>Round {number}: running</translation>
    </message>
    <message>
        <source>Round {number}: last minutes</source>
        <translation>Round {number}: last minutes</translation>
    </message>
    <message>
        <source>Round {number}: paused</source>
        <translation>Round {number}: paused</translation>
    </message>
    <message>
        <source>Round {number}: TIME-OUT</source>
        <translation>Round {number}: TIME-OUT</translation>
    </message>
    <message>
        <source>Round {number}: final circuit after time-out</source>
        <translation>Round {number}: final circuit after time-out</translation>
    </message>
    <message>
        <source>Round {number}: finished</source>
        <translation>Round {number}: finished</translation>
    </message>
    <message>
        <source>In a &amp;window</source>
        <translation>In a &amp;window</translation>
    </message>
    <message>
        <source>Finish the clock of round {number}? Do it when every table has played its last circuit; the clock cannot be started again.</source>
        <translation>Finish the clock of round {number}? Do it when every table has played its last circuit; the clock cannot be started again.</translation>
    </message>
    <message>
        <source>Rotatin&amp;g room display…</source>
        <translation>Rotatin&amp;g room display…</translation>
    </message>
    <message>
        <source>Room display o&amp;n</source>
        <translation>Room display o&amp;n</translation>
    </message>
    <message>
        <source>Screen {number}: {name} ({width}×{height})</source>
        <translation>Screen {number}: {name} ({width}×{height})</translation>
    </message>
    <message>
        <source>Finish round {number}</source>
        <translation>Finish round {number}</translation>
    </message>
</context>
<context>
    <name>ClockPanel</name>
    <message>
        <source>Round clock</source>
        <translation>Round clock</translation>
    </message>
</context>
<context>
    <name>ConnectServerDialog</name>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Connect</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Database:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>&amp;Server:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;User:</translation>
    </message>
    <message>
        <source>Connect to a server</source>
        <translation>Connect to a server</translation>
    </message>
    <message>
        <source>Connecting to the server…</source>
        <translation>Connecting to the server…</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Connecting…</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Pass&amp;word:</translation>
    </message>
    <message>
        <source>S&amp;tation name:</source>
        <translation>S&amp;tation name:</translation>
    </message>
    <message>
        <source>The password is never stored: it is used for this connection only. To avoid typing it, keep it in the PostgreSQL password file. The station name is recorded in the corrections log with every sheet saved here.</source>
        <translation>The password is never stored: it is used for this connection only. To avoid typing it, keep it in the PostgreSQL password file. The station name is recorded in the corrections log with every sheet saved here.</translation>
    </message>
    <message>
        <source>The server asks for a password: type it, then Connect.</source>
        <translation>The server asks for a password: type it, then Connect.</translation>
    </message>
    <message>
        <source>Type the server&apos;s address and the database&apos;s name.</source>
        <translation>Type the server&apos;s address and the database&apos;s name.</translation>
    </message>
    <message>
        <source>e.g. 192.168.1.10</source>
        <translation>e.g. 192.168.1.10</translation>
    </message>
    <message>
        <source>e.g. Anna, table desk 2</source>
        <translation>e.g. Anna, table desk 2</translation>
    </message>
    <message>
        <source>from the password file, if empty</source>
        <translation>from the password file, if empty</translation>
    </message>
</context>
<context>
    <name>CsvExport</name>
    <message>
        <source>Rank</source>
        <translation>Rank</translation>
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
        <source>Player 2</source>
        <translation>Player 2</translation>
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
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Group</translation>
    </message>
    <message>
        <source>Rank in group</source>
        <translation>Rank in group</translation>
    </message>
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
        <source>bye</source>
        <translation>bye</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>… problems not shown: {count}.</source>
        <translation>… problems not shown: {count}.</translation>
    </message>
</context>
<context>
    <name>EventMenu</name>
    <message>
        <source>Eve&amp;nt</source>
        <translation>Eve&amp;nt</translation>
    </message>
    <message>
        <source>&amp;Stop publishing</source>
        <translation>&amp;Stop publishing</translation>
    </message>
    <message>
        <source>P&amp;oster for the phones…</source>
        <translation>P&amp;oster for the phones…</translation>
    </message>
    <message>
        <source>Published at {address}…</source>
        <translation>Published at {address}…</translation>
    </message>
    <message>
        <source>&amp;Publish on the local network…</source>
        <translation>&amp;Publish on the local network…</translation>
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
        <source>club</source>
        <translation>club</translation>
    </message>
    <message>
        <source>federal</source>
        <translation>federal</translation>
    </message>
    <message>
        <source>regional</source>
        <translation>regional</translation>
    </message>
    <message>
        <source>national</source>
        <translation>national</translation>
    </message>
    <message>
        <source>Regional and national events admit only Ordinaria and Juniores cards (Event → Members…)</source>
        <translation>Regional and national events admit only Ordinaria and Juniores cards (Event → Members…)</translation>
    </message>
    <message>
        <source>The language of the score sheets, standings and every other printout and export</source>
        <translation>The language of the score sheets, standings and every other printout and export</translation>
    </message>
    <message>
        <source>printed at the top of every page (optional)</source>
        <translation>printed at the top of every page (optional)</translation>
    </message>
    <message>
        <source>C&amp;hoose image…</source>
        <translation>C&amp;hoose image…</translation>
    </message>
    <message>
        <source>A PNG or JPEG image, printed beside the club&apos;s name</source>
        <translation>A PNG or JPEG image, printed beside the club&apos;s name</translation>
    </message>
    <message>
        <source>Remove ima&amp;ge</source>
        <translation>Remove ima&amp;ge</translation>
    </message>
    <message>
        <source>Na&amp;me:</source>
        <translation>Na&amp;me:</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Date:</translation>
    </message>
    <message>
        <source>&amp;Venue:</source>
        <translation>&amp;Venue:</translation>
    </message>
    <message>
        <source>Even&amp;t level:</source>
        <translation>Even&amp;t level:</translation>
    </message>
    <message>
        <source>&amp;Print language:</source>
        <translation>&amp;Print language:</translation>
    </message>
    <message>
        <source>Cl&amp;ub name:</source>
        <translation>Cl&amp;ub name:</translation>
    </message>
    <message>
        <source>Club logo:</source>
        <translation>Club logo:</translation>
    </message>
    <message>
        <source>saved as soon as the other line confirms</source>
        <translation>saved as soon as the other line confirms</translation>
    </message>
    <message>
        <source>Off: each sheet confirmed at a table waits for the director (Round → Sheets from the tables to review)</source>
        <translation>Off: each sheet confirmed at a table waits for the director (Round → Sheets from the tables to review)</translation>
    </message>
    <message>
        <source>Sheets from the tab&amp;les:</source>
        <translation>Sheets from the tab&amp;les:</translation>
    </message>
    <message>
        <source>no logo</source>
        <translation>no logo</translation>
    </message>
    <message>
        <source>The logo was not loaded: {reason}</source>
        <translation>The logo was not loaded: {reason}</translation>
    </message>
    <message>
        <source>The logo was not loaded: it must be a PNG or JPEG image of at most {size} MB.</source>
        <translation>The logo was not loaded: it must be a PNG or JPEG image of at most {size} MB.</translation>
    </message>
    <message>
        <source>Club logo</source>
        <translation>Club logo</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg);;All files (*)</source>
        <translation>Images (*.png *.jpg *.jpeg);;All files (*)</translation>
    </message>
</context>
<context>
    <name>ExtendClockDialog</name>
    <message>
        <source>e.g. a long dispute at table 4</source>
        <translation>e.g. a long dispute at table 4</translation>
    </message>
    <message>
        <source>Time left now:</source>
        <translation>Time left now:</translation>
    </message>
    <message>
        <source>&amp;Add:</source>
        <translation>&amp;Add:</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Reason:</translation>
    </message>
    <message>
        <source>A negative number shortens the round.</source>
        <translation>A negative number shortens the round.</translation>
    </message>
    <message>
        <source>&amp;Extend</source>
        <translation>&amp;Extend</translation>
    </message>
    <message>
        <source>Extend the clock of round {number}</source>
        <translation>Extend the clock of round {number}</translation>
    </message>
</context>
<context>
    <name>FinalCircuit</name>
    <message>
        <source>The last circuit starts with the player who must discard.</source>
        <translation>The last circuit starts with the player who must discard.</translation>
    </message>
    <message>
        <source>The last circuit starts with the partner of the player about to draw.</source>
        <translation>The last circuit starts with the partner of the player about to draw.</translation>
    </message>
    <message>
        <source>The last circuit starts with the partner of the player who must draw; if time-out is called before the player on turn has drawn, a full circuit is played.</source>
        <translation>The last circuit starts with the partner of the player who must draw; if time-out is called before the player on turn has drawn, a full circuit is played.</translation>
    </message>
</context>
<context>
    <name>FormGroupsDialog</name>
    <message>
        <source>Form groups</source>
        <translation>Form groups</translation>
    </message>
    <message>
        <source>The pairs in play are split by their standings after the round: the top of the ranking goes to group A, the next ones to B, and so on. Each group is then paired on its own, with its own bye. Nothing is changed before you press Form groups.</source>
        <translation>The pairs in play are split by their standings after the round: the top of the ranking goes to group A, the next ones to B, and so on. Each group is then paired on its own, with its own bye. Nothing is changed before you press Form groups.</translation>
    </message>
    <message>
        <source>sizes in tables</source>
        <translation>sizes in tables</translation>
    </message>
    <message>
        <source>number of groups</source>
        <translation>number of groups</translation>
    </message>
    <message>
        <source>proportions</source>
        <translation>proportions</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Position</translation>
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
        <source>After &amp;round:</source>
        <translation>After &amp;round:</translation>
    </message>
    <message>
        <source>Form &amp;by:</source>
        <translation>Form &amp;by:</translation>
    </message>
    <message>
        <source>&amp;Numbers:</source>
        <translation>&amp;Numbers:</translation>
    </message>
    <message>
        <source>&amp;Form groups</source>
        <translation>&amp;Form groups</translation>
    </message>
    <message>
        <source>the tables of group A, B, C…, e.g. 7, 9, 9</source>
        <translation>the tables of group A, B, C…, e.g. 7, 9, 9</translation>
    </message>
    <message>
        <source>how many groups, e.g. 3</source>
        <translation>how many groups, e.g. 3</translation>
    </message>
    <message>
        <source>the share of each group, e.g. 30, 30, 40</source>
        <translation>the share of each group, e.g. 30, 30, 40</translation>
    </message>
    <message numerus="yes">
        <source>{pairs} pairs in play: %n table(s) and one bye.</source>
        <translation>
            <numerusform>{pairs} pairs in play: %n table and one bye.</numerusform>
            <numerusform>{pairs} pairs in play: %n tables and one bye.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{pairs} pairs in play: %n table(s).</source>
        <translation>
            <numerusform>{pairs} pairs in play: %n table.</numerusform>
            <numerusform>{pairs} pairs in play: %n tables.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Group {group}: %n table(s), {pairs} pairs (one bye each round)</source>
        <translation>
            <numerusform>Group {group}: %n table, {pairs} pairs (one bye each round)</numerusform>
            <numerusform>Group {group}: %n tables, {pairs} pairs (one bye each round)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Group {group}: %n table(s), {pairs} pairs</source>
        <translation>
            <numerusform>Group {group}: %n table, {pairs} pairs</numerusform>
            <numerusform>Group {group}: %n tables, {pairs} pairs</numerusform>
        </translation>
    </message>
    <message>
        <source>Type whole numbers separated by commas, e.g. 7, 9, 9.</source>
        <translation>Type whole numbers separated by commas, e.g. 7, 9, 9.</translation>
    </message>
</context>
<context>
    <name>FreeGameDialog</name>
    <message>
        <source>Free game</source>
        <translation>Free game</translation>
    </message>
    <message>
        <source>Sides</source>
        <translation>Sides</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Target</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>State</source>
        <translation>State</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Resume</translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation>De&amp;lete</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>a pair (Rossi – Bianchi) or a player</source>
        <translation>a pair (Rossi – Bianchi) or a player</translation>
    </message>
    <message>
        <source>other</source>
        <translation>other</translation>
    </message>
    <message>
        <source>S&amp;tart</source>
        <translation>S&amp;tart</translation>
    </message>
    <message>
        <source>Side &amp;A:</source>
        <translation>Side &amp;A:</translation>
    </message>
    <message>
        <source>Side &amp;B:</source>
        <translation>Side &amp;B:</translation>
    </message>
    <message>
        <source>Target &amp;score:</source>
        <translation>Target &amp;score:</translation>
    </message>
    <message>
        <source>R&amp;ules:</source>
        <translation>R&amp;ules:</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>Games kept in this database:</source>
        <translation>Games kept in this database:</translation>
    </message>
    <message>
        <source>%1 v %2</source>
        <translation>%1 v %2</translation>
    </message>
    <message>
        <source>%1 won</source>
        <translation>%1 won</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>a draw</translation>
    </message>
    <message numerus="yes">
        <source>playing, %n deal(s)</source>
        <translation>
            <numerusform>playing, %n deal</numerusform>
            <numerusform>playing, %n deals</numerusform>
        </translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Next deal</translation>
    </message>
    <message>
        <source>Clean burracos</source>
        <translation>Clean burracos</translation>
    </message>
    <message>
        <source>Dirty burracos</source>
        <translation>Dirty burracos</translation>
    </message>
    <message>
        <source>Semi-clean burracos</source>
        <translation>Semi-clean burracos</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Card points</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Penalty</translation>
    </message>
    <message>
        <source>Pozzetto taken</source>
        <translation>Pozzetto taken</translation>
    </message>
    <message>
        <source>&amp;Closed by:</source>
        <translation>&amp;Closed by:</translation>
    </message>
    <message>
        <source>&amp;Add deal</source>
        <translation>&amp;Add deal</translation>
    </message>
    <message>
        <source>C&amp;orrect last deal</source>
        <translation>C&amp;orrect last deal</translation>
    </message>
    <message>
        <source>Re&amp;move last deal</source>
        <translation>Re&amp;move last deal</translation>
    </message>
    <message>
        <source>&amp;Print pad…</source>
        <translation>&amp;Print pad…</translation>
    </message>
    <message>
        <source>All &amp;games</source>
        <translation>All &amp;games</translation>
    </message>
    <message>
        <source>%1 v %2 — to %3</source>
        <translation>%1 v %2 — to %3</translation>
    </message>
    <message>
        <source>nobody (stock exhausted)</source>
        <translation>nobody (stock exhausted)</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>%1 %2 – %3 %4</source>
        <translation>%1 %2 – %3 %4</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 wins!</translation>
    </message>
    <message>
        <source>A draw: both reached the target with the same total.</source>
        <translation>A draw: both reached the target with the same total.</translation>
    </message>
    <message>
        <source>To the target: %1 needs %2, %3 needs %4</source>
        <translation>To the target: %1 needs %2, %3 needs %4</translation>
    </message>
    <message>
        <source>Check the deal; if it is right, add it again to confirm.</source>
        <translation>Check the deal; if it is right, add it again to confirm.</translation>
    </message>
    <message>
        <source>&amp;Add deal anyway</source>
        <translation>&amp;Add deal anyway</translation>
    </message>
    <message>
        <source>Deal %1 (correcting)</source>
        <translation>Deal %1 (correcting)</translation>
    </message>
    <message>
        <source>S&amp;ave correction</source>
        <translation>S&amp;ave correction</translation>
    </message>
    <message>
        <source>Print the score pad</source>
        <translation>Print the score pad</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>score pad</source>
        <translation>score pad</translation>
    </message>
    <message>
        <source>Written: %1</source>
        <translation>Written: %1</translation>
    </message>
</context>
<context>
    <name>GroupsActions</name>
    <message>
        <source>Form &amp;groups…</source>
        <translation>Form &amp;groups…</translation>
    </message>
    <message>
        <source>Split the pairs into groups (gironi) by the standings</source>
        <translation>Split the pairs into groups (gironi) by the standings</translation>
    </message>
    <message>
        <source>Clea&amp;r groups…</source>
        <translation>Clea&amp;r groups…</translation>
    </message>
    <message numerus="yes">
        <source>{group}: %n table(s)</source>
        <translation>
            <numerusform>{group}: %n table</numerusform>
            <numerusform>{group}: %n tables</numerusform>
        </translation>
    </message>
    <message>
        <source>Groups formed after round {round} ({groups}). Ctrl+Z takes them back.</source>
        <translation>Groups formed after round {round} ({groups}). Ctrl+Z takes them back.</translation>
    </message>
    <message>
        <source>Clear the groups? No pair will be in a group any more, and the next rounds are paired over the whole field. (Groups typed by hand in the pairs are cleared too.)</source>
        <translation>Clear the groups? No pair will be in a group any more, and the next rounds are paired over the whole field. (Groups typed by hand in the pairs are cleared too.)</translation>
    </message>
    <message>
        <source>Clear groups</source>
        <translation>Clear groups</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>History of pair {number}</source>
        <translation>History of pair {number}</translation>
    </message>
    <message>
        <source>After round {round}, in progress: the sheets in so far</source>
        <translation>After round {round}, in progress: the sheets in so far</translation>
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
    <name>HowTheEveningGoesDialog</name>
    <message>
        <source>How the evening goes</source>
        <translation>How the evening goes</translation>
    </message>
    <message>
        <source>Create the tournament</source>
        <translation>Create the tournament</translation>
    </message>
    <message>
        <source>Register the pairs</source>
        <translation>Register the pairs</translation>
    </message>
    <message>
        <source>Make the round</source>
        <translation>Make the round</translation>
    </message>
    <message>
        <source>Start the clock</source>
        <translation>Start the clock</translation>
    </message>
    <message>
        <source>{start}: the round&apos;s time starts. {display} shows the big clock on a projector or a second screen. From the same menu you can pause, extend the round or give one table extra time.</source>
        <translation>{start}: the round&apos;s time starts. {display} shows the big clock on a projector or a second screen. From the same menu you can pause, extend the round or give one table extra time.</translation>
    </message>
    <message>
        <source>Enter the score sheets</source>
        <translation>Enter the score sheets</translation>
    </message>
    <message>
        <source>Correct a mistake</source>
        <translation>Correct a mistake</translation>
    </message>
    <message>
        <source>{new} ({new_key}): give the name, the date and the venue. The usual settings are ready: 3 deals of 15 minutes, the FIBUR scale, a bye worth 14 VP, 3 Mitchell rounds then 2 Danish. Everything can be changed later in {settings}.</source>
        <translation>{new} ({new_key}): give the name, the date and the venue. The usual settings are ready: 3 deals of 15 minutes, the FIBUR scale, a bye worth 14 VP, 3 Mitchell rounds then 2 Danish. Everything can be changed later in {settings}.</translation>
    </message>
    <message>
        <source>On the {pairs} page, add each pair as it arrives ({add}, {add_key}), or import the list from a spreadsheet ({import_}, {import_key}): every problem row is shown before anything is saved. A pair that arrives after round 1 joins at the next round; a pair that leaves is withdrawn and keeps its results.</source>
        <translation>On the {pairs} page, add each pair as it arrives ({add}, {add_key}), or import the list from a spreadsheet ({import_}, {import_key}): every problem row is shown before anything is saved. A pair that arrives after round 1 joins at the next round; a pair that leaves is withdrawn and keeps its results.</translation>
    </message>
    <message>
        <source>{next} ({next_key}) seats the round from the plan, or with another movement for this round only. Check it by table and by player name; before play starts you can swap two pairs or two tables. Print the seats, the table cards and the score sheets from {print_} ({print_key} for the score sheets).</source>
        <translation>{next} ({next_key}) seats the round from the plan, or with another movement for this round only. Check it by table and by player name; before play starts you can swap two pairs or two tables. Print the seats, the table cards and the score sheets from {print_} ({print_key} for the score sheets).</translation>
    </message>
    <message>
        <source>On the {sheets_page} page, type the table number and press Enter. For each deal enter the burracos, who closed, the card points, the pozzetto and any penalty, then save ({save_key}). Every number is checked; MP, the difference and the VP are worked out for you.</source>
        <translation>On the {sheets_page} page, type the table number and press Enter. For each deal enter the burracos, who closed, the card points, the pozzetto and any penalty, then save ({save_key}). Every number is checked; MP, the difference and the VP are worked out for you.</translation>
    </message>
    <message>
        <source>Open the saved sheet again, change it and give a reason: the standings follow at once. {log} keeps who changed what, when, the old and the new score and why. A change just made can be undone with {undo_key}.</source>
        <translation>Open the saved sheet again, change it and give a reason: the standings follow at once. {log} keeps who changed what, when, the old and the new score and why. A change just made can be undone with {undo_key}.</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Standings</translation>
    </message>
    <message>
        <source>The {standings_page} page is up to date after every sheet, with the tie-breaks shown. Double-click a pair for its round-by-round history; an adjustment (VP or MP, with a reason) is added from the same page.</source>
        <translation>The {standings_page} page is up to date after every sheet, with the tie-breaks shown. Double-click a pair for its round-by-round history; an adjustment (VP or MP, with a reason) is added from the same page.</translation>
    </message>
    <message>
        <source>Print and close the evening</source>
        <translation>Print and close the evening</translation>
    </message>
    <message>
        <source>Then the next round, from step 3. At the end, {print_} gives the standings, the round results, the pair histories and the workbook (.xlsx) for the federation or the club. Everything is saved as you go: there is nothing to save on closing.</source>
        <translation>Then the next round, from step 3. At the end, {print_} gives the standings, the round results, the pair histories and the workbook (.xlsx) for the federation or the club. Everything is saved as you go: there is nothing to save on closing.</translation>
    </message>
    <message>
        <source>A club evening, in the order the director meets it.</source>
        <translation>A club evening, in the order the director meets it.</translation>
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
        <source>Columns read, by their name in the header row (capitals, spaces and accents do not matter): Pair / Number · Player 1 / Name 1 (or Surname 1 and Name 1) · Club 1 · Member id 1 · Player 2 / Name 2 (or Surname 2 and Name 2) · Club 2 · Member id 2 · Club / Category (of both players) · Group. Other columns are ignored.</source>
        <translation>Columns read, by their name in the header row (capitals, spaces and accents do not matter): Pair / Number · Player 1 / Name 1 (or Surname 1 and Name 1) · Club 1 · Member id 1 · Player 2 / Name 2 (or Surname 2 and Name 2) · Club 2 · Member id 2 · Club / Category (of both players) · Group. Other columns are ignored.</translation>
    </message>
    <message>
        <source>The file is not UTF-8 text: it was read as {encoding}, which is a guess. Check the accented letters of the names; if they are wrong, save the file as CSV UTF-8.</source>
        <translation>The file is not UTF-8 text: it was read as {encoding}, which is a guess. Check the accented letters of the names; if they are wrong, save the file as CSV UTF-8.</translation>
    </message>
    <message>
        <source>The sheets {sheets} also list pairs and were not read.</source>
        <translation>The sheets {sheets} also list pairs and were not read.</translation>
    </message>
    <message>
        <source>{bad} of {count} rows have problems (highlighted). Correct them in the table (double-click a cell), or import only the good rows: nothing is saved until you press Import.</source>
        <translation>{bad} of {count} rows have problems (highlighted). Correct them in the table (double-click a cell), or import only the good rows: nothing is saved until you press Import.</translation>
    </message>
    <message>
        <source>&amp;Import {count} pairs</source>
        <translation>&amp;Import {count} pairs</translation>
    </message>
    <message>
        <source>Import the {good} &amp;good rows, skip {bad}</source>
        <translation>Import the {good} &amp;good rows, skip {bad}</translation>
    </message>
    <message numerus="yes">
        <source>Importing %Ln pair(s)…</source>
        <translation>
            <numerusform>Importing %Ln pair…</numerusform>
            <numerusform>Importing %Ln pairs…</numerusform>
        </translation>
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
        <source>Region</source>
        <translation>Region</translation>
    </message>
    <message>
        <source>Province</source>
        <translation>Province</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Category</translation>
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
    <name>LineupDialog</name>
    <message>
        <source>Line-up for round {number}</source>
        <translation>Line-up for round {number}</translation>
    </message>
    <message>
        <source>&amp;Team:</source>
        <translation>&amp;Team:</translation>
    </message>
    <message>
        <source>Each pair of the team once: the places are the team-event seating of the match.</source>
        <translation>Each pair of the team once: the places are the team-event seating of the match.</translation>
    </message>
    <message>
        <source>Pair {number}</source>
        <translation>Pair {number}</translation>
    </message>
    <message>
        <source>Table {table}, {line}:</source>
        <translation>Table {table}, {line}:</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Open database…</source>
        <translation>&amp;Open database…</translation>
    </message>
    <message>
        <source>New &amp;database file…</source>
        <translation>New &amp;database file…</translation>
    </message>
    <message>
        <source>Free &amp;game…</source>
        <translation>Free &amp;game…</translation>
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
        <source>&amp;How the evening goes</source>
        <translation>&amp;How the evening goes</translation>
    </message>
    <message>
        <source>&amp;About Burraco Tourney</source>
        <translation>&amp;About Burraco Tourney</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <source>&amp;Corrections log…</source>
        <translation>&amp;Corrections log…</translation>
    </message>
    <message>
        <source>&amp;VP scales…</source>
        <translation>&amp;VP scales…</translation>
    </message>
    <message>
        <source>Sheets from the tables to re&amp;view…</source>
        <translation>Sheets from the tables to re&amp;view…</translation>
    </message>
    <message>
        <source>The tables&apos; phones &amp;send sheets</source>
        <translation>The tables&apos; phones &amp;send sheets</translation>
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
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
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
        <source>&amp;Members…</source>
        <translation>&amp;Members…</translation>
    </message>
    <message>
        <source>&amp;Circuits…</source>
        <translation>&amp;Circuits…</translation>
    </message>
    <message>
        <source>&amp;Teams…</source>
        <translation>&amp;Teams…</translation>
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
        <source>The settings are saved. The groups were formed on the standings after round {round}, before this change: form them again if they should follow the new standings.</source>
        <translation>The settings are saved. The groups were formed on the standings after round {round}, before this change: form them again if they should follow the new standings.</translation>
    </message>
    <message>
        <source>No round yet: the tables get their links when a round is made.</source>
        <translation>No round yet: the tables get their links when a round is made.</translation>
    </message>
    <message>
        <source>The tables&apos; phones &amp;send round {round}&apos;s sheets</source>
        <translation>The tables&apos; phones &amp;send round {round}&apos;s sheets</translation>
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
    <message numerus="yes">
        <source>{name}: %n pair(s)</source>
        <translation>
            <numerusform>{name}: %n pair</numerusform>
            <numerusform>{name}: %n pairs</numerusform>
        </translation>
    </message>
    <message>
        <source>Burraco Tourney</source>
        <translation>Burraco Tourney</translation>
    </message>
    <message>
        <source>{database} on {host}</source>
        <translation>{database} on {host}</translation>
    </message>
    <message>
        <source>New tourn&amp;ament…</source>
        <translation>New tourn&amp;ament…</translation>
    </message>
    <message>
        <source>S&amp;witch tournament…</source>
        <translation>S&amp;witch tournament…</translation>
    </message>
    <message>
        <source>Re&amp;fresh</source>
        <translation>Re&amp;fresh</translation>
    </message>
    <message>
        <source>T&amp;able links…</source>
        <translation>T&amp;able links…</translation>
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
    <message>
        <source>A score sheet is waiting for the server to come back and is not saved yet. Close anyway and lose it?</source>
        <translation>A score sheet is waiting for the server to come back and is not saved yet. Close anyway and lose it?</translation>
    </message>
    <message>
        <source>Close and lose it</source>
        <translation>Close and lose it</translation>
    </message>
    <message>
        <source>Connect to a ser&amp;ver…</source>
        <translation>Connect to a ser&amp;ver…</translation>
    </message>
</context>
<context>
    <name>MemberDialog</name>
    <message>
        <source>Member</source>
        <translation>Member</translation>
    </message>
    <message>
        <source>New member</source>
        <translation>New member</translation>
    </message>
    <message>
        <source>Member &amp;id:</source>
        <translation>Member &amp;id:</translation>
    </message>
    <message>
        <source>&amp;Surname:</source>
        <translation>&amp;Surname:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Club:</source>
        <translation>&amp;Club:</translation>
    </message>
    <message>
        <source>Re&amp;gion:</source>
        <translation>Re&amp;gion:</translation>
    </message>
    <message>
        <source>&amp;Province:</source>
        <translation>&amp;Province:</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>not known</translation>
    </message>
    <message>
        <source>Card &amp;type:</source>
        <translation>Card &amp;type:</translation>
    </message>
    <message>
        <source>e.g. 31/12/2026</source>
        <translation>e.g. 31/12/2026</translation>
    </message>
    <message>
        <source>&amp;Valid until:</source>
        <translation>&amp;Valid until:</translation>
    </message>
    <message>
        <source>Categor&amp;y:</source>
        <translation>Categor&amp;y:</translation>
    </message>
    <message>
        <source>N&amp;otes:</source>
        <translation>N&amp;otes:</translation>
    </message>
    <message>
        <source>“{date}” is not a date: write it as 31/12/2026.</source>
        <translation>“{date}” is not a date: write it as 31/12/2026.</translation>
    </message>
</context>
<context>
    <name>Members</name>
    <message>
        <source>Ordinaria</source>
        <translation>Ordinaria</translation>
    </message>
    <message>
        <source>Juniores</source>
        <translation>Juniores</translation>
    </message>
    <message>
        <source>Ridotta</source>
        <translation>Ridotta</translation>
    </message>
    <message>
        <source>club</source>
        <translation>club</translation>
    </message>
    <message>
        <source>federal</source>
        <translation>federal</translation>
    </message>
    <message>
        <source>regional</source>
        <translation>regional</translation>
    </message>
    <message>
        <source>national</source>
        <translation>national</translation>
    </message>
    <message>
        <source>member id</source>
        <translation>member id</translation>
    </message>
    <message>
        <source>surname</source>
        <translation>surname</translation>
    </message>
    <message>
        <source>name</source>
        <translation>name</translation>
    </message>
    <message>
        <source>region</source>
        <translation>region</translation>
    </message>
    <message>
        <source>province</source>
        <translation>province</translation>
    </message>
    <message>
        <source>card type</source>
        <translation>card type</translation>
    </message>
    <message>
        <source>valid until</source>
        <translation>valid until</translation>
    </message>
    <message>
        <source>category</source>
        <translation>category</translation>
    </message>
    <message>
        <source>notes</source>
        <translation>notes</translation>
    </message>
</context>
<context>
    <name>MembersDialog</name>
    <message>
        <source>Members</source>
        <translation>Members</translation>
    </message>
    <message>
        <source>Search by name, club or member id</source>
        <translation>Search by name, club or member id</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Add…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Edit…</translation>
    </message>
    <message>
        <source>&amp;Merge…</source>
        <translation>&amp;Merge…</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Delete</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Import…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xport…</translation>
    </message>
    <message>
        <source>C&amp;opy the list</source>
        <translation>C&amp;opy the list</translation>
    </message>
    <message>
        <source>Save as &amp;PDF to print…</source>
        <translation>Save as &amp;PDF to print…</translation>
    </message>
    <message>
        <source>Event &amp;level:</source>
        <translation>Event &amp;level:</translation>
    </message>
    <message>
        <source>&amp;Register</source>
        <translation>&amp;Register</translation>
    </message>
    <message>
        <source>Membership c&amp;heck</source>
        <translation>Membership c&amp;heck</translation>
    </message>
    <message numerus="yes">
        <source>%n member(s)</source>
        <translation>
            <numerusform>%n member</numerusform>
            <numerusform>%n members</numerusform>
        </translation>
    </message>
    <message>
        <source>{shown} of {total}</source>
        <translation>{shown} of {total}</translation>
    </message>
    <message>
        <source>{warnings}

Add the member all the same?</source>
        <translation>{warnings}

Add the member all the same?</translation>
    </message>
    <message>
        <source>Add all the same</source>
        <translation>Add all the same</translation>
    </message>
    <message numerus="yes">
        <source>Corrected in %n pair(s).</source>
        <translation>
            <numerusform>Corrected in %n pair.</numerusform>
            <numerusform>Corrected in %n pairs.</numerusform>
        </translation>
    </message>
    <message>
        <source>Check a&amp;gain</source>
        <translation>Check a&amp;gain</translation>
    </message>
    <message numerus="yes">
        <source>%n finished tournament(s) keep the name as it was played.</source>
        <translation>
            <numerusform>%n finished tournament keeps the name as it was played.</numerusform>
            <numerusform>%n finished tournaments keep the name as it was played.</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved there:
{changes}</source>
        <translation>Saved there:
{changes}</translation>
    </message>
    <message>
        <source>The form now shows what was saved there, and what you typed here is kept. Save again to keep your change.</source>
        <translation>The form now shows what was saved there, and what you typed here is kept. Save again to keep your change.</translation>
    </message>
    <message>
        <source>Changed at another station</source>
        <translation>Changed at another station</translation>
    </message>
    <message>
        <source>No two members look like one person. To merge two records anyway, select both in the list (Ctrl+click) and press Merge.</source>
        <translation>No two members look like one person. To merge two records anyway, select both in the list (Ctrl+click) and press Merge.</translation>
    </message>
    <message>
        <source>Delete {member} from the register? The tournaments already played keep the player as played.</source>
        <translation>Delete {member} from the register? The tournaments already played keep the player as played.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>Import a member list</source>
        <translation>Import a member list</translation>
    </message>
    <message>
        <source>Member lists (*.xlsx *.csv);;All files (*)</source>
        <translation>Member lists (*.xlsx *.csv);;All files (*)</translation>
    </message>
    <message>
        <source>Export the register</source>
        <translation>Export the register</translation>
    </message>
    <message>
        <source>members.xlsx</source>
        <translation>members.xlsx</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx);;CSV file (*.csv)</source>
        <translation>Excel workbook (*.xlsx);;CSV file (*.csv)</translation>
    </message>
    <message>
        <source>{members} exported to {file}.</source>
        <translation>{members} exported to {file}.</translation>
    </message>
    <message>
        <source>{count} for a {level} event on {day}:</source>
        <translation>{count} for a {level} event on {day}:</translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message>
        <source>Every player may play a {level} event on {day}.</source>
        <translation>Every player may play a {level} event on {day}.</translation>
    </message>
    <message>
        <source>Save the membership check</source>
        <translation>Save the membership check</translation>
    </message>
    <message>
        <source>membership check - {tournament}.pdf</source>
        <translation>membership check - {tournament}.pdf</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF files (*.pdf)</translation>
    </message>
    <message>
        <source>Membership check</source>
        <translation>Membership check</translation>
    </message>
    <message>
        <source>The PDF could not be written to {file}.</source>
        <translation>The PDF could not be written to {file}.</translation>
    </message>
</context>
<context>
    <name>MembersImportDialog</name>
    <message>
        <source>Import members: {file}</source>
        <translation>Import members: {file}</translation>
    </message>
    <message>
        <source>What changes</source>
        <translation>What changes</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message numerus="yes">
        <source>Problems (%n)</source>
        <translation>
            <numerusform>Problems (%n)</numerusform>
            <numerusform>Problems (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>New members (%n)</source>
        <translation>
            <numerusform>New members (%n)</numerusform>
            <numerusform>New members (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>row {row}</source>
        <translation>row {row}</translation>
    </message>
    <message numerus="yes">
        <source>Changed members (%n)</source>
        <translation>
            <numerusform>Changed members (%n)</numerusform>
            <numerusform>Changed members (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>{field}: {old} → {new}</source>
        <translation>{field}: {old} → {new}</translation>
    </message>
    <message numerus="yes">
        <source>Unchanged (%n)</source>
        <translation>
            <numerusform>Unchanged (%n)</numerusform>
            <numerusform>Unchanged (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Import</translation>
    </message>
    <message>
        <source>Nothing can be imported while the file has problems: correct them and import again.</source>
        <translation>Nothing can be imported while the file has problems: correct them and import again.</translation>
    </message>
    <message>
        <source>The register already has every member of the file as it is.</source>
        <translation>The register already has every member of the file as it is.</translation>
    </message>
    <message>
        <source>Import adds {new} and updates {changed}; nothing else changes.</source>
        <translation>Import adds {new} and updates {changed}; nothing else changes.</translation>
    </message>
    <message numerus="yes">
        <source>%n new member(s)</source>
        <translation>
            <numerusform>%n new member</numerusform>
            <numerusform>%n new members</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n member(s)</source>
        <translation>
            <numerusform>%n member</numerusform>
            <numerusform>%n members</numerusform>
        </translation>
    </message>
    <message>
        <source>valid until {date}</source>
        <translation>valid until {date}</translation>
    </message>
</context>
<context>
    <name>MembersTableModel</name>
    <message>
        <source>Member id</source>
        <translation>Member id</translation>
    </message>
    <message>
        <source>Surname</source>
        <translation>Surname</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Region</translation>
    </message>
    <message>
        <source>Province</source>
        <translation>Province</translation>
    </message>
    <message>
        <source>Card type</source>
        <translation>Card type</translation>
    </message>
    <message>
        <source>Valid until</source>
        <translation>Valid until</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Category</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
</context>
<context>
    <name>MergeDialog</name>
    <message>
        <source>Merge two members</source>
        <translation>Merge two members</translation>
    </message>
    <message>
        <source>The record kept keeps its data (and takes the ones it lacks from the other); the players of the other are linked to it, and the other record goes.</source>
        <translation>The record kept keeps its data (and takes the ones it lacks from the other); the players of the other are linked to it, and the other record goes.</translation>
    </message>
    <message>
        <source>&amp;Merge</source>
        <translation>&amp;Merge</translation>
    </message>
    <message>
        <source>Probably one person:</source>
        <translation>Probably one person:</translation>
    </message>
    <message>
        <source>Keep:</source>
        <translation>Keep:</translation>
    </message>
    <message>
        <source> (the same member id)</source>
        <translation> (the same member id)</translation>
    </message>
    <message>
        <source> (the same name and club)</source>
        <translation> (the same name and club)</translation>
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
        <source>round robin</source>
        <translation>round robin</translation>
    </message>
    <message>
        <source>manual</source>
        <translation>manual</translation>
    </message>
    <message>
        <source>North–South</source>
        <translation>North–South</translation>
    </message>
    <message>
        <source>East–West</source>
        <translation>East–West</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>withdrawn</translation>
    </message>
    <message>
        <source>active</source>
        <translation>active</translation>
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
        <source>alphabetically (surname of the first player)</source>
        <translation>alphabetically (surname of the first player)</translation>
    </message>
    <message>
        <source>at random</source>
        <translation>at random</translation>
    </message>
    <message>
        <source>by pair number</source>
        <translation>by pair number</translation>
    </message>
    <message>
        <source>club</source>
        <translation>club</translation>
    </message>
    <message>
        <source>province</source>
        <translation>province</translation>
    </message>
    <message>
        <source>region</source>
        <translation>region</translation>
    </message>
    <message>
        <source>pairs drawn at random, seed {seed}</source>
        <translation>pairs drawn at random, seed {seed}</translation>
    </message>
    <message>
        <source>pairs loaded {order}</source>
        <translation>pairs loaded {order}</translation>
    </message>
    <message>
        <source>kept apart by {what}</source>
        <translation>kept apart by {what}</translation>
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
        <source>table {table}</source>
        <translation>table {table}</translation>
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
    <name>NewCircuitDialog</name>
    <message>
        <source>New circuit</source>
        <translation>New circuit</translation>
    </message>
    <message>
        <source>e.g. Winter circuit 2026</source>
        <translation>e.g. Winter circuit 2026</translation>
    </message>
    <message>
        <source>the evening&apos;s VP</source>
        <translation>the evening&apos;s VP</translation>
    </message>
    <message>
        <source>points by position</source>
        <translation>points by position</translation>
    </message>
    <message>
        <source>1st, 2nd, 3rd…: e.g. 25, 20, 16, 14, 12, 10</source>
        <translation>1st, 2nd, 3rd…: e.g. 25, 20, 16, 14, 12, 10</translation>
    </message>
    <message>
        <source>every evening</source>
        <translation>every evening</translation>
    </message>
    <message>
        <source>optional: the final&apos;s own table, e.g. 50, 40, 32</source>
        <translation>optional: the final&apos;s own table, e.g. 50, 40, 32</translation>
    </message>
    <message>
        <source>share the points of their places: (20 + 16) / 2 = 18</source>
        <translation>share the points of their places: (20 + 16) / 2 = 18</translation>
    </message>
    <message>
        <source>each keep the points of their place</source>
        <translation>each keep the points of their place</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Points:</source>
        <translation>&amp;Points:</translation>
    </message>
    <message>
        <source>Points by p&amp;osition:</source>
        <translation>Points by p&amp;osition:</translation>
    </message>
    <message>
        <source>&amp;Evenings that count (the best):</source>
        <translation>&amp;Evenings that count (the best):</translation>
    </message>
    <message>
        <source>The &amp;final counts:</source>
        <translation>The &amp;final counts:</translation>
    </message>
    <message>
        <source>The final&apos;s &amp;table:</source>
        <translation>The final&apos;s &amp;table:</translation>
    </message>
    <message>
        <source>Pairs tied on an e&amp;vening:</source>
        <translation>Pairs tied on an e&amp;vening:</translation>
    </message>
    <message>
        <source>Ties in the circuit, after the points, &amp;broken by:</source>
        <translation>Ties in the circuit, after the points, &amp;broken by:</translation>
    </message>
    <message>
        <source>&amp;Create</source>
        <translation>&amp;Create</translation>
    </message>
    <message>
        <source>Write the points as whole numbers separated by commas: 25, 20, 16.</source>
        <translation>Write the points as whole numbers separated by commas: 25, 20, 16.</translation>
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
        <source>The rules, deals per round, time, the VP scale and what a bye is worth.</source>
        <translation>The rules, deals per round, time, the VP scale and what a bye is worth.</translation>
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
        <source>Press &quot;{finish}&quot; now to use the usual settings: 3 deals of 15 minutes, the FIBUR 3-deal scale, a bye worth 14 VP, 3 Mitchell rounds then 2 Danish. Or press &quot;{next}&quot; to check them. Everything can be changed later in Tournament settings.</source>
        <translation>Press &quot;{finish}&quot; now to use the usual settings: 3 deals of 15 minutes, the FIBUR 3-deal scale, a bye worth 14 VP, 3 Mitchell rounds then 2 Danish. Or press &quot;{next}&quot; to check them. Everything can be changed later in Tournament settings.</translation>
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
        <source>As planned: {movement} (the plan&apos;s last phase goes on)</source>
        <translation>As planned: {movement} (the plan&apos;s last phase goes on)</translation>
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
        <source>Make &amp;round {number}</source>
        <translation>Make &amp;round {number}</translation>
    </message>
    <message>
        <source>Seating of the first round</source>
        <translation>Seating of the first round</translation>
    </message>
    <message>
        <source>The same seed draws the same seating again.</source>
        <translation>The same seed draws the same seating again.</translation>
    </message>
    <message>
        <source>&amp;club</source>
        <translation>&amp;club</translation>
    </message>
    <message>
        <source>pro&amp;vince</source>
        <translation>pro&amp;vince</translation>
    </message>
    <message>
        <source>re&amp;gion</source>
        <translation>re&amp;gion</translation>
    </message>
    <message>
        <source>Pairs of the same club, province or region do not meet in the first round where the field allows it; in a Mitchell they stay apart the whole phase where they fit on one line.</source>
        <translation>Pairs of the same club, province or region do not meet in the first round where the field allows it; in a Mitchell they stay apart the whole phase where they fit on one line.</translation>
    </message>
    <message>
        <source>&amp;Load pairs:</source>
        <translation>&amp;Load pairs:</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>S&amp;eed:</translation>
    </message>
    <message>
        <source>Keep apart by:</source>
        <translation>Keep apart by:</translation>
    </message>
    <message>
        <source>A Danish round pairs on the standings: neighbours in the ranking meet (first against second, third against fourth, …) without repeating a match of the previous round. Before round 1 there are no standings, so the pairs meet in number order.</source>
        <translation>A Danish round pairs on the standings: neighbours in the ranking meet (first against second, third against fourth, …) without repeating a match of the previous round. Before round 1 there are no standings, so the pairs meet in number order.</translation>
    </message>
    <message>
        <source>A Danish round pairs on the standings: neighbours in the ranking meet (first against second, third against fourth, …) without repeating a match of the previous round, so every table of round {previous} must have its result first.</source>
        <translation>A Danish round pairs on the standings: neighbours in the ranking meet (first against second, third against fourth, …) without repeating a match of the previous round, so every table of round {previous} must have its result first.</translation>
    </message>
    <message>
        <source>A Swiss round pairs on the standings: each pair meets the nearest pair in the ranking that it has not met yet. Before round 1 there are no standings, so the pairs meet in number order.</source>
        <translation>A Swiss round pairs on the standings: each pair meets the nearest pair in the ranking that it has not met yet. Before round 1 there are no standings, so the pairs meet in number order.</translation>
    </message>
    <message>
        <source>A Swiss round pairs on the standings: each pair meets the nearest pair in the ranking that it has not met yet, so every table of round {previous} must have its result first.</source>
        <translation>A Swiss round pairs on the standings: each pair meets the nearest pair in the ranking that it has not met yet, so every table of round {previous} must have its result first.</translation>
    </message>
    <message>
        <source>In a round robin every pair meets every other pair once, on a fixed schedule that does not depend on the results, so this round does not wait for any score sheet.</source>
        <translation>In a round robin every pair meets every other pair once, on a fixed schedule that does not depend on the results, so this round does not wait for any score sheet.</translation>
    </message>
    <message>
        <source>A Mitchell round follows its fixed scheme: the pairs move from table to table whatever the results, so it does not wait for any score sheet.</source>
        <translation>A Mitchell round follows its fixed scheme: the pairs move from table to table whatever the results, so it does not wait for any score sheet.</translation>
    </message>
    <message>
        <source>Until a score sheet is in, pairs and tables can be swapped. A round made by mistake can be deleted as long as it is the last one.</source>
        <translation>Until a score sheet is in, pairs and tables can be swapped. A round made by mistake can be deleted as long as it is the last one.</translation>
    </message>
    <message>
        <source>groups of {numbers} tables</source>
        <translation>groups of {numbers} tables</translation>
    </message>
    <message numerus="yes">
        <source>%n group(s)</source>
        <translation>
            <numerusform>%n group</numerusform>
            <numerusform>%n groups</numerusform>
        </translation>
    </message>
    <message>
        <source>groups in the shares {numbers}</source>
        <translation>groups in the shares {numbers}</translation>
    </message>
    <message>
        <source>This round begins the plan&apos;s phase in groups: {rule} are formed now from the standings after round {previous} (Round → Form groups… forms them otherwise first), and each group is paired on its own.</source>
        <translation>This round begins the plan&apos;s phase in groups: {rule} are formed now from the standings after round {previous} (Round → Form groups… forms them otherwise first), and each group is paired on its own.</translation>
    </message>
    <message numerus="yes">
        <source>{group}: %n table(s)</source>
        <translation>
            <numerusform>{group}: %n table</numerusform>
            <numerusform>{group}: %n tables</numerusform>
        </translation>
    </message>
    <message>
        <source>Paired within the groups formed after round {round}: {groups}.</source>
        <translation>Paired within the groups formed after round {round}: {groups}.</translation>
    </message>
    <message>
        <source>&amp;Movement:</source>
        <translation>&amp;Movement:</translation>
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
        <source>Add new players to the member &amp;register</source>
        <translation>Add new players to the member &amp;register</translation>
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
        <source>Save and add &amp;another</source>
        <translation>Save and add &amp;another</translation>
    </message>
    <message>
        <source>The pair keeps its number and its results.</source>
        <translation>The pair keeps its number and its results.</translation>
    </message>
    <message>
        <source>Rounds are already made: this pair is a late entry and plays from round {round}.</source>
        <translation>Rounds are already made: this pair is a late entry and plays from round {round}.</translation>
    </message>
    <message>
        <source>the same member id</source>
        <translation>the same member id</translation>
    </message>
    <message>
        <source>the same name and club</source>
        <translation>the same name and club</translation>
    </message>
    <message>
        <source>the same name</source>
        <translation>the same name</translation>
    </message>
    <message>
        <source>• {member} ({reason})</source>
        <translation>• {member} ({reason})</translation>
    </message>
    <message>
        <source>Already in the register?</source>
        <translation>Already in the register?</translation>
    </message>
    <message>
        <source>{player} looks like a member already in the register:
{members}

Is it the same person?</source>
        <translation>{player} looks like a member already in the register:
{members}

Is it the same person?</translation>
    </message>
    <message>
        <source>&amp;Same person: use the member</source>
        <translation>&amp;Same person: use the member</translation>
    </message>
    <message>
        <source>&amp;Another person: add a new member</source>
        <translation>&amp;Another person: add a new member</translation>
    </message>
    <message>
        <source>Pair {number} is saved. The membership check says:
{warnings}</source>
        <translation>Pair {number} is saved. The membership check says:
{warnings}</translation>
    </message>
    <message>
        <source>Membership</source>
        <translation>Membership</translation>
    </message>
    <message>
        <source>Pair {number} saved ({players}). Type the next pair.</source>
        <translation>Pair {number} saved ({players}). Type the next pair.</translation>
    </message>
</context>
<context>
    <name>PairsPage</name>
    <message>
        <source>Search by name, club, member id or number (Ctrl+F)</source>
        <translation>Search by name, club, member id or number (Ctrl+F)</translation>
    </message>
    <message>
        <source>All clubs</source>
        <translation>All clubs</translation>
    </message>
    <message>
        <source>All regions</source>
        <translation>All regions</translation>
    </message>
    <message>
        <source>All provinces</source>
        <translation>All provinces</translation>
    </message>
    <message>
        <source>All categories</source>
        <translation>All categories</translation>
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
    <message numerus="yes">
        <source>%n pair(s)</source>
        <translation>
            <numerusform>%n pair</numerusform>
            <numerusform>%n pairs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n withdrawn)</source>
        <translation>
            <numerusform> (%n withdrawn)</numerusform>
            <numerusform> (%n withdrawn)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shown of {text}</source>
        <translation>
            <numerusform>%n shown of {text}</numerusform>
            <numerusform>%n shown of {text}</numerusform>
        </translation>
    </message>
    <message>
        <source>Pair {number} was changed meanwhile (by another dialog or station), so nothing was saved. It is now: {players}{group}.
The dialog shows it as it is now: make your correction again.</source>
        <translation>Pair {number} was changed meanwhile (by another dialog or station), so nothing was saved. It is now: {players}{group}.
The dialog shows it as it is now: make your correction again.</translation>
    </message>
    <message>
        <source>, group {group}</source>
        <translation>, group {group}</translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) were registered.</source>
        <translation>
            <numerusform>%n pair was registered.</numerusform>
            <numerusform>%n pairs were registered.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rows with problems skipped: {skipped}.</source>
        <translation>Rows with problems skipped: {skipped}.</translation>
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
        <source>Region</source>
        <translation>Region</translation>
    </message>
    <message>
        <source>Province</source>
        <translation>Province</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Category</translation>
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
    <name>PdfDocument</name>
    <message>
        <source>Page {number} of {total}</source>
        <translation>Page {number} of {total}</translation>
    </message>
</context>
<context>
    <name>PdfPreviewDialog</name>
    <message>
        <source>Preview: {file}</source>
        <translation>Preview: {file}</translation>
    </message>
    <message>
        <source>Reading {file}…</source>
        <translation>Reading {file}…</translation>
    </message>
    <message>
        <source>Page </source>
        <translation>Page </translation>
    </message>
    <message>
        <source>Zoom out (Ctrl+-)</source>
        <translation>Zoom out (Ctrl+-)</translation>
    </message>
    <message>
        <source>Zoom in (Ctrl++)</source>
        <translation>Zoom in (Ctrl++)</translation>
    </message>
    <message>
        <source>Fit width</source>
        <translation>Fit width</translation>
    </message>
    <message>
        <source>The page as wide as the window</source>
        <translation>The page as wide as the window</translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>&amp;Print</translation>
    </message>
    <message>
        <source>Send the file to this computer&apos;s default printer</source>
        <translation>Send the file to this computer&apos;s default printer</translation>
    </message>
    <message>
        <source>&amp;Open in the PDF viewer</source>
        <translation>&amp;Open in the PDF viewer</translation>
    </message>
    <message>
        <source>Look at the file full size, or print it from there with other settings</source>
        <translation>Look at the file full size, or print it from there with other settings</translation>
    </message>
    <message>
        <source>Show the &amp;folder</source>
        <translation>Show the &amp;folder</translation>
    </message>
    <message>
        <source>Sent to the printer.</source>
        <translation>Sent to the printer.</translation>
    </message>
    <message>
        <source>Not printed</source>
        <translation>Not printed</translation>
    </message>
    <message>
        <source>pdftoppm and pdfinfo (Poppler) are needed for a preview.</source>
        <translation>pdftoppm and pdfinfo (Poppler) are needed for a preview.</translation>
    </message>
    <message>
        <source>{program} could not be started.</source>
        <translation>{program} could not be started.</translation>
    </message>
    <message>
        <source>The file has no pages.</source>
        <translation>The file has no pages.</translation>
    </message>
    <message>
        <source>Page {number}</source>
        <translation>Page {number}</translation>
    </message>
    <message>
        <source>of {count}</source>
        <translation>of {count}</translation>
    </message>
    <message>
        <source>No preview: {reason}</source>
        <translation>No preview: {reason}</translation>
    </message>
    <message>
        <source>Page {number} could not be shown.</source>
        <translation>Page {number} could not be shown.</translation>
    </message>
</context>
<context>
    <name>PhaseRow</name>
    <message>
        <source>over the whole field</source>
        <translation>over the whole field</translation>
    </message>
    <message>
        <source>in groups, tables:</source>
        <translation>in groups, tables:</translation>
    </message>
    <message>
        <source>in groups, how many:</source>
        <translation>in groups, how many:</translation>
    </message>
    <message>
        <source>in groups, shares:</source>
        <translation>in groups, shares:</translation>
    </message>
    <message>
        <source>Groups formed from the standings after the round before this phase, top of the ranking to group A: the tables of each group (7, 9, 9), how many groups (3) or their shares (30, 30, 40).</source>
        <translation>Groups formed from the standings after the round before this phase, top of the ranking to group A: the tables of each group (7, 9, 9), how many groups (3) or their shares (30, 30, 40).</translation>
    </message>
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
        <source>&amp;Minutes per deal:</source>
        <translation>&amp;Minutes per deal:</translation>
    </message>
    <message>
        <source>Semi-c&amp;lean:</source>
        <translation>Semi-c&amp;lean:</translation>
    </message>
    <message>
        <source>From a f&amp;ile…</source>
        <translation>From a f&amp;ile…</translation>
    </message>
    <message>
        <source>&amp;Deals per round:</source>
        <translation>&amp;Deals per round:</translation>
    </message>
    <message>
        <source>&amp;VP scale:</source>
        <translation>&amp;VP scale:</translation>
    </message>
    <message>
        <source>B&amp;ye scores:</source>
        <translation>B&amp;ye scores:</translation>
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
        <source>{name} (this tournament&apos;s copy)</source>
        <translation>{name} (this tournament&apos;s copy)</translation>
    </message>
    <message>
        <source>Changed from {profile}: these are custom rules.</source>
        <translation>Changed from {profile}: these are custom rules.</translation>
    </message>
    <message>
        <source>The rule profile was not loaded:</source>
        <translation>The rule profile was not loaded:</translation>
    </message>
    <message>
        <source>Rule profile file</source>
        <translation>Rule profile file</translation>
    </message>
    <message>
        <source>Rule profiles (*.json);;All files (*)</source>
        <translation>Rule profiles (*.json);;All files (*)</translation>
    </message>
    <message>
        <source>Save the rules</source>
        <translation>Save the rules</translation>
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
    <name>PosterPdf</name>
    <message>
        <source>Follow the tournament on your phone</source>
        <translation>Follow the tournament on your phone</translation>
    </message>
    <message>
        <source>Scan the code with your camera or open the address:</source>
        <translation>Scan the code with your camera or open the address:</translation>
    </message>
    <message>
        <source>Connect to the venue&apos;s Wi-Fi first.</source>
        <translation>Connect to the venue&apos;s Wi-Fi first.</translation>
    </message>
    <message>
        <source>Seats, standings and the round clock update by themselves. Type your pair number to see where you sit and your results.</source>
        <translation>Seats, standings and the round clock update by themselves. Type your pair number to see where you sit and your results.</translation>
    </message>
    <message>
        <source>Poster</source>
        <translation>Poster</translation>
    </message>
</context>
<context>
    <name>PrintExportDialog</name>
    <message>
        <source>Print / Export</source>
        <translation>Print / Export</translation>
    </message>
    <message>
        <source>&amp;Round:</source>
        <translation>&amp;Round:</translation>
    </message>
    <message>
        <source>&amp;One sheet per page</source>
        <translation>&amp;One sheet per page</translation>
    </message>
    <message>
        <source>&amp;Two sheets per page</source>
        <translation>&amp;Two sheets per page</translation>
    </message>
    <message>
        <source>Sheets:</source>
        <translation>Sheets:</translation>
    </message>
    <message>
        <source>&amp;Filled in with the values entered</source>
        <translation>&amp;Filled in with the values entered</translation>
    </message>
    <message>
        <source>Group &amp;by group, each ranked inside its group</source>
        <translation>Group &amp;by group, each ranked inside its group</translation>
    </message>
    <message>
        <source>&amp;Group:</source>
        <translation>&amp;Group:</translation>
    </message>
    <message>
        <source>Number of &amp;sheets:</source>
        <translation>Number of &amp;sheets:</translation>
    </message>
    <message>
        <source>Web &amp;address:</source>
        <translation>Web &amp;address:</translation>
    </message>
    <message>
        <source>&amp;Choose…</source>
        <translation>&amp;Choose…</translation>
    </message>
    <message>
        <source>Fol&amp;der:</source>
        <translation>Fol&amp;der:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>File &amp;name:</translation>
    </message>
    <message>
        <source>&amp;Preview the PDF when it is written</source>
        <translation>&amp;Preview the PDF when it is written</translation>
    </message>
    <message>
        <source>&amp;Write</source>
        <translation>&amp;Write</translation>
    </message>
    <message>
        <source>Pr&amp;int</source>
        <translation>Pr&amp;int</translation>
    </message>
    <message>
        <source>Write the PDF and send it to this computer&apos;s default printer</source>
        <translation>Write the PDF and send it to this computer&apos;s default printer</translation>
    </message>
    <message>
        <source>W&amp;hat:</source>
        <translation>W&amp;hat:</translation>
    </message>
    <message>
        <source>After round {number}</source>
        <translation>After round {number}</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Round {number}</translation>
    </message>
    <message>
        <source>All groups, each on its own pages</source>
        <translation>All groups, each on its own pages</translation>
    </message>
    <message>
        <source>Table &amp;links: each line&apos;s QR code and the table&apos;s PIN</source>
        <translation>Table &amp;links: each line&apos;s QR code and the table&apos;s PIN</translation>
    </message>
    <message>
        <source>Table &amp;links and PINs: publish the event first (Event → Publish on the local network)</source>
        <translation>Table &amp;links and PINs: publish the event first (Event → Publish on the local network)</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Tournament</translation>
    </message>
    <message>
        <source>round {number}</source>
        <translation>round {number}</translation>
    </message>
    <message>
        <source>after round {number}</source>
        <translation>after round {number}</translation>
    </message>
    <message>
        <source>group {name}</source>
        <translation>group {name}</translation>
    </message>
    <message>
        <source>filled score sheets</source>
        <translation>filled score sheets</translation>
    </message>
    <message>
        <source>The tournament could not be read.</source>
        <translation>The tournament could not be read.</translation>
    </message>
    <message>
        <source>There is no round yet: make a round first.</source>
        <translation>There is no round yet: make a round first.</translation>
    </message>
    <message>
        <source>Give the web address phones open (Event → Publish on the local network shows it).</source>
        <translation>Give the web address phones open (Event → Publish on the local network shows it).</translation>
    </message>
    <message>
        <source>Folder for the printouts and exports</source>
        <translation>Folder for the printouts and exports</translation>
    </message>
    <message>
        <source>It is a folder: give a file name.</source>
        <translation>It is a folder: give a file name.</translation>
    </message>
    <message>
        <source>The folder {folder} does not exist.</source>
        <translation>The folder {folder} does not exist.</translation>
    </message>
    <message>
        <source>It is a tournament database, or a file kept beside one: choose another name.</source>
        <translation>It is a tournament database, or a file kept beside one: choose another name.</translation>
    </message>
    <message>
        <source>{file} already exists. Replace it?</source>
        <translation>{file} already exists. Replace it?</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Replace</translation>
    </message>
    <message>
        <source>Writing {file}…</source>
        <translation>Writing {file}…</translation>
    </message>
    <message>
        <source>{file} was not written.
{reason}</source>
        <translation>{file} was not written.
{reason}</translation>
    </message>
    <message>
        <source>Not written</source>
        <translation>Not written</translation>
    </message>
</context>
<context>
    <name>PrintMenu</name>
    <message>
        <source>Pr&amp;int / Export</source>
        <translation>Pr&amp;int / Export</translation>
    </message>
    <message>
        <source>&amp;Score sheets…</source>
        <translation>&amp;Score sheets…</translation>
    </message>
    <message>
        <source>&amp;Blank score sheets…</source>
        <translation>&amp;Blank score sheets…</translation>
    </message>
    <message>
        <source>S&amp;eats…</source>
        <translation>S&amp;eats…</translation>
    </message>
    <message>
        <source>&amp;Table cards…</source>
        <translation>&amp;Table cards…</translation>
    </message>
    <message>
        <source>Round &amp;results…</source>
        <translation>Round &amp;results…</translation>
    </message>
    <message>
        <source>St&amp;andings…</source>
        <translation>St&amp;andings…</translation>
    </message>
    <message>
        <source>Pair &amp;histories…</source>
        <translation>Pair &amp;histories…</translation>
    </message>
    <message>
        <source>Pri&amp;zes…</source>
        <translation>Pri&amp;zes…</translation>
    </message>
    <message>
        <source>&amp;Poster for the phones…</source>
        <translation>&amp;Poster for the phones…</translation>
    </message>
    <message>
        <source>&amp;Workbook (.xlsx)…</source>
        <translation>&amp;Workbook (.xlsx)…</translation>
    </message>
    <message>
        <source>Standings (&amp;CSV)…</source>
        <translation>Standings (&amp;CSV)…</translation>
    </message>
    <message>
        <source>Seats (CS&amp;V)…</source>
        <translation>Seats (CS&amp;V)…</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Export</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>This computer has no print program (lp or lpr, from CUPS). Open the file in the PDF viewer and print it from there.</source>
        <translation>This computer has no print program (lp or lpr, from CUPS). Open the file in the PDF viewer and print it from there.</translation>
    </message>
    <message>
        <source>No default printer is set up on this computer. Choose one in the system&apos;s printer settings, or open the file in the PDF viewer and print it from there.</source>
        <translation>No default printer is set up on this computer. Choose one in the system&apos;s printer settings, or open the file in the PDF viewer and print it from there.</translation>
    </message>
    <message>
        <source>The printer did not take the file.</source>
        <translation>The printer did not take the file.</translation>
    </message>
    <message>
        <source>The print system said: {words}</source>
        <translation>The print system said: {words}</translation>
    </message>
    <message>
        <source>{file} was not printed.
{reason}</source>
        <translation>{file} was not printed.
{reason}</translation>
    </message>
    <message>
        <source>Sending {file} to the printer…</source>
        <translation>Sending {file} to the printer…</translation>
    </message>
</context>
<context>
    <name>Printouts</name>
    <message>
        <source>Score sheets</source>
        <translation>Score sheets</translation>
    </message>
    <message>
        <source>Blank score sheets</source>
        <translation>Blank score sheets</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Seats</translation>
    </message>
    <message>
        <source>Table cards</source>
        <translation>Table cards</translation>
    </message>
    <message>
        <source>Round results</source>
        <translation>Round results</translation>
    </message>
    <message>
        <source>Each table&apos;s MP, difference and VP in the round; then the corrections of its saved scores, if any, on a page of their own.</source>
        <translation>Each table&apos;s MP, difference and VP in the round; then the corrections of its saved scores, if any, on a page of their own.</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Standings</translation>
    </message>
    <message>
        <source>Pair histories</source>
        <translation>Pair histories</translation>
    </message>
    <message>
        <source>Prizes</source>
        <translation>Prizes</translation>
    </message>
    <message>
        <source>Poster for the phones</source>
        <translation>Poster for the phones</translation>
    </message>
    <message>
        <source>Workbook (.xlsx)</source>
        <translation>Workbook (.xlsx)</translation>
    </message>
    <message>
        <source>Standings, rounds, deals, pairs, byes, adjustments, corrections, the VP scale and the tie-breaks in a spreadsheet, as things stood after a round (a team event&apos;s teams, matches and team standings too).</source>
        <translation>Standings, rounds, deals, pairs, byes, adjustments, corrections, the VP scale and the tie-breaks in a spreadsheet, as things stood after a round (a team event&apos;s teams, matches and team standings too).</translation>
    </message>
    <message>
        <source>Standings (CSV)</source>
        <translation>Standings (CSV)</translation>
    </message>
    <message>
        <source>Seats (CSV)</source>
        <translation>Seats (CSV)</translation>
    </message>
    <message>
        <source>One sheet per table of the round, with the pairs&apos; names and the VP scale.</source>
        <translation>One sheet per table of the round, with the pairs&apos; names and the VP scale.</translation>
    </message>
    <message>
        <source>Sheets without round, table or names, for a late change or a spare.</source>
        <translation>Sheets without round, table or names, for a late change or a spare.</translation>
    </message>
    <message>
        <source>A page per table with its big number and the pairs of the round.</source>
        <translation>A page per table with its big number and the pairs of the round.</translation>
    </message>
    <message>
        <source>The ranking after a round, with the tie-breaks used.</source>
        <translation>The ranking after a round, with the tie-breaks used.</translation>
    </message>
    <message>
        <source>Each pair&apos;s rounds: opponents, MP, difference and VP.</source>
        <translation>Each pair&apos;s rounds: opponents, MP, difference and VP.</translation>
    </message>
    <message>
        <source>Who wins what, group by group, by the tournament&apos;s prize plan, with the rule that gave each prize.</source>
        <translation>Who wins what, group by group, by the tournament&apos;s prize plan, with the rule that gave each prize.</translation>
    </message>
    <message>
        <source>A page for the wall: the address of the published tournament, large, and its QR code.</source>
        <translation>A page for the wall: the address of the published tournament, large, and its QR code.</translation>
    </message>
    <message>
        <source>Who sits where, for the wall: by table, by surname and by pair number.</source>
        <translation>Who sits where, for the wall: by table, by surname and by pair number.</translation>
    </message>
    <message>
        <source>The ranking as a CSV file (UTF-8), one row per pair.</source>
        <translation>The ranking as a CSV file (UTF-8), one row per pair.</translation>
    </message>
    <message>
        <source>The seats of a round as a CSV file (UTF-8), one row per pair.</source>
        <translation>The seats of a round as a CSV file (UTF-8), one row per pair.</translation>
    </message>
    <message>
        <source>score sheets</source>
        <translation>score sheets</translation>
    </message>
    <message>
        <source>blank score sheets</source>
        <translation>blank score sheets</translation>
    </message>
    <message>
        <source>seats</source>
        <translation>seats</translation>
    </message>
    <message>
        <source>table cards</source>
        <translation>table cards</translation>
    </message>
    <message>
        <source>results</source>
        <translation>results</translation>
    </message>
    <message>
        <source>standings</source>
        <translation>standings</translation>
    </message>
    <message>
        <source>pair histories</source>
        <translation>pair histories</translation>
    </message>
    <message>
        <source>prizes</source>
        <translation>prizes</translation>
    </message>
    <message>
        <source>poster</source>
        <translation>poster</translation>
    </message>
    <message>
        <source>workbook</source>
        <translation>workbook</translation>
    </message>
    <message>
        <source>{file} is written and sent to the printer.</source>
        <translation>{file} is written and sent to the printer.</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>Written</translation>
    </message>
    <message>
        <source>{file} is written.</source>
        <translation>{file} is written.</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Open</translation>
    </message>
    <message>
        <source>Show the &amp;folder</source>
        <translation>Show the &amp;folder</translation>
    </message>
</context>
<context>
    <name>PrizePlanDialog</name>
    <message>
        <source>Prize plan</source>
        <translation>Prize plan</translation>
    </message>
    <message>
        <source>From tables in the group</source>
        <translation>From tables in the group</translation>
    </message>
    <message>
        <source>Prizes by place</source>
        <translation>Prizes by place</translation>
    </message>
    <message>
        <source>&amp;Add band</source>
        <translation>&amp;Add band</translation>
    </message>
    <message>
        <source>&amp;Remove band</source>
        <translation>&amp;Remove band</translation>
    </message>
    <message>
        <source>&amp;Load from a file…</source>
        <translation>&amp;Load from a file…</translation>
    </message>
    <message>
        <source>&amp;Save to a file…</source>
        <translation>&amp;Save to a file…</translation>
    </message>
    <message>
        <source>&amp;Plan:</source>
        <translation>&amp;Plan:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Use this plan</source>
        <translation>&amp;Use this plan</translation>
    </message>
    <message>
        <source>{name} (from {file})</source>
        <translation>{name} (from {file})</translation>
    </message>
    <message>
        <source>Special prizes:</source>
        <translation>Special prizes:</translation>
    </message>
    <message>
        <source>No special prize.</source>
        <translation>No special prize.</translation>
    </message>
    <message>
        <source>Save the prize plan</source>
        <translation>Save the prize plan</translation>
    </message>
    <message>
        <source>Prize plans (*.json)</source>
        <translation>Prize plans (*.json)</translation>
    </message>
    <message>
        <source>{file} was not written: {reason}</source>
        <translation>{file} was not written: {reason}</translation>
    </message>
    <message>
        <source>Read a prize plan</source>
        <translation>Read a prize plan</translation>
    </message>
    <message>
        <source>Prize plans (*.json);;All files (*)</source>
        <translation>Prize plans (*.json);;All files (*)</translation>
    </message>
</context>
<context>
    <name>PrizesPanel</name>
    <message>
        <source>Prize plan…</source>
        <translation>Prize plan…</translation>
    </message>
    <message>
        <source>Print prizes…</source>
        <translation>Print prizes…</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Prize</translation>
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
        <source>Rule that gave it</source>
        <translation>Rule that gave it</translation>
    </message>
    <message>
        <source>{vp} VP, rank {rank}</source>
        <translation>{vp} VP, rank {rank}</translation>
    </message>
</context>
<context>
    <name>PublishDialog</name>
    <message>
        <source>Publish on the local network</source>
        <translation>Publish on the local network</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>P&amp;ort:</translation>
    </message>
    <message>
        <source>&amp;Publish</source>
        <translation>&amp;Publish</translation>
    </message>
    <message>
        <source>&amp;Stop publishing</source>
        <translation>&amp;Stop publishing</translation>
    </message>
    <message>
        <source>Not published: {reason}</source>
        <translation>Not published: {reason}</translation>
    </message>
    <message>
        <source>port {port} is already in use by another program: choose another port.</source>
        <translation>port {port} is already in use by another program: choose another port.</translation>
    </message>
    <message>
        <source>The tournament is published. Phones on the same network (the venue&apos;s Wi-Fi) open this address or scan the code: seats, standings and the clock update by themselves.</source>
        <translation>The tournament is published. Phones on the same network (the venue&apos;s Wi-Fi) open this address or scan the code: seats, standings and the clock update by themselves.</translation>
    </message>
    <message>
        <source>Also reachable at: {addresses}</source>
        <translation>Also reachable at: {addresses}</translation>
    </message>
    <message>
        <source>Serve the seats, the standings and the clock to the phones of the room from this computer, on the venue&apos;s own network: no internet and no account needed. Nothing can be changed from a phone.</source>
        <translation>Serve the seats, the standings and the clock to the phones of the room from this computer, on the venue&apos;s own network: no internet and no account needed. Nothing can be changed from a phone.</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Drive</source>
        <translation>Drive</translation>
    </message>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>Folder</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <comment>All other platforms</comment>
        <translation>Shortcut</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Look in:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Files of &amp;type:</translation>
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
        <source>{name} (always first)</source>
        <translation>{name} (always first)</translation>
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
    <name>ResultsFile</name>
    <message>
        <source>Tournament</source>
        <translation>Tournament</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Venue</source>
        <translation>Venue</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tables</translation>
    </message>
    <message>
        <source>Member number</source>
        <translation>Member number</translation>
    </message>
    <message>
        <source>Surname</source>
        <translation>Surname</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Association</source>
        <translation>Association</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Pair</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Position</translation>
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
        <source>Group</source>
        <translation>Group</translation>
    </message>
    <message>
        <source>Position in group</source>
        <translation>Position in group</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Results</translation>
    </message>
</context>
<context>
    <name>ResultsPdf</name>
    <message>
        <source>total VP</source>
        <translation>total VP</translation>
    </message>
    <message>
        <source>MP difference</source>
        <translation>MP difference</translation>
    </message>
    <message>
        <source>head-to-head VP among the tied pairs (only when each has met all the others)</source>
        <translation>head-to-head VP among the tied pairs (only when each has met all the others)</translation>
    </message>
    <message>
        <source>MP scored</source>
        <translation>MP scored</translation>
    </message>
    <message>
        <source>drawing of lots</source>
        <translation>drawing of lots</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>head-to-head</source>
        <translation>head-to-head</translation>
    </message>
    <message>
        <source>lots</source>
        <translation>lots</translation>
    </message>
    <message>
        <source>Pair {number}</source>
        <translation>Pair {number}</translation>
    </message>
    <message>
        <source>(withdrawn)</source>
        <translation>(withdrawn)</translation>
    </message>
    <message>
        <source>Printed {when}</source>
        <translation>Printed {when}</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>NS MP</source>
        <translation>NS MP</translation>
    </message>
    <message>
        <source>EW MP</source>
        <translation>EW MP</translation>
    </message>
    <message>
        <source>Difference
(NS − EW)</source>
        <translation>Difference
(NS − EW)</translation>
    </message>
    <message>
        <source>NS VP</source>
        <translation>NS VP</translation>
    </message>
    <message>
        <source>EW VP</source>
        <translation>EW VP</translation>
    </message>
    <message>
        <source>no result yet</source>
        <translation>no result yet</translation>
    </message>
    <message>
        <source>Results of round {number}</source>
        <translation>Results of round {number}</translation>
    </message>
    <message>
        <source>This round has no tables.</source>
        <translation>This round has no tables.</translation>
    </message>
    <message>
        <source>* VP set by the director (artificial result); the MP are those of the deals entered.</source>
        <translation>* VP set by the director (artificial result); the MP are those of the deals entered.</translation>
    </message>
    <message>
        <source>{mark} Score sheet entered by totals: the MP are its totals.</source>
        <translation>{mark} Score sheet entered by totals: the MP are its totals.</translation>
    </message>
    <message>
        <source>Byes</source>
        <translation>Byes</translation>
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
        <source>Round {number} · {movement}</source>
        <translation>Round {number} · {movement}</translation>
    </message>
    <message>
        <source>Round results</source>
        <translation>Round results</translation>
    </message>
    <message>
        <source>When</source>
        <translation>When</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Who</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Deal</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Change</translation>
    </message>
    <message>
        <source>Old</source>
        <translation>Old</translation>
    </message>
    <message>
        <source>New</source>
        <translation>New</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Why</translation>
    </message>
    <message>
        <source>Corrections of round {number}</source>
        <translation>Corrections of round {number}</translation>
    </message>
    <message>
        <source>Scores changed after they were saved: who changed them, when, from what to what, and why.</source>
        <translation>Scores changed after they were saved: who changed them, when, from what to what, and why.</translation>
    </message>
    <message>
        <source>Ranked by pair number.</source>
        <translation>Ranked by pair number.</translation>
    </message>
    <message>
        <source>, then </source>
        <translation>, then </translation>
    </message>
    <message>
        <source>Ranked by {chain}.</source>
        <translation>Ranked by {chain}.</translation>
    </message>
    <message>
        <source>Final standings after round {number}</source>
        <translation>Final standings after round {number}</translation>
    </message>
    <message>
        <source>final</source>
        <translation>final</translation>
    </message>
    <message>
        <source>Provisional standings after round {number}</source>
        <translation>Provisional standings after round {number}</translation>
    </message>
    <message>
        <source>provisional</source>
        <translation>provisional</translation>
    </message>
    <message>
        <source>Group {name}, 1 table</source>
        <translation>Group {name}, 1 table</translation>
    </message>
    <message>
        <source>Group {name}, {tables} tables</source>
        <translation>Group {name}, {tables} tables</translation>
    </message>
    <message>
        <source>Group {name} (continued)</source>
        <translation>Group {name} (continued)</translation>
    </message>
    <message>
        <source>after round {number} · {state}</source>
        <translation>after round {number} · {state}</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Standings</translation>
    </message>
    <message>
        <source>No pairs are registered.</source>
        <translation>No pairs are registered.</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>MP diff.</source>
        <translation>MP diff.</translation>
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
        <source>Adjust-
ments</source>
        <translation>Adjust-
ments</translation>
    </message>
    <message>
        <source>Tie broken by</source>
        <translation>Tie broken by</translation>
    </message>
    <message>
        <source>no change</source>
        <translation>no change</translation>
    </message>
    <message>
        <source>Pair {number}, after round {round}, {change}</source>
        <translation>Pair {number}, after round {round}, {change}</translation>
    </message>
    <message>
        <source>Adjustments</source>
        <translation>Adjustments</translation>
    </message>
    <message>
        <source>(included in VP and MP difference above):</source>
        <translation>(included in VP and MP difference above):</translation>
    </message>
    <message>
        <source>“=” after a rank: pairs tied on every criterion share it.</source>
        <translation>“=” after a rank: pairs tied on every criterion share it.</translation>
    </message>
    <message>
        <source>“Tie broken by”: the criterion that placed the pair below the one above it.</source>
        <translation>“Tie broken by”: the criterion that placed the pair below the one above it.</translation>
    </message>
    <message>
        <source>* The VP include a result set by the director (artificial result).</source>
        <translation>* The VP include a result set by the director (artificial result).</translation>
    </message>
    <message>
        <source>Played by the rules: {profile}.</source>
        <translation>Played by the rules: {profile}.</translation>
    </message>
    <message>
        <source>A bye counts {vp} VP and {mp} MP difference (nothing to the MP scored).</source>
        <translation>A bye counts {vp} VP and {mp} MP difference (nothing to the MP scored).</translation>
    </message>
    <message>
        <source>Order drawn by lots (pairs, first to last): {pairs}.</source>
        <translation>Order drawn by lots (pairs, first to last): {pairs}.</translation>
    </message>
    <message>
        <source>Checks: {vp} VP at %n table(s) (expected {expected});</source>
        <translation>Checks: {vp} VP at %n tables with a result (expected {expected});</translation>
    </message>
    <message>
        <source>correct</source>
        <translation>correct</translation>
    </message>
    <message>
        <source>WRONG — please check the score sheets</source>
        <translation>WRONG — please check the score sheets</translation>
    </message>
    <message>
        <source>MP differences sum to {mp} (expected 0): {state}.</source>
        <translation>MP differences sum to {mp} (expected 0): {state}.</translation>
    </message>
    <message>
        <source>Pair histories after round {number}</source>
        <translation>Pair histories after round {number}</translation>
    </message>
    <message>
        <source>after round {number}</source>
        <translation>after round {number}</translation>
    </message>
    <message>
        <source>Pair histories</source>
        <translation>Pair histories</translation>
    </message>
    <message>
        <source>After round {round}: rank {rank} of {pairs} · {vp} VP · MP difference {diff} · MP {mp}</source>
        <translation>After round {round}: rank {rank} of {pairs} · {vp} VP · MP difference {diff} · MP {mp}</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Line</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Opponent</translation>
    </message>
    <message>
        <source>Opp.
MP</source>
        <translation>Opp.
MP</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Difference</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>bye</translation>
    </message>
    <message>
        <source>no rounds played yet</source>
        <translation>no rounds played yet</translation>
    </message>
    <message>
        <source>Adjustment after round {number}</source>
        <translation>Adjustment after round {number}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>* VP set by the director (artificial result).</source>
        <translation>* VP set by the director (artificial result).</translation>
    </message>
</context>
<context>
    <name>RotationDialog</name>
    <message>
        <source>Rotating room display</source>
        <translation>Rotating room display</translation>
    </message>
    <message>
        <source>&amp;Rotate the clock, the seats and the standings</source>
        <translation>&amp;Rotate the clock, the seats and the standings</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>&amp;Clock:</source>
        <translation>&amp;Clock:</translation>
    </message>
    <message>
        <source>&amp;Seats of the round:</source>
        <translation>&amp;Seats of the round:</translation>
    </message>
    <message>
        <source>S&amp;tandings:</source>
        <translation>S&amp;tandings:</translation>
    </message>
    <message>
        <source>0 seconds leaves a view out. In the last minutes and at time-out the clock stays on the wall.</source>
        <translation>0 seconds leaves a view out. In the last minutes and at time-out the clock stays on the wall.</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>&amp;Apply</translation>
    </message>
</context>
<context>
    <name>RoundClockDisplay</name>
    <message>
        <source>No round is being played</source>
        <translation>No round is being played</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Round {number}</translation>
    </message>
    <message>
        <source>Not started yet</source>
        <translation>Not started yet</translation>
    </message>
    <message>
        <source>Last minutes</source>
        <translation>Last minutes</translation>
    </message>
    <message>
        <source>PAUSED</source>
        <translation>PAUSED</translation>
    </message>
    <message>
        <source>TIME-OUT</source>
        <translation>TIME-OUT</translation>
    </message>
    <message>
        <source>Final circuit</source>
        <translation>Final circuit</translation>
    </message>
    <message>
        <source>FINISHED</source>
        <translation>FINISHED</translation>
    </message>
    <message>
        <source>Round {number} is over</source>
        <translation>Round {number} is over</translation>
    </message>
    <message>
        <source>Table {table}: {time}</source>
        <translation>Table {table}: {time}</translation>
    </message>
    <message>
        <source>Extra time</source>
        <translation>Extra time</translation>
    </message>
</context>
<context>
    <name>RoundClockWindow</name>
    <message>
        <source>Round clock — Burraco Tourney</source>
        <translation>Round clock — Burraco Tourney</translation>
    </message>
</context>
<context>
    <name>RoundTablesTableModel</name>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Group</translation>
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
        <source>In (by totals)</source>
        <translation>In (by totals)</translation>
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
        <source>By player na&amp;me</source>
        <translation>By player na&amp;me</translation>
    </message>
    <message>
        <source>R&amp;ound:</source>
        <translation>R&amp;ound:</translation>
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
        <source>{pair}, group {group}</source>
        <translation>{pair}, group {group}</translation>
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
        <source>Making round {number}…</source>
        <translation>Making round {number}…</translation>
    </message>
    <message>
        <source>Round {number} is made: {tables} tables ({movement}).</source>
        <translation>Round {number} is made: {tables} tables ({movement}).</translation>
    </message>
    <message>
        <source>Seating: {seating}.</source>
        <translation>Seating: {seating}.</translation>
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
        <source>Round {number} was deleted, with its {count} score sheets.</source>
        <translation>Round {number} was deleted, with its {count} score sheets.</translation>
    </message>
    <message>
        <source>Round {number} was deleted, with its score sheet.</source>
        <translation>Round {number} was deleted, with its score sheet.</translation>
    </message>
    <message>
        <source>Round {number} was deleted.</source>
        <translation>Round {number} was deleted.</translation>
    </message>
    <message>
        <source>Round {number} and its {count} saved score sheets (tables {tables}) will be deleted.</source>
        <translation>Round {number} and its {count} saved score sheets (tables {tables}) will be deleted.</translation>
    </message>
    <message>
        <source>Round {number} and its saved score sheet (table {tables}) will be deleted.</source>
        <translation>Round {number} and its saved score sheet (table {tables}) will be deleted.</translation>
    </message>
    <message>
        <source>These results leave the standings and cannot be brought back. The round can then be made again.</source>
        <translation>These results leave the standings and cannot be brought back. The round can then be made again.</translation>
    </message>
    <message>
        <source>Delete round {number} and its sheets</source>
        <translation>Delete round {number} and its sheets</translation>
    </message>
    <message>
        <source>Delete round {number}? Its seating is forgotten and the round can be made again.</source>
        <translation>Delete round {number}? Its seating is forgotten and the round can be made again.</translation>
    </message>
    <message>
        <source>Delete round {number}</source>
        <translation>Delete round {number}</translation>
    </message>
</context>
<context>
    <name>RuleProfiles</name>
    <message>
        <source>FIBur</source>
        <translation>FIBur</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Classic</translation>
    </message>
    <message>
        <source>Burraco internazionale</source>
        <translation>Burraco internazionale</translation>
    </message>
    <message>
        <source>{name} (custom)</source>
        <translation>{name} (custom)</translation>
    </message>
    <message>
        <source>Custom rules</source>
        <translation>Custom rules</translation>
    </message>
    <message>
        <source>Clean burraco {clean}, dirty {dirty}, closing {closing}, pozzetto not taken {missing}.</source>
        <translation>Clean burraco {clean}, dirty {dirty}, closing {closing}, pozzetto not taken {missing}.</translation>
    </message>
    <message>
        <source>Semi-clean burraco {value}.</source>
        <translation>Semi-clean burraco {value}.</translation>
    </message>
    <message>
        <source>No semi-clean burraco (it may be counted as dirty).</source>
        <translation>No semi-clean burraco (it may be counted as dirty).</translation>
    </message>
    <message>
        <source>A line may close only with a clean burraco.</source>
        <translation>A line may close only with a clean burraco.</translation>
    </message>
    <message>
        <source>A line may close with a clean or a dirty burraco.</source>
        <translation>A line may close with a clean or a dirty burraco.</translation>
    </message>
    <message>
        <source>At time-out: {text}</source>
        <translation>At time-out: {text}</translation>
    </message>
    <message>
        <source>Modified Danish: the last round may repeat a match of the round before.</source>
        <translation>Modified Danish: the last round may repeat a match of the round before.</translation>
    </message>
    <message>
        <source>Modified Danish: no round repeats a match of the round before, the last included.</source>
        <translation>Modified Danish: no round repeats a match of the round before, the last included.</translation>
    </message>
    <message>
        <source>A bye scores {vp} VP and the smallest MP difference that earns them.</source>
        <translation>A bye scores {vp} VP and the smallest MP difference that earns them.</translation>
    </message>
    <message>
        <source>A bye scores {vp} VP and {mp} MP difference.</source>
        <translation>A bye scores {vp} VP and {mp} MP difference.</translation>
    </message>
</context>
<context>
    <name>RulesBox</name>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>From a &amp;JSON file…</source>
        <translation>From a &amp;JSON file…</translation>
    </message>
    <message>
        <source>Use a rule profile saved as a JSON file</source>
        <translation>Use a rule profile saved as a JSON file</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xport…</translation>
    </message>
    <message>
        <source>Save these rules as a JSON file, for other tournaments</source>
        <translation>Save these rules as a JSON file, for other tournaments</translation>
    </message>
    <message>
        <source>name of these rules (optional)</source>
        <translation>name of these rules (optional)</translation>
    </message>
    <message>
        <source>Close only &amp;with a clean burraco</source>
        <translation>Close only &amp;with a clean burraco</translation>
    </message>
    <message>
        <source>The las&amp;t Danish round may repeat a match of the round before</source>
        <translation>The las&amp;t Danish round may repeat a match of the round before</translation>
    </message>
    <message>
        <source>Modified Danish never repeats a match of the previous round; FIBur lifts that rule in the last round, so the leaders meet</source>
        <translation>Modified Danish never repeats a match of the previous round; FIBur lifts that rule in the last round, so the leaders meet</translation>
    </message>
    <message>
        <source>Other words (type them below)</source>
        <translation>Other words (type them below)</translation>
    </message>
    <message>
        <source>What the room reads at time-out</source>
        <translation>What the room reads at time-out</translation>
    </message>
    <message>
        <source>Rule &amp;profile:</source>
        <translation>Rule &amp;profile:</translation>
    </message>
    <message>
        <source>At time-&amp;out:</source>
        <translation>At time-&amp;out:</translation>
    </message>
</context>
<context>
    <name>ScaleEditorDialog</name>
    <message>
        <source>VP scales</source>
        <translation>VP scales</translation>
    </message>
    <message>
        <source>This tournament: {name}</source>
        <translation>This tournament: {name}</translation>
    </message>
    <message>
        <source>Bundled: {name}</source>
        <translation>Bundled: {name}</translation>
    </message>
    <message>
        <source>Table of thresholds</source>
        <translation>Table of thresholds</translation>
    </message>
    <message>
        <source>Continuous (WBF-style formula)</source>
        <translation>Continuous (WBF-style formula)</translation>
    </message>
    <message>
        <source>MP difference up to</source>
        <translation>MP difference up to</translation>
    </message>
    <message>
        <source>Winner VP</source>
        <translation>Winner VP</translation>
    </message>
    <message>
        <source>Loser VP</source>
        <translation>Loser VP</translation>
    </message>
    <message>
        <source>&amp;Add a row</source>
        <translation>&amp;Add a row</translation>
    </message>
    <message>
        <source>&amp;Remove the row</source>
        <translation>&amp;Remove the row</translation>
    </message>
    <message>
        <source>Leave the last row&apos;s difference empty: it covers all larger differences.</source>
        <translation>Leave the last row&apos;s difference empty: it covers all larger differences.</translation>
    </message>
    <message>
        <source>Blitz margin (MP):</source>
        <translation>Blitz margin (MP):</translation>
    </message>
    <message>
        <source>VP of both lines together:</source>
        <translation>VP of both lines together:</translation>
    </message>
    <message>
        <source>Decimals:</source>
        <translation>Decimals:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Description:</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Kind:</translation>
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
        <source>Preview</source>
        <translation>Preview</translation>
    </message>
    <message>
        <source>Difference:</source>
        <translation>Difference:</translation>
    </message>
    <message>
        <source>&amp;Import a file…</source>
        <translation>&amp;Import a file…</translation>
    </message>
    <message>
        <source>Save as a &amp;file…</source>
        <translation>Save as a &amp;file…</translation>
    </message>
    <message>
        <source>&amp;Use for this tournament…</source>
        <translation>&amp;Use for this tournament…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>The tournament keeps its own copy of its scale: editing here or changing a scale file never changes it. &quot;Use for this tournament&quot; replaces the copy{rescore}.</source>
        <translation>The tournament keeps its own copy of its scale: editing here or changing a scale file never changes it. &quot;Use for this tournament&quot; replaces the copy{rescore}.</translation>
    </message>
    <message>
        <source>; results are entered, so every table is scored again (a reason is asked)</source>
        <translation>; results are entered, so every table is scored again (a reason is asked)</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Import a VP scale</source>
        <translation>Import a VP scale</translation>
    </message>
    <message>
        <source>VP scales (*.json);;All files (*)</source>
        <translation>VP scales (*.json);;All files (*)</translation>
    </message>
    <message>
        <source>The VP scale was not imported: {reason}</source>
        <translation>The VP scale was not imported: {reason}</translation>
    </message>
    <message>
        <source>File: {name}</source>
        <translation>File: {name}</translation>
    </message>
    <message>
        <source>Save the VP scale</source>
        <translation>Save the VP scale</translation>
    </message>
    <message>
        <source>VP scales (*.json)</source>
        <translation>VP scales (*.json)</translation>
    </message>
    <message>
        <source>The scale breaks rules, so it was not saved:
{problems}</source>
        <translation>The scale breaks rules, so it was not saved:
{problems}</translation>
    </message>
    <message>
        <source>The VP scale was not saved: {reason}</source>
        <translation>The VP scale was not saved: {reason}</translation>
    </message>
    <message>
        <source>The tournament already uses this scale.</source>
        <translation>The tournament already uses this scale.</translation>
    </message>
    <message>
        <source>Score every table again</source>
        <translation>Score every table again</translation>
    </message>
    <message>
        <source>Results are entered: with the scale {name} every table is scored again.
Why:</source>
        <translation>Results are entered: with the scale {name} every table is scored again.
Why:</translation>
    </message>
    <message>
        <source>Use the scale</source>
        <translation>Use the scale</translation>
    </message>
</context>
<context>
    <name>ScorePadPdf</name>
    <message>
        <source>Score pad</source>
        <translation>Score pad</translation>
    </message>
    <message>
        <source>Target score: {target}</source>
        <translation>Target score: {target}</translation>
    </message>
    <message>
        <source>The first side to reach the target wins; when both reach it in the same deal, the higher total wins; equal totals are a draw.</source>
        <translation>The first side to reach the target wins; when both reach it in the same deal, the higher total wins; equal totals are a draw.</translation>
    </message>
    <message>
        <source>Result:</source>
        <translation>Result:</translation>
    </message>
    <message>
        <source>To {target}</source>
        <translation>To {target}</translation>
    </message>
    <message>
        <source>Free game</source>
        <translation>Free game</translation>
    </message>
    <message>
        <source>Draw, {a} to {b}</source>
        <translation>Draw, {a} to {b}</translation>
    </message>
    <message>
        <source>{winner} wins, {high} to {low}</source>
        <translation>{winner} wins, {high} to {low}</translation>
    </message>
    <message>
        <source>Honours</source>
        <translation>Honours</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Deal</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>No.</translation>
    </message>
</context>
<context>
    <name>ScoreSheetWidget</name>
    <message>
        <source>MP (NS – EW)</source>
        <translation>MP (NS – EW)</translation>
    </message>
    <message>
        <source>Difference (NS)</source>
        <translation>Difference (NS)</translation>
    </message>
    <message>
        <source>VP (NS – EW)</source>
        <translation>VP (NS – EW)</translation>
    </message>
    <message>
        <source>Round {round} · Table {table}</source>
        <translation>Round {round} · Table {table}</translation>
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
        <source>{line}   pair {number}   {names}</source>
        <translation>{line}   pair {number}   {names}</translation>
    </message>
    <message>
        <source>Artificial result: VP {ns} – {ew}</source>
        <translation>Artificial result: VP {ns} – {ew}</translation>
    </message>
    <message>
        <source>Deal {number}</source>
        <translation>Deal {number}</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Deal total as on the sheet</source>
        <translation>Deal total as on the sheet</translation>
    </message>
    <message>
        <source>Deal total</source>
        <translation>Deal total</translation>
    </message>
    <message>
        <source>How the deal ended</source>
        <translation>How the deal ended</translation>
    </message>
    <message>
        <source>Keys: type each line&apos;s deal total as on the sheet; Enter goes to the next total (a deal left 0 – 0 was not played); Tab moves between them too; Ctrl+S saves.</source>
        <translation>Keys: type each line&apos;s deal total as on the sheet; Enter goes to the next total (a deal left 0 – 0 was not played); Tab moves between them too; Ctrl+S saves.</translation>
    </message>
    <message>
        <source>Keys: Enter goes through each deal&apos;s ending, then its burraco counts and card points (a count takes one digit and moves on); on the ending a letter says how the deal ended (c closed, t time-out, n not played: Enter then goes past the deal); * goes to the line&apos;s semi-clean burracos; + after a line&apos;s card points says that line closed; Tab reaches every box (pozzetto, penalty); Ctrl+S saves.</source>
        <translation>Keys: Enter goes through each deal&apos;s ending, then its burraco counts and card points (a count takes one digit and moves on); on the ending a letter says how the deal ended (c closed, t time-out, n not played: Enter then goes past the deal); * goes to the line&apos;s semi-clean burracos; + after a line&apos;s card points says that line closed; Tab reaches every box (pozzetto, penalty); Ctrl+S saves.</translation>
    </message>
    <message>
        <source>Clean burracos</source>
        <translation>Clean burracos</translation>
    </message>
    <message>
        <source>Dirty burracos</source>
        <translation>Dirty burracos</translation>
    </message>
    <message>
        <source>Semi-clean burracos</source>
        <translation>Semi-clean burracos</translation>
    </message>
    <message>
        <source>Closed</source>
        <translation>Closed</translation>
    </message>
    <message>
        <source>Card points melded</source>
        <translation>Card points melded</translation>
    </message>
    <message>
        <source>Card points in hand</source>
        <translation>Card points in hand</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Card points</translation>
    </message>
    <message>
        <source>Pozzetto taken</source>
        <translation>Pozzetto taken</translation>
    </message>
    <message>
        <source>{value} if not</source>
        <translation>{value} if not</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Penalty</translation>
    </message>
    <message>
        <source>Reason for the penalty</source>
        <translation>Reason for the penalty</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>closed</translation>
    </message>
    <message>
        <source>time-out</source>
        <translation>time-out</translation>
    </message>
    <message>
        <source>stock exhausted</source>
        <translation>stock exhausted</translation>
    </message>
    <message>
        <source>not played</source>
        <translation>not played</translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation>stalemate</translation>
    </message>
    <message>
        <source>Space or X: this line closed (+ in any of its boxes says it too)</source>
        <translation>Space or X: this line closed (+ in any of its boxes says it too)</translation>
    </message>
    <message>
        <source>This tournament&apos;s rules count no semi-clean burracos. One written on the sheet can be typed here (* in the line&apos;s boxes comes here): saving offers to count it as dirty.</source>
        <translation>This tournament&apos;s rules count no semi-clean burracos. One written on the sheet can be typed here (* in the line&apos;s boxes comes here): saving offers to count it as dirty.</translation>
    </message>
    <message>
        <source>VP scale
{name}</source>
        <translation>VP scale
{name}</translation>
    </message>
</context>
<context>
    <name>ScoreSheetsPage</name>
    <message>
        <source>&amp;Go to table…</source>
        <translation>&amp;Go to table…</translation>
    </message>
    <message>
        <source>&amp;Quick mode: deal totals only</source>
        <translation>&amp;Quick mode: deal totals only</translation>
    </message>
    <message>
        <source>&amp;Corrections log…</source>
        <translation>&amp;Corrections log…</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Table:</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Round {number}</translation>
    </message>
    <message>
        <source>No round yet: make one on the Rounds page, then enter its sheets.</source>
        <translation>No round yet: make one on the Rounds page, then enter its sheets.</translation>
    </message>
    <message>
        <source>Sheets in: {done} of {total}</source>
        <translation>Sheets in: {done} of {total}</translation>
    </message>
    <message>
        <source>waiting for table {tables}</source>
        <translation>waiting for table {tables}</translation>
    </message>
    <message>
        <source>all in</source>
        <translation>all in</translation>
    </message>
    <message>
        <source>Table {table}&apos;s sheet is not saved. Leave it and open table {other}?</source>
        <translation>Table {table}&apos;s sheet is not saved. Leave it and open table {other}?</translation>
    </message>
    <message>
        <source>Leave it</source>
        <translation>Leave it</translation>
    </message>
    <message>
        <source>Reason for the correction:</source>
        <translation>Reason for the correction:</translation>
    </message>
    <message>
        <source>why the saved sheet is corrected (kept in the audit log)</source>
        <translation>why the saved sheet is corrected (kept in the audit log)</translation>
    </message>
    <message>
        <source>Table: NS–EW</source>
        <translation>Table: NS–EW</translation>
    </message>
    <message>
        <source>Round {new} is made: finish this sheet, then choose round {new}.</source>
        <translation>Round {new} is made: finish this sheet, then choose round {new}.</translation>
    </message>
    <message>
        <source>Table {table}&apos;s sheet is not saved. Leave it and go to round {round}?</source>
        <translation>Table {table}&apos;s sheet is not saved. Leave it and go to round {round}?</translation>
    </message>
    <message>
        <source>Type a table&apos;s number and press Enter (Ctrl+G comes back here).

Enter goes through each deal&apos;s ending, then its burraco counts and card points, the same on every sheet (a count takes one digit and moves on; * goes to the semi-clean burracos). On the ending a letter says how the deal ended (c closed, t time-out, n not played: Enter then goes past the deal) and a digit starts the NS burracos; + after a line&apos;s card points says that line closed. Tab reaches every box, the pozzetto and the penalty too; on a mark, Space or X ticks it. Enter on the last box or Ctrl+S saves, and the next table still missing comes up; a sheet not saved waits at its error and takes no key until Esc.

A sheet already saved opens for a correction: its reason goes in the box below the sheet.</source>
        <translation>Type a table&apos;s number and press Enter (Ctrl+G comes back here).

Enter goes through each deal&apos;s ending, then its burraco counts and card points, the same on every sheet (a count takes one digit and moves on; * goes to the semi-clean burracos). On the ending a letter says how the deal ended (c closed, t time-out, n not played: Enter then goes past the deal) and a digit starts the NS burracos; + after a line&apos;s card points says that line closed. Tab reaches every box, the pozzetto and the penalty too; on a mark, Space or X ticks it. Enter on the last box or Ctrl+S saves, and the next table still missing comes up; a sheet not saved waits at its error and takes no key until Esc.

A sheet already saved opens for a correction: its reason goes in the box below the sheet.</translation>
    </message>
    <message>
        <source>Table {table}: {pairs}</source>
        <translation>Table {table}: {pairs}</translation>
    </message>
    <message>
        <source>from the table, confirmed</source>
        <translation>from the table, confirmed</translation>
    </message>
    <message>
        <source>confirmed, to accept</source>
        <translation>confirmed, to accept</translation>
    </message>
    <message>
        <source>waiting for confirmation</source>
        <translation>waiting for confirmation</translation>
    </message>
    <message>
        <source>from the tables, to accept: {count}</source>
        <translation>from the tables, to accept: {count}</translation>
    </message>
    <message>
        <source>Round {round} has no table {table}.</source>
        <translation>Round {round} has no table {table}.</translation>
    </message>
    <message>
        <source>Artificial result; no deals entered</source>
        <translation>Artificial result; no deals entered</translation>
    </message>
    <message>
        <source>Saved · changes are corrections and need a reason</source>
        <translation>Saved · changes are corrections and need a reason</translation>
    </message>
    <message>
        <source>Waiting for its sheet</source>
        <translation>Waiting for its sheet</translation>
    </message>
    <message>
        <source>entered as the table&apos;s totals</source>
        <translation>entered as the table&apos;s totals</translation>
    </message>
    <message>
        <source>entered as totals</source>
        <translation>entered as totals</translation>
    </message>
    <message>
        <source>This sheet holds deal totals only, so it stays in quick mode. The next sheets open deal by deal.</source>
        <translation>This sheet holds deal totals only, so it stays in quick mode. The next sheets open deal by deal.</translation>
    </message>
    <message>
        <source>This sheet holds its deals in full, so it stays deal by deal. The next sheets open in quick mode.</source>
        <translation>This sheet holds its deals in full, so it stays deal by deal. The next sheets open in quick mode.</translation>
    </message>
    <message>
        <source>Not saved: no sheet is open. Type a table&apos;s number first.</source>
        <translation>Not saved: no sheet is open. Type a table&apos;s number first.</translation>
    </message>
    <message>
        <source>Not saved: nothing is entered on the sheet.</source>
        <translation>Not saved: nothing is entered on the sheet.</translation>
    </message>
    <message>
        <source>Nothing changed on the sheet: nothing to save.</source>
        <translation>Nothing changed on the sheet: nothing to save.</translation>
    </message>
    <message>
        <source>The sheet waits at the marked box: press Esc (or click a box) to correct it; until then it takes no key.</source>
        <translation>The sheet waits at the marked box: press Esc (or click a box) to correct it; until then it takes no key.</translation>
    </message>
    <message numerus="yes">
        <source>This tournament&apos;s rules do not count semi-clean burracos, and the sheet has %n. Count them as dirty burracos and save?</source>
        <translation>
            <numerusform>This tournament&apos;s rules do not count semi-clean burracos, and the sheet has %n. Count it as a dirty burraco and save?</numerusform>
            <numerusform>This tournament&apos;s rules do not count semi-clean burracos, and the sheet has %n. Count them as dirty burracos and save?</numerusform>
        </translation>
    </message>
    <message>
        <source>Semi-clean burracos</source>
        <translation>Semi-clean burracos</translation>
    </message>
    <message>
        <source>Count as dirty</source>
        <translation>Count as dirty</translation>
    </message>
    <message>
        <source>Some values look unlikely:
{warnings}
Save the sheet as it is?</source>
        <translation>Some values look unlikely:
{warnings}
Save the sheet as it is?</translation>
    </message>
    <message>
        <source>Please check</source>
        <translation>Please check</translation>
    </message>
    <message>
        <source>Save as it is</source>
        <translation>Save as it is</translation>
    </message>
    <message>
        <source>Table {table}: the correction is saved (VP {vp}).</source>
        <translation>Table {table}: the correction is saved (VP {vp}).</translation>
    </message>
    <message>
        <source>Table {table} is saved (VP {vp}).</source>
        <translation>Table {table} is saved (VP {vp}).</translation>
    </message>
    <message>
        <source>Now table {table}.</source>
        <translation>Now table {table}.</translation>
    </message>
    <message>
        <source>Every sheet of round {round} is in.</source>
        <translation>Every sheet of round {round} is in.</translation>
    </message>
    <message>
        <source>The groups were formed on the standings after round {round}, before this change: they were formed on the old standings (form them again, or leave them as they are).</source>
        <translation>The groups were formed on the standings after round {round}, before this change: they were formed on the old standings (form them again, or leave them as they are).</translation>
    </message>
    <message>
        <source>Round {rounds} was already paired on the standings before this change: look at it again if it is not played yet.</source>
        <translation>Round {rounds} was already paired on the standings before this change: look at it again if it is not played yet.</translation>
    </message>
    <message>
        <source>Round {round} · table {table}: pair {ns} (NS) v pair {ew} (EW)</source>
        <translation>Round {round} · table {table}: pair {ns} (NS) v pair {ew} (EW)</translation>
    </message>
    <message>
        <source>Table {table} has an artificial result: VP {ns} – {ew}.</source>
        <translation>Table {table} has an artificial result: VP {ns} – {ew}.</translation>
    </message>
    <message>
        <source>Table {table}&apos;s artificial result is cleared.</source>
        <translation>Table {table}&apos;s artificial result is cleared.</translation>
    </message>
    <message>
        <source>Clear a saved sheet</source>
        <translation>Clear a saved sheet</translation>
    </message>
    <message>
        <source>Clear the saved sheet of table {table} (round {round})? Its deals stop counting in the standings and the table waits for its sheet again; the audit log keeps them.

Why is it cleared?</source>
        <translation>Clear the saved sheet of table {table} (round {round})? Its deals stop counting in the standings and the table waits for its sheet again; the audit log keeps them.

Why is it cleared?</translation>
    </message>
    <message>
        <source>Clear the sheet</source>
        <translation>Clear the sheet</translation>
    </message>
    <message>
        <source>Clearing a sheet needs a reason.</source>
        <translation>Clearing a sheet needs a reason.</translation>
    </message>
    <message>
        <source>Table {table}&apos;s sheet is cleared: it waits for its sheet again.</source>
        <translation>Table {table}&apos;s sheet is cleared: it waits for its sheet again.</translation>
    </message>
    <message>
        <source>The tournament now uses the VP scale {name}.</source>
        <translation>The tournament now uses the VP scale {name}.</translation>
    </message>
    <message>
        <source>Another station saved this table</source>
        <translation>Another station saved this table</translation>
    </message>
    <message>
        <source>S&amp;ave the sheet</source>
        <translation>S&amp;ave the sheet</translation>
    </message>
    <message>
        <source>&amp;Melded and in-hand points separately</source>
        <translation>&amp;Melded and in-hand points separately</translation>
    </message>
    <message>
        <source>Artificial res&amp;ult…</source>
        <translation>Artificial res&amp;ult…</translation>
    </message>
    <message>
        <source>Clear the save&amp;d sheet…</source>
        <translation>Clear the save&amp;d sheet…</translation>
    </message>
    <message>
        <source>VP sca&amp;les…</source>
        <translation>VP sca&amp;les…</translation>
    </message>
    <message>
        <source>R&amp;ound:</source>
        <translation>R&amp;ound:</translation>
    </message>
    <message>
        <source>S&amp;ave the correction…</source>
        <translation>S&amp;ave the correction…</translation>
    </message>
    <message numerus="yes">
        <source>Not saved: %n error(s) marked on the sheet.</source>
        <translation>
            <numerusform>Not saved: %n error is marked on the sheet.</numerusform>
            <numerusform>Not saved: %n errors are marked on the sheet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not saved yet: a correction needs a reason. Type it in the box below the sheet, then Enter saves.</source>
        <translation>Not saved yet: a correction needs a reason. Type it in the box below the sheet, then Enter saves.</translation>
    </message>
    <message>
        <source>Saving the sheet…</source>
        <translation>Saving the sheet…</translation>
    </message>
    <message>
        <source>The server is not reachable — the sheet is kept, and will be saved when it is back.</source>
        <translation>The server is not reachable — the sheet is kept, and will be saved when it is back.</translation>
    </message>
    <message>
        <source>The server is not reachable: nothing was saved. Try again when it is back.</source>
        <translation>The server is not reachable: nothing was saved. Try again when it is back.</translation>
    </message>
</context>
<context>
    <name>ScoreSheetsPdf</name>
    <message>
        <source>Filled score sheets</source>
        <translation>Filled score sheets</translation>
    </message>
    <message>
        <source>Score sheets</source>
        <translation>Score sheets</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Round {number}</translation>
    </message>
    <message>
        <source>%n table(s)</source>
        <translation>%n tables</translation>
    </message>
    <message>
        <source>blank</source>
        <translation>blank</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>North–South (NS)</source>
        <translation>North–South (NS)</translation>
    </message>
    <message>
        <source>East–West (EW)</source>
        <translation>East–West (EW)</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Pair</translation>
    </message>
    <message>
        <source>Line {line} · pair {number}</source>
        <translation>Line {line} · pair {number}</translation>
    </message>
    <message>
        <source>Line {line}</source>
        <translation>Line {line}</translation>
    </message>
    <message>
        <source>Clean</source>
        <translation>Clean</translation>
    </message>
    <message>
        <source>Dirty</source>
        <translation>Dirty</translation>
    </message>
    <message>
        <source>Semi-clean</source>
        <translation>Semi-clean</translation>
    </message>
    <message>
        <source>Closing</source>
        <translation>Closing</translation>
    </message>
    <message>
        <source>Pozzetto not taken</source>
        <translation>Pozzetto not taken</translation>
    </message>
    <message>
        <source>= Base</source>
        <translation>= Base</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Card points</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Penalty</translation>
    </message>
    <message>
        <source>Deal total</source>
        <translation>Deal total</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>closed</translation>
    </message>
    <message>
        <source>time-out</source>
        <translation>time-out</translation>
    </message>
    <message>
        <source>stock exhausted</source>
        <translation>stock exhausted</translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation>stalemate</translation>
    </message>
    <message>
        <source>not played</source>
        <translation>not played</translation>
    </message>
    <message>
        <source>by totals</source>
        <translation>by totals</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Deal</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Base</translation>
    </message>
    <message>
        <source>Ended:</source>
        <translation>Ended:</translation>
    </message>
    <message>
        <source>Total of line {line}</source>
        <translation>Total of line {line}</translation>
    </message>
    <message>
        <source>Total {line}</source>
        <translation>Total {line}</translation>
    </message>
    <message>
        <source>Difference ({ns} − {ew})</source>
        <translation>Difference ({ns} − {ew})</translation>
    </message>
    <message>
        <source>VP {line}</source>
        <translation>VP {line}</translation>
    </message>
    <message>
        <source>Entered as deal totals only.</source>
        <translation>Entered as deal totals only.</translation>
    </message>
    <message>
        <source>Entered as the table&apos;s totals only.</source>
        <translation>Entered as the table&apos;s totals only.</translation>
    </message>
    <message>
        <source>Artificial result set by the director.</source>
        <translation>Artificial result set by the director.</translation>
    </message>
    <message>
        <source>Deal {deal}, line {line}: penalty {points} ({reason})</source>
        <translation>Deal {deal}, line {line}: penalty {points} ({reason})</translation>
    </message>
    <message>
        <source>Notes, reasons for penalties</source>
        <translation>Notes, reasons for penalties</translation>
    </message>
    <message>
        <source>Signature {line} (pair {number})</source>
        <translation>Signature {line} (pair {number})</translation>
    </message>
    <message>
        <source>Signature {line}</source>
        <translation>Signature {line}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rules: {profile}&lt;/b&gt; · At time-out: {timeout}</source>
        <translation>&lt;b&gt;Rules: {profile}&lt;/b&gt; · At time-out: {timeout}</translation>
    </message>
    <message>
        <source>&lt;b&gt;VP scale: {name}&lt;/b&gt; (continuous): the table is on the back of the sheet</source>
        <translation>&lt;b&gt;VP scale: {name}&lt;/b&gt; (continuous): the table is on the back of the sheet</translation>
    </message>
    <message>
        <source>&lt;b&gt;VP scale: {name}&lt;/b&gt; (continuous): winner&apos;s VP; the loser gets {total} − those</source>
        <translation>&lt;b&gt;VP scale: {name}&lt;/b&gt; (continuous): winner&apos;s VP; the loser gets {total} − those</translation>
    </message>
    <message>
        <source>&lt;b&gt;VP scale: {name}&lt;/b&gt; (difference → winner&apos;s VP – loser&apos;s VP)</source>
        <translation>&lt;b&gt;VP scale: {name}&lt;/b&gt; (difference → winner&apos;s VP – loser&apos;s VP)</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Difference</translation>
    </message>
</context>
<context>
    <name>SeatsBoard</name>
    <message>
        <source>Seats</source>
        <translation>Seats</translation>
    </message>
    <message>
        <source>No round is made yet</source>
        <translation>No round is made yet</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Table {table}</translation>
    </message>
    <message>
        <source>NS {pair}</source>
        <translation>NS {pair}</translation>
    </message>
    <message>
        <source>EW {pair}</source>
        <translation>EW {pair}</translation>
    </message>
    <message>
        <source>Bye</source>
        <translation>Bye</translation>
    </message>
    <message>
        <source>Round {number}: seats</source>
        <translation>Round {number}: seats</translation>
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
    <name>SeatsPdf</name>
    <message>
        <source>Pair {number}</source>
        <translation>Pair {number}</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Seats</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Round {number}</translation>
    </message>
    <message>
        <source>Seats for round {number}, by table</source>
        <translation>Seats for round {number}, by table</translation>
    </message>
    <message>
        <source>This round has no tables.</source>
        <translation>This round has no tables.</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Bye (no table this round)</source>
        <translation>Bye (no table this round)</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>bye</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Pair</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Line</translation>
    </message>
    <message>
        <source>Seats for round {number}, by surname</source>
        <translation>Seats for round {number}, by surname</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Group</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Seats for round {number}, by pair number</source>
        <translation>Seats for round {number}, by pair number</translation>
    </message>
    <message>
        <source>Seats, standings and the clock on your phone:</source>
        <translation>Seats, standings and the clock on your phone:</translation>
    </message>
    <message>
        <source>Table cards</source>
        <translation>Table cards</translation>
    </message>
    <message>
        <source>TABLE</source>
        <translation>TABLE</translation>
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
    <name>SheetConflictDialog</name>
    <message>
        <source>&amp;Back to editing</source>
        <translation>&amp;Back to editing</translation>
    </message>
    <message>
        <source>&amp;Keep mine as a correction</source>
        <translation>&amp;Keep mine as a correction</translation>
    </message>
    <message>
        <source>&amp;Load their sheet</source>
        <translation>&amp;Load their sheet</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Reason:</translation>
    </message>
    <message>
        <source>A reason is needed to replace their sheet</source>
        <translation>A reason is needed to replace their sheet</translation>
    </message>
    <message>
        <source>Another station saved this table</source>
        <translation>Another station saved this table</translation>
    </message>
    <message>
        <source>Deal {number}</source>
        <translation>Deal {number}</translation>
    </message>
    <message>
        <source>Table {table} was saved by {who} at {time}, after you opened it. Nothing of yours was saved and nothing of theirs was overwritten. Compare the two sheets and choose.</source>
        <translation>Table {table} was saved by {who} at {time}, after you opened it. Nothing of yours was saved and nothing of theirs was overwritten. Compare the two sheets and choose.</translation>
    </message>
    <message>
        <source>Theirs: EW</source>
        <translation>Theirs: EW</translation>
    </message>
    <message>
        <source>Theirs: NS</source>
        <translation>Theirs: NS</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>Why your sheet replaces theirs (kept in the audit log)</source>
        <translation>Why your sheet replaces theirs (kept in the audit log)</translation>
    </message>
    <message>
        <source>Yours: EW</source>
        <translation>Yours: EW</translation>
    </message>
    <message>
        <source>Yours: NS</source>
        <translation>Yours: NS</translation>
    </message>
    <message>
        <source>another station</source>
        <translation>another station</translation>
    </message>
    <message>
        <source>not played</source>
        <translation>not played</translation>
    </message>
</context>
<context>
    <name>SheetProblems</name>
    <message>
        <source>Only one line can close</source>
        <translation>Only one line can close</translation>
    </message>
    <message>
        <source>A line can close only with a burraco</source>
        <translation>A line can close only with a burraco</translation>
    </message>
    <message>
        <source>A line can close only after taking its pozzetto</source>
        <translation>A line can close only after taking its pozzetto</translation>
    </message>
    <message>
        <source>The deal did not end closed</source>
        <translation>The deal did not end closed</translation>
    </message>
    <message>
        <source>The deal ended closed: mark the line that closed</source>
        <translation>The deal ended closed: mark the line that closed</translation>
    </message>
    <message>
        <source>Card points must be a multiple of 5</source>
        <translation>Card points must be a multiple of 5</translation>
    </message>
    <message>
        <source>NS and EW card points add up to more than the 1080 all cards are worth</source>
        <translation>NS and EW card points add up to more than the 1080 all cards are worth</translation>
    </message>
    <message>
        <source>One line&apos;s card points cannot be beyond ±1080, what all cards are worth</source>
        <translation>One line&apos;s card points cannot be beyond ±1080, what all cards are worth</translation>
    </message>
    <message>
        <source>A count cannot be negative</source>
        <translation>A count cannot be negative</translation>
    </message>
    <message>
        <source>A penalty cannot be negative</source>
        <translation>A penalty cannot be negative</translation>
    </message>
    <message>
        <source>A penalty must be a multiple of 5</source>
        <translation>A penalty must be a multiple of 5</translation>
    </message>
    <message>
        <source>This tournament does not count semi-clean burracos</source>
        <translation>This tournament does not count semi-clean burracos</translation>
    </message>
    <message>
        <source>Enter both melded and in-hand card points</source>
        <translation>Enter both melded and in-hand card points</translation>
    </message>
    <message>
        <source>Melded and in-hand points cannot be negative</source>
        <translation>Melded and in-hand points cannot be negative</translation>
    </message>
    <message>
        <source>Card points must be melded minus in hand</source>
        <translation>Card points must be melded minus in hand</translation>
    </message>
    <message>
        <source>Melded and in-hand points add up to more than the 1080 all cards are worth</source>
        <translation>Melded and in-hand points add up to more than the 1080 all cards are worth</translation>
    </message>
    <message>
        <source>More burracos than 108 cards allow (15 at most)</source>
        <translation>More burracos than 108 cards allow (15 at most)</translation>
    </message>
    <message>
        <source>The deal was not played, but values are entered</source>
        <translation>The deal was not played, but values are entered</translation>
    </message>
    <message>
        <source>Card points are low for the burracos declared (at least 35 each)</source>
        <translation>Card points are low for the burracos declared (at least 35 each)</translation>
    </message>
    <message>
        <source>Burracos declared, but the pozzetto not taken</source>
        <translation>Burracos declared, but the pozzetto not taken</translation>
    </message>
    <message>
        <source>The deal total is beyond ±2000: please check it</source>
        <translation>The deal total is beyond ±2000: please check it</translation>
    </message>
    <message>
        <source>The penalty has no reason</source>
        <translation>The penalty has no reason</translation>
    </message>
    <message>
        <source>Not a whole number</source>
        <translation>Not a whole number</translation>
    </message>
    <message>
        <source>A total must be a multiple of 5</source>
        <translation>A total must be a multiple of 5</translation>
    </message>
    <message>
        <source>No deal can give this total (beyond ±3080)</source>
        <translation>No deal can give this total (beyond ±3080)</translation>
    </message>
    <message>
        <source>Semi-clean burracos can be counted as dirty ones</source>
        <translation>Semi-clean burracos can be counted as dirty ones</translation>
    </message>
</context>
<context>
    <name>StandingsBoard</name>
    <message>
        <source>Standings</source>
        <translation>Standings</translation>
    </message>
    <message>
        <source>No round has all its results yet</source>
        <translation>No round has all its results yet</translation>
    </message>
    <message>
        <source>{vp} VP</source>
        <translation>{vp} VP</translation>
    </message>
    <message>
        <source>Standings after round {number}</source>
        <translation>Standings after round {number}</translation>
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
        <source>&amp;Prizes</source>
        <translation>&amp;Prizes</translation>
    </message>
    <message>
        <source>Show who wins what beside the standings</source>
        <translation>Show who wins what beside the standings</translation>
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
    <message numerus="yes">
        <source>{done} of %n sheet(s) in</source>
        <translation>
            <numerusform>{done} of %n sheet in</numerusform>
            <numerusform>{done} of %n sheets in</numerusform>
        </translation>
    </message>
    <message>
        <source>0 (before round 1)</source>
        <translation>0 (before round 1)</translation>
    </message>
    <message>
        <source>{round} (in progress, {sheets})</source>
        <translation>{round} (in progress, {sheets})</translation>
    </message>
    <message>
        <source>{round} (latest)</source>
        <translation>{round} (latest)</translation>
    </message>
    <message>
        <source>round {round}</source>
        <translation>round {round}</translation>
    </message>
    <message>
        <source>rounds {first}–{last}</source>
        <translation>rounds {first}–{last}</translation>
    </message>
    <message numerus="yes">
        <source>Live: include {rounds} in progress ({done} of %n sheet(s))</source>
        <translation>
            <numerusform>Live: include {rounds} in progress ({done} of %n sheet)</numerusform>
            <numerusform>Live: include {rounds} in progress ({done} of %n sheets)</numerusform>
        </translation>
    </message>
    <message>
        <source>Live standings, {rounds} in progress ({sheets}): they count the sheets in so far and the byes, so a pair on a bye stands higher than it will once every table is in.</source>
        <translation>Live standings, {rounds} in progress ({sheets}): they count the sheets in so far and the byes, so a pair on a bye stands higher than it will once every table is in.</translation>
    </message>
    <message>
        <source>In progress: {rounds} ({sheets}). These standings are after round {round}, the last round with every table&apos;s result in.</source>
        <translation>In progress: {rounds} ({sheets}). These standings are after round {round}, the last round with every table&apos;s result in.</translation>
    </message>
    <message>
        <source>In progress: {rounds} ({sheets}). No round is complete yet: tick Live to see the sheets in.</source>
        <translation>In progress: {rounds} ({sheets}). No round is complete yet: tick Live to see the sheets in.</translation>
    </message>
    <message>
        <source>In progress: {rounds} ({sheets}). These standings are after round {round}.</source>
        <translation>In progress: {rounds} ({sheets}). These standings are after round {round}.</translation>
    </message>
    <message>
        <source>Overall standings</source>
        <translation>Overall standings</translation>
    </message>
    <message>
        <source>Group {group}</source>
        <translation>Group {group}</translation>
    </message>
    <message>
        <source>Prizes are given once a round is played.</source>
        <translation>Prizes are given once a round is played.</translation>
    </message>
    <message>
        <source>The standings are before round 1: the prizes come after a round (tick Live to see them as the sheets come in).</source>
        <translation>The standings are before round 1: the prizes come after a round (tick Live to see them as the sheets come in).</translation>
    </message>
    <message numerus="yes">
        <source>Checks ✓ {vp} VP over %n table(s), MP differences sum to 0</source>
        <translation>
            <numerusform>Checks ✓ {vp} VP over %n table, MP differences sum to 0</numerusform>
            <numerusform>Checks ✓ {vp} VP over %n tables, MP differences sum to 0</numerusform>
        </translation>
    </message>
    <message>
        <source>0 (no round yet)</source>
        <translation>0 (no round yet)</translation>
    </message>
    <message>
        <source>Sho&amp;w:</source>
        <translation>Sho&amp;w:</translation>
    </message>
    <message>
        <source>Ties broken by: {chain}</source>
        <translation>Ties broken by: {chain}</translation>
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
        <source>Group</source>
        <translation>Group</translation>
    </message>
    <message>
        <source>Group rank</source>
        <translation>Group rank</translation>
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
        <source>Director&apos;s adjustments: {vp} VP, {mp} MP</source>
        <translation>Director&apos;s adjustments: {vp} VP, {mp} MP</translation>
    </message>
    <message>
        <source>Withdrawn: past results count</source>
        <translation>Withdrawn: past results count</translation>
    </message>
    <message>
        <source>Joined at round {round}: no results before it</source>
        <translation>Joined at round {round}: no results before it</translation>
    </message>
    <message>
        <source>(joined at round {round})</source>
        <translation>(joined at round {round})</translation>
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
    <name>StartClockDialog</name>
    <message>
        <source>Deals per round × minutes per deal, from the settings</source>
        <translation>Deals per round × minutes per deal, from the settings</translation>
    </message>
    <message>
        <source>no warning</source>
        <translation>no warning</translation>
    </message>
    <message>
        <source>Other words (type them below)</source>
        <translation>Other words (type them below)</translation>
    </message>
    <message>
        <source>What the room reads at time-out</source>
        <translation>What the room reads at time-out</translation>
    </message>
    <message>
        <source>Round &amp;length:</source>
        <translation>Round &amp;length:</translation>
    </message>
    <message>
        <source>&amp;Warning before the end:</source>
        <translation>&amp;Warning before the end:</translation>
    </message>
    <message>
        <source>At &amp;time-out:</source>
        <translation>At &amp;time-out:</translation>
    </message>
    <message>
        <source>The clock keeps running if the program is closed: its start and pauses are saved with the round.</source>
        <translation>The clock keeps running if the program is closed: its start and pauses are saved with the round.</translation>
    </message>
    <message>
        <source>Federation preset</source>
        <translation>Federation preset</translation>
    </message>
    <message>
        <source>&amp;Start the clock</source>
        <translation>&amp;Start the clock</translation>
    </message>
    <message>
        <source>Start the clock of round {number}</source>
        <translation>Start the clock of round {number}</translation>
    </message>
    <message>
        <source>{deals} × {per_deal}′ = {minutes}′</source>
        <translation>{deals} × {per_deal}′ = {minutes}′</translation>
    </message>
    <message>
        <source>{deals} deals: {minutes}′</source>
        <translation>{deals} deals: {minutes}′</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Burraco Tourney</source>
        <translation>Burraco Tourney</translation>
    </message>
    <message>
        <source>Open &amp;tournament</source>
        <translation>Open &amp;tournament</translation>
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
        <source>W&amp;ith:</source>
        <translation>W&amp;ith:</translation>
    </message>
    <message>
        <source>S&amp;wap</source>
        <translation>S&amp;wap</translation>
    </message>
</context>
<context>
    <name>TableExtraTimeDialog</name>
    <message>
        <source>late start</source>
        <translation>late start</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Table:</translation>
    </message>
    <message>
        <source>&amp;Extra minutes:</source>
        <translation>&amp;Extra minutes:</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Reason:</translation>
    </message>
    <message>
        <source>&amp;Give the time</source>
        <translation>&amp;Give the time</translation>
    </message>
    <message>
        <source>Extra time for a table, round {number}</source>
        <translation>Extra time for a table, round {number}</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Table {table}</translation>
    </message>
</context>
<context>
    <name>TableLinksDialog</name>
    <message>
        <source>Table links</source>
        <translation>Table links</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Round {number}</translation>
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
        <source>Pairs</source>
        <translation>Pairs</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Address</translation>
    </message>
    <message>
        <source>&amp;Copy the address</source>
        <translation>&amp;Copy the address</translation>
    </message>
    <message>
        <source>Round:</source>
        <translation>Round:</translation>
    </message>
    <message>
        <source>No round yet.</source>
        <translation>No round yet.</translation>
    </message>
    <message>
        <source>Each line of a table has its own link; with the PIN the opponents agree on the same phone.</source>
        <translation>Each line of a table has its own link; with the PIN the opponents agree on the same phone.</translation>
    </message>
    <message>
        <source>The phones reach these links once the event is published (Event → Publish on the local network).</source>
        <translation>The phones reach these links once the event is published (Event → Publish on the local network).</translation>
    </message>
    <message>
        <source>The tables&apos; phones can send this round&apos;s sheets.</source>
        <translation>The tables&apos; phones can send this round&apos;s sheets.</translation>
    </message>
    <message>
        <source>C&amp;lose the round&apos;s links</source>
        <translation>C&amp;lose the round&apos;s links</translation>
    </message>
    <message>
        <source>This round&apos;s links take no sheets.</source>
        <translation>This round&apos;s links take no sheets.</translation>
    </message>
    <message>
        <source>Re&amp;open the round&apos;s links</source>
        <translation>Re&amp;open the round&apos;s links</translation>
    </message>
</context>
<context>
    <name>TableLinksPdf</name>
    <message>
        <source>NS</source>
        <translation>NS</translation>
    </message>
    <message>
        <source>EW</source>
        <translation>EW</translation>
    </message>
    <message>
        <source>The sheet on your phone: each line scans its own code.</source>
        <translation>The sheet on your phone: each line scans its own code.</translation>
    </message>
    <message>
        <source>Or agree on the same phone with the table&apos;s PIN:</source>
        <translation>Or agree on the same phone with the table&apos;s PIN:</translation>
    </message>
</context>
<context>
    <name>TableSheetsReviewDialog</name>
    <message>
        <source>Sheets from the tables to review</source>
        <translation>Sheets from the tables to review</translation>
    </message>
    <message>
        <source>No sheet from the tables waits for review.</source>
        <translation>No sheet from the tables waits for review.</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Pairs NS–EW</source>
        <translation>Pairs NS–EW</translation>
    </message>
    <message>
        <source>MP NS–EW</source>
        <translation>MP NS–EW</translation>
    </message>
    <message>
        <source>Confirmed by</source>
        <translation>Confirmed by</translation>
    </message>
    <message>
        <source>Proposed at</source>
        <translation>Proposed at</translation>
    </message>
    <message>
        <source>&amp;Accept the sheet</source>
        <translation>&amp;Accept the sheet</translation>
    </message>
    <message>
        <source>&amp;Reject…</source>
        <translation>&amp;Reject…</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <source>Reject table {table}&apos;s sheet? The table can send it again.</source>
        <translation>Reject table {table}&apos;s sheet? The table can send it again.</translation>
    </message>
    <message>
        <source>Reject</source>
        <translation>Reject</translation>
    </message>
</context>
<context>
    <name>TeamsDialog</name>
    <message>
        <source>Teams</source>
        <translation>Teams</translation>
    </message>
    <message>
        <source>Match results</source>
        <translation>Match results</translation>
    </message>
    <message>
        <source>Team standings</source>
        <translation>Team standings</translation>
    </message>
    <message>
        <source>Match results of the round</source>
        <translation>Match results of the round</translation>
    </message>
    <message>
        <source>Team seats of the round</source>
        <translation>Team seats of the round</translation>
    </message>
    <message>
        <source>Score sheets of the round, by match</source>
        <translation>Score sheets of the round, by match</translation>
    </message>
    <message>
        <source>Team cards</source>
        <translation>Team cards</translation>
    </message>
    <message>
        <source>Pr&amp;intout:</source>
        <translation>Pr&amp;intout:</translation>
    </message>
    <message>
        <source>Save as P&amp;DF…</source>
        <translation>Save as P&amp;DF…</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>No.</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Captain</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Pairs</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>e.g. Circolo Roma A</source>
        <translation>e.g. Circolo Roma A</translation>
    </message>
    <message>
        <source>&amp;Add team</source>
        <translation>&amp;Add team</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Pairs (two or three):</source>
        <translation>&amp;Pairs (two or three):</translation>
    </message>
    <message>
        <source>&amp;Captain:</source>
        <translation>&amp;Captain:</translation>
    </message>
    <message>
        <source>R&amp;ound:</source>
        <translation>R&amp;ound:</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <source>Team A</source>
        <translation>Team A</translation>
    </message>
    <message>
        <source>Team B</source>
        <translation>Team B</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tables</translation>
    </message>
    <message>
        <source>MP A</source>
        <translation>MP A</translation>
    </message>
    <message>
        <source>MP B</source>
        <translation>MP B</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Difference</translation>
    </message>
    <message>
        <source>VP A</source>
        <translation>VP A</translation>
    </message>
    <message>
        <source>VP B</source>
        <translation>VP B</translation>
    </message>
    <message>
        <source>as the plan says</source>
        <translation>as the plan says</translation>
    </message>
    <message>
        <source>Draw the ne&amp;xt round</source>
        <translation>Draw the ne&amp;xt round</translation>
    </message>
    <message>
        <source>&amp;Line-up…</source>
        <translation>&amp;Line-up…</translation>
    </message>
    <message>
        <source>Which pair of a team sits at which table of the selected match (formazione)</source>
        <translation>Which pair of a team sits at which table of the selected match (formazione)</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Matches</translation>
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
        <source>MP</source>
        <translation>MP</translation>
    </message>
    <message>
        <source>Ties broken by: team VP, MP difference, head-to-head, MP scored.</source>
        <translation>Ties broken by: team VP, MP difference, head-to-head, MP scored.</translation>
    </message>
    <message>
        <source>No team yet: the first team registered makes this tournament a team event, whose rounds of matches are drawn here.</source>
        <translation>No team yet: the first team registered makes this tournament a team event, whose rounds of matches are drawn here.</translation>
    </message>
    <message>
        <source>Pair {number}: {names}</source>
        <translation>Pair {number}: {names}</translation>
    </message>
    <message>
        <source>No round has been made yet.</source>
        <translation>No round has been made yet.</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) still waiting for a score sheet.</source>
        <translation>
            <numerusform>%n match still waiting for a score sheet.</numerusform>
            <numerusform>%n matches still waiting for a score sheet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Bye: {teams}</source>
        <translation>Bye: {teams}</translation>
    </message>
    <message>
        <source>This round has no matches.</source>
        <translation>This round has no matches.</translation>
    </message>
    <message>
        <source>Team “{name}” registered.</source>
        <translation>Team “{name}” registered.</translation>
    </message>
    <message>
        <source>Save the printout</source>
        <translation>Save the printout</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF files (*.pdf)</translation>
    </message>
    <message>
        <source>Written: {file}</source>
        <translation>Written: {file}</translation>
    </message>
</context>
<context>
    <name>TeamsPdf</name>
    <message>
        <source>Team {number}: {name}</source>
        <translation>Team {number}: {name}</translation>
    </message>
    <message>
        <source>Pair {number}</source>
        <translation>Pair {number}</translation>
    </message>
    <message>
        <source>Match {number}: {a} v {b}</source>
        <translation>Match {number}: {a} v {b}</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Round {number}</translation>
    </message>
    <message>
        <source>Seats for round {number}, by table</source>
        <translation>Seats for round {number}, by table</translation>
    </message>
    <message>
        <source>This round has no matches.</source>
        <translation>This round has no matches.</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Bye (no match this round)</source>
        <translation>Bye (no match this round)</translation>
    </message>
    <message>
        <source>Team seats</source>
        <translation>Team seats</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Team</translation>
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
        <source>Line</source>
        <translation>Line</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>Against</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>bye</translation>
    </message>
    <message>
        <source>Seats for round {number}, by team</source>
        <translation>Seats for round {number}, by team</translation>
    </message>
    <message>
        <source>Captain: {name}</source>
        <translation>Captain: {name}</translation>
    </message>
    <message>
        <source>Team cards</source>
        <translation>Team cards</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tables</translation>
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
        <source>Difference</source>
        <translation>Difference</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>Match results of round {number}</source>
        <translation>Match results of round {number}</translation>
    </message>
    <message>
        <source>Printed {when}</source>
        <translation>Printed {when}</translation>
    </message>
    <message>
        <source>MP {team}</source>
        <translation>MP {team}</translation>
    </message>
    <message>
        <source>no result yet</source>
        <translation>no result yet</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Difference {value}</source>
        <translation>Difference {value}</translation>
    </message>
    <message>
        <source>Team VP</source>
        <translation>Team VP</translation>
    </message>
    <message>
        <source>match not complete</source>
        <translation>match not complete</translation>
    </message>
    <message>
        <source>Match results</source>
        <translation>Match results</translation>
    </message>
    <message>
        <source>Final team standings after round {number}</source>
        <translation>Final team standings after round {number}</translation>
    </message>
    <message>
        <source>final</source>
        <translation>final</translation>
    </message>
    <message>
        <source>Provisional team standings after round {number}</source>
        <translation>Provisional team standings after round {number}</translation>
    </message>
    <message>
        <source>provisional</source>
        <translation>provisional</translation>
    </message>
    <message>
        <source>Ties broken by: team VP, MP difference, head-to-head, MP scored.</source>
        <translation>Ties broken by: team VP, MP difference, head-to-head, MP scored.</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Matches</translation>
    </message>
    <message>
        <source>MP difference</source>
        <translation>MP difference</translation>
    </message>
    <message>
        <source>No teams are registered.</source>
        <translation>No teams are registered.</translation>
    </message>
    <message>
        <source>after round {number} · {state}</source>
        <translation>after round {number} · {state}</translation>
    </message>
    <message>
        <source>Team standings</source>
        <translation>Team standings</translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message>
        <source>This cannot be undone or redone any more: {reason}</source>
        <translation>This cannot be undone or redone any more: {reason}</translation>
    </message>
    <message>
        <source>Correct the sheet of round {round} table {table}</source>
        <translation>Correct the sheet of round {round} table {table}</translation>
    </message>
    <message>
        <source>Save the sheet of round {round} table {table}</source>
        <translation>Save the sheet of round {round} table {table}</translation>
    </message>
    <message>
        <source>Clear the sheet of round {round} table {table}</source>
        <translation>Clear the sheet of round {round} table {table}</translation>
    </message>
    <message>
        <source>Clear the artificial result of round {round} table {table}</source>
        <translation>Clear the artificial result of round {round} table {table}</translation>
    </message>
    <message>
        <source>Artificial result for round {round} table {table}</source>
        <translation>Artificial result for round {round} table {table}</translation>
    </message>
    <message>
        <source>Remove the adjustment of pair {pair}</source>
        <translation>Remove the adjustment of pair {pair}</translation>
    </message>
    <message>
        <source>Adjustment for pair {pair}</source>
        <translation>Adjustment for pair {pair}</translation>
    </message>
    <message>
        <source>Register pair {pair}</source>
        <translation>Register pair {pair}</translation>
    </message>
    <message>
        <source>Edit pair {pair}</source>
        <translation>Edit pair {pair}</translation>
    </message>
    <message>
        <source>Withdraw pair {pair}</source>
        <translation>Withdraw pair {pair}</translation>
    </message>
    <message>
        <source>Reinstate pair {pair}</source>
        <translation>Reinstate pair {pair}</translation>
    </message>
    <message>
        <source>Form groups after round {round}</source>
        <translation>Form groups after round {round}</translation>
    </message>
</context>
<context>
    <name>VpScales</name>
    <message>
        <source>FIBUR, 3 deals</source>
        <translation>FIBUR, 3 deals</translation>
    </message>
    <message>
        <source>FIBUR, 4 deals</source>
        <translation>FIBUR, 4 deals</translation>
    </message>
    <message>
        <source>2 deals (not official)</source>
        <translation>2 deals (not official)</translation>
    </message>
    <message>
        <source>Continuous, 3 deals</source>
        <translation>Continuous, 3 deals</translation>
    </message>
    <message>
        <source>Continuous, 4 deals</source>
        <translation>Continuous, 4 deals</translation>
    </message>
    <message>
        <source>FIBUR table for rounds of 3 deals: MP difference at the table to VP, 20 VP per table.</source>
        <translation>FIBUR table for rounds of 3 deals: MP difference at the table to VP, 20 VP per table.</translation>
    </message>
    <message>
        <source>FIBUR table for rounds of 4 deals: MP difference at the table to VP, 20 VP per table.</source>
        <translation>FIBUR table for rounds of 4 deals: MP difference at the table to VP, 20 VP per table.</translation>
    </message>
    <message>
        <source>NOT OFFICIAL. A table for rounds of 2 deals with the same 11 rows as the FIBUR tables; each bound is two thirds of the 3-deal bound, rounded to the nearest multiple of 5.</source>
        <translation>NOT OFFICIAL. A table for rounds of 2 deals with the same 11 rows as the FIBUR tables; each bound is two thirds of the 3-deal bound, rounded to the nearest multiple of 5.</translation>
    </message>
    <message>
        <source>Continuous scale (as the WBF scale of bridge): VP grow smoothly with the MP difference up to the blitz margin of 1505, where the 3-deal FIBUR table reaches 20 VP. An option, not a default.</source>
        <translation>Continuous scale (as the WBF scale of bridge): VP grow smoothly with the MP difference up to the blitz margin of 1505, where the 3-deal FIBUR table reaches 20 VP. An option, not a default.</translation>
    </message>
    <message>
        <source>Continuous scale (as the WBF scale of bridge) for 4 deals: VP grow smoothly with the MP difference up to the blitz margin of 2005, where the 4-deal FIBUR table reaches 20 VP. An option, not a default.</source>
        <translation>Continuous scale (as the WBF scale of bridge) for 4 deals: VP grow smoothly with the MP difference up to the blitz margin of 2005, where the 4-deal FIBUR table reaches 20 VP. An option, not a default.</translation>
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
    <name>Workbook</name>
    <message>
        <source>written {when}</source>
        <translation>written {when}</translation>
    </message>
    <message>
        <source>Before round 1</source>
        <translation>Before round 1</translation>
    </message>
    <message>
        <source>After round {number}: final standings</source>
        <translation>After round {number}: final standings</translation>
    </message>
    <message>
        <source>After round {number}: provisional standings</source>
        <translation>After round {number}: provisional standings</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>closed</translation>
    </message>
    <message>
        <source>time-out</source>
        <translation>time-out</translation>
    </message>
    <message>
        <source>stock exhausted</source>
        <translation>stock exhausted</translation>
    </message>
    <message>
        <source>not played</source>
        <translation>not played</translation>
    </message>
    <message>
        <source>MP difference</source>
        <translation>MP difference</translation>
    </message>
    <message>
        <source>MP scored</source>
        <translation>MP scored</translation>
    </message>
    <message>
        <source>Total VP</source>
        <translation>Total VP</translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation>stalemate</translation>
    </message>
    <message>
        <source>by totals</source>
        <translation>by totals</translation>
    </message>
    <message>
        <source>Head-to-head</source>
        <translation>Head-to-head</translation>
    </message>
    <message>
        <source>Drawing of lots</source>
        <translation>Drawing of lots</translation>
    </message>
    <message>
        <source>More VP ranks higher.</source>
        <translation>More VP ranks higher.</translation>
    </message>
    <message>
        <source>The larger MP difference (MP scored minus MP conceded).</source>
        <translation>The larger MP difference (MP scored minus MP conceded).</translation>
    </message>
    <message>
        <source>More VP in the matches among the tied pairs, only when each has met all the others.</source>
        <translation>More VP in the matches among the tied pairs, only when each has met all the others.</translation>
    </message>
    <message>
        <source>More MP scored.</source>
        <translation>More MP scored.</translation>
    </message>
    <message>
        <source>The order drawn by lot, drawn once for the tournament.</source>
        <translation>The order drawn by lot, drawn once for the tournament.</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rank</translation>
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
        <source>Player 2</source>
        <translation>Player 2</translation>
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
        <source>Rounds</source>
        <translation>Rounds</translation>
    </message>
    <message>
        <source>Byes</source>
        <translation>Byes</translation>
    </message>
    <message>
        <source>Adjustment VP</source>
        <translation>Adjustment VP</translation>
    </message>
    <message>
        <source>Adjustment MP</source>
        <translation>Adjustment MP</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Tie broken by</source>
        <translation>Tie broken by</translation>
    </message>
    <message>
        <source>Rank in group</source>
        <translation>Rank in group</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Standings</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Movement</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>NS pair</source>
        <translation>NS pair</translation>
    </message>
    <message>
        <source>NS players</source>
        <translation>NS players</translation>
    </message>
    <message>
        <source>EW pair</source>
        <translation>EW pair</translation>
    </message>
    <message>
        <source>EW players</source>
        <translation>EW players</translation>
    </message>
    <message>
        <source>NS MP</source>
        <translation>NS MP</translation>
    </message>
    <message>
        <source>EW MP</source>
        <translation>EW MP</translation>
    </message>
    <message>
        <source>Difference (NS − EW)</source>
        <translation>Difference (NS − EW)</translation>
    </message>
    <message>
        <source>NS VP</source>
        <translation>NS VP</translation>
    </message>
    <message>
        <source>EW VP</source>
        <translation>EW VP</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>artificial</source>
        <translation>artificial</translation>
    </message>
    <message>
        <source>computed</source>
        <translation>computed</translation>
    </message>
    <message>
        <source>no result yet</source>
        <translation>no result yet</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Deal</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>Ended</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Line</translation>
    </message>
    <message>
        <source>Clean</source>
        <translation>Clean</translation>
    </message>
    <message>
        <source>Dirty</source>
        <translation>Dirty</translation>
    </message>
    <message>
        <source>Semi-clean</source>
        <translation>Semi-clean</translation>
    </message>
    <message>
        <source>Closed</source>
        <translation>Closed</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Card points</translation>
    </message>
    <message>
        <source>Melded</source>
        <translation>Melded</translation>
    </message>
    <message>
        <source>In hand</source>
        <translation>In hand</translation>
    </message>
    <message>
        <source>Pozzetto taken</source>
        <translation>Pozzetto taken</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Penalty</translation>
    </message>
    <message>
        <source>Penalty reason</source>
        <translation>Penalty reason</translation>
    </message>
    <message>
        <source>Deal total</source>
        <translation>Deal total</translation>
    </message>
    <message>
        <source>table totals</source>
        <translation>table totals</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Deals</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Group</translation>
    </message>
    <message>
        <source>Entry round</source>
        <translation>Entry round</translation>
    </message>
    <message>
        <source>Withdrawn after round</source>
        <translation>Withdrawn after round</translation>
    </message>
    <message>
        <source>Club 1</source>
        <translation>Club 1</translation>
    </message>
    <message>
        <source>Member id 1</source>
        <translation>Member id 1</translation>
    </message>
    <message>
        <source>Club 2</source>
        <translation>Club 2</translation>
    </message>
    <message>
        <source>Member id 2</source>
        <translation>Member id 2</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Pairs</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>After round</source>
        <translation>After round</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Reason</translation>
    </message>
    <message>
        <source>Adjustments</source>
        <translation>Adjustments</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Matches</translation>
    </message>
    <message>
        <source>Team standings</source>
        <translation>Team standings</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tables</translation>
    </message>
    <message>
        <source>Team A</source>
        <translation>Team A</translation>
    </message>
    <message>
        <source>Team B</source>
        <translation>Team B</translation>
    </message>
    <message>
        <source>MP team A</source>
        <translation>MP team A</translation>
    </message>
    <message>
        <source>MP team B</source>
        <translation>MP team B</translation>
    </message>
    <message>
        <source>Difference (A − B)</source>
        <translation>Difference (A − B)</translation>
    </message>
    <message>
        <source>VP team A</source>
        <translation>VP team A</translation>
    </message>
    <message>
        <source>VP team B</source>
        <translation>VP team B</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>complete</translation>
    </message>
    <message>
        <source>not complete</source>
        <translation>not complete</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>bye</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Captain</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Teams</translation>
    </message>
    <message>
        <source>When</source>
        <translation>When</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Who</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Change</translation>
    </message>
    <message>
        <source>Old</source>
        <translation>Old</translation>
    </message>
    <message>
        <source>New</source>
        <translation>New</translation>
    </message>
    <message>
        <source>Corrections</source>
        <translation>Corrections</translation>
    </message>
    <message>
        <source>MP difference from</source>
        <translation>MP difference from</translation>
    </message>
    <message>
        <source>to</source>
        <translation>to</translation>
    </message>
    <message>
        <source>VP winner</source>
        <translation>VP winner</translation>
    </message>
    <message>
        <source>VP loser</source>
        <translation>VP loser</translation>
    </message>
    <message>
        <source>VP scale: {name}</source>
        <translation>VP scale: {name}</translation>
    </message>
    <message>
        <source>VP scale</source>
        <translation>VP scale</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Order</translation>
    </message>
    <message>
        <source>Tie-break</source>
        <translation>Tie-break</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Rule</translation>
    </message>
    <message>
        <source>Tie-breaks</source>
        <translation>Tie-breaks</translation>
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
        <source>optional, for a prize (e.g. F)</source>
        <translation>optional, for a prize (e.g. F)</translation>
    </message>
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
    <message>
        <source>Region:</source>
        <translation>Region:</translation>
    </message>
    <message>
        <source>Province:</source>
        <translation>Province:</translation>
    </message>
    <message>
        <source>Category:</source>
        <translation>Category:</translation>
    </message>
    <message>
        <source>Not this member</source>
        <translation>Not this member</translation>
    </message>
    <message>
        <source>name or member id, to find a member</source>
        <translation>name or member id, to find a member</translation>
    </message>
    <message>
        <source>⚠ Member of the register: the card expired on {date}</source>
        <translation>⚠ Member of the register: the card expired on {date}</translation>
    </message>
    <message>
        <source>✓ Member of the register</source>
        <translation>✓ Member of the register</translation>
    </message>
</context>
</TS>
