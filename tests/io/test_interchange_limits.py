"""The tournament file's limits (docs/file-format.md): what is too big for the databases or the printouts
is refused at reading, with its path, in one bounded line (issue 17)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from burraco_tourney.io import pdf
from burraco_tourney.io.interchange import (
    InterchangeError,
    load_tournament_file,
    read_tournament,
)

SAMPLE = Path(__file__).parent.parent / "data" / "small_tournament.json"


def sample() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(SAMPLE.read_text(encoding="utf-8"))
    return data


def refused(tmp_path: Path, text: str) -> str:
    path = tmp_path / "torneo.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(InterchangeError) as error:
        load_tournament_file(path)
    return str(error.value)


def with_cards(value: str) -> str:
    text = json.dumps(sample())
    return text.replace('"cards": 230', f'"cards": {value}', 1)


@pytest.mark.parametrize(
    ("value", "shown"),
    [
        (str(2**63), "too large"),  # SQLite's integers end at 2^63 - 1
        ("9" * 5000, "A number of 5000 digits is too large"),  # Python's int() stops at 4,300 digits
        ("1" * 60 + ".5", "too large"),
        ("1e400", "too large"),  # float('inf')
    ],
)
def test_a_huge_number_is_refused_with_its_path(tmp_path: Path, value: str, shown: str) -> None:
    message = refused(tmp_path, with_cards(value))
    assert message.startswith("rounds[0].tables[0].deals[0].ns.cards: ") and shown in message


def test_deep_nesting_is_refused(tmp_path: Path) -> None:
    data = sample()
    data["tournament"]["venue"] = "Circolo X"
    text = json.dumps(data).replace('"venue": "Circolo X"', '"venue": ' + "[" * 30 + "]" * 30, 1)
    assert "tournament.venue" in refused(tmp_path, text)
    text = json.dumps(data).replace('"venue": "Circolo X"', '"venue": ' + "[" * 6000 + "]" * 6000, 1)
    message = refused(tmp_path, text)
    assert "nested more than 20 deep" in message and "line 1, column" in message


def test_a_lone_surrogate_is_refused(tmp_path: Path) -> None:
    text = json.dumps(sample()).replace("Bruno Bianchi", "Bruno \\ud800Bianchi", 1)
    message = refused(tmp_path, text)
    assert message.startswith("pairs[0].players[1].name: ") and "surrogate" in message


def test_nul_and_control_characters_are_refused(tmp_path: Path) -> None:
    text = json.dumps(sample()).replace("Bruno Bianchi", "Bruno\\u0000Bianchi", 1)
    assert "control character '\\x00'" in refused(tmp_path, text)


def test_a_continuous_scale_with_a_huge_total_is_refused(tmp_path: Path) -> None:
    data = sample()
    data["tournament"]["vp_scale"] = {"name": "c", "kind": "continuous", "blitz": 1505, "decimals": 2}
    text = json.dumps(data)[:-1]
    text = text.replace('"decimals": 2', '"decimals": 2, "total": ' + "1" * 51, 1) + "}"
    message = refused(tmp_path, text)
    assert "tournament.vp_scale.total" in message and "too large" in message


@pytest.mark.parametrize(
    ("change", "path", "limit"),
    [
        (lambda d: d["tournament"].__setitem__("name", "T" * 101), "tournament.name", 100),
        (
            lambda d: d["tournament"]["vp_scale"].__setitem__("name", "S" * 1600),
            "tournament.vp_scale.name",
            60,
        ),
        (lambda d: d["pairs"][0]["players"][1].__setitem__("name", "W" * 81), "pairs[0].players[1].name", 80),
        (lambda d: d["pairs"][0]["players"][1].__setitem__("club", "C" * 61), "pairs[0].players[1].club", 60),
    ],
)
def test_texts_longer_than_the_printouts_take_are_refused(change: Any, path: str, limit: int) -> None:
    data = sample()
    change(data)
    with pytest.raises(InterchangeError) as error:
        read_tournament(data)
    assert str(error.value).startswith(f"{path}: Too long") and f"at most {limit}" in str(error.value)


def test_a_blitz_too_big_to_print_is_refused(tmp_path: Path) -> None:
    data = sample()
    data["tournament"]["vp_scale"] = {
        "name": "c", "kind": "continuous", "blitz": 10**24, "total": 20, "decimals": 2,
    }  # fmt: skip
    assert "tournament.vp_scale.blitz: " in refused(tmp_path, json.dumps(data))


def test_what_the_limits_allow_can_be_printed(tmp_path: Path) -> None:
    # Every text at its limit, in the widest letters, four names at one table, two sheets to a page.
    data = sample()
    data["tournament"]["name"] = "W" * 100
    data["tournament"]["venue"] = "W" * 100
    data["tournament"]["vp_scale"]["name"] = "W" * 60
    for pair in data["pairs"]:
        pair["group"] = "W" * 20
        for player in pair["players"]:
            player.update(name="W" * 40, club="W" * 60, member_id="W" * 30)
    tournament = read_tournament(data)
    out = tmp_path / "x.pdf"
    pdf.write_score_sheets(tournament, 1, out, per_page=2)
    pdf.write_score_sheets(tournament, 1, out, per_page=1)
    pdf.write_seats(tournament, 1, out)
    pdf.write_table_cards(tournament, 1, out)
    pdf.write_round_results(tournament, 1, out)
    pdf.write_standings(tournament, None, out)
    pdf.write_pair_histories(tournament, None, out)
    assert out.read_bytes().startswith(b"%PDF")


def test_a_huge_broken_file_gives_a_bounded_message(tmp_path: Path) -> None:
    data = sample()
    data["pairs"] = [{"number": 1, "players": [], "colour": "x"}] * 20_000
    message = refused(tmp_path, json.dumps(data))
    assert len(message) < 10_000
    assert message.count("; ") == 50  # the first 50 problems, then how many more
    assert message.endswith("And 39950 more problems.")


def test_a_key_with_a_newline_or_an_escape_is_shown_escaped(tmp_path: Path) -> None:
    data = sample()
    data["tournament"]["na\nme\x1b[31m"] = 1
    with pytest.raises(InterchangeError) as error:
        read_tournament(data)
    message = str(error.value)
    assert "\n" not in message and "\x1b" not in message
    assert "tournament.na\\nme\\x1b[31m: Unknown key" in message
