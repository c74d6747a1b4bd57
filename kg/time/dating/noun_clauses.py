"""A verb of a relative clause on a noun takes no time written before that noun.

"Albright headed Tuesday to East Africa, seeking support after the bombings that targeted U.S.
embassies, but mostly claimed African lives": Tuesday is the heading's; the bombings killed ten
days before. A past verb after "the/a/its ... noun that/which/who" (or a conjunct of such a verb:
", but mostly claimed") says what the noun did or was, at its own time, which a time of the
main clause written before the noun does not give. A time written on the noun ("Friday's quake
that killed", "the Oct. 23 shooting that") is the noun's and is not read here. The past perfect
is :mod:`kg.time.dating.pluperfect`'s. A pure function over an :class:`~kg.model.Extraction`.
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


def in_noun_relative(ex: Extraction, ev: EventMention, span: int) -> bool:
    """Whether past verb ``ev`` is in a relative clause on a noun written after time ``span`` in its
    sentence (module docstring): the time is the main clause's."""
    if ev.nominal or ev.tense != "past" or ev.trigger.lower().endswith("ing"):
        return False  # "ending the domination that began after the war and opening a path": the main clause's
    timex = ex.timex_spans[span]
    if timex.sentence != ev.sentence or timex.end > ev.start:
        return False
    between = ex.article.text[timex.end : ev.start]
    return bool(_RELATIVE_AFTER_TIME.search(between))
