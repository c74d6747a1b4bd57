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
    assert event_coref.best_cut({0.2: [0.5, 0.6], 0.3: [0.5, 0.6], 0.4: [0.45, 0.55]}) == 0.3


def test_the_highest_cut_the_folds_cannot_tell_from_the_best_wins():
    # 0.4 is best by 0.002 on the mean, but one fold prefers 0.5 and one 0.4: within the error
    # of their differences, so 0.5 (fewer joins) wins; 0.6 loses on every fold, clearly.
    scores = {0.3: [0.50, 0.60, 0.70], 0.4: [0.52, 0.62, 0.72], 0.5: [0.53, 0.60, 0.717], 0.6: [0.47, 0.57, 0.67]}
    assert event_coref.best_cut(scores) == 0.5
    # The same mean loss on every fold is no noise: the best stays.
    scores[0.5] = [0.518, 0.618, 0.718]
    assert event_coref.best_cut(scores) == 0.4
    # A lower cut is never chosen for being within the error of a higher best.
    assert event_coref.best_cut({0.3: [0.60, 0.70], 0.4: [0.62, 0.69]}) == 0.4


def test_a_cut_below_the_conll_floor_does_not_compete():
    floor, tolerance = event_coref.CONLL_FLOOR, event_coref.FLOOR_TOLERANCE
    scores = {0.45: [0.6221, 0.6221], 0.55: [0.6226, 0.6226]}
    assert event_coref.best_cut(scores) == 0.55
    assert event_coref.best_cut(scores, {0.45: floor + 0.009, 0.55: floor - tolerance - 0.001}) == 0.45
    # A mean that rounds to the floor keeps it: a hair under it does not move the cut.
    assert event_coref.best_cut(scores, {0.45: floor + 0.009, 0.55: floor - tolerance + 0.001}) == 0.55
    # when no cut keeps the floor, all compete
    assert event_coref.best_cut(scores, {0.45: floor - 0.1, 0.55: floor - 0.2}) == 0.55


def test_the_floor_moving_by_a_hair_moves_the_cut_to_its_neighbour():
    # A flat stretch from 0.30 to 0.45: when 0.45 falls under the floor, the next cut down is
    # chosen, not 0.30 because it is ahead by a ten-thousandth.
    scores = {0.30: [0.52, 0.64, 0.6696], 0.35: [0.52, 0.64, 0.6690], 0.40: [0.525, 0.635, 0.6694]}
    scores[0.45] = [0.53, 0.63, 0.6697]
    conll = {0.30: 0.513, 0.35: 0.507, 0.40: 0.502, 0.45: 0.494}
    assert event_coref.best_cut(scores, conll) == 0.40


def test_the_grid_grows_while_its_top_is_best():
    cuts = list(event_coref.CUTS)
    assert event_coref.grown(cuts, cuts[-1]) == [round(cuts[-1] + event_coref.CUT_STEP, 2)]
    assert event_coref.grown(cuts, cuts[0]) == []
    assert event_coref.grown([*cuts, event_coref.MAX_CUT], event_coref.MAX_CUT) == []
