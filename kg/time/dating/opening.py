"""A time that opens its sentence dates the sentence's main clause, whichever word the parse hung it on.

"But on April 8, investigators, wondering how the killer could have escaped, searched the site and
unearthed a rifle": the time is set before the subject, followed by a comma, as the frame of what the
main clause tells; the parse may hang it on the participle of an aside ("wondering"), and then the
searching and the unearthing, which the sentence is written to date, are left undated.

Only a verb the sentence tells as its own news takes it: not one inside an aside, a relative or
subordinate clause, what a verb of saying or believing reports ("On Friday, police said the bomb
had been planted weeks ago"), nor one the sentence attributes to a speaker after it ("On Friday,
82 were killed, officials said" leaves the killing to the relation's judgement); not when another
calendar time stands between the opening one and the verb, nor a present perfect, which is of no
time wholly past ("In 2007, the bank bought a stake and has raised it"). A pure function over an
:class:`~kg.model.Extraction`, used by :mod:`kg.time.dating.placement`.
"""

from __future__ import annotations

import re

from kg.model import EventMention, Extraction
from kg.time.dating.asides import in_relative
from kg.time.dating.clauses import perfect_with_past
from kg.time.dating.occasions import OCCASIONS

# What may stand before the opening time: a connective and a preposition of placing in time.
_BEFORE_OPENING = re.compile(
    r"^\s*((and|but|then|so|yet|also)\s+)?((on|in|at|during|early|late|earlier|later|by\s+early)\s+)?(the\s+)?$",
    re.I,
)
_COMMA_AFTER = re.compile(r"^\s*,")
# Or the time is written on the occasion the opening phrase names: "In Sunday's debate against
# Vacco, Spitzer attacked him", "In its Friday issue, the Spectator quoted": what the main clause
# tells happened at that occasion, which lasts no longer than its day.
_OWN_BEFORE = re.compile(r"^\s*((and|but|then|also)\s+)?(in|at|during)\s+(its|his|her|their|a|an)\s+$", re.I)
_OCCASION_WORDS = "|".join(sorted(OCCASIONS | {"issue", "edition", "editorial", "column", "election", "vote"}))
_OCCASION_AFTER = re.compile(
    rf"^(['’]s)?\s+([\w-]+\s+)?({_OCCASION_WORDS})\b[^,;:()]{{0,40}},",
    re.I,
)
# Opening a clause that is not the main one, between the opening time and the verb, with no comma
# closing it before the verb.
_SUBORDINATE = re.compile(
    r"\b(because|who|whom|whose|which|that|when|where|why|as|if|since|after|before|while|until|although|though"
    r"|how|whether)\b[^,;:]*$",
    re.I,
)
_CLAUSE_BREAK = re.compile(r"[,;:]|--|\s_\s")
# TimeML's classes of verbs whose complement is what they report, believe or intend.
_REPORTING = frozenset({"REPORTING", "I_STATE", "I_ACTION"})
# The main clause's verb is a fact or told as likely ("investigators apparently searched").
_ASSERTED = frozenset({"fact", "uncertain"})


def opening_time(ex: Extraction, ev: EventMention, values: dict[int, str]) -> int | None:
    """The span number of the calendar time that opens ``ev``'s sentence ("On April 8, ...")
    when ``ev`` is a verb of that sentence's main clause (module docstring), or None.
    ``values`` maps span numbers to calendar values."""
    if ev.nominal or ev.factuality not in _ASSERTED or ev.tense not in ("past", "perfect"):
        return None
    if ev.subject_span is None and ev.object_span is None:
        return None  # "a rifle buried one foot below ground": a participle describing a noun, no clause's verb
    start = ex.sentences[ev.sentence][0]
    text = ex.article.text
    times = sorted(
        (n for n in values if ex.timex_spans[n].sentence == ev.sentence and ex.timex_spans[n].end <= ev.start),
        key=lambda n: ex.timex_spans[n].start,
    )
    if len(times) != 1:
        return None  # none, or another time between the opening one and the verb
    number = times[0]
    if perfect_with_past(ex, ev, values[number]):
        return None  # "In 2007, the bank bought a stake and has raised it": a perfect is of no past time
    span = ex.timex_spans[number]
    before, after = text[start : span.start], text[span.end : ev.start]
    framed = _BEFORE_OPENING.match(before) and _COMMA_AFTER.match(after)
    on_occasion = (_BEFORE_OPENING.match(before) or _OWN_BEFORE.match(before)) and _OCCASION_AFTER.match(after)
    if not framed and not on_occasion:
        return None
    if ev.timex is not None and ev.timex != number:
        return None
    between = text[span.end : ev.start]
    if _SUBORDINATE.search(between) or in_relative(ex, ev) or _reported(ex, ev) or _attributed_after(ex, ev):
        return None
    if (ev.event_class == "statement" or ev.timeml_class == "REPORTING") and any(
        not o.nominal and o is not ev and span.end <= o.start and o.end <= ev.start for o in ex.events
    ):
        return None  # "Last week, Freeh asked Mexico to join the hunt, officials have said": the asking's time
    return number


def _reported(ex: Extraction, ev: EventMention) -> bool:
    """Whether a verb of saying, believing or intending before ``ev`` in its sentence reports it:
    nothing closes that verb's clause before ``ev`` ("said the bomb had been planted"), or ``ev``
    stands inside quotation marks."""
    start = ex.sentences[ev.sentence][0]
    before = ex.article.text[start : ev.start]
    if before.count("``") > before.count("''") or before.count('"') % 2 or before.count("“") > before.count("”"):
        return True
    return any(
        o is not ev
        and o.sentence == ev.sentence
        and not o.nominal
        and o.timeml_class in _REPORTING
        and o.end <= ev.start
        and not _CLAUSE_BREAK.search(ex.article.text[o.end : ev.start])
        for o in ex.events
    )


def _attributed_after(ex: Extraction, ev: EventMention) -> bool:
    """Whether a statement after ``ev`` in its sentence tells it ("..., officials said")."""
    return any(
        o is not ev and o.sentence == ev.sentence and o.event_class == "statement" and o.start >= ev.end
        for o in ex.events
    )
