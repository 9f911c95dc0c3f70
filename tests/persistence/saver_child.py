"""Run by test_reliability in a separate process: saves tables one by one and reports each returned save."""

from __future__ import annotations

import sys

from burraco_tourney.persistence.db import open_database
from burraco_tourney.services.scores import save_table_deals
from tests.persistence.test_reliability import deals_for


def main() -> None:
    path, tournament_id, tables = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    db = open_database(path)
    for table in range(1, tables + 1):
        save_table_deals(db, tournament_id, 1, table, deals_for(table), who="stazione 1")
        # Only a save that has returned is reported, and it is reported at once.
        print(table, flush=True)


if __name__ == "__main__":
    main()
