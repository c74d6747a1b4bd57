"""Event coreference across stories: a happening told again in a later thread.

Stories keep look-alike happenings apart, and event coreference runs within
them; but news retells a happening in later threads ("the founder, who
began a medical leave in January, resigned"). Across stories only plain
evidence joins two events: one word (or word family), a named participant
in common, agents that do not differ, and dates that meet, at least one of
them written in the text to the month or day (or to the year, for one agent
doing one thing: "fought cancer in 2004"). Two undated events never join
across stories: without a date the same act by the same actor (a second
stay in rehab, another annual loss) cannot be told from the first. A state
told in the perfect with its start ("has been fighting cancer since 2004",
:mod:`kg.resolve.events.since`) is that start's: it joins the same doer's
state about the same thing begun, or dated, then.
"""

from __future__ import annotations

from array import array
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass

import numpy as np

from kg.grouping import UnionFind
from kg.resolve.events.clusters import Clusters
from kg.resolve.events.date_fit import REPORT_SLACK_DAYS, WEEK_SLACK_DAYS
from kg.resolve.events.features import Brief
from kg.resolve.events.guard import span
from kg.resolve.events.stems import stem
from kg.time.values import compatible, granularity, more_specific, value_interval

# A (word, participant) key in more events than this ("say", a country) tells nothing.
MAX_KEY_EVENTS = 50
# Dates precise enough to name one happening across threads; a year is not.
_PRECISE = frozenset({"day", "time", "weekend", "week", "month"})
_NOT_JOINED = frozenset({"statement"})  # what was said is a new act each time it is said


@dataclass
class _Group:
    """What one event (a cluster of mentions) offers for a join across stories."""

    story: str
    stems: set[str]
    agents: set[str]
    arguments: set[str]
    date: str | None
    published: set[str]
    # What the mentions say of it (fact, negated, ...) and the numbers they give: an event
    # told as a fact never joins one told as a plan, nor a toll of 2,012 one of 2,862.
    factuality: frozenset[str] = frozenset()
    quantities: frozenset[str] = frozenset()
    themes: frozenset[str] = frozenset()
    # The days every mention's time allows (:func:`~kg.resolve.events.guard.span`): a join must
    # fit each mention, not only the date folded from those that fit one another.
    first: int = 0
    last: int = 0
    # When the undated states it tells began ("has been fighting cancer since 2004": "2004").
    since: frozenset[str] = frozenset()


def join_across_stories(briefs: Sequence[Brief], cluster_of: np.ndarray) -> np.ndarray:
    """``cluster_of`` (mention number -> its cluster's first view number) with events of different stories joined."""
    clusters = Clusters(briefs, cluster_of)
    # Made when a candidate pair first needs them: most events share no key with another
    # story's, and a record of four sets for every event was part of this step's peak.
    groups: dict[int, _Group] = {}
    joins = UnionFind[int]()
    for a, b in _candidates(clusters, len(cluster_of)):
        ra, rb = joins.find(a), joins.find(b)
        if ra == rb:
            continue
        ga, gb = _made(groups, clusters, ra), _made(groups, clusters, rb)
        if ga.story == gb.story and not _one_state(ga, gb):
            continue  # within a story the pair scorer has spoken; only a state's start adds to it
        joined = _joined(ga, gb)
        if joined is not None:
            joins.union(ra, rb)
            groups[min(ra, rb)] = joined
    out = cluster_of.copy()
    # Only the events a candidate pair touched: finding every root would enter each in the union-find.
    for root in sorted(joins.parent):
        top = joins.find(root)
        if top != root:
            out[clusters.numbers_at(clusters.position(root))] = top
    return out


def _made(groups: dict[int, _Group], clusters: Clusters[Brief], root: int) -> _Group:
    """The group of ``root``'s event: as joined so far, else made from its mentions."""
    found = groups.get(root)
    if found is None:
        found = groups[root] = _group(clusters.members(root))
    return found


def _candidates(clusters: Clusters[Brief], size: int) -> Iterator[tuple[int, int]]:
    """Pairs of events (roots, smaller first, in order) of different stories that share a (word, participant) key
    (or of one story, when one of them tells a state's start: :mod:`kg.resolve.events.since`).

    Each event's keys are numbered and kept in three integer arrays (key, event, story), sorted
    by key to find the events a key names; a dict of every key's list of events was most of this
    step's peak at 100,000 articles. Pairs are held as one int64 each (``a * size + b``), not as
    a set of tuples (with every event's record, that set took the main process from 6.8 to 10.3 GB).
    """
    numbers: dict[str, int] = {}  # a stem, a participant or a story -> its number
    codes, owners, stories = array("q"), array("q"), array("q")
    for root, found in clusters:
        keys = _keys(found)
        # A state with its start ("since 2004") is also compared within its story: its own
        # number stands for its story, so it meets every event it shares a key with.
        anchored = any(v.since for v in found)
        story = -1 - root if anchored else numbers.setdefault(found[0].story, len(numbers))
        for word, participant in keys:
            # A key's two numbers in one int64: the numbers are far below 2**31.
            codes.append(numbers.setdefault(word, len(numbers)) << 32 | numbers.setdefault(participant, len(numbers)))
            owners.append(root)
            stories.append(story)
    del numbers
    if not codes:
        return
    key_codes, event_roots, event_stories = (np.frombuffer(a, dtype=np.int64) for a in (codes, owners, stories))
    order = np.lexsort((event_roots, key_codes))  # by key, then event: a key's events in order
    key_codes, event_roots, event_stories = key_codes[order], event_roots[order], event_stories[order]
    del order, codes, owners, stories
    starts = np.flatnonzero(np.concatenate(([True], key_codes[1:] != key_codes[:-1])))
    ends = np.append(starts[1:], len(key_codes))
    shared = (ends - starts >= 2) & (ends - starts <= MAX_KEY_EVENTS)  # more tells nothing
    del key_codes
    pairs = _PairSet(size)
    for start, end in zip(starts[shared].tolist(), ends[shared].tolist()):
        roots, of = event_roots[start:end].tolist(), event_stories[start:end].tolist()
        for n, a in enumerate(roots):
            pairs.extend(a * size + b for b, s in zip(roots[n + 1 :], of[n + 1 :]) if s != of[n])
    del event_roots, event_stories, starts, ends, shared
    yield from pairs.pairs()


def _keys(found: list[Brief]) -> list[tuple[str, str]]:
    """The (word, participant) keys an event may be found by in another story: none without a date or a report day."""
    joinable = [v for v in found if v.mention.event_class not in _NOT_JOINED]
    arguments = {e for v in joinable for e in v.arguments}
    if not arguments or not any(v.date or v.published for v in found):
        return []
    stems = {stem(v.mention.lemma) for v in joinable}
    return [(s, e) for s in stems for e in arguments]


class _PairSet:
    """Distinct int64 codes, gathered in a buffer and folded into one sorted array when it fills."""

    def __init__(self, size: int, fold_at: int = 1 << 22) -> None:
        self.size = size
        self.fold_at = fold_at
        self.buffer = array("q")
        self.seen = np.empty(0, dtype=np.int64)

    def extend(self, codes: Iterable[int]) -> None:
        self.buffer.extend(codes)
        # Folded when the buffer is as large as what it joins: sorting stays n log n overall.
        if len(self.buffer) >= max(self.fold_at, len(self.seen)):
            self._fold()

    def _fold(self) -> None:
        self.seen = np.union1d(self.seen, np.frombuffer(self.buffer, dtype=np.int64))
        self.buffer = array("q")

    def pairs(self, chunk: int = 1 << 20) -> Iterator[tuple[int, int]]:
        """The pairs in order, decoded a chunk at a time (a list of all of them would be the set again)."""
        self._fold()
        for start in range(0, len(self.seen), chunk):
            for code in self.seen[start : start + chunk].tolist():
                yield divmod(code, self.size)


def _group(found: list[Brief]) -> _Group:
    spans = [span(v) for v in found]
    date = None
    for v in found:
        if v.date and compatible(date, v.date, _slack(date, v.date)):
            date = more_specific(date, v.date)
    joinable = [v for v in found if v.mention.event_class not in _NOT_JOINED]
    return _Group(
        story=found[0].story,
        stems={stem(v.mention.lemma) for v in joinable},
        agents={e for v in found for e in v.agents},
        arguments={e for v in joinable for e in v.arguments},
        date=date,
        published={v.published for v in found if v.published and v.date is None},
        factuality=frozenset(v.mention.factuality or "fact" for v in found),
        quantities=frozenset(q for v in found for q in v.mention.quantities),
        themes=frozenset(v.mention.theme for v in joinable if v.mention.theme),
        first=max(s[0] for s in spans),
        last=min(s[1] for s in spans),
        since=frozenset(v.since for v in found if v.since),
    )


def _joined(a: _Group, b: _Group) -> _Group | None:
    """The two events as one, or None when the evidence does not say they are one."""
    if a.agents and b.agents and not a.agents & b.agents:
        return None
    if a.factuality != b.factuality or (a.quantities and b.quantities and not a.quantities & b.quantities):
        return None  # stories are apart in time: numbers that differ are two figures
    if a.themes and b.themes and not a.themes & b.themes:
        return None  # "released an SDK", "released an update": two acts of one verb
    first, last = max(a.first, b.first), min(a.last, b.last)
    if first > last:
        return None  # "launched" in 2007 and in 2010: a day one of them allows the other does not
    one_state = _one_state(a, b)
    if a.date and b.date:
        if not compatible(a.date, b.date, _slack(a.date, b.date)):
            return None
        date: str | None = more_specific(a.date, b.date)
    elif a.date or b.date:
        date, undated = (a.date, b) if a.date else (b.date or "", a)
        # Reported without a date: on or a little before the day each report came out; or a
        # state the undated one says began then ("fought cancer in 2004", "fighting it since 2004").
        if not (one_state and date in undated.since) and not all(_reported(date, day) for day in undated.published):
            return None
    elif one_state:
        date = None  # two retellings of one state, begun at one time: still undated
    else:
        return None
    if date is not None and granularity(date) not in _PRECISE and not (a.agents & b.agents and a.themes & b.themes):
        # A year names one happening only with its actor and what it was about: "fought
        # cancer in 2004", "has been fighting cancer since 2004".
        return None
    return _Group(
        story=min(a.story, b.story),
        stems=a.stems | b.stems,
        agents=a.agents | b.agents,
        arguments=a.arguments | b.arguments,
        date=date,
        published=a.published | b.published,
        factuality=a.factuality,
        quantities=a.quantities | b.quantities,
        themes=a.themes | b.themes,
        first=first,
        last=last,
        since=a.since | b.since,
    )


def _one_state(a: _Group, b: _Group) -> bool:
    """Whether the two may be one state by its start: the same doer about the same thing, and
    a start one of them gives ("since 2004") that the other gives as its start or its date."""
    if not (a.agents & b.agents and a.themes & b.themes):
        return False
    starts = (a.since | ({a.date} if a.date else set())) & (b.since | ({b.date} if b.date else set()))
    return bool(starts and (a.since or b.since))


def _reported(date: str, published: str) -> bool:
    """Whether a happening of ``date`` may be reported undated on ``published``: not later, and not long before."""
    span, day = value_interval(date), value_interval(published)
    return span is not None and day is not None and span[0] <= day[0] and compatible(date, published, REPORT_SLACK_DAYS)


def _slack(a: str | None, b: str | None) -> int:
    return WEEK_SLACK_DAYS if "week" in (granularity(a or ""), granularity(b or "")) else 0
