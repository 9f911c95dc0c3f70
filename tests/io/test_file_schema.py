"""docs/tournament.schema.json describes the tournament file users read in docs/file-format.md: every export
keeps it (tests/conftest.py checks each export of every test; this module exports a broad set on purpose),
and it refuses what the program refuses where one value at a time can tell (issue 14)."""

from __future__ import annotations

import base64
import copy
import json
from dataclasses import replace
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

import tests.file_schema as file_schema
from burraco_tourney.domain.profiles import BUNDLED_PROFILES
from burraco_tourney.domain.scoring import Deal, DealEnd, DealLine
from burraco_tourney.domain.tournament import Adjustment, PairStatus, TieBreak
from burraco_tourney.io.interchange import (
    InterchangeError,
    load_tournament_file,
    read_tournament,
    tournament_to_json,
)
from burraco_tourney.services.demo import build_demo_tournament
from burraco_tourney.services.scales import bundled_scale, bundled_scales

SAMPLE = Path(__file__).parent.parent / "data" / "small_tournament.json"
PNG = b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 4


def test_the_schema_is_a_valid_draft_2020_12_schema() -> None:
    schema = json.loads(file_schema.SCHEMA_FILE.read_text(encoding="utf-8"))
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert file_schema.validator() is not None  # check_schema passed


@pytest.mark.parametrize(("pairs", "rounds"), [(2, 1), (7, 3), (16, 5), (41, 6), (120, 4)])
def test_demo_tournaments_of_every_size_keep_the_schema(pairs: int, rounds: int) -> None:
    before = file_schema.exports_checked
    data = tournament_to_json(build_demo_tournament(pairs, rounds, seed=pairs))
    assert file_schema.exports_checked == before + 1  # the conftest hook saw it
    assert file_schema.schema_problems(data) == []


def every_option() -> list[tuple[str, Any]]:
    """The sample tournament with each setting and extension of the format in turn."""
    sample = load_tournament_file(SAMPLE)
    settings = sample.settings
    first = sample.rounds[0]
    table = first.tables[0]

    def first_table(**changes: Any) -> Any:
        return replace(sample, rounds=(replace(first, tables=(replace(table, **changes), *first.tables[1:])),
                                       *sample.rounds[1:]))  # fmt: skip

    stalemate = Deal(
        DealEnd.STALEMATE, DealLine(clean=1, cards=180, pozzetto=True), DealLine(dirty=1, cards=95)
    )
    variants: list[tuple[str, Any]] = [
        ("sample", sample),
        ("no lots yet", replace(sample, lots={})),
        ("print settings", replace(sample, settings=replace(settings, print_language="de", club_name="Ørsted",
                                                            club_logo=PNG))),
        ("no date, venue or plan", replace(sample, settings=replace(settings, date=None, venue=None,
                                                                    plan=()))),
        ("semi-clean allowed", replace(sample, settings=replace(settings, scoring=replace(settings.scoring,
                                                                                           semi_clean=150)))),
        ("tie-breaks vp only", replace(sample, settings=replace(settings, tie_breaks=(TieBreak.VP,)))),
        ("a stalemate", first_table(deals=(stalemate,))),
        ("table totals", first_table(deals=(), totals=(1620, 360))),
        ("deal totals", first_table(deals=(Deal.of_totals(540, 120),))),
        ("artificial result", first_table(vp_override=(Decimal("14.55"), Decimal("5.45")))),
        ("adjustment", replace(sample, adjustments=(Adjustment(1, 1, Decimal("-0.5"), -25, "ritardo"),))),
        ("withdrawn without a round", replace(sample, pairs=tuple(
            replace(pair, withdrawn_after_round=None) if pair.status is PairStatus.WITHDRAWN else pair
            for pair in sample.pairs))),
    ]  # fmt: skip
    # (Classic and Burraco internazionale know no semi-clean burraco, which the sample's deals hold.)
    variants += [(f"profile {key}", replace(sample, settings=replace(settings, profile=profile), rounds=(),
                                            adjustments=()))
                 for key, profile in BUNDLED_PROFILES.items()]  # fmt: skip
    variants += [(f"scale {scale.name}", replace(sample, settings=replace(settings, vp_scale=scale)))
                 for scale in bundled_scales()]  # fmt: skip
    for deals in (2, 4):
        variants.append((f"{deals} deals", replace(sample, settings=replace(settings, deals_per_round=deals),
                                                  rounds=(), adjustments=())))  # fmt: skip
    return variants


@pytest.mark.parametrize(("what", "tournament"), every_option(), ids=[what for what, _ in every_option()])
def test_every_option_of_the_format_keeps_the_schema(what: str, tournament: Any) -> None:
    data = tournament_to_json(tournament)

    assert file_schema.schema_problems(data) == []
    assert read_tournament(copy.deepcopy(data)) == tournament


def sample_data() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(SAMPLE.read_text(encoding="utf-8"))
    return data


def changed(path: tuple[str | int, ...], value: object) -> dict[str, Any]:
    data = sample_data()
    node: Any = data
    for step in path[:-1]:
        node = node[step]
    node[path[-1]] = value
    return data


@pytest.mark.parametrize(
    ("path", "value"),
    [
        (("tournament", "deals_per_round"), 5),
        (("tournament", "deals_per_round"), 1),
        (("tournament", "name"), "W" * 101),
        (("tournament", "scoring", "clean"), 203),
        (("tournament", "bye", "mp"), -5),
        (("tournament", "tie_breaks"), ["mp", "vp"]),
        (("tournament", "tie_breaks"), ["vp", "mp", "mp"]),
        (("pairs", 0, "players", 0, "name"), "x" * 81),
        (("pairs", 0, "players", 0, "name"), "Anna\nRossi"),
        (("pairs", 0, "entry_round"), 0),
        (("rounds", 0, "tables", 0, "deals", 0, "end"), "finished"),
        (("rounds", 0, "tables", 0, "deals", 0, "ns", "cards"), 233),
        (("adjustments", 0, "mp"), 3),
        (("lots", "first"), 3),
        (("tournament", "colour"), "red"),
    ],
)
def test_the_schema_refuses_what_the_program_refuses(path: tuple[str | int, ...], value: object) -> None:
    data = changed(path, value)

    assert file_schema.schema_problems(data)
    with pytest.raises(InterchangeError):
        read_tournament(data)


def test_a_logo_is_base64_in_the_schema_too() -> None:
    data = changed(("tournament", "club_logo"), base64.b64encode(PNG).decode("ascii"))
    assert file_schema.schema_problems(data) == []
    assert file_schema.schema_problems(changed(("tournament", "club_logo"), "GIF89a")) != []
    assert bundled_scale("continuous-4-deals").name == "continuous-4-deals"


def test_the_whole_file_of_the_users_page_imports_and_keeps_the_schema() -> None:
    # docs/file-format.md shows a whole file: it must be one the program reads, as the page says.
    page = (file_schema.SCHEMA_FILE.parent / "file-format.md").read_text(encoding="utf-8")
    example = page.split("## A whole file", 1)[1].split("```json", 1)[1].split("```", 1)[0]
    data = json.loads(example)

    assert file_schema.schema_problems(data) == []
    tournament = read_tournament(copy.deepcopy(data))
    assert tournament.rounds[0].tables[0].deals[1].end is DealEnd.STALEMATE
    assert tournament_to_json(tournament) == data
