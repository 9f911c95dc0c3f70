"""The audit log's rows for groups: formed, taken back and cleared, each named and summed up in words."""

from __future__ import annotations

import random

from burraco_tourney.domain.groups import GroupsRule
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import audit, groups, tournaments
from burraco_tourney.services.demo import build_demo_tournament
from burraco_tourney.ui.models.sheet_audit import action_name, change_summary


def test_groups_in_the_audit_log(database: Database) -> None:
    demo = build_demo_tournament(21, 3, seed=7)
    tid = tournaments.import_tournament(database, demo, rng=random.Random(1)).id
    groups.form_groups(database, tid, GroupsRule.sizes(4, 6), who="Giuria")
    groups.undo_groups(database, tid)
    groups.form_groups(database, tid, GroupsRule.count(2))
    groups.clear_groups(database, tid)
    cleared, formed, undone, first = audit.audit_log(database, tid, limit=4)
    assert [action_name(e.action) for e in (first, undone, formed, cleared)] == [
        "Groups formed",
        "Groups taken back",
        "Groups formed",
        "Groups cleared",
    ]
    assert first.who == "Giuria"
    assert change_summary(first) == "group A: 4 tables, 8 pairs; group B: 6 tables, 13 pairs"
    assert change_summary(undone) == change_summary(first)
    assert change_summary(cleared) == "21 pairs out of their group"
