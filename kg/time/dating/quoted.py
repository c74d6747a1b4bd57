"""A present tense inside a quotation is the speaker's present, not the article's.

'"I formally object to the legal moves," Gonzalez said in the letter, dated Monday': the
objecting is of the day the letter was written, not "around" the day the story runs. An event
in the present or progressive tense inside the words a statement quotes takes that statement's
time: its day when the text dates it, else the same bound ("on or before" the publication
day). Tense gives a quoted present nothing more.

A pure function over an :class:`~kg.model.Extraction` and the times placement gave its events.
"""

from __future__ import annotations

import re

from kg.model import EventMention, EventTime, Extraction

# A quotation within a paragraph: "like this", “like this”, ``like this'' (the Treebank's style,
# TimeBank and MEANTIME) or ''like this''. (Extraction pairs quotation marks with more care, in
# kg.extract.quotes; here only whether an event stands inside quoted words is asked.)
_QUOTATION = re.compile(r'"([^"\n]{1,1500}?)"|“([^”\n]{1,1500}?)”|(?:``|\'\')((?:(?!\'\')[^\n]){1,1500}?)\'\'')
# How many characters of a quoted piece identify the statement that quotes it.
_KEY = 40


def quoted_presents(ex: Extraction, placed: list[EventTime | None]) -> list[EventTime | None]:
    """``placed`` with every present-tense event inside a statement's quotation timed like the statement."""
    present = [
        i
        for i, (ev, time) in enumerate(zip(ex.events, placed))
        if time is not None and time.source == "tense" and time.bound == "around"
    ]
    if not present:
        return placed
    text = ex.article.text
    pieces = [m.span(next(g for g in (1, 2, 3) if m.group(g) is not None)) for m in _QUOTATION.finditer(text)]
    out = list(placed)
    for i in present:
        ev = ex.events[i]
        piece = next(((a, b) for a, b in pieces if a <= ev.start and ev.end <= b), None)
        if piece is None:
            continue
        speaker = _quoting(ex, ev, text[piece[0] : piece[1]].strip().rstrip(",.;:!?").strip()[:_KEY])
        if speaker is None or speaker == i:
            continue
        said = placed[speaker]
        if said is not None and said.exact:
            out[i] = EventTime(said.value.split("T")[0], "", said.source)
        elif said is not None and said.bound == "before":
            out[i] = said
    return out


def _quoting(ex: Extraction, ev: EventMention, key: str) -> int | None:
    """The statement (index) of ``ev``'s sentence or a neighbouring one whose quote holds ``key``."""
    found = [
        (abs(g.sentence - ev.sentence), j)
        for j, g in enumerate(ex.events)
        if g is not ev and g.event_class == "statement" and not g.nominal and g.quote and key and key in g.quote
        if abs(g.sentence - ev.sentence) <= 1 and not (g.start <= ev.start < g.end)
    ]
    return min(found)[1] if found else None
