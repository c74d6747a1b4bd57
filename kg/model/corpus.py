"""What the corpus steps make of all the articles: entities, events, stories, the statements
that disagree, and the :class:`Corpus` that holds them with every mention's entity and event."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from kg.model.articles import InputProblem
from kg.model.days import day_span
from kg.model.extraction import Extraction


@dataclass(frozen=True, slots=True)
class Entity:
    """A corpus-wide entity: one node, many mentions."""

    id: str
    name: str
    type: str
    aliases: tuple[str, ...] = ()
    roles: tuple[str, ...] = ()
    # (article id, mention index) pairs
    mentions: tuple[tuple[str, int], ...] = ()
    # A place's coordinates from the gazetteer (kg.resolve.entities.places); None when unknown.
    latitude: float | None = None
    longitude: float | None = None


@dataclass(frozen=True, slots=True)
class Event:
    """A corpus-wide event: mentions of one happening across articles."""

    id: str
    label: str
    lemma: str
    event_class: str
    date: str | None
    granularity: str = ""
    mentions: tuple[tuple[str, int], ...] = ()
    quote: str = ""
    reported: str = ""  # reported speech, a paraphrase (see EventMention.reported)
    # "" when ``date`` is the day (month, year) it happened; "before"/"after"/"around" when
    # it is only a bound (see EventTime): shown as "by <date>", never as the day itself.
    date_bound: str = ""


@dataclass(frozen=True, slots=True)
class Story:
    """Articles about one happening or thread, found from what they say (:mod:`kg.resolve.stories`).

    ``label`` names it by its most telling names and event word; ``terms`` are
    those words, most telling first; ``articles`` are article ids, sorted. What a reader
    sees first of it (:mod:`kg.resolve.key_events`): ``outlets`` reporting it, sorted;
    ``first`` and ``last``, the span of its articles' publication dates (``""`` when none
    is dated); ``key_events`` and ``key_entities``, event and entity ids, most important
    first, at most :data:`KEY_ITEMS` each.

    >>> Story("story-port-elm-flood", "Port Elm · flood", ("a", "b"), ("Port Elm", "flood")).articles
    ('a', 'b')
    """

    id: str
    label: str
    articles: tuple[str, ...]
    terms: tuple[str, ...] = ()
    outlets: tuple[str, ...] = ()
    first: str = ""
    last: str = ""
    key_events: tuple[str, ...] = ()
    key_entities: tuple[str, ...] = ()

    @property
    def span(self) -> str:
        """Its dates as a reader reads them (:func:`~kg.model.days.day_span`), ``""`` when none is known.

        >>> Story("s", "s", ("a",), first="2009-06-01", last="2009-06-04").span
        '1 – 4 Jun 2009'
        """
        return day_span(self.first, self.last)


# How many key events and key entities a story lists (Story.key_events, Story.key_entities).
KEY_ITEMS = 10


class Relation(NamedTuple):
    """One piece of evidence that links two nodes, with its provenance.

    A named tuple, not a dataclass like the other records: a graph of 5,000
    articles is built from half a million of them, and a tuple is made, hashed
    and compared in C (0.4 against 1.1 microseconds each to make). Fields in
    this order, relations of one edge sort by article, then sentence.

    >>> Relation("entity:iraq", "doc:a1", "mentioned_in", "a1", 0).article
    'a1'
    """

    source: str
    target: str
    relation: str
    article: str
    sentence: int
    evidence: str = ""


@dataclass(frozen=True, slots=True)
class StatedValue:
    """One version of a disputed fact and the ids of the articles that state it (sorted)."""

    value: str
    sources: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Disagreement:
    """A fact the articles state differently, with who said which.

    ``kind`` is ``date`` (an event dated on days that cannot all be right) or
    ``spelling`` (one entity written with different letters); ``node`` is the
    graph node it concerns (``event:<id>`` or ``entity:<id>``) and ``label``
    that node's label. ``values`` are sorted by value (spellings by their name key).

    >>> Disagreement("spelling", "entity:x", "X", (StatedValue("Port Elm", ("a",)),)).values[0].sources
    ('a',)
    """

    kind: str
    node: str
    label: str
    values: tuple[StatedValue, ...]


class MentionIndex(Mapping[tuple[str, int], str]):
    """(article id, mention index) -> the id of what the mention is (entity or event), one tuple an article.

    A corpus's mentions are looked up by (article, index) from every step after
    resolution. As a dict of such tuples the two indexes took about 150 bytes a
    mention, 9 kB an article; a tuple of ids for each article takes about 8 bytes
    a mention. Mentions with no id (``None`` given, or never given) are not keys.

    >>> index = MentionIndex([(("a1", 0), "ana"), (("a1", 2), "bo")])
    >>> index[("a1", 2)], ("a1", 1) in index, index.get(("b", 0)), len(index)
    ('bo', False, None, 2)
    """

    __slots__ = ("_ids", "_size")

    def __init__(self, pairs: Iterable[tuple[tuple[str, int], str | None]] = ()) -> None:
        self._ids: dict[str, tuple[str | None, ...]] = {}
        self._size = 0
        # One article's ids are gathered at a time: pairs come grouped by article (a corpus's
        # mentions in key order), and a dict for every article until the end was part of the
        # events step's peak (benchmarks/RESULTS.md). An article met again is merged into its tuple.
        current: str | None = None
        ids: list[str | None] = []
        for (aid, index), value in pairs:
            if value is None:
                continue
            if aid != current:
                self._keep(current, ids)
                current, ids = aid, list(self._ids.get(aid, ()))
            if index >= len(ids):
                ids.extend([None] * (index + 1 - len(ids)))
            self._size += ids[index] is None
            ids[index] = value
        self._keep(current, ids)

    def _keep(self, aid: str | None, ids: list[str | None]) -> None:
        if aid is not None:
            self._ids[aid] = tuple(ids)  # an article met before keeps its place

    def __getitem__(self, key: tuple[str, int]) -> str:
        try:
            aid, index = key
            value = self._ids[aid][index] if index >= 0 else None
        except (KeyError, IndexError, TypeError, ValueError):
            raise KeyError(key) from None
        if value is None:
            raise KeyError(key)
        return value

    # Mapping's own get and ``in`` go through __getitem__ and its exception: the corpus steps and
    # the exports ask them hundreds of thousands of times, so each is one lookup here.
    def get(self, key: tuple[str, int], default: Any = None) -> Any:
        try:
            aid, index = key
            value = self._ids[aid][index] if index >= 0 else None
        except (KeyError, IndexError, TypeError, ValueError):
            return default
        return default if value is None else value

    def __contains__(self, key: object) -> bool:
        return self.get(key) is not None  # type: ignore[arg-type]

    def __iter__(self) -> Iterator[tuple[str, int]]:
        for aid, ids in self._ids.items():
            for index, value in enumerate(ids):
                if value is not None:
                    yield aid, index

    def __len__(self) -> int:
        return self._size

    def __repr__(self) -> str:
        return f"MentionIndex({len(self)} mentions in {len(self._ids)} articles)"


@dataclass(frozen=True, slots=True)
class Corpus:
    """The resolved corpus: what the graph is built from."""

    extractions: tuple[Extraction, ...]
    entities: tuple[Entity, ...]
    events: tuple[Event, ...]
    # (article id, mention index) -> entity id, and the same for events
    entity_of: Mapping[tuple[str, int], str] = field(default_factory=MentionIndex, compare=False)
    event_of: Mapping[tuple[str, int], str] = field(default_factory=MentionIndex, compare=False)
    problems: tuple[InputProblem, ...] = ()
    # found by kg.resolve.disagreements once entities and events are resolved; sorted by (kind, node)
    disagreements: tuple[Disagreement, ...] = ()
    stories: tuple[Story, ...] = ()  # sorted by id; every article is in exactly one
    story_of: dict[str, str] = field(default_factory=dict, compare=False)  # article id -> story id
    # The events worth a node but the stories' key events (kg.graph.node_events.events_worth_a_node)
    # as the corpus steps found them for the key events, for the graph; None: the graph finds them.
    drawn: frozenset[str] | None = field(default=None, compare=False)

    def without_articles(self) -> Corpus:
        """The corpus with its skipped inputs and its stories only: what is left once the graph is
        built and ``extractions.jsonl`` written. The articles' records are most of a build's memory
        (about 3 GB at 100,000 articles), and nothing after those two needs them."""
        return Corpus(extractions=(), entities=(), events=(), problems=self.problems, stories=self.stories)
