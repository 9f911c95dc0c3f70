"""Alembic environment: migrates the connection handed over by persistence.db, or a URL from the config."""

from __future__ import annotations

from alembic import context
from sqlalchemy import create_engine
from sqlalchemy.engine import Connection
from sqlalchemy.pool import NullPool
from sqlalchemy.types import TypeDecorator

from burraco_tourney.persistence.orm import Base

config = context.config
target_metadata = Base.metadata


def _render_item(kind: str, obj: object, autogen_context: object) -> str | bool:
    # A migration must not import the live models (they change later): our column types are written out as
    # the plain type they store, e.g. DecimalText as sa.String(length=40).
    if kind == "type" and isinstance(obj, TypeDecorator):
        return f"sa.{obj.impl!r}"
    return False


def _configure(**kwargs: object) -> None:
    # Batch mode lets later migrations alter tables on SQLite, which cannot ALTER most things in place.
    context.configure(
        target_metadata=target_metadata,
        render_as_batch=True,
        compare_type=True,
        render_item=_render_item,
        **kwargs,
    )


def run_migrations_offline() -> None:
    _configure(url=config.get_main_option("sqlalchemy.url"), literal_binds=True)
    with context.begin_transaction():
        context.run_migrations()


def _run_on(connection: Connection) -> None:
    _configure(connection=connection)
    # Inside a transaction opened by the caller, Alembic neither begins nor commits: the caller decides.
    with context.begin_transaction():
        context.run_migrations()


def run_migrations_online() -> None:
    connection = config.attributes.get("connection")
    if connection is not None:
        _run_on(connection)
        return
    engine = create_engine(config.get_main_option("sqlalchemy.url") or "", poolclass=NullPool)
    with engine.connect() as own_connection:
        _run_on(own_connection)
        own_connection.commit()
    engine.dispose()


if context.is_offline_mode():
    run_migrations_offline()
else:
    run_migrations_online()
