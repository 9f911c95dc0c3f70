"""Names read surname first and sorted as players look for them: accents, case and apostrophes ignored."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from burraco_tourney.domain.names import fold, name_sort_key, split_name, surname_first


@pytest.mark.parametrize(
    ("text", "folded"),
    [
        ("D'Alessandro", "dalessandro"),
        ("D’Alessandro", "dalessandro"),
        ("Łukasz Wąsowski", "lukasz wasowski"),
        ("Jürgen MÜLLER-Lüdenscheid", "jurgen mullerludenscheid"),
        ("  Ana   María  Núñez ", "ana maria nunez"),
        ("Søren Ødegaard", "soren odegaard"),
        ("Straße", "strasse"),
        ("İpek Çelik", "ipek celik"),
    ],
)
def test_fold_ignores_case_accents_and_punctuation(text: str, folded: str) -> None:
    assert fold(text) == folded


@pytest.mark.parametrize(
    ("name", "surname", "given"),
    [
        ("Carla D'Alessandro", "D'Alessandro", "Carla"),
        ("Ana María Núñez", "Núñez", "Ana María"),
        ("Marco De Luca", "De Luca", "Marco"),
        ("Dino Di Stefano", "Di Stefano", "Dino"),
        ("Jan van der Berg", "van der Berg", "Jan"),
        ("Maria Della Valle", "Della Valle", "Maria"),
        ("Anna D' Amico", "D' Amico", "Anna"),
        ("Mario R. Rossi", "Rossi", "Mario R."),
        ("Jürgen Müller-Lüdenscheid", "Müller-Lüdenscheid", "Jürgen"),
        # A particle is never the whole given name: "Da" is then the first name.
        ("Da Silva", "Silva", "Da"),
        ("Cher", "Cher", ""),
        ("Mario Rossi 2", "Rossi", "Mario 2"),
        # Capitals mark the surname, first or last, as federation lists write it.
        ("ROSSI Mario", "ROSSI", "Mario"),
        ("DE LUCA Anna Maria", "DE LUCA", "Anna Maria"),
        ("Mario DE LUCA", "DE LUCA", "Mario"),
        ("MARIO ROSSI", "ROSSI", "MARIO"),
    ],
)
def test_the_surname_is_the_last_word_with_its_particles(name: str, surname: str, given: str) -> None:
    assert split_name(name) == (surname, given)


def test_a_list_by_name_shows_the_surname_first() -> None:
    assert surname_first("Carla D'Alessandro") == "D'Alessandro Carla"
    assert surname_first("Jan van der Berg") == "van der Berg Jan"
    assert surname_first("ROSSI Mario") == "ROSSI Mario"
    assert surname_first("Cher") == "Cher"


def test_names_sort_by_surname_ignoring_case_accents_and_particles_spaces() -> None:
    names = [
        "Zoë Ødegaard", "Łukasz Wąsowski", "Anna Rossi", "Carla D'Alessandro", "Marco De Luca",
        "Bruno Dellavalle", "Ömer Çelik", "ñandu Ñúñez", "Otto Müller", "Eva muller", "Ugo Lombardi",
        "Pia Rossiello", "Aldo Rossi", "Jan van der Berg", "Nino Nuñez",
    ]  # fmt: skip
    assert sorted(names, key=name_sort_key) == [
        "Ömer Çelik", "Carla D'Alessandro", "Bruno Dellavalle", "Marco De Luca", "Ugo Lombardi",
        "Eva muller", "Otto Müller", "ñandu Ñúñez", "Nino Nuñez", "Zoë Ødegaard", "Aldo Rossi",
        "Anna Rossi", "Pia Rossiello", "Jan van der Berg", "Łukasz Wąsowski",
    ]  # fmt: skip


@given(st.text())
def test_any_name_survives_the_split(name: str) -> None:
    surname, given_names = split_name(name)
    assert sorted(f"{given_names} {surname}".split()) == sorted(name.split())
    assert isinstance(name_sort_key(name), str)
    assert fold(fold(name)) == fold(name)
