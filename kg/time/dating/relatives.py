"""A time a clause on a verb's object governs is that clause's.

"Mr. Bush continued the intensive personal diplomacy he began after the invasion last August":
last August is when the diplomacy began, not when it was continued (in February). A verb written
after another verb's object, with its subject or a relative pronoun and no punctuation between
("he began", "that began"), keeps the time it governs. A pure function over an
:class:`~kg.model.Extraction`.
"""

from __future__ import annotations

import re

from kg.model import EventMention, Extraction

# Between an object and the verb of a clause on it: "the diplomacy he began", "the talks that
# ended", "the plan which the board approved". No punctuation, a subject or a relative pronoun,
# at most four words, no "to" ("invited them to join the bloc in July 1997" is one act), no "and"
# (a list of objects: "put Bin Laden and accused killer Kopp on the list Monday").
_TO_CLAUSE_VERB = re.compile(r"\s+((that|which|who|whom)\s+([\w'’-]+\s+){0,3}|([\w'’-]+\s+){1,4})", re.I)
_TO = re.compile(r"\b(to|and|or)\b", re.I)
# The tenses of a finite clause's verb: not a participle or an infinitive.
_FINITE = frozenset({"past", "perfect", "present"})


def in_objects_clause(ex: Extraction, ev: EventMention, span: int, governors: list[EventMention]) -> bool:
    """Whether time ``span``, which some of ``governors`` govern, is that of a verb in a clause
    written after ``ev``'s object and before the time (module docstring)."""
    if ev.nominal or ev.tense not in _FINITE or ev.object_span is None:
        return False
    at = ex.timex_spans[span].start
    end = ev.object_span[1]
    text = ex.article.text
    return any(
        g is not ev
        and not g.nominal
        and g.sentence == ev.sentence
        and g.tense in _FINITE
        and not g.trigger.lower().endswith("ing")
        and end <= g.start < at
        and _TO_CLAUSE_VERB.fullmatch(text, end, g.start) is not None
        and not _TO.search(text, end, g.start)
        for g in governors
    )
