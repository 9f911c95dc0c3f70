"""The rule profile in force on paper (issue 14): every score sheet says which rules the table plays and what
is played at time-out, and the standings name the rules, in the print language."""

from __future__ import annotations

import io
from dataclasses import replace

import pytest

from burraco_tourney.domain.profiles import BUNDLED_PROFILES, FIBUR, INTERNATIONAL
from burraco_tourney.domain.tournament import Tournament
from burraco_tourney.io.pdf import write_blank_score_sheets, write_standings
from tests.io.test_pdf import pdf_pages, sample_tournament


def flat(page: str) -> str:
    return " ".join(page.split())


def with_profile(key: str, language: str) -> Tournament:
    tournament = sample_tournament()
    settings = replace(tournament.settings, profile=BUNDLED_PROFILES[key], print_language=language)
    return replace(tournament, settings=settings)


FIBUR_SHEET = {
    # Codice di Gara, Art. 15: the last circuit starts from the partner of the player who must draw.
    "it": (
        "Regolamento: FIBur · Al tempo scaduto: L'ultimo giro inizia dal compagno del giocatore che deve "
        "pescare; se il tempo scade prima che il giocatore di turno abbia pescato, si gioca un giro completo."
    ),
    "de": (
        "Regeln: FIBur · Bei Zeitablauf: Der letzte Umlauf beginnt mit dem Partner des Spielers, der ziehen "
        "muss; wird der Zeitablauf angesagt, bevor der Spieler am Zug gezogen hat, wird ein voller Umlauf "
        "gespielt."
    ),
    "en": (
        "Rules: FIBur · At time-out: The last circuit starts with the partner of the player who must draw; "
        "if time-out is called before the player on turn has drawn, a full circuit is played."
    ),
}


@pytest.mark.parametrize("language", ["it", "de", "en"])
def test_every_score_sheet_names_the_rules_and_the_time_out_rule(language: str) -> None:
    stream = io.BytesIO()
    write_blank_score_sheets(with_profile(FIBUR, language), stream, 2, language=language)
    pages = [flat(page) for page in pdf_pages(stream.getvalue())]
    assert pages
    for page in pages:
        assert FIBUR_SHEET[language] in page


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("it", "Regolamento di gioco: Burraco internazionale."),
        ("de", "Gespielt nach den Regeln: Burraco internazionale."),
        ("en", "Played by the rules: Burraco internazionale."),
    ],
)
def test_the_standings_name_the_rules(language: str, words: str) -> None:
    stream = io.BytesIO()
    write_standings(with_profile(INTERNATIONAL, language), 2, stream, language=language)
    assert words in flat(" ".join(pdf_pages(stream.getvalue())))


def test_a_custom_profile_prints_its_own_name() -> None:
    tournament = sample_tournament()
    custom = BUNDLED_PROFILES[FIBUR].customised(name="Circolo D'Alessandro")
    settings = replace(tournament.settings, profile=custom, print_language="it")
    stream = io.BytesIO()
    write_standings(replace(tournament, settings=settings), 2, stream, language="it")
    assert "Regolamento di gioco: Circolo D'Alessandro (personalizzato)." in flat(
        " ".join(pdf_pages(stream.getvalue()))
    )
