"""`burraco-tourney vp` as INTERFACES.md §1 promises it."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from burraco_tourney.cli import main


@pytest.mark.parametrize(
    ("scale", "diff", "printed"),
    [
        ("fibur-3-deals", 805, "17 3"),
        ("fibur-3-deals", -805, "3 17"),
        ("fibur-3-deals", 0, "10 10"),
        ("fibur-3-deals", 802, "17 3"),
        ("fibur-4-deals", 2005, "20 0"),
        ("continuous", 0, "10 10"),
    ],
)
def test_vp_prints_this_line_then_the_other(
    capsys: pytest.CaptureFixture[str], scale: str, diff: int, printed: str
) -> None:
    assert main(["vp", "--scale", scale, "--diff", str(diff)]) == 0
    assert capsys.readouterr().out.strip() == printed


def test_vp_as_json(capsys: pytest.CaptureFixture[str]) -> None:
    """`--format json` (issue 30 item 13): the scale, the difference and the two lines' VP as numbers."""
    assert main(["vp", "--scale", "continuous", "--diff", "100", "--format", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert (data["scale"], data["diff"]) == ("continuous", 100)
    assert all(isinstance(vp, float) for vp in data["vp"]) and sum(data["vp"]) == 20
    assert main(["vp", "--scale", "fibur-3-deals", "--diff", "-805", "--format", "json"]) == 0
    assert json.loads(capsys.readouterr().out)["vp"] == [3, 17]


def test_vp_list_names_every_bundled_scale(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["vp", "--list"]) == 0
    names = [line.split("\t")[0] for line in capsys.readouterr().out.splitlines()]
    assert {"fibur-3-deals", "fibur-4-deals", "continuous", "two-deals-unofficial"} <= set(names)


def test_vp_takes_a_scale_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    scale = {"name": "club", "kind": "table", "rows": [[100, 10, 10], [None, 15, 5]]}
    path = tmp_path / "club scale.json"
    path.write_text(json.dumps(scale), encoding="utf-8")
    assert main(["vp", "--scale", str(path), "--diff", "-150"]) == 0
    assert capsys.readouterr().out.strip() == "5 15"


def test_unknown_scale_is_one_clear_line_and_exit_1(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["vp", "--scale", "fibur-9-deals", "--diff", "5"]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1
    assert "fibur-9-deals" in err[0] and "fibur-3-deals" in err[0]


def test_broken_scale_file_is_one_clear_line_and_exit_1(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "broken.json"
    path.write_text('{"name": "x", "kind": "table", "rows": [[50, 10, 10], [40, 12, 8], [null, 20, 0]]}')
    assert main(["vp", "--scale", str(path), "--diff", "5"]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1
    assert "broken.json" in err[0] and "40" in err[0]


def test_installed_command_runs_as_a_module() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "burraco_tourney", "vp", "--scale", "fibur-3-deals", "--diff", "1505"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert (done.returncode, done.stdout.strip(), done.stderr) == (0, "20 0", "")


def test_missing_arguments_are_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["vp", "--scale", "fibur-3-deals"])
    assert exit_info.value.code == 2
    assert "--diff" in capsys.readouterr().err


def test_with_no_command_the_window_is_meant(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # Without a display the window cannot open: the command says so in one line (exit 1), for both forms.
    for name in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"):
        monkeypatch.delenv(name, raising=False)
    for argv in ([], ["--db", "club.sqlite"], ["gui", "--db", "club.sqlite"]):
        assert main(argv) == 1
        err = capsys.readouterr().err
        assert "no display" in err and len(err.strip().splitlines()) == 1
