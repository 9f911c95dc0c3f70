"""Words of the problems of the rules (domain.rules, codes `rule.*`) and of the tournament file's reader
(io.interchange, codes `file.*`): code -> {"en", "it", "de"} templates (see __init__).

Where a problem is (the setting, the pair, the round and table, the key of the file) is worded from its
path by fields.py; these texts say only what is wrong.
"""

from __future__ import annotations

from collections.abc import Mapping

TEXTS: Mapping[str, Mapping[str, str]] = {
    # rules (domain/rules/checks.py)
    "rule.text_required": {
        "en": "This cannot be empty.",
        "it": "Non può restare vuoto.",
        "de": "Darf nicht leer sein.",
    },
    "rule.text_too_long": {
        "en": "Too long: {length} characters, at most {limit} fit.",
        "it": "Troppo lungo: {length} caratteri, al massimo {limit}.",
        "de": "Zu lang: {length} Zeichen, höchstens {limit} passen.",
    },
    "rule.text_unstorable": {
        "en": "Contains the character {char} (a control character: a line break, a tab, ...), which a "
        "name or text cannot hold.",
        "it": "Contiene il carattere {char} (un carattere di controllo: a capo, tabulazione, ...), che un "
        "nome o un testo non può contenere.",
        "de": "Enthält das Zeichen {char} (ein Steuerzeichen: Zeilenumbruch, Tabulator, ...), das ein "
        "Name oder Text nicht enthalten darf.",
    },
    "rule.out_of_range": {
        "en": "Must be between {low} and {high}, not {value}.",
        "it": "Deve essere tra {low} e {high}, non {value}.",
        "de": "Muss zwischen {low} und {high} liegen, nicht {value}.",
    },
    "rule.too_small": {
        "en": "Must be at least {low}, not {value}.",
        "it": "Deve essere almeno {low}, non {value}.",
        "de": "Muss mindestens {low} sein, nicht {value}.",
    },
    "rule.too_large": {
        "en": "Must be at most {high}, not {value}.",
        "it": "Deve essere al massimo {high}, non {value}.",
        "de": "Darf höchstens {high} sein, nicht {value}.",
    },
    "rule.not_multiple_of_5": {
        "en": "{value} is not a multiple of 5.",
        "it": "{value} non è un multiplo di 5.",
        "de": "{value} ist kein Vielfaches von 5.",
    },
    "rule.print_language": {
        "en": "The print language must be one of {languages}, not {language}.",
        "it": "La lingua di stampa deve essere una di {languages}, non {language}.",
        "de": "Die Drucksprache muss eine von {languages} sein, nicht {language}.",
    },
    "rule.logo_not_image": {
        "en": "The club's logo must be a PNG or JPEG image.",
        "it": "Il logo del circolo deve essere un'immagine PNG o JPEG.",
        "de": "Das Vereinslogo muss ein PNG- oder JPEG-Bild sein.",
    },
    "rule.logo_too_big": {
        "en": "The club's logo is {kb} kB; at most {limit_kb} kB fit.",
        "it": "Il logo del circolo pesa {kb} kB; al massimo {limit_kb} kB.",
        "de": "Das Vereinslogo hat {kb} kB; höchstens {limit_kb} kB passen.",
    },
    "rule.vp_out_of_scale": {
        "en": "VP {vp} must be between 0 and the scale's total {total}.",
        "it": "I VP {vp} devono essere tra 0 e il totale della scala, {total}.",
        "de": "{vp} VP müssen zwischen 0 und der Summe der Skala ({total}) liegen.",
    },
    "rule.bye_mp_needed": {
        "en": "No MP difference earns {vp} VP in the scale {scale}: set the bye's MP.",
        "it": "Nessuna differenza di punti dà {vp} VP nella scala {scale}: indicare i punti del riposo.",
        "de": "Keine MP-Differenz ergibt {vp} VP in der Skala {scale}: die MP des Freiloses angeben.",
    },
    "rule.tie_breaks_start": {
        "en": "The tie-break chain must start with vp (standings rank by VP first).",
        "it": "Gli spareggi devono cominciare con vp (la classifica va prima per VP).",
        "de": "Die Feinwertungen müssen mit vp beginnen (die Rangliste geht zuerst nach VP).",
    },
    "rule.tie_break_repeated": {
        "en": "The tie-break {tie_break} is named more than once.",
        "it": "Lo spareggio {tie_break} è indicato più di una volta.",
        "de": "Die Feinwertung {tie_break} ist mehr als einmal genannt.",
    },
    "rule.players_count": {
        "en": "A pair has two players, not {count}.",
        "it": "Una coppia ha due giocatori, non {count}.",
        "de": "Ein Paar hat zwei Spieler, nicht {count}.",
    },
    "rule.withdrawal_round_not_withdrawn": {
        "en": "Only a withdrawn pair has a round it withdrew after.",
        "it": "Solo una coppia ritirata ha un turno di ritiro.",
        "de": "Nur ein zurückgezogenes Paar hat eine Runde des Rückzugs.",
    },
    "rule.withdrawal_before_entry": {
        "en": "Withdrawn after round {after}, before the pair entered (round {entry}).",
        "it": "Ritirata dopo il turno {after}, prima di entrare in gara (turno {entry}).",
        "de": "Nach Runde {after} zurückgezogen, vor dem Einstieg des Paares (Runde {entry}).",
    },
    "rule.pair_unknown": {
        "en": "There is no pair {pair}.",
        "it": "Non c'è la coppia {pair}.",
        "de": "Es gibt kein Paar {pair}.",
    },
    "rule.pair_number_repeated": {
        "en": "Pair number {pair} is used twice.",
        "it": "Il numero di coppia {pair} è usato due volte.",
        "de": "Die Paarnummer {pair} ist zweimal vergeben.",
    },
    "rule.lots_draw_repeated": {
        "en": "Draw {draw} is also given to pair {pair}.",
        "it": "Il sorteggio {draw} è dato anche alla coppia {pair}.",
        "de": "Das Los {draw} ist auch Paar {pair} zugeteilt.",
    },
    "rule.table_repeated": {
        "en": "Table {table} appears twice in this round.",
        "it": "Il tavolo {table} compare due volte in questo turno.",
        "de": "Tisch {table} kommt in dieser Runde zweimal vor.",
    },
    "rule.table_same_pair": {
        "en": "Pair {pair} cannot play against itself (NS and EW are the same pair).",
        "it": "La coppia {pair} non può giocare contro se stessa (NS ed EO sono la stessa coppia).",
        "de": "Paar {pair} kann nicht gegen sich selbst spielen (NS und OW sind dasselbe Paar).",
    },
    "rule.pair_seated_twice": {
        "en": "Pair {pair} is placed more than once in round {round}.",
        "it": "La coppia {pair} è messa più di una volta nel turno {round}.",
        "de": "Paar {pair} ist in Runde {round} mehr als einmal eingeteilt.",
    },
    "rule.pair_not_yet": {
        "en": "Pair {pair} joins at round {entry}, so it cannot play round {round}.",
        "it": "La coppia {pair} entra al turno {entry}, quindi non può giocare il turno {round}.",
        "de": "Paar {pair} steigt in Runde {entry} ein und kann Runde {round} nicht spielen.",
    },
    "rule.pair_withdrawn": {
        "en": "Pair {pair} withdrew after round {after}, so it cannot play round {round}.",
        "it": "La coppia {pair} si è ritirata dopo il turno {after}, quindi non può giocare il turno "
        "{round}.",
        "de": "Paar {pair} hat sich nach Runde {after} zurückgezogen und kann Runde {round} nicht spielen.",
    },
    "rule.pairs_left_out": {
        "en": "Playing in round {round} but neither seated nor on a bye: pairs {pairs}.",
        "it": "Giocano il turno {round} ma non sono né a un tavolo né a riposo: coppie {pairs}.",
        "de": "Spielen Runde {round}, sitzen aber weder an einem Tisch noch haben sie frei: Paare {pairs}.",
    },
    "rule.round_order": {
        "en": "Rounds are numbered 1, 2, 3, ... in order: expected {expected}, not {number}.",
        "it": "I turni sono numerati 1, 2, 3, ... in ordine: atteso {expected}, non {number}.",
        "de": "Die Runden sind der Reihe nach 1, 2, 3, ... nummeriert: erwartet {expected}, nicht {number}.",
    },
    "rule.too_many_deals": {
        "en": "{count} {count:deal|deals}, but the tournament plays {deals} per round.",
        "it": "{count} {count:smazzata|smazzate}, ma il torneo ne gioca {deals} per turno.",
        "de": "{count} {count:Spiel|Spiele}, aber das Turnier spielt {deals} pro Runde.",
    },
    "rule.round_unknown": {
        "en": "There is no round {round} (the tournament has {rounds} rounds).",
        "it": "Non c'è il turno {round} (il torneo ha {rounds} turni).",
        "de": "Es gibt keine Runde {round} (das Turnier hat {rounds} Runden).",
    },
    # the tournament file's reader (io/interchange.py): the JSON's shape
    "file.not_regular": {
        "en": "This is not a regular file: choose the tournament file (.json).",
        "it": "Questo non è un file normale: scegliere il file del torneo (.json).",
        "de": "Das ist keine normale Datei: die Turnierdatei (.json) wählen.",
    },
    "file.open_database": {
        "en": "This is the tournament database the program has open, not a tournament file: choose the "
        "tournament file (.json). Nothing was read.",
        "it": "Questo è il database del torneo aperto nel programma, non un file del torneo: scegliere il "
        "file del torneo (.json). Non è stato letto nulla.",
        "de": "Das ist die im Programm geöffnete Turnierdatenbank, keine Turnierdatei: die Turnierdatei "
        "(.json) wählen. Es wurde nichts gelesen.",
    },
    "file.too_large": {
        "en": "The file is larger than {limit} MB, far more than a tournament file holds: check that it is "
        "the right file. Nothing was read.",
        "it": "Il file supera {limit} MB, molto più di quanto contenga un file di torneo: controllare che "
        "sia il file giusto. Non è stato letto nulla.",
        "de": "Die Datei ist größer als {limit} MB, weit mehr, als eine Turnierdatei enthält: bitte "
        "prüfen, ob es die richtige Datei ist. Es wurde nichts gelesen.",
    },
    # any file the director names (domain/files.py): a scale, a prize plan, a profile, a list of pairs or
    # members
    "input_file.not_regular": {
        "en": "{file} is not a regular file (it is a named pipe, a device or a socket): choose the file "
        "itself. Nothing was read.",
        "it": "{file} non è un file normale (è una pipe, un dispositivo o un socket): scegliere il file "
        "vero e proprio. Non è stato letto nulla.",
        "de": "{file} ist keine normale Datei (sondern eine Pipe, ein Gerät oder ein Socket): bitte die "
        "Datei selbst wählen. Es wurde nichts gelesen.",
    },
    "input_file.open_database": {
        "en": "{file} is the tournament database the program has open (or a file kept beside it), not a "
        "file to read: choose another file. Nothing was read.",
        "it": "{file} è il database del torneo aperto nel programma (o un file tenuto accanto a esso), non "
        "un file da leggere: scegliere un altro file. Non è stato letto nulla.",
        "de": "{file} ist die im Programm geöffnete Turnierdatenbank (oder eine Datei daneben), keine Datei "
        "zum Einlesen: bitte eine andere Datei wählen. Es wurde nichts gelesen.",
    },
    "input_file.too_large": {
        "en": "{file} is larger than {limit} MB, far more than any file the program reads: check that it "
        "is the right file. Nothing was read.",
        "it": "{file} supera {limit} MB, molto più di qualunque file che il programma legge: controllare "
        "che sia il file giusto. Non è stato letto nulla.",
        "de": "{file} ist größer als {limit} MB, weit mehr als jede Datei, die das Programm liest: bitte "
        "prüfen, ob es die richtige Datei ist. Es wurde nichts gelesen.",
    },
    "file.not_utf8": {
        "en": "The file is not UTF-8 text (byte {byte} cannot be read).",
        "it": "Il file non è testo UTF-8 (il byte {byte} non si può leggere).",
        "de": "Die Datei ist kein UTF-8-Text (Byte {byte} ist nicht lesbar).",
    },
    "file.not_json": {
        "en": "The file is not valid JSON (the fault is at line {line}, column {column}).",
        "it": "Il file non è JSON valido (l'errore è alla riga {line}, colonna {column}).",
        "de": "Die Datei ist kein gültiges JSON (der Fehler steht in Zeile {line}, Spalte {column}).",
    },
    "file.not_a_number": {
        "en": "The file is not valid JSON: {name} is not a number.",
        "it": "Il file non è JSON valido: {name} non è un numero.",
        "de": "Die Datei ist kein gültiges JSON: {name} ist keine Zahl.",
    },
    "file.duplicate_key": {
        "en": 'The file repeats the key "{key}" inside one object.',
        "it": 'Il file ripete la chiave "{key}" nello stesso oggetto.',
        "de": 'Die Datei wiederholt den Schlüssel "{key}" in einem Objekt.',
    },
    "file.too_deep": {
        "en": "Lists and objects are nested more than {depth} deep; a tournament file needs far fewer.",
        "it": "Liste e oggetti sono annidati per più di {depth} livelli; un file di torneo ne usa molti "
        "meno.",
        "de": "Listen und Objekte sind mehr als {depth} Ebenen tief verschachtelt; eine Turnierdatei braucht "
        "weit weniger.",
    },
    "file.too_deep_at": {
        "en": "Lists and objects are nested more than {depth} deep (line {line}, column {column}); a "
        "tournament "
        "file needs far fewer.",
        "it": "Liste e oggetti sono annidati per più di {depth} livelli (riga {line}, colonna {column}); un "
        "file "
        "di torneo ne usa molti meno.",
        "de": "Listen und Objekte sind mehr als {depth} Ebenen tief verschachtelt (Zeile {line}, Spalte "
        "{column}); eine Turnierdatei braucht weit weniger.",
    },
    "file.number_too_long": {
        "en": "A number of {digits} digits is too large (at most {limit}).",
        "it": "Un numero di {digits} cifre è troppo grande (al massimo {limit}).",
        "de": "Eine Zahl mit {digits} Ziffern ist zu groß (höchstens {limit}).",
    },
    "file.number_too_large": {
        "en": "{value} is too large (at most {limit}).",
        "it": "{value} è troppo grande (al massimo {limit}).",
        "de": "{value} ist zu groß (höchstens {limit}).",
    },
    "file.text_too_long": {
        "en": "Too long: {length} characters (at most {limit}).",
        "it": "Troppo lungo: {length} caratteri (al massimo {limit}).",
        "de": "Zu lang: {length} Zeichen (höchstens {limit}).",
    },
    "file.key_too_long": {
        "en": "The key is too long: {length} characters (at most {limit}).",
        "it": "La chiave è troppo lunga: {length} caratteri (al massimo {limit}).",
        "de": "Der Schlüssel ist zu lang: {length} Zeichen (höchstens {limit}).",
    },
    "file.control_character": {
        "en": "Holds the control character {char}, which a name or text cannot contain.",
        "it": "Contiene il carattere di controllo {char}, che un nome o un testo non può contenere.",
        "de": "Enthält das Steuerzeichen {char}, das ein Name oder Text nicht enthalten darf.",
    },
    "file.lone_surrogate": {
        "en": "Holds a lone surrogate {char}, which is not a character (the file is damaged).",
        "it": "Contiene un surrogato isolato {char}, che non è un carattere (il file è danneggiato).",
        "de": "Enthält ein einzelnes Surrogat {char}, das kein Zeichen ist (die Datei ist beschädigt).",
    },
    "file.not_an_object": {
        "en": "The file must hold a JSON object (a tournament file).",
        "it": "Il file deve contenere un oggetto JSON (un file di torneo).",
        "de": "Die Datei muss ein JSON-Objekt enthalten (eine Turnierdatei).",
    },
    "file.format_missing": {
        "en": 'Required key is missing: this is not a tournament file (expected "{expected}").',
        "it": 'Manca una chiave obbligatoria: questo non è un file di torneo (atteso "{expected}").',
        "de": 'Ein Pflichtschlüssel fehlt: das ist keine Turnierdatei (erwartet "{expected}").',
    },
    "file.format_wrong": {
        "en": 'Must be "{expected}", not {value}: this is not a tournament file.',
        "it": 'Deve essere "{expected}", non {value}: questo non è un file di torneo.',
        "de": 'Muss "{expected}" sein, nicht {value}: das ist keine Turnierdatei.',
    },
    "file.version_newer": {
        "en": "The file has format version {version}: it was written by a newer Burraco Tourney; this "
        "program "
        "reads version {supported}, update the program to read it.",
        "it": "Il file ha la versione di formato {version}: è stato scritto da un Burraco Tourney più "
        "recente; "
        "questo programma legge la versione {supported}, aggiornare il programma per leggerlo.",
        "de": "Die Datei hat die Formatversion {version}: sie stammt von einem neueren Burraco Tourney; "
        "dieses "
        "Programm liest Version {supported}, zum Lesen das Programm aktualisieren.",
    },
    "file.version_wrong": {
        "en": "Must be {supported}, not {value}.",
        "it": "Deve essere {supported}, non {value}.",
        "de": "Muss {supported} sein, nicht {value}.",
    },
    "file.key_unknown": {
        "en": "Unknown key (not part of the tournament file format).",
        "it": "Chiave sconosciuta (non fa parte del formato del file di torneo).",
        "de": "Unbekannter Schlüssel (gehört nicht zum Format der Turnierdatei).",
    },
    "file.key_missing": {
        "en": "Required key is missing.",
        "it": "Manca una chiave obbligatoria.",
        "de": "Ein Pflichtschlüssel fehlt.",
    },
    "file.object_expected": {
        "en": "Must be an object {{...}}, not {value}.",
        "it": "Deve essere un oggetto {{...}}, non {value}.",
        "de": "Muss ein Objekt {{...}} sein, nicht {value}.",
    },
    "file.list_expected": {
        "en": "Must be a list [...], not {value}.",
        "it": "Deve essere una lista [...], non {value}.",
        "de": "Muss eine Liste [...] sein, nicht {value}.",
    },
    "file.integer_expected": {
        "en": "Must be a whole number, not {value}.",
        "it": "Deve essere un numero intero, non {value}.",
        "de": "Muss eine ganze Zahl sein, nicht {value}.",
    },
    "file.number_expected": {
        "en": "Must be a number, not {value}.",
        "it": "Deve essere un numero, non {value}.",
        "de": "Muss eine Zahl sein, nicht {value}.",
    },
    "file.boolean_expected": {
        "en": "Must be true or false, not {value}.",
        "it": "Deve essere true o false, non {value}.",
        "de": "Muss true oder false sein, nicht {value}.",
    },
    "file.text_expected": {
        "en": "Must be text in quotes, not {value}.",
        "it": "Deve essere un testo tra virgolette, non {value}.",
        "de": "Muss Text in Anführungszeichen sein, nicht {value}.",
    },
    "file.choice_unknown": {
        "en": "Unknown value {value} (expected one of: {allowed}).",
        "it": "Valore sconosciuto {value} (atteso uno di: {allowed}).",
        "de": "Unbekannter Wert {value} (erwartet einer von: {allowed}).",
    },
    "file.date_format": {
        "en": "Must be a date written YYYY-MM-DD, not {value}.",
        "it": "Deve essere una data scritta AAAA-MM-GG, non {value}.",
        "de": "Muss ein Datum der Form JJJJ-MM-TT sein, nicht {value}.",
    },
    "file.logo_not_base64": {
        "en": "Must be an image written as base64 (letters, digits, + / and = only).",
        "it": "Deve essere un'immagine scritta in base64 (solo lettere, cifre, + / e =).",
        "de": "Muss ein als Base64 geschriebenes Bild sein (nur Buchstaben, Ziffern, + / und =).",
    },
    "file.override_shape": {
        "en": "Must be null or [NS VP, EW VP], not {value}.",
        "it": "Deve essere null o [VP NS, VP EO], non {value}.",
        "de": "Muss null oder [VP NS, VP OW] sein, nicht {value}.",
    },
    # totals and audit (H5): a table entered by its totals only
    "file.totals_shape": {
        "en": "Must be [NS total, EW total], not {value}.",
        "it": "Deve essere [totale NS, totale EO], non {value}.",
        "de": "Muss [Summe NS, Summe OW] sein, nicht {value}.",
    },
    "file.players_shape": {
        "en": "Must be a list of the pair's two players, not {value}.",
        "it": "Deve essere una lista dei due giocatori della coppia, non {value}.",
        "de": "Muss eine Liste der zwei Spieler des Paares sein, nicht {value}.",
    },
    "file.lots_key": {
        "en": "Must be a pair number.",
        "it": "Deve essere un numero di coppia.",
        "de": "Muss eine Paarnummer sein.",
    },
    "file.scale": {
        "en": "The VP scale is not valid: {detail}.",
        "it": "La scala VP non è valida: {detail}.",
        "de": "Die VP-Skala ist ungültig: {detail}.",
    },
    "file.more_problems": {
        "en": "And {count} more {count:problem|problems}.",
        "it": "{count:E un altro problema.|E altri {count} problemi.}",
        "de": "Und {count} {count:weiteres Problem|weitere Probleme}.",
    },
}
