"""What the corpus steps keep in the build's extraction cache for a later build of a grown
corpus, and the digests they are kept under: each story's event links, each event's fields but
its id, each story's description. A rebuild takes from there what is made of the same inputs
(:func:`kg.pipeline.corpus.resolve_corpus`); keys are of all a result is made of, its ids as
their places among a story's, so that ids other stories' new articles renumber keep it kept.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import replace

from kg.ids import unnumbered
from kg.model import Event, Extraction, MentionIndex, Story
from kg.resolve.events.by_story import Links
from kg.resolve.key_events import describe_stories
from kg.runtime.cache import ExtractionCache
from kg.runtime.records import encode

# The corpus step whose stories' event links the extraction cache keeps (StoryLinks).
_LINKS = "event-links"
# The corpus step whose events (but their ids) the extraction cache keeps (KeptEvents).
_EVENTS = "events"
# The corpus step whose stories' key events and entities the extraction cache keeps (StoryDescriptions).
_DESCRIBED = "story-descriptions"


class ArticleDigests:
    """Digests of each article as the corpus steps left it before its events are corefered, made
    once and shared by the memos: of its record (but where it was read from: :meth:`record`), and
    of that and its mentions' entity ids (called: :class:`KeptEvents` keys events by it)."""

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


class StoryLinks:
    """The event coreference's links of each story, kept in the build's cache
    (:class:`~kg.resolve.events.by_story.LinksMemo`) under a digest of all a story's links are
    made from (its vectors too: :func:`~kg.resolve.similarity.background_vectors`): its articles'
    ids and records (:meth:`ArticleDigests.record`) and their mentions' entities as the links read
    them (:func:`_story_entities`). The cache's rows are dropped when kg's code or model files
    change (:func:`~kg.runtime.cache.code_digest`)."""

    def __init__(self, memo: ExtractionCache, digests: ArticleDigests) -> None:
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


class KeptEvents:
    """Each event's fields but its id, kept in the build's cache
    (:class:`~kg.resolve.events.by_story.EventsMemo`) under a digest of its mentions: their keys,
    their articles (:class:`ArticleDigests`: the records, so the mentions and the articles' days,
    and the entity ids) and the names of their agents' and patients' entities, which the corpus
    gives."""

    def __init__(
        self, memo: ExtractionCache, digests: ArticleDigests, entity_of: MentionIndex, names: Mapping[str, str]
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


class StoryDescriptions:
    """Each story's outlets, date span, key events and key entities
    (:func:`~kg.resolve.key_events.describe_stories`), kept in the build's cache under a digest of
    all they are made from: the story's articles, their records (:meth:`ArticleDigests.record`),
    their mentions' entities as :func:`_story_entities` gives them and their event mentions' events
    as :func:`_story_events` does. The key events and entities are kept by their places among the
    story's ids, so ids that other stories' new articles renumber leave them kept. A rebuild
    describes again only the stories whose digest is new."""

    def __init__(self, memo: ExtractionCache, digests: ArticleDigests) -> None:
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
        told = {story.id: _StoryIds(story, self.digests, event_of) for story in stories}
        keys = {story.id: told[story.id].key(self.digests, lemma, drawn) for story in stories}
        known = self.memo.derived_texts(keys.values())
        fresh = describe_stories(
            [s for s in stories if keys[s.id] not in known], extractions, entity_of, events, event_of, drawn
        )
        self.memo.put_derived_texts(_DESCRIBED, ((keys[s.id], told[s.id].description(s)) for s in fresh))
        made = {s.id: s for s in fresh}
        return [made.get(s.id) or told[s.id].described(s, known[keys[s.id]]) for s in stories]


class _StoryIds:
    """The entity and event ids of a story's articles' mentions (the articles dating left out
    excepted, as :func:`~kg.resolve.key_events.describe_stories` leaves them out), and each id's
    place among the story's sorted ids: what a description is kept by."""

    def __init__(self, story: Story, digests: ArticleDigests, event_of: MentionIndex) -> None:
        self.articles = [aid for aid in story.articles if aid in digests.of_article]
        self.entity_ids = [digests.entity_ids(aid) for aid in self.articles]
        self.event_ids = [
            [event_of.get((aid, i)) for i in range(len(digests.of_article[aid].events))] for aid in self.articles
        ]
        self.entities = sorted({eid for ids in self.entity_ids for eid in ids if eid})
        self.events = sorted({eid for ids in self.event_ids for eid in ids if eid})

    def key(self, digests: ArticleDigests, lemma: Mapping[str, str], drawn: Collection[str]) -> str:
        digest = hashlib.sha256(_DESCRIBED.encode())
        entities = _story_entities(self.entity_ids)
        events = _story_events(self.event_ids, lemma, drawn)
        for aid, named, told in zip(self.articles, entities, events, strict=True):
            digest.update(aid.encode() + b"\0" + digests.record(aid) + json.dumps([named, told]).encode())
        return digest.hexdigest()

    def description(self, story: Story) -> str:
        """What describe_stories added to ``story``, its ids as their places among the story's."""
        event_at = {eid: n for n, eid in enumerate(self.events)}
        entity_at = {eid: n for n, eid in enumerate(self.entities)}
        key_events = [event_at[eid] for eid in story.key_events]
        key_entities = [entity_at[eid] for eid in story.key_entities]
        kept = [list(story.outlets), story.first, story.last, key_events, key_entities]
        return json.dumps(kept, separators=(",", ":"))

    def described(self, story: Story, text: str) -> Story:
        """``story`` with the description ``text`` kept (:meth:`description`)."""
        outlets, first, last, key_events, key_entities = json.loads(text)
        return replace(
            story,
            outlets=tuple(outlets),
            first=first,
            last=last,
            key_events=tuple(self.events[n] for n in key_events),
            key_entities=tuple(self.entities[n] for n in key_entities),
        )


def _story_events(
    articles: Sequence[Sequence[str | None]], lemma: Mapping[str, str], drawn: Collection[str]
) -> list[list[tuple[int, str | None, bool] | None]]:
    """The event ids of a story's articles' event mentions as its key events read them: which
    mentions are one event, the ids' order among the story's (ties are ranked by id), each
    event's word and whether the graph draws it; never the ids' text, which numbers events
    sharing a word and day in the order the whole corpus first reported them."""
    rank = {eid: n for n, eid in enumerate(sorted({eid for ids in articles for eid in ids if eid}))}
    return [[None if eid is None else (rank[eid], lemma.get(eid), eid in drawn) for eid in ids] for ids in articles]
