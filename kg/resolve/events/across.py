"""Event coreference across stories: a happening told again in a later thread.

Stories keep look-alike happenings apart, and event coreference runs within
them; but news retells a happening in later threads ("the founder, who
began a medical leave in January, resigned"). Across stories only plain
evidence joins two events: one word (or word family), a named participant
in common, agents that do not differ, and dates that meet, at least one of
them written in the text to the month or day. Two undated events never join
across stories: without a date the same act by the same actor (a second
stay in rehab, another annual loss) cannot be told from the first.
"""

from __future__ import annotations

from array import array
from collections import defaultdict
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from sys import intern

import numpy as np

from kg.resolve.events.features import REPORT_SLACK_DAYS, WEEK_SLACK_DAYS, Brief, stem
from kg.timex import compatible, granularity, more_specific, value_interval
from kg.util import UnionFind

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


def join_across_stories(briefs: Sequence[Brief], cluster_of: np.ndarray) -> np.ndarray:
    """``cluster_of`` (mention number -> its cluster's first view number) with events of different stories joined."""
    members: dict[int, list[Brief]] = defaultdict(list)
    for v in briefs:
        members[int(cluster_of[v.number])].append(v)
    # Made when a candidate pair first needs them: most events share no key with another
    # story's, and a record of four sets for every event was part of this step's peak.
    groups: dict[int, _Group] = {}
    joins = UnionFind[int]()
    for a, b in _candidates(members, len(cluster_of)):
        ra, rb = joins.find(a), joins.find(b)
        if ra == rb:
            continue
        joined = _joined(_made(groups, members, ra), _made(groups, members, rb))
        if joined is not None:
            joins.union(ra, rb)
            groups[min(ra, rb)] = joined
    out = cluster_of.copy()
    for root, found in members.items():
        top = joins.find(root)
        for v in found:
            out[v.number] = top
    return out


def _made(groups: dict[int, _Group], members: Mapping[int, list[Brief]], root: int) -> _Group:
    """The group of ``root``'s event: as joined so far, else made from its mentions."""
    found = groups.get(root)
    if found is None:
        found = groups[root] = _group(members[root])
    return found


def _candidates(members: Mapping[int, list[Brief]], size: int) -> Iterator[tuple[int, int]]:
    """Pairs of events (roots, smaller first, in order) of different stories that share a (word, participant) key.

    Pairs are held as one int64 each (``a * size + b``), not as a set of tuples: at 100,000
    articles that set, its sorted copy and every event's record took the main process from
    6.8 to 10.3 GB; now the step adds 0.8 GB at its peak.
    """
    keyed: dict[tuple[str, str], list[int]] = defaultdict(list)
    story: dict[int, str] = {}
    for root in sorted(members):
        found = members[root]
        keys = _keys(found)
        if keys:
            story[root] = found[0].story
            for key in keys:
                keyed[key].append(root)
    pairs = _PairSet(size)
    for roots in keyed.values():
        if len(roots) > MAX_KEY_EVENTS:
            continue
        for n, a in enumerate(roots):
            pairs.extend(a * size + b for b in roots[n + 1 :] if story[a] != story[b])
    del keyed, story
    yield from pairs.pairs()


def _keys(found: list[Brief]) -> list[tuple[str, str]]:
    """The (word, participant) keys an event may be found by in another story: none without a date or a report day."""
    joinable = [v for v in found if v.mention.event_class not in _NOT_JOINED]
    arguments = {e for v in joinable for e in v.arguments}
    if not arguments or not any(v.date or v.published for v in found):
        return []
    # Interned: each mention's stem is a new string, and the keys of a corpus are millions.
    stems = {intern(stem(v.mention.lemma)) for v in joinable}
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
    )


def _joined(a: _Group, b: _Group) -> _Group | None:
    """The two events as one, or None when the evidence does not say they are one."""
    if a.agents and b.agents and not a.agents & b.agents:
        return None
    if a.date and b.date:
        if not compatible(a.date, b.date, _slack(a.date, b.date)):
            return None
        date = more_specific(a.date, b.date)
    elif a.date or b.date:
        date = a.date or b.date
        undated = b if a.date else a
        # Reported without a date: on or a little before the day each report came out.
        if not all(_reported(date, day) for day in undated.published):
            return None
    else:
        return None
    if granularity(date) not in _PRECISE:
        return None
    return _Group(
        story=min(a.story, b.story),
        stems=a.stems | b.stems,
        agents=a.agents | b.agents,
        arguments=a.arguments | b.arguments,
        date=date,
        published=a.published | b.published,
    )


def _reported(date: str, published: str) -> bool:
    """Whether a happening of ``date`` may be reported undated on ``published``: not later, and not long before."""
    span, day = value_interval(date), value_interval(published)
    return span is not None and day is not None and span[0] <= day[0] and compatible(date, published, REPORT_SLACK_DAYS)


def _slack(a: str | None, b: str | None) -> int:
    return WEEK_SLACK_DAYS if "week" in (granularity(a or ""), granularity(b or "")) else 0
