"""The table's sheet on the players' phones (issue 20): /t/<token> shows that table's sheet of that round, and
nothing else of the tournament; one line sends it, the other line confirms it (its own link, or the same
phone with the table's PIN); services.table_entry saves it through the same service as the window.

- The checks are the window's: the page posts its boxes to /t/<token>/check on each change (a few lines of
  script) and shows what domain.sheet_draft computes — the problems at their boxes, each deal's totals, the
  MP, the difference and the VP — so the checks live in one place. Without script, the forms still work:
  sending shows the problems in the page sent back.
- Every form carries a token signed for its link (CSRF: a page of another site cannot post to a link it does
  not know, nor reuse another link's form token); a form from an older server run is refused in words.
- Rate limits, in this process: per link and per address (a flood gets 429 and a page saying to wait), and
  wrong PINs per link (the PIN is short).
- Headers: no caching, no framing, no referrer (the token is in the address), a content policy that allows
  only this page's own script and posts to this site.
"""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
import threading
import time
from collections import deque
from collections.abc import Callable, Mapping, Sequence
from typing import Any
from urllib.parse import parse_qs

from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException
from starlette.middleware.exceptions import ExceptionMiddleware
from starlette.requests import ClientDisconnect, Request
from starlette.responses import HTMLResponse, JSONResponse, RedirectResponse, Response
from starlette.routing import BaseRoute, Mount, Route, Router

from burraco_tourney.domain.problems import Problem, Refusal
from burraco_tourney.domain.scoring import DealEnd
from burraco_tourney.domain.sheet_draft import ENDS, LINES, Key, SheetDraft, parse_number
from burraco_tourney.io.problem_texts import describe
from burraco_tourney.persistence.db import Database, DatabaseError
from burraco_tourney.services import table_entry as service
from burraco_tourney.services.errors import DealsRejectedError, WarningsNotConfirmedError
from burraco_tourney.web.page import HEADERS, MAX_QUERY, document
from burraco_tourney.web.page import escape as _e
from burraco_tourney.web.page import language as _language
from burraco_tourney.web.page import vp as _vp
from burraco_tourney.web.texts import text

__all__ = ["RateLimiter", "TableEntryPages"]

_MAX_BODY = 16_384  # bytes: a full 4-deal sheet is about 1.5 KB
_MAX_VALUE = 300  # characters of one box (a penalty's reason is limited below that by the rules)
_PROPOSAL_ID = re.compile(r"[0-9]{1,18}")  # ASCII digits within a 64-bit integer, what every database keeps


class RateLimiter:
    """At most `limit` hits per key within `window` seconds (a sliding window), thread-safe."""

    def __init__(self, limit: int, window: float, clock: Callable[[], float] = time.monotonic) -> None:
        self.limit = limit
        self.window = window
        self._clock = clock
        self._hits: dict[str, deque[float]] = {}
        self._lock = threading.Lock()

    def allow(self, key: str) -> bool:
        """Count a hit; False when the key is over its limit (the hit is not counted then)."""
        now = self._clock()
        with self._lock:
            hits = self._hits.setdefault(key, deque())
            while hits and hits[0] <= now - self.window:
                hits.popleft()
            if len(hits) >= self.limit:
                return False
            hits.append(now)
            if len(self._hits) > 10_000:  # forget idle keys, so that random tokens cannot fill memory
                for stale in [k for k, v in self._hits.items() if not v or v[-1] <= now - self.window]:
                    del self._hits[stale]
            return True

    def give_back(self, key: str) -> None:
        """Uncount one hit of `key` (a hit counted before it was known to count: see confirm). The newest
        goes: hits are alike but for their time, and the older one stays counted the longer."""
        with self._lock:
            hits = self._hits.get(key)
            if hits:
                hits.pop()


class _TooMany(Exception):
    pass


class _BadForm(Exception):
    pass


class TableEntryPages:
    """The routes of the tables' sheets, over a Database opened for writing."""

    def __init__(
        self,
        db: Database,
        *,
        per_link: tuple[int, float] = (120, 60.0),
        per_address: tuple[int, float] = (1200, 60.0),
        wrong_pins: tuple[int, float] = (10, 600.0),
    ) -> None:
        self.db = db
        self._secret = secrets.token_bytes(32)
        self.per_link = RateLimiter(*per_link)
        self.per_address = RateLimiter(*per_address)
        self.wrong_pins = RateLimiter(*wrong_pins)

    def routes(self) -> list[BaseRoute]:
        """/t/<token> and its three posts, mounted at /t: a refusal raised in them is answered by
        `_refusal` (the Mount's own exception handlers); what they do not handle goes on to the app's."""
        routes = Router(
            [
                Route("/{token}", self.page, methods=["GET"]),
                Route("/{token}/check", self.check, methods=["POST"]),
                Route("/{token}/propose", self.propose, methods=["POST"]),
                Route("/{token}/confirm", self.confirm, methods=["POST"]),
            ]
        )
        handlers: dict[Any, Any] = {
            kind: self._refusal for kind in (_TooMany, _BadForm, Refusal, ClientDisconnect)
        }
        handlers[HTTPException] = _pass_on  # a wrong address or method: the app's page, as for any other
        return [Mount("/t", app=ExceptionMiddleware(routes, handlers=handlers))]

    # ---------------------------------------------------------------------------------- endpoints

    async def page(self, request: Request) -> Response:
        lang = _language(request)
        token = request.path_params["token"]
        self._guard(request, token)
        sheet = await run_in_threadpool(service.table_sheet, self.db, token)
        done = request.query_params.get("done", "")
        return self._render(lang, token, sheet, message=_done_message(lang, done))

    async def check(self, request: Request) -> Response:
        lang = _language(request)
        token = request.path_params["token"]
        self._guard(request, token)
        form = await self._form(request, token)
        sheet = await run_in_threadpool(service.table_sheet, self.db, token)
        draft = _draft(sheet, form)
        return JSONResponse(_computed(draft, lang), headers=_headers())

    async def propose(self, request: Request) -> Response:
        lang = _language(request)
        token = request.path_params["token"]
        self._guard(request, token)
        form = await self._form(request, token)
        sheet = await run_in_threadpool(service.table_sheet, self.db, token)
        draft = _draft(sheet, form)
        request.state.reload = True  # from here on, a refusal's page offers the sheet again
        if draft.blocking():
            return self._render(lang, token, sheet, draft=draft, message=text(lang, "te_errors"), status=422)
        confirm = form.get("confirm_warnings") == "1"
        try:
            await run_in_threadpool(
                lambda: service.propose(self.db, token, draft.deals(), confirm_warnings=confirm)
            )
        except WarningsNotConfirmedError as error:
            return self._render(
                lang, token, sheet, draft=draft, warnings=error.problems, message=text(lang, "te_warnings")
            )
        except DealsRejectedError as error:
            return self._render(
                lang,
                token,
                sheet,
                draft=draft,
                problems=error.problems,
                message=text(lang, "te_errors"),
                status=422,
            )
        return _back(token, lang, "proposed")

    async def confirm(self, request: Request) -> Response:
        lang = _language(request)
        token = request.path_params["token"]
        request.state.reload = True
        self._guard(request, token)
        form = await self._form(request, token)
        proposal = _proposal_id(form.get("proposal", ""))
        pin = form.get("pin", "").strip() or None
        # Every PIN is counted BEFORE it is checked, in one step under the limiter's lock: requests sent at
        # once cannot all pass a limit that counted only the ones already answered. Only a wrong PIN keeps
        # its count; a right one, or a refusal before the PIN was looked at, gives it back.
        if pin is not None and not self.wrong_pins.allow(token):
            raise _TooMany
        wrong: Problem | None = None
        try:
            done = await run_in_threadpool(lambda: service.confirm(self.db, token, proposal, pin=pin))
        except service.TableEntryRefusedError as error:
            if error.problems[0].code == "table_entry.wrong_pin":
                wrong = error.problems[0]
            if pin is None or wrong is None:
                raise
        finally:
            if pin is not None and wrong is None:
                self.wrong_pins.give_back(token)
        if wrong is not None and pin is not None:
            return await self._wrong_pin(lang, token, pin, wrong)
        return _back(token, lang, "waiting" if done.waiting_for_director else "saved")

    async def _wrong_pin(self, lang: str, token: str, pin: str, problem: Problem) -> Response:
        """The sheet again, the PIN as typed in its box and the refusal beside it: a digit mistyped is
        mended there, not typed again from a page that lost the form."""
        sheet = await run_in_threadpool(service.table_sheet, self.db, token)
        return self._render(lang, token, sheet, pin=(pin, problem), status=403)

    # ---------------------------------------------------------------------------------- the guards

    def _guard(self, request: Request, token: str) -> None:
        if len(request.url.query) > MAX_QUERY:
            raise _BadForm
        address = request.client.host if request.client else "?"
        if not self.per_address.allow(address) or not self.per_link.allow(token[:64]):
            raise _TooMany

    def csrf(self, token: str) -> str:
        return hmac.new(self._secret, token.encode(), hashlib.sha256).hexdigest()

    async def _form(self, request: Request, token: str) -> dict[str, str]:
        length = request.headers.get("content-length")
        if length is not None and (not length.isdigit() or int(length) > _MAX_BODY):
            raise _BadForm
        body = b""
        async for chunk in request.stream():
            body += chunk
            if len(body) > _MAX_BODY:
                raise _BadForm
        try:
            parsed = parse_qs(body.decode("utf-8"), keep_blank_values=True, max_num_fields=200)
        except (UnicodeDecodeError, ValueError):
            raise _BadForm from None
        form = {key: values[-1][:_MAX_VALUE] for key, values in parsed.items()}
        sent = form.get("csrf", "")
        if not hmac.compare_digest(sent.encode(), self.csrf(token).encode()):
            raise _BadForm
        origin = request.headers.get("origin")
        host = request.headers.get("host", "")
        if origin and origin != "null" and origin.split("://", 1)[-1] != host:
            raise _BadForm  # a post from a page of another site
        return form

    # ---------------------------------------------------------------------------------- responses

    def _status(self, lang: str, error: BaseException) -> tuple[int, str]:
        if isinstance(error, _TooMany):
            return 429, text(lang, "te_too_many")
        if isinstance(error, _BadForm):
            return 400, text(lang, "te_form_expired")
        if isinstance(error, service.TableEntryRefusedError):
            code = error.problems[0].code
            status = {"table_entry.unknown_link": 404, "table_entry.wrong_pin": 403}.get(code, 409)
            return status, describe(error.problems[0], lang, with_place=False)
        if isinstance(error, Refusal) and not isinstance(error, DatabaseError):
            return 409, "\n".join(describe(p, lang) for p in error.problems)
        return 503, text(lang, "unavailable")

    async def _refusal(self, request: Request, error: Exception) -> Response:
        """A refusal raised in an endpoint, answered in the reader's language: to the page's script (/check)
        in JSON, else as a short page; with a link to the sheet again where the endpoint set `reload`
        (a confirmation, or a sheet sent that was read and checked)."""
        lang = _language(request)
        if request.scope.get("endpoint") == self.check:
            status, message = self._status(lang, error)
            return JSONResponse({"error": message}, status_code=status, headers=_headers())
        token = request.path_params["token"] if getattr(request.state, "reload", False) else None
        return self._refused(lang, error, token)

    def _refused(self, lang: str, error: BaseException, token: str | None = None) -> Response:
        status, message = self._status(lang, error)
        back = ""
        if token is not None and status != 404:
            again = _e(text(lang, "te_reload"))
            back = f'<p><a class="button" id="reload" href="{_e(_link(token, lang))}">{again}</a></p>'
        body = f'<p class="message" id="message" role="alert">{_e(message)}</p>{back}'
        headers = _headers()
        if status == 429:
            headers["Retry-After"] = "10"
        return HTMLResponse(_document(lang, "Burraco", body), status_code=status, headers=headers)

    def _render(
        self,
        lang: str,
        token: str,
        sheet: service.TableSheet,
        *,
        draft: SheetDraft | None = None,
        message: str = "",
        warnings: tuple[Problem, ...] = (),
        problems: tuple[Problem, ...] = (),
        pin: tuple[str, Problem] | None = None,
        status: int = 200,
    ) -> Response:
        nonce = secrets.token_urlsafe(12)
        body = _sheet_page(self, lang, token, sheet, draft, message, warnings, problems, pin)
        title = text(lang, "te_title", table=sheet.access.table)
        page = _document(lang, title, body, scripts=[_SCRIPT], nonce=nonce)
        return HTMLResponse(page, status_code=status, headers=_headers(nonce))


# -------------------------------------------------------------------------------------- the sheet


class _PhoneDraft(SheetDraft):
    """The sheet as a phone sent it. The window's number boxes take digits only; a phone's box (or a
    hand-made post) can hold anything, and the draft reads text that is no whole number as 0: here such a
    box is refused at its place instead (`table_entry.not_a_number`), and the checks that read its 0 are not
    shown beside it. What was typed stays in the box."""

    def problems(self) -> list[Problem]:
        unreadable: dict[Key, Problem] = {}
        for key in self.boxes():
            line, _, field = key[1].partition(".")
            if line not in LINES or field == "penalty_reason" or isinstance(self.value(key), bool):
                continue
            typed = self.text(key)
            if parse_number(typed) is None:
                path = ("deals", key[0], line, field)
                unreadable[key] = Problem.of("table_entry.not_a_number", path=path, typed=typed[:20])
        found = super().problems()
        if not unreadable:
            return found
        return [*unreadable.values(), *(p for p in found if self.box_of(p) not in unreadable)]


def _draft(sheet: service.TableSheet, form: Mapping[str, str] | None = None) -> SheetDraft:
    """The sheet as the form holds it (None: the standing proposal, else an empty sheet). The semi-clean row
    is always there, as on the paper sheet and in the window (the rules refuse it where none count)."""
    settings = sheet.settings
    rules, scale, count = settings.scoring, settings.vp_scale, settings.deals_per_round
    if form is None:
        deals = sheet.proposal.deals if sheet.proposal is not None else sheet.table.deals
        return _PhoneDraft.of_sheet(deals, rules, scale, count) if deals else _PhoneDraft(rules, scale, count)
    draft = _PhoneDraft(rules, scale, count)
    # In the order of the paper: the ending first, then the lines, so that a line marked closed makes the
    # deal closed (as in the window).
    for key in draft.boxes():
        name = _name(key)
        current = draft.value(key)
        if key[1] == "end":
            try:
                end = DealEnd(form.get(name, ""))
            except ValueError:
                continue
            if end in ENDS:
                draft.set(key, end)
        elif isinstance(current, bool):
            draft.set(key, form.get(name) == "1")
        else:
            draft.set(key, form.get(name, ""))
    return draft


def _proposal_id(sent: str) -> int:
    """The proposal a confirmation names, as the page wrote it (digits, a database id): anything else is a
    form the page did not make (a number past the database's integers answered 503 before)."""
    if not _PROPOSAL_ID.fullmatch(sent):
        raise _BadForm
    return int(sent)


def _name(key: Key) -> str:
    return f"d{key[0]}.{key[1]}"


def _id(key: Key) -> str:
    return f"d{key[0]}-{key[1].replace('.', '-')}"


def _problem_id(draft: SheetDraft, problem: Problem) -> str:
    deal, path = draft.box_of(problem)
    if path in LINES:
        return f"d{deal}-{path}-total"
    return _id((deal, path))


def _computed(draft: SheetDraft, lang: str, *, reveal: bool = False) -> dict[str, Any]:
    """What the page shows as computed: each deal's totals, the foot, the problems at their boxes (only in
    deals something was typed in, or everywhere once the sheet was sent: `reveal`)."""
    result = draft.result()
    deals = []
    for deal in range(draft.deal_count):
        total = draft.deal_total(deal)
        deals.append(None if total is None else {"ns": total[0], "ew": total[1]})
    problems = [
        {"for": _problem_id(draft, p), "text": describe(p, lang, with_place=False), "blocking": p.blocking}
        for p in draft.problems()
        if reveal or not draft.is_blank(p.deal or 0)
    ]
    return {
        "deals": deals,
        "foot": {
            "ns_mp": result.ns_mp,
            "ew_mp": result.ew_mp,
            "diff": result.diff,
            "ns_vp": _vp(result.ns_vp, lang),
            "ew_vp": _vp(result.ew_vp, lang),
        },
        "problems": problems,
    }


def _sheet_page(
    pages: TableEntryPages,
    lang: str,
    token: str,
    sheet: service.TableSheet,
    draft: SheetDraft | None,
    message: str,
    warnings: tuple[Problem, ...],
    problems: tuple[Problem, ...],
    pin: tuple[str, Problem] | None = None,
) -> str:
    """The table's page. `message` is said once: not when the state already says it (the confirmation
    after its redirect). `pin`: a PIN refused, kept in its box with the refusal beside it."""

    def t(key: str, **values: object) -> str:
        return _e(text(lang, key, **values))

    access = sheet.access
    other = "ew" if access.line == "ns" else "ns"
    head = (
        f'<h1 id="heading">{t("te_round_table", round=access.round, table=access.table)}</h1>'
        f'<p class="pairs" id="pairs"><span id="ns-pair"><b>{t("te_line_ns")}</b> '
        f"{t('te_pair', n=sheet.ns.number)}: "
        f'{_names(sheet.ns)}</span><br><span id="ew-pair"><b>{t("te_line_ew")}</b> '
        f"{t('te_pair', n=sheet.ew.number)}: {_names(sheet.ew)}</span></p>"
        f'<p class="you" id="you">{t("te_you_are", line=text(lang, f"te_line_{access.line}"))}</p>'
    )
    csrf = pages.csrf(token)
    lists = ""
    if warnings:
        lists += (
            '<ul class="warnings" id="warnings">'
            + "".join(f"<li>{_e(describe(w, lang))}</li>" for w in warnings)
            + "</ul>"
        )
    if problems:
        lists += (
            '<ul class="errors" id="errors">'
            + "".join(f"<li>{_e(describe(p, lang))}</li>" for p in problems)
            + "</ul>"
        )

    def notes(said: str = "") -> str:
        if not message or _e(message) == said:
            return lists
        return f'<p class="message" id="message" role="status">{_e(message)}</p>{lists}'

    if sheet.entered:
        said = "te_saved" if sheet.saved_from_table else "te_entered_by_director"
        shown = SheetDraft.of_sheet(
            sheet.table.deals, sheet.settings.scoring, sheet.settings.vp_scale, sheet.settings.deals_per_round
        )
        state = f'<p class="message done" id="state" data-state="entered">{t(said)}</p>'
        body = _form_html(lang, token, csrf, shown, editable=False) if sheet.table.deals else ""
        return head + state + notes(t(said)) + body
    if not sheet.accepting:
        closed = t("te_closed_round")
        return head + f'<p class="message" id="state" data-state="closed">{closed}</p>' + notes(closed)
    proposal = sheet.proposal
    parts = [head]
    if proposal is not None and proposal.status == "confirmed":
        waiting = t("te_waiting_director")
        parts.append(f'<p class="message done" id="state" data-state="waiting">{waiting}</p>')
        parts.append(notes(waiting))
        shown = _draft(sheet)
        parts.append(_form_html(lang, token, csrf, shown, editable=False))
        return "".join(parts)
    if proposal is not None:
        agree = (
            f'<form method="post" id="agree-form" action="{_e(_link(token, lang, "confirm"))}">'
            f'<input type="hidden" name="csrf" value="{csrf}">'
            f'<input type="hidden" name="proposal" id="proposal" value="{proposal.id}">'
        )
        if proposal.line == access.line:
            said = t("te_waiting_other", line=text(lang, f"te_line_{other}"))
            typed, refused = pin if pin is not None else ("", None)
            # Refused: the box is marked and takes the focus, so the phone shows it (it is far down the page).
            bad = ' class="bad" autofocus' if refused is not None else ""
            why = _e(describe(refused, lang, with_place=False)) if refused is not None else ""
            agree += (
                f'<label class="pin">{t("te_pin")} <input id="pin" name="pin"{bad} inputmode="numeric" '
                f'autocomplete="off" maxlength="8" pattern="[0-9]*" required value="{_e(typed[:8])}">'
                f'</label><span class="problem{" blocking" if why else ""}" id="p-pin" role="alert">{why}'
                "</span>"
            )
            state = "proposed-here"
        else:
            said = t("te_proposed_by_other", line=text(lang, f"te_line_{proposal.line}"))
            state = "proposed-there"
        agree += f'<button type="submit" id="agree" class="big">{t("te_agree")}</button></form>'
        parts.append(f'<p class="message" id="state" data-state="{state}">{said}</p>')
        parts.append(notes(said))
        parts.append(_form_html(lang, token, csrf, _draft(sheet), editable=False, suffix="proposal"))
        parts.append(agree)
        parts.append(f'<h2 id="change">{t("te_change")}</h2>')
        parts.append(
            _form_html(
                lang,
                token,
                csrf,
                draft or _draft(sheet),
                editable=True,
                warnings=bool(warnings),
                sent=draft is not None,
            )
        )
        return "".join(parts)
    parts.append(notes())
    parts.append(
        _form_html(
            lang,
            token,
            csrf,
            draft or _draft(sheet),
            editable=True,
            warnings=bool(warnings),
            sent=draft is not None,
        )
    )
    return "".join(parts)


def _form_html(
    lang: str,
    token: str,
    csrf: str,
    draft: SheetDraft,
    *,
    editable: bool,
    warnings: bool = False,
    suffix: str = "",
    sent: bool = False,
) -> str:
    """The sheet: per deal its ending and each line's boxes (NS and EW side by side), the deal's totals, and
    the foot. Editable: a form (ids d0-ns-cards, names d0.ns.cards); else the same, read-only."""

    def t(key: str, **values: object) -> str:
        return _e(text(lang, key, **values))

    computed = _computed(draft, lang, reveal=sent)
    at: dict[str, list[dict[str, Any]]] = {}
    if editable:
        for problem in computed["problems"]:
            at.setdefault(problem["for"], []).append(problem)
    pre = f"{suffix}-" if suffix else ""
    fields = draft.line_fields()

    def problem_span(box_id: str) -> str:
        found = at.get(box_id, [])
        kind = "blocking" if any(p["blocking"] for p in found) else ("warning" if found else "")
        words = " ".join(_e(p["text"]) for p in found)
        return f'<span class="problem {kind}" data-for="{box_id}" id="p-{box_id}">{words}</span>'

    def box(key: Key) -> str:
        box_id, name = pre + _id(key), _name(key)
        value = draft.value(key)
        field = key[1].partition(".")[2]
        disabled = "" if editable else " disabled"
        flagged = ""
        if box_id in at:
            flagged = " bad" if any(p["blocking"] for p in at[box_id]) else " warn"
        if isinstance(value, bool):
            checked = " checked" if value else ""
            return (
                f'<label class="check{flagged}"><input type="checkbox" id="{box_id}" name="{name}" value="1"'
                f"{checked}{disabled}><span></span></label>{problem_span(box_id)}"
            )
        mode = (
            'inputmode="text" maxlength="200"'
            if field == "penalty_reason"
            else 'inputmode="numeric" maxlength="5"'
        )
        kind = "reason" if field == "penalty_reason" else "number"
        return (
            f'<input class="{kind}{flagged}" id="{box_id}" name="{name}" {mode} autocomplete="off" '
            f'value="{_e(value)}"{disabled}>{problem_span(box_id)}'
        )

    rows = []
    for deal in range(draft.deal_count):
        end_key = (deal, "end")
        end_id = pre + _id(end_key)
        options = "".join(
            f'<option value="{end.value}"{" selected" if draft.end(deal) is end else ""}>'
            f"{t('te_end_' + end.value)}</option>"
            for end in ENDS
        )
        disabled = "" if editable else " disabled"
        lines_html = ""
        for field in fields:
            ns_key, ew_key = (deal, f"ns.{field}"), (deal, f"ew.{field}")
            lines_html += (
                f'<tr class="f-{field}"><th scope="row">{t("te_" + field)}</th>'
                f"<td>{box(ns_key)}</td><td>{box(ew_key)}</td></tr>"
            )
        total = computed["deals"][deal] or {"ns": "", "ew": ""}
        ns_total_id, ew_total_id = f"{pre}d{deal}-ns-total", f"{pre}d{deal}-ew-total"
        rows.append(
            f'<fieldset class="deal" id="{pre}deal-{deal}"><legend>{t("te_deal", n=deal + 1)}</legend>'
            f'<label class="end">{t("te_end")} <select id="{end_id}" name="{_name(end_key)}"{disabled}>'
            f"{options}</select></label>{problem_span(end_id)}"
            f'<table class="lines"><thead><tr><th></th><th>{t("te_line_ns")}</th><th>{t("te_line_ew")}</th>'
            f"</tr></thead><tbody>{lines_html}"
            f'<tr class="total"><th scope="row">{t("te_deal_total")}</th>'
            f'<td><output id="{ns_total_id}">{total["ns"]}</output>{problem_span(ns_total_id)}</td>'
            f'<td><output id="{ew_total_id}">{total["ew"]}</output>{problem_span(ew_total_id)}</td></tr>'
            "</tbody></table></fieldset>"
        )
    foot = computed["foot"]
    foot_html = (
        f'<table class="foot" id="{pre}foot"><thead><tr><th></th><th>{t("te_line_ns")}</th>'
        f"<th>{t('te_line_ew')}</th></tr></thead><tbody>"
        f'<tr><th scope="row">{t("te_mp")}</th><td id="{pre}ns-mp">{foot["ns_mp"]}</td>'
        f'<td id="{pre}ew-mp">{foot["ew_mp"]}</td></tr>'
        f'<tr><th scope="row">{t("te_diff")}</th><td id="{pre}diff" colspan="2">{foot["diff"]}</td></tr>'
        f'<tr><th scope="row">{t("te_vp")}</th><td id="{pre}ns-vp">{foot["ns_vp"]}</td>'
        f'<td id="{pre}ew-vp">{foot["ew_vp"]}</td></tr></tbody></table>'
    )
    if not editable:
        return f'<div class="sheet read-only" id="{pre or "saved-"}sheet">{"".join(rows)}{foot_html}</div>'
    buttons = f'<button type="submit" id="propose" class="big">{t("te_propose")}</button>'
    if warnings:
        buttons += (
            f'<button type="submit" id="confirm-warnings" class="big warn" name="confirm_warnings" value="1">'
            f"{t('te_confirm_warnings')}</button>"
        )
    return (
        f'<form method="post" id="sheet" class="sheet" action="{_e(_link(token, lang, "propose"))}" '
        f'data-check="{_e(_link(token, lang, "check"))}" novalidate>'
        f'<input type="hidden" name="csrf" value="{csrf}">{"".join(rows)}{foot_html}'
        f'<div class="send">{buttons}</div></form>'
    )


def _names(pair: Any) -> str:
    return " – ".join(_e(player.name) for player in pair.players)


def _done_message(lang: str, done: str) -> str:
    return {"saved": text(lang, "te_saved"), "waiting": text(lang, "te_waiting_director")}.get(done, "")


def _link(token: str, lang: str, action: str = "") -> str:
    return f"/t/{token}{'/' + action if action else ''}?lang={lang}"


def _back(token: str, lang: str, done: str) -> Response:
    # Post, then redirect, then get: a reload of the page does not send the form again.
    return RedirectResponse(f"{_link(token, lang)}&done={done}", status_code=303, headers=_headers())


def _headers(nonce: str | None = None) -> dict[str, str]:
    script = f"'nonce-{nonce}'" if nonce else "'none'"
    return {
        **HEADERS,
        "X-Frame-Options": "DENY",
        "Content-Security-Policy": (
            f"default-src 'none'; script-src {script}; style-src 'unsafe-inline'; img-src data:; "
            "connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"
        ),
    }


async def _pass_on(request: Request, error: Exception) -> Response:
    """Not a refusal of the tables' pages (a wrong address or method): raised on, to the app's handlers."""
    raise error


def _document(lang: str, title: str, body: str, *, scripts: Sequence[str] = (), nonce: str = "") -> str:
    head = '<meta name="referrer" content="no-referrer">'
    return document(
        lang, title, body, page="table-sheet", head=head, scripts=scripts, nonce=nonce, style=_STYLE
    )


# On top of the shared stylesheet (web/page.py): the sheet's own rules, and the undoing of the live pages'
# rules a sheet does not take (their tables' striped rows and sticky headings, the bigger type on a wide
# screen or the smaller one on a narrow phone).
_STYLE = """
body{font-size:18px}
main{padding:.6em;max-width:700px;margin:0 auto}
h1{font-size:1.4em;margin:.2em 0}
h2{font-size:1.15em;margin:1.2em 0 .3em}
.pairs{margin:.3em 0;background:#fff;padding:.5em;border-radius:.4em}
.you{font-weight:700;color:#0d3b2e}
.message{font-size:1.1em;background:#fff;padding:.75em;border-left:.4em solid #f0c24b;white-space:pre-line}
.message.done{border-left-color:#2e7d32}
fieldset.deal{border:1px solid #ccc;border-radius:.5em;background:#fff;margin:.8em 0;padding:.4em .5em}
legend{font-weight:700;font-size:1.1em}
label.end{display:block;margin:.3em 0}
select{font-size:1.1em;min-height:48px;padding:.2em}
table{background:none;font-size:inherit}
th,td{padding:.25em .3em;border-bottom:1px solid #eee;text-align:left;vertical-align:middle}
th{background:none;position:static;font-size:inherit}
tbody tr:nth-child(even){background:none}
td{width:34%}
input.number{width:100%;min-height:48px;font-size:1.3em;text-align:center}
input.reason{width:100%;min-height:48px;font-size:1em}
label.check{display:inline-flex;align-items:center;justify-content:center;min-width:48px;min-height:48px}
label.check input{width:32px;height:32px}
.bad,input.bad{outline:3px solid #c62828;background:#ffebee}
.warn,input.warn{outline:3px solid #f9a825;background:#fff8e1}
.problem{display:block;font-size:.85em}
.problem.blocking{color:#b71c1c}
.problem.warning{color:#8d6e00}
tr.total output{font-weight:700;font-size:1.15em}
table.foot{background:#e4ece8;margin:.6em 0;font-size:1.15em}
table.foot td{font-weight:700;text-align:center}
.send{display:grid;gap:.6em;margin:1em 0}
button.big,a.button{display:block;width:100%;min-height:56px;font-size:1.2em;font-weight:700;border:0;
 border-radius:.6em;background:#0d3b2e;color:#fff;text-align:center;text-decoration:none;padding:.8em}
button.warn{background:#8d6e00}
label.pin{display:block;margin:.6em 0}
label.pin input{font-size:1.4em;width:6em;min-height:48px;text-align:center}
ul.warnings{background:#fff8e1;padding:.5em 1.5em}
ul.errors{background:#ffebee;padding:.5em 1.5em}
.read-only input,.read-only select{background:#f3f3f3;color:#111}
"""

# Sends the boxes to /check a moment after each change and shows what comes back: the deal totals, the
# foot, each problem at its box. Nothing is computed here: the checks are the server's (domain.sheet_draft).
_SCRIPT = r"""
(function(){
var form=document.getElementById('sheet');if(!form)return;
var timer=null,asked=0;
function show(data){
 (data.deals||[]).forEach(function(d,i){
  ['ns','ew'].forEach(function(l){
   var o=document.getElementById('d'+i+'-'+l+'-total');if(o)o.textContent=d?d[l]:'';});
 });
 var f=data.foot||{};
 [['ns-mp','ns_mp'],['ew-mp','ew_mp'],['diff','diff'],['ns-vp','ns_vp'],['ew-vp','ew_vp']].forEach(function(p){
  var e=document.getElementById(p[0]);if(e)e.textContent=f[p[1]];});
 form.querySelectorAll('.problem').forEach(function(s){s.textContent='';s.className='problem';});
 form.querySelectorAll('.bad,.warn').forEach(function(e){e.classList.remove('bad');e.classList.remove('warn');});
 (data.problems||[]).forEach(function(p){
  var s=document.getElementById('p-'+p.for);if(!s)return;
  s.textContent=(s.textContent?s.textContent+' ':'')+p.text;
  if(!s.classList.contains('blocking'))s.className='problem '+(p.blocking?'blocking':'warning');
  var box=document.getElementById(p.for);if(box)box.classList.add(p.blocking?'bad':'warn');
 });
 form.setAttribute('data-checked',String(asked));
}
function check(){
 var n=++asked;
 fetch(form.getAttribute('data-check'),{method:'POST',credentials:'same-origin',
  headers:{'Content-Type':'application/x-www-form-urlencoded'},body:new URLSearchParams(new FormData(form))})
 .then(function(r){return r.json();}).then(function(d){if(n===asked&&!d.error)show(d);}).catch(function(){});
}
function later(){clearTimeout(timer);timer=setTimeout(check,250);}
// The marks follow each other as in the window: a line that closed makes the deal closed (and the other
// line not closed); another ending unmarks both.
form.addEventListener('change',function(e){
 var m=/^d(\d+)-(ns|ew)-closed$/.exec(e.target.id),d;
 if(m&&e.target.checked){d=m[1];document.getElementById('d'+d+'-end').value='closed';
  var o=document.getElementById('d'+d+'-'+(m[2]==='ns'?'ew':'ns')+'-closed');if(o)o.checked=false;}
 m=/^d(\d+)-end$/.exec(e.target.id);
 if(m&&e.target.value!=='closed'){['ns','ew'].forEach(function(l){
  var c=document.getElementById('d'+m[1]+'-'+l+'-closed');if(c)c.checked=false;});}
});
form.addEventListener('input',later);form.addEventListener('change',later);
})();
"""
