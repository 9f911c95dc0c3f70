"""Words of the member register's problems (issue 21): code -> {"en", "it", "de"} templates (see __init__).

`members_file.*`: a member list to import (io/members_import.py); `member.*`: the register's services;
`membership.*`: the membership check's warnings (each names the rule it breaks); `cli.members_*`: the
command line's own words for `members ...`."""

from __future__ import annotations

from collections.abc import Mapping

TEXTS: Mapping[str, Mapping[str, str]] = {
    # the member list to import (io/members_import.py)
    "members_file.not_a_spreadsheet": {
        "en": "{file}: this is not a spreadsheet: save the member list as .xlsx or as CSV",
        "it": "{file}: non è un foglio di calcolo: salvare l'elenco dei tesserati come .xlsx o come CSV",
        "de": "{file}: das ist keine Tabelle: bitte die Mitgliederliste als .xlsx oder als CSV speichern",
    },
    "members_file.empty": {
        "en": "{file}: the file has no filled rows",
        "it": "{file}: il file non ha righe compilate",
        "de": "{file}: die Datei hat keine ausgefüllten Zeilen",
    },
    "members_file.no_header": {
        "en": "{file}: no header row names the surname column (cognome / surname); the first row reads: "
        "{reads}",
        "it": "{file}: nessuna riga di intestazione indica la colonna del cognome (cognome / surname); la "
        "prima riga dice: {reads}",
        "de": "{file}: keine Kopfzeile nennt die Spalte des Nachnamens (cognome / surname); die erste Zeile "
        "lautet: {reads}",
    },
    "members_file.column_missing": {
        "en": "{file}: the column is missing (name it one of {names})",
        "it": "{file}: manca la colonna (chiamarla in uno di questi modi: {names})",
        "de": "{file}: die Spalte fehlt (bitte so benennen: {names})",
    },
    "members_file.member_id_missing": {
        "en": "the member number is missing: the import updates the register by member number.",
        "it": "manca il numero di tessera: l'importazione aggiorna l'anagrafica per numero di tessera.",
        "de": "die Mitgliedsnummer fehlt: der Import aktualisiert das Register nach Mitgliedsnummer.",
    },
    "members_file.member_id_twice": {
        "en": "the member number {member_id} is already in row {first} of the file.",
        "it": "la tessera {member_id} è già alla riga {first} del file.",
        "de": "die Mitgliedsnummer {member_id} steht schon in Zeile {first} der Datei.",
    },
    "members_file.surname_missing": {
        "en": "the surname is missing.",
        "it": "manca il cognome.",
        "de": "der Nachname fehlt.",
    },
    "members_file.card_type_unknown": {
        "en": "the card type {value} is not known: write Ordinaria, Juniores or Ridotta.",
        "it": "il tipo di tessera {value} non è noto: scrivere Ordinaria, Juniores o Ridotta.",
        "de": "der Kartentyp {value} ist unbekannt: bitte Ordinaria, Juniores oder Ridotta schreiben.",
    },
    "members_file.date_unknown": {
        "en": "{value} is not a date: write it as 31/12/2026 or 2026-12-31.",
        "it": "{value} non è una data: scriverla come 31/12/2026 o 2026-12-31.",
        "de": "{value} ist kein Datum: bitte als 31.12.2026 oder 2026-12-31 schreiben.",
    },
    "members_file.text_too_long": {
        "en": "{value} is longer than {limit} characters.",
        "it": "{value} supera i {limit} caratteri.",
        "de": "{value} ist länger als {limit} Zeichen.",
    },
    "members_file.refused": {
        "en": "The member list was not imported ({count} {count:problem|problems}): nothing in the "
        "register changed.",
        "it": "L'elenco dei tesserati non è stato importato ({count} {count:problema|problemi}): "
        "l'anagrafica non è cambiata.",
        "de": "Die Mitgliederliste wurde nicht importiert ({count} {count:Problem|Probleme}): am Register "
        "hat sich nichts "
        "geändert.",
    },
    # the register (services/members.py)
    "member.not_found": {
        "en": "There is no member {member} in the register.",
        "it": "Non c'è il tesserato {member} nell'anagrafica.",
        "de": "Im Register gibt es kein Mitglied {member}.",
    },
    "member.surname_missing": {
        "en": "A member needs a surname.",
        "it": "Un tesserato deve avere un cognome.",
        "de": "Ein Mitglied braucht einen Nachnamen.",
    },
    "member.text_too_long": {
        "en": "{value} is longer than {limit} characters.",
        "it": "{value} supera i {limit} caratteri.",
        "de": "{value} ist länger als {limit} Zeichen.",
    },
    "member.number_taken": {
        "en": "The member number {member_id} is already {name}'s in the register: find that member instead "
        "of registering a new one.",
        "it": "La tessera {member_id} è già di {name} nell'anagrafica: cercare quel tesserato invece di "
        "registrarne uno nuovo.",
        "de": "Die Mitgliedsnummer {member_id} gehört im Register schon {name}: dieses Mitglied suchen, "
        "statt ein neues anzulegen.",
    },
    "member.number_taken_meanwhile": {
        "en": "The member number {member_id} was registered by another station a moment ago: find that "
        "member instead of registering a new one. Nothing was saved.",
        "it": "La tessera {member_id} è stata registrata da un'altra postazione un attimo fa: cercare quel "
        "tesserato invece di registrarne uno nuovo. Non è stato salvato nulla.",
        "de": "Die Mitgliedsnummer {member_id} wurde eben an einem anderen Platz registriert: dieses "
        "Mitglied suchen, statt ein neues anzulegen. Es wurde nichts gespeichert.",
    },
    # an edit made on a stale copy (two stations on one register), worded as the sheets' (sheet.stale)
    "member.stale": {
        "en": "{name} was changed elsewhere meanwhile (version {version}, this copy is version {expected}). "
        "Your change was not saved: look at the member as saved there, then make your change again if it "
        "is still needed.",
        "it": "{name} è stato modificato nel frattempo da un'altra postazione (versione {version}, questa "
        "copia è la versione {expected}). La tua modifica non è stata salvata: guarda il tesserato com'è "
        "stato salvato là, poi ripeti la modifica se serve ancora.",
        "de": "{name} wurde inzwischen anderswo geändert (Version {version}, diese Kopie ist Version "
        "{expected}). Ihre Änderung wurde nicht gespeichert: sehen Sie sich das Mitglied an, wie es dort "
        "gespeichert wurde, und ändern Sie es erneut, wenn es noch nötig ist.",
    },
    "member.stale_by": {
        "en": "{name} was changed meanwhile by {saved_by} at {saved_at} UTC (version {version}, this copy "
        "is version {expected}). Your change was not saved: look at the member as saved there, then make "
        "your change again if it is still needed.",
        "it": "{name} è stato modificato nel frattempo da {saved_by} alle {saved_at} UTC (versione "
        "{version}, questa copia è la versione {expected}). La tua modifica non è stata salvata: guarda il "
        "tesserato com'è stato salvato là, poi ripeti la modifica se serve ancora.",
        "de": "{name} wurde inzwischen von {saved_by} um {saved_at} UTC geändert (Version {version}, diese "
        "Kopie ist Version {expected}). Ihre Änderung wurde nicht gespeichert: sehen Sie sich das Mitglied "
        "an, wie es dort gespeichert wurde, und ändern Sie es erneut, wenn es noch nötig ist.",
    },
    "member.probable_duplicate": {
        "en": "{name} ({club}) is probably already in the register as {other} (member number {other_id}): "
        "the same {reason}.",
        "it": "{name} ({club}) è probabilmente già nell'anagrafica come {other} (tessera {other_id}): "
        "{reason} uguali.",
        "de": "{name} ({club}) steht wahrscheinlich schon im Register als {other} (Mitgliedsnummer "
        "{other_id}): gleiche {reason}.",
    },
    "member.reason_member_id": {"en": "member number", "it": "tessera", "de": "Mitgliedsnummer"},
    "member.reason_name_and_club": {
        "en": "name and association",
        "it": "nome e associazione",
        "de": "Name und Verein",
    },
    "member.in_running_tournament": {
        "en": "{name} plays in pair {pair} of {tournament}, which is not finished: take the player out of "
        "the pair first. Nothing was deleted.",
        "it": "{name} gioca nella coppia {pair} del torneo {tournament}, che non è finito: togliere prima il "
        "giocatore dalla coppia. Non è stato cancellato nulla.",
        "de": "{name} spielt in Paar {pair} von {tournament}, das nicht beendet ist: zuerst den Spieler aus "
        "dem Paar nehmen. Es wurde nichts gelöscht.",
    },
    "member.merge_itself": {
        "en": "A member cannot be merged with itself.",
        "it": "Un tesserato non si può unire a se stesso.",
        "de": "Ein Mitglied kann nicht mit sich selbst zusammengeführt werden.",
    },
    "member.merge_two_numbers": {
        "en": "{name} has the member number {first} and {other} the number {second}: two member numbers are "
        "two members. Correct the wrong number first.",
        "it": "{name} ha la tessera {first} e {other} la tessera {second}: due tessere sono due tesserati. "
        "Correggere prima la tessera sbagliata.",
        "de": "{name} hat die Mitgliedsnummer {first} und {other} die Nummer {second}: zwei Nummern sind "
        "zwei Mitglieder. Zuerst die falsche Nummer berichtigen.",
    },
    # the membership check (services/members.check_membership): warnings, each with its rule
    "membership.expired": {
        "en": "{name} (pair {pair}): the card {member_id} expired on {until}, before the tournament's day "
        "{day}. Rule: a player's card must be valid on the day of the event.",
        "it": "{name} (coppia {pair}): la tessera {member_id} è scaduta il {until}, prima del giorno del "
        "torneo {day}. Regola: la tessera deve essere valida il giorno della gara.",
        "de": "{name} (Paar {pair}): die Karte {member_id} ist am {until} abgelaufen, vor dem Turniertag "
        "{day}. Regel: die Karte muss am Tag des Turniers gültig sein.",
    },
    "membership.card_not_allowed": {
        "en": "{name} (pair {pair}): a {card} card does not allow a {level} event. Rule: only Ordinaria and "
        "Juniores cards allow regional and national events.",
        "it": "{name} (coppia {pair}): la tessera {card} non permette una gara {level}. Regola: solo le "
        "tessere Ordinaria e Juniores permettono le gare regionali e nazionali.",
        "de": "{name} (Paar {pair}): eine Karte {card} erlaubt kein Turnier der Stufe {level}. Regel: nur "
        "Karten Ordinaria und Juniores erlauben regionale und nationale Turniere.",
    },
    "membership.card_type_unknown": {
        "en": "{name} (pair {pair}): the register does not say the card type of {member_id}. Rule: a {level} "
        "event needs an Ordinaria or Juniores card.",
        "it": "{name} (coppia {pair}): l'anagrafica non indica il tipo della tessera {member_id}. Regola: "
        "una gara {level} richiede la tessera Ordinaria o Juniores.",
        "de": "{name} (Paar {pair}): das Register nennt den Kartentyp von {member_id} nicht. Regel: ein "
        "Turnier der Stufe {level} verlangt eine Karte Ordinaria oder Juniores.",
    },
    "membership.not_in_register": {
        "en": "{name} (pair {pair}): the member number {member_id} is not in the register. Rule: a member's "
        "card is checked against the member list.",
        "it": "{name} (coppia {pair}): la tessera {member_id} non è nell'anagrafica. Regola: la tessera si "
        "controlla sull'elenco dei tesserati.",
        "de": "{name} (Paar {pair}): die Mitgliedsnummer {member_id} steht nicht im Register. Regel: die "
        "Karte wird an der Mitgliederliste geprüft.",
    },
    "membership.non_member_without_guarantor": {
        "en": "{name} (pair {pair}) is not a member and has no guarantor. Rule: a non-member plays a club "
        "event only with a member as guarantor.",
        "it": "{name} (coppia {pair}) non è tesserato e non ha un garante. Regola: un non tesserato gioca "
        "una gara di club solo con un tesserato come garante.",
        "de": "{name} (Paar {pair}) ist kein Mitglied und hat keinen Bürgen. Regel: ein Nichtmitglied spielt "
        "ein Clubturnier nur mit einem Mitglied als Bürgen.",
    },
    "membership.non_member_not_club": {
        "en": "{name} (pair {pair}) is not a member. Rule: a non-member may play only club events, and this "
        "is a {level} event.",
        "it": "{name} (coppia {pair}) non è tesserato. Regola: un non tesserato può giocare solo gare di "
        "club, e questa è una gara {level}.",
        "de": "{name} (Paar {pair}) ist kein Mitglied. Regel: ein Nichtmitglied darf nur Clubturniere "
        "spielen, und dies ist ein Turnier der Stufe {level}.",
    },
    "membership.juniores_without_adult": {
        "en": "{first} and {second} (pair {pair}) both have a Juniores card. Rule: a Juniores card plays "
        "only in a pair with an adult (FIBur).",
        "it": "{first} e {second} (coppia {pair}) hanno entrambi la tessera Juniores. Regola: con la tessera "
        "Juniores si gioca solo in coppia con un adulto maggiorenne (FIBur).",
        "de": "{first} und {second} (Paar {pair}) haben beide eine Karte Juniores. Regel: mit einer Karte "
        "Juniores spielt man nur im Paar mit einem Erwachsenen (FIBur).",
    },
    "membership.in_two_pairs": {
        "en": "{name} ({member_id}) is in pairs {pairs}. Rule: a player plays in one pair only.",
        "it": "{name} ({member_id}) è nelle coppie {pairs}. Regola: un giocatore gioca in una sola coppia.",
        "de": "{name} ({member_id}) ist in den Paaren {pairs}. Regel: ein Spieler spielt nur in einem Paar.",
    },
    "membership.level_club": {"en": "club", "it": "di club", "de": "Club"},
    "membership.level_federal": {"en": "federal", "it": "federale", "de": "Verband"},
    "membership.level_regional": {"en": "regional", "it": "regionale", "de": "regional"},
    "membership.level_national": {"en": "national", "it": "nazionale", "de": "national"},
    # the command line's own words for `members ...`
    "cli.members_check_title": {
        "en": "Membership check of {tournament} ({level} event, {day}): warnings: {count}",
        "it": "Controllo tesseramento di {tournament} (gara {level}, {day}): avvisi: {count}",
        "de": "Mitgliedschaftsprüfung von {tournament} (Turnier {level}, {day}): Warnungen: {count}",
    },
    "cli.members_check_clean": {
        "en": "Nothing to report: every player's membership is in order.",
        "it": "Nulla da segnalare: il tesseramento di tutti i giocatori è in regola.",
        "de": "Nichts zu melden: die Mitgliedschaft aller Spieler ist in Ordnung.",
    },
    "cli.members_preview": {
        "en": "{file}: {new} new, {changed} changed, {unchanged} unchanged (preview: nothing saved)",
        "it": "{file}: {new} nuovi, {changed} modificati, {unchanged} invariati (anteprima: non è stato "
        "salvato nulla)",
        "de": "{file}: {new} neu, {changed} geändert, {unchanged} unverändert (Vorschau: nichts gespeichert)",
    },
    "cli.members_imported": {
        "en": "{file}: {new} new, {changed} changed, {unchanged} unchanged; {renamed} players of running "
        "tournaments updated",
        "it": "{file}: {new} nuovi, {changed} modificati, {unchanged} invariati; aggiornati {renamed} "
        "giocatori dei tornei in corso",
        "de": "{file}: {new} neu, {changed} geändert, {unchanged} unverändert; {renamed} Spieler laufender "
        "Turniere aktualisiert",
    },
    "cli.members_new": {"en": "new: {member}", "it": "nuovo: {member}", "de": "neu: {member}"},
    "cli.members_changed": {
        "en": "changed: {member}: {fields}",
        "it": "modificato: {member}: {fields}",
        "de": "geändert: {member}: {fields}",
    },
    "cli.members_exported": {
        "en": "{count} {count:member|members} written to {file}",
        "it": "{count} {count:tesserato scritto|tesserati scritti} in {file}",
        "de": "{count} {count:Mitglied|Mitglieder} in {file} geschrieben",
    },
    "cli.members_no_tournament": {
        "en": "The database has no tournament to check: give --tournament ID.",
        "it": "Il database non ha tornei da controllare: indicare --tournament ID.",
        "de": "Die Datenbank hat kein Turnier zu prüfen: bitte --tournament ID angeben.",
    },
    "cli.members_export_format": {
        "en": "{file}: the register is exported as .xlsx or .csv",
        "it": "{file}: l'anagrafica si esporta come .xlsx o .csv",
        "de": "{file}: das Register wird als .xlsx oder .csv exportiert",
    },
    "cli.members_columns": {
        "en": "member number|surname|name|association|card|valid until",
        "it": "tessera|cognome|nome|associazione|tipo|scadenza",
        "de": "Mitgliedsnummer|Nachname|Vorname|Verein|Karte|gültig bis",
    },
    "cli.members_count": {
        "en": "{count} {count:member|members} in the register",
        "it": "{count} {count:tesserato|tesserati} nell'anagrafica",
        "de": "{count} {count:Mitglied|Mitglieder} im Register",
    },
}
