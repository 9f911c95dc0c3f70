"""The print language and the club's header in the tournament file: written only when set, read back
exactly (the logo as base64), a bad value refused with its path."""

from __future__ import annotations

import base64
import json
from dataclasses import replace
from pathlib import Path

import pytest

from burraco_tourney.io.interchange import (
    InterchangeError,
    load_tournament_file,
    read_tournament,
    save_tournament_file,
    tournament_to_json,
)

SAMPLE = Path(__file__).parent.parent / "data" / "small_tournament.json"
PNG = b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 20  # 5 kB: far beyond 1,000 characters as base64


def test_a_file_without_them_prints_in_english_with_no_club_header() -> None:
    settings = load_tournament_file(SAMPLE).settings
    assert (settings.print_language, settings.club_name, settings.club_logo) == ("en", "", None)
    keys = tournament_to_json(load_tournament_file(SAMPLE))["tournament"]
    assert not {"print_language", "club_name", "club_logo"} & set(keys)


def test_they_are_written_and_read_back_exactly(tmp_path: Path) -> None:
    tournament = load_tournament_file(SAMPLE)
    chosen = replace(
        tournament.settings, print_language="it", club_name="Circolo D'Alessandro", club_logo=PNG
    )
    out = tmp_path / "torneo.json"
    save_tournament_file(replace(tournament, settings=chosen), out)
    written = json.loads(out.read_text(encoding="utf-8"))["tournament"]
    assert written["print_language"] == "it"
    assert written["club_name"] == "Circolo D'Alessandro"
    assert base64.b64decode(written["club_logo"]) == PNG
    assert load_tournament_file(out).settings == chosen


@pytest.mark.parametrize(
    ("key", "value", "problem"),
    [
        (
            "print_language",
            "fr",
            'tournament.print_language: Unknown value "fr" (expected one of: it, de, en).',
        ),
        ("club_name", "x" * 61, "tournament.club_name: Too long: 61 characters, at most 60 fit."),
        ("club_logo", "not base64!", "tournament.club_logo: Must be an image written as base64"),
        (
            "club_logo",
            base64.b64encode(b"GIF89a....").decode(),
            "tournament.club_logo: The club's logo must be a PNG",
        ),
        (
            "club_logo",
            "A" * 2_700_000,
            "tournament.club_logo: The club's logo must be a PNG or JPEG image.",
        ),
    ],
)
def test_a_bad_value_is_refused_with_its_path(key: str, value: str, problem: str) -> None:
    data = json.loads(SAMPLE.read_text(encoding="utf-8"))
    data["tournament"][key] = value
    with pytest.raises(InterchangeError) as refused:
        read_tournament(data)
    assert problem in str(refused.value)
