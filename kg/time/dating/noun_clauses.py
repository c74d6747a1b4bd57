"""A verb of a relative clause on a noun takes no time written before that noun.

"Albright headed Tuesday to East Africa, seeking support after the bombings that targeted U.S.
embassies, but mostly claimed African lives": Tuesday is the heading's; the bombings killed ten
days before. A past verb after "the/a/its ... noun that/which/who" (or a conjunct of such a verb:
", but mostly claimed") says what the noun did or was, at its own time, which a time of the
main clause written before the noun does not give. A time written on the noun ("Friday's quake
that killed", "the Oct. 23 shooting that") is the noun's and is not read here. The past perfect
is :mod:`kg.time.dating.pluperfect`'s. So for a clause with no pronoun on a noun of a point in
time: "Jurors on Thursday watched video capturing the moment a mother was gunned down".

The other way round, a time written in a relative clause after a verb is that clause's: "White
heads a team that is investigating the bombings which killed 224 people on Aug. 7, 1998": Aug. 7
is the killing's, not when White heads the team. A pure function over an
:class:`~kg.model.Extraction`.
"""

from __future__ import annotations

import re

from kg.model import EventMention, Extraction

# After the time: a noun phrase opened by a determiner, its relative pronoun, then the verb, or a
# verb of that clause and an "and"/"but" (with an adverb) before this one.
_RELATIVE_AFTER_TIME = re.compile(
    r"\b(the|a|an|its|their|his|her|those|these)\s+([\w'’.-]+\s+){0,4}(that|which|who)\s+"
    r"(([\w'’.-]+\s+){0,2}|[^;:()\"“”]{1,80}?,?\s+(and|but)\s+([a-z]+ly\s+|also\s+|then\s+|later\s+)?)$",
    re.I,
)


# A clause with no pronoun on a noun of a point in time, after the main verb and no comma: "watched
# video capturing the moment a mother was gunned down", "recalled the night he was shot". Not "at
# the moment" (now), and not a time set off by a comma ("on Thursday, the day he was freed" is
# that day).
_CLAUSE_ON_A_POINT = re.compile(
    r"^[^,;:()\"“”]*\s[a-z]\w*\s[^,;:()\"“”]*(?<!\bat )\b(the|a|that)\s+([a-z][\w-]*\s+)?"
    r"(moment|instant|night|day|minute)\s+(when\s+)?[^,;:()\"“”]{1,60}$",
)


# A relative pronoun and at most three words before a verb: "which killed", "that is investigating".
_PRONOUN_BEFORE = re.compile(r"\b(that|which|who)\s+([\w'’-]+\s+){0,3}$", re.I)


def in_noun_relative(ex: Extraction, ev: EventMention, span: int) -> bool:
    """Whether past verb ``ev`` is in a relative clause on a noun written after time ``span`` in its
    sentence, or time ``span`` is in a relative clause written after verb ``ev`` (module
    docstring): the time is the other clause's."""
    return _in_relative_after_time(ex, ev, span) or _time_in_relative_after(ex, ev, span)


def _time_in_relative_after(ex: Extraction, ev: EventMention, span: int) -> bool:
    """Whether time ``span`` follows a relative clause's verb ("which killed") written after verb ``ev``."""
    timex = ex.timex_spans[span]
    if ev.nominal or timex.sentence != ev.sentence or timex.start < ev.end:
        return False
    text = ex.article.text
    return any(
        not g.nominal
        and g.sentence == ev.sentence
        and ev.end <= g.start
        and g.end <= timex.start
        and _PRONOUN_BEFORE.search(text, ev.end, g.start) is not None
        for g in ex.events
    )


def _in_relative_after_time(ex: Extraction, ev: EventMention, span: int) -> bool:
    if ev.nominal or ev.tense != "past" or ev.trigger.lower().endswith("ing"):
        return False  # "ending the domination that began after the war and opening a path": the main clause's
    timex = ex.timex_spans[span]
    if timex.sentence != ev.sentence or timex.end > ev.start:
        return False
    between = ex.article.text[timex.end : ev.start]
    return bool(_RELATIVE_AFTER_TIME.search(between) or _CLAUSE_ON_A_POINT.match(between))
