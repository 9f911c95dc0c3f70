"""Words of the problems of circuits (season standings) and of the results file for the federation:
code -> {"en", "it", "de"} templates (see __init__). Also the command line's own messages of `circuit` and
`export results`."""

from __future__ import annotations

from collections.abc import Mapping

TEXTS: Mapping[str, Mapping[str, str]] = {
    # a circuit's rule (domain.circuits)
    "circuit.positions_missing": {
        "en": "points by position need their table: positions:25,20,16,…",
        "it": "i punti per posizione vogliono la loro tabella: positions:25,20,16,…",
        "de": "Punkte nach Platz brauchen ihre Tabelle: positions:25,20,16,…",
    },
    "circuit.positions_too_many": {
        "en": "a points table gives points to at most {most} positions.",
        "it": "una tabella di punti assegna punti al massimo a {most} posizioni.",
        "de": "eine Punktetabelle vergibt Punkte an höchstens {most} Plätze.",
    },
    "circuit.points_negative": {
        "en": "the points of a position cannot be negative.",
        "it": "i punti di una posizione non possono essere negativi.",
        "de": "die Punkte eines Platzes können nicht negativ sein.",
    },
    "circuit.best_not_positive": {
        "en": "the evenings that count (best N) must be 1 or more, not {best}.",
        "it": "le serate che contano (migliori N) devono essere almeno 1, non {best}.",
        "de": "die zählenden Abende (beste N) müssen mindestens 1 sein, nicht {best}.",
    },
    "circuit.weight_not_positive": {
        "en": "an evening counts 1 or more times, not {weight}.",
        "it": "una serata conta 1 o più volte, non {weight}.",
        "de": "ein Abend zählt 1-mal oder öfter, nicht {weight}.",
    },
    "circuit.by_unknown": {
        "en": "circuit standings are by {known}, not {by}.",
        "it": "la classifica del circuito è per {known}, non {by}.",
        "de": "die Circuit-Wertung ist nach {known}, nicht {by}.",
    },
    "circuit.points_unknown": {
        "en": "the points are 'vp' or 'positions:25,20,16,…', not {points}.",
        "it": "i punti sono 'vp' o 'positions:25,20,16,…', non {points}.",
        "de": "die Punkte sind 'vp' oder 'positions:25,20,16,…', nicht {points}.",
    },
    "circuit.points_not_number": {
        "en": "the points of a position are whole numbers, not {value}.",
        "it": "i punti di una posizione sono numeri interi, non {value}.",
        "de": "die Punkte eines Platzes sind ganze Zahlen, nicht {value}.",
    },
    "circuit.tie_break_unknown": {
        "en": "a circuit's tie-breaks are {known} (or club, default), not {value}.",
        "it": "i criteri di spareggio di un circuito sono {known} (o club, default), non {value}.",
        "de": "die Stichkriterien eines Circuits sind {known} (oder club, default), nicht {value}.",
    },
    "circuit.tie_break_twice": {
        "en": "each tie-break comes once in the chain: {steps} comes twice.",
        "it": "ogni criterio di spareggio compare una sola volta: {steps} compare due volte.",
        "de": "jedes Stichkriterium kommt einmal in der Reihe vor: {steps} kommt zweimal vor.",
    },
    # circuits in the database (services.circuits)
    "circuit.name_empty": {
        "en": "a circuit needs a name.",
        "it": "un circuito deve avere un nome.",
        "de": "ein Circuit braucht einen Namen.",
    },
    "circuit.name_too_long": {
        "en": "a circuit's name has at most {most} characters.",
        "it": "il nome di un circuito ha al massimo {most} caratteri.",
        "de": "der Name eines Circuits hat höchstens {most} Zeichen.",
    },
    "circuit.name_taken": {
        "en": "there is already a circuit called {name}.",
        "it": "esiste già un circuito chiamato {name}.",
        "de": "es gibt schon einen Circuit namens {name}.",
    },
    "circuit.unknown": {
        "en": "there is no circuit called {name} (circuits: {known}).",
        "it": "non c'è nessun circuito chiamato {name} (circuiti: {known}).",
        "de": "es gibt keinen Circuit namens {name} (Circuits: {known}).",
    },
    "circuit.none": {
        "en": "there is no circuit called {name}: this database has no circuits yet.",
        "it": "non c'è nessun circuito chiamato {name}: questo database non ha ancora circuiti.",
        "de": "es gibt keinen Circuit namens {name}: diese Datenbank hat noch keine Circuits.",
    },
    "circuit.tournament_already_in": {
        "en": "tournament {tournament} ({name}) is already in the circuit {circuit}.",
        "it": "il torneo {tournament} ({name}) è già nel circuito {circuit}.",
        "de": "Turnier {tournament} ({name}) ist schon im Circuit {circuit}.",
    },
    "circuit.final_already": {
        "en": "the circuit {circuit} already has its final: tournament {tournament} ({name}).",
        "it": "il circuito {circuit} ha già la sua finale: il torneo {tournament} ({name}).",
        "de": "der Circuit {circuit} hat schon sein Finale: Turnier {tournament} ({name}).",
    },
    "circuit.tournament_not_in": {
        "en": "tournament {tournament} is not in the circuit {circuit}.",
        "it": "il torneo {tournament} non è nel circuito {circuit}.",
        "de": "Turnier {tournament} ist nicht im Circuit {circuit}.",
    },
    # the results file (io.results_formats, services.circuits)
    "results.unknown_format": {
        "en": "there is no results format {format} (formats: {known}).",
        "it": "non esiste il formato dei risultati {format} (formati: {known}).",
        "de": "es gibt kein Ergebnisformat {format} (Formate: {known}).",
    },
    "results.unknown_suffix": {
        "en": "the results format {format} writes {suffixes} files, not {file}.",
        "it": "il formato dei risultati {format} scrive file {suffixes}, non {file}.",
        "de": "das Ergebnisformat {format} schreibt {suffixes}-Dateien, nicht {file}.",
    },
    "results.no_tournaments": {
        "en": "there are no tournaments in this database to export.",
        "it": "in questo database non ci sono tornei da esportare.",
        "de": "in dieser Datenbank gibt es keine Turniere zum Exportieren.",
    },
    # the command line's own messages
    "cli.circuit_created": {
        "en": "created circuit {name}: points {points}, {best}",
        "it": "creato il circuito {name}: punti {points}, {best}",
        "de": "Circuit {name} erstellt: Punkte {points}, {best}",
    },
    "cli.circuit_best": {
        "en": "the best {best} evenings count",
        "it": "contano le migliori {best} serate",
        "de": "die besten {best} Abende zählen",
    },
    "cli.circuit_best_one": {
        "en": "only the best evening counts",
        "it": "conta solo la serata migliore",
        "de": "nur der beste Abend zählt",
    },
    "cli.circuit_all": {
        "en": "every evening counts",
        "it": "contano tutte le serate",
        "de": "alle Abende zählen",
    },
    "cli.circuit_added": {
        "en": "added tournament {tournament} ({name}) to the circuit {circuit}: {how}",
        "it": "aggiunto il torneo {tournament} ({name}) al circuito {circuit}: {how}",
        "de": "Turnier {tournament} ({name}) zum Circuit {circuit} hinzugefügt: {how}",
    },
    "cli.circuit_single": {"en": "counts once", "it": "conta una volta", "de": "zählt einfach"},
    "cli.circuit_double": {"en": "counts double", "it": "conta doppio", "de": "zählt doppelt"},
    "cli.circuit_final": {"en": "the final", "it": "la finale", "de": "das Finale"},
    "cli.circuit_list_empty": {
        "en": "no circuits yet: create one with `circuit create --name NAME`",
        "it": "ancora nessun circuito: creane uno con `circuit create --name NOME`",
        "de": "noch keine Circuits: einen mit `circuit create --name NAME` erstellen",
    },
    "cli.circuit_line": {
        "en": "{name}: {evenings} evenings, points {points}, {best}",
        "it": "{name}: {evenings} serate, punti {points}, {best}",
        "de": "{name}: {evenings} Abende, Punkte {points}, {best}",
    },
    "cli.results_written": {
        "en": "wrote {file}: {rows} players of {tournaments} tournaments",
        "it": "scritto {file}: {rows} giocatori di {tournaments} tornei",
        "de": "{file} geschrieben: {rows} Spieler aus {tournaments} Turnieren",
    },
}
