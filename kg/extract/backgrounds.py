"""Backgrounds told by a verb: mentions an annotator marks as events that a reader would not put
on a timeline (the graph stage hides them, :mod:`kg.extract.asides`; the extractions keep them
for scoring):

- what someone wears: "wearing a white hard hat, she toured the damage" (the tour is drawn);
- a worry: "Worried that phones were tapped, Felt arranged meetings" (the meetings are drawn;
  a worry is a state of mind, as a fear is);
- the problems a place or a person faces: "the problems that are facing Afghanistan", "the
  challenges facing the team" ("faced the press on Monday" is drawn);
- shares held, told in the simple present: "it now holds 1,384,119 Octel common shares" (the
  purchase is drawn, "bought 100,000 shares");
- the time of day: "as dawn broke Saturday", "when night fell" (no happening: a clock);
- a page's own stamp: "Published on Friday, 27 September 2013", "UPDATED: 06:55 GMT, 10 June
  2013", "Last updated at 14:00 GMT" (no subject: the page, not the story; "the paper published
  on Friday a report" is drawn);
- a comparison of figures: "these results compare with net income of $1.8 million" (no one
  compares anything: "the analyst compared the results with ..." is drawn);
- an option weighed: "the administration is looking toward bankruptcy", "looks at options"
  (nothing is done yet; "looked at the camera" and "will look at it" are drawn).

Pure functions over :class:`~kg.model.EventMention` records and their article's text.
"""

from __future__ import annotations

import re

from kg.model import EventMention

# What is worn, however told: "wearing a hat", "wore a suit".
WEARING = frozenset(("wear",))
# Worries, in any form: "worried that", "worries about".
WORRIES = frozenset(("worry",))
# What is faced as a lasting state: problems, not the press or a trial.
_TROUBLES_BEFORE = re.compile(
    r"\b(?:problems?|challenges?|difficult(?:y|ies)|threats?|tasks?|questions?|issues?|obstacles?|dangers?"
    r"|dilemmas?|hurdles?|choices?|decisions?|troubles?|risks?)"
    r"(?:,?\s+(?:that|which)(?:\s+(?:are|is|were|was|now|still|currently))*)?\s+$",
    re.IGNORECASE,
)
# What a holding is counted in: "holds 1.4 million shares", "owns a 9% stake".
HOLDINGS = frozenset("shares share stake stakes interest holding holdings".split())
HOLDING = frozenset("hold own".split())
# A time of day told as its coming: "dawn broke", "night fell".
# A page's stamp: a verb of putting a page out, with no subject, before its time.
STAMPS = frozenset("publish update post modify upload edit".split())
_STAMP_AFTER = re.compile(
    r"^\s*(?::|on|at)?\s*(?:\d|(?:mon|tues|wednes|thurs|fri|satur|sun)day\b"
    r"|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d)",
    re.IGNORECASE,
)
_LINE_OPENS_BEFORE = re.compile(r"(?:(?:^|\n|\|)\s*|\blast\s+)$", re.IGNORECASE)
_DAY_TIMES = {"break": frozenset("dawn day daylight".split()), "fall": frozenset("night darkness dusk".split())}


def background(ev: EventMention, text: str) -> bool:
    """Whether a verb mention (``text`` its article's text) tells one of the backgrounds above."""
    return not ev.nominal and (
        ev.lemma in WEARING
        or ev.lemma in WORRIES
        or troubles_faced(ev, text)
        or shares_held(ev)
        or time_of_day(ev, text)
        or page_stamp(ev, text)
        or comparison(ev, text)
        or option_weighed(ev, text)
    )


_COMPARED_TO = re.compile(
    r"^\s+(?:(?:very\s+)?(?:favou?rably|unfavou?rably|well|poorly)\s+)?(?:with|to)\b", re.IGNORECASE
)
_LOOKED_TOWARD = re.compile(r"^\s+(?:toward|towards|at)\b", re.IGNORECASE)


def comparison(ev: EventMention, text: str) -> bool:
    """ "these results compare with net income of ...", "compares favorably to": figures set
    side by side, told by a "compare" with no object of its own."""
    return ev.lemma == "compare" and not ev.object and bool(_COMPARED_TO.match(text[ev.end : ev.end + 30]))


def option_weighed(ev: EventMention, text: str) -> bool:
    """ "is looking toward bankruptcy proceedings", "looks at options": a course weighed, told in
    the present or progressive; a past look ("looked at the camera") or one to come is drawn."""
    return (
        ev.lemma == "look"
        and ev.tense in ("present", "progressive")
        and bool(_LOOKED_TOWARD.match(text[ev.end : ev.end + 12]))
    )


def troubles_faced(ev: EventMention, text: str) -> bool:
    """ "the problems that are facing Afghanistan", "the challenges facing the team": a
    relation between troubles and who has them; "faced the press" is drawn."""
    return ev.lemma == "face" and bool(_TROUBLES_BEFORE.search(text[max(0, ev.start - 60) : ev.start]))


def shares_held(ev: EventMention) -> bool:
    """ "it now holds 1,384,119 Octel common shares", "owns a 9% stake": a holding, in the simple
    present (the purchase is the news; "held talks" is no holding)."""
    return ev.lemma in HOLDING and ev.tense == "present" and _last(ev.theme or ev.object) in HOLDINGS


def time_of_day(ev: EventMention, text: str) -> bool:
    """ "as dawn broke Saturday", "when night fell": the clock, not a happening (the parse may
    give the verb no subject: the word before it holds it)."""
    times = _DAY_TIMES.get(ev.lemma)
    if times is None:
        return False  # no verb of a time of day: nothing to read (every verb mention asks)
    before = re.search(r"(\w+)\s+$", text[max(0, ev.start - 20) : ev.start])
    return _last(ev.subject) in times or (before is not None and before.group(1).lower() in times)


def page_stamp(ev: EventMention, text: str) -> bool:
    """ "Published on Friday, 27 September 2013", "UPDATED: 06:55 GMT", "Last updated at 14:00":
    the page's own time, opening its line or a part of it after "|" (the parse may take a word
    of the line before, or "Last", for its subject)."""
    if ev.lemma not in STAMPS or not _STAMP_AFTER.match(text[ev.end : ev.end + 30]):
        return False
    return not ev.subject or bool(_LINE_OPENS_BEFORE.search(text[max(0, ev.start - 20) : ev.start]))


def _last(words: str) -> str:
    parts = words.lower().split()
    return parts[-1] if parts else ""
