"""Words for where a problem is: the places of the tournament file (round, table, deal) and its fields."""

from __future__ import annotations

from collections.abc import Mapping

# A list in the file and its element's number ({n} counts from 1).
PLACES: Mapping[str, Mapping[str, str]] = {
    "rounds": {"en": "round {n}", "it": "turno {n}", "de": "Runde {n}"},
    "tables": {"en": "table {n}", "it": "tavolo {n}", "de": "Tisch {n}"},
    "deals": {"en": "deal {n}", "it": "smazzata {n}", "de": "Spiel {n}"},
    "pairs": {"en": "pair entry {n}", "it": "voce coppia {n}", "de": "Paareintrag {n}"},
    "teams": {"en": "team entry {n}", "it": "voce squadra {n}", "de": "Mannschaftseintrag {n}"},
    "matches": {"en": "match entry {n}", "it": "voce incontro {n}", "de": "Begegnungseintrag {n}"},
    # a row of a spreadsheet of pairs to import (its number as the spreadsheet shows it)
    "rows": {"en": "row {n}", "it": "riga {n}", "de": "Zeile {n}"},
    "adjustments": {"en": "adjustment {n}", "it": "rettifica {n}", "de": "Korrektur {n}"},
}

_SIDES = {"ns": {"en": "NS", "it": "NS", "de": "NS"}, "ew": {"en": "EW", "it": "EO", "de": "OW"}}
_LINE_FIELDS: Mapping[str, Mapping[str, str]] = {
    "clean": {"en": "clean burracos", "it": "burraco puliti", "de": "saubere Burracos"},
    "dirty": {"en": "dirty burracos", "it": "burraco sporchi", "de": "schmutzige Burracos"},
    "semi_clean": {"en": "semi-clean burracos", "it": "burraco semipuliti", "de": "halbsaubere Burracos"},
    "closed": {"en": "closing", "it": "chiusura", "de": "Schließen"},
    "cards": {"en": "card points", "it": "punti carte", "de": "Kartenpunkte"},
    "melded": {"en": "points melded", "it": "punti a terra", "de": "ausgelegte Punkte"},
    "in_hand": {"en": "points in hand", "it": "punti in mano", "de": "Punkte auf der Hand"},
    "pozzetto": {"en": "pozzetto", "it": "pozzetto", "de": "Pozzetto"},
    "penalty": {"en": "penalty", "it": "penalità", "de": "Strafe"},
    "penalty_reason": {"en": "penalty reason", "it": "motivo della penalità", "de": "Grund der Strafe"},
    "total": {"en": "total", "it": "totale", "de": "Summe"},
}

# A field of a deal (or of the file), by its path: "NS card points", "punti carte NS", "Kartenpunkte NS".
FIELDS: Mapping[str, Mapping[str, str]] = {
    "end": {"en": "end of the deal", "it": "fine della smazzata", "de": "Spielende"},
    # totals and audit: a deal's totals as the file names them, and a table's totals
    "ns_total": {"en": "NS total", "it": "totale NS", "de": "Summe NS"},
    "ew_total": {"en": "EW total", "it": "totale EO", "de": "Summe OW"},
    "totals": {"en": "table totals", "it": "totali del tavolo", "de": "Tischsummen"},
    "totals.0": {"en": "NS table total", "it": "totale del tavolo NS", "de": "Tischsumme NS"},
    "totals.1": {"en": "EW table total", "it": "totale del tavolo EO", "de": "Tischsumme OW"},
    **_SIDES,  # a line as a whole (its deal total)
    **{
        f"{line}.{name}": {
            "en": f"{side['en']} {words['en']}",
            "it": f"{words['it']} {side['it']}",
            "de": f"{words['de']} {side['de']}",
        }
        for line, side in _SIDES.items()
        for name, words in _LINE_FIELDS.items()
    },
}

# The rest of the tournament file: its settings, pairs, players, rounds, tables, adjustments (the problems of
# domain.rules and of the file's reader; H3).
PLACES = {
    **PLACES,
    "players": {"en": "player {n}", "it": "giocatore {n}", "de": "Spieler {n}"},
    "plan": {"en": "phase {n} of the plan", "it": "fase {n} del programma", "de": "Phase {n} des Ablaufs"},
    "byes": {"en": "bye {n}", "it": "riposo {n}", "de": "Freilos {n}"},
    "tie_breaks": {"en": "tie-break {n}", "it": "spareggio {n}", "de": "Feinwertung {n}"},
    # a prize plan (G2): its bands and special prizes
    "bands": {"en": "band {n}", "it": "fascia {n}", "de": "Stufe {n}"},
    "special": {"en": "special prize {n}", "it": "premio speciale {n}", "de": "Sonderpreis {n}"},
}

# A part of the file whose own places follow it in the path: "prize_plan.bands[2]" is "prize plan, band 3".
SECTIONS: Mapping[str, Mapping[str, str]] = {
    "prize_plan": {"en": "prize plan", "it": "piano premi", "de": "Preisplan"},
}

_SETTINGS_FIELDS: Mapping[str, Mapping[str, str]] = {
    "name": {"en": "tournament name", "it": "nome del torneo", "de": "Turniername"},
    "date": {"en": "date", "it": "data", "de": "Datum"},
    "venue": {"en": "venue", "it": "sede", "de": "Austragungsort"},
    "print_language": {"en": "print language", "it": "lingua di stampa", "de": "Drucksprache"},
    "club_name": {"en": "club name", "it": "nome del circolo", "de": "Vereinsname"},
    "club_logo": {"en": "club logo", "it": "logo del circolo", "de": "Vereinslogo"},
    "deals_per_round": {"en": "deals per round", "it": "smazzate per turno", "de": "Spiele pro Runde"},
    "minutes_per_deal": {"en": "minutes per deal", "it": "minuti per smazzata", "de": "Minuten pro Spiel"},
    "scoring.clean": {
        "en": "clean burraco bonus",
        "it": "premio burraco pulito",
        "de": "Prämie sauberer Burraco",
    },
    "scoring.dirty": {
        "en": "dirty burraco bonus",
        "it": "premio burraco sporco",
        "de": "Prämie schmutziger Burraco",
    },
    "scoring.semi_clean": {
        "en": "semi-clean burraco bonus",
        "it": "premio burraco semipulito",
        "de": "Prämie halbsauberer Burraco",
    },
    "scoring.closing": {"en": "closing bonus", "it": "premio di chiusura", "de": "Schließprämie"},
    "scoring.pozzetto_missing": {
        "en": "pozzetto not taken",
        "it": "pozzetto non preso",
        "de": "Pozzetto nicht genommen",
    },
    "vp_scale": {"en": "VP scale", "it": "scala VP", "de": "VP-Skala"},
    "vp_scale.name": {"en": "name of the VP scale", "it": "nome della scala VP", "de": "Name der VP-Skala"},
    "vp_scale.description": {
        "en": "description of the VP scale",
        "it": "descrizione della scala VP",
        "de": "Beschreibung der VP-Skala",
    },
    "vp_scale.source": {
        "en": "source of the VP scale",
        "it": "fonte della scala VP",
        "de": "Quelle der VP-Skala",
    },
    "vp_scale.total": {"en": "VP scale total", "it": "totale della scala VP", "de": "Summe der VP-Skala"},
    "vp_scale.decimals": {
        "en": "VP scale decimals",
        "it": "decimali della scala VP",
        "de": "Dezimalen der VP-Skala",
    },
    "bye.vp": {"en": "VP of a bye", "it": "VP del riposo", "de": "VP des Freiloses"},
    "bye.mp": {"en": "MP of a bye", "it": "punti del riposo", "de": "MP des Freiloses"},
    "tie_breaks": {"en": "tie-breaks", "it": "spareggi", "de": "Feinwertungen"},
    "plan": {"en": "plan", "it": "programma", "de": "Ablauf"},
    # the rule profile (its values are scoring.* and bye.*)
    "profile": {"en": "rule profile", "it": "regolamento", "de": "Regelwerk"},
    "profile.key": {"en": "rule profile", "it": "regolamento", "de": "Regelwerk"},
    "profile.name": {"en": "name of the rules", "it": "nome del regolamento", "de": "Name des Regelwerks"},
    "profile.closing_requires": {
        "en": "what a line may close with",
        "it": "con che cosa si può chiudere",
        "de": "womit eine Linie schließen darf",
    },
    "profile.timeout_text": {
        "en": "time-out words",
        "it": "testo per il tempo scaduto",
        "de": "Text bei Zeitablauf",
    },
    "profile.danish_last_round_rematch": {
        "en": "Danish last round",
        "it": "ultimo turno danese",
        "de": "letzte dänische Runde",
    },
}

FIELDS = {
    **FIELDS,
    **{f"tournament.{key}": words for key, words in _SETTINGS_FIELDS.items()},
    "tournament": {"en": "tournament", "it": "torneo", "de": "Turnier"},
    # a phase of the plan
    "movement": {"en": "movement", "it": "movimento", "de": "Bewegung"},
    "rounds": {"en": "rounds", "it": "turni", "de": "Runden"},
    "shift": {"en": "shift", "it": "spostamento", "de": "Verschiebung"},
    # a pair and its players
    "number": {"en": "number", "it": "numero", "de": "Nummer"},
    "status": {"en": "status", "it": "stato", "de": "Status"},
    "group": {"en": "group", "it": "girone", "de": "Gruppe"},
    "entry_round": {"en": "entry round", "it": "turno di ingresso", "de": "Einstiegsrunde"},
    "withdrawn_after_round": {"en": "withdrawal", "it": "ritiro", "de": "Rückzug"},
    "players": {"en": "players", "it": "giocatori", "de": "Spieler"},
    "name": {"en": "name", "it": "nome", "de": "Name"},
    "club": {"en": "club", "it": "circolo", "de": "Verein"},
    "member_id": {"en": "member id", "it": "tessera", "de": "Mitgliedsnummer"},
    "region": {"en": "region", "it": "regione", "de": "Region"},
    "province": {"en": "province", "it": "provincia", "de": "Provinz"},
    "category": {"en": "category", "it": "categoria", "de": "Kategorie"},
    # a round and its tables
    "byes": {"en": "byes", "it": "riposi", "de": "Freilose"},
    "tables": {"en": "tables", "it": "tavoli", "de": "Tische"},
    "table": {"en": "table number", "it": "numero del tavolo", "de": "Tischnummer"},
    "deals": {"en": "deals", "it": "smazzate", "de": "Spiele"},
    "vp_override": {"en": "artificial result", "it": "risultato arbitrale", "de": "Ersatzergebnis"},
    "vp_override.0": {
        "en": "artificial result, NS VP",
        "it": "risultato arbitrale, VP NS",
        "de": "Ersatzergebnis, VP NS",
    },
    "vp_override.1": {
        "en": "artificial result, EW VP",
        "it": "risultato arbitrale, VP EO",
        "de": "Ersatzergebnis, VP OW",
    },
    # an adjustment
    "pair": {"en": "pair", "it": "coppia", "de": "Paar"},
    "after_round": {"en": "after round", "it": "dopo il turno", "de": "nach Runde"},
    "vp": {"en": "VP", "it": "VP", "de": "VP"},
    "mp": {"en": "MP", "it": "punti", "de": "MP"},
    "reason": {"en": "reason", "it": "motivo", "de": "Grund"},
    "lots": {"en": "lots", "it": "sorteggio", "de": "Los"},
}

# The columns of a spreadsheet of pairs (io/pairs_import.py), after its row: "Row 7, name of player 1".
FIELDS = {
    **FIELDS,
    "number": {"en": "pair number", "it": "numero della coppia", "de": "Paarnummer"},
    "player1": {"en": "name of player 1", "it": "nome del giocatore 1", "de": "Name von Spieler 1"},
    "player2": {"en": "name of player 2", "it": "nome del giocatore 2", "de": "Name von Spieler 2"},
    "club1": {"en": "club of player 1", "it": "circolo del giocatore 1", "de": "Verein von Spieler 1"},
    "club2": {"en": "club of player 2", "it": "circolo del giocatore 2", "de": "Verein von Spieler 2"},
    "member_id1": {
        "en": "member id of player 1",
        "it": "tessera del giocatore 1",
        "de": "Mitgliedsnummer von Spieler 1",
    },
    "member_id2": {
        "en": "member id of player 2",
        "it": "tessera del giocatore 2",
        "de": "Mitgliedsnummer von Spieler 2",
    },
    "club": {
        "en": "club of both players",
        "it": "circolo di entrambi i giocatori",
        "de": "Verein beider Spieler",
    },
    "surname1": {
        "en": "surname of player 1",
        "it": "cognome del giocatore 1",
        "de": "Nachname von Spieler 1",
    },
    "surname2": {
        "en": "surname of player 2",
        "it": "cognome del giocatore 2",
        "de": "Nachname von Spieler 2",
    },
    "given1": {"en": "given name of player 1", "it": "nome del giocatore 1", "de": "Vorname von Spieler 1"},
    "given2": {"en": "given name of player 2", "it": "nome del giocatore 2", "de": "Vorname von Spieler 2"},
    "group": {"en": "group", "it": "girone", "de": "Gruppe"},
}

# The tie-breaks and the plan's phases are lists inside the tournament's settings: "tie-break 3", "phase 2
# of the plan, rounds" (a plan of more than 20 phases is shown by its path).
FIELDS = {
    **FIELDS,
    **{
        f"tournament.tie_breaks.{index}": {
            language: PLACES["tie_breaks"][language].format(n=index + 1) for language in ("en", "it", "de")
        }
        for index in range(5)
    },
    **{
        f"tournament.plan.{index}.{key}": {
            language: f"{PLACES['plan'][language].format(n=index + 1)}, {FIELDS[key][language]}"
            for language in ("en", "it", "de")
        }
        for index in range(20)
        for key in ("movement", "rounds", "shift")
    },
}

# The columns of a member list (io/members_import.py) and a player's register fields: ("rows", 6,
# "register", "card_type") reads "Row 7, card type".
FIELDS = {
    **FIELDS,
    "register.member_id": {"en": "member number", "it": "tessera", "de": "Mitgliedsnummer"},
    "register.surname": {"en": "surname", "it": "cognome", "de": "Nachname"},
    "register.name": {"en": "name", "it": "nome", "de": "Vorname"},
    "register.club": {"en": "association", "it": "associazione", "de": "Verein"},
    "register.region": {"en": "region", "it": "regione", "de": "Region"},
    "register.province": {"en": "province", "it": "provincia", "de": "Provinz"},
    "register.card_type": {"en": "card type", "it": "tipo di tessera", "de": "Kartentyp"},
    "register.valid_until": {"en": "valid until", "it": "scadenza", "de": "gültig bis"},
    "register.category": {"en": "category", "it": "categoria", "de": "Kategorie"},
    "register.notes": {"en": "notes", "it": "note", "de": "Notizen"},
    "guarantor": {"en": "guarantor", "it": "garante", "de": "Bürge"},
}

# A field read after the place it belongs to ("teams", 1, "number": the team's number, not a pair's).
FIELDS = {
    **FIELDS,
    "teams.number": {"en": "team number", "it": "numero della squadra", "de": "Mannschaftsnummer"},
    "teams.pairs": {"en": "pairs of the team", "it": "coppie della squadra", "de": "Paare der Mannschaft"},
    "teams.name": {"en": "team name", "it": "nome della squadra", "de": "Name der Mannschaft"},
    "matches.round": {"en": "round", "it": "turno", "de": "Runde"},
    "matches.team_a": {"en": "team A", "it": "squadra A", "de": "Mannschaft A"},
    "matches.team_b": {"en": "team B", "it": "squadra B", "de": "Mannschaft B"},
    "matches.lineup_a": {
        "en": "line-up of team A",
        "it": "formazione della squadra A",
        "de": "Aufstellung A",
    },
    "matches.lineup_b": {
        "en": "line-up of team B",
        "it": "formazione della squadra B",
        "de": "Aufstellung B",
    },
    "matches.tables": {
        "en": "tables of the match",
        "it": "tavoli dell'incontro",
        "de": "Tische der Begegnung",
    },
}
