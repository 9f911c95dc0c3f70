"""uvicorn's HTTP/1.1 protocol (h11) with a deadline for reading each request: slow clients are dropped.

uvicorn closes a connection left idle after a response (`timeout_keep_alive`), but has no limit on the time a
request takes to arrive: a client that opens a connection and sends nothing, or a byte every 2 seconds, keeps
it open for ever (issue 26.9: 30 such connections stayed open), and enough of them fill the server's
`limit_concurrency` so that the phones get 503. Here a request must arrive whole (its head and its body)
within `read_timeout` seconds of its first byte (of the connection, for the first one); otherwise the
connection is closed. While the app answers, and between requests (uvicorn's keep-alive), no deadline runs.

Imported by WebServer.start only, with uvicorn (see web/server.py).
"""

from __future__ import annotations

import asyncio
from typing import Any

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol

__all__ = ["with_read_timeout"]

_READING = (h11.IDLE, h11.SEND_BODY)  # the client's states while its request is still arriving


class _DeadlineH11Protocol(H11Protocol):
    read_timeout = 10.0  # seconds; set by with_read_timeout

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._read_deadline: asyncio.TimerHandle | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        super().connection_made(transport)  # type: ignore[arg-type]
        self._arm()

    def data_received(self, data: bytes) -> None:
        if self._read_deadline is None and self.conn.their_state is h11.IDLE:
            self._arm()  # the first bytes of the next request on a kept-alive connection
        super().data_received(data)
        if self.conn.their_state not in _READING:
            self._disarm()  # the request is in (or the connection is over): the app's time is its own

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        super().connection_lost(exc)

    def _arm(self) -> None:
        self._disarm()
        self._read_deadline = self.loop.call_later(self.read_timeout, self._too_slow)

    def _disarm(self) -> None:
        if self._read_deadline is not None:
            self._read_deadline.cancel()
            self._read_deadline = None

    def _too_slow(self) -> None:
        self._read_deadline = None
        if not self.transport.is_closing():
            self.transport.close()


def with_read_timeout(seconds: float) -> type[H11Protocol]:
    """The protocol class to give uvicorn.Config(http=...): requests must arrive within `seconds`."""
    return type("DeadlineH11Protocol", (_DeadlineH11Protocol,), {"read_timeout": float(seconds)})
