"""Per-article extractions as JSON records: the evaluation contract.

One record per article with its publication date, time expressions,
entity mentions (corpus-wide ``entity_id``) and events (corpus-wide
``event_id``), offsets being Python string indices into the article text.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from kg.model import Corpus, Extraction, Mention


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
    for ex in corpus.extractions:
        yield _record(ex, corpus, types)


def _spans(m: Mention) -> list[tuple[str, tuple[int, int]]]:
    """A name with a descriptor is two mentions of one entity: "US automaker GM" and "GM"."""
    name = ("name", (m.start, m.end))
    return [name] if m.phrase is None else [("phrase", m.phrase), name]


def _record(ex: Extraction, corpus: Corpus, types: dict[str, str]) -> dict[str, Any]:
    aid = ex.article.id
    ids = [corpus.entity_of[(aid, i)] for i in range(len(ex.mentions))]
    return {
        "id": aid,
        "path": ex.article.path,
        "title": ex.article.title,
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
        ],
        "events": [
            {
                "start": ev.start,
                "end": ev.end,
                "trigger": ev.trigger,
                "type": ev.event_class,
                "timeml_class": ev.timeml_class,
                "date": ex.event_date(ev),
                "event_id": corpus.event_of[(aid, i)],
                "participants": sorted({ids[j] for j in (*ev.agents, *ev.patients, *ev.participants, *ev.places)}),
                "agents": [ids[j] for j in ev.agents],
                "patients": [ids[j] for j in ev.patients],
                "places": [ids[j] for j in ev.places],
                "quote": ev.quote,
                "factuality": ev.factuality,
                "reported": ev.reported,
                "sentence": ex.sentence_text(ev.sentence),
            }
            for i, ev in enumerate(ex.events)
        ],
    }
