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
        <source>Negative values take points away. The opponents&apos; scores do not change; MP add to the pair&apos;s MP difference.</source>
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
    <name>ArtificialResultDialog</name>
    <message>
        <source>Artificial result</source>
        <translation>Risultato artificiale</translation>
    </message>
    <message>
        <source>e.g. the table could not play: a player fell ill</source>
        <translation>p. es. il tavolo non ha potuto giocare: un giocatore si è sentito male</translation>
    </message>
    <message>
        <source>{table}
These VP replace those of the scale ({name}). The MP of any deals entered still count.</source>
        <translation>{table}
Questi VP sostituiscono quelli della scala ({name}). Gli MP delle smazzate inserite contano ancora.</translation>
    </message>
    <message>
        <source>Common:</source>
        <translation>Frequenti:</translation>
    </message>
    <message>
        <source>&amp;NS VP:</source>
        <translation>VP &amp;NS:</translation>
    </message>
    <message>
        <source>&amp;EW VP:</source>
        <translation>VP &amp;EO:</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Motivo:</translation>
    </message>
    <message>
        <source>Set the result</source>
        <translation>Imposta il risultato</translation>
    </message>
    <message>
        <source>Clear the artificial result</source>
        <translation>Togli il risultato artificiale</translation>
    </message>
    <message>
        <source>{ns} + {ew} is not the scale&apos;s total of {total}: fine for a split penalty.</source>
        <translation>{ns} + {ew} non è il totale della scala, {total}: va bene per una penalità divisa.</translation>
    </message>
    <message>
        <source>An artificial result needs a reason.</source>
        <translation>Un risultato artificiale richiede un motivo.</translation>
    </message>
</context>
<context>
    <name>AuditDialog</name>
    <message>
        <source>Corrections log</source>
        <translation>Registro delle correzioni</translation>
    </message>
    <message>
        <source>Corrections of saved scores</source>
        <translation>Correzioni di punteggi salvati</translation>
    </message>
    <message>
        <source>All changes</source>
        <translation>Tutte le modifiche</translation>
    </message>
    <message>
        <source>Filter, e.g. round 2 table 4</source>
        <translation>Filtro, p. es. turno 2 tavolo 4</translation>
    </message>
    <message>
        <source>{count} shown</source>
        <translation>{count} mostrate</translation>
    </message>
    <message>
        <source>{when} · {who} · {action} · {what}
Why: {reason}
{change}</source>
        <translation>{when} · {who} · {action} · {what}
Perché: {reason}
{change}</translation>
    </message>
</context>
<context>
    <name>AuditLog</name>
    <message>
        <source>Sheet saved</source>
        <translation>Segnapunti salvato</translation>
    </message>
    <message>
        <source>Sheet corrected</source>
        <translation>Segnapunti corretto</translation>
    </message>
    <message>
        <source>Deal corrected</source>
        <translation>Smazzata corretta</translation>
    </message>
    <message>
        <source>Sheet taken back</source>
        <translation>Segnapunti annullato</translation>
    </message>
    <message>
        <source>Sheet cleared</source>
        <translation>Segnapunti cancellato</translation>
    </message>
    <message>
        <source>Artificial result set</source>
        <translation>Risultato artificiale impostato</translation>
    </message>
    <message>
        <source>Artificial result cleared</source>
        <translation>Risultato artificiale tolto</translation>
    </message>
    <message>
        <source>Adjustment added</source>
        <translation>Rettifica aggiunta</translation>
    </message>
    <message>
        <source>Adjustment removed</source>
        <translation>Rettifica tolta</translation>
    </message>
    <message>
        <source>Pair registered</source>
        <translation>Coppia iscritta</translation>
    </message>
    <message>
        <source>Late entry</source>
        <translation>Iscrizione tardiva</translation>
    </message>
    <message>
        <source>Pair edited</source>
        <translation>Coppia modificata</translation>
    </message>
    <message>
        <source>Pair withdrawn</source>
        <translation>Coppia ritirata</translation>
    </message>
    <message>
        <source>Pair reinstated</source>
        <translation>Coppia riammessa</translation>
    </message>
    <message>
        <source>Registration taken back</source>
        <translation>Iscrizione annullata</translation>
    </message>
    <message>
        <source>Registration put back</source>
        <translation>Iscrizione ripristinata</translation>
    </message>
    <message>
        <source>Settings changed</source>
        <translation>Impostazioni cambiate</translation>
    </message>
    <message>
        <source>Table&apos;s sheet rejected</source>
        <translation>Segnapunti del tavolo rifiutato</translation>
    </message>
    <message>
        <source>Table links reopened</source>
        <translation>Link dei tavoli riaperti</translation>
    </message>
    <message>
        <source>Table links closed</source>
        <translation>Link dei tavoli chiusi</translation>
    </message>
    <message>
        <source>Tournament created</source>
        <translation>Torneo creato</translation>
    </message>
    <message>
        <source>Tournament imported</source>
        <translation>Torneo importato</translation>
    </message>
    <message>
        <source>Round made</source>
        <translation>Turno creato</translation>
    </message>
    <message>
        <source>Round deleted</source>
        <translation>Turno cancellato</translation>
    </message>
    <message>
        <source>Pairs swapped</source>
        <translation>Coppie scambiate</translation>
    </message>
    <message>
        <source>Tables swapped</source>
        <translation>Tavoli scambiati</translation>
    </message>
    <message>
        <source>Quick sheet stored as totals</source>
        <translation>Segnapunti rapido salvato per totali</translation>
    </message>
    <message>
        <source>Clock started</source>
        <translation>Orologio avviato</translation>
    </message>
    <message>
        <source>Clock paused</source>
        <translation>Orologio in pausa</translation>
    </message>
    <message>
        <source>Clock resumed</source>
        <translation>Orologio ripartito</translation>
    </message>
    <message>
        <source>Round time changed</source>
        <translation>Durata del turno modificata</translation>
    </message>
    <message>
        <source>Extra time for a table</source>
        <translation>Tempo supplementare a un tavolo</translation>
    </message>
    <message>
        <source>Clock finished</source>
        <translation>Orologio terminato</translation>
    </message>
    <message>
        <source>Groups formed</source>
        <translation>Gironi formati</translation>
    </message>
    <message>
        <source>Groups taken back</source>
        <translation>Gironi annullati</translation>
    </message>
    <message>
        <source>Groups cleared</source>
        <translation>Gironi cancellati</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sì</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>how it ended</source>
        <translation>come è finita</translation>
    </message>
    <message>
        <source>clean burracos</source>
        <translation>burraco puliti</translation>
    </message>
    <message>
        <source>dirty burracos</source>
        <translation>burraco sporchi</translation>
    </message>
    <message>
        <source>semi-clean burracos</source>
        <translation>burraco semipuliti</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>chiusura</translation>
    </message>
    <message>
        <source>card points</source>
        <translation>punti carte</translation>
    </message>
    <message>
        <source>melded</source>
        <translation>calati</translation>
    </message>
    <message>
        <source>in hand</source>
        <translation>in mano</translation>
    </message>
    <message>
        <source>pozzetto</source>
        <translation>pozzetto</translation>
    </message>
    <message>
        <source>penalty</source>
        <translation>penalità</translation>
    </message>
    <message>
        <source>penalty reason</source>
        <translation>motivo della penalità</translation>
    </message>
    <message>
        <source>total</source>
        <translation>totale</translation>
    </message>
    <message>
        <source>time-out</source>
        <translation>tempo scaduto</translation>
    </message>
    <message>
        <source>stock exhausted</source>
        <translation>tallone esaurito</translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation>stallo</translation>
    </message>
    <message>
        <source>not played</source>
        <translation>non giocata</translation>
    </message>
    <message>
        <source>by totals</source>
        <translation>per totali</translation>
    </message>
    <message>
        <source>deal {number}</source>
        <translation>smazzata {number}</translation>
    </message>
    <message>
        <source>added</source>
        <translation>aggiunta</translation>
    </message>
    <message>
        <source>taken back</source>
        <translation>annullata</translation>
    </message>
    <message>
        <source>table totals NS {ns}, EW {ew}</source>
        <translation>totali del tavolo NS {ns}, EO {ew}</translation>
    </message>
    <message>
        <source>1 deal</source>
        <translation>1 smazzata</translation>
    </message>
    <message>
        <source>{count} deals</source>
        <translation>{count} smazzate</translation>
    </message>
    <message>
        <source>VP {ns} – {ew}</source>
        <translation>VP {ns} – {ew}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>no change</source>
        <translation>nessuna modifica</translation>
    </message>
    <message>
        <source>deal {number}: NS {ns}, EW {ew}</source>
        <translation>smazzata {number}: NS {ns}, EO {ew}</translation>
    </message>
    <message>
        <source>1 deal entered by totals</source>
        <translation>1 smazzata inserita per totali</translation>
    </message>
    <message>
        <source>{count} deals entered by totals</source>
        <translation>{count} smazzate inserite per totali</translation>
    </message>
    <message>
        <source>1 deal entered</source>
        <translation>1 smazzata inserita</translation>
    </message>
    <message>
        <source>{count} deals entered</source>
        <translation>{count} smazzate inserite</translation>
    </message>
    <message>
        <source>1 deal taken back</source>
        <translation>1 smazzata annullata</translation>
    </message>
    <message>
        <source>{count} deals taken back</source>
        <translation>{count} smazzate annullate</translation>
    </message>
</context>
<context>
    <name>AuditTableModel</name>
    <message>
        <source>Tournament</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <source>Round {round}, pairs {pair} and {other}</source>
        <translation>Turno {round}, coppie {pair} e {other}</translation>
    </message>
    <message>
        <source>Round {round}, tables {table} and {other}</source>
        <translation>Turno {round}, tavoli {table} e {other}</translation>
    </message>
    <message>
        <source>Pair {pair}, after round {round}</source>
        <translation>Coppia {pair}, dopo il turno {round}</translation>
    </message>
    <message>
        <source>Pair {pair}</source>
        <translation>Coppia {pair}</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Turno {round}</translation>
    </message>
    <message>
        <source>table {table}</source>
        <translation>tavolo {table}</translation>
    </message>
    <message>
        <source>deal {deal}</source>
        <translation>smazzata {deal}</translation>
    </message>
    <message>
        <source>clock</source>
        <translation>orologio</translation>
    </message>
    <message>
        <source>time-out</source>
        <translation>tempo scaduto</translation>
    </message>
    <message>
        <source>group {name}: {tables} tables, {pairs} pairs</source>
        <translation>girone {name}: {tables} tavoli, {pairs} coppie</translation>
    </message>
    <message>
        <source>{count} pairs out of their group</source>
        <translation>{count} coppie tolte dal loro girone</translation>
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
        <translation>tempo rimasto</translation>
    </message>
    <message>
        <source>round minutes</source>
        <translation>minuti del turno</translation>
    </message>
    <message>
        <source>extra minutes</source>
        <translation>minuti supplementari</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nome</translation>
    </message>
    <message>
        <source>date</source>
        <translation>data</translation>
    </message>
    <message>
        <source>venue</source>
        <translation>sede</translation>
    </message>
    <message>
        <source>deals per round</source>
        <translation>smazzate per turno</translation>
    </message>
    <message>
        <source>minutes per deal</source>
        <translation>minuti per smazzata</translation>
    </message>
    <message>
        <source>clean burraco</source>
        <translation>burraco pulito</translation>
    </message>
    <message>
        <source>dirty burraco</source>
        <translation>burraco sporco</translation>
    </message>
    <message>
        <source>semi-clean burraco</source>
        <translation>burraco semipulito</translation>
    </message>
    <message>
        <source>closing</source>
        <translation>chiusura</translation>
    </message>
    <message>
        <source>pozzetto not taken</source>
        <translation>pozzetto non preso</translation>
    </message>
    <message>
        <source>bye VP</source>
        <translation>VP del riposo</translation>
    </message>
    <message>
        <source>bye MP</source>
        <translation>MP del riposo</translation>
    </message>
    <message>
        <source>print language</source>
        <translation>lingua di stampa</translation>
    </message>
    <message>
        <source>club name</source>
        <translation>nome del circolo</translation>
    </message>
    <message>
        <source>club logo</source>
        <translation>logo del circolo</translation>
    </message>
    <message>
        <source>rule profile</source>
        <translation>regolamento</translation>
    </message>
    <message>
        <source>rule profile name</source>
        <translation>nome del regolamento</translation>
    </message>
    <message>
        <source>closing requires</source>
        <translation>per chiudere serve</translation>
    </message>
    <message>
        <source>time-out text</source>
        <translation>testo del tempo scaduto</translation>
    </message>
    <message>
        <source>last-round rematch</source>
        <translation>rivincita nell&apos;ultimo turno</translation>
    </message>
    <message>
        <source>status</source>
        <translation>stato</translation>
    </message>
    <message>
        <source>withdrawn after round</source>
        <translation>ritirata dopo il turno</translation>
    </message>
    <message>
        <source>entry round</source>
        <translation>turno di ingresso</translation>
    </message>
    <message>
        <source>group</source>
        <translation>girone</translation>
    </message>
    <message>
        <source>lots draw</source>
        <translation>sorteggio</translation>
    </message>
    <message>
        <source>movement</source>
        <translation>movimento</translation>
    </message>
    <message>
        <source>players</source>
        <translation>giocatori</translation>
    </message>
    <message>
        <source>warning minutes</source>
        <translation>minuti di preavviso</translation>
    </message>
    <message>
        <source>time-out seconds</source>
        <translation>secondi del tempo scaduto</translation>
    </message>
    <message>
        <source>final circuit text</source>
        <translation>testo dell&apos;ultimo giro</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>non avviato</translation>
    </message>
    <message>
        <source>running</source>
        <translation>in corso</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>in pausa</translation>
    </message>
    <message>
        <source>last minutes</source>
        <translation>ultimi minuti</translation>
    </message>
    <message>
        <source>final circuit</source>
        <translation>ultimo giro</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminato</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>in gioco</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>ritirata</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Quando</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Chi</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Modifica</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Cosa</translation>
    </message>
    <message>
        <source>Old → new</source>
        <translation>Prima → dopo</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Perché</translation>
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
    <name>CircuitPdf</name>
    <message>
        <source>Points: the evening&apos;s VP</source>
        <translation>Punti: i VP della serata</translation>
    </message>
    <message>
        <source>Points by position: {points}</source>
        <translation>Punti per posizione: {points}</translation>
    </message>
    <message>
        <source>every evening counts</source>
        <translation>contano tutte le serate</translation>
    </message>
    <message>
        <source>the best evening + the final count</source>
        <translation>contano la serata migliore + la finale</translation>
    </message>
    <message>
        <source>only the best evening counts</source>
        <translation>conta solo la serata migliore</translation>
    </message>
    <message>
        <source>the best {count} evenings + the final count</source>
        <translation>contano le migliori {count} serate + la finale</translation>
    </message>
    <message>
        <source>the best {count} evenings count</source>
        <translation>contano le migliori {count} serate</translation>
    </message>
    <message>
        <source>the final by its own table: {points}</source>
        <translation>la finale con la sua tabella: {points}</translation>
    </message>
    <message>
        <source>the final counts ×{weight}</source>
        <translation>la finale conta ×{weight}</translation>
    </message>
    <message>
        <source>tied pairs share the points of their places</source>
        <translation>a pari merito le coppie si dividono i punti dei loro posti</translation>
    </message>
    <message>
        <source>tied pairs each keep the points of their place</source>
        <translation>a pari merito ogni coppia prende tutti i punti del posto</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Pos.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Coppia</translation>
    </message>
    <message>
        <source>Member number</source>
        <translation>Tessera</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>Contate</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Giocate</translation>
    </message>
    <message>
        <source>Best evening</source>
        <translation>Serata migliore</translation>
    </message>
    <message>
        <source>the final</source>
        <translation>la finale</translation>
    </message>
    <message>
        <source>counts ×{weight}</source>
        <translation>conta ×{weight}</translation>
    </message>
    <message>
        <source>more evenings counted</source>
        <translation>più serate contate</translation>
    </message>
    <message>
        <source>the best evening</source>
        <translation>la serata migliore</translation>
    </message>
    <message>
        <source>more evenings played</source>
        <translation>più serate giocate</translation>
    </message>
    <message>
        <source>head-to-head (the VP won against each other, when all have met)</source>
        <translation>scontro diretto (i VP vinti negli incontri tra loro, se si sono incontrati tutti)</translation>
    </message>
    <message>
        <source>the better MP difference</source>
        <translation>lo scarto migliore</translation>
    </message>
    <message>
        <source>more VP</source>
        <translation>più VP</translation>
    </message>
    <message>
        <source>drawing lots</source>
        <translation>sorteggio</translation>
    </message>
    <message>
        <source>, then </source>
        <translation>, poi </translation>
    </message>
    <message>
        <source>more points</source>
        <translation>più punti</translation>
    </message>
    <message>
        <source>Ties: {chain}; (12): an evening left out by the best evenings rule.</source>
        <translation>Parità: {chain}; (12): una serata scartata dalla regola delle serate migliori.</translation>
    </message>
    <message>
        <source>By player</source>
        <translation>Per giocatore</translation>
    </message>
    <message>
        <source>By pair</source>
        <translation>Per coppia</translation>
    </message>
    <message>
        <source>Circuit standings by player</source>
        <translation>Classifica del circuito per giocatore</translation>
    </message>
    <message>
        <source>Circuit standings by pair</source>
        <translation>Classifica del circuito per coppia</translation>
    </message>
    <message>
        <source>No evening has results yet.</source>
        <translation>Nessuna serata ha ancora risultati.</translation>
    </message>
    <message>
        <source>1 evening</source>
        <translation>1 serata</translation>
    </message>
    <message>
        <source>{count} evenings</source>
        <translation>{count} serate</translation>
    </message>
    <message>
        <source>Evenings</source>
        <translation>Serate</translation>
    </message>
</context>
<context>
    <name>CircuitsDialog</name>
    <message>
        <source>Circuits</source>
        <translation>Circuiti</translation>
    </message>
    <message>
        <source>&amp;New circuit…</source>
        <translation>&amp;Nuovo circuito…</translation>
    </message>
    <message>
        <source>Circuits of this database:</source>
        <translation>Circuiti di questo database:</translation>
    </message>
    <message>
        <source>counts once</source>
        <translation>conta una volta</translation>
    </message>
    <message>
        <source>counts double</source>
        <translation>conta doppio</translation>
    </message>
    <message>
        <source>is the final</source>
        <translation>è la finale</translation>
    </message>
    <message>
        <source>&amp;Add this tournament</source>
        <translation>&amp;Aggiungi questo torneo</translation>
    </message>
    <message>
        <source>&amp;Take this tournament out</source>
        <translation>&amp;Togli questo torneo</translation>
    </message>
    <message>
        <source>by pair</source>
        <translation>per coppia</translation>
    </message>
    <message>
        <source>by player</source>
        <translation>per giocatore</translation>
    </message>
    <message>
        <source>&amp;Standings:</source>
        <translation>C&amp;lassifica:</translation>
    </message>
    <message>
        <source>Save as &amp;PDF to print…</source>
        <translation>Salva in &amp;PDF da stampare…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>&amp;Esporta…</translation>
    </message>
    <message>
        <source>No circuit yet: create one, then add this tournament to it.</source>
        <translation>Nessun circuito ancora: creane uno, poi aggiungici questo torneo.</translation>
    </message>
    <message>
        <source>No tournament in this circuit yet.</source>
        <translation>Nessun torneo ancora in questo circuito.</translation>
    </message>
    <message>
        <source>No evening of this circuit has results yet.</source>
        <translation>Nessuna serata di questo circuito ha ancora risultati.</translation>
    </message>
    <message>
        <source>Save the circuit standings</source>
        <translation>Salva la classifica del circuito</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>File PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export the circuit standings</source>
        <translation>Esporta la classifica del circuito</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx);;CSV file (*.csv)</source>
        <translation>Cartella di Excel (*.xlsx);;File CSV (*.csv)</translation>
    </message>
</context>
<context>
    <name>ClockControls</name>
    <message>
        <source>&amp;Start the clock…</source>
        <translation>&amp;Avvia l&apos;orologio…</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pausa</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Riprendi</translation>
    </message>
    <message>
        <source>&amp;Extend…</source>
        <translation>Pr&amp;olunga…</translation>
    </message>
    <message>
        <source>Extra time for a &amp;table…</source>
        <translation>Tempo in più per un &amp;tavolo…</translation>
    </message>
    <message>
        <source>&amp;Finish the round…</source>
        <translation>Ter&amp;mina il turno…</translation>
    </message>
    <message>
        <source>Room &amp;display</source>
        <translation>Schermo per la sa&amp;la</translation>
    </message>
    <message>
        <source>The big clock for the room, on a projector or second screen</source>
        <translation>Il grande orologio per la sala, su un proiettore o un secondo schermo</translation>
    </message>
    <message>
        <source>The room display shows the clock, the seats of the round and the standings in turn</source>
        <translation>Lo schermo della sala mostra a turno l&apos;orologio, i posti del turno e la classifica</translation>
    </message>
    <message>
        <source>S&amp;ound at warning and time-out</source>
        <translation>S&amp;uono all&apos;avviso e al tempo scaduto</translation>
    </message>
    <message>
        <source>C&amp;lock</source>
        <translation>&amp;Orologio</translation>
    </message>
    <message>
        <source>Clock: no round</source>
        <translation>Orologio: nessun turno</translation>
    </message>
    <message>
        <source>Round {number} clock: not started ({minutes}′)</source>
        <translation>Orologio del turno {number}: non avviato ({minutes}′)</translation>
    </message>
    <message>
        <source>Round {number} clock: {left} left</source>
        <translation>Orologio del turno {number}: restano {left}</translation>
    </message>
    <message>
        <source>Round {number} clock: {left} left, last minutes</source>
        <translation>Orologio del turno {number}: restano {left}, ultimi minuti</translation>
    </message>
    <message>
        <source>Round {number} clock: paused, {left} left</source>
        <translation>Orologio del turno {number}: in pausa, restano {left}</translation>
    </message>
    <message>
        <source>Round {number} clock: TIME-OUT</source>
        <translation>Orologio del turno {number}: TEMPO SCADUTO</translation>
    </message>
    <message>
        <source>Round {number} clock: time-out, final circuit</source>
        <translation>Orologio del turno {number}: tempo scaduto, ultimo giro</translation>
    </message>
    <message>
        <source>Round {number} clock: finished</source>
        <translation>Orologio del turno {number}: terminato</translation>
    </message>
    <message>
        <source>No round yet</source>
        <translation>Nessun turno ancora</translation>
    </message>
    <message>
        <source>Round {number}: not started ({minutes}′)</source>
        <translation>Turno {number}: non avviato ({minutes}′)</translation>
    </message>
    <message>
        <source>Round {number}: running</source>
        <translation>Turno {number}: in corso</translation>
    </message>
    <message>
        <source>Round {number}: last minutes</source>
        <translation>Turno {number}: ultimi minuti</translation>
    </message>
    <message>
        <source>Round {number}: paused</source>
        <translation>Turno {number}: in pausa</translation>
    </message>
    <message>
        <source>Round {number}: TIME-OUT</source>
        <translation>Turno {number}: TEMPO SCADUTO</translation>
    </message>
    <message>
        <source>Round {number}: final circuit after time-out</source>
        <translation>Turno {number}: ultimo giro dopo il tempo scaduto</translation>
    </message>
    <message>
        <source>Round {number}: finished</source>
        <translation>Turno {number}: terminato</translation>
    </message>
    <message>
        <source>In a &amp;window</source>
        <translation>In una &amp;finestra</translation>
    </message>
    <message>
        <source>Finish the clock of round {number}? Do it when every table has played its last circuit; the clock cannot be started again.</source>
        <translation>Terminare l&apos;orologio del turno {number}? Fallo quando ogni tavolo ha giocato l&apos;ultimo giro; l&apos;orologio non si può riavviare.</translation>
    </message>
    <message>
        <source>Rotatin&amp;g room display…</source>
        <translation>Schermo della sala a rota&amp;zione…</translation>
    </message>
    <message>
        <source>Room display o&amp;n</source>
        <translation>Schermo per la sala &amp;su</translation>
    </message>
    <message>
        <source>Screen {number}: {name} ({width}×{height})</source>
        <translation>Schermo {number}: {name} ({width}×{height})</translation>
    </message>
    <message>
        <source>Finish round {number}</source>
        <translation>Termina il turno {number}</translation>
    </message>
</context>
<context>
    <name>ClockPanel</name>
    <message>
        <source>Round clock</source>
        <translation>Orologio del turno</translation>
    </message>
</context>
<context>
    <name>ConnectServerDialog</name>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Connetti</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Database:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Porta:</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>&amp;Server:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Utente:</translation>
    </message>
    <message>
        <source>Connect to a server</source>
        <translation>Connetti a un server</translation>
    </message>
    <message>
        <source>Connecting to the server…</source>
        <translation>Connessione al server…</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Connessione…</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Pass&amp;word:</translation>
    </message>
    <message>
        <source>S&amp;tation name:</source>
        <translation>Nome della pos&amp;tazione:</translation>
    </message>
    <message>
        <source>The password is never stored: it is used for this connection only. To avoid typing it, keep it in the PostgreSQL password file. The station name is recorded in the corrections log with every sheet saved here.</source>
        <translation>La password non viene mai salvata: serve solo per questa connessione. Per non doverla digitare, tienila nel file delle password di PostgreSQL. Il nome della postazione è registrato nel registro delle correzioni con ogni foglio salvato qui.</translation>
    </message>
    <message>
        <source>The server asks for a password: type it, then Connect.</source>
        <translation>Il server chiede una password: digitala, poi Connetti.</translation>
    </message>
    <message>
        <source>Type the server&apos;s address and the database&apos;s name.</source>
        <translation>Digita l&apos;indirizzo del server e il nome del database.</translation>
    </message>
    <message>
        <source>e.g. 192.168.1.10</source>
        <translation>es. 192.168.1.10</translation>
    </message>
    <message>
        <source>e.g. Anna, table desk 2</source>
        <translation>es. Anna, banco 2</translation>
    </message>
    <message>
        <source>from the password file, if empty</source>
        <translation>dal file delle password, se vuota</translation>
    </message>
</context>
<context>
    <name>CsvExport</name>
    <message>
        <source>Rank</source>
        <translation>Pos.</translation>
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
        <source>Player 2</source>
        <translation>Giocatore 2</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>MP difference</source>
        <translation>Scarto MP</translation>
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
        <source>Status</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Girone</translation>
    </message>
    <message>
        <source>Rank in group</source>
        <translation>Pos. nel girone</translation>
    </message>
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
        <source>bye</source>
        <translation>riposo</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>… problems not shown: {count}.</source>
        <translation>… problemi non mostrati: {count}.</translation>
    </message>
</context>
<context>
    <name>EventMenu</name>
    <message>
        <source>Eve&amp;nt</source>
        <translation>E&amp;vento</translation>
    </message>
    <message>
        <source>&amp;Stop publishing</source>
        <translation>&amp;Interrompi la pubblicazione</translation>
    </message>
    <message>
        <source>P&amp;oster for the phones…</source>
        <translation>&amp;Locandina per i telefoni…</translation>
    </message>
    <message>
        <source>Published at {address}…</source>
        <translation>Pubblicato su {address}…</translation>
    </message>
    <message>
        <source>&amp;Publish on the local network…</source>
        <translation>&amp;Pubblica sulla rete locale…</translation>
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
        <source>club</source>
        <translation>di circolo</translation>
    </message>
    <message>
        <source>federal</source>
        <translation>federale</translation>
    </message>
    <message>
        <source>regional</source>
        <translation>regionale</translation>
    </message>
    <message>
        <source>national</source>
        <translation>nazionale</translation>
    </message>
    <message>
        <source>Regional and national events admit only Ordinaria and Juniores cards (Event → Members…)</source>
        <translation>Ai tornei regionali e nazionali si gioca solo con tessera Ordinaria o Juniores (Evento → Tesserati…)</translation>
    </message>
    <message>
        <source>The language of the score sheets, standings and every other printout and export</source>
        <translation>La lingua degli score, delle classifiche e di ogni altra stampa ed esportazione</translation>
    </message>
    <message>
        <source>printed at the top of every page (optional)</source>
        <translation>stampato in cima a ogni pagina (facoltativo)</translation>
    </message>
    <message>
        <source>C&amp;hoose image…</source>
        <translation>Scegli imma&amp;gine…</translation>
    </message>
    <message>
        <source>A PNG or JPEG image, printed beside the club&apos;s name</source>
        <translation>Un&apos;immagine PNG o JPEG, stampata accanto al nome del circolo</translation>
    </message>
    <message>
        <source>Remove ima&amp;ge</source>
        <translation>T&amp;ogli immagine</translation>
    </message>
    <message>
        <source>Na&amp;me:</source>
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
    <message>
        <source>Even&amp;t level:</source>
        <translation>Livello FI&amp;Bur:</translation>
    </message>
    <message>
        <source>&amp;Print language:</source>
        <translation>Lingua di stam&amp;pa:</translation>
    </message>
    <message>
        <source>Cl&amp;ub name:</source>
        <translation>Ci&amp;rcolo:</translation>
    </message>
    <message>
        <source>Club logo:</source>
        <translation>Logo del circolo:</translation>
    </message>
    <message>
        <source>saved as soon as the other line confirms</source>
        <translation>salvati appena l&apos;altra linea conferma</translation>
    </message>
    <message>
        <source>Off: each sheet confirmed at a table waits for the director (Round → Sheets from the tables to review)</source>
        <translation>Disattivato: ogni segnapunti confermato al tavolo attende il direttore (Turno → Segnapunti dai tavoli da rivedere)</translation>
    </message>
    <message>
        <source>Sheets from the tab&amp;les:</source>
        <translation>Segnapunti dai ta&amp;voli:</translation>
    </message>
    <message>
        <source>no logo</source>
        <translation>nessun logo</translation>
    </message>
    <message>
        <source>The logo was not loaded: {reason}</source>
        <translation>Il logo non è stato caricato: {reason}</translation>
    </message>
    <message>
        <source>The logo was not loaded: it must be a PNG or JPEG image of at most {size} MB.</source>
        <translation>Il logo non è stato caricato: deve essere un&apos;immagine PNG o JPEG di al massimo {size} MB.</translation>
    </message>
    <message>
        <source>Club logo</source>
        <translation>Logo del circolo</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg);;All files (*)</source>
        <translation>Immagini (*.png *.jpg *.jpeg);;Tutti i file (*)</translation>
    </message>
</context>
<context>
    <name>ExtendClockDialog</name>
    <message>
        <source>e.g. a long dispute at table 4</source>
        <translation>es. una lunga contestazione al tavolo 4</translation>
    </message>
    <message>
        <source>Time left now:</source>
        <translation>Tempo rimasto ora:</translation>
    </message>
    <message>
        <source>&amp;Add:</source>
        <translation>A&amp;ggiungi:</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Motivo:</translation>
    </message>
    <message>
        <source>A negative number shortens the round.</source>
        <translation>Un numero negativo accorcia il turno.</translation>
    </message>
    <message>
        <source>&amp;Extend</source>
        <translation>&amp;Prolunga</translation>
    </message>
    <message>
        <source>Extend the clock of round {number}</source>
        <translation>Prolunga l&apos;orologio del turno {number}</translation>
    </message>
</context>
<context>
    <name>FinalCircuit</name>
    <message>
        <source>The last circuit starts with the player who must discard.</source>
        <translation>L&apos;ultimo giro inizia dal giocatore che deve scartare.</translation>
    </message>
    <message>
        <source>The last circuit starts with the partner of the player about to draw.</source>
        <translation>L&apos;ultimo giro inizia dal compagno del giocatore che sta per pescare.</translation>
    </message>
    <message>
        <source>The last circuit starts with the partner of the player who must draw; if time-out is called before the player on turn has drawn, a full circuit is played.</source>
        <translation>L&apos;ultimo giro inizia dal compagno del giocatore che deve pescare; se il tempo scade prima che il giocatore di turno abbia pescato, si gioca un giro completo.</translation>
    </message>
</context>
<context>
    <name>FormGroupsDialog</name>
    <message>
        <source>Form groups</source>
        <translation>Forma i gironi</translation>
    </message>
    <message>
        <source>The pairs in play are split by their standings after the round: the top of the ranking goes to group A, the next ones to B, and so on. Each group is then paired on its own, with its own bye. Nothing is changed before you press Form groups.</source>
        <translation>Le coppie in gioco sono divise secondo la classifica dopo il turno: le prime in classifica vanno nel girone A, le successive nel B, e così via. Poi ogni girone si abbina per conto suo, con il proprio riposo. Non cambia nulla finché non premi Forma i gironi.</translation>
    </message>
    <message>
        <source>sizes in tables</source>
        <translation>tavoli di ogni girone</translation>
    </message>
    <message>
        <source>number of groups</source>
        <translation>numero di gironi</translation>
    </message>
    <message>
        <source>proportions</source>
        <translation>proporzioni</translation>
    </message>
    <message>
        <source>Position</source>
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
        <source>After &amp;round:</source>
        <translation>Dopo il &amp;turno:</translation>
    </message>
    <message>
        <source>Form &amp;by:</source>
        <translation>&amp;Criterio:</translation>
    </message>
    <message>
        <source>&amp;Numbers:</source>
        <translation>&amp;Valori:</translation>
    </message>
    <message>
        <source>&amp;Form groups</source>
        <translation>&amp;Forma i gironi</translation>
    </message>
    <message>
        <source>the tables of group A, B, C…, e.g. 7, 9, 9</source>
        <translation>i tavoli dei gironi A, B, C…, es. 7, 9, 9</translation>
    </message>
    <message>
        <source>how many groups, e.g. 3</source>
        <translation>quanti gironi, es. 3</translation>
    </message>
    <message>
        <source>the share of each group, e.g. 30, 30, 40</source>
        <translation>la quota di ogni girone, es. 30, 30, 40</translation>
    </message>
    <message numerus="yes">
        <source>{pairs} pairs in play: %n table(s) and one bye.</source>
        <translation>
            <numerusform>{pairs} coppie in gioco: %n tavolo e un riposo.</numerusform>
            <numerusform>{pairs} coppie in gioco: %n tavoli e un riposo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{pairs} pairs in play: %n table(s).</source>
        <translation>
            <numerusform>{pairs} coppie in gioco: %n tavolo.</numerusform>
            <numerusform>{pairs} coppie in gioco: %n tavoli.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Group {group}: %n table(s), {pairs} pairs (one bye each round)</source>
        <translation>
            <numerusform>Girone {group}: %n tavolo, {pairs} coppie (un riposo a ogni turno)</numerusform>
            <numerusform>Girone {group}: %n tavoli, {pairs} coppie (un riposo a ogni turno)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Group {group}: %n table(s), {pairs} pairs</source>
        <translation>
            <numerusform>Girone {group}: %n tavolo, {pairs} coppie</numerusform>
            <numerusform>Girone {group}: %n tavoli, {pairs} coppie</numerusform>
        </translation>
    </message>
    <message>
        <source>Type whole numbers separated by commas, e.g. 7, 9, 9.</source>
        <translation>Scrivi numeri interi separati da virgole, es. 7, 9, 9.</translation>
    </message>
</context>
<context>
    <name>FreeGameDialog</name>
    <message>
        <source>Free game</source>
        <translation>Partita libera</translation>
    </message>
    <message>
        <source>Sides</source>
        <translation>Parti</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Obiettivo</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Riprendi</translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation>&amp;Elimina</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>a pair (Rossi – Bianchi) or a player</source>
        <translation>una coppia (Rossi – Bianchi) o un giocatore</translation>
    </message>
    <message>
        <source>other</source>
        <translation>altro</translation>
    </message>
    <message>
        <source>S&amp;tart</source>
        <translation>&amp;Inizia</translation>
    </message>
    <message>
        <source>Side &amp;A:</source>
        <translation>Parte &amp;A:</translation>
    </message>
    <message>
        <source>Side &amp;B:</source>
        <translation>Parte &amp;B:</translation>
    </message>
    <message>
        <source>Target &amp;score:</source>
        <translation>&amp;Punteggio obiettivo:</translation>
    </message>
    <message>
        <source>R&amp;ules:</source>
        <translation>Re&amp;gole:</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Games kept in this database:</source>
        <translation>Partite conservate in questo database:</translation>
    </message>
    <message>
        <source>%1 v %2</source>
        <translation>%1 contro %2</translation>
    </message>
    <message>
        <source>%1 won</source>
        <translation>ha vinto %1</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>pareggio</translation>
    </message>
    <message numerus="yes">
        <source>playing, %n deal(s)</source>
        <translation>
            <numerusform>in corso, %n smazzata</numerusform>
            <numerusform>in corso, %n smazzate</numerusform>
        </translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Prossima smazzata</translation>
    </message>
    <message>
        <source>Clean burracos</source>
        <translation>Burraco puliti</translation>
    </message>
    <message>
        <source>Dirty burracos</source>
        <translation>Burraco sporchi</translation>
    </message>
    <message>
        <source>Semi-clean burracos</source>
        <translation>Burraco semipuliti</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Punti carte</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Penalità</translation>
    </message>
    <message>
        <source>Pozzetto taken</source>
        <translation>Pozzetto preso</translation>
    </message>
    <message>
        <source>&amp;Closed by:</source>
        <translation>Chiu&amp;sa da:</translation>
    </message>
    <message>
        <source>&amp;Add deal</source>
        <translation>&amp;Aggiungi smazzata</translation>
    </message>
    <message>
        <source>C&amp;orrect last deal</source>
        <translation>&amp;Correggi l&apos;ultima smazzata</translation>
    </message>
    <message>
        <source>Re&amp;move last deal</source>
        <translation>&amp;Elimina l&apos;ultima smazzata</translation>
    </message>
    <message>
        <source>&amp;Print pad…</source>
        <translation>Stam&amp;pa il blocco…</translation>
    </message>
    <message>
        <source>All &amp;games</source>
        <translation>&amp;Tutte le partite</translation>
    </message>
    <message>
        <source>%1 v %2 — to %3</source>
        <translation>%1 contro %2 — a %3</translation>
    </message>
    <message>
        <source>nobody (stock exhausted)</source>
        <translation>nessuno (tallone esaurito)</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>%1 %2 – %3 %4</source>
        <translation>%1 %2 – %3 %4</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>Vince %1!</translation>
    </message>
    <message>
        <source>A draw: both reached the target with the same total.</source>
        <translation>Pareggio: entrambe le parti hanno raggiunto l&apos;obiettivo con lo stesso totale.</translation>
    </message>
    <message>
        <source>To the target: %1 needs %2, %3 needs %4</source>
        <translation>All&apos;obiettivo mancano: %2 a %1, %4 a %3</translation>
    </message>
    <message>
        <source>Check the deal; if it is right, add it again to confirm.</source>
        <translation>Controlla la smazzata; se è giusta, aggiungila di nuovo per confermare.</translation>
    </message>
    <message>
        <source>&amp;Add deal anyway</source>
        <translation>&amp;Aggiungi comunque</translation>
    </message>
    <message>
        <source>Deal %1 (correcting)</source>
        <translation>Smazzata %1 (correzione)</translation>
    </message>
    <message>
        <source>S&amp;ave correction</source>
        <translation>Salva la c&amp;orrezione</translation>
    </message>
    <message>
        <source>Print the score pad</source>
        <translation>Stampa il blocco segnapunti</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>score pad</source>
        <translation>blocco segnapunti</translation>
    </message>
    <message>
        <source>Written: %1</source>
        <translation>Scritto: %1</translation>
    </message>
</context>
<context>
    <name>GroupsActions</name>
    <message>
        <source>Form &amp;groups…</source>
        <translation>Forma i &amp;gironi…</translation>
    </message>
    <message>
        <source>Split the pairs into groups (gironi) by the standings</source>
        <translation>Dividi le coppie in gironi secondo la classifica</translation>
    </message>
    <message>
        <source>Clea&amp;r groups…</source>
        <translation>&amp;Elimina i gironi…</translation>
    </message>
    <message numerus="yes">
        <source>{group}: %n table(s)</source>
        <translation>
            <numerusform>{group}: %n tavolo</numerusform>
            <numerusform>{group}: %n tavoli</numerusform>
        </translation>
    </message>
    <message>
        <source>Groups formed after round {round} ({groups}). Ctrl+Z takes them back.</source>
        <translation>Gironi formati dopo il turno {round} ({groups}). Ctrl+Z li annulla.</translation>
    </message>
    <message>
        <source>Clear the groups? No pair will be in a group any more, and the next rounds are paired over the whole field. (Groups typed by hand in the pairs are cleared too.)</source>
        <translation>Eliminare i gironi? Nessuna coppia sarà più in un girone, e i prossimi turni si abbinano su tutto il campo. (Vengono cancellati anche i gironi scritti a mano nelle coppie.)</translation>
    </message>
    <message>
        <source>Clear groups</source>
        <translation>Elimina i gironi</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>History of pair {number}</source>
        <translation>Storico della coppia {number}</translation>
    </message>
    <message>
        <source>After round {round}, in progress: the sheets in so far</source>
        <translation>Dopo il turno {round}, in corso: i segnapunti consegnati finora</translation>
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
    <name>HowTheEveningGoesDialog</name>
    <message>
        <source>How the evening goes</source>
        <translation>Come si svolge la serata</translation>
    </message>
    <message>
        <source>Create the tournament</source>
        <translation>Crea il torneo</translation>
    </message>
    <message>
        <source>Register the pairs</source>
        <translation>Iscrivi le coppie</translation>
    </message>
    <message>
        <source>Make the round</source>
        <translation>Prepara il turno</translation>
    </message>
    <message>
        <source>Start the clock</source>
        <translation>Avvia l&apos;orologio</translation>
    </message>
    <message>
        <source>{start}: the round&apos;s time starts. {display} shows the big clock on a projector or a second screen. From the same menu you can pause, extend the round or give one table extra time.</source>
        <translation>{start}: parte il tempo del turno. {display} mostra il grande orologio su un proiettore o su un secondo schermo. Dallo stesso menu puoi mettere in pausa, prolungare il turno o dare tempo in più a un tavolo.</translation>
    </message>
    <message>
        <source>Enter the score sheets</source>
        <translation>Inserisci i segnapunti</translation>
    </message>
    <message>
        <source>Correct a mistake</source>
        <translation>Correggi un errore</translation>
    </message>
    <message>
        <source>{new} ({new_key}): give the name, the date and the venue. The usual settings are ready: 3 deals of 15 minutes, the FIBUR scale, a bye worth 14 VP, 3 Mitchell rounds then 2 Danish. Everything can be changed later in {settings}.</source>
        <translation>{new} ({new_key}): scrivi il nome, la data e il luogo. Le impostazioni abituali sono già pronte: 3 smazzate da 15 minuti, la scala FIBUR, riposo da 14 VP, 3 turni Mitchell e poi 2 danesi. Tutto si può cambiare in seguito da {settings}.</translation>
    </message>
    <message>
        <source>On the {pairs} page, add each pair as it arrives ({add}, {add_key}), or import the list from a spreadsheet ({import_}, {import_key}): every problem row is shown before anything is saved. A pair that arrives after round 1 joins at the next round; a pair that leaves is withdrawn and keeps its results.</source>
        <translation>Nella pagina {pairs} aggiungi ogni coppia man mano che arriva ({add}, {add_key}), oppure importa l&apos;elenco da un foglio di calcolo ({import_}, {import_key}): ogni riga con un problema viene mostrata prima di salvare qualsiasi cosa. Una coppia che arriva dopo il primo turno entra dal turno successivo; una coppia che se ne va viene ritirata e conserva i suoi risultati.</translation>
    </message>
    <message>
        <source>{next} ({next_key}) seats the round from the plan, or with another movement for this round only. Check it by table and by player name; before play starts you can swap two pairs or two tables. Print the seats, the table cards and the score sheets from {print_} ({print_key} for the score sheets).</source>
        <translation>{next} ({next_key}) assegna i posti del turno secondo il programma, oppure con un altro movimento solo per questo turno. Controllalo per tavolo e per nome del giocatore; prima che si inizi a giocare puoi scambiare due coppie o due tavoli. Stampa i posti, i cartellini dei tavoli e i segnapunti da {print_} ({print_key} per i segnapunti).</translation>
    </message>
    <message>
        <source>On the {sheets_page} page, type the table number and press Enter. For each deal enter the burracos, who closed, the card points, the pozzetto and any penalty, then save ({save_key}). Every number is checked; MP, the difference and the VP are worked out for you.</source>
        <translation>Nella pagina {sheets_page} scrivi il numero del tavolo e premi Invio. Per ogni smazzata inserisci i burraco, chi ha chiuso, i punti carte, il pozzetto e le eventuali penalità, poi salva ({save_key}). Ogni numero viene controllato; MP, differenza e VP li calcola il programma.</translation>
    </message>
    <message>
        <source>Open the saved sheet again, change it and give a reason: the standings follow at once. {log} keeps who changed what, when, the old and the new score and why. A change just made can be undone with {undo_key}.</source>
        <translation>Riapri il segnapunti salvato, correggilo e indica il motivo: la classifica si aggiorna subito. {log} conserva chi ha cambiato cosa, quando, il punteggio vecchio e quello nuovo e il perché. Una modifica appena fatta si annulla con {undo_key}.</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classifica</translation>
    </message>
    <message>
        <source>The {standings_page} page is up to date after every sheet, with the tie-breaks shown. Double-click a pair for its round-by-round history; an adjustment (VP or MP, with a reason) is added from the same page.</source>
        <translation>La pagina {standings_page} è aggiornata dopo ogni segnapunti, con gli spareggi indicati. Fai doppio clic su una coppia per il suo storico turno per turno; una rettifica (VP o MP, con il motivo) si aggiunge dalla stessa pagina.</translation>
    </message>
    <message>
        <source>Print and close the evening</source>
        <translation>Stampa e chiudi la serata</translation>
    </message>
    <message>
        <source>Then the next round, from step 3. At the end, {print_} gives the standings, the round results, the pair histories and the workbook (.xlsx) for the federation or the club. Everything is saved as you go: there is nothing to save on closing.</source>
        <translation>Poi il turno successivo, dal punto 3. Alla fine {print_} ti dà la classifica, i risultati dei turni, gli storici delle coppie e la cartella di lavoro (.xlsx) per la federazione o il circolo. Tutto viene salvato man mano: alla chiusura non c&apos;è niente da salvare.</translation>
    </message>
    <message>
        <source>A club evening, in the order the director meets it.</source>
        <translation>Una serata al circolo, nell&apos;ordine in cui la vive il direttore.</translation>
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
        <source>Columns read, by their name in the header row (capitals, spaces and accents do not matter): Pair / Number · Player 1 / Name 1 (or Surname 1 and Name 1) · Club 1 · Member id 1 · Player 2 / Name 2 (or Surname 2 and Name 2) · Club 2 · Member id 2 · Club / Category (of both players) · Group. Other columns are ignored.</source>
        <translation>Colonne lette, in base al nome nella riga d&apos;intestazione (maiuscole, spazi e accenti non contano): Coppia / Numero · Giocatore 1 / Nome 1 (o Cognome 1 e Nome 1) · Circolo 1 · Tessera 1 · Giocatore 2 / Nome 2 (o Cognome 2 e Nome 2) · Circolo 2 · Tessera 2 · Circolo / Categoria (di entrambi i giocatori) · Girone. Le altre colonne sono ignorate.</translation>
    </message>
    <message>
        <source>The file is not UTF-8 text: it was read as {encoding}, which is a guess. Check the accented letters of the names; if they are wrong, save the file as CSV UTF-8.</source>
        <translation>Il file non è in UTF-8: è stato letto come {encoding}, ma è solo un&apos;ipotesi. Controlla le lettere accentate dei nomi; se sono sbagliate, salva il file come CSV UTF-8.</translation>
    </message>
    <message>
        <source>The sheets {sheets} also list pairs and were not read.</source>
        <translation>Anche i fogli {sheets} contengono coppie e non sono stati letti.</translation>
    </message>
    <message>
        <source>{bad} of {count} rows have problems (highlighted). Correct them in the table (double-click a cell), or import only the good rows: nothing is saved until you press Import.</source>
        <translation>{bad} righe su {count} hanno problemi (evidenziate). Correggile nella tabella (doppio clic su una cella) o importa solo le righe valide: nulla viene salvato finché non premi Importa.</translation>
    </message>
    <message>
        <source>&amp;Import {count} pairs</source>
        <translation>&amp;Importa {count} coppie</translation>
    </message>
    <message>
        <source>Import the {good} &amp;good rows, skip {bad}</source>
        <translation>Importa le {good} righe &amp;valide, salta le {bad} con problemi</translation>
    </message>
    <message numerus="yes">
        <source>Importing %Ln pair(s)…</source>
        <translation>
            <numerusform>Importazione di %Ln coppia…</numerusform>
            <numerusform>Importazione di %Ln coppie…</numerusform>
        </translation>
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
        <source>Region</source>
        <translation>Regione</translation>
    </message>
    <message>
        <source>Province</source>
        <translation>Provincia</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Categoria</translation>
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
    <name>LineupDialog</name>
    <message>
        <source>Line-up for round {number}</source>
        <translation>Formazione per il turno {number}</translation>
    </message>
    <message>
        <source>&amp;Team:</source>
        <translation>&amp;Squadra:</translation>
    </message>
    <message>
        <source>Each pair of the team once: the places are the team-event seating of the match.</source>
        <translation>Ogni coppia della squadra una volta: i posti sono quelli dell&apos;incontro a squadre.</translation>
    </message>
    <message>
        <source>Pair {number}</source>
        <translation>Coppia {number}</translation>
    </message>
    <message>
        <source>Table {table}, {line}:</source>
        <translation>Tavolo {table}, {line}:</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Open database…</source>
        <translation>A&amp;pri database…</translation>
    </message>
    <message>
        <source>New &amp;database file…</source>
        <translation>Nuovo file &amp;database…</translation>
    </message>
    <message>
        <source>Free &amp;game…</source>
        <translation>Partita &amp;libera…</translation>
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
        <source>&amp;How the evening goes</source>
        <translation>&amp;Come si svolge la serata</translation>
    </message>
    <message>
        <source>&amp;About Burraco Tourney</source>
        <translation>&amp;Informazioni su Burraco Tourney</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <source>&amp;Corrections log…</source>
        <translation>Registro delle &amp;correzioni…</translation>
    </message>
    <message>
        <source>&amp;VP scales…</source>
        <translation>Scale &amp;VP…</translation>
    </message>
    <message>
        <source>Sheets from the tables to re&amp;view…</source>
        <translation>Segnapunti dai tavoli da ri&amp;vedere…</translation>
    </message>
    <message>
        <source>The tables&apos; phones &amp;send sheets</source>
        <translation>I telefoni dei tavoli &amp;inviano i segnapunti</translation>
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
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
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
        <source>&amp;Members…</source>
        <translation>&amp;Tesserati…</translation>
    </message>
    <message>
        <source>&amp;Circuits…</source>
        <translation>&amp;Circuiti…</translation>
    </message>
    <message>
        <source>&amp;Teams…</source>
        <translation>&amp;Squadre…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Visuali&amp;zza</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>L&amp;ingua</translation>
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
        <translation>&amp;Svuota l&apos;elenco</translation>
    </message>
    <message>
        <source>The settings are saved. Rounds {rounds} were paired on the standings before this change: look at them again if they are not played yet.</source>
        <translation>Impostazioni salvate. I turni {rounds} sono stati accoppiati sulla classifica precedente a questa modifica: ricontrollali se non sono ancora stati giocati.</translation>
    </message>
    <message>
        <source>The settings are saved. The groups were formed on the standings after round {round}, before this change: form them again if they should follow the new standings.</source>
        <translation>Le impostazioni sono salvate. I gironi sono stati formati sulla classifica dopo il turno {round}, prima di questa modifica: formali di nuovo se devono seguire la nuova classifica.</translation>
    </message>
    <message>
        <source>No round yet: the tables get their links when a round is made.</source>
        <translation>Nessun turno ancora: i tavoli ricevono i loro link quando si crea un turno.</translation>
    </message>
    <message>
        <source>The tables&apos; phones &amp;send round {round}&apos;s sheets</source>
        <translation>I telefoni dei tavoli &amp;inviano i segnapunti del turno {round}</translation>
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
    <message numerus="yes">
        <source>{name}: %n pair(s)</source>
        <translation>
            <numerusform>{name}: %n coppia</numerusform>
            <numerusform>{name}: %n coppie</numerusform>
        </translation>
    </message>
    <message>
        <source>Burraco Tourney</source>
        <translation>Burraco Tourney</translation>
    </message>
    <message>
        <source>{database} on {host}</source>
        <translation>{database} su {host}</translation>
    </message>
    <message>
        <source>New tourn&amp;ament…</source>
        <translation>&amp;Nuovo torneo…</translation>
    </message>
    <message>
        <source>S&amp;witch tournament…</source>
        <translation>&amp;Cambia torneo…</translation>
    </message>
    <message>
        <source>Re&amp;fresh</source>
        <translation>A&amp;ggiorna</translation>
    </message>
    <message>
        <source>T&amp;able links…</source>
        <translation>&amp;Link dei tavoli…</translation>
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
    <message>
        <source>A score sheet is waiting for the server to come back and is not saved yet. Close anyway and lose it?</source>
        <translation>Un foglio segnapunti aspetta che il server torni e non è ancora salvato. Chiudere comunque e perderlo?</translation>
    </message>
    <message>
        <source>Close and lose it</source>
        <translation>Chiudi e perdilo</translation>
    </message>
    <message>
        <source>Connect to a ser&amp;ver…</source>
        <translation>Connetti a un ser&amp;ver…</translation>
    </message>
</context>
<context>
    <name>MemberDialog</name>
    <message>
        <source>Member</source>
        <translation>Tesserato</translation>
    </message>
    <message>
        <source>New member</source>
        <translation>Nuovo tesserato</translation>
    </message>
    <message>
        <source>Member &amp;id:</source>
        <translation>N. &amp;tessera:</translation>
    </message>
    <message>
        <source>&amp;Surname:</source>
        <translation>&amp;Cognome:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <source>&amp;Club:</source>
        <translation>C&amp;ircolo:</translation>
    </message>
    <message>
        <source>Re&amp;gion:</source>
        <translation>Re&amp;gione:</translation>
    </message>
    <message>
        <source>&amp;Province:</source>
        <translation>&amp;Provincia:</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>non nota</translation>
    </message>
    <message>
        <source>Card &amp;type:</source>
        <translation>Tipo di tesse&amp;ra:</translation>
    </message>
    <message>
        <source>e.g. 31/12/2026</source>
        <translation>es. 31/12/2026</translation>
    </message>
    <message>
        <source>&amp;Valid until:</source>
        <translation>&amp;Scadenza:</translation>
    </message>
    <message>
        <source>Categor&amp;y:</source>
        <translation>Categori&amp;a:</translation>
    </message>
    <message>
        <source>N&amp;otes:</source>
        <translation>N&amp;ote:</translation>
    </message>
    <message>
        <source>“{date}” is not a date: write it as 31/12/2026.</source>
        <translation>«{date}» non è una data: scrivila come 31/12/2026.</translation>
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
        <translation>di circolo</translation>
    </message>
    <message>
        <source>federal</source>
        <translation>federale</translation>
    </message>
    <message>
        <source>regional</source>
        <translation>regionale</translation>
    </message>
    <message>
        <source>national</source>
        <translation>nazionale</translation>
    </message>
    <message>
        <source>member id</source>
        <translation>n. tessera</translation>
    </message>
    <message>
        <source>surname</source>
        <translation>cognome</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nome</translation>
    </message>
    <message>
        <source>region</source>
        <translation>regione</translation>
    </message>
    <message>
        <source>province</source>
        <translation>provincia</translation>
    </message>
    <message>
        <source>card type</source>
        <translation>tipo di tessera</translation>
    </message>
    <message>
        <source>valid until</source>
        <translation>scadenza</translation>
    </message>
    <message>
        <source>category</source>
        <translation>categoria</translation>
    </message>
    <message>
        <source>notes</source>
        <translation>note</translation>
    </message>
</context>
<context>
    <name>MembersDialog</name>
    <message>
        <source>Members</source>
        <translation>Tesserati</translation>
    </message>
    <message>
        <source>Search by name, club or member id</source>
        <translation>Cerca per nome, circolo o n. tessera</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Aggiungi…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Modifica…</translation>
    </message>
    <message>
        <source>&amp;Merge…</source>
        <translation>&amp;Unisci…</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Elimina</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importa…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>Es&amp;porta…</translation>
    </message>
    <message>
        <source>C&amp;opy the list</source>
        <translation>C&amp;opia l&apos;elenco</translation>
    </message>
    <message>
        <source>Save as &amp;PDF to print…</source>
        <translation>&amp;Salva in PDF da stampare…</translation>
    </message>
    <message>
        <source>Event &amp;level:</source>
        <translation>&amp;Livello del torneo:</translation>
    </message>
    <message>
        <source>&amp;Register</source>
        <translation>&amp;Tesserati</translation>
    </message>
    <message>
        <source>Membership c&amp;heck</source>
        <translation>&amp;Verifica delle tessere</translation>
    </message>
    <message numerus="yes">
        <source>%n member(s)</source>
        <translation>
            <numerusform>%n tesserato</numerusform>
            <numerusform>%n tesserati</numerusform>
        </translation>
    </message>
    <message>
        <source>{shown} of {total}</source>
        <translation>{shown} di {total}</translation>
    </message>
    <message>
        <source>{warnings}

Add the member all the same?</source>
        <translation>{warnings}

Aggiungere comunque il tesserato?</translation>
    </message>
    <message>
        <source>Add all the same</source>
        <translation>Aggiungi comunque</translation>
    </message>
    <message numerus="yes">
        <source>Corrected in %n pair(s).</source>
        <translation>
            <numerusform>Corretto in %n coppia.</numerusform>
            <numerusform>Corretto in %n coppie.</numerusform>
        </translation>
    </message>
    <message>
        <source>Check a&amp;gain</source>
        <translation>&amp;Ricontrolla</translation>
    </message>
    <message numerus="yes">
        <source>%n finished tournament(s) keep the name as it was played.</source>
        <translation>
            <numerusform>%n torneo concluso mantiene il nome con cui si è giocato.</numerusform>
            <numerusform>%n tornei conclusi mantengono il nome con cui si è giocato.</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved there:
{changes}</source>
        <translation>Salvato là:
{changes}</translation>
    </message>
    <message>
        <source>The form now shows what was saved there, and what you typed here is kept. Save again to keep your change.</source>
        <translation>La scheda del tesserato ora mostra quanto salvato là, e quello che hai scritto qui resta. Salva di nuovo per tenere la tua modifica.</translation>
    </message>
    <message>
        <source>Changed at another station</source>
        <translation>Modificato da un&apos;altra postazione</translation>
    </message>
    <message>
        <source>No two members look like one person. To merge two records anyway, select both in the list (Ctrl+click) and press Merge.</source>
        <translation>Nessuna coppia di schede sembra la stessa persona. Per unire comunque due schede, selezionale entrambe nell&apos;elenco (Ctrl+clic) e premi Unisci.</translation>
    </message>
    <message>
        <source>Delete {member} from the register? The tournaments already played keep the player as played.</source>
        <translation>Eliminare {member} dall&apos;anagrafica? I tornei già giocati conservano il giocatore com&apos;era.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Elimina</translation>
    </message>
    <message>
        <source>Import a member list</source>
        <translation>Importa un elenco di tesserati</translation>
    </message>
    <message>
        <source>Member lists (*.xlsx *.csv);;All files (*)</source>
        <translation>Elenchi di tesserati (*.xlsx *.csv);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Export the register</source>
        <translation>Esporta l&apos;anagrafica</translation>
    </message>
    <message>
        <source>members.xlsx</source>
        <translation>tesserati.xlsx</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx);;CSV file (*.csv)</source>
        <translation>Cartella di Excel (*.xlsx);;File CSV (*.csv)</translation>
    </message>
    <message>
        <source>{members} exported to {file}.</source>
        <translation>{members} esportati in {file}.</translation>
    </message>
    <message>
        <source>{count} for a {level} event on {day}:</source>
        <translation>{count} per un torneo {level} del {day}:</translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n avviso</numerusform>
            <numerusform>%n avvisi</numerusform>
        </translation>
    </message>
    <message>
        <source>Every player may play a {level} event on {day}.</source>
        <translation>Tutti i giocatori possono giocare un torneo {level} del {day}.</translation>
    </message>
    <message>
        <source>Save the membership check</source>
        <translation>Salva la verifica delle tessere</translation>
    </message>
    <message>
        <source>membership check - {tournament}.pdf</source>
        <translation>verifica tessere - {tournament}.pdf</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>File PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Membership check</source>
        <translation>Verifica delle tessere</translation>
    </message>
    <message>
        <source>The PDF could not be written to {file}.</source>
        <translation>Non è stato possibile scrivere il PDF in {file}.</translation>
    </message>
</context>
<context>
    <name>MembersImportDialog</name>
    <message>
        <source>Import members: {file}</source>
        <translation>Importa tesserati: {file}</translation>
    </message>
    <message>
        <source>What changes</source>
        <translation>Cosa cambia</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Dettagli</translation>
    </message>
    <message numerus="yes">
        <source>Problems (%n)</source>
        <translation>
            <numerusform>Problemi (%n)</numerusform>
            <numerusform>Problemi (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>New members (%n)</source>
        <translation>
            <numerusform>Nuovi tesserati (%n)</numerusform>
            <numerusform>Nuovi tesserati (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>row {row}</source>
        <translation>riga {row}</translation>
    </message>
    <message numerus="yes">
        <source>Changed members (%n)</source>
        <translation>
            <numerusform>Tesserati modificati (%n)</numerusform>
            <numerusform>Tesserati modificati (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>{field}: {old} → {new}</source>
        <translation>{field}: {old} → {new}</translation>
    </message>
    <message numerus="yes">
        <source>Unchanged (%n)</source>
        <translation>
            <numerusform>Invariati (%n)</numerusform>
            <numerusform>Invariati (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importa</translation>
    </message>
    <message>
        <source>Nothing can be imported while the file has problems: correct them and import again.</source>
        <translation>Non si importa nulla finché il file ha problemi: correggili e importa di nuovo.</translation>
    </message>
    <message>
        <source>The register already has every member of the file as it is.</source>
        <translation>L&apos;anagrafica ha già tutti i tesserati del file, così come sono.</translation>
    </message>
    <message>
        <source>Import adds {new} and updates {changed}; nothing else changes.</source>
        <translation>L&apos;importazione aggiunge {new} e aggiorna {changed}; nient&apos;altro cambia.</translation>
    </message>
    <message numerus="yes">
        <source>%n new member(s)</source>
        <translation>
            <numerusform>%n nuovo tesserato</numerusform>
            <numerusform>%n nuovi tesserati</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n member(s)</source>
        <translation>
            <numerusform>%n tesserato</numerusform>
            <numerusform>%n tesserati</numerusform>
        </translation>
    </message>
    <message>
        <source>valid until {date}</source>
        <translation>scadenza {date}</translation>
    </message>
</context>
<context>
    <name>MembersTableModel</name>
    <message>
        <source>Member id</source>
        <translation>N. tessera</translation>
    </message>
    <message>
        <source>Surname</source>
        <translation>Cognome</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Circolo</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Regione</translation>
    </message>
    <message>
        <source>Province</source>
        <translation>Provincia</translation>
    </message>
    <message>
        <source>Card type</source>
        <translation>Tipo di tessera</translation>
    </message>
    <message>
        <source>Valid until</source>
        <translation>Scadenza</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Categoria</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Note</translation>
    </message>
</context>
<context>
    <name>MergeDialog</name>
    <message>
        <source>Merge two members</source>
        <translation>Unisci due tesserati</translation>
    </message>
    <message>
        <source>The record kept keeps its data (and takes the ones it lacks from the other); the players of the other are linked to it, and the other record goes.</source>
        <translation>La scheda tenuta conserva i suoi dati (quelli mancanti li prende dall&apos;altra); i giocatori dell&apos;altra scheda passano a questa, e l&apos;altra viene eliminata.</translation>
    </message>
    <message>
        <source>&amp;Merge</source>
        <translation>&amp;Unisci</translation>
    </message>
    <message>
        <source>Probably one person:</source>
        <translation>Probabilmente una sola persona:</translation>
    </message>
    <message>
        <source>Keep:</source>
        <translation>Tieni:</translation>
    </message>
    <message>
        <source> (the same member id)</source>
        <translation> (stesso numero di tessera)</translation>
    </message>
    <message>
        <source> (the same name and club)</source>
        <translation> (stesso nome e circolo)</translation>
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
        <source>round robin</source>
        <translation>all&apos;italiana</translation>
    </message>
    <message>
        <source>manual</source>
        <translation>manuale</translation>
    </message>
    <message>
        <source>North–South</source>
        <translation>Nord–Sud</translation>
    </message>
    <message>
        <source>East–West</source>
        <translation>Est–Ovest</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>ritirata</translation>
    </message>
    <message>
        <source>active</source>
        <translation>attiva</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>All&apos;italiana</translation>
    </message>
    <message>
        <source>Manual</source>
        <translation>Manuale</translation>
    </message>
    <message>
        <source>alphabetically (surname of the first player)</source>
        <translation>in ordine alfabetico (cognome del primo giocatore)</translation>
    </message>
    <message>
        <source>at random</source>
        <translation>a sorteggio</translation>
    </message>
    <message>
        <source>by pair number</source>
        <translation>per numero di coppia</translation>
    </message>
    <message>
        <source>club</source>
        <translation>circolo</translation>
    </message>
    <message>
        <source>province</source>
        <translation>provincia</translation>
    </message>
    <message>
        <source>region</source>
        <translation>regione</translation>
    </message>
    <message>
        <source>pairs drawn at random, seed {seed}</source>
        <translation>coppie sorteggiate, seme {seed}</translation>
    </message>
    <message>
        <source>pairs loaded {order}</source>
        <translation>coppie caricate {order}</translation>
    </message>
    <message>
        <source>kept apart by {what}</source>
        <translation>separate per {what}</translation>
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
        <source>table {table}</source>
        <translation>tavolo {table}</translation>
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
    <name>NewCircuitDialog</name>
    <message>
        <source>New circuit</source>
        <translation>Nuovo circuito</translation>
    </message>
    <message>
        <source>e.g. Winter circuit 2026</source>
        <translation>es. Circuito invernale 2026</translation>
    </message>
    <message>
        <source>the evening&apos;s VP</source>
        <translation>i VP della serata</translation>
    </message>
    <message>
        <source>points by position</source>
        <translation>punti per posizione</translation>
    </message>
    <message>
        <source>1st, 2nd, 3rd…: e.g. 25, 20, 16, 14, 12, 10</source>
        <translation>1°, 2°, 3°…: es. 25, 20, 16, 14, 12, 10</translation>
    </message>
    <message>
        <source>every evening</source>
        <translation>tutte le serate</translation>
    </message>
    <message>
        <source>optional: the final&apos;s own table, e.g. 50, 40, 32</source>
        <translation>facoltativa: la tabella propria della finale, es. 50, 40, 32</translation>
    </message>
    <message>
        <source>share the points of their places: (20 + 16) / 2 = 18</source>
        <translation>si dividono i punti dei loro posti: (20 + 16) / 2 = 18</translation>
    </message>
    <message>
        <source>each keep the points of their place</source>
        <translation>prendono ciascuna tutti i punti del posto</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <source>&amp;Points:</source>
        <translation>&amp;Punti:</translation>
    </message>
    <message>
        <source>Points by p&amp;osition:</source>
        <translation>Punti per p&amp;osizione:</translation>
    </message>
    <message>
        <source>&amp;Evenings that count (the best):</source>
        <translation>&amp;Serate che contano (le migliori):</translation>
    </message>
    <message>
        <source>The &amp;final counts:</source>
        <translation>La &amp;finale conta:</translation>
    </message>
    <message>
        <source>The final&apos;s &amp;table:</source>
        <translation>&amp;Tabella della finale:</translation>
    </message>
    <message>
        <source>Pairs tied on an e&amp;vening:</source>
        <translation>Coppie a pari &amp;merito in una serata:</translation>
    </message>
    <message>
        <source>Ties in the circuit, after the points, &amp;broken by:</source>
        <translation>Parità nel circuito, dopo i punti, &amp;decise da:</translation>
    </message>
    <message>
        <source>&amp;Create</source>
        <translation>&amp;Crea</translation>
    </message>
    <message>
        <source>Write the points as whole numbers separated by commas: 25, 20, 16.</source>
        <translation>Scrivi i punti come numeri interi separati da virgole: 25, 20, 16.</translation>
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
        <translation>L&apos;evento</translation>
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
        <source>The rules, deals per round, time, the VP scale and what a bye is worth.</source>
        <translation>Regolamento, smazzate per turno, tempo, scala VP e valore del riposo.</translation>
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
        <source>Press &quot;{finish}&quot; now to use the usual settings: 3 deals of 15 minutes, the FIBUR 3-deal scale, a bye worth 14 VP, 3 Mitchell rounds then 2 Danish. Or press &quot;{next}&quot; to check them. Everything can be changed later in Tournament settings.</source>
        <translation>Premi «{finish}» per usare subito le impostazioni abituali: 3 smazzate da 15 minuti, la scala FIBUR a 3 smazzate, riposo da 14 VP, 3 turni Mitchell e poi 2 danesi. Oppure premi «{next}» per controllarle. Tutto si può cambiare in seguito nelle Impostazioni del torneo.</translation>
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
        <source>As planned: {movement} (the plan&apos;s last phase goes on)</source>
        <translation>Come da programma: {movement} (prosegue l&apos;ultima fase)</translation>
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
        <source>Make &amp;round {number}</source>
        <translation>&amp;Crea il turno {number}</translation>
    </message>
    <message>
        <source>Seating of the first round</source>
        <translation>Disposizione del primo turno</translation>
    </message>
    <message>
        <source>The same seed draws the same seating again.</source>
        <translation>Con lo stesso seme il sorteggio dà la stessa disposizione.</translation>
    </message>
    <message>
        <source>&amp;club</source>
        <translation>circ&amp;olo</translation>
    </message>
    <message>
        <source>pro&amp;vince</source>
        <translation>pro&amp;vincia</translation>
    </message>
    <message>
        <source>re&amp;gion</source>
        <translation>re&amp;gione</translation>
    </message>
    <message>
        <source>Pairs of the same club, province or region do not meet in the first round where the field allows it; in a Mitchell they stay apart the whole phase where they fit on one line.</source>
        <translation>Le coppie dello stesso circolo, della stessa provincia o regione non si incontrano al primo turno, se il numero di coppie lo consente; nel Mitchell restano separate per tutta la fase quando entrano tutte in una stessa linea (NS o EO).</translation>
    </message>
    <message>
        <source>&amp;Load pairs:</source>
        <translation>Carica le co&amp;ppie:</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>S&amp;eme:</translation>
    </message>
    <message>
        <source>Keep apart by:</source>
        <translation>Separa per:</translation>
    </message>
    <message>
        <source>A Danish round pairs on the standings: neighbours in the ranking meet (first against second, third against fourth, …) without repeating a match of the previous round. Before round 1 there are no standings, so the pairs meet in number order.</source>
        <translation>Un turno danese accoppia sulla classifica: si incontrano le coppie vicine in classifica (prima contro seconda, terza contro quarta, …) senza ripetere un incontro del turno precedente. Prima del turno 1 non c&apos;è classifica, quindi le coppie si incontrano in ordine di numero.</translation>
    </message>
    <message>
        <source>A Danish round pairs on the standings: neighbours in the ranking meet (first against second, third against fourth, …) without repeating a match of the previous round, so every table of round {previous} must have its result first.</source>
        <translation>Un turno danese accoppia sulla classifica: si incontrano le coppie vicine in classifica (prima contro seconda, terza contro quarta, …) senza ripetere un incontro del turno precedente, quindi ogni tavolo del turno {previous} deve prima avere il suo risultato.</translation>
    </message>
    <message>
        <source>A Swiss round pairs on the standings: each pair meets the nearest pair in the ranking that it has not met yet. Before round 1 there are no standings, so the pairs meet in number order.</source>
        <translation>Un turno svizzero accoppia sulla classifica: ogni coppia incontra la coppia più vicina in classifica che non ha ancora incontrato. Prima del turno 1 non c&apos;è classifica, quindi le coppie si incontrano in ordine di numero.</translation>
    </message>
    <message>
        <source>A Swiss round pairs on the standings: each pair meets the nearest pair in the ranking that it has not met yet, so every table of round {previous} must have its result first.</source>
        <translation>Un turno svizzero accoppia sulla classifica: ogni coppia incontra la coppia più vicina in classifica che non ha ancora incontrato, quindi ogni tavolo del turno {previous} deve prima avere il suo risultato.</translation>
    </message>
    <message>
        <source>In a round robin every pair meets every other pair once, on a fixed schedule that does not depend on the results, so this round does not wait for any score sheet.</source>
        <translation>Nel girone all&apos;italiana ogni coppia incontra una volta tutte le altre, secondo un calendario fisso che non dipende dai risultati, quindi questo turno non aspetta nessun segnapunti.</translation>
    </message>
    <message>
        <source>A Mitchell round follows its fixed scheme: the pairs move from table to table whatever the results, so it does not wait for any score sheet.</source>
        <translation>Un turno Mitchell segue il suo schema fisso: le coppie passano da un tavolo all&apos;altro qualunque siano i risultati, quindi non aspetta nessun segnapunti.</translation>
    </message>
    <message>
        <source>Until a score sheet is in, pairs and tables can be swapped. A round made by mistake can be deleted as long as it is the last one.</source>
        <translation>Finché nessun segnapunti è consegnato, coppie e tavoli si possono scambiare. Un turno creato per errore si può cancellare finché è l&apos;ultimo.</translation>
    </message>
    <message>
        <source>groups of {numbers} tables</source>
        <translation>gironi da {numbers} tavoli</translation>
    </message>
    <message numerus="yes">
        <source>%n group(s)</source>
        <translation>
            <numerusform>%n girone</numerusform>
            <numerusform>%n gironi</numerusform>
        </translation>
    </message>
    <message>
        <source>groups in the shares {numbers}</source>
        <translation>gironi nelle proporzioni {numbers}</translation>
    </message>
    <message>
        <source>This round begins the plan&apos;s phase in groups: {rule} are formed now from the standings after round {previous} (Round → Form groups… forms them otherwise first), and each group is paired on its own.</source>
        <translation>Questo turno apre la fase a gironi del programma: {rule} vengono formati ora dalla classifica dopo il turno {previous} (per formarli diversamente, prima Turno → Forma i gironi…), e ogni girone si abbina per conto suo.</translation>
    </message>
    <message numerus="yes">
        <source>{group}: %n table(s)</source>
        <translation>
            <numerusform>{group}: %n tavolo</numerusform>
            <numerusform>{group}: %n tavoli</numerusform>
        </translation>
    </message>
    <message>
        <source>Paired within the groups formed after round {round}: {groups}.</source>
        <translation>Si abbina all&apos;interno dei gironi formati dopo il turno {round}: {groups}.</translation>
    </message>
    <message>
        <source>&amp;Movement:</source>
        <translation>&amp;Movimento:</translation>
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
        <source>Add new players to the member &amp;register</source>
        <translation>Aggiungi i nuovi giocatori all&apos;anagrafica dei &amp;tesserati</translation>
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
        <source>Save and add &amp;another</source>
        <translation>Salva e aggiungi un&apos;&amp;altra</translation>
    </message>
    <message>
        <source>The pair keeps its number and its results.</source>
        <translation>La coppia mantiene il numero e i risultati.</translation>
    </message>
    <message>
        <source>Rounds are already made: this pair is a late entry and plays from round {round}.</source>
        <translation>I turni sono già stati creati: questa coppia è un&apos;iscrizione tardiva e gioca dal turno {round}.</translation>
    </message>
    <message>
        <source>the same member id</source>
        <translation>lo stesso numero di tessera</translation>
    </message>
    <message>
        <source>the same name and club</source>
        <translation>lo stesso nome e circolo</translation>
    </message>
    <message>
        <source>the same name</source>
        <translation>lo stesso nome</translation>
    </message>
    <message>
        <source>• {member} ({reason})</source>
        <translation>• {member} ({reason})</translation>
    </message>
    <message>
        <source>Already in the register?</source>
        <translation>Già in anagrafica?</translation>
    </message>
    <message>
        <source>{player} looks like a member already in the register:
{members}

Is it the same person?</source>
        <translation>{player} sembra un tesserato già in anagrafica:
{members}

È la stessa persona?</translation>
    </message>
    <message>
        <source>&amp;Same person: use the member</source>
        <translation>&amp;Stessa persona: usa il tesserato</translation>
    </message>
    <message>
        <source>&amp;Another person: add a new member</source>
        <translation>&amp;Un&apos;altra persona: aggiungi un nuovo tesserato</translation>
    </message>
    <message>
        <source>Pair {number} is saved. The membership check says:
{warnings}</source>
        <translation>La coppia {number} è salvata. La verifica delle tessere segnala:
{warnings}</translation>
    </message>
    <message>
        <source>Membership</source>
        <translation>Tessere</translation>
    </message>
    <message>
        <source>Pair {number} saved ({players}). Type the next pair.</source>
        <translation>Coppia {number} salvata ({players}). Inserisci la coppia successiva.</translation>
    </message>
</context>
<context>
    <name>PairsPage</name>
    <message>
        <source>Search by name, club, member id or number (Ctrl+F)</source>
        <translation>Cerca per nome, circolo, tessera o numero (Ctrl+F)</translation>
    </message>
    <message>
        <source>All clubs</source>
        <translation>Tutti i circoli</translation>
    </message>
    <message>
        <source>All regions</source>
        <translation>Tutte le regioni</translation>
    </message>
    <message>
        <source>All provinces</source>
        <translation>Tutte le province</translation>
    </message>
    <message>
        <source>All categories</source>
        <translation>Tutte le categorie</translation>
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
        <translation>Riamm&amp;etti coppia</translation>
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
    <message numerus="yes">
        <source>%n pair(s)</source>
        <translation>
            <numerusform>%n coppia</numerusform>
            <numerusform>%n coppie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n withdrawn)</source>
        <translation>
            <numerusform> (%n ritirata)</numerusform>
            <numerusform> (%n ritirate)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shown of {text}</source>
        <translation>
            <numerusform>%n mostrata su {text}</numerusform>
            <numerusform>%n mostrate su {text}</numerusform>
        </translation>
    </message>
    <message>
        <source>Pair {number} was changed meanwhile (by another dialog or station), so nothing was saved. It is now: {players}{group}.
The dialog shows it as it is now: make your correction again.</source>
        <translation>La coppia {number} è stata modificata nel frattempo (da un&apos;altra finestra o postazione), quindi non è stato salvato nulla. Ora è: {players}{group}.
La finestra la mostra com&apos;è adesso: ripeti la correzione.</translation>
    </message>
    <message>
        <source>, group {group}</source>
        <translation>, girone {group}</translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) were registered.</source>
        <translation>
            <numerusform>È stata iscritta %n coppia.</numerusform>
            <numerusform>Sono state iscritte %n coppie.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rows with problems skipped: {skipped}.</source>
        <translation>Righe con problemi saltate: {skipped}.</translation>
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
        <source>Region</source>
        <translation>Regione</translation>
    </message>
    <message>
        <source>Province</source>
        <translation>Provincia</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Categoria</translation>
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
    <name>PdfDocument</name>
    <message>
        <source>Page {number} of {total}</source>
        <translation>Pagina {number} di {total}</translation>
    </message>
</context>
<context>
    <name>PdfPreviewDialog</name>
    <message>
        <source>Preview: {file}</source>
        <translation>Anteprima: {file}</translation>
    </message>
    <message>
        <source>Reading {file}…</source>
        <translation>Lettura di {file}…</translation>
    </message>
    <message>
        <source>Page </source>
        <translation>Pagina </translation>
    </message>
    <message>
        <source>Zoom out (Ctrl+-)</source>
        <translation>Riduci (Ctrl+-)</translation>
    </message>
    <message>
        <source>Zoom in (Ctrl++)</source>
        <translation>Ingrandisci (Ctrl++)</translation>
    </message>
    <message>
        <source>Fit width</source>
        <translation>Adatta alla larghezza</translation>
    </message>
    <message>
        <source>The page as wide as the window</source>
        <translation>La pagina larga quanto la finestra</translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>Stam&amp;pa</translation>
    </message>
    <message>
        <source>Send the file to this computer&apos;s default printer</source>
        <translation>Invia il file alla stampante predefinita di questo computer</translation>
    </message>
    <message>
        <source>&amp;Open in the PDF viewer</source>
        <translation>&amp;Apri nel lettore PDF</translation>
    </message>
    <message>
        <source>Look at the file full size, or print it from there with other settings</source>
        <translation>Guarda il file a grandezza piena, o stampalo da lì con altre impostazioni</translation>
    </message>
    <message>
        <source>Show the &amp;folder</source>
        <translation>Mostra la &amp;cartella</translation>
    </message>
    <message>
        <source>Sent to the printer.</source>
        <translation>Inviato alla stampante.</translation>
    </message>
    <message>
        <source>Not printed</source>
        <translation>Non stampato</translation>
    </message>
    <message>
        <source>pdftoppm and pdfinfo (Poppler) are needed for a preview.</source>
        <translation>per l&apos;anteprima servono pdftoppm e pdfinfo (Poppler).</translation>
    </message>
    <message>
        <source>{program} could not be started.</source>
        <translation>non è stato possibile avviare {program}.</translation>
    </message>
    <message>
        <source>The file has no pages.</source>
        <translation>Il file non ha pagine.</translation>
    </message>
    <message>
        <source>Page {number}</source>
        <translation>Pagina {number}</translation>
    </message>
    <message>
        <source>of {count}</source>
        <translation>di {count}</translation>
    </message>
    <message>
        <source>No preview: {reason}</source>
        <translation>Nessuna anteprima: {reason}</translation>
    </message>
    <message>
        <source>Page {number} could not be shown.</source>
        <translation>Non è stato possibile mostrare la pagina {number}.</translation>
    </message>
</context>
<context>
    <name>PhaseRow</name>
    <message>
        <source>over the whole field</source>
        <translation>su tutto il campo</translation>
    </message>
    <message>
        <source>in groups, tables:</source>
        <translation>a gironi, tavoli:</translation>
    </message>
    <message>
        <source>in groups, how many:</source>
        <translation>a gironi, quanti:</translation>
    </message>
    <message>
        <source>in groups, shares:</source>
        <translation>a gironi, quote:</translation>
    </message>
    <message>
        <source>Groups formed from the standings after the round before this phase, top of the ranking to group A: the tables of each group (7, 9, 9), how many groups (3) or their shares (30, 30, 40).</source>
        <translation>Gironi formati dalla classifica dopo il turno che precede questa fase, le prime in classifica nel girone A: i tavoli di ogni girone (7, 9, 9), quanti gironi (3) o le loro quote (30, 30, 40).</translation>
    </message>
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
        <source>&amp;Minutes per deal:</source>
        <translation>&amp;Minuti per smazzata:</translation>
    </message>
    <message>
        <source>Semi-c&amp;lean:</source>
        <translation>Semip&amp;uliti:</translation>
    </message>
    <message>
        <source>From a f&amp;ile…</source>
        <translation>Da un fi&amp;le…</translation>
    </message>
    <message>
        <source>&amp;Deals per round:</source>
        <translation>Sm&amp;azzate per turno:</translation>
    </message>
    <message>
        <source>&amp;VP scale:</source>
        <translation>Scala &amp;VP:</translation>
    </message>
    <message>
        <source>B&amp;ye scores:</source>
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
        <source>{name} (this tournament&apos;s copy)</source>
        <translation>{name} (copia di questo torneo)</translation>
    </message>
    <message>
        <source>Changed from {profile}: these are custom rules.</source>
        <translation>Modificato rispetto a {profile}: queste sono regole personalizzate.</translation>
    </message>
    <message>
        <source>The rule profile was not loaded:</source>
        <translation>Il regolamento non è stato caricato:</translation>
    </message>
    <message>
        <source>Rule profile file</source>
        <translation>File del regolamento</translation>
    </message>
    <message>
        <source>Rule profiles (*.json);;All files (*)</source>
        <translation>Regolamenti (*.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Save the rules</source>
        <translation>Salva le regole</translation>
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
    <name>PosterPdf</name>
    <message>
        <source>Follow the tournament on your phone</source>
        <translation>Segui il torneo sul telefono</translation>
    </message>
    <message>
        <source>Scan the code with your camera or open the address:</source>
        <translation>Inquadra il codice con la fotocamera oppure apri l&apos;indirizzo:</translation>
    </message>
    <message>
        <source>Connect to the venue&apos;s Wi-Fi first.</source>
        <translation>Collegati prima alla rete Wi-Fi della sala.</translation>
    </message>
    <message>
        <source>Seats, standings and the round clock update by themselves. Type your pair number to see where you sit and your results.</source>
        <translation>Posti al tavolo, classifica e orologio del turno si aggiornano da soli. Scrivi il numero della tua coppia per vedere dove siedi e i tuoi risultati.</translation>
    </message>
    <message>
        <source>Poster</source>
        <translation>Locandina</translation>
    </message>
</context>
<context>
    <name>PrintExportDialog</name>
    <message>
        <source>Print / Export</source>
        <translation>Stampa / Esporta</translation>
    </message>
    <message>
        <source>&amp;Round:</source>
        <translation>&amp;Turno:</translation>
    </message>
    <message>
        <source>&amp;One sheet per page</source>
        <translation>&amp;Uno per pagina</translation>
    </message>
    <message>
        <source>&amp;Two sheets per page</source>
        <translation>&amp;Due per pagina</translation>
    </message>
    <message>
        <source>Sheets:</source>
        <translation>Segnapunti:</translation>
    </message>
    <message>
        <source>&amp;Filled in with the values entered</source>
        <translation>Compilati con i va&amp;lori inseriti</translation>
    </message>
    <message>
        <source>Group &amp;by group, each ranked inside its group</source>
        <translation>&amp;Girone per girone, ciascuno con la sua classifica</translation>
    </message>
    <message>
        <source>&amp;Group:</source>
        <translation>Gir&amp;one:</translation>
    </message>
    <message>
        <source>Number of &amp;sheets:</source>
        <translation>&amp;Numero di segnapunti:</translation>
    </message>
    <message>
        <source>Web &amp;address:</source>
        <translation>Indiri&amp;zzo web:</translation>
    </message>
    <message>
        <source>&amp;Choose…</source>
        <translation>&amp;Scegli…</translation>
    </message>
    <message>
        <source>Fol&amp;der:</source>
        <translation>Ca&amp;rtella:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>Nome del &amp;file:</translation>
    </message>
    <message>
        <source>&amp;Preview the PDF when it is written</source>
        <translation>Mostra l&apos;&amp;anteprima del PDF una volta scritto</translation>
    </message>
    <message>
        <source>&amp;Write</source>
        <translation>Scri&amp;vi</translation>
    </message>
    <message>
        <source>Pr&amp;int</source>
        <translation>Stam&amp;pa</translation>
    </message>
    <message>
        <source>Write the PDF and send it to this computer&apos;s default printer</source>
        <translation>Scrivi il PDF e invialo alla stampante predefinita di questo computer</translation>
    </message>
    <message>
        <source>W&amp;hat:</source>
        <translation>&amp;Cosa:</translation>
    </message>
    <message>
        <source>After round {number}</source>
        <translation>Dopo il turno {number}</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Turno {number}</translation>
    </message>
    <message>
        <source>All groups, each on its own pages</source>
        <translation>Tutti i gironi, ciascuno sulle sue pagine</translation>
    </message>
    <message>
        <source>Table &amp;links: each line&apos;s QR code and the table&apos;s PIN</source>
        <translation>L&amp;ink dei tavoli: il codice QR di ogni linea e il PIN del tavolo</translation>
    </message>
    <message>
        <source>Table &amp;links and PINs: publish the event first (Event → Publish on the local network)</source>
        <translation>L&amp;ink dei tavoli e PIN: prima pubblicate il torneo (Evento → Pubblica sulla rete locale)</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <source>round {number}</source>
        <translation>turno {number}</translation>
    </message>
    <message>
        <source>after round {number}</source>
        <translation>dopo il turno {number}</translation>
    </message>
    <message>
        <source>group {name}</source>
        <translation>girone {name}</translation>
    </message>
    <message>
        <source>filled score sheets</source>
        <translation>segnapunti compilati</translation>
    </message>
    <message>
        <source>The tournament could not be read.</source>
        <translation>Non è stato possibile leggere il torneo.</translation>
    </message>
    <message>
        <source>There is no round yet: make a round first.</source>
        <translation>Non c&apos;è ancora nessun turno: crea prima un turno.</translation>
    </message>
    <message>
        <source>Give the web address phones open (Event → Publish on the local network shows it).</source>
        <translation>Scrivi l&apos;indirizzo web che aprono i telefoni (lo mostra Evento → Pubblica sulla rete locale).</translation>
    </message>
    <message>
        <source>Folder for the printouts and exports</source>
        <translation>Cartella per stampe ed esportazioni</translation>
    </message>
    <message>
        <source>It is a folder: give a file name.</source>
        <translation>È una cartella: indica un nome di file.</translation>
    </message>
    <message>
        <source>The folder {folder} does not exist.</source>
        <translation>La cartella {folder} non esiste.</translation>
    </message>
    <message>
        <source>It is a tournament database, or a file kept beside one: choose another name.</source>
        <translation>È un database di tornei, o un file che lo accompagna: scegli un altro nome.</translation>
    </message>
    <message>
        <source>{file} already exists. Replace it?</source>
        <translation>{file} esiste già. Sostituirlo?</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Sostituisci</translation>
    </message>
    <message>
        <source>Writing {file}…</source>
        <translation>Scrittura di {file}…</translation>
    </message>
    <message>
        <source>{file} was not written.
{reason}</source>
        <translation>{file} non è stato scritto.
{reason}</translation>
    </message>
    <message>
        <source>Not written</source>
        <translation>Non scritto</translation>
    </message>
</context>
<context>
    <name>PrintMenu</name>
    <message>
        <source>Pr&amp;int / Export</source>
        <translation>&amp;Stampa / Esporta</translation>
    </message>
    <message>
        <source>&amp;Score sheets…</source>
        <translation>&amp;Segnapunti…</translation>
    </message>
    <message>
        <source>&amp;Blank score sheets…</source>
        <translation>Segnapunti in &amp;bianco…</translation>
    </message>
    <message>
        <source>S&amp;eats…</source>
        <translation>&amp;Posti ai tavoli…</translation>
    </message>
    <message>
        <source>&amp;Table cards…</source>
        <translation>Cartelli dei &amp;tavoli…</translation>
    </message>
    <message>
        <source>Round &amp;results…</source>
        <translation>&amp;Risultati del turno…</translation>
    </message>
    <message>
        <source>St&amp;andings…</source>
        <translation>C&amp;lassifica…</translation>
    </message>
    <message>
        <source>Pair &amp;histories…</source>
        <translation>Storico delle c&amp;oppie…</translation>
    </message>
    <message>
        <source>Pri&amp;zes…</source>
        <translation>Pre&amp;mi…</translation>
    </message>
    <message>
        <source>&amp;Poster for the phones…</source>
        <translation>Locan&amp;dina per i telefoni…</translation>
    </message>
    <message>
        <source>&amp;Workbook (.xlsx)…</source>
        <translation>Cartella di lavoro (.&amp;xlsx)…</translation>
    </message>
    <message>
        <source>Standings (&amp;CSV)…</source>
        <translation>Classifica (&amp;CSV)…</translation>
    </message>
    <message>
        <source>Seats (CS&amp;V)…</source>
        <translation>Posti ai tavoli (CS&amp;V)…</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Esporta</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>This computer has no print program (lp or lpr, from CUPS). Open the file in the PDF viewer and print it from there.</source>
        <translation>Questo computer non ha un programma di stampa (lp o lpr, di CUPS). Apri il file nel lettore PDF e stampalo da lì.</translation>
    </message>
    <message>
        <source>No default printer is set up on this computer. Choose one in the system&apos;s printer settings, or open the file in the PDF viewer and print it from there.</source>
        <translation>Su questo computer non è impostata una stampante predefinita. Sceglila nelle impostazioni delle stampanti del sistema, oppure apri il file nel lettore PDF e stampalo da lì.</translation>
    </message>
    <message>
        <source>The printer did not take the file.</source>
        <translation>La stampante non ha accettato il file.</translation>
    </message>
    <message>
        <source>The print system said: {words}</source>
        <translation>Il sistema di stampa dice: {words}</translation>
    </message>
    <message>
        <source>{file} was not printed.
{reason}</source>
        <translation>{file} non è stato stampato.
{reason}</translation>
    </message>
    <message>
        <source>Sending {file} to the printer…</source>
        <translation>Invio di {file} alla stampante…</translation>
    </message>
</context>
<context>
    <name>Printouts</name>
    <message>
        <source>Score sheets</source>
        <translation>Segnapunti</translation>
    </message>
    <message>
        <source>Blank score sheets</source>
        <translation>Segnapunti in bianco</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Posti ai tavoli</translation>
    </message>
    <message>
        <source>Table cards</source>
        <translation>Cartelli dei tavoli</translation>
    </message>
    <message>
        <source>Round results</source>
        <translation>Risultati del turno</translation>
    </message>
    <message>
        <source>Each table&apos;s MP, difference and VP in the round; then the corrections of its saved scores, if any, on a page of their own.</source>
        <translation>MP, scarto e VP di ogni tavolo nel turno; poi, su una pagina a parte, le correzioni ai punteggi salvati, se ce ne sono.</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classifica</translation>
    </message>
    <message>
        <source>Pair histories</source>
        <translation>Storico delle coppie</translation>
    </message>
    <message>
        <source>Prizes</source>
        <translation>Premi</translation>
    </message>
    <message>
        <source>Poster for the phones</source>
        <translation>Locandina per i telefoni</translation>
    </message>
    <message>
        <source>Workbook (.xlsx)</source>
        <translation>Cartella di lavoro (.xlsx)</translation>
    </message>
    <message>
        <source>Standings, rounds, deals, pairs, byes, adjustments, corrections, the VP scale and the tie-breaks in a spreadsheet, as things stood after a round (a team event&apos;s teams, matches and team standings too).</source>
        <translation>Classifica, turni, smazzate, coppie, riposi, rettifiche, correzioni, scala VP e spareggi in un foglio di calcolo, come stavano dopo un turno (in una gara a squadre anche squadre, incontri e classifica a squadre).</translation>
    </message>
    <message>
        <source>Standings (CSV)</source>
        <translation>Classifica (CSV)</translation>
    </message>
    <message>
        <source>Seats (CSV)</source>
        <translation>Posti ai tavoli (CSV)</translation>
    </message>
    <message>
        <source>One sheet per table of the round, with the pairs&apos; names and the VP scale.</source>
        <translation>Un segnapunti per tavolo del turno, con i nomi delle coppie e la scala VP.</translation>
    </message>
    <message>
        <source>Sheets without round, table or names, for a late change or a spare.</source>
        <translation>Segnapunti senza turno, tavolo né nomi, per un cambio dell&apos;ultimo momento o di scorta.</translation>
    </message>
    <message>
        <source>A page per table with its big number and the pairs of the round.</source>
        <translation>Una pagina per tavolo con il numero in grande e le coppie del turno.</translation>
    </message>
    <message>
        <source>The ranking after a round, with the tie-breaks used.</source>
        <translation>La classifica dopo un turno, con gli spareggi usati.</translation>
    </message>
    <message>
        <source>Each pair&apos;s rounds: opponents, MP, difference and VP.</source>
        <translation>I turni di ogni coppia: avversari, MP, scarto e VP.</translation>
    </message>
    <message>
        <source>Who wins what, group by group, by the tournament&apos;s prize plan, with the rule that gave each prize.</source>
        <translation>Chi vince cosa, girone per girone, secondo il piano premi del torneo, con la regola che assegna ogni premio.</translation>
    </message>
    <message>
        <source>A page for the wall: the address of the published tournament, large, and its QR code.</source>
        <translation>Una pagina da appendere: l&apos;indirizzo del torneo pubblicato, in grande, e il suo codice QR.</translation>
    </message>
    <message>
        <source>Who sits where, for the wall: by table, by surname and by pair number.</source>
        <translation>Chi siede dove, da appendere: per tavolo, per cognome e per numero di coppia.</translation>
    </message>
    <message>
        <source>The ranking as a CSV file (UTF-8), one row per pair.</source>
        <translation>La classifica come file CSV (UTF-8), una riga per coppia.</translation>
    </message>
    <message>
        <source>The seats of a round as a CSV file (UTF-8), one row per pair.</source>
        <translation>I posti di un turno come file CSV (UTF-8), una riga per coppia.</translation>
    </message>
    <message>
        <source>score sheets</source>
        <translation>segnapunti</translation>
    </message>
    <message>
        <source>blank score sheets</source>
        <translation>segnapunti in bianco</translation>
    </message>
    <message>
        <source>seats</source>
        <translation>posti</translation>
    </message>
    <message>
        <source>table cards</source>
        <translation>cartelli dei tavoli</translation>
    </message>
    <message>
        <source>results</source>
        <translation>risultati</translation>
    </message>
    <message>
        <source>standings</source>
        <translation>classifica</translation>
    </message>
    <message>
        <source>pair histories</source>
        <translation>storico delle coppie</translation>
    </message>
    <message>
        <source>prizes</source>
        <translation>premi</translation>
    </message>
    <message>
        <source>poster</source>
        <translation>locandina</translation>
    </message>
    <message>
        <source>workbook</source>
        <translation>cartella di lavoro</translation>
    </message>
    <message>
        <source>{file} is written and sent to the printer.</source>
        <translation>{file} è stato scritto e inviato alla stampante.</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>Scritto</translation>
    </message>
    <message>
        <source>{file} is written.</source>
        <translation>{file} è stato scritto.</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Apri</translation>
    </message>
    <message>
        <source>Show the &amp;folder</source>
        <translation>Mostra la &amp;cartella</translation>
    </message>
</context>
<context>
    <name>PrizePlanDialog</name>
    <message>
        <source>Prize plan</source>
        <translation>Piano premi</translation>
    </message>
    <message>
        <source>From tables in the group</source>
        <translation>Da tavoli nel girone</translation>
    </message>
    <message>
        <source>Prizes by place</source>
        <translation>Premi per posizione</translation>
    </message>
    <message>
        <source>&amp;Add band</source>
        <translation>&amp;Aggiungi fascia</translation>
    </message>
    <message>
        <source>&amp;Remove band</source>
        <translation>&amp;Togli fascia</translation>
    </message>
    <message>
        <source>&amp;Load from a file…</source>
        <translation>&amp;Carica da un file…</translation>
    </message>
    <message>
        <source>&amp;Save to a file…</source>
        <translation>&amp;Salva in un file…</translation>
    </message>
    <message>
        <source>&amp;Plan:</source>
        <translation>&amp;Piano:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <source>&amp;Use this plan</source>
        <translation>&amp;Usa questo piano</translation>
    </message>
    <message>
        <source>{name} (from {file})</source>
        <translation>{name} (da {file})</translation>
    </message>
    <message>
        <source>Special prizes:</source>
        <translation>Premi speciali:</translation>
    </message>
    <message>
        <source>No special prize.</source>
        <translation>Nessun premio speciale.</translation>
    </message>
    <message>
        <source>Save the prize plan</source>
        <translation>Salva il piano premi</translation>
    </message>
    <message>
        <source>Prize plans (*.json)</source>
        <translation>Piani premi (*.json)</translation>
    </message>
    <message>
        <source>{file} was not written: {reason}</source>
        <translation>{file} non è stato scritto: {reason}</translation>
    </message>
    <message>
        <source>Read a prize plan</source>
        <translation>Leggi un piano premi</translation>
    </message>
    <message>
        <source>Prize plans (*.json);;All files (*)</source>
        <translation>Piani premi (*.json);;Tutti i file (*)</translation>
    </message>
</context>
<context>
    <name>PrizesPanel</name>
    <message>
        <source>Prize plan…</source>
        <translation>Piano premi…</translation>
    </message>
    <message>
        <source>Print prizes…</source>
        <translation>Stampa i premi…</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Premio</translation>
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
        <source>Rule that gave it</source>
        <translation>Regola che lo assegna</translation>
    </message>
    <message>
        <source>{vp} VP, rank {rank}</source>
        <translation>{vp} VP, posizione {rank}</translation>
    </message>
</context>
<context>
    <name>PublishDialog</name>
    <message>
        <source>Publish on the local network</source>
        <translation>Pubblica sulla rete locale</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>P&amp;orta:</translation>
    </message>
    <message>
        <source>&amp;Publish</source>
        <translation>&amp;Pubblica</translation>
    </message>
    <message>
        <source>&amp;Stop publishing</source>
        <translation>&amp;Interrompi la pubblicazione</translation>
    </message>
    <message>
        <source>Not published: {reason}</source>
        <translation>Non pubblicato: {reason}</translation>
    </message>
    <message>
        <source>port {port} is already in use by another program: choose another port.</source>
        <translation>la porta {port} è già usata da un altro programma: scegli un&apos;altra porta.</translation>
    </message>
    <message>
        <source>The tournament is published. Phones on the same network (the venue&apos;s Wi-Fi) open this address or scan the code: seats, standings and the clock update by themselves.</source>
        <translation>Il torneo è pubblicato. I telefoni sulla stessa rete (il Wi-Fi della sala) aprono questo indirizzo o inquadrano il codice: posti al tavolo, classifica e orologio si aggiornano da soli.</translation>
    </message>
    <message>
        <source>Also reachable at: {addresses}</source>
        <translation>Raggiungibile anche a: {addresses}</translation>
    </message>
    <message>
        <source>Serve the seats, the standings and the clock to the phones of the room from this computer, on the venue&apos;s own network: no internet and no account needed. Nothing can be changed from a phone.</source>
        <translation>Mostra posti al tavolo, classifica e orologio sui telefoni della sala, da questo computer e sulla rete della sala: non servono internet né account. Dal telefono non si può cambiare nulla.</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Drive</source>
        <translation>Unità</translation>
    </message>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>Cartella</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <comment>All other platforms</comment>
        <translation>Collegamento</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Cerca in:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>File di &amp;tipo:</translation>
    </message>
</context>
<context>
    <name>RankingSection</name>
    <message>
        <source>Ticked criteria break ties from the top; VP always comes first. Untick one to leave it out.</source>
        <translation>I criteri spuntati risolvono le parità dall&apos;alto; i VP vengono sempre per primi. Togli la spunta per escluderne uno.</translation>
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
        <translation>I turni seguono le fasi in ordine; dopo l&apos;ultima fase il suo movimento prosegue. Ogni turno si può comunque creare con un altro movimento.</translation>
    </message>
    <message>
        <source>{name} (always first)</source>
        <translation>{name} (sempre il primo criterio)</translation>
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
    <name>ResultsFile</name>
    <message>
        <source>Tournament</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Venue</source>
        <translation>Sede</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Livello</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tavoli</translation>
    </message>
    <message>
        <source>Member number</source>
        <translation>Tessera</translation>
    </message>
    <message>
        <source>Surname</source>
        <translation>Cognome</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Association</source>
        <translation>Associazione</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Coppia</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Posizione</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>MP difference</source>
        <translation>Scarto MP</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Girone</translation>
    </message>
    <message>
        <source>Position in group</source>
        <translation>Posizione nel girone</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Risultati</translation>
    </message>
</context>
<context>
    <name>ResultsPdf</name>
    <message>
        <source>total VP</source>
        <translation>totale VP</translation>
    </message>
    <message>
        <source>MP difference</source>
        <translation>scarto</translation>
    </message>
    <message>
        <source>head-to-head VP among the tied pairs (only when each has met all the others)</source>
        <translation>VP negli scontri diretti tra le coppie a pari merito (solo se ciascuna ha incontrato tutte le altre)</translation>
    </message>
    <message>
        <source>MP scored</source>
        <translation>punti fatti</translation>
    </message>
    <message>
        <source>drawing of lots</source>
        <translation>sorteggio</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>head-to-head</source>
        <translation>scontro diretto</translation>
    </message>
    <message>
        <source>lots</source>
        <translation>sorteggio</translation>
    </message>
    <message>
        <source>Pair {number}</source>
        <translation>Coppia {number}</translation>
    </message>
    <message>
        <source>(withdrawn)</source>
        <translation>(ritirata)</translation>
    </message>
    <message>
        <source>Printed {when}</source>
        <translation>Stampa del {when}</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>NS MP</source>
        <translation>Punti NS</translation>
    </message>
    <message>
        <source>EW MP</source>
        <translation>Punti EO</translation>
    </message>
    <message>
        <source>Difference
(NS − EW)</source>
        <translation>Scarto
(NS − EO)</translation>
    </message>
    <message>
        <source>NS VP</source>
        <translation>VP NS</translation>
    </message>
    <message>
        <source>EW VP</source>
        <translation>VP EO</translation>
    </message>
    <message>
        <source>no result yet</source>
        <translation>risultato non ancora inserito</translation>
    </message>
    <message>
        <source>Results of round {number}</source>
        <translation>Risultati del turno {number}</translation>
    </message>
    <message>
        <source>This round has no tables.</source>
        <translation>Questo turno non ha tavoli.</translation>
    </message>
    <message>
        <source>* VP set by the director (artificial result); the MP are those of the deals entered.</source>
        <translation>* VP assegnati dal direttore (risultato artificiale); i punti sono quelli delle smazzate inserite.</translation>
    </message>
    <message>
        <source>{mark} Score sheet entered by totals: the MP are its totals.</source>
        <translation>{mark} Segnapunti inserito per totali: i punti sono i suoi totali.</translation>
    </message>
    <message>
        <source>Byes</source>
        <translation>Riposi</translation>
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
        <source>Round {number} · {movement}</source>
        <translation>Turno {number} · {movement}</translation>
    </message>
    <message>
        <source>Round results</source>
        <translation>Risultati del turno</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Quando</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Chi</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Smazzata</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Modifica</translation>
    </message>
    <message>
        <source>Old</source>
        <translation>Prima</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Dopo</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Perché</translation>
    </message>
    <message>
        <source>Corrections of round {number}</source>
        <translation>Correzioni del turno {number}</translation>
    </message>
    <message>
        <source>Scores changed after they were saved: who changed them, when, from what to what, and why.</source>
        <translation>Punteggi modificati dopo il salvataggio: chi li ha modificati, quando, da cosa a cosa e perché.</translation>
    </message>
    <message>
        <source>Ranked by pair number.</source>
        <translation>In ordine di numero di coppia.</translation>
    </message>
    <message>
        <source>, then </source>
        <translation>, poi </translation>
    </message>
    <message>
        <source>Ranked by {chain}.</source>
        <translation>Classifica per {chain}.</translation>
    </message>
    <message>
        <source>Final standings after round {number}</source>
        <translation>Classifica finale dopo il turno {number}</translation>
    </message>
    <message>
        <source>final</source>
        <translation>finale</translation>
    </message>
    <message>
        <source>Provisional standings after round {number}</source>
        <translation>Classifica provvisoria dopo il turno {number}</translation>
    </message>
    <message>
        <source>provisional</source>
        <translation>provvisoria</translation>
    </message>
    <message>
        <source>Group {name}, 1 table</source>
        <translation>Girone {name}, 1 tavolo</translation>
    </message>
    <message>
        <source>Group {name}, {tables} tables</source>
        <translation>Girone {name}, {tables} tavoli</translation>
    </message>
    <message>
        <source>Group {name} (continued)</source>
        <translation>Girone {name} (segue)</translation>
    </message>
    <message>
        <source>after round {number} · {state}</source>
        <translation>dopo il turno {number} · {state}</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classifica</translation>
    </message>
    <message>
        <source>No pairs are registered.</source>
        <translation>Nessuna coppia iscritta.</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Pos.</translation>
    </message>
    <message>
        <source>MP diff.</source>
        <translation>Scarto</translation>
    </message>
    <message>
        <source>MP</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Turni</translation>
    </message>
    <message>
        <source>Adjust-
ments</source>
        <translation>Retti-
fiche</translation>
    </message>
    <message>
        <source>Tie broken by</source>
        <translation>Spareggio</translation>
    </message>
    <message>
        <source>no change</source>
        <translation>nessuna variazione</translation>
    </message>
    <message>
        <source>Pair {number}, after round {round}, {change}</source>
        <translation>Coppia {number}, dopo il turno {round}, {change}</translation>
    </message>
    <message>
        <source>Adjustments</source>
        <translation>Rettifiche</translation>
    </message>
    <message>
        <source>(included in VP and MP difference above):</source>
        <translation>(già comprese nei VP e nello scarto sopra):</translation>
    </message>
    <message>
        <source>“=” after a rank: pairs tied on every criterion share it.</source>
        <translation>“=” dopo la posizione: coppie a pari merito su ogni criterio.</translation>
    </message>
    <message>
        <source>“Tie broken by”: the criterion that placed the pair below the one above it.</source>
        <translation>“Spareggio”: il criterio che ha messo la coppia sotto quella che la precede.</translation>
    </message>
    <message>
        <source>* The VP include a result set by the director (artificial result).</source>
        <translation>* I VP comprendono un risultato assegnato dal direttore (risultato artificiale).</translation>
    </message>
    <message>
        <source>Played by the rules: {profile}.</source>
        <translation>Regolamento di gioco: {profile}.</translation>
    </message>
    <message>
        <source>A bye counts {vp} VP and {mp} MP difference (nothing to the MP scored).</source>
        <translation>Un riposo vale {vp} VP e {mp} di scarto (nulla ai punti fatti).</translation>
    </message>
    <message>
        <source>Order drawn by lots (pairs, first to last): {pairs}.</source>
        <translation>Ordine sorteggiato (coppie, dalla prima all&apos;ultima): {pairs}.</translation>
    </message>
    <message>
        <source>Checks: {vp} VP at %n table(s) (expected {expected});</source>
        <translation>Controlli: {vp} VP su %n tavoli con risultato (attesi {expected});</translation>
    </message>
    <message>
        <source>correct</source>
        <translation>corretti</translation>
    </message>
    <message>
        <source>WRONG — please check the score sheets</source>
        <translation>ERRATI — controllare gli score</translation>
    </message>
    <message>
        <source>MP differences sum to {mp} (expected 0): {state}.</source>
        <translation>la somma degli scarti è {mp} (attesa 0): {state}.</translation>
    </message>
    <message>
        <source>Pair histories after round {number}</source>
        <translation>Percorso delle coppie dopo il turno {number}</translation>
    </message>
    <message>
        <source>after round {number}</source>
        <translation>dopo il turno {number}</translation>
    </message>
    <message>
        <source>Pair histories</source>
        <translation>Percorso delle coppie</translation>
    </message>
    <message>
        <source>After round {round}: rank {rank} of {pairs} · {vp} VP · MP difference {diff} · MP {mp}</source>
        <translation>Dopo il turno {round}: posizione {rank} su {pairs} · {vp} VP · scarto {diff} · punti {mp}</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Linea</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Avversari</translation>
    </message>
    <message>
        <source>Opp.
MP</source>
        <translation>Punti
avv.</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Scarto</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>riposo</translation>
    </message>
    <message>
        <source>no rounds played yet</source>
        <translation>nessun turno ancora giocato</translation>
    </message>
    <message>
        <source>Adjustment after round {number}</source>
        <translation>Rettifica dopo il turno {number}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>* VP set by the director (artificial result).</source>
        <translation>* VP assegnati dal direttore (risultato artificiale).</translation>
    </message>
</context>
<context>
    <name>RotationDialog</name>
    <message>
        <source>Rotating room display</source>
        <translation>Schermo della sala a rotazione</translation>
    </message>
    <message>
        <source>&amp;Rotate the clock, the seats and the standings</source>
        <translation>Al&amp;terna orologio, posti al tavolo e classifica</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>&amp;Clock:</source>
        <translation>&amp;Orologio:</translation>
    </message>
    <message>
        <source>&amp;Seats of the round:</source>
        <translation>&amp;Posti del turno:</translation>
    </message>
    <message>
        <source>S&amp;tandings:</source>
        <translation>C&amp;lassifica:</translation>
    </message>
    <message>
        <source>0 seconds leaves a view out. In the last minutes and at time-out the clock stays on the wall.</source>
        <translation>Con 0 secondi una schermata non si mostra. Negli ultimi minuti e a tempo scaduto resta l&apos;orologio.</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>Appli&amp;ca</translation>
    </message>
</context>
<context>
    <name>RoundClockDisplay</name>
    <message>
        <source>No round is being played</source>
        <translation>Nessun turno in gioco</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Turno {number}</translation>
    </message>
    <message>
        <source>Not started yet</source>
        <translation>Non ancora iniziato</translation>
    </message>
    <message>
        <source>Last minutes</source>
        <translation>Ultimi minuti</translation>
    </message>
    <message>
        <source>PAUSED</source>
        <translation>IN PAUSA</translation>
    </message>
    <message>
        <source>TIME-OUT</source>
        <translation>TEMPO SCADUTO</translation>
    </message>
    <message>
        <source>Final circuit</source>
        <translation>Ultimo giro</translation>
    </message>
    <message>
        <source>FINISHED</source>
        <translation>TERMINATO</translation>
    </message>
    <message>
        <source>Round {number} is over</source>
        <translation>Il turno {number} è finito</translation>
    </message>
    <message>
        <source>Table {table}: {time}</source>
        <translation>Tavolo {table}: {time}</translation>
    </message>
    <message>
        <source>Extra time</source>
        <translation>Tempo in più</translation>
    </message>
</context>
<context>
    <name>RoundClockWindow</name>
    <message>
        <source>Round clock — Burraco Tourney</source>
        <translation>Orologio del turno — Burraco Tourney</translation>
    </message>
</context>
<context>
    <name>RoundTablesTableModel</name>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Girone</translation>
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
        <source>In (by totals)</source>
        <translation>Consegnato (per totali)</translation>
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
        <translation>Turno &amp;successivo…</translation>
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
        <translation>Ca&amp;ncella l&apos;ultimo turno…</translation>
    </message>
    <message>
        <source>By &amp;table</source>
        <translation>Per tav&amp;olo</translation>
    </message>
    <message>
        <source>By player na&amp;me</source>
        <translation>Per &amp;nome del giocatore</translation>
    </message>
    <message>
        <source>R&amp;ound:</source>
        <translation>T&amp;urno:</translation>
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
        <source>{pair}, group {group}</source>
        <translation>{pair}, girone {group}</translation>
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
        <source>Making round {number}…</source>
        <translation>Preparazione del turno {number}…</translation>
    </message>
    <message>
        <source>Round {number} is made: {tables} tables ({movement}).</source>
        <translation>Il turno {number} è pronto: {tables} tavoli ({movement}).</translation>
    </message>
    <message>
        <source>Seating: {seating}.</source>
        <translation>Disposizione: {seating}.</translation>
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
        <source>Round {number} was deleted, with its {count} score sheets.</source>
        <translation>Il turno {number} è stato cancellato, con i suoi {count} segnapunti.</translation>
    </message>
    <message>
        <source>Round {number} was deleted, with its score sheet.</source>
        <translation>Il turno {number} è stato cancellato, con il suo segnapunti.</translation>
    </message>
    <message>
        <source>Round {number} was deleted.</source>
        <translation>Il turno {number} è stato cancellato.</translation>
    </message>
    <message>
        <source>Round {number} and its {count} saved score sheets (tables {tables}) will be deleted.</source>
        <translation>Il turno {number} e i suoi {count} segnapunti salvati (tavoli {tables}) verranno cancellati.</translation>
    </message>
    <message>
        <source>Round {number} and its saved score sheet (table {tables}) will be deleted.</source>
        <translation>Il turno {number} e il suo segnapunti salvato (tavolo {tables}) verranno cancellati.</translation>
    </message>
    <message>
        <source>These results leave the standings and cannot be brought back. The round can then be made again.</source>
        <translation>Questi risultati escono dalla classifica e non si possono recuperare. Il turno si potrà poi creare di nuovo.</translation>
    </message>
    <message>
        <source>Delete round {number} and its sheets</source>
        <translation>Cancella il turno {number} e i segnapunti</translation>
    </message>
    <message>
        <source>Delete round {number}? Its seating is forgotten and the round can be made again.</source>
        <translation>Cancellare il turno {number}? La sua disposizione viene dimenticata e il turno si può creare di nuovo.</translation>
    </message>
    <message>
        <source>Delete round {number}</source>
        <translation>Cancella il turno {number}</translation>
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
        <translation>Classico</translation>
    </message>
    <message>
        <source>Burraco internazionale</source>
        <translation>Burraco internazionale</translation>
    </message>
    <message>
        <source>{name} (custom)</source>
        <translation>{name} (personalizzato)</translation>
    </message>
    <message>
        <source>Custom rules</source>
        <translation>Regolamento personalizzato</translation>
    </message>
    <message>
        <source>Clean burraco {clean}, dirty {dirty}, closing {closing}, pozzetto not taken {missing}.</source>
        <translation>Burraco pulito {clean}, sporco {dirty}, chiusura {closing}, pozzetto non preso {missing}.</translation>
    </message>
    <message>
        <source>Semi-clean burraco {value}.</source>
        <translation>Burraco semipulito {value}.</translation>
    </message>
    <message>
        <source>No semi-clean burraco (it may be counted as dirty).</source>
        <translation>Niente burraco semipulito (si può contare come sporco).</translation>
    </message>
    <message>
        <source>A line may close only with a clean burraco.</source>
        <translation>Si può chiudere solo con un burraco pulito.</translation>
    </message>
    <message>
        <source>A line may close with a clean or a dirty burraco.</source>
        <translation>Si può chiudere con un burraco pulito o sporco.</translation>
    </message>
    <message>
        <source>At time-out: {text}</source>
        <translation>Al tempo scaduto: {text}</translation>
    </message>
    <message>
        <source>Modified Danish: the last round may repeat a match of the round before.</source>
        <translation>Danese modificato: l&apos;ultimo turno può ripetere un incontro del turno precedente.</translation>
    </message>
    <message>
        <source>Modified Danish: no round repeats a match of the round before, the last included.</source>
        <translation>Danese modificato: nessun turno ripete un incontro del turno precedente, nemmeno l&apos;ultimo.</translation>
    </message>
    <message>
        <source>A bye scores {vp} VP and the smallest MP difference that earns them.</source>
        <translation>Il riposo vale {vp} VP e lo scarto minimo che li fa ottenere.</translation>
    </message>
    <message>
        <source>A bye scores {vp} VP and {mp} MP difference.</source>
        <translation>Il riposo vale {vp} VP e {mp} di scarto.</translation>
    </message>
</context>
<context>
    <name>RulesBox</name>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <source>From a &amp;JSON file…</source>
        <translation>Da un file &amp;JSON…</translation>
    </message>
    <message>
        <source>Use a rule profile saved as a JSON file</source>
        <translation>Usa un regolamento salvato come file JSON</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>Esp&amp;orta…</translation>
    </message>
    <message>
        <source>Save these rules as a JSON file, for other tournaments</source>
        <translation>Salva queste regole come file JSON, per altri tornei</translation>
    </message>
    <message>
        <source>name of these rules (optional)</source>
        <translation>nome di queste regole (facoltativo)</translation>
    </message>
    <message>
        <source>Close only &amp;with a clean burraco</source>
        <translation>C&amp;hiusura solo con burraco pulito</translation>
    </message>
    <message>
        <source>The las&amp;t Danish round may repeat a match of the round before</source>
        <translation>L&apos;ultimo turno da&amp;nese può ripetere un incontro del turno precedente</translation>
    </message>
    <message>
        <source>Modified Danish never repeats a match of the previous round; FIBur lifts that rule in the last round, so the leaders meet</source>
        <translation>Il danese modificato non ripete mai un incontro del turno precedente; la FIBur toglie questa regola nell&apos;ultimo turno, così le prime coppie si incontrano</translation>
    </message>
    <message>
        <source>Other words (type them below)</source>
        <translation>Altre parole (scrivile sotto)</translation>
    </message>
    <message>
        <source>What the room reads at time-out</source>
        <translation>Quello che la sala legge al tempo scaduto</translation>
    </message>
    <message>
        <source>Rule &amp;profile:</source>
        <translation>&amp;Regolamento:</translation>
    </message>
    <message>
        <source>At time-&amp;out:</source>
        <translation>Al tempo sca&amp;duto:</translation>
    </message>
</context>
<context>
    <name>ScaleEditorDialog</name>
    <message>
        <source>VP scales</source>
        <translation>Scale VP</translation>
    </message>
    <message>
        <source>This tournament: {name}</source>
        <translation>Questo torneo: {name}</translation>
    </message>
    <message>
        <source>Bundled: {name}</source>
        <translation>Inclusa: {name}</translation>
    </message>
    <message>
        <source>Table of thresholds</source>
        <translation>Tabella a soglie</translation>
    </message>
    <message>
        <source>Continuous (WBF-style formula)</source>
        <translation>Continua (formula tipo WBF)</translation>
    </message>
    <message>
        <source>MP difference up to</source>
        <translation>Scarto MP fino a</translation>
    </message>
    <message>
        <source>Winner VP</source>
        <translation>VP vincitore</translation>
    </message>
    <message>
        <source>Loser VP</source>
        <translation>VP perdente</translation>
    </message>
    <message>
        <source>&amp;Add a row</source>
        <translation>&amp;Aggiungi una riga</translation>
    </message>
    <message>
        <source>&amp;Remove the row</source>
        <translation>Togli la &amp;riga</translation>
    </message>
    <message>
        <source>Leave the last row&apos;s difference empty: it covers all larger differences.</source>
        <translation>Lascia vuoto lo scarto dell&apos;ultima riga: copre tutti gli scarti maggiori.</translation>
    </message>
    <message>
        <source>Blitz margin (MP):</source>
        <translation>Margine di cappotto (MP):</translation>
    </message>
    <message>
        <source>VP of both lines together:</source>
        <translation>VP delle due linee insieme:</translation>
    </message>
    <message>
        <source>Decimals:</source>
        <translation>Decimali:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Descrizione:</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Tipo:</translation>
    </message>
    <message>
        <source>MP difference</source>
        <translation>Scarto MP</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Anteprima</translation>
    </message>
    <message>
        <source>Difference:</source>
        <translation>Scarto:</translation>
    </message>
    <message>
        <source>&amp;Import a file…</source>
        <translation>&amp;Importa un file…</translation>
    </message>
    <message>
        <source>Save as a &amp;file…</source>
        <translation>Salva in un &amp;file…</translation>
    </message>
    <message>
        <source>&amp;Use for this tournament…</source>
        <translation>&amp;Usa per questo torneo…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>The tournament keeps its own copy of its scale: editing here or changing a scale file never changes it. &quot;Use for this tournament&quot; replaces the copy{rescore}.</source>
        <translation>Il torneo conserva una propria copia della sua scala: modificare qui o cambiare un file di scala non la cambia mai. «Usa per questo torneo» sostituisce la copia{rescore}.</translation>
    </message>
    <message>
        <source>; results are entered, so every table is scored again (a reason is asked)</source>
        <translation>; ci sono già risultati, quindi ogni tavolo viene ricalcolato (si chiede un motivo)</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Import a VP scale</source>
        <translation>Importa una scala VP</translation>
    </message>
    <message>
        <source>VP scales (*.json);;All files (*)</source>
        <translation>Scale VP (*.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>The VP scale was not imported: {reason}</source>
        <translation>La scala VP non è stata importata: {reason}</translation>
    </message>
    <message>
        <source>File: {name}</source>
        <translation>File: {name}</translation>
    </message>
    <message>
        <source>Save the VP scale</source>
        <translation>Salva la scala VP</translation>
    </message>
    <message>
        <source>VP scales (*.json)</source>
        <translation>Scale VP (*.json)</translation>
    </message>
    <message>
        <source>The scale breaks rules, so it was not saved:
{problems}</source>
        <translation>La scala viola delle regole, quindi non è stata salvata:
{problems}</translation>
    </message>
    <message>
        <source>The VP scale was not saved: {reason}</source>
        <translation>La scala VP non è stata salvata: {reason}</translation>
    </message>
    <message>
        <source>The tournament already uses this scale.</source>
        <translation>Il torneo usa già questa scala.</translation>
    </message>
    <message>
        <source>Score every table again</source>
        <translation>Ricalcola ogni tavolo</translation>
    </message>
    <message>
        <source>Results are entered: with the scale {name} every table is scored again.
Why:</source>
        <translation>Ci sono già risultati: con la scala {name} ogni tavolo viene ricalcolato.
Perché:</translation>
    </message>
    <message>
        <source>Use the scale</source>
        <translation>Usa la scala</translation>
    </message>
</context>
<context>
    <name>ScorePadPdf</name>
    <message>
        <source>Score pad</source>
        <translation>Blocco segnapunti</translation>
    </message>
    <message>
        <source>Target score: {target}</source>
        <translation>Punteggio obiettivo: {target}</translation>
    </message>
    <message>
        <source>The first side to reach the target wins; when both reach it in the same deal, the higher total wins; equal totals are a draw.</source>
        <translation>Vince la prima parte che raggiunge l&apos;obiettivo; se lo raggiungono entrambe nella stessa smazzata vince il totale più alto; a totali uguali è pareggio.</translation>
    </message>
    <message>
        <source>Result:</source>
        <translation>Risultato:</translation>
    </message>
    <message>
        <source>To {target}</source>
        <translation>A {target}</translation>
    </message>
    <message>
        <source>Free game</source>
        <translation>Partita libera</translation>
    </message>
    <message>
        <source>Draw, {a} to {b}</source>
        <translation>Pareggio, {a} a {b}</translation>
    </message>
    <message>
        <source>{winner} wins, {high} to {low}</source>
        <translation>Vince {winner}, {high} a {low}</translation>
    </message>
    <message>
        <source>Honours</source>
        <translation>Base</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Smazzata</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>N.</translation>
    </message>
</context>
<context>
    <name>ScoreSheetWidget</name>
    <message>
        <source>MP (NS – EW)</source>
        <translation>MP (NS – EO)</translation>
    </message>
    <message>
        <source>Difference (NS)</source>
        <translation>Scarto (NS)</translation>
    </message>
    <message>
        <source>VP (NS – EW)</source>
        <translation>VP (NS – EO)</translation>
    </message>
    <message>
        <source>Round {round} · Table {table}</source>
        <translation>Turno {round} · Tavolo {table}</translation>
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
        <source>{line}   pair {number}   {names}</source>
        <translation>{line}   coppia {number}   {names}</translation>
    </message>
    <message>
        <source>Artificial result: VP {ns} – {ew}</source>
        <translation>Risultato artificiale: VP {ns} – {ew}</translation>
    </message>
    <message>
        <source>Deal {number}</source>
        <translation>Smazzata {number}</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Deal total as on the sheet</source>
        <translation>Totale smazzata come sul foglio</translation>
    </message>
    <message>
        <source>Deal total</source>
        <translation>Totale smazzata</translation>
    </message>
    <message>
        <source>How the deal ended</source>
        <translation>Come è finita la smazzata</translation>
    </message>
    <message>
        <source>Keys: type each line&apos;s deal total as on the sheet; Enter goes to the next total (a deal left 0 – 0 was not played); Tab moves between them too; Ctrl+S saves.</source>
        <translation>Tasti: scrivi il totale di ogni linea per smazzata come sul foglio; Invio porta al totale successivo (una smazzata lasciata 0 – 0 non è stata giocata); anche Tab passa da un totale all&apos;altro; Ctrl+S salva.</translation>
    </message>
    <message>
        <source>Keys: Enter goes through each deal&apos;s ending, then its burraco counts and card points (a count takes one digit and moves on); on the ending a letter says how the deal ended (c closed, t time-out, n not played: Enter then goes past the deal); * goes to the line&apos;s semi-clean burracos; + after a line&apos;s card points says that line closed; Tab reaches every box (pozzetto, penalty); Ctrl+S saves.</source>
        <translation>Tasti: Invio percorre la fine di ogni smazzata, poi i suoi numeri di burraco e i punti carte (un numero di burraco prende una cifra e va avanti); sulla fine della smazzata una lettera dice come è finita (c chiusa, t tempo scaduto, n non giocata: Invio allora salta la smazzata); * porta ai burraco semipuliti della linea; + dopo i punti carte di una linea dice che quella linea ha chiuso; Tab raggiunge ogni casella (pozzetto, penalità); Ctrl+S salva.</translation>
    </message>
    <message>
        <source>Clean burracos</source>
        <translation>Burraco puliti</translation>
    </message>
    <message>
        <source>Dirty burracos</source>
        <translation>Burraco sporchi</translation>
    </message>
    <message>
        <source>Semi-clean burracos</source>
        <translation>Burraco semipuliti</translation>
    </message>
    <message>
        <source>Closed</source>
        <translation>Chiusura</translation>
    </message>
    <message>
        <source>Card points melded</source>
        <translation>Punti carte calati</translation>
    </message>
    <message>
        <source>Card points in hand</source>
        <translation>Punti carte in mano</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Punti carte</translation>
    </message>
    <message>
        <source>Pozzetto taken</source>
        <translation>Pozzetto preso</translation>
    </message>
    <message>
        <source>{value} if not</source>
        <translation>{value} se no</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Penalità</translation>
    </message>
    <message>
        <source>Reason for the penalty</source>
        <translation>Motivo della penalità</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>chiusa</translation>
    </message>
    <message>
        <source>time-out</source>
        <translation>tempo scaduto</translation>
    </message>
    <message>
        <source>stock exhausted</source>
        <translation>tallone esaurito</translation>
    </message>
    <message>
        <source>not played</source>
        <translation>non giocata</translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation>stallo</translation>
    </message>
    <message>
        <source>Space or X: this line closed (+ in any of its boxes says it too)</source>
        <translation>Spazio o X: questa linea ha chiuso (lo dice anche + in una sua casella)</translation>
    </message>
    <message>
        <source>This tournament&apos;s rules count no semi-clean burracos. One written on the sheet can be typed here (* in the line&apos;s boxes comes here): saving offers to count it as dirty.</source>
        <translation>Le regole di questo torneo non contano i burraco semipuliti. Uno scritto sul segnapunti si può inserire qui (* nelle caselle della linea porta qui): al salvataggio si propone di contarlo come sporco.</translation>
    </message>
    <message>
        <source>VP scale
{name}</source>
        <translation>Scala VP
{name}</translation>
    </message>
</context>
<context>
    <name>ScoreSheetsPage</name>
    <message>
        <source>&amp;Go to table…</source>
        <translation>&amp;Vai al tavolo…</translation>
    </message>
    <message>
        <source>&amp;Quick mode: deal totals only</source>
        <translation>Modo rapi&amp;do: solo i totali delle smazzate</translation>
    </message>
    <message>
        <source>&amp;Corrections log…</source>
        <translation>Re&amp;gistro delle correzioni…</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>Tav&amp;olo:</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Turno {number}</translation>
    </message>
    <message>
        <source>No round yet: make one on the Rounds page, then enter its sheets.</source>
        <translation>Nessun turno ancora: crealo nella pagina Turni, poi inserisci qui i segnapunti.</translation>
    </message>
    <message>
        <source>Sheets in: {done} of {total}</source>
        <translation>Segnapunti consegnati: {done} di {total}</translation>
    </message>
    <message>
        <source>waiting for table {tables}</source>
        <translation>mancano i tavoli {tables}</translation>
    </message>
    <message>
        <source>all in</source>
        <translation>tutti consegnati</translation>
    </message>
    <message>
        <source>Table {table}&apos;s sheet is not saved. Leave it and open table {other}?</source>
        <translation>Il segnapunti del tavolo {table} non è salvato. Lasciarlo e aprire il tavolo {other}?</translation>
    </message>
    <message>
        <source>Leave it</source>
        <translation>Lascialo</translation>
    </message>
    <message>
        <source>Reason for the correction:</source>
        <translation>Motivo della correzione:</translation>
    </message>
    <message>
        <source>why the saved sheet is corrected (kept in the audit log)</source>
        <translation>perché si corregge il segnapunti salvato (resta nel registro)</translation>
    </message>
    <message>
        <source>Table: NS–EW</source>
        <translation>Tavolo: NS–EO</translation>
    </message>
    <message>
        <source>Round {new} is made: finish this sheet, then choose round {new}.</source>
        <translation>Il turno {new} è pronto: finisci questo segnapunti, poi scegli il turno {new}.</translation>
    </message>
    <message>
        <source>Table {table}&apos;s sheet is not saved. Leave it and go to round {round}?</source>
        <translation>Il segnapunti del tavolo {table} non è salvato. Lasciarlo e passare al turno {round}?</translation>
    </message>
    <message>
        <source>Type a table&apos;s number and press Enter (Ctrl+G comes back here).

Enter goes through each deal&apos;s ending, then its burraco counts and card points, the same on every sheet (a count takes one digit and moves on; * goes to the semi-clean burracos). On the ending a letter says how the deal ended (c closed, t time-out, n not played: Enter then goes past the deal) and a digit starts the NS burracos; + after a line&apos;s card points says that line closed. Tab reaches every box, the pozzetto and the penalty too; on a mark, Space or X ticks it. Enter on the last box or Ctrl+S saves, and the next table still missing comes up; a sheet not saved waits at its error and takes no key until Esc.

A sheet already saved opens for a correction: its reason goes in the box below the sheet.</source>
        <translation>Scrivi il numero di un tavolo e premi Invio (Ctrl+G riporta qui).

Invio percorre la fine di ogni smazzata, poi i suoi numeri di burraco e i punti carte, uguale su ogni segnapunti (un numero di burraco prende una cifra e va avanti; * porta ai burraco semipuliti). Sulla fine della smazzata una lettera dice come è finita (c chiusa, t tempo scaduto, n non giocata: Invio allora salta la smazzata) e una cifra comincia i burraco di NS; + dopo i punti carte di una linea dice che quella linea ha chiuso. Tab raggiunge ogni casella, anche il pozzetto e la penalità; su una casella da spuntare, Spazio o X la spunta. Invio sull&apos;ultima casella o Ctrl+S salva, e compare il prossimo tavolo mancante; un segnapunti non salvato resta fermo sul suo errore e non accetta tasti fino a Esc.

Un segnapunti già salvato si apre per una correzione: il suo motivo va nella casella sotto il segnapunti.</translation>
    </message>
    <message>
        <source>Table {table}: {pairs}</source>
        <translation>Tavolo {table}: {pairs}</translation>
    </message>
    <message>
        <source>from the table, confirmed</source>
        <translation>dal tavolo, confermato</translation>
    </message>
    <message>
        <source>confirmed, to accept</source>
        <translation>confermato, da accettare</translation>
    </message>
    <message>
        <source>waiting for confirmation</source>
        <translation>in attesa di conferma</translation>
    </message>
    <message>
        <source>from the tables, to accept: {count}</source>
        <translation>dai tavoli, da accettare: {count}</translation>
    </message>
    <message>
        <source>Round {round} has no table {table}.</source>
        <translation>Il turno {round} non ha il tavolo {table}.</translation>
    </message>
    <message>
        <source>Artificial result; no deals entered</source>
        <translation>Risultato artificiale; nessuna smazzata inserita</translation>
    </message>
    <message>
        <source>Saved · changes are corrections and need a reason</source>
        <translation>Salvato · le modifiche sono correzioni e richiedono un motivo</translation>
    </message>
    <message>
        <source>Waiting for its sheet</source>
        <translation>In attesa del segnapunti</translation>
    </message>
    <message>
        <source>entered as the table&apos;s totals</source>
        <translation>inserito con i totali del tavolo</translation>
    </message>
    <message>
        <source>entered as totals</source>
        <translation>inserito per totali</translation>
    </message>
    <message>
        <source>This sheet holds deal totals only, so it stays in quick mode. The next sheets open deal by deal.</source>
        <translation>Questo segnapunti contiene solo i totali delle smazzate, quindi resta in modo rapido. I prossimi segnapunti si aprono smazzata per smazzata.</translation>
    </message>
    <message>
        <source>This sheet holds its deals in full, so it stays deal by deal. The next sheets open in quick mode.</source>
        <translation>Questo segnapunti contiene le smazzate per intero, quindi resta smazzata per smazzata. I prossimi segnapunti si aprono in modo rapido.</translation>
    </message>
    <message>
        <source>Not saved: no sheet is open. Type a table&apos;s number first.</source>
        <translation>Non salvato: nessun segnapunti è aperto. Scrivi prima il numero di un tavolo.</translation>
    </message>
    <message>
        <source>Not saved: nothing is entered on the sheet.</source>
        <translation>Non salvato: sul segnapunti non c&apos;è niente.</translation>
    </message>
    <message>
        <source>Nothing changed on the sheet: nothing to save.</source>
        <translation>Nessuna modifica al segnapunti: niente da salvare.</translation>
    </message>
    <message>
        <source>The sheet waits at the marked box: press Esc (or click a box) to correct it; until then it takes no key.</source>
        <translation>Il segnapunti resta fermo sulla casella segnata: premi Esc (o fai clic su una casella) per correggerla; fino ad allora non accetta tasti.</translation>
    </message>
    <message numerus="yes">
        <source>This tournament&apos;s rules do not count semi-clean burracos, and the sheet has %n. Count them as dirty burracos and save?</source>
        <translation>
            <numerusform>Le regole di questo torneo non contano i burraco semipuliti, e il segnapunti ne ha %n. Contarlo come burraco sporco e salvare?</numerusform>
            <numerusform>Le regole di questo torneo non contano i burraco semipuliti, e il segnapunti ne ha %n. Contarli come burraco sporchi e salvare?</numerusform>
        </translation>
    </message>
    <message>
        <source>Semi-clean burracos</source>
        <translation>Burraco semipuliti</translation>
    </message>
    <message>
        <source>Count as dirty</source>
        <translation>Conta come sporchi</translation>
    </message>
    <message>
        <source>Some values look unlikely:
{warnings}
Save the sheet as it is?</source>
        <translation>Alcuni valori sembrano improbabili:
{warnings}
Salvare il segnapunti così?</translation>
    </message>
    <message>
        <source>Please check</source>
        <translation>Controlla, per favore</translation>
    </message>
    <message>
        <source>Save as it is</source>
        <translation>Salva così</translation>
    </message>
    <message>
        <source>Table {table}: the correction is saved (VP {vp}).</source>
        <translation>Tavolo {table}: la correzione è salvata (VP {vp}).</translation>
    </message>
    <message>
        <source>Table {table} is saved (VP {vp}).</source>
        <translation>Il tavolo {table} è salvato (VP {vp}).</translation>
    </message>
    <message>
        <source>Now table {table}.</source>
        <translation>Ora il tavolo {table}.</translation>
    </message>
    <message>
        <source>Every sheet of round {round} is in.</source>
        <translation>Tutti i segnapunti del turno {round} sono consegnati.</translation>
    </message>
    <message>
        <source>The groups were formed on the standings after round {round}, before this change: they were formed on the old standings (form them again, or leave them as they are).</source>
        <translation>I gironi sono stati formati sulla classifica dopo il turno {round}, prima di questa modifica: sono stati formati sulla classifica vecchia (formali di nuovo, o lasciali così).</translation>
    </message>
    <message>
        <source>Round {rounds} was already paired on the standings before this change: look at it again if it is not played yet.</source>
        <translation>Il turno {rounds} era già stato abbinato sulla classifica prima di questa modifica: ricontrollalo se non è ancora stato giocato.</translation>
    </message>
    <message>
        <source>Round {round} · table {table}: pair {ns} (NS) v pair {ew} (EW)</source>
        <translation>Turno {round} · tavolo {table}: coppia {ns} (NS) contro coppia {ew} (EO)</translation>
    </message>
    <message>
        <source>Table {table} has an artificial result: VP {ns} – {ew}.</source>
        <translation>Il tavolo {table} ha un risultato artificiale: VP {ns} – {ew}.</translation>
    </message>
    <message>
        <source>Table {table}&apos;s artificial result is cleared.</source>
        <translation>Il risultato artificiale del tavolo {table} è tolto.</translation>
    </message>
    <message>
        <source>Clear a saved sheet</source>
        <translation>Cancellare un segnapunti salvato</translation>
    </message>
    <message>
        <source>Clear the saved sheet of table {table} (round {round})? Its deals stop counting in the standings and the table waits for its sheet again; the audit log keeps them.

Why is it cleared?</source>
        <translation>Cancellare il segnapunti salvato del tavolo {table} (turno {round})? Le sue smazzate non contano più in classifica e il tavolo torna in attesa del segnapunti; il registro le conserva.

Perché si cancella?</translation>
    </message>
    <message>
        <source>Clear the sheet</source>
        <translation>Cancella il segnapunti</translation>
    </message>
    <message>
        <source>Clearing a sheet needs a reason.</source>
        <translation>Per cancellare un segnapunti serve un motivo.</translation>
    </message>
    <message>
        <source>Table {table}&apos;s sheet is cleared: it waits for its sheet again.</source>
        <translation>Il segnapunti del tavolo {table} è cancellato: il tavolo torna in attesa del segnapunti.</translation>
    </message>
    <message>
        <source>The tournament now uses the VP scale {name}.</source>
        <translation>Il torneo ora usa la scala VP {name}.</translation>
    </message>
    <message>
        <source>Another station saved this table</source>
        <translation>Un&apos;altra postazione ha salvato questo tavolo</translation>
    </message>
    <message>
        <source>S&amp;ave the sheet</source>
        <translation>Salva il seg&amp;napunti</translation>
    </message>
    <message>
        <source>&amp;Melded and in-hand points separately</source>
        <translation>Punti calati e in mano se&amp;parati</translation>
    </message>
    <message>
        <source>Artificial res&amp;ult…</source>
        <translation>&amp;Risultato artificiale…</translation>
    </message>
    <message>
        <source>Clear the save&amp;d sheet…</source>
        <translation>Cancella &amp;il segnapunti salvato…</translation>
    </message>
    <message>
        <source>VP sca&amp;les…</source>
        <translation>Scal&amp;e VP…</translation>
    </message>
    <message>
        <source>R&amp;ound:</source>
        <translation>T&amp;urno:</translation>
    </message>
    <message>
        <source>S&amp;ave the correction…</source>
        <translation>Salva la correzio&amp;ne…</translation>
    </message>
    <message numerus="yes">
        <source>Not saved: %n error(s) marked on the sheet.</source>
        <translation>
            <numerusform>Non salvato: %n errore è segnato sul segnapunti.</numerusform>
            <numerusform>Non salvato: %n errori sono segnati sul segnapunti.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not saved yet: a correction needs a reason. Type it in the box below the sheet, then Enter saves.</source>
        <translation>Non ancora salvato: una correzione vuole un motivo. Scrivilo nella casella sotto il segnapunti, poi Invio salva.</translation>
    </message>
    <message>
        <source>Saving the sheet…</source>
        <translation>Salvataggio del foglio…</translation>
    </message>
    <message>
        <source>The server is not reachable — the sheet is kept, and will be saved when it is back.</source>
        <translation>Il server non è raggiungibile — il foglio è tenuto e sarà salvato quando il server tornerà.</translation>
    </message>
    <message>
        <source>The server is not reachable: nothing was saved. Try again when it is back.</source>
        <translation>Il server non è raggiungibile: non è stato salvato nulla. Riprova quando tornerà.</translation>
    </message>
</context>
<context>
    <name>ScoreSheetsPdf</name>
    <message>
        <source>Filled score sheets</source>
        <translation>Segnapunti compilati</translation>
    </message>
    <message>
        <source>Score sheets</source>
        <translation>Segnapunti</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Turno {number}</translation>
    </message>
    <message>
        <source>%n table(s)</source>
        <translation>%n tavoli</translation>
    </message>
    <message>
        <source>blank</source>
        <translation>in bianco</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>North–South (NS)</source>
        <translation>Nord–Sud (NS)</translation>
    </message>
    <message>
        <source>East–West (EW)</source>
        <translation>Est–Ovest (EO)</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Coppia</translation>
    </message>
    <message>
        <source>Line {line} · pair {number}</source>
        <translation>Linea {line} · coppia {number}</translation>
    </message>
    <message>
        <source>Line {line}</source>
        <translation>Linea {line}</translation>
    </message>
    <message>
        <source>Clean</source>
        <translation>Puliti</translation>
    </message>
    <message>
        <source>Dirty</source>
        <translation>Sporchi</translation>
    </message>
    <message>
        <source>Semi-clean</source>
        <translation>Semipuliti</translation>
    </message>
    <message>
        <source>Closing</source>
        <translation>Chiusura</translation>
    </message>
    <message>
        <source>Pozzetto not taken</source>
        <translation>Pozzetto non preso</translation>
    </message>
    <message>
        <source>= Base</source>
        <translation>= Base</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Penalità</translation>
    </message>
    <message>
        <source>Deal total</source>
        <translation>Totale smazzata</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>chiusa</translation>
    </message>
    <message>
        <source>time-out</source>
        <translation>tempo scaduto</translation>
    </message>
    <message>
        <source>stock exhausted</source>
        <translation>tallone esaurito</translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation>stallo</translation>
    </message>
    <message>
        <source>not played</source>
        <translation>non giocata</translation>
    </message>
    <message>
        <source>by totals</source>
        <translation>per totali</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Smazzata</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Base</translation>
    </message>
    <message>
        <source>Ended:</source>
        <translation>Fine smazzata:</translation>
    </message>
    <message>
        <source>Total of line {line}</source>
        <translation>Totale linea {line}</translation>
    </message>
    <message>
        <source>Total {line}</source>
        <translation>Totale {line}</translation>
    </message>
    <message>
        <source>Difference ({ns} − {ew})</source>
        <translation>Differenza ({ns} − {ew})</translation>
    </message>
    <message>
        <source>VP {line}</source>
        <translation>VP {line}</translation>
    </message>
    <message>
        <source>Entered as deal totals only.</source>
        <translation>Inserito solo con i totali delle smazzate.</translation>
    </message>
    <message>
        <source>Entered as the table&apos;s totals only.</source>
        <translation>Inserito solo con i totali del tavolo.</translation>
    </message>
    <message>
        <source>Artificial result set by the director.</source>
        <translation>Risultato artificiale assegnato dall&apos;arbitro.</translation>
    </message>
    <message>
        <source>Deal {deal}, line {line}: penalty {points} ({reason})</source>
        <translation>Smazzata {deal}, linea {line}: penalità {points} ({reason})</translation>
    </message>
    <message>
        <source>Notes, reasons for penalties</source>
        <translation>Note, motivi delle penalità</translation>
    </message>
    <message>
        <source>Signature {line} (pair {number})</source>
        <translation>Firma {line} (coppia {number})</translation>
    </message>
    <message>
        <source>Signature {line}</source>
        <translation>Firma {line}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rules: {profile}&lt;/b&gt; · At time-out: {timeout}</source>
        <translation>&lt;b&gt;Regolamento: {profile}&lt;/b&gt; · Al tempo scaduto: {timeout}</translation>
    </message>
    <message>
        <source>&lt;b&gt;VP scale: {name}&lt;/b&gt; (continuous): the table is on the back of the sheet</source>
        <translation>&lt;b&gt;Scala VP: {name}&lt;/b&gt; (continua): la tabella è sul retro del foglio</translation>
    </message>
    <message>
        <source>&lt;b&gt;VP scale: {name}&lt;/b&gt; (continuous): winner&apos;s VP; the loser gets {total} − those</source>
        <translation>&lt;b&gt;Scala VP: {name}&lt;/b&gt; (continua): VP di chi vince; chi perde ha {total} − questi</translation>
    </message>
    <message>
        <source>&lt;b&gt;VP scale: {name}&lt;/b&gt; (difference → winner&apos;s VP – loser&apos;s VP)</source>
        <translation>&lt;b&gt;Scala VP: {name}&lt;/b&gt; (differenza → VP di chi vince – VP di chi perde)</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Differenza</translation>
    </message>
</context>
<context>
    <name>SeatsBoard</name>
    <message>
        <source>Seats</source>
        <translation>Posti ai tavoli</translation>
    </message>
    <message>
        <source>No round is made yet</source>
        <translation>Nessun turno ancora preparato</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Tavolo {table}</translation>
    </message>
    <message>
        <source>NS {pair}</source>
        <translation>NS {pair}</translation>
    </message>
    <message>
        <source>EW {pair}</source>
        <translation>EO {pair}</translation>
    </message>
    <message>
        <source>Bye</source>
        <translation>Riposo</translation>
    </message>
    <message>
        <source>Round {number}: seats</source>
        <translation>Turno {number}: posti ai tavoli</translation>
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
    <name>SeatsPdf</name>
    <message>
        <source>Pair {number}</source>
        <translation>Coppia {number}</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Posti ai tavoli</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Turno {number}</translation>
    </message>
    <message>
        <source>Seats for round {number}, by table</source>
        <translation>Posti del turno {number}, per tavolo</translation>
    </message>
    <message>
        <source>This round has no tables.</source>
        <translation>Questo turno non ha tavoli.</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>Bye (no table this round)</source>
        <translation>Riposo (nessun tavolo in questo turno)</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>riposo</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Coppia</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Linea</translation>
    </message>
    <message>
        <source>Seats for round {number}, by surname</source>
        <translation>Posti del turno {number}, per cognome</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Girone</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Seats for round {number}, by pair number</source>
        <translation>Posti del turno {number}, per numero di coppia</translation>
    </message>
    <message>
        <source>Seats, standings and the clock on your phone:</source>
        <translation>Posti al tavolo, classifica e orologio sul telefono:</translation>
    </message>
    <message>
        <source>Table cards</source>
        <translation>Segnatavolo</translation>
    </message>
    <message>
        <source>TABLE</source>
        <translation>TAVOLO</translation>
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
    <name>SheetConflictDialog</name>
    <message>
        <source>&amp;Back to editing</source>
        <translation>&amp;Torna a modificare</translation>
    </message>
    <message>
        <source>&amp;Keep mine as a correction</source>
        <translation>Tieni il &amp;mio come correzione</translation>
    </message>
    <message>
        <source>&amp;Load their sheet</source>
        <translation>&amp;Carica il loro foglio</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Motivo:</translation>
    </message>
    <message>
        <source>A reason is needed to replace their sheet</source>
        <translation>Serve un motivo per sostituire il loro foglio</translation>
    </message>
    <message>
        <source>Another station saved this table</source>
        <translation>Un&apos;altra postazione ha salvato questo tavolo</translation>
    </message>
    <message>
        <source>Deal {number}</source>
        <translation>Smazzata {number}</translation>
    </message>
    <message>
        <source>Table {table} was saved by {who} at {time}, after you opened it. Nothing of yours was saved and nothing of theirs was overwritten. Compare the two sheets and choose.</source>
        <translation>Il tavolo {table} è stato salvato da {who} alle {time}, dopo che lo avevi aperto. Nulla del tuo è stato salvato e nulla del loro è stato sovrascritto. Confronta i due fogli e scegli.</translation>
    </message>
    <message>
        <source>Theirs: EW</source>
        <translation>Loro: EO</translation>
    </message>
    <message>
        <source>Theirs: NS</source>
        <translation>Loro: NS</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>Why your sheet replaces theirs (kept in the audit log)</source>
        <translation>Perché il tuo foglio sostituisce il loro (resta nel registro)</translation>
    </message>
    <message>
        <source>Yours: EW</source>
        <translation>Tuo: EO</translation>
    </message>
    <message>
        <source>Yours: NS</source>
        <translation>Tuo: NS</translation>
    </message>
    <message>
        <source>another station</source>
        <translation>un&apos;altra postazione</translation>
    </message>
    <message>
        <source>not played</source>
        <translation>non giocata</translation>
    </message>
</context>
<context>
    <name>SheetProblems</name>
    <message>
        <source>Only one line can close</source>
        <translation>Può chiudere una sola linea</translation>
    </message>
    <message>
        <source>A line can close only with a burraco</source>
        <translation>Una linea chiude solo con un burraco</translation>
    </message>
    <message>
        <source>A line can close only after taking its pozzetto</source>
        <translation>Una linea chiude solo dopo aver preso il pozzetto</translation>
    </message>
    <message>
        <source>The deal did not end closed</source>
        <translation>La smazzata non è finita con una chiusura</translation>
    </message>
    <message>
        <source>The deal ended closed: mark the line that closed</source>
        <translation>La smazzata è finita chiusa: segna la linea che ha chiuso</translation>
    </message>
    <message>
        <source>Card points must be a multiple of 5</source>
        <translation>I punti carte devono essere un multiplo di 5</translation>
    </message>
    <message>
        <source>NS and EW card points add up to more than the 1080 all cards are worth</source>
        <translation>I punti carte di NS ed EO superano i 1080 che valgono tutte le carte</translation>
    </message>
    <message>
        <source>One line&apos;s card points cannot be beyond ±1080, what all cards are worth</source>
        <translation>I punti carte di una linea non possono superare ±1080, il valore di tutte le carte</translation>
    </message>
    <message>
        <source>A count cannot be negative</source>
        <translation>Un conteggio non può essere negativo</translation>
    </message>
    <message>
        <source>A penalty cannot be negative</source>
        <translation>Una penalità non può essere negativa</translation>
    </message>
    <message>
        <source>A penalty must be a multiple of 5</source>
        <translation>Una penalità deve essere un multiplo di 5</translation>
    </message>
    <message>
        <source>This tournament does not count semi-clean burracos</source>
        <translation>Questo torneo non conta i burraco semipuliti</translation>
    </message>
    <message>
        <source>Enter both melded and in-hand card points</source>
        <translation>Inserisci sia i punti calati sia quelli in mano</translation>
    </message>
    <message>
        <source>Melded and in-hand points cannot be negative</source>
        <translation>Punti calati e in mano non possono essere negativi</translation>
    </message>
    <message>
        <source>Card points must be melded minus in hand</source>
        <translation>I punti carte devono essere calati meno in mano</translation>
    </message>
    <message>
        <source>Melded and in-hand points add up to more than the 1080 all cards are worth</source>
        <translation>Punti calati e in mano superano i 1080 che valgono tutte le carte</translation>
    </message>
    <message>
        <source>More burracos than 108 cards allow (15 at most)</source>
        <translation>Più burraco di quanti ne permettano 108 carte (al massimo 15)</translation>
    </message>
    <message>
        <source>The deal was not played, but values are entered</source>
        <translation>La smazzata non è stata giocata, ma ci sono valori</translation>
    </message>
    <message>
        <source>Card points are low for the burracos declared (at least 35 each)</source>
        <translation>Punti carte bassi per i burraco dichiarati (almeno 35 ciascuno)</translation>
    </message>
    <message>
        <source>Burracos declared, but the pozzetto not taken</source>
        <translation>Burraco dichiarati, ma pozzetto non preso</translation>
    </message>
    <message>
        <source>The deal total is beyond ±2000: please check it</source>
        <translation>Il totale della smazzata supera ±2000: controllalo</translation>
    </message>
    <message>
        <source>The penalty has no reason</source>
        <translation>La penalità non ha un motivo</translation>
    </message>
    <message>
        <source>Not a whole number</source>
        <translation>Non è un numero intero</translation>
    </message>
    <message>
        <source>A total must be a multiple of 5</source>
        <translation>Un totale deve essere un multiplo di 5</translation>
    </message>
    <message>
        <source>No deal can give this total (beyond ±3080)</source>
        <translation>Nessuna smazzata può dare questo totale (oltre ±3080)</translation>
    </message>
    <message>
        <source>Semi-clean burracos can be counted as dirty ones</source>
        <translation>I burraco semipuliti si possono contare come sporchi</translation>
    </message>
</context>
<context>
    <name>StandingsBoard</name>
    <message>
        <source>Standings</source>
        <translation>Classifica</translation>
    </message>
    <message>
        <source>No round has all its results yet</source>
        <translation>Nessun turno ha ancora tutti i risultati</translation>
    </message>
    <message>
        <source>{vp} VP</source>
        <translation>{vp} VP</translation>
    </message>
    <message>
        <source>Standings after round {number}</source>
        <translation>Classifica dopo il turno {number}</translation>
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
        <source>&amp;Prizes</source>
        <translation>&amp;Premi</translation>
    </message>
    <message>
        <source>Show who wins what beside the standings</source>
        <translation>Mostra chi vince cosa accanto alla classifica</translation>
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
    <message numerus="yes">
        <source>{done} of %n sheet(s) in</source>
        <translation>
            <numerusform>{done} di %n segnapunti consegnato</numerusform>
            <numerusform>{done} di %n segnapunti consegnati</numerusform>
        </translation>
    </message>
    <message>
        <source>0 (before round 1)</source>
        <translation>0 (prima del turno 1)</translation>
    </message>
    <message>
        <source>{round} (in progress, {sheets})</source>
        <translation>{round} (in corso, {sheets})</translation>
    </message>
    <message>
        <source>{round} (latest)</source>
        <translation>{round} (ultimo)</translation>
    </message>
    <message>
        <source>round {round}</source>
        <translation>il turno {round}</translation>
    </message>
    <message>
        <source>rounds {first}–{last}</source>
        <translation>i turni {first}–{last}</translation>
    </message>
    <message numerus="yes">
        <source>Live: include {rounds} in progress ({done} of %n sheet(s))</source>
        <translation>
            <numerusform>In diretta: includi {rounds} in corso ({done} di %n segnapunti)</numerusform>
            <numerusform>In diretta: includi {rounds} in corso ({done} di %n segnapunti)</numerusform>
        </translation>
    </message>
    <message>
        <source>Live standings, {rounds} in progress ({sheets}): they count the sheets in so far and the byes, so a pair on a bye stands higher than it will once every table is in.</source>
        <translation>Classifica in diretta con {rounds} in corso ({sheets}): conta i segnapunti consegnati finora e i riposi, quindi una coppia a riposo sta più in alto di quanto starà quando tutti i tavoli avranno consegnato.</translation>
    </message>
    <message>
        <source>In progress: {rounds} ({sheets}). These standings are after round {round}, the last round with every table&apos;s result in.</source>
        <translation>In corso: {rounds} ({sheets}). Questa classifica è dopo il turno {round}, l&apos;ultimo con il risultato di tutti i tavoli.</translation>
    </message>
    <message>
        <source>In progress: {rounds} ({sheets}). No round is complete yet: tick Live to see the sheets in.</source>
        <translation>In corso: {rounds} ({sheets}). Nessun turno è ancora completo: spunta «In diretta» per vedere i segnapunti consegnati.</translation>
    </message>
    <message>
        <source>In progress: {rounds} ({sheets}). These standings are after round {round}.</source>
        <translation>In corso: {rounds} ({sheets}). Questa classifica è dopo il turno {round}.</translation>
    </message>
    <message>
        <source>Overall standings</source>
        <translation>Classifica generale</translation>
    </message>
    <message>
        <source>Group {group}</source>
        <translation>Girone {group}</translation>
    </message>
    <message>
        <source>Prizes are given once a round is played.</source>
        <translation>I premi si assegnano dopo che si è giocato un turno.</translation>
    </message>
    <message>
        <source>The standings are before round 1: the prizes come after a round (tick Live to see them as the sheets come in).</source>
        <translation>La classifica è prima del turno 1: i premi vengono dopo un turno (spunta «In diretta» per vederli man mano che arrivano i segnapunti).</translation>
    </message>
    <message numerus="yes">
        <source>Checks ✓ {vp} VP over %n table(s), MP differences sum to 0</source>
        <translation>
            <numerusform>Controlli ✓ {vp} VP su %n tavolo, la somma degli scarti è 0</numerusform>
            <numerusform>Controlli ✓ {vp} VP su %n tavoli, la somma degli scarti è 0</numerusform>
        </translation>
    </message>
    <message>
        <source>0 (no round yet)</source>
        <translation>0 (nessun turno ancora)</translation>
    </message>
    <message>
        <source>Sho&amp;w:</source>
        <translation>M&amp;ostra:</translation>
    </message>
    <message>
        <source>Ties broken by: {chain}</source>
        <translation>Parità risolte da: {chain}</translation>
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
        <source>Group</source>
        <translation>Girone</translation>
    </message>
    <message>
        <source>Group rank</source>
        <translation>Pos. girone</translation>
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
        <source>Director&apos;s adjustments: {vp} VP, {mp} MP</source>
        <translation>Rettifiche del direttore: {vp} VP, {mp} MP</translation>
    </message>
    <message>
        <source>Withdrawn: past results count</source>
        <translation>Ritirata: i risultati giocati contano</translation>
    </message>
    <message>
        <source>Joined at round {round}: no results before it</source>
        <translation>Entrata al turno {round}: nessun risultato prima</translation>
    </message>
    <message>
        <source>(joined at round {round})</source>
        <translation>(entrata al turno {round})</translation>
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
    <name>StartClockDialog</name>
    <message>
        <source>Deals per round × minutes per deal, from the settings</source>
        <translation>Smazzate per turno × minuti per smazzata, dalle impostazioni</translation>
    </message>
    <message>
        <source>no warning</source>
        <translation>nessun avviso</translation>
    </message>
    <message>
        <source>Other words (type them below)</source>
        <translation>Altre parole (scrivile sotto)</translation>
    </message>
    <message>
        <source>What the room reads at time-out</source>
        <translation>Quello che la sala legge al tempo scaduto</translation>
    </message>
    <message>
        <source>Round &amp;length:</source>
        <translation>&amp;Durata del turno:</translation>
    </message>
    <message>
        <source>&amp;Warning before the end:</source>
        <translation>A&amp;vviso prima della fine:</translation>
    </message>
    <message>
        <source>At &amp;time-out:</source>
        <translation>Al &amp;tempo scaduto:</translation>
    </message>
    <message>
        <source>The clock keeps running if the program is closed: its start and pauses are saved with the round.</source>
        <translation>L&apos;orologio continua anche se il programma viene chiuso: l&apos;avvio e le pause sono salvati con il turno.</translation>
    </message>
    <message>
        <source>Federation preset</source>
        <translation>Valore della federazione</translation>
    </message>
    <message>
        <source>&amp;Start the clock</source>
        <translation>&amp;Avvia l&apos;orologio</translation>
    </message>
    <message>
        <source>Start the clock of round {number}</source>
        <translation>Avvia l&apos;orologio del turno {number}</translation>
    </message>
    <message>
        <source>{deals} × {per_deal}′ = {minutes}′</source>
        <translation>{deals} × {per_deal}′ = {minutes}′</translation>
    </message>
    <message>
        <source>{deals} deals: {minutes}′</source>
        <translation>{deals} smazzate: {minutes}′</translation>
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
        <translation>Apri t&amp;orneo</translation>
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
        <source>W&amp;ith:</source>
        <translation>&amp;Con:</translation>
    </message>
    <message>
        <source>S&amp;wap</source>
        <translation>Sc&amp;ambia</translation>
    </message>
</context>
<context>
    <name>TableExtraTimeDialog</name>
    <message>
        <source>late start</source>
        <translation>inizio in ritardo</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Tavolo:</translation>
    </message>
    <message>
        <source>&amp;Extra minutes:</source>
        <translation>Minuti in &amp;più:</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Motivo:</translation>
    </message>
    <message>
        <source>&amp;Give the time</source>
        <translation>&amp;Concedi il tempo</translation>
    </message>
    <message>
        <source>Extra time for a table, round {number}</source>
        <translation>Tempo in più per un tavolo, turno {number}</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Tavolo {table}</translation>
    </message>
</context>
<context>
    <name>TableLinksDialog</name>
    <message>
        <source>Table links</source>
        <translation>Link dei tavoli</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Turno {number}</translation>
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
        <source>Pairs</source>
        <translation>Coppie</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Indirizzo</translation>
    </message>
    <message>
        <source>&amp;Copy the address</source>
        <translation>&amp;Copia l&apos;indirizzo</translation>
    </message>
    <message>
        <source>Round:</source>
        <translation>Turno:</translation>
    </message>
    <message>
        <source>No round yet.</source>
        <translation>Nessun turno ancora.</translation>
    </message>
    <message>
        <source>Each line of a table has its own link; with the PIN the opponents agree on the same phone.</source>
        <translation>Ogni linea di un tavolo ha il suo link; con il PIN gli avversari confermano sullo stesso telefono.</translation>
    </message>
    <message>
        <source>The phones reach these links once the event is published (Event → Publish on the local network).</source>
        <translation>I telefoni raggiungono questi link quando il torneo è pubblicato (Evento → Pubblica sulla rete locale).</translation>
    </message>
    <message>
        <source>The tables&apos; phones can send this round&apos;s sheets.</source>
        <translation>I telefoni dei tavoli possono inviare i segnapunti di questo turno.</translation>
    </message>
    <message>
        <source>C&amp;lose the round&apos;s links</source>
        <translation>C&amp;hiudi i link del turno</translation>
    </message>
    <message>
        <source>This round&apos;s links take no sheets.</source>
        <translation>I link di questo turno non accettano segnapunti.</translation>
    </message>
    <message>
        <source>Re&amp;open the round&apos;s links</source>
        <translation>Ri&amp;apri i link del turno</translation>
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
        <translation>EO</translation>
    </message>
    <message>
        <source>The sheet on your phone: each line scans its own code.</source>
        <translation>Il segnapunti sul telefono: ogni linea inquadra il proprio codice.</translation>
    </message>
    <message>
        <source>Or agree on the same phone with the table&apos;s PIN:</source>
        <translation>Oppure confermate sullo stesso telefono con il PIN del tavolo:</translation>
    </message>
</context>
<context>
    <name>TableSheetsReviewDialog</name>
    <message>
        <source>Sheets from the tables to review</source>
        <translation>Segnapunti dai tavoli da rivedere</translation>
    </message>
    <message>
        <source>No sheet from the tables waits for review.</source>
        <translation>Nessun segnapunti dai tavoli attende revisione.</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>Pairs NS–EW</source>
        <translation>Coppie NS–EO</translation>
    </message>
    <message>
        <source>MP NS–EW</source>
        <translation>MP NS–EO</translation>
    </message>
    <message>
        <source>Confirmed by</source>
        <translation>Confermato da</translation>
    </message>
    <message>
        <source>Proposed at</source>
        <translation>Proposto alle</translation>
    </message>
    <message>
        <source>&amp;Accept the sheet</source>
        <translation>&amp;Accetta il segnapunti</translation>
    </message>
    <message>
        <source>&amp;Reject…</source>
        <translation>&amp;Rifiuta…</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <source>Reject table {table}&apos;s sheet? The table can send it again.</source>
        <translation>Rifiutare il segnapunti del tavolo {table}? Il tavolo può inviarlo di nuovo.</translation>
    </message>
    <message>
        <source>Reject</source>
        <translation>Rifiuta</translation>
    </message>
</context>
<context>
    <name>TeamsDialog</name>
    <message>
        <source>Teams</source>
        <translation>Squadre</translation>
    </message>
    <message>
        <source>Match results</source>
        <translation>Risultati degli incontri</translation>
    </message>
    <message>
        <source>Team standings</source>
        <translation>Classifica a squadre</translation>
    </message>
    <message>
        <source>Match results of the round</source>
        <translation>Risultati degli incontri del turno</translation>
    </message>
    <message>
        <source>Team seats of the round</source>
        <translation>Posti delle squadre del turno</translation>
    </message>
    <message>
        <source>Score sheets of the round, by match</source>
        <translation>Segnapunti del turno, per incontro</translation>
    </message>
    <message>
        <source>Team cards</source>
        <translation>Cartellini della squadra</translation>
    </message>
    <message>
        <source>Pr&amp;intout:</source>
        <translation>St&amp;ampa:</translation>
    </message>
    <message>
        <source>Save as P&amp;DF…</source>
        <translation>Salva come P&amp;DF…</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>N.</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Squadra</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Capitano</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Coppie</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>e.g. Circolo Roma A</source>
        <translation>es. Circolo Roma A</translation>
    </message>
    <message>
        <source>&amp;Add team</source>
        <translation>&amp;Iscrivi squadra</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <source>&amp;Pairs (two or three):</source>
        <translation>C&amp;oppie (due o tre):</translation>
    </message>
    <message>
        <source>&amp;Captain:</source>
        <translation>&amp;Capitano:</translation>
    </message>
    <message>
        <source>R&amp;ound:</source>
        <translation>&amp;Turno:</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Incontro</translation>
    </message>
    <message>
        <source>Team A</source>
        <translation>Squadra A</translation>
    </message>
    <message>
        <source>Team B</source>
        <translation>Squadra B</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tavoli</translation>
    </message>
    <message>
        <source>MP A</source>
        <translation>Punti A</translation>
    </message>
    <message>
        <source>MP B</source>
        <translation>Punti B</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Scarto</translation>
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
        <translation>come da programma</translation>
    </message>
    <message>
        <source>Draw the ne&amp;xt round</source>
        <translation>Sorteggia il turno &amp;successivo</translation>
    </message>
    <message>
        <source>&amp;Line-up…</source>
        <translation>&amp;Formazione…</translation>
    </message>
    <message>
        <source>Which pair of a team sits at which table of the selected match (formazione)</source>
        <translation>Quale coppia della squadra siede a quale tavolo dell&apos;incontro scelto</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Pos.</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Incontri</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>MP difference</source>
        <translation>Scarto punti</translation>
    </message>
    <message>
        <source>MP</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>Ties broken by: team VP, MP difference, head-to-head, MP scored.</source>
        <translation>Spareggi: VP di squadra, scarto punti, scontro diretto, punti fatti.</translation>
    </message>
    <message>
        <source>No team yet: the first team registered makes this tournament a team event, whose rounds of matches are drawn here.</source>
        <translation>Nessuna squadra: la prima squadra iscritta rende questo torneo un torneo a squadre, i cui turni di incontri si sorteggiano qui.</translation>
    </message>
    <message>
        <source>Pair {number}: {names}</source>
        <translation>Coppia {number}: {names}</translation>
    </message>
    <message>
        <source>No round has been made yet.</source>
        <translation>Non è stato ancora creato nessun turno.</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) still waiting for a score sheet.</source>
        <translation>
            <numerusform>%n incontro attende ancora un segnapunti.</numerusform>
            <numerusform>%n incontri attendono ancora un segnapunti.</numerusform>
        </translation>
    </message>
    <message>
        <source>Bye: {teams}</source>
        <translation>Riposo: {teams}</translation>
    </message>
    <message>
        <source>This round has no matches.</source>
        <translation>Questo turno non ha incontri.</translation>
    </message>
    <message>
        <source>Team “{name}” registered.</source>
        <translation>Squadra «{name}» iscritta.</translation>
    </message>
    <message>
        <source>Save the printout</source>
        <translation>Salva la stampa</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>File PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Written: {file}</source>
        <translation>Scritto: {file}</translation>
    </message>
</context>
<context>
    <name>TeamsPdf</name>
    <message>
        <source>Team {number}: {name}</source>
        <translation>Squadra {number}: {name}</translation>
    </message>
    <message>
        <source>Pair {number}</source>
        <translation>Coppia {number}</translation>
    </message>
    <message>
        <source>Match {number}: {a} v {b}</source>
        <translation>Incontro {number}: {a} contro {b}</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Turno {number}</translation>
    </message>
    <message>
        <source>Seats for round {number}, by table</source>
        <translation>Posti del turno {number}, per tavolo</translation>
    </message>
    <message>
        <source>This round has no matches.</source>
        <translation>Questo turno non ha incontri.</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>Bye (no match this round)</source>
        <translation>Riposo (nessun incontro in questo turno)</translation>
    </message>
    <message>
        <source>Team seats</source>
        <translation>Posti delle squadre</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Squadra</translation>
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
        <source>Line</source>
        <translation>Linea</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>Avversaria</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>riposo</translation>
    </message>
    <message>
        <source>Seats for round {number}, by team</source>
        <translation>Posti del turno {number}, per squadra</translation>
    </message>
    <message>
        <source>Captain: {name}</source>
        <translation>Capitano: {name}</translation>
    </message>
    <message>
        <source>Team cards</source>
        <translation>Cartellini della squadra</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tavoli</translation>
    </message>
    <message>
        <source>MP</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>Opp. MP</source>
        <translation>Punti avv.</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Scarto</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>Match results of round {number}</source>
        <translation>Risultati degli incontri del turno {number}</translation>
    </message>
    <message>
        <source>Printed {when}</source>
        <translation>Stampa del {when}</translation>
    </message>
    <message>
        <source>MP {team}</source>
        <translation>Punti {team}</translation>
    </message>
    <message>
        <source>no result yet</source>
        <translation>risultato non ancora inserito</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>Difference {value}</source>
        <translation>Scarto {value}</translation>
    </message>
    <message>
        <source>Team VP</source>
        <translation>VP squadra</translation>
    </message>
    <message>
        <source>match not complete</source>
        <translation>incontro non completo</translation>
    </message>
    <message>
        <source>Match results</source>
        <translation>Risultati degli incontri</translation>
    </message>
    <message>
        <source>Final team standings after round {number}</source>
        <translation>Classifica a squadre finale dopo il turno {number}</translation>
    </message>
    <message>
        <source>final</source>
        <translation>finale</translation>
    </message>
    <message>
        <source>Provisional team standings after round {number}</source>
        <translation>Classifica a squadre provvisoria dopo il turno {number}</translation>
    </message>
    <message>
        <source>provisional</source>
        <translation>provvisoria</translation>
    </message>
    <message>
        <source>Ties broken by: team VP, MP difference, head-to-head, MP scored.</source>
        <translation>Spareggi: VP di squadra, scarto punti, scontro diretto, punti fatti.</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Pos.</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Incontri</translation>
    </message>
    <message>
        <source>MP difference</source>
        <translation>Scarto punti</translation>
    </message>
    <message>
        <source>No teams are registered.</source>
        <translation>Nessuna squadra iscritta.</translation>
    </message>
    <message>
        <source>after round {number} · {state}</source>
        <translation>dopo il turno {number} · {state}</translation>
    </message>
    <message>
        <source>Team standings</source>
        <translation>Classifica a squadre</translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message>
        <source>This cannot be undone or redone any more: {reason}</source>
        <translation>Non si può più annullare né ripetere: {reason}</translation>
    </message>
    <message>
        <source>Correct the sheet of round {round} table {table}</source>
        <translation>correzione del segnapunti del turno {round} tavolo {table}</translation>
    </message>
    <message>
        <source>Save the sheet of round {round} table {table}</source>
        <translation>inserimento del segnapunti del turno {round} tavolo {table}</translation>
    </message>
    <message>
        <source>Clear the sheet of round {round} table {table}</source>
        <translation>cancellazione del segnapunti del turno {round} tavolo {table}</translation>
    </message>
    <message>
        <source>Clear the artificial result of round {round} table {table}</source>
        <translation>rimozione del risultato artificiale del turno {round} tavolo {table}</translation>
    </message>
    <message>
        <source>Artificial result for round {round} table {table}</source>
        <translation>risultato artificiale del turno {round} tavolo {table}</translation>
    </message>
    <message>
        <source>Remove the adjustment of pair {pair}</source>
        <translation>rimozione della rettifica della coppia {pair}</translation>
    </message>
    <message>
        <source>Adjustment for pair {pair}</source>
        <translation>rettifica della coppia {pair}</translation>
    </message>
    <message>
        <source>Register pair {pair}</source>
        <translation>iscrizione della coppia {pair}</translation>
    </message>
    <message>
        <source>Edit pair {pair}</source>
        <translation>modifica della coppia {pair}</translation>
    </message>
    <message>
        <source>Withdraw pair {pair}</source>
        <translation>ritiro della coppia {pair}</translation>
    </message>
    <message>
        <source>Reinstate pair {pair}</source>
        <translation>riammissione della coppia {pair}</translation>
    </message>
    <message>
        <source>Form groups after round {round}</source>
        <translation>Forma i gironi dopo il turno {round}</translation>
    </message>
</context>
<context>
    <name>VpScales</name>
    <message>
        <source>FIBUR, 3 deals</source>
        <translation>FIBUR, 3 smazzate</translation>
    </message>
    <message>
        <source>FIBUR, 4 deals</source>
        <translation>FIBUR, 4 smazzate</translation>
    </message>
    <message>
        <source>2 deals (not official)</source>
        <translation>2 smazzate (non ufficiale)</translation>
    </message>
    <message>
        <source>Continuous, 3 deals</source>
        <translation>Continua, 3 smazzate</translation>
    </message>
    <message>
        <source>Continuous, 4 deals</source>
        <translation>Continua, 4 smazzate</translation>
    </message>
    <message>
        <source>FIBUR table for rounds of 3 deals: MP difference at the table to VP, 20 VP per table.</source>
        <translation>Tabella FIBUR per turni di 3 smazzate: dallo scarto di punti al tavolo ai VP, 20 VP per tavolo.</translation>
    </message>
    <message>
        <source>FIBUR table for rounds of 4 deals: MP difference at the table to VP, 20 VP per table.</source>
        <translation>Tabella FIBUR per turni di 4 smazzate: dallo scarto di punti al tavolo ai VP, 20 VP per tavolo.</translation>
    </message>
    <message>
        <source>NOT OFFICIAL. A table for rounds of 2 deals with the same 11 rows as the FIBUR tables; each bound is two thirds of the 3-deal bound, rounded to the nearest multiple of 5.</source>
        <translation>NON UFFICIALE. Una tabella per turni di 2 smazzate con le stesse 11 righe delle tabelle FIBUR; ogni soglia è due terzi di quella per 3 smazzate, arrotondata al multiplo di 5 più vicino.</translation>
    </message>
    <message>
        <source>Continuous scale (as the WBF scale of bridge): VP grow smoothly with the MP difference up to the blitz margin of 1505, where the 3-deal FIBUR table reaches 20 VP. An option, not a default.</source>
        <translation>Scala continua (come la scala WBF del bridge): i VP crescono senza salti con lo scarto di punti fino al cappotto a 1505, dove la tabella FIBUR per 3 smazzate arriva a 20 VP. Un&apos;opzione, non la scelta predefinita.</translation>
    </message>
    <message>
        <source>Continuous scale (as the WBF scale of bridge) for 4 deals: VP grow smoothly with the MP difference up to the blitz margin of 2005, where the 4-deal FIBUR table reaches 20 VP. An option, not a default.</source>
        <translation>Scala continua (come la scala WBF del bridge) per 4 smazzate: i VP crescono senza salti con lo scarto di punti fino al cappotto a 2005, dove la tabella FIBUR per 4 smazzate arriva a 20 VP. Un&apos;opzione, non la scelta predefinita.</translation>
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
    <name>Workbook</name>
    <message>
        <source>written {when}</source>
        <translation>scritto il {when}</translation>
    </message>
    <message>
        <source>Before round 1</source>
        <translation>Prima del turno 1</translation>
    </message>
    <message>
        <source>After round {number}: final standings</source>
        <translation>Dopo il turno {number}: classifica definitiva</translation>
    </message>
    <message>
        <source>After round {number}: provisional standings</source>
        <translation>Dopo il turno {number}: classifica provvisoria</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>chiusura</translation>
    </message>
    <message>
        <source>time-out</source>
        <translation>tempo scaduto</translation>
    </message>
    <message>
        <source>stock exhausted</source>
        <translation>tallone esaurito</translation>
    </message>
    <message>
        <source>not played</source>
        <translation>non giocata</translation>
    </message>
    <message>
        <source>MP difference</source>
        <translation>Scarto MP</translation>
    </message>
    <message>
        <source>MP scored</source>
        <translation>MP realizzati</translation>
    </message>
    <message>
        <source>Total VP</source>
        <translation>Totale VP</translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation>stallo</translation>
    </message>
    <message>
        <source>by totals</source>
        <translation>per totali</translation>
    </message>
    <message>
        <source>Head-to-head</source>
        <translation>Scontro diretto</translation>
    </message>
    <message>
        <source>Drawing of lots</source>
        <translation>Sorteggio</translation>
    </message>
    <message>
        <source>More VP ranks higher.</source>
        <translation>Più VP, posizione più alta.</translation>
    </message>
    <message>
        <source>The larger MP difference (MP scored minus MP conceded).</source>
        <translation>Lo scarto MP maggiore (MP realizzati meno MP subiti).</translation>
    </message>
    <message>
        <source>More VP in the matches among the tied pairs, only when each has met all the others.</source>
        <translation>Più VP negli incontri fra le coppie a pari merito, solo se ognuna ha incontrato tutte le altre.</translation>
    </message>
    <message>
        <source>More MP scored.</source>
        <translation>Più MP realizzati.</translation>
    </message>
    <message>
        <source>The order drawn by lot, drawn once for the tournament.</source>
        <translation>L&apos;ordine estratto a sorte, una volta per tutto il torneo.</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Pos.</translation>
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
        <source>Player 2</source>
        <translation>Giocatore 2</translation>
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
        <translation>Turni</translation>
    </message>
    <message>
        <source>Byes</source>
        <translation>Riposi</translation>
    </message>
    <message>
        <source>Adjustment VP</source>
        <translation>Rettifica VP</translation>
    </message>
    <message>
        <source>Adjustment MP</source>
        <translation>Rettifica MP</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>Tie broken by</source>
        <translation>Parità risolta da</translation>
    </message>
    <message>
        <source>Rank in group</source>
        <translation>Pos. nel girone</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classifica</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Movimento</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>NS pair</source>
        <translation>Coppia NS</translation>
    </message>
    <message>
        <source>NS players</source>
        <translation>Giocatori NS</translation>
    </message>
    <message>
        <source>EW pair</source>
        <translation>Coppia EO</translation>
    </message>
    <message>
        <source>EW players</source>
        <translation>Giocatori EO</translation>
    </message>
    <message>
        <source>NS MP</source>
        <translation>MP NS</translation>
    </message>
    <message>
        <source>EW MP</source>
        <translation>MP EO</translation>
    </message>
    <message>
        <source>Difference (NS − EW)</source>
        <translation>Differenza (NS − EO)</translation>
    </message>
    <message>
        <source>NS VP</source>
        <translation>VP NS</translation>
    </message>
    <message>
        <source>EW VP</source>
        <translation>VP EO</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>artificial</source>
        <translation>artificiale</translation>
    </message>
    <message>
        <source>computed</source>
        <translation>calcolato</translation>
    </message>
    <message>
        <source>no result yet</source>
        <translation>ancora senza risultato</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Smazzata</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>Fine smazzata</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Linea</translation>
    </message>
    <message>
        <source>Clean</source>
        <translation>Puliti</translation>
    </message>
    <message>
        <source>Dirty</source>
        <translation>Sporchi</translation>
    </message>
    <message>
        <source>Semi-clean</source>
        <translation>Semipuliti</translation>
    </message>
    <message>
        <source>Closed</source>
        <translation>Chiusura</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Punti carte</translation>
    </message>
    <message>
        <source>Melded</source>
        <translation>Calati</translation>
    </message>
    <message>
        <source>In hand</source>
        <translation>In mano</translation>
    </message>
    <message>
        <source>Pozzetto taken</source>
        <translation>Pozzetto preso</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Penalità</translation>
    </message>
    <message>
        <source>Penalty reason</source>
        <translation>Motivo della penalità</translation>
    </message>
    <message>
        <source>Deal total</source>
        <translation>Totale smazzata</translation>
    </message>
    <message>
        <source>table totals</source>
        <translation>totali del tavolo</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Smazzate</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Girone</translation>
    </message>
    <message>
        <source>Entry round</source>
        <translation>Turno d&apos;ingresso</translation>
    </message>
    <message>
        <source>Withdrawn after round</source>
        <translation>Ritirata dopo il turno</translation>
    </message>
    <message>
        <source>Club 1</source>
        <translation>Circolo 1</translation>
    </message>
    <message>
        <source>Member id 1</source>
        <translation>Tessera 1</translation>
    </message>
    <message>
        <source>Club 2</source>
        <translation>Circolo 2</translation>
    </message>
    <message>
        <source>Member id 2</source>
        <translation>Tessera 2</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Coppie</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>After round</source>
        <translation>Dopo il turno</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>Adjustments</source>
        <translation>Rettifiche</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Squadra</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Incontri</translation>
    </message>
    <message>
        <source>Team standings</source>
        <translation>Classifica a squadre</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tavoli</translation>
    </message>
    <message>
        <source>Team A</source>
        <translation>Squadra A</translation>
    </message>
    <message>
        <source>Team B</source>
        <translation>Squadra B</translation>
    </message>
    <message>
        <source>MP team A</source>
        <translation>MP squadra A</translation>
    </message>
    <message>
        <source>MP team B</source>
        <translation>MP squadra B</translation>
    </message>
    <message>
        <source>Difference (A − B)</source>
        <translation>Differenza (A − B)</translation>
    </message>
    <message>
        <source>VP team A</source>
        <translation>VP squadra A</translation>
    </message>
    <message>
        <source>VP team B</source>
        <translation>VP squadra B</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>completo</translation>
    </message>
    <message>
        <source>not complete</source>
        <translation>non completo</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>riposo</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Capitano</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Squadre</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Quando</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Chi</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Modifica</translation>
    </message>
    <message>
        <source>Old</source>
        <translation>Prima</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Dopo</translation>
    </message>
    <message>
        <source>Corrections</source>
        <translation>Correzioni</translation>
    </message>
    <message>
        <source>MP difference from</source>
        <translation>Scarto MP da</translation>
    </message>
    <message>
        <source>to</source>
        <translation>a</translation>
    </message>
    <message>
        <source>VP winner</source>
        <translation>VP vincente</translation>
    </message>
    <message>
        <source>VP loser</source>
        <translation>VP perdente</translation>
    </message>
    <message>
        <source>VP scale: {name}</source>
        <translation>Scala VP: {name}</translation>
    </message>
    <message>
        <source>VP scale</source>
        <translation>Scala VP</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Ordine</translation>
    </message>
    <message>
        <source>Tie-break</source>
        <translation>Spareggio</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regola</translation>
    </message>
    <message>
        <source>Tie-breaks</source>
        <translation>Spareggi</translation>
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
        <source>optional, for a prize (e.g. F)</source>
        <translation>facoltativa, per un premio (es. F)</translation>
    </message>
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
    <message>
        <source>Region:</source>
        <translation>Regione:</translation>
    </message>
    <message>
        <source>Province:</source>
        <translation>Provincia:</translation>
    </message>
    <message>
        <source>Category:</source>
        <translation>Categoria:</translation>
    </message>
    <message>
        <source>Not this member</source>
        <translation>Non è questo tesserato</translation>
    </message>
    <message>
        <source>name or member id, to find a member</source>
        <translation>nome o n. tessera, per cercarlo</translation>
    </message>
    <message>
        <source>⚠ Member of the register: the card expired on {date}</source>
        <translation>⚠ Tesserato in anagrafica: tessera scaduta il {date}</translation>
    </message>
    <message>
        <source>✓ Member of the register</source>
        <translation>✓ Tesserato in anagrafica</translation>
    </message>
</context>
</TS>
