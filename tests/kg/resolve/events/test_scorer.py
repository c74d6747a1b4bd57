"""The shipped pair model's file: what the coreference step and the other steps read of it."""

from __future__ import annotations

import json

import pytest

from kg.resolve.events import scorer
from kg.resolve.events.features import FEATURES


def _file(features: list[str]) -> str:
    return json.dumps(
        {
            "features": features,
            "weights": [0.0] * len(features),
            "intercept": 0.0,
            "threshold": 0.5,
            "same_rate": {},
            "pair_rate": {"death|kill": 0.4},
            "class_rate": {},
        }
    )


@pytest.fixture
def shipped(monkeypatch):
    """Serve ``text`` as the shipped model file (None: there is none)."""

    def serve(text: str | None) -> None:
        def read(path: str | None) -> str:
            if text is None:
                raise FileNotFoundError(path)
            return text

        monkeypatch.setattr(scorer, "_model_text", read)
        scorer.load_model.cache_clear()
        scorer.learnt_pairs.cache_clear()

    yield serve
    scorer.load_model.cache_clear()
    scorer.learnt_pairs.cache_clear()


def test_a_file_of_other_features_is_refused_by_the_scorer_but_its_pair_table_still_read(shipped):
    # Training runs the whole corpus step (whose key events read the pair table) before it writes
    # the file of its new features: the old file must not stop it.
    shipped(_file([*FEATURES[:-1], "a_feature_no_longer_computed"]))
    with pytest.raises(ValueError, match="other features"):
        scorer.load_model()
    assert scorer.learnt_pairs() == {("death", "kill"): 0.4}


def test_no_model_file_leaves_the_pair_table_empty(shipped):
    shipped(None)
    assert scorer.learnt_pairs() == {}


def test_the_scorer_reads_a_file_of_its_features(shipped):
    shipped(_file(list(FEATURES)))
    assert scorer.load_model().tables.pair("kill", "death") == 0.4
