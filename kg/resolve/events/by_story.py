"""Event coreference one story at a time: score a story's candidate pairs, then cluster them; on several processes.

Stories are independent here (mentions are compared only within their story),
so they are the unit of work: with ``jobs`` > 1 forked workers take the stories,
largest first, and send back only which of its mentions joined which. The pairs,
their features and the clustering's tables of a large story live and die in a
worker, so the main process no longer keeps the memory they took (several
times the size of the results), and two processes do the step in less time. A story's
views are made there too, from the main process's briefs: made for the whole
corpus in the main process, they grew it again (benchmarks/RESULTS.md). Which worker
takes a story changes from run to run; what comes back does not, and it is
applied in story order.
"""

from __future__ import annotations

import heapq
import logging
import multiprocessing
import multiprocessing.process
import signal
from collections import defaultdict
from collections.abc import Callable, Iterator, Mapping
from multiprocessing.connection import Connection, wait
from typing import Any, cast

import numpy as np

from kg.errors import WorkerError
from kg.resolve.events.blocking import candidate_pairs
from kg.resolve.events.features import FEATURES, Brief, View, judge
from kg.resolve.events.scorer import PairModel
from kg.resolve.similarity import ArticleVectors
from kg.runtime.forks import die_with_parent, forks_that_fit

log = logging.getLogger(__name__)

_PAIRS_AT_ONCE = 65536  # pairs whose features are held as Python lists at a time
# Fewer event mentions than this are clustered in this process: starting workers
# costs more than the few stories of a small build would take.
PARALLEL_MIN_MENTIONS = 5_000
# The part of the main process's resident size a worker is counted as needing: its own copies
# of the pages it reads and its stories' pairs. Above the shares measured on synthetic corpora
# whose stories grow with them (benchmarks/RESULTS.md), which grew with the corpus.
WORKER_SHARE = 0.75
# (position in the story, position of its cluster's first member) for each that joined another
Links = list[tuple[int, int]]
# A story's briefs made into the views the pair scorer needs (:func:`~kg.resolve.events.features.expand`).
Expand = Callable[[list[Brief]], list[View]]


def story_links(
    by_story: Mapping[str, list[Brief]],
    expand: Expand,
    model: PairModel,
    vectors: ArticleVectors,
    row: Mapping[str, int],
    jobs: int = 1,
) -> Iterator[tuple[str, Links]]:
    """Each story's :data:`Links`, in story order, computed on ``jobs`` processes.

    A story's views are made (``expand``) where it is clustered and let go after, so the
    main process never holds a corpus's views. Workers are forked, so they share the
    mentions, the model and the vectors without copying them; they are not started for a small build or where fork is
    missing, and no more are started than the memory free holds, each counted at
    :data:`WORKER_SHARE` of this process (:func:`~kg.runtime.forks.forks_that_fit`).
    """
    mentions = sum(len(members) for members in by_story.values())
    workers = min(jobs, len(by_story)) if mentions >= PARALLEL_MIN_MENTIONS else 1
    if workers > 1 and "fork" in multiprocessing.get_all_start_methods():
        fit = forks_that_fit(WORKER_SHARE)
        if fit < workers:
            log.info("events clustered on %d processes, not %d: the memory free holds no more", max(fit, 1), workers)
        workers = min(workers, fit)
    else:
        workers = 1
    found = _forked((by_story, expand, model, vectors, row), workers) if workers > 1 else None
    if found is None:  # one process, or no worker could be forked: stories one by one here
        for story in sorted(by_story):
            yield story, links(expand(by_story[story]), model, vectors, row)
        return
    yield from sorted(found.items())


def links(members: list[View], model: PairModel, vectors: ArticleVectors, row: Mapping[str, int]) -> Links:
    """One story's :data:`Links`: its pairs scored, then clustered by average linkage."""
    pairs, probability = score_story(members, model, vectors, row)
    return average_linkage(len(members), pairs, probability, model.threshold)


def score_story(
    members: list[View], model: PairModel, vectors: ArticleVectors, row: Mapping[str, int]
) -> tuple[list[tuple[int, int]], np.ndarray]:
    """The pairs of one story's mentions worth comparing, and how likely each is one happening."""
    pairs = candidate_pairs(members, model.tables, vectors, row)
    if not pairs:
        return pairs, np.zeros(0)
    similarity = _article_similarity(vectors, row, members, pairs)
    # The features go straight into one array, a slice at a time: a large story has
    # millions of pairs, and as lists of Python floats they took gigabytes.
    features = np.empty((len(pairs), len(FEATURES)), dtype=np.float64)
    rules: dict[int, float] = {}
    for start in range(0, len(pairs), _PAIRS_AT_ONCE):
        judged = [
            judge(members[i], members[j], similarity[(members[i].key[0], members[j].key[0])], model.tables)
            for i, j in pairs[start : start + _PAIRS_AT_ONCE]
        ]
        features[start : start + len(judged)] = [found for found, _ in judged]
        rules.update((start + n, rule) for n, (_, rule) in enumerate(judged) if rule is not None)
    probability = model.probability(features)
    del features
    for n, rule in rules.items():
        probability[n] = rule
    return pairs, probability


def _article_similarity(
    vectors: ArticleVectors, row: Mapping[str, int], members: list[View], pairs: list[tuple[int, int]]
) -> dict[tuple[str, str], float]:
    """Cosine of the two articles of each pair."""
    wanted = sorted({(members[i].key[0], members[j].key[0]) for i, j in pairs})
    cosine = vectors.cosines([row[a] for a, _ in wanted], [row[b] for _, b in wanted])
    return dict(zip(wanted, cosine.tolist()))


def average_linkage(n: int, pairs: list[tuple[int, int]], probability: np.ndarray, threshold: float) -> Links:
    """(position, position of its cluster's first member) for every position that joined another.

    Agglomerative clustering with average linkage over the pairs that were
    scored: two groups join while the mean probability of their scored pairs
    is above ``threshold``, best first. Pairs never scored (different words,
    nothing in common) do not vote, so a long report's many mentions of the
    amnesty do not outvote its few mentions of the decree that is that
    amnesty; a pair ruled out outvotes any number of others (:data:`~kg.resolve.events.features.CANNOT`).
    Cost follows the scored pairs, not the square of the story.
    """
    members: dict[int, list[int]] = {}
    edges: dict[int, dict[int, list[float]]] = defaultdict(dict)  # cluster -> cluster -> [sum, count]
    for (i, j), p in zip(pairs, probability.tolist()):
        for x in (i, j):
            members.setdefault(x, [x])
        edges[i][j] = edges[j][i] = [p, 1.0]
    heap = [(-p, min(i, j), max(i, j)) for (i, j), p in zip(pairs, probability.tolist()) if p > threshold]
    heapq.heapify(heap)
    while heap:
        negative, a, b = heapq.heappop(heap)
        link = edges.get(a, {}).get(b)
        if link is None or -negative != link[0] / link[1]:
            continue  # a stale entry: one side has merged since
        # The larger group keeps its number, so a merge costs the smaller side's edges.
        keep, gone = (a, b) if len(members[a]) >= len(members[b]) else (b, a)
        members[keep] += members.pop(gone)
        for other, (total, count) in edges.pop(gone).items():
            del edges[other][gone]
            if other == keep:
                continue
            merged = edges[keep].setdefault(other, [0.0, 0.0])
            merged[0] += total
            merged[1] += count
            edges[other][keep] = merged
            # Only the links ``gone`` had changed; the others' heap entries still hold.
            mean = merged[0] / merged[1]
            if mean > threshold:
                heapq.heappush(heap, (-mean, min(keep, other), max(keep, other)))
    out: Links = []
    for group in members.values():
        if len(group) > 1:
            first = min(group)
            out += [(x, first) for x in sorted(group)]
    return out


# What the workers cluster from: the stories, how to view them, the model, the vectors and their rows.
_Work = tuple[Mapping[str, list[Brief]], Expand, PairModel, ArticleVectors, Mapping[str, int]]
# Signals that stop a build: the main process handles them and stops the workers (SIGTERM).
_STOP = {signal.SIGINT, signal.SIGTERM}


def _forked(work: _Work, jobs: int) -> dict[str, Links] | None:
    """Every story's links from ``jobs`` forked workers, each taking the next story, largest first.

    None when no worker could be started (fork failed: no memory for its page tables).
    A worker's error is raised here; a worker that dies (the kernel's out-of-memory
    killer) is a :class:`~kg.errors.WorkerError`, never a wait without end.
    """
    by_story = work[0]
    order = sorted(by_story, key=lambda s: (-len(by_story[s]), s))
    context = multiprocessing.get_context("fork")
    taken = context.Value("i", 0)  # the next story in ``order``, shared by the workers
    children: list[tuple[multiprocessing.process.BaseProcess, Connection]] = []
    # Workers start with the stop signals blocked, so none can arrive before _worker
    # sets what a worker does with them (Ctrl-C reaches the whole process group).
    before = signal.pthread_sigmask(signal.SIG_BLOCK, _STOP)
    try:
        for _ in range(jobs):
            receive, send = context.Pipe(duplex=False)
            process = context.Process(target=_worker, args=(work, order, taken, send), name="kg-stories", daemon=True)
            try:
                process.start()
            except OSError as exc:
                log.info("events clustered with %d workers: another could not start (%s)", len(children), exc)
                break
            finally:
                send.close()
            children.append((process, receive))
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, before)
    if not children:
        return None
    try:
        return _collect(children, len(order))
    finally:
        for child, _ in children:
            if child.is_alive():
                child.terminate()  # an error, a dead worker or Ctrl-C: the others stop at once
        for child, _ in children:
            child.join()


def _collect(children: list[tuple[multiprocessing.process.BaseProcess, Connection]], stories: int) -> dict[str, Links]:
    """What the workers send until each has closed its end; raises what a worker raised, or for a worker that died."""
    found: dict[str, Links] = {}
    live = {receive: process for process, receive in children}
    while live:
        for ready in wait(list(live)):
            receive = cast(Connection, ready)  # wait() gives back the connections it was given
            try:
                story, result = receive.recv()
            except EOFError:  # the worker is done, or dead
                process = live.pop(receive)
                process.join()
                if process.exitcode != 0:
                    raise WorkerError(
                        f"a process clustering events died ({_how(process.exitcode)}), perhaps out of memory; "
                        "run with --jobs 1 to cluster them in one process"
                    ) from None
                continue
            if isinstance(result, BaseException):
                raise result
            found[story] = result
    if len(found) != stories:  # a worker closed early without an error: never expected
        raise WorkerError(
            f"the event clustering's workers returned {len(found)} of {stories} stories; run with --jobs 1"
        )
    return found


def _how(exitcode: int | None) -> str:
    if exitcode is not None and exitcode < 0:
        return f"killed by {signal.Signals(-exitcode).name}"
    return f"exit code {exitcode}"


def _worker(work: _Work, order: list[str], taken: Any, send: Connection) -> None:
    """A worker: Ctrl-C is the main process's to handle, SIGTERM (from it) ends the worker at once."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    die_with_parent()
    signal.pthread_sigmask(signal.SIG_UNBLOCK, _STOP)
    by_story, expand, model, vectors, row = work
    story = ""
    try:
        while True:
            with taken.get_lock():
                index = taken.value
                taken.value = index + 1
            if index >= len(order):
                break
            story = order[index]
            send.send((story, links(expand(by_story[story]), model, vectors, row)))
    except Exception as exc:  # the main process raises it, as the same class where it can be sent
        try:
            send.send((story, exc))
        except Exception:
            send.send((story, RuntimeError(f"clustering story {story!r} failed: {type(exc).__name__}: {exc}")))
    finally:
        send.close()
