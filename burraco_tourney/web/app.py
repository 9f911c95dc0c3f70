"""The web front's pages: a read-only Starlette app over the services, for phones and projectors at the venue.

Pages are plain HTML with inline CSS and a few lines of inline JavaScript (no external assets: the venue may
have no internet). Every page polls `/revision` (one primary-key read, services.live) and, when the
tournament changed, fetches itself again and swaps its `<main id="content">`; so a page follows a saved sheet
within about two seconds. The clock page ticks on the phone from the stored clock state and re-syncs.

Which tournament: the one passed to `create_app`; with None, the newest tournament of the database, chosen
at the first request that finds one and kept from then on (a database the director adds a tournament to
while serving keeps showing the one phones opened; restart the server for the new one).

Which round: the round "now" is the first round whose results are not all in (else the last round drawn);
"next" is the round after it, once drawn. /seats shows the newest round drawn (where players go next), with
links to the other one; /seats?round=N shows any round.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, RedirectResponse, Response
from starlette.routing import Route

from burraco_tourney.domain.clock import ClockState
from burraco_tourney.domain.names import name_sort_key, surname_first
from burraco_tourney.domain.prizes import award_prizes
from burraco_tourney.domain.scoring import Line
from burraco_tourney.domain.standings import (
    StandingRow,
    Standings,
    pair_history,
    standings_final,
    table_result,
)
from burraco_tourney.domain.tournament import Pair, PairStatus, Round, Tournament
from burraco_tourney.io.prize_texts import award_rule, award_title, note_text, plan_line, section_heading
from burraco_tourney.io.prize_texts import word as prize_word
from burraco_tourney.io.problem_texts import describe
from burraco_tourney.persistence.db import Database, DatabaseError
from burraco_tourney.services.cache import TournamentCache
from burraco_tourney.services.clock import ClockRefusedError, ClockView, clock_state
from burraco_tourney.services.errors import NotFoundError, ServiceError
from burraco_tourney.services.live import LiveWatcher
from burraco_tourney.services.prizes import DEFAULT_PLAN, bundled_plan
from burraco_tourney.services.standings import (
    RoundsProgress,
    rounds_progress,
    take_standings,
)
from burraco_tourney.services.tournaments import list_tournaments
from burraco_tourney.web.page import HEADERS as _HEADERS
from burraco_tourney.web.page import MAX_QUERY, document
from burraco_tourney.web.page import escape as _e
from burraco_tourney.web.page import language as _language
from burraco_tourney.web.page import vp as _vp
from burraco_tourney.web.table_entry import TableEntryPages
from burraco_tourney.web.texts import LANGUAGES, final_circuit, text

__all__ = ["create_app"]

_MAX_PAIR_DIGITS = 6
_POLL_MS = 1500  # a change shows within this plus one page fetch: well inside the 2 s asked
_CLOCK_RESYNC_MS = 20_000  # the clock page re-reads the stored state this often, changed or not


class _NoTournament(Exception):
    """The database holds no tournament (yet)."""


@dataclass
class _Snapshot:
    """One revision of the tournament, with what the pages compute from it (computed once per revision)."""

    revision: int
    tournament: Tournament
    progress: RoundsProgress
    pairs: dict[int, Pair]
    now: Round | None
    next: Round | None
    _standings: Standings | None = None
    pages: dict[tuple[str, ...], str] = field(default_factory=dict)

    def round(self, number: int) -> Round | None:
        return next((r for r in self.tournament.rounds if r.number == number), None)

    @property
    def has_groups(self) -> bool:
        return any(pair.group for pair in self.tournament.pairs)

    @property
    def any_result(self) -> bool:
        """Some table's result is in: before, standings would rank everyone at 0 VP in the lots' order."""
        return any(table.has_result for r in self.tournament.rounds for table in r.tables)


class _Site:
    """What every request shares: the database, the tournament followed and its latest snapshot.

    Requests run on Starlette's thread pool; one lock keeps the snapshot and the page cache consistent. Under
    the lock a request costs one revision read while nothing changed (pages of an unchanged revision are
    served from memory), which is what lets 200 phones poll a laptop.
    """

    def __init__(self, db: Database, tournament_id: int | None) -> None:
        self.db = db
        self._tournament_id = tournament_id
        self._lock = threading.Lock()
        self._cache = TournamentCache(db)
        self._watcher: LiveWatcher | None = None
        self._snapshot: _Snapshot | None = None

    def tournament_id(self) -> int:
        if self._tournament_id is None:
            found = list_tournaments(self.db)  # newest first
            if not found:
                raise _NoTournament
            self._tournament_id = found[0].id
        return self._tournament_id

    def revision(self) -> int:
        with self._lock:
            return self._revision()

    def _revision(self) -> int:
        if self._watcher is None:
            self._watcher = LiveWatcher(self.db, self.tournament_id())
        else:
            self._watcher.changed()
        return self._watcher.revision

    def snapshot(self) -> _Snapshot:
        with self._lock:
            revision = self._revision()
            if self._snapshot is not None and self._snapshot.revision == revision:
                return self._snapshot
            tournament = self._cache.tournament(self.tournament_id())
            progress = rounds_progress(tournament)
            rounds = {r.number: r for r in tournament.rounds}
            now_number = progress.complete + 1 if progress.in_progress else progress.made
            # A late sheet of the round before must not hold the phones back: once the director starts the
            # next round's clock, that round is the one being played (its seats, its clock).
            while now_number + 1 in rounds and self._clock_started(now_number + 1):
                now_number += 1
            self._snapshot = _Snapshot(
                revision=revision,
                tournament=tournament,
                progress=progress,
                pairs={pair.number: pair for pair in tournament.pairs},
                now=rounds.get(now_number),
                next=rounds.get(now_number + 1),
            )
            return self._snapshot

    def _clock_started(self, round_number: int) -> bool:
        try:
            view = clock_state(self.db, self.tournament_id(), round_number, datetime.now(UTC))
        except ClockRefusedError:
            # A stored clock that cannot be rebuilt must not take every page down: as if not started (the
            # clock page says it cannot be read).
            return False
        return view.state is not ClockState.NOT_STARTED

    def standings(self, snapshot: _Snapshot) -> Standings | None:
        if not snapshot.any_result:
            return None
        with self._lock:
            if snapshot._standings is None:
                # After the round being played, not the last one made: a Mitchell round drawn early would
                # count its byes already, and say "after round N+1" while round N is played.
                after = snapshot.now.number if snapshot.now is not None else None
                snapshot._standings = take_standings(self.db, self.tournament_id(), after, cache=self._cache)
            return snapshot._standings

    def cached(self, snapshot: _Snapshot, key: tuple[str, ...], render: Callable[[], str]) -> str:
        page = snapshot.pages.get(key)
        if page is None:
            page = render()
            with self._lock:
                if len(snapshot.pages) < 500:  # bounded: keys come from the URL
                    snapshot.pages[key] = page
        return page


# ------------------------------------------------------------------------------------------ the app


def create_app(
    db: Database, tournament_id: int | None = None, *, writer: Database | None = None
) -> Starlette:
    """The pages of one tournament of `db` (None: the newest one; see the module's doc). Read-only: GET and
    HEAD only; every error is a short page in the reader's language, never a traceback. With `writer` (the
    same database opened for writing), the tables' sheets too (web/table_entry.py: /t/<token>)."""
    site = _Site(db, tournament_id)

    def page(name: str, body: Callable[[_Page], str], *, cache: bool = True) -> Callable[[Request], Response]:
        def endpoint(request: Request) -> Response:
            p = _Page(request, site)
            snapshot = site.snapshot()
            p.snapshot = snapshot
            key = (name, p.lang, str(request.url.query))
            if not cache:
                return p.respond(name, body(p))
            return p.html_response(site.cached(snapshot, key, lambda: p.document(name, body(p))))

        return endpoint

    def revision(request: Request) -> Response:
        _check_query(request)
        return JSONResponse({"revision": site.revision()}, headers=_HEADERS)

    def pair_form(request: Request) -> Response:
        p = _Page(request, site)
        wanted = request.query_params.get("n")
        if wanted is None:
            p.snapshot = site.snapshot()
            return p.respond("my_pair", _pair_form(p))
        number = _pair_number(wanted.strip())
        return RedirectResponse(f"/pair/{number}?lang={p.lang}", status_code=303, headers=_HEADERS)

    def pair_page(request: Request) -> Response:
        p = _Page(request, site)
        number = _pair_number(request.path_params["n"])
        p.snapshot = site.snapshot()
        if number not in p.snapshot.pairs:
            raise HTTPException(404, text(p.lang, "no_such_pair", n=number))
        return p.respond("my_pair", _pair_page(p, number))

    routes = [
        Route("/", page("home", _index)),
        Route("/clock", page("clock", _clock, cache=False)),
        Route("/seats", page("seats", _seats)),
        Route("/standings", page("standings", _standings)),
        Route("/results", page("results_page", _results)),
        Route("/prizes", page("prizes", _prizes)),
        Route("/pair", pair_form),
        Route("/pair/{n}", pair_page),
        Route("/revision", revision),
    ]
    app = Starlette(
        routes=[Route(r.path, r.endpoint, methods=["GET"]) for r in routes]
        + ([] if writer is None else TableEntryPages(writer).routes()),
        exception_handlers={
            HTTPException: lambda request, error: _error_page(request, site, error),
            Exception: lambda request, error: _error_page(request, site, error),
        },
    )
    return app


def _check_query(request: Request) -> None:
    if len(request.url.query) > MAX_QUERY:
        raise HTTPException(414)


def _pair_number(raw: str) -> int:
    if not raw.isascii() or not raw.isdigit() or len(raw) > _MAX_PAIR_DIGITS or int(raw) < 1:
        raise HTTPException(400, "bad_pair")
    return int(raw)


def _error_page(request: Request, site: _Site, error: Exception) -> Response:
    """4xx for what a reader did wrong, 503 while the database cannot answer, 500 otherwise: a short page in
    the reader's language (the traceback, if any, goes to the server's log only)."""
    lang = _language(request)
    if isinstance(error, HTTPException):
        status = error.status_code
        if status == 405:
            message = text(lang, "read_only")
        elif status == 404:
            message = error.detail if error.detail != "Not Found" else text(lang, "not_found")
        elif error.detail in ("bad_pair",):
            message = text(lang, error.detail)
        else:
            message = text(lang, "bad_request")
    elif isinstance(error, _NoTournament | NotFoundError):
        status, message = 404, text(lang, "no_tournament")
    elif isinstance(error, DatabaseError | ServiceError):
        status, message = 503, text(lang, "unavailable")
    else:
        status, message = 500, text(lang, "unavailable")
    p = _Page(request, site, lang=lang)
    body = f'<p class="message">{_e(message)}</p>'
    if request.url.path.startswith("/pair"):
        body += _pair_form_html(p)
    headers = dict(_HEADERS)
    if status == 405:
        headers["Allow"] = "GET, HEAD"
    return HTMLResponse(p.document("error", body, live=False), status_code=status, headers=headers)


class _Page:
    """One request being answered: its language, the snapshot read for it, and the page's frame."""

    def __init__(self, request: Request, site: _Site, lang: str | None = None) -> None:
        if lang is None:
            _check_query(request)
        self.request = request
        self.site = site
        self.lang = lang or _language(request)
        self.snapshot: _Snapshot | None = None

    def t(self, key: str, **values: object) -> str:
        return _e(text(self.lang, key, **values))

    def link(self, path: str, **params: object) -> str:
        query = "&".join(f"{k}={v}" for k, v in {**params, "lang": self.lang}.items())
        return _e(f"{path}?{query}")

    def respond(self, name: str, body: str) -> Response:
        return self.html_response(self.document(name, body))

    def html_response(self, page: str) -> Response:
        return HTMLResponse(page, headers=_HEADERS)

    def document(self, name: str, body: str, *, live: bool = True) -> str:
        snapshot = self.snapshot
        event = snapshot.tournament.settings.name if snapshot else ""
        title = text(self.lang, name) if name not in ("home", "error") else ""
        nav = "".join(
            f'<a href="{self.link(path)}"{" class=here" if key == name else ""}>{self.t(key)}</a>'
            for key, path in _NAV
        )
        languages = " ".join(
            f'<a href="{self.link_same(code)}" hreflang="{code}"'
            f"{' class=here' if code == self.lang else ''}>{code.upper()}</a>"
            for code in LANGUAGES
        )
        following = snapshot is not None and live
        scripts = [_LIVE_JS] if following else []
        if name == "clock":
            scripts.append(_CLOCK_JS)
        header = (
            f'<header><a class="event" href="{self.link("/")}">{_e(event) or "Burraco"}</a>'
            f'<nav>{nav}</nav><div class="languages" title="{self.t("language")}">{languages}</div></header>'
        )
        footer = (
            f'<footer><span class="live">{self.t("updates")}</span>'
            f'<span class="offline">{self.t("offline")}</span></footer>'
        )
        return document(
            self.lang,
            " · ".join(part for part in (title, event) if part) or "Burraco",
            body,
            page=name,
            header=header,
            main=f' data-revision="{snapshot.revision}"' if snapshot and live else "",
            footer=footer,
            scripts=scripts,
        )

    def link_same(self, code: str) -> str:
        params = dict(self.request.query_params)
        params["lang"] = code
        query = "&".join(f"{k}={v}" for k, v in params.items() if k in ("lang", "round"))
        return _e(f"{self.request.url.path}?{query}")

    def names(self, pair: Pair, separator: str = " – ") -> str:
        return separator.join(_e(player.name) for player in pair.players)


_NAV = (
    ("clock", "/clock"),
    ("seats", "/seats"),
    ("standings", "/standings"),
    ("results_page", "/results"),
    ("my_pair", "/pair"),
    ("prizes", "/prizes"),
)


def _snap(p: _Page) -> _Snapshot:
    assert p.snapshot is not None
    return p.snapshot


# ---------------------------------------------------------------------------------------------- pages


def _index(p: _Page) -> str:
    snapshot = _snap(p)
    settings = snapshot.tournament.settings
    facts = " · ".join(
        _e(part)
        for part in (settings.date.strftime("%d/%m/%Y") if settings.date else None, settings.venue)
        if part
    )
    where = ""
    if snapshot.now is not None:
        key = "current_round" if snapshot.progress.in_progress else "played_round"
        where = f'<p class="round">{p.t(key, n=snapshot.now.number)}</p>'
    buttons = "".join(f'<a class="button" href="{p.link(path)}">{p.t(key)}</a>' for key, path in _NAV)
    return (
        f"<h1>{_e(settings.name)}</h1>"
        + (f'<p class="facts">{facts}</p>' if facts else "")
        + where
        + _pair_form_html(p)  # first: "where do we sit?" is what most people come for
        + f'<div class="buttons">{buttons}</div>'
    )


def _prizes(p: _Page) -> str:
    """Who wins what, group by group, by the tournament's prize plan (else the bundled one), with the rule
    that gave each prize; in the page's language (io/prize_texts, the words of the printout too)."""
    snapshot = _snap(p)
    standings = p.site.standings(snapshot)
    if standings is None:
        return f'<h1>{p.t("prizes")}</h1><p class="message" id="prizes">{p.t("prizes_not_published")}</p>'
    tournament = snapshot.tournament
    prizes = award_prizes(tournament, tournament.prize_plan or bundled_plan(DEFAULT_PLAN), standings)
    lang = p.lang
    parts = [
        f'<h1>{p.t("prizes")}</h1><p class="after">{p.t("after_round", n=prizes.after_round)} · '
        f"{_e(plan_line(prizes.plan, lang))}</p>"
    ]
    if not standings_final(tournament, prizes.after_round):
        parts.append(f'<p class="provisional" id="provisional">{_e(prize_word("provisional", lang))}</p>')
    for section in prizes.sections:
        anchor = f' id="prizes-{_e(section.group)}"' if section.group else ' id="prizes-field"'
        parts.append(f"<h2{anchor}>{_e(section_heading(section, lang))}</h2>")
        if not section.awards:
            parts.append(f'<p class="message">{_e(prize_word("no_prizes", lang))}</p>')
            continue
        # The rule under the prize's name, not in a column of its own: four columns fit a 360-pixel phone.
        rows = "".join(
            f'<tr class="prize" data-pair="{award.pair}"><td class="title">'
            f"{_e(award_title(award, prizes.plan, lang))}"
            f'<br><small class="rule">{_e(award_rule(award, section, prizes.plan, lang))}</small></td>'
            f'<td class="number">{award.pair}</td>'
            f'<td class="name">{p.names(snapshot.pairs[award.pair], "<br>")}</td>'
            f'<td class="vp">{_vp(award.vp)}</td></tr>'
            for award in section.awards
        )
        table_id = f"prizes-table-{_e(section.group)}" if section.group else "prizes-table-field"
        parts.append(
            f'<div class="scroll"><table class="prizes" id="{table_id}"><thead><tr>'
            f"<th>{_e(prize_word('prize', lang))}</th><th>{_label(p, 'pair')}</th><th>{p.t('players')}</th>"
            f"<th>{p.t('vp')}</th></tr></thead><tbody>{rows}</tbody></table></div>"
        )
    if prizes.warnings:
        notes = "".join(f"<li>{_e(note_text(w, prizes.plan, lang))}</li>" for w in prizes.warnings)
        parts.append(f'<ul class="notes" id="prize-notes">{notes}</ul>')
    return "".join(parts)


def _pair_form(p: _Page) -> str:
    return f"<h1>{p.t('my_pair')}</h1>" + _pair_form_html(p)


def _pair_form_html(p: _Page) -> str:
    return (
        '<form class="pair-form" method="get" action="/pair">'
        f'<label for="pair-number">{p.t("pair_form")}</label>'
        '<input id="pair-number" name="n" type="number" inputmode="numeric" min="1" max="999999" required>'
        f'<input type="hidden" name="lang" value="{p.lang}">'
        f'<button type="submit">{p.t("show")}</button></form>'
    )


# ---------------------------------------------------------------------------------------------- seats


def _seats(p: _Page) -> str:
    snapshot = _snap(p)
    rounds = [r for r in (snapshot.now, snapshot.next) if r is not None]
    if not rounds:
        return f'<h1>{p.t("seats")}</h1><p class="message">{p.t("no_round")}</p>'
    wanted = p.request.query_params.get("round")
    shown: Round | None = rounds[-1]
    if wanted is not None:
        shown = (
            snapshot.round(int(wanted)) if wanted.isascii() and wanted.isdigit() and len(wanted) < 5 else None
        )
        if shown is None:
            raise HTTPException(404)
    assert shown is not None
    links = []
    for r in sorted({r.number: r for r in [*rounds, shown]}.values(), key=lambda r: r.number):
        label = p.t(_round_key(snapshot, r.number), n=r.number)
        here = " class=here" if r is shown else ""
        links.append(f'<a href="{p.link("/seats", round=r.number)}"{here}>{label}</a>')
    status = p.t(_round_key(snapshot, shown.number), n=shown.number)  # says the round once, with its state
    parts = [
        f"<h1>{p.t('seats')}: {status}</h1>",
        f'<nav class="rounds">{"".join(links)}</nav>' if len(links) > 1 else "",
        f'<nav class="jump"><a href="#by-table">{p.t("by_table")}</a><a href="#by-name">{p.t("by_name")}</a>'
        f'<a href="#by-pair">{p.t("by_pair")}</a></nav>',
    ]
    parts += [_seats_by_table(p, shown), _seats_by_name(p, shown), _seats_by_pair(p, shown)]
    if not snapshot.next and snapshot.now is shown and not snapshot.progress.in_progress:
        parts.insert(1, f'<p class="message">{p.t("not_drawn", n=shown.number + 1)}</p>')
    return "".join(parts)


def _round_key(snapshot: _Snapshot, number: int) -> str:
    if snapshot.now is not None and number == snapshot.now.number and snapshot.progress.in_progress:
        return "current_round"
    if number <= snapshot.progress.complete:
        return "played_round"
    return "round_n"


def _group_cell(p: _Page, pair: Pair) -> str:
    return f'<td class="group">{_e(pair.group or "")}</td>' if _snap(p).has_groups else ""


def _group_head(p: _Page) -> str:
    return f'<th class="group">{p.t("group")}</th>' if _snap(p).has_groups else ""


def _seats_by_table(p: _Page, round_: Round) -> str:
    pairs = _snap(p).pairs
    rows = []
    for table in sorted(round_.tables, key=lambda t: t.table):
        ns, ew = pairs.get(table.ns), pairs.get(table.ew)
        if ns is None or ew is None:
            continue
        rows.append(
            f'<tr><td class="table">{table.table}</td>'
            f'<td class="ns"><b>{table.ns}</b><br>{p.names(ns, "<br>")}</td>'
            f'<td class="ew"><b>{table.ew}</b><br>{p.names(ew, "<br>")}</td></tr>'
        )
    byes = "".join(
        f"<li><b>{p.t('pair_n', n=number)}</b> {p.names(pairs[number])}</li>"
        for number in sorted(round_.byes)
        if number in pairs
    )
    return (
        f'<h2 id="by-table">{p.t("by_table")}</h2>'
        f'<div class="scroll"><table id="seats-by-table"><thead><tr><th>{p.t("table")}</th>'
        f"<th>{p.t('north_south')}</th>"
        f"<th>{p.t('east_west')}</th></tr></thead><tbody>{''.join(rows)}</tbody></table></div>"
        + (f'<h3>{p.t("bye")}</h3><ul class="byes">{byes}</ul>' if byes else "")
    )


def _places(round_: Round) -> dict[int, tuple[str, str, int | None]]:
    """pair → (table, line, opponent) in the round; a bye has table "–" and no line."""
    places: dict[int, tuple[str, str, int | None]] = {}
    for table in round_.tables:
        places[table.ns] = (str(table.table), "NS", table.ew)
        places[table.ew] = (str(table.table), "EW", table.ns)
    for number in round_.byes:
        places[number] = ("–", "", None)
    return places


def _seats_by_name(p: _Page, round_: Round) -> str:
    pairs = _snap(p).pairs
    people = [
        (player.name, number, place)
        for number, place in _places(round_).items()
        if number in pairs
        for player in pairs[number].players
    ]
    people.sort(key=lambda person: (name_sort_key(person[0]), person[0], person[1]))
    rows = "".join(
        f'<tr><td class="name">{_e(surname_first(name))}</td><td class="pair">{number}</td>'
        f'<td class="table">{table}</td><td class="line">{p.t(line) if line else p.t("bye")}</td></tr>'
        for name, number, (table, line, _) in people
    )
    return (
        f'<h2 id="by-name">{p.t("by_name")}</h2><div class="scroll"><table id="seats-by-name"><thead><tr>'
        f"<th>{p.t('player')}</th>"
        f"<th>{p.t('pair')}</th><th>{p.t('table')}</th><th>{p.t('line')}</th></tr></thead>"
        f"<tbody>{rows}</tbody></table></div>"
    )


def _seats_by_pair(p: _Page, round_: Round) -> str:
    pairs = _snap(p).pairs
    places = _places(round_)
    rows = "".join(
        f'<tr><td class="pair">{number}</td><td class="name">{p.names(pairs[number])}</td>'
        f"{_group_cell(p, pairs[number])}"
        f'<td class="table">{places[number][0]}</td>'
        f'<td class="line">{p.t(places[number][1]) if places[number][1] else p.t("bye")}</td></tr>'
        for number in sorted(places)
        if number in pairs
    )
    return (
        f'<h2 id="by-pair">{p.t("by_pair")}</h2><div class="scroll"><table id="seats-by-pair"><thead><tr>'
        f"<th>{p.t('pair')}</th>"
        f"<th>{p.t('players')}</th>{_group_head(p)}<th>{p.t('table')}</th><th>{p.t('line')}</th></tr></thead>"
        f"<tbody>{rows}</tbody></table></div>"
    )


# ------------------------------------------------------------------------------------------ standings


def _standings(p: _Page) -> str:
    snapshot = _snap(p)
    standings = p.site.standings(snapshot)
    if standings is None:
        return f'<h1>{p.t("standings")}</h1><p class="message">{p.t("no_standings")}</p>'
    progress = snapshot.progress
    parts = [f"<h1>{p.t('standings')}</h1>"]
    # "After round N" only once round N is complete; before that the line below says how many of its
    # sheets are in (after round 2 with 0 of 7 sheets in was said as if round 2 were over).
    if standings.after_round <= progress.complete:
        parts.append(f'<p class="after">{p.t("after_round", n=standings.after_round)}</p>')
    if progress.in_progress:
        parts.append(f'<p class="provisional" id="provisional">{_provisional(p, snapshot)}</p>')
    groups = sorted({pair.group for pair in snapshot.tournament.pairs if pair.group})
    parts.append(f"<h2>{p.t('overall')}</h2>" if groups else "")
    parts.append(_standings_table(p, list(standings.rows), "standings"))
    for group in groups:
        rows = [row for row in standings.rows if snapshot.pairs[row.pair].group == group]
        parts.append(f'<h2 id="group-{_e(group)}">{p.t("group_g", g=group)}</h2>')
        parts.append(_standings_table(p, _ranked_within(rows), None))
    return "".join(parts)


def _provisional(p: _Page, snapshot: _Snapshot) -> str:
    """The round being played and its tables in (a round drawn after it has none to count yet)."""
    tables = snapshot.now.tables if snapshot.now is not None else ()
    done = sum(1 for table in tables if table.has_result)
    number = snapshot.now.number if snapshot.now is not None else snapshot.progress.complete + 1
    return p.t("provisional", n=number, done=done, total=len(tables))


def _ranked_within(rows: list[StandingRow]) -> list[StandingRow]:
    """The rows of one group, ranked within it (a tie in the overall standings stays a tie)."""
    ranked = []
    for row in rows:
        ranked.append(row._replace(rank=1 + sum(1 for other in rows if other.rank < row.rank)))
    return ranked


def _standings_table(p: _Page, rows: list[StandingRow], table_id: str | None) -> str:
    pairs = _snap(p).pairs
    body = "".join(
        f'<tr class="pair{" withdrawn" if row.status is not PairStatus.ACTIVE else ""}" '
        f'data-pair="{row.pair}">'
        f'<td class="rank">{row.rank}</td><td class="number">{row.pair}</td>'
        f'<td class="name">{_e(" – ".join(row.players))}'
        + (f" <small>({p.t('withdrawn')})</small>" if row.status is not PairStatus.ACTIVE else "")
        + f"</td>{_group_cell(p, pairs[row.pair]) if table_id else ''}"
        f'<td class="vp">{_vp(row.vp)}</td><td class="mp-diff">{row.mp_diff:+d}</td></tr>'
        for row in rows
    )
    attribute = f' id="{table_id}"' if table_id else ' class="group-standings"'
    return (
        f'<div class="scroll"><table{attribute}><thead><tr><th>{_label(p, "rank")}</th>'
        f"<th>{_label(p, 'pair')}</th><th>{p.t('players')}</th>"
        f"{_group_head(p) if table_id else ''}<th>{p.t('vp')}</th><th>{_label(p, 'mp_diff')}</th></tr>"
        f"</thead><tbody>{body}</tbody></table></div>"
    )


def _label(p: _Page, key: str) -> str:
    """A column's label, and its short form (`key`_short) that the narrowest phones show instead: with the
    long German labels the standings' columns would not fit 320 pixels."""
    return (
        f'<span class="long">{p.t(key)}</span>'
        f'<abbr class="short" title="{p.t(key)}">{p.t(key + "_short")}</abbr>'
    )


# ------------------------------------------------------------------------------------- round results


def _results(p: _Page) -> str:
    """A round's tables with their MP and VP: by default the last round with a result in."""
    snapshot = _snap(p)
    settings = snapshot.tournament.settings
    scored = [
        r.number
        for r in sorted(snapshot.tournament.rounds, key=lambda r: r.number)
        if any(table_result(t, settings).played for t in r.tables)
    ]
    wanted = p.request.query_params.get("round")
    if wanted is not None:
        if (
            not (wanted.isascii() and wanted.isdigit() and len(wanted) < 5)
            or snapshot.round(int(wanted)) is None
        ):
            raise HTTPException(404)
        number = int(wanted)
    elif scored:
        number = scored[-1]
    else:
        return f'<h1>{p.t("results_page")}</h1><p class="message">{p.t("no_results")}</p>'
    round_ = snapshot.round(number)
    assert round_ is not None
    links = "".join(
        f'<a href="{p.link("/results", round=n)}"{" class=here" if n == number else ""}>'
        f"{p.t('round_n', n=n)}</a>"
        for n in sorted({*scored, number})
    )
    rows = []
    for table in sorted(round_.tables, key=lambda t: t.table):
        result = table_result(table, settings)
        if result.played:
            mp = f"{result.ns_mp}–{result.ew_mp}"
            vp = f"{_vp(result.ns_vp)}–{_vp(result.ew_vp)}"
            if result.artificial:
                vp += f" <small>({p.t('artificial')})</small>"
        else:
            mp = vp = "–"
        rows.append(
            f'<tr><td class="table">{table.table}</td><td class="ns">{table.ns}</td>'
            f'<td class="ew">{table.ew}</td><td class="mp">{mp}</td><td class="vp">{vp}</td></tr>'
        )
    byes = "".join(
        f"<li>{p.t('pair_n', n=n)}: {_vp(settings.bye.vp)} {p.t('vp')}</li>" for n in sorted(round_.byes)
    )
    return (
        f"<h1>{p.t('results_page')}: {p.t('round_n', n=number)}</h1>"
        + (f'<nav class="rounds">{links}</nav>' if len(scored) > 1 or number not in scored else "")
        + '<div class="scroll"><table id="round-results"><thead><tr>'
        f"<th>{p.t('table')}</th><th>{p.t('NS')}</th><th>{p.t('EW')}</th><th>{p.t('mp')}</th>"
        f"<th>{p.t('vp')}</th></tr></thead><tbody>{''.join(rows)}</tbody></table></div>"
        + (f'<h3>{p.t("bye")}</h3><ul class="byes">{byes}</ul>' if byes else "")
    )


# -------------------------------------------------------------------------------------------- my pair


def _pair_page(p: _Page, number: int) -> str:
    snapshot = _snap(p)
    pair = snapshot.pairs[number]
    # The group set apart from the names; the dot wraps with it, never alone at a line's end.
    group = f' <span class="group">· {p.t("group_g", g=pair.group)}</span>' if pair.group else ""
    parts = [f'<h1>{p.t("pair_n", n=number)}</h1><p class="players">{p.names(pair)}{group}</p>']
    parts.append(f'<section id="pair-now"><h2>{p.t("now")}</h2>{_where(p, snapshot.now, number)}</section>')
    if snapshot.next is not None:
        next_text = _where(p, snapshot.next, number)
    elif snapshot.now is not None:
        next_text = f'<p class="message">{p.t("not_drawn", n=snapshot.now.number + 1)}</p>'
    else:
        next_text = f'<p class="message">{p.t("no_round")}</p>'
    parts.append(f'<section id="pair-next"><h2>{p.t("next")}</h2>{next_text}</section>')
    parts.append(f'<section id="pair-rank"><h2>{p.t("standings")}</h2>{_rank(p, pair)}</section>')
    parts.append(_history(p, number))
    parts.append(_pair_form_html(p))
    return "".join(parts)


def _where(p: _Page, round_: Round | None, number: int) -> str:
    if round_ is None:
        return f'<p class="message">{p.t("no_round")}</p>'
    heading = f'<p class="round">{p.t(_round_key(_snap(p), round_.number), n=round_.number)}</p>'
    place = _places(round_).get(number)
    if place is None:
        return heading + '<p class="seat">–</p>'
    table, line, other = place
    if other is None:
        return heading + f'<p class="seat">{p.t("bye_long")}</p>'
    opponents = _snap(p).pairs.get(other)
    names = f'<p class="opponents">{p.names(opponents)}</p>' if opponents else ""
    return (
        heading + f'<p class="seat"><span class="big">{p.t("table_n", n=table)}</span> · {p.t("line")} '
        f'<span class="big">{p.t(line)}</span></p>'
        f"<p>{p.t('against')} {p.t('pair_n', n=other)}</p>{names}"
    )


def _rank(p: _Page, pair: Pair) -> str:
    standings = p.site.standings(_snap(p))
    if standings is None:
        return f'<p class="message">{p.t("no_standings")}</p>'
    row = next((r for r in standings.rows if r.pair == pair.number), None)
    if row is None:
        return '<p class="message">–</p>'
    if standings.after_round <= _snap(p).progress.complete:
        said = p.t("your_rank", rank=row.rank, vp=_vp(row.vp), n=standings.after_round)
    else:  # the round is being played: the line below says how many of its sheets are in
        said = p.t("your_rank_live", rank=row.rank, vp=_vp(row.vp))
    if pair.group:
        rows = [r for r in standings.rows if _snap(p).pairs[r.pair].group == pair.group]
        in_group = next(r for r in _ranked_within(rows) if r.pair == pair.number)
        said += f"; {p.t('of_group', g=pair.group, rank=in_group.rank)}"
    provisional = ""
    if _snap(p).progress.in_progress:
        provisional = f'<p class="provisional">{_provisional(p, _snap(p))}</p>'
    return f'<p class="rank big">{said}</p>{provisional}'


def _history(p: _Page, number: int) -> str:
    entries = pair_history(_snap(p).tournament, number)
    if not entries:
        return f'<h2>{p.t("results")}</h2><p class="message">{p.t("no_results")}</p>'
    rows = []
    for entry in entries:
        if entry.bye:
            rows.append(
                f'<tr class="bye"><td>{entry.round}</td><td colspan="3">{p.t("bye")}</td>'
                f'<td class="vp">{_vp(entry.vp)}</td></tr>'
            )
            continue
        line = "NS" if entry.line is Line.NS else "EW"
        mark = f" <small>({p.t('artificial')})</small>" if entry.artificial else ""
        rows.append(
            f"<tr><td>{entry.round}</td><td>{entry.table} {p.t(line)}</td><td>{entry.opponent}</td>"
            f'<td class="mp">{entry.own_mp}–{entry.opponent_mp}</td>'
            f'<td class="vp">{_vp(entry.vp)}{mark}</td></tr>'
        )
    return (
        f'<h2>{p.t("results")}</h2><div class="scroll"><table id="pair-results"><thead><tr>'
        f"<th>{p.t('round')}</th>"
        f"<th>{p.t('table')}</th><th>{p.t('opponents')}</th><th>{p.t('mp')}</th><th>{p.t('vp')}</th></tr>"
        f"</thead><tbody>{''.join(rows)}</tbody></table></div>"
    )


# ---------------------------------------------------------------------------------------------- clock


def _clock(p: _Page) -> str:
    snapshot = _snap(p)
    round_ = snapshot.now
    if round_ is None:
        return f'<h1>{p.t("clock")}</h1><p class="message">{p.t("no_round")}</p>'
    try:
        view = clock_state(p.site.db, p.site.tournament_id(), round_.number, datetime.now(UTC))
    except ClockRefusedError as error:
        # Why, in the page's language, after the page's own words (the refusal's first problem says the
        # same: the clock of the round cannot be used).
        why = "<br>".join(_e(describe(problem, p.lang)) for problem in error.problems[1:])
        return (
            f'<h1>{p.t("clock")}</h1><p id="clock-round">{p.t("round_n", n=round_.number)}</p>'
            f'<p class="message" id="clock-status">{p.t("clock_unreadable")}</p>'
            + (f'<p id="clock-why">{why}</p>' if why else "")
        )
    big, status, note = _clock_words(p, view)
    extras = "   ".join(
        f"{p.t('table_n', n=entry.table)}: +{entry.extra_minutes}′"
        for entry in view.tables
        if entry.extra_minutes
    )
    data: dict[str, Any] = {
        "state": view.state.value,
        "left": view.time_left,
        "warning": view.settings.warning_minutes * 60,
        "timeout": view.settings.time_out_seconds,
        "since": _since_time_out(view),
    }
    words = {
        "warning-text": text(p.lang, "clock_warning"),
        "time-out-text": text(p.lang, "clock_time_out"),
        "final-text": text(p.lang, "clock_final_circuit"),
        "note": final_circuit(p.lang, view.settings.final_circuit_text),
    }
    attributes = "".join(f' data-{k}="{_e(v)}"' for k, v in {**data, **words}.items())
    return (
        f'<div id="clock" class="state-{view.state.value}"{attributes}>'
        f'<p id="clock-round">{p.t("round_n", n=view.round)}</p>'
        f'<p id="clock-time">{_e(big)}</p><p id="clock-status">{_e(status)}</p>'
        f'<p id="clock-note">{_e(note)}</p>'
        + (f'<p id="clock-tables">{p.t("clock_extra")}: {extras}</p>' if extras else "")
        + "</div>"
    )


def _since_time_out(view: ClockView) -> int:
    if view.time_out_at is None or view.time_out_at > view.now:
        return 0
    return int((view.now - view.time_out_at).total_seconds())


def mm_ss(seconds: int) -> str:
    """Time left as the room display reads it: minutes (past 59 if need be) and seconds."""
    minutes, seconds = divmod(max(seconds, 0), 60)
    return f"{minutes:02d}:{seconds:02d}"


def _clock_words(p: _Page, view: ClockView) -> tuple[str, str, str]:
    """The big text, the state and the note, as the room display shows them (ui.clock.display)."""
    lang = p.lang
    state = view.state
    if state is ClockState.NOT_STARTED:
        return mm_ss(view.round_minutes * 60), text(lang, "clock_not_started"), ""
    if state is ClockState.RUNNING:
        return mm_ss(view.time_left), "", ""
    if state is ClockState.WARNING:
        return mm_ss(view.time_left), text(lang, "clock_warning"), ""
    if state is ClockState.PAUSED:
        return mm_ss(view.time_left), text(lang, "clock_paused"), ""
    if state in (ClockState.TIME_OUT, ClockState.FINAL_CIRCUIT):
        status = text(lang, "clock_final_circuit") if state is ClockState.FINAL_CIRCUIT else ""
        return text(lang, "clock_time_out"), status, final_circuit(lang, view.settings.final_circuit_text)
    return text(lang, "clock_finished"), text(lang, "clock_over", n=view.round), ""


# ------------------------------------------------------------------------------------------ scripts

_LIVE_JS = """
(function(){
var main=document.getElementById('content');var rev=main.getAttribute('data-revision');
function swap(t){var d=new DOMParser().parseFromString(t,'text/html');var m=d.getElementById('content');
if(!m)return;main.innerHTML=m.innerHTML;rev=m.getAttribute('data-revision');main.setAttribute('data-revision',rev);
document.dispatchEvent(new Event('content-replaced'));}
window.burracoReload=function(){var f=document.activeElement;
if(f&&f.tagName==='INPUT'&&main.contains(f))return Promise.resolve();
return fetch(location.href,{cache:'no-store'}).then(function(r){
if(r.ok)return r.text().then(swap);});};
function poll(){fetch('/revision',{cache:'no-store'}).then(function(r){return r.json();}).then(function(j){
document.body.classList.remove('offline');if(String(j.revision)!==rev)return window.burracoReload();
}).catch(function(){document.body.classList.add('offline');}).then(function(){setTimeout(poll,POLL);});}
setTimeout(poll,POLL);
})();
""".replace("POLL", str(_POLL_MS))

# Ticks the time left on the phone from the state read at the page's load (no drift: it counts from that
# reading, and every re-read of the page replaces it); the transitions are those of domain.clock.
_CLOCK_JS = """
(function(){
var loaded=0,c=null;
function load(){c=document.getElementById('clock');loaded=Date.now();}
function mmss(s){s=Math.max(0,Math.ceil(s));var m=Math.floor(s/60),r=s%60;
return(m<10?'0':'')+m+':'+(r<10?'0':'')+r;}
function tick(){if(!c)return;var d=c.dataset,state=d.state;if(state!=='running'&&state!=='warning'&&
state!=='time_out')return;var gone=(Date.now()-loaded)/1000;var left=Number(d.left)-gone;
var time=document.getElementById('clock-time'),status=document.getElementById('clock-status'),
note=document.getElementById('clock-note');var now=state;
if(left<=0){var since=Number(d.since)+(state==='time_out'?gone:-left);now=since>=Number(d.timeout)?
'final_circuit':'time_out';time.textContent=d.timeOutText;status.textContent=now==='final_circuit'?d.finalText:'';
note.textContent=d.note;}else{now=left<=Number(d.warning)?'warning':'running';time.textContent=mmss(left);
status.textContent=now==='warning'?d.warningText:'';}
c.className='state-'+now;}
document.addEventListener('content-replaced',load);load();setInterval(tick,250);
setInterval(function(){if(window.burracoReload)window.burracoReload();},RESYNC);
})();
""".replace("RESYNC", str(_CLOCK_RESYNC_MS))
