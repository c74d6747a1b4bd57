"""Event coreference: mentions of one happening, within and across articles, become one event.

Two mentions are the same event when they have the same trigger lemma,
compatible dates and at least one shared entity (argument or sentence
context), or when they stand at the same place in (nearly) the same
sentence: one wire story run by several outlets. Mentions are blocked by
lemma, then by what a pair must share (:func:`_posted`), and tried a
cluster at a time (:class:`_Block`), so a name in every article does not
make its events compare all pairs.
"""

from __future__ import annotations

import functools
import heapq
from bisect import bisect_right, insort
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass

from kg.model import Event, EventMention, Extraction
from kg.resolve.events.copies import SAME_QUOTE_RATIO, SAME_SENTENCE_MIN_WORDS, alike, copied, quote_keys, sentence_key
from kg.timex import compatible, granularity, more_specific
from kg.util import IdPool, UnionFind, majority, slug

MentionKey = tuple[str, int]
WEEK_SLACK_DAYS = 7
DAY_SLACK_DAYS = 2


@dataclass(frozen=True)
class _Info:
    number: int  # rank of ``key`` among all mentions: the union-find item
    key: MentionKey
    mention: EventMention
    date: str | None
    entities: frozenset[str]
    arguments: frozenset[str]
    quote: str  # the mention's quote, lower-cased once for the many comparisons
    # The sentence before and after the trigger (as written: :func:`_same_sentence`
    # normalises the few it compares), and the posting :func:`~kg.resolve.events.copies.sentence_key`
    # makes of them; all empty for a short sentence.
    before: str
    after: str
    sentence_key: str


def resolve_events(
    extractions: Sequence[Extraction], entity_of: dict[MentionKey, str]
) -> tuple[list[Event], dict[MentionKey, str]]:
    """Cluster every event mention of the corpus; return events and mention -> event id."""
    found = sorted(((ex.article.id, i), ex, ev) for ex in extractions for i, ev in enumerate(ex.events))
    infos = [_info(n, ex, key[1], ev, entity_of) for n, (key, ex, ev) in enumerate(found)]
    groups = UnionFind[int]()
    blocks: dict[tuple[str, bool], list[_Info]] = defaultdict(list)
    for info in infos:
        blocks[(info.mention.lemma, info.mention.nominal)].append(info)
    for (_, nominal), block in sorted(blocks.items()):
        _cluster_block(block, groups, nominal)
    published = {ex.article.id: ex.dct.value for ex in extractions}
    return _build(infos, groups, published)


def _info(number: int, ex: Extraction, index: int, ev: EventMention, entity_of: dict[MentionKey, str]) -> _Info:
    aid = ex.article.id
    args = {entity_of[(aid, i)] for i in (*ev.agents, *ev.patients, *ev.participants)}
    near = {entity_of[(aid, i)] for i in ev.context} | args
    entities = frozenset(near)
    before, after, key = _around(ex, ev, entities)
    return _Info(
        number, (aid, index), ev, ex.event_date(ev), entities, frozenset(args), ev.quote.lower(), before, after, key
    )


def _around(ex: Extraction, ev: EventMention, entities: frozenset[str]) -> tuple[str, str, str]:
    """The trigger's sentence split at the trigger, and its :func:`~kg.resolve.events.copies.sentence_key`; all
    empty for a sentence under :data:`SAME_SENTENCE_MIN_WORDS` words."""
    start, end = ex.sentences[ev.sentence]
    text = ex.article.text
    # Spaces count words well enough here, without splitting every sentence of the corpus.
    if text.count(" ", start, end) + 1 < SAME_SENTENCE_MIN_WORDS:
        return "", "", ""
    before, after = text[start : ev.start], text[ev.start : end]
    # 60 characters hold the key's words (or all there are room for); a word cut at
    # the edge is cut alike in a copy.
    return before, after, sentence_key(before[-60:], after[:60], entities)


def _cluster_block(block: list[_Info], groups: UnionFind[int], nominal: bool) -> None:
    """Join compatible mentions of one lemma; within an article a repeated noun is one event.

    Dates are checked cluster against cluster, not only pair against pair, so
    an undated mention cannot chain "the war" of 1991 to "the war" of 2003.
    Dated mentions are joined first; an undated one joins the first cluster it fits.
    Each mention is tried against the later mentions it shares a posting with
    (:func:`_posted`), in order; see :class:`_Block` for how most are ruled out
    a cluster at a time.
    """
    block = sorted(block, key=lambda i: (i.date is None, i.key))
    state = _Block(block, groups, nominal)
    for i, a in enumerate(block):
        state.join_later(i, a)


Feature = tuple[str, ...]


class _Block:
    """One block's clusters, and each posting's later members grouped by cluster.

    Trying a mention against every later mention that shares a name compares
    all pairs when one name is in every article and its events fall on many
    dates. Grouped by cluster, a cluster whose date cannot fit the mention's
    (even with the widest slack) is passed over whole until that date changes,
    and a posting's clusters whose members all came earlier are dropped. Which
    pairs join, and in which order, is the same as trying every pair in order.

    A copied sentence is filed once per article (:func:`_features`) and looked
    up in the other articles that have it: a copy is one in another article,
    so an article repeating a sentence thousands of times does not compare all
    its pairs (a 400 KB one took 173 s).
    """

    def __init__(self, block: list[_Info], groups: UnionFind[int], nominal: bool) -> None:
        self.block, self.groups, self.nominal = block, groups, nominal
        self.dates: dict[int, str | None] = {i.number: i.date for i in block}
        # posting -> cluster handle -> positions in the block, ascending
        self.members: dict[Feature, dict[int, list[int]]] = defaultdict(dict)
        self.postings: dict[int, set[Feature]] = {}  # handle -> postings it has members in
        self.handle: dict[int, int] = {}  # cluster root -> handle
        self.root: dict[int, int] = {}  # handle -> cluster root
        # sentence key -> the articles still holding later mentions under it, in block order
        self.copies: dict[str, dict[str, None]] = defaultdict(dict)
        for position, info in enumerate(block):
            if info.sentence_key:
                self.copies[info.sentence_key][info.key[0]] = None
            features = _posted(info, nominal)
            for feature in features:
                self.members[feature][position] = [position]
            self.postings[position] = set(features)
            self.handle[info.number], self.root[position] = position, info.number

    def join_later(self, i: int, a: _Info) -> None:
        """Merge ``a`` with each later mention, in order, whose cluster date and evidence agree."""
        block, dates = self.block, self.dates
        mine = self.handle[self.groups.find(a.number)]
        queue: list[tuple[int, int, Feature, int]] = []  # (position, index in its list, posting, handle)
        waiting: list[tuple[Feature, int]] = []  # clusters whose date cannot fit a's for now
        for feature in self._copies_elsewhere(a) + _wanted(a, self.nominal):
            clusters = self.members.get(feature)
            if not clusters:
                continue
            for handle, positions in list(clusters.items()):
                if positions[-1] <= i:
                    del clusters[handle]  # positions only grow: never a candidate again
                elif handle != mine:
                    self._enter(queue, waiting, feature, handle, bisect_right(positions, i), a)
        last = -1
        while queue:
            position, index, feature, handle = heapq.heappop(queue)
            ra, rb = self.groups.find(a.number), self.root.get(handle)
            if rb is None or rb == ra:  # merged into a's cluster meanwhile
                continue
            if not _may_fit(dates[ra], dates[rb], self.nominal):
                waiting.append((feature, handle))
                continue
            if index + 1 < len(self.members[feature][handle]):
                heapq.heappush(queue, (self.members[feature][handle][index + 1], index + 1, feature, handle))
            if position == last:  # reached through two postings
                continue
            last = position
            if _joins(a, block[position], dates[ra], dates[rb], self.nominal):
                self._union(ra, rb)
                ra = self.groups.find(a.number)
                still, waiting = waiting, []
                for feature, handle in still:  # a's cluster date changed: they may fit now
                    positions = self.members.get(feature, {}).get(handle)
                    if positions and self.root.get(handle) not in (None, ra):
                        self._enter(queue, waiting, feature, handle, bisect_right(positions, position), a)

    def _copies_elsewhere(self, a: _Info) -> list[Feature]:
        """The postings of ``a``'s sentence in the other articles that still have later mentions there."""
        if not a.sentence_key:
            return []
        articles = self.copies[a.sentence_key]
        out: list[Feature] = []
        for article in list(articles):
            feature = ("sentence", a.sentence_key, article)
            if not self.members.get(feature):
                del articles[article]  # emptied (see join_later): no later mention left there
            elif article != a.key[0]:
                out.append(feature)
        return out

    def _enter(
        self,
        queue: list[tuple[int, int, Feature, int]],
        waiting: list[tuple[Feature, int]],
        feature: Feature,
        handle: int,
        index: int,
        a: _Info,
    ) -> None:
        positions = self.members[feature][handle]
        if index >= len(positions):
            return
        if _may_fit(self.dates[self.groups.find(a.number)], self.dates[self.root[handle]], self.nominal):
            heapq.heappush(queue, (positions[index], index, feature, handle))
        else:
            waiting.append((feature, handle))

    def _union(self, ra: int, rb: int) -> None:
        """Join two clusters; the one with fewer postings moves its positions (small into large)."""
        merged = more_specific(self.dates[ra], self.dates[rb])
        big, small = self.handle.pop(ra), self.handle.pop(rb)
        if len(self.postings[big]) < len(self.postings[small]):
            big, small = small, big
        for feature in self.postings.pop(small):
            clusters = self.members[feature]
            moving = clusters.pop(small, None)
            if not moving:
                continue
            kept = clusters.get(big)
            if kept is None:
                clusters[big] = moving
            else:
                for position in moving:
                    insort(kept, position)
            self.postings[big].add(feature)
        del self.root[small]
        self.groups.union(ra, rb)
        root = self.groups.find(ra)
        self.handle[root], self.root[big] = big, root
        self.dates[root] = merged


def _may_fit(a: str | None, b: str | None, nominal: bool) -> bool:
    """Whether two cluster dates can fit with the widest slack :func:`_joins` may allow."""
    return _fits(a, b, max(_slack(a, b), DAY_SLACK_DAYS if nominal else 0))


def _joins(a: _Info, b: _Info, date_a: str | None, date_b: str | None, nominal: bool) -> bool:
    """Whether ``a`` and ``b``, in clusters dated ``date_a`` and ``date_b``, are one event."""
    slack = _slack(date_a, date_b)
    if nominal and a.arguments & b.arguments and a.key[0] != b.key[0]:
        # Outlets a time zone apart date one decree a day apart: same actor, same
        # kind of act, a day or two off is one event (reported as a disagreement).
        slack = max(slack, DAY_SLACK_DAYS)
    return _fits(date_a, date_b, slack) and _same_event(a, b, nominal)


def _posted(info: _Info, nominal: bool) -> list[Feature]:
    """The postings a mention is filed under: what a later pair it can join must share.

    Nouns: an article or an entity. Verbs pair only through an argument, and then
    only a quote with a quote (:func:`_same_quote`), or a date with a date, in one
    article or on one day: a verb cluster holding a day-dated mention is dated
    within that day (no slack between days), so two different days never fit.
    Blocking on these, not on the bare argument, keeps a speaker quoted in
    thousands of articles from comparing all their pairs.
    """
    return _features(info, nominal, looking=False)


def _wanted(info: _Info, nominal: bool) -> list[Feature]:
    """The postings a mention looks in for later mentions :func:`_same_event` can accept,
    besides its sentence's copies in other articles (:meth:`_Block._copies_elsewhere`)."""
    return _features(info, nominal, looking=True)


def _features(info: _Info, nominal: bool, looking: bool) -> list[Feature]:
    # A copied sentence is one in another article (_same_sentence): filed by article, so
    # a mention looks only at the other articles' copies. Within one article, the
    # postings below find every pair that can join.
    out: list[Feature] = [("sentence", info.sentence_key, info.key[0])] if info.sentence_key and not looking else []
    if nominal:
        return out + [("article", info.key[0])] + [("entity", e) for e in info.entities]
    day = _day(info.date)
    keys = quote_keys(info.quote) if info.mention.quote else ()
    for e in info.arguments:
        if keys:
            # A day-dated quote fits only quotes of that day (few) or of no single day, and
            # among those only the ones that begin or end alike (see copies.quote_keys).
            other = [("quote-other", e, k) for k in keys]
            if looking:
                out += [("quote-day", e, day), *other] if day else [("quote", e, k) for k in keys]
            else:
                out += [("quote", e, k) for k in keys] + ([("quote-day", e, day)] if day else other)
        if info.date:
            out.append(("dated", info.key[0], e))
            if day:
                out.append(("day", e, day))
    return out


@functools.lru_cache(maxsize=1 << 16)
def _day(date: str | None) -> str | None:
    return date if date and granularity(date) == "day" else None


def _same_event(a: _Info, b: _Info, nominal: bool) -> bool:
    if _same_sentence(a, b):
        return True
    same_article = a.key[0] == b.key[0]
    if nominal:
        return same_article or bool(a.entities & b.entities)
    if _same_quote(a, b):
        return True
    return bool(
        a.date
        and b.date
        and a.arguments & b.arguments
        and (same_article or granularity(a.date) == granularity(b.date) == "day")
    )


def _same_quote(a: _Info, b: _Info) -> bool:
    """One speaker quoted with (nearly) the same words is one statement, dated or not."""
    return bool(
        a.quote
        and b.quote
        and a.mention.event_class == "statement"
        and a.arguments & b.arguments
        and alike(a.quote, b.quote, SAME_QUOTE_RATIO)
    )


def _same_sentence(a: _Info, b: _Info) -> bool:
    """The same trigger in (nearly) the same sentence of two articles: one report, copied.

    Both sides of the trigger must agree, so "A said ... B said" copied
    elsewhere gives two statements, not one; so must the names in the
    sentence and the quotes, so "police arrested a man in Leeds on Tuesday"
    and "... in York ..." stay two arrests.
    """
    if not (a.before or a.after) or not (b.before or b.after) or a.key[0] == b.key[0]:
        return False
    if a.entities != b.entities:
        return False
    if a.quote and b.quote and not alike(a.quote, b.quote, SAME_QUOTE_RATIO):
        return False
    return copied(a.before, b.before) and copied(a.after, b.after)


def _majority_day(members: list[_Info], date: str | None) -> str | None:
    """Where articles give different days for one event, the day most articles give."""
    days = Counter(i.date for i in members if i.date and granularity(i.date) == "day")
    if date and granularity(date) == "day" and len(days) > 1:
        return majority(days)
    return date


@functools.lru_cache(maxsize=1 << 16)  # pure, and the same few dates meet again and again
def _fits(a: str | None, b: str | None, slack: int) -> bool:
    return compatible(a, b, slack)


@functools.lru_cache(maxsize=1 << 16)
def _slack(a: str | None, b: str | None) -> int:
    """Relative weeks are fuzzy by a week; days, months and years are not."""
    return WEEK_SLACK_DAYS if "week" in (granularity(a or ""), granularity(b or "")) else 0


def _build(
    infos: list[_Info], groups: UnionFind[int], published: dict[str, str | None]
) -> tuple[list[Event], dict[MentionKey, str]]:
    clusters: dict[int, list[_Info]] = defaultdict(list)
    for info in infos:
        clusters[groups.find(info.number)].append(info)
    events: list[Event] = []
    event_of: dict[MentionKey, str] = {}
    taken = IdPool()

    def first_reported(root: int) -> tuple[bool, str, MentionKey]:
        return min((published.get(i.key[0]) is None, published.get(i.key[0]) or "", i.key) for i in clusters[root])

    # Events sharing a lemma and date are numbered (say-2002-10-20, -2, -3...) in the
    # order they were first reported, so the next day's articles take new numbers
    # and the ids a reader has linked to (graph.html#node=...) stay what they were.
    for root in sorted(clusters, key=first_reported):
        members = sorted(clusters[root], key=lambda i: i.key)
        date = None
        for info in members:
            if compatible(date, info.date, _slack(date, info.date)):
                date = more_specific(date, info.date)
        date = _majority_day(members, date)
        first = members[0].mention
        eid = taken.claim(f"{slug(first.lemma)}-{date or 'undated'}")
        # One statement event may gather several quotes (one interview, quoted twice).
        quote = " … ".join(dict.fromkeys(i.mention.quote for i in members if i.mention.quote))
        events.append(
            Event(
                id=eid,
                label=first.lemma,
                lemma=first.lemma,
                event_class=first.event_class,
                date=date,
                granularity=granularity(date) if date else "",
                mentions=tuple(i.key for i in members),
                quote=quote,
            )
        )
        for info in members:
            event_of[info.key] = eid
    return sorted(events, key=lambda e: e.id), event_of
