"""The tables of an extraction store (:mod:`kg.runtime.store`): one article's records as flat rows.

Every row carries its ``article_id`` and its index in the article's record (``mention``,
``timex``, ``event``, ``sentence``), with character offsets into the article's text
(``articles.text``), so a row found by SQL leads back to the words it was taken from.
Joins: ``participants`` to ``mentions`` on (article_id, mention); ``events`` to ``timexes``
on (article_id, timex_start = start, timex_end = end); any table to ``sentences`` on
(article_id, sentence).

The columns are what the article itself says, before the corpus steps (dating undated
articles from others, entity and event resolution): corpus-wide entity and event ids
are the build's, in ``extractions.jsonl``.
"""

from __future__ import annotations

from typing import Any

from kg.model import Extraction, date_fields
from kg.runtime.records import encode

# table -> ((column, type), ...); the types are pyarrow's names, made into a schema by the store.
# Fixed here, not inferred from the rows: an empty shard has the same schema as a full one.
TABLES: dict[str, tuple[tuple[str, str], ...]] = {
    "articles": (
        ("article_id", "string"),
        ("position", "int64"),  # the article's place in input order, over the whole store
        ("path", "string"),
        ("line", "int64"),
        ("title", "string"),
        ("outlet", "string"),
        ("url", "string"),
        ("author", "string"),
        ("date", "string"),  # publication date as the article gives it (YYYY-MM-DD), null if none
        ("date_source", "string"),
        ("date_confidence", "float64"),
        ("date_evidence", "string"),
        ("dateline_place", "string"),
        ("text", "string"),
        # The whole extraction, msgspec-encoded JSON (kg.runtime.records.encode): what a build
        # from the store reads back, losslessly; the other columns are for everyone else.
        ("record", "binary"),
    ),
    "sentences": (
        ("article_id", "string"),
        ("sentence", "int32"),
        ("start", "int64"),
        ("end", "int64"),
    ),
    "mentions": (
        ("article_id", "string"),
        ("mention", "int32"),
        ("start", "int64"),
        ("end", "int64"),
        ("text", "string"),
        ("name", "string"),  # the article-level canonical name
        ("type", "string"),
        ("sentence", "int32"),
        ("roles", "list<string>"),
        ("phrase_start", "int64"),  # the noun phrase the name heads, null when it is the name alone
        ("phrase_end", "int64"),
    ),
    "timexes": (
        ("article_id", "string"),
        ("timex", "int32"),
        ("start", "int64"),
        ("end", "int64"),
        ("text", "string"),
        ("sentence", "int32"),
        ("type", "string"),
        ("value", "string"),
        ("granularity", "string"),
    ),
    "events": (
        ("article_id", "string"),
        ("event", "int32"),
        ("start", "int64"),
        ("end", "int64"),
        ("trigger", "string"),
        ("lemma", "string"),
        ("event_class", "string"),
        ("timeml_class", "string"),
        ("sentence", "int32"),
        ("factuality", "string"),
        ("tense", "string"),
        ("nominal", "bool"),
        ("phrase", "string"),
        ("subject", "string"),
        ("object", "string"),
        ("quote", "string"),
        ("reported", "string"),
        # When it happened, as extractions.jsonl gives it (kg.model.date_fields).
        ("date", "string"),
        ("date_bound", "string"),
        ("date_value", "string"),
        ("date_earliest", "string"),
        ("date_source", "string"),
        # The time expression the trigger governs, as offsets: joins timexes on (start, end).
        ("timex_start", "int64"),
        ("timex_end", "int64"),
        ("timex_text", "string"),
        # Other events of the article, by their ``event`` index.
        ("setting_of", "int32"),
        ("after_of", "int32"),
        ("before_of", "int32"),
    ),
    "participants": (
        ("article_id", "string"),
        ("event", "int32"),
        # agent, patient, participant, place, destination; or context: a name in the trigger's sentence
        # that no argument links (evidence, not a participant).
        ("role", "string"),
        ("mention", "int32"),
    ),
}

# Event argument fields -> the role a participants row names.
_ROLES = (
    ("agents", "agent"),
    ("patients", "patient"),
    ("participants", "participant"),
    ("places", "place"),
    ("destinations", "destination"),
)


def table_rows(ex: Extraction, position: int) -> dict[str, list[dict[str, Any]]]:
    """One article's rows of every table, the article being ``position``-th in input order.

    >>> from kg.model import Article, Mention, PublicationDate
    >>> ex = Extraction(Article("a1", "Ann Lee spoke."), PublicationDate(None), ((0, 14),),
    ...                 mentions=(Mention(0, 7, "Ann Lee", "Ann Lee", "PERSON", 0),))
    >>> rows = table_rows(ex, 0)
    >>> [(t, len(r)) for t, r in rows.items()]
    [('articles', 1), ('sentences', 1), ('mentions', 1), ('timexes', 0), ('events', 0), ('participants', 0)]
    >>> rows["mentions"][0]["name"], rows["mentions"][0]["phrase_start"]
    ('Ann Lee', None)
    """
    aid = ex.article.id
    return {
        "articles": [_article(ex, position)],
        "sentences": [
            {"article_id": aid, "sentence": i, "start": s, "end": e} for i, (s, e) in enumerate(ex.sentences)
        ],
        "mentions": [
            {
                "article_id": aid,
                "mention": i,
                "start": m.start,
                "end": m.end,
                "text": m.text,
                "name": m.name,
                "type": m.type,
                "sentence": m.sentence,
                "roles": list(m.roles),
                "phrase_start": m.phrase[0] if m.phrase else None,
                "phrase_end": m.phrase[1] if m.phrase else None,
            }
            for i, m in enumerate(ex.mentions)
        ],
        "timexes": [
            {
                "article_id": aid,
                "timex": i,
                "start": t.start,
                "end": t.end,
                "text": t.text,
                "sentence": t.sentence,
                "type": t.type,
                "value": t.value,
                "granularity": t.granularity,
            }
            for i, t in enumerate(ex.timexes)
        ],
        "events": [_event(ex, i) for i in range(len(ex.events))],
        "participants": [
            {"article_id": aid, "event": i, "role": role, "mention": j}
            for i, ev in enumerate(ex.events)
            for field, role in (*_ROLES, ("context", "context"))
            for j in getattr(ev, field)
        ],
    }


def _article(ex: Extraction, position: int) -> dict[str, Any]:
    a = ex.article
    return {
        "article_id": a.id,
        "position": position,
        "path": a.path,
        "line": a.line,
        "title": a.title,
        "outlet": ex.outlet,
        "url": a.url,
        "author": a.author,
        "date": ex.dct.value,
        "date_source": ex.dct.source,
        "date_confidence": ex.dct.confidence,
        "date_evidence": ex.dct.evidence,
        "dateline_place": ex.dateline.place if ex.dateline else "",
        "text": a.text,
        "record": encode(ex),
    }


def _event(ex: Extraction, i: int) -> dict[str, Any]:
    ev = ex.events[i]
    span = ex.timex_spans[ev.timex] if ev.timex is not None else None
    return {
        "article_id": ex.article.id,
        "event": i,
        "start": ev.start,
        "end": ev.end,
        "trigger": ev.trigger,
        "lemma": ev.lemma,
        "event_class": ev.event_class,
        "timeml_class": ev.timeml_class,
        "sentence": ev.sentence,
        "factuality": ev.factuality,
        "tense": ev.tense,
        "nominal": ev.nominal,
        "phrase": ev.phrase,
        "subject": ev.subject,
        "object": ev.object,
        "quote": ev.quote,
        "reported": ev.reported,
        **date_fields(ex.event_time(ev)),
        "timex_start": span.start if span else None,
        "timex_end": span.end if span else None,
        "timex_text": span.text if span else None,
        "setting_of": ev.setting_of,
        "after_of": ev.after_of,
        "before_of": ev.before_of,
    }
