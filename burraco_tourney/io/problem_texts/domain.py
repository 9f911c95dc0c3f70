"""Words of the problems raised by the domain area: code -> {"en", "it", "de"} templates (see __init__).

Where a problem is (the line and field of a deal, the round and table) is worded from its path by fields.py;
these texts say only what is wrong.
"""

from __future__ import annotations

from collections.abc import Mapping

TEXTS: Mapping[str, Mapping[str, str]] = {
    # the checks of a deal (domain/scoring.py check_deal); the place names the line and field
    "deal.both_lines_closed": {
        "en": "Both NS and EW are marked closed; only one line can close.",
        "it": "Sia NS sia EO risultano in chiusura; può chiudere una sola linea.",
        "de": "NS und OW sind beide als geschlossen markiert; nur eine Linie kann schließen.",
    },
    "deal.closed_without_burraco": {
        "en": "Closed without a burraco; a line can close only with a burraco.",
        "it": "Chiusura senza burraco: si può chiudere solo dopo aver fatto un burraco.",
        "de": "Geschlossen ohne Burraco; eine Linie kann nur mit einem Burraco schließen.",
    },
    "deal.closed_without_clean_burraco": {
        "en": "Closed without a clean burraco; under these rules a line can close only with a clean one.",
        "it": "Chiusura senza burraco pulito: con queste regole si può chiudere solo con un burraco pulito.",
        "de": "Geschlossen ohne sauberen Burraco; nach diesen Regeln kann eine Linie nur mit einem sauberen "
        "Burraco schließen.",
    },
    "deal.closed_without_pozzetto": {
        "en": "Closed without taking its pozzetto.",
        "it": "Chiusura senza aver preso il pozzetto.",
        "de": "Geschlossen, ohne den Pozzetto genommen zu haben.",
    },
    "deal.closed_but_deal_not_closed": {
        "en": "Marked closed, but the deal did not end with a closing.",
        "it": "Segnata la chiusura, ma la smazzata non è finita con una chiusura.",
        "de": "Als geschlossen markiert, aber das Spiel endete nicht durch Schließen.",
    },
    "deal.no_line_closed": {
        "en": "The deal ended closed, but neither NS nor EW is marked closed.",
        "it": "La smazzata è finita con una chiusura, ma né NS né EO risultano in chiusura.",
        "de": "Das Spiel endete durch Schließen, aber weder NS noch OW ist als geschlossen markiert.",
    },
    "deal.cards_not_multiple_of_5": {
        "en": "{cards} is not a multiple of 5.",
        "it": "{cards} non è un multiplo di 5.",
        "de": "{cards} ist kein Vielfaches von 5.",
    },
    "deal.line_card_points_over_deck": {
        "en": "{cards} is beyond the ±{deck} all {deck_cards} cards are worth.",
        "it": "{cards} supera ±{deck}, il valore di tutte le {deck_cards} carte.",
        "de": "{cards} liegt jenseits von ±{deck}, dem Wert aller {deck_cards} Karten.",
    },
    "deal.card_points_over_deck": {
        "en": "Card points of NS {ns} and EW {ew} add up to {net}, beyond the ±{deck} all {deck_cards} cards "
        "are worth.",
        "it": "I punti carte di NS {ns} ed EO {ew} fanno {net}, oltre ±{deck}, il valore di tutte le "
        "{deck_cards} carte.",
        "de": "Die Kartenpunkte von NS {ns} und OW {ew} ergeben {net}, jenseits von ±{deck}, dem Wert aller "
        "{deck_cards} Karten.",
    },
    "deal.negative_count": {
        "en": "{count} cannot be negative.",
        "it": "{count}: il numero non può essere negativo.",
        "de": "{count}: die Anzahl darf nicht negativ sein.",
    },
    "deal.penalty_negative": {
        "en": "A penalty of {penalty} cannot be negative.",
        "it": "Una penalità di {penalty} non può essere negativa.",
        "de": "Eine Strafe von {penalty} darf nicht negativ sein.",
    },
    "deal.penalty_not_multiple_of_5": {
        "en": "A penalty of {penalty} is not a multiple of 5.",
        "it": "Una penalità di {penalty} non è un multiplo di 5.",
        "de": "Eine Strafe von {penalty} ist kein Vielfaches von 5.",
    },
    "deal.semi_clean_not_allowed": {
        "en": "{count} entered, but this tournament's rules do not recognise semi-clean burracos.",
        "it": "Ne sono segnati {count}, ma il regolamento di questo torneo non prevede il burraco "
        "semipulito.",
        "de": "{count} eingetragen, aber die Regeln dieses Turniers kennen keine halbsauberen Burracos.",
    },
    "deal.split_points_incomplete": {
        "en": "Missing: both points melded and points in hand are needed, and only the other ({given}) is "
        "entered.",
        "it": "Manca: servono sia i punti a terra sia i punti in mano, ed è segnato solo l'altro ({given}).",
        "de": "Fehlt: ausgelegte Punkte und Punkte auf der Hand sind beide nötig, eingetragen ist nur der "
        "andere Wert ({given}).",
    },
    "deal.card_value_negative": {
        "en": "{points} cannot be negative.",
        "it": "{points} non può essere negativo.",
        "de": "{points} darf nicht negativ sein.",
    },
    "deal.card_value_not_multiple_of_5": {
        "en": "{points} is not a multiple of 5.",
        "it": "{points} non è un multiplo di 5.",
        "de": "{points} ist kein Vielfaches von 5.",
    },
    "deal.cards_not_melded_minus_in_hand": {
        "en": "{cards} is not points melded {melded} minus points in hand {in_hand} (= {difference}).",
        "it": "{cards} non corrisponde ai punti a terra {melded} meno i punti in mano {in_hand} "
        "(= {difference}).",
        "de": "{cards} ist nicht ausgelegte Punkte {melded} minus Punkte auf der Hand {in_hand} "
        "(= {difference}).",
    },
    "deal.card_values_over_deck": {
        "en": "Points melded and in hand add up to {counted}, more than the {deck} all {deck_cards} cards "
        "are worth.",
        "it": "Punti a terra e punti in mano fanno {counted}, più di {deck}, il valore di tutte le "
        "{deck_cards} carte.",
        "de": "Ausgelegte Punkte und Punkte auf der Hand ergeben {counted}, mehr als {deck}, der Wert aller "
        "{deck_cards} Karten.",
    },
    "deal.too_many_burracos": {
        "en": "NS and EW together have {burracos} burracos (NS {ns}, EW {ew}); the {deck_cards} cards allow "
        "at most {most}.",
        "it": "NS ed EO insieme hanno {burracos} burraco (NS {ns}, EO {ew}); con {deck_cards} carte se ne "
        "possono fare al massimo {most}.",
        "de": "NS und OW haben zusammen {burracos} Burracos (NS {ns}, OW {ew}); die {deck_cards} Karten "
        "erlauben höchstens {most}.",
    },
    "deal.not_played_with_values": {
        "en": "The deal was not played, but values are entered on this line ({value} here).",
        "it": "La smazzata non è stata giocata, ma su questa linea sono segnati dei valori (qui {value}).",
        "de": "Das Spiel wurde nicht gespielt, aber auf dieser Linie sind Werte eingetragen (hier {value}).",
    },
    "deal.cards_low_for_burracos": {
        "en": "{points} is low for {burracos} burraco(s): each is worth at least {each}, so at least "
        "{least}.",
        "it": "{points} sono pochi per {burracos} burraco: ognuno vale almeno {each}, quindi almeno {least}.",
        "de": "{points} ist wenig für {burracos} Burraco(s): jeder ist mindestens {each} wert, also "
        "mindestens {least}.",
    },
    "deal.burracos_without_pozzetto": {
        "en": "{burracos} burraco(s) declared, but the pozzetto was not taken.",
        "it": "Dichiarati {burracos} burraco, ma il pozzetto non è stato preso.",
        "de": "{burracos} Burraco(s) angesagt, aber der Pozzetto wurde nicht genommen.",
    },
    "deal.total_beyond_limit": {
        "en": "The deal total {total} is beyond ±{limit}; please confirm.",
        "it": "Il totale della smazzata {total} supera ±{limit}: confermare, per favore.",
        "de": "Die Spielsumme {total} liegt jenseits von ±{limit}; bitte bestätigen.",
    },
    "deal.penalty_without_reason": {
        "en": "The penalty of {penalty} has no reason.",
        "it": "La penalità di {penalty} non ha un motivo.",
        "de": "Die Strafe von {penalty} hat keinen Grund.",
    },
    # the order of a table's deals (domain/rules/checks.py deal_order_problems), at the later deal's ending
    "deal.played_after_timeout": {
        "en": "Deal {timeout} ended by time-out, so this deal was not played: mark it not played, or correct "
        "deal {timeout}.",
        "it": "La smazzata {timeout} è finita a tempo scaduto, quindi questa non è stata giocata: segnarla "
        "come non giocata, oppure correggere la smazzata {timeout}.",
        "de": "Spiel {timeout} endete durch Zeitablauf, also wurde dieses Spiel nicht gespielt: es als nicht "
        "gespielt markieren oder Spiel {timeout} berichtigen.",
    },
    "deal.second_timeout": {
        "en": "Deal {timeout} already ended by time-out, and at a table only one deal can: this one was not "
        "played. Mark it not played, or correct deal {timeout}.",
        "it": "La smazzata {timeout} è già finita a tempo scaduto, e a un tavolo può finire così una sola "
        "smazzata: questa non è stata giocata. Segnarla come non giocata, oppure correggere la smazzata "
        "{timeout}.",
        "de": "Spiel {timeout} endete schon durch Zeitablauf, und an einem Tisch kann das nur ein Spiel: "
        "dieses wurde nicht gespielt. Es als nicht gespielt markieren oder Spiel {timeout} berichtigen.",
    },
    "deal.played_after_not_played": {
        "en": "Deal {not_played} was not played, so no later deal was: mark this one not played too, or "
        "correct deal {not_played}.",
        "it": "La smazzata {not_played} non è stata giocata, quindi nemmeno le successive: segnare come non "
        "giocata anche questa, oppure correggere la smazzata {not_played}.",
        "de": "Spiel {not_played} wurde nicht gespielt, also auch kein späteres: dieses ebenfalls als nicht "
        "gespielt markieren oder Spiel {not_played} berichtigen.",
    },
    # VP scales (domain/vp.py): a row's problems are placed at it ("Row 3: ..."); values as the file has them
    "scale.name_not_text": {
        "en": "the name must be text, not {value}",
        "it": "il nome deve essere un testo, non {value}",
        "de": "der Name muss ein Text sein, nicht {value}",
    },
    "scale.name_empty": {"en": "the name is empty", "it": "il nome è vuoto", "de": "der Name ist leer"},
    "scale.text_not_text": {
        "en": "the {key} must be text, not {value}",
        "it": "il campo {key} deve essere un testo, non {value}",
        "de": "das Feld {key} muss ein Text sein, nicht {value}",
    },
    "scale.blitz_not_whole": {
        "en": "blitz {blitz} is not a whole number of MP",
        "it": "il blitz {blitz} non è un numero intero di punti",
        "de": "Blitz {blitz} ist keine ganze Zahl von Punkten",
    },
    "scale.blitz_not_positive": {
        "en": "blitz {blitz} must be above 0",
        "it": "il blitz {blitz} deve essere maggiore di 0",
        "de": "Blitz {blitz} muss über 0 liegen",
    },
    "scale.total_not_number": {
        "en": "total {total} is not a number",
        "it": "il totale {total} non è un numero",
        "de": "die Summe {total} ist keine Zahl",
    },
    "scale.total_not_positive": {
        "en": "total {total} must be above 0",
        "it": "il totale {total} deve essere maggiore di 0",
        "de": "die Summe {total} muss über 0 liegen",
    },
    "scale.decimals_not_whole": {
        "en": "decimals {decimals} is not a whole number",
        "it": "i decimali {decimals} non sono un numero intero",
        "de": "die Nachkommastellen {decimals} sind keine ganze Zahl",
    },
    "scale.decimals_out_of_range": {
        "en": "decimals {decimals} must be between 0 and {most}",
        "it": "i decimali {decimals} devono essere fra 0 e {most}",
        "de": "die Nachkommastellen {decimals} müssen zwischen 0 und {most} liegen",
    },
    "scale.total_too_precise": {
        "en": "total {total} has more decimals than the {decimals} shown",
        "it": "il totale {total} ha più decimali dei {decimals} mostrati",
        "de": "die Summe {total} hat mehr Nachkommastellen als die {decimals} angezeigten",
    },
    "scale.not_an_object": {
        "en": "a VP scale must be a JSON object, not {value}",
        "it": "una scala VP deve essere un oggetto JSON, non {value}",
        "de": "eine VP-Skala muss ein JSON-Objekt sein, nicht {value}",
    },
    "scale.kind_missing": {
        "en": 'missing key \'kind\' ("table" or "continuous")',
        "it": 'manca la chiave \'kind\' ("table" o "continuous")',
        "de": 'der Schlüssel \'kind\' fehlt ("table" oder "continuous")',
    },
    "scale.kind_unknown": {
        "en": '\'kind\' must be "table" or "continuous", not {value}',
        "it": '\'kind\' deve essere "table" o "continuous", non {value}',
        "de": '\'kind\' muss "table" oder "continuous" sein, nicht {value}',
    },
    "scale.key_unknown": {
        "en": "unknown key {key} in a VP scale",
        "it": "chiave sconosciuta {key} in una scala VP",
        "de": "unbekannter Schlüssel {key} in einer VP-Skala",
    },
    "scale.key_missing": {
        "en": "missing key '{key}'",
        "it": "manca la chiave '{key}'",
        "de": "der Schlüssel '{key}' fehlt",
    },
    "scale.key_not_text": {
        "en": "'{key}' must be text, not {value}",
        "it": "'{key}' deve essere un testo, non {value}",
        "de": "'{key}' muss ein Text sein, nicht {value}",
    },
    "scale.key_not_text_or_null": {
        "en": "'{key}' must be text or null, not {value}",
        "it": "'{key}' deve essere un testo o null, non {value}",
        "de": "'{key}' muss ein Text oder null sein, nicht {value}",
    },
    "scale.key_not_whole": {
        "en": "'{key}' must be a whole number, not {value}",
        "it": "'{key}' deve essere un numero intero, non {value}",
        "de": "'{key}' muss eine ganze Zahl sein, nicht {value}",
    },
    "scale.key_not_number": {
        "en": "'{key}' must be a number, not {value}",
        "it": "'{key}' deve essere un numero, non {value}",
        "de": "'{key}' muss eine Zahl sein, nicht {value}",
    },
    "scale.key_not_boolean": {
        "en": "'{key}' must be true or false, not {value}",
        "it": "'{key}' deve essere true o false, non {value}",
        "de": "'{key}' muss true oder false sein, nicht {value}",
    },
    "scale.concave_decimals": {
        "en": "a continuous scale shows at least {least} decimals, not {decimals}: with fewer it cannot stay "
        "concave (5 MP more never earning more VP than the 5 before) close to its formula",
        "it": "una scala continua mostra almeno {least} decimali, non {decimals}: con meno non può restare "
        "concava (5 punti in più non valgono mai più VP dei 5 precedenti) vicino alla sua formula",
        "de": "eine kontinuierliche Skala zeigt mindestens {least} Nachkommastellen, nicht {decimals}: mit "
        "weniger bleibt sie nicht nahe an ihrer Formel konkav (5 Punkte mehr bringen nie mehr VP als "
        "die 5 davor)",
    },
    "scale.concave_blitz": {
        "en": "blitz {blitz} is beyond the {most} MP a continuous scale may reach",
        "it": "il blitz {blitz} supera i {most} punti che una scala continua può raggiungere",
        "de": "Blitz {blitz} liegt über den {most} Punkten, die eine kontinuierliche Skala erreichen darf",
    },
    "scale.rows_not_a_list": {
        "en": "the rows must be a list of [bound, winner VP, loser VP], not {value}",
        "it": "le righe devono essere una lista di [limite, VP del vincente, VP del perdente], non {value}",
        "de": "die Zeilen müssen eine Liste von [Grenze, VP Sieger, VP Verlierer] sein, nicht {value}",
    },
    "scale.no_rows": {
        "en": "the table has no rows: it needs at least one",
        "it": "la tabella non ha righe: ne serve almeno una",
        "de": "die Tabelle hat keine Zeilen: sie braucht mindestens eine",
    },
    "scale.row_shape": {
        "en": "needs 3 values (bound, winner VP, loser VP), not {value}",
        "it": "servono 3 valori (limite, VP del vincente, VP del perdente), non {value}",
        "de": "braucht 3 Werte (Grenze, VP Sieger, VP Verlierer), nicht {value}",
    },
    "scale.bound_not_whole": {
        "en": "bound {bound} is not a whole number",
        "it": "il limite {bound} non è un numero intero",
        "de": "die Grenze {bound} ist keine ganze Zahl",
    },
    "scale.bound_negative": {
        "en": "bound {bound} is negative",
        "it": "il limite {bound} è negativo",
        "de": "die Grenze {bound} ist negativ",
    },
    "scale.winner_not_number": {
        "en": "winner VP {value} is not a number",
        "it": "i VP del vincente {value} non sono un numero",
        "de": "VP Sieger {value} ist keine Zahl",
    },
    "scale.loser_not_number": {
        "en": "loser VP {value} is not a number",
        "it": "i VP del perdente {value} non sono un numero",
        "de": "VP Verlierer {value} ist keine Zahl",
    },
    "scale.last_row_not_open": {
        "en": "the last row must be open (bound null), not end at {bound}",
        "it": "l'ultima riga deve essere aperta (limite null), non finire a {bound}",
        "de": "die letzte Zeile muss offen sein (Grenze null), nicht bei {bound} enden",
    },
    "scale.open_row_not_last": {
        "en": "only the last row may be open (bound null)",
        "it": "solo l'ultima riga può essere aperta (limite null)",
        "de": "nur die letzte Zeile darf offen sein (Grenze null)",
    },
    "scale.winner_below_loser": {
        "en": "winner VP {winner} is below loser VP {loser}",
        "it": "i VP del vincente {winner} sono meno dei VP del perdente {loser}",
        "de": "VP Sieger {winner} liegt unter VP Verlierer {loser}",
    },
    "scale.first_row_not_even": {
        "en": "gives {winner}–{loser}, but a difference of 0 must give both lines the same VP",
        "it": "dà {winner}–{loser}, ma una differenza di 0 deve dare alle due linee gli stessi VP",
        "de": "ergibt {winner}–{loser}, aber eine Differenz von 0 muss beiden Linien dieselben VP geben",
    },
    "scale.bound_not_increasing": {
        "en": "bound {bound} is not above the previous bound {previous}",
        "it": "il limite {bound} non supera il limite precedente {previous}",
        "de": "die Grenze {bound} liegt nicht über der vorigen Grenze {previous}",
    },
    "scale.winner_falls": {
        "en": "winner VP {winner} is below {previous} on the row before",
        "it": "i VP del vincente {winner} sono meno dei {previous} della riga precedente",
        "de": "VP Sieger {winner} liegt unter {previous} der Zeile davor",
    },
    "scale.sum_differs": {
        "en": "winner + loser is {sum}, but {first} on row {row}",
        "it": "vincente + perdente fa {sum}, ma {first} alla riga {row}",
        "de": "Sieger + Verlierer ergibt {sum}, aber {first} in Zeile {row}",
    },
    "scale.unknown_name": {
        "en": "unknown VP scale {name}: the bundled scales are {known} (or give the path of a JSON scale "
        "file)",
        "it": "scala VP sconosciuta {name}: le scale incluse sono {known} (oppure indicare il percorso di un "
        "file JSON di una scala)",
        "de": "unbekannte VP-Skala {name}: mitgeliefert sind {known} (oder den Pfad einer JSON-Skalendatei "
        "angeben)",
    },
    "scale.file_missing": {
        "en": "VP scale file {file} does not exist",
        "it": "il file della scala VP {file} non esiste",
        "de": "die VP-Skalendatei {file} existiert nicht",
    },
    "scale.file_not_utf8": {
        "en": "VP scale file {file} is not UTF-8 text",
        "it": "il file della scala VP {file} non è un testo UTF-8",
        "de": "die VP-Skalendatei {file} ist kein UTF-8-Text",
    },
    "scale.file_unreadable": {
        "en": "cannot read VP scale file {file}: {reason}",
        "it": "impossibile leggere il file della scala VP {file}: {reason}",
        "de": "die VP-Skalendatei {file} kann nicht gelesen werden: {reason}",
    },
    "scale.file_not_json": {
        "en": "VP scale file {file} is not valid JSON: line {line}, column {column}: {detail}",
        "it": "il file della scala VP {file} non è JSON valido: riga {line}, colonna {column}: {detail}",
        "de": "die VP-Skalendatei {file} ist kein gültiges JSON: Zeile {line}, Spalte {column}: {detail}",
    },
    "scale.file_refused": {
        "en": "VP scale file {file} is not a valid scale",
        "it": "il file della scala VP {file} non contiene una scala valida",
        "de": "die VP-Skalendatei {file} enthält keine gültige Skala",
    },
    # a round's seating before it starts (domain/movements/checks.py)
    "draw.table_number": {
        "en": "table {table} is not a table number",
        "it": "{table} non è un numero di tavolo",
        "de": "{table} ist keine Tischnummer",
    },
    "draw.table_used_twice": {
        "en": "table {table} is used {times} times",
        "it": "il tavolo {table} è usato {times} volte",
        "de": "Tisch {table} wird {times}-mal verwendet",
    },
    "draw.plays_itself": {
        "en": "pair {pair} plays against itself at table {table}",
        "it": "la coppia {pair} gioca contro se stessa al tavolo {table}",
        "de": "Paar {pair} spielt an Tisch {table} gegen sich selbst",
    },
    "draw.pair_not_registered": {
        "en": "pair {pair} is not registered",
        "it": "la coppia {pair} non è iscritta",
        "de": "Paar {pair} ist nicht angemeldet",
    },
    "draw.pair_withdrawn": {
        "en": "pair {pair} has withdrawn",
        "it": "la coppia {pair} si è ritirata",
        "de": "Paar {pair} hat sich zurückgezogen",
    },
    "draw.pair_joins_later": {
        "en": "pair {pair} joins from round {entry}",
        "it": "la coppia {pair} entra dal turno {entry}",
        "de": "Paar {pair} steigt ab Runde {entry} ein",
    },
    "draw.pair_not_in_round": {
        "en": "pair {pair} does not play in round {round}",
        "it": "la coppia {pair} non gioca nel turno {round}",
        "de": "Paar {pair} spielt in Runde {round} nicht",
    },
    "draw.pair_placed_twice": {
        "en": "pair {pair} has {times} places in this round",
        "it": "la coppia {pair} ha {times} posti in questo turno",
        "de": "Paar {pair} hat in dieser Runde {times} Plätze",
    },
    "draw.pair_without_place": {
        "en": "pair {pair} has no place in this round",
        "it": "la coppia {pair} non ha un posto in questo turno",
        "de": "Paar {pair} hat in dieser Runde keinen Platz",
    },
    "draw.bye_not_needed": {
        "en": "pair {pairs} sits out although every pair can play",
        "it": "la coppia {pairs} riposa anche se tutte le coppie possono giocare",
        "de": "Paar {pairs} setzt aus, obwohl alle Paare spielen können",
    },
    "draw.bye_not_needed_in_group": {
        "en": "pair {pairs} sits out in group {group} although every pair can play",
        "it": "la coppia {pairs} riposa nel girone {group} anche se tutte le coppie possono giocare",
        "de": "Paar {pairs} setzt in Gruppe {group} aus, obwohl alle Paare spielen können",
    },
    "draw.byes_not_needed": {
        "en": "pairs {pairs} sit out although every pair can play",
        "it": "le coppie {pairs} riposano anche se tutte le coppie possono giocare",
        "de": "die Paare {pairs} setzen aus, obwohl alle Paare spielen können",
    },
    "draw.byes_not_needed_in_group": {
        "en": "pairs {pairs} sit out in group {group} although every pair can play",
        "it": "le coppie {pairs} riposano nel girone {group} anche se tutte le coppie possono giocare",
        "de": "die Paare {pairs} setzen in Gruppe {group} aus, obwohl alle Paare spielen können",
    },
    "draw.too_many_byes": {
        "en": "pairs {pairs} sit out where one is enough",
        "it": "le coppie {pairs} riposano dove ne basta una",
        "de": "die Paare {pairs} setzen aus, wo eines genügt",
    },
    "draw.too_many_byes_in_group": {
        "en": "pairs {pairs} sit out in group {group} where one is enough",
        "it": "le coppie {pairs} riposano nel girone {group} dove ne basta una",
        "de": "die Paare {pairs} setzen in Gruppe {group} aus, wo eines genügt",
    },
    "draw.bye_unfair": {
        "en": "pair {pair} would get bye number {nth} while pair {other} has had {had}",
        "it": "la coppia {pair} avrebbe il riposo numero {nth} mentre la coppia {other} ne ha avuti {had}",
        "de": "Paar {pair} bekäme das Freilos Nummer {nth}, während Paar {other} {had} hatte",
    },
    "draw.rematch_previous": {
        "en": "pairs {ns} and {ew} already met in round {round}, the previous round",
        "it": "le coppie {ns} e {ew} si sono già incontrate nel turno {round}, il turno precedente",
        "de": "die Paare {ns} und {ew} haben schon in Runde {round}, der vorigen Runde, gespielt",
    },
    "draw.rematch": {
        "en": "pairs {ns} and {ew} already met in round {round}",
        "it": "le coppie {ns} e {ew} si sono già incontrate nel turno {round}",
        "de": "die Paare {ns} und {ew} haben schon in Runde {round} gegeneinander gespielt",
    },
    "draw.rematch_rounds": {
        "en": "pairs {ns} and {ew} already met in rounds {rounds}",
        "it": "le coppie {ns} e {ew} si sono già incontrate nei turni {rounds}",
        "de": "die Paare {ns} und {ew} haben schon in den Runden {rounds} gegeneinander gespielt",
    },
    "draw.different_groups": {
        "en": "pairs {ns} and {ew} are in different groups ({ns_group} and {ew_group})",
        "it": "le coppie {ns} e {ew} sono in gironi diversi ({ns_group} e {ew_group})",
        "de": "die Paare {ns} und {ew} sind in verschiedenen Gruppen ({ns_group} und {ew_group})",
    },
    "draw.same_club": {
        "en": "pairs {ns} and {ew} are both from {club} (club separation is on)",
        "it": "le coppie {ns} e {ew} sono entrambe del circolo {club} (la separazione dei circoli è attiva)",
        "de": "die Paare {ns} und {ew} sind beide vom Verein {club} (Vereinstrennung ist eingeschaltet)",
    },
    "draw.same_province": {
        "en": "pairs {ns} and {ew} are both from the province of {province} (province separation is on)",
        "it": "le coppie {ns} e {ew} sono entrambe della provincia di {province} (la separazione per "
        "provincia è attiva)",
        "de": "die Paare {ns} und {ew} sind beide aus der Provinz {province} (Trennung nach Provinz ist "
        "eingeschaltet)",
    },
    "draw.same_region": {
        "en": "pairs {ns} and {ew} are both from {region} (region separation is on)",
        "it": "le coppie {ns} e {ew} sono entrambe della regione {region} (la separazione per regione è "
        "attiva)",
        "de": "die Paare {ns} und {ew} sind beide aus der Region {region} (Trennung nach Region ist "
        "eingeschaltet)",
    },
    # standings (domain/standings.py): data that contradicts itself (a database edited by other means)
    "standings.pair_not_registered": {
        "en": "pair {pair} is not registered in the tournament",
        "it": "la coppia {pair} non è iscritta al torneo",
        "de": "Paar {pair} ist im Turnier nicht angemeldet",
    },
    "standings.bye_not_registered": {
        "en": "round {round} bye: pair {pair} is not registered in the tournament",
        "it": "riposo del turno {round}: la coppia {pair} non è iscritta al torneo",
        "de": "Freilos der Runde {round}: Paar {pair} ist im Turnier nicht angemeldet",
    },
    "standings.adjusted_not_registered": {
        "en": "adjustment after round {round}: pair {pair} is not registered in the tournament",
        "it": "rettifica dopo il turno {round}: la coppia {pair} non è iscritta al torneo",
        "de": "Korrektur nach Runde {round}: Paar {pair} ist im Turnier nicht angemeldet",
    },
    "standings.bye_beyond_scale": {
        "en": "bye: no MP difference earns {vp} VP in scale '{scale}'; set the bye's MP explicitly",
        "it": "riposo: nessuna differenza di punti dà {vp} VP nella scala '{scale}'; indicare i punti del "
        "riposo",
        "de": "Freilos: keine Punktdifferenz ergibt {vp} VP in der Skala '{scale}'; die Punkte des Freiloses "
        "ausdrücklich angeben",
    },
    # the round clock (domain/clock.py)
    "clock.unusable": {
        "en": "The clock of round {round} cannot be used",
        "it": "L'orologio del turno {round} non si può usare",
        "de": "Die Uhr der Runde {round} kann nicht verwendet werden",
    },
    "clock.round_needs_a_deal": {
        "en": "A round needs at least one deal of at least one minute ({deals} deals of {minutes}).",
        "it": "Un turno richiede almeno una smazzata di almeno un minuto ({deals} smazzate da {minutes}).",
        "de": "Eine Runde braucht mindestens ein Spiel von mindestens einer Minute ({deals} Spiele zu "
        "{minutes}).",
    },
    "clock.no_preset": {
        "en": "There is no preset for {deals} deals per round (presets for {known} deals: {minutes}).",
        "it": "Non c'è una durata prestabilita per {deals} smazzate a turno (durate per {known} smazzate: "
        "{minutes}).",
        "de": "Es gibt keine Vorgabe für {deals} Spiele pro Runde (Vorgaben für {known} Spiele: {minutes}).",
    },
    "clock.round_minutes": {
        "en": "A round lasts from 1 to {most} minutes, not {minutes}.",
        "it": "Un turno dura da 1 a {most} minuti, non {minutes}.",
        "de": "Eine Runde dauert 1 bis {most} Minuten, nicht {minutes}.",
    },
    "clock.warning_minutes": {
        "en": "The warning comes 0 to {most} minutes before the end of a {round}-minute round, not "
        "{warning}.",
        "it": "L'avviso arriva da 0 a {most} minuti prima della fine di un turno di {round} minuti, non "
        "{warning}.",
        "de": "Die Vorwarnung kommt 0 bis {most} Minuten vor dem Ende einer Runde von {round} Minuten, nicht "
        "{warning}.",
    },
    "clock.time_out_seconds": {
        "en": "The time-out announcement lasts 0 to {most} seconds, not {seconds}.",
        "it": "L'annuncio del tempo scaduto dura da 0 a {most} secondi, non {seconds}.",
        "de": "Die Ansage des Zeitendes dauert 0 bis {most} Sekunden, nicht {seconds}.",
    },
    "clock.final_circuit_text_empty": {
        "en": "The final-circuit instruction shown at time-out cannot be empty.",
        "it": "L'istruzione sull'ultimo giro mostrata a tempo scaduto non può essere vuota.",
        "de": "Die Anweisung zur letzten Runde, die beim Zeitende gezeigt wird, darf nicht leer sein.",
    },
    **{
        f"clock.dated_earlier.{kind}": {
            "en": f"This clock action ({words['en']}) is dated {{earlier}} earlier than the clock's last "
            "action: check the computer's date and time.",
            "it": f"Questa azione sull'orologio ({words['it']}) ha un'ora di {{earlier}} precedente "
            "all'ultima azione: controllare data e ora del computer.",
            "de": f"Diese Uhraktion ({words['de']}) ist {{earlier}} früher datiert als die letzte Aktion "
            "der Uhr: bitte Datum und Uhrzeit des Computers prüfen.",
        }
        for kind, words in {
            "start": {"en": "start", "it": "avvio", "de": "Start"},
            "pause": {"en": "pause", "it": "pausa", "de": "Pause"},
            "resume": {"en": "resume", "it": "ripresa", "de": "Fortsetzen"},
            "extend": {"en": "extend", "it": "prolungamento", "de": "Verlängern"},
            "table_extra": {
                "en": "extra time for a table",
                "it": "tempo extra a un tavolo",
                "de": "Zusatzzeit für einen Tisch",
            },
            "finish": {"en": "finish", "it": "fine", "de": "Beenden"},
        }.items()
    },
    "clock.already_started": {
        "en": "The round clock has already been started; it cannot be started twice.",
        "it": "L'orologio del turno è già stato avviato; non si può avviare due volte.",
        "de": "Die Rundenuhr wurde schon gestartet; sie kann nicht zweimal gestartet werden.",
    },
    **{
        f"clock.not_started.{kind}": {
            "en": f"The round clock has not been started yet, so {words['en']}.",
            "it": f"L'orologio del turno non è ancora stato avviato, quindi {words['it']}.",
            "de": f"Die Rundenuhr wurde noch nicht gestartet, daher {words['de']}.",
        }
        for kind, words in {
            "pause": {
                "en": "it cannot be paused",
                "it": "non si può mettere in pausa",
                "de": "kann sie nicht angehalten werden",
            },
            "resume": {
                "en": "it cannot be resumed",
                "it": "non si può riprendere",
                "de": "kann sie nicht fortgesetzt werden",
            },
            "extend": {
                "en": "it cannot be extended",
                "it": "non si può prolungare",
                "de": "kann sie nicht verlängert werden",
            },
            "table_extra": {
                "en": "no table can be given extra time",
                "it": "non si può dare tempo extra a nessun tavolo",
                "de": "kann kein Tisch Zusatzzeit bekommen",
            },
            "finish": {
                "en": "it cannot be finished",
                "it": "non si può terminare",
                "de": "kann sie nicht beendet werden",
            },
        }.items()
    },
    "clock.already_finished": {
        "en": "The round clock is already finished.",
        "it": "L'orologio del turno è già terminato.",
        "de": "Die Rundenuhr ist schon beendet.",
    },
    **{
        f"clock.finished.{kind}": {
            "en": f"The round clock is finished, so {words['en']} any more.",
            "it": f"L'orologio del turno è terminato, quindi non {words['it']} più.",
            "de": f"Die Rundenuhr ist beendet, daher {words['de']}.",
        }
        for kind, words in {
            "start": {
                "en": "it cannot be started",
                "it": "si può avviare",
                "de": "kann sie nicht mehr gestartet werden",
            },
            "pause": {
                "en": "it cannot be paused",
                "it": "si può mettere in pausa",
                "de": "kann sie nicht mehr angehalten werden",
            },
            "resume": {
                "en": "it cannot be resumed",
                "it": "si può riprendere",
                "de": "kann sie nicht mehr fortgesetzt werden",
            },
            "extend": {
                "en": "it cannot be extended",
                "it": "si può prolungare",
                "de": "kann sie nicht mehr verlängert werden",
            },
            "table_extra": {
                "en": "no table can be given extra time",
                "it": "si può dare tempo extra a nessun tavolo",
                "de": "kann kein Tisch mehr Zusatzzeit bekommen",
            },
        }.items()
    },
    "clock.not_paused": {
        "en": "The round clock is not paused, so it cannot be resumed.",
        "it": "L'orologio del turno non è in pausa, quindi non si può riprendere.",
        "de": "Die Rundenuhr ist nicht angehalten, daher kann sie nicht fortgesetzt werden.",
    },
    "clock.already_paused": {
        "en": "The round clock is already paused.",
        "it": "L'orologio del turno è già in pausa.",
        "de": "Die Rundenuhr ist schon angehalten.",
    },
    "clock.pause_after_time_out": {
        "en": "The round has reached time-out: the clock cannot be paused any more (the final circuit is "
        "being played).",
        "it": "Il tempo del turno è scaduto: l'orologio non si può più mettere in pausa (si sta giocando "
        "l'ultimo giro).",
        "de": "Die Runde hat das Zeitende erreicht: die Uhr kann nicht mehr angehalten werden (die letzte "
        "Runde wird gespielt).",
    },
    "clock.extend_after_time_out": {
        "en": "The round has reached time-out, and a time-out that has happened cannot be moved: the round "
        "can no longer be extended or shortened.",
        "it": "Il tempo del turno è scaduto, e un tempo scaduto non si può spostare: il turno non si può più "
        "prolungare né accorciare.",
        "de": "Die Runde hat das Zeitende erreicht, und ein eingetretenes Zeitende lässt sich nicht "
        "verschieben: die Runde kann nicht mehr verlängert oder verkürzt werden.",
    },
    "clock.extend_by_zero": {
        "en": "Extend the round by at least one minute.",
        "it": "Prolungare il turno di almeno un minuto.",
        "de": "Die Runde um mindestens eine Minute verlängern.",
    },
    "clock.round_too_long": {
        "en": "The round would last {minutes} minutes; a round lasts at most {most}.",
        "it": "Il turno durerebbe {minutes} minuti; un turno dura al massimo {most} minuti.",
        "de": "Die Runde würde {minutes} Minuten dauern; eine Runde dauert höchstens {most}.",
    },
    "clock.shorten_too_much": {
        "en": "Only {left} left, so the round cannot be shortened by {minutes} min. Finish the round "
        "instead.",
        "it": "Restano solo {left}, quindi il turno non si può accorciare di {minutes} min. Terminare invece "
        "il turno.",
        "de": "Nur noch {left} übrig, daher kann die Runde nicht um {minutes} Min. verkürzt werden. "
        "Stattdessen die Runde beenden.",
    },
    "clock.no_table": {
        "en": "There is no table {table}: tables are numbered from 1.",
        "it": "Non esiste il tavolo {table}: i tavoli si numerano da 1.",
        "de": "Es gibt keinen Tisch {table}: Tische werden ab 1 nummeriert.",
    },
    "clock.table_extra_too_few": {
        "en": "Give table {table} at least one extra minute (not {minutes}).",
        "it": "Dare al tavolo {table} almeno un minuto extra (non {minutes}).",
        "de": "Tisch {table} mindestens eine Zusatzminute geben (nicht {minutes}).",
    },
    "clock.table_extra_too_many": {
        "en": "Table {table} would have {minutes} extra minutes; that is too many.",
        "it": "Il tavolo {table} avrebbe {minutes} minuti extra; sono troppi.",
        "de": "Tisch {table} hätte {minutes} Zusatzminuten; das sind zu viele.",
    },
    "clock.table_after_time_out": {
        "en": "Table {table} has already reached time-out, and a time-out that has happened cannot be moved: "
        "give extra minutes before the table's time runs out.",
        "it": "Il tavolo {table} è già a tempo scaduto, e un tempo scaduto non si può spostare: dare i "
        "minuti extra prima che scada il tempo del tavolo.",
        "de": "Tisch {table} hat das Zeitende schon erreicht, und ein eingetretenes Zeitende lässt sich "
        "nicht verschieben: Zusatzminuten vor dem Ablauf der Zeit des Tisches geben.",
    },
    # totals and audit: a deal or a table entered by its totals only (domain/scoring.py check_totals_deal,
    # check_table_totals); the place names the line ("NS total")
    "deal.totals_missing": {
        "en": "The deal is entered by its totals, but they are missing.",
        "it": "La smazzata è segnata per totali, ma i totali mancano.",
        "de": "Das Spiel ist nach Summen eingetragen, aber die Summen fehlen.",
    },
    "deal.totals_with_values": {
        "en": "A deal entered by its totals holds only the totals, not burracos, card points or a closing.",
        "it": "Una smazzata segnata per totali contiene solo i totali, non burraco, punti carte o chiusura.",
        "de": "Ein nach Summen eingetragenes Spiel enthält nur die Summen, keine Burracos, Kartenpunkte "
        "oder Schließen.",
    },
    "deal.totals_not_multiple_of_5": {
        "en": "{total} is not a multiple of 5.",
        "it": "{total} non è un multiplo di 5.",
        "de": "{total} ist kein Vielfaches von 5.",
    },
    "deal.totals_beyond_deck": {
        "en": "{total} is beyond ±{limit}, more than one deal can score.",
        "it": "{total} supera ±{limit}, più di quanto possa valere una smazzata.",
        "de": "{total} liegt jenseits von ±{limit}, mehr als ein Spiel ergeben kann.",
    },
    "table.totals_not_multiple_of_5": {
        "en": "The table total {total} is not a multiple of 5.",
        "it": "Il totale del tavolo {total} non è un multiplo di 5.",
        "de": "Die Tischsumme {total} ist kein Vielfaches von 5.",
    },
    "table.totals_beyond_deck": {
        "en": "The table total {total} is beyond ±{limit}, more than the round's deals can score.",
        "it": "Il totale del tavolo {total} supera ±{limit}, più di quanto possano valere le smazzate del "
        "turno.",
        "de": "Die Tischsumme {total} liegt jenseits von ±{limit}, mehr als die Spiele der Runde ergeben "
        "können.",
    },
    "table.totals_beyond_limit": {
        "en": "The table total {total} is beyond ±{limit}; please confirm.",
        "it": "Il totale del tavolo {total} supera ±{limit}: confermare, per favore.",
        "de": "Die Tischsumme {total} liegt jenseits von ±{limit}; bitte bestätigen.",
    },
    "table.totals_with_deals": {
        "en": "A table has its deals or its totals, not both.",
        "it": "Un tavolo ha le sue smazzate o i suoi totali, non entrambi.",
        "de": "Ein Tisch hat seine Spiele oder seine Summen, nicht beides.",
    },
    # profiles: rule profiles (domain/profiles.py) and choosing one (services/tournaments.py)
    "profile.semi_clean_as_dirty": {
        "en": "These rules have no semi-clean burraco: count the {count} semi-clean as dirty?",
        "it": "Queste regole non prevedono il burraco semipulito: contare i {count} semipuliti come sporchi?",
        "de": "Diese Regeln kennen keinen halbsauberen Burraco: die {count} halbsauberen als schmutzige "
        "zählen?",
    },
    "profile.semi_clean_counted_as_dirty": {
        "en": "Counted as dirty burracos ({count}): this tournament's rules have no semi-clean burraco.",
        "it": "Contati come burraco sporchi ({count}): il regolamento di questo torneo non prevede il "
        "burraco semipulito.",
        "de": "Als schmutzige Burracos gezählt ({count}): die Regeln dieses Turniers kennen keinen "
        "halbsauberen Burraco.",
    },
    "profile.file_missing": {
        "en": "The profile file {file} does not exist.",
        "it": "Il file del regolamento {file} non esiste.",
        "de": "Die Regelwerk-Datei {file} gibt es nicht.",
    },
    "profile.file_not_text": {
        "en": "The profile file {file} is not UTF-8 text.",
        "it": "Il file del regolamento {file} non è testo UTF-8.",
        "de": "Die Regelwerk-Datei {file} ist kein UTF-8-Text.",
    },
    "profile.file_unreadable": {
        "en": "The profile file {file} cannot be read: {reason}.",
        "it": "Il file del regolamento {file} non si può leggere: {reason}.",
        "de": "Die Regelwerk-Datei {file} kann nicht gelesen werden: {reason}.",
    },
    "profile.file_not_json": {
        "en": "The profile file {file} is not valid JSON (line {line}, column {column}).",
        "it": "Il file del regolamento {file} non è JSON valido (riga {line}, colonna {column}).",
        "de": "Die Regelwerk-Datei {file} ist kein gültiges JSON (Zeile {line}, Spalte {column}).",
    },
    "profile.file_unwritable": {
        "en": "The profile file {file} cannot be written: {reason}.",
        "it": "Il file del regolamento {file} non si può scrivere: {reason}.",
        "de": "Die Regelwerk-Datei {file} kann nicht geschrieben werden: {reason}.",
    },
    "profile.not_chosen": {
        "en": "The rule profile was not changed, for what follows.",
        "it": "Il regolamento non è stato cambiato, per quanto segue.",
        "de": "Das Regelwerk wurde nicht geändert, aus folgendem Grund.",
    },
    "profile.unknown": {
        "en": "There is no rule profile {key!r}; the profiles are: {known}.",
        "it": "Non esiste il regolamento {key!r}; i regolamenti sono: {known}.",
        "de": "Es gibt kein Regelwerk {key!r}; die Regelwerke sind: {known}.",
    },
    "profile.not_an_object": {
        "en": "A rule profile must be a JSON object ({{...}}).",
        "it": "Un regolamento deve essere un oggetto JSON ({{...}}).",
        "de": "Ein Regelwerk muss ein JSON-Objekt sein ({{...}}).",
    },
    "profile.field_unknown": {
        "en": "A rule profile has no field {field!r}.",
        "it": "Un regolamento non ha il campo {field!r}.",
        "de": "Ein Regelwerk hat kein Feld {field!r}.",
    },
    "profile.name_invalid": {
        "en": "The profile needs a name of at most {most} characters.",
        "it": "Il regolamento deve avere un nome di al massimo {most} caratteri.",
        "de": "Das Regelwerk braucht einen Namen mit höchstens {most} Zeichen.",
    },
    "profile.value_not_integer": {
        "en": "{value} is not a whole number of points.",
        "it": "{value} non è un numero intero di punti.",
        "de": "{value} ist keine ganze Punktzahl.",
    },
    "profile.value_not_multiple_of_5": {
        "en": "{value} is not a multiple of 5.",
        "it": "{value} non è un multiplo di 5.",
        "de": "{value} ist kein Vielfaches von 5.",
    },
    "profile.value_out_of_range": {
        "en": "{value} is outside {least} to {most}.",
        "it": "{value} è fuori dall'intervallo da {least} a {most}.",
        "de": "{value} liegt außerhalb von {least} bis {most}.",
    },
    "profile.closing_unknown": {
        "en": "Unknown closing rule {value!r} (expected one of: {known}).",
        "it": "Regola di chiusura sconosciuta {value!r} (previste: {known}).",
        "de": "Unbekannte Schließregel {value!r} (erwartet: {known}).",
    },
    "profile.timeout_text_invalid": {
        "en": "The time-out text must be words of at most {most} characters.",
        "it": "Il testo per la fine del tempo deve avere al massimo {most} caratteri.",
        "de": "Der Text zum Zeitende darf höchstens {most} Zeichen haben.",
    },
    "profile.flag_not_boolean": {
        "en": "Must be true or false.",
        "it": "Deve essere true o false.",
        "de": "Muss true oder false sein.",
    },
    "profile.bye_invalid": {
        "en": 'A bye score is {{"vp": VP not below 0, "mp": a multiple of 5 or null}}.',
        "it": 'Il punteggio del riposo è {{"vp": VP non negativi, "mp": un multiplo di 5 o null}}.',
        "de": 'Eine Freilos-Wertung ist {{"vp": VP nicht unter 0, "mp": ein Vielfaches von 5 oder null}}.',
    },
}
