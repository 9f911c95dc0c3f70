"""Words of the prize plan's refusals and of the prizes' warnings (G2, issue 18): code -> {"en", "it", "de"}.

A plan's problems are placed at its JSON path by fields.py ("band 3", "special prize 2"); `{key}` is the
JSON key the text is about, as the file writes it.
"""

from __future__ import annotations

from collections.abc import Mapping

TEXTS: Mapping[str, Mapping[str, str]] = {
    # reading a plan (domain/prizes.py)
    "prize_plan.file_missing": {
        "en": "prize plan file {file} does not exist",
        "it": "il file del piano premi {file} non esiste",
        "de": "die Preisplan-Datei {file} existiert nicht",
    },
    "prize_plan.file_not_utf8": {
        "en": "prize plan file {file} is not UTF-8 text",
        "it": "il file del piano premi {file} non è un testo UTF-8",
        "de": "die Preisplan-Datei {file} ist kein UTF-8-Text",
    },
    "prize_plan.file_unreadable": {
        "en": "cannot read prize plan file {file}: {reason}",
        "it": "impossibile leggere il file del piano premi {file}: {reason}",
        "de": "die Preisplan-Datei {file} kann nicht gelesen werden: {reason}",
    },
    "prize_plan.file_not_json": {
        "en": "prize plan file {file} is not valid JSON: line {line}, column {column}: {detail}",
        "it": "il file del piano premi {file} non è JSON valido: riga {line}, colonna {column}: {detail}",
        "de": "die Preisplan-Datei {file} ist kein gültiges JSON: Zeile {line}, Spalte {column}: {detail}",
    },
    "prize_plan.file_refused": {
        "en": "prize plan file {file} is not a valid prize plan",
        "it": "il file del piano premi {file} non contiene un piano premi valido",
        "de": "die Preisplan-Datei {file} enthält keinen gültigen Preisplan",
    },
    "prize_plan.not_an_object": {
        "en": "a JSON object {{...}} is needed here, not {value}",
        "it": "qui serve un oggetto JSON {{...}}, non {value}",
        "de": "hier wird ein JSON-Objekt {{...}} erwartet, nicht {value}",
    },
    "prize_plan.key_unknown": {
        "en": "unknown key {key}",
        "it": "chiave sconosciuta {key}",
        "de": "unbekannter Schlüssel {key}",
    },
    "prize_plan.key_missing": {
        "en": 'the key "{key}" is missing',
        "it": 'manca la chiave "{key}"',
        "de": 'der Schlüssel "{key}" fehlt',
    },
    "prize_plan.not_text": {
        "en": '"{key}" must be a text, not {value}',
        "it": '"{key}" deve essere un testo, non {value}',
        "de": '"{key}" muss ein Text sein, nicht {value}',
    },
    "prize_plan.text_empty": {
        "en": '"{key}" is empty',
        "it": '"{key}" è vuoto',
        "de": '"{key}" ist leer',
    },
    "prize_plan.text_too_long": {
        "en": '"{key}" is longer than {limit} characters',
        "it": '"{key}" supera i {limit} caratteri',
        "de": '"{key}" ist länger als {limit} Zeichen',
    },
    "prize_plan.text_control": {
        "en": '"{key}" holds a control character',
        "it": '"{key}" contiene un carattere di controllo',
        "de": '"{key}" enthält ein Steuerzeichen',
    },
    "prize_plan.not_whole": {
        "en": '"{key}" must be a whole number, not {value}',
        "it": '"{key}" deve essere un numero intero, non {value}',
        "de": '"{key}" muss eine ganze Zahl sein, nicht {value}',
    },
    "prize_plan.out_of_range": {
        "en": '"{key}" is {value}: it must be from {low} to {high}',
        "it": '"{key}" vale {value}: deve essere tra {low} e {high}',
        "de": '"{key}" ist {value}: erlaubt sind {low} bis {high}',
    },
    "prize_plan.not_boolean": {
        "en": '"{key}" must be true or false, not {value}',
        "it": '"{key}" deve essere true o false, non {value}',
        "de": '"{key}" muss true oder false sein, nicht {value}',
    },
    "prize_plan.not_a_list": {
        "en": '"{key}" must be a list [...], not {value}',
        "it": '"{key}" deve essere un elenco [...], non {value}',
        "de": '"{key}" muss eine Liste [...] sein, nicht {value}',
    },
    "prize_plan.bands_empty": {
        "en": "the plan has no band: at least one is needed (from how many tables, how many prizes)",
        "it": "il piano non ha fasce: ne serve almeno una (da quanti tavoli, quanti premi)",
        "de": "der Plan hat keine Stufe: mindestens eine ist nötig (ab wie vielen Tischen, wie viele Preise)",
    },
    "prize_plan.band_not_increasing": {
        "en": "from {tables} tables comes after from {previous} tables: the bands must go up in tables",
        "it": "«da {tables} tavoli» viene dopo «da {previous} tavoli»: le fasce devono crescere di tavoli",
        "de": "„ab {tables} Tischen“ folgt auf „ab {previous} Tischen“: die Stufen müssen nach Tischen "
        "aufsteigen",
    },
    "prize_plan.band_more_than_pairs": {
        "en": "{prizes} prizes from {tables} tables: a group of {tables} tables has only {pairs} pairs",
        "it": "{prizes} premi da {tables} tavoli: un girone di {tables} tavoli ha solo {pairs} coppie",
        "de": "{prizes} Preise ab {tables} Tischen: eine Gruppe mit {tables} Tischen hat nur {pairs} Paare",
    },
    "prize_plan.kind_unknown": {
        "en": "unknown kind of prize {value} (known: {known})",
        "it": "tipo di premio sconosciuto {value} (noti: {known})",
        "de": "unbekannte Preisart {value} (bekannt: {known})",
    },
    "prize_plan.field_unknown": {
        "en": "a prize cannot look at {value} (it can look at: {known})",
        "it": "un premio non può basarsi su {value} (può basarsi su: {known})",
        "de": "ein Preis kann sich nicht nach {value} richten (möglich: {known})",
    },
    "prize_plan.match_unknown": {
        "en": "unknown match {value} (known: {known})",
        "it": "criterio sconosciuto {value} (noti: {known})",
        "de": "unbekannte Zuordnung {value} (bekannt: {known})",
    },
    "prize_plan.values_not_texts": {
        "en": '"values" must be a list of texts, not {value}',
        "it": '"values" deve essere un elenco di testi, non {value}',
        "de": '"values" muss eine Liste von Texten sein, nicht {value}',
    },
    "prize_plan.values_empty": {
        "en": '"values" is empty: name what the players must carry',
        "it": '"values" è vuoto: indicare che cosa devono avere i giocatori',
        "de": '"values" ist leer: angeben, was die Spieler tragen müssen',
    },
    "prize_plan.mixed_needs_two": {
        "en": 'a mixed pair needs two different values (e.g. "F" and "M")',
        "it": 'una coppia mista richiede due valori diversi (per esempio "F" e "M")',
        "de": 'ein gemischtes Paar braucht zwei verschiedene Werte (z. B. "F" und "M")',
    },
    # choosing a plan (services/prizes.py)
    "prize_plan.unknown_name": {
        "en": "there is no bundled prize plan {name} (known: {known}); give a JSON file's path",
        "it": "non esiste un piano premi {name} incluso (noti: {known}); indicare il percorso di un file "
        "JSON",
        "de": "es gibt keinen mitgelieferten Preisplan {name} (bekannt: {known}); den Pfad einer JSON-Datei "
        "angeben",
    },
    "prize_plan.stored_damaged": {
        "en": "the prize plan stored in this tournament cannot be read; choose the plan again",
        "it": "il piano premi salvato in questo torneo non è leggibile; sceglierlo di nuovo",
        "de": "der in diesem Turnier gespeicherte Preisplan ist nicht lesbar; den Plan neu wählen",
    },
    "prizes.no_results": {
        "en": "no result is in yet up to round {round}: there are no prizes to give",
        "it": "fino al turno {round} non c'è ancora alcun risultato: nessun premio da assegnare",
        "de": "bis Runde {round} ist noch kein Ergebnis da: es gibt keine Preise zu vergeben",
    },
    # the command line's own words
    "cli.prizes_keep_needs_plan": {
        "en": "--keep needs --plan: the plan the tournament is to keep (a bundled name or a JSON file)",
        "it": "--keep richiede --plan: il piano che il torneo deve tenere (un nome incluso o un file JSON)",
        "de": "--keep braucht --plan: den Plan, den das Turnier behalten soll (ein mitgelieferter Name oder "
        "eine JSON-Datei)",
    },
    # awarding (warnings: the prizes are still given as far as they can be)
    "prizes.more_than_pairs": {
        "en": "group {group}: the plan gives {asked} prizes but only {pairs} pairs are still playing; "
        "{pairs} are given",
        "it": "girone {group}: il piano prevede {asked} premi ma in gara restano solo {pairs} coppie; "
        "se ne assegnano {pairs}",
        "de": "Gruppe {group}: der Plan sieht {asked} Preise vor, es spielen aber nur noch {pairs} Paare; "
        "{pairs} werden vergeben",
    },
    "prizes.field_more_than_pairs": {
        "en": "the plan gives {asked} prizes but only {pairs} pairs are still playing; {pairs} are given",
        "it": "il piano prevede {asked} premi ma in gara restano solo {pairs} coppie; se ne assegnano "
        "{pairs}",
        "de": "der Plan sieht {asked} Preise vor, es spielen aber nur noch {pairs} Paare; {pairs} werden "
        "vergeben",
    },
    "prizes.group_empty": {
        "en": "group {group} has no pair still playing: it gets no prize",
        "it": "il girone {group} non ha coppie in gara: nessun premio",
        "de": "Gruppe {group} hat kein Paar mehr im Spiel: sie erhält keinen Preis",
    },
    "prizes.field_group_empty": {
        "en": "no pair is still playing: there are no prizes",
        "it": "nessuna coppia è in gara: non ci sono premi",
        "de": "kein Paar ist mehr im Spiel: es gibt keine Preise",
    },
    "prizes.nobody_qualifies": {
        "en": "group {group}: no pair can win special prize {prize}; it is not given",
        "it": "girone {group}: nessuna coppia può vincere il premio speciale {prize}; non viene assegnato",
        "de": "Gruppe {group}: kein Paar kann den Sonderpreis {prize} gewinnen; er wird nicht vergeben",
    },
    "prizes.field_nobody_qualifies": {
        "en": "no pair can win special prize {prize}; it is not given",
        "it": "nessuna coppia può vincere il premio speciale {prize}; non viene assegnato",
        "de": "kein Paar kann den Sonderpreis {prize} gewinnen; er wird nicht vergeben",
    },
    "prizes.pairs_without_group": {
        "en": "pairs {pairs} are in no group: they win no prize by place in a group",
        "it": "le coppie {pairs} non sono in alcun girone: non vincono premi di piazzamento nei gironi",
        "de": "die Paare {pairs} sind in keiner Gruppe: sie gewinnen keinen Platzpreis einer Gruppe",
    },
}
