"""The web front's server: uvicorn on a thread of its own, on a database opened for reading only.

The window runs it in its own process (Event → Publish on the local network) and `burraco-tourney serve`
runs it alone. Either way it works on the Database it is given (the window's own: one Database per file
per process, so that nothing opens the SQLite file a second time, which would drop SQLite's locks: see
burraco_tourney/sqlite_files.py), or opens one on a location. Its requests take their own sessions, never
the window's (SQLite WAL and PostgreSQL both let readers and a writer work at once).
"""

from __future__ import annotations

import contextlib
import errno
import socket
import sys
import threading
from collections.abc import Iterable
from typing import TYPE_CHECKING

from burraco_tourney.domain.problems import Problem, Refusal
from burraco_tourney.persistence.db import Database, DatabaseError, open_database

# uvicorn and the web app (starlette, its pages) take a tenth of a second to import: loaded when the server
# starts, not when the window that may start it opens.
if TYPE_CHECKING:
    import uvicorn

__all__ = ["PortInUseError", "WebServer", "WebServerError", "lan_addresses"]

_START_TIMEOUT = 10.0  # seconds: uvicorn starts in well under one; a hang must not block the window forever

# A room of phones, and clients that never finish (issue 26.9). The pages poll /revision every 1.5 s
# (web/app.py), so each phone keeps one connection alive, and a page fetch may open a second one.
# - READ_TIMEOUT: a request (head and body, at most 16 KB) must arrive within 10 s of its first byte, or the
#   connection is dropped (web/protocol.py; uvicorn itself has no such limit). A phone's request is 1-2 KB and
#   arrives in well under a second even on a crowded Wi-Fi; 10 s covers a few lost packets (TCP retries after
#   1, 2 and 4 s). A client sending a byte every 2 s is dropped after 10 s.
# - KEEP_ALIVE: an idle connection is closed 5 s after its last answer (uvicorn's default, said here): longer
#   than the 1.5 s poll, so a phone keeps its connection, short enough that a phone put away frees it.
# - CONCURRENCY: at most 800 connections (or 800 requests at work) at once; beyond that uvicorn answers 503
#   at once, which the pages' script retries. 300 phones with two connections each are 600; 800 leaves room
#   for the projectors and stays under the 1024 files a process may open by default on Linux (the database
#   and, when the window publishes, the window's own files need some).
# h11 keeps its own limit on a request's head (16 KB); the table pages limit their bodies (table_entry.py).
READ_TIMEOUT = 10.0
KEEP_ALIVE = 5
CONCURRENCY = 800


class WebServerError(Refusal):
    """The server cannot start (the port is taken, the address is not this machine's, the database cannot
    be opened): a refusal coded `web.*` (worded in io/problem_texts/io.py), or the database's own. A plain
    text is taken as it is (`web.failed`)."""

    def __init__(self, problems: Problem | Iterable[Problem] | str) -> None:
        super().__init__(Problem.of("web.failed", text=problems) if isinstance(problems, str) else problems)


class PortInUseError(WebServerError):
    """Another program (or another server of this one) listens on the port asked for."""

    def __init__(self, port: int) -> None:
        super().__init__(Problem.of("web.port_in_use", port=port))
        self.port = port


class WebServer:
    """Serves the pages of one database's tournament on `host:port` until `stop()`.

    `location` is an open Database (the caller's: the server leaves it open), or the database as the CLI's
    --db takes it (a SQLite path or a URL), opened at start and closed at stop. `tournament_id` None
    serves the newest tournament of the database (see web.app.create_app). `port=0` picks a free port
    (`port` then tells which). With `table_entry` (the default) the tables' sheets are served too
    (web/table_entry.py), saved through the same Database; the pages only read.
    `read_timeout`: the seconds a request may take to arrive (see READ_TIMEOUT; shorter in tests).
    """

    def __init__(
        self,
        location: str | Database,
        *,
        host: str = "0.0.0.0",
        port: int = 8080,
        tournament_id: int | None = None,
        table_entry: bool = True,
        read_timeout: float = READ_TIMEOUT,
    ) -> None:
        self._given = location if isinstance(location, Database) else None
        self._location = "" if isinstance(location, Database) else str(location)
        self._host = host
        self._port = port
        self._tournament_id = tournament_id
        self._db: Database | None = None
        self._table_entry = table_entry
        self._read_timeout = read_timeout
        self._server: uvicorn.Server | None = None
        self._thread: threading.Thread | None = None
        self._socket: socket.socket | None = None

    @property
    def host(self) -> str:
        return self._host

    @property
    def port(self) -> int:
        """The port listened on (the real one once started, when 0 was asked)."""
        return self._port

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    @property
    def urls(self) -> list[str]:
        """What phones should open: for a wildcard host the machine's LAN IPv4 addresses (loopback only
        when it has none), else the host itself."""
        wildcard = self._host in ("0.0.0.0", "", "::")
        hosts = (lan_addresses() or ["127.0.0.1"]) if wildcard else [self._host]
        return [f"http://{_bracketed(host)}:{self._port}/" for host in hosts]

    def start(self) -> None:
        """Starts serving; returns once the port accepts connections. Raises WebServerError."""
        if self.running:
            return
        if self._given is not None:
            db = self._given
        else:
            try:
                # Opened for writing when the tables enter their sheets (one Database serves both).
                db = open_database(self._location, create=False, reading=not self._table_entry)
            except DatabaseError as error:
                raise WebServerError(error.problems) from error
        try:
            sock = self._bind()
        except BaseException:
            if self._given is None:
                db.close()
            raise
        writer = db if self._table_entry else None
        self._port = sock.getsockname()[1]
        import uvicorn

        from burraco_tourney.web.app import create_app
        from burraco_tourney.web.protocol import with_read_timeout

        app = create_app(db, self._tournament_id, writer=writer)
        # lifespan off: the app needs no start-up hook. Errors only, no access log: a line per request (or per
        # garbled request from a phone) is noise on the director's console, and the window has none. The
        # timeouts and the limit: see READ_TIMEOUT above.
        config = uvicorn.Config(
            app,
            log_level="error",
            access_log=False,
            lifespan="off",
            http=with_read_timeout(self._read_timeout),
            timeout_keep_alive=KEEP_ALIVE,
            limit_concurrency=CONCURRENCY,
        )
        server = uvicorn.Server(config)
        thread = threading.Thread(
            target=server.run, kwargs={"sockets": [sock]}, name="burraco-web", daemon=True
        )
        self._db, self._server, self._thread, self._socket = db, server, thread, sock
        thread.start()
        for _ in range(int(_START_TIMEOUT / 0.02)):
            if server.started or not thread.is_alive():
                break
            thread.join(0.02)
        if not server.started:
            self.stop()
            raise WebServerError(Problem.of("web.did_not_start", port=self._port))

    def stop(self) -> None:
        """Stops serving; returns once the port is closed. Harmless when not running."""
        server, thread, sock, db = self._server, self._thread, self._socket, self._db
        self._server = self._thread = self._socket = self._db = None
        if server is not None:
            server.should_exit = True
        if thread is not None:
            thread.join(_START_TIMEOUT)
        if sock is not None:
            sock.close()
        if db is not None and db is not self._given:
            db.close()

    def _bind(self) -> socket.socket:
        """The listening socket, bound here rather than by uvicorn so that a taken port is reported at once
        and in words, and port 0 tells which port it got."""
        family = socket.AF_INET6 if ":" in self._host else socket.AF_INET
        sock = socket.socket(family, socket.SOCK_STREAM)
        # SO_REUSEADDR lets a server restarted at once reuse its port (closed connections linger a minute);
        # not on Windows, where it lets two servers share a port silently.
        if sys.platform != "win32":
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            sock.bind((self._host, self._port))
            sock.listen(512)
        except OSError as error:
            sock.close()
            if error.errno in (errno.EADDRINUSE, getattr(errno, "WSAEADDRINUSE", -1)):
                raise PortInUseError(self._port) from error
            if error.errno in (errno.EACCES, errno.EPERM):
                raise WebServerError(Problem.of("web.port_needs_admin", port=self._port)) from error
            reason = error.strerror or str(error)
            raise WebServerError(self._cannot_listen(reason)) from error
        except (OverflowError, socket.gaierror) as error:
            sock.close()
            raise WebServerError(self._cannot_listen(str(error))) from error
        sock.setblocking(False)
        return sock

    def _cannot_listen(self, detail: str) -> Problem:
        # The system's own words (English) say why: an address not this machine's, a port out of range.
        return Problem.of("web.cannot_listen", host=self._host, port=self._port, detail=detail)

    def __enter__(self) -> WebServer:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()


def lan_addresses() -> list[str]:
    """This machine's IPv4 addresses on its networks, the one of the default route first; no loopback."""
    found: list[str] = []
    # Connecting a UDP socket sends nothing; it only makes the system choose the outgoing address.
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.connect(("10.255.255.255", 1))
        found.append(probe.getsockname()[0])
    with contextlib.suppress(OSError):
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            found.append(str(info[4][0]))
    unique: list[str] = []
    for address in found:
        if not address.startswith(("127.", "0.")) and address not in unique:
            unique.append(address)
    return unique


def _bracketed(host: str) -> str:
    return f"[{host}]" if ":" in host else host
