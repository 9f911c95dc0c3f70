"""A scoring station in its own process, for test_stations: saves sheets and reports each outcome as JSON.

Arguments: URL, tournament id, station number, station name, then the tables as ROUND:TABLE. It opens its own
connection, prints {"ready": true}, waits for a line on stdin (so that all stations start together), then
saves every table with expected_version=0 (a sheet typed on a fresh copy) and prints one line per table:
{"round", "table", "outcome": "saved" | "stale" | "error", ...}. Only a save that returned is reported.
"""

from __future__ import annotations

import json
import sys
import time

from burraco_tourney.persistence.db import DatabaseError, open_database
from burraco_tourney.services.errors import ServiceError, StaleTableError
from burraco_tourney.services.scores import save_table_deals
from tests.postgres.stations import station_sheet


def main() -> None:
    url, tournament_id, station, name = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
    tables = [tuple(map(int, spec.split(":"))) for spec in sys.argv[5:]]
    db = open_database(url, busy_timeout=60)
    print(json.dumps({"ready": True}), flush=True)
    sys.stdin.readline()
    started = time.perf_counter()
    for round_number, table in tables:
        report: dict[str, object] = {"round": round_number, "table": table}
        try:
            saved = save_table_deals(
                db,
                tournament_id,
                round_number,
                table,
                station_sheet(round_number, table, station),
                expected_version=0,
                who=name,
            )
            report |= {"outcome": "saved", "version": saved.version, "revision": saved.revision}
        except StaleTableError as stale:
            report |= {
                "outcome": "stale",
                "message": str(stale),
                "saved_by": getattr(stale, "saved_by", None),
            }
        except (ServiceError, DatabaseError) as error:
            report |= {"outcome": "error", "message": f"{type(error).__name__}: {error}"}
        print(json.dumps(report), flush=True)
    print(json.dumps({"done": True, "seconds": time.perf_counter() - started}), flush=True)
    db.close()


if __name__ == "__main__":
    main()
