"""The local pool of parsing workers (kg.pipeline.parse)."""

from __future__ import annotations

import os

import pytest
import spacy

from kg.pipeline import parse


@pytest.mark.slow
@pytest.mark.parametrize(("batches", "workers"), [(1, {4}), (100, {1, 2})])
def test_a_worker_is_replaced_after_its_batches(monkeypatch, batches, workers):
    # A worker's memory drifts with what it parses; a replaced one starts afresh.
    monkeypatch.setattr(parse, "WORKER_BATCHES", batches)
    pool = parse._start_pool(2, spacy.blank("en"))
    try:
        pids = [pool.apply(os.getpid) for _ in range(4)]
    finally:
        pool.terminate()
        pool.join()
    assert len(set(pids)) in workers  # four tasks: four workers when each does one
    assert os.getpid() not in pids
