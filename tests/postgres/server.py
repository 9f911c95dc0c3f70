"""A private PostgreSQL server for tests and benchmarks: initdb + pg_ctl into a temporary folder, a free port.

The server listens on 127.0.0.1 only (no Unix socket), needs a password (scram-sha-256), and is reached
without putting the password in a URL: it is written to a PostgreSQL password file (mode 0600) named by
PGPASSFILE, as a station does with ~/.pgpass. PostgreSQL refuses to run as root, so under root the server
runs as the `postgres` user (or BURRACO_PG_USER) through `runuser`.
"""

from __future__ import annotations

import contextlib
import os
import pwd
import re
import secrets
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

# psycopg is imported where a connection is made, so that this module (and the tests importing it) load
# without the driver: the tests are then skipped with the reason instead of failing to be collected.
if TYPE_CHECKING:
    import psycopg

SUPERUSER = "burraco"


class ServerUnavailable(Exception):
    """The PostgreSQL binaries (or a user to run them as) are not on this machine: the reason says which."""


def find_binaries() -> Path:
    """The folder holding initdb and pg_ctl: $BURRACO_PG_BIN, the PATH, or Debian's /usr/lib/postgresql/N/bin
    (the newest). Raises ServerUnavailable with a reason a person can act on."""
    chosen = os.environ.get("BURRACO_PG_BIN")
    if chosen:
        folder = Path(chosen)
        if not (folder / "initdb").is_file():
            raise ServerUnavailable(f"BURRACO_PG_BIN={chosen} holds no initdb")
        return folder
    on_path = shutil.which("initdb")
    if on_path and shutil.which("pg_ctl"):
        return Path(on_path).resolve().parent
    candidates = [p.parent for p in Path("/usr/lib/postgresql").glob("*/bin/initdb") if p.is_file()]
    if candidates:
        return max(candidates, key=lambda p: int(re.sub(r"\D", "", p.parent.name) or 0))
    raise ServerUnavailable(
        "the PostgreSQL server binaries (initdb, pg_ctl) are not installed: on Debian/Ubuntu "
        "`apt-get install postgresql`, or set BURRACO_PG_BIN to their folder"
    )


def _run_as() -> tuple[list[str], str | None]:
    """The command prefix that runs the server's programs as a non-root user, and that user's name."""
    if os.geteuid() != 0:
        return [], None
    user = os.environ.get("BURRACO_PG_USER", "postgres")
    try:
        pwd.getpwnam(user)
    except KeyError:
        raise ServerUnavailable(
            f"running as root, and there is no user {user!r} to run PostgreSQL as (it refuses root); "
            "install Debian's postgresql package (it creates the user) or set BURRACO_PG_USER"
        ) from None
    runuser = shutil.which("runuser")
    if runuser is None:
        raise ServerUnavailable("running as root, and `runuser` (util-linux) is not installed")
    return [runuser, "-u", user, "--"], user


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@dataclass
class PostgresServer:
    """One running private server. `url(name)` is a SQLAlchemy URL without a password."""

    bin_dir: Path
    root: Path
    port: int
    password: str
    prefix: list[str] = field(default_factory=list)
    host: str = "127.0.0.1"
    user: str = SUPERUSER
    _databases: int = 0

    @property
    def data_dir(self) -> Path:
        return self.root / "data"

    @property
    def log_file(self) -> Path:
        return self.root / "server.log"

    @property
    def passfile(self) -> Path:
        # Outside the server's folder: it belongs to the test process, not to the server's user.
        return Path(str(self.root) + ".pgpass")

    def url(self, database: str, *, password: str | None = None) -> str:
        secret = f":{password}" if password is not None else ""
        return f"postgresql+psycopg://{self.user}{secret}@{self.host}:{self.port}/{database}"

    def connect(self, database: str = "postgres", *, autocommit: bool = True) -> psycopg.Connection[Any]:
        import psycopg

        return psycopg.connect(
            host=self.host,
            port=self.port,
            user=self.user,
            password=self.password,
            dbname=database,
            autocommit=autocommit,
        )

    def create_database(self, prefix: str = "t") -> str:
        """A new empty database; returns its name."""
        self._databases += 1
        name = f"{prefix}{self._databases}"
        with self.connect() as admin:
            admin.execute(f'CREATE DATABASE "{name}"')
        return name

    def drop_database(self, name: str) -> None:
        with self.connect() as admin:
            admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')

    def pg_ctl(self, *args: str) -> None:
        command = [*self.prefix, str(self.bin_dir / "pg_ctl"), "-D", str(self.data_dir), *args]
        done = subprocess.run(command, capture_output=True, text=True, timeout=120, check=False)
        if done.returncode != 0:
            log = self.log_file.read_text(errors="replace")[-2000:] if self.log_file.exists() else ""
            raise RuntimeError(f"pg_ctl {' '.join(args)} failed: {done.stdout}{done.stderr}\n{log}")

    def start(self) -> None:
        self.pg_ctl("-l", str(self.log_file), "-w", "-t", "60", "start")

    def stop(self) -> None:
        self.pg_ctl("-m", "fast", "-w", "-t", "60", "stop")


def start_server(*, durable: bool = False, settings: Sequence[str] = ()) -> PostgresServer:
    """initdb a new cluster in a new temporary folder and start it on a free port of 127.0.0.1.

    `durable=False` turns fsync off (tests: a crash of the test machine loses nothing that matters);
    benchmarks pass `durable=True` to measure what an event's server does.
    """
    bin_dir = find_binaries()
    prefix, run_user = _run_as()
    # Directly under the temporary folder: pytest's own folders are closed to other users.
    root = Path(tempfile.mkdtemp(prefix="burraco-pg-"))
    password = secrets.token_urlsafe(18)
    server = PostgresServer(bin_dir, root, 0, password, prefix)
    try:
        pwfile = root / "pwfile"
        pwfile.write_text(password + "\n")
        if run_user is not None:
            entry = pwd.getpwnam(run_user)
            for path in (root, pwfile):
                os.chown(path, entry.pw_uid, entry.pw_gid)
        os.chmod(pwfile, 0o600)
        initdb = [
            *prefix,
            str(bin_dir / "initdb"),
            "-D",
            str(server.data_dir),
            "-U",
            SUPERUSER,
            f"--pwfile={pwfile}",
            "--auth=scram-sha-256",
            "-E",
            "UTF8",
            "--no-locale",
            "--no-sync",
        ]
        done = subprocess.run(initdb, capture_output=True, text=True, timeout=300, check=False)
        pwfile.unlink()
        if done.returncode != 0:
            raise RuntimeError(f"initdb failed: {done.stdout}{done.stderr}")
        lines = [
            "listen_addresses = '127.0.0.1'",
            "unix_socket_directories = ''",
            "max_connections = 60",
            "shared_buffers = 32MB",
            *([] if durable else ["fsync = off", "synchronous_commit = off", "full_page_writes = off"]),
            *settings,
        ]
        # Another program may take the port between probe and start: try a few.
        for attempt in range(5):
            server.port = free_port()
            with (server.data_dir / "postgresql.auto.conf").open("a") as conf:
                conf.write("\n".join([*lines, f"port = {server.port}", ""]))
            try:
                server.start()
                break
            except RuntimeError:
                if attempt == 4:
                    raise
        server.passfile.write_text(f"{server.host}:{server.port}:*:{SUPERUSER}:{password}\n")
        os.chmod(server.passfile, 0o600)
        _watch(server)
        return server
    except BaseException:
        shutil.rmtree(root, ignore_errors=True)
        raise


def _watch(server: PostgresServer) -> None:
    """Stop the server and remove its folder if this process dies without doing it (killed, say), so that
    no server is left running behind: a shell loop in a session of its own, left running in the background."""
    stop = [
        *server.prefix,
        str(server.bin_dir / "pg_ctl"),
        "-D",
        str(server.data_dir),
        "-m",
        "immediate",
        "stop",
    ]
    loop = 'while kill -0 "$0" 2>/dev/null; do sleep 2; done; "$@"; rm -rf -- "$ROOT" "$ROOT.pgpass"'
    subprocess.run(
        ["sh", "-c", f"({loop}) >/dev/null 2>&1 &", str(os.getpid()), *stop],
        env={**os.environ, "ROOT": str(server.root)},
        stdin=subprocess.DEVNULL,
        start_new_session=True,
        check=True,
    )


def remove_server(server: PostgresServer) -> None:
    with contextlib.suppress(RuntimeError):
        server.stop()
    shutil.rmtree(server.root, ignore_errors=True)
    server.passfile.unlink(missing_ok=True)


@contextlib.contextmanager
def private_server(*, durable: bool = False, settings: Sequence[str] = ()) -> Iterator[PostgresServer]:
    server = start_server(durable=durable, settings=settings)
    try:
        yield server
    finally:
        remove_server(server)
