"""Words of the problems raised by the services area: code -> {"en", "it", "de"} templates (see __init__).

The command line's own messages are at the end, under `# cli`.
"""

from __future__ import annotations

from collections.abc import Mapping

TEXTS: Mapping[str, Mapping[str, str]] = {
    # A refusal still built from an English sentence (services.errors.UNWORDED): shown as it is.
    "service.unworded": {"en": "{text}", "it": "{text}", "de": "{text}"},
    # tournaments
    "tournament.not_found": {
        "en": "There is no tournament with id {tournament} in this database.",
        "it": "In questo database non c'è nessun torneo con id {tournament}.",
        "de": "In dieser Datenbank gibt es kein Turnier mit der ID {tournament}.",
    },
    "tournament.none_yet": {
        "en": "This database holds no tournament yet.",
        "it": "Questo database non contiene ancora nessun torneo.",
        "de": "Diese Datenbank enthält noch kein Turnier.",
    },
    "tournament.which_one": {
        "en": "This database holds {count} {count:tournament|tournaments}: say which one by id or name "
        "({choices}).",
        "it": "Questo database contiene {count} {count:torneo|tornei}: indica quale, con l'id o il nome "
        "({choices}).",
        "de": "Diese Datenbank enthält {count} {count:Turnier|Turniere}: Geben Sie an, welches, mit ID "
        "oder Namen "
        "({choices}).",
    },
    "tournament.name_not_found": {
        "en": "There is no tournament {name} in this database.",
        "it": "In questo database non c'è nessun torneo {name}.",
        "de": "In dieser Datenbank gibt es kein Turnier {name}.",
    },
    "tournament.name_ambiguous": {
        "en": "Several tournaments are named {name}: say which by id ({choices}).",
        "it": "Più tornei si chiamano {name}: indica quale con l'id ({choices}).",
        "de": "Mehrere Turniere heißen {name}: Geben Sie an, welches, mit der ID ({choices}).",
    },
    "tournament.duplicate": {
        "en": "This database already holds the tournament {name} on {date} (id {id}). Give this one another "
        "name or date.",
        "it": "Questo database contiene già il torneo {name} del {date} (id {id}). Dai a questo un altro "
        "nome o un'altra data.",
        "de": "Diese Datenbank enthält bereits das Turnier {name} vom {date} (ID {id}). Geben Sie diesem "
        "einen anderen Namen oder ein anderes Datum.",
    },
    "tournament.duplicate_undated": {
        "en": "This database already holds the tournament {name} (without a date) (id {id}). Give this one "
        "another name or date.",
        "it": "Questo database contiene già il torneo {name} (senza data) (id {id}). Dai a questo un altro "
        "nome o un'altra data.",
        "de": "Diese Datenbank enthält bereits das Turnier {name} (ohne Datum) (ID {id}). Geben Sie diesem "
        "einen anderen Namen oder ein anderes Datum.",
    },
    # settings
    "settings.deals_per_round_after_sheets": {
        "en": "The settings were not changed: sheets are already entered with {entered} deals a round, so a "
        "round cannot have {deals} now.",
        "it": "Le impostazioni non sono state cambiate: ci sono già score inseriti con {entered} smazzate a "
        "turno, quindi ora un turno non può averne {deals}.",
        "de": "Die Einstellungen wurden nicht geändert: Es sind schon Spielberichte mit {entered} Spielen "
        "je Runde eingetragen, also kann eine Runde jetzt nicht {deals} haben.",
    },
    "settings.semi_clean_entered": {
        "en": "The settings were not changed: semi-clean burracos were entered, so they cannot be switched "
        "off.",
        "it": "Le impostazioni non sono state cambiate: sono stati inseriti burraco semipuliti, quindi non "
        "si possono escludere.",
        "de": "Die Einstellungen wurden nicht geändert: Es wurden halbsaubere Burracos eingetragen, also "
        "können sie nicht abgeschaltet werden.",
    },
    "settings.new_scoring_refuses_deals": {
        "en": "The settings were not changed: with the new scoring values these deals already entered would "
        "be refused",
        "it": "Le impostazioni non sono state cambiate: con i nuovi valori di punteggio queste smazzate già "
        "inserite sarebbero rifiutate",
        "de": "Die Einstellungen wurden nicht geändert: Mit den neuen Punktwerten würden diese schon "
        "eingetragenen Spiele abgelehnt",
    },
    "settings.rescore.scoring": {
        "en": "The settings were not changed: results are already entered, and changing the scoring values "
        "changes what they are worth. Confirm that every table should be scored again (and give a reason).",
        "it": "Le impostazioni non sono state cambiate: ci sono già risultati inseriti, e cambiare i valori "
        "di punteggio cambia quanto valgono. Conferma che ogni tavolo va ricalcolato (e indica il motivo).",
        "de": "Die Einstellungen wurden nicht geändert: Es sind schon Ergebnisse eingetragen, und neue "
        "Punktwerte ändern, was sie wert sind. Bestätigen Sie, dass jeder Tisch neu gewertet wird (mit "
        "Begründung).",
    },
    "settings.rescore.vp_scale": {
        "en": "The settings were not changed: results are already entered, and changing the VP scale "
        "changes what they are worth. Confirm that every table should be scored again (and give a reason).",
        "it": "Le impostazioni non sono state cambiate: ci sono già risultati inseriti, e cambiare la scala "
        "VP cambia quanto valgono. Conferma che ogni tavolo va ricalcolato (e indica il motivo).",
        "de": "Die Einstellungen wurden nicht geändert: Es sind schon Ergebnisse eingetragen, und eine neue "
        "VP-Skala ändert, was sie wert sind. Bestätigen Sie, dass jeder Tisch neu gewertet wird (mit "
        "Begründung).",
    },
    "settings.rescore.bye": {
        "en": "The settings were not changed: results are already entered, and changing the bye score "
        "changes what they are worth. Confirm that every table should be scored again (and give a reason).",
        "it": "Le impostazioni non sono state cambiate: ci sono già risultati inseriti, e cambiare il "
        "punteggio del riposo cambia quanto valgono. Conferma che ogni tavolo va ricalcolato (e indica il "
        "motivo).",
        "de": "Die Einstellungen wurden nicht geändert: Es sind schon Ergebnisse eingetragen, und eine neue "
        "Wertung des Freiloses ändert, was sie wert sind. Bestätigen Sie, dass jeder Tisch neu gewertet "
        "wird (mit Begründung).",
    },
    "settings.rescore_needs_reason": {
        "en": "Scoring the entered results again needs a reason, for the audit log.",
        "it": "Per ricalcolare i risultati inseriti serve un motivo, per il registro delle modifiche.",
        "de": "Die eingetragenen Ergebnisse neu zu werten braucht eine Begründung, für das Protokoll.",
    },
    # pairs, rounds, tables
    "pair.not_found": {
        "en": "There is no pair {pair} in this tournament.",
        "it": "Non c'è la coppia {pair} in questo torneo.",
        "de": "In diesem Turnier gibt es kein Paar {pair}.",
    },
    "round.not_made": {
        "en": "Round {round} has not been made yet in this tournament.",
        "it": "Il turno {round} non è ancora stato creato in questo torneo.",
        "de": "Runde {round} wurde in diesem Turnier noch nicht ausgelost.",
    },
    "table.not_found": {
        "en": "Round {round} has no table {table}.",
        "it": "Il turno {round} non ha il tavolo {table}.",
        "de": "Runde {round} hat keinen Tisch {table}.",
    },
    "round.already_made": {
        "en": "Round {round} has already been made (perhaps just now at another station), so it was not "
        "made again. The next round is round {next}: look at round {round} first.",
        "it": "Il turno {round} è già stato creato (forse proprio ora da un'altra postazione), quindi non è "
        "stato creato di nuovo. Il prossimo turno è il {next}: guarda prima il turno {round}.",
        "de": "Runde {round} wurde bereits ausgelost (vielleicht gerade an einem anderen Platz), also nicht "
        "noch einmal. Die nächste Runde ist Runde {next}: Sehen Sie sich zuerst Runde {round} an.",
    },
    "round.not_next": {
        "en": "The next round is round {next}, not round {round}.",
        "it": "Il prossimo turno è il {next}, non il {round}.",
        "de": "Die nächste Runde ist Runde {next}, nicht Runde {round}.",
    },
    "round.no_tables": {
        "en": "Round {round} has no tables.",
        "it": "Il turno {round} non ha tavoli.",
        "de": "Runde {round} hat keine Tische.",
    },
    "round.none_made": {
        "en": "No round has been made yet.",
        "it": "Non è ancora stato creato nessun turno.",
        "de": "Es wurde noch keine Runde ausgelost.",
    },
    "round.delete_not_last": {
        "en": "Round {round} cannot be deleted: only the last round (round {last}) can be. Delete the "
        "rounds after it first.",
        "it": "Il turno {round} non si può eliminare: si può eliminare solo l'ultimo (il turno {last}). "
        "Elimina prima i turni successivi.",
        "de": "Runde {round} kann nicht gelöscht werden: Nur die letzte Runde (Runde {last}) kann es. "
        "Löschen Sie zuerst die Runden danach.",
    },
    "round.delete_sheet_saved": {
        "en": "Round {round} has a saved score sheet (table {tables}): it would be deleted with the round, "
        "so it was not deleted.",
        "it": "Il turno {round} ha uno score salvato (tavolo {tables}): verrebbe eliminato con il turno, "
        "quindi il turno non è stato eliminato.",
        "de": "Runde {round} hat einen gespeicherten Spielbericht (Tisch {tables}): Er würde mit der Runde "
        "gelöscht, also wurde sie nicht gelöscht.",
    },
    "round.delete_sheets_saved": {
        "en": "Round {round} has saved score sheets (tables {tables}): they would be deleted with the "
        "round, so it was not deleted.",
        "it": "Il turno {round} ha score salvati (tavoli {tables}): verrebbero eliminati con il turno, "
        "quindi il turno non è stato eliminato.",
        "de": "Runde {round} hat gespeicherte Spielberichte (Tische {tables}): Sie würden mit der Runde "
        "gelöscht, also wurde sie nicht gelöscht.",
    },
    "round.sheet_saved_meanwhile": {
        "en": "Round {round} was not deleted: meanwhile a score sheet was saved at table {tables} (perhaps "
        "at another station). Look at the round again.",
        "it": "Il turno {round} non è stato eliminato: nel frattempo è stato salvato uno score al tavolo "
        "{tables} (forse da un'altra postazione). Riguarda il turno.",
        "de": "Runde {round} wurde nicht gelöscht: Inzwischen wurde ein Spielbericht an Tisch {tables} "
        "gespeichert (vielleicht an einem anderen Platz). Sehen Sie sich die Runde noch einmal an.",
    },
    "round.sheets_saved_meanwhile": {
        "en": "Round {round} was not deleted: meanwhile score sheets were saved at tables {tables} (perhaps "
        "at another station). Look at the round again.",
        "it": "Il turno {round} non è stato eliminato: nel frattempo sono stati salvati score ai tavoli "
        "{tables} (forse da un'altra postazione). Riguarda il turno.",
        "de": "Runde {round} wurde nicht gelöscht: Inzwischen wurden Spielberichte an den Tischen {tables} "
        "gespeichert (vielleicht an einem anderen Platz). Sehen Sie sich die Runde noch einmal an.",
    },
    "round.delete_late_entry": {
        "en": "Round {round} cannot be deleted: {count} late entry joins after it. Withdraw them first.",
        "it": "Il turno {round} non si può eliminare: {count} coppia iscritta in ritardo entra dopo di "
        "esso. Ritirala prima.",
        "de": "Runde {round} kann nicht gelöscht werden: {count} Nachmeldung steigt danach ein. Ziehen Sie "
        "sie zuerst zurück.",
    },
    "round.delete_late_entries": {
        "en": "Round {round} cannot be deleted: {count} {count:late entry joins|late entries join} after "
        "it. Withdraw them first.",
        "it": "Il turno {round} non si può eliminare: {count} "
        "{count:coppia iscritta in ritardo entra|coppie iscritte in ritardo entrano} dopo di "
        "esso. Ritirale prima.",
        "de": "Runde {round} kann nicht gelöscht werden: {count} "
        "{count:Nachmeldung steigt|Nachmeldungen steigen} danach ein. Ziehen "
        "Sie sie zuerst zurück.",
    },
    "round.delete_adjustment": {
        "en": "Round {round} cannot be deleted: pair {pair} has an adjustment counting from round {round} "
        "({reason}). Remove it first.",
        "it": "Il turno {round} non si può eliminare: la coppia {pair} ha una rettifica che conta dal turno "
        "{round} ({reason}). Toglila prima.",
        "de": "Runde {round} kann nicht gelöscht werden: Paar {pair} hat eine Korrektur ab Runde {round} "
        "({reason}). Entfernen Sie sie zuerst.",
    },
    "round.delete_adjustments": {
        "en": "Round {round} cannot be deleted: {count} adjustments count from round {round} (pairs "
        "{pairs}). Remove them first.",
        "it": "Il turno {round} non si può eliminare: {count} rettifiche contano dal turno {round} (coppie "
        "{pairs}). Toglile prima.",
        "de": "Runde {round} kann nicht gelöscht werden: {count} Korrekturen zählen ab Runde {round} (Paare "
        "{pairs}). Entfernen Sie sie zuerst.",
    },
    "round.swap_same_pair": {
        "en": "Choose two different pairs to swap (pair {pair} was given twice).",
        "it": "Scegli due coppie diverse da scambiare (la coppia {pair} è indicata due volte).",
        "de": "Wählen Sie zwei verschiedene Paare zum Tauschen (Paar {pair} wurde zweimal angegeben).",
    },
    "round.pair_not_placed": {
        "en": "Pair {pair} is not placed in round {round}.",
        "it": "La coppia {pair} non è sistemata nel turno {round}.",
        "de": "Paar {pair} ist in Runde {round} nicht gesetzt.",
    },
    "round.swap_same_table": {
        "en": "Choose two different tables to swap (table {table} was given twice).",
        "it": "Scegli due tavoli diversi da scambiare (il tavolo {table} è indicato due volte).",
        "de": "Wählen Sie zwei verschiedene Tische zum Tauschen (Tisch {table} wurde zweimal angegeben).",
    },
    "round.seating_has_results": {
        "en": "Round {round} already has results, so its seating cannot be changed.",
        "it": "Il turno {round} ha già risultati, quindi la sua disposizione ai tavoli non si può cambiare.",
        "de": "Runde {round} hat schon Ergebnisse, also kann ihre Sitzordnung nicht geändert werden.",
    },
    "pair.register_after_round": {
        "en": "Round {round} is already made: enter the pair as a late entry (it joins at round {next}), or "
        "delete the rounds made so far and pair them again.",
        "it": "Il turno {round} è già stato creato: iscrivi la coppia come ingresso in ritardo (entra dal "
        "turno {next}), oppure elimina i turni creati finora e rifai gli abbinamenti.",
        "de": "Runde {round} ist bereits ausgelost: Melden Sie das Paar nach (es steigt in Runde {next} "
        "ein), oder löschen Sie die bisherigen Runden und losen Sie sie neu aus.",
    },
    "pair.late_entry_before_round_1": {
        "en": "No round has been made yet: register the pair normally; it plays from round 1.",
        "it": "Non è ancora stato creato nessun turno: iscrivi la coppia normalmente; gioca dal turno 1.",
        "de": "Es wurde noch keine Runde ausgelost: Melden Sie das Paar normal an; es spielt ab Runde 1.",
    },
    "pair.number_below_1": {
        "en": "Pair numbers start at 1, not {number}.",
        "it": "I numeri delle coppie partono da 1, non da {number}.",
        "de": "Paarnummern beginnen bei 1, nicht bei {number}.",
    },
    "pair.number_taken": {
        "en": "Pair number {number} is already taken.",
        "it": "Il numero di coppia {number} è già assegnato.",
        "de": "Die Paarnummer {number} ist schon vergeben.",
    },
    "pair.withdraw_before_entry": {
        "en": "Pair {pair} joins at round {entry}: it can withdraw after round {earliest} at the earliest.",
        "it": "La coppia {pair} entra dal turno {entry}: può ritirarsi al più presto dopo il turno "
        "{earliest}.",
        "de": "Paar {pair} steigt in Runde {entry} ein: Es kann frühestens nach Runde {earliest} "
        "zurückziehen.",
    },
    "pair.withdraw_while_placed": {
        "en": "Pair {pair} is placed in round {round}: withdraw it after round {round} or later, or take it "
        "out of round {round} first.",
        "it": "La coppia {pair} è sistemata nel turno {round}: ritirala dopo il turno {round} o più tardi, "
        "oppure toglila prima dal turno {round}.",
        "de": "Paar {pair} ist in Runde {round} gesetzt: Ziehen Sie es nach Runde {round} oder später "
        "zurück, oder nehmen Sie es zuerst aus Runde {round} heraus.",
    },
    "pair.not_withdrawn": {
        "en": "Pair {pair} has not withdrawn.",
        "it": "La coppia {pair} non si è ritirata.",
        "de": "Paar {pair} hat nicht zurückgezogen.",
    },
    "pair.changed_meanwhile": {
        "en": "Pair {pair} was changed meanwhile (by another dialog or station): it is now {names}. Nothing "
        "was saved.",
        "it": "La coppia {pair} è stata modificata nel frattempo (da un'altra finestra o postazione): ora è "
        "{names}. Non è stato salvato nulla.",
        "de": "Paar {pair} wurde inzwischen geändert (in einem anderen Dialog oder an einem anderen Platz): "
        "Es ist jetzt {names}. Nichts wurde gespeichert.",
    },
    "pair.changed_meanwhile_in_group": {
        "en": "Pair {pair} was changed meanwhile (by another dialog or station): it is now {names} (group "
        "{group}). Nothing was saved.",
        "it": "La coppia {pair} è stata modificata nel frattempo (da un'altra finestra o postazione): ora è "
        "{names} (girone {group}). Non è stato salvato nulla.",
        "de": "Paar {pair} wurde inzwischen geändert (in einem anderen Dialog oder an einem anderen Platz): "
        "Es ist jetzt {names} (Gruppe {group}). Nichts wurde gespeichert.",
    },
    # score sheets taken back (undo); the place (round, table) comes from the path
    "sheet.take_back_needs_reason": {
        "en": "Taking back the score sheet needs a reason, for the audit log.",
        "it": "Per annullare lo score serve un motivo, per il registro delle modifiche.",
        "de": "Den Spielbericht zurückzunehmen braucht eine Begründung, für das Protokoll.",
    },
    "sheet.saved_elsewhere": {
        "en": "Saved elsewhere meanwhile (version {version}, this copy is version {expected}). Reopen it to "
        "see the saved deals.",
        "it": "Salvato nel frattempo da un'altra parte (versione {version}, questa copia è la versione "
        "{expected}). Riaprilo per vedere le smazzate salvate.",
        "de": "Inzwischen anderswo gespeichert (Version {version}, diese Kopie ist Version {expected}). "
        "Öffnen Sie ihn erneut, um die gespeicherten Spiele zu sehen.",
    },
    "sheet.nothing_to_take_back": {
        "en": "No deals are saved: there is nothing to take back.",
        "it": "Non ci sono smazzate salvate: non c'è niente da annullare.",
        "de": "Es sind keine Spiele gespeichert: Es gibt nichts zurückzunehmen.",
    },
    "pair.remove_needs_reason": {
        "en": "Taking back the registration of pair {pair} needs a reason, for the audit log.",
        "it": "Per annullare l'iscrizione della coppia {pair} serve un motivo, per il registro delle "
        "modifiche.",
        "de": "Die Anmeldung von Paar {pair} zurückzunehmen braucht eine Begründung, für das Protokoll.",
    },
    "pair.restore_needs_reason": {
        "en": "Registering pair {pair} again needs a reason, for the audit log.",
        "it": "Per iscrivere di nuovo la coppia {pair} serve un motivo, per il registro delle modifiche.",
        "de": "Paar {pair} erneut anzumelden braucht eine Begründung, für das Protokoll.",
    },
    "pair.restore_number_taken": {
        "en": "Pair number {number} is taken again meanwhile.",
        "it": "Il numero di coppia {number} è stato riassegnato nel frattempo.",
        "de": "Die Paarnummer {number} wurde inzwischen wieder vergeben.",
    },
    "pair.restore_lots_taken": {
        "en": "Pair {pair}'s lots draw is now held by another pair.",
        "it": "Il numero sorteggiato della coppia {pair} è ora di un'altra coppia.",
        "de": "Die Losnummer von Paar {pair} gehört jetzt einem anderen Paar.",
    },
    "pair.remove_placed": {
        "en": "Pair {pair} is placed in round {round}, so its registration cannot be taken back: withdraw "
        "the pair instead.",
        "it": "La coppia {pair} è sistemata nel turno {round}, quindi la sua iscrizione non si può "
        "annullare: ritira invece la coppia.",
        "de": "Paar {pair} ist in Runde {round} gesetzt, also kann seine Anmeldung nicht zurückgenommen "
        "werden: Ziehen Sie das Paar stattdessen zurück.",
    },
    "pair.remove_adjusted": {
        "en": "Pair {pair} has adjustments, so its registration cannot be taken back: remove them first, or "
        "withdraw the pair.",
        "it": "La coppia {pair} ha rettifiche, quindi la sua iscrizione non si può annullare: togli prima "
        "le rettifiche, oppure ritira la coppia.",
        "de": "Paar {pair} hat Korrekturen, also kann seine Anmeldung nicht zurückgenommen werden: "
        "Entfernen Sie sie zuerst, oder ziehen Sie das Paar zurück.",
    },
    "round.no_plan": {
        "en": "Round {round} cannot be made: the tournament has no plan; choose a movement.",
        "it": "Il turno {round} non si può creare: il torneo non ha un programma; scegli un movimento.",
        "de": "Runde {round} kann nicht ausgelost werden: Das Turnier hat keinen Ablauf; wählen Sie eine "
        "Bewegung.",
    },
    "round.no_pairs": {
        "en": "Round {round} cannot be made: no pair is registered to play in it.",
        "it": "Il turno {round} non si può creare: nessuna coppia iscritta lo gioca.",
        "de": "Runde {round} kann nicht ausgelost werden: Kein angemeldetes Paar spielt sie.",
    },
    "round.cannot_be_made": {
        "en": "Round {round} cannot be made",
        "it": "Il turno {round} non si può creare",
        "de": "Runde {round} kann nicht ausgelost werden",
    },
    "round.previous_open_danish": {
        "en": "A Danish round is paired on the standings, but round {round} still has 1 table without a "
        "result ({tables}).",
        "it": "Un turno danese si abbina sulla classifica, ma il turno {round} ha ancora un tavolo senza "
        "risultato ({tables}).",
        "de": "Eine dänische Runde wird nach der Rangliste gepaart, aber Runde {round} hat noch einen Tisch "
        "ohne Ergebnis ({tables}).",
    },
    "round.previous_open_danish_tables": {
        "en": "A Danish round is paired on the standings, but round {round} still has {count} "
        "{count:table|tables} "
        "without a result ({tables}).",
        "it": "Un turno danese si abbina sulla classifica, ma il turno {round} ha ancora {count} "
        "{count:tavolo|tavoli} "
        "senza risultato ({tables}).",
        "de": "Eine dänische Runde wird nach der Rangliste gepaart, aber Runde {round} hat noch {count} "
        "{count:Tisch|Tische} ohne Ergebnis ({tables}).",
    },
    "round.previous_open_swiss": {
        "en": "A Swiss round is paired on the standings, but round {round} still has 1 table without a "
        "result ({tables}).",
        "it": "Un turno svizzero si abbina sulla classifica, ma il turno {round} ha ancora un tavolo senza "
        "risultato ({tables}).",
        "de": "Eine Schweizer Runde wird nach der Rangliste gepaart, aber Runde {round} hat noch einen "
        "Tisch ohne Ergebnis ({tables}).",
    },
    "round.previous_open_swiss_tables": {
        "en": "A Swiss round is paired on the standings, but round {round} still has {count} "
        "{count:table|tables} without "
        "a result ({tables}).",
        "it": "Un turno svizzero si abbina sulla classifica, ma il turno {round} ha ancora {count} "
        "{count:tavolo|tavoli} "
        "senza risultato ({tables}).",
        "de": "Eine Schweizer Runde wird nach der Rangliste gepaart, aber Runde {round} hat noch {count} "
        "{count:Tisch|Tische} ohne Ergebnis ({tables}).",
    },
    # adjustments
    "adjustment.needs_reason": {
        "en": "An adjustment needs a reason.",
        "it": "Una rettifica richiede un motivo.",
        "de": "Eine Korrektur braucht eine Begründung.",
    },
    "adjustment.changes_nothing": {
        "en": "An adjustment must change VP or MP (both are 0).",
        "it": "Una rettifica deve cambiare i VP o i MP (sono entrambi 0).",
        "de": "Eine Korrektur muss VP oder MP ändern (beide sind 0).",
    },
    "adjustment.mp_not_multiple_of_5": {
        "en": "MP are multiples of 5: {mp} is not.",
        "it": "I MP sono multipli di 5: {mp} non lo è.",
        "de": "MP sind Vielfache von 5: {mp} ist keines.",
    },
    "adjustment.round_not_made": {
        "en": "An adjustment counts after a round that is made (rounds 1 to {last} are made), not after "
        "round {round}.",
        "it": "Una rettifica conta dopo un turno già creato (sono creati i turni da 1 a {last}), non dopo "
        "il turno {round}.",
        "de": "Eine Korrektur zählt nach einer ausgelosten Runde (ausgelost sind die Runden 1 bis {last}), "
        "nicht nach Runde {round}.",
    },
    "adjustment.no_round_made": {
        "en": "An adjustment counts after a round that is made (no round is made yet), not after round "
        "{round}.",
        "it": "Una rettifica conta dopo un turno già creato (non è ancora creato nessun turno), non dopo il "
        "turno {round}.",
        "de": "Eine Korrektur zählt nach einer ausgelosten Runde (noch keine Runde ist ausgelost), nicht "
        "nach Runde {round}.",
    },
    "adjustment.remove_needs_reason": {
        "en": "Removing an adjustment needs a reason.",
        "it": "Per togliere una rettifica serve un motivo.",
        "de": "Eine Korrektur zu entfernen braucht eine Begründung.",
    },
    "adjustment.not_found": {
        "en": "There is no adjustment {adjustment} in this tournament.",
        "it": "In questo torneo non c'è la rettifica {adjustment}.",
        "de": "In diesem Turnier gibt es keine Korrektur {adjustment}.",
    },
    # standings
    "standings.round_not_made": {
        "en": "Standings after round {round} cannot be taken: rounds 1 to {last} are made.",
        "it": "La classifica dopo il turno {round} non si può calcolare: sono creati i turni da 1 a {last}.",
        "de": "Die Rangliste nach Runde {round} gibt es nicht: Ausgelost sind die Runden 1 bis {last}.",
    },
    "standings.no_round_made": {
        "en": "Standings after round {round} cannot be taken: no round is made yet.",
        "it": "La classifica dopo il turno {round} non si può calcolare: non è ancora creato nessun turno.",
        "de": "Die Rangliste nach Runde {round} gibt es nicht: Noch keine Runde ist ausgelost.",
    },
    "standings.cannot_compute": {
        "en": "The standings cannot be computed",
        "it": "La classifica non si può calcolare",
        "de": "Die Rangliste kann nicht berechnet werden",
    },
    # demo
    "demo.too_few_pairs": {
        "en": "A demo tournament needs at least 2 pairs.",
        "it": "Un torneo dimostrativo richiede almeno 2 coppie.",
        "de": "Ein Demo-Turnier braucht mindestens 2 Paare.",
    },
    "demo.too_few_rounds": {
        "en": "A demo tournament needs at least 1 round.",
        "it": "Un torneo dimostrativo richiede almeno 1 turno.",
        "de": "Ein Demo-Turnier braucht mindestens 1 Runde.",
    },
    # importing pairs from a spreadsheet; the row is the place ("Row 7: ...")
    "pairs_import.round_made": {
        "en": "Round {round} is already made: pairs can no longer be imported. Enter each new pair as a "
        "late entry, or delete the rounds made so far.",
        "it": "Il turno {round} è già stato creato: non si possono più importare coppie. Iscrivi ogni nuova "
        "coppia come ingresso in ritardo, oppure elimina i turni creati finora.",
        "de": "Runde {round} ist bereits ausgelost: Paare können nicht mehr importiert werden. Melden Sie "
        "jedes neue Paar nach, oder löschen Sie die bisherigen Runden.",
    },
    "pairs_import.no_pairs": {
        "en": "The file holds no pairs.",
        "it": "Il file non contiene coppie.",
        "de": "Die Datei enthält keine Paare.",
    },
    "pairs_import.no_name": {
        "en": "player {seat} has no name",
        "it": "il giocatore {seat} non ha un nome",
        "de": "Spieler {seat} hat keinen Namen",
    },
    "pairs_import.name_too_long": {
        "en": "player {seat}'s name is longer than {limit} characters",
        "it": "il nome del giocatore {seat} supera i {limit} caratteri",
        "de": "der Name von Spieler {seat} ist länger als {limit} Zeichen",
    },
    "pairs_import.club_too_long": {
        "en": "player {seat}'s club is longer than {limit} characters",
        "it": "il circolo del giocatore {seat} supera i {limit} caratteri",
        "de": "der Verein von Spieler {seat} ist länger als {limit} Zeichen",
    },
    "pairs_import.member_id_too_long": {
        "en": "player {seat}'s member id is longer than {limit} characters",
        "it": "la tessera del giocatore {seat} supera i {limit} caratteri",
        "de": "die Mitgliedsnummer von Spieler {seat} ist länger als {limit} Zeichen",
    },
    "pairs_import.group_too_long": {
        "en": "the group is longer than {limit} characters",
        "it": "il girone supera i {limit} caratteri",
        "de": "die Gruppe ist länger als {limit} Zeichen",
    },
    "pairs_import.same_member_id": {
        "en": "player 1 and player 2 have the same member id {member_id}",
        "it": "il giocatore 1 e il giocatore 2 hanno la stessa tessera {member_id}",
        "de": "Spieler 1 und Spieler 2 haben dieselbe Mitgliedsnummer {member_id}",
    },
    "pairs_import.same_player": {
        "en": "player 1 and player 2 are both {name}",
        "it": "il giocatore 1 e il giocatore 2 sono entrambi {name}",
        "de": "Spieler 1 und Spieler 2 sind beide {name}",
    },
    "pairs_import.number_below_1": {
        "en": "pair number {number}: pair numbers start at 1",
        "it": "numero di coppia {number}: i numeri delle coppie partono da 1",
        "de": "Paarnummer {number}: Paarnummern beginnen bei 1",
    },
    "pairs_import.number_taken": {
        "en": "pair number {number} is already taken ({names})",
        "it": "il numero di coppia {number} è già assegnato ({names})",
        "de": "die Paarnummer {number} ist schon vergeben ({names})",
    },
    "pairs_import.number_repeated": {
        "en": "pair number {number} appears on {count} {count:row|rows} ({rows})",
        "it": "il numero di coppia {number} compare in {count} {count:riga|righe} ({rows})",
        "de": "die Paarnummer {number} steht in {count} {count:Zeile|Zeilen} ({rows})",
    },
    "pairs_import.player_repeated": {
        "en": "{name} appears on {count} {count:row|rows} ({rows})",
        "it": "{name} compare in {count} {count:riga|righe} ({rows})",
        "de": "{name} steht in {count} {count:Zeile|Zeilen} ({rows})",
    },
    "pairs_import.member_id_repeated": {
        "en": "member id {member_id} appears on {count} {count:row|rows} ({rows})",
        "it": "la tessera {member_id} compare in {count} {count:riga|righe} ({rows})",
        "de": "die Mitgliedsnummer {member_id} steht in {count} {count:Zeile|Zeilen} ({rows})",
    },
    "pairs_import.already_in_pair": {
        "en": "{name} is already in pair {pair}",
        "it": "{name} è già nella coppia {pair}",
        "de": "{name} ist schon in Paar {pair}",
    },
    "pairs_import.already_in_withdrawn_pair": {
        "en": "{name} is already in pair {pair} (withdrawn)",
        "it": "{name} è già nella coppia {pair} (ritirata)",
        "de": "{name} ist schon in Paar {pair} (zurückgezogen)",
    },
    "pairs_import.member_already_in_pair": {
        "en": "{name} (member id {member_id}) is already in pair {pair}",
        "it": "{name} (tessera {member_id}) è già nella coppia {pair}",
        "de": "{name} (Mitgliedsnummer {member_id}) ist schon in Paar {pair}",
    },
    "pairs_import.member_already_in_withdrawn_pair": {
        "en": "{name} (member id {member_id}) is already in pair {pair} (withdrawn)",
        "it": "{name} (tessera {member_id}) è già nella coppia {pair} (ritirata)",
        "de": "{name} (Mitgliedsnummer {member_id}) ist schon in Paar {pair} (zurückgezogen)",
    },
    "pairs_import.member_id_in_pair": {
        "en": "member id {member_id} is already in pair {pair}, as {name}",
        "it": "la tessera {member_id} è già nella coppia {pair}, come {name}",
        "de": "die Mitgliedsnummer {member_id} ist schon in Paar {pair}, als {name}",
    },
    "pairs_import.member_id_in_withdrawn_pair": {
        "en": "member id {member_id} is already in pair {pair} (withdrawn), as {name}",
        "it": "la tessera {member_id} è già nella coppia {pair} (ritirata), come {name}",
        "de": "die Mitgliedsnummer {member_id} ist schon in Paar {pair} (zurückgezogen), als {name}",
    },
    # cli: the command line's own messages (burraco_tourney/cli/)
    "cli.vp_needs_scale_and_diff": {
        "en": "vp needs --scale NAME|FILE and --diff N (or --list)",
        "it": "vp vuole --scale NOME|FILE e --diff N (oppure --list)",
        "de": "vp braucht --scale NAME|DATEI und --diff N (oder --list)",
    },
    # The demo's name already says its pairs, rounds and seed: said once.
    "cli.created": {
        "en": "created tournament {id}: {name}",
        "it": "creato il torneo {id}: {name}",
        "de": "Turnier {id} erstellt: {name}",
    },
    "cli.imported": {
        "en": "imported tournament {id}: {name} ({pairs} pairs, {rounds} rounds)",
        "it": "importato il torneo {id}: {name} ({pairs} coppie, {rounds} turni)",
        "de": "Turnier {id} importiert: {name} ({pairs} Paare, {rounds} Runden)",
    },
    "cli.standings_title": {
        "en": "Standings after round {round} (ties broken by: {tie_breaks})",
        "it": "Classifica dopo il turno {round} (spareggi: {tie_breaks})",
        "de": "Rangliste nach Runde {round} (Gleichstand entschieden nach: {tie_breaks})",
    },
    "cli.standings_columns": {
        "en": "rank|pair|players|VP|MP diff|MP|rounds|byes",
        "it": "pos.|coppia|giocatori|VP|diff. MP|MP|turni|riposi",
        "de": "Rang|Paar|Spieler|VP|MP-Diff.|MP|Runden|Freilose",
    },
    "cli.standings_checks": {
        "en": "checks: VP total {vp} (expected {expected}), MP difference total {diff}",
        "it": "controlli: totale VP {vp} (atteso {expected}), totale differenze MP {diff}",
        "de": "Kontrolle: VP-Summe {vp} (erwartet {expected}), Summe der MP-Differenzen {diff}",
    },
    "cli.warning": {
        "en": "warning: {file}: {warning}",
        "it": "attenzione: {file}: {warning}",
        "de": "Warnung: {file}: {warning}",
    },
    "cli.registered": {
        "en": "registered {count} {count:pair|pairs} (numbers {first} to {last})",
        "it": "{count:iscritta|iscritte} {count} {count:coppia|coppie} (numeri da {first} a {last})",
        "de": "{count} {count:Paar|Paare} angemeldet (Nummern {first} bis {last})",
    },
    "cli.skipped": {
        "en": "skipped {count} {count:row|rows} with problems: {problems}",
        "it": "{count:saltata|saltate} {count} {count:riga|righe} con problemi: {problems}",
        "de": "{count} {count:Zeile|Zeilen} mit Problemen übersprungen: {problems}",
    },
    "cli.filled_not_scoresheets": {
        "en": "--filled is for scoresheets (the values entered), not for {what}",
        "it": "--filled vale per gli score (i valori inseriti), non per {what}",
        "de": "--filled gilt für Spielberichte (die eingetragenen Werte), nicht für {what}",
    },
    "cli.group_not_seats": {
        "en": "--group is for seats (one group's lists, for its room), not for {what}",
        "it": "--group vale per i posti (le liste di un girone, per la sua sala), non per {what}",
        "de": "--group gilt für Sitzplätze (die Listen einer Gruppe, für ihren Saal), nicht für {what}",
    },
    "cli.no_teams_to_print": {
        "en": "this tournament has no teams: there is no {what} to print",
        "it": "questo torneo non ha squadre: non c'è nessun {what} da stampare",
        "de": "dieses Turnier hat keine Mannschaften: es gibt kein {what} zu drucken",
    },
    "cli.no_round_to_print": {
        "en": "there is no round to print {what} for: make a round first",
        "it": "non c'è nessun turno per cui stampare {what}: crea prima un turno",
        "de": "es gibt keine Runde, für die {what} gedruckt werden kann: losen Sie zuerst eine Runde aus",
    },
    "cli.text_does_not_fit": {
        "en": "cannot write {file}: some text does not fit on the page; shorten the longest names or texts. "
        "Nothing was written.",
        "it": "impossibile scrivere {file}: un testo non entra nella pagina; accorcia i nomi o i testi più "
        "lunghi. Non è stato scritto nulla.",
        "de": "{file} kann nicht geschrieben werden: Ein Text passt nicht auf die Seite; kürzen Sie die "
        "längsten Namen oder Texte. Nichts wurde geschrieben.",
    },
    "cli.wrote": {
        "en": "wrote {file}",
        "it": "scritto {file}",
        "de": "{file} geschrieben",
    },
    "cli.not_printed": {
        "en": "{file} is written but not printed: {reason}",
        "it": "{file} è scritto ma non stampato: {reason}",
        "de": "{file} ist geschrieben, aber nicht gedruckt: {reason}",
    },
    "cli.sent_to_printer": {
        "en": "sent {file} to the printer",
        "it": "inviato {file} alla stampante",
        "de": "{file} an den Drucker geschickt",
    },
    "cli.sent_to_printer_answer": {
        "en": "sent {file} to the printer ({answer})",
        "it": "inviato {file} alla stampante ({answer})",
        "de": "{file} an den Drucker geschickt ({answer})",
    },
    "cli.no_network_address": {
        "en": "this computer has no network address: give the address phones open with --url",
        "it": "questo computer non ha un indirizzo di rete: indica con --url l'indirizzo che aprono i "
        "telefoni",
        "de": "dieser Computer hat keine Netzwerkadresse: geben Sie mit --url die Adresse an, die Telefone "
        "öffnen",
    },
    "cli.no_round_to_export": {
        "en": "there is no round to export seats for: make a round first",
        "it": "non c'è nessun turno di cui esportare i posti: crea prima un turno",
        "de": "es gibt keine Runde, deren Sitzplätze exportiert werden können: losen Sie zuerst eine Runde "
        "aus",
    },
    "cli.bad_separator": {
        "en": "--separator {separator}: give one character such as ; or , (or the word tab)",
        "it": "--separator {separator}: indica un solo carattere come ; o , (oppure la parola tab)",
        "de": "--separator {separator}: geben Sie ein Zeichen wie ; oder , an (oder das Wort tab)",
    },
    "cli.no_display": {
        "en": "no display is available to open the window (run it on a desktop, or set "
        "QT_QPA_PLATFORM=offscreen for a window nobody sees)",
        "it": "non c'è uno schermo per aprire la finestra (avvialo da un desktop, oppure imposta "
        "QT_QPA_PLATFORM=offscreen per una finestra che nessuno vede)",
        "de": "kein Bildschirm, um das Fenster zu öffnen (starten Sie es auf einem Desktop, oder setzen Sie "
        "QT_QPA_PLATFORM=offscreen für ein unsichtbares Fenster)",
    },
    "cli.window_cannot_start": {
        "en": "the window cannot start: {reason}",
        "it": "la finestra non può partire: {reason}",
        "de": "das Fenster kann nicht starten: {reason}",
    },
    "cli.bad_port": {
        "en": "--port {port}: a port is a number from 1 to 65535",
        "it": "--port {port}: una porta è un numero da 1 a 65535",
        "de": "--port {port}: ein Port ist eine Zahl von 1 bis 65535",
    },
    "cli.serve_urls": {
        "en": "Phones on this network open:",
        "it": "I telefoni su questa rete aprono:",
        "de": "Telefone in diesem Netzwerk öffnen:",
    },
    "cli.serve_stop": {
        "en": "Press Ctrl+C to stop.",
        "it": "Premi Ctrl+C per fermare.",
        "de": "Drücken Sie Strg+C zum Beenden.",
    },
    "cli.needs_subcommand": {
        "en": "'{command}' needs a subcommand (see: burraco-tourney {command} --help)",
        "it": "'{command}' richiede un sottocomando (vedi: burraco-tourney {command} --help)",
        "de": "'{command}' braucht einen Unterbefehl (siehe: burraco-tourney {command} --help)",
    },
    "cli.disk_full": {
        "en": "the disk is full",
        "it": "il disco è pieno",
        "de": "der Datenträger ist voll",
    },
    # a file the command line cannot open (the system's own words are English whatever the language)
    "cli.no_such_file": {
        "en": "the file does not exist",
        "it": "il file non esiste",
        "de": "die Datei existiert nicht",
    },
    "cli.is_a_folder": {
        "en": "this is a folder, not a file",
        "it": "questa è una cartella, non un file",
        "de": "das ist ein Ordner, keine Datei",
    },
    "cli.permission_denied": {
        "en": "permission was refused",
        "it": "il permesso è stato negato",
        "de": "das wurde nicht erlaubt",
    },
    "cli.unexpected": {
        "en": "unexpected error: {error}",
        "it": "errore imprevisto: {error}",
        "de": "unerwarteter Fehler: {error}",
    },
    "cli.unexpected_logged": {
        "en": "unexpected error: {error} (details in {log})",
        "it": "errore imprevisto: {error} (dettagli in {log})",
        "de": "unerwarteter Fehler: {error} (Einzelheiten in {log})",
    },
    # what a swap of pairs or tables departs from (warnings after the swap)
    "round.swap_repeat": {
        "en": "Pairs {ns} and {ew} have already met in an earlier round.",
        "it": "Le coppie {ns} e {ew} si sono già incontrate in un turno precedente.",
        "de": "Die Paare {ns} und {ew} haben sich schon in einer früheren Runde getroffen.",
    },
    "round.swap_leaves_mitchell": {
        "en": "Round {round} no longer follows the Mitchell movement.",
        "it": "Il turno {round} non segue più il movimento Mitchell.",
        "de": "Runde {round} folgt nicht mehr der Mitchell-Bewegung.",
    },
    "round.swap_leaves_round_robin": {
        "en": "Round {round} no longer follows the round robin movement.",
        "it": "Il turno {round} non segue più il girone all'italiana.",
        "de": "Runde {round} folgt nicht mehr dem Rundenturnier (jeder gegen jeden).",
    },
    "cli.demo_name": {
        "en": "Demo {pairs} pairs, {rounds} rounds (seed {seed})",
        "it": "Demo {pairs} coppie, {rounds} turni (seme {seed})",
        "de": "Demo {pairs} Paare, {rounds} Runden (Startwert {seed})",
    },
    "cli.bad_date": {
        "en": "{value} is not a date: write it as 2026-12-20",
        "it": "{value} non è una data: scriverla come 2026-12-20",
        "de": "{value} ist kein Datum: bitte als 2026-12-20 schreiben",
    },
    "cli.bad_plan": {
        "en": "the plan {value} cannot be read: write each phase as movement:rounds, separated by commas, "
        "e.g. mitchell:3,danish:2 (movements: mitchell, danish, swiss, round_robin)",
        "it": "il programma {value} non si legge: scrivere ogni fase come movimento:turni, separate da "
        "virgole, per esempio mitchell:3,danish:2 (movimenti: mitchell, danish, swiss, round_robin)",
        "de": "der Ablauf {value} ist nicht lesbar: jede Phase als Bewegung:Runden, durch Kommas getrennt, "
        "z. B. mitchell:3,danish:2 (Bewegungen: mitchell, danish, swiss, round_robin)",
    },
    "cli.round_beyond_plan": {
        "en": "the plan has {planned} {planned:round|rounds}, all made: round {round} would be beyond it and "
        "the standings would no longer be final. To make it all the same: round next --beyond-plan",
        "it": "il programma prevede {planned} {planned:turno|turni}, già tutti creati: il turno {round} "
        "andrebbe oltre e la classifica non sarebbe più definitiva. Per crearlo comunque: round next "
        "--beyond-plan",
        "de": "der Ablauf hat {planned} {planned:Runde|Runden}, alle schon ausgelost: Runde {round} ginge "
        "darüber hinaus und die Rangliste wäre nicht mehr endgültig. Um sie trotzdem auszulosen: round "
        "next --beyond-plan",
    },
    "cli.needs_reason": {
        "en": "say why with --reason: it is kept in the tournament's history",
        "it": "indicare il motivo con --reason: resta nello storico del torneo",
        "de": "bitte mit --reason begründen: es bleibt im Verlauf des Turniers",
    },
    "cli.round_deleted": {
        "en": "round {round} deleted",
        "it": "turno {round} eliminato",
        "de": "Runde {round} gelöscht",
    },
    "cli.bad_vp": {
        "en": "{value} is not a number of VP: write e.g. -1 or 0.5",
        "it": "{value} non è un numero di VP: scrivere per esempio -1 o 0,5",
        "de": "{value} ist keine Zahl von VP: z. B. -1 oder 0,5 schreiben",
    },
    "cli.adjusted": {
        "en": "pair {pair}: adjustment of {vp} VP and {mp} MP from round {round} on",
        "it": "coppia {pair}: rettifica di {vp} VP e {mp} MP dal turno {round}",
        "de": "Paar {pair}: Korrektur um {vp} VP und {mp} MP ab Runde {round}",
    },
    "cli.pair_added": {
        "en": "pair {pair} registered: {players} (plays from round {round})",
        "it": "iscritta la coppia {pair}: {players} (gioca dal turno {round})",
        "de": "Paar {pair} angemeldet: {players} (spielt ab Runde {round})",
    },
    "cli.pair_withdrawn": {
        "en": "pair {pair} withdrawn after round {round}: it plays no later round, its results stay",
        "it": "coppia {pair} ritirata dopo il turno {round}: non gioca i turni seguenti, i suoi risultati "
        "restano",
        "de": "Paar {pair} nach Runde {round} zurückgezogen: es spielt keine weitere Runde, seine "
        "Ergebnisse bleiben",
    },
}
