"""Groups through the services: preview saves nothing; forming sets the pairs' groups, is audited with the
station and travels in the file; undo restores until the next round; the plan forms the groups at its
phase in groups and the round is paired inside each group; bad input gets its coded refusal."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from burraco_tourney.domain.demo import random_round_deals
from burraco_tourney.domain.groups import GroupsRule
from burraco_tourney.domain.tournament import Movement, Phase, Player, TieBreak
from burraco_tourney.io.interchange import read_tournament, tournament_to_json
from burraco_tourney.io.problem_texts import describe, describe_error
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import audit, groups, pairing, pairs, scores, tournaments
from burraco_tourney.services.demo import build_demo_tournament
from burraco_tourney.services.errors import RuleError
from burraco_tourney.services.standings import take_standings


def _demo(
    db: Database, pairs_count: int = 20, rounds: int = 3, *, in_groups: GroupsRule | None = None
) -> int:
    demo = build_demo_tournament(pairs_count, rounds, seed=7)
    if in_groups is not None:
        plan = (*demo.settings.plan, Phase(Movement.DANISH, 2, groups=in_groups))
        demo = replace(demo, settings=replace(demo.settings, plan=plan))
    return tournaments.import_tournament(db, demo, rng=random.Random(1)).id


def _play(db: Database, tournament_id: int, round_number: int) -> None:
    tournament = tournaments.load_tournament(db, tournament_id)
    rng = random.Random(round_number)
    for table in tournament.rounds[round_number - 1].tables:
        deals = random_round_deals(rng, tournament.settings.scoring, tournament.settings.deals_per_round)
        scores.save_table_deals(db, tournament_id, round_number, table.table, deals, confirm_warnings=True)


def test_preview_saves_nothing_and_form_sets_the_groups_audited(db: Database) -> None:
    tid = _demo(db)
    before = tournaments.load_tournament(db, tid)
    ranking = [row.pair for row in take_standings(db, tid).rows]

    preview = groups.preview_groups(db, tid, GroupsRule.sizes(4, 6))
    assert [g.pairs for g in preview.formation.groups] == [tuple(ranking[:8]), tuple(ranking[8:])]
    assert tournaments.load_tournament(db, tid) == before

    formed = groups.form_groups(db, tid, GroupsRule.sizes(4, 6), who="Tavolo giuria")
    assert formed.formation.groups == preview.formation.groups
    assert formed.to_json()["groups"][0] == {"name": "A", "tables": 4, "bye": False, "pairs": ranking[:8]}
    stored = tournaments.load_tournament(db, tid)
    assert {p.number: p.group for p in stored.pairs} == {n: "A" if n in ranking[:8] else "B" for n in ranking}
    assert stored.groups is not None and stored.groups.after_round == 3
    entry = audit.audit_log(db, tid, limit=1)[0]
    assert (entry.action, entry.who, entry.round) == ("form groups", "Tavolo giuria", 3)

    standings = take_standings(db, tid)
    assert standings.groups == ("A", "B")
    assert [row.pair for row in groups.rows_of_group(standings, "B")] == ranking[8:]
    # The file carries the formation and the groups, and reads back the same.
    assert read_tournament(tournament_to_json(stored)) == stored


def test_undo_restores_until_the_next_round_is_made(db: Database) -> None:
    tid = _demo(db)
    groups.form_groups(db, tid, GroupsRule.count(2))
    first = tournaments.load_tournament(db, tid)
    groups.form_groups(db, tid, GroupsRule.sizes(2, 8))
    assert groups.undo_groups(db, tid) == first.groups
    assert tournaments.load_tournament(db, tid).pairs == first.pairs
    assert groups.undo_groups(db, tid) is None
    assert all(p.group is None for p in tournaments.load_tournament(db, tid).pairs)
    with pytest.raises(RuleError) as nothing:
        groups.undo_groups(db, tid)
    assert nothing.value.problems[0].code == "group.none_formed"

    groups.form_groups(db, tid, GroupsRule.count(2))
    made = pairing.make_next_round(db, tid)
    assert made.round == 4
    with pytest.raises(RuleError) as late:
        groups.undo_groups(db, tid)
    assert describe_error(late.value, "it") == (
        "i gironi sono stati formati dopo il turno 3 e da allora è stato fatto il turno 4: non si possono "
        "più annullare."
    )
    with pytest.raises(RuleError):
        groups.clear_groups(db, tid)


def test_the_plan_forms_the_groups_and_pairs_within_them(db: Database) -> None:
    tid = _demo(db, 21, in_groups=GroupsRule.sizes(4, 6))  # 21 pairs: a bye in group B
    made = pairing.make_next_round(db, tid)
    assert [note.code for note in made.notes] == ["group.formed_by_plan", "group.bye_inside"]
    assert describe(made.notes[0], "it") == (
        "i gironi sono stati formati dopo il turno 3, come dice il programma (A 4, B 6)."
    )
    tournament = tournaments.load_tournament(db, tid)
    group = {p.number: p.group for p in tournament.pairs}
    assert all(group[ns] == group[ew] for _, ns, ew in made.tables)
    assert [group[n] for n in made.byes] == ["B"]
    _play(db, tid, 4)
    again = pairing.make_next_round(db, tid)  # the second round of the phase: the same groups
    assert [note.code for note in again.notes] == ["group.bye_inside"]
    assert all(group[ns] == group[ew] for _, ns, ew in again.tables)
    rows = take_standings(db, tid).rows
    assert {row.group for row in rows} == {"A", "B"}
    assert sorted(row.group_rank for row in rows if row.group == "A") == list(range(1, 9))


def test_groups_formed_by_hand_are_kept_by_the_plan(db: Database) -> None:
    tid = _demo(db, in_groups=GroupsRule.count(2))
    groups.form_groups(db, tid, GroupsRule.sizes(3, 7))
    made = pairing.make_next_round(db, tid)
    assert [note.code for note in made.notes] == []
    assert tournaments.load_tournament(db, tid).groups.rule == GroupsRule.sizes(3, 7)


def test_bad_input_is_refused_with_its_code(db: Database) -> None:
    tid = _demo(db)
    with pytest.raises(RuleError) as sizes:
        groups.form_groups(db, tid, GroupsRule.sizes(4, 4))
    assert describe_error(sizes.value, "en") == (
        "the groups' sizes 4, 4 add up to 8 tables, but 10 tables are in play."
    )
    with pytest.raises(RuleError) as early:
        groups.form_groups(db, tid, GroupsRule.count(2), after_round=2)
    assert early.value.problems[0].code == "group.after_round_not_last"
    with pytest.raises(RuleError) as unknown:
        groups.rows_of_group(take_standings(db, tid), "A")
    assert unknown.value.problems[0].code == "group.no_groups"
    pairing.make_next_round(db, tid)
    with pytest.raises(RuleError) as open_round:
        groups.form_groups(db, tid, GroupsRule.count(2))
    assert open_round.value.problems[0].code == "group.round_open"
    assert tournaments.load_tournament(db, tid).groups is None


def test_a_late_entry_in_the_group_phase_needs_its_group(db: Database) -> None:
    tid = _demo(db)
    groups.form_groups(db, tid, GroupsRule.count(2))
    players = (Player("Łukasz Nowak", region="Lazio"), Player("Renée Dell'Acqua", province="RM"))
    with pytest.raises(RuleError) as refused:
        pairs.late_entry(db, tid, players)
    assert describe_error(refused.value, "it").endswith(
        "i gironi sono formati (A, B): a una coppia che entra ora va assegnato il suo girone."
    )
    entered = pairs.late_entry(db, tid, players, group="B")
    tournament = tournaments.load_tournament(db, tid)
    (note,) = groups.playing_notes(tournament, 4)
    assert (note.code, note.values["group"], note.values["pairs"]) == ("group.bye_inside", "B", 11)
    assert entered.number in groups.groups_of(db, tid).group("B").pairs


def test_a_withdrawal_in_the_group_phase_leaves_a_bye_in_its_group(db: Database) -> None:
    tid = _demo(db)
    formed = groups.form_groups(db, tid, GroupsRule.count(2)).formation
    leaving = formed.group("A").pairs[0]
    pairs.withdraw_pair(db, tid, leaving, 3)
    (note,) = groups.playing_notes(tournaments.load_tournament(db, tid), 4)
    assert describe(note, "en").startswith("group A has an odd number of pairs (9, 4 tables)")
    # Groups formed by hand in a Danish phase: its next rounds are paired inside them, the bye in group A.
    made = pairing.make_next_round(db, tid)
    assert [n.code for n in made.notes] == ["group.bye_inside"]
    tournament = tournaments.load_tournament(db, tid)
    group = {p.number: p.group for p in tournament.pairs}
    assert [group[n] for n in made.byes] == ["A"]
    assert all(group[ns] == group[ew] for _, ns, ew in made.tables)


def test_a_correction_before_the_groups_says_they_were_formed_on_the_old_standings(db: Database) -> None:
    tid = _demo(db)
    groups.form_groups(db, tid, GroupsRule.count(2))
    tournament = tournaments.load_tournament(db, tid)
    rng = random.Random(99)
    deals = random_round_deals(rng, tournament.settings.scoring, tournament.settings.deals_per_round)
    saved = scores.save_table_deals(
        db, tid, 2, 1, deals, confirm_warnings=True, reason="errore di trascrizione"
    )
    assert saved.groups_formed_after == 3
    pairing.make_next_round(db, tid)
    later = scores.save_table_deals(db, tid, 4, 1, deals, confirm_warnings=True)
    assert later.groups_formed_after is None


def test_a_new_tie_break_chain_says_the_groups_were_formed_on_the_old_standings(db: Database) -> None:
    tid = _demo(db)
    settings = tournaments.load_tournament(db, tid).settings
    chain = (TieBreak.VP, TieBreak.MP, TieBreak.LOTS)
    assert (
        tournaments.change_settings(db, tid, replace(settings, tie_breaks=chain)).groups_formed_after is None
    )
    groups.form_groups(db, tid, GroupsRule.count(2))
    changed = tournaments.change_settings(db, tid, replace(settings, tie_breaks=(TieBreak.VP, TieBreak.LOTS)))
    assert changed.groups_formed_after == 3
    renamed = tournaments.change_settings(db, tid, replace(changed.settings, name="Regionale Lazio"))
    assert renamed.groups_formed_after is None
