"""Opening a tournament database (SQLite file or URL), migrated to the latest schema, with clear errors."""

from __future__ import annotations

import os
import re
import shutil
import sqlite3
import sys
import threading
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from decimal import Decimal
from functools import cache
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any

from sqlalchemy import Engine, create_engine, event, inspect, text
from sqlalchemy.engine import URL, Connection, make_url
from sqlalchemy.exc import ArgumentError, DBAPIError, IntegrityError, NoSuchModuleError
from sqlalchemy.orm import Session, sessionmaker
from sqlalchemy.pool import ConnectionPoolEntry

from burraco_tourney import sqlite_files
from burraco_tourney.domain.problems import Problem, Refusal

# Alembic takes a tenth of a second to import: it is loaded only when a database needs a migration, so that
# opening a current database (every start but the first after an update) does not wait for it.
if TYPE_CHECKING:
    from alembic.config import Config
    from alembic.script import ScriptDirectory

MIGRATIONS_DIR = Path(__file__).resolve().parent / "migrations"
SQLITE_HEADER = b"SQLite format 3\x00"
DEFAULT_BUSY_TIMEOUT = 5.0  # seconds a save waits for another program (or station) to finish writing
# A station that loses the server must say so within seconds, not hang: connecting gives up after this, and
# TCP keepalives (and tcp_user_timeout) find a dead connection in about as long.
SERVER_TIMEOUT = 10
APPLICATION_NAME = "burraco-tourney"  # shown in pg_stat_activity: which connections are stations

# An execution option read by the "begin" hook below: write transactions take SQLite's write lock at BEGIN,
# so that two writers queue on the busy timeout instead of failing half-way when one upgrades its lock.
_WRITE_OPTION = "burraco_write"
# A key of Session.info, true in the sessions of session_factory: services.lookup locks the tournament there.
WRITE_SESSION = "burraco_write_session"
# The PostgreSQL advisory lock held while the schema is checked and migrated ("BurTour" in ASCII).
_MIGRATION_LOCK = 0x427572546F7572


class DatabaseError(Refusal):
    """A database that cannot be used: a refusal whose problem (`db.*`, worded in
    io/problem_texts/persistence.py) says why and names the file or server shown (never a password).

    A plain text is taken as it is (`db.failed`), for callers that have no code of their own.
    """

    def __init__(self, problems: Problem | Iterable[Problem] | str, *, target: str) -> None:
        super().__init__(Problem.of("db.failed", text=problems) if isinstance(problems, str) else problems)
        self.target = target

    @classmethod
    def of(cls, code: str, *, target: str, **params: Any) -> DatabaseError:
        """The error for `code`, naming the database as shown (`file`) and the values its words need."""
        return cls(Problem.of(code, file=target, **params), target=target)


class NotADatabaseError(DatabaseError):
    """The file is not a Burraco Tourney database (not SQLite at all, or another program's SQLite file)."""


class DamagedDatabaseError(DatabaseError):
    """SQLite reports the file as malformed."""


class NewerDatabaseError(DatabaseError):
    """The database was written by a newer version of the program (an unknown schema revision)."""


class ReadOnlyDatabaseError(DatabaseError):
    """The file or its folder cannot be written to."""


class DiskFullError(DatabaseError):
    """The disk that holds the database has no room left: nothing was saved."""


class DatabaseLockedError(DatabaseError):
    """Another program holds the database locked for longer than the busy timeout."""


class MissingDatabaseError(DatabaseError):
    """There is no database file of that name (and the caller asked not to create one)."""


class MissingFolderError(DatabaseError):
    """The folder that should hold the database file does not exist."""


class DatabaseConflictError(DatabaseError):
    """A change refused by the database's own constraints: another station saved a clashing change first."""


class LockLostError(DatabaseError):
    """SQLite no longer holds its lock on the file (lock_held() is False): saves could be lost."""


class DatabaseUnavailableError(DatabaseError):
    """A database server cannot be reached, or its driver is missing, or the disk failed."""


class PasswordRequiredError(DatabaseUnavailableError):
    """The server wants a password, and none (or a wrong one) was found: ask the user, or point to the
    PostgreSQL password file. The program never stores a password."""


@dataclass(frozen=True, eq=False)
class Database:
    """An open database: one engine and its session factories, made once at start-up.

    `session_factory` is for changes (on SQLite it takes the write lock at BEGIN; on PostgreSQL the services
    lock the tournament's row first); `read_session_factory` for reading only: it never waits for a writer
    (SQLite's WAL journal; PostgreSQL's snapshots) and sees one consistent snapshot for the whole
    transaction (REPEATABLE READ on PostgreSQL, whose default would give each statement its own).
    """

    engine: Engine
    session_factory: sessionmaker[Session]
    read_session_factory: sessionmaker[Session]
    target: str  # what the user named, as shown in messages (a path, or a URL without its password)
    path: Path | None  # the SQLite file, if it is one
    busy_timeout: float
    # The name of the station working on it (the window sets it from its settings): the audit log records
    # it for every change made through this Database unless a service is given another name.
    station: str | None = None
    # A SQLite file's engine, shared by every Database this process opens on the file (see _OpenFile).
    _file: _OpenFile | None = field(default=None, repr=False)
    _closed: bool = field(default=False, repr=False)

    def set_station(self, name: str | None) -> None:
        """Name this station (None or blank: the computer's user name is recorded instead)."""
        object.__setattr__(self, "station", (name or "").strip() or None)

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
        """Done with it (a second call does nothing); a SQLite file's connections close with its last user."""
        if self._closed:
            return
        object.__setattr__(self, "_closed", True)
        if self._file is None:
            self.engine.dispose()
        else:
            _release(self._file)

    def check_lock(self) -> None:
        """LockLostError when `lock_held()` says the lock is gone: told, not saved into the void."""
        if self.lock_held() is False:
            raise LockLostError.of("db.lock_lost", target=self.target)

    def lock_held(self) -> bool | None:
        """Whether SQLite still holds the shared lock on this WAL file that keeps other programs from
        deleting its -wal (see burraco_tourney/sqlite_files.py): False says saves may be lost and the
        database must be opened again; None when it cannot be told (a server, not Linux, not WAL)."""
        if self.path is None or not sys.platform.startswith("linux"):
            return None
        with self.engine.connect() as connection:
            # A statement makes sure a connection is open and has read the file, as every save does.
            connection.exec_driver_sql("SELECT count(*) FROM sqlite_master").scalar()
            mode = connection.exec_driver_sql("PRAGMA journal_mode").scalar()
            connection.rollback()
            return _shared_lock_held(self.path) if str(mode).lower() == "wal" else None

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
    from alembic.config import Config

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


_REVISION_LINE = re.compile(r"^(down_revision|revision)\b[^=]*=\s*['\"]?(\w+)['\"]?\s*$", re.MULTILINE)


@cache
def head_revision() -> str:
    """The schema revision this version of the program writes: the migration no other one follows.

    Read from the migration files' `revision = "0004"` / `down_revision = "0003"` lines rather than through
    Alembic, which is not imported to open a current database (tests check it agrees with Alembic's head)."""
    revisions: set[str] = set()
    followed: set[str] = set()
    for migration in (MIGRATIONS_DIR / "versions").glob("*.py"):
        for name, value in _REVISION_LINE.findall(migration.read_text(encoding="utf-8")):
            if name == "revision":
                revisions.add(value)
            elif value != "None":
                followed.add(value)
    heads = revisions - followed
    assert len(heads) == 1, f"the migrations must form one line, found heads {sorted(heads)}"
    return heads.pop()


def _stored_revision(connection: Connection) -> str | None:
    """The schema revision stored in the database (Alembic's table), None when it has none or several."""
    if not inspect(connection).has_table("alembic_version"):
        return None
    versions = connection.execute(text("SELECT version_num FROM alembic_version")).scalars().all()
    return versions[0] if len(versions) == 1 else None


def open_database(
    target: str | Path,
    *,
    busy_timeout: float = DEFAULT_BUSY_TIMEOUT,
    create: bool = True,
    reading: bool = False,
) -> Database:
    """Open (or create) a tournament database and bring its schema to the latest revision.

    `target` is a path to a SQLite file, or a SQLAlchemy URL (any string containing "://"). A new file is
    created at the latest revision; an older one is upgraded in one transaction. A file that cannot be used
    raises a DatabaseError subclass and is left exactly as it was.

    `create=False` refuses a missing file (MissingDatabaseError) instead of making an empty database: for
    commands that only read, where a mistyped name must not leave a new file behind. `reading=True` is for
    a program that only reads: opening takes no write lock while the schema is current (so it does not wait
    for another program that is writing), and a file that cannot be written to is opened read-only.
    """
    url, path, shown = _resolve(target)
    if path is None:
        return _open(url, None, shown, busy_timeout, reading=reading, read_only=False)
    with _open_files_lock:
        shared = _open_files.get(sqlite_files.identity(path) or (-1, -1))
        if shared is not None:
            return _share(shared, path, shown, busy_timeout, reading=reading)
        if not create and not path.exists():
            raise MissingDatabaseError.of("db.missing", target=shown)
        # Safe to read the file's header here, and only here: no connection of this process has it open.
        read_only = _check_file(path, shown, reading=reading)
        if read_only:
            url = _read_only_url(path)
        database = _open(url, path, shown, busy_timeout, reading=reading, read_only=read_only)
        key = sqlite_files.hold(path)
        opened = _OpenFile(
            database.engine, database.session_factory, database.read_session_factory, read_only
        )
        opened.key = key
        if key is not None:
            _open_files[key] = opened
        object.__setattr__(database, "_file", opened)
        return database


@dataclass(eq=False)
class _OpenFile:
    """A SQLite file open in this process: one engine (one pool of connections) for every Database on it,
    so that a second opening (the web server's beside the window's) never reads the file from Python,
    which would drop SQLite's locks (burraco_tourney/sqlite_files.py)."""

    engine: Engine
    session_factory: sessionmaker[Session]
    read_session_factory: sessionmaker[Session]
    read_only: bool
    users: int = 1
    key: tuple[int, int] | None = None


_open_files: dict[tuple[int, int], _OpenFile] = {}
_open_files_lock = threading.RLock()


def _share(opened: _OpenFile, path: Path, shown: str, busy_timeout: float, *, reading: bool) -> Database:
    """Another Database on a file this process has open (its own station; the engine shared)."""
    if opened.read_only and not reading:
        raise ReadOnlyDatabaseError.of("db.read_only", target=shown)
    opened.users += 1
    return Database(
        engine=opened.engine,
        session_factory=opened.session_factory,
        read_session_factory=opened.read_session_factory,
        target=shown,
        path=path,
        busy_timeout=busy_timeout,
        _file=opened,
    )


def _release(opened: _OpenFile) -> None:
    with _open_files_lock:
        opened.users -= 1
        if opened.users > 0:
            return
        if opened.key is not None and _open_files.get(opened.key) is opened:
            del _open_files[opened.key]
        opened.engine.dispose()
        sqlite_files.release(opened.key)


def _open(
    url: URL, path: Path | None, shown: str, busy_timeout: float, *, reading: bool, read_only: bool
) -> Database:
    created = path is not None and not path.exists()
    try:
        engine = _make_engine(url, shown, busy_timeout)
    except (ArgumentError, NoSuchModuleError, ModuleNotFoundError) as error:
        raise DatabaseUnavailableError.of(
            "db.driver_missing", target=shown, detail=mask_passwords(str(error))
        ) from error
    try:
        if not (reading and _schema_is_current(engine)):
            if read_only:
                raise ReadOnlyDatabaseError.of("db.read_only_upgrade", target=shown)
            _migrate(engine, shown)
        if path is not None and not read_only:
            _use_wal(engine)
    except BaseException as error:
        engine.dispose()
        if created and path is not None:
            _remove_if_empty(path)
        if isinstance(error, DBAPIError):
            raise _translate(error, shown, busy_timeout) from error
        raise
    write_engine = engine.execution_options(**{_WRITE_OPTION: True})
    read_engine = engine
    if path is None and url.get_backend_name() == "postgresql":
        read_engine = engine.execution_options(isolation_level="REPEATABLE READ", postgresql_readonly=True)
    return Database(
        engine=engine,
        session_factory=sessionmaker(write_engine, expire_on_commit=False, info={WRITE_SESSION: True}),
        read_session_factory=sessionmaker(read_engine, expire_on_commit=False),
        target=shown,
        path=path,
        busy_timeout=busy_timeout,
    )


def _read_only_url(path: Path) -> URL:
    # SQLite's URI form opens the file read-only: nothing (not even the -wal and -shm files) is written.
    return URL.create("sqlite+pysqlite", database=f"{path.as_uri()}?mode=ro", query={"uri": "true"})


def _schema_is_current(engine: Engine) -> bool:
    """Whether the database already has this program's schema, found in a read transaction (no write lock)."""
    with engine.connect() as connection, connection.begin():
        return _stored_revision(connection) == head_revision()


SERVER_DRIVER = "postgresql+psycopg"
SERVER_PORT = 5432


@dataclass(frozen=True, slots=True)
class ServerAddress:
    """Where a PostgreSQL database of a tournament lives, as a connect form asks for it (no password)."""

    host: str
    database: str
    user: str | None = None
    port: int = SERVER_PORT

    def url(self, password: str | None = None) -> str:
        """The URL `open_database` takes; a password, if given, only here (never remembered)."""
        url = URL.create(SERVER_DRIVER, self.user, password, self.host, self.port, self.database)
        return url.render_as_string(hide_password=False)


def server_address(target: str) -> ServerAddress | None:
    """The parts of a server URL (to fill a connect form), or None for a file or an unreadable address."""
    if "://" not in target:
        return None
    try:
        url = _parse_url(target)
    except DatabaseUnavailableError:
        return None
    return ServerAddress(url.host or "", url.database or "", url.username, url.port or SERVER_PORT)


def address_to_remember(target: str | Path) -> str:
    """What a window may keep (recent databases, settings) to open a database again: the path, or the URL
    with any password taken out. Stations find the password in the PostgreSQL password file or ask for it."""
    if isinstance(target, str) and "://" in target:
        try:
            url = _parse_url(target)
        except DatabaseUnavailableError:
            return target.split("://", 1)[0] + "://"
        # URL.set() cannot take a value away, so the URL is made again without it.
        bare = URL.create(url.drivername, url.username, None, url.host, url.port, url.database, url.query)
        return bare.render_as_string(hide_password=False)
    return str(Path(target).expanduser().resolve())


# Every form in which a password can stand in a text (a log, a message), masked by `mask_passwords`:
# - a URL's user information, scheme://user:PASSWORD@host: the password runs to the first "@" of its line, as
#   SQLAlchemy reads it (so it may hold spaces, quotes, "/" or ":"), and on over any "@" the host part would
#   not hold (p@ss@host); a URL without user information and an "@" later in the line loses a little more
#   than its password, never less;
_URL_PASSWORD = re.compile(
    r"(?P<head>[A-Za-z][A-Za-z0-9+.-]*://[^:/@\n'\"]*):(?P<password>[^@\n]*(?:@[^@\s/'\"]*(?=@))*)@"
)
# - a URL's query, ?password=... &pwd=...: the value runs to the next parameter (spaces and all), else to
#   a space (a message goes on after the address); inside quotes (a Python repr, as in a traceback or the
#   command line in the crash log) to the closing quote;
_QUERY_PASSWORD = re.compile(
    r"(?P<key>[?&;](?:password|passwd|pwd)=)(?!\*\*\*(?:[:&;#'\"\s]|$))(?P<value>[^&;#'\"\n]*(?=&)|[^&;#'\"\s]*)",
    re.IGNORECASE,
)
_QUERY_PASSWORD_QUOTED = re.compile(
    r"(?P<key>[?&;](?:password|passwd|pwd)=)(?P<value>[^&;#]*)", re.IGNORECASE
)
_QUOTED_URL = re.compile(r"(?P<quote>['\"])(?P<body>[^'\"\n]*://[^'\"\n]*)(?P=quote)")
# - a libpq connection string, host=h password=x or password='with spaces' (its only way to hold a space).
_KEYWORD_PASSWORD = re.compile(
    r"(?<![A-Za-z?&;])(?P<key>(?:password|passwd|pwd)\s*=\s*)(?P<value>'(?:[^'\\\n]|\\.)*'?|[^\s'\"&;]+)",
    re.IGNORECASE,
)
_MASK = "***"


def mask_passwords(text: str) -> str:
    """`text` with every password in it replaced by ***, for logs and messages: a database URL's (in its
    user information or its query) and a libpq connection string's."""
    text = _URL_PASSWORD.sub(lambda match: f"{match['head']}:{_MASK}@", text)
    text = _QUOTED_URL.sub(
        lambda match: (
            match["quote"]
            + _QUERY_PASSWORD_QUOTED.sub(lambda inner: f"{inner['key']}{_MASK}", match["body"])
            + match["quote"]
        ),
        text,
    )
    text = _QUERY_PASSWORD.sub(lambda match: f"{match['key']}{_MASK}", text)
    return _KEYWORD_PASSWORD.sub(lambda match: f"{match['key']}{_MASK}", text)


def _parse_url(target: str) -> URL:
    """A database URL read by SQLAlchemy, or DatabaseUnavailableError (`db.not_an_address`, `db.bad_port`)
    saying what is wrong with it, the password masked."""
    shown = mask_passwords(target)
    try:
        url = make_url(target)
    except ArgumentError as error:
        raise DatabaseUnavailableError.of(
            "db.not_an_address", target=shown, detail=mask_passwords(str(error))
        ) from error
    except ValueError:  # SQLAlchemy's int() of the port: ":notaport"
        raise DatabaseUnavailableError.of("db.bad_port", target=shown, port=_port_text(target)) from None
    if url.port is not None and not 0 < url.port < 65536:
        raise DatabaseUnavailableError.of("db.bad_port", target=shown, port=str(url.port))
    return url


def _port_text(target: str) -> str:
    """What stands where the port goes in `target` (scheme://user:password@host:PORT/database)."""
    rest = target.split("://", 1)[-1]
    address = re.split(r"[/?]", rest.rsplit("@", 1)[-1], maxsplit=1)[0]
    return mask_passwords(address.rsplit("]", 1)[-1].rpartition(":")[2])


def _resolve(target: str | Path) -> tuple[URL, Path | None, str]:
    """(URL, SQLite file or None, the name shown to the user)."""
    if isinstance(target, str) and "://" in target:
        url = _parse_url(target)
        if url.get_backend_name() == "sqlite" and url.database not in (None, "", ":memory:"):
            path = Path(url.database or "").expanduser().resolve()
            return url, path, str(path)
        return url, None, mask_passwords(url.render_as_string(hide_password=True))
    path = Path(target).expanduser().resolve()
    return URL.create("sqlite+pysqlite", database=str(path)), path, str(path)


def _check_file(path: Path, shown: str, *, reading: bool = False) -> bool:
    """Refuse, before SQLite opens anything, a file that cannot be (or must not be) used.

    Returns True when the file is to be opened read-only: only for `reading`, when it cannot be written."""
    folder = path.parent
    if not folder.is_dir():
        raise MissingFolderError.of("db.missing_folder", target=shown, folder=str(folder), name=path.name)
    if path.is_dir():
        raise NotADatabaseError.of("db.is_a_folder", target=shown)
    if path.exists():
        with path.open("rb") as file:
            header = file.read(len(SQLITE_HEADER))
        # An empty file is what SQLite itself makes of a new database, so it is taken as one.
        if header and header != SQLITE_HEADER:
            raise NotADatabaseError.of("db.not_sqlite", target=shown)
        if not os.access(path, os.W_OK):
            if reading and header:
                return True
            raise ReadOnlyDatabaseError.of("db.read_only", target=shown)
    # SQLite writes its journal (and the WAL's -wal and -shm files) beside the database.
    if not os.access(folder, os.W_OK | os.X_OK):
        if reading and path.exists():
            return True
        raise ReadOnlyDatabaseError.of("db.read_only_folder", target=shown, folder=str(folder))
    return False


def _make_engine(url: URL, shown: str, busy_timeout: float) -> Engine:
    if url.get_backend_name() == "postgresql":
        return create_engine(
            url, pool_pre_ping=True, connect_args=_server_options(url, busy_timeout), pool_recycle=3600
        )
    if url.get_backend_name() != "sqlite":
        return create_engine(url, pool_pre_ping=True)
    # One engine serves every Database of the file in this process (the window's and the web server's):
    # room for the server's request threads (anyio's 40) beside the window's own, so that the window never
    # waits for a connection while phones poll.
    engine = create_engine(url, connect_args={"timeout": busy_timeout}, pool_size=5, max_overflow=45)

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: sqlite3.Connection, record: ConnectionPoolEntry) -> None:
        # The driver's own transaction handling would BEGIN lazily and late; SQLAlchemy's hooks do it right.
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA foreign_keys = ON")
        # A save that returned must survive a power cut too: FULL syncs the WAL at every commit (NORMAL
        # only at checkpoints). It costs under a millisecond a save here (bench/bench_fsync.py).
        cursor.execute("PRAGMA synchronous = FULL")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(connection: Connection) -> None:
        write = connection.get_execution_options().get(_WRITE_OPTION, False)
        connection.exec_driver_sql("BEGIN IMMEDIATE" if write else "BEGIN")

    return engine


def _server_options(url: URL, busy_timeout: float) -> dict[str, object]:
    """libpq settings for a station, unless the URL sets them: fail fast on a lost server, and let a write
    wait at most `busy_timeout` for another station's lock (as SQLite's busy timeout does)."""
    options: dict[str, object] = {
        "connect_timeout": SERVER_TIMEOUT,
        "keepalives": 1,
        "keepalives_idle": SERVER_TIMEOUT,
        "keepalives_interval": 2,
        "keepalives_count": 3,
        "tcp_user_timeout": SERVER_TIMEOUT * 1000,
        "application_name": APPLICATION_NAME,
        "options": f"-c lock_timeout={round(busy_timeout * 1000)}",
    }
    return {key: value for key, value in options.items() if key not in url.query}


def _migrate(engine: Engine, shown: str) -> None:
    """Check the stored revision and upgrade to the latest, in one write transaction that also proves the
    database can be written (locks and read-only media show up here, not at the first save)."""
    # Nearly always the schema is current: the write transaction still proves the database writable, and
    # Alembic is not loaded at all.
    with engine.connect().execution_options(**{_WRITE_OPTION: True}) as connection, connection.begin():
        if _stored_revision(connection) == head_revision():
            return
    from alembic.script import ScriptDirectory

    config = alembic_config()
    script = ScriptDirectory.from_config(config)
    with engine.connect().execution_options(**{_WRITE_OPTION: True}) as connection:
        sqlite = connection.dialect.name == "sqlite"
        if sqlite:
            # A migration that alters a table on SQLite rebuilds it (copy, drop the old one, rename); with
            # foreign keys on, dropping the old table would delete every row that refers to it (ON DELETE
            # CASCADE): a whole tournament's pairs, rounds and deals. SQLite's own recipe: keys off around
            # the change, their integrity checked before the commit. The switch only works outside a
            # transaction, so it goes to the driver's connection (in autocommit mode, see _on_connect).
            _foreign_keys(connection, on=False)
        try:
            with connection.begin():
                _upgrade(connection, config, script, shown)
                if sqlite and connection.exec_driver_sql("PRAGMA foreign_key_check").first():
                    raise DatabaseError.of("db.upgrade_breaks_rows", target=shown)
        finally:
            if sqlite:
                _foreign_keys(connection, on=True)


def _foreign_keys(connection: Connection, *, on: bool) -> None:
    cursor = connection.connection.cursor()
    try:
        cursor.execute(f"PRAGMA foreign_keys = {'ON' if on else 'OFF'}")
    finally:
        cursor.close()


def _upgrade(connection: Connection, config: Config, script: ScriptDirectory, shown: str) -> None:
    """The revision checks, then Alembic's upgrade to the latest, inside the caller's transaction."""
    from alembic import command
    from alembic.runtime.migration import MigrationContext

    if connection.dialect.name == "postgresql":
        # Stations that open the database at the same moment (the first time, or after an update of
        # the program) migrate it one after the other; the later ones find it up to date.
        connection.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": _MIGRATION_LOCK})
    tables = set(inspect(connection).get_table_names())
    if "alembic_version" not in tables:
        if tables:
            raise NotADatabaseError.of("db.other_program", target=shown, tables=tuple(sorted(tables)[:5]))
    else:
        known = {migration.revision for migration in script.walk_revisions()}
        for revision in MigrationContext.configure(connection).get_current_heads():
            if revision not in known:
                raise NewerDatabaseError.of(
                    "db.newer", target=shown, revision=revision, known=script.get_current_head()
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


# SQLite's unix VFS takes its shared lock on these bytes of the database file (os_unix.c, SHARED_FIRST).
_SHARED_FIRST = 0x40000000 + 2
_SHARED_SIZE = 510


def _shared_lock_held(path: Path) -> bool | None:
    """Whether this process holds a POSIX lock on the shared-lock bytes of `path`, read from /proc/locks
    (reading that opens no descriptor of `path`). None when it cannot be told: /proc/locks unreadable, or
    no lock of this process listed at all (another PID namespace's numbers)."""
    key = sqlite_files.identity(path)
    try:
        lines = Path("/proc/locks").read_text(encoding="ascii", errors="replace").splitlines()
    except OSError:
        return None
    if key is None:
        return None
    device = f"{os.major(key[0]):02x}:{os.minor(key[0]):02x}:{key[1]}"
    pid = str(os.getpid())
    ours = False
    for line in lines:
        fields = line.split()
        if "->" in fields or len(fields) < 8 or fields[1] != "POSIX" or fields[4] != pid:
            continue
        ours = True
        end = sys.maxsize if fields[7] == "EOF" else int(fields[7])
        if (
            fields[5] == device
            and int(fields[6]) <= _SHARED_FIRST
            and end >= _SHARED_FIRST + _SHARED_SIZE - 1
        ):
            return True
    return False if ours else None


def _remove_if_empty(path: Path) -> None:
    """Take away an empty file that this attempt created, so that a failed open leaves nothing behind."""
    try:
        if path.stat().st_size == 0:
            path.unlink()
    except OSError:
        pass


def _translate(error: DBAPIError, shown: str, busy_timeout: float) -> DatabaseError:
    text = str(error.orig).lower()
    state = getattr(error.orig, "sqlstate", None)  # PostgreSQL's error code; SQLite has none
    if state == "55P03" or "lock timeout" in text:
        return DatabaseLockedError.of("db.busy", target=shown, seconds=_seconds(busy_timeout))
    if state in ("40001", "40P01"):  # serialization failure, deadlock: the server undid this transaction
        return DatabaseConflictError.of("db.conflict", target=shown)
    if state == "28P01" or "password authentication failed" in text or "no password supplied" in text:
        code = "db.password_refused" if "failed" in text else "db.password_required"
        return PasswordRequiredError.of(code, target=shown)
    if isinstance(error, IntegrityError):
        # The services check every rule first, so this is a change made meanwhile by another station.
        return DatabaseConflictError.of("db.clash", target=shown, detail=_one_line(error.orig))
    if "locked" in text or "busy" in text:
        return DatabaseLockedError.of("db.locked", target=shown, seconds=_seconds(busy_timeout))
    if "readonly" in text or "read-only" in text or "read only" in text:
        return ReadOnlyDatabaseError.of("db.read_only_somewhere", target=shown)
    if "disk is full" in text or ("disk i/o error" in text and _disk_nearly_full(shown)):
        # SQLite says "database or disk is full", or only "disk I/O error" when the -shm file cannot grow.
        return DiskFullError.of("db.disk_full", target=shown)
    if "file is not a database" in text or "not a database" in text:
        return NotADatabaseError.of("db.not_a_database", target=shown)
    if "malformed" in text or "corrupt" in text:
        return DamagedDatabaseError.of("db.damaged", target=shown, detail=_one_line(error.orig))
    return DatabaseUnavailableError.of("db.unavailable", target=shown, detail=_one_line(error.orig))


def _seconds(timeout: float) -> Decimal:
    """Seconds as few digits as they need (5, 0.2), a number so that each language writes its own comma."""
    return Decimal(f"{timeout:g}")


def _one_line(error: object) -> str:
    """A driver's message in one line (libpq spreads "connection refused" over two, with indentation), any
    password in it masked."""
    return mask_passwords(" ".join(str(error).split()))


def _disk_nearly_full(shown: str) -> bool:
    try:
        return shutil.disk_usage(Path(shown).parent).free < 1024 * 1024
    except (OSError, ValueError):
        return False
