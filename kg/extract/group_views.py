"""A view of an unnamed part of a group, told as what they say (the graph stage draws it on the
statement's node only; the extractions keep every mention for scoring):

"But in Miami, many Cuban Americans said Castro is orchestrating the visit", "some analysts say
the firm sold the plant too cheaply", "some say the plant closed", "the plant closed, some
say": what an unnamed share of a
group says is its view, not a happening the text asserts. The statement is drawn ("many Cuban
Americans said: Castro is orchestrating the visit"), with its speaker; the orchestrating is not
drawn as a happening of its own. What "officials said", "the analysts said" or a named speaker
said is drawn as usual (TimeML counts a reported event as its source's fact, so the label stays).

Pure functions over :class:`~kg.model.EventMention` records and their article's text.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from kg.model import EventMention

# A quantifier picking out an unnamed part of a group, right before the speaker's head noun or
# standing for it: "many Cuban Americans", "some fund managers", "some", "many of them".
_PART_BEFORE = re.compile(
    r"(?:^|[^\w'’-])(?:many|some|most|several)\s+(?!\d)(?:of\s+(?:them|those)\s+)?(?:[\w'’.-]+\s+){0,2}$",
    re.IGNORECASE,
)
# The same quantifier opening the subject itself ("some 200 residents" is a count, not a share).
_PART_FIRST = re.compile(r"^(?:many|some|most|several)\s+(?!\d)", re.IGNORECASE)
_ALONE_BEFORE = re.compile(r"(?:^|[^\w'’-])(?:some|many|most)(?:\s+of\s+them)?\s+$", re.IGNORECASE)
_THAT = re.compile(r"^\s*that\s+", re.IGNORECASE)


def group_views(events: Sequence[EventMention], text: str) -> set[int]:
    """Positions in ``events`` (one article's, ``text`` its text) of the mentions inside what an
    unnamed part of a group says."""
    hidden: set[int] = set()
    for said in events:
        if said.event_class != "statement" or not said.reported or not _part_of_a_group(said, text):
            continue
        claim = said.reported.strip()
        # "The plant closed because of the strike, some say.": the claim told before its speaker.
        before = text.rfind(claim, max(0, said.start - len(claim) - 80), said.start)
        if before >= 0 and not text[before + len(claim) : said.start].strip(" ,\"'”’").count(" ") > 2:
            hidden.update(
                i
                for i, ev in enumerate(events)
                if ev.sentence == said.sentence and before <= ev.start and ev.end <= before + len(claim)
            )
            continue
        for i, ev in enumerate(events):
            if ev.sentence != said.sentence or ev.start < said.end:
                continue
            told = _THAT.sub("", text[said.end : ev.end]).strip()
            if told and claim.startswith(told):
                hidden.add(i)
    return hidden


def _part_of_a_group(said: EventMention, text: str) -> bool:
    """Whether the speaker of ``said`` is a quantified share of a group: "many Cuban Americans
    said", "some analysts say", "some say"."""
    if said.subject_span is not None:
        start, end = said.subject_span
        if end > said.start or text[end : said.start].strip(" ,"):
            return False  # not the subject right before the verb
        return bool(_PART_FIRST.match(text[start:end]) or _PART_BEFORE.search(text[max(0, start - 40) : start]))
    return bool(_ALONE_BEFORE.search(text[max(0, said.start - 20) : said.start]))
