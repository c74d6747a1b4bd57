"""What keeps two clusters of event mentions apart whatever their scored pairs say.

Clustering joins groups by the mean of the pairs it scored; pairs it never scored (not
blocked together) do not vote, so one group may hold two mentions that, compared, could
never be one happening: a fact and a plan joined through a third mention, a launch dated
2007 and one dated 2010, a bankruptcy a report of May tells as done and one filed in June,
one article's one verb done by two named parties (or one word in two places, or for two
amounts, or to two named things), a count of happenings ("the bankruptcies
of Lehman Brothers, Washington Mutual and WorldCom") and one of them ("GM's bankruptcy"). A
:class:`Guard` keeps what decides that for each cluster and refuses a join that would put such
a pair in one node: better two nodes than one wrong merge.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date as Day

from kg.resolve.events.apart import other_parties
from kg.resolve.events.changes import CHANGE_WORDS, changed, other_things
from kg.resolve.events.date_fit import DAY_SLACK_DAYS, WEEK_SLACK_DAYS
from kg.resolve.events.dead import dead_sex
from kg.resolve.events.doers import Doer, doer, two_parties
from kg.resolve.events.features import Brief, View
from kg.resolve.events.marks import Mark, clash, marks
from kg.resolve.events.senses import habitual, use
from kg.resolve.events.stems import stem
from kg.resolve.events.targets import Target, other_targets, target
from kg.resolve.events.things import other_things_done
from kg.time.values import granularity, value_interval

_FIRST, _LAST = Day.min.toordinal(), Day.max.toordinal()


@dataclass
class _Traits:
    """What one cluster's mentions say that another's must not contradict."""

    # What the text says of each (fact, negated, future...): one node is one of them.
    factuality: set[str] = field(default_factory=set)
    # The days (ordinals) every mention's time allows: one happening is on a day all allow.
    first: int = _FIRST
    last: int = _LAST
    # (article, lemma, kind of entity) -> the named doers of that word of that kind in that article.
    doers: dict[tuple[str, str, str], set[str]] = field(default_factory=dict)
    # (article, lemma) -> what each of its change words or aspectual verbs there is about.
    things: dict[tuple[str, str], set[frozenset[str]]] = field(default_factory=dict)
    # "many" for a mention that counts several happenings, "one" for one of them.
    counts: set[str] = field(default_factory=set)
    # word family -> how it is used ("left Pakistan", "left 250 dead"): one node is one use.
    uses: dict[str, set[str]] = field(default_factory=dict)
    # (article, word family) -> whether told as a habit ("at every launch") or not.
    habits: dict[tuple[str, str], set[bool]] = field(default_factory=dict)
    # :func:`~kg.resolve.events.marks.marks`: a time anchor, a transfer's amount, a relation's end.
    marks: dict[Mark, set[str]] = field(default_factory=dict)
    # (article, lemma) -> who did that verb there, by name, of any kind (:mod:`kg.resolve.events.doers`).
    parties: dict[tuple[str, str], set[Doer]] = field(default_factory=dict)
    # (article, verb) -> whether one of its mentions there is told as one more act ("also closed").
    again: dict[tuple[str, str], bool] = field(default_factory=dict)
    # (article, lemma) -> where each mention of that word there was done and for how much
    # (:mod:`kg.resolve.events.targets`).
    targets: dict[tuple[str, str], set[Target]] = field(default_factory=dict)
    # (article, lemma) -> the named things its mentions there were done to (:mod:`kg.resolve.events.things`).
    things_done: dict[tuple[str, str], frozenset[str]] = field(default_factory=dict)
    # The sex of the kin its deaths name as their dead (:mod:`kg.resolve.events.dead`).
    dead: set[str] = field(default_factory=set)


class Guard:
    """Each cluster's traits, as clustering joins them; :meth:`allows` says whether two may join."""

    def __init__(self, members: Sequence[View]) -> None:
        self.traits = {n: _traits(v) for n, v in enumerate(members)}

    def allows(self, a: int, b: int) -> bool:
        """Whether clusters ``a`` and ``b`` (numbered by a member) may be one happening."""
        ta, tb = self.traits[a], self.traits[b]
        if ta.factuality != tb.factuality:
            return False
        if max(ta.first, tb.first) > min(ta.last, tb.last):
            return False
        if any(key in tb.doers and other_parties(doers, tb.doers[key]) for key, doers in ta.doers.items()):
            return False
        if any(two_parties(x, y) for key, xs in ta.parties.items() for x in xs for y in tb.parties.get(key, ())):
            return False
        if any(key in tb.again and (more or tb.again[key]) for key, more in ta.again.items()):
            return False  # "London share prices closed", "Share prices also closed lower in Sydney"
        if any(other_targets(x, y) for key, xs in ta.targets.items() for x in xs for y in tb.targets.get(key, ())):
            return False  # "sent to Oklahoma City" and "sent to Nairobi"; "a $15 offer", "a $10 offer"
        if any(other_things_done(x, tb.things_done.get(key, frozenset())) for key, x in ta.things_done.items()):
            return False  # "released the MacBook Air", "the release of the MacBook Pro"
        if len(ta.dead | tb.dead) > 1:
            return False  # "a wreck that killed his mother", "his own son's death"
        # The cluster-wide form of the pair test :func:`~kg.resolve.events.apart.not_one_happening`:
        # a mention saying no count, scored like both sides, must not carry them into one node.
        if {"many", "one"} <= ta.counts | tb.counts:
            return False
        # "left Pakistan" and "left 250 people dead" joined through a bare "left".
        if any(key in tb.uses and tb.uses[key] != u for key, u in ta.uses.items()):
            return False
        if any(key in tb.habits and tb.habits[key] != h for key, h in ta.habits.items()):
            return False
        if any(key in tb.marks and clash(key, values, tb.marks[key]) for key, values in ta.marks.items()):
            return False
        # One article's "drop" of sterling and of the DAX, joined through a bare "drop".
        return not any(
            other_things(key[1], x, y)
            for key, things in ta.things.items()
            for x in things
            for y in tb.things.get(key, ())
        )

    def join(self, keep: int, gone: int) -> None:
        """Cluster ``gone`` is now part of ``keep``."""
        tk, tg = self.traits[keep], self.traits.pop(gone)
        tk.factuality |= tg.factuality
        tk.first, tk.last = max(tk.first, tg.first), min(tk.last, tg.last)
        for key, doers in tg.doers.items():
            tk.doers.setdefault(key, set()).update(doers)
        for word, things in tg.things.items():
            tk.things.setdefault(word, set()).update(things)
        tk.counts |= tg.counts
        for family, uses in tg.uses.items():
            tk.uses.setdefault(family, set()).update(uses)
        for word, habits in tg.habits.items():
            tk.habits.setdefault(word, set()).update(habits)
        for mark, values in tg.marks.items():
            tk.marks.setdefault(mark, set()).update(values)
        for said, parties in tg.parties.items():
            tk.parties.setdefault(said, set()).update(parties)
        for done, more in tg.again.items():
            tk.again[done] = tk.again.get(done, False) or more
        for aimed, targets in tg.targets.items():
            tk.targets.setdefault(aimed, set()).update(targets)
        for done, named in tg.things_done.items():
            tk.things_done[done] = tk.things_done.get(done, frozenset()) | named
        tk.dead |= tg.dead


def _traits(v: View) -> _Traits:
    m = v.mention
    first, last = span(v)
    doers: dict[tuple[str, str, str], set[str]] = {}
    # Only a verb's doers of one kind (two companies, two people): "Apple unveils" and "Steve Jobs
    # unveiled" are one act, and an event noun's owner is read less surely than a subject.
    if v.agents and not m.nominal and len(v.agent_kinds) == 1:
        doers[(v.key[0], m.lemma, next(iter(v.agent_kinds)))] = set(v.agents)
    things: dict[tuple[str, str], set[frozenset[str]]] = {}
    if m.lemma in CHANGE_WORDS and (thing := changed(v)):
        things[(v.key[0], m.lemma)] = {thing}
    counts = {v.count} if v.count else set()
    family = stem(m.lemma)
    uses = {family: {u}} if (u := use(v)) else {}
    habits = {(v.key[0], family): {habitual(v)}}
    own = {key: {value} for key, value in marks(v).items()}
    named = doer(v) if not m.nominal else None
    parties = {(v.key[0], m.lemma): {named}} if named is not None else {}
    again = {(v.key[0], m.lemma): v.additive} if not m.nominal else {}
    aimed = {(v.key[0], m.lemma): {found}} if (found := target(v)) is not None else {}
    done = {(v.key[0], m.lemma): v.things} if v.things else {}
    dead = {sex} if (sex := dead_sex(v)) else set()
    return _Traits(
        {m.factuality or "fact"},
        first,
        last,
        doers,
        things,
        counts,
        uses,
        habits,
        own,
        parties,
        again,
        aimed,
        done,
        dead,
    )


def span(v: Brief) -> tuple[int, int]:
    """The days (ordinals, inclusive) a mention can be on: the date its own words give, else, for
    a fact, on or before its article's day (what a report tells as done was done by then); any
    day for the rest. A date is fuzzy by :data:`DAY_SLACK_DAYS` (reports a time zone apart), a
    week by a week; an article's day is not, the date it meets gives the slack. Where the
    article places an undated mention (tense, narrative order) is left out: placements are
    guesses a join must not hang on."""
    if v.date:
        value, before = v.date, False
    elif (v.mention.factuality or "fact") == "fact" and v.published:
        value, before = v.published, True
    else:
        return _FIRST, _LAST
    interval = value_interval(value)
    if interval is None:
        return _FIRST, _LAST
    start, end = interval[0].toordinal(), interval[1].toordinal()
    if before:
        return _FIRST, end
    slack = WEEK_SLACK_DAYS if granularity(value) == "week" else DAY_SLACK_DAYS
    return start - slack, end + slack
