"""Opening a tournament database (SQLite file or URL), migrated to the latest schema, with clear errors."""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import Engine, create_engine, event, inspect
from sqlalchemy.engine import URL, Connection, make_url
from sqlalchemy.exc import ArgumentError, DBAPIError, IntegrityError, NoSuchModuleError
from sqlalchemy.orm import Session, sessionmaker
from sqlalchemy.pool import ConnectionPoolEntry

MIGRATIONS_DIR = Path(__file__).resolve().parent / "migrations"
SQLITE_HEADER = b"SQLite format 3\x00"
DEFAULT_BUSY_TIMEOUT = 5.0  # seconds a save waits for another program to finish writing

# An execution option read by the "begin" hook below: write transactions take SQLite's write lock at BEGIN,
# so that two writers queue on the busy timeout instead of failing half-way when one upgrades its lock.
_WRITE_OPTION = "burraco_write"


class DatabaseError(Exception):
    """A database that cannot be used. The message says why in a director's words and names the file."""

    def __init__(self, message: str, *, target: str) -> None:
        super().__init__(message)
        self.target = target


class NotADatabaseError(DatabaseError):
    """The file is not a Burraco Tourney database (not SQLite at all, or another program's SQLite file)."""


class DamagedDatabaseError(DatabaseError):
    """SQLite reports the file as malformed."""


class NewerDatabaseError(DatabaseError):
    """The database was written by a newer version of the program (an unknown schema revision)."""


class ReadOnlyDatabaseError(DatabaseError):
    """The file or its folder cannot be written to."""


class DatabaseLockedError(DatabaseError):
    """Another program holds the database locked for longer than the busy timeout."""


class MissingFolderError(DatabaseError):
    """The folder that should hold the database file does not exist."""


class DatabaseConflictError(DatabaseError):
    """A change refused by the database's own constraints: another station saved a clashing change first."""


class DatabaseUnavailableError(DatabaseError):
    """A database server cannot be reached, or its driver is missing, or the disk failed."""


@dataclass(frozen=True, eq=False)
class Database:
    """An open database: one engine and its session factories, made once at start-up.

    `session_factory` is for changes (on SQLite it takes the write lock at BEGIN); `read_session_factory`
    for reading only (it never waits for a writer, thanks to the WAL journal).
    """

    engine: Engine
    session_factory: sessionmaker[Session]
    read_session_factory: sessionmaker[Session]
    target: str  # what the user named, as shown in messages (a path, or a URL without its password)
    path: Path | None  # the SQLite file, if it is one
    busy_timeout: float

    def translate(self, error: DBAPIError) -> DatabaseError:
        """The DatabaseError that a driver error stands for, in a director's words."""
        return _translate(error, self.target, self.busy_timeout)

    @contextmanager
    def errors_translated(self) -> Iterator[None]:
        """Turns driver errors raised inside into DatabaseErrors (a lock held by another program, ...)."""
        try:
            yield
        except DBAPIError as error:
            raise self.translate(error) from error

    def close(self) -> None:
        self.engine.dispose()

    def __enter__(self) -> Database:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.close()


def alembic_config(url: str | URL | None = None, connection: Connection | None = None) -> Config:
    """An Alembic configuration for the migrations inside the package; no alembic.ini is needed."""
    config = Config()
    # ConfigParser interpolates '%', which may appear in a folder name.
    config.set_main_option("script_location", str(MIGRATIONS_DIR).replace("%", "%%"))
    config.set_main_option("path_separator", "os")
    if url is not None:
        text = url.render_as_string(hide_password=False) if isinstance(url, URL) else url
        config.set_main_option("sqlalchemy.url", text.replace("%", "%%"))
    if connection is not None:
        config.attributes["connection"] = connection
    return config


def head_revision() -> str:
    """The schema revision this version of the program writes."""
    head = ScriptDirectory.from_config(alembic_config()).get_current_head()
    assert head is not None, "the package ships at least one migration"
    return head


def open_database(target: str | Path, *, busy_timeout: float = DEFAULT_BUSY_TIMEOUT) -> Database:
    """Open (or create) a tournament database and bring its schema to the latest revision.

    `target` is a path to a SQLite file, or a SQLAlchemy URL (any string containing "://"). A new file is
    created at the latest revision; an older one is upgraded in one transaction. A file that cannot be used
    raises a DatabaseError subclass and is left exactly as it was.
    """
    url, path, shown = _resolve(target)
    if path is not None:
        _check_file(path, shown)
    created = path is not None and not path.exists()
    try:
        engine = _make_engine(url, shown, busy_timeout)
    except (ArgumentError, NoSuchModuleError, ModuleNotFoundError) as error:
        raise DatabaseUnavailableError(
            f"Cannot use the database {shown}: {error}. For PostgreSQL install the server extra "
            "(pip install 'burraco-tourney[server]').",
            target=shown,
        ) from error
    try:
        _migrate(engine, shown)
        if path is not None:
            _use_wal(engine)
    except BaseException as error:
        engine.dispose()
        if created and path is not None:
            _remove_if_empty(path)
        if isinstance(error, DBAPIError):
            raise _translate(error, shown, busy_timeout) from error
        raise
    write_engine = engine.execution_options(**{_WRITE_OPTION: True})
    return Database(
        engine=engine,
        session_factory=sessionmaker(write_engine, expire_on_commit=False),
        read_session_factory=sessionmaker(engine, expire_on_commit=False),
        target=shown,
        path=path,
        busy_timeout=busy_timeout,
    )


def _resolve(target: str | Path) -> tuple[URL, Path | None, str]:
    """(URL, SQLite file or None, the name shown to the user)."""
    if isinstance(target, str) and "://" in target:
        try:
            url = make_url(target)
        except ArgumentError as error:
            raise DatabaseUnavailableError(
                f"{target!r} is not a database address: {error}", target=target
            ) from error
        if url.get_backend_name() == "sqlite" and url.database not in (None, "", ":memory:"):
            path = Path(url.database or "").expanduser().resolve()
            return url, path, str(path)
        return url, None, url.render_as_string(hide_password=True)
    path = Path(target).expanduser().resolve()
    return URL.create("sqlite+pysqlite", database=str(path)), path, str(path)


def _check_file(path: Path, shown: str) -> None:
    """Refuse, before SQLite opens anything, a file that cannot be (or must not be) used."""
    folder = path.parent
    if not folder.is_dir():
        raise MissingFolderError(
            f"The folder {folder} does not exist, so the database {path.name} cannot be opened or created "
            "there. Choose an existing folder.",
            target=shown,
        )
    if path.is_dir():
        raise NotADatabaseError(
            f"{shown} is a folder, not a database file. Choose a file ending in .sqlite.", target=shown
        )
    if path.exists():
        with path.open("rb") as file:
            header = file.read(len(SQLITE_HEADER))
        # An empty file is what SQLite itself makes of a new database, so it is taken as one.
        if header and header != SQLITE_HEADER:
            raise NotADatabaseError(
                f"{shown} is not a Burraco Tourney database (it is not an SQLite database file). "
                "Choose the tournament database file. The file was not changed.",
                target=shown,
            )
        if not os.access(path, os.W_OK):
            raise _read_only(shown, "the file is read-only")
    # SQLite writes its journal (and the WAL's -wal and -shm files) beside the database.
    if not os.access(folder, os.W_OK | os.X_OK):
        raise _read_only(shown, f"its folder {folder} is read-only")


def _read_only(shown: str, why: str) -> ReadOnlyDatabaseError:
    return ReadOnlyDatabaseError(
        f"{shown} cannot be written to ({why}). Copy it to a folder where you can write, or change its "
        "permissions. The file was not changed.",
        target=shown,
    )


def _make_engine(url: URL, shown: str, busy_timeout: float) -> Engine:
    if url.get_backend_name() != "sqlite":
        return create_engine(url, pool_pre_ping=True)
    engine = create_engine(url, connect_args={"timeout": busy_timeout})

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: sqlite3.Connection, record: ConnectionPoolEntry) -> None:
        # The driver's own transaction handling would BEGIN lazily and late; SQLAlchemy's hooks do it right.
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA foreign_keys = ON")
        # With the WAL journal, NORMAL loses nothing when the program dies, only maybe on a power cut.
        cursor.execute("PRAGMA synchronous = NORMAL")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(connection: Connection) -> None:
        write = connection.get_execution_options().get(_WRITE_OPTION, False)
        connection.exec_driver_sql("BEGIN IMMEDIATE" if write else "BEGIN")

    return engine


def _migrate(engine: Engine, shown: str) -> None:
    """Check the stored revision and upgrade to the latest, in one write transaction that also proves the
    database can be written (locks and read-only media show up here, not at the first save)."""
    config = alembic_config()
    script = ScriptDirectory.from_config(config)
    with engine.connect().execution_options(**{_WRITE_OPTION: True}) as connection, connection.begin():
        tables = set(inspect(connection).get_table_names())
        if "alembic_version" not in tables:
            if tables:
                raise NotADatabaseError(
                    f"{shown} is a database of another program, not a Burraco Tourney database "
                    f"(it holds the tables {', '.join(sorted(tables)[:5])}). It was not changed.",
                    target=shown,
                )
        else:
            known = {migration.revision for migration in script.walk_revisions()}
            for revision in MigrationContext.configure(connection).get_current_heads():
                if revision not in known:
                    raise NewerDatabaseError(
                        f"{shown} was saved by a newer version of Burraco Tourney (database revision "
                        f"{revision}; this version knows up to {script.get_current_head()}). Install the "
                        "newer version to open it. The file was not changed.",
                        target=shown,
                    )
        config.attributes["connection"] = connection
        command.upgrade(config, "head")


def _use_wal(engine: Engine) -> None:
    # The journal mode is a property of the file, set once; it cannot change inside a transaction, so this
    # goes straight to the driver connection, which runs in autocommit mode (see _on_connect).
    raw = engine.raw_connection()
    try:
        raw.cursor().execute("PRAGMA journal_mode = WAL").fetchall()
    finally:
        raw.close()


def _remove_if_empty(path: Path) -> None:
    """Take away an empty file that this attempt created, so that a failed open leaves nothing behind."""
    try:
        if path.stat().st_size == 0:
            path.unlink()
    except OSError:
        pass


def _translate(error: DBAPIError, shown: str, busy_timeout: float) -> DatabaseError:
    text = str(error.orig).lower()
    if isinstance(error, IntegrityError):
        # The services check every rule first, so this is a change made meanwhile by another station.
        return DatabaseConflictError(
            f"The change clashes with one saved meanwhile in {shown} ({error.orig}). Nothing was saved; "
            "look at the current data and try again.",
            target=shown,
        )
    if "locked" in text or "busy" in text:
        return DatabaseLockedError(
            f"{shown} is in use by another program, which keeps it locked (waited {busy_timeout:g} s). "
            "Close the other program, or the other Burraco Tourney window, and try again. "
            "Nothing was changed.",
            target=shown,
        )
    if "readonly" in text or "read-only" in text or "read only" in text:
        return _read_only(shown, "the file, its folder or the disk is read-only")
    if "file is not a database" in text or "not a database" in text:
        return NotADatabaseError(
            f"{shown} is not a Burraco Tourney database (SQLite cannot read it). The file was not changed.",
            target=shown,
        )
    if "malformed" in text or "corrupt" in text:
        return DamagedDatabaseError(
            f"{shown} is damaged ({error.orig}). Restore it from a backup copy; the program changed nothing.",
            target=shown,
        )
    return DatabaseUnavailableError(f"Cannot use the database {shown}: {error.orig}", target=shown)
