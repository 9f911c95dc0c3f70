"""The web front's pages: a Starlette app over the services, read-only (placeholder pages; filled in next)."""

from __future__ import annotations

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse
from starlette.routing import Route

from burraco_tourney.persistence.db import Database
from burraco_tourney.services.tournaments import list_tournaments

__all__ = ["create_app"]


def create_app(db: Database, tournament_id: int | None = None) -> Starlette:
    """The pages of one tournament of `db`. `tournament_id` None: the newest tournament of the database."""

    def current() -> int | None:
        if tournament_id is not None:
            return tournament_id
        found = list_tournaments(db)
        return found[0].id if found else None

    def page(request: Request) -> HTMLResponse:
        body = f'<main id="content">{request.url.path}</main>'
        return HTMLResponse(f"<!doctype html><html><body>{body}</body></html>")

    def revision(request: Request) -> JSONResponse:
        return JSONResponse({"tournament": current()})

    routes = [Route(path, page) for path in ("/", "/clock", "/seats", "/standings", "/prizes", "/pair/{n}")]
    return Starlette(routes=[*routes, Route("/revision", revision)])
