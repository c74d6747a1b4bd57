"""A statement's time and the time of what it reports, kept apart by where each is written.

* A statement written after what it reports ("At least 82 were killed, officials said as dawn
  broke Saturday") is dated by the time written after it; that time is not the reported event's
  (the killing was on Friday).
* A time inside the clause a statement reports ("The company said it was informed Friday that
  ...", "Kopp's car was discovered last month, the FBI said") is the reported event's, not the
  statement's.

Pure functions over an :class:`~kg.model.Extraction`; the reported clause is
:attr:`~kg.model.EventMention.reported`, as extraction found it in the parse.
"""

from __future__ import annotations

import re

from kg.model import EventMention, Extraction


def reported_extent(ex: Extraction, statement: EventMention) -> tuple[int, int] | None:
    """Where in the article the clause ``statement`` reports is written, or None (no clause, or
    not found in its sentence)."""
    told = statement.reported.removesuffix(" …").split()
    if not told:
        return None
    start, end = ex.sentences[statement.sentence]
    found = re.compile(r"\s+".join(re.escape(w) for w in told)).search(ex.article.text, start, end)
    return (found.start(), found.end()) if found else None


def statements_time(ex: Extraction, ev: EventMention, span: int) -> bool:
    """Whether time ``span`` is the time of a statement written after ``ev`` that reports it: the
    time follows the statement's verb, and ``ev`` lies in the clause it reports."""
    timex = ex.timex_spans[span]
    if timex.sentence != ev.sentence:
        return False
    for g in ex.events:
        if g is ev or g.nominal or not _reports(g) or g.sentence != ev.sentence:
            continue
        if not ev.end <= g.start <= timex.start:
            continue
        told = reported_extent(ex, g) or _told_before(ex, g)
        if told is not None and told[0] <= ev.start and ev.end <= told[1] and timex.start >= told[1]:
            return True
    return False


# A statement verb after what it reports: ", officials said", ", the FBI said", ", said a spokesman".
_SAID_AFTER = re.compile(r",['’”\s]*(\S+\s+){0,4}$")


def _reports(g: EventMention) -> bool:
    return g.event_class == "statement" or g.timeml_class == "REPORTING"


def _told_before(ex: Extraction, statement: EventMention) -> tuple[int, int] | None:
    """Where the clause a statement written after it reports lies when the parse gave none: its
    sentence up to the comma before the statement's subject ("82 were killed, officials said")."""
    start = ex.sentences[statement.sentence][0]
    found = _SAID_AFTER.search(ex.article.text, start, statement.start)
    return (start, found.start()) if found else None


def in_what_is_reported(ex: Extraction, statement: EventMention, span: int) -> bool:
    """Whether time ``span`` lies inside the clause ``statement`` reports: that clause's time, not
    the statement's."""
    if statement.nominal or statement.event_class != "statement":
        return False
    timex = ex.timex_spans[span]
    told = reported_extent(ex, statement)
    if told is None and timex.sentence == statement.sentence and timex.end <= statement.start:
        told = _told_before(ex, statement)  # "rose to 2,012 on Sunday, the ministry said"
    return told is not None and told[0] <= timex.start and timex.end <= told[1]
