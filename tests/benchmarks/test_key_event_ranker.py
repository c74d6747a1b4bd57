"""benchmarks/key_event_ranker.py: a learnt ranking of key events, scored as the hand rule is."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import numpy as np

_PATH = Path(__file__).resolve().parents[2] / "benchmarks" / "key_event_ranker.py"
_spec = importlib.util.spec_from_file_location("key_event_ranker_bench", _PATH)
assert _spec is not None and _spec.loader is not None
bench = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = bench
_spec.loader.exec_module(bench)

EVIDENCE = len(bench.EVIDENCE)


def _row(lead: float, told: float, seminal: bool, name: str) -> tuple:
    """A candidate told by ``told`` of its story's articles, ``lead`` of them in their lead; the
    hand rule's key ranks it by the articles telling it."""
    features = [0.0] * EVIDENCE
    features[bench.EVIDENCE.index("told")] = told
    features[bench.EVIDENCE.index("lead")] = lead
    return tuple(features), seminal, (-told, 0, 0, name)


def test_the_learnt_weights_rank_what_the_seminal_events_share_first_on_a_story_left_out() -> None:
    # In every story the seminal event is the one the leads report, though another is told by more.
    stories = [[_row(0.8, 0.6, True, "flood"), _row(0.1, 0.9, False, "said")] for _ in range(4)]
    weights = bench.learnt(stories, 1.0)
    assert weights[bench.EVIDENCE.index("lead")] > 0 > weights[bench.EVIDENCE.index("told")]
    held_out = [[_row(0.1, 1.0, False, "rescue"), _row(0.7, 0.5, True, "quake"), _row(0.0, 0.2, False, "x")]]
    assert bench.hits(held_out, lambda row: (-float(np.dot(weights, row[0])), *row[2][1:])) == (1, 1)
    # The hand rule's key (the most articles) misses it first, and holds it among the first three.
    assert bench.hits(held_out, lambda row: row[2]) == (0, 1)


def test_nested_cross_validation_chooses_c_without_the_topic_it_scores() -> None:
    # Three topics whose seminal event is what the leads report: every fold learns it, at any C.
    data = [(t, [[_row(0.8, 0.6, True, "flood"), _row(0.1, 0.9, False, "said")]][0]) for t in ("1", "2", "3")]
    assert bench.left_out(data, 1.0) == (3, 3)
    at1, at3, chosen = bench.nested(data)
    assert (at1, at3) == (3, 3) and sum(chosen.values()) == 3 and set(chosen) <= set(bench.CS)
    # A topic whose seminal event the leads do not report is missed when left out: its fold never saw it.
    odd = ("4", [_row(0.1, 0.9, True, "vote"), _row(0.8, 0.6, False, "rally")])
    assert bench.nested([*data, odd])[:2] == (3, 4)


def test_a_storys_margin_is_how_far_the_hand_rule_keeps_its_seminal_event_first_or_behind() -> None:
    # Scores (the hand rule's key holds minus the score): seminal 3.0 against 2.5 and 1.0 leads by 0.5.
    lead = [((), True, (-3.0, 0, 0, "quake")), ((), False, (-2.5, 0, 0, "said")), ((), False, (-1.0, 0, 0, "x"))]
    assert bench.margin(lead) == 0.5
    # Second behind a 3.5: 0.5 behind; a story none of whose candidates is its seminal event: -inf.
    behind = [((), True, (-3.0, 0, 0, "quake")), ((), False, (-3.5, 0, 0, "said"))]
    assert bench.margin(behind) == -0.5
    assert bench.margin([((), False, (-3.0, 0, 0, "said"))]) == float("-inf")
    # The only candidate, and the seminal one: its whole score.
    assert bench.margin([((), True, (-2.0, 0, 0, "quake"))]) == 2.0
