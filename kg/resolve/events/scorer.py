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

        def pairs(table: dict[str, float]) -> dict[tuple[str, str], float]:
            return {(k.split("|", 1)[0], k.split("|", 1)[1]): float(v) for k, v in table.items()}

        return cls(
            weights=np.asarray(data["weights"], dtype=np.float64),
            intercept=float(data["intercept"]),
            threshold=float(data["threshold"]),
            tables=Tables(
                {k: float(v) for k, v in data["same_rate"].items()},
                pairs(data["pair_rate"]),
                pairs(data["class_rate"]),
            ),
        )


@functools.lru_cache(maxsize=4)
def load_model(path: str | None = None) -> PairModel:
    """The model shipped with kg, or the one at ``path``."""
    if path is not None:
        text = Path(path).read_text(encoding="utf-8")
    else:
        text = resources.files("kg.resolve.events").joinpath("data", MODEL_FILE).read_text(encoding="utf-8")
    return PairModel.from_json(json.loads(text))
