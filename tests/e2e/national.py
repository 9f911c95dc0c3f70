"""The FIBur scoring-room exam as a director runs it through the command line (issue 18), shared by
tests/e2e/test_national_event.py (which asserts what it prints) and bench/bench_national.py (which times it).

The event: pairs registered from an Excel file with their region, province and association; a plan of
6 Mitchell rounds, 2 Danish rounds in one group, then 3 Danish rounds in groups formed after round 8; the
first round loaded at random keeping regions, provinces and associations apart; seats printed by table
and by name; every round's score sheets entered from a file with `sheets import`; the groups formed after
round 8 by sizes in tables; the standings of each group; the prizes of each group, as JSON and printed.

Every step is a `burraco-tourney` command (`cli.main`, in this process: the same code as the console script,
without a Python start-up per command); what each printed is kept in `Event.said` for the test to read.
"""

from __future__ import annotations

import contextlib
import io
import json
import random
import subprocess
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from openpyxl import Workbook

from burraco_tourney.cli import main
from burraco_tourney.domain.demo import random_round_deals
from burraco_tourney.domain.scoring import ScoringRules, deal_totals
from burraco_tourney.io.sheets_file import RoundSheets, TableSheet, sheets_to_json

REPO = Path(__file__).resolve().parents[2]

# Regions, their provinces (two letters, as on a FIBur card) and associations in each province.
PLACES = {
    "Lazio": {"RM": ("ASD Burraco Roma", "Circolo Aventino"), "LT": ("Burraco Latina",)},
    "Lombardia": {"MI": ("Burraco Milano", "Circolo Brera"), "BG": ("ASD Orobica",)},
    "Campania": {"NA": ("Circolo Partenope", "Burraco Vomero"), "SA": ("ASD Salerno",)},
    "Sicilia": {"PA": ("Burraco Palermo",), "CT": ("Circolo Etna",)},
    "Toscana": {"FI": ("Burraco Firenze", "Circolo Oltrarno")},
    "Trentino-Alto Adige": {"BZ": ("Burraco Club Bozen",)},
    "Veneto": {"VE": ("Circolo Laguna",), "VR": ("ASD Arena",)},
    "Puglia": {"BA": ("Burraco Bari",), "LE": ("Circolo Barocco",)},
}
ASSOCIATIONS = [
    (association, region, province)
    for region, provinces in PLACES.items()
    for province, associations in provinces.items()
    for association in associations
]
FIRST_NAMES = {
    "F": ("Anna", "Carla", "Giulia", "Chiara", "Elena", "Francesca", "Maria", "Paola", "Zoë", "Ilaria"),
    "M": ("Bruno", "Dario", "Fabio", "Luca", "Marco", "Paolo", "Jürgen", "Łukasz", "Niccolò", "Hans"),
}
SURNAMES = (
    "D'Alessandro",
    "Rossi",
    "Bianchi",
    "Müller",
    "Esposito",
    "Romano",
    "Colombo",
    "Ricci",
    "Marino",
    "Greco",
    "Bruno",
    "Gallo",
    "Conti",
    "De Luca",
    "Mancini",
    "Costa",
    "Giordano",
    "Rizzo",
    "Lombardi",
    "Moretti",
    "Barbieri",
    "Fontana",
    "Santoro",
    "Mariani",
    "Rinaldi",
    "Caruso",
    "Ferrara",
    "Galli",
    "Martini",
    "Leone",
    "Longo",
    "Gentile",
    "Martinelli",
    "Vitale",
    "Lombardo",
    "Serra",
    "Coppola",
    "De Santis",
    "D'Angelo",
    "Marchetti",
    "Parisi",
    "Villa",
    "Conte",
    "Ferraro",
    "Ferri",
    "Fabbri",
    "Bianco",
    "Marini",
    "Grasso",
    "Valentini",
    "Messina",
    "Sala",
    "De Angelis",
    "Gatti",
    "Pellegrini",
    "Palumbo",
    "Sanna",
    "Farina",
    "Rizzi",
    "Monti",
    "Cattaneo",
    "Morelli",
    "Amato",
    "Silvestri",
    "Mazza",
    "Testa",
    "Grassi",
    "Pellegrino",
    "Carbone",
    "Giuliani",
    "Benedetti",
    "Barone",
    "Rossetti",
    "Caputo",
    "Montanari",
    "Guerra",
    "Palmieri",
    "Bernardi",
    "Martino",
    "Fiore",
    "De Rosa",
    "Ferretti",
    "Bellini",
    "Basile",
    "Riva",
    "Donati",
    "Piras",
    "Vitali",
    "Battaglia",
    "Sartori",
    "Neri",
    "Costantini",
    "Milani",
    "Pagano",
    "Ruggiero",
    "Sorrentino",
    "D'Amico",
    "Orlando",
    "Damico",
    "Negri",
    "Wąsowski",
    "Schäfer",
    "Ørsted",
)


def plan(sizes: tuple[int, ...]) -> list[dict[str, Any]]:
    """6 Mitchell, 2 Danish in one group, 3 Danish in groups of these sizes (tables) formed after round 8."""
    return [
        {"movement": "mitchell", "rounds": 6, "shift": 1},
        {"movement": "danish", "rounds": 2},
        {"movement": "danish", "rounds": 3, "groups": {"sizes": list(sizes)}},
    ]


GROUPS_AFTER = 8
ROUNDS = 11


@dataclass
class Pupil:
    """One pair as registered: its players, their association, region, province and categories."""

    number: int
    names: tuple[str, str]
    association: str
    region: str
    province: str
    categories: tuple[str, str]


@dataclass
class Event:
    folder: Path
    db: str
    pairs: list[Pupil]
    rounds: dict[int, dict[str, Any]] = field(default_factory=dict)  # `round next`'s JSON
    said: dict[str, str] = field(default_factory=dict)  # what each step printed (stdout)
    files: dict[str, Path] = field(default_factory=dict)  # the PDFs printed
    seconds: dict[str, float] = field(default_factory=dict)  # time per kind of step


class CommandFailed(AssertionError):
    pass


def run(*argv: str) -> str:
    """One command; what it printed on stdout. A refusal (exit status not 0) fails with its stderr."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(list(argv))
    if status != 0:
        raise CommandFailed(f"burraco-tourney {' '.join(argv)}: exit {status}: {err.getvalue()}")
    return out.getvalue()


@contextlib.contextmanager
def timed(event: Event, kind: str) -> Iterator[None]:
    start = time.perf_counter()
    try:
        yield
    finally:
        event.seconds[kind] = event.seconds.get(kind, 0.0) + time.perf_counter() - start


def registrations(pair_count: int, seed: int) -> list[Pupil]:
    """`pair_count` pairs, both players of a pair from one association (as at a FIBur event), names unique."""
    rng = random.Random(seed)
    used: set[str] = set()

    def name(category: str) -> str:
        while True:
            made = f"{rng.choice(FIRST_NAMES[category])} {rng.choice(SURNAMES)}"
            if made not in used:
                used.add(made)
                return made
            if len(used) > 10 * len(SURNAMES):  # a bigger field than names: tell them apart by a number
                made = f"{made} {len(used)}"
                used.add(made)
                return made

    pupils = []
    for number in range(1, pair_count + 1):
        association, region, province = ASSOCIATIONS[(number - 1) % len(ASSOCIATIONS)]
        categories = rng.choice((("F", "F"), ("F", "M"), ("M", "M"), ("M", "F")))
        names = (name(categories[0]), name(categories[1]))
        pupils.append(Pupil(number, names, association, region, province, categories))
    return pupils


def write_registrations(path: Path, pupils: list[Pupil]) -> None:
    """The registrations as the federation's office sends them: an Excel sheet with Italian headings."""
    workbook = Workbook()
    sheet = workbook.active
    sheet.title = "Iscritti"
    sheet.append(["Campionato Italiano a Coppie — iscrizioni"])  # a title row above the header
    sheet.append(
        [
            "Coppia",
            "Giocatore 1",
            "Tessera 1",
            "Categoria 1",
            "Giocatore 2",
            "Tessera 2",
            "Categoria 2",
            "Associazione",
            "Regione",
            "Provincia",
        ]
    )
    for pupil in pupils:
        sheet.append(
            [
                pupil.number,
                pupil.names[0],
                f"{pupil.province}{pupil.number:05d}1",
                pupil.categories[0],
                pupil.names[1],
                f"{pupil.province}{pupil.number:05d}2",
                pupil.categories[1],
                pupil.association,
                pupil.region,
                pupil.province,
            ]
        )
    workbook.save(path)


def setup_file(path: Path, sizes: tuple[int, ...]) -> None:
    """The event's settings and plan, as a tournament file with no pairs yet (the event's template)."""
    scale = json.loads((REPO / "resources" / "vp_scales" / "fibur-3-deals.json").read_text("utf-8"))
    data = {
        "format": "burraco-tourney",
        "version": 1,
        "tournament": {
            "name": "Campionato Italiano a Coppie",
            "date": "2026-12-05",
            "venue": "Palacongressi, Riccione",
            "deals_per_round": 3,
            "minutes_per_deal": 15,
            "vp_scale": {key: scale[key] for key in ("name", "kind", "rows")},
            "tie_breaks": ["vp", "mp_diff", "head_to_head", "mp", "lots"],
            "plan": plan(sizes),
            "print_language": "it",
        },
        "pairs": [],
    }
    path.write_text(json.dumps(data, ensure_ascii=False, indent=2), "utf-8")


def sheets_of(made: dict[str, Any], rng: random.Random) -> RoundSheets:
    """Plausible sheets of every table of a round (`round next`'s JSON): random deals, and one table in ten
    sent in by its totals (a sheet summed at the table)."""
    rules = ScoringRules()
    tables = []
    for table in made["tables"]:
        deals = random_round_deals(rng, rules, 3)
        if table["table"] % 10 == 0:
            ns = sum(deal_totals(deal, rules)[0] for deal in deals)
            ew = sum(deal_totals(deal, rules)[1] for deal in deals)
            tables.append(TableSheet(table["table"], totals=(ns, ew), ns=table["ns"], ew=table["ew"]))
        else:
            tables.append(TableSheet(table["table"], deals, ns=table["ns"], ew=table["ew"]))
    return RoundSheets(made["round"], tuple(tables))


def pdf_text(path: Path, *, layout: bool = True) -> str:
    """The text of a PDF (poppler's pdftotext): laid out as on the page, or in reading order with
    whitespace made single spaces (a list in two columns then reads a row at a time)."""
    found = subprocess.run(
        ["pdftotext", *(["-layout"] if layout else []), str(path), "-"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    return found if layout else " ".join(found.split())


def national_event(
    folder: Path, pair_count: int = 100, *, seed: int = 18, sizes: tuple[int, ...] = (15, 17, 18)
) -> Event:
    """Run the whole exam in `folder`; every command in Italian (`--lang it`), as the director works."""
    db = str(folder / "campionato.sqlite")
    event = Event(folder, db, registrations(pair_count, seed))
    rng = random.Random(seed)
    with timed(event, "setup and registration"):
        setup_file(folder / "campionato.json", sizes)
        event.said["import"] = run("--lang", "it", "import", str(folder / "campionato.json"), "--db", db)
        write_registrations(folder / "iscritti.xlsx", event.pairs)
        event.said["pairs"] = run(
            "--lang", "it", "pairs", "import", str(folder / "iscritti.xlsx"), "--db", db
        )
    for number in range(1, ROUNDS + 1):
        if number == GROUPS_AFTER + 1:
            with timed(event, "groups and standings"):
                event.said["standings 8"] = run("standings", "--db", db, "--format", "json")
                event.said["groups"] = run(
                    "--lang", "it", "groups", "form", "--db", db, "--after-round", str(GROUPS_AFTER),
                    "--sizes", ",".join(map(str, sizes)),
                )  # fmt: skip
        with timed(event, "rounds made"):
            # As the exam asks: pairs split by region, province and association, loaded at random.
            separate = ["--separate", "region", "--separate", "province", "--separate", "club"]
            seating = ["--seating", "draw", "--seed", str(seed), *separate] if number == 1 else []
            made = json.loads(run("--lang", "it", "round", "next", "--db", db, *seating))
        event.rounds[number] = made
        if number in (1, GROUPS_AFTER + 1):
            with timed(event, "seats printed"):
                out = folder / f"posti-turno-{number}.pdf"
                event.said[f"seats {number}"] = run(
                    "print", "seats", "--db", db, "--round", str(number), "--out", str(out)
                )
                event.files[f"seats {number}"] = out
        with timed(event, "sheets imported"):
            sheets = folder / f"score-turno-{number}.json"
            sheets.write_text(json.dumps(sheets_to_json(sheets_of(made, rng)), ensure_ascii=False), "utf-8")
            event.said[f"sheets {number}"] = run("--lang", "it", "sheets", "import", str(sheets), "--db", db)
    with timed(event, "groups and standings"):
        event.said["standings"] = run("standings", "--db", db, "--format", "json")
        for name in ("A", "B", "C"):
            event.said[f"standings {name}"] = run(
                "standings", "--db", db, "--format", "json", "--group", name
            )
        event.said["standings A text"] = run("--lang", "it", "standings", "--db", db, "--group", "A")
    with timed(event, "standings and prizes printed"):
        out = folder / "classifica.pdf"
        event.said["print standings"] = run("print", "standings", "--db", db, "--out", str(out))
        event.files["standings"] = out
        event.said["prizes"] = run("--lang", "it", "prizes", "--db", db, "--format", "json")
        out = folder / "premi.pdf"
        event.said["print prizes"] = run("print", "prizes", "--db", db, "--out", str(out))
        event.files["prizes"] = out
    return event
