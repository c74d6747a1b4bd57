"""Whether a speaker's next statement is still the dated statement it follows, or an occasion of its own.

A speaker's account goes on from a dated act (:mod:`kg.time.dating.continuation`) only while it
evidently tells the same act. After a dated statement, one that names its own occasion does not:
"Albright announced on Monday to offer a reward. She told African envoys that she looked forward
to visiting Kenya": the telling of the envoys is a meeting of its own, on a day the sentence does
not give. So is a statement made "at a news conference" or "in an interview" that the dated
statement's sentence does not name. A quotation in the sentence right after is the same
statement in the speaker's words, whatever its verb ("Akhanouch said on Tuesday that families
would receive aid. 'No family will be left without shelter,' Akhanouch told parliament"). After
a dated act that is no statement ("Later Thursday, two cousins sought support on Capitol Hill.
One of them told a news conference that ..."), what the speaker told is what they said at it.

A pure function over an :class:`~kg.model.Extraction`.
"""

from __future__ import annotations

import re

from kg.model import EventMention, Extraction
from kg.time.dating.occasions import OCCASIONS

# Verbs whose object is the audience told: "told African envoys", "briefed reporters".
AUDIENCE_VERBS = frozenset("tell inform brief assure notify remind address".split())
# Occasions a statement is made at. Not "statement": "said in a statement" after "announced
# Friday" is how the announcement was made, not another occasion.
_OCCASION_WORDS = "|".join(sorted(OCCASIONS - {"statement"}))
# An occasion a statement is put at: "at a news conference", "in an interview with".
_AT_OCCASION = re.compile(
    r"\b(?:at|in|during)\s+(?:an?|the|his|her|their|its)\s+(?:[\w'-]+\s+){0,3}?(" + _OCCASION_WORDS + r")s?\b", re.I
)
# How far after the verb an occasion phrase is still the statement's own ("said at a news
# conference"), before what it reports ("said Syria signalled it in remarks made last week").
_AFTER = 40
_REPORT_START = re.compile(r"\bthat\b|[\"“”:]|``|''")
_QUOTE_MARK = re.compile(r"[\"“”]|``|''")
# How many sentences a quotation opening right after the account may run before its speaker's verb.
_SPLIT_QUOTE = 3


def own_occasion(
    ex: Extraction, ev: EventMention, opener: EventMention, last_sentence: int, opener_speaks: bool
) -> bool:
    """Whether statement ``ev`` tells an occasion of its own rather than going on with ``opener``,
    the speaker's dated act (module docstring; ``opener_speaks``: whether that is a statement):
    it tells an audience the opener did not, or its clause names an occasion the opener's
    sentence does not. A quotation in the sentence right after the account's last one
    (``last_sentence``) goes on with it."""
    if not opener_speaks or _quotation_right_after(ex, ev, last_sentence):
        return False
    told = _audience(ex, ev)
    if told and told != _audience(ex, opener):
        return True
    start, end = ex.sentences[opener.sentence]
    return bool(_occasions(_own_clause(ex, ev)) - _occasions(ex.article.text[start:end]))


def _quotation_right_after(ex: Extraction, ev: EventMention, last_sentence: int) -> bool:
    """Whether statement ``ev`` gives the speaker's words in quotation marks in the sentence right
    after ``last_sentence``, or in a quotation that opens it and runs on into ``ev``'s sentence
    ("``Practically everyone ... in the U.S. That's not the best interest of the child,'' Alarcon
    told reporters": one quotation cut in two sentences), with no other statement between."""
    if ev.sentence <= last_sentence or last_sentence + 1 >= len(ex.sentences):
        return False
    text = ex.article.text
    start = ex.sentences[last_sentence + 1][0]
    if ev.sentence == last_sentence + 1:
        return bool(ev.quote) or bool(_QUOTE_MARK.search(text, start, ex.sentences[ev.sentence][1]))
    return (
        ev.sentence - last_sentence <= _SPLIT_QUOTE
        and _QUOTE_MARK.match(text[start : ev.start].lstrip()) is not None
        and not any(e is not ev and e.event_class == "statement" and start <= e.start < ev.start for e in ex.events)
    )


def _own_clause(ex: Extraction, ev: EventMention) -> str:
    """The text of ``ev``'s sentence up to its verb and a few words after it, not what it reports."""
    text = ex.article.text
    start, end = ex.sentences[ev.sentence]
    after = text[ev.end : min(end, ev.end + _AFTER)]
    cut = _REPORT_START.search(after)
    return text[start : ev.end] + " " + (after[: cut.start()] if cut else after)


def _audience(ex: Extraction, ev: EventMention) -> str:
    """The audience a verb of telling names ("told envoys": "envoys", "told Reuters"), "" when none."""
    if ev.nominal or ev.lemma not in AUDIENCE_VERBS:
        return ""
    names = sorted(ex.mentions[m].name.lower() for m in ev.patients if m < len(ex.mentions))
    return ev.object.lower().strip() or " ".join(names)


def _occasions(text: str) -> set[str]:
    return {m.group(1).lower() for m in _AT_OCCASION.finditer(text)}
