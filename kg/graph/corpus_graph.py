"""The knowledge graph of a resolved corpus: its tables (:class:`~kg.graph.table.GraphTable`), or a networkx ``MultiDiGraph``.

Nodes are entities, events, dates, documents and stories; each edge aggregates the
relations that support it (``weight`` mentions, ``doc_count`` articles) and
keeps one evidence sentence. Attributes are flattened to str/int/float/bool
here, once, by :func:`kg.graph.schema.flatten_attrs`.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import combinations
from sys import intern
from typing import cast

import networkx as nx

from kg.graph.assemble import Assembly, RelationColumns, outlets_of
from kg.graph.node_events import graph_events
from kg.graph.schema import (
    CO_OCCURS,
    DATE,
    DOCUMENT,
    ENTITY,
    EVENT,
    IN_STORY,
    MENTIONED_IN,
    ON_DATE,
    PUBLISHED_ON,
    ROLE_RELATIONS,
    STORY,
    Records,
    flatten_attrs,
)
from kg.graph.table import GraphTable, Row, Schemas
from kg.model import ARGUMENT_FIELDS, Corpus, Event, Extraction, Relation, Story, event_factuality
from kg.safe_text import visible
from kg.time.values import day_of, display, granularity, parse_span

# Event field -> the relation of its entities to the event.
_ARG_RELATIONS = tuple(zip(ARGUMENT_FIELDS, ROLE_RELATIONS, strict=True))


@dataclass(slots=True)
class _NodeStats:
    mentions: int = 0
    # Articles are assembled in the order of their ids: a list, sorted and without repeats (a set a
    # node was far larger, over millions of nodes: benchmarks/RESULTS.md).
    sources: list[str] = field(default_factory=list)


def corpus_graph(corpus: Corpus, articles: list[Extraction | None] | None = None) -> nx.MultiDiGraph:
    """The merged graph of ``corpus`` as networkx holds it (:func:`corpus_table`, then
    :meth:`~kg.graph.table.GraphTable.to_networkx`); nodes and edges in sorted order."""
    return corpus_table(corpus, articles).to_networkx()


def corpus_table(corpus: Corpus, articles: list[Extraction | None] | None = None) -> GraphTable:
    """Build the merged graph of ``corpus`` as tables; nodes and edges in sorted order.

    The articles are assembled one at a time, each into the edges its relations add to.
    ``articles``, when given, are the corpus's articles' records in a list the graph
    empties as it goes (``corpus.extractions`` is then not read): each record is let go
    once assembled, so that a build need not hold the articles and the whole graph at once.
    """
    return assemble_corpus(corpus, articles).table()


def assemble_corpus(corpus: Corpus, articles: list[Extraction | None] | None = None) -> Assembly:
    """The first half of :func:`corpus_table`: every node made and every relation gathered, in a
    :class:`~kg.graph.assemble.Assembly` that holds nothing of ``corpus``. A caller that lets the
    corpus go before :meth:`~kg.graph.assemble.Assembly.table` sorts the edges (its events,
    entities and their indexes: 139 MB at 10,000 articles) keeps them out of the graph step's peak.
    """
    exs: Sequence[Extraction | None] = corpus.extractions if articles is None else articles
    schemas = Schemas()
    # The events' evidence sentences, so that the edges quoting one keep the node's string, not
    # a copy of their own (about half as many strings: benchmarks/RESULTS.md); let go once assembled.
    said: dict[str, str] = {}
    kept, events = _event_drafts(corpus, cast("Sequence[Extraction]", exs), schemas, said)
    outlet = {ex.article.id: ex.outlet for ex in exs if ex is not None}
    disputed = Counter(d.node for d in corpus.disagreements)

    def finish(node_id: str, attrs: dict[str, object]) -> Row:
        return _finished(node_id, attrs, outlet, disputed, schemas)

    stories = {s.id: s for s in corpus.stories}
    # The day (month, year) each drawn event is on; a bound is no day.
    days = {e.id: day_of(e.date) for e in corpus.events if e.id in kept and e.date and not e.date_bound}
    stats: dict[str, _NodeStats] = defaultdict(_NodeStats)
    gathered = RelationColumns()
    # Each node as the graph will hold it, made as soon as its counts are known: a dict a
    # node held until the end was the graph step's peak (benchmarks/RESULTS.md).
    nodes: dict[str, Row] = {}
    ex = None
    # In the order of their ids: an edge shows the evidence of the first article to give it.
    for index in sorted(range(len(exs)), key=lambda i: _article_id(exs[i])):
        ex = exs[index]
        if ex is None:
            continue
        if articles is not None:
            articles[index] = None  # assembled: what is left of it is in the edges and nodes
        relations = sorted(set(_relations(corpus, ex, kept, said, days)))
        _count(relations, stats)
        gathered.add(ex.article.id, relations)
        doc = f"doc:{ex.article.id}"
        nodes[doc] = finish(doc, _doc_node(ex, stories.get(corpus.story_of.get(ex.article.id, ""))))
    del ex
    del said
    nodes.update((node_id, finish(node_id, attrs)) for node_id, attrs in _nodes(corpus, stats, events))
    return Assembly(nodes, gathered, outlet, Records(corpus.disagreements))


def _count(relations: Iterable[Relation], stats: dict[str, _NodeStats]) -> None:
    """One article's relations into the nodes' counts: mentions, and the articles naming them."""
    for r in relations:
        if r.relation in (MENTIONED_IN, ON_DATE, PUBLISHED_ON):
            s = stats[r.source if r.relation == MENTIONED_IN else r.target]
            s.mentions += 1
            if not s.sources or s.sources[-1] != r.article:
                s.sources.append(r.article)


def _article_id(ex: Extraction | None) -> str:
    return "" if ex is None else ex.article.id


def _finished(
    node_id: str, attrs: dict[str, object], outlet: dict[str, str], disputed: Counter[str], schemas: Schemas
) -> Row:
    """A node's attributes as the graph holds them: with its outlets and disagreements, flat.
    Nodes of one layout (an entity's names, an event's...) share a schema."""
    attrs["outlets"] = outlets_of(cast("list[str]", attrs["sources"]), outlet)
    attrs["disagreements"] = disputed.get(node_id, 0)
    flat = flatten_attrs(attrs)
    return Row(schemas(tuple(flat)), tuple(flat.values()))


def _relations(
    corpus: Corpus, ex: Extraction, kept: set[str], said: Mapping[str, str], days: Mapping[str, str]
) -> Iterator[Relation]:
    """Every piece of evidence for an edge in one article. Node ids are interned: the gathered
    edges hold them (millions at 100,000 articles), and each relation spelt its ends anew.
    ``days`` maps a drawn event to the day (month, year) it is on: its one date node."""
    aid = ex.article.id
    doc = f"doc:{aid}"
    text = _sentence_texts(ex, said)
    for i, m in enumerate(ex.mentions):
        yield Relation(
            intern(f"entity:{corpus.entity_of[(aid, i)]}"), doc, MENTIONED_IN, aid, m.sentence, text(m.sentence)
        )
    if ex.dct.value:
        yield Relation(doc, intern(f"date:{ex.dct.value}"), PUBLISHED_ON, aid, 0, visible(ex.dct.evidence))
    story = corpus.story_of.get(aid)
    if story:
        yield Relation(doc, intern(f"story:{story}"), IN_STORY, aid, 0, _opening(ex, text))
    for i, ev in enumerate(ex.events):
        eid = corpus.event_of[(aid, i)]
        if eid not in kept:
            continue
        node, evidence = intern(f"event:{eid}"), text(ev.sentence)
        yield Relation(node, doc, MENTIONED_IN, aid, ev.sentence, evidence)
        for field_name, relation in _ARG_RELATIONS:
            for m in getattr(ev, field_name):
                entity = intern(f"entity:{corpus.entity_of[(aid, m)]}")
                yield Relation(node, entity, relation, aid, ev.sentence, evidence)
        date, day = ex.placed_date(ev), days.get(eid)
        if date and day and day_of(date).startswith(day):
            # One date node an event, its own day: a mention dated otherwise ("the deadliest
            # quake to hit" placed on the Saturday of the sentence that tells of it) is no
            # evidence for it, and a second date would contradict the node. A time of day links
            # to its day's node; the time itself stays on the event (its date).
            yield Relation(node, intern(f"date:{day}"), ON_DATE, aid, ev.sentence, evidence)
    yield from _cooccurrences(corpus, ex, text)


def _opening(ex: Extraction, text: Callable[[int], str]) -> str:
    """What places an article in its story at a glance: its title, else its first sentence."""
    return visible(ex.article.title) or (text(0) if ex.sentences else "")


def _sentence_texts(ex: Extraction, said: Mapping[str, str]) -> Callable[[int], str]:
    """``ex.sentence_text``, each sentence made once: many relations quote the same one. A
    sentence in ``said`` is that object."""
    made: dict[int, str] = {}

    def text(index: int) -> str:
        found = made.get(index)
        if found is None:
            found = visible(ex.sentence_text(index))
            found = made[index] = said.get(found, found)
        return found

    return text


def _cooccurrences(corpus: Corpus, ex: Extraction, text: Callable[[int], str]) -> Iterator[Relation]:
    aid = ex.article.id
    by_sentence: dict[int, set[str]] = defaultdict(set)
    for i, m in enumerate(ex.mentions):
        by_sentence[m.sentence].add(corpus.entity_of[(aid, i)])
    for sentence, ids in sorted(by_sentence.items()):
        for a, b in combinations(sorted(ids), 2):
            yield Relation(intern(f"entity:{a}"), intern(f"entity:{b}"), CO_OCCURS, aid, sentence, text(sentence))


def _event_drafts(
    corpus: Corpus, extractions: Sequence[Extraction], schemas: Schemas, said: dict[str, str]
) -> tuple[set[str], dict[str, Row]]:
    """The events worth a node (:func:`graph_events`) and their nodes but for the counts, flat:
    what an event node reads of all its reports, taken before the articles are assembled one at a time.
    Each event's evidence sentence goes into ``said`` (the text -> the object the node keeps)."""
    kept = graph_events(corpus, extractions)
    extraction = {ex.article.id: ex for ex in extractions}
    gathered = {}
    for ev in corpus.events:
        if ev.id in kept:
            node = _event_node(ev, corpus, extraction)
            node["evidence"] = said.setdefault(cast(str, node["evidence"]), cast(str, node["evidence"]))
            flat = flatten_attrs(node)
            gathered[ev.id] = Row(schemas(tuple(flat)), tuple(flat.values()))
    return kept, gathered


def _nodes(
    corpus: Corpus, stats: dict[str, _NodeStats], events: dict[str, Row]
) -> Iterator[tuple[str, dict[str, object]]]:
    """The nodes but the documents: entities, events, dates and stories, with their counts."""
    for e in corpus.entities:
        yield (
            f"entity:{e.id}",
            {
                "label": e.name,
                "kind": ENTITY,
                "type": e.type,
                "aliases": list(e.aliases),
                "roles": list(e.roles),
                **_counts(stats.get(f"entity:{e.id}") or _NodeStats()),
                # Only on places the gazetteer knows: absent, never 0.0, elsewhere.
                **({"latitude": e.latitude, "longitude": e.longitude} if e.latitude is not None else {}),
            },
        )
    for ev in corpus.events:
        s = stats.get(f"event:{ev.id}")
        if s is not None:
            yield f"event:{ev.id}", {**events.pop(ev.id), **_counts(s)}
    for node, s in stats.items():
        if not node.startswith("date:"):
            continue
        value = node[5:]
        span = parse_span(value)
        yield (
            node,
            {
                "label": display(value, span) if span else value,
                "kind": DATE,
                "type": granularity(value),
                "date": value,
                **_counts(s),
            },
        )
    for story in corpus.stories:
        yield (
            f"story:{story.id}",
            {
                "label": visible(story.label),
                "kind": STORY,
                "type": STORY,
                "terms": list(story.terms),
                "mentions": len(story.articles),
                "doc_count": len(story.articles),
                "sources": sorted(story.articles),
                # The story as report.json lists it (its outlets are every node's `outlets`).
                "articles": len(story.articles),
                "article_ids": list(story.articles),
                "first": story.first,
                "last": story.last,
                "key_events": [f"event:{e}" for e in story.key_events],
                "key_entities": [f"entity:{e}" for e in story.key_entities],
            },
        )


def _doc_node(ex: Extraction, story: Story | None) -> dict[str, object]:
    """An article's node."""
    a = ex.article
    # Article text and metadata reach every label: bidirectional and other invisible controls
    # go, as they do from entity names ("\u202etroper lanif" was drawn as "final report").
    return {
        "label": visible(a.title) or _headline(ex),
        "kind": DOCUMENT,
        "type": "article",
        "date": ex.dct.value,
        "date_source": ex.dct.source,
        "date_confidence": ex.dct.confidence,
        "date_evidence": visible(ex.dct.evidence),
        "title": visible(a.title),
        "path": a.path,
        "url": a.url,
        "outlet": ex.outlet,
        "story": story.id if story else "",
        "story_label": visible(story.label) if story else "",
        "mentions": 1,
        "doc_count": 1,
        "sources": [a.id],
    }


def _headline(ex: Extraction, width: int = 60) -> str:
    """An untitled article is labelled by its opening words, which read better than a file name."""
    opening = " ".join(visible(ex.article.text[: width * 2]).split())
    if not opening:
        return ex.article.id
    return opening if len(opening) <= width else opening[:width].rsplit(" ", 1)[0] + " …"


def _event_node(ev: Event, corpus: Corpus, extraction: dict[str, Extraction]) -> dict[str, object]:
    """An event's node but for its counts (:func:`_counts`)."""
    triggers: Counter[str] = Counter()
    unnamed: Counter[str] = Counter()
    evidence = ""
    labels = []
    for aid, i in ev.mentions:
        ex = extraction[aid]
        mention = ex.events[i]
        triggers[mention.trigger.lower()] += 1
        unnamed.update(f"{visible(words)} ({role})" for role, words in mention.unnamed())
        labels.append(mention.factuality)
        if not evidence:
            evidence = visible(ex.sentence_text(mention.sentence))
    return {
        "label": visible(ev.label),
        "kind": EVENT,
        "type": ev.event_class,
        "trigger": sorted(triggers),
        "date": ev.date,
        "granularity": ev.granularity,
        # "" when the event is on ``date``; before / after / around when that is only a bound
        "date_bound": ev.date_bound,
        "evidence": evidence,
        "quote": visible(ev.quote),
        # Whether the articles say it happened: fact unless no report asserts it.
        "factuality": event_factuality(labels),
        "reported": visible(ev.reported),
        # Agents and patients the articles do not name ("gunman (agent)"), most told first.
        "unnamed": sorted(unnamed, key=lambda u: (-unnamed[u], u)),
        # The stories of the articles reporting it, so a page can show one story's events.
        "stories": sorted({corpus.story_of[aid] for aid, _ in ev.mentions if aid in corpus.story_of}),
    }


def _counts(s: _NodeStats) -> dict[str, object]:
    return {"mentions": s.mentions, "doc_count": len(s.sources), "sources": sorted(s.sources)}
