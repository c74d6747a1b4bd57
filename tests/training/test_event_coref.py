"""The criterion ``training/event_coref.py`` chooses the coreference cut by (no data needed)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

_PATH = Path(__file__).resolve().parents[2] / "training" / "event_coref.py"
_spec = importlib.util.spec_from_file_location("event_coref_training", _PATH)
assert _spec is not None and _spec.loader is not None
event_coref = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(event_coref)


def test_f_half_prefers_fewer_wrong_links_where_f1_does_not():
    # 8 right of 10 links (P 0.8, R 0.2) against 12 right of 30 (P 0.4, R 0.3), 40 gold links:
    # F1 prefers the second (0.343 > 0.32); F0.5, which counts a wrong join more, the first.
    careful, eager = event_coref.f_beta(8, 10, 40), event_coref.f_beta(12, 30, 40)
    assert round(careful, 4) == 0.5 and round(eager, 4) == 0.375
    assert event_coref.f_beta(8, 10, 40, beta=1.0) < event_coref.f_beta(12, 30, 40, beta=1.0)


def test_no_right_link_scores_zero():
    assert event_coref.f_beta(0, 0, 10) == 0.0 and event_coref.f_beta(0, 5, 10) == 0.0


def test_a_tie_goes_to_the_higher_cut():
    assert event_coref.best_cut({0.2: 0.5, 0.3: 0.5, 0.4: 0.49}) == 0.3


def test_a_cut_below_the_conll_floor_does_not_compete():
    floor = event_coref.CONLL_FLOOR
    mean, conll = {0.45: 0.6221, 0.55: 0.6226}, {0.45: floor + 0.009, 0.55: floor - 0.005}
    assert event_coref.best_cut(mean) == 0.55
    assert event_coref.best_cut(mean, conll) == 0.45
    # when no cut keeps the floor, all compete
    assert event_coref.best_cut(mean, {0.45: floor - 0.1, 0.55: floor - 0.2}) == 0.55


def test_the_grid_grows_while_its_top_is_best():
    cuts = list(event_coref.CUTS)
    assert event_coref.grown(cuts, cuts[-1]) == [round(cuts[-1] + event_coref.CUT_STEP, 2)]
    assert event_coref.grown(cuts, cuts[0]) == []
    assert event_coref.grown([*cuts, event_coref.MAX_CUT], event_coref.MAX_CUT) == []
