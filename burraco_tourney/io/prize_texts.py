"""The words of the prizes (headings, prize names, the rule that gave each) in Italian, German and English,
and the groups' headings the seat lists and table cards share with them ("Girone A, tavoli 1–15").

One plain catalogue for the command line, the printout and the web page alike (none of them may load Qt, and
the three must say the same thing): "Girone A, 7 tavoli", "2º posto", "Miglior punteggio degli ultimi 3
turni", "fascia da 7 tavoli: 3 premi". A special prize with the director's own `name` shows that name as
written; its rule is still worded here.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from decimal import Decimal

from burraco_tourney.domain.prizes import (
    BEST_LAST_ROUNDS,
    BEST_OF,
    LAST_PAIR,
    PLACE,
    Award,
    PrizeList,
    PrizePlan,
    PrizeSection,
    SpecialPrize,
)
from burraco_tourney.domain.problems import Problem
from burraco_tourney.io.problem_texts import describe

__all__ = [
    "award_rule",
    "award_title",
    "note_text",
    "part_heading",
    "plan_line",
    "plan_title",
    "prizes_text",
    "section_heading",
    "special_title",
    "word",
]

WORDS: Mapping[str, Mapping[str, str]] = {
    "title": {"it": "Premi", "de": "Preise", "en": "Prizes"},
    "title_after": {
        "it": "Premi dopo il turno {n}",
        "de": "Preise nach Runde {n}",
        "en": "Prizes after round {n}",
    },
    "provisional": {
        "it": "Classifica provvisoria: i premi possono ancora cambiare.",
        "de": "Vorläufige Rangliste: die Preise können sich noch ändern.",
        "en": "Provisional standings: the prizes may still change.",
    },
    "final": {"it": "definitivi", "de": "endgültig", "en": "final"},
    "provisional_short": {"it": "provvisori", "de": "vorläufig", "en": "provisional"},
    "group_heading": {
        "it": "Girone {group}, {tables}",
        "de": "Gruppe {group}, {tables}",
        "en": "Group {group}, {tables}",
    },
    "field_heading": {
        "it": "Classifica generale, {tables}",
        "de": "Gesamtwertung, {tables}",
        "en": "Whole field, {tables}",
    },
    "tables_one": {"it": "1 tavolo", "de": "1 Tisch", "en": "1 table"},
    "tables_many": {"it": "{n} tavoli", "de": "{n} Tische", "en": "{n} tables"},
    # a group's part of a round on the seat lists and table cards: "Girone A, tavoli 1–15"
    "table_numbers_one": {"it": "tavolo {tables}", "de": "Tisch {tables}", "en": "table {tables}"},
    "table_numbers": {"it": "tavoli {tables}", "de": "Tische {tables}", "en": "tables {tables}"},
    "group_alone": {"it": "Girone {group}", "de": "Gruppe {group}", "en": "Group {group}"},
    "no_group_heading": {
        "it": "Senza girone, {tables}",
        "de": "Ohne Gruppe, {tables}",
        "en": "No group, {tables}",
    },
    "no_group": {"it": "Senza girone", "de": "Ohne Gruppe", "en": "No group"},
    "after_round": {"it": "dopo il turno {n}", "de": "nach Runde {n}", "en": "after round {n}"},
    "plan": {"it": "Piano premi: {name}", "de": "Preisplan: {name}", "en": "Prize plan: {name}"},
    # The bundled plans by their file key (resources/prize_plans/), as a reader names them.
    "plan_fibur": {
        "it": "FIBur, premi per girone",
        "de": "FIBur, Preise je Gruppe",
        "en": "FIBur, prizes per group",
    },
    "plan_club": {"it": "Serata di circolo", "de": "Clubabend", "en": "Club evening"},
    "no_prizes": {"it": "Nessun premio.", "de": "Keine Preise.", "en": "No prizes."},
    "notes": {"it": "Note", "de": "Hinweise", "en": "Notes"},
    "pair": {"it": "Coppia {n}", "de": "Paar {n}", "en": "Pair {n}"},
    "prize": {"it": "Premio", "de": "Preis", "en": "Prize"},
    "pair_column": {"it": "Coppia", "de": "Paar", "en": "Pair"},
    "players": {"it": "Giocatori", "de": "Spieler", "en": "Players"},
    "rule": {"it": "Regola", "de": "Regel", "en": "Rule"},
    "rank": {"it": "Pos.", "de": "Rang", "en": "Rank"},
    "vp": {"it": "VP", "de": "VP", "en": "VP"},  # German printouts say VP too, not SP
    # prize names
    "place": {"it": "{n}º posto", "de": "{n}. Platz", "en": "{n}{suffix} place"},
    "best_last_round": {
        "it": "Miglior punteggio dell'ultimo turno",
        "de": "Bestes Ergebnis der letzten Runde",
        "en": "Best score of the last round",
    },
    "best_last_rounds": {
        "it": "Miglior punteggio degli ultimi {n} turni",
        "de": "Bestes Ergebnis der letzten {n} Runden",
        "en": "Best score over the last {n} rounds",
    },
    "last_pair": {"it": "Ultima coppia classificata", "de": "Letztes Paar", "en": "Last pair"},
    "best_ladies": {"it": "Miglior coppia femminile", "de": "Bestes Damenpaar", "en": "Best ladies pair"},
    "best_mixed": {"it": "Miglior coppia mista", "de": "Bestes gemischtes Paar", "en": "Best mixed pair"},
    "best_club": {
        "it": "Miglior coppia dell'associazione {values}",
        "de": "Bestes Paar des Vereins {values}",
        "en": "Best pair of association {values}",
    },
    "best_province": {
        "it": "Miglior coppia della provincia {values}",
        "de": "Bestes Paar der Provinz {values}",
        "en": "Best pair of province {values}",
    },
    "best_region": {
        "it": "Miglior coppia della regione {values}",
        "de": "Bestes Paar der Region {values}",
        "en": "Best pair of region {values}",
    },
    "best_category": {
        "it": "Miglior coppia della categoria {values}",
        "de": "Bestes Paar der Kategorie {values}",
        "en": "Best pair of category {values}",
    },
    "mixed_of": {"it": "{title} ({values})", "de": "{title} ({values})", "en": "{title} ({values})"},
    "either": {
        "it": "{title} (almeno un giocatore)",
        "de": "{title} (mindestens ein Spieler)",
        "en": "{title} (at least one player)",
    },
    "or": {"it": " o ", "de": " oder ", "en": " or "},
    # the rule that gave a prize
    "rule_place": {
        "it": "fascia da {n} tavoli: {prizes}",
        "de": "Stufe ab {n} Tischen: {prizes}",
        "en": "band from {n} tables: {prizes}",
    },
    "rule_place_one": {
        "it": "fascia da 1 tavolo: {prizes}",
        "de": "Stufe ab 1 Tisch: {prizes}",
        "en": "band from 1 table: {prizes}",
    },
    "prizes_one": {"it": "1 premio", "de": "1 Preis", "en": "1 prize"},
    "prizes_many": {"it": "{n} premi", "de": "{n} Preise", "en": "{n} prizes"},
    "rule_special": {"it": "premio speciale {n}", "de": "Sonderpreis {n}", "en": "special prize {n}"},
    "per_group": {"it": "per girone", "de": "je Gruppe", "en": "per group"},
    "whole_field": {"it": "su tutto il torneo", "de": "über das ganze Turnier", "en": "over the whole field"},
    "one_prize": {"it": "non cumulabile", "de": "nicht kumulierbar", "en": "one prize per pair"},
    "two_prizes": {"it": "cumulabile", "de": "kumulierbar", "en": "may add to another prize"},
    "score_last": {
        "it": "{vp} VP negli ultimi {n} turni",
        "de": "{vp} VP in den letzten {n} Runden",
        "en": "{vp} VP over the last {n} rounds",
    },
    "score_last_one": {
        "it": "{vp} VP nell'ultimo turno",
        "de": "{vp} VP in der letzten Runde",
        "en": "{vp} VP in the last round",
    },
}


def word(key: str, language: str, **values: object) -> str:
    entry = WORDS[key]
    return (entry.get(language) or entry["en"]).format(**values)


def plan_title(plan: PrizePlan, language: str) -> str:
    """The plan's name as a reader reads it: a bundled plan's ("fibur", "club") in words, another as named."""
    entry = WORDS.get(f"plan_{plan.name}")
    return (entry.get(language) or entry["en"]) if entry else plan.name


def plan_line(plan: PrizePlan, language: str) -> str:
    """ "Piano premi: FIBur": the line naming the plan on the printout, the page, the panel and the text."""
    return word("plan", language, name=plan_title(plan, language))


def _number(value: Decimal, language: str) -> str:
    text = str(int(value)) if value == value.to_integral_value() else f"{value.normalize():f}"
    return text.replace(".", ",") if language in ("it", "de") else text


def _tables(n: int, language: str) -> str:
    return word("tables_one", language) if n == 1 else word("tables_many", language, n=n)


def _prizes(n: int, language: str) -> str:
    return word("prizes_one", language) if n == 1 else word("prizes_many", language, n=n)


def section_heading(section: PrizeSection, language: str) -> str:
    """ "Girone A, 7 tavoli" / "Gruppe A, 7 Tische" / "Group A, 7 tables"; the whole field's section
    "Classifica generale, 25 tavoli"."""
    tables = _tables(section.tables, language)
    if section.group is None:
        return word("field_heading", language, tables=tables)
    return word("group_heading", language, group=section.group, tables=tables)


def part_heading(group: str | None, tables: Sequence[int], language: str) -> str:
    """A group's part of a round by its tables' numbers: "Girone A, tavoli 1–15" / "Gruppe A, Tische 1–15"
    / "Group A, tables 1–15" (runs of numbers with a dash, others by commas: "tavoli 1–3, 7"; one table
    "tavolo 7"); the pairs in no group "Senza girone, tavoli 31–32"; a group without a table by its name."""
    if not tables:
        return word("group_alone", language, group=group) if group is not None else word("no_group", language)
    numbers = word(
        "table_numbers_one" if len(tables) == 1 else "table_numbers", language, tables=_runs(tables)
    )
    if group is None:
        return word("no_group_heading", language, tables=numbers)
    return word("group_heading", language, group=group, tables=numbers)


def _runs(numbers: Sequence[int]) -> str:
    """1, 2, 3, 7, 9, 10 as "1–3, 7, 9, 10": a run of three or more with a dash."""
    ordered = sorted(set(numbers))
    runs: list[list[int]] = []
    for number in ordered:
        if runs and number == runs[-1][-1] + 1:
            runs[-1].append(number)
        else:
            runs.append([number])
    parts = []
    for run in runs:
        parts += [f"{run[0]}\u2013{run[-1]}"] if len(run) > 2 else [str(n) for n in run]
    return ", ".join(parts)


def _ordinal_suffix(n: int) -> str:
    if n % 100 in (11, 12, 13):
        return "th"
    return {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def award_title(award: Award, plan: PrizePlan, language: str) -> str:
    """The prize's name: "2º posto", "Miglior coppia femminile", or the director's own name."""
    if award.rule == PLACE:
        n = award.place or 0
        return word("place", language, n=n, suffix=_ordinal_suffix(n))
    return special_title(plan.special[award.special or 0], language)


def special_title(prize: SpecialPrize, language: str) -> str:
    """A special prize's name: the director's own, else its rule's ("Miglior coppia femminile")."""
    if prize.name:
        return prize.name
    if prize.kind == BEST_LAST_ROUNDS:
        n = prize.rounds or 1
        return word("best_last_round", language) if n == 1 else word("best_last_rounds", language, n=n)
    if prize.kind == LAST_PAIR:
        return word("last_pair", language)
    assert prize.kind == BEST_OF
    values = {value.casefold() for value in prize.values}
    if prize.field == "category" and prize.match == "both" and values == {"f"}:
        return word("best_ladies", language)
    if prize.field == "category" and prize.match == "mixed":
        title = word("best_mixed", language)
        return (
            title
            if values == {"f", "m"}
            else word("mixed_of", language, title=title, values="/".join(prize.values))
        )
    title = word(f"best_{prize.field}", language, values=word("or", language).join(prize.values))
    return word("either", language, title=title) if prize.match == "either" else title


def award_rule(award: Award, section: PrizeSection, plan: PrizePlan, language: str) -> str:
    """The rule that gave the prize: "fascia da 7 tavoli: 3 premi"; "premio speciale 1, per girone, non
    cumulabile; 45 VP negli ultimi 3 turni"."""
    if award.rule == PLACE:
        band = max((b for b in plan.bands if b.from_tables <= section.tables), key=lambda b: b.from_tables)
        key = "rule_place_one" if band.from_tables == 1 else "rule_place"
        return word(key, language, n=band.from_tables, prizes=_prizes(band.prizes, language))
    index = award.special or 0
    prize = plan.special[index]
    parts = [
        word("rule_special", language, n=index + 1),
        word("per_group" if prize.per_group and section.group is not None else "whole_field", language),
        word("two_prizes" if prize.may_win_two else "one_prize", language),
    ]
    text = ", ".join(parts)
    if prize.kind == BEST_LAST_ROUNDS and award.score is not None:
        n = prize.rounds or 1
        vp = _number(award.score, language)
        score = (
            word("score_last_one", language, vp=vp) if n == 1 else word("score_last", language, vp=vp, n=n)
        )
        text += "; " + score
    return text


def note_text(problem: Problem, plan: PrizePlan, language: str) -> str:
    """A warning of the prize list in words, naming the special prize it is about."""
    text = describe(problem, language)
    index = problem.values.get("prize")
    if isinstance(index, int) and 0 < index <= len(plan.special):
        text = f"{special_title(plan.special[index - 1], language)}: {text}"
    return text


def prizes_text(prizes: PrizeList, language: str) -> str:
    """The prize list as plain text (`prizes --format text`): per section its heading, then one line per
    prize (name, pair, players, VP, the rule), then the notes (warnings) in the language."""
    lines = [
        f"{word('title', language)} ({word('after_round', language, n=prizes.after_round)}) · "
        + plan_line(prizes.plan, language)
    ]
    for section in prizes.sections:
        lines += ["", section_heading(section, language)]
        if not section.awards:
            lines.append("  " + word("no_prizes", language))
        for award in section.awards:
            lines.append(
                f"  {award_title(award, prizes.plan, language)}: "
                f"{word('pair', language, n=award.pair)} – {' / '.join(award.players)}, "
                f"{_number(award.vp, language)} {word('vp', language)} "
                f"({award_rule(award, section, prizes.plan, language)})"
            )
    if prizes.warnings:
        lines += ["", word("notes", language) + ":"]
        lines += [f"  - {note_text(problem, prizes.plan, language)}" for problem in prizes.warnings]
    return "\n".join(lines) + "\n"
