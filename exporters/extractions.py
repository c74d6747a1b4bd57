"""Per-article extractions as JSON records: the evaluation contract.

One record per article with its publication date, time expressions,
entity mentions (corpus-wide ``entity_id``) and events (corpus-wide
``event_id``), offsets being Python string indices into the article text.

An event's agent or patient written without a name ("the gunman") is an entity
mention too, ``form: "description"``, of no graph entity: its ``entity_id`` is
its role and head noun in its event cluster ("<event_id>/agent/gunman", with
"@<place id>" when its article names a place, most often that one), so the gunman of one
shooting is one referent across the articles that report it from one place.
"""

from __future__ import annotations

from bisect import bisect_left
from collections import Counter
from collections.abc import Iterator
from itertools import accumulate
from typing import Any

from kg.grouping import UnionFind
from kg.model import ARGUMENT_FIELDS, Corpus, Extraction, Mention, date_fields


def article_records(corpus: Corpus) -> Iterator[dict[str, Any]]:
    """Yield one contract record per article, in input order.

    >>> from kg.model import Article, PublicationDate
    >>> article = Article(id="a1", text="Talks opened on Monday.", path="a1.txt")
    >>> dct = PublicationDate("2001-02-03", "dateline", 0.9, "3 February 2001")
    >>> corpus = Corpus(extractions=(Extraction(article=article, dct=dct, sentences=()),), entities=(), events=())
    >>> [(r["id"], r["path"], r["date"], r["entities"], r["events"]) for r in article_records(corpus)]
    [('a1', 'a1.txt', '2001-02-03', [], [])]
    """
    types = {e.id: e.type for e in corpus.entities}
    described = _descriptions(corpus)
    for ex in corpus.extractions:
        yield _record(ex, corpus, types, described.get(ex.article.id, []))


def _spans(m: Mention) -> list[tuple[str, tuple[int, int]]]:
    """A name with a descriptor is two mentions of one entity: "US automaker GM" and "GM"."""
    name = ("name", (m.start, m.end))
    return [name] if m.phrase is None else [("phrase", m.phrase), name]


# The type of a description: no named-entity type, so scores of names (PER/ORG/LOC) leave it out.
DESCRIPTION_TYPE = "OTHER"


def _descriptions(corpus: Corpus) -> dict[str, list[dict[str, Any]]]:
    """Each article's unnamed agents and patients as entity mention records, by article id.

    A written phrase is one mention however many events it serves. Phrases with one head
    noun filling one role of one event cluster ("<event_id>/agent/gunman"), in articles whose
    most-named place is one, are one referent across articles, and so are the same words in
    one story ("the gunman" who shot and fled). A phrase overlapping a named mention is left
    out: the name is that mention already.
    """
    groups = UnionFind[tuple[Any, ...]]()
    phrases: dict[tuple[str, int, int], str] = {}
    for ex in corpus.extractions:
        aid = ex.article.id
        named = _Spans([span for m in ex.mentions for _, span in _spans(m)])
        main = _main_place(ex, corpus)
        place = f"@{main}" if main else ""
        for i, ev in enumerate(ex.events):
            spans = {"agent": ev.subject_span, "patient": ev.object_span}
            for role, words in ev.unnamed():
                span = spans[role]
                if span is None or named.overlap(span):
                    continue
                phrases[(aid, *span)] = words
                head = _head_noun(words)
                # A role of a cluster is one referent per head noun: a cluster that joined two
                # events by mistake ("the woman" hit, "the driver" charged) keeps them apart. It
                # may also have joined two look-alike events of one story (two robberies, two
                # patches): the articles must tell of one place too.
                phrase = ("phrase", aid, *span)
                groups.union(phrase, ("role", f"{corpus.event_of[(aid, i)]}/{role}/{head}{place}"))
                # In a story, only the same words: "the emergency patch" of one article and
                # "the temporary patch" of another may be two patches.
                groups.union(phrase, ("story", corpus.story_of.get(aid, aid), words.lower()))
    # A referent is named by its least role, so ids do not depend on the order of the articles.
    least: dict[tuple[Any, ...], str] = {}
    for node in list(groups.parent):
        if node[0] == "role":
            root = groups.find(node)
            least[root] = min(least.get(root, node[1]), node[1])
    out: dict[str, list[dict[str, Any]]] = {}
    texts = {ex.article.id: ex.article.text for ex in corpus.extractions}
    for (aid, start, end), words in sorted(phrases.items()):
        out.setdefault(aid, []).append(
            {
                "start": start,
                "end": end,
                "text": texts[aid][start:end],
                "name": words,
                "type": DESCRIPTION_TYPE,
                "entity_id": least[groups.find(("phrase", aid, start, end))],
                "roles": [],
                "form": "description",
            }
        )
    return out


class _Spans:
    """An article's named spans, asked whether one overlaps a given span in a bisection rather
    than a scan of them all (an article's every unnamed role asks)."""

    def __init__(self, spans: list[tuple[int, int]]) -> None:
        spans = sorted(spans)
        self.starts = [s for s, _ in spans]
        # The furthest end of the spans up to each: a span starting before ``end`` reaches past ``start``.
        self.reach = list(accumulate((e for _, e in spans), max))

    def overlap(self, span: tuple[int, int]) -> bool:
        """Whether a span overlaps ``span`` (starts before its end and ends after its start).

        >>> _Spans([(0, 3), (10, 12)]).overlap((3, 10)), _Spans([(0, 3), (10, 12)]).overlap((2, 4))
        (False, True)
        """
        before = bisect_left(self.starts, span[1])  # the spans starting before span's end
        return before > 0 and self.reach[before - 1] > span[0]


def _main_place(ex: Extraction, corpus: Corpus) -> str:
    """The place an article names most often (its entity id; of equals the least), or "" for none."""
    counts = Counter(
        corpus.entity_of[(ex.article.id, number)] for number, m in enumerate(ex.mentions) if m.type in _PLACE_TYPES
    )
    return min(counts.items(), key=lambda kv: (-kv[1], kv[0]))[0] if counts else ""


_PLACE_TYPES = frozenset({"GPE", "LOC"})


def _head_noun(words: str) -> str:
    """The noun a description is of, for joining: "Michigan man" -> "man".

    >>> _head_noun("Michigan man"), _head_noun("Gunmen")
    ('man', 'gunmen')
    """
    return words.split()[-1].lower()


def _record(ex: Extraction, corpus: Corpus, types: dict[str, str], described: list[dict[str, Any]]) -> dict[str, Any]:
    aid = ex.article.id
    ids = [corpus.entity_of[(aid, i)] for i in range(len(ex.mentions))]
    # Several events of one sentence: its text is made once.
    said: dict[int, str] = {}

    def sentence(index: int) -> str:
        text = said.get(index)
        if text is None:
            text = said[index] = ex.sentence_text(index)
        return text

    return {
        "id": aid,
        "path": ex.article.path,
        "title": ex.article.title,
        "source": ex.outlet,
        "dateline_place": ex.dateline.place if ex.dateline else "",
        "date": ex.dct.value,
        "date_source": ex.dct.source,
        "date_confidence": ex.dct.confidence,
        "date_evidence": ex.dct.evidence,
        "timexes": [
            {
                "start": t.start,
                "end": t.end,
                "text": t.text,
                "type": t.type,
                "value": t.value,
                "granularity": t.granularity,
            }
            for t in ex.timexes
        ],
        "entities": [
            {
                "start": start,
                "end": end,
                "text": ex.article.text[start:end],
                "name": m.name,
                "type": types[ids[i]],
                "entity_id": ids[i],
                "roles": list(m.roles),
                "form": form,
            }
            for i, m in enumerate(ex.mentions)
            for form, (start, end) in _spans(m)
        ]
        + described,
        "events": [
            {
                "start": ev.start,
                "end": ev.end,
                "trigger": ev.trigger,
                "type": ev.event_class,
                "timeml_class": ev.timeml_class,
                **date_fields(ex.event_time(ev)),
                "event_id": corpus.event_of[(aid, i)],
                "participants": sorted({ids[j] for f in ARGUMENT_FIELDS for j in getattr(ev, f)}),
                "agents": [ids[j] for j in ev.agents],
                "patients": [ids[j] for j in ev.patients],
                "places": [ids[j] for j in ev.places],
                "destinations": [ids[j] for j in ev.destinations],
                # Agents and patients written without a name ("a Michigan man": "Michigan man").
                "unnamed": [{"role": role, "text": words} for role, words in ev.unnamed()],
                "quote": ev.quote,
                "factuality": ev.factuality,
                "reported": ev.reported,
                "sentence": sentence(ev.sentence),
            }
            for i, ev in enumerate(ex.events)
        ],
    }
