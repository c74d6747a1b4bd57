"""Event coreference: mentions of one happening, within and across articles, become one event.

Mentions are compared only within their story (:mod:`kg.resolve.stories`),
and there only when their trigger lemmas can name one happening: the same
lemma, one word family ("elect" / "election"), or a pair the training data
saw name one happening ("check into" / "enter"). A learnt scorer
(:mod:`kg.resolve.events.scorer`) weighs each such pair's evidence (lemmas,
shared arguments, dates, sentences, how alike the articles are); mentions
are then joined by average-linkage clustering on those probabilities, so an
undated mention can join its story's dated event, and two happenings of one
kind whose mentions disagree stay apart.
"""

from __future__ import annotations

import functools
import json
import re
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping, Sequence
from datetime import date as Day
from datetime import timedelta

import numpy as np

from kg.extract.ergatives import UNDERGOING_VERBS
from kg.extract.undergoing import UNDERGOING
from kg.grouping import majority
from kg.ids import IdPool, slug
from kg.model import Event, EventMention, EventTime, Extraction, MentionIndex, MentionKey
from kg.resolve.events.across import join_across_stories
from kg.resolve.events.by_story import EventsMemo, LinksMemo, PairsMemo, Parallel, story_links
from kg.resolve.events.clusters import Clusters
from kg.resolve.events.copies import SAME_QUOTE_RATIO, alike
from kg.resolve.events.date_fit import WEEK_SLACK_DAYS
from kg.resolve.events.day_votes import contested_day
from kg.resolve.events.features import Brief, View, brief, expand
from kg.resolve.events.quote_fragments import label_quote
from kg.resolve.events.scorer import PairModel, load_model
from kg.resolve.events.superlatives import without_superlative
from kg.resolve.similarity import ArticleVectors, background_vectors
from kg.time.values import compatible, granularity, more_specific, value_interval

_WORDS = re.compile(r"\w+")


def resolve_events(
    extractions: Sequence[Extraction],
    entity_of: Mapping[MentionKey, str],
    story_of: Mapping[str, str] | None = None,
    vectors: ArticleVectors | None = None,
    model: PairModel | None = None,
    names: Mapping[str, str] | None = None,
    jobs: int = 1,
    parallel: Parallel | None = None,
    memo: LinksMemo | None = None,
    events_memo: EventsMemo | None = None,
    pairs_memo: PairsMemo | None = None,
) -> tuple[list[Event], MentionIndex]:
    """Cluster every event mention of the corpus; return events and mention -> event id.

    ``story_of`` maps an article id to its story (no map: all are one
    story); ``vectors`` are the articles' :func:`~kg.resolve.similarity.background_vectors` if the
    caller has them; ``names`` (entity id -> name) name an event's agent in
    its label ("Ana Lind amnesty"). ``jobs`` > 1 clusters the stories on that many
    processes run by ``parallel`` (:mod:`kg.resolve.events.by_story`); the result is the same.
    ``memo`` keeps each story's links for a later build and gives back those it kept
    (:class:`~kg.resolve.events.by_story.LinksMemo`); ``events_memo`` likewise each event made of
    the same mentions (:class:`~kg.resolve.events.by_story.EventsMemo`), and ``pairs_memo`` what
    pairs of mentions told (:class:`~kg.resolve.events.by_story.PairsMemo`, used with ``memo``);
    the result is the same.
    """
    model = model or load_model()
    story_of = story_of or {}
    ordered = sorted(extractions, key=lambda ex: ex.article.id)
    if vectors is None:
        vectors = background_vectors(ordered, entity_of)
    row = vectors.row()
    found = sorted(((ex.article.id, i), ex, ev) for ex in ordered for i, ev in enumerate(ex.events))
    briefs = [brief(n, ex, key[1], ev, entity_of, story_of.get(key[0], "")) for n, (key, ex, ev) in enumerate(found)]
    del found
    by_story: dict[str, list[Brief]] = defaultdict(list)
    for b in briefs:
        by_story[b.story].append(b)
    of_article = {ex.article.id: ex for ex in ordered}
    cluster_of = np.arange(len(briefs))
    for story, joined in story_links(
        by_story, _Expander(of_article, entity_of), model, vectors, row, jobs, parallel, memo, pairs_memo
    ):
        members = by_story[story]
        for local, label in joined:
            cluster_of[members[local].number] = members[label].number
    del by_story
    cluster_of = join_across_stories(briefs, cluster_of)
    published = {ex.article.id: ex.dct.value for ex in ordered}
    return _build(briefs, cluster_of, published, names or {}, entity_of, events_memo)


class _Expander:
    """A story's briefs as the pair scorer's views, their articles found by id."""

    def __init__(self, of_article: Mapping[str, Extraction], entity_of: Mapping[MentionKey, str]) -> None:
        self.of_article = of_article
        self.entity_of = entity_of

    def __call__(self, briefs: list[Brief]) -> list[View]:
        return [expand(b, self.of_article[b.key[0]], self.entity_of) for b in briefs]


def _majority_day(members: list[Brief], date: str | None) -> str | None:
    """Where articles give different days for one event, the day most articles give."""
    days = Counter(i.date for i in members if i.date and granularity(i.date) == "day")
    if date and granularity(date) == "day" and len(days) > 1:
        return majority(days)
    return date


@functools.lru_cache(maxsize=1 << 16)
def _slack(a: str | None, b: str | None) -> int:
    """Relative weeks are fuzzy by a week; days, months and years are not."""
    return WEEK_SLACK_DAYS if "week" in (granularity(a or ""), granularity(b or "")) else 0


def _label(
    members: list[Brief], names: Mapping[str, str], entity_of: Mapping[MentionKey, str], said: str = ""
) -> tuple[str, Brief]:
    """The event's label and the mention it comes from: the most informative one.

    Its word is the one most members use, a noun before a verb ("amnesty"
    over "pardoned"); the mention it comes from is one of that word naming an
    agent, in a past form, with a patient, when there is one; its actor that
    mention's agent, by its entity's name, else its subject as written
    ("prisoners"). A verb is written as the text has it, with its particle and
    bare object ("stepped down", "took office"), then that mention's patient,
    else its object's head: "Ana Lind pardoned prisoners". A statement
    says what was said instead (``said``: its quote, else its paraphrase), so
    no label is a bare "said": 'Ana Lind said: “We will rebuild the…”'.
    """
    words = Counter((not v.mention.nominal, v.mention.lemma) for v in members)
    verbal, lemma = min(words, key=lambda w: (-words[w], w))
    best = min(
        (v for v in members if v.mention.lemma == lemma and v.mention.nominal != verbal),
        key=lambda v: (
            not (v.agent_names or v.mention.subject),
            verbal and not _past(v.mention),
            not (v.mention.patients or v.mention.object),
            v.key,
        ),
    )
    # Agent, word and patient of one mention, never pieced together from several: two
    # reports' roles joined can make a sentence neither wrote ("X expects Y").
    own = [best]
    agent = _most_named(((best.key[0], i) for v in own for i in v.mention.agents), entity_of, names, own)
    if not verbal and best.mention.phrase:
        # A noun a verb of undergoing carries reads as its sentence: "Twitter suffered outage".
        mention = best.mention
        patient = _most_named(
            ((best.key[0], i) for i in (*mention.patients, *mention.participants)), entity_of, names, own
        )
        return " ".join(filter(None, [agent or patient or best.mention.object, best.mention.phrase])), best
    if not verbal:
        return (f"{agent} {lemma}" if agent else lemma), best
    # "deadliest earthquake hit Morocco": the text's "in six decades" is not in the label.
    agent = agent or without_superlative(best.mention.subject)
    word = best.mention.phrase or best.mention.trigger
    if best.mention.event_class == "statement" and said:
        return " ".join(filter(None, [agent, word])) + ": " + said, best
    patient = _most_named(((best.key[0], i) for v in own for i in v.mention.patients), entity_of, names, own)
    patient = patient or best.mention.object
    if patient and (patient.lower() in word.lower().split() or patient == agent):
        patient = ""  # "took office": the phrase has it already
    if not agent and patient and lemma in UNDERGOING_VERBS:
        return f"{patient} {word}", best  # "Slepian died": the one it befalls, before the verb
    if not agent and lemma in UNDERGOING:
        # "had undergone a liver transplant": who went through it (a participant), before the verb.
        agent = _most_named(((best.key[0], i) for i in best.mention.participants), entity_of, names, own)
    if best.mention.event_class == "statement" and not (agent or patient):
        return f"{word} (speaker not named)", best  # never a bare "said"
    return " ".join(filter(None, [agent, word, patient])), best


def _most_named(
    keys: Iterable[MentionKey], entity_of: Mapping[MentionKey, str], names: Mapping[str, str], members: list[Brief]
) -> str:
    """The name of the entity most of ``keys`` are, by the corpus's name for it; "" for none."""
    counts = Counter(entity_of[k] for k in keys if k in entity_of)
    if not counts:
        return ""
    top = min(counts, key=lambda e: (-counts[e], e))
    written = {eid: name for v in reversed(members) for eid, name in v.agent_names}
    return names.get(top) or written.get(top) or ""


def _past(mention: EventMention) -> bool:
    """Whether a verb trigger is written in a past form ("pardoned", "began"), not the
    base, -s or -ing form."""
    word, base = mention.trigger.lower(), mention.lemma
    return word != base and not word.endswith("ing") and word not in (base + "s", base + "es", base[:-1] + "ies")


# How much of what was said a statement's label shows.
LABEL_WORDS = 6


def _said(quote: str, reported: str) -> str:
    """The opening words of what was said, a quote in quotation marks, a paraphrase without."""
    text = quote or reported
    words = text.split()
    if not words:
        return ""
    opening = " ".join(words[:LABEL_WORDS])
    if len(words) > LABEL_WORDS:
        opening = opening.rstrip(",;:.—-") + "…"
    return f"“{opening}”" if quote else opening


def _quotes(members: list[Brief]) -> str:
    """The members' quotes, each once (one quoted twice, or cut short, shows once); no scare quote."""
    kept: list[str] = []
    keys: list[str] = []
    shown = {v.mention.quote for v in members if v.mention.quote and not label_quote(v.mention.quote)}
    for quote in sorted(shown, key=lambda q: (-len(q), q)):
        key = " ".join(_WORDS.findall(quote.lower()))
        if any(key in k or alike(key, k, SAME_QUOTE_RATIO) for k in keys):
            continue
        kept.append(quote)
        keys.append(key)
    order = {q: n for n, q in enumerate(dict.fromkeys(v.mention.quote for v in members))}
    return " … ".join(sorted(kept, key=order.__getitem__))


def _placed(members: list[Brief]) -> tuple[str | None, str]:
    """(date, bound) of an event none of whose mentions governs a date of its own, from
    where the mentions were placed (:mod:`kg.time.dating.placement`): a date their sentences agree
    on, else the tightest bound ("around" publication, else the earliest "on or before",
    else the latest "on or after"); ``(None, "")`` when none was placed."""
    times = [v.mention.time for v in members if v.mention.time is not None]
    date = None
    for value in sorted(t.value for t in times if t.exact):
        if compatible(date, value):
            date = more_specific(date, value)
    if date is not None:
        return date, ""
    for bound, pick in (("around", max), ("before", min), ("after", max)):
        values = [t.value for t in times if t.bound == bound]
        if values:
            return pick(values), bound
    return None, ""


# How far from its day an "around" placement may be and still be near it.
_NEAR = timedelta(days=7)


def _held_by_all(
    members: list[Brief], date: str | None, bound: str, published: Mapping[str, str | None]
) -> tuple[str | None, str]:
    """(date, bound) of an event made to hold for every mention (:func:`_own_time`): one mention's
    day is no day of a mention its own placement puts elsewhere ("the appointment comes days after"
    around the article's day, "a year after the appointment of Lind" before it), nor of one an
    earlier article tells as done; nor a day as many mentions deny as give (:func:`contested_day`).
    Where one does not hold, the loosest bound all hold
    (:func:`_bound_for_all`), else undated: two happenings joined in one node must not show the
    date of one of them."""
    times = [t for t in (_own_time(v, published) for v in members) if t is not None and t.value[:1].isdigit()]
    if date is not None and bound == "" and contested_day(date, times):
        return _bound_for_all(times)  # as many mentions deny the day as give it
    if date is None or all(_holds(date, bound, t) for t in times):
        return date, bound
    return _bound_for_all(times)


def _own_time(member: Brief, published: Mapping[str, str | None]) -> EventTime | None:
    """Where a mention is in time: its placement; for one dating left unplaced that its article
    tells as done, on or before that article's day (what a report asserts happened had happened
    by then: "have signed in simultaneous ceremonies" in a February report is no March ceremony)."""
    if member.mention.time is not None:
        return member.mention.time
    if member.date:
        return EventTime(member.date, "", "timex")  # the time it governs
    day = published.get(member.key[0]) or ""
    if member.mention.factuality != "fact" or not day[:1].isdigit():
        return None
    return EventTime(day[:10], "before", "tense")


def _holds(date: str, bound: str, time: EventTime) -> bool:
    """Whether a mention placed at ``time`` agrees with its event's (``date``, ``bound``)."""
    node, own = value_interval(date), value_interval(time.value)
    if node is None or own is None:
        return True
    if bound == "":
        if time.exact:
            # days articles disagree on are the majority's (:func:`_majority_day`); a time weeks
            # apart is another happening's ("a 26% decline" in Friday's trading, not the quarter's)
            return node[0] - _NEAR <= own[1] and own[0] <= node[1] + _NEAR
        if time.bound == "before":
            return node[0] <= own[1]
        if time.bound == "after":
            return node[1] >= own[0]
        return node[0] <= own[1] + _NEAR and node[1] >= own[0] - _NEAR
    if bound == "around":
        return time.bound == "around" or (time.exact and node[0] - _NEAR <= own[0] and own[1] <= node[1] + _NEAR)
    if bound == "before":
        # the earliest report's bound stands: a later report of a past event says less, not otherwise
        return time.bound != "after"
    return time.bound == "after" or own[1] >= node[0]


def _bound_for_all(times: list[EventTime]) -> tuple[str | None, str]:
    """The loosest bound every placement in ``times`` holds: "on or after" the earliest of
    after-bounds, "on or before" the latest of the others; undated when they point both ways."""
    later = [t for t in times if t.bound == "after"]
    if later and len(later) < len(times):
        return None, ""
    if later:
        return min((t.value for t in later), key=_start), "after"
    return max((t.value for t in times), key=_end), "before"


def _start(value: str) -> Day:
    interval = value_interval(value)
    return interval[0] if interval else Day.min


def _end(value: str) -> Day:
    interval = value_interval(value)
    return interval[1] if interval else Day.min


def _first_reported(briefs: list[Brief], clusters: Clusters[Brief], published: Mapping[str, str | None]) -> np.ndarray:
    """The clusters' positions, the one whose first report came out first before the others.

    A mention's report is ranked by (undated last, publication date, key); a cluster by its
    first-ranked mention. In arrays, not as a tuple for every cluster: those were 200 MB
    at 100,000 articles, at the end of resolution, the build's peak.
    """
    articles = sorted(published, key=lambda a: (published[a] is None, published[a] or "", a))
    rank = {a: n for n, a in enumerate(articles)}
    # Briefs are in key order, so an article's mentions rank in their own order: (article's rank, number).
    ranked = np.fromiter((rank[b.key[0]] for b in briefs), dtype=np.int64, count=len(briefs))
    ranked = ranked * max(len(briefs), 1) + np.arange(len(briefs), dtype=np.int64)
    first = np.minimum.reduceat(ranked[clusters.order], clusters.bounds[:-1]) if len(clusters) else ranked
    return np.argsort(first, kind="stable")


def _build(
    briefs: list[Brief],
    cluster_of: np.ndarray,
    published: dict[str, str | None],
    names: Mapping[str, str],
    entity_of: Mapping[MentionKey, str],
    memo: EventsMemo | None = None,
) -> tuple[list[Event], MentionIndex]:
    clusters = Clusters(briefs, cluster_of)
    events: list[Event] = []
    event_at: list[str] = [""] * len(clusters)  # a cluster's position -> its event's id
    taken = IdPool()
    # Events sharing a lemma and date are numbered (say-2002-10-20, -2, -3...) in the
    # order they were first reported, so the next day's articles take new numbers
    # and the ids a reader has linked to (graph.html#node=...) stay what they were.
    positions = _first_reported(briefs, clusters, published).tolist()
    # A few thousand clusters at a time: the memo is asked once a batch, no list of all held.
    for start in range(0, len(positions), _EVENTS_AT_ONCE):
        batch = positions[start : start + _EVENTS_AT_ONCE]
        groups = [clusters.at(position) for position in batch]  # each in key order
        known = memo.recall([[b.key for b in members] for members in groups]) if memo else [None] * len(groups)
        made: list[tuple[int, str]] = []
        for n, (position, members, text) in enumerate(zip(batch, groups, known, strict=True)):
            if text is None:
                found = _event_fields(members, published, names, entity_of)
                made.append((n, json.dumps(found, separators=(",", ":"))))
            else:
                found = json.loads(text)
            date, bound, quote, reported, label, best = found
            first = members[best].mention
            # A bound is no day: an event only known to be "on or before" a date is undated in its id.
            eid = taken.claim(f"{slug(first.lemma)}-{(None if bound else date) or 'undated'}")
            granular = granularity(date) if date else ""
            mentions = tuple(i.key for i in members)
            events.append(
                Event(eid, label, first.lemma, first.event_class, date, granular, mentions, quote, reported, bound)
            )
            event_at[position] = eid
        if memo is not None and made:
            memo.keep(made)
    # Briefs are in key order, so the index is made an article at a time, not from a list of
    # every mention's pair (the step's peak on a large corpus: benchmarks/RESULTS.md).
    at = np.searchsorted(clusters.roots, cluster_of)
    index = MentionIndex((b.key, event_at[at[b.number]]) for b in briefs)
    return sorted(events, key=lambda e: e.id), index


# Clusters made into events at a time (see _build).
_EVENTS_AT_ONCE = 4096


def _event_fields(
    members: list[Brief],
    published: Mapping[str, str | None],
    names: Mapping[str, str],
    entity_of: Mapping[MentionKey, str],
) -> tuple[str | None, str, str, str, str, int]:
    """(date, bound, quote, reported, label, the member the label comes from) of one cluster's
    event: what it is made of besides its id, from its members, their articles' days and the
    names of their agents' and patients' entities alone."""
    date = None
    for info in members:
        if compatible(date, info.date, _slack(date, info.date)):
            date = more_specific(date, info.date)
    date = _majority_day(members, date)
    bound = ""
    if date is None:
        date, bound = _placed(members)
    date, bound = _held_by_all(members, date, bound, published)
    # One statement event may gather several quotes (one interview, quoted twice);
    # reported speech is a paraphrase and stays apart from them.
    quote = _quotes(members)
    reported = next((i.mention.reported for i in members if i.mention.reported), "")
    label, best = _label(members, names, entity_of, _said(quote, reported))
    return date, bound, quote, reported, label, next(n for n, m in enumerate(members) if m is best)
