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
        <source>Negative values take points away. The opponents&apos; scores do not change; MP add to the pair&apos;s MP difference.</source>
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
    <name>ArtificialResultDialog</name>
    <message>
        <source>Artificial result</source>
        <translation>Ersatzergebnis</translation>
    </message>
    <message>
        <source>e.g. the table could not play: a player fell ill</source>
        <translation>z. B. der Tisch konnte nicht spielen: ein Spieler wurde krank</translation>
    </message>
    <message>
        <source>{table}
These VP replace those of the scale ({name}). The MP of any deals entered still count.</source>
        <translation>{table}
Diese VP ersetzen die der Skala ({name}). Die MP eingegebener Spiele zählen weiterhin.</translation>
    </message>
    <message>
        <source>Common:</source>
        <translation>Üblich:</translation>
    </message>
    <message>
        <source>&amp;NS VP:</source>
        <translation>VP &amp;NS:</translation>
    </message>
    <message>
        <source>&amp;EW VP:</source>
        <translation>VP &amp;OW:</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Grund:</translation>
    </message>
    <message>
        <source>Set the result</source>
        <translation>Ergebnis festlegen</translation>
    </message>
    <message>
        <source>Clear the artificial result</source>
        <translation>Ersatzergebnis aufheben</translation>
    </message>
    <message>
        <source>{ns} + {ew} is not the scale&apos;s total of {total}: fine for a split penalty.</source>
        <translation>{ns} + {ew} ist nicht die Summe der Skala, {total}: in Ordnung für eine geteilte Strafe.</translation>
    </message>
    <message>
        <source>An artificial result needs a reason.</source>
        <translation>Ein Ersatzergebnis braucht einen Grund.</translation>
    </message>
</context>
<context>
    <name>AuditDialog</name>
    <message>
        <source>Corrections log</source>
        <translation>Berichtigungsprotokoll</translation>
    </message>
    <message>
        <source>Corrections of saved scores</source>
        <translation>Berichtigungen gespeicherter Ergebnisse</translation>
    </message>
    <message>
        <source>All changes</source>
        <translation>Alle Änderungen</translation>
    </message>
    <message>
        <source>Filter, e.g. round 2 table 4</source>
        <translation>Filter, z. B. Runde 2 Tisch 4</translation>
    </message>
    <message>
        <source>{count} shown</source>
        <translation>{count} angezeigt</translation>
    </message>
    <message>
        <source>{when} · {who} · {action} · {what}
Why: {reason}
{change}</source>
        <translation>{when} · {who} · {action} · {what}
Warum: {reason}
{change}</translation>
    </message>
</context>
<context>
    <name>AuditLog</name>
    <message>
        <source>Sheet saved</source>
        <translation>Spielbericht gespeichert</translation>
    </message>
    <message>
        <source>Sheet corrected</source>
        <translation>Spielbericht berichtigt</translation>
    </message>
    <message>
        <source>Deal corrected</source>
        <translation>Spiel berichtigt</translation>
    </message>
    <message>
        <source>Sheet taken back</source>
        <translation>Spielbericht zurückgenommen</translation>
    </message>
    <message>
        <source>Sheet cleared</source>
        <translation>Spielbericht gelöscht</translation>
    </message>
    <message>
        <source>Artificial result set</source>
        <translation>Ersatzergebnis festgelegt</translation>
    </message>
    <message>
        <source>Artificial result cleared</source>
        <translation>Ersatzergebnis aufgehoben</translation>
    </message>
    <message>
        <source>Adjustment added</source>
        <translation>Korrektur hinzugefügt</translation>
    </message>
    <message>
        <source>Adjustment removed</source>
        <translation>Korrektur entfernt</translation>
    </message>
    <message>
        <source>Pair registered</source>
        <translation>Paar angemeldet</translation>
    </message>
    <message>
        <source>Late entry</source>
        <translation>Späte Anmeldung</translation>
    </message>
    <message>
        <source>Pair edited</source>
        <translation>Paar bearbeitet</translation>
    </message>
    <message>
        <source>Pair withdrawn</source>
        <translation>Paar zurückgezogen</translation>
    </message>
    <message>
        <source>Pair reinstated</source>
        <translation>Paar wieder aufgenommen</translation>
    </message>
    <message>
        <source>Registration taken back</source>
        <translation>Anmeldung zurückgenommen</translation>
    </message>
    <message>
        <source>Registration put back</source>
        <translation>Anmeldung wiederhergestellt</translation>
    </message>
    <message>
        <source>Settings changed</source>
        <translation>Einstellungen geändert</translation>
    </message>
    <message>
        <source>Table&apos;s sheet rejected</source>
        <translation>Spielbericht des Tisches abgelehnt</translation>
    </message>
    <message>
        <source>Table links reopened</source>
        <translation>Tisch-Links wieder geöffnet</translation>
    </message>
    <message>
        <source>Table links closed</source>
        <translation>Tisch-Links geschlossen</translation>
    </message>
    <message>
        <source>Tournament created</source>
        <translation>Turnier erstellt</translation>
    </message>
    <message>
        <source>Tournament imported</source>
        <translation>Turnier importiert</translation>
    </message>
    <message>
        <source>Round made</source>
        <translation>Runde erstellt</translation>
    </message>
    <message>
        <source>Round deleted</source>
        <translation>Runde gelöscht</translation>
    </message>
    <message>
        <source>Pairs swapped</source>
        <translation>Paare getauscht</translation>
    </message>
    <message>
        <source>Tables swapped</source>
        <translation>Tische getauscht</translation>
    </message>
    <message>
        <source>Quick sheet stored as totals</source>
        <translation>Schnellerfassung als Summen gespeichert</translation>
    </message>
    <message>
        <source>Clock started</source>
        <translation>Uhr gestartet</translation>
    </message>
    <message>
        <source>Clock paused</source>
        <translation>Uhr angehalten</translation>
    </message>
    <message>
        <source>Clock resumed</source>
        <translation>Uhr fortgesetzt</translation>
    </message>
    <message>
        <source>Round time changed</source>
        <translation>Rundenzeit geändert</translation>
    </message>
    <message>
        <source>Extra time for a table</source>
        <translation>Zusatzzeit für einen Tisch</translation>
    </message>
    <message>
        <source>Clock finished</source>
        <translation>Uhr beendet</translation>
    </message>
    <message>
        <source>Groups formed</source>
        <translation>Gruppen gebildet</translation>
    </message>
    <message>
        <source>Groups taken back</source>
        <translation>Gruppen zurückgenommen</translation>
    </message>
    <message>
        <source>Groups cleared</source>
        <translation>Gruppen aufgehoben</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>how it ended</source>
        <translation>wie es endete</translation>
    </message>
    <message>
        <source>clean burracos</source>
        <translation>saubere Burracos</translation>
    </message>
    <message>
        <source>dirty burracos</source>
        <translation>schmutzige Burracos</translation>
    </message>
    <message>
        <source>semi-clean burracos</source>
        <translation>halbsaubere Burracos</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>geschlossen</translation>
    </message>
    <message>
        <source>card points</source>
        <translation>Kartenpunkte</translation>
    </message>
    <message>
        <source>melded</source>
        <translation>ausgelegt</translation>
    </message>
    <message>
        <source>in hand</source>
        <translation>in der Hand</translation>
    </message>
    <message>
        <source>pozzetto</source>
        <translation>Pozzetto</translation>
    </message>
    <message>
        <source>penalty</source>
        <translation>Strafe</translation>
    </message>
    <message>
        <source>penalty reason</source>
        <translation>Grund der Strafe</translation>
    </message>
    <message>
        <source>total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>time-out</source>
        <translation>Zeit abgelaufen</translation>
    </message>
    <message>
        <source>stock exhausted</source>
        <translation>Stapel erschöpft</translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation>Pattsituation</translation>
    </message>
    <message>
        <source>not played</source>
        <translation>nicht gespielt</translation>
    </message>
    <message>
        <source>by totals</source>
        <translation>nach Summen</translation>
    </message>
    <message>
        <source>deal {number}</source>
        <translation>Spiel {number}</translation>
    </message>
    <message>
        <source>added</source>
        <translation>hinzugefügt</translation>
    </message>
    <message>
        <source>taken back</source>
        <translation>zurückgenommen</translation>
    </message>
    <message>
        <source>table totals NS {ns}, EW {ew}</source>
        <translation>Tischsummen NS {ns}, OW {ew}</translation>
    </message>
    <message>
        <source>1 deal</source>
        <translation>1 Spiel</translation>
    </message>
    <message>
        <source>{count} deals</source>
        <translation>{count} Spiele</translation>
    </message>
    <message>
        <source>VP {ns} – {ew}</source>
        <translation>VP {ns} – {ew}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keins</translation>
    </message>
    <message>
        <source>no change</source>
        <translation>keine Änderung</translation>
    </message>
    <message>
        <source>deal {number}: NS {ns}, EW {ew}</source>
        <translation>Spiel {number}: NS {ns}, OW {ew}</translation>
    </message>
    <message>
        <source>1 deal entered by totals</source>
        <translation>1 Spiel nach Summen eingegeben</translation>
    </message>
    <message>
        <source>{count} deals entered by totals</source>
        <translation>{count} Spiele nach Summen eingegeben</translation>
    </message>
    <message>
        <source>1 deal entered</source>
        <translation>1 Spiel eingegeben</translation>
    </message>
    <message>
        <source>{count} deals entered</source>
        <translation>{count} Spiele eingegeben</translation>
    </message>
    <message>
        <source>1 deal taken back</source>
        <translation>1 Spiel zurückgenommen</translation>
    </message>
    <message>
        <source>{count} deals taken back</source>
        <translation>{count} Spiele zurückgenommen</translation>
    </message>
</context>
<context>
    <name>AuditTableModel</name>
    <message>
        <source>Tournament</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>Round {round}, pairs {pair} and {other}</source>
        <translation>Runde {round}, Paare {pair} und {other}</translation>
    </message>
    <message>
        <source>Round {round}, tables {table} and {other}</source>
        <translation>Runde {round}, Tische {table} und {other}</translation>
    </message>
    <message>
        <source>Pair {pair}, after round {round}</source>
        <translation>Paar {pair}, nach Runde {round}</translation>
    </message>
    <message>
        <source>Pair {pair}</source>
        <translation>Paar {pair}</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Runde {round}</translation>
    </message>
    <message>
        <source>table {table}</source>
        <translation>Tisch {table}</translation>
    </message>
    <message>
        <source>deal {deal}</source>
        <translation>Spiel {deal}</translation>
    </message>
    <message>
        <source>clock</source>
        <translation>Uhr</translation>
    </message>
    <message>
        <source>time-out</source>
        <translation>Zeit abgelaufen</translation>
    </message>
    <message>
        <source>group {name}: {tables} tables, {pairs} pairs</source>
        <translation>Gruppe {name}: {tables} Tische, {pairs} Paare</translation>
    </message>
    <message>
        <source>{count} pairs out of their group</source>
        <translation>{count} Paare aus ihrer Gruppe genommen</translation>
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
        <translation>Restzeit</translation>
    </message>
    <message>
        <source>round minutes</source>
        <translation>Rundenminuten</translation>
    </message>
    <message>
        <source>extra minutes</source>
        <translation>Zusatzminuten</translation>
    </message>
    <message>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>venue</source>
        <translation>Ort</translation>
    </message>
    <message>
        <source>deals per round</source>
        <translation>Spiele pro Runde</translation>
    </message>
    <message>
        <source>minutes per deal</source>
        <translation>Minuten pro Spiel</translation>
    </message>
    <message>
        <source>clean burraco</source>
        <translation>sauberer Burraco</translation>
    </message>
    <message>
        <source>dirty burraco</source>
        <translation>schmutziger Burraco</translation>
    </message>
    <message>
        <source>semi-clean burraco</source>
        <translation>halbsauberer Burraco</translation>
    </message>
    <message>
        <source>closing</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>pozzetto not taken</source>
        <translation>Pozzetto nicht genommen</translation>
    </message>
    <message>
        <source>bye VP</source>
        <translation>VP für Spielfrei</translation>
    </message>
    <message>
        <source>bye MP</source>
        <translation>MP für Spielfrei</translation>
    </message>
    <message>
        <source>print language</source>
        <translation>Drucksprache</translation>
    </message>
    <message>
        <source>club name</source>
        <translation>Name des Vereins</translation>
    </message>
    <message>
        <source>club logo</source>
        <translation>Vereinslogo</translation>
    </message>
    <message>
        <source>rule profile</source>
        <translation>Regelwerk</translation>
    </message>
    <message>
        <source>rule profile name</source>
        <translation>Name des Regelwerks</translation>
    </message>
    <message>
        <source>closing requires</source>
        <translation>Schließen erfordert</translation>
    </message>
    <message>
        <source>time-out text</source>
        <translation>Text bei Zeitablauf</translation>
    </message>
    <message>
        <source>last-round rematch</source>
        <translation>Wiederholung in der letzten Runde</translation>
    </message>
    <message>
        <source>status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>withdrawn after round</source>
        <translation>zurückgezogen nach Runde</translation>
    </message>
    <message>
        <source>entry round</source>
        <translation>Einstiegsrunde</translation>
    </message>
    <message>
        <source>group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>lots draw</source>
        <translation>Losziehung</translation>
    </message>
    <message>
        <source>movement</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>warning minutes</source>
        <translation>Minuten Vorwarnung</translation>
    </message>
    <message>
        <source>time-out seconds</source>
        <translation>Sekunden bei Zeitablauf</translation>
    </message>
    <message>
        <source>final circuit text</source>
        <translation>Text des letzten Umlaufs</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>nicht gestartet</translation>
    </message>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>angehalten</translation>
    </message>
    <message>
        <source>last minutes</source>
        <translation>letzte Minuten</translation>
    </message>
    <message>
        <source>final circuit</source>
        <translation>letzter Umlauf</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>spielt</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>zurückgezogen</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Wer</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <source>Old → new</source>
        <translation>Alt → neu</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Warum</translation>
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
    <name>CircuitPdf</name>
    <message>
        <source>Points: the evening&apos;s VP</source>
        <translation>Punkte: die VP des Abends</translation>
    </message>
    <message>
        <source>Points by position: {points}</source>
        <translation>Punkte nach Platz: {points}</translation>
    </message>
    <message>
        <source>every evening counts</source>
        <translation>alle Abende zählen</translation>
    </message>
    <message>
        <source>the best evening + the final count</source>
        <translation>es zählen der beste Abend + das Finale</translation>
    </message>
    <message>
        <source>only the best evening counts</source>
        <translation>nur der beste Abend zählt</translation>
    </message>
    <message>
        <source>the best {count} evenings + the final count</source>
        <translation>es zählen die besten {count} Abende + das Finale</translation>
    </message>
    <message>
        <source>the best {count} evenings count</source>
        <translation>die besten {count} Abende zählen</translation>
    </message>
    <message>
        <source>the final by its own table: {points}</source>
        <translation>das Finale nach eigener Tabelle: {points}</translation>
    </message>
    <message>
        <source>the final counts ×{weight}</source>
        <translation>das Finale zählt ×{weight}</translation>
    </message>
    <message>
        <source>tied pairs share the points of their places</source>
        <translation>gleichplatzierte Paare teilen sich die Punkte ihrer Plätze</translation>
    </message>
    <message>
        <source>tied pairs each keep the points of their place</source>
        <translation>gleichplatzierte Paare bekommen jedes die vollen Punkte ihres Platzes</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Paar</translation>
    </message>
    <message>
        <source>Member number</source>
        <translation>Mitgliedsnummer</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>Gezählt</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Best evening</source>
        <translation>Bester Abend</translation>
    </message>
    <message>
        <source>the final</source>
        <translation>das Finale</translation>
    </message>
    <message>
        <source>counts ×{weight}</source>
        <translation>zählt ×{weight}</translation>
    </message>
    <message>
        <source>more evenings counted</source>
        <translation>mehr gezählte Abende</translation>
    </message>
    <message>
        <source>the best evening</source>
        <translation>der beste Abend</translation>
    </message>
    <message>
        <source>more evenings played</source>
        <translation>mehr gespielte Abende</translation>
    </message>
    <message>
        <source>head-to-head (the VP won against each other, when all have met)</source>
        <translation>direkter Vergleich (die gegeneinander gewonnenen VP, wenn alle aufeinandergetroffen sind)</translation>
    </message>
    <message>
        <source>the better MP difference</source>
        <translation>die bessere MP-Differenz</translation>
    </message>
    <message>
        <source>more VP</source>
        <translation>mehr VP</translation>
    </message>
    <message>
        <source>drawing lots</source>
        <translation>Losentscheid</translation>
    </message>
    <message>
        <source>, then </source>
        <translation>, dann </translation>
    </message>
    <message>
        <source>more points</source>
        <translation>mehr Punkte</translation>
    </message>
    <message>
        <source>Ties: {chain}; (12): an evening left out by the best evenings rule.</source>
        <translation>Gleichstand: {chain}; (12): ein Abend, den die Regel der besten Abende nicht zählt.</translation>
    </message>
    <message>
        <source>By player</source>
        <translation>Nach Spielern</translation>
    </message>
    <message>
        <source>By pair</source>
        <translation>Nach Paaren</translation>
    </message>
    <message>
        <source>Circuit standings by player</source>
        <translation>Circuit-Wertung nach Spielern</translation>
    </message>
    <message>
        <source>Circuit standings by pair</source>
        <translation>Circuit-Wertung nach Paaren</translation>
    </message>
    <message>
        <source>No evening has results yet.</source>
        <translation>Noch kein Abend hat Ergebnisse.</translation>
    </message>
    <message>
        <source>1 evening</source>
        <translation>1 Abend</translation>
    </message>
    <message>
        <source>{count} evenings</source>
        <translation>{count} Abende</translation>
    </message>
    <message>
        <source>Evenings</source>
        <translation>Abende</translation>
    </message>
</context>
<context>
    <name>CircuitsDialog</name>
    <message>
        <source>Circuits</source>
        <translation>Serien</translation>
    </message>
    <message>
        <source>&amp;New circuit…</source>
        <translation>&amp;Neue Serie…</translation>
    </message>
    <message>
        <source>Circuits of this database:</source>
        <translation>Serien dieser Datenbank:</translation>
    </message>
    <message>
        <source>counts once</source>
        <translation>zählt einfach</translation>
    </message>
    <message>
        <source>counts double</source>
        <translation>zählt doppelt</translation>
    </message>
    <message>
        <source>is the final</source>
        <translation>ist das Finale</translation>
    </message>
    <message>
        <source>&amp;Add this tournament</source>
        <translation>Dieses Turnier &amp;hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Take this tournament out</source>
        <translation>Dieses Turnier he&amp;rausnehmen</translation>
    </message>
    <message>
        <source>by pair</source>
        <translation>nach Paaren</translation>
    </message>
    <message>
        <source>by player</source>
        <translation>nach Spielern</translation>
    </message>
    <message>
        <source>&amp;Standings:</source>
        <translation>Ranglis&amp;te:</translation>
    </message>
    <message>
        <source>Save as &amp;PDF to print…</source>
        <translation>Als P&amp;DF zum Drucken speichern…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xportieren…</translation>
    </message>
    <message>
        <source>No circuit yet: create one, then add this tournament to it.</source>
        <translation>Noch keine Serie: legen Sie eine an und fügen Sie dieses Turnier hinzu.</translation>
    </message>
    <message>
        <source>No tournament in this circuit yet.</source>
        <translation>Noch kein Turnier in dieser Serie.</translation>
    </message>
    <message>
        <source>No evening of this circuit has results yet.</source>
        <translation>Noch kein Abend dieser Serie hat Ergebnisse.</translation>
    </message>
    <message>
        <source>Save the circuit standings</source>
        <translation>Die Rangliste der Serie speichern</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>Export the circuit standings</source>
        <translation>Die Rangliste der Serie exportieren</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx);;CSV file (*.csv)</source>
        <translation>Excel-Arbeitsmappe (*.xlsx);;CSV-Datei (*.csv)</translation>
    </message>
</context>
<context>
    <name>ClockControls</name>
    <message>
        <source>&amp;Start the clock…</source>
        <translation>Uhr &amp;starten…</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Anhalten</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Weiterlaufen lassen</translation>
    </message>
    <message>
        <source>&amp;Extend…</source>
        <translation>&amp;Verlängern…</translation>
    </message>
    <message>
        <source>Extra time for a &amp;table…</source>
        <translation>Zusatzzeit für einen &amp;Tisch…</translation>
    </message>
    <message>
        <source>&amp;Finish the round…</source>
        <translation>Runde &amp;beenden…</translation>
    </message>
    <message>
        <source>Room &amp;display</source>
        <translation>Saalan&amp;zeige</translation>
    </message>
    <message>
        <source>The big clock for the room, on a projector or second screen</source>
        <translation>Die große Uhr für den Saal, auf einem Beamer oder zweiten Bildschirm</translation>
    </message>
    <message>
        <source>The room display shows the clock, the seats of the round and the standings in turn</source>
        <translation>Die Saalanzeige zeigt abwechselnd die Uhr, den Sitzplan der Runde und die Rangliste</translation>
    </message>
    <message>
        <source>S&amp;ound at warning and time-out</source>
        <translation>T&amp;on bei Vorwarnung und Zeitablauf</translation>
    </message>
    <message>
        <source>C&amp;lock</source>
        <translation>&amp;Uhr</translation>
    </message>
    <message>
        <source>Clock: no round</source>
        <translation>Uhr: keine Runde</translation>
    </message>
    <message>
        <source>Round {number} clock: not started ({minutes}′)</source>
        <translation>Uhr der Runde {number}: nicht gestartet ({minutes}′)</translation>
    </message>
    <message>
        <source>Round {number} clock: {left} left</source>
        <translation>Uhr der Runde {number}: noch {left}</translation>
    </message>
    <message>
        <source>Round {number} clock: {left} left, last minutes</source>
        <translation>Uhr der Runde {number}: noch {left}, letzte Minuten</translation>
    </message>
    <message>
        <source>Round {number} clock: paused, {left} left</source>
        <translation>Uhr der Runde {number}: angehalten, noch {left}</translation>
    </message>
    <message>
        <source>Round {number} clock: TIME-OUT</source>
        <translation>Uhr der Runde {number}: ZEIT ABGELAUFEN</translation>
    </message>
    <message>
        <source>Round {number} clock: time-out, final circuit</source>
        <translation>Uhr der Runde {number}: Zeit abgelaufen, letzter Umlauf</translation>
    </message>
    <message>
        <source>Round {number} clock: finished</source>
        <translation>Uhr der Runde {number}: beendet</translation>
    </message>
    <message>
        <source>No round yet</source>
        <translation>Noch keine Runde</translation>
    </message>
    <message>
        <source>Round {number}: not started ({minutes}′)</source>
        <translation>Runde {number}: nicht gestartet ({minutes}′)</translation>
    </message>
    <message>
        <source>Round {number}: running</source>
        <translation>Runde {number}: läuft</translation>
    </message>
    <message>
        <source>Round {number}: last minutes</source>
        <translation>Runde {number}: letzte Minuten</translation>
    </message>
    <message>
        <source>Round {number}: paused</source>
        <translation>Runde {number}: angehalten</translation>
    </message>
    <message>
        <source>Round {number}: TIME-OUT</source>
        <translation>Runde {number}: ZEIT ABGELAUFEN</translation>
    </message>
    <message>
        <source>Round {number}: final circuit after time-out</source>
        <translation>Runde {number}: letzter Umlauf nach Zeitablauf</translation>
    </message>
    <message>
        <source>Round {number}: finished</source>
        <translation>Runde {number}: beendet</translation>
    </message>
    <message>
        <source>In a &amp;window</source>
        <translation>In einem &amp;Fenster</translation>
    </message>
    <message>
        <source>Finish the clock of round {number}? Do it when every table has played its last circuit; the clock cannot be started again.</source>
        <translation>Die Uhr der Runde {number} beenden? Tun Sie es, wenn jeder Tisch seinen letzten Umlauf gespielt hat; die Uhr lässt sich nicht neu starten.</translation>
    </message>
    <message>
        <source>Rotatin&amp;g room display…</source>
        <translation>Wechselnde Saala&amp;nzeige…</translation>
    </message>
    <message>
        <source>Room display o&amp;n</source>
        <translation>Saalanzeige a&amp;uf</translation>
    </message>
    <message>
        <source>Screen {number}: {name} ({width}×{height})</source>
        <translation>Bildschirm {number}: {name} ({width}×{height})</translation>
    </message>
    <message>
        <source>Finish round {number}</source>
        <translation>Runde {number} beenden</translation>
    </message>
</context>
<context>
    <name>ClockPanel</name>
    <message>
        <source>Round clock</source>
        <translation>Rundenuhr</translation>
    </message>
</context>
<context>
    <name>ConnectServerDialog</name>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Verbinden</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Datenbank:</translation>
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
        <translation>&amp;Benutzer:</translation>
    </message>
    <message>
        <source>Connect to a server</source>
        <translation>Mit einem Server verbinden</translation>
    </message>
    <message>
        <source>Connecting to the server…</source>
        <translation>Verbindung zum Server…</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Verbinden…</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Pass&amp;wort:</translation>
    </message>
    <message>
        <source>S&amp;tation name:</source>
        <translation>Name der S&amp;tation:</translation>
    </message>
    <message>
        <source>The password is never stored: it is used for this connection only. To avoid typing it, keep it in the PostgreSQL password file. The station name is recorded in the corrections log with every sheet saved here.</source>
        <translation>Das Passwort wird nie gespeichert: es dient nur dieser Verbindung. Um es nicht eintippen zu müssen, legen Sie es in der PostgreSQL-Passwortdatei ab. Der Name der Station wird mit jedem hier gespeicherten Blatt im Korrekturprotokoll vermerkt.</translation>
    </message>
    <message>
        <source>The server asks for a password: type it, then Connect.</source>
        <translation>Der Server verlangt ein Passwort: geben Sie es ein, dann Verbinden.</translation>
    </message>
    <message>
        <source>Type the server&apos;s address and the database&apos;s name.</source>
        <translation>Geben Sie die Adresse des Servers und den Namen der Datenbank ein.</translation>
    </message>
    <message>
        <source>e.g. 192.168.1.10</source>
        <translation>z. B. 192.168.1.10</translation>
    </message>
    <message>
        <source>e.g. Anna, table desk 2</source>
        <translation>z. B. Anna, Tisch 2</translation>
    </message>
    <message>
        <source>from the password file, if empty</source>
        <translation>aus der Passwortdatei, wenn leer</translation>
    </message>
</context>
<context>
    <name>CsvExport</name>
    <message>
        <source>Rank</source>
        <translation>Platz</translation>
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
        <source>Player 2</source>
        <translation>Spieler 2</translation>
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
        <source>MP</source>
        <translation>MP</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Byes</source>
        <translation>Spielfrei</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Rank in group</source>
        <translation>Rang in der Gruppe</translation>
    </message>
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
        <source>bye</source>
        <translation>spielfrei</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>… problems not shown: {count}.</source>
        <translation>… nicht gezeigte Probleme: {count}.</translation>
    </message>
</context>
<context>
    <name>EventMenu</name>
    <message>
        <source>Eve&amp;nt</source>
        <translation>Vera&amp;nstaltung</translation>
    </message>
    <message>
        <source>&amp;Stop publishing</source>
        <translation>Veröffentlichung &amp;beenden</translation>
    </message>
    <message>
        <source>P&amp;oster for the phones…</source>
        <translation>&amp;Aushang für die Handys…</translation>
    </message>
    <message>
        <source>Published at {address}…</source>
        <translation>Veröffentlicht unter {address}…</translation>
    </message>
    <message>
        <source>&amp;Publish on the local network…</source>
        <translation>Im lokalen Netz &amp;veröffentlichen…</translation>
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
        <source>club</source>
        <translation>Verein</translation>
    </message>
    <message>
        <source>federal</source>
        <translation>Verband</translation>
    </message>
    <message>
        <source>regional</source>
        <translation>Regional</translation>
    </message>
    <message>
        <source>national</source>
        <translation>National</translation>
    </message>
    <message>
        <source>Regional and national events admit only Ordinaria and Juniores cards (Event → Members…)</source>
        <translation>Regional- und Nationalturniere lassen nur Ordinaria- und Juniores-Karten zu (Veranstaltung → Mitglieder…)</translation>
    </message>
    <message>
        <source>The language of the score sheets, standings and every other printout and export</source>
        <translation>Die Sprache der Spielberichte, Ranglisten und aller anderen Ausdrucke und Exporte</translation>
    </message>
    <message>
        <source>printed at the top of every page (optional)</source>
        <translation>oben auf jeder Seite gedruckt (optional)</translation>
    </message>
    <message>
        <source>C&amp;hoose image…</source>
        <translation>&amp;Bild wählen…</translation>
    </message>
    <message>
        <source>A PNG or JPEG image, printed beside the club&apos;s name</source>
        <translation>Ein PNG- oder JPEG-Bild, neben dem Namen des Vereins gedruckt</translation>
    </message>
    <message>
        <source>Remove ima&amp;ge</source>
        <translation>Bild ent&amp;fernen</translation>
    </message>
    <message>
        <source>Na&amp;me:</source>
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
    <message>
        <source>Even&amp;t level:</source>
        <translation>T&amp;urnierstufe:</translation>
    </message>
    <message>
        <source>&amp;Print language:</source>
        <translation>Druc&amp;ksprache:</translation>
    </message>
    <message>
        <source>Cl&amp;ub name:</source>
        <translation>Vere&amp;in:</translation>
    </message>
    <message>
        <source>Club logo:</source>
        <translation>Vereinslogo:</translation>
    </message>
    <message>
        <source>saved as soon as the other line confirms</source>
        <translation>gespeichert, sobald die andere Linie bestätigt</translation>
    </message>
    <message>
        <source>Off: each sheet confirmed at a table waits for the director (Round → Sheets from the tables to review)</source>
        <translation>Aus: jeder am Tisch bestätigte Spielbericht wartet auf den Turnierleiter (Runde → Spielberichte von den Tischen prüfen)</translation>
    </message>
    <message>
        <source>Sheets from the tab&amp;les:</source>
        <translation>Spielberichte von den Tisc&amp;hen:</translation>
    </message>
    <message>
        <source>no logo</source>
        <translation>kein Logo</translation>
    </message>
    <message>
        <source>The logo was not loaded: {reason}</source>
        <translation>Das Logo wurde nicht geladen: {reason}</translation>
    </message>
    <message>
        <source>The logo was not loaded: it must be a PNG or JPEG image of at most {size} MB.</source>
        <translation>Das Logo wurde nicht geladen: Es muss ein PNG- oder JPEG-Bild von höchstens {size} MB sein.</translation>
    </message>
    <message>
        <source>Club logo</source>
        <translation>Vereinslogo</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg);;All files (*)</source>
        <translation>Bilder (*.png *.jpg *.jpeg);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>ExtendClockDialog</name>
    <message>
        <source>e.g. a long dispute at table 4</source>
        <translation>z. B. ein langer Streitfall an Tisch 4</translation>
    </message>
    <message>
        <source>Time left now:</source>
        <translation>Verbleibende Zeit:</translation>
    </message>
    <message>
        <source>&amp;Add:</source>
        <translation>&amp;Hinzufügen:</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Grund:</translation>
    </message>
    <message>
        <source>A negative number shortens the round.</source>
        <translation>Eine negative Zahl verkürzt die Runde.</translation>
    </message>
    <message>
        <source>&amp;Extend</source>
        <translation>&amp;Verlängern</translation>
    </message>
    <message>
        <source>Extend the clock of round {number}</source>
        <translation>Uhr der Runde {number} verlängern</translation>
    </message>
</context>
<context>
    <name>FinalCircuit</name>
    <message>
        <source>The last circuit starts with the player who must discard.</source>
        <translation>Der letzte Umlauf beginnt mit dem Spieler, der abwerfen muss.</translation>
    </message>
    <message>
        <source>The last circuit starts with the partner of the player about to draw.</source>
        <translation>Der letzte Umlauf beginnt mit dem Partner des Spielers, der als Nächster zieht.</translation>
    </message>
    <message>
        <source>The last circuit starts with the partner of the player who must draw; if time-out is called before the player on turn has drawn, a full circuit is played.</source>
        <translation>Der letzte Umlauf beginnt mit dem Partner des Spielers, der ziehen muss; wird der Zeitablauf angesagt, bevor der Spieler am Zug gezogen hat, wird ein voller Umlauf gespielt.</translation>
    </message>
</context>
<context>
    <name>FormGroupsDialog</name>
    <message>
        <source>Form groups</source>
        <translation>Gruppen bilden</translation>
    </message>
    <message>
        <source>The pairs in play are split by their standings after the round: the top of the ranking goes to group A, the next ones to B, and so on. Each group is then paired on its own, with its own bye. Nothing is changed before you press Form groups.</source>
        <translation>Die Paare im Spiel werden nach der Rangliste nach der Runde aufgeteilt: die Spitze der Rangliste kommt in Gruppe A, die nächsten in B und so weiter. Danach wird jede Gruppe für sich gepaart, mit eigenem Freilos. Nichts wird geändert, bevor Sie auf Gruppen bilden drücken.</translation>
    </message>
    <message>
        <source>sizes in tables</source>
        <translation>Größe in Tischen</translation>
    </message>
    <message>
        <source>number of groups</source>
        <translation>Anzahl der Gruppen</translation>
    </message>
    <message>
        <source>proportions</source>
        <translation>Anteile</translation>
    </message>
    <message>
        <source>Position</source>
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
        <source>After &amp;round:</source>
        <translation>Nach &amp;Runde:</translation>
    </message>
    <message>
        <source>Form &amp;by:</source>
        <translation>&amp;Verfahren:</translation>
    </message>
    <message>
        <source>&amp;Numbers:</source>
        <translation>&amp;Zahlen:</translation>
    </message>
    <message>
        <source>&amp;Form groups</source>
        <translation>Gruppen &amp;bilden</translation>
    </message>
    <message>
        <source>the tables of group A, B, C…, e.g. 7, 9, 9</source>
        <translation>die Tische der Gruppen A, B, C…, z. B. 7, 9, 9</translation>
    </message>
    <message>
        <source>how many groups, e.g. 3</source>
        <translation>wie viele Gruppen, z. B. 3</translation>
    </message>
    <message>
        <source>the share of each group, e.g. 30, 30, 40</source>
        <translation>der Anteil jeder Gruppe, z. B. 30, 30, 40</translation>
    </message>
    <message numerus="yes">
        <source>{pairs} pairs in play: %n table(s) and one bye.</source>
        <translation>
            <numerusform>{pairs} Paare im Spiel: %n Tisch und ein Freilos.</numerusform>
            <numerusform>{pairs} Paare im Spiel: %n Tische und ein Freilos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{pairs} pairs in play: %n table(s).</source>
        <translation>
            <numerusform>{pairs} Paare im Spiel: %n Tisch.</numerusform>
            <numerusform>{pairs} Paare im Spiel: %n Tische.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Group {group}: %n table(s), {pairs} pairs (one bye each round)</source>
        <translation>
            <numerusform>Gruppe {group}: %n Tisch, {pairs} Paare (ein Freilos je Runde)</numerusform>
            <numerusform>Gruppe {group}: %n Tische, {pairs} Paare (ein Freilos je Runde)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Group {group}: %n table(s), {pairs} pairs</source>
        <translation>
            <numerusform>Gruppe {group}: %n Tisch, {pairs} Paare</numerusform>
            <numerusform>Gruppe {group}: %n Tische, {pairs} Paare</numerusform>
        </translation>
    </message>
    <message>
        <source>Type whole numbers separated by commas, e.g. 7, 9, 9.</source>
        <translation>Ganze Zahlen durch Kommas getrennt eingeben, z. B. 7, 9, 9.</translation>
    </message>
</context>
<context>
    <name>FreeGameDialog</name>
    <message>
        <source>Free game</source>
        <translation>Freies Spiel</translation>
    </message>
    <message>
        <source>Sides</source>
        <translation>Seiten</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punktestand</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>a pair (Rossi – Bianchi) or a player</source>
        <translation>ein Paar (Rossi – Bianchi) oder ein Spieler</translation>
    </message>
    <message>
        <source>other</source>
        <translation>anderes</translation>
    </message>
    <message>
        <source>S&amp;tart</source>
        <translation>Spiel &amp;starten</translation>
    </message>
    <message>
        <source>Side &amp;A:</source>
        <translation>Seite &amp;A:</translation>
    </message>
    <message>
        <source>Side &amp;B:</source>
        <translation>Seite &amp;B:</translation>
    </message>
    <message>
        <source>Target &amp;score:</source>
        <translation>&amp;Zielpunktzahl:</translation>
    </message>
    <message>
        <source>R&amp;ules:</source>
        <translation>&amp;Regeln:</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Games kept in this database:</source>
        <translation>In dieser Datenbank gespeicherte Spiele:</translation>
    </message>
    <message>
        <source>%1 v %2</source>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <source>%1 won</source>
        <translation>%1 hat gewonnen</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>unentschieden</translation>
    </message>
    <message numerus="yes">
        <source>playing, %n deal(s)</source>
        <translation>
            <numerusform>läuft, %n Spiel</numerusform>
            <numerusform>läuft, %n Spiele</numerusform>
        </translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Nächstes Spiel</translation>
    </message>
    <message>
        <source>Clean burracos</source>
        <translation>Saubere Burracos</translation>
    </message>
    <message>
        <source>Dirty burracos</source>
        <translation>Schmutzige Burracos</translation>
    </message>
    <message>
        <source>Semi-clean burracos</source>
        <translation>Halbsaubere Burracos</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Kartenpunkte</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Strafe</translation>
    </message>
    <message>
        <source>Pozzetto taken</source>
        <translation>Pozzetto genommen</translation>
    </message>
    <message>
        <source>&amp;Closed by:</source>
        <translation>&amp;Geschlossen von:</translation>
    </message>
    <message>
        <source>&amp;Add deal</source>
        <translation>Spiel &amp;hinzufügen</translation>
    </message>
    <message>
        <source>C&amp;orrect last deal</source>
        <translation>Letztes Spiel &amp;korrigieren</translation>
    </message>
    <message>
        <source>Re&amp;move last deal</source>
        <translation>Letztes Spiel &amp;entfernen</translation>
    </message>
    <message>
        <source>&amp;Print pad…</source>
        <translation>Block &amp;drucken…</translation>
    </message>
    <message>
        <source>All &amp;games</source>
        <translation>&amp;Alle Spiele</translation>
    </message>
    <message>
        <source>%1 v %2 — to %3</source>
        <translation>%1 gegen %2 — bis %3</translation>
    </message>
    <message>
        <source>nobody (stock exhausted)</source>
        <translation>niemand (Stock aufgebraucht)</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>%1 %2 – %3 %4</source>
        <translation>%1 %2 – %3 %4</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 gewinnt!</translation>
    </message>
    <message>
        <source>A draw: both reached the target with the same total.</source>
        <translation>Unentschieden: beide Seiten haben das Ziel mit derselben Summe erreicht.</translation>
    </message>
    <message>
        <source>To the target: %1 needs %2, %3 needs %4</source>
        <translation>Bis zum Ziel fehlen: %1 noch %2, %3 noch %4</translation>
    </message>
    <message>
        <source>Check the deal; if it is right, add it again to confirm.</source>
        <translation>Prüfen Sie das Spiel; wenn es stimmt, fügen Sie es zur Bestätigung noch einmal hinzu.</translation>
    </message>
    <message>
        <source>&amp;Add deal anyway</source>
        <translation>Trotzdem &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Deal %1 (correcting)</source>
        <translation>Spiel %1 (Korrektur)</translation>
    </message>
    <message>
        <source>S&amp;ave correction</source>
        <translation>Korrektur &amp;speichern</translation>
    </message>
    <message>
        <source>Print the score pad</source>
        <translation>Punkteblock drucken</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>score pad</source>
        <translation>Punkteblock</translation>
    </message>
    <message>
        <source>Written: %1</source>
        <translation>Geschrieben: %1</translation>
    </message>
</context>
<context>
    <name>GroupsActions</name>
    <message>
        <source>Form &amp;groups…</source>
        <translation>&amp;Gruppen bilden…</translation>
    </message>
    <message>
        <source>Split the pairs into groups (gironi) by the standings</source>
        <translation>Die Paare nach der Rangliste in Gruppen aufteilen</translation>
    </message>
    <message>
        <source>Clea&amp;r groups…</source>
        <translation>Gruppen &amp;entfernen…</translation>
    </message>
    <message numerus="yes">
        <source>{group}: %n table(s)</source>
        <translation>
            <numerusform>{group}: %n Tisch</numerusform>
            <numerusform>{group}: %n Tische</numerusform>
        </translation>
    </message>
    <message>
        <source>Groups formed after round {round} ({groups}). Ctrl+Z takes them back.</source>
        <translation>Gruppen nach Runde {round} gebildet ({groups}). Strg+Z nimmt sie zurück.</translation>
    </message>
    <message>
        <source>Clear the groups? No pair will be in a group any more, and the next rounds are paired over the whole field. (Groups typed by hand in the pairs are cleared too.)</source>
        <translation>Die Gruppen entfernen? Kein Paar ist dann mehr in einer Gruppe, und die nächsten Runden werden über das ganze Feld gepaart. (Von Hand eingetragene Gruppen der Paare werden auch entfernt.)</translation>
    </message>
    <message>
        <source>Clear groups</source>
        <translation>Gruppen entfernen</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>History of pair {number}</source>
        <translation>Verlauf von Paar {number}</translation>
    </message>
    <message>
        <source>After round {round}, in progress: the sheets in so far</source>
        <translation>Nach Runde {round}, läuft noch: die bisher abgegebenen Berichte</translation>
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
    <name>HowTheEveningGoesDialog</name>
    <message>
        <source>How the evening goes</source>
        <translation>So läuft der Abend</translation>
    </message>
    <message>
        <source>Create the tournament</source>
        <translation>Das Turnier anlegen</translation>
    </message>
    <message>
        <source>Register the pairs</source>
        <translation>Die Paare anmelden</translation>
    </message>
    <message>
        <source>Make the round</source>
        <translation>Die Runde auslosen</translation>
    </message>
    <message>
        <source>Start the clock</source>
        <translation>Die Uhr starten</translation>
    </message>
    <message>
        <source>{start}: the round&apos;s time starts. {display} shows the big clock on a projector or a second screen. From the same menu you can pause, extend the round or give one table extra time.</source>
        <translation>{start}: die Zeit der Runde läuft. {display} zeigt die große Uhr auf einem Beamer oder einem zweiten Bildschirm. Im selben Menü lässt sich die Uhr anhalten, die Runde verlängern oder einem Tisch Zusatzzeit geben.</translation>
    </message>
    <message>
        <source>Enter the score sheets</source>
        <translation>Die Spielberichte eingeben</translation>
    </message>
    <message>
        <source>Correct a mistake</source>
        <translation>Einen Fehler berichtigen</translation>
    </message>
    <message>
        <source>{new} ({new_key}): give the name, the date and the venue. The usual settings are ready: 3 deals of 15 minutes, the FIBUR scale, a bye worth 14 VP, 3 Mitchell rounds then 2 Danish. Everything can be changed later in {settings}.</source>
        <translation>{new} ({new_key}): Name, Datum und Ort eingeben. Die üblichen Einstellungen sind vorbereitet: 3 Spiele zu 15 Minuten, die FIBUR-Skala, ein Freilos zu 14 VP, 3 Mitchell-Runden, dann 2 dänische. Alles lässt sich später unter {settings} ändern.</translation>
    </message>
    <message>
        <source>On the {pairs} page, add each pair as it arrives ({add}, {add_key}), or import the list from a spreadsheet ({import_}, {import_key}): every problem row is shown before anything is saved. A pair that arrives after round 1 joins at the next round; a pair that leaves is withdrawn and keeps its results.</source>
        <translation>Auf der Seite {pairs} jedes Paar eintragen, sobald es ankommt ({add}, {add_key}), oder die Liste aus einer Tabelle einlesen ({import_}, {import_key}): jede fehlerhafte Zeile wird gezeigt, bevor etwas gespeichert wird. Ein Paar, das nach Runde 1 kommt, spielt ab der nächsten Runde mit; ein Paar, das geht, wird zurückgezogen und behält seine Ergebnisse.</translation>
    </message>
    <message>
        <source>{next} ({next_key}) seats the round from the plan, or with another movement for this round only. Check it by table and by player name; before play starts you can swap two pairs or two tables. Print the seats, the table cards and the score sheets from {print_} ({print_key} for the score sheets).</source>
        <translation>{next} ({next_key}) setzt die Runde nach dem Plan, oder nur für diese Runde mit einer anderen Bewegung. Prüfen Sie sie nach Tisch und nach Spielername; vor Spielbeginn lassen sich zwei Paare oder zwei Tische tauschen. Sitzplätze, Tischkarten und Spielberichte drucken Sie über {print_} ({print_key} für die Spielberichte).</translation>
    </message>
    <message>
        <source>On the {sheets_page} page, type the table number and press Enter. For each deal enter the burracos, who closed, the card points, the pozzetto and any penalty, then save ({save_key}). Every number is checked; MP, the difference and the VP are worked out for you.</source>
        <translation>Auf der Seite {sheets_page} die Tischnummer eingeben und Enter drücken. Für jedes Spiel die Burracos, wer geschlossen hat, die Kartenpunkte, den Pozzetto und etwaige Strafen eingeben, dann speichern ({save_key}). Jede Zahl wird geprüft; MP, Differenz und VP rechnet das Programm aus.</translation>
    </message>
    <message>
        <source>Open the saved sheet again, change it and give a reason: the standings follow at once. {log} keeps who changed what, when, the old and the new score and why. A change just made can be undone with {undo_key}.</source>
        <translation>Den gespeicherten Spielbericht wieder öffnen, ändern und einen Grund angeben: die Rangliste folgt sofort. {log} hält fest, wer was wann geändert hat, den alten und den neuen Stand und warum. Eine eben gemachte Änderung macht {undo_key} rückgängig.</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Rangliste</translation>
    </message>
    <message>
        <source>The {standings_page} page is up to date after every sheet, with the tie-breaks shown. Double-click a pair for its round-by-round history; an adjustment (VP or MP, with a reason) is added from the same page.</source>
        <translation>Die Seite {standings_page} ist nach jedem Spielbericht aktuell, mit den angewandten Feinwertungen. Doppelklick auf ein Paar zeigt seinen Verlauf Runde für Runde; eine Korrektur (VP oder MP, mit Grund) wird auf derselben Seite eingetragen.</translation>
    </message>
    <message>
        <source>Print and close the evening</source>
        <translation>Drucken und den Abend abschließen</translation>
    </message>
    <message>
        <source>Then the next round, from step 3. At the end, {print_} gives the standings, the round results, the pair histories and the workbook (.xlsx) for the federation or the club. Everything is saved as you go: there is nothing to save on closing.</source>
        <translation>Dann die nächste Runde, ab Schritt 3. Am Ende liefert {print_} die Rangliste, die Rundenergebnisse, die Verläufe der Paare und die Arbeitsmappe (.xlsx) für den Verband oder den Club. Alles wird laufend gespeichert: beim Schließen gibt es nichts zu speichern.</translation>
    </message>
    <message>
        <source>A club evening, in the order the director meets it.</source>
        <translation>Ein Clubabend, in der Reihenfolge, in der die Turnierleitung ihn erlebt.</translation>
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
        <source>Columns read, by their name in the header row (capitals, spaces and accents do not matter): Pair / Number · Player 1 / Name 1 (or Surname 1 and Name 1) · Club 1 · Member id 1 · Player 2 / Name 2 (or Surname 2 and Name 2) · Club 2 · Member id 2 · Club / Category (of both players) · Group. Other columns are ignored.</source>
        <translation>Gelesene Spalten, nach ihrem Namen in der Kopfzeile (Groß- und Kleinschreibung, Leerzeichen und Akzente zählen nicht): Paar / Nummer · Spieler 1 / Name 1 (oder Nachname 1 und Vorname 1) · Verein 1 · Mitgliedsnummer 1 · Spieler 2 / Name 2 (oder Nachname 2 und Vorname 2) · Verein 2 · Mitgliedsnummer 2 · Verein / Kategorie (beider Spieler) · Gruppe. Andere Spalten werden ignoriert.</translation>
    </message>
    <message>
        <source>The file is not UTF-8 text: it was read as {encoding}, which is a guess. Check the accented letters of the names; if they are wrong, save the file as CSV UTF-8.</source>
        <translation>Die Datei ist kein UTF-8-Text: Sie wurde als {encoding} gelesen, was nur eine Vermutung ist. Prüfen Sie Umlaute und Akzente der Namen; sind sie falsch, speichern Sie die Datei als CSV UTF-8.</translation>
    </message>
    <message>
        <source>The sheets {sheets} also list pairs and were not read.</source>
        <translation>Auch die Tabellenblätter {sheets} enthalten Paare und wurden nicht gelesen.</translation>
    </message>
    <message>
        <source>{bad} of {count} rows have problems (highlighted). Correct them in the table (double-click a cell), or import only the good rows: nothing is saved until you press Import.</source>
        <translation>{bad} von {count} Zeilen haben Probleme (markiert). Korrigieren Sie sie in der Tabelle (Doppelklick auf eine Zelle) oder importieren Sie nur die fehlerfreien Zeilen: Gespeichert wird erst, wenn Sie Importieren drücken.</translation>
    </message>
    <message>
        <source>&amp;Import {count} pairs</source>
        <translation>{count} Paare &amp;importieren</translation>
    </message>
    <message>
        <source>Import the {good} &amp;good rows, skip {bad}</source>
        <translation>{good} &amp;fehlerfreie Zeilen importieren, {bad} überspringen</translation>
    </message>
    <message numerus="yes">
        <source>Importing %Ln pair(s)…</source>
        <translation>
            <numerusform>%Ln Paar wird importiert…</numerusform>
            <numerusform>%Ln Paare werden importiert…</numerusform>
        </translation>
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
        <source>Region</source>
        <translation>Region</translation>
    </message>
    <message>
        <source>Province</source>
        <translation>Provinz</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Kategorie</translation>
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
    <name>LineupDialog</name>
    <message>
        <source>Line-up for round {number}</source>
        <translation>Aufstellung für Runde {number}</translation>
    </message>
    <message>
        <source>&amp;Team:</source>
        <translation>&amp;Mannschaft:</translation>
    </message>
    <message>
        <source>Each pair of the team once: the places are the team-event seating of the match.</source>
        <translation>Jedes Paar der Mannschaft einmal: die Plätze sind die Sitzordnung des Mannschaftsmatches.</translation>
    </message>
    <message>
        <source>Pair {number}</source>
        <translation>Paar {number}</translation>
    </message>
    <message>
        <source>Table {table}, {line}:</source>
        <translation>Tisch {table}, {line}:</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Open database…</source>
        <translation>Datenbank ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>New &amp;database file…</source>
        <translation>Neue &amp;Datenbankdatei…</translation>
    </message>
    <message>
        <source>Free &amp;game…</source>
        <translation>Freies &amp;Spiel…</translation>
    </message>
    <message>
        <source>Tournament &amp;settings…</source>
        <translation>Turniere&amp;instellungen…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;How the evening goes</source>
        <translation>&amp;So läuft der Abend</translation>
    </message>
    <message>
        <source>&amp;About Burraco Tourney</source>
        <translation>&amp;Über Burraco Tourney</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Corrections log…</source>
        <translation>&amp;Berichtigungsprotokoll…</translation>
    </message>
    <message>
        <source>&amp;VP scales…</source>
        <translation>&amp;VP-Skalen…</translation>
    </message>
    <message>
        <source>Sheets from the tables to re&amp;view…</source>
        <translation>Spielberichte von den Tischen prü&amp;fen…</translation>
    </message>
    <message>
        <source>The tables&apos; phones &amp;send sheets</source>
        <translation>Die Telefone der Tische &amp;senden Spielberichte</translation>
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
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Round</source>
        <translation>&amp;Runde</translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <translation>Rangl&amp;iste</translation>
    </message>
    <message>
        <source>&amp;Members…</source>
        <translation>&amp;Mitglieder…</translation>
    </message>
    <message>
        <source>&amp;Circuits…</source>
        <translation>&amp;Serien…</translation>
    </message>
    <message>
        <source>&amp;Teams…</source>
        <translation>Ma&amp;nnschaften…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>Spra&amp;che</translation>
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
        <source>The settings are saved. The groups were formed on the standings after round {round}, before this change: form them again if they should follow the new standings.</source>
        <translation>Die Einstellungen sind gespeichert. Die Gruppen wurden nach der Rangliste nach Runde {round} gebildet, vor dieser Änderung: bilde sie neu, wenn sie der neuen Rangliste folgen sollen.</translation>
    </message>
    <message>
        <source>No round yet: the tables get their links when a round is made.</source>
        <translation>Noch keine Runde: Die Tische erhalten ihre Links, sobald eine Runde erstellt ist.</translation>
    </message>
    <message>
        <source>The tables&apos; phones &amp;send round {round}&apos;s sheets</source>
        <translation>Die Telefone der Tische &amp;senden die Spielberichte der Runde {round}</translation>
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
    <message numerus="yes">
        <source>{name}: %n pair(s)</source>
        <translation>
            <numerusform>{name}: %n Paar</numerusform>
            <numerusform>{name}: %n Paare</numerusform>
        </translation>
    </message>
    <message>
        <source>Burraco Tourney</source>
        <translation>Burraco Tourney</translation>
    </message>
    <message>
        <source>{database} on {host}</source>
        <translation>{database} auf {host}</translation>
    </message>
    <message>
        <source>New tourn&amp;ament…</source>
        <translation>N&amp;eues Turnier…</translation>
    </message>
    <message>
        <source>S&amp;witch tournament…</source>
        <translation>Turnier &amp;wechseln…</translation>
    </message>
    <message>
        <source>Re&amp;fresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <source>T&amp;able links…</source>
        <translation>Tisch-Lin&amp;ks…</translation>
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
    <message>
        <source>A score sheet is waiting for the server to come back and is not saved yet. Close anyway and lose it?</source>
        <translation>Ein Punkteblatt wartet darauf, dass der Server zurückkommt, und ist noch nicht gespeichert. Trotzdem schließen und es verlieren?</translation>
    </message>
    <message>
        <source>Close and lose it</source>
        <translation>Schließen und verlieren</translation>
    </message>
    <message>
        <source>Connect to a ser&amp;ver…</source>
        <translation>Mit einem Ser&amp;ver verbinden…</translation>
    </message>
</context>
<context>
    <name>MemberDialog</name>
    <message>
        <source>Member</source>
        <translation>Mitglied</translation>
    </message>
    <message>
        <source>New member</source>
        <translation>Neues Mitglied</translation>
    </message>
    <message>
        <source>Member &amp;id:</source>
        <translation>&amp;Mitgliedsnummer:</translation>
    </message>
    <message>
        <source>&amp;Surname:</source>
        <translation>&amp;Nachname:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Vorname:</translation>
    </message>
    <message>
        <source>&amp;Club:</source>
        <translation>Ver&amp;ein:</translation>
    </message>
    <message>
        <source>Re&amp;gion:</source>
        <translation>&amp;Region:</translation>
    </message>
    <message>
        <source>&amp;Province:</source>
        <translation>&amp;Provinz:</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>Card &amp;type:</source>
        <translation>Karten&amp;typ:</translation>
    </message>
    <message>
        <source>e.g. 31/12/2026</source>
        <translation>z. B. 31.12.2026</translation>
    </message>
    <message>
        <source>&amp;Valid until:</source>
        <translation>&amp;Gültig bis:</translation>
    </message>
    <message>
        <source>Categor&amp;y:</source>
        <translation>Kategor&amp;ie:</translation>
    </message>
    <message>
        <source>N&amp;otes:</source>
        <translation>Noti&amp;zen:</translation>
    </message>
    <message>
        <source>“{date}” is not a date: write it as 31/12/2026.</source>
        <translation>„{date}“ ist kein Datum: schreiben Sie es als 31.12.2026.</translation>
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
        <translation>Verein</translation>
    </message>
    <message>
        <source>federal</source>
        <translation>Verband</translation>
    </message>
    <message>
        <source>regional</source>
        <translation>Regional</translation>
    </message>
    <message>
        <source>national</source>
        <translation>National</translation>
    </message>
    <message>
        <source>member id</source>
        <translation>Mitgliedsnummer</translation>
    </message>
    <message>
        <source>surname</source>
        <translation>Nachname</translation>
    </message>
    <message>
        <source>name</source>
        <translation>Vorname</translation>
    </message>
    <message>
        <source>region</source>
        <translation>Region</translation>
    </message>
    <message>
        <source>province</source>
        <translation>Provinz</translation>
    </message>
    <message>
        <source>card type</source>
        <translation>Kartentyp</translation>
    </message>
    <message>
        <source>valid until</source>
        <translation>gültig bis</translation>
    </message>
    <message>
        <source>category</source>
        <translation>Kategorie</translation>
    </message>
    <message>
        <source>notes</source>
        <translation>Notizen</translation>
    </message>
</context>
<context>
    <name>MembersDialog</name>
    <message>
        <source>Members</source>
        <translation>Mitglieder</translation>
    </message>
    <message>
        <source>Search by name, club or member id</source>
        <translation>Suche nach Name, Verein oder Mitgliedsnummer</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Hinzufügen…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Bearbeiten…</translation>
    </message>
    <message>
        <source>&amp;Merge…</source>
        <translation>&amp;Zusammenführen…</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xportieren…</translation>
    </message>
    <message>
        <source>C&amp;opy the list</source>
        <translation>Liste &amp;kopieren</translation>
    </message>
    <message>
        <source>Save as &amp;PDF to print…</source>
        <translation>Als P&amp;DF zum Drucken speichern…</translation>
    </message>
    <message>
        <source>Event &amp;level:</source>
        <translation>&amp;Ebene des Turniers:</translation>
    </message>
    <message>
        <source>&amp;Register</source>
        <translation>&amp;Mitglieder</translation>
    </message>
    <message>
        <source>Membership c&amp;heck</source>
        <translation>Mitgliedschafts&amp;prüfung</translation>
    </message>
    <message numerus="yes">
        <source>%n member(s)</source>
        <translation>
            <numerusform>%n Mitglied</numerusform>
            <numerusform>%n Mitglieder</numerusform>
        </translation>
    </message>
    <message>
        <source>{shown} of {total}</source>
        <translation>{shown} von {total}</translation>
    </message>
    <message>
        <source>{warnings}

Add the member all the same?</source>
        <translation>{warnings}

Das Mitglied trotzdem anlegen?</translation>
    </message>
    <message>
        <source>Add all the same</source>
        <translation>Trotzdem anlegen</translation>
    </message>
    <message numerus="yes">
        <source>Corrected in %n pair(s).</source>
        <translation>
            <numerusform>In %n Paar korrigiert.</numerusform>
            <numerusform>In %n Paaren korrigiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Check a&amp;gain</source>
        <translation>Erneut p&amp;rüfen</translation>
    </message>
    <message numerus="yes">
        <source>%n finished tournament(s) keep the name as it was played.</source>
        <translation>
            <numerusform>%n beendetes Turnier behält den Namen, mit dem gespielt wurde.</numerusform>
            <numerusform>%n beendete Turniere behalten den Namen, mit dem gespielt wurde.</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved there:
{changes}</source>
        <translation>Dort gespeichert:
{changes}</translation>
    </message>
    <message>
        <source>The form now shows what was saved there, and what you typed here is kept. Save again to keep your change.</source>
        <translation>Das Formular zeigt jetzt, was dort gespeichert wurde, und was Sie hier eingegeben haben, bleibt. Speichern Sie erneut, um Ihre Änderung zu behalten.</translation>
    </message>
    <message>
        <source>Changed at another station</source>
        <translation>An einem anderen Platz geändert</translation>
    </message>
    <message>
        <source>No two members look like one person. To merge two records anyway, select both in the list (Ctrl+click) and press Merge.</source>
        <translation>Keine zwei Einträge sehen nach einer Person aus. Um trotzdem zwei zusammenzuführen, beide in der Liste auswählen (Strg+Klick) und Zusammenführen drücken.</translation>
    </message>
    <message>
        <source>Delete {member} from the register? The tournaments already played keep the player as played.</source>
        <translation>{member} aus dem Verzeichnis löschen? Bereits gespielte Turniere behalten den Spieler, wie er gespielt hat.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Import a member list</source>
        <translation>Eine Mitgliederliste importieren</translation>
    </message>
    <message>
        <source>Member lists (*.xlsx *.csv);;All files (*)</source>
        <translation>Mitgliederlisten (*.xlsx *.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Export the register</source>
        <translation>Das Verzeichnis exportieren</translation>
    </message>
    <message>
        <source>members.xlsx</source>
        <translation>mitglieder.xlsx</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx);;CSV file (*.csv)</source>
        <translation>Excel-Arbeitsmappe (*.xlsx);;CSV-Datei (*.csv)</translation>
    </message>
    <message>
        <source>{members} exported to {file}.</source>
        <translation>{members} nach {file} exportiert.</translation>
    </message>
    <message>
        <source>{count} for a {level} event on {day}:</source>
        <translation>{count} für ein Turnier der Ebene „{level}“ am {day}:</translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n Hinweis</numerusform>
            <numerusform>%n Hinweise</numerusform>
        </translation>
    </message>
    <message>
        <source>Every player may play a {level} event on {day}.</source>
        <translation>Jeder Spieler darf am {day} ein Turnier der Ebene „{level}“ spielen.</translation>
    </message>
    <message>
        <source>Save the membership check</source>
        <translation>Die Mitgliedschaftsprüfung speichern</translation>
    </message>
    <message>
        <source>membership check - {tournament}.pdf</source>
        <translation>Mitgliedschaftsprüfung - {tournament}.pdf</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>Membership check</source>
        <translation>Mitgliedschaftsprüfung</translation>
    </message>
    <message>
        <source>The PDF could not be written to {file}.</source>
        <translation>Das PDF konnte nicht nach {file} geschrieben werden.</translation>
    </message>
</context>
<context>
    <name>MembersImportDialog</name>
    <message>
        <source>Import members: {file}</source>
        <translation>Mitglieder importieren: {file}</translation>
    </message>
    <message>
        <source>What changes</source>
        <translation>Was sich ändert</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Einzelheiten</translation>
    </message>
    <message numerus="yes">
        <source>Problems (%n)</source>
        <translation>
            <numerusform>Probleme (%n)</numerusform>
            <numerusform>Probleme (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>New members (%n)</source>
        <translation>
            <numerusform>Neue Mitglieder (%n)</numerusform>
            <numerusform>Neue Mitglieder (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>row {row}</source>
        <translation>Zeile {row}</translation>
    </message>
    <message numerus="yes">
        <source>Changed members (%n)</source>
        <translation>
            <numerusform>Geänderte Mitglieder (%n)</numerusform>
            <numerusform>Geänderte Mitglieder (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>{field}: {old} → {new}</source>
        <translation>{field}: {old} → {new}</translation>
    </message>
    <message numerus="yes">
        <source>Unchanged (%n)</source>
        <translation>
            <numerusform>Unverändert (%n)</numerusform>
            <numerusform>Unverändert (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
    <message>
        <source>Nothing can be imported while the file has problems: correct them and import again.</source>
        <translation>Solange die Datei Probleme hat, wird nichts importiert: beheben Sie sie und importieren Sie erneut.</translation>
    </message>
    <message>
        <source>The register already has every member of the file as it is.</source>
        <translation>Das Verzeichnis hat schon jedes Mitglied der Datei, so wie es ist.</translation>
    </message>
    <message>
        <source>Import adds {new} and updates {changed}; nothing else changes.</source>
        <translation>Der Import fügt {new} hinzu und aktualisiert {changed}; sonst ändert sich nichts.</translation>
    </message>
    <message numerus="yes">
        <source>%n new member(s)</source>
        <translation>
            <numerusform>%n neues Mitglied</numerusform>
            <numerusform>%n neue Mitglieder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n member(s)</source>
        <translation>
            <numerusform>%n Mitglied</numerusform>
            <numerusform>%n Mitglieder</numerusform>
        </translation>
    </message>
    <message>
        <source>valid until {date}</source>
        <translation>gültig bis {date}</translation>
    </message>
</context>
<context>
    <name>MembersTableModel</name>
    <message>
        <source>Member id</source>
        <translation>Mitgliedsnr.</translation>
    </message>
    <message>
        <source>Surname</source>
        <translation>Nachname</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Vorname</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Verein</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Region</translation>
    </message>
    <message>
        <source>Province</source>
        <translation>Provinz</translation>
    </message>
    <message>
        <source>Card type</source>
        <translation>Kartentyp</translation>
    </message>
    <message>
        <source>Valid until</source>
        <translation>Gültig bis</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Kategorie</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
</context>
<context>
    <name>MergeDialog</name>
    <message>
        <source>Merge two members</source>
        <translation>Zwei Mitglieder zusammenführen</translation>
    </message>
    <message>
        <source>The record kept keeps its data (and takes the ones it lacks from the other); the players of the other are linked to it, and the other record goes.</source>
        <translation>Der behaltene Eintrag behält seine Daten (fehlende übernimmt er vom anderen); die Spieler des anderen werden mit ihm verknüpft, und der andere Eintrag entfällt.</translation>
    </message>
    <message>
        <source>&amp;Merge</source>
        <translation>&amp;Zusammenführen</translation>
    </message>
    <message>
        <source>Probably one person:</source>
        <translation>Wahrscheinlich eine Person:</translation>
    </message>
    <message>
        <source>Keep:</source>
        <translation>Behalten:</translation>
    </message>
    <message>
        <source> (the same member id)</source>
        <translation> (dieselbe Mitgliedsnummer)</translation>
    </message>
    <message>
        <source> (the same name and club)</source>
        <translation> (derselbe Name und Verein)</translation>
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
        <source>round robin</source>
        <translation>jeder gegen jeden</translation>
    </message>
    <message>
        <source>manual</source>
        <translation>manuell</translation>
    </message>
    <message>
        <source>North–South</source>
        <translation>Nord–Süd</translation>
    </message>
    <message>
        <source>East–West</source>
        <translation>Ost–West</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>zurückgezogen</translation>
    </message>
    <message>
        <source>active</source>
        <translation>aktiv</translation>
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
        <source>alphabetically (surname of the first player)</source>
        <translation>alphabetisch (Nachname des ersten Spielers)</translation>
    </message>
    <message>
        <source>at random</source>
        <translation>ausgelost</translation>
    </message>
    <message>
        <source>by pair number</source>
        <translation>nach Paarnummer</translation>
    </message>
    <message>
        <source>club</source>
        <translation>Verein</translation>
    </message>
    <message>
        <source>province</source>
        <translation>Provinz</translation>
    </message>
    <message>
        <source>region</source>
        <translation>Region</translation>
    </message>
    <message>
        <source>pairs drawn at random, seed {seed}</source>
        <translation>Paare ausgelost, Startwert {seed}</translation>
    </message>
    <message>
        <source>pairs loaded {order}</source>
        <translation>Paare gesetzt: {order}</translation>
    </message>
    <message>
        <source>kept apart by {what}</source>
        <translation>getrennt nach {what}</translation>
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
        <source>table {table}</source>
        <translation>Tisch {table}</translation>
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
    <name>NewCircuitDialog</name>
    <message>
        <source>New circuit</source>
        <translation>Neue Serie</translation>
    </message>
    <message>
        <source>e.g. Winter circuit 2026</source>
        <translation>z. B. Winterserie 2026</translation>
    </message>
    <message>
        <source>the evening&apos;s VP</source>
        <translation>die VP des Abends</translation>
    </message>
    <message>
        <source>points by position</source>
        <translation>Punkte nach Platz</translation>
    </message>
    <message>
        <source>1st, 2nd, 3rd…: e.g. 25, 20, 16, 14, 12, 10</source>
        <translation>1., 2., 3. …: z. B. 25, 20, 16, 14, 12, 10</translation>
    </message>
    <message>
        <source>every evening</source>
        <translation>jeder Abend</translation>
    </message>
    <message>
        <source>optional: the final&apos;s own table, e.g. 50, 40, 32</source>
        <translation>optional: die eigene Tabelle des Finales, z. B. 50, 40, 32</translation>
    </message>
    <message>
        <source>share the points of their places: (20 + 16) / 2 = 18</source>
        <translation>teilen sich die Punkte ihrer Plätze: (20 + 16) / 2 = 18</translation>
    </message>
    <message>
        <source>each keep the points of their place</source>
        <translation>bekommen jedes die vollen Punkte ihres Platzes</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Points:</source>
        <translation>&amp;Punkte:</translation>
    </message>
    <message>
        <source>Points by p&amp;osition:</source>
        <translation>Punkte nach P&amp;latz:</translation>
    </message>
    <message>
        <source>&amp;Evenings that count (the best):</source>
        <translation>&amp;Wertende Abende (die besten):</translation>
    </message>
    <message>
        <source>The &amp;final counts:</source>
        <translation>Das &amp;Finale zählt:</translation>
    </message>
    <message>
        <source>The final&apos;s &amp;table:</source>
        <translation>&amp;Tabelle des Finales:</translation>
    </message>
    <message>
        <source>Pairs tied on an e&amp;vening:</source>
        <translation>&amp;Gleichplatzierte Paare eines Abends:</translation>
    </message>
    <message>
        <source>Ties in the circuit, after the points, &amp;broken by:</source>
        <translation>Gleichstand in der Serie, nach den Punkten, &amp;entschieden durch:</translation>
    </message>
    <message>
        <source>&amp;Create</source>
        <translation>&amp;Anlegen</translation>
    </message>
    <message>
        <source>Write the points as whole numbers separated by commas: 25, 20, 16.</source>
        <translation>Schreiben Sie die Punkte als ganze Zahlen, durch Kommas getrennt: 25, 20, 16.</translation>
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
        <source>The rules, deals per round, time, the VP scale and what a bye is worth.</source>
        <translation>Regeln, Spiele pro Runde, Zeit, VP-Skala und der Wert eines Freiloses.</translation>
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
        <source>Press &quot;{finish}&quot; now to use the usual settings: 3 deals of 15 minutes, the FIBUR 3-deal scale, a bye worth 14 VP, 3 Mitchell rounds then 2 Danish. Or press &quot;{next}&quot; to check them. Everything can be changed later in Tournament settings.</source>
        <translation>Drücken Sie „{finish}“, um die üblichen Einstellungen zu übernehmen: 3 Spiele zu 15 Minuten, die FIBUR-Skala für 3 Spiele, ein Freilos zu 14 VP, 3 Mitchell-Runden, dann 2 dänische. Oder prüfen Sie sie mit „{next}“. Alles lässt sich später in den Turniereinstellungen ändern.</translation>
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
        <source>As planned: {movement} (the plan&apos;s last phase goes on)</source>
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
        <source>Make &amp;round {number}</source>
        <translation>Runde {number} &amp;erstellen</translation>
    </message>
    <message>
        <source>Seating of the first round</source>
        <translation>Sitzordnung der ersten Runde</translation>
    </message>
    <message>
        <source>The same seed draws the same seating again.</source>
        <translation>Derselbe Startwert ergibt dieselbe Auslosung.</translation>
    </message>
    <message>
        <source>&amp;club</source>
        <translation>Verei&amp;n</translation>
    </message>
    <message>
        <source>pro&amp;vince</source>
        <translation>Pro&amp;vinz</translation>
    </message>
    <message>
        <source>re&amp;gion</source>
        <translation>Re&amp;gion</translation>
    </message>
    <message>
        <source>Pairs of the same club, province or region do not meet in the first round where the field allows it; in a Mitchell they stay apart the whole phase where they fit on one line.</source>
        <translation>Paare desselben Vereins, derselben Provinz oder Region treffen in der ersten Runde nicht aufeinander, soweit das Teilnehmerfeld es zulässt; im Mitchell bleiben sie die ganze Phase getrennt, wenn sie auf eine Linie (NS oder OW) passen.</translation>
    </message>
    <message>
        <source>&amp;Load pairs:</source>
        <translation>Paare &amp;setzen:</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>Start&amp;wert:</translation>
    </message>
    <message>
        <source>Keep apart by:</source>
        <translation>Trennen nach:</translation>
    </message>
    <message>
        <source>A Danish round pairs on the standings: neighbours in the ranking meet (first against second, third against fourth, …) without repeating a match of the previous round. Before round 1 there are no standings, so the pairs meet in number order.</source>
        <translation>Eine dänische Runde paart nach der Rangliste: Nachbarn in der Rangliste spielen gegeneinander (Erster gegen Zweiten, Dritter gegen Vierten, …), ohne eine Begegnung der vorigen Runde zu wiederholen. Vor Runde 1 gibt es keine Rangliste, daher spielen die Paare in der Reihenfolge ihrer Nummern gegeneinander.</translation>
    </message>
    <message>
        <source>A Danish round pairs on the standings: neighbours in the ranking meet (first against second, third against fourth, …) without repeating a match of the previous round, so every table of round {previous} must have its result first.</source>
        <translation>Eine dänische Runde paart nach der Rangliste: Nachbarn in der Rangliste spielen gegeneinander (Erster gegen Zweiten, Dritter gegen Vierten, …), ohne eine Begegnung der vorigen Runde zu wiederholen; daher muss jeder Tisch der Runde {previous} zuerst sein Ergebnis haben.</translation>
    </message>
    <message>
        <source>A Swiss round pairs on the standings: each pair meets the nearest pair in the ranking that it has not met yet. Before round 1 there are no standings, so the pairs meet in number order.</source>
        <translation>Eine Runde im Schweizer System paart nach der Rangliste: Jedes Paar spielt gegen das nächste Paar in der Rangliste, gegen das es noch nicht gespielt hat. Vor Runde 1 gibt es keine Rangliste, daher spielen die Paare in der Reihenfolge ihrer Nummern gegeneinander.</translation>
    </message>
    <message>
        <source>A Swiss round pairs on the standings: each pair meets the nearest pair in the ranking that it has not met yet, so every table of round {previous} must have its result first.</source>
        <translation>Eine Runde im Schweizer System paart nach der Rangliste: Jedes Paar spielt gegen das nächste Paar in der Rangliste, gegen das es noch nicht gespielt hat; daher muss jeder Tisch der Runde {previous} zuerst sein Ergebnis haben.</translation>
    </message>
    <message>
        <source>In a round robin every pair meets every other pair once, on a fixed schedule that does not depend on the results, so this round does not wait for any score sheet.</source>
        <translation>Bei Jeder gegen jeden trifft jedes Paar einmal auf jedes andere, nach einem festen Plan, der nicht von den Ergebnissen abhängt; daher wartet diese Runde auf keinen Spielbericht.</translation>
    </message>
    <message>
        <source>A Mitchell round follows its fixed scheme: the pairs move from table to table whatever the results, so it does not wait for any score sheet.</source>
        <translation>Eine Mitchell-Runde folgt ihrem festen Schema: Die Paare wechseln unabhängig von den Ergebnissen von Tisch zu Tisch, daher wartet sie auf keinen Spielbericht.</translation>
    </message>
    <message>
        <source>Until a score sheet is in, pairs and tables can be swapped. A round made by mistake can be deleted as long as it is the last one.</source>
        <translation>Solange kein Spielbericht abgegeben ist, können Paare und Tische getauscht werden. Eine versehentlich erstellte Runde kann gelöscht werden, solange sie die letzte ist.</translation>
    </message>
    <message>
        <source>groups of {numbers} tables</source>
        <translation>Gruppen zu {numbers} Tischen</translation>
    </message>
    <message numerus="yes">
        <source>%n group(s)</source>
        <translation>
            <numerusform>%n Gruppe</numerusform>
            <numerusform>%n Gruppen</numerusform>
        </translation>
    </message>
    <message>
        <source>groups in the shares {numbers}</source>
        <translation>Gruppen in den Anteilen {numbers}</translation>
    </message>
    <message>
        <source>This round begins the plan&apos;s phase in groups: {rule} are formed now from the standings after round {previous} (Round → Form groups… forms them otherwise first), and each group is paired on its own.</source>
        <translation>Diese Runde beginnt die Phase in Gruppen laut Plan: {rule} werden jetzt aus der Rangliste nach Runde {previous} gebildet (Runde → Gruppen bilden… bildet sie vorher anders), und jede Gruppe wird für sich gepaart.</translation>
    </message>
    <message numerus="yes">
        <source>{group}: %n table(s)</source>
        <translation>
            <numerusform>{group}: %n Tisch</numerusform>
            <numerusform>{group}: %n Tische</numerusform>
        </translation>
    </message>
    <message>
        <source>Paired within the groups formed after round {round}: {groups}.</source>
        <translation>Gepaart innerhalb der Gruppen, die nach Runde {round} gebildet wurden: {groups}.</translation>
    </message>
    <message>
        <source>&amp;Movement:</source>
        <translation>&amp;Bewegung:</translation>
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
        <source>Add new players to the member &amp;register</source>
        <translation>Neue Spieler ins &amp;Mitgliederverzeichnis aufnehmen</translation>
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
        <source>Save and add &amp;another</source>
        <translation>Speichern und &amp;weiteres hinzufügen</translation>
    </message>
    <message>
        <source>The pair keeps its number and its results.</source>
        <translation>Das Paar behält seine Nummer und seine Ergebnisse.</translation>
    </message>
    <message>
        <source>Rounds are already made: this pair is a late entry and plays from round {round}.</source>
        <translation>Es gibt schon Runden: Dieses Paar ist eine Nachmeldung und spielt ab Runde {round}.</translation>
    </message>
    <message>
        <source>the same member id</source>
        <translation>dieselbe Mitgliedsnummer</translation>
    </message>
    <message>
        <source>the same name and club</source>
        <translation>derselbe Name und Verein</translation>
    </message>
    <message>
        <source>the same name</source>
        <translation>derselbe Name</translation>
    </message>
    <message>
        <source>• {member} ({reason})</source>
        <translation>• {member} ({reason})</translation>
    </message>
    <message>
        <source>Already in the register?</source>
        <translation>Schon im Verzeichnis?</translation>
    </message>
    <message>
        <source>{player} looks like a member already in the register:
{members}

Is it the same person?</source>
        <translation>{player} scheint ein Mitglied zu sein, das schon im Verzeichnis steht:
{members}

Ist es dieselbe Person?</translation>
    </message>
    <message>
        <source>&amp;Same person: use the member</source>
        <translation>&amp;Dieselbe Person: das Mitglied nehmen</translation>
    </message>
    <message>
        <source>&amp;Another person: add a new member</source>
        <translation>&amp;Eine andere Person: neues Mitglied anlegen</translation>
    </message>
    <message>
        <source>Pair {number} is saved. The membership check says:
{warnings}</source>
        <translation>Paar {number} ist gespeichert. Die Mitgliedschaftsprüfung meldet:
{warnings}</translation>
    </message>
    <message>
        <source>Membership</source>
        <translation>Mitgliedschaft</translation>
    </message>
    <message>
        <source>Pair {number} saved ({players}). Type the next pair.</source>
        <translation>Paar {number} gespeichert ({players}). Jetzt das nächste Paar eingeben.</translation>
    </message>
</context>
<context>
    <name>PairsPage</name>
    <message>
        <source>Search by name, club, member id or number (Ctrl+F)</source>
        <translation>Suche nach Name, Verein, Mitgliedsnr. oder Nummer (Strg+F)</translation>
    </message>
    <message>
        <source>All clubs</source>
        <translation>Alle Vereine</translation>
    </message>
    <message>
        <source>All regions</source>
        <translation>Alle Regionen</translation>
    </message>
    <message>
        <source>All provinces</source>
        <translation>Alle Provinzen</translation>
    </message>
    <message>
        <source>All categories</source>
        <translation>Alle Kategorien</translation>
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
    <message numerus="yes">
        <source>%n pair(s)</source>
        <translation>
            <numerusform>%n Paar</numerusform>
            <numerusform>%n Paare</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n withdrawn)</source>
        <translation>
            <numerusform> (%n zurückgezogen)</numerusform>
            <numerusform> (%n zurückgezogen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shown of {text}</source>
        <translation>
            <numerusform>%n angezeigt von {text}</numerusform>
            <numerusform>%n angezeigt von {text}</numerusform>
        </translation>
    </message>
    <message>
        <source>Pair {number} was changed meanwhile (by another dialog or station), so nothing was saved. It is now: {players}{group}.
The dialog shows it as it is now: make your correction again.</source>
        <translation>Paar {number} wurde inzwischen geändert (in einem anderen Dialog oder an einem anderen Platz), daher wurde nichts gespeichert. Jetzt ist es: {players}{group}.
Der Dialog zeigt es so, wie es jetzt ist: bitte die Korrektur noch einmal vornehmen.</translation>
    </message>
    <message>
        <source>, group {group}</source>
        <translation>, Gruppe {group}</translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) were registered.</source>
        <translation>
            <numerusform>%n Paar wurde angemeldet.</numerusform>
            <numerusform>%n Paare wurden angemeldet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rows with problems skipped: {skipped}.</source>
        <translation>Übersprungene Zeilen mit Problemen: {skipped}.</translation>
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
        <source>Region</source>
        <translation>Region</translation>
    </message>
    <message>
        <source>Province</source>
        <translation>Provinz</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Kategorie</translation>
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
    <name>PdfDocument</name>
    <message>
        <source>Page {number} of {total}</source>
        <translation>Seite {number} von {total}</translation>
    </message>
</context>
<context>
    <name>PdfPreviewDialog</name>
    <message>
        <source>Preview: {file}</source>
        <translation>Vorschau: {file}</translation>
    </message>
    <message>
        <source>Reading {file}…</source>
        <translation>{file} wird gelesen…</translation>
    </message>
    <message>
        <source>Page </source>
        <translation>Seite </translation>
    </message>
    <message>
        <source>Zoom out (Ctrl+-)</source>
        <translation>Verkleinern (Strg+-)</translation>
    </message>
    <message>
        <source>Zoom in (Ctrl++)</source>
        <translation>Vergrößern (Strg++)</translation>
    </message>
    <message>
        <source>Fit width</source>
        <translation>Breite anpassen</translation>
    </message>
    <message>
        <source>The page as wide as the window</source>
        <translation>Die Seite so breit wie das Fenster</translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>&amp;Drucken</translation>
    </message>
    <message>
        <source>Send the file to this computer&apos;s default printer</source>
        <translation>Die Datei an den Standarddrucker dieses Computers senden</translation>
    </message>
    <message>
        <source>&amp;Open in the PDF viewer</source>
        <translation>Im PDF-&amp;Betrachter öffnen</translation>
    </message>
    <message>
        <source>Look at the file full size, or print it from there with other settings</source>
        <translation>Die Datei in voller Größe ansehen oder von dort mit anderen Einstellungen drucken</translation>
    </message>
    <message>
        <source>Show the &amp;folder</source>
        <translation>&amp;Ordner zeigen</translation>
    </message>
    <message>
        <source>Sent to the printer.</source>
        <translation>An den Drucker gesendet.</translation>
    </message>
    <message>
        <source>Not printed</source>
        <translation>Nicht gedruckt</translation>
    </message>
    <message>
        <source>pdftoppm and pdfinfo (Poppler) are needed for a preview.</source>
        <translation>für eine Vorschau werden pdftoppm und pdfinfo (Poppler) benötigt.</translation>
    </message>
    <message>
        <source>{program} could not be started.</source>
        <translation>{program} konnte nicht gestartet werden.</translation>
    </message>
    <message>
        <source>The file has no pages.</source>
        <translation>Die Datei hat keine Seiten.</translation>
    </message>
    <message>
        <source>Page {number}</source>
        <translation>Seite {number}</translation>
    </message>
    <message>
        <source>of {count}</source>
        <translation>von {count}</translation>
    </message>
    <message>
        <source>No preview: {reason}</source>
        <translation>Keine Vorschau: {reason}</translation>
    </message>
    <message>
        <source>Page {number} could not be shown.</source>
        <translation>Seite {number} kann nicht angezeigt werden.</translation>
    </message>
</context>
<context>
    <name>PhaseRow</name>
    <message>
        <source>over the whole field</source>
        <translation>über das ganze Feld</translation>
    </message>
    <message>
        <source>in groups, tables:</source>
        <translation>in Gruppen, Tische:</translation>
    </message>
    <message>
        <source>in groups, how many:</source>
        <translation>in Gruppen, Anzahl:</translation>
    </message>
    <message>
        <source>in groups, shares:</source>
        <translation>in Gruppen, Anteile:</translation>
    </message>
    <message>
        <source>Groups formed from the standings after the round before this phase, top of the ranking to group A: the tables of each group (7, 9, 9), how many groups (3) or their shares (30, 30, 40).</source>
        <translation>Gruppen aus der Rangliste nach der Runde vor dieser Phase, die Spitze der Rangliste in Gruppe A: die Tische jeder Gruppe (7, 9, 9), wie viele Gruppen (3) oder ihre Anteile (30, 30, 40).</translation>
    </message>
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
        <source>&amp;Minutes per deal:</source>
        <translation>&amp;Minuten pro Spiel:</translation>
    </message>
    <message>
        <source>Semi-c&amp;lean:</source>
        <translation>&amp;Halbsauber:</translation>
    </message>
    <message>
        <source>From a f&amp;ile…</source>
        <translation>Aus einer &amp;Datei…</translation>
    </message>
    <message>
        <source>&amp;Deals per round:</source>
        <translation>S&amp;piele pro Runde:</translation>
    </message>
    <message>
        <source>&amp;VP scale:</source>
        <translation>VP-S&amp;kala:</translation>
    </message>
    <message>
        <source>B&amp;ye scores:</source>
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
        <source>{name} (this tournament&apos;s copy)</source>
        <translation>{name} (Kopie dieses Turniers)</translation>
    </message>
    <message>
        <source>Changed from {profile}: these are custom rules.</source>
        <translation>Geändert gegenüber {profile}: das sind eigene Regeln.</translation>
    </message>
    <message>
        <source>The rule profile was not loaded:</source>
        <translation>Das Regelwerk wurde nicht geladen:</translation>
    </message>
    <message>
        <source>Rule profile file</source>
        <translation>Regelwerk-Datei</translation>
    </message>
    <message>
        <source>Rule profiles (*.json);;All files (*)</source>
        <translation>Regelwerke (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save the rules</source>
        <translation>Regeln speichern</translation>
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
    <name>PosterPdf</name>
    <message>
        <source>Follow the tournament on your phone</source>
        <translation>Das Turnier auf dem Handy</translation>
    </message>
    <message>
        <source>Scan the code with your camera or open the address:</source>
        <translation>Den Code mit der Kamera scannen oder die Adresse öffnen:</translation>
    </message>
    <message>
        <source>Connect to the venue&apos;s Wi-Fi first.</source>
        <translation>Zuerst mit dem WLAN des Saals verbinden.</translation>
    </message>
    <message>
        <source>Seats, standings and the round clock update by themselves. Type your pair number to see where you sit and your results.</source>
        <translation>Sitzplätze, Rangliste und Rundenuhr aktualisieren sich von selbst. Mit der Paarnummer sehen Sie Ihren Tisch und Ihre Ergebnisse.</translation>
    </message>
    <message>
        <source>Poster</source>
        <translation>Aushang</translation>
    </message>
</context>
<context>
    <name>PrintExportDialog</name>
    <message>
        <source>Print / Export</source>
        <translation>Drucken / Exportieren</translation>
    </message>
    <message>
        <source>&amp;Round:</source>
        <translation>&amp;Runde:</translation>
    </message>
    <message>
        <source>&amp;One sheet per page</source>
        <translation>&amp;Einer pro Seite</translation>
    </message>
    <message>
        <source>&amp;Two sheets per page</source>
        <translation>&amp;Zwei pro Seite</translation>
    </message>
    <message>
        <source>Sheets:</source>
        <translation>Spielberichte:</translation>
    </message>
    <message>
        <source>&amp;Filled in with the values entered</source>
        <translation>Mit den eingegebenen Werten aus&amp;gefüllt</translation>
    </message>
    <message>
        <source>Group &amp;by group, each ranked inside its group</source>
        <translation>&amp;Jede Gruppe für sich, mit eigener Rangfolge</translation>
    </message>
    <message>
        <source>&amp;Group:</source>
        <translation>Gru&amp;ppe:</translation>
    </message>
    <message>
        <source>Number of &amp;sheets:</source>
        <translation>&amp;Anzahl Spielberichte:</translation>
    </message>
    <message>
        <source>Web &amp;address:</source>
        <translation>We&amp;badresse:</translation>
    </message>
    <message>
        <source>&amp;Choose…</source>
        <translation>A&amp;uswählen…</translation>
    </message>
    <message>
        <source>Fol&amp;der:</source>
        <translation>&amp;Ordner:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>Datei&amp;name:</translation>
    </message>
    <message>
        <source>&amp;Preview the PDF when it is written</source>
        <translation>PDF nach dem Schreiben in der &amp;Vorschau zeigen</translation>
    </message>
    <message>
        <source>&amp;Write</source>
        <translation>&amp;Schreiben</translation>
    </message>
    <message>
        <source>Pr&amp;int</source>
        <translation>&amp;Drucken</translation>
    </message>
    <message>
        <source>Write the PDF and send it to this computer&apos;s default printer</source>
        <translation>Das PDF schreiben und an den Standarddrucker dieses Computers senden</translation>
    </message>
    <message>
        <source>W&amp;hat:</source>
        <translation>&amp;Was:</translation>
    </message>
    <message>
        <source>After round {number}</source>
        <translation>Nach Runde {number}</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Runde {number}</translation>
    </message>
    <message>
        <source>All groups, each on its own pages</source>
        <translation>Alle Gruppen, jede auf eigenen Seiten</translation>
    </message>
    <message>
        <source>Table &amp;links: each line&apos;s QR code and the table&apos;s PIN</source>
        <translation>Tisch-&amp;Links: der QR-Code jeder Linie und die PIN des Tisches</translation>
    </message>
    <message>
        <source>Table &amp;links and PINs: publish the event first (Event → Publish on the local network)</source>
        <translation>Tisch-&amp;Links und PINs: zuerst das Turnier veröffentlichen (Veranstaltung → Im lokalen Netz veröffentlichen)</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>round {number}</source>
        <translation>Runde {number}</translation>
    </message>
    <message>
        <source>after round {number}</source>
        <translation>nach Runde {number}</translation>
    </message>
    <message>
        <source>group {name}</source>
        <translation>Gruppe {name}</translation>
    </message>
    <message>
        <source>filled score sheets</source>
        <translation>ausgefüllte Spielberichte</translation>
    </message>
    <message>
        <source>The tournament could not be read.</source>
        <translation>Das Turnier konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>There is no round yet: make a round first.</source>
        <translation>Es gibt noch keine Runde: Erstellen Sie zuerst eine Runde.</translation>
    </message>
    <message>
        <source>Give the web address phones open (Event → Publish on the local network shows it).</source>
        <translation>Geben Sie die Webadresse an, die die Handys öffnen (Veranstaltung → Im lokalen Netz veröffentlichen zeigt sie).</translation>
    </message>
    <message>
        <source>Folder for the printouts and exports</source>
        <translation>Ordner für Ausdrucke und Exporte</translation>
    </message>
    <message>
        <source>It is a folder: give a file name.</source>
        <translation>Das ist ein Ordner: Geben Sie einen Dateinamen an.</translation>
    </message>
    <message>
        <source>The folder {folder} does not exist.</source>
        <translation>Der Ordner {folder} existiert nicht.</translation>
    </message>
    <message>
        <source>It is a tournament database, or a file kept beside one: choose another name.</source>
        <translation>Das ist eine Turnierdatenbank oder eine Datei, die zu ihr gehört: Wählen Sie einen anderen Namen.</translation>
    </message>
    <message>
        <source>{file} already exists. Replace it?</source>
        <translation>{file} existiert bereits. Ersetzen?</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Ersetzen</translation>
    </message>
    <message>
        <source>Writing {file}…</source>
        <translation>{file} wird geschrieben…</translation>
    </message>
    <message>
        <source>{file} was not written.
{reason}</source>
        <translation>{file} wurde nicht geschrieben.
{reason}</translation>
    </message>
    <message>
        <source>Not written</source>
        <translation>Nicht geschrieben</translation>
    </message>
</context>
<context>
    <name>PrintMenu</name>
    <message>
        <source>Pr&amp;int / Export</source>
        <translation>Dr&amp;ucken / Exportieren</translation>
    </message>
    <message>
        <source>&amp;Score sheets…</source>
        <translation>&amp;Spielberichte…</translation>
    </message>
    <message>
        <source>&amp;Blank score sheets…</source>
        <translation>&amp;Leere Spielberichte…</translation>
    </message>
    <message>
        <source>S&amp;eats…</source>
        <translation>S&amp;itzplan…</translation>
    </message>
    <message>
        <source>&amp;Table cards…</source>
        <translation>&amp;Tischkarten…</translation>
    </message>
    <message>
        <source>Round &amp;results…</source>
        <translation>Rundene&amp;rgebnisse…</translation>
    </message>
    <message>
        <source>St&amp;andings…</source>
        <translation>Ra&amp;ngliste…</translation>
    </message>
    <message>
        <source>Pair &amp;histories…</source>
        <translation>Verlauf der &amp;Paare…</translation>
    </message>
    <message>
        <source>Pri&amp;zes…</source>
        <translation>Pr&amp;eise…</translation>
    </message>
    <message>
        <source>&amp;Poster for the phones…</source>
        <translation>Aus&amp;hang für die Handys…</translation>
    </message>
    <message>
        <source>&amp;Workbook (.xlsx)…</source>
        <translation>&amp;Arbeitsmappe (.xlsx)…</translation>
    </message>
    <message>
        <source>Standings (&amp;CSV)…</source>
        <translation>Rangliste (&amp;CSV)…</translation>
    </message>
    <message>
        <source>Seats (CS&amp;V)…</source>
        <translation>Sitzplan (CS&amp;V)…</translation>
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
        <translation>Dieser Computer hat kein Druckprogramm (lp oder lpr, von CUPS). Öffnen Sie die Datei im PDF-Betrachter und drucken Sie sie von dort.</translation>
    </message>
    <message>
        <source>No default printer is set up on this computer. Choose one in the system&apos;s printer settings, or open the file in the PDF viewer and print it from there.</source>
        <translation>Auf diesem Computer ist kein Standarddrucker eingerichtet. Wählen Sie einen in den Druckereinstellungen des Systems, oder öffnen Sie die Datei im PDF-Betrachter und drucken Sie sie von dort.</translation>
    </message>
    <message>
        <source>The printer did not take the file.</source>
        <translation>Der Drucker hat die Datei nicht angenommen.</translation>
    </message>
    <message>
        <source>The print system said: {words}</source>
        <translation>Das Drucksystem meldet: {words}</translation>
    </message>
    <message>
        <source>{file} was not printed.
{reason}</source>
        <translation>{file} wurde nicht gedruckt.
{reason}</translation>
    </message>
    <message>
        <source>Sending {file} to the printer…</source>
        <translation>{file} wird an den Drucker gesendet…</translation>
    </message>
</context>
<context>
    <name>Printouts</name>
    <message>
        <source>Score sheets</source>
        <translation>Spielberichte</translation>
    </message>
    <message>
        <source>Blank score sheets</source>
        <translation>Leere Spielberichte</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Sitzplan</translation>
    </message>
    <message>
        <source>Table cards</source>
        <translation>Tischkarten</translation>
    </message>
    <message>
        <source>Round results</source>
        <translation>Rundenergebnisse</translation>
    </message>
    <message>
        <source>Each table&apos;s MP, difference and VP in the round; then the corrections of its saved scores, if any, on a page of their own.</source>
        <translation>MP, Differenz und VP jedes Tisches in der Runde; danach auf einer eigenen Seite die Berichtigungen gespeicherter Ergebnisse, falls es welche gibt.</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Rangliste</translation>
    </message>
    <message>
        <source>Pair histories</source>
        <translation>Verlauf der Paare</translation>
    </message>
    <message>
        <source>Prizes</source>
        <translation>Preise</translation>
    </message>
    <message>
        <source>Poster for the phones</source>
        <translation>Aushang für die Handys</translation>
    </message>
    <message>
        <source>Workbook (.xlsx)</source>
        <translation>Arbeitsmappe (.xlsx)</translation>
    </message>
    <message>
        <source>Standings, rounds, deals, pairs, byes, adjustments, corrections, the VP scale and the tie-breaks in a spreadsheet, as things stood after a round (a team event&apos;s teams, matches and team standings too).</source>
        <translation>Rangliste, Runden, Spiele, Paare, Spielfrei, Korrekturen, Berichtigungen, VP-Skala und Feinwertungen in einer Tabelle, wie sie nach einer Runde standen (bei einem Mannschaftsturnier auch Mannschaften, Begegnungen und Mannschaftswertung).</translation>
    </message>
    <message>
        <source>Standings (CSV)</source>
        <translation>Rangliste (CSV)</translation>
    </message>
    <message>
        <source>Seats (CSV)</source>
        <translation>Sitzplan (CSV)</translation>
    </message>
    <message>
        <source>One sheet per table of the round, with the pairs&apos; names and the VP scale.</source>
        <translation>Ein Spielbericht pro Tisch der Runde, mit den Namen der Paare und der VP-Skala.</translation>
    </message>
    <message>
        <source>Sheets without round, table or names, for a late change or a spare.</source>
        <translation>Spielberichte ohne Runde, Tisch oder Namen, für kurzfristige Änderungen oder als Reserve.</translation>
    </message>
    <message>
        <source>A page per table with its big number and the pairs of the round.</source>
        <translation>Eine Seite pro Tisch mit großer Tischnummer und den Paaren der Runde.</translation>
    </message>
    <message>
        <source>The ranking after a round, with the tie-breaks used.</source>
        <translation>Die Rangliste nach einer Runde, mit den verwendeten Feinwertungen.</translation>
    </message>
    <message>
        <source>Each pair&apos;s rounds: opponents, MP, difference and VP.</source>
        <translation>Die Runden jedes Paares: Gegner, MP, Differenz und VP.</translation>
    </message>
    <message>
        <source>Who wins what, group by group, by the tournament&apos;s prize plan, with the rule that gave each prize.</source>
        <translation>Wer was gewinnt, Gruppe für Gruppe, nach dem Preisplan des Turniers, mit der Regel, die jeden Preis vergibt.</translation>
    </message>
    <message>
        <source>A page for the wall: the address of the published tournament, large, and its QR code.</source>
        <translation>Eine Seite für die Wand: die Adresse des veröffentlichten Turniers, groß, und ihr QR-Code.</translation>
    </message>
    <message>
        <source>Who sits where, for the wall: by table, by surname and by pair number.</source>
        <translation>Wer wo sitzt, für den Aushang: nach Tisch, nach Nachname und nach Paarnummer.</translation>
    </message>
    <message>
        <source>The ranking as a CSV file (UTF-8), one row per pair.</source>
        <translation>Die Rangliste als CSV-Datei (UTF-8), eine Zeile pro Paar.</translation>
    </message>
    <message>
        <source>The seats of a round as a CSV file (UTF-8), one row per pair.</source>
        <translation>Die Sitzplätze einer Runde als CSV-Datei (UTF-8), eine Zeile pro Paar.</translation>
    </message>
    <message>
        <source>score sheets</source>
        <translation>Spielberichte</translation>
    </message>
    <message>
        <source>blank score sheets</source>
        <translation>leere Spielberichte</translation>
    </message>
    <message>
        <source>seats</source>
        <translation>Sitzplan</translation>
    </message>
    <message>
        <source>table cards</source>
        <translation>Tischkarten</translation>
    </message>
    <message>
        <source>results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>standings</source>
        <translation>Rangliste</translation>
    </message>
    <message>
        <source>pair histories</source>
        <translation>Verlauf der Paare</translation>
    </message>
    <message>
        <source>prizes</source>
        <translation>preise</translation>
    </message>
    <message>
        <source>poster</source>
        <translation>Aushang</translation>
    </message>
    <message>
        <source>workbook</source>
        <translation>Arbeitsmappe</translation>
    </message>
    <message>
        <source>{file} is written and sent to the printer.</source>
        <translation>{file} ist geschrieben und an den Drucker gesendet.</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>Geschrieben</translation>
    </message>
    <message>
        <source>{file} is written.</source>
        <translation>{file} ist geschrieben.</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <source>Show the &amp;folder</source>
        <translation>&amp;Ordner zeigen</translation>
    </message>
</context>
<context>
    <name>PrizePlanDialog</name>
    <message>
        <source>Prize plan</source>
        <translation>Preisplan</translation>
    </message>
    <message>
        <source>From tables in the group</source>
        <translation>Ab Tischen in der Gruppe</translation>
    </message>
    <message>
        <source>Prizes by place</source>
        <translation>Preise nach Platz</translation>
    </message>
    <message>
        <source>&amp;Add band</source>
        <translation>Stufe &amp;hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Remove band</source>
        <translation>Stufe &amp;entfernen</translation>
    </message>
    <message>
        <source>&amp;Load from a file…</source>
        <translation>Aus Datei &amp;laden…</translation>
    </message>
    <message>
        <source>&amp;Save to a file…</source>
        <translation>In Datei &amp;speichern…</translation>
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
        <translation>Diesen Plan &amp;verwenden</translation>
    </message>
    <message>
        <source>{name} (from {file})</source>
        <translation>{name} (aus {file})</translation>
    </message>
    <message>
        <source>Special prizes:</source>
        <translation>Sonderpreise:</translation>
    </message>
    <message>
        <source>No special prize.</source>
        <translation>Kein Sonderpreis.</translation>
    </message>
    <message>
        <source>Save the prize plan</source>
        <translation>Preisplan speichern</translation>
    </message>
    <message>
        <source>Prize plans (*.json)</source>
        <translation>Preispläne (*.json)</translation>
    </message>
    <message>
        <source>{file} was not written: {reason}</source>
        <translation>{file} wurde nicht geschrieben: {reason}</translation>
    </message>
    <message>
        <source>Read a prize plan</source>
        <translation>Preisplan lesen</translation>
    </message>
    <message>
        <source>Prize plans (*.json);;All files (*)</source>
        <translation>Preispläne (*.json);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>PrizesPanel</name>
    <message>
        <source>Prize plan…</source>
        <translation>Preisplan…</translation>
    </message>
    <message>
        <source>Print prizes…</source>
        <translation>Preise drucken…</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Preis</translation>
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
        <source>Rule that gave it</source>
        <translation>Regel, die ihn vergibt</translation>
    </message>
    <message>
        <source>{vp} VP, rank {rank}</source>
        <translation>{vp} VP, Rang {rank}</translation>
    </message>
</context>
<context>
    <name>PublishDialog</name>
    <message>
        <source>Publish on the local network</source>
        <translation>Im lokalen Netz veröffentlichen</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>P&amp;ort:</translation>
    </message>
    <message>
        <source>&amp;Publish</source>
        <translation>&amp;Veröffentlichen</translation>
    </message>
    <message>
        <source>&amp;Stop publishing</source>
        <translation>Veröffentlichung &amp;beenden</translation>
    </message>
    <message>
        <source>Not published: {reason}</source>
        <translation>Nicht veröffentlicht: {reason}</translation>
    </message>
    <message>
        <source>port {port} is already in use by another program: choose another port.</source>
        <translation>Port {port} wird schon von einem anderen Programm benutzt: wählen Sie einen anderen Port.</translation>
    </message>
    <message>
        <source>The tournament is published. Phones on the same network (the venue&apos;s Wi-Fi) open this address or scan the code: seats, standings and the clock update by themselves.</source>
        <translation>Das Turnier ist veröffentlicht. Handys im selben Netz (dem WLAN des Saals) öffnen diese Adresse oder scannen den Code: Sitzplätze, Rangliste und Uhr aktualisieren sich von selbst.</translation>
    </message>
    <message>
        <source>Also reachable at: {addresses}</source>
        <translation>Auch erreichbar unter: {addresses}</translation>
    </message>
    <message>
        <source>Serve the seats, the standings and the clock to the phones of the room from this computer, on the venue&apos;s own network: no internet and no account needed. Nothing can be changed from a phone.</source>
        <translation>Sitzplätze, Rangliste und Uhr von diesem Computer aus auf die Handys im Saal bringen, über das Netz des Saals: ohne Internet und ohne Konto. Vom Handy aus lässt sich nichts ändern.</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Drive</source>
        <translation>Laufwerk</translation>
    </message>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>Verzeichnis</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <comment>All other platforms</comment>
        <translation>Symbolischer Link</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Suchen in:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Dateien des &amp;Typs:</translation>
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
        <source>{name} (always first)</source>
        <translation>{name} (immer zuerst)</translation>
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
    <name>ResultsFile</name>
    <message>
        <source>Tournament</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Venue</source>
        <translation>Ort</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tische</translation>
    </message>
    <message>
        <source>Member number</source>
        <translation>Mitgliedsnummer</translation>
    </message>
    <message>
        <source>Surname</source>
        <translation>Nachname</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Vorname</translation>
    </message>
    <message>
        <source>Association</source>
        <translation>Verein</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Paar</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Platz</translation>
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
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Position in group</source>
        <translation>Platz in der Gruppe</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
</context>
<context>
    <name>ResultsPdf</name>
    <message>
        <source>total VP</source>
        <translation>VP gesamt</translation>
    </message>
    <message>
        <source>MP difference</source>
        <translation>Punktedifferenz</translation>
    </message>
    <message>
        <source>head-to-head VP among the tied pairs (only when each has met all the others)</source>
        <translation>VP im direkten Vergleich der punktgleichen Paare (nur wenn jedes gegen alle anderen gespielt hat)</translation>
    </message>
    <message>
        <source>MP scored</source>
        <translation>erzielte Punkte</translation>
    </message>
    <message>
        <source>drawing of lots</source>
        <translation>Losentscheid</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>head-to-head</source>
        <translation>direkter Vergleich</translation>
    </message>
    <message>
        <source>lots</source>
        <translation>Los</translation>
    </message>
    <message>
        <source>Pair {number}</source>
        <translation>Paar {number}</translation>
    </message>
    <message>
        <source>(withdrawn)</source>
        <translation>(zurückgezogen)</translation>
    </message>
    <message>
        <source>Printed {when}</source>
        <translation>Gedruckt am {when}</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>NS MP</source>
        <translation>Punkte NS</translation>
    </message>
    <message>
        <source>EW MP</source>
        <translation>Punkte OW</translation>
    </message>
    <message>
        <source>Difference
(NS − EW)</source>
        <translation>Differenz
(NS − OW)</translation>
    </message>
    <message>
        <source>NS VP</source>
        <translation>VP NS</translation>
    </message>
    <message>
        <source>EW VP</source>
        <translation>VP OW</translation>
    </message>
    <message>
        <source>no result yet</source>
        <translation>noch kein Ergebnis</translation>
    </message>
    <message>
        <source>Results of round {number}</source>
        <translation>Ergebnisse der Runde {number}</translation>
    </message>
    <message>
        <source>This round has no tables.</source>
        <translation>Diese Runde hat keine Tische.</translation>
    </message>
    <message>
        <source>* VP set by the director (artificial result); the MP are those of the deals entered.</source>
        <translation>* VP vom Turnierleiter festgesetzt (künstliches Ergebnis); die Punkte sind die der eingetragenen Spiele.</translation>
    </message>
    <message>
        <source>{mark} Score sheet entered by totals: the MP are its totals.</source>
        <translation>{mark} Nach Summen erfasster Spielbericht: die Punkte sind seine Summen.</translation>
    </message>
    <message>
        <source>Byes</source>
        <translation>Freilose</translation>
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
        <source>Round {number} · {movement}</source>
        <translation>Runde {number} · {movement}</translation>
    </message>
    <message>
        <source>Round results</source>
        <translation>Rundenergebnisse</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Wer</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>Old</source>
        <translation>Alt</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <source>Corrections of round {number}</source>
        <translation>Berichtigungen der Runde {number}</translation>
    </message>
    <message>
        <source>Scores changed after they were saved: who changed them, when, from what to what, and why.</source>
        <translation>Nach dem Speichern geänderte Ergebnisse: wer sie geändert hat, wann, von was zu was und warum.</translation>
    </message>
    <message>
        <source>Ranked by pair number.</source>
        <translation>Nach Paarnummer geordnet.</translation>
    </message>
    <message>
        <source>, then </source>
        <translation>, dann </translation>
    </message>
    <message>
        <source>Ranked by {chain}.</source>
        <translation>Reihenfolge nach {chain}.</translation>
    </message>
    <message>
        <source>Final standings after round {number}</source>
        <translation>Endstand nach Runde {number}</translation>
    </message>
    <message>
        <source>final</source>
        <translation>endgültig</translation>
    </message>
    <message>
        <source>Provisional standings after round {number}</source>
        <translation>Vorläufiger Stand nach Runde {number}</translation>
    </message>
    <message>
        <source>provisional</source>
        <translation>vorläufig</translation>
    </message>
    <message>
        <source>Group {name}, 1 table</source>
        <translation>Gruppe {name}, 1 Tisch</translation>
    </message>
    <message>
        <source>Group {name}, {tables} tables</source>
        <translation>Gruppe {name}, {tables} Tische</translation>
    </message>
    <message>
        <source>Group {name} (continued)</source>
        <translation>Gruppe {name} (Fortsetzung)</translation>
    </message>
    <message>
        <source>after round {number} · {state}</source>
        <translation>nach Runde {number} · {state}</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Rangliste</translation>
    </message>
    <message>
        <source>No pairs are registered.</source>
        <translation>Keine Paare angemeldet.</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>MP diff.</source>
        <translation>Diff.</translation>
    </message>
    <message>
        <source>MP</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Adjust-
ments</source>
        <translation>Korrek-
turen</translation>
    </message>
    <message>
        <source>Tie broken by</source>
        <translation>Entschieden durch</translation>
    </message>
    <message>
        <source>no change</source>
        <translation>keine Änderung</translation>
    </message>
    <message>
        <source>Pair {number}, after round {round}, {change}</source>
        <translation>Paar {number}, nach Runde {round}, {change}</translation>
    </message>
    <message>
        <source>Adjustments</source>
        <translation>Korrekturen</translation>
    </message>
    <message>
        <source>(included in VP and MP difference above):</source>
        <translation>(in VP und Punktedifferenz oben enthalten):</translation>
    </message>
    <message>
        <source>“=” after a rank: pairs tied on every criterion share it.</source>
        <translation>„=“ nach dem Platz: Paare, die in allen Kriterien gleich sind, teilen ihn.</translation>
    </message>
    <message>
        <source>“Tie broken by”: the criterion that placed the pair below the one above it.</source>
        <translation>„Entschieden durch“: das Kriterium, das das Paar hinter das vorige gesetzt hat.</translation>
    </message>
    <message>
        <source>* The VP include a result set by the director (artificial result).</source>
        <translation>* Die VP enthalten ein vom Turnierleiter festgesetztes Ergebnis (künstliches Ergebnis).</translation>
    </message>
    <message>
        <source>Played by the rules: {profile}.</source>
        <translation>Gespielt nach den Regeln: {profile}.</translation>
    </message>
    <message>
        <source>A bye counts {vp} VP and {mp} MP difference (nothing to the MP scored).</source>
        <translation>Ein Freilos zählt {vp} VP und {mp} Punktedifferenz (nichts zu den erzielten Punkten).</translation>
    </message>
    <message>
        <source>Order drawn by lots (pairs, first to last): {pairs}.</source>
        <translation>Ausgeloste Reihenfolge (Paare, vom ersten zum letzten): {pairs}.</translation>
    </message>
    <message>
        <source>Checks: {vp} VP at %n table(s) (expected {expected});</source>
        <translation>Prüfung: {vp} VP an %n Tischen mit Ergebnis (erwartet {expected});</translation>
    </message>
    <message>
        <source>correct</source>
        <translation>richtig</translation>
    </message>
    <message>
        <source>WRONG — please check the score sheets</source>
        <translation>FALSCH — bitte die Spielberichte prüfen</translation>
    </message>
    <message>
        <source>MP differences sum to {mp} (expected 0): {state}.</source>
        <translation>die Punktedifferenzen ergeben {mp} (erwartet 0): {state}.</translation>
    </message>
    <message>
        <source>Pair histories after round {number}</source>
        <translation>Verlauf der Paare nach Runde {number}</translation>
    </message>
    <message>
        <source>after round {number}</source>
        <translation>nach Runde {number}</translation>
    </message>
    <message>
        <source>Pair histories</source>
        <translation>Verlauf der Paare</translation>
    </message>
    <message>
        <source>After round {round}: rank {rank} of {pairs} · {vp} VP · MP difference {diff} · MP {mp}</source>
        <translation>Nach Runde {round}: Platz {rank} von {pairs} · {vp} VP · Punktedifferenz {diff} · Punkte {mp}</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Linie</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Opp.
MP</source>
        <translation>Punkte
Gegner</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Differenz</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>Freilos</translation>
    </message>
    <message>
        <source>no rounds played yet</source>
        <translation>noch keine Runde gespielt</translation>
    </message>
    <message>
        <source>Adjustment after round {number}</source>
        <translation>Korrektur nach Runde {number}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>* VP set by the director (artificial result).</source>
        <translation>* VP vom Turnierleiter festgesetzt (künstliches Ergebnis).</translation>
    </message>
</context>
<context>
    <name>RotationDialog</name>
    <message>
        <source>Rotating room display</source>
        <translation>Wechselnde Saalanzeige</translation>
    </message>
    <message>
        <source>&amp;Rotate the clock, the seats and the standings</source>
        <translation>&amp;Uhr, Sitzplan und Rangliste abwechselnd zeigen</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>&amp;Clock:</source>
        <translation>U&amp;hr:</translation>
    </message>
    <message>
        <source>&amp;Seats of the round:</source>
        <translation>&amp;Sitzplan der Runde:</translation>
    </message>
    <message>
        <source>S&amp;tandings:</source>
        <translation>Ra&amp;ngliste:</translation>
    </message>
    <message>
        <source>0 seconds leaves a view out. In the last minutes and at time-out the clock stays on the wall.</source>
        <translation>Mit 0 Sekunden entfällt eine Ansicht. In den letzten Minuten und nach Zeitablauf bleibt die Uhr stehen.</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>Ü&amp;bernehmen</translation>
    </message>
</context>
<context>
    <name>RoundClockDisplay</name>
    <message>
        <source>No round is being played</source>
        <translation>Es wird keine Runde gespielt</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Runde {number}</translation>
    </message>
    <message>
        <source>Not started yet</source>
        <translation>Noch nicht gestartet</translation>
    </message>
    <message>
        <source>Last minutes</source>
        <translation>Letzte Minuten</translation>
    </message>
    <message>
        <source>PAUSED</source>
        <translation>ANGEHALTEN</translation>
    </message>
    <message>
        <source>TIME-OUT</source>
        <translation>ZEIT ABGELAUFEN</translation>
    </message>
    <message>
        <source>Final circuit</source>
        <translation>Letzter Umlauf</translation>
    </message>
    <message>
        <source>FINISHED</source>
        <translation>BEENDET</translation>
    </message>
    <message>
        <source>Round {number} is over</source>
        <translation>Runde {number} ist vorbei</translation>
    </message>
    <message>
        <source>Table {table}: {time}</source>
        <translation>Tisch {table}: {time}</translation>
    </message>
    <message>
        <source>Extra time</source>
        <translation>Zusatzzeit</translation>
    </message>
</context>
<context>
    <name>RoundClockWindow</name>
    <message>
        <source>Round clock — Burraco Tourney</source>
        <translation>Rundenuhr — Burraco Tourney</translation>
    </message>
</context>
<context>
    <name>RoundTablesTableModel</name>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
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
        <source>In (by totals)</source>
        <translation>Abgegeben (per Summen)</translation>
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
        <source>By player na&amp;me</source>
        <translation>Nach &amp;Spielername</translation>
    </message>
    <message>
        <source>R&amp;ound:</source>
        <translation>Rund&amp;e:</translation>
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
        <source>{pair}, group {group}</source>
        <translation>{pair}, Gruppe {group}</translation>
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
        <source>Making round {number}…</source>
        <translation>Runde {number} wird erstellt…</translation>
    </message>
    <message>
        <source>Round {number} is made: {tables} tables ({movement}).</source>
        <translation>Runde {number} ist erstellt: {tables} Tische ({movement}).</translation>
    </message>
    <message>
        <source>Seating: {seating}.</source>
        <translation>Sitzordnung: {seating}.</translation>
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
        <source>Round {number} was deleted, with its {count} score sheets.</source>
        <translation>Runde {number} wurde gelöscht, mit ihren {count} Spielberichten.</translation>
    </message>
    <message>
        <source>Round {number} was deleted, with its score sheet.</source>
        <translation>Runde {number} wurde gelöscht, mit ihrem Spielbericht.</translation>
    </message>
    <message>
        <source>Round {number} was deleted.</source>
        <translation>Runde {number} wurde gelöscht.</translation>
    </message>
    <message>
        <source>Round {number} and its {count} saved score sheets (tables {tables}) will be deleted.</source>
        <translation>Runde {number} und ihre {count} gespeicherten Spielberichte (Tische {tables}) werden gelöscht.</translation>
    </message>
    <message>
        <source>Round {number} and its saved score sheet (table {tables}) will be deleted.</source>
        <translation>Runde {number} und ihr gespeicherter Spielbericht (Tisch {tables}) werden gelöscht.</translation>
    </message>
    <message>
        <source>These results leave the standings and cannot be brought back. The round can then be made again.</source>
        <translation>Diese Ergebnisse verschwinden aus der Rangliste und lassen sich nicht wiederherstellen. Die Runde kann danach neu erstellt werden.</translation>
    </message>
    <message>
        <source>Delete round {number} and its sheets</source>
        <translation>Runde {number} samt Spielberichten löschen</translation>
    </message>
    <message>
        <source>Delete round {number}? Its seating is forgotten and the round can be made again.</source>
        <translation>Runde {number} löschen? Ihre Sitzordnung wird verworfen und die Runde kann neu erstellt werden.</translation>
    </message>
    <message>
        <source>Delete round {number}</source>
        <translation>Runde {number} löschen</translation>
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
        <translation>Klassisch</translation>
    </message>
    <message>
        <source>Burraco internazionale</source>
        <translation>Burraco internazionale</translation>
    </message>
    <message>
        <source>{name} (custom)</source>
        <translation>{name} (eigenes)</translation>
    </message>
    <message>
        <source>Custom rules</source>
        <translation>Eigene Regeln</translation>
    </message>
    <message>
        <source>Clean burraco {clean}, dirty {dirty}, closing {closing}, pozzetto not taken {missing}.</source>
        <translation>Sauberer Burraco {clean}, schmutziger {dirty}, Schließen {closing}, Pozzetto nicht genommen {missing}.</translation>
    </message>
    <message>
        <source>Semi-clean burraco {value}.</source>
        <translation>Halbsauberer Burraco {value}.</translation>
    </message>
    <message>
        <source>No semi-clean burraco (it may be counted as dirty).</source>
        <translation>Kein halbsauberer Burraco (er kann als schmutziger zählen).</translation>
    </message>
    <message>
        <source>A line may close only with a clean burraco.</source>
        <translation>Eine Linie darf nur mit einem sauberen Burraco schließen.</translation>
    </message>
    <message>
        <source>A line may close with a clean or a dirty burraco.</source>
        <translation>Eine Linie darf mit einem sauberen oder schmutzigen Burraco schließen.</translation>
    </message>
    <message>
        <source>At time-out: {text}</source>
        <translation>Bei Zeitablauf: {text}</translation>
    </message>
    <message>
        <source>Modified Danish: the last round may repeat a match of the round before.</source>
        <translation>Modifiziertes Dänisch: die letzte Runde darf eine Begegnung der Runde davor wiederholen.</translation>
    </message>
    <message>
        <source>Modified Danish: no round repeats a match of the round before, the last included.</source>
        <translation>Modifiziertes Dänisch: keine Runde wiederholt eine Begegnung der Runde davor, auch die letzte nicht.</translation>
    </message>
    <message>
        <source>A bye scores {vp} VP and the smallest MP difference that earns them.</source>
        <translation>Ein Freilos zählt {vp} VP und die kleinste MP-Differenz, die sie ergibt.</translation>
    </message>
    <message>
        <source>A bye scores {vp} VP and {mp} MP difference.</source>
        <translation>Ein Freilos zählt {vp} VP und {mp} MP-Differenz.</translation>
    </message>
</context>
<context>
    <name>RulesBox</name>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>From a &amp;JSON file…</source>
        <translation>Aus einer &amp;JSON-Datei…</translation>
    </message>
    <message>
        <source>Use a rule profile saved as a JSON file</source>
        <translation>Ein als JSON-Datei gespeichertes Regelwerk verwenden</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xportieren…</translation>
    </message>
    <message>
        <source>Save these rules as a JSON file, for other tournaments</source>
        <translation>Diese Regeln als JSON-Datei speichern, für andere Turniere</translation>
    </message>
    <message>
        <source>name of these rules (optional)</source>
        <translation>Name dieser Regeln (optional)</translation>
    </message>
    <message>
        <source>Close only &amp;with a clean burraco</source>
        <translation>Schließen nur mit sauberem B&amp;urraco</translation>
    </message>
    <message>
        <source>The las&amp;t Danish round may repeat a match of the round before</source>
        <translation>Die le&amp;tzte dänische Runde darf eine Begegnung der Vorrunde wiederholen</translation>
    </message>
    <message>
        <source>Modified Danish never repeats a match of the previous round; FIBur lifts that rule in the last round, so the leaders meet</source>
        <translation>Modifiziertes Dänisch wiederholt nie eine Begegnung der Vorrunde; die FIBur hebt das in der letzten Runde auf, damit die Spitze aufeinandertrifft</translation>
    </message>
    <message>
        <source>Other words (type them below)</source>
        <translation>Andere Worte (unten eingeben)</translation>
    </message>
    <message>
        <source>What the room reads at time-out</source>
        <translation>Was der Saal bei Zeitablauf liest</translation>
    </message>
    <message>
        <source>Rule &amp;profile:</source>
        <translation>Re&amp;gelwerk:</translation>
    </message>
    <message>
        <source>At time-&amp;out:</source>
        <translation>Bei Zeitabl&amp;auf:</translation>
    </message>
</context>
<context>
    <name>ScaleEditorDialog</name>
    <message>
        <source>VP scales</source>
        <translation>VP-Skalen</translation>
    </message>
    <message>
        <source>This tournament: {name}</source>
        <translation>Dieses Turnier: {name}</translation>
    </message>
    <message>
        <source>Bundled: {name}</source>
        <translation>Mitgeliefert: {name}</translation>
    </message>
    <message>
        <source>Table of thresholds</source>
        <translation>Schwellentabelle</translation>
    </message>
    <message>
        <source>Continuous (WBF-style formula)</source>
        <translation>Stetig (Formel nach WBF-Art)</translation>
    </message>
    <message>
        <source>MP difference up to</source>
        <translation>MP-Differenz bis</translation>
    </message>
    <message>
        <source>Winner VP</source>
        <translation>VP Gewinner</translation>
    </message>
    <message>
        <source>Loser VP</source>
        <translation>VP Verlierer</translation>
    </message>
    <message>
        <source>&amp;Add a row</source>
        <translation>Zeile &amp;hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Remove the row</source>
        <translation>Zeile &amp;entfernen</translation>
    </message>
    <message>
        <source>Leave the last row&apos;s difference empty: it covers all larger differences.</source>
        <translation>Lassen Sie die Differenz der letzten Zeile leer: sie deckt alle größeren Differenzen ab.</translation>
    </message>
    <message>
        <source>Blitz margin (MP):</source>
        <translation>Blitz-Marge (MP):</translation>
    </message>
    <message>
        <source>VP of both lines together:</source>
        <translation>VP beider Linien zusammen:</translation>
    </message>
    <message>
        <source>Decimals:</source>
        <translation>Dezimalstellen:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Beschreibung:</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Art:</translation>
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
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <source>Difference:</source>
        <translation>Differenz:</translation>
    </message>
    <message>
        <source>&amp;Import a file…</source>
        <translation>Datei &amp;importieren…</translation>
    </message>
    <message>
        <source>Save as a &amp;file…</source>
        <translation>Als &amp;Datei speichern…</translation>
    </message>
    <message>
        <source>&amp;Use for this tournament…</source>
        <translation>Für dieses Turnier &amp;verwenden…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>The tournament keeps its own copy of its scale: editing here or changing a scale file never changes it. &quot;Use for this tournament&quot; replaces the copy{rescore}.</source>
        <translation>Das Turnier behält eine eigene Kopie seiner Skala: Bearbeiten hier oder Ändern einer Skalendatei ändert sie nie. „Für dieses Turnier verwenden“ ersetzt die Kopie{rescore}.</translation>
    </message>
    <message>
        <source>; results are entered, so every table is scored again (a reason is asked)</source>
        <translation>; Ergebnisse sind eingegeben, also wird jeder Tisch neu gewertet (ein Grund wird verlangt)</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Import a VP scale</source>
        <translation>VP-Skala importieren</translation>
    </message>
    <message>
        <source>VP scales (*.json);;All files (*)</source>
        <translation>VP-Skalen (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>The VP scale was not imported: {reason}</source>
        <translation>Die VP-Skala wurde nicht importiert: {reason}</translation>
    </message>
    <message>
        <source>File: {name}</source>
        <translation>Datei: {name}</translation>
    </message>
    <message>
        <source>Save the VP scale</source>
        <translation>VP-Skala speichern</translation>
    </message>
    <message>
        <source>VP scales (*.json)</source>
        <translation>VP-Skalen (*.json)</translation>
    </message>
    <message>
        <source>The scale breaks rules, so it was not saved:
{problems}</source>
        <translation>Die Skala verletzt Regeln und wurde daher nicht gespeichert:
{problems}</translation>
    </message>
    <message>
        <source>The VP scale was not saved: {reason}</source>
        <translation>Die VP-Skala wurde nicht gespeichert: {reason}</translation>
    </message>
    <message>
        <source>The tournament already uses this scale.</source>
        <translation>Das Turnier verwendet diese Skala bereits.</translation>
    </message>
    <message>
        <source>Score every table again</source>
        <translation>Jeden Tisch neu werten</translation>
    </message>
    <message>
        <source>Results are entered: with the scale {name} every table is scored again.
Why:</source>
        <translation>Ergebnisse sind eingegeben: mit der Skala {name} wird jeder Tisch neu gewertet.
Warum:</translation>
    </message>
    <message>
        <source>Use the scale</source>
        <translation>Skala verwenden</translation>
    </message>
</context>
<context>
    <name>ScorePadPdf</name>
    <message>
        <source>Score pad</source>
        <translation>Punkteblock</translation>
    </message>
    <message>
        <source>Target score: {target}</source>
        <translation>Zielpunktzahl: {target}</translation>
    </message>
    <message>
        <source>The first side to reach the target wins; when both reach it in the same deal, the higher total wins; equal totals are a draw.</source>
        <translation>Es gewinnt die Seite, die das Ziel zuerst erreicht; erreichen es beide im selben Spiel, gewinnt die höhere Summe; bei gleicher Summe ist es unentschieden.</translation>
    </message>
    <message>
        <source>Result:</source>
        <translation>Ergebnis:</translation>
    </message>
    <message>
        <source>To {target}</source>
        <translation>Bis {target}</translation>
    </message>
    <message>
        <source>Free game</source>
        <translation>Freies Spiel</translation>
    </message>
    <message>
        <source>Draw, {a} to {b}</source>
        <translation>Unentschieden, {a} zu {b}</translation>
    </message>
    <message>
        <source>{winner} wins, {high} to {low}</source>
        <translation>{winner} gewinnt, {high} zu {low}</translation>
    </message>
    <message>
        <source>Honours</source>
        <translation>Basis</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
</context>
<context>
    <name>ScoreSheetWidget</name>
    <message>
        <source>MP (NS – EW)</source>
        <translation>MP (NS – OW)</translation>
    </message>
    <message>
        <source>Difference (NS)</source>
        <translation>Differenz (NS)</translation>
    </message>
    <message>
        <source>VP (NS – EW)</source>
        <translation>VP (NS – OW)</translation>
    </message>
    <message>
        <source>Round {round} · Table {table}</source>
        <translation>Runde {round} · Tisch {table}</translation>
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
        <source>{line}   pair {number}   {names}</source>
        <translation>{line}   Paar {number}   {names}</translation>
    </message>
    <message>
        <source>Artificial result: VP {ns} – {ew}</source>
        <translation>Ersatzergebnis: VP {ns} – {ew}</translation>
    </message>
    <message>
        <source>Deal {number}</source>
        <translation>Spiel {number}</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Deal total as on the sheet</source>
        <translation>Spielsumme laut Bericht</translation>
    </message>
    <message>
        <source>Deal total</source>
        <translation>Spielsumme</translation>
    </message>
    <message>
        <source>How the deal ended</source>
        <translation>Wie das Spiel endete</translation>
    </message>
    <message>
        <source>Keys: type each line&apos;s deal total as on the sheet; Enter goes to the next total (a deal left 0 – 0 was not played); Tab moves between them too; Ctrl+S saves.</source>
        <translation>Tasten: die Spielsumme jeder Linie wie auf dem Blatt eingeben; Enter geht zur nächsten Summe (ein Spiel mit 0 – 0 wurde nicht gespielt); Tab wechselt ebenso zwischen ihnen; Strg+S speichert.</translation>
    </message>
    <message>
        <source>Keys: Enter goes through each deal&apos;s ending, then its burraco counts and card points (a count takes one digit and moves on); on the ending a letter says how the deal ended (c closed, t time-out, n not played: Enter then goes past the deal); * goes to the line&apos;s semi-clean burracos; + after a line&apos;s card points says that line closed; Tab reaches every box (pozzetto, penalty); Ctrl+S saves.</source>
        <translation>Tasten: Enter geht durch das Ende jedes Spiels, dann durch seine Burraco-Zahlen und Kartenpunkte (eine Burraco-Zahl nimmt eine Ziffer und geht weiter); auf dem Spielende sagt ein Buchstabe, wie das Spiel endete (g geschlossen, z Zeit abgelaufen, n nicht gespielt: Enter springt dann über das Spiel); * geht zu den halbsauberen Burracos der Linie; + nach den Kartenpunkten einer Linie sagt, dass diese Linie geschlossen hat; Tab erreicht jedes Feld (Pozzetto, Strafe); Strg+S speichert.</translation>
    </message>
    <message>
        <source>Clean burracos</source>
        <translation>Saubere Burracos</translation>
    </message>
    <message>
        <source>Dirty burracos</source>
        <translation>Schmutzige Burracos</translation>
    </message>
    <message>
        <source>Semi-clean burracos</source>
        <translation>Halbsaubere Burracos</translation>
    </message>
    <message>
        <source>Closed</source>
        <translation>Geschlossen</translation>
    </message>
    <message>
        <source>Card points melded</source>
        <translation>Kartenpunkte ausgelegt</translation>
    </message>
    <message>
        <source>Card points in hand</source>
        <translation>Kartenpunkte in der Hand</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Kartenpunkte</translation>
    </message>
    <message>
        <source>Pozzetto taken</source>
        <translation>Pozzetto genommen</translation>
    </message>
    <message>
        <source>{value} if not</source>
        <translation>{value} wenn nicht</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Strafe</translation>
    </message>
    <message>
        <source>Reason for the penalty</source>
        <translation>Grund der Strafe</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>geschlossen</translation>
    </message>
    <message>
        <source>time-out</source>
        <translation>Zeit abgelaufen</translation>
    </message>
    <message>
        <source>stock exhausted</source>
        <translation>Stapel erschöpft</translation>
    </message>
    <message>
        <source>not played</source>
        <translation>nicht gespielt</translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation>Pattsituation</translation>
    </message>
    <message>
        <source>Space or X: this line closed (+ in any of its boxes says it too)</source>
        <translation>Leertaste oder X: diese Linie hat geschlossen (+ in einem ihrer Felder sagt es auch)</translation>
    </message>
    <message>
        <source>This tournament&apos;s rules count no semi-clean burracos. One written on the sheet can be typed here (* in the line&apos;s boxes comes here): saving offers to count it as dirty.</source>
        <translation>Die Regeln dieses Turniers zählen keine halbsauberen Burracos. Einer, der auf dem Spielbericht steht, kann hier eingegeben werden (* in den Feldern der Linie führt hierher): beim Speichern wird angeboten, ihn als schmutzigen zu zählen.</translation>
    </message>
    <message>
        <source>VP scale
{name}</source>
        <translation>VP-Skala
{name}</translation>
    </message>
</context>
<context>
    <name>ScoreSheetsPage</name>
    <message>
        <source>&amp;Go to table…</source>
        <translation>&amp;Zum Tisch…</translation>
    </message>
    <message>
        <source>&amp;Quick mode: deal totals only</source>
        <translation>Schnell&amp;modus: nur Spielsummen</translation>
    </message>
    <message>
        <source>&amp;Corrections log…</source>
        <translation>Beri&amp;chtigungsprotokoll…</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Tisch:</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Runde {number}</translation>
    </message>
    <message>
        <source>No round yet: make one on the Rounds page, then enter its sheets.</source>
        <translation>Noch keine Runde: erstellen Sie eine auf der Seite Runden, dann geben Sie ihre Spielberichte ein.</translation>
    </message>
    <message>
        <source>Sheets in: {done} of {total}</source>
        <translation>Spielberichte abgegeben: {done} von {total}</translation>
    </message>
    <message>
        <source>waiting for table {tables}</source>
        <translation>ausstehend: Tisch {tables}</translation>
    </message>
    <message>
        <source>all in</source>
        <translation>alle abgegeben</translation>
    </message>
    <message>
        <source>Table {table}&apos;s sheet is not saved. Leave it and open table {other}?</source>
        <translation>Der Spielbericht von Tisch {table} ist nicht gespeichert. Verlassen und Tisch {other} öffnen?</translation>
    </message>
    <message>
        <source>Leave it</source>
        <translation>Verlassen</translation>
    </message>
    <message>
        <source>Reason for the correction:</source>
        <translation>Grund der Berichtigung:</translation>
    </message>
    <message>
        <source>why the saved sheet is corrected (kept in the audit log)</source>
        <translation>warum der gespeicherte Spielbericht berichtigt wird (wird protokolliert)</translation>
    </message>
    <message>
        <source>Table: NS–EW</source>
        <translation>Tisch: NS–OW</translation>
    </message>
    <message>
        <source>Round {new} is made: finish this sheet, then choose round {new}.</source>
        <translation>Runde {new} ist erstellt: erst diesen Spielbericht fertig eingeben, dann Runde {new} wählen.</translation>
    </message>
    <message>
        <source>Table {table}&apos;s sheet is not saved. Leave it and go to round {round}?</source>
        <translation>Der Spielbericht von Tisch {table} ist nicht gespeichert. Verlassen und zu Runde {round} wechseln?</translation>
    </message>
    <message>
        <source>Type a table&apos;s number and press Enter (Ctrl+G comes back here).

Enter goes through each deal&apos;s ending, then its burraco counts and card points, the same on every sheet (a count takes one digit and moves on; * goes to the semi-clean burracos). On the ending a letter says how the deal ended (c closed, t time-out, n not played: Enter then goes past the deal) and a digit starts the NS burracos; + after a line&apos;s card points says that line closed. Tab reaches every box, the pozzetto and the penalty too; on a mark, Space or X ticks it. Enter on the last box or Ctrl+S saves, and the next table still missing comes up; a sheet not saved waits at its error and takes no key until Esc.

A sheet already saved opens for a correction: its reason goes in the box below the sheet.</source>
        <translation>Tippen Sie die Nummer eines Tisches und drücken Sie Enter (Strg+G kommt hierher zurück).

Enter geht durch das Ende jedes Spiels, dann durch seine Burraco-Zahlen und Kartenpunkte, gleich auf jedem Spielbericht (eine Burraco-Zahl nimmt eine Ziffer und geht weiter; * geht zu den halbsauberen Burracos). Auf dem Spielende sagt ein Buchstabe, wie das Spiel endete (g geschlossen, z Zeit abgelaufen, n nicht gespielt: Enter springt dann über das Spiel), und eine Ziffer beginnt die Burracos von NS; + nach den Kartenpunkten einer Linie sagt, dass diese Linie geschlossen hat. Tab erreicht jedes Feld, auch Pozzetto und Strafe; bei einem Kästchen kreuzen Leertaste oder X es an. Enter im letzten Feld oder Strg+S speichert, und der nächste fehlende Tisch erscheint; ein nicht gespeicherter Spielbericht wartet bei seinem Fehler und nimmt bis Esc keine Taste an.

Ein schon gespeicherter Spielbericht öffnet sich zur Berichtigung: ihr Grund kommt in das Feld unter dem Spielbericht.</translation>
    </message>
    <message>
        <source>Table {table}: {pairs}</source>
        <translation>Tisch {table}: {pairs}</translation>
    </message>
    <message>
        <source>from the table, confirmed</source>
        <translation>vom Tisch, bestätigt</translation>
    </message>
    <message>
        <source>confirmed, to accept</source>
        <translation>bestätigt, anzunehmen</translation>
    </message>
    <message>
        <source>waiting for confirmation</source>
        <translation>wartet auf Bestätigung</translation>
    </message>
    <message>
        <source>from the tables, to accept: {count}</source>
        <translation>von den Tischen, anzunehmen: {count}</translation>
    </message>
    <message>
        <source>Round {round} has no table {table}.</source>
        <translation>Runde {round} hat keinen Tisch {table}.</translation>
    </message>
    <message>
        <source>Artificial result; no deals entered</source>
        <translation>Ersatzergebnis; keine Spiele eingegeben</translation>
    </message>
    <message>
        <source>Saved · changes are corrections and need a reason</source>
        <translation>Gespeichert · Änderungen sind Berichtigungen und brauchen einen Grund</translation>
    </message>
    <message>
        <source>Waiting for its sheet</source>
        <translation>Spielbericht ausstehend</translation>
    </message>
    <message>
        <source>entered as the table&apos;s totals</source>
        <translation>als Summen des Tisches eingegeben</translation>
    </message>
    <message>
        <source>entered as totals</source>
        <translation>als Summen eingegeben</translation>
    </message>
    <message>
        <source>This sheet holds deal totals only, so it stays in quick mode. The next sheets open deal by deal.</source>
        <translation>Dieser Spielbericht enthält nur die Summen der Spiele und bleibt daher im Schnellmodus. Die nächsten Spielberichte öffnen sich Spiel für Spiel.</translation>
    </message>
    <message>
        <source>This sheet holds its deals in full, so it stays deal by deal. The next sheets open in quick mode.</source>
        <translation>Dieser Spielbericht enthält die Spiele vollständig und bleibt daher Spiel für Spiel. Die nächsten Spielberichte öffnen sich im Schnellmodus.</translation>
    </message>
    <message>
        <source>Not saved: no sheet is open. Type a table&apos;s number first.</source>
        <translation>Nicht gespeichert: kein Spielbericht ist offen. Tippen Sie zuerst die Nummer eines Tisches.</translation>
    </message>
    <message>
        <source>Not saved: nothing is entered on the sheet.</source>
        <translation>Nicht gespeichert: im Spielbericht ist nichts eingetragen.</translation>
    </message>
    <message>
        <source>Nothing changed on the sheet: nothing to save.</source>
        <translation>Am Spielbericht hat sich nichts geändert: nichts zu speichern.</translation>
    </message>
    <message>
        <source>The sheet waits at the marked box: press Esc (or click a box) to correct it; until then it takes no key.</source>
        <translation>Der Spielbericht wartet im markierten Feld: Esc drücken (oder ein Feld anklicken), um es zu berichtigen; bis dahin nimmt er keine Taste an.</translation>
    </message>
    <message numerus="yes">
        <source>This tournament&apos;s rules do not count semi-clean burracos, and the sheet has %n. Count them as dirty burracos and save?</source>
        <translation>
            <numerusform>Die Regeln dieses Turniers zählen keine halbsauberen Burracos, und der Spielbericht hat %n. Ihn als schmutzigen Burraco zählen und speichern?</numerusform>
            <numerusform>Die Regeln dieses Turniers zählen keine halbsauberen Burracos, und der Spielbericht hat %n. Sie als schmutzige Burracos zählen und speichern?</numerusform>
        </translation>
    </message>
    <message>
        <source>Semi-clean burracos</source>
        <translation>Halbsaubere Burracos</translation>
    </message>
    <message>
        <source>Count as dirty</source>
        <translation>Als schmutzig zählen</translation>
    </message>
    <message>
        <source>Some values look unlikely:
{warnings}
Save the sheet as it is?</source>
        <translation>Einige Werte wirken unwahrscheinlich:
{warnings}
Den Spielbericht so speichern?</translation>
    </message>
    <message>
        <source>Please check</source>
        <translation>Bitte prüfen</translation>
    </message>
    <message>
        <source>Save as it is</source>
        <translation>So speichern</translation>
    </message>
    <message>
        <source>Table {table}: the correction is saved (VP {vp}).</source>
        <translation>Tisch {table}: die Berichtigung ist gespeichert (VP {vp}).</translation>
    </message>
    <message>
        <source>Table {table} is saved (VP {vp}).</source>
        <translation>Tisch {table} ist gespeichert (VP {vp}).</translation>
    </message>
    <message>
        <source>Now table {table}.</source>
        <translation>Jetzt Tisch {table}.</translation>
    </message>
    <message>
        <source>Every sheet of round {round} is in.</source>
        <translation>Alle Spielberichte der Runde {round} sind abgegeben.</translation>
    </message>
    <message>
        <source>The groups were formed on the standings after round {round}, before this change: they were formed on the old standings (form them again, or leave them as they are).</source>
        <translation>Die Gruppen wurden nach der Rangliste nach Runde {round} gebildet, vor dieser Änderung: sie beruhen auf der alten Rangliste (neu bilden oder so lassen).</translation>
    </message>
    <message>
        <source>Round {rounds} was already paired on the standings before this change: look at it again if it is not played yet.</source>
        <translation>Runde {rounds} wurde schon vor dieser Änderung nach der Rangliste gepaart: prüfen Sie sie erneut, falls sie noch nicht gespielt ist.</translation>
    </message>
    <message>
        <source>Round {round} · table {table}: pair {ns} (NS) v pair {ew} (EW)</source>
        <translation>Runde {round} · Tisch {table}: Paar {ns} (NS) gegen Paar {ew} (OW)</translation>
    </message>
    <message>
        <source>Table {table} has an artificial result: VP {ns} – {ew}.</source>
        <translation>Tisch {table} hat ein Ersatzergebnis: VP {ns} – {ew}.</translation>
    </message>
    <message>
        <source>Table {table}&apos;s artificial result is cleared.</source>
        <translation>Das Ersatzergebnis von Tisch {table} ist aufgehoben.</translation>
    </message>
    <message>
        <source>Clear a saved sheet</source>
        <translation>Gespeicherten Spielbericht löschen</translation>
    </message>
    <message>
        <source>Clear the saved sheet of table {table} (round {round})? Its deals stop counting in the standings and the table waits for its sheet again; the audit log keeps them.

Why is it cleared?</source>
        <translation>Den gespeicherten Spielbericht von Tisch {table} (Runde {round}) löschen? Seine Spiele zählen nicht mehr in der Rangliste, und der Tisch wartet wieder auf seinen Spielbericht; das Protokoll behält sie.

Warum wird er gelöscht?</translation>
    </message>
    <message>
        <source>Clear the sheet</source>
        <translation>Spielbericht löschen</translation>
    </message>
    <message>
        <source>Clearing a sheet needs a reason.</source>
        <translation>Das Löschen eines Spielberichts braucht einen Grund.</translation>
    </message>
    <message>
        <source>Table {table}&apos;s sheet is cleared: it waits for its sheet again.</source>
        <translation>Der Spielbericht von Tisch {table} ist gelöscht: der Tisch wartet wieder auf seinen Spielbericht.</translation>
    </message>
    <message>
        <source>The tournament now uses the VP scale {name}.</source>
        <translation>Das Turnier verwendet jetzt die VP-Skala {name}.</translation>
    </message>
    <message>
        <source>Another station saved this table</source>
        <translation>Eine andere Station hat diesen Tisch gespeichert</translation>
    </message>
    <message>
        <source>S&amp;ave the sheet</source>
        <translation>Spielbericht &amp;speichern</translation>
    </message>
    <message>
        <source>&amp;Melded and in-hand points separately</source>
        <translation>Ausgelegte und Handpun&amp;kte getrennt</translation>
    </message>
    <message>
        <source>Artificial res&amp;ult…</source>
        <translation>Ersatzer&amp;gebnis…</translation>
    </message>
    <message>
        <source>Clear the save&amp;d sheet…</source>
        <translation>Gespeicherten Spielbericht &amp;löschen…</translation>
    </message>
    <message>
        <source>VP sca&amp;les…</source>
        <translation>&amp;VP-Skalen…</translation>
    </message>
    <message>
        <source>R&amp;ound:</source>
        <translation>Rund&amp;e:</translation>
    </message>
    <message>
        <source>S&amp;ave the correction…</source>
        <translation>Berichtigung &amp;speichern…</translation>
    </message>
    <message numerus="yes">
        <source>Not saved: %n error(s) marked on the sheet.</source>
        <translation>
            <numerusform>Nicht gespeichert: %n Fehler ist im Spielbericht markiert.</numerusform>
            <numerusform>Nicht gespeichert: %n Fehler sind im Spielbericht markiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not saved yet: a correction needs a reason. Type it in the box below the sheet, then Enter saves.</source>
        <translation>Noch nicht gespeichert: eine Berichtigung braucht einen Grund. Tippen Sie ihn in das Feld unter dem Spielbericht, dann speichert Enter.</translation>
    </message>
    <message>
        <source>Saving the sheet…</source>
        <translation>Das Blatt wird gespeichert…</translation>
    </message>
    <message>
        <source>The server is not reachable — the sheet is kept, and will be saved when it is back.</source>
        <translation>Der Server ist nicht erreichbar — das Blatt bleibt erhalten und wird gespeichert, sobald er zurück ist.</translation>
    </message>
    <message>
        <source>The server is not reachable: nothing was saved. Try again when it is back.</source>
        <translation>Der Server ist nicht erreichbar: nichts wurde gespeichert. Versuchen Sie es erneut, wenn er zurück ist.</translation>
    </message>
</context>
<context>
    <name>ScoreSheetsPdf</name>
    <message>
        <source>Filled score sheets</source>
        <translation>Ausgefüllte Spielberichte</translation>
    </message>
    <message>
        <source>Score sheets</source>
        <translation>Spielberichte</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Runde {number}</translation>
    </message>
    <message>
        <source>%n table(s)</source>
        <translation>%n Tische</translation>
    </message>
    <message>
        <source>blank</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>North–South (NS)</source>
        <translation>Nord–Süd (NS)</translation>
    </message>
    <message>
        <source>East–West (EW)</source>
        <translation>Ost–West (OW)</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Paar</translation>
    </message>
    <message>
        <source>Line {line} · pair {number}</source>
        <translation>Linie {line} · Paar {number}</translation>
    </message>
    <message>
        <source>Line {line}</source>
        <translation>Linie {line}</translation>
    </message>
    <message>
        <source>Clean</source>
        <translation>Sauber</translation>
    </message>
    <message>
        <source>Dirty</source>
        <translation>Schmutzig</translation>
    </message>
    <message>
        <source>Semi-clean</source>
        <translation>Halbsauber</translation>
    </message>
    <message>
        <source>Closing</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Pozzetto not taken</source>
        <translation>ohne Pozzetto</translation>
    </message>
    <message>
        <source>= Base</source>
        <translation>= Basis</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Strafe</translation>
    </message>
    <message>
        <source>Deal total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>geschlossen</translation>
    </message>
    <message>
        <source>time-out</source>
        <translation>Zeit abgelaufen</translation>
    </message>
    <message>
        <source>stock exhausted</source>
        <translation>Stapel erschöpft</translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation>Pattsituation</translation>
    </message>
    <message>
        <source>not played</source>
        <translation>nicht gespielt</translation>
    </message>
    <message>
        <source>by totals</source>
        <translation>nach Summen</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Basis</translation>
    </message>
    <message>
        <source>Ended:</source>
        <translation>Ende:</translation>
    </message>
    <message>
        <source>Total of line {line}</source>
        <translation>Summe Linie {line}</translation>
    </message>
    <message>
        <source>Total {line}</source>
        <translation>Summe {line}</translation>
    </message>
    <message>
        <source>Difference ({ns} − {ew})</source>
        <translation>Differenz ({ns} − {ew})</translation>
    </message>
    <message>
        <source>VP {line}</source>
        <translation>VP {line}</translation>
    </message>
    <message>
        <source>Entered as deal totals only.</source>
        <translation>Nur mit den Spielsummen erfasst.</translation>
    </message>
    <message>
        <source>Entered as the table&apos;s totals only.</source>
        <translation>Nur mit den Tischsummen erfasst.</translation>
    </message>
    <message>
        <source>Artificial result set by the director.</source>
        <translation>Künstliches Ergebnis, vom Turnierleiter festgelegt.</translation>
    </message>
    <message>
        <source>Deal {deal}, line {line}: penalty {points} ({reason})</source>
        <translation>Spiel {deal}, Linie {line}: Strafe {points} ({reason})</translation>
    </message>
    <message>
        <source>Notes, reasons for penalties</source>
        <translation>Bemerkungen, Gründe für Strafen</translation>
    </message>
    <message>
        <source>Signature {line} (pair {number})</source>
        <translation>Unterschrift {line} (Paar {number})</translation>
    </message>
    <message>
        <source>Signature {line}</source>
        <translation>Unterschrift {line}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rules: {profile}&lt;/b&gt; · At time-out: {timeout}</source>
        <translation>&lt;b&gt;Regeln: {profile}&lt;/b&gt; · Bei Zeitablauf: {timeout}</translation>
    </message>
    <message>
        <source>&lt;b&gt;VP scale: {name}&lt;/b&gt; (continuous): the table is on the back of the sheet</source>
        <translation>&lt;b&gt;VP-Tabelle: {name}&lt;/b&gt; (stetig): die Tabelle steht auf der Rückseite des Blattes</translation>
    </message>
    <message>
        <source>&lt;b&gt;VP scale: {name}&lt;/b&gt; (continuous): winner&apos;s VP; the loser gets {total} − those</source>
        <translation>&lt;b&gt;VP-Tabelle: {name}&lt;/b&gt; (stetig): VP des Siegers; der Verlierer erhält {total} − diese</translation>
    </message>
    <message>
        <source>&lt;b&gt;VP scale: {name}&lt;/b&gt; (difference → winner&apos;s VP – loser&apos;s VP)</source>
        <translation>&lt;b&gt;VP-Tabelle: {name}&lt;/b&gt; (Differenz → VP des Siegers – VP des Verlierers)</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Differenz</translation>
    </message>
</context>
<context>
    <name>SeatsBoard</name>
    <message>
        <source>Seats</source>
        <translation>Sitzplan</translation>
    </message>
    <message>
        <source>No round is made yet</source>
        <translation>Noch keine Runde erstellt</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Tisch {table}</translation>
    </message>
    <message>
        <source>NS {pair}</source>
        <translation>NS {pair}</translation>
    </message>
    <message>
        <source>EW {pair}</source>
        <translation>OW {pair}</translation>
    </message>
    <message>
        <source>Bye</source>
        <translation>Spielfrei</translation>
    </message>
    <message>
        <source>Round {number}: seats</source>
        <translation>Runde {number}: Sitzplan</translation>
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
    <name>SeatsPdf</name>
    <message>
        <source>Pair {number}</source>
        <translation>Paar {number}</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Sitzplätze</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Runde {number}</translation>
    </message>
    <message>
        <source>Seats for round {number}, by table</source>
        <translation>Sitzplätze der Runde {number}, nach Tisch</translation>
    </message>
    <message>
        <source>This round has no tables.</source>
        <translation>Diese Runde hat keine Tische.</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Bye (no table this round)</source>
        <translation>Spielfrei (kein Tisch in dieser Runde)</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>spielfrei</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Paar</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Linie</translation>
    </message>
    <message>
        <source>Seats for round {number}, by surname</source>
        <translation>Sitzplätze der Runde {number}, nach Nachname</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Seats for round {number}, by pair number</source>
        <translation>Sitzplätze der Runde {number}, nach Paarnummer</translation>
    </message>
    <message>
        <source>Seats, standings and the clock on your phone:</source>
        <translation>Sitzplan, Rangliste und Uhr auf dem Handy:</translation>
    </message>
    <message>
        <source>Table cards</source>
        <translation>Tischkarten</translation>
    </message>
    <message>
        <source>TABLE</source>
        <translation>TISCH</translation>
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
    <name>SheetConflictDialog</name>
    <message>
        <source>&amp;Back to editing</source>
        <translation>&amp;Zurück zum Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Keep mine as a correction</source>
        <translation>&amp;Meines als Korrektur behalten</translation>
    </message>
    <message>
        <source>&amp;Load their sheet</source>
        <translation>Deren Blatt &amp;laden</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Grund:</translation>
    </message>
    <message>
        <source>A reason is needed to replace their sheet</source>
        <translation>Um deren Blatt zu ersetzen, ist ein Grund nötig</translation>
    </message>
    <message>
        <source>Another station saved this table</source>
        <translation>Eine andere Station hat diesen Tisch gespeichert</translation>
    </message>
    <message>
        <source>Deal {number}</source>
        <translation>Spiel {number}</translation>
    </message>
    <message>
        <source>Table {table} was saved by {who} at {time}, after you opened it. Nothing of yours was saved and nothing of theirs was overwritten. Compare the two sheets and choose.</source>
        <translation>Tisch {table} wurde von {who} um {time} gespeichert, nachdem Sie ihn geöffnet hatten. Von Ihrem Blatt wurde nichts gespeichert und von deren nichts überschrieben. Vergleichen Sie beide Blätter und wählen Sie.</translation>
    </message>
    <message>
        <source>Theirs: EW</source>
        <translation>Deren: OW</translation>
    </message>
    <message>
        <source>Theirs: NS</source>
        <translation>Deren: NS</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>Why your sheet replaces theirs (kept in the audit log)</source>
        <translation>Warum Ihr Blatt deren ersetzt (bleibt im Protokoll)</translation>
    </message>
    <message>
        <source>Yours: EW</source>
        <translation>Ihres: OW</translation>
    </message>
    <message>
        <source>Yours: NS</source>
        <translation>Ihres: NS</translation>
    </message>
    <message>
        <source>another station</source>
        <translation>einer anderen Station</translation>
    </message>
    <message>
        <source>not played</source>
        <translation>nicht gespielt</translation>
    </message>
</context>
<context>
    <name>SheetProblems</name>
    <message>
        <source>Only one line can close</source>
        <translation>Nur eine Linie kann schließen</translation>
    </message>
    <message>
        <source>A line can close only with a burraco</source>
        <translation>Eine Linie schließt nur mit einem Burraco</translation>
    </message>
    <message>
        <source>A line can close only after taking its pozzetto</source>
        <translation>Eine Linie schließt erst, nachdem sie ihren Pozzetto genommen hat</translation>
    </message>
    <message>
        <source>The deal did not end closed</source>
        <translation>Das Spiel endete nicht geschlossen</translation>
    </message>
    <message>
        <source>The deal ended closed: mark the line that closed</source>
        <translation>Das Spiel endete geschlossen: markieren Sie die Linie, die geschlossen hat</translation>
    </message>
    <message>
        <source>Card points must be a multiple of 5</source>
        <translation>Kartenpunkte müssen ein Vielfaches von 5 sein</translation>
    </message>
    <message>
        <source>NS and EW card points add up to more than the 1080 all cards are worth</source>
        <translation>Die Kartenpunkte von NS und OW ergeben mehr als die 1080, die alle Karten wert sind</translation>
    </message>
    <message>
        <source>One line&apos;s card points cannot be beyond ±1080, what all cards are worth</source>
        <translation>Die Kartenpunkte einer Linie können ±1080, den Wert aller Karten, nicht überschreiten</translation>
    </message>
    <message>
        <source>A count cannot be negative</source>
        <translation>Eine Anzahl kann nicht negativ sein</translation>
    </message>
    <message>
        <source>A penalty cannot be negative</source>
        <translation>Eine Strafe kann nicht negativ sein</translation>
    </message>
    <message>
        <source>A penalty must be a multiple of 5</source>
        <translation>Eine Strafe muss ein Vielfaches von 5 sein</translation>
    </message>
    <message>
        <source>This tournament does not count semi-clean burracos</source>
        <translation>Dieses Turnier zählt keine halbsauberen Burracos</translation>
    </message>
    <message>
        <source>Enter both melded and in-hand card points</source>
        <translation>Geben Sie ausgelegte und Handpunkte ein</translation>
    </message>
    <message>
        <source>Melded and in-hand points cannot be negative</source>
        <translation>Ausgelegte und Handpunkte können nicht negativ sein</translation>
    </message>
    <message>
        <source>Card points must be melded minus in hand</source>
        <translation>Kartenpunkte müssen ausgelegt minus Hand sein</translation>
    </message>
    <message>
        <source>Melded and in-hand points add up to more than the 1080 all cards are worth</source>
        <translation>Ausgelegte und Handpunkte ergeben mehr als die 1080, die alle Karten wert sind</translation>
    </message>
    <message>
        <source>More burracos than 108 cards allow (15 at most)</source>
        <translation>Mehr Burracos als 108 Karten erlauben (höchstens 15)</translation>
    </message>
    <message>
        <source>The deal was not played, but values are entered</source>
        <translation>Das Spiel wurde nicht gespielt, aber Werte sind eingetragen</translation>
    </message>
    <message>
        <source>Card points are low for the burracos declared (at least 35 each)</source>
        <translation>Kartenpunkte niedrig für die angegebenen Burracos (mindestens 35 je Burraco)</translation>
    </message>
    <message>
        <source>Burracos declared, but the pozzetto not taken</source>
        <translation>Burracos angegeben, aber der Pozzetto nicht genommen</translation>
    </message>
    <message>
        <source>The deal total is beyond ±2000: please check it</source>
        <translation>Die Spielsumme liegt jenseits von ±2000: bitte prüfen</translation>
    </message>
    <message>
        <source>The penalty has no reason</source>
        <translation>Die Strafe hat keinen Grund</translation>
    </message>
    <message>
        <source>Not a whole number</source>
        <translation>Keine ganze Zahl</translation>
    </message>
    <message>
        <source>A total must be a multiple of 5</source>
        <translation>Eine Summe muss ein Vielfaches von 5 sein</translation>
    </message>
    <message>
        <source>No deal can give this total (beyond ±3080)</source>
        <translation>Kein Spiel kann diese Summe ergeben (über ±3080)</translation>
    </message>
    <message>
        <source>Semi-clean burracos can be counted as dirty ones</source>
        <translation>Halbsaubere Burracos können als schmutzige gezählt werden</translation>
    </message>
</context>
<context>
    <name>StandingsBoard</name>
    <message>
        <source>Standings</source>
        <translation>Rangliste</translation>
    </message>
    <message>
        <source>No round has all its results yet</source>
        <translation>Noch keine Runde hat alle Ergebnisse</translation>
    </message>
    <message>
        <source>{vp} VP</source>
        <translation>{vp} VP</translation>
    </message>
    <message>
        <source>Standings after round {number}</source>
        <translation>Rangliste nach Runde {number}</translation>
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
        <source>&amp;Prizes</source>
        <translation>&amp;Preise</translation>
    </message>
    <message>
        <source>Show who wins what beside the standings</source>
        <translation>Zeigt neben der Rangliste, wer was gewinnt</translation>
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
        <translation>Na&amp;ch Runde:</translation>
    </message>
    <message numerus="yes">
        <source>{done} of %n sheet(s) in</source>
        <translation>
            <numerusform>{done} von %n Bericht abgegeben</numerusform>
            <numerusform>{done} von %n Berichten abgegeben</numerusform>
        </translation>
    </message>
    <message>
        <source>0 (before round 1)</source>
        <translation>0 (vor Runde 1)</translation>
    </message>
    <message>
        <source>{round} (in progress, {sheets})</source>
        <translation>{round} (läuft, {sheets})</translation>
    </message>
    <message>
        <source>{round} (latest)</source>
        <translation>{round} (letzte)</translation>
    </message>
    <message>
        <source>round {round}</source>
        <translation>Runde {round}</translation>
    </message>
    <message>
        <source>rounds {first}–{last}</source>
        <translation>Runden {first}–{last}</translation>
    </message>
    <message numerus="yes">
        <source>Live: include {rounds} in progress ({done} of %n sheet(s))</source>
        <translation>
            <numerusform>Live: laufende {rounds} einbeziehen ({done} von %n Bericht)</numerusform>
            <numerusform>Live: laufende {rounds} einbeziehen ({done} von %n Berichten)</numerusform>
        </translation>
    </message>
    <message>
        <source>Live standings, {rounds} in progress ({sheets}): they count the sheets in so far and the byes, so a pair on a bye stands higher than it will once every table is in.</source>
        <translation>Live-Rangliste ({rounds} noch im Gang, {sheets}): Sie zählt die bisher abgegebenen Berichte und die Freilose, daher steht ein Paar mit Freilos höher, als es stehen wird, wenn alle Tische abgegeben haben.</translation>
    </message>
    <message>
        <source>In progress: {rounds} ({sheets}). These standings are after round {round}, the last round with every table&apos;s result in.</source>
        <translation>Läuft: {rounds} ({sheets}). Diese Rangliste gilt nach Runde {round}, der letzten, in der jeder Tisch sein Ergebnis hat.</translation>
    </message>
    <message>
        <source>In progress: {rounds} ({sheets}). No round is complete yet: tick Live to see the sheets in.</source>
        <translation>Läuft: {rounds} ({sheets}). Noch keine Runde ist vollständig: „Live“ ankreuzen, um die abgegebenen Berichte zu sehen.</translation>
    </message>
    <message>
        <source>In progress: {rounds} ({sheets}). These standings are after round {round}.</source>
        <translation>Läuft: {rounds} ({sheets}). Diese Rangliste gilt nach Runde {round}.</translation>
    </message>
    <message>
        <source>Overall standings</source>
        <translation>Gesamtrangliste</translation>
    </message>
    <message>
        <source>Group {group}</source>
        <translation>Gruppe {group}</translation>
    </message>
    <message>
        <source>Prizes are given once a round is played.</source>
        <translation>Preise gibt es, sobald eine Runde gespielt ist.</translation>
    </message>
    <message>
        <source>The standings are before round 1: the prizes come after a round (tick Live to see them as the sheets come in).</source>
        <translation>Die Rangliste ist vor Runde 1: Preise gibt es nach einer Runde („Live“ ankreuzen, um sie mit den abgegebenen Berichten zu sehen).</translation>
    </message>
    <message numerus="yes">
        <source>Checks ✓ {vp} VP over %n table(s), MP differences sum to 0</source>
        <translation>
            <numerusform>Prüfungen ✓ {vp} VP an %n Tisch, die MP-Differenzen ergeben 0</numerusform>
            <numerusform>Prüfungen ✓ {vp} VP an %n Tischen, die MP-Differenzen ergeben 0</numerusform>
        </translation>
    </message>
    <message>
        <source>0 (no round yet)</source>
        <translation>0 (noch keine Runde)</translation>
    </message>
    <message>
        <source>Sho&amp;w:</source>
        <translation>&amp;Zeige:</translation>
    </message>
    <message>
        <source>Ties broken by: {chain}</source>
        <translation>Gleichstände aufgelöst durch: {chain}</translation>
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
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Group rank</source>
        <translation>Gruppenrang</translation>
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
        <source>Director&apos;s adjustments: {vp} VP, {mp} MP</source>
        <translation>Korrekturen des Turnierleiters: {vp} VP, {mp} MP</translation>
    </message>
    <message>
        <source>Withdrawn: past results count</source>
        <translation>Zurückgezogen: bisherige Ergebnisse zählen</translation>
    </message>
    <message>
        <source>Joined at round {round}: no results before it</source>
        <translation>Ab Runde {round} dabei: keine Ergebnisse davor</translation>
    </message>
    <message>
        <source>(joined at round {round})</source>
        <translation>(ab Runde {round} dabei)</translation>
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
    <name>StartClockDialog</name>
    <message>
        <source>Deals per round × minutes per deal, from the settings</source>
        <translation>Spiele pro Runde × Minuten pro Spiel, aus den Einstellungen</translation>
    </message>
    <message>
        <source>no warning</source>
        <translation>keine Vorwarnung</translation>
    </message>
    <message>
        <source>Other words (type them below)</source>
        <translation>Andere Worte (unten eingeben)</translation>
    </message>
    <message>
        <source>What the room reads at time-out</source>
        <translation>Was der Saal bei Zeitablauf liest</translation>
    </message>
    <message>
        <source>Round &amp;length:</source>
        <translation>Rundenl&amp;änge:</translation>
    </message>
    <message>
        <source>&amp;Warning before the end:</source>
        <translation>&amp;Vorwarnung vor dem Ende:</translation>
    </message>
    <message>
        <source>At &amp;time-out:</source>
        <translation>Bei &amp;Zeitablauf:</translation>
    </message>
    <message>
        <source>The clock keeps running if the program is closed: its start and pauses are saved with the round.</source>
        <translation>Die Uhr läuft weiter, auch wenn das Programm geschlossen wird: Start und Pausen werden mit der Runde gespeichert.</translation>
    </message>
    <message>
        <source>Federation preset</source>
        <translation>Vorgabe des Verbands</translation>
    </message>
    <message>
        <source>&amp;Start the clock</source>
        <translation>Uhr &amp;starten</translation>
    </message>
    <message>
        <source>Start the clock of round {number}</source>
        <translation>Uhr der Runde {number} starten</translation>
    </message>
    <message>
        <source>{deals} × {per_deal}′ = {minutes}′</source>
        <translation>{deals} × {per_deal}′ = {minutes}′</translation>
    </message>
    <message>
        <source>{deals} deals: {minutes}′</source>
        <translation>{deals} Spiele: {minutes}′</translation>
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
        <translation>&amp;Turnier öffnen</translation>
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
        <source>W&amp;ith:</source>
        <translation>&amp;Mit:</translation>
    </message>
    <message>
        <source>S&amp;wap</source>
        <translation>T&amp;auschen</translation>
    </message>
</context>
<context>
    <name>TableExtraTimeDialog</name>
    <message>
        <source>late start</source>
        <translation>verspäteter Beginn</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Tisch:</translation>
    </message>
    <message>
        <source>&amp;Extra minutes:</source>
        <translation>&amp;Zusätzliche Minuten:</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Grund:</translation>
    </message>
    <message>
        <source>&amp;Give the time</source>
        <translation>Zeit ge&amp;ben</translation>
    </message>
    <message>
        <source>Extra time for a table, round {number}</source>
        <translation>Zusatzzeit für einen Tisch, Runde {number}</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Tisch {table}</translation>
    </message>
</context>
<context>
    <name>TableLinksDialog</name>
    <message>
        <source>Table links</source>
        <translation>Tisch-Links</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Runde {number}</translation>
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
        <source>Pairs</source>
        <translation>Paare</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>&amp;Copy the address</source>
        <translation>Adresse &amp;kopieren</translation>
    </message>
    <message>
        <source>Round:</source>
        <translation>Runde:</translation>
    </message>
    <message>
        <source>No round yet.</source>
        <translation>Noch keine Runde.</translation>
    </message>
    <message>
        <source>Each line of a table has its own link; with the PIN the opponents agree on the same phone.</source>
        <translation>Jede Linie eines Tisches hat ihren eigenen Link; mit der PIN bestätigen die Gegner auf demselben Telefon.</translation>
    </message>
    <message>
        <source>The phones reach these links once the event is published (Event → Publish on the local network).</source>
        <translation>Die Telefone erreichen diese Links, sobald das Turnier veröffentlicht ist (Veranstaltung → Im lokalen Netz veröffentlichen).</translation>
    </message>
    <message>
        <source>The tables&apos; phones can send this round&apos;s sheets.</source>
        <translation>Die Telefone der Tische können die Spielberichte dieser Runde senden.</translation>
    </message>
    <message>
        <source>C&amp;lose the round&apos;s links</source>
        <translation>Links der Runde sch&amp;ließen</translation>
    </message>
    <message>
        <source>This round&apos;s links take no sheets.</source>
        <translation>Die Links dieser Runde nehmen keine Spielberichte an.</translation>
    </message>
    <message>
        <source>Re&amp;open the round&apos;s links</source>
        <translation>Links der Runde wieder ö&amp;ffnen</translation>
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
        <translation>OW</translation>
    </message>
    <message>
        <source>The sheet on your phone: each line scans its own code.</source>
        <translation>Der Spielzettel auf dem Telefon: Jede Linie scannt ihren eigenen Code.</translation>
    </message>
    <message>
        <source>Or agree on the same phone with the table&apos;s PIN:</source>
        <translation>Oder bestätigen Sie auf demselben Telefon mit der PIN des Tisches:</translation>
    </message>
</context>
<context>
    <name>TableSheetsReviewDialog</name>
    <message>
        <source>Sheets from the tables to review</source>
        <translation>Spielberichte von den Tischen prüfen</translation>
    </message>
    <message>
        <source>No sheet from the tables waits for review.</source>
        <translation>Kein Spielbericht von den Tischen wartet auf Prüfung.</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Pairs NS–EW</source>
        <translation>Paare NS–OW</translation>
    </message>
    <message>
        <source>MP NS–EW</source>
        <translation>MP NS–OW</translation>
    </message>
    <message>
        <source>Confirmed by</source>
        <translation>Bestätigt von</translation>
    </message>
    <message>
        <source>Proposed at</source>
        <translation>Vorgeschlagen um</translation>
    </message>
    <message>
        <source>&amp;Accept the sheet</source>
        <translation>Spielbericht &amp;annehmen</translation>
    </message>
    <message>
        <source>&amp;Reject…</source>
        <translation>A&amp;blehnen…</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <source>Reject table {table}&apos;s sheet? The table can send it again.</source>
        <translation>Den Spielbericht von Tisch {table} ablehnen? Der Tisch kann ihn erneut senden.</translation>
    </message>
    <message>
        <source>Reject</source>
        <translation>Ablehnen</translation>
    </message>
</context>
<context>
    <name>TeamsDialog</name>
    <message>
        <source>Teams</source>
        <translation>Mannschaften</translation>
    </message>
    <message>
        <source>Match results</source>
        <translation>Ergebnisse der Begegnungen</translation>
    </message>
    <message>
        <source>Team standings</source>
        <translation>Mannschaftswertung</translation>
    </message>
    <message>
        <source>Match results of the round</source>
        <translation>Ergebnisse der Begegnungen der Runde</translation>
    </message>
    <message>
        <source>Team seats of the round</source>
        <translation>Sitzplätze der Mannschaften der Runde</translation>
    </message>
    <message>
        <source>Score sheets of the round, by match</source>
        <translation>Spielberichte der Runde, nach Begegnung</translation>
    </message>
    <message>
        <source>Team cards</source>
        <translation>Mannschaftskarten</translation>
    </message>
    <message>
        <source>Pr&amp;intout:</source>
        <translation>Ausdr&amp;uck:</translation>
    </message>
    <message>
        <source>Save as P&amp;DF…</source>
        <translation>Als P&amp;DF speichern…</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Mannschaft</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Kapitän</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Paare</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>e.g. Circolo Roma A</source>
        <translation>z. B. Circolo Roma A</translation>
    </message>
    <message>
        <source>&amp;Add team</source>
        <translation>Mannschaft &amp;anmelden</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Pairs (two or three):</source>
        <translation>&amp;Paare (zwei oder drei):</translation>
    </message>
    <message>
        <source>&amp;Captain:</source>
        <translation>&amp;Kapitän:</translation>
    </message>
    <message>
        <source>R&amp;ound:</source>
        <translation>&amp;Runde:</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Begegnung</translation>
    </message>
    <message>
        <source>Team A</source>
        <translation>Mannschaft A</translation>
    </message>
    <message>
        <source>Team B</source>
        <translation>Mannschaft B</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tische</translation>
    </message>
    <message>
        <source>MP A</source>
        <translation>Punkte A</translation>
    </message>
    <message>
        <source>MP B</source>
        <translation>Punkte B</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Differenz</translation>
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
        <translation>laut Plan</translation>
    </message>
    <message>
        <source>Draw the ne&amp;xt round</source>
        <translation>Nächste Runde aus&amp;losen</translation>
    </message>
    <message>
        <source>&amp;Line-up…</source>
        <translation>&amp;Aufstellung…</translation>
    </message>
    <message>
        <source>Which pair of a team sits at which table of the selected match (formazione)</source>
        <translation>Welches Paar der Mannschaft an welchem Tisch des gewählten Matches sitzt</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Begegnungen</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>MP difference</source>
        <translation>Punktedifferenz</translation>
    </message>
    <message>
        <source>MP</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Ties broken by: team VP, MP difference, head-to-head, MP scored.</source>
        <translation>Bei Gleichstand: Mannschafts-VP, Punktedifferenz, direkter Vergleich, erzielte Punkte.</translation>
    </message>
    <message>
        <source>No team yet: the first team registered makes this tournament a team event, whose rounds of matches are drawn here.</source>
        <translation>Noch keine Mannschaft: Die erste angemeldete Mannschaft macht dieses Turnier zu einem Mannschaftsturnier, dessen Runden von Begegnungen hier ausgelost werden.</translation>
    </message>
    <message>
        <source>Pair {number}: {names}</source>
        <translation>Paar {number}: {names}</translation>
    </message>
    <message>
        <source>No round has been made yet.</source>
        <translation>Es wurde noch keine Runde ausgelost.</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) still waiting for a score sheet.</source>
        <translation>
            <numerusform>%n Begegnung wartet noch auf einen Spielbericht.</numerusform>
            <numerusform>%n Begegnungen warten noch auf einen Spielbericht.</numerusform>
        </translation>
    </message>
    <message>
        <source>Bye: {teams}</source>
        <translation>Spielfrei: {teams}</translation>
    </message>
    <message>
        <source>This round has no matches.</source>
        <translation>Diese Runde hat keine Begegnungen.</translation>
    </message>
    <message>
        <source>Team “{name}” registered.</source>
        <translation>Mannschaft „{name}“ angemeldet.</translation>
    </message>
    <message>
        <source>Save the printout</source>
        <translation>Ausdruck speichern</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>Written: {file}</source>
        <translation>Geschrieben: {file}</translation>
    </message>
</context>
<context>
    <name>TeamsPdf</name>
    <message>
        <source>Team {number}: {name}</source>
        <translation>Mannschaft {number}: {name}</translation>
    </message>
    <message>
        <source>Pair {number}</source>
        <translation>Paar {number}</translation>
    </message>
    <message>
        <source>Match {number}: {a} v {b}</source>
        <translation>Begegnung {number}: {a} gegen {b}</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Runde {number}</translation>
    </message>
    <message>
        <source>Seats for round {number}, by table</source>
        <translation>Sitzplätze der Runde {number}, nach Tisch</translation>
    </message>
    <message>
        <source>This round has no matches.</source>
        <translation>Diese Runde hat keine Begegnungen.</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Bye (no match this round)</source>
        <translation>Spielfrei (keine Begegnung in dieser Runde)</translation>
    </message>
    <message>
        <source>Team seats</source>
        <translation>Sitzplätze der Mannschaften</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Mannschaft</translation>
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
        <source>Line</source>
        <translation>Linie</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>spielfrei</translation>
    </message>
    <message>
        <source>Seats for round {number}, by team</source>
        <translation>Sitzplätze der Runde {number}, nach Mannschaft</translation>
    </message>
    <message>
        <source>Captain: {name}</source>
        <translation>Kapitän: {name}</translation>
    </message>
    <message>
        <source>Team cards</source>
        <translation>Mannschaftskarten</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tische</translation>
    </message>
    <message>
        <source>MP</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Opp. MP</source>
        <translation>Punkte Gegner</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Differenz</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>Match results of round {number}</source>
        <translation>Ergebnisse der Begegnungen der Runde {number}</translation>
    </message>
    <message>
        <source>Printed {when}</source>
        <translation>Gedruckt am {when}</translation>
    </message>
    <message>
        <source>MP {team}</source>
        <translation>Punkte {team}</translation>
    </message>
    <message>
        <source>no result yet</source>
        <translation>noch kein Ergebnis</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Difference {value}</source>
        <translation>Differenz {value}</translation>
    </message>
    <message>
        <source>Team VP</source>
        <translation>VP Mannschaft</translation>
    </message>
    <message>
        <source>match not complete</source>
        <translation>Begegnung nicht vollständig</translation>
    </message>
    <message>
        <source>Match results</source>
        <translation>Ergebnisse der Begegnungen</translation>
    </message>
    <message>
        <source>Final team standings after round {number}</source>
        <translation>Endstand der Mannschaften nach Runde {number}</translation>
    </message>
    <message>
        <source>final</source>
        <translation>endgültig</translation>
    </message>
    <message>
        <source>Provisional team standings after round {number}</source>
        <translation>Vorläufige Mannschaftswertung nach Runde {number}</translation>
    </message>
    <message>
        <source>provisional</source>
        <translation>vorläufig</translation>
    </message>
    <message>
        <source>Ties broken by: team VP, MP difference, head-to-head, MP scored.</source>
        <translation>Bei Gleichstand: Mannschafts-VP, Punktedifferenz, direkter Vergleich, erzielte Punkte.</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Begegnungen</translation>
    </message>
    <message>
        <source>MP difference</source>
        <translation>Punktedifferenz</translation>
    </message>
    <message>
        <source>No teams are registered.</source>
        <translation>Keine Mannschaft angemeldet.</translation>
    </message>
    <message>
        <source>after round {number} · {state}</source>
        <translation>nach Runde {number} · {state}</translation>
    </message>
    <message>
        <source>Team standings</source>
        <translation>Mannschaftswertung</translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message>
        <source>This cannot be undone or redone any more: {reason}</source>
        <translation>Das lässt sich nicht mehr rückgängig machen oder wiederholen: {reason}</translation>
    </message>
    <message>
        <source>Correct the sheet of round {round} table {table}</source>
        <translation>Spielbericht von Runde {round} Tisch {table} berichtigen</translation>
    </message>
    <message>
        <source>Save the sheet of round {round} table {table}</source>
        <translation>Spielbericht von Runde {round} Tisch {table} speichern</translation>
    </message>
    <message>
        <source>Clear the sheet of round {round} table {table}</source>
        <translation>Spielbericht von Runde {round} Tisch {table} löschen</translation>
    </message>
    <message>
        <source>Clear the artificial result of round {round} table {table}</source>
        <translation>Ersatzergebnis von Runde {round} Tisch {table} aufheben</translation>
    </message>
    <message>
        <source>Artificial result for round {round} table {table}</source>
        <translation>Ersatzergebnis für Runde {round} Tisch {table}</translation>
    </message>
    <message>
        <source>Remove the adjustment of pair {pair}</source>
        <translation>Korrektur von Paar {pair} entfernen</translation>
    </message>
    <message>
        <source>Adjustment for pair {pair}</source>
        <translation>Korrektur für Paar {pair}</translation>
    </message>
    <message>
        <source>Register pair {pair}</source>
        <translation>Paar {pair} anmelden</translation>
    </message>
    <message>
        <source>Edit pair {pair}</source>
        <translation>Paar {pair} bearbeiten</translation>
    </message>
    <message>
        <source>Withdraw pair {pair}</source>
        <translation>Paar {pair} zurückziehen</translation>
    </message>
    <message>
        <source>Reinstate pair {pair}</source>
        <translation>Paar {pair} wieder aufnehmen</translation>
    </message>
    <message>
        <source>Form groups after round {round}</source>
        <translation>Gruppen nach Runde {round} bilden</translation>
    </message>
</context>
<context>
    <name>VpScales</name>
    <message>
        <source>FIBUR, 3 deals</source>
        <translation>FIBUR, 3 Spiele</translation>
    </message>
    <message>
        <source>FIBUR, 4 deals</source>
        <translation>FIBUR, 4 Spiele</translation>
    </message>
    <message>
        <source>2 deals (not official)</source>
        <translation>2 Spiele (nicht offiziell)</translation>
    </message>
    <message>
        <source>Continuous, 3 deals</source>
        <translation>Stufenlos, 3 Spiele</translation>
    </message>
    <message>
        <source>Continuous, 4 deals</source>
        <translation>Stufenlos, 4 Spiele</translation>
    </message>
    <message>
        <source>FIBUR table for rounds of 3 deals: MP difference at the table to VP, 20 VP per table.</source>
        <translation>FIBUR-Tabelle für Runden zu 3 Spielen: von der Punktedifferenz am Tisch zu den VP, 20 VP je Tisch.</translation>
    </message>
    <message>
        <source>FIBUR table for rounds of 4 deals: MP difference at the table to VP, 20 VP per table.</source>
        <translation>FIBUR-Tabelle für Runden zu 4 Spielen: von der Punktedifferenz am Tisch zu den VP, 20 VP je Tisch.</translation>
    </message>
    <message>
        <source>NOT OFFICIAL. A table for rounds of 2 deals with the same 11 rows as the FIBUR tables; each bound is two thirds of the 3-deal bound, rounded to the nearest multiple of 5.</source>
        <translation>NICHT OFFIZIELL. Eine Tabelle für Runden zu 2 Spielen mit denselben 11 Zeilen wie die FIBUR-Tabellen; jede Grenze ist zwei Drittel der Grenze für 3 Spiele, auf das nächste Vielfache von 5 gerundet.</translation>
    </message>
    <message>
        <source>Continuous scale (as the WBF scale of bridge): VP grow smoothly with the MP difference up to the blitz margin of 1505, where the 3-deal FIBUR table reaches 20 VP. An option, not a default.</source>
        <translation>Stufenlose Skala (wie die WBF-Skala im Bridge): die VP wachsen gleichmäßig mit der Punktedifferenz bis zur Höchstdifferenz von 1505, bei der die FIBUR-Tabelle für 3 Spiele 20 VP erreicht. Eine Möglichkeit, keine Voreinstellung.</translation>
    </message>
    <message>
        <source>Continuous scale (as the WBF scale of bridge) for 4 deals: VP grow smoothly with the MP difference up to the blitz margin of 2005, where the 4-deal FIBUR table reaches 20 VP. An option, not a default.</source>
        <translation>Stufenlose Skala (wie die WBF-Skala im Bridge) für 4 Spiele: die VP wachsen gleichmäßig mit der Punktedifferenz bis zur Höchstdifferenz von 2005, bei der die FIBUR-Tabelle für 4 Spiele 20 VP erreicht. Eine Möglichkeit, keine Voreinstellung.</translation>
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
    <name>Workbook</name>
    <message>
        <source>written {when}</source>
        <translation>erstellt am {when}</translation>
    </message>
    <message>
        <source>Before round 1</source>
        <translation>Vor Runde 1</translation>
    </message>
    <message>
        <source>After round {number}: final standings</source>
        <translation>Nach Runde {number}: endgültige Rangliste</translation>
    </message>
    <message>
        <source>After round {number}: provisional standings</source>
        <translation>Nach Runde {number}: vorläufige Rangliste</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>geschlossen</translation>
    </message>
    <message>
        <source>time-out</source>
        <translation>Zeit abgelaufen</translation>
    </message>
    <message>
        <source>stock exhausted</source>
        <translation>Stapel erschöpft</translation>
    </message>
    <message>
        <source>not played</source>
        <translation>nicht gespielt</translation>
    </message>
    <message>
        <source>MP difference</source>
        <translation>MP-Differenz</translation>
    </message>
    <message>
        <source>MP scored</source>
        <translation>Erzielte MP</translation>
    </message>
    <message>
        <source>Total VP</source>
        <translation>VP gesamt</translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation>Pattsituation</translation>
    </message>
    <message>
        <source>by totals</source>
        <translation>nach Summen</translation>
    </message>
    <message>
        <source>Head-to-head</source>
        <translation>Direkter Vergleich</translation>
    </message>
    <message>
        <source>Drawing of lots</source>
        <translation>Losentscheid</translation>
    </message>
    <message>
        <source>More VP ranks higher.</source>
        <translation>Mehr VP, höherer Platz.</translation>
    </message>
    <message>
        <source>The larger MP difference (MP scored minus MP conceded).</source>
        <translation>Die größere MP-Differenz (erzielte minus abgegebene MP).</translation>
    </message>
    <message>
        <source>More VP in the matches among the tied pairs, only when each has met all the others.</source>
        <translation>Mehr VP in den Begegnungen der punktgleichen Paare, nur wenn jedes gegen alle anderen gespielt hat.</translation>
    </message>
    <message>
        <source>More MP scored.</source>
        <translation>Mehr erzielte MP.</translation>
    </message>
    <message>
        <source>The order drawn by lot, drawn once for the tournament.</source>
        <translation>Die ausgeloste Reihenfolge, einmal für das ganze Turnier gezogen.</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Platz</translation>
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
        <source>Player 2</source>
        <translation>Spieler 2</translation>
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
        <translation>Runden</translation>
    </message>
    <message>
        <source>Byes</source>
        <translation>Spielfrei</translation>
    </message>
    <message>
        <source>Adjustment VP</source>
        <translation>Korrektur VP</translation>
    </message>
    <message>
        <source>Adjustment MP</source>
        <translation>Korrektur MP</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Tie broken by</source>
        <translation>Entschieden durch</translation>
    </message>
    <message>
        <source>Rank in group</source>
        <translation>Rang in der Gruppe</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Rangliste</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>NS pair</source>
        <translation>Paar NS</translation>
    </message>
    <message>
        <source>NS players</source>
        <translation>Spieler NS</translation>
    </message>
    <message>
        <source>EW pair</source>
        <translation>Paar OW</translation>
    </message>
    <message>
        <source>EW players</source>
        <translation>Spieler OW</translation>
    </message>
    <message>
        <source>NS MP</source>
        <translation>MP NS</translation>
    </message>
    <message>
        <source>EW MP</source>
        <translation>MP OW</translation>
    </message>
    <message>
        <source>Difference (NS − EW)</source>
        <translation>Differenz (NS − OW)</translation>
    </message>
    <message>
        <source>NS VP</source>
        <translation>VP NS</translation>
    </message>
    <message>
        <source>EW VP</source>
        <translation>VP OW</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>artificial</source>
        <translation>Ersatzergebnis</translation>
    </message>
    <message>
        <source>computed</source>
        <translation>berechnet</translation>
    </message>
    <message>
        <source>no result yet</source>
        <translation>noch kein Ergebnis</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Linie</translation>
    </message>
    <message>
        <source>Clean</source>
        <translation>Sauber</translation>
    </message>
    <message>
        <source>Dirty</source>
        <translation>Schmutzig</translation>
    </message>
    <message>
        <source>Semi-clean</source>
        <translation>Halbsauber</translation>
    </message>
    <message>
        <source>Closed</source>
        <translation>Geschlossen</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Kartenpunkte</translation>
    </message>
    <message>
        <source>Melded</source>
        <translation>Ausgelegt</translation>
    </message>
    <message>
        <source>In hand</source>
        <translation>In der Hand</translation>
    </message>
    <message>
        <source>Pozzetto taken</source>
        <translation>Pozzetto genommen</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Strafe</translation>
    </message>
    <message>
        <source>Penalty reason</source>
        <translation>Grund der Strafe</translation>
    </message>
    <message>
        <source>Deal total</source>
        <translation>Spielsumme</translation>
    </message>
    <message>
        <source>table totals</source>
        <translation>Tischsummen</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Entry round</source>
        <translation>Einstiegsrunde</translation>
    </message>
    <message>
        <source>Withdrawn after round</source>
        <translation>Zurückgezogen nach Runde</translation>
    </message>
    <message>
        <source>Club 1</source>
        <translation>Verein 1</translation>
    </message>
    <message>
        <source>Member id 1</source>
        <translation>Mitgliedsnr. 1</translation>
    </message>
    <message>
        <source>Club 2</source>
        <translation>Verein 2</translation>
    </message>
    <message>
        <source>Member id 2</source>
        <translation>Mitgliedsnr. 2</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Paare</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>After round</source>
        <translation>Nach Runde</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Adjustments</source>
        <translation>Korrekturen</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Mannschaft</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Begegnungen</translation>
    </message>
    <message>
        <source>Team standings</source>
        <translation>Mannschaftswertung</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tische</translation>
    </message>
    <message>
        <source>Team A</source>
        <translation>Mannschaft A</translation>
    </message>
    <message>
        <source>Team B</source>
        <translation>Mannschaft B</translation>
    </message>
    <message>
        <source>MP team A</source>
        <translation>MP Mannschaft A</translation>
    </message>
    <message>
        <source>MP team B</source>
        <translation>MP Mannschaft B</translation>
    </message>
    <message>
        <source>Difference (A − B)</source>
        <translation>Differenz (A − B)</translation>
    </message>
    <message>
        <source>VP team A</source>
        <translation>VP Mannschaft A</translation>
    </message>
    <message>
        <source>VP team B</source>
        <translation>VP Mannschaft B</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>vollständig</translation>
    </message>
    <message>
        <source>not complete</source>
        <translation>nicht vollständig</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>spielfrei</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Kapitän</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Mannschaften</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Wer</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>Old</source>
        <translation>Alt</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <source>Corrections</source>
        <translation>Berichtigungen</translation>
    </message>
    <message>
        <source>MP difference from</source>
        <translation>MP-Differenz von</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>VP winner</source>
        <translation>VP Sieger</translation>
    </message>
    <message>
        <source>VP loser</source>
        <translation>VP Verlierer</translation>
    </message>
    <message>
        <source>VP scale: {name}</source>
        <translation>VP-Skala: {name}</translation>
    </message>
    <message>
        <source>VP scale</source>
        <translation>VP-Skala</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Reihenfolge</translation>
    </message>
    <message>
        <source>Tie-break</source>
        <translation>Feinwertung</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Tie-breaks</source>
        <translation>Feinwertungen</translation>
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
        <source>optional, for a prize (e.g. F)</source>
        <translation>optional, für einen Preis (z. B. F)</translation>
    </message>
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
    <message>
        <source>Region:</source>
        <translation>Region:</translation>
    </message>
    <message>
        <source>Province:</source>
        <translation>Provinz:</translation>
    </message>
    <message>
        <source>Category:</source>
        <translation>Kategorie:</translation>
    </message>
    <message>
        <source>Not this member</source>
        <translation>Nicht dieses Mitglied</translation>
    </message>
    <message>
        <source>name or member id, to find a member</source>
        <translation>Name oder Mitgliedsnr., zum Suchen</translation>
    </message>
    <message>
        <source>⚠ Member of the register: the card expired on {date}</source>
        <translation>⚠ Mitglied im Register: die Karte ist am {date} abgelaufen</translation>
    </message>
    <message>
        <source>✓ Member of the register</source>
        <translation>✓ Mitglied im Verzeichnis</translation>
    </message>
</context>
</TS>
