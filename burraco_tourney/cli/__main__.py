"""`python -m burraco_tourney.cli` does what the `burraco-tourney` command does."""

from burraco_tourney.cli import main

raise SystemExit(main())
