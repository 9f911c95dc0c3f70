"""Words of the team events' problems (domain.teams, the teams' rules in domain.rules, services.teams):
`team.*`, and the tournament file's own about teams."""

from __future__ import annotations

TEXTS: dict[str, dict[str, str]] = {
    "team.sizes_differ": {
        "en": "Teams {team} and {other} do not have the same number of pairs: they cannot play a match.",
        "it": (
            "Le squadre {team} e {other} non hanno lo stesso numero di "
            "coppie: non possono giocare un incontro."
        ),
        "de": (
            "Die Mannschaften {team} und {other} haben nicht gleich "
            "viele Paare: sie können kein Match spielen."
        ),
    },
    "team.sizes_mixed": {
        "en": (
            "The teams do not all have the same number of pairs: register them with 2 pairs each or 3 each."
        ),
        "it": (
            "Le squadre non hanno tutte lo stesso numero di coppie: "
            "iscrivile tutte con 2 coppie o tutte con 3."
        ),
        "de": "Nicht alle Mannschaften haben gleich viele Paare: melde alle mit 2 oder alle mit 3 Paaren an.",
    },
    "team.too_few": {
        "en": "A team round needs at least 2 teams; there are {teams}.",
        "it": "Un turno a squadre richiede almeno 2 squadre; ce ne sono {teams}.",
        "de": "Eine Mannschaftsrunde braucht mindestens 2 Mannschaften; es gibt {teams}.",
    },
    "team.bye_beyond_scale": {
        "en": "A bye is worth {vp} VP, more than any result of the team scale {scale} gives.",
        "it": "Il riposo vale {vp} VP, più di qualsiasi risultato della scala a squadre {scale}.",
        "de": "Ein Freilos ist {vp} VP wert, mehr als jedes Ergebnis der Mannschaftsskala {scale}.",
    },
    "team.movement_unsupported": {
        "en": "A team event is drawn by round robin, Danish or Swiss, not by {movement}.",
        "it": "Un torneo a squadre si accoppia all'italiana, danese o svizzera, non con {movement}.",
        "de": (
            "Ein Mannschaftsturnier wird als Jeder gegen jeden, dänisch "
            "oder schweizerisch ausgelost, nicht {movement}."
        ),
    },
    "team.size": {
        "en": "A team has 2 or 3 pairs, not {pairs}.",
        "it": "Una squadra ha 2 o 3 coppie, non {pairs}.",
        "de": "Eine Mannschaft hat 2 oder 3 Paare, nicht {pairs}.",
    },
    "team.pair_taken": {
        "en": "Pair {pair} already plays for team {team}.",
        "it": "La coppia {pair} gioca già nella squadra {team}.",
        "de": "Paar {pair} spielt schon für die Mannschaft {team}.",
    },
    "team.pair_repeated": {
        "en": "Pair {pair} is named twice in the team.",
        "it": "La coppia {pair} è indicata due volte nella squadra.",
        "de": "Paar {pair} ist zweimal in der Mannschaft genannt.",
    },
    "team.name_missing": {
        "en": "The team needs a name.",
        "it": "La squadra deve avere un nome.",
        "de": "Die Mannschaft braucht einen Namen.",
    },
    "team.captain_not_member": {
        "en": "The captain {captain} is not a player of the team's pairs.",
        "it": "Il capitano {captain} non è un giocatore delle coppie della squadra.",
        "de": "Der Kapitän {captain} ist kein Spieler der Paare der Mannschaft.",
    },
    "team.not_team_event": {
        "en": "This tournament is a pair event: it has no teams.",
        "it": "Questo torneo è a coppie: non ha squadre.",
        "de": "Dieses Turnier ist ein Paarturnier: es hat keine Mannschaften.",
    },
    "team.rounds_started": {
        "en": "Teams cannot be registered once the first round has been drawn.",
        "it": "Non si possono iscrivere squadre dopo il sorteggio del primo turno.",
        "de": "Nach der Auslosung der ersten Runde können keine Mannschaften mehr angemeldet werden.",
    },
    "team.round_open": {
        "en": "Round {round} is not complete: enter its score sheets before the next round.",
        "it": "Il turno {round} non è completo: inserisci i suoi segnapunti prima del turno successivo.",
        "de": "Runde {round} ist nicht vollständig: gib ihre Spielberichte vor der nächsten Runde ein.",
    },
    "team.plan_over": {
        "en": "All {rounds} rounds of the plan have been drawn.",
        "it": "Tutti i {rounds} turni del programma sono già stati sorteggiati.",
        "de": "Alle {rounds} Runden des Plans sind schon ausgelost.",
    },
    "team.number_taken": {
        "en": "There is already a team {team} (team numbers start from 1).",
        "it": "Esiste già una squadra {team} (le squadre si numerano da 1).",
        "de": "Es gibt schon eine Mannschaft {team} (Mannschaften werden ab 1 nummeriert).",
    },
    "team.not_found": {
        "en": "There is no team {team}.",
        "it": "Non esiste la squadra {team}.",
        "de": "Es gibt keine Mannschaft {team}.",
    },
    "team.lineup_not_member": {
        "en": "Pair {pair} does not play for team {team}: a line-up names only the team's own pairs.",
        "it": (
            "La coppia {pair} non gioca nella squadra {team}: la formazione indica solo coppie della squadra."
        ),
        "de": (
            "Paar {pair} spielt nicht für die Mannschaft {team}: "
            "eine Aufstellung nennt nur ihre eigenen Paare."
        ),
    },
    "team.lineup_pair_repeated": {
        "en": "Pair {pair} is named twice in the line-up.",
        "it": "La coppia {pair} è indicata due volte nella formazione.",
        "de": "Paar {pair} ist zweimal in der Aufstellung genannt.",
    },
    "team.lineup_count": {
        "en": "Team {team} plays its match with {needed} pairs: the line-up names {given}.",
        "it": "La squadra {team} gioca l'incontro con {needed} coppie: la formazione ne indica {given}.",
        "de": "Die Mannschaft {team} spielt ihr Match mit {needed} Paaren: die Aufstellung nennt {given}.",
    },
    "team.lineup_no_match": {
        "en": "Team {team} plays no match in round {round} (it has a bye).",
        "it": "La squadra {team} non gioca incontri nel turno {round} (riposa).",
        "de": "Die Mannschaft {team} spielt in Runde {round} kein Match (sie hat ein Freilos).",
    },
    "team.lineup_has_results": {
        "en": (
            "The match of teams {team} and {other} in round {round} already has a score sheet: its line-up "
            "can no longer change."
        ),
        "it": (
            "L'incontro tra le squadre {team} e {other} nel turno {round} ha già uno score: la formazione "
            "non si può più cambiare."
        ),
        "de": (
            "Das Match der Mannschaften {team} und {other} in Runde {round} hat schon einen Spielbericht: "
            "die Aufstellung kann nicht mehr geändert werden."
        ),
    },
    "team.number_too_small": {
        "en": "Team numbers start from 1, not {team}.",
        "it": "Le squadre si numerano da 1, non da {team}.",
        "de": "Mannschaften werden ab 1 nummeriert, nicht ab {team}.",
    },
    # the tournament file's teams
    "file.team_kind": {
        "en": 'The event\'s kind is {value}: it is "pairs" or "teams".',
        "it": 'Il tipo di torneo è {value}: può essere "pairs" (a coppie) o "teams" (a squadre).',
        "de": 'Die Art des Turniers ist {value}: sie ist "pairs" (Paare) oder "teams" (Mannschaften).',
    },
    "file.team_matches_differ": {
        "en": "The matches listed are not those the rounds' tables make.",
        "it": "Gli incontri elencati non sono quelli che risultano dai tavoli dei turni.",
        "de": "Die aufgeführten Matches sind nicht die, die sich aus den Tischen der Runden ergeben.",
    },
    "file.team_lineup_differs": {
        "en": "This is not the line-up the tables of round {round} seat team {team} with ({seated}).",
        "it": "Non è la formazione con cui i tavoli del turno {round} fanno sedere la squadra {team} "
        "({seated}).",
        "de": "Das ist nicht die Aufstellung, mit der die Tische der Runde {round} die Mannschaft {team} "
        "setzen ({seated}).",
    },
    # cli: the command line's own words for team events (burraco_tourney/cli/teams.py)
    "cli.team_demo_name": {
        "en": "Demo {teams} teams, {rounds} rounds (seed {seed})",
        "it": "Demo {teams} squadre, {rounds} turni (seme {seed})",
        "de": "Demo {teams} Mannschaften, {rounds} Runden (Startwert {seed})",
    },
    "cli.team_created": {
        "en": "created team event {id}: {name} ({teams} teams, {pairs} pairs, {rounds} rounds)",
        "it": "creato il torneo a squadre {id}: {name} ({teams} squadre, {pairs} coppie, {rounds} turni)",
        "de": (
            "Mannschaftsturnier {id} erstellt: {name} ({teams} Mannschaften, {pairs} Paare, {rounds} Runden)"
        ),
    },
    "cli.team_standings_title": {
        "en": "Team standings after round {round} (ties broken by: team VP, MP diff, head-to-head, MP)",
        "it": (
            "Classifica a squadre dopo il turno {round} (spareggi: VP di squadra, "
            "diff. MP, scontro diretto, MP)"
        ),
        "de": (
            "Mannschaftsrangliste nach Runde {round} (Gleichstand: Mannschafts-VP, "
            "MP-Diff., direkter Vergleich, MP)"
        ),
    },
    "cli.team_standings_columns": {
        "en": "rank|team|name|VP|MP diff|MP|matches|byes",
        "it": "pos.|squadra|nome|VP|diff. MP|MP|incontri|riposi",
        "de": "Rang|Mannschaft|Name|VP|MP-Diff.|MP|Matches|Freilose",
    },
    "cli.teams_columns": {
        "en": "team|name|captain|pairs",
        "it": "squadra|nome|capitano|coppie",
        "de": "Mannschaft|Name|Kapitän|Paare",
    },
    "cli.no_teams": {
        "en": "The tournament has no teams yet.",
        "it": "Il torneo non ha ancora squadre.",
        "de": "Das Turnier hat noch keine Mannschaften.",
    },
    "cli.team_lineup": {
        "en": "line-up of team {team} in round {round}:",
        "it": "formazione della squadra {team} nel turno {round}:",
        "de": "Aufstellung der Mannschaft {team} in Runde {round}:",
    },
    "cli.team_lineup_place": {
        "en": "  {place}. pair {pair}: table {table} {line}",
        "it": "  {place}. coppia {pair}: tavolo {table} {line}",
        "de": "  {place}. Paar {pair}: Tisch {table} {line}",
    },
    "cli.team_registered": {
        "en": "registered team {team}: {name} (captain {captain})",
        "it": "iscritta la squadra {team}: {name} (capitano {captain})",
        "de": "Mannschaft {team} angemeldet: {name} (Kapitän {captain})",
    },
    "cli.team_scale_set": {
        "en": "team VP scale: {scale}",
        "it": "scala VP a squadre: {scale}",
        "de": "Mannschafts-VP-Skala: {scale}",
    },
}
