"""Reading pairs from real XLSX and CSV files: columns in three languages, text as typed, clear errors."""

from __future__ import annotations

import csv
import zipfile
from collections.abc import Sequence
from pathlib import Path

import pytest
from openpyxl import Workbook

from burraco_tourney.domain.names import name_sort_key, surname_first
from burraco_tourney.domain.tournament import Player
from burraco_tourney.io.pairs_import import (
    ACCEPTED_COLUMNS,
    COLUMNS,
    PairImportRow,
    PairsFileError,
    read_pairs,
    read_pairs_file,
    retyped,
)
from burraco_tourney.io.problem_texts import describe, describe_error

Cells = Sequence[object]

HEADER = ["Number", "Player 1", "Club 1", "Member id 1", "Player 2", "Club 2", "Member id 2", "Group"]
ROWS: list[Cells] = [
    [1, "Anna D'Alessandro", "Circolo X", "RM1234", "Jürgen Müller", "Verein Y", "007", "A"],
    [None, "Łukasz Wiśniewski", None, None, "Zoë Ørsted", None, None, None],
]
EXPECTED = [
    PairImportRow(
        2,
        1,
        (Player("Anna D'Alessandro", "Circolo X", "RM1234"), Player("Jürgen Müller", "Verein Y", "007")),
        "A",
    ),
    PairImportRow(3, None, (Player("Łukasz Wiśniewski"), Player("Zoë Ørsted")), None),
]


def write_xlsx(
    path: Path, rows: Sequence[Cells], *, title: str = "Sheet", before: Sequence[str] = ()
) -> Path:
    workbook = Workbook()
    workbook.remove(workbook.active)
    for name in before:
        workbook.create_sheet(name).append(["Rank", "Player 1", "Player 2"])
    sheet = workbook.create_sheet(title)
    for row in rows:
        sheet.append(list(row))
    # A director types "=1+2" as text; openpyxl would take it for a formula unless told otherwise.
    for cells in sheet.iter_rows():
        for cell in cells:
            if isinstance(cell.value, str) and cell.value.startswith("="):
                cell.data_type = "s"
    workbook.save(path)
    return path


def write_csv(
    path: Path, rows: Sequence[Cells], *, delimiter: str = ";", encoding: str = "utf-8", bom: bool = False
) -> Path:
    with path.open("w", encoding=encoding, newline="") as stream:
        if bom:
            stream.write("\ufeff")
        writer = csv.writer(stream, delimiter=delimiter)
        for row in rows:
            writer.writerow(["" if cell is None else cell for cell in row])
    return path


def error_of(path: Path) -> str:
    with pytest.raises(PairsFileError) as caught:
        read_pairs_file(path)
    message = str(caught.value)
    # The file is named; a problem of a row and column has them first ("Row 1, name of player 2: ...").
    assert message.startswith((f"{path}: ", "Row ")) and str(path) in message, message
    assert "\n" not in message
    return message


def test_an_xlsx_file_is_read_row_by_row_with_its_spreadsheet_row_numbers(tmp_path: Path) -> None:
    path = write_xlsx(tmp_path / "pairs.xlsx", [HEADER, *ROWS])
    assert read_pairs_file(path) == EXPECTED


@pytest.mark.parametrize("delimiter", [";", ",", "\t"])
def test_a_csv_file_is_read_whatever_its_separator(tmp_path: Path, delimiter: str) -> None:
    path = write_csv(tmp_path / "pairs.csv", [HEADER, *ROWS], delimiter=delimiter)
    assert read_pairs_file(path) == EXPECTED


def test_a_csv_file_with_a_byte_order_mark_is_read_and_the_mark_is_not_part_of_the_first_column(
    tmp_path: Path,
) -> None:
    path = write_csv(tmp_path / "pairs.csv", [HEADER, *ROWS], bom=True)
    assert path.read_bytes().startswith(b"\xef\xbb\xbf")
    assert read_pairs_file(path) == EXPECTED


def test_a_csv_file_saved_by_excel_on_windows_in_windows_1252_keeps_its_accents(tmp_path: Path) -> None:
    rows: list[Cells] = [
        ["Giocatore 1", "Circolo 1", "Giocatore 2", "Circolo 2"],
        ["Niccolò Caré", "Città di Castello", "Jürgen Müller", "Köln – Süd"],
    ]
    path = write_csv(tmp_path / "coppie.csv", rows, encoding="cp1252")
    with pytest.raises(UnicodeDecodeError):
        path.read_bytes().decode("utf-8")
    [row] = read_pairs_file(path)
    assert row.players == (
        Player("Niccolò Caré", "Città di Castello"),
        Player("Jürgen Müller", "Köln – Süd"),
    )


def test_a_latin_1_csv_with_bytes_windows_1252_lacks_is_still_read(tmp_path: Path) -> None:
    path = tmp_path / "coppie.csv"
    # 0x81 is undefined in Windows-1252; Latin-1 reads it as a control character, and the rest stays right.
    path.write_bytes("giocatore1;giocatore2\nBéatrice\x81;Renée\n".encode("latin-1"))
    [row] = read_pairs_file(path)
    assert [player.name for player in row.players] == ["Béatrice\x81", "Renée"]


def test_a_utf16_text_export_is_read(tmp_path: Path) -> None:
    path = write_csv(tmp_path / "pairs.txt", [HEADER, *ROWS], delimiter="\t", encoding="utf-16")
    assert read_pairs_file(path) == EXPECTED


def test_italian_and_german_headers_in_any_case_with_accents_and_spaces(tmp_path: Path) -> None:
    rows: list[Cells] = [
        ["COPPIA", "Giocatore 1", "Tessera 1", "GIOCATORE_2", "tessera-2", "Circolo", "Girone"],
        [4, "Anna Rossi", "RM1", "Bruno Bianchi", "RM2", "Circolo X", "B"],
    ]
    [italian] = read_pairs_file(write_xlsx(tmp_path / "it.xlsx", rows))
    assert italian == PairImportRow(
        2, 4, (Player("Anna Rossi", "Circolo X", "RM1"), Player("Bruno Bianchi", "Circolo X", "RM2")), "B"
    )
    rows = [
        ["Paar", "Spieler 1", "Verein 1", "Mitglied 1", "Spieler 2", "Verein 2", "Mitglied 2", "Gruppe"],
        [4, "Anna Rossi", "Circolo X", "RM1", "Bruno Bianchi", "Circolo X", "RM2", "B"],
    ]
    [german] = read_pairs_file(write_csv(tmp_path / "de.csv", rows))
    assert german == italian
    rows = [["Número", "Player_1", "Player 2"], [4, "Anna Rossi", "Bruno Bianchi"]]
    [accented] = read_pairs_file(write_csv(tmp_path / "accent.csv", rows))
    assert accented.number == 4


def test_a_per_player_club_wins_over_the_shared_one(tmp_path: Path) -> None:
    rows: list[Cells] = [
        ["player1", "club1", "player2", "club2", "club"],
        ["Anna Rossi", "Circolo Y", "Bruno Bianchi", None, "Circolo X"],
    ]
    [row] = read_pairs_file(write_xlsx(tmp_path / "pairs.xlsx", rows))
    assert [player.club for player in row.players] == ["Circolo Y", "Circolo X"]


def test_member_ids_stay_text_exactly_as_typed(tmp_path: Path) -> None:
    rows: list[Cells] = [
        ["player1", "member_id1", "player2", "member_id2"],
        ["Anna Rossi", "=1+2", "Bruno Bianchi", "007"],
        ["Chiara Verdi", 1234, "Dario Neri", 1234.0],
        ["Elena Gallo", 12.5, "Fabio Costa", "  RM 99  "],
    ]
    path = write_xlsx(tmp_path / "ids.xlsx", rows)
    found = [[player.member_id for player in row.players] for row in read_pairs_file(path)]
    assert found == [["=1+2", "007"], ["1234", "1234"], ["12.5", "RM 99"]]
    from_csv = read_pairs_file(write_csv(tmp_path / "ids.csv", rows[:2]))
    assert [player.member_id for player in from_csv[0].players] == ["=1+2", "007"]


def test_a_number_typed_with_leading_zeros_into_a_zero_padded_cell_keeps_them(tmp_path: Path) -> None:
    path = write_xlsx(tmp_path / "ids.xlsx", [["player1", "tessera1", "player2"], ["Anna Rossi", 7, "Bruno"]])
    from openpyxl import load_workbook

    workbook = load_workbook(path)
    workbook.active["B2"].number_format = "00000"
    workbook.save(path)
    [row] = read_pairs_file(path)
    assert row.players[0].member_id == "00007"


def test_names_keep_accents_and_apostrophes_and_lose_only_surrounding_spaces(tmp_path: Path) -> None:
    rows: list[Cells] = [["player1", "player2"], ["  Anna  D'Alessandro\u00a0", "\tŁukasz  Wiśniewski "]]
    for path in (write_xlsx(tmp_path / "n.xlsx", rows), write_csv(tmp_path / "n.csv", rows)):
        [row] = read_pairs_file(path)
        assert [player.name for player in row.players] == ["Anna  D'Alessandro", "Łukasz  Wiśniewski"]


def test_empty_rows_and_rows_with_only_a_number_are_skipped_and_a_title_above_the_header_is_fine(
    tmp_path: Path,
) -> None:
    rows: list[Cells] = [
        ["Torneo di Natale 2026"],
        [],
        ["nr", "giocatore1", "giocatore2"],
        [1, "Anna Rossi", "Bruno Bianchi"],
        [None, None, None],
        [],
        [2, None, None],
        [3, "  ", "Chiara Verdi"],
    ]
    for path in (write_xlsx(tmp_path / "t.xlsx", rows), write_csv(tmp_path / "t.csv", rows)):
        found = read_pairs_file(path)
        assert [(row.row, row.number, row.players[0].name) for row in found] == [
            (4, 1, "Anna Rossi"),
            (8, 3, ""),
        ]


def test_a_pair_number_that_is_not_a_whole_number_is_a_problem_of_its_row(tmp_path: Path) -> None:
    rows: list[Cells] = [["pair", "player1", "player2"], ["3a", "Anna", "Bruno"], [2.5, "Chiara", "Dario"]]
    found = read_pairs_file(write_xlsx(tmp_path / "n.xlsx", rows))
    # Placed at the row's column of pair numbers; the services put the row in front ("Row 2, pair number").
    assert [(row.number, [describe(p, "en") for p in row.problems]) for row in found] == [
        (None, ["Pair number: '3a' is not a whole number"]),
        (None, ["Pair number: '2.5' is not a whole number"]),
    ]


def test_the_pairs_sheet_of_an_exported_workbook_is_read_rather_than_the_first_sheet(tmp_path: Path) -> None:
    rows: list[Cells] = [
        ["Pair", "Status", "Group", "Entry round", "Withdrawn after round", *HEADER[1:7]],
        [5, "active", None, 1, None, "Anna Rossi", "Circolo X", "RM1", "Bruno Bianchi", "Circolo X", None],
    ]
    path = write_xlsx(tmp_path / "export.xlsx", rows, title="Pairs", before=["Standings", "Rounds"])
    [row] = read_pairs_file(path)
    assert (row.number, row.players[0].member_id, row.players[1].club) == (5, "RM1", "Circolo X")


def read_field(row: PairImportRow, field: str) -> object:
    first, second = row.players
    return {
        "number": row.number,
        "player1": first.name,
        "club1": first.club,
        "member_id1": first.member_id,
        "player2": second.name,
        "club2": second.club,
        "member_id2": second.member_id,
        "club": (first.club, second.club),
        "region1": first.region,
        "region2": second.region,
        "region": (first.region, second.region),
        "province1": first.province,
        "province2": second.province,
        "province": (first.province, second.province),
        "category1": first.category,
        "category2": second.category,
        "category": (first.category, second.category),
        "group": row.group,
        # a surname alone is the whole name; a given name goes before the surname beside it (Anna)
        "surname1": first.name,
        "surname2": second.name,
        "given1": first.name,
        "given2": second.name,
    }[field]


@pytest.mark.parametrize(
    ("field", "name"), [(column.field, name) for column in COLUMNS for name in column.names]
)
def test_every_documented_column_name_is_read_into_its_field(tmp_path: Path, field: str, name: str) -> None:
    assert name in ACCEPTED_COLUMNS
    seat, other = (field[-1], "2" if field[-1] == "1" else "1")
    others = {
        "player": [f"player{other}"],
        "surname": [f"player{other}"],
        "given": [f"cognome{seat}", f"player{other}"],
    }.get(field[:-1], ["player1", "player2"])
    path = write_csv(
        tmp_path / "pairs.csv", [[name.upper(), *others], ["7", "Anna", "Bruno"][: 1 + len(others)]]
    )
    [row] = read_pairs_file(path)
    both = ("7", "7")  # a column of both players
    expected = {"number": 7, "club": both, "region": both, "province": both, "category": both}.get(
        field, "7 Anna" if field.startswith("given") else "7"
    )
    assert read_field(row, field) == expected


def test_the_accepted_columns_fit_a_terminal() -> None:
    assert all(len(line) < 80 for line in ACCEPTED_COLUMNS.splitlines())


# ------------------------------------------------------------------------------------------ errors


def test_a_missing_file_is_named(tmp_path: Path) -> None:
    assert error_of(tmp_path / "nowhere.xlsx").endswith("the file does not exist")


def test_a_folder_is_not_a_file(tmp_path: Path) -> None:
    assert "folder" in error_of(tmp_path)


def test_a_broken_xlsx_is_reported_as_damaged(tmp_path: Path) -> None:
    whole = write_xlsx(tmp_path / "whole.xlsx", [HEADER, *ROWS]).read_bytes()
    cut = tmp_path / "cut.xlsx"
    cut.write_bytes(whole[: len(whole) // 2])
    assert "damaged" in error_of(cut)


def test_a_zip_that_is_not_a_workbook_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "pairs.xlsx"
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("hello.txt", "not a workbook")
    assert error_of(path).endswith("the file is not a readable Excel workbook (.xlsx)")


def test_a_renamed_text_file_is_not_taken_for_a_workbook(tmp_path: Path) -> None:
    path = tmp_path / "pairs.xlsx"
    path.write_text("player1;player2\nAnna;Bruno\n", encoding="utf-8")
    assert "not a valid Excel workbook" in error_of(path)


def test_an_old_xls_file_asks_to_be_saved_as_xlsx_or_csv(tmp_path: Path) -> None:
    path = tmp_path / "pairs.xls"
    path.write_bytes(b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(504))
    assert "save it as .xlsx" in error_of(path)


def test_a_binary_file_is_not_a_spreadsheet(tmp_path: Path) -> None:
    path = tmp_path / "photo.jpg"
    path.write_bytes(b"\xff\xd8\xff\xe0\x00\x10JFIF\x00" + bytes(range(256)))
    assert "not a spreadsheet" in error_of(path)


def test_an_empty_file_says_so(tmp_path: Path) -> None:
    path = tmp_path / "empty.csv"
    path.write_bytes(b"")
    assert error_of(path).endswith("the file is empty")


def test_a_missing_player_column_is_named_with_the_names_it_may_have(tmp_path: Path) -> None:
    path = write_xlsx(tmp_path / "pairs.xlsx", [["Coppia", "Giocatore 1", "Tessera 1"], [1, "Anna", "RM1"]])
    message = error_of(path)
    assert message.startswith(f"Row 1, name of player 2: {path} has no column for it")
    assert "player2" in message and "giocatore2" in message and "spieler2" in message


def test_a_file_without_a_header_shows_what_its_first_row_reads(tmp_path: Path) -> None:
    path = write_csv(tmp_path / "pairs.csv", [["Anna Rossi", "Bruno Bianchi"], ["Chiara", "Dario"]])
    message = error_of(path)
    assert "no header row" in message
    assert message.startswith("Row 1: ") and message.endswith("this row reads: Anna Rossi, Bruno Bianchi")


def test_two_columns_for_the_same_thing_are_refused_rather_than_one_picked(tmp_path: Path) -> None:
    path = write_csv(
        tmp_path / "pairs.csv", [["player1", "giocatore1", "player2"], ["Anna", "Anna", "Bruno"]]
    )
    assert (
        error_of(path)
        == f"Row 1, name of player 1: the columns 'player1' and 'giocatore1' of {path} both give it"
    )


def test_parts_of_an_excel_file_openpyxl_does_not_read_raise_no_warning(tmp_path: Path) -> None:
    path = write_xlsx(tmp_path / "excel.xlsx", [HEADER, *ROWS])
    # Excel stores newer data validations in an extension list, which openpyxl drops with a warning.
    extension = (
        '<extLst><ext uri="{CCE6A557-97BC-4b89-ADB6-D9C93CAAB3DF}" '
        'xmlns:x14="http://schemas.microsoft.com/office/spreadsheetml/2009/9/main"></ext></extLst>'
    )
    rewritten = tmp_path / "rewritten.xlsx"
    with zipfile.ZipFile(path) as source, zipfile.ZipFile(rewritten, "w") as target:
        for item in source.infolist():
            content = source.read(item)
            if item.filename == "xl/worksheets/sheet1.xml":
                content = content.replace(b"</worksheet>", extension.encode() + b"</worksheet>")
            target.writestr(item, content)
    assert read_pairs_file(rewritten) == EXPECTED


# ------------------------------------------------------------------------------------------ sheets


def _workbook(path: Path, sheets: Sequence[tuple[str, Sequence[Cells], str]], active: int = 0) -> Path:
    """A workbook of (title, rows, state) sheets; `active` is the sheet it opens on."""
    workbook = Workbook()
    workbook.remove(workbook.active)
    for title, rows, state in sheets:
        sheet = workbook.create_sheet(title)
        for row in rows:
            sheet.append(list(row))
        sheet.sheet_state = state
    workbook.active = active
    workbook.save(path)
    return path


LAST_YEAR: list[Cells] = [HEADER, [1, "Old Pair", None, None, "From Last Year"]]


def test_a_hidden_sheet_is_never_read_even_when_it_comes_first(tmp_path: Path) -> None:
    path = _workbook(
        tmp_path / "pairs.xlsx", [("2025", LAST_YEAR, "hidden"), ("Iscritti", [HEADER, *ROWS], "visible")], 1
    )
    assert read_pairs_file(path) == EXPECTED
    found = read_pairs(path)
    assert (found.sheet, found.other_sheets, found.warnings) == ("Iscritti", (), ())


def test_a_hidden_sheet_named_pairs_is_not_read_either(tmp_path: Path) -> None:
    path = _workbook(
        tmp_path / "pairs.xlsx", [("Coppie", LAST_YEAR, "hidden"), ("Foglio1", [HEADER, *ROWS], "visible")], 1
    )
    assert read_pairs_file(path) == EXPECTED


def test_of_several_visible_sheets_of_pairs_the_active_one_is_read_and_the_others_named(
    tmp_path: Path,
) -> None:
    path = _workbook(
        tmp_path / "pairs.xlsx",
        [
            ("Sabato", LAST_YEAR, "visible"),
            ("Domenica", [HEADER, *ROWS], "visible"),
            ("Note", [["x"]], "visible"),
        ],
        active=1,
    )
    found = read_pairs(path)
    assert found.rows == EXPECTED
    assert (found.sheet, found.other_sheets) == ("Domenica", ("Sabato",))
    assert [describe(warning, "en") for warning in found.warnings] == [
        "the sheet 'Domenica' was read; the sheets 'Sabato' also list pairs and were not",
    ]


# ------------------------------------------------------------------------------------------ guesses


def test_a_mac_roman_csv_is_read_as_mac_roman_and_the_guess_is_said(tmp_path: Path) -> None:
    rows: list[Cells] = [["Giocatore 1", "Giocatore 2"], ["Niccolò Caré", "Jürgen Müller"]]
    path = write_csv(tmp_path / "coppie.csv", rows, encoding="mac_roman")
    found = read_pairs(path)
    assert [player.name for player in found.rows[0].players] == ["Niccolò Caré", "Jürgen Müller"]
    assert found.encoding == "Mac-Roman"
    assert [describe(warning, "en") for warning in found.warnings] == [
        "the file is not UTF-8 text: it was read as Mac-Roman, a guess; check the accented letters of the "
        "names (if they are wrong, save the file as CSV UTF-8)",
    ]


def test_a_windows_1252_csv_is_still_read_as_windows_1252_with_the_guess_said(tmp_path: Path) -> None:
    rows: list[Cells] = [["Giocatore 1", "Giocatore 2"], ["Niccolò Caré", "Jürgen Müller – Köln"]]
    found = read_pairs(write_csv(tmp_path / "coppie.csv", rows, encoding="cp1252"))
    assert [player.name for player in found.rows[0].players] == ["Niccolò Caré", "Jürgen Müller – Köln"]
    assert found.encoding == "Windows-1252"


def test_utf8_is_not_a_guess(tmp_path: Path) -> None:
    found = read_pairs(write_csv(tmp_path / "pairs.csv", [HEADER, *ROWS]))
    assert (found.encoding, found.warnings) == (None, ())


def test_the_columns_read_and_those_ignored_are_told(tmp_path: Path) -> None:
    rows: list[Cells] = [
        ["Note", "Giocatore 1", "Coppia", "Giocatore 2", "Telefono"],
        ["", "Anna", "", "Bruno"],
    ]
    found = read_pairs(write_csv(tmp_path / "pairs.csv", rows))
    assert found.columns == (("player1", "Giocatore 1"), ("number", "Coppia"), ("player2", "Giocatore 2"))
    assert found.ignored == ("Note", "Telefono")


def test_a_field_typed_again_is_read_as_a_cell_of_the_file() -> None:
    row = EXPECTED[1]
    assert retyped(row, "player2", "  Zoë  Ørsted ").players[1] == Player("Zoë  Ørsted")
    assert retyped(row, "member_id1", "007").players[0] == Player("Łukasz Wiśniewski", None, "007")
    assert retyped(row, "club2", "Circolo D'Annunzio").players[1].club == "Circolo D'Annunzio"
    assert retyped(row, "group", "B").group == "B"
    bad = retyped(row, "number", "x7")
    assert (bad.number, [describe(p, "en") for p in bad.problems]) == (
        None,
        ["Pair number: 'x7' is not a whole number"],
    )
    assert (retyped(bad, "number", "7").number, retyped(bad, "number", "7").problems) == (7, ())
    assert retyped(bad, "number", "").number is None


def test_pairs_only_on_a_hidden_sheet_are_refused_saying_so(tmp_path: Path) -> None:
    path = _workbook(
        tmp_path / "pairs.xlsx", [("Coppie", LAST_YEAR, "hidden"), ("Foglio1", [["x"]], "visible")], 1
    )
    assert error_of(path).endswith(
        "the only sheet that lists pairs, 'Coppie', is hidden: show it in the spreadsheet program "
        "(hidden sheets are not read)"
    )


def test_a_broken_spreadsheet_is_refused_in_italian_at_its_row_and_column(tmp_path: Path) -> None:
    path = write_xlsx(tmp_path / "coppie.xlsx", [["Coppia", "Giocatore 1", "Tessera 1"], [1, "Anna", "RM1"]])
    with pytest.raises(PairsFileError) as caught:
        read_pairs_file(path)
    assert caught.value.problem.path == ("rows", 0, "player2")
    assert describe_error(caught.value, "it") == (
        f"Riga 1, nome del giocatore 2: in {path} manca la colonna (chiamarla in uno di questi modi: "
        "player2, player 2, name2, giocatore2, nome2, spieler2)"
    )
    # A row's own problem, placed by the services at the row: "Riga 2, numero della coppia: ...".
    rows: list[Cells] = [["coppia", "giocatore1", "giocatore2"], ["3a", "Anna D'Alessandro", "Łukasz Müller"]]
    (row,) = read_pairs_file(write_xlsx(tmp_path / "n.xlsx", rows))
    assert [describe(p.under("rows", row.row - 1), "it") for p in row.problems] == [
        "Riga 2, numero della coppia: '3a' non è un numero intero"
    ]
    assert row.players[0].name == "Anna D'Alessandro" and row.players[1].name == "Łukasz Müller"


# ------------------------------------------------------------------------------------------ surname and name


def test_an_italian_list_with_surname_and_name_columns_registers_the_whole_names_under_their_surnames(
    tmp_path: Path,
) -> None:
    # As a club secretary's Excel list comes: a title, an empty row, then the headings (issue 30, item 11).
    rows: list[Cells] = [
        ["Torneo sociale del giovedì — Circolo Burraco Roma"],
        [],
        ["Cognome 1", "Nome 1", "Cognome 2", "Nome 2", "Categoria"],
        ["Rossi", "Mario", "De Luca", "Anna Maria", "Over 60"],
        ["D'Alessandro", "Carla", "Bianchi", "Bruno", None],
    ]
    found = read_pairs(write_xlsx(tmp_path / "iscritti.xlsx", rows))
    assert [row.row for row in found.rows] == [4, 5]
    assert [[player.name for player in row.players] for row in found.rows] == [
        ["Mario Rossi", "Anna Maria De Luca"],
        ["Carla D'Alessandro", "Bruno Bianchi"],
    ]
    assert [player.category for player in found.rows[0].players] == ["Over 60", "Over 60"]
    # Listed by surname as every list by name shows a player: under R, D, D, B, not under M, A, C, B.
    names = [player.name for row in found.rows for player in row.players]
    assert sorted(map(surname_first, names), key=name_sort_key) == [
        "Bianchi Bruno",
        "D'Alessandro Carla",
        "De Luca Anna Maria",
        "Rossi Mario",
    ]
    assert [field for field, _ in found.columns] == ["surname1", "given1", "surname2", "given2", "category"]
    assert found.ignored == ()


@pytest.mark.parametrize(
    "header",
    [
        ["Nachname 1", "Vorname 1", "Nachname 2", "Vorname 2", "Kategorie"],
        ["Name 1", "Vorname 1", "Name 2", "Vorname 2", "Kategorie"],
        ["Surname 1", "First name 1", "Last name 2", "Given name 2", "Category"],
        ["Surname 1", "Name 1", "Family name 2", "Name 2", "Category"],
        [
            "Cognome 1° giocatore",
            "Nome 1° giocatore",
            "Cognome 2° giocatore",
            "Nome 2° giocatore",
            "Categoria",
        ],
        ["Nachname Spieler 1", "Vorname Spieler 1", "Nachname Spieler 2", "Vorname Spieler 2", "Kategorie"],
        ["Cognome primo giocatore", "Nome", "Cognome secondo giocatore", "Nome", "Categoria"],
        ["Cognome", "Nome", "Cognome", "Nome", "Categoria"],
        ["Name", "Vorname", "Name", "Vorname", "Kategorie"],
        [
            "Surname of player 1",
            "First name of player 1",
            "Player 2 surname",
            "Player 2 first name",
            "Category",
        ],
    ],
)
def test_surname_and_given_name_columns_in_three_languages(tmp_path: Path, header: list[str]) -> None:
    rows: list[Cells] = [header, ["Müller", "Jürgen", "Lo Russo", "Anna", "Damen"]]
    [row] = read_pairs_file(write_csv(tmp_path / "pairs.csv", rows))
    assert row.players == (
        Player("Jürgen Müller", category="Damen"),
        Player("Anna Lo Russo", category="Damen"),
    )


def test_players_over_their_surname_and_name_columns_are_read_as_one_header(tmp_path: Path) -> None:
    rows: list[Cells] = [
        ["Coppie iscritte"],
        ["N.", "1° giocatore", None, None, "2° giocatore", None, None],
        [None, "Cognome", "Nome", "Tessera", "Cognome", "Nome", "Tessera"],
        [1, "Rossi", "Mario", "RM1", "Verdi", "Chiara", "RM2"],
    ]
    found = read_pairs(write_xlsx(tmp_path / "coppie.xlsx", rows))
    [row] = found.rows
    assert (row.row, row.number) == (4, 1)
    assert row.players == (Player("Mario Rossi", member_id="RM1"), Player("Chiara Verdi", member_id="RM2"))
    assert [heading for _, heading in found.columns] == [
        "N.",
        "1° giocatore Cognome",
        "1° giocatore Nome",
        "1° giocatore Tessera",
        "2° giocatore Cognome",
        "2° giocatore Nome",
        "2° giocatore Tessera",
    ]


def test_a_name_given_whole_and_as_surname_too_is_refused_rather_than_one_picked(tmp_path: Path) -> None:
    rows: list[Cells] = [["Giocatore 1", "Cognome 1", "Giocatore 2"], ["Mario Rossi", "Rossi", "Anna"]]
    assert error_of(write_csv(tmp_path / "pairs.csv", rows)) == (
        f"Row 1, name of player 1: the columns 'Giocatore 1' and 'Cognome 1' of "
        f"{tmp_path / 'pairs.csv'} both give it"
    )


def test_a_given_name_without_a_surname_is_not_taken_for_the_whole_name(tmp_path: Path) -> None:
    rows: list[Cells] = [["Vorname 1", "Spieler 2"], ["Jürgen", "Anna Rossi"]]
    message = error_of(write_csv(tmp_path / "pairs.csv", rows))
    assert message.startswith("Row 1, name of player 1: ") and "has no column for it" in message


def test_without_a_header_the_refusal_shows_the_row_most_like_one(tmp_path: Path) -> None:
    rows: list[Cells] = [
        ["Coppie iscritte al torneo di Natale"],
        [],
        ["Socio A", "Socio B", "Quota"],
        ["Anna Rossi", "Bruno Bianchi", 10],
    ]
    path = write_xlsx(tmp_path / "coppie.xlsx", rows)
    message = error_of(path)
    assert message.startswith("Row 3: ") and message.endswith("this row reads: Socio A, Socio B, Quota")


def test_how_the_file_was_read_is_worded_for_the_director_in_every_language(tmp_path: Path) -> None:
    rows: list[Cells] = [
        ["Cognome 1", "Nome 1", "Cognome 2", "Nome 2", "Telefono"],
        ["Rossi", "Mario", "Neri", "Ada"],
    ]
    found = read_pairs(write_xlsx(tmp_path / "coppie.xlsx", rows, title="Iscritti"))
    assert [describe(said, "it") for said in found.how_read] == [
        "Colonne lette da questo file: Cognome 1, Nome 1, Cognome 2, Nome 2.",
        "Ignorate: Telefono.",
        "Foglio: Iscritti.",
    ]
    assert describe(found.how_read[1], "en") == "Ignored: Telefono."
    assert describe(found.how_read[0], "de") == (
        "Aus dieser Datei gelesene Spalten: Cognome 1, Nome 1, Cognome 2, Nome 2."
    )
