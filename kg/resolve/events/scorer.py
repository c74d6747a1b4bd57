"""The learnt pair scorer: how likely two event mentions are one happening.

A logistic regression over :data:`~kg.resolve.events.features.FEATURES`,
with the tables of how often a lemma, or a pair of lemmas, names one
happening. Trained on the ECB+ train topics by ``training/event_coref.py``,
which writes ``data/event_coref.json`` (weights, tables, the cut chosen by
cross-validation over the train topics, and the score it reached there); kg only
reads the file.
"""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

import numpy as np

from kg.resolve.events.features import FEATURES, Tables

MODEL_FILE = "event_coref.json"


@dataclass(frozen=True)
class PairModel:
    """Weights over the features, the learnt lemma tables and the clustering cut."""

    weights: np.ndarray
    intercept: float
    threshold: float  # average-linkage cut: mentions join while their mean probability is above it
    tables: Tables

    def probability(self, features: np.ndarray) -> np.ndarray:
        """P(one happening) for each row of ``features`` (pairs x :data:`FEATURES`)."""
        if not len(features):
            return np.zeros(0)
        return 1.0 / (1.0 + np.exp(-(features @ self.weights + self.intercept)))

    @classmethod
    def from_json(cls, data: dict) -> PairModel:
        """The model a training run wrote (see ``training/event_coref.py``)."""
        if tuple(data["features"]) != FEATURES:
            raise ValueError("the event coreference model was trained on other features: rebuild it")

        return cls(
            weights=np.asarray(data["weights"], dtype=np.float64),
            intercept=float(data["intercept"]),
            threshold=float(data["threshold"]),
            tables=Tables(
                {k: float(v) for k, v in data["same_rate"].items()},
                _pairs(data["pair_rate"]),
                _pairs(data["class_rate"]),
            ),
        )


def _pairs(table: dict[str, float]) -> dict[tuple[str, str], float]:
    return {(k.split("|", 1)[0], k.split("|", 1)[1]): float(v) for k, v in table.items()}


@functools.lru_cache(maxsize=4)
def load_model(path: str | None = None) -> PairModel:
    """The model shipped with kg, or the one at ``path``."""
    return PairModel.from_json(json.loads(_model_text(path)))


@functools.lru_cache(maxsize=1)
def learnt_pairs() -> dict[tuple[str, str], float]:
    """The shipped model's lemma-pair table alone (empty when there is no model file).

    What other steps ask of it (which words name one happening) does not depend on the pair
    features, so a file of other features, or none, does not stop them: training runs the
    whole corpus step before it writes the file it learns, and must work from scratch.
    """
    try:
        return _pairs(json.loads(_model_text(None)).get("pair_rate", {}))
    except FileNotFoundError:
        return {}


def _model_text(path: str | None) -> str:
    if path is not None:
        return Path(path).read_text(encoding="utf-8")
    return resources.files("kg.resolve.events").joinpath("data", MODEL_FILE).read_text(encoding="utf-8")
