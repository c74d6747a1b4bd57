"""Event coreference story by story: the same events on worker processes, and workers that stop with the build."""

from __future__ import annotations

import multiprocessing
import os
import signal
import time
from pathlib import Path

import numpy as np
import pytest

import kg.resolve.events.by_story as by_story
import kg.runtime.pool as pool
from kg.errors import WorkerError
from kg.model import Article, EventMention, Extraction, Mention, PublicationDate, Timex, TimexSpan
from kg.resolve.events.coref import resolve_events
from kg.resolve.events.features import CANNOT

pytestmark = pytest.mark.skipif("fork" not in multiprocessing.get_all_start_methods(), reason="workers are forked")


def _report(aid: str, lemma: str, date: str, names: list[str]) -> Extraction:
    """One article with one dated event of ``lemma`` naming ``names`` as its agents."""
    text = f"The {lemma} on {date} with {' and '.join(names)}."
    mentions = tuple(Mention(text.index(n), text.index(n) + len(n), n, n, "PERSON", 0) for n in names)
    start = text.index(date)
    event = EventMention(
        4,
        4 + len(lemma),
        lemma,
        lemma,
        "legal",
        0,
        timex=0,
        context=tuple(range(len(names))),
        agents=tuple(range(len(names))),
    )
    return Extraction(
        Article(aid, text),
        PublicationDate(None),
        ((0, len(text)),),
        (TimexSpan(start, start + len(date), date, 0),),
        (Timex(start, start + len(date), date, 0, "DATE", date, "day"),),
        mentions,
        (event,),
    )


# Six stories of three articles; in each, two report one happening and the third another day's.
STORIES = {
    f"story-{n}": [
        _report(f"{n}a", lemma, "2002-10-20", [name]),
        _report(f"{n}b", lemma, "2002-10-20", [name]),
        _report(f"{n}c", lemma, "2002-11-02", [name]),
    ]
    for n, (lemma, name) in enumerate(
        [("amnesty", "Ana"), ("election", "Bo"), ("strike", "Cy"), ("flood", "Di"), ("trial", "Ed"), ("summit", "Fa")]
    )
}
EXTRACTIONS = [ex for reports in STORIES.values() for ex in reports]
STORY_OF = {ex.article.id: story for story, reports in STORIES.items() for ex in reports}
ENTITY_OF = {(ex.article.id, i): m.name.lower() for ex in EXTRACTIONS for i, m in enumerate(ex.mentions)}


def _resolve(jobs: int) -> tuple:
    return resolve_events(EXTRACTIONS, ENTITY_OF, STORY_OF, jobs=jobs, parallel=pool.forked_map)


def _recording(monkeypatch: pytest.MonkeyPatch, log: Path, then=None) -> None:
    """Have each story's clustering append the process it ran in to ``log`` (and do ``then`` first)."""
    real = by_story.links

    def links(members, model, vectors, row):
        with log.open("a") as f:
            f.write(f"{os.getpid()}\n")
        if then:
            then()
        return real(members, model, vectors, row)

    monkeypatch.setattr(by_story, "links", links)


def _pids(log: Path) -> set[int]:
    return {int(line) for line in log.read_text().split()} if log.exists() else set()


def test_stories_clustered_on_worker_processes_give_the_same_events(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    alone = _resolve(jobs=1)
    monkeypatch.setattr(by_story, "PARALLEL_MIN_MENTIONS", 0)
    log = tmp_path / "pids"
    _recording(monkeypatch, log)
    forked = _resolve(jobs=2)
    assert forked == alone
    events, _ = forked
    assert sorted(len(e.mentions) for e in events) == [1] * 6 + [2] * 6  # each story's two reports joined
    workers = _pids(log)
    assert workers and os.getpid() not in workers  # the stories were clustered in workers, not here
    assert len(log.read_text().split()) == len(STORIES)
    assert not multiprocessing.active_children()


def test_without_a_runner_of_processes_the_stories_are_clustered_here(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # The resolve stage starts no process of its own: only the pipeline's runner (kg.runtime.pool) forks.
    monkeypatch.setattr(by_story, "PARALLEL_MIN_MENTIONS", 0)
    log = tmp_path / "pids"
    _recording(monkeypatch, log)
    assert resolve_events(EXTRACTIONS, ENTITY_OF, STORY_OF, jobs=2) == _resolve(jobs=1)
    assert _pids(log) == {os.getpid()}


def test_a_small_build_clusters_its_stories_in_this_process(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    log = tmp_path / "pids"
    _recording(monkeypatch, log)
    assert _resolve(jobs=2) == _resolve(jobs=1)
    assert _pids(log) == {os.getpid()}


@pytest.mark.parametrize(("fit", "workers"), [(0, 0), (1, 0), (2, 2), (5, 3)])
def test_no_more_workers_than_the_free_memory_holds(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, fit: int, workers: int
) -> None:
    alone = _resolve(jobs=1)
    monkeypatch.setattr(by_story, "PARALLEL_MIN_MENTIONS", 0)
    monkeypatch.setattr(pool, "forks_that_fit", lambda share: fit)
    log = tmp_path / "pids"
    _recording(monkeypatch, log, then=lambda: time.sleep(0.1))  # each worker gets a story or more
    assert _resolve(jobs=3) == alone
    pids = _pids(log)
    if workers:
        assert os.getpid() not in pids and 1 <= len(pids) <= workers
    else:
        assert pids == {os.getpid()}  # one worker would only add a fork: this process does it


def test_an_error_in_a_worker_reaches_the_caller_and_stops_the_others(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(by_story, "PARALLEL_MIN_MENTIONS", 0)

    def fail() -> None:
        raise ValueError("a bug in one story")

    _recording(monkeypatch, tmp_path / "pids", then=fail)
    with pytest.raises(ValueError, match="a bug in one story"):
        _resolve(jobs=2)
    assert not multiprocessing.active_children()


def test_a_worker_killed_mid_story_is_an_error_not_a_wait_without_end(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(by_story, "PARALLEL_MIN_MENTIONS", 0)
    log = tmp_path / "pids"
    parent = os.getpid()

    def killed() -> None:  # as the kernel's out-of-memory killer would, in the first worker only
        if os.getpid() == min(_pids(log) - {parent}):
            os.kill(os.getpid(), signal.SIGKILL)

    _recording(monkeypatch, log, then=killed)
    started = time.monotonic()
    with pytest.raises(WorkerError, match="killed by SIGKILL.*--jobs 1"):
        _resolve(jobs=2)
    assert time.monotonic() - started < 20
    assert not multiprocessing.active_children()


def test_when_no_worker_can_start_this_process_clusters(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    alone = _resolve(jobs=1)
    monkeypatch.setattr(by_story, "PARALLEL_MIN_MENTIONS", 0)

    def no_memory(self: object) -> None:
        raise OSError(12, "Cannot allocate memory")

    monkeypatch.setattr(multiprocessing.context.ForkProcess, "start", no_memory)
    log = tmp_path / "pids"
    _recording(monkeypatch, log)
    assert _resolve(jobs=2) == alone
    assert _pids(log) == {os.getpid()}


def test_ctrl_c_while_workers_cluster_stops_them(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(by_story, "PARALLEL_MIN_MENTIONS", 0)
    log = tmp_path / "pids"
    _recording(monkeypatch, log, then=lambda: time.sleep(60))

    def interrupt(signum: int, frame: object) -> None:
        # Ctrl-C reaches the whole process group: the workers get SIGINT too.
        for pid in _pids(log):
            os.kill(pid, signal.SIGINT)
        time.sleep(0.5)  # time enough for a worker that took it to print a traceback
        raise KeyboardInterrupt

    before = signal.signal(signal.SIGALRM, interrupt)
    signal.setitimer(signal.ITIMER_REAL, 1.0)  # a second in, while the workers cluster
    started = time.monotonic()
    try:
        with pytest.raises(KeyboardInterrupt):
            _resolve(jobs=2)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, before)
    assert time.monotonic() - started < 20
    workers = _pids(log)
    assert workers and os.getpid() not in workers
    assert not multiprocessing.active_children()
    for pid in workers:  # gone, not left sleeping
        assert not Path(f"/proc/{pid}").exists() or "Z" in Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1][:3]
    assert "Traceback" not in capfd.readouterr().err  # the workers left it to this process


def test_a_ruled_out_pair_is_never_bridged_by_a_third_mention():
    """Issue 52: "showed mercy" and "showing a sword" both alike a third "show" stay two events:
    the ruled-out pair votes in every average that would hold them both."""
    pairs = [(0, 2), (1, 2), (0, 1)]
    joined = dict(by_story.average_linkage(3, pairs, np.array([0.95, 0.9, CANNOT]), 0.5))
    assert joined == {0: 0, 2: 0}  # the likelier pair joins; the third is ruled out of it


class _Memo:
    """A :class:`~kg.resolve.events.by_story.LinksMemo` in memory, by the stories' articles."""

    def __init__(self) -> None:
        self.kept: dict[tuple[str, ...], list] = {}
        self.asked: dict[str, tuple[str, ...]] = {}

    def recall(self, stories):
        self.asked = {story: tuple(articles) for story, articles in stories.items()}
        return {story: self.kept[key] for story, key in self.asked.items() if key in self.kept}

    def keep(self, found):
        self.kept.update((self.asked[story], links) for story, links in found.items())


def test_stories_a_memo_recalls_are_not_clustered_again_and_give_the_same_events(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    alone = _resolve(jobs=1)
    memo = _Memo()
    log = tmp_path / "pids"
    _recording(monkeypatch, log)
    assert resolve_events(EXTRACTIONS, ENTITY_OF, STORY_OF, memo=memo) == alone
    assert len(log.read_text().split()) == len(STORIES) and len(memo.kept) == len(STORIES)
    log.unlink()
    assert resolve_events(EXTRACTIONS, ENTITY_OF, STORY_OF, memo=memo) == alone
    assert not log.exists()  # every story recalled
    # A new article in one story: that story alone is clustered again.
    added = _report("0d", "amnesty", "2002-10-20", ["Ana"])
    grown = [*EXTRACTIONS, added]
    story_of = {**STORY_OF, "0d": "story-0"}
    entity_of = {**ENTITY_OF, ("0d", 0): "ana"}
    assert resolve_events(grown, entity_of, story_of, memo=memo) == resolve_events(grown, entity_of, story_of)
    assert len(log.read_text().split()) == 1 + 6  # story-0 with the memo, then all six without
