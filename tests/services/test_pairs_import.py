"""Importing pairs from a spreadsheet: a preview lists every problem by row; the import is all or nothing."""

from __future__ import annotations

import csv
import random
from collections.abc import Iterable, Sequence
from pathlib import Path

import pytest
from openpyxl import Workbook

from burraco_tourney.domain.tournament import Pair, Player
from burraco_tourney.io.pairs_import import PairImportRow, read_pairs_file
from burraco_tourney.persistence.db import Database, open_database
from burraco_tourney.services import pairs, pairs_import, tournaments
from burraco_tourney.services.audit import audit_log
from burraco_tourney.services.errors import NotFoundError, RuleError, ServiceError
from burraco_tourney.services.pairs import add_pair_in_session
from burraco_tourney.services.pairs_import import (
    PairsImportRefusedError,
    import_pairs,
    preview_pairs_import,
)
from tests.services.support import new_tournament, settings, with_round

Cells = Sequence[object]
HEADER = [
    "Coppia",
    "Giocatore 1",
    "Circolo 1",
    "Tessera 1",
    "Giocatore 2",
    "Circolo 2",
    "Tessera 2",
    "Girone",
]


def texts(problems: Iterable[object]) -> tuple[str, ...]:
    """The problems as the English words a director reads."""
    return tuple(str(problem) for problem in problems)


def xlsx(path: Path, rows: Sequence[Cells]) -> list[PairImportRow]:
    workbook = Workbook()
    sheet = workbook.active
    for row in [HEADER, *rows]:
        sheet.append(list(row))
    for cells in sheet.iter_rows():
        for cell in cells:
            if isinstance(cell.value, str) and cell.value.startswith("="):
                cell.data_type = "s"  # typed text, not a formula
    workbook.save(path)
    return read_pairs_file(path)


def csv_file(path: Path, rows: Sequence[Cells]) -> list[PairImportRow]:
    with path.open("w", encoding="utf-8", newline="") as stream:
        writer = csv.writer(stream, delimiter=";")
        for row in [HEADER, *rows]:
            writer.writerow(["" if cell is None else cell for cell in row])
    return read_pairs_file(path)


def empty_tournament(db: Database) -> int:
    return tournaments.create_tournament(db, settings(), who="Direttore").id


def test_a_clean_file_is_previewed_then_imported_with_unicode_names_intact(
    db: Database, tmp_path: Path
) -> None:
    tid = empty_tournament(db)
    rows = xlsx(
        tmp_path / "coppie.xlsx",
        [
            [None, "Anna D'Alessandro", "Circolo X", "RM1234", "Jürgen Müller", "Verein Köln", "007", "A"],
            [None, "Łukasz Wiśniewski", None, None, "Zoë Ørsted", None, "=1+2", None],
        ],
    )
    preview = preview_pairs_import(db, tid, rows)
    assert preview.ok and preview.problems == ()
    assert [(row.row, row.number) for row in preview.rows] == [(2, 1), (3, 2)]
    assert pairs.list_pairs(db, tid) == ()  # a preview changes nothing

    imported = import_pairs(db, tid, rows, who="Direttore")

    expected = [
        Pair(
            1,
            (
                Player("Anna D'Alessandro", "Circolo X", "RM1234"),
                Player("Jürgen Müller", "Verein Köln", "007"),
            ),
            "A",
        ),
        Pair(2, (Player("Łukasz Wiśniewski"), Player("Zoë Ørsted", None, "=1+2")), None),
    ]
    assert imported == expected
    db.close()
    reopened = open_database(tmp_path / "tournaments.sqlite")
    try:
        assert list(pairs.list_pairs(reopened, tid)) == expected
    finally:
        reopened.close()


def test_each_pair_gets_its_lots_and_an_audit_entry_like_a_registered_pair(
    db: Database, tmp_path: Path
) -> None:
    tid = new_tournament(db, 2)
    rows = csv_file(
        tmp_path / "p.csv", [[None, f"Player {n}a", None, None, f"Player {n}b"] for n in range(6)]
    )
    import_pairs(db, tid, rows, who="Direttore", rng=random.Random(7))
    loaded = tournaments.load_tournament(db, tid)
    assert sorted(loaded.lots) == [1, 2, 3, 4, 5, 6, 7, 8]
    assert len(set(loaded.lots.values())) == 8
    entries = [entry for entry in audit_log(db, tid) if entry.action == "import pair"]
    assert sorted(entry.what for entry in entries) == [f"pair {n}" for n in range(3, 9)]
    assert {entry.who for entry in entries} == {"Direttore"}


def test_numbers_in_the_file_are_kept_and_the_others_take_the_smallest_free_ones(
    db: Database, tmp_path: Path
) -> None:
    tid = new_tournament(db, 2)  # pairs 1 and 2
    rows = csv_file(
        tmp_path / "p.csv",
        [
            [None, "Elena Neri", None, None, "Fabio Gallo"],
            [3, "Giulia Costa", None, None, "Hans Schäfer"],
            [None, "Ilaria Fontana", None, None, "Luca Moretti"],
            [10, "Marta Riva", None, None, "Nino Sala"],
        ],
    )
    preview = preview_pairs_import(db, tid, rows)
    # Row 2 must not take 3: that number belongs to row 3 of the file.
    assert [row.number for row in preview.rows] == [4, 3, 5, 10]
    imported = import_pairs(db, tid, rows)
    assert [(pair.number, pair.players[0].name) for pair in imported] == [
        (4, "Elena Neri"),
        (3, "Giulia Costa"),
        (5, "Ilaria Fontana"),
        (10, "Marta Riva"),
    ]
    assert [pair.number for pair in pairs.list_pairs(db, tid)] == [1, 2, 3, 4, 5, 10]


def test_every_problem_is_listed_with_its_row_in_the_directors_words(db: Database, tmp_path: Path) -> None:
    tid = new_tournament(db, 3)
    pairs.edit_pair(
        db, tid, 3, (Player("Anna Rossi", "Circolo X", "RM1234"), Player("Dario Verdi", "Circolo X")), None
    )
    rows = xlsx(
        tmp_path / "coppie.xlsx",
        [
            [None, "Elena Neri", None, "RM99", "Fabio Gallo", None, None],  # row 2
            [None, "Giulia Costa", None, None, None, None, None],  # row 3
            [3, "Hans Schäfer", None, None, "Ilaria Fontana", None, None],  # row 4
            [None, "Anna Rossi", None, "RM1234", "Luca Moretti", None, None],  # row 5
            [None, "Marta Riva", None, "rm99", "Nino Sala", None, None],  # row 6
            [None, "Bruno Bianchi", "Circolo X", None, "Olga Pini", None, None],  # row 7
            ["x7", "Paolo Re", None, None, "Paolo Re", None, None],  # row 8
            [0, "Rita Lodi", None, "RM5", "Sara Lodi", None, "RM5"],  # row 9
            [12, "Teo Bassi", None, None, "Ugo Conti", None, None],  # row 10
            [12, "Vera Sanna", None, None, "Elena  neri", None, None],  # row 11
            [None, "Zeno Berti", None, "RM1234", "Wanda Fo", None, None],  # row 12
            [None, "x" * 201, None, None, "Yuri Gatti", None, None, "g" * 65],  # row 13
        ],
    )
    preview = preview_pairs_import(db, tid, rows)
    assert texts(preview.problems) == (
        "Row 3: player 2 has no name",
        "Row 4: pair number 3 is already taken (Anna Rossi – Dario Verdi)",
        "Row 5: Anna Rossi (member id RM1234) is already in pair 3",
        "Row 6: member id rm99 appears on 2 rows (2, 6)",
        "Row 7: Bruno Bianchi is already in pair 1",
        "Row 8, pair number: 'x7' is not a whole number",
        "Row 8: player 1 and player 2 are both Paolo Re",
        "Row 9: player 1 and player 2 have the same member id RM5",
        "Row 9: pair number 0: pair numbers start at 1",
        "Row 11: pair number 12 appears on 2 rows (10, 11)",
        "Row 11: Elena  neri appears on 2 rows (2, 11)",
        "Row 12: member id RM1234 appears on 2 rows (5, 12)",
        "Row 12: member id RM1234 is already in pair 3, as Anna Rossi",
        "Row 13: player 1's name is longer than 80 characters",
        "Row 13: the group is longer than 20 characters",
    )
    assert [row.row for row in preview.problem_rows] == [3, 4, 5, 6, 7, 8, 9, 11, 12, 13]
    good = [row for row in preview.rows if row.ok]
    assert [(row.row, row.number) for row in good] == [(2, 4), (10, 12)]
    numbers = {row.row: row.number for row in preview.rows}
    assert (numbers[4], numbers[8], numbers[9], numbers[11]) == (None, None, None, None)


def test_a_player_seen_three_times_is_reported_on_the_later_rows_naming_all_three(
    db: Database, tmp_path: Path
) -> None:
    tid = empty_tournament(db)
    rows = csv_file(
        tmp_path / "p.csv",
        [
            [None, "Anna Rossi", None, None, "Bruno Bianchi"],
            [None, "Chiara Verdi", None, None, "anna rossi"],
            [None, "Anna Rossi", None, None, "Dario Neri"],
        ],
    )
    assert texts(preview_pairs_import(db, tid, rows).problems) == (
        "Row 3: anna rossi appears on 3 rows (2, 3, 4)",
        "Row 4: Anna Rossi appears on 3 rows (2, 3, 4)",
    )


def test_namesakes_told_apart_by_member_id_or_club_are_not_a_problem(db: Database, tmp_path: Path) -> None:
    tid = empty_tournament(db)
    pairs.register_pair(db, tid, (Player("Mario Rossi", "Circolo X"), Player("Bruno Bianchi", None, "RM1")))
    rows = csv_file(
        tmp_path / "p.csv",
        [
            [None, "Mario Rossi", "Circolo Y", None, "Carla Neri"],
            [None, "Mario Rossi", "Circolo Z", None, "Bruno Bianchi", None, "RM2"],
            [None, "Muller Hans", None, None, "Müller Hans"],
        ],
    )
    preview = preview_pairs_import(db, tid, rows)
    assert preview.problems == ()


def test_a_wrong_row_stops_the_whole_import_and_nothing_is_saved(db: Database, tmp_path: Path) -> None:
    tid = new_tournament(db, 2)
    before = tournaments.get_tournament(db, tid)
    rows = csv_file(
        tmp_path / "p.csv",
        [
            [None, "Elena Neri", None, None, "Fabio Gallo"],
            [None, "Giulia Costa", None, None, None],
            [None, "Hans Schäfer", None, None, "Ilaria Fontana"],
        ],
    )
    with pytest.raises(PairsImportRefusedError) as refused:
        import_pairs(db, tid, rows)
    assert texts(refused.value.problems) == ("Row 3: player 2 has no name",)
    assert str(refused.value) == "Row 3: player 2 has no name"
    assert isinstance(refused.value, ServiceError)
    assert [pair.number for pair in pairs.list_pairs(db, tid)] == [1, 2]
    assert tournaments.get_tournament(db, tid).revision == before.revision


def test_a_failure_while_registering_undoes_the_pairs_already_registered(
    db: Database, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    tid = empty_tournament(db)
    rows = csv_file(
        tmp_path / "p.csv", [[None, f"Player {n}a", None, None, f"Player {n}b"] for n in range(3)]
    )
    calls = []

    def add_then_fail(*args: object) -> Pair:
        calls.append(args)
        if len(calls) == 3:
            raise RuleError("the disk is full")
        return add_pair_in_session(*args)  # type: ignore[arg-type]

    # The import registers through the same function as `register_pair`; make its third call fail.
    monkeypatch.setattr(pairs_import, "add_pair_in_session", add_then_fail)
    with pytest.raises(RuleError):
        import_pairs(db, tid, rows)
    assert pairs.list_pairs(db, tid) == ()


def test_the_import_checks_again_against_pairs_registered_since_the_preview(
    db: Database, tmp_path: Path
) -> None:
    tid = empty_tournament(db)
    rows = csv_file(tmp_path / "p.csv", [[None, "Anna Rossi", None, "RM1", "Bruno Bianchi"]])
    assert preview_pairs_import(db, tid, rows).ok
    pairs.register_pair(db, tid, (Player("Anna Rossi", None, "RM1"), Player("Carla Neri")))
    with pytest.raises(
        PairsImportRefusedError, match=r"Row 2: Anna Rossi \(member id RM1\) is already in pair 1"
    ):
        import_pairs(db, tid, rows)
    assert len(pairs.list_pairs(db, tid)) == 1


def test_once_a_round_is_made_the_import_is_refused_and_late_entries_suggested(
    db: Database, tmp_path: Path
) -> None:
    tid = new_tournament(db, 4)
    with_round(db, tid)
    rows = csv_file(tmp_path / "p.csv", [[None, "Marta Riva", None, None, "Nino Sala"]])
    preview = preview_pairs_import(db, tid, rows)
    assert texts(preview.general) == (
        "Round 1 is already made: pairs can no longer be imported. Enter each new pair as a late entry, "
        "or delete the rounds made so far.",
    )
    assert preview.rows[0].ok and not preview.ok
    with pytest.raises(PairsImportRefusedError):
        import_pairs(db, tid, rows)


def test_a_file_with_only_a_header_imports_nothing(db: Database, tmp_path: Path) -> None:
    tid = empty_tournament(db)
    rows = csv_file(tmp_path / "p.csv", [])
    assert texts(preview_pairs_import(db, tid, rows).problems) == ("The file holds no pairs.",)


def test_an_unknown_tournament_is_named(db: Database) -> None:
    with pytest.raises(NotFoundError, match="no tournament with id 99"):
        preview_pairs_import(db, 99, [])


def test_the_good_rows_can_be_imported_and_the_bad_ones_skipped(db: Database, tmp_path: Path) -> None:
    tid = new_tournament(db, 2)  # pairs 1 and 2
    rows = csv_file(
        tmp_path / "p.csv",
        [
            [None, "Elena Neri", None, None, "Fabio Gallo"],  # row 2
            [None, "Giulia Costa", None, None, None],  # row 3: no player 2
            [None, "Hans Schäfer", None, None, "Ilaria D'Alessandro"],  # row 4
            [None, "Elena Neri", None, None, "Luca Moretti"],  # row 5: Elena again
            [9, "Marta Riva", None, None, "Nino Sala"],  # row 6
        ],
    )
    preview = preview_pairs_import(db, tid, rows)
    # The bad rows get no number, so the good ones keep theirs whether or not the bad ones come along.
    assert [(row.row, row.number, row.ok) for row in preview.rows] == [
        (2, 3, True),
        (3, None, False),
        (4, 4, True),
        (5, None, False),
        (6, 9, True),
    ]
    with pytest.raises(PairsImportRefusedError):
        import_pairs(db, tid, rows)
    imported = import_pairs(db, tid, rows, skip_bad=True)
    assert [(pair.number, pair.players[1].name) for pair in imported] == [
        (3, "Fabio Gallo"),
        (4, "Ilaria D'Alessandro"),
        (9, "Nino Sala"),
    ]
    assert [pair.number for pair in pairs.list_pairs(db, tid)] == [1, 2, 3, 4, 9]


def test_skipping_bad_rows_still_refuses_when_the_import_as_a_whole_cannot_go_ahead(
    db: Database, tmp_path: Path
) -> None:
    tid = new_tournament(db, 4)
    rows = csv_file(tmp_path / "p.csv", [[None, "Giulia Costa", None, None, None]])
    with pytest.raises(PairsImportRefusedError, match="Row 2: player 2 has no name"):
        import_pairs(db, tid, rows, skip_bad=True)  # no good row
    with_round(db, tid)
    rows = csv_file(tmp_path / "q.csv", [[None, "Marta Riva", None, None, "Nino Sala"]])
    with pytest.raises(PairsImportRefusedError, match="Round 1 is already made"):
        import_pairs(db, tid, rows, skip_bad=True)
    assert len(pairs.list_pairs(db, tid)) == 4


def test_a_player_on_hundreds_of_rows_is_said_in_a_short_sentence_on_each(db: Database) -> None:
    tid = empty_tournament(db)
    rows = [
        PairImportRow(n, None, (Player("Anna D'Alessandro"), Player(f"Partner {n}"))) for n in range(2, 502)
    ]
    problems = texts(preview_pairs_import(db, tid, rows).problems)
    assert len(problems) == 499
    assert problems[0] == "Row 3: Anna D'Alessandro appears on 500 rows (2, 3, 4, 5, 6, 7, 8, 9, 10, 11, …)"
    assert problems[-1] == problems[0].replace("Row 3:", "Row 501:")


def test_the_import_reads_the_pairs_registered_a_fixed_number_of_times_not_once_per_pair(
    db: Database,
) -> None:
    from sqlalchemy import event

    def selects_of_pairs(count: int) -> int:
        tid = tournaments.create_tournament(db, settings(name=f"Torneo {count}")).id
        rows = [PairImportRow(n, None, (Player(f"A {n}"), Player(f"B {n}"))) for n in range(2, count + 2)]
        seen: list[str] = []

        def count_select(_conn: object, _cursor: object, statement: str, *_args: object) -> None:
            if statement.lstrip().upper().startswith("SELECT") and "FROM pairs" in statement:
                seen.append(statement)

        event.listen(db.engine, "before_cursor_execute", count_select)
        try:
            import_pairs(db, tid, rows)
        finally:
            event.remove(db.engine, "before_cursor_execute", count_select)
        return len(seen)

    # Reading every registered number and lots draw once per pair made an import of n pairs take n² time.
    assert selects_of_pairs(5) == selects_of_pairs(40)
