"""What a record read back from an extractions store may not be: indices and offsets out of range.

The store's ``record`` column is kg's own encoding of an article's extraction
(:func:`kg.runtime.records.encode`), but a store is a folder of files anyone can edit:
an event whose agent is mention 99 of an article with three stopped the whole build
from the store at the extractions export. A record is checked as it is read, and
one that fails costs only its article (reported, as a bad input is).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from kg.model import ARGUMENT_FIELDS, EventMention, Extraction, Mention, Timex, TimexSpan


def damage(ex: Extraction) -> str:
    """What is out of range in ``ex`` (its first fault, in words); "" when every index and offset fits.

    >>> from kg.model import Article, EventMention, PublicationDate
    >>> ok = Extraction(Article("a", "Ana met Bo."), PublicationDate(None), ((0, 11),))
    >>> damage(ok)
    ''
    >>> damage(Extraction(ok.article, ok.dct, ok.sentences, events=(EventMention(4, 7, "met", "meet", "meet", 0, agents=(99,)),)))
    'event 0 names mention 99 as agents, of 0 mentions'
    """
    length = len(ex.article.text)
    counts = {"sentence": len(ex.sentences), "mention": len(ex.mentions), "event": len(ex.events)}
    for i, (start, end) in enumerate(ex.sentences):
        if not 0 <= start <= end <= length:
            return f"sentence {i} runs from {start} to {end}, outside the text's {length} characters"
    spans: list[tuple[str, Sequence[Mention | TimexSpan | Timex | EventMention]]] = [
        ("mention", ex.mentions),
        ("time expression", ex.timex_spans),
        ("timex", ex.timexes),
        ("event", ex.events),
    ]
    for kind, items in spans:
        for i, item in enumerate(items):
            if not 0 <= item.start <= item.end <= length:
                return f"{kind} {i} runs from {item.start} to {item.end}, outside the text's {length} characters"
            if not 0 <= item.sentence < max(counts["sentence"], 1):
                return f"{kind} {i} is in sentence {item.sentence}, of {counts['sentence']} sentences"
    for i, m in enumerate(ex.mentions):
        if m.phrase is not None and not _within(m.phrase, length):
            return f"mention {i}'s phrase {m.phrase} is outside the text"
    for i, ev in enumerate(ex.events):
        for field in (*ARGUMENT_FIELDS, "context"):
            bad = _outside(getattr(ev, field), counts["mention"])
            if bad is not None:
                return f"event {i} names mention {bad} as {field}, of {counts['mention']} mentions"
        if ev.timex is not None and not 0 <= ev.timex < len(ex.timex_spans):
            return f"event {i} names time expression {ev.timex}, of {len(ex.timex_spans)}"
        for field in ("setting_of", "after_of", "before_of"):
            bad = _outside([x for x in (getattr(ev, field),) if x is not None], counts["event"])
            if bad is not None:
                return f"event {i} is {field} event {bad}, of {counts['event']} events"
        for field in ("subject_span", "object_span"):
            span = getattr(ev, field)
            if span is not None and not _within(span, length):
                return f"event {i}'s {field} {span} is outside the text"
    return ""


def _outside(indices: Iterable[int], count: int) -> int | None:
    return next((i for i in indices if not 0 <= i < count), None)


def _within(span: tuple[int, int], length: int) -> bool:
    return len(span) == 2 and 0 <= span[0] <= span[1] <= length
