"""Alembic migrations of the tournament database, shipped with the package and run at start-up.

A new migration is written from a database at the latest revision, without any alembic.ini:

    from alembic import command
    from burraco_tourney.persistence.db import alembic_config
    command.revision(alembic_config("sqlite:///up-to-date.sqlite"), message="...", autogenerate=True,
                     rev_id="0002")

then read and tidy the file in versions/ (ids are numbered 0001, 0002, ... so they sort).
"""
