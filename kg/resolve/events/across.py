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

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass

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
    groups = {root: _group(found) for root, found in members.items()}
    keyed: dict[tuple[str, str], list[int]] = defaultdict(list)
    for root in sorted(groups):
        g = groups[root]
        if g.date is None and not g.published:
            continue
        for key in sorted((s, e) for s in g.stems for e in g.arguments):
            keyed[key].append(root)
    candidates: set[tuple[int, int]] = set()
    for roots in keyed.values():
        if len(roots) > MAX_KEY_EVENTS:
            continue
        for n, a in enumerate(roots):
            candidates.update((a, b) for b in roots[n + 1 :] if groups[a].story != groups[b].story)
    joins = UnionFind[int]()
    for a, b in sorted(candidates):
        ra, rb = joins.find(a), joins.find(b)
        if ra == rb:
            continue
        joined = _joined(groups[ra], groups[rb])
        if joined is not None:
            joins.union(ra, rb)
            groups[min(ra, rb)] = joined
    out = cluster_of.copy()
    for root, found in members.items():
        top = joins.find(root)
        for v in found:
            out[v.number] = top
    return out


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
