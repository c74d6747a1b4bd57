"""The corpus steps on the articles' extractions: names the model missed, names joined across
articles, stories, short names settled in them, undated articles dated from their story, events
corefered, each story's key events ranked. A bug on one article costs only that article (see
:func:`kg.pipeline.extraction.failed`); :func:`kg.pipeline.build.build_graph` runs these steps
and then the graph.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import asdict, replace
from functools import partial

from kg.graph.node_events import drawn_events
from kg.ids import unnumbered
from kg.model import Corpus, Entity, Event, Extraction, InputProblem, MentionIndex, Story
from kg.pipeline.extraction import failed, normalise_times
from kg.resolve.disagreements import find_disagreements
from kg.resolve.entities.aliases import Aliases, drop_ignored
from kg.resolve.entities.gazetteer import _with_names, gazetteer
from kg.resolve.entities.headlines import cut_mentions
from kg.resolve.entities.resolution import entities_in_stories, group_names
from kg.resolve.events.by_story import Links
from kg.resolve.events.coref import resolve_events
from kg.resolve.events.scorer import PairModel
from kg.resolve.key_events import describe_stories
from kg.resolve.similarity import article_vectors, background_vectors
from kg.resolve.stories import find_stories, story_index
from kg.runtime.cache import ExtractionCache, derived_key, relocated
from kg.runtime.memory import MemorySteps
from kg.runtime.pool import forked_map
from kg.runtime.records import encode
from kg.time.publication.corpus import corpus_dates

# The corpus step whose results the extraction cache keeps under derived_key (date_from_corpus).
_REDATED = "redated"
# The corpus step whose stories' event links the extraction cache keeps (_StoryLinks).
_LINKS = "event-links"
# The corpus step whose events (but their ids) the extraction cache keeps (_KeptEvents).
_EVENTS = "events"
# The corpus step whose stories' key events and entities the extraction cache keeps (_StoryDescriptions).
_DESCRIBED = "story-descriptions"


def resolve_corpus(
    extractions: Sequence[Extraction],
    problems: Sequence[InputProblem] = (),
    aliases: Aliases | None = None,
    event_model: PairModel | None = None,
    jobs: int = 1,
    memo: ExtractionCache | None = None,
) -> Corpus:
    """The corpus steps: find names the model missed, join names, find stories, settle short
    names in them, date undated articles from their stories and re-anchor their times, corefer
    events, rank each story's key events.

    An article kg fails on while dating it or finding its names is left out
    and joins ``problems`` (see :func:`failed`). ``event_model`` replaces the
    event coreference model kg ships (training uses it). ``jobs`` > 1 clusters the
    events on that many forked processes, and finds near articles on that many
    threads; the corpus is the same. With ``memo`` (the build's extraction cache), what a step
    makes of one article alone, from that article's record only, is kept there and taken
    from there when a later build asks again (an article redated from its story:
    :func:`date_from_corpus`); the corpus is the same.
    """
    # Each step lets go of its working data as it returns; the runner hands its pages back to the
    # kernel before the next (kg.runtime.memory.MemorySteps), or they stay resident to the end of
    # the build. What the steps compute does not depend on it.
    steps = MemorySteps()
    problems = list(problems)
    extractions = steps.run(_named, extractions, problems, aliases)
    extractions, stories, story_of, entities, entity_of = steps.run(
        _storied, extractions, problems, aliases, jobs, memo
    )
    vectors = steps.run(background_vectors, sorted(extractions, key=lambda ex: ex.article.id), entity_of)
    # The pages the vectors' making left free go back before the story workers fork: less to share.
    entity_names = {e.id: e.name for e in entities}
    digests = _ArticleDigests(extractions, entity_of) if memo is not None else None
    # A story's links are kept only for the shipped model: they are what it found.
    links = _StoryLinks(memo, digests) if memo is not None and digests is not None and event_model is None else None
    made = _KeptEvents(memo, digests, entity_of, entity_names) if memo is not None and digests is not None else None
    events, event_of = steps.run(
        resolve_events,
        extractions,
        entity_of,
        story_of,
        vectors,
        event_model,
        entity_names,
        jobs,
        forked_map,
        links,
        made,
    )
    del links, made
    del vectors, entity_names
    described = _StoryDescriptions(memo, digests) if memo is not None and digests is not None else None
    corpus = steps.run(
        _assembled, extractions, entities, events, entity_of, event_of, problems, stories, story_of, described
    )
    del described, digests
    steps.finish()
    return corpus


class _ArticleDigests:
    """A digest of each article as the corpus steps left it before its events are corefered: its
    id, its record (but where it was read from) and its mentions' entity ids, made once and shared
    by the per-story memos (:class:`_StoryLinks`, :class:`_StoryDescriptions`)."""

    def __init__(self, extractions: Sequence[Extraction], entity_of: MentionIndex) -> None:
        self.of_article = {ex.article.id: ex for ex in extractions}
        self.entity_of = entity_of
        self.made: dict[str, bytes] = {}
        self.records: dict[str, bytes] = {}

    def __call__(self, aid: str) -> bytes:
        digest = self.made.get(aid)
        if digest is None:
            ids = "\0".join(eid or "" for eid in self.entity_ids(aid))
            digest = self.made[aid] = hashlib.sha256(self.record(aid) + b"\0" + ids.encode()).digest()
        return digest

    def record(self, aid: str) -> bytes:
        """A digest of the article's record alone, but where it was read from (no input of what
        the steps make of it: its id is)."""
        digest = self.records.get(aid)
        if digest is None:
            ex = self.of_article[aid]
            unplaced = replace(ex, article=replace(ex.article, path="", line=None))
            digest = self.records[aid] = hashlib.sha256(encode(unplaced)).digest()
        return digest

    def entity_ids(self, aid: str) -> list[str | None]:
        """The entity id of each of the article's mentions (``None``: resolved to none)."""
        return [self.entity_of.get((aid, i)) for i in range(len(self.of_article[aid].mentions))]


class _StoryLinks:
    """The event coreference's links of each story, kept in the build's cache
    (:class:`~kg.resolve.events.by_story.LinksMemo`) under a digest of all a story's links are
    made from (its vectors too: :func:`~kg.resolve.similarity.background_vectors`): its articles'
    ids and records (:meth:`_ArticleDigests.record`) and their mentions' entities as the links read
    them (:func:`_story_entities`). The cache's rows are dropped when kg's code or model files
    change (:func:`~kg.runtime.cache.code_digest`)."""

    def __init__(self, memo: ExtractionCache, digests: _ArticleDigests) -> None:
        self.memo = memo
        self.digests = digests
        self.keys: dict[str, str] = {}

    def recall(self, stories: Mapping[str, list[str]]) -> dict[str, Links]:
        for story, articles in stories.items():
            digest = hashlib.sha256(_LINKS.encode())
            entities = _story_entities([self.digests.entity_ids(aid) for aid in articles])
            for aid, named in zip(articles, entities, strict=True):
                digest.update(aid.encode() + b"\0" + self.digests.record(aid) + "\0".join(named).encode())
            self.keys[story] = digest.hexdigest()
        known = self.memo.derived_texts(self.keys.values())
        story_of = {key: story for story, key in self.keys.items()}
        return {story_of[key]: [(int(i), int(j)) for i, j in json.loads(text)] for key, text in known.items()}

    def keep(self, found: Mapping[str, Links]) -> None:
        self.memo.put_derived_texts(
            _LINKS,
            ((self.keys[story], json.dumps(links, separators=(",", ":"))) for story, links in sorted(found.items())),
        )


def _story_entities(articles: Sequence[Sequence[str | None]]) -> list[list[str]]:
    """The entity ids of a story's articles' mentions as its event links read them: which
    mentions share an entity, the ids' order among the story's (the vectors' columns are sorted
    terms, so the order their products add in) and the words of each id without the numbers
    that tell clashing ids apart (:func:`~kg.ids.unnumbered`). Another story's new names renumber
    ids ("twitter-person-3" -> "twitter-person-4") but change none of these, so the story's links
    stay kept."""
    rank = {eid: n for n, eid in enumerate(sorted({eid for ids in articles for eid in ids if eid}))}
    return [[f"{rank[eid]} {unnumbered(eid)}" if eid else "" for eid in ids] for ids in articles]


class _KeptEvents:
    """Each event's fields but its id, kept in the build's cache
    (:class:`~kg.resolve.events.by_story.EventsMemo`) under a digest of its mentions: their keys,
    their articles (:class:`_ArticleDigests`: the records, so the mentions and the articles' days,
    and the entity ids) and the names of their agents' and patients' entities, which the corpus
    gives."""

    def __init__(
        self, memo: ExtractionCache, digests: _ArticleDigests, entity_of: MentionIndex, names: Mapping[str, str]
    ) -> None:
        self.memo = memo
        self.digests = digests
        self.entity_of = entity_of
        self.names = names
        self.keys: list[str] = []

    def recall(self, clusters: Sequence[Sequence[tuple[str, int]]]) -> list[str | None]:
        self.keys = [self._key(members) for members in clusters]
        known = self.memo.derived_texts(self.keys)
        return [known.get(key) for key in self.keys]

    def keep(self, made: Iterable[tuple[int, str]]) -> None:
        self.memo.put_derived_texts(_EVENTS, ((self.keys[n], text) for n, text in made))

    def _key(self, members: Sequence[tuple[str, int]]) -> str:
        digest = hashlib.sha256(_EVENTS.encode())
        for aid, i in members:
            ev = self.digests.of_article[aid].events[i]
            named = [self.names.get(self.entity_of.get((aid, j)) or "", "") for j in (*ev.agents, *ev.patients)]
            digest.update(f"\0{aid}\0{i}\0".encode() + self.digests(aid) + "\0".join(named).encode())
        return digest.hexdigest()


class _StoryDescriptions:
    """Each story's outlets, date span, key events and key entities
    (:func:`~kg.resolve.key_events.describe_stories`), kept in the build's cache under a digest of
    all they are made from: the story as found, its articles (:class:`_ArticleDigests`), and each
    of their event mentions' event id, that event's word and whether the graph draws it. A rebuild
    describes again only the stories whose digest is new."""

    def __init__(self, memo: ExtractionCache, digests: _ArticleDigests) -> None:
        self.memo = memo
        self.digests = digests

    def __call__(
        self,
        stories: Sequence[Story],
        extractions: Sequence[Extraction],
        entity_of: MentionIndex,
        events: Sequence[Event],
        event_of: MentionIndex,
        drawn: Collection[str],
    ) -> list[Story]:
        lemma = {ev.id: ev.lemma for ev in events}
        keys = {story.id: self._key(story, event_of, lemma, drawn) for story in stories}
        known = self.memo.derived_texts(keys.values())
        fresh = describe_stories(
            [s for s in stories if keys[s.id] not in known], extractions, entity_of, events, event_of, drawn
        )
        self.memo.put_derived_texts(_DESCRIBED, ((keys[s.id], _description(s)) for s in fresh))
        made = {s.id: s for s in fresh}
        return [made.get(s.id) or _described(s, known[keys[s.id]]) for s in stories]

    def _key(self, story: Story, event_of: MentionIndex, lemma: Mapping[str, str], drawn: Collection[str]) -> str:
        digest = hashlib.sha256(_DESCRIBED.encode() + b"\0" + json.dumps(asdict(story), sort_keys=True).encode())
        for aid in story.articles:
            if aid not in self.digests.of_article:
                continue  # left out while dating, as describe_stories leaves it out
            events = []
            for i in range(len(self.digests.of_article[aid].events)):
                eid = event_of.get((aid, i))
                events.append(None if eid is None else (eid, lemma.get(eid), eid in drawn))
            digest.update(aid.encode() + b"\0" + self.digests(aid) + json.dumps(events).encode())
        return digest.hexdigest()


# What describe_stories adds to a story, kept as text.
_DESCRIBED_FIELDS = ("outlets", "first", "last", "key_events", "key_entities")


def _description(story: Story) -> str:
    return json.dumps([getattr(story, name) for name in _DESCRIBED_FIELDS], separators=(",", ":"))


def _described(story: Story, text: str) -> Story:
    outlets, first, last, key_events, key_entities = json.loads(text)
    return replace(
        story,
        outlets=tuple(outlets),
        first=first,
        last=last,
        key_events=tuple(key_events),
        key_entities=tuple(key_entities),
    )


def _named(
    extractions: Sequence[Extraction], problems: list[InputProblem], aliases: Aliases | None
) -> list[Extraction]:
    """The extractions with the names the model missed found, and the names ``aliases`` ignores dropped."""
    named = _known_names(list(extractions), problems)
    if aliases is not None:
        named = [drop_ignored(ex, aliases) for ex in named]
    return named


def _storied(
    extractions: list[Extraction],
    problems: list[InputProblem],
    aliases: Aliases | None,
    jobs: int,
    memo: ExtractionCache | None = None,
) -> tuple[list[Extraction], list[Story], dict[str, str], list[Entity], MentionIndex]:
    """Names joined, stories found, short names settled in them, undated articles dated from their story."""
    # Stories come from the names' corpus-wide joins; a short person name then joins a full
    # name only inside its story (kg.resolve.entities.short_names).
    names = group_names(extractions, aliases)
    ordered = sorted(extractions, key=lambda ex: ex.article.id)
    provisional = names.index()
    stories = find_stories(extractions, provisional, article_vectors(ordered, provisional), jobs)
    story_of = story_index(stories)
    del provisional
    entities, entity_of = entities_in_stories(extractions, names, story_of)
    # A name cut back ("Lindsay Lohan Checks Into Rehab" -> "Lindsay Lohan") is shown and spanned as cut.
    extractions = cut_mentions(extractions, names.forms)
    del names
    # Dated once the stories are known: an undated article takes its date only from its own story.
    extractions = date_from_corpus(extractions, problems, story_of, memo)
    stories, story_of = _kept_stories(stories, extractions)
    return extractions, stories, story_of, entities, entity_of


def _assembled(
    extractions: list[Extraction],
    entities: list[Entity],
    events: list[Event],
    entity_of: MentionIndex,
    event_of: MentionIndex,
    problems: list[InputProblem],
    stories: list[Story],
    story_of: dict[str, str],
    described: _StoryDescriptions | None = None,
) -> Corpus:
    """The resolved corpus, its disagreements found and each story's key events ranked (by
    ``described``, which keeps them for a later build, when given)."""
    corpus = Corpus(
        extractions=tuple(extractions),
        entities=tuple(entities),
        events=tuple(events),
        entity_of=entity_of,
        event_of=event_of,
        problems=tuple(problems),
        disagreements=find_disagreements(extractions, entities, events),
        stories=tuple(stories),
        story_of=story_of,
    )
    # What a reader sees first of each story, its key events among those the graph draws.
    describe = described or describe_stories
    return replace(
        corpus, stories=tuple(describe(stories, extractions, entity_of, events, event_of, drawn_events(corpus)))
    )


def date_from_corpus(
    extractions: Sequence[Extraction],
    problems: list[InputProblem] | None = None,
    story_of: Mapping[str, str] | None = None,
    memo: ExtractionCache | None = None,
) -> list[Extraction]:
    """Fill in publication dates the articles could not give themselves, from their stories
    (:func:`~kg.time.publication.corpus.corpus_dates`: a yearless dateline's year, an undated
    article's day). Without ``story_of`` (article id -> story id) every article is a story of its
    own, and only years are taken. Articles whose date changed have their times normalised again.
    With ``problems``, an article kg fails on while redating it is left out and added there;
    without, the exception propagates. With ``memo`` (an extraction cache), an article
    redated as a build before redated it (the same record, the same new date) is taken from
    there, and those redated here are kept there: the times' normalising is most of this step.
    """
    story_of = story_of or {}
    stories = [story_of.get(ex.article.id) for ex in extractions]
    times = [[(s.text, s.tense) for s in ex.timex_spans] for ex in extractions]
    dated = corpus_dates([ex.dct for ex in extractions], stories, times)
    # The record normalise_times is given: an article's whole input to its redating.
    moved = {
        n: replace(ex, dct=dct) for n, (ex, dct) in enumerate(zip(extractions, dated, strict=True)) if dct != ex.dct
    }
    keys = {n: derived_key(_REDATED, ex) for n, ex in moved.items()} if memo is not None else {}
    known = memo.derived(keys.values()) if memo is not None and keys else {}
    again = [
        ex
        if n not in moved
        else _remembered(known.get(keys.get(n, "")), moved[n])
        or _guarded(problems, ex, partial(normalise_times, moved[n]))
        for n, ex in enumerate(extractions)
    ]
    if memo is not None:
        memo.put_derived(
            _REDATED,
            ((keys[n], ex) for n, ex in enumerate(again) if n in moved and ex is not None and keys[n] not in known),
        )
    return [ex for ex in again if ex is not None]


def _remembered(found: Extraction | None, ex: Extraction) -> Extraction | None:
    """What the cache remembered of ``ex`` (see :func:`~kg.runtime.cache.derived_key`), with ``ex``'s article."""
    return None if found is None else relocated(found, ex)


def _kept_stories(stories: list[Story], extractions: Sequence[Extraction]) -> tuple[list[Story], dict[str, str]]:
    """The stories of the articles still in ``extractions`` (dating may leave one out), and their index."""
    ids = {ex.article.id for ex in extractions}
    if all(aid in ids for story in stories for aid in story.articles):
        return stories, story_index(stories)
    kept = [replace(s, articles=tuple(a for a in s.articles if a in ids)) for s in stories]
    kept = [s for s in kept if s.articles]
    return kept, story_index(kept)


def _guarded(
    problems: list[InputProblem] | None, ex: Extraction, step: Callable[[], Extraction], stage: str = "dating"
) -> Extraction | None:
    """``step()``; or, when it fails and ``problems`` is given, ``None`` with the failure recorded."""
    if problems is None:
        return step()
    try:
        return step()
    except Exception as exc:
        problems.append(failed(ex.article, stage, exc))
        return None


def _known_names(extractions: list[Extraction], problems: list[InputProblem]) -> list[Extraction]:
    """:func:`kg.resolve.entities.gazetteer.add_known_names`, one article at a time under the safety net."""
    entries = gazetteer(extractions)
    found = (_guarded(problems, ex, partial(_with_names, ex, entries), "extracting") for ex in extractions)
    return [ex for ex in found if ex is not None]
