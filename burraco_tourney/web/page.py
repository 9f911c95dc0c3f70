"""One frame for every web page: the live pages (web/app.py: clock, seats, standings, the pairs' pages) and
the tables' sheets on the players' phones (web/table_entry.py) share the document around the page, its
stylesheet, the escaping, the choice of the reader's language and the number formats.

The stylesheet is the live pages'; a page adds its own rules on top (`style`: the tables' sheets do). No
external assets: the venue may have no internet.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from decimal import Decimal

from starlette.requests import Request

from burraco_tourney.web.texts import choose_language

__all__ = ["HEADERS", "MAX_QUERY", "STYLE", "document", "escape", "language", "vp"]

MAX_QUERY = 200  # characters: every real query here is a few; anything longer is refused, not parsed

HEADERS = {
    "Cache-Control": "no-store",  # live data: a phone must never show yesterday's seats from its cache
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
}


def escape(value: object) -> str:
    return html.escape(str(value), quote=True)


def language(request: Request) -> str:
    """The reader's language: ?lang= when it names one, else the browser's, else Italian (web/texts)."""
    asked = request.query_params.get("lang") if len(request.url.query) <= MAX_QUERY else None
    return choose_language(asked, request.headers.get("accept-language"))


def vp(value: Decimal, lang: str | None = None) -> str:
    """Victory points without trailing zeros; with `lang`, in its decimal separator (a comma in Italian and
    German: the tables' sheets); without, a point (the live pages)."""
    shown = str(int(value)) if value == value.to_integral_value() else f"{value.normalize()}"
    return shown.replace(".", ",") if lang in ("it", "de") else shown


def document(
    lang: str,
    title: str,
    body: str,
    *,
    page: str,
    head: str = "",
    header: str = "",
    main: str = "",
    footer: str = "",
    scripts: Sequence[str] = (),
    nonce: str = "",
    style: str = "",
) -> str:
    """The whole page: `title` is text (escaped here), `body` the HTML of `<main id="content">`. `page` names
    the body's class (page-<page>); `head`, `header`, `footer` are HTML put in their places, `main` the
    attributes of `<main>`; each script is inlined (with `nonce`, for a content policy); `style` adds rules
    after the shared stylesheet."""
    tag = f' nonce="{nonce}"' if nonce else ""
    code = "".join(f"<script{tag}>{script}</script>" for script in scripts)
    return (
        f'<!doctype html><html lang="{lang}"><head><meta charset="utf-8">'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">{head}'
        '<link rel="icon" href="data:,">'
        f"<title>{escape(title)}</title><style>{STYLE}{style}</style></head>"
        f'<body class="page-{page}">{header}<main id="content"{main}>{body}</main>{footer}{code}'
        "</body></html>"
    )


STYLE = """
*{box-sizing:border-box}
body{margin:0;font:18px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#111;
 background:#f6f6f3}
header{background:#0d3b2e;color:#fff;padding:.5em .75em;display:flex;flex-wrap:wrap;gap:.4em 1em;
 align-items:center}
header a{color:#fff;text-decoration:none}
header .event{font-weight:700;font-size:1.1em;flex:1 1 auto}
header nav{display:flex;flex-wrap:wrap;gap:.3em;order:3;flex:1 1 100%}
header nav a,.languages a{padding:.3em .55em;border-radius:.4em;background:#1c5a47}
.languages{order:2;font-size:.85em}
header a.here{background:#f0c24b;color:#111}
.languages{display:flex;gap:.3em}
.scroll{overflow-x:auto}
main{padding:.75em;max-width:1200px;margin:0 auto}
h1{font-size:1.6em;margin:.3em 0}
h2{font-size:1.3em;margin:1em 0 .3em}
table{border-collapse:collapse;width:100%;background:#fff;font-size:1.05em}
th,td{padding:.45em .5em;border-bottom:1px solid #ddd;text-align:left;vertical-align:top}
th{background:#e4ece8;position:sticky;top:0}
tbody tr:nth-child(even){background:#f3f6f4}
td.table,td.rank,td.pair,td.number,td.vp,td.line,td.mp-diff,td.mp{text-align:center;white-space:nowrap}
td.table,td.rank,td.vp{font-weight:700;font-size:1.15em}
#seats-by-table td.table{font-size:1.6em}
tr.withdrawn{color:#777}
#round-results td,#round-results th{text-align:center}
.message{font-size:1.2em;background:#fff;padding:.75em;border-left:.4em solid #f0c24b}
.provisional{background:#fff3cd;padding:.5em .75em;border-radius:.4em;font-weight:600}
.buttons{display:grid;grid-template-columns:repeat(auto-fit,minmax(9em,1fr));gap:.6em;margin:1em 0}
.button{display:flex;align-items:center;justify-content:center;padding:1em;text-align:center;background:#0d3b2e;color:#fff;border-radius:.6em;
 text-decoration:none;font-size:1.2em;font-weight:700}
nav.jump,nav.rounds{display:flex;flex-wrap:wrap;gap:.4em;margin:.5em 0}
nav.jump a,nav.rounds a{padding:.4em .7em;background:#e4ece8;border-radius:.4em;color:#0d3b2e}
nav.rounds a.here{background:#0d3b2e;color:#fff}
.pair-form{margin:1.2em 0;display:flex;flex-wrap:wrap;gap:.5em;align-items:center;font-size:1.1em}
.pair-form label{flex:1 1 100%}
.pair-form input[type=number]{font-size:1.4em;width:6em;padding:.3em}
.pair-form button{font-size:1.2em;padding:.4em 1em;background:#0d3b2e;color:#fff;border:0;border-radius:.4em}
section{background:#fff;padding:.5em .75em;margin:.6em 0;border-radius:.5em}
.big{font-size:1.4em;font-weight:700}
.players .group{white-space:nowrap}
.seat{font-size:1.2em}
.page-clock main{max-width:none}
#clock{text-align:center;padding:1em .5em;border-radius:.6em;background:#0d3b2e;color:#fff}
#clock-round{font-size:1.6em;margin:0}
#clock-time{font-size:min(28vw,22vh);font-weight:800;margin:0;line-height:1.1;font-variant-numeric:tabular-nums}
#clock-status{font-size:2em;font-weight:700;margin:.2em 0;min-height:1.2em}
#clock-note{font-size:1.5em;margin:.3em 0}
#clock.state-warning{background:#b36b00}
#clock.state-paused{background:#555}
#clock.state-time_out,#clock.state-final_circuit{background:#7a0f14}
#clock.state-time_out #clock-time,#clock.state-final_circuit #clock-time{font-size:min(11vw,16vh);
 overflow-wrap:break-word}
footer{padding:.5em .75em;color:#666;font-size:.85em;text-align:center}
footer .offline,body.offline footer .live{display:none}
body.offline footer .offline{display:block;color:#fff;background:#a00;font-weight:700;font-size:1.2em;
 position:fixed;top:0;left:0;right:0;z-index:9;padding:.5em}
td.name{overflow-wrap:break-word}
abbr.short{display:none;text-decoration:none}
@media (max-width:359px){th .long{display:none}th abbr.short{display:inline}}
@media (max-width:480px){th,td{padding:.4em .25em}table{font-size:.95em}main{padding:.5em}th{font-size:.8em}
 #standings .group{display:none}header .event{font-size:1em}}
@media (min-width:1000px){body{font-size:22px}}
"""
