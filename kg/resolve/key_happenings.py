"""One violent happening told by two word families: the key events list it once.

"Police shot Kimani Gray" and "officers killed Kimani Gray" share no word, yet one story telling
both on one day of one victim tells one happening: the shooting was the killing. Coreference may
keep them two nodes (better two nodes than one wrong merge), and the key events
(:mod:`kg.resolve.key_events`) would list both, each with half of the reports, the first of them
chosen by whichever has a vote more. Here two listed nodes of a story are one happening when

- the mentions of both are mostly acts of violence (the lexicon's ``conflict`` class: an
  attack, a shooting, a killing; not an arrest, a trial or a finding of bodies),
- both are told on one day (the day most of their dated mentions give), and
- both are done to one named party (the party most of their mentions name, as
  :func:`~kg.resolve.word_families.main_party` gives it), and by no two named doers (rebels
  and troops attacking one town on one day are two attacks).

Their evidence is pooled, each article one vote, and the story lists the node the most articles
report. Two killings on one day of two victims, or a shooting and a riot, stay apart. The ranking
only reads the nodes; it never joins them in the graph.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import fields

from kg.model import EventMention, Extraction, MentionKey
from kg.resolve.events.apart import other_parties
from kg.resolve.key_evidence import Votes, happened
from kg.resolve.word_families import main_party

# The event class of acts of violence, the only happenings two words of which are joined here.
VIOLENCE = "conflict"
_DAY = re.compile(r"\d{4}-\d{2}-\d{2}")


def one_happening(
    found: Sequence[tuple[str, Votes]],
    told: Iterable[tuple[Extraction, EventMention, str]],
    reports: Mapping[str, set[str]],
    mentions: Counter[str],
    patients: Mapping[str, Counter[str]],
    entity_of: Mapping[MentionKey, str] | None = None,
) -> list[tuple[str, Votes]]:
    """``found`` (listed node, its evidence) with the nodes that tell one violent happening (see the
    module) pooled into the one the most articles report (then the most mentions, then the id)."""
    classes: dict[str, Counter[str]] = {}
    days: dict[str, Counter[str]] = {}
    doers: dict[str, Counter[str]] = {}
    for ex, m, eid in told:
        if entity_of is not None:
            named = (p for i in m.agents if (p := entity_of.get((ex.article.id, i))) is not None)
            doers.setdefault(eid, Counter()).update(named)
        classes.setdefault(eid, Counter())[m.event_class] += 1
        when = ex.event_date(m) if happened(m) else None
        if when and _DAY.match(when):
            days.setdefault(eid, Counter())[when[:10]] += 1

    def key(eid: str) -> tuple[str, str, str | None] | None:
        kinds, on, party = classes.get(eid), days.get(eid), main_party(patients.get(eid))
        if not kinds or not on or party is None or kinds.most_common(1)[0][0] != VIOLENCE:
            return None
        return min(on, key=lambda d: (-on[d], d)), party, main_party(doers.get(eid))

    keys = {eid: key(eid) for eid, _ in found}
    order = sorted(found, key=lambda row: (-len(reports.get(row[0], ())), -mentions[row[0]], row[0]))
    kept: list[tuple[str, Votes]] = []
    for eid, votes in order:
        mine = keys[eid]
        into = next(
            (
                n
                for n, (other, _) in enumerate(kept)
                if mine is not None
                and (theirs := keys[other]) is not None
                and mine[0] == theirs[0]
                and not other_parties((mine[1],), (theirs[1],))
                and not (mine[2] and theirs[2] and other_parties((mine[2],), (theirs[2],)))
            ),
            None,
        )
        if into is None:
            kept.append((eid, votes))
        else:
            kept[into] = (kept[into][0], pooled(kept[into][1], votes))
    return kept


def pooled(a: Votes, b: Votes) -> Votes:
    """The evidence of two nodes of one happening: each kind, the articles either gives it in."""
    return Votes(**{f.name: getattr(a, f.name) | getattr(b, f.name) for f in fields(Votes)})
