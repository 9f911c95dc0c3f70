"""Sheets from the tables' phones (issue 20), the services: links per table and line, a proposal confirmed by
the other line (or with the PIN) saved once through services.scores with the station "table 7", and every
way a request from a table is refused with nothing saved."""

from __future__ import annotations

import pytest

from burraco_tourney.domain.scoring import Deal, DealEnd, DealLine
from burraco_tourney.io.problem_texts import describe_error
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import audit, scores
from burraco_tourney.services import table_entry as te
from burraco_tourney.services.errors import DealsRejectedError, WarningsNotConfirmedError
from tests.services.support import closed_by_ew, closed_by_ns, new_tournament, sheet, with_round

SEATING = tuple((table, 2 * table - 1, 2 * table) for table in range(1, 8))  # 7 tables, 14 pairs
ROUND_2 = tuple((table, 2 * table - 1, 2 * (table % 7 + 1)) for table in range(1, 8))
SHEET = sheet(closed_by_ns(), closed_by_ew())


@pytest.fixture
def tournament_id(db: Database) -> int:
    made = new_tournament(db, 14)
    with_round(db, made, SEATING)
    return made


def links(db: Database, tournament_id: int, round_number: int = 1) -> dict[tuple[int, str], te.TableLink]:
    return {(link.table, link.line): link for link in te.table_links(db, tournament_id, round_number)}


def saves(db: Database, tournament_id: int) -> list[audit.AuditEntry]:
    return [e for e in audit.audit_log(db, tournament_id) if e.action in ("save deals", "correct deals")]


def refused_code(error: pytest.ExceptionInfo[te.TableEntryRefusedError]) -> str:
    return error.value.problems[0].code


def test_links_are_made_once_per_table_and_line_with_long_tokens_and_one_pin_per_table(
    db: Database, tournament_id: int
) -> None:
    first = links(db, tournament_id)
    assert sorted(first) == [(table, line) for table in range(1, 8) for line in ("ew", "ns")]
    assert links(db, tournament_id) == first  # stable once made
    tokens = {link.token for link in first.values()}
    assert len(tokens) == 14 and all(len(token) >= 32 for token in tokens)  # 24 bytes: 192 bits
    for table in range(1, 8):
        ns, ew = first[(table, "ns")], first[(table, "ew")]
        assert ns.pin == ew.pin and ns.pin.isdigit() and len(ns.pin) == 4
        assert (ns.ns, ns.ew) == (2 * table - 1, 2 * table)
        assert ns.path == f"/t/{ns.token}"
    assert te.open_link(db, first[(7, "ew")].token) == te.TableAccess(tournament_id, 1, 7, "ew")


def test_a_proposal_confirmed_by_the_other_line_is_saved_once_as_table_7(
    db: Database, tournament_id: int
) -> None:
    found = links(db, tournament_id)
    ns, ew = found[(7, "ns")].token, found[(7, "ew")].token
    proposal = te.propose(db, ns, SHEET)
    assert proposal.status == "proposed" and proposal.line == "ns"
    assert scores.get_table(db, tournament_id, 1, 7).table.deals == ()  # nothing saved before confirmation
    assert te.table_entry_states(db, tournament_id, 1)[7].status == "proposed"

    done = te.confirm(db, ew, proposal.id)

    assert done.saved is not None and not done.waiting_for_director
    assert scores.get_table(db, tournament_id, 1, 7).table.deals == SHEET
    [entry] = saves(db, tournament_id)
    assert (entry.who, entry.round, entry.table) == ("table 7", 1, 7)
    assert te.station_table(entry.who) == 7
    assert te.table_entry_states(db, tournament_id, 1)[7].status == "saved"
    sheet_seen = te.table_sheet(db, ew)
    assert sheet_seen.entered and sheet_seen.saved_from_table and sheet_seen.proposal is None

    # The same confirmation again (a replay, a double tap): refused, still one save.
    with pytest.raises(te.TableEntryRefusedError) as replay:
        te.confirm(db, ew, proposal.id)
    assert refused_code(replay) == "table_entry.proposal_saved"
    with pytest.raises(te.TableEntryRefusedError) as again:
        te.propose(db, ns, sheet(closed_by_ns()))
    assert refused_code(again) == "table_entry.already_entered"
    assert len(saves(db, tournament_id)) == 1


def test_the_same_phone_confirms_with_the_tables_pin_only(db: Database, tournament_id: int) -> None:
    link = links(db, tournament_id)[(3, "ew")]
    proposal = te.propose(db, link.token, SHEET)
    with pytest.raises(te.TableEntryRefusedError) as no_pin:
        te.confirm(db, link.token, proposal.id)
    assert refused_code(no_pin) == "table_entry.other_line_confirms"
    wrong = "0000" if link.pin != "0000" else "1111"
    with pytest.raises(te.TableEntryRefusedError) as bad_pin:
        te.confirm(db, link.token, proposal.id, pin=wrong)
    assert refused_code(bad_pin) == "table_entry.wrong_pin"
    assert saves(db, tournament_id) == []

    done = te.confirm(db, link.token, proposal.id, pin=link.pin)
    assert done.proposal.confirmed_by == "pin" and done.saved is not None
    assert [e.who for e in saves(db, tournament_id)] == ["table 3"]


def test_wrong_tokens_and_another_tables_token_reach_nothing(db: Database, tournament_id: int) -> None:
    found = links(db, tournament_id)
    proposal = te.propose(db, found[(1, "ns")].token, SHEET)
    for token in ("", "x", "a" * 32, found[(1, "ns")].token[:-1] + "A", "../../etc/passwd", "é" * 32):
        with pytest.raises(te.TableEntryRefusedError) as refused:
            te.confirm(db, token, proposal.id)
        assert refused_code(refused) == "table_entry.unknown_link"
    # Table 2's link cannot confirm (nor see) table 1's proposal.
    with pytest.raises(te.TableEntryRefusedError) as other:
        te.confirm(db, found[(2, "ew")].token, proposal.id)
    assert refused_code(other) == "table_entry.no_proposal"
    assert te.table_sheet(db, found[(2, "ew")].token).proposal is None
    assert saves(db, tournament_id) == []


def test_a_sheet_after_the_round_closed_or_the_next_round_is_refused_until_reopened(
    db: Database, tournament_id: int
) -> None:
    found = links(db, tournament_id)
    ns, ew = found[(1, "ns")].token, found[(1, "ew")].token
    proposal = te.propose(db, ns, SHEET)
    te.set_accepting(db, tournament_id, 1, False)
    assert not te.accepting(db, tournament_id, 1)
    with pytest.raises(te.TableEntryRefusedError) as closed:
        te.confirm(db, ew, proposal.id)
    assert refused_code(closed) == "table_entry.closed"
    with pytest.raises(te.TableEntryRefusedError):
        te.propose(db, ns, SHEET)
    assert "round 1" in str(closed.value).lower()
    assert "turno 1" in describe_error(closed.value, "it").lower()

    te.set_accepting(db, tournament_id, 1, True)
    assert te.accepting(db, tournament_id, 1)
    te.confirm(db, ew, proposal.id)
    assert len(saves(db, tournament_id)) == 1

    # Reopened by the director, round 1 stays open after round 2 is made, until closed again.
    with_round(db, tournament_id, ROUND_2, number=2)
    assert te.accepting(db, tournament_id, 1) and te.accepting(db, tournament_id, 2)
    te.set_accepting(db, tournament_id, 1, False)
    with pytest.raises(te.TableEntryRefusedError):
        te.propose(db, found[(2, "ns")].token, SHEET)
    assert te.accepting(db, tournament_id, 2)


def test_the_next_round_made_closes_the_previous_rounds_links(db: Database, tournament_id: int) -> None:
    token = links(db, tournament_id)[(2, "ns")].token
    with_round(db, tournament_id, ROUND_2, number=2)
    with pytest.raises(te.TableEntryRefusedError) as closed:
        te.propose(db, token, SHEET)
    assert refused_code(closed) == "table_entry.closed"
    assert not te.table_sheet(db, token).accepting


def test_the_directors_entry_first_is_never_overwritten_and_the_table_sees_it(
    db: Database, tournament_id: int
) -> None:
    found = links(db, tournament_id)
    ns, ew = found[(5, "ns")].token, found[(5, "ew")].token
    proposal = te.propose(db, ns, SHEET)
    director = sheet(closed_by_ew(), closed_by_ew())
    scores.save_table_deals(db, tournament_id, 1, 5, director, who="Direttore")

    with pytest.raises(te.TableEntryRefusedError) as conflict:
        te.confirm(db, ew, proposal.id)

    assert refused_code(conflict) == "table_entry.already_entered"
    assert "già stato inserito dall'arbitro" in describe_error(conflict.value, "it")
    assert scores.get_table(db, tournament_id, 1, 5).table.deals == director
    assert [e.who for e in saves(db, tournament_id)] == ["Direttore"]
    seen = te.table_sheet(db, ew)
    assert seen.entered and not seen.saved_from_table and seen.proposal is None
    assert 5 not in te.table_entry_states(db, tournament_id, 1)  # superseded


def test_the_director_cleared_and_kept_the_table_a_stale_proposal_is_not_saved(
    db: Database, tournament_id: int
) -> None:
    found = links(db, tournament_id)
    proposal = te.propose(db, found[(4, "ns")].token, SHEET)
    scores.save_table_deals(db, tournament_id, 1, 4, sheet(closed_by_ew()), who="Direttore")
    scores.clear_table_deals(db, tournament_id, 1, 4, reason="wrong table", who="Direttore")
    with pytest.raises(te.TableEntryRefusedError) as stale:
        te.confirm(db, found[(4, "ew")].token, proposal.id)
    assert refused_code(stale) == "table_entry.already_entered"
    assert scores.get_table(db, tournament_id, 1, 4).table.deals == ()


def test_checks_are_the_windows_errors_refuse_warnings_ask(db: Database, tournament_id: int) -> None:
    token = links(db, tournament_id)[(1, "ns")].token
    odd = Deal(DealEnd.CLOSED, DealLine(clean=1, closed=True, cards=233), DealLine(cards=85))
    with pytest.raises(DealsRejectedError) as rejected:
        te.propose(db, token, sheet(odd))
    assert rejected.value.problems[0].path[:4] == ("deals", 0, "ns", "cards")
    thin = Deal(DealEnd.CLOSED, DealLine(clean=2, closed=True, cards=40), DealLine(cards=20))
    with pytest.raises(WarningsNotConfirmedError):
        te.propose(db, token, sheet(thin))
    assert te.table_sheet(db, token).proposal is None
    proposal = te.propose(db, token, sheet(thin), confirm_warnings=True)
    assert proposal.deals == sheet(thin)


def test_a_new_proposal_supersedes_the_standing_one(db: Database, tournament_id: int) -> None:
    found = links(db, tournament_id)
    first = te.propose(db, found[(6, "ns")].token, SHEET)
    second = te.propose(db, found[(6, "ew")].token, sheet(closed_by_ns()))
    with pytest.raises(te.TableEntryRefusedError) as old:
        te.confirm(db, found[(6, "ew")].token, first.id)
    assert refused_code(old) == "table_entry.proposal_superseded"
    te.confirm(db, found[(6, "ns")].token, second.id)
    assert scores.get_table(db, tournament_id, 1, 6).table.deals == sheet(closed_by_ns())


def test_review_first_confirmed_sheets_wait_for_the_director(db: Database, tournament_id: int) -> None:
    assert te.auto_accept(db, tournament_id)
    te.set_auto_accept(db, tournament_id, False)
    found = links(db, tournament_id)
    proposal = te.propose(db, found[(2, "ns")].token, SHEET)
    done = te.confirm(db, found[(2, "ew")].token, proposal.id)
    assert done.waiting_for_director and done.proposal.status == "confirmed"
    assert scores.get_table(db, tournament_id, 1, 2).table.deals == ()
    [pending] = te.pending_proposals(db, tournament_id)
    assert (pending.round, pending.table, pending.deals) == (1, 2, SHEET)
    with pytest.raises(te.TableEntryRefusedError) as replay:
        te.confirm(db, found[(2, "ew")].token, proposal.id)
    assert refused_code(replay) == "table_entry.proposal_confirmed"

    te.accept_proposal(db, tournament_id, pending.id)
    assert scores.get_table(db, tournament_id, 1, 2).table.deals == SHEET
    assert [e.who for e in saves(db, tournament_id)] == ["table 2"]
    assert te.pending_proposals(db, tournament_id) == []
    with pytest.raises(te.TableEntryRefusedError):
        te.accept_proposal(db, tournament_id, pending.id)

    other = te.propose(db, found[(3, "ns")].token, SHEET)
    te.confirm(db, found[(3, "ew")].token, other.id)
    te.reject_proposal(db, tournament_id, other.id)
    assert te.pending_proposals(db, tournament_id) == []
    assert 3 not in te.table_entry_states(db, tournament_id, 1)
    assert len(saves(db, tournament_id)) == 1


def test_every_code_is_worded_in_three_languages() -> None:
    from burraco_tourney.io.problem_texts.table_entry import TEXTS

    for code, entry in TEXTS.items():
        assert code.startswith("table_entry.") and set(entry) == {"en", "it", "de"}, code


def test_two_confirmations_at_once_save_the_sheet_once(db: Database, tournament_id: int) -> None:
    from concurrent.futures import ThreadPoolExecutor

    found = links(db, tournament_id)
    proposal = te.propose(db, found[(1, "ns")].token, SHEET)

    def agree(_: int) -> str:
        try:
            te.confirm(db, found[(1, "ew")].token, proposal.id)
        except te.TableEntryRefusedError as error:
            return error.problems[0].code
        return "saved"

    with ThreadPoolExecutor(4) as pool:
        answers = sorted(pool.map(agree, range(4)))
    assert answers == ["saved"] + ["table_entry.proposal_saved"] * 3
    assert len(saves(db, tournament_id)) == 1
