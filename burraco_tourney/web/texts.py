"""Every word of the web pages, in Italian, German and English, and the language a request asks for.

A plain catalogue rather than Qt's translations: the web front must not import Qt (only the ui does), and a
page is rendered for each phone's own language, not the window's. The room display's words are the same as
the window's (TEMPO SCADUTO, Ultimo giro, ...), so a phone and the projector say the same thing.
"""

from __future__ import annotations

from collections.abc import Mapping

from burraco_tourney.domain.clock import FinalCircuitRule

__all__ = ["DEFAULT_LANGUAGE", "LANGUAGES", "TEXTS", "choose_language", "final_circuit", "text"]

LANGUAGES = ("it", "de", "en")
DEFAULT_LANGUAGE = "en"  # when the browser asks for none of the three

TEXTS: Mapping[str, Mapping[str, str]] = {
    # navigation and page titles
    "clock": {"it": "Orologio", "de": "Uhr", "en": "Clock"},
    "seats": {"it": "Posti ai tavoli", "de": "Sitzplan", "en": "Seats"},
    "standings": {"it": "Classifica", "de": "Rangliste", "en": "Standings"},
    "results_page": {"it": "Risultati", "de": "Ergebnisse", "en": "Results"},
    "my_pair": {"it": "La mia coppia", "de": "Mein Paar", "en": "My pair"},
    "prizes": {"it": "Premi", "de": "Preise", "en": "Prizes"},
    "home": {"it": "Inizio", "de": "Start", "en": "Home"},
    "language": {"it": "Lingua", "de": "Sprache", "en": "Language"},
    "updates": {
        "it": "La pagina si aggiorna da sola.",
        "de": "Die Seite aktualisiert sich von selbst.",
        "en": "This page updates by itself.",
    },
    "offline": {
        "it": "Collegamento interrotto: nuovo tentativo…",
        "de": "Verbindung unterbrochen: neuer Versuch…",
        "en": "Connection lost: trying again…",
    },
    "no_tournament": {
        "it": "Nessun torneo è ancora pubblicato.",
        "de": "Noch ist kein Turnier veröffentlicht.",
        "en": "No tournament is published yet.",
    },
    # rounds and seats
    "round": {"it": "Turno", "de": "Runde", "en": "Round"},
    "round_n": {"it": "Turno {n}", "de": "Runde {n}", "en": "Round {n}"},
    "current_round": {"it": "Turno {n} (in corso)", "de": "Runde {n} (läuft)", "en": "Round {n} (now)"},
    "played_round": {"it": "Turno {n} (concluso)", "de": "Runde {n} (beendet)", "en": "Round {n} (over)"},
    "next_round": {"it": "Prossimo turno: {n}", "de": "Nächste Runde: {n}", "en": "Next round: {n}"},
    "not_drawn": {
        "it": "Il turno {n} non è ancora stato sorteggiato.",
        "de": "Runde {n} ist noch nicht ausgelost.",
        "en": "Round {n} is not drawn yet.",
    },
    "no_round": {
        "it": "Nessun turno è ancora stato sorteggiato.",
        "de": "Noch ist keine Runde ausgelost.",
        "en": "No round is drawn yet.",
    },
    "by_table": {"it": "Per tavolo", "de": "Nach Tisch", "en": "By table"},
    "by_name": {"it": "Per cognome", "de": "Nach Nachname", "en": "By surname"},
    "by_pair": {"it": "Per numero di coppia", "de": "Nach Paarnummer", "en": "By pair number"},
    "table": {"it": "Tavolo", "de": "Tisch", "en": "Table"},
    "table_n": {"it": "Tavolo {n}", "de": "Tisch {n}", "en": "Table {n}"},
    "pair": {"it": "Coppia", "de": "Paar", "en": "Pair"},
    "pair_n": {"it": "Coppia {n}", "de": "Paar {n}", "en": "Pair {n}"},
    "player": {"it": "Giocatore", "de": "Spieler", "en": "Player"},
    "players": {"it": "Giocatori", "de": "Spieler", "en": "Players"},
    "line": {"it": "Linea", "de": "Linie", "en": "Line"},
    "NS": {"it": "NS", "de": "NS", "en": "NS"},
    "EW": {"it": "EO", "de": "OW", "en": "EW"},
    "north_south": {"it": "Nord-Sud", "de": "Nord-Süd", "en": "North–South"},
    "east_west": {"it": "Est-Ovest", "de": "Ost-West", "en": "East–West"},
    "against": {"it": "contro", "de": "gegen", "en": "against"},
    "opponents": {"it": "Avversari", "de": "Gegner", "en": "Opponents"},
    "bye": {"it": "Riposo", "de": "Freilos", "en": "Bye"},
    "bye_long": {
        "it": "Riposo: in questo turno non gioca.",
        "de": "Freilos: in dieser Runde spielfrei.",
        "en": "Bye: no table this round.",
    },
    "group": {"it": "Girone", "de": "Gruppe", "en": "Group"},
    "group_g": {"it": "Girone {g}", "de": "Gruppe {g}", "en": "Group {g}"},
    "withdrawn": {"it": "ritirata", "de": "zurückgezogen", "en": "withdrawn"},
    # standings
    "overall": {"it": "Classifica generale", "de": "Gesamtrangliste", "en": "Overall standings"},
    "after_round": {
        "it": "Dopo il turno {n}",
        "de": "Nach Runde {n}",
        "en": "After round {n}",
    },
    "provisional": {
        "it": "Classifica provvisoria: turno {n} in corso (tavoli conclusi: {done} su {total}).",
        "de": "Vorläufige Rangliste: Runde {n} läuft ({done} von {total} Tischen fertig).",
        "en": "Provisional standings: round {n} in progress ({done} of {total} tables in).",
    },
    "no_standings": {
        "it": "La classifica comincia appena arrivano i primi risultati.",
        "de": "Die Rangliste beginnt, sobald die ersten Ergebnisse da sind.",
        "en": "The standings start once the first results are in.",
    },
    "rank": {"it": "Pos.", "de": "Platz", "en": "Rank"},
    "vp": {"it": "VP", "de": "VP", "en": "VP"},
    "mp": {"it": "MP", "de": "MP", "en": "MP"},
    "mp_diff": {"it": "Diff. MP", "de": "MP-Diff.", "en": "MP diff."},
    # the same, short, for phones narrower than 360 pixels
    "rank_short": {"it": "Pos.", "de": "Pl.", "en": "Pos."},
    "pair_short": {"it": "N.", "de": "Nr.", "en": "No."},
    "mp_diff_short": {"it": "±MP", "de": "±MP", "en": "±MP"},
    # my pair
    "pair_form": {
        "it": "Scrivi il numero della tua coppia:",
        "de": "Gib die Nummer deines Paares ein:",
        "en": "Type your pair number:",
    },
    "show": {"it": "Mostra", "de": "Zeigen", "en": "Show"},
    "no_such_pair": {
        "it": "Non c'è nessuna coppia numero {n}.",
        "de": "Es gibt kein Paar mit der Nummer {n}.",
        "en": "There is no pair number {n}.",
    },
    "bad_pair": {
        "it": "Il numero di coppia è un numero intero, per esempio 12.",
        "de": "Die Paarnummer ist eine ganze Zahl, zum Beispiel 12.",
        "en": "A pair number is a whole number, for example 12.",
    },
    "now": {"it": "Ora", "de": "Jetzt", "en": "Now"},
    "next": {"it": "Dopo", "de": "Danach", "en": "Next"},
    "sit_at": {
        "it": "Tavolo {table}, linea {line}, contro la coppia {other}",
        "de": "Tisch {table}, Linie {line}, gegen Paar {other}",
        "en": "Table {table}, line {line}, against pair {other}",
    },
    "results": {
        "it": "Risultati turno per turno",
        "de": "Ergebnisse Runde für Runde",
        "en": "Results round by round",
    },
    "no_results": {"it": "Nessun risultato ancora.", "de": "Noch keine Ergebnisse.", "en": "No results yet."},
    "your_rank": {
        "it": "{rank}° posto con {vp} VP (dopo il turno {n})",
        "de": "Platz {rank} mit {vp} VP (nach Runde {n})",
        "en": "Rank {rank} with {vp} VP (after round {n})",
    },
    "your_rank_live": {
        "it": "{rank}° posto con {vp} VP",
        "de": "Platz {rank} mit {vp} VP",
        "en": "Rank {rank} with {vp} VP",
    },
    "of_group": {
        "it": "nel girone {g}: {rank}°",
        "de": "in Gruppe {g}: Platz {rank}",
        "en": "in group {g}: {rank}",
    },
    "artificial": {"it": "punteggio arbitrale", "de": "vom Schiedsrichter", "en": "set by the director"},
    # clock
    "clock_not_started": {"it": "Non ancora iniziato", "de": "Noch nicht gestartet", "en": "Not started yet"},
    "clock_warning": {"it": "Ultimi minuti", "de": "Letzte Minuten", "en": "Last minutes"},
    "clock_paused": {"it": "IN PAUSA", "de": "ANGEHALTEN", "en": "PAUSED"},
    "clock_time_out": {"it": "TEMPO SCADUTO", "de": "ZEIT ABGELAUFEN", "en": "TIME-OUT"},
    "clock_final_circuit": {"it": "Ultimo giro", "de": "Letzter Umlauf", "en": "Final circuit"},
    "clock_finished": {"it": "TERMINATO", "de": "BEENDET", "en": "FINISHED"},
    "clock_over": {"it": "Il turno {n} è finito", "de": "Runde {n} ist vorbei", "en": "Round {n} is over"},
    "clock_unreadable": {
        "it": "L'orologio di questo turno non si può leggere.",
        "de": "Die Uhr dieser Runde kann nicht gelesen werden.",
        "en": "The clock of this round cannot be read.",
    },
    "clock_extra": {"it": "Tempo in più", "de": "Zusatzzeit", "en": "Extra time"},
    "discarder": {
        "it": "L'ultimo giro inizia dal giocatore che deve scartare.",
        "de": "Der letzte Umlauf beginnt mit dem Spieler, der abwerfen muss.",
        "en": "The last circuit starts with the player who must discard.",
    },
    "drawer_partner": {
        "it": "L'ultimo giro inizia dal compagno del giocatore che sta per pescare.",
        "de": "Der letzte Umlauf beginnt mit dem Partner des Spielers, der als Nächster zieht.",
        "en": "The last circuit starts with the partner of the player about to draw.",
    },
    "fibur_final_circuit": {
        "it": (
            "L'ultimo giro inizia dal compagno del giocatore che deve pescare; se il tempo scade prima che "
            "il giocatore di turno abbia pescato, si gioca un giro completo."
        ),
        "de": (
            "Der letzte Umlauf beginnt mit dem Partner des Spielers, der ziehen muss; wird der Zeitablauf "
            "angesagt, bevor der Spieler am Zug gezogen hat, wird ein voller Umlauf gespielt."
        ),
        "en": (
            "The last circuit starts with the partner of the player who must draw; if time-out is called "
            "before the player on turn has drawn, a full circuit is played."
        ),
    },
    # prizes
    "prizes_not_published": {
        "it": "L'elenco dei premi non è ancora pubblicato.",
        "de": "Die Preisliste ist noch nicht veröffentlicht.",
        "en": "The prize list is not published yet.",
    },
    # errors
    "not_found": {
        "it": "Questa pagina non esiste.",
        "de": "Diese Seite gibt es nicht.",
        "en": "There is no such page.",
    },
    "bad_request": {
        "it": "Richiesta non valida.",
        "de": "Ungültige Anfrage.",
        "en": "This request is not valid.",
    },
    "read_only": {
        "it": "Queste pagine si possono solo leggere.",
        "de": "Diese Seiten kann man nur lesen.",
        "en": "These pages are read-only.",
    },
    "unavailable": {
        "it": "Il database non risponde in questo momento: riprova tra poco.",
        "de": "Die Datenbank antwortet gerade nicht: bitte gleich noch einmal versuchen.",
        "en": "The database does not answer just now: try again in a moment.",
    },
    # the table's sheet (web/table_entry.py): entered at the table, confirmed by the other line
    "te_title": {
        "it": "Segnapunti del tavolo {table}",
        "de": "Spielzettel Tisch {table}",
        "en": "Table {table} sheet",
    },
    "te_round_table": {
        "it": "Turno {round} · Tavolo {table}",
        "de": "Runde {round} · Tisch {table}",
        "en": "Round {round} · Table {table}",
    },
    "te_you_are": {
        "it": "Questo telefono: linea {line}",
        "de": "Dieses Telefon: Linie {line}",
        "en": "This phone: line {line}",
    },
    "te_line_ns": {"it": "NS", "de": "NS", "en": "NS"},
    "te_line_ew": {"it": "EO", "de": "OW", "en": "EW"},
    "te_pair": {"it": "Coppia {n}", "de": "Paar {n}", "en": "Pair {n}"},
    "te_deal": {"it": "Smazzata {n}", "de": "Spiel {n}", "en": "Deal {n}"},
    "te_end": {"it": "Come è finita", "de": "Wie das Spiel endete", "en": "How the deal ended"},
    "te_end_closed": {"it": "chiusa", "de": "geschlossen", "en": "closed"},
    "te_end_timeout": {"it": "tempo scaduto", "de": "Zeit abgelaufen", "en": "time-out"},
    "te_end_stock": {"it": "tallone esaurito", "de": "Stapel erschöpft", "en": "stock exhausted"},
    "te_end_stalemate": {"it": "stallo", "de": "Pattsituation", "en": "stalemate"},
    "te_end_not_played": {"it": "non giocata", "de": "nicht gespielt", "en": "not played"},
    "te_clean": {"it": "Burraco puliti", "de": "Saubere Burracos", "en": "Clean burracos"},
    "te_dirty": {"it": "Burraco sporchi", "de": "Schmutzige Burracos", "en": "Dirty burracos"},
    "te_semi_clean": {"it": "Burraco semipuliti", "de": "Halbsaubere Burracos", "en": "Semi-clean burracos"},
    "te_closed": {"it": "Ha chiuso", "de": "Hat geschlossen", "en": "Closed"},
    "te_cards": {"it": "Punti carte", "de": "Kartenpunkte", "en": "Card points"},
    "te_pozzetto": {"it": "Pozzetto preso", "de": "Pozzetto genommen", "en": "Pozzetto taken"},
    "te_penalty": {"it": "Penalità", "de": "Strafe", "en": "Penalty"},
    "te_penalty_reason": {
        "it": "Motivo della penalità",
        "de": "Grund der Strafe",
        "en": "Reason for the penalty",
    },
    "te_deal_total": {"it": "Totale smazzata", "de": "Summe des Spiels", "en": "Deal total"},
    "te_mp": {"it": "Punti", "de": "Punkte", "en": "Points"},
    "te_diff": {"it": "Differenza", "de": "Differenz", "en": "Difference"},
    "te_vp": {"it": "VP", "de": "VP", "en": "VP"},
    "te_propose": {"it": "Invia il segnapunti", "de": "Spielzettel senden", "en": "Send the sheet"},
    "te_confirm_warnings": {
        "it": "I valori sono giusti: invia comunque",
        "de": "Die Werte stimmen: trotzdem senden",
        "en": "The values are right: send anyway",
    },
    "te_warnings": {
        "it": "Controllate questi valori prima di inviare:",
        "de": "Prüfen Sie diese Werte vor dem Senden:",
        "en": "Check these values before sending:",
    },
    "te_errors": {
        "it": "Il segnapunti non è stato inviato: correggete i campi segnati.",
        "de": "Der Spielzettel wurde nicht gesendet: Korrigieren Sie die markierten Felder.",
        "en": "The sheet was not sent: correct the fields marked.",
    },
    "te_proposed_by_other": {
        "it": "La linea {line} ha inviato questo segnapunti. Se è giusto, confermatelo.",
        "de": "Die Linie {line} hat diesen Spielzettel gesendet. Wenn er stimmt, bestätigen Sie ihn.",
        "en": "Line {line} sent this sheet. If it is right, confirm it.",
    },
    "te_waiting_other": {
        "it": "Segnapunti inviato: ora lo conferma la linea {line}, dal suo telefono oppure qui con il PIN "
        "del tavolo (stampato sul segnapunti).",
        "de": "Spielzettel gesendet: Jetzt bestätigt ihn die Linie {line}, auf ihrem Telefon oder hier mit "
        "der PIN des Tisches (auf dem Spielzettel gedruckt).",
        "en": "Sheet sent: now line {line} confirms it, on its own phone or here with the table's PIN "
        "(printed on the score sheet).",
    },
    "te_agree": {"it": "Siamo d'accordo", "de": "Wir sind einverstanden", "en": "We agree"},
    "te_pin": {"it": "PIN del tavolo", "de": "PIN des Tisches", "en": "Table PIN"},
    "te_change": {
        "it": "Non è giusto? Correggete e inviate di nuovo:",
        "de": "Stimmt etwas nicht? Korrigieren und neu senden:",
        "en": "Not right? Correct it and send it again:",
    },
    "te_saved": {
        "it": "Segnapunti confermato e salvato. Grazie!",
        "de": "Spielzettel bestätigt und gespeichert. Danke!",
        "en": "Sheet confirmed and saved. Thank you!",
    },
    "te_waiting_director": {
        "it": "Segnapunti confermato: l'arbitro lo controlla e lo salva.",
        "de": "Spielzettel bestätigt: Der Turnierleiter prüft und speichert ihn.",
        "en": "Sheet confirmed: the director checks and saves it.",
    },
    "te_entered_by_director": {
        "it": "Il segnapunti di questo tavolo è già stato inserito dall'arbitro.",
        "de": "Den Spielzettel dieses Tisches hat der Turnierleiter schon eingegeben.",
        "en": "This table's sheet was already entered by the director.",
    },
    "te_closed_round": {
        "it": "Questo turno non accetta più segnapunti dai tavoli: consegnate il segnapunti all'arbitro.",
        "de": "Diese Runde nimmt keine Spielzettel von den Tischen mehr an: Geben Sie ihn dem Turnierleiter.",
        "en": "This round no longer takes sheets from the tables: hand your sheet to the director.",
    },
    "te_too_many": {
        "it": "Troppe richieste in poco tempo: aspettate qualche secondo e riprovate.",
        "de": "Zu viele Anfragen in kurzer Zeit: Warten Sie einige Sekunden und versuchen Sie es erneut.",
        "en": "Too many requests in a short time: wait a few seconds and try again.",
    },
    "te_form_expired": {
        "it": "Il modulo non è valido (pagina vecchia?): ricaricate la pagina e riprovate.",
        "de": "Das Formular ist ungültig (alte Seite?): Laden Sie die Seite neu und versuchen Sie es erneut.",
        "en": "The form is not valid (an old page?): reload the page and try again.",
    },
    "te_reload": {"it": "Aggiorna", "de": "Neu laden", "en": "Reload"},
}


def text(language: str, key: str, **values: object) -> str:
    """The text `key` in `language` (English when the language is unknown), with `values` filled in."""
    entry = TEXTS[key]
    words = entry.get(language, entry[DEFAULT_LANGUAGE])
    return words.format(**values) if values else words


def final_circuit(language: str, stored: str) -> str:
    """What to read at time-out: a standard rule in the page's language, else the director's own words."""
    rule = FinalCircuitRule.of_text(stored)
    if rule is FinalCircuitRule.DISCARDER:
        return text(language, "discarder")
    if rule is FinalCircuitRule.DRAWER_PARTNER:
        return text(language, "drawer_partner")
    if rule is FinalCircuitRule.FIBUR:
        return text(language, "fibur_final_circuit")
    return stored


def choose_language(asked: str | None, accept_language: str | None) -> str:
    """`?lang=` when it names one of the three, else the browser's most preferred of the three (by its q
    values), else English."""
    if asked and asked.strip().lower()[:2] in LANGUAGES:
        return asked.strip().lower()[:2]
    best: tuple[float, int, str] | None = None
    for position, part in enumerate((accept_language or "")[:1000].split(",")):
        tag, _, params = part.strip().partition(";")
        code = tag.strip().lower()[:2]
        if code not in LANGUAGES:
            continue
        quality = 1.0
        for param in params.split(";"):
            name, _, value = param.strip().partition("=")
            if name.strip() == "q":
                try:
                    quality = float(value)
                except ValueError:
                    quality = 0.0
        if quality > 0 and (best is None or (quality, -position) > (best[0], best[1])):
            best = (quality, -position, code)
    return best[2] if best else DEFAULT_LANGUAGE
