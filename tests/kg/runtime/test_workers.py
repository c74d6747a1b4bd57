"""The local parsing processes (kg.runtime.workers): a worker that dies costs no batch and no hang."""

from __future__ import annotations

import logging
import os
import signal
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

import pytest
import spacy

from kg.errors import WorkerError
from kg.model import Article, InputProblem
from kg.pipeline.batches import parse_task
from kg.runtime import workers as workers_module
from kg.runtime.workers import Workers, how_it_ended

pytestmark = pytest.mark.slow  # each test spawns workers that import spaCy

KILL = "Zqxj-kill"  # an article holding this kills the worker parsing it, every time
ONCE = "Zqxj-once"  # ... the first time only (a file beside it remembers)
FAIL = "Zqxj-fail"  # a batch holding it raises in the worker


def _ids(nlp, articles: Sequence[Article], batch_size: int) -> list[str]:
    """Stands for extract_batch: each article's id, or the fault its text asks for."""
    for a in articles:
        if KILL in a.text:
            os.kill(os.getpid(), signal.SIGKILL)
        if ONCE in a.text:
            mark = Path(a.text.split()[-1])
            if not mark.exists():
                mark.write_text("died once")
                os.kill(os.getpid(), signal.SIGKILL)
    if any(FAIL in a.text for a in articles):
        raise ValueError("batch failed in worker")
    return [a.id for a in articles]


def _pid(nlp, articles: Sequence[Article], batch_size: int) -> list[int]:
    return [os.getpid() for _ in articles]


def _articles(key: int, n: int = 4, text: dict[int, str] | None = None) -> list[Article]:
    return [
        Article(id=f"b{key}-{i}", text=(text or {}).get(i, "Officials met."), path=f"b{key}-{i}.txt") for i in range(n)
    ]


@contextmanager
def _deadline(seconds: int) -> Iterator[None]:
    """Fail instead of hanging: the old pool waited for a dead worker's batch for ever."""

    def expired(signum, frame):
        raise TimeoutError(f"no result within {seconds} s: the pool hangs")

    before = signal.signal(signal.SIGALRM, expired)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, before)


def test_a_batch_whose_worker_is_killed_once_is_parsed_again(tmp_path, caplog):
    text = {1: f"Officials met. {ONCE} {tmp_path / 'mark'}"}
    with _deadline(120), caplog.at_level(logging.WARNING), Workers(2, spacy.blank("en"), 8, parse_task(_ids)) as pool:
        for key in range(3):
            pool.submit(key, _articles(key, text=text if key == 1 else None))
        results = [pool.result(key) for key in range(3)]
    assert results == [[f"b{k}-{i}" for i in range(4)] for k in range(3)]  # nothing lost, in order
    assert "a parsing process died (killed by SIGKILL), perhaps out of memory; its 4 articles are parsed again" in (
        caplog.text
    )


def test_an_article_that_kills_every_worker_costs_only_itself(caplog):
    with _deadline(180), caplog.at_level(logging.WARNING), Workers(2, spacy.blank("en"), 8, parse_task(_ids)) as pool:
        pool.submit(0, _articles(0, text={2: f"Officials met. {KILL}"}))
        pool.submit(1, _articles(1))
        first, second = pool.result(0), pool.result(1)
    assert first[:2] == ["b0-0", "b0-1"] and first[3] == "b0-3" and second == [f"b1-{i}" for i in range(4)]
    problem = first[2]
    assert isinstance(problem, InputProblem)
    assert (problem.path, problem.status, problem.stage) == ("b0-2.txt", "error", "parsing")
    assert "the process parsing it died 2 times (killed by SIGKILL)" in problem.reason
    assert "parsed one at a time" in caplog.text


def test_workers_that_keep_dying_stop_with_an_error_naming_their_fate(monkeypatch):
    monkeypatch.setattr(workers_module, "DEATHS_IN_A_ROW", 3)
    with _deadline(120), Workers(1, spacy.blank("en"), 8, parse_task(_ids)) as pool:
        for key in range(3):
            pool.submit(key, _articles(key, 1, text={0: KILL}))
        started = time.monotonic()
        with pytest.raises(
            WorkerError, match=r"parsing processes keep dying \(3 in a row, the last killed by SIGKILL\)"
        ):
            pool.result(2)
    assert time.monotonic() - started < 60


def test_a_batch_failing_in_a_worker_is_run_again_one_article_at_a_time():
    with _deadline(120), Workers(1, spacy.blank("en"), 8, parse_task(_ids)) as pool:
        pool.submit(0, _articles(0, 2))
        pool.submit(1, _articles(1, 2, text={0: FAIL}))
        good, mixed = pool.result(0), pool.result(1)
    assert good == ["b0-0", "b0-1"]
    assert mixed[1] == "b1-1" and isinstance(mixed[0], InputProblem)
    assert (mixed[0].path, mixed[0].stage) == ("b1-0.txt", "extracting")
    assert "ValueError: batch failed in worker" in mixed[0].reason


def test_no_more_workers_start_than_batches_wait(monkeypatch):
    with Workers(6, spacy.blank("en"), 8, parse_task(_pid)) as pool:
        for key in range(2):
            pool.submit(key, _articles(key, 1))
        pids = {pool.result(key)[0] for key in range(2)}
        assert len(pool._workers) <= 2
    assert os.getpid() not in pids


@pytest.mark.parametrize(("batches", "workers"), [(1, {4}), (100, {1})])
def test_a_worker_is_replaced_after_its_batches(monkeypatch, batches, workers):
    # A worker's memory drifts with what it parses; a replaced one starts afresh.
    monkeypatch.setattr(workers_module, "WORKER_BATCHES", batches)
    with Workers(1, spacy.blank("en"), 8, parse_task(_pid)) as pool:
        pids = []
        for key in range(4):
            pool.submit(key, _articles(key, 1))
            pids += pool.result(key)
    assert len(set(pids)) in workers  # four batches: four workers when each does one
    assert os.getpid() not in pids


def test_closing_stops_busy_workers_at_once():
    pool = Workers(2, spacy.blank("en"), 8, parse_task(_pid))
    pool.submit(0, _articles(0, 1))
    pool.result(0)
    processes = [w.process for w in pool._workers]
    started = time.monotonic()
    pool.close()
    assert time.monotonic() - started < 10 and not any(p.is_alive() for p in processes)


def test_how_a_process_ended_is_said_in_words():
    assert how_it_ended(-signal.SIGKILL) == "killed by SIGKILL" and how_it_ended(3) == "exit code 3"


def test_a_worker_that_cannot_start_is_an_error_saying_so(monkeypatch):
    def no_memory(*args, **kwargs):
        raise OSError(12, "Cannot allocate memory")

    monkeypatch.setattr(workers_module, "spawn", no_memory)
    with Workers(2, spacy.blank("en"), 8, parse_task(_ids)) as pool:
        with pytest.raises(WorkerError, match=r"no parsing process could be started .*Cannot allocate memory"):
            pool.submit(0, _articles(0))
