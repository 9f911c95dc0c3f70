"""The JSON tournament file: a full sample round-trips exactly; every broken rule is reported where it is."""

from __future__ import annotations

import copy
import json
import os
import re
from dataclasses import replace
from datetime import date
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from burraco_tourney.domain.problems import Problem
from burraco_tourney.domain.scoring import (
    Deal,
    DealEnd,
    DealLine,
    ScoringRules,
    Severity,
    check_deal,
    has_blocking,
)
from burraco_tourney.domain.tournament import (
    Adjustment,
    ByeScore,
    Movement,
    Pair,
    PairStatus,
    Phase,
    Player,
    Round,
    Table,
    TieBreak,
    Tournament,
    TournamentSettings,
)
from burraco_tourney.domain.vp import ScaleError, VPScale, scale_from_json
from burraco_tourney.io.interchange import (
    InterchangeError,
    load_tournament_file,
    parse_tournament_text,
    problem_line,
    read_tournament,
    read_tournament_with_notes,
    save_tournament_file,
    tournament_to_json,
    tournament_to_text,
)
from burraco_tourney.io.output import ExportError
from burraco_tourney.io.problem_texts import describe, describe_error

SAMPLE = Path(__file__).parent.parent / "data" / "small_tournament.json"

FIBUR_3_ROWS: list[list[int | None]] = [
    [50, 10, 10],
    [150, 11, 9],
    [250, 12, 8],
    [350, 13, 7],
    [500, 14, 6],
    [650, 15, 5],
    [800, 16, 4],
    [1000, 17, 3],
    [1250, 18, 2],
    [1500, 19, 1],
    [None, 20, 0],
]

# The example of INTERFACES.md §2, with the pair 2 it seats added.
SPEC_EXAMPLE: dict[str, Any] = {
    "format": "burraco-tourney",
    "version": 1,
    "tournament": {
        "name": "Torneo di Natale",
        "date": "2026-12-20",
        "venue": "Circolo X",
        "deals_per_round": 3,
        "minutes_per_deal": 15,
        "scoring": {"clean": 200, "dirty": 100, "semi_clean": None, "closing": 100, "pozzetto_missing": -100},
        "vp_scale": {"name": "fibur-3-deals", "kind": "table", "rows": FIBUR_3_ROWS},
        "bye": {"vp": 14, "mp": None},
        "tie_breaks": ["vp", "mp_diff", "head_to_head", "mp", "lots"],
        "plan": [{"movement": "mitchell", "rounds": 3, "shift": 1}, {"movement": "danish", "rounds": 1}],
    },
    "pairs": [
        {
            "number": number,
            "status": "active",
            "group": None,
            "players": [
                {"name": "Anna Rossi", "club": "Circolo X", "member_id": "RM1234"},
                {"name": "Bruno Bianchi", "club": "Circolo X", "member_id": None},
            ],
        }
        for number in (1, 2)
    ],
    "rounds": [
        {
            "number": 1,
            "movement": "mitchell",
            "byes": [],
            "tables": [
                {
                    "table": 1,
                    "ns": 1,
                    "ew": 2,
                    "vp_override": None,
                    "deals": [
                        {
                            "end": "closed",
                            "ns": {
                                "clean": 1,
                                "dirty": 0,
                                "semi_clean": 0,
                                "closed": True,
                                "cards": 230,
                                "pozzetto": True,
                                "penalty": 0,
                            },
                            "ew": {
                                "clean": 0,
                                "dirty": 1,
                                "semi_clean": 0,
                                "closed": False,
                                "cards": 85,
                                "pozzetto": True,
                                "penalty": 0,
                            },
                        }
                    ],
                }
            ],
        }
    ],
    "adjustments": [{"pair": 1, "after_round": 1, "vp": -1, "mp": 0, "reason": "two warnings"}],
}


def sample_data() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(SAMPLE.read_text(encoding="utf-8"))
    return data


def problems_of(data: object) -> list[str]:
    with pytest.raises(InterchangeError) as caught:
        read_tournament(data)
    assert caught.value.problems, "an InterchangeError must say what is wrong"
    return [problem_line(problem) for problem in caught.value.problems]


_STEP = re.compile(r'([^.\[\]"]+)|\[(\d+)\]|\["([^"]*)"\]')


def _walk(data: Any, path: str) -> tuple[Any, str | int]:
    """The container holding the value at `path` (as the reader writes paths) and its key or index."""
    steps: list[str | int] = [
        name or quoted if not index else int(index) for name, index, quoted in _STEP.findall(path)
    ]
    for step in steps[:-1]:
        data = data[step]
    return data, steps[-1]


def with_value(path: str, value: object, data: dict[str, Any] | None = None) -> dict[str, Any]:
    changed = copy.deepcopy(sample_data() if data is None else data)
    container, key = _walk(changed, path)
    container[key] = value
    return changed


def without(path: str, data: dict[str, Any] | None = None) -> dict[str, Any]:
    changed = copy.deepcopy(sample_data() if data is None else data)
    container, key = _walk(changed, path)
    del container[key]
    return changed


# ------------------------------------------------------------------------------------- the sample file


def test_sample_file_reads_as_the_director_entered_it() -> None:
    tournament = load_tournament_file(SAMPLE)

    settings = tournament.settings
    assert settings.name == "Torneo d'Inverno — Circolo Ørsted"
    assert settings.date == date(2026, 1, 17)
    assert settings.scoring.semi_clean == 150
    assert settings.vp_scale.lookup(805) == (Decimal(17), Decimal(3))
    assert settings.plan == (Phase(Movement.MITCHELL, 2, 1), Phase(Movement.DANISH, 1))
    assert [(pair.number, pair.players[0].name, pair.players[1].name) for pair in tournament.pairs] == [
        (1, "Anna D'Alessandro", "Bruno Bianchi"),
        (2, "Jürgen Müller", "Łukasz Żółkiewski"),
        (3, "Chloé Lefèvre", "François Dupré"),
        (4, "Søren Ødegård", "Ingrid Åström"),
        (5, "Nicolò Caruso", "Giulia Rossi"),
        (6, "Zoë O'Brien", "José Muñoz"),
        (7, "Ştefan Dumitrescu", "Σοφία Παπαδοπούλου"),
        (8, "Dvořák Šťastný", "Mary-Jane O’Neill"),
    ]
    assert tournament.pair(7).status is PairStatus.WITHDRAWN
    assert tournament.pair(7).withdrawn_after_round == 2
    assert tournament.pair(8).entry_round == 3
    assert tournament.pair(5).group == "B"

    assert [round_.byes for round_ in tournament.rounds] == [(7,), (5,), (6,)]
    round_1_table_1 = tournament.rounds[0].tables[0]
    assert (round_1_table_1.ns, round_1_table_1.ew) == (1, 4)
    assert round_1_table_1.deals[0] == Deal(
        DealEnd.CLOSED, DealLine(clean=1, dirty=1, closed=True, cards=230), DealLine(dirty=1, cards=85)
    )
    assert round_1_table_1.deals[1].ew.melded == 345
    assert round_1_table_1.deals[1].ew.in_hand == 35
    penalised = tournament.rounds[1].tables[0].deals[2].ns
    assert (penalised.penalty, penalised.penalty_reason) == (50, "carte scoperte — exposed cards")
    assert tournament.rounds[1].tables[2].vp_override == (Decimal("12.5"), Decimal(6))
    # A round in progress: one table half-way, one not started.
    assert [len(table.deals) for table in tournament.rounds[2].tables] == [3, 1, 0]

    assert tournament.adjustments[0] == Adjustment(
        pair=2, after_round=1, vp=Decimal(-1), mp=0, reason="two warnings"
    )
    assert tournament.lots == {1: 5, 2: 2, 3: 8, 4: 1, 5: 7, 6: 3, 7: 6, 8: 4}


def test_a_deal_warning_does_not_stop_the_import() -> None:
    tournament = load_tournament_file(SAMPLE)

    low_cards = tournament.rounds[0].tables[0].deals[1]
    violations = check_deal(low_cards, tournament.settings.scoring)

    assert [(v.severity, v.field) for v in violations] == [(Severity.WARNING, "ns.cards")]


def test_sample_file_is_written_back_byte_for_byte(tmp_path: Path) -> None:
    out = tmp_path / "copy.json"

    save_tournament_file(load_tournament_file(SAMPLE), out)

    assert out.read_bytes() == SAMPLE.read_bytes()


def test_written_file_keeps_unicode_names_readable(tmp_path: Path) -> None:
    out = tmp_path / "copy.json"

    save_tournament_file(load_tournament_file(SAMPLE), out)

    text = out.read_text(encoding="utf-8")
    assert '"name": "Anna D\'Alessandro"' in text
    assert '"name": "Łukasz Żółkiewski"' in text
    assert "\\u" not in text


def test_written_then_read_then_written_gives_the_same_json() -> None:
    first = tournament_to_json(load_tournament_file(SAMPLE))

    second = tournament_to_json(read_tournament(json.loads(json.dumps(first))))

    assert second == first == sample_data()


def test_spec_example_round_trips_exactly() -> None:
    tournament = read_tournament(copy.deepcopy(SPEC_EXAMPLE))

    # `lots` is always written (the example has none drawn yet): a file read twice ranks a tie the same.
    # So is the rule profile: a file without one plays by its values' profile (Classic or a custom one).
    written = tournament_to_json(tournament)
    assert written["tournament"].pop("profile")["key"] in ("classic", "custom")
    assert written == {**SPEC_EXAMPLE, "lots": {}}


def test_keys_with_defaults_may_be_left_out() -> None:
    data = {
        "format": "burraco-tourney",
        "version": 1,
        "tournament": {
            "name": "Serata",
            "vp_scale": {"name": "fibur-3-deals", "kind": "table", "rows": FIBUR_3_ROWS},
        },
        "pairs": [
            {"number": 1, "players": [{"name": "A"}, {"name": "B"}]},
            {"number": 2, "players": [{"name": "C"}, {"name": "D"}]},
        ],
        "rounds": [
            {
                "number": 1,
                "movement": "manual",
                "tables": [
                    {
                        "table": 1,
                        "ns": 1,
                        "ew": 2,
                        "deals": [{"end": "timeout", "ns": {"cards": 90}, "ew": {}}],
                    }
                ],
            }
        ],
    }

    tournament = read_tournament(data)

    assert tournament.settings.deals_per_round == 3
    assert tournament.settings.minutes_per_deal == 15
    assert tournament.settings.scoring == ScoringRules()
    assert tournament.settings.bye == ByeScore(vp=Decimal(14), mp=None)
    assert tournament.pairs[0] == Pair(1, (Player("A"), Player("B")))
    assert tournament.rounds[0].tables[0].deals[0].ns == DealLine(cards=90)
    assert tournament.adjustments == ()
    assert tournament.lots == {}
    written = tournament_to_json(tournament)
    assert written["tournament"]["scoring"] == {
        "clean": 200,
        "dirty": 100,
        "semi_clean": None,
        "closing": 100,
        "pozzetto_missing": -100,
    }
    assert written["pairs"][0]["players"][0] == {"name": "A", "club": None, "member_id": None}
    assert written["lots"] == {}  # always written, even before any draw
    assert "entry_round" not in written["pairs"][0]


# ----------------------------------------------------------------------------------------- saving


def test_saving_replaces_the_old_file_and_leaves_no_temporary_file(tmp_path: Path) -> None:
    out = tmp_path / "torneo.json"
    out.write_text("old", encoding="utf-8")

    save_tournament_file(load_tournament_file(SAMPLE), out)

    assert out.read_bytes() == SAMPLE.read_bytes()
    assert [path.name for path in tmp_path.iterdir()] == ["torneo.json"]


def test_a_failed_save_leaves_the_old_file_whole(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    out = tmp_path / "torneo.json"
    out.write_text("the previous tournament", encoding="utf-8")

    def disk_full(descriptor: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", disk_full)
    with pytest.raises(ExportError) as refused:
        save_tournament_file(load_tournament_file(SAMPLE), out)
    # The message names the file the user asked for, not the temporary one, and says why in words.
    assert str(refused.value).startswith(f"cannot write {out}: the disk is full")
    assert ".part" not in str(refused.value) and ".tmp" not in str(refused.value)

    assert out.read_text(encoding="utf-8") == "the previous tournament"
    assert [path.name for path in tmp_path.iterdir()] == ["torneo.json"]


# --------------------------------------------------------------------------- the file as a whole


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            b"{",
            "The file is not valid JSON (the fault is at line 1, column 2).",
        ),
        (b'{"format": NaN}', "The file is not valid JSON: NaN is not a number."),
        (
            b'{"format": "burraco-tourney", "format": "x"}',
            'The file repeats the key "format" inside one object.',
        ),
        ('{"name": "Müller"}'.encode("latin-1"), "The file is not UTF-8 text (byte 11 cannot be read)."),
        (b"[]", "The file must hold a JSON object (a tournament file)."),
    ],
)
def test_unreadable_files_are_refused_with_one_clear_problem(
    tmp_path: Path, text: bytes, expected: str
) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(text)

    with pytest.raises(InterchangeError) as caught:
        load_tournament_file(path)

    assert [problem_line(problem) for problem in caught.value.problems] == [expected]
    assert caught.value.problems[0].path == ()


def test_a_byte_order_mark_is_accepted(tmp_path: Path) -> None:
    path = tmp_path / "notepad.json"
    path.write_bytes(b"\xef\xbb\xbf" + SAMPLE.read_bytes())

    assert load_tournament_file(path) == load_tournament_file(SAMPLE)


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        (
            with_value("format", "burraco-manager"),
            'format: Must be "burraco-tourney", not "burraco-manager": this is not a tournament file.',
        ),
        (
            without("format"),
            'format: Required key is missing: this is not a tournament file (expected "burraco-tourney").',
        ),
        (
            with_value("version", 2),
            "version: The file has format version 2: it was written by a newer Burraco Tourney; this program "
            "reads version 1, update the program to read it.",
        ),
        (with_value("version", 0), "version: Must be 1, not 0."),
        (with_value("version", "1"), 'version: Must be 1, not "1".'),
        (with_value("version", 1.0), "version: Must be 1, not 1.0."),
        (with_value("version", True), "version: Must be 1, not true."),
        (without("version"), "version: Required key is missing."),
    ],
)
def test_another_format_or_version_is_the_only_problem_reported(data: dict[str, Any], expected: str) -> None:
    # The other fault is not reported: in a file of another version it would only be noise.
    data["tournament"]["colour"] = "red"

    assert problems_of(data) == [expected]


def test_a_newer_file_says_to_update_the_program(tmp_path: Path) -> None:
    path = tmp_path / "future.json"
    path.write_text(json.dumps({"format": "burraco-tourney", "version": 7, "teams": []}), encoding="utf-8")

    with pytest.raises(InterchangeError, match=r"newer Burraco Tourney.*update the program"):
        load_tournament_file(path)


# ---------------------------------------------------------------------------------- every rule


LINE = "rounds[0].tables[0].deals[0]"
FIRST_TABLE_DEALS: list[Any] = sample_data()["rounds"][0]["tables"][0]["deals"]

RULES: list[tuple[dict[str, Any], str]] = [
    # Unknown keys, at every level.
    (with_value("squads", []), "squads: Unknown key (not part of the tournament file format)."),
    (
        with_value("tournament.colour", "red"),
        "tournament.colour: Unknown key (not part of the tournament file format).",
    ),
    (
        with_value("tournament.scoring.joker", 30),
        "tournament.scoring.joker: Unknown key (not part of the tournament file format).",
    ),
    (
        with_value("tournament.bye.mp_diff", 355),
        "tournament.bye.mp_diff: Unknown key (not part of the tournament file format).",
    ),
    (
        with_value("tournament.plan[0].tables", 3),
        "tournament.plan[0].tables: Unknown key (not part of the tournament file format).",
    ),
    (with_value("pairs[2].seed", 1), "pairs[2].seed: Unknown key (not part of the tournament file format)."),
    (
        with_value("pairs[2].players[1].email", "f@example.org"),
        "pairs[2].players[1].email: Unknown key (not part of the tournament file format).",
    ),
    (
        with_value("rounds[1].started", True),
        "rounds[1].started: Unknown key (not part of the tournament file format).",
    ),
    (
        with_value("rounds[1].tables[2].result", "12-6"),
        "rounds[1].tables[2].result: Unknown key (not part of the tournament file format).",
    ),
    (
        with_value(f"{LINE}.minutes", 12),
        "rounds[0].tables[0].deals[0].minutes: Unknown key (not part of the tournament file format).",
    ),
    (
        with_value(f"{LINE}.ns.jokers", 2),
        "rounds[0].tables[0].deals[0].ns.jokers: Unknown key (not part of the tournament file format).",
    ),
    (
        with_value("adjustments[0].by", "director"),
        "adjustments[0].by: Unknown key (not part of the tournament file format).",
    ),
    # Required keys and types.
    (without("tournament"), "tournament: Required key is missing."),
    (with_value("tournament", []), "tournament: Must be an object {...}, not []."),
    (without("tournament.name"), "tournament.name: Required key is missing."),
    (with_value("tournament.name", " "), "tournament.name: This cannot be empty."),
    (with_value("tournament.venue", 12), "tournament.venue: Must be text in quotes, not 12."),
    (with_value("pairs", {}), "pairs: Must be a list [...], not {}."),
    (
        with_value("tournament.date", "17/01/2026"),
        'tournament.date: Must be a date written YYYY-MM-DD, not "17/01/2026".',
    ),
    (
        with_value("tournament.date", "2026-02-30"),
        'tournament.date: Must be a date written YYYY-MM-DD, not "2026-02-30".',
    ),
    (
        with_value("tournament.date", "20260117"),
        'tournament.date: Must be a date written YYYY-MM-DD, not "20260117".',
    ),
    # Settings.
    (
        with_value("tournament.deals_per_round", 5),
        "tournament.deals_per_round: Must be between 2 and 4, not 5.",
    ),
    (
        with_value("tournament.deals_per_round", "3"),
        'tournament.deals_per_round: Must be a whole number, not "3".',
    ),
    (
        with_value("tournament.deals_per_round", 3.0),
        "tournament.deals_per_round: Must be a whole number, not 3.0.",
    ),
    (
        with_value("tournament.deals_per_round", True),
        "tournament.deals_per_round: Must be a whole number, not true.",
    ),
    (
        with_value("tournament.minutes_per_deal", 0),
        "tournament.minutes_per_deal: Must be between 1 and 60, not 0.",
    ),
    (
        with_value("tournament.scoring.clean", -200),
        "tournament.scoring.clean: Must be between 0 and 1000, not -200.",
    ),
    (
        with_value("tournament.scoring.closing", 105.5),
        "tournament.scoring.closing: Must be a whole number, not 105.5.",
    ),
    (with_value("tournament.scoring.dirty", 102), "tournament.scoring.dirty: 102 is not a multiple of 5."),
    (
        with_value("tournament.scoring.semi_clean", "150"),
        'tournament.scoring.semi_clean: Must be a whole number, not "150".',
    ),
    (
        with_value("tournament.scoring.pozzetto_missing", 100),
        "tournament.scoring.pozzetto_missing: Must be between -1000 and 0, not 100.",
    ),
    (without("tournament.vp_scale"), "tournament.vp_scale: Required key is missing."),
    (
        with_value("tournament.bye.vp", 21),
        "tournament.bye.vp: VP 21 must be between 0 and the scale's total 20.",
    ),
    (with_value("tournament.bye.vp", "14"), 'tournament.bye.vp: Must be a number, not "14".'),
    (with_value("tournament.bye.mp", -355), "tournament.bye.mp: Must be between 0 and 5000, not -355."),
    (with_value("tournament.bye.mp", 353), "tournament.bye.mp: 353 is not a multiple of 5."),
    (
        with_value("tournament.tie_breaks[2]", "coin"),
        'tournament.tie_breaks[2]: Unknown value "coin" (expected one of: vp, mp_diff, head_to_head, mp, '
        "lots).",
    ),
    (
        with_value("tournament.tie_breaks[3]", "mp_diff"),
        "tournament.tie_breaks[3]: The tie-break mp_diff is named more than once.",
    ),
    (
        with_value("tournament.tie_breaks", ["mp_diff", "vp"]),
        "tournament.tie_breaks: The tie-break chain must start with vp (standings rank by VP first).",
    ),
    (
        with_value("tournament.tie_breaks", []),
        "tournament.tie_breaks: The tie-break chain must start with vp (standings rank by VP first).",
    ),
    (
        with_value("tournament.plan[1].movement", "danese"),
        'tournament.plan[1].movement: Unknown value "danese" (expected one of: mitchell, danish, swiss, '
        "round_robin, manual).",
    ),
    (
        with_value("tournament.plan[0].rounds", 0),
        "tournament.plan[0].rounds: Must be between 1 and 99, not 0.",
    ),
    (with_value("tournament.plan[0].shift", 0), "tournament.plan[0].shift: Must be between 1 and 20, not 0."),
    (without("tournament.plan[1].rounds"), "tournament.plan[1].rounds: Required key is missing."),
    (with_value("tournament.plan", "mitchell"), 'tournament.plan: Must be a list [...], not "mitchell".'),
    # Pairs.
    (with_value("pairs[3].number", 0), "pairs[3].number: Must be at least 1, not 0."),
    (with_value("pairs[3].number", 3), "pairs[3].number: Pair number 3 is used twice."),
    (
        with_value("pairs[3].players", [{"name": "Søren Ødegård"}]),
        'pairs[3].players: Must be a list of the pair\'s two players, not [{"name": "Søren Ødegård"}].',
    ),
    (with_value("pairs[3].players[1].name", ""), "pairs[3].players[1].name: This cannot be empty."),
    (without("pairs[3].players[1].name"), "pairs[3].players[1].name: Required key is missing."),
    (
        with_value("pairs[3].players[0].club", False),
        "pairs[3].players[0].club: Must be text in quotes, not false.",
    ),
    (
        with_value("pairs[3].status", "gone"),
        'pairs[3].status: Unknown value "gone" (expected one of: active, withdrawn).',
    ),
    (with_value("pairs[3].group", 2), "pairs[3].group: Must be text in quotes, not 2."),
    (with_value("pairs[7].entry_round", 0), "pairs[7].entry_round: Must be at least 1, not 0."),
    (
        with_value("pairs[6].status", "active"),
        "pairs[6].withdrawn_after_round: Only a withdrawn pair has a round it withdrew after.",
    ),
    # Rounds, tables, byes.
    (
        with_value("rounds[1].number", 3),
        "rounds[1]: Rounds are numbered 1, 2, 3, ... in order: expected 2, not 3.",
    ),
    (
        with_value("rounds[0].movement", "howell"),
        'rounds[0].movement: Unknown value "howell" (expected one of: mitchell, danish, swiss, round_robin, '
        "manual).",
    ),
    (
        with_value("rounds[0].tables[2].table", 1),
        "rounds[0].tables[2].table: Table 1 appears twice in this round.",
    ),
    (
        with_value("rounds[0].tables[0].ew", 1),
        "rounds[0].tables[0].ew: Pair 1 cannot play against itself (NS and EW are the same pair).",
    ),
    (with_value("rounds[0].tables[1].ns", 99), "rounds[0].tables[1].ns: There is no pair 99."),
    (with_value("rounds[0].byes", [9]), "rounds[0].byes[0]: There is no pair 9."),
    (
        with_value("rounds[0].byes", [7, 3]),
        "rounds[0].byes[1]: Pair 3 is placed more than once in round 1.",
    ),
    (
        with_value("rounds[0].tables[2].ew", 4),
        "rounds[0].tables[2].ew: Pair 4 is placed more than once in round 1.",
    ),
    (
        with_value("rounds[0].byes", [7, 8]),
        "rounds[0].byes[1]: Pair 8 joins at round 3, so it cannot play round 1.",
    ),
    (
        with_value("rounds[2].byes", [6, 7]),
        "rounds[2].byes[1]: Pair 7 withdrew after round 2, so it cannot play round 3.",
    ),
    (
        with_value("rounds[1].tables[2].vp_override", [12, 6, 2]),
        "rounds[1].tables[2].vp_override: Must be null or [NS VP, EW VP], not [12, 6, 2].",
    ),
    (
        with_value("rounds[1].tables[2].vp_override", [21, 0]),
        "rounds[1].tables[2].vp_override[0]: VP 21 must be between 0 and the scale's total 20.",
    ),
    (
        with_value("rounds[1].tables[2].vp_override", [10, -1.5]),
        "rounds[1].tables[2].vp_override[1]: VP -1.5 must be between 0 and the scale's total 20.",
    ),
    # Deals: the file's own checks of types, then the rules of check_deal (blocking only).
    (
        with_value(f"{LINE}.end", "finished"),
        'rounds[0].tables[0].deals[0].end: Unknown value "finished" (expected one of: closed, timeout, '
        "stock, stalemate, not_played, totals).",
    ),
    (
        with_value(f"{LINE}.ns.closed", "yes"),
        'rounds[0].tables[0].deals[0].ns.closed: Must be true or false, not "yes".',
    ),
    (
        with_value(f"{LINE}.ns.cards", 230.0),
        "rounds[0].tables[0].deals[0].ns.cards: Must be a whole number, not 230.0.",
    ),
    (
        with_value(f"{LINE}.ew.penalty_reason", 5),
        "rounds[0].tables[0].deals[0].ew.penalty_reason: Must be text in quotes, not 5.",
    ),
    (without(f"{LINE}.ew"), "rounds[0].tables[0].deals[0].ew: Required key is missing."),
    (
        with_value(f"{LINE}.ns.cards", 233),
        "rounds[0].tables[0].deals[0].ns.cards: 233 is not a multiple of 5.",
    ),
    (
        with_value(f"{LINE}.end", "stock"),
        "rounds[0].tables[0].deals[0].ns.closed: Marked closed, but the deal did not end with a closing.",
    ),
    # The order of a table's deals (issue 30 item 1): a time-out, then only deals not played.
    (
        with_value(
            "rounds[0].tables[0].deals",
            [FIRST_TABLE_DEALS[0], FIRST_TABLE_DEALS[2], FIRST_TABLE_DEALS[0]],
        ),
        "rounds[0].tables[0].deals[2].end: Deal 2 ended by time-out, so this deal was not played: mark it "
        "not played, or correct deal 2.",
    ),
    (
        with_value("rounds[0].tables[0].deals[1]", FIRST_TABLE_DEALS[2]),
        "rounds[0].tables[0].deals[2].end: Deal 2 already ended by time-out, and at a table only one deal "
        "can: this one was not played. Mark it not played, or correct deal 2.",
    ),
    (
        with_value("rounds[0].tables[0].deals[1]", {"end": "not_played", "ns": {}, "ew": {}}),
        "rounds[0].tables[0].deals[2].end: Deal 2 was not played, so no later deal was: mark this one not "
        "played too, or correct deal 2.",
    ),
    (
        with_value(f"{LINE}.ew.closed", True),
        "rounds[0].tables[0].deals[0].ns.closed: Both NS and EW are marked closed; only one line can close.",
    ),
    (
        with_value("rounds[0].tables[0].deals[1].ew.cards", 300),
        "rounds[0].tables[0].deals[1].ew.cards: 300 is not points melded 345 minus points in hand 35 (= "
        "310).",
    ),
    (
        with_value(
            "rounds[0].tables[0].deals", [*FIRST_TABLE_DEALS, {"end": "not_played", "ns": {}, "ew": {}}]
        ),
        "rounds[0].tables[0].deals: 4 deals, but the tournament plays 3 per round.",
    ),
    # Adjustments and lots.
    (with_value("adjustments[0].pair", 99), "adjustments[0].pair: There is no pair 99."),
    (without("adjustments[0].after_round"), "adjustments[0].after_round: Required key is missing."),
    (
        with_value("adjustments[0].after_round", 0),
        "adjustments[0].after_round: There is no round 0 (the tournament has 3 rounds).",
    ),
    (
        with_value("adjustments[1].after_round", 4),
        "adjustments[1].after_round: There is no round 4 (the tournament has 3 rounds).",
    ),
    (with_value("adjustments[0].vp", "-1"), 'adjustments[0].vp: Must be a number, not "-1".'),
    (with_value("adjustments[0].mp", 0.5), "adjustments[0].mp: Must be a whole number, not 0.5."),
    (with_value("lots", [1, 2]), "lots: Must be an object {...}, not [1, 2]."),
    (with_value('lots["9"]', 9), "lots.9: There is no pair 9."),
    (with_value('lots["first"]', 9), "lots.first: Must be a pair number."),
    (with_value('lots["8"]', 1), "lots.8: Draw 1 is also given to pair 4."),
    (with_value('lots["8"]', "4"), 'lots.8: Must be a whole number, not "4".'),
]


@pytest.mark.parametrize(("data", "expected"), RULES, ids=[expected.split(":")[0] for _, expected in RULES])
def test_each_broken_rule_is_reported_alone_at_its_path(data: dict[str, Any], expected: str) -> None:
    assert problems_of(data) == [expected]


def test_problems_carry_their_path_apart_from_their_message() -> None:
    with pytest.raises(InterchangeError) as caught:
        read_tournament(with_value(f"{LINE}.ns.cards", 233))

    assert caught.value.problems == (
        Problem.of(
            "deal.cards_not_multiple_of_5",
            path=("rounds", 0, "tables", 0, "deals", 0, "ns", "cards"),
            cards=233,
        ),
    )
    assert str(caught.value) == f"{LINE}.ns.cards: 233 is not a multiple of 5."
    # The window and the command line say where in words, in the user's language.
    assert (
        describe_error(caught.value, "it")
        == "Turno 1, tavolo 1, smazzata 1, punti carte NS: 233 non è un multiplo di 5."
    )


def test_a_broken_scale_reports_each_of_its_problems_under_vp_scale() -> None:
    rows = copy.deepcopy(FIBUR_3_ROWS)
    rows[3] = [200, 13, 7]  # bound below the row before
    rows[10] = [2000, 20, 0]  # last row not open
    scale = {"name": "fibur-3-deals", "kind": "table", "rows": rows}
    with pytest.raises(ScaleError) as scale_error:
        scale_from_json(scale)
    assert len(scale_error.value.problems) >= 2

    with pytest.raises(InterchangeError) as caught:
        read_tournament(with_value("tournament.vp_scale", scale))

    assert len(caught.value.problems) == len(scale_error.value.problems)
    assert all(problem.path[:2] == ("tournament", "vp_scale") for problem in caught.value.problems)


def test_a_file_with_many_faults_of_shape_reports_all_of_them_in_file_order() -> None:
    data = sample_data()
    data["tournament"]["deals_per_round"] = "6"
    data["tournament"]["colour"] = "red"
    data["pairs"][1]["players"][0]["name"] = None
    data["pairs"][4]["status"] = "retired"
    data["rounds"][0]["tables"][1]["deals"][0]["ew"]["cards"] = -22.5
    data["rounds"][2]["number"] = "3"
    data["adjustments"][0]["pair"] = [77]
    data["lots"]["3"] = "5"

    assert problems_of(data) == [
        "tournament.colour: Unknown key (not part of the tournament file format).",
        'tournament.deals_per_round: Must be a whole number, not "6".',
        "pairs[1].players[0].name: Must be text in quotes, not null.",
        'pairs[4].status: Unknown value "retired" (expected one of: active, withdrawn).',
        "rounds[0].tables[1].deals[0].ew.cards: Must be a whole number, not -22.5.",
        'rounds[2].number: Must be a whole number, not "3".',
        "adjustments[0].pair: Must be a whole number, not [77].",
        'lots.3: Must be a whole number, not "5".',
    ]


def test_a_file_of_the_right_shape_reports_every_broken_rule_in_file_order() -> None:
    # The rules are domain.rules', as in the services and the window: checked once the shape is right.
    data = sample_data()
    data["tournament"]["deals_per_round"] = 6
    data["pairs"][1]["players"][0]["name"] = ""
    data["rounds"][0]["tables"][1]["deals"][0]["ew"]["cards"] = -22
    data["rounds"][1]["tables"][0]["ew"] = 42
    data["rounds"][2]["number"] = 4
    data["adjustments"][0]["pair"] = 77
    data["lots"]["3"] = 5

    assert problems_of(data) == [
        "tournament.deals_per_round: Must be between 2 and 4, not 6.",
        "pairs[1].players[0].name: This cannot be empty.",
        "lots.3: Draw 5 is also given to pair 1.",
        "rounds[0].tables[1].deals[0].ew.cards: -22 is not a multiple of 5.",
        "rounds[1].tables[0].ew: There is no pair 42.",
        "rounds[2]: Rounds are numbered 1, 2, 3, ... in order: expected 3, not 4.",
        "adjustments[0].pair: There is no pair 77.",
    ]


def test_references_are_not_checked_against_pair_numbers_that_cannot_be_trusted() -> None:
    # Pair 4 now claims number 3: whether a seat of "4" meant it is unknown, so no "there is no pair 4".
    assert problems_of(with_value("pairs[3].number", 3)) == ["pairs[3].number: Pair number 3 is used twice."]
    assert problems_of(with_value("pairs[3].number", "4")) == [
        'pairs[3].number: Must be a whole number, not "4".'
    ]


def test_a_pair_whose_entry_is_broken_is_not_reported_again_where_it_plays() -> None:
    # Pair 2's entry is wrong; its seats, adjustment and lot must not add "there is no pair 2".
    data = with_value("pairs[1].players", [])

    assert problems_of(data) == ["pairs[1].players: Must be a list of the pair's two players, not []."]


def test_deal_rules_use_the_tournaments_scoring_semi_clean_counted_as_dirty_where_it_has_none() -> None:
    """Issue 30 item 3: where the rules have no semi-clean burraco, a file's semi-clean one is counted as a
    dirty one, as Italian sources count it, and said at its place (before, the file was refused)."""
    data = with_value("tournament.scoring.semi_clean", None)

    read = read_tournament_with_notes(data)

    ew = read.tournament.rounds[0].tables[1].deals[2].ew
    assert (ew.clean, ew.dirty, ew.semi_clean) == (1, 1, 0)
    assert [problem_line(note) for note in read.notes] == [
        "rounds[0].tables[1].deals[2].ew.semi_clean: Counted as dirty burracos (1): this tournament's rules "
        "have no semi-clean burraco."
    ]
    assert [describe(note, "it") for note in read.notes] == [
        "Turno 1, tavolo 2, smazzata 3, burraco semipuliti EO: Contati come burraco sporchi (1): il "
        "regolamento di questo torneo non prevede il burraco semipulito."
    ]
    assert describe(read.notes[0], "de").endswith(
        "Als schmutzige Burracos gezählt (1): die Regeln dieses Turniers kennen keinen halbsauberen Burraco."
    )
    assert read_tournament(data) == read.tournament
    # Rules with semi-clean take the file as it is, with nothing to say.
    assert read_tournament_with_notes(sample_data()).notes == ()


def test_overrides_need_not_add_up_to_the_scale_total() -> None:
    tournament = read_tournament(with_value("rounds[1].tables[2].vp_override", [3, 3]))

    assert tournament.rounds[1].tables[2].vp_override == (Decimal(3), Decimal(3))


def test_decimal_vp_are_read_exactly() -> None:
    data = with_value("rounds[1].tables[2].vp_override", [14.55, 5.45])
    data["tournament"]["bye"]["vp"] = 12.5

    tournament = read_tournament(data)

    assert tournament.rounds[1].tables[2].vp_override == (Decimal("14.55"), Decimal("5.45"))
    assert tournament.settings.bye.vp == Decimal("12.5")
    written = tournament_to_json(tournament)
    assert written["rounds"][1]["tables"][2]["vp_override"] == [14.55, 5.45]
    assert written["tournament"]["bye"]["vp"] == 12.5


# ------------------------------------------------------------------------- random round trips


SCALES: list[VPScale] = [
    scale_from_json({"name": "fibur-3-deals", "kind": "table", "rows": FIBUR_3_ROWS}),
    scale_from_json({"name": "continuous", "kind": "continuous", "blitz": 1505, "total": 20, "decimals": 2}),
    scale_from_json(
        {
            "name": "mezzi punti",
            "kind": "table",
            "description": "Half points, for testing",
            "rows": [[0, 5, 5], [300, 6.5, 3.5], [None, 10, 0]],
        }
    ),
]

# Any text a director can type: no control characters (a file refuses them) nor lone surrogates.
_typed = st.characters(exclude_categories=("Cc", "Cs"))
names = st.text(_typed, min_size=1, max_size=12).filter(lambda text: text.strip() != "")
optional_texts = st.none() | st.text(_typed, max_size=12)
multiples_of_5 = st.integers(min_value=-40, max_value=200).map(lambda n: n * 5)


@st.composite
def deal_lines(draw: st.DrawFn, rules: ScoringRules, closed: bool) -> DealLine:
    clean = draw(st.integers(0, 3))
    dirty = draw(st.integers(0, 3))
    semi_clean = draw(st.integers(0, 1)) if rules.semi_clean is not None else 0
    if closed and clean + dirty + semi_clean == 0:
        clean = 1
    penalty = draw(st.integers(0, 20)) * 5
    split = draw(st.booleans())
    melded = draw(st.integers(0, 50)) * 5 if split else None
    in_hand = draw(st.integers(0, 50)) * 5 if split else None
    cards = (
        melded - in_hand if melded is not None and in_hand is not None else draw(st.integers(-40, 100)) * 5
    )
    return DealLine(
        clean=clean,
        dirty=dirty,
        semi_clean=semi_clean,
        closed=closed,
        cards=cards,
        pozzetto=True if closed else draw(st.booleans()),
        penalty=penalty,
        penalty_reason=draw(st.text(_typed, max_size=8)),
        melded=melded,
        in_hand=in_hand,
    )


@st.composite
def deals(draw: st.DrawFn, rules: ScoringRules) -> Deal:
    # Deals entered by their totals have their own strategy (tests of quick mode).
    end = draw(st.sampled_from([end for end in DealEnd if end is not DealEnd.TOTALS]))
    if end is DealEnd.NOT_PLAYED:
        return Deal(end, DealLine(pozzetto=draw(st.booleans())), DealLine())
    closer = draw(st.sampled_from(["ns", "ew"])) if end is DealEnd.CLOSED else None
    deal = Deal(
        end,
        draw(deal_lines(rules, closed=closer == "ns")),
        draw(deal_lines(rules, closed=closer == "ew")),
    )
    # The line strategy keeps to the blocking rules; this guards against a rule it does not know.
    assert not has_blocking(check_deal(deal, rules)), check_deal(deal, rules)
    return deal


def in_order(drawn: list[Deal]) -> tuple[Deal, ...]:
    """A table's deals as the rules have them in order: after a time-out or a deal not played, every deal was
    not played."""
    table: list[Deal] = []
    for deal in drawn:
        over = bool(table) and table[-1].end in (DealEnd.TIMEOUT, DealEnd.NOT_PLAYED)
        table.append(Deal(DealEnd.NOT_PLAYED, DealLine(), DealLine()) if over else deal)
    return tuple(table)


def vp_values(total: Decimal) -> st.SearchStrategy[Decimal]:
    return st.decimals(min_value=0, max_value=total, places=2)


@st.composite
def tournaments(draw: st.DrawFn) -> Tournament:
    scale = draw(st.sampled_from(SCALES))
    rules = ScoringRules(
        clean=draw(st.integers(0, 60)) * 5,
        dirty=draw(st.integers(0, 40)) * 5,
        semi_clean=draw(st.none() | st.integers(0, 40).map(lambda n: n * 5)),
        closing=draw(st.integers(0, 40)) * 5,
        pozzetto_missing=draw(st.integers(-40, 0)) * 5,
    )
    others = draw(st.permutations([TieBreak.MP_DIFF, TieBreak.HEAD_TO_HEAD, TieBreak.MP, TieBreak.LOTS]))
    settings = TournamentSettings(
        name=draw(names),
        vp_scale=scale,
        date=draw(st.none() | st.dates()),
        venue=draw(optional_texts),
        deals_per_round=draw(st.integers(2, 4)),
        minutes_per_deal=draw(st.integers(1, 60)),
        scoring=rules,
        bye=ByeScore(
            vp=draw(vp_values(scale.total)), mp=draw(st.none() | st.integers(0, 400).map(lambda n: n * 5))
        ),
        tie_breaks=(TieBreak.VP, *others[: draw(st.integers(0, 4))]),
        plan=tuple(
            draw(
                st.lists(
                    st.builds(Phase, st.sampled_from(Movement), st.integers(1, 9), st.integers(1, 3)),
                    max_size=3,
                )
            )
        ),
    )
    round_count = draw(st.integers(0, 3))
    numbers = draw(st.lists(st.integers(1, 60), min_size=2, max_size=8, unique=True))
    pairs = []
    for number in numbers:
        entry_round = draw(st.just(1) | st.integers(1, round_count + 1))
        withdrawn = draw(st.booleans())
        pairs.append(
            Pair(
                number=number,
                players=(
                    Player(draw(names), draw(optional_texts), draw(optional_texts)),
                    Player(draw(names), draw(optional_texts), draw(optional_texts)),
                ),
                group=draw(optional_texts),
                status=PairStatus.WITHDRAWN if withdrawn else PairStatus.ACTIVE,
                entry_round=entry_round,
                withdrawn_after_round=draw(st.none() | st.integers(entry_round - 1, round_count))
                if withdrawn
                else None,
            )
        )
    rounds = []
    for round_number in range(1, round_count + 1):
        playing = draw(st.permutations([pair.number for pair in pairs if pair.plays_in(round_number)]))
        # Mostly full rounds, sometimes a round still being seated.
        table_count = draw(st.integers(max(0, len(playing) // 2 - 1), len(playing) // 2))
        tables = tuple(
            Table(
                table=table_number,
                ns=playing[2 * index],
                ew=playing[2 * index + 1],
                deals=in_order(draw(st.lists(deals(rules), max_size=settings.deals_per_round))),
                vp_override=draw(st.none() | st.tuples(vp_values(scale.total), vp_values(scale.total))),
            )
            for index, table_number in enumerate(
                draw(st.lists(st.integers(1, 30), min_size=table_count, max_size=table_count, unique=True))
            )
        )
        rounds.append(
            Round(
                number=round_number,
                movement=draw(st.sampled_from(Movement)),
                tables=tables,
                byes=tuple(playing[2 * table_count :]),
            )
        )
    adjustments = (
        draw(
            st.lists(
                st.builds(
                    Adjustment,
                    pair=st.sampled_from(numbers),
                    after_round=st.integers(1, round_count),
                    vp=st.decimals(min_value=-5, max_value=5, places=1),
                    mp=st.integers(-100, 100).map(lambda n: n * 5),
                    reason=st.text(_typed, max_size=12),
                ),
                max_size=3,
            )
        )
        if round_count
        else []
    )
    lots = dict(zip(numbers, draw(st.permutations(range(1, len(numbers) + 1))), strict=True))
    return Tournament(
        settings=settings,
        pairs=tuple(pairs),
        rounds=tuple(rounds),
        adjustments=tuple(adjustments),
        lots=draw(st.sampled_from([lots, {}])),
    )


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tournaments())
def test_any_valid_tournament_round_trips_exactly_through_the_file_text(tournament: Tournament) -> None:
    text = tournament_to_text(tournament)

    assert read_tournament(parse_tournament_text(text)) == tournament


@settings(max_examples=20, deadline=None)
@given(tournaments())
def test_writing_is_stable_after_a_round_trip(tournament: Tournament) -> None:
    written = tournament_to_json(tournament)

    assert tournament_to_json(read_tournament(copy.deepcopy(written))) == written


def _paths(node: Any, prefix: tuple[str | int, ...] = ()) -> list[tuple[str | int, ...]]:
    """Every place in a JSON document, as the keys and indices that lead to it."""
    found = [prefix] if prefix else []
    if isinstance(node, dict):
        for key, value in node.items():
            found += _paths(value, (*prefix, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            found += _paths(value, (*prefix, index))
    return found


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-3000, 3000) | st.floats(allow_nan=False) | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
    max_leaves=6,
)


@settings(max_examples=100, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(_paths(sample_data())), json_values), min_size=1, max_size=4))
def test_any_damage_to_the_file_is_reported_never_a_crash(
    changes: list[tuple[tuple[str | int, ...], object]],
) -> None:
    data = sample_data()
    for path, value in changes:
        node: Any = data
        for depth, step in enumerate(path, start=1):
            last = depth == len(path)
            # An earlier change may have replaced the way to this place; then this change has nowhere to go.
            in_object = isinstance(node, dict) and (last or step in node)
            in_list = isinstance(node, list) and isinstance(step, int) and step < len(node)
            if not (in_object or in_list):
                break
            if last:
                node[step] = value
            else:
                node = node[step]

    try:
        read_tournament(data)
    except InterchangeError as error:
        assert all(str(problem) for problem in error.problems)


def test_a_withdrawn_pair_with_an_unknown_round_is_kept_as_it_was() -> None:
    # §2 files know no withdrawn_after_round: the status alone must survive.
    tournament = read_tournament(without("pairs[6].withdrawn_after_round"))

    pair = tournament.pair(7)
    assert (pair.status, pair.withdrawn_after_round) == (PairStatus.WITHDRAWN, None)
    assert "withdrawn_after_round" not in tournament_to_json(tournament)["pairs"][6]
    assert replace(pair, withdrawn_after_round=2) == load_tournament_file(SAMPLE).pair(7)
