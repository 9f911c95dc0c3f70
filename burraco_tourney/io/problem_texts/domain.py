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
        "it": "Ne sono segnati {count}, ma il regolamento di questo torneo non prevede il burraco semipulito.",
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
        "en": "{points} is low for {burracos} burraco(s): each is worth at least {each}, so at least {least}.",
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
    # profiles: rule profiles (domain/profiles.py) and choosing one (services/tournaments.py)
    "profile.semi_clean_as_dirty": {
        "en": "These rules have no semi-clean burraco: count the {count} semi-clean as dirty?",
        "it": "Queste regole non prevedono il burraco semipulito: contare i {count} semipuliti come sporchi?",
        "de": "Diese Regeln kennen keinen halbsauberen Burraco: die {count} halbsauberen als schmutzige "
        "zählen?",
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
        "de": 'Eine Freilos-Wertung ist {{"vp": VP nicht unter 0, "mp": ein Vielfaches von 5 oder '
        "null}}.",
    },
}
