"""Whether a speaker's next statement is still the dated act it follows, or an occasion of its own.

A speaker's account goes on from a dated act (:mod:`kg.time.dating.continuation`) only while it
evidently tells the same act. A statement that names its own occasion does not: "Albright
announced on Monday to offer a reward. She told African envoys that she looked forward to
visiting Kenya": the telling of the envoys is a meeting of its own, on a day the sentence does
not give. So is a statement made "at a news conference" or "in an interview" that the dated
act's sentence does not name. A quotation in the sentence right after is the same statement
in the speaker's words, whatever its verb ("Akhanouch said on Tuesday that families would
receive aid. 'No family will be left without shelter,' Akhanouch told parliament.").

A pure function over an :class:`~kg.model.Extraction`.
"""

from __future__ import annotations

import re

from kg.model import EventMention, Extraction
from kg.time.dating.occasions import OCCASIONS

# Verbs whose object is the audience told: "told African envoys", "briefed reporters".
AUDIENCE_VERBS = frozenset("tell inform brief assure notify remind address".split())
# An occasion the sentence puts a statement at: "at a news conference", "in an interview with".
_OCCASION_WORDS = "|".join(sorted(OCCASIONS))
_AT_OCCASION = re.compile(
    r"\b(?:at|in|during)\s+(?:an?|the|his|her|their|its)\s+(?:[\w'-]+\s+){0,3}?(" + _OCCASION_WORDS + r")s?\b", re.I
)


def own_occasion(ex: Extraction, ev: EventMention, opener: EventMention, last_sentence: int) -> bool:
    """Whether statement ``ev`` tells an occasion of its own rather than going on with ``opener``,
    the speaker's dated act (module docstring): it tells an audience the opener did not, or its
    sentence names an occasion the opener's does not. A quotation in the sentence right after
    the account's last one (``last_sentence``) goes on with it."""
    if ev.quote and ev.sentence == last_sentence + 1:
        return False
    told = _audience(ex, ev)
    if told and told != _audience(ex, opener):
        return True
    named = _occasions(_sentence(ex, ev.sentence)) - _occasions(_sentence(ex, opener.sentence))
    return bool(named)


def _audience(ex: Extraction, ev: EventMention) -> str:
    """The audience a verb of telling names ("told envoys": "envoys", "told Reuters"), "" when none."""
    if ev.nominal or ev.lemma not in AUDIENCE_VERBS:
        return ""
    names = sorted(ex.mentions[m].name.lower() for m in ev.patients if m < len(ex.mentions))
    return ev.object.lower().strip() or " ".join(names)


def _occasions(text: str) -> set[str]:
    return {m.group(1).lower() for m in _AT_OCCASION.finditer(text)}


def _sentence(ex: Extraction, n: int) -> str:
    start, end = ex.sentences[n]
    return ex.article.text[start:end]
