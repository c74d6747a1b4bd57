"""An event the text ties to a dated neighbour by its grammar shares that neighbour's date.

* A participle clause of a dated act: "issued a statement Friday saying the entry will ...",
  "said Friday, adding that ...": the saying is the issuing's, on its day.
* What an aspectual verb starts, stops or goes on with: "stopped shipping the product Monday",
  "began to withdraw on Friday": the shipping stopped then.
* The dated main clause of an "as" clause after a comma, which happened at the same time: "sales
  rose 43% in February ..., as the automaker outsold its rivals". Only a fact, of a past main clause.
* The main verb of a "when" clause's time: "73 soldiers were killed when two helicopters crashed
  last February": the killing happened when the crash did. Only "when" (not "after", "before" or
  "since", which put the main verb at another time), only a past fact, and not a verb that asks or
  tells what the clause names ("asked when he left Friday").

Only an event with no date of its own takes one, and only from a neighbour whose date the text
writes on it (source ``timex``, or the learnt relation's): a shared date is never passed on. A pure
function over an :class:`~kg.model.Extraction` and the times placement gave its events; source
``narrative``.
"""

from __future__ import annotations

import re

from kg.model import EventMention, EventTime, Extraction

# Sources of a date the text writes for the neighbour itself.
_OWN_SOURCES = frozenset({"timex", "relation"})

# Verbs whose complement is what they start, stop or keep going.
ASPECTUAL_VERBS = frozenset("begin start stop resume halt cease continue finish complete".split())

# Verbs whose "when" clause is what they ask, tell or know, not when they happened.
_WH_COMPLEMENT_VERBS = frozenset(
    "say ask tell know wonder explain recall remember decide determine learn reveal disclose show"
    " announce report indicate specify confirm question inquire".split()
)

# No clause boundary: punctuation, quotation marks, a dash.
_NO_BREAK = r"[^,;:.!?()\"“”_\[\]-]"
# Between an aspectual verb and its complement: "stopped shipping", "began to withdraw".
_ASPECT_GAP = re.compile(r"\s+(to\s+)?")
# Between a dated act and its participle clause, ending in a comma: "said Friday, adding".
_TO_PARTICIPLE = re.compile(_NO_BREAK + r"{0,60},\s*")
# Between a verb and the verb of a "when" clause after it.
_TO_WHEN_VERB = re.compile(_NO_BREAK + r"{0,80}?\bwhen\s+" + _NO_BREAK + r"{0,60}")


def shared_dates(ex: Extraction, placed: list[EventTime | None]) -> list[EventTime | None]:
    """``placed`` with each undated event the module docstring's grammar ties to a dated one given its date."""
    out = list(placed)
    for i, ev in enumerate(ex.events):
        time = placed[i]
        if time is not None and time.exact or ev.factuality not in ("fact", ""):
            continue
        for rule in (_participle_of, _aspect_of, _when_of, _as_of):
            donor = rule(ex, ev)
            if donor is None:
                continue
            given = placed[ex.events.index(donor)]
            if given is not None and given.exact and given.source in _OWN_SOURCES:
                out[i] = EventTime(given.value, "", "narrative")
                break
    return out


def _before_in_sentence(ex: Extraction, ev: EventMention) -> list[EventMention]:
    """The events written before ``ev`` in its sentence, nearest first."""
    return sorted(
        (e for e in ex.events if e is not ev and e.sentence == ev.sentence and e.end <= ev.start),
        key=lambda e: -e.end,
    )


def _participle_of(ex: Extraction, ev: EventMention) -> EventMention | None:
    """The act ``ev`` is a participle clause of: the event just before it, either with a time written
    right between them ("issued a statement Friday saying") or with a comma closing the gap ("said
    Friday, adding"), no verb between."""
    if ev.nominal or not ev.trigger.lower().endswith("ing") or ev.tense not in ("", "past"):
        return None
    text = ex.article.text
    before = _before_in_sentence(ex, ev)
    if not before:
        return None
    donor = before[0]
    gap = text[donor.end : ev.start]
    if _TO_PARTICIPLE.fullmatch(gap):
        return None if donor.nominal or _subordinate(ex, donor) else donor
    if donor.timex is None or not re.fullmatch(_NO_BREAK + r"{0,40}", gap):
        return None
    own = ex.timex_spans[donor.timex]
    if donor.end <= own.start and not text[own.end : ev.start].strip():
        return donor  # the donor's own time ends right before the participle
    return None


# A word that opens a clause explaining or describing another: its verb is not the act a
# participle after it goes on from ("the town, which rebels seized in 1998, killing 20").
_SUBORDINATOR = re.compile(
    r"\b(which|who|whom|whose|that|when|where|while|as|after|before|because|since|if|until|although|though)\b",
    re.I,
)


def _subordinate(ex: Extraction, verb: EventMention, words: re.Pattern[str] = _SUBORDINATOR) -> bool:
    """Whether ``verb`` stands in a subordinate clause: such a word between it and the clause
    break (or sentence start) before it."""
    start = ex.sentences[verb.sentence][0]
    text = ex.article.text
    opening = max(text.rfind(",", start, verb.start), text.rfind(";", start, verb.start), start)
    return bool(words.search(text, opening, verb.start))


def _aspect_of(ex: Extraction, ev: EventMention) -> EventMention | None:
    """The aspectual verb ``ev`` is the complement of, written right before it ("stopped shipping")."""
    before = _before_in_sentence(ex, ev)
    if not before:
        return None
    verb = before[0]
    if verb.nominal or verb.lemma not in ASPECTUAL_VERBS:
        return None
    return verb if _ASPECT_GAP.fullmatch(ex.article.text[verb.end : ev.start]) else None


def _when_of(ex: Extraction, ev: EventMention) -> EventMention | None:
    """The verb of the "when" clause after past fact ``ev`` whose time that clause names: "were killed
    ... when two helicopters crashed last February". The clause's verb must govern its time."""
    if ev.nominal or ev.tense != "past" or ev.factuality != "fact" or ev.lemma in _WH_COMPLEMENT_VERBS:
        return None
    if ev.event_class == "statement" or ev.timeml_class in ("REPORTING", "I_STATE", "PERCEPTION"):
        return None
    text = ex.article.text
    for other in sorted(ex.events, key=lambda e: e.start):
        if other is ev or other.sentence != ev.sentence or other.start < ev.end:
            continue
        if not other.nominal:
            gap = _TO_WHEN_VERB.fullmatch(text, ev.end, other.start)
            if gap is None:
                return None  # a verb before any "when": the clause after is another's
            if other.timex is None or other.tense != "past":
                return None
            return other
    return None


# A comma, "as", then the clause's subject up to its verb: ", as the automaker outsold". Not "as
# well as", "such as", "as of", "as expected": the word after "as" opens a noun phrase.
_AS_CLAUSE = re.compile(
    r",\s*as\s+(the|a|an|its|his|her|their|our|it|he|she|they|we|[A-Z][\w.&'-]*)\b" + _NO_BREAK + r"{0,50}"
)


def _as_of(ex: Extraction, ev: EventMention) -> EventMention | None:
    """The verb of the main clause a past fact ``ev`` is joined to by ", as" (module docstring): the
    nearest verb before the comma, not itself in a subordinate clause."""
    if ev.nominal or ev.tense not in ("past", "present") or ev.factuality != "fact":
        return None  # a present tense is the parse's ("outsold rivals" read as a verb "rivals")
    text = ex.article.text
    start = ex.sentences[ev.sentence][0]
    comma = text.rfind(",", start, ev.start)
    if comma < 0 or not _AS_CLAUSE.fullmatch(text, comma, ev.start):
        return None
    if any(not e.nominal and comma < e.start < ev.start for e in ex.events if e.sentence == ev.sentence):
        return None  # another verb between: ev is not the "as" clause's
    main = [e for e in _before_in_sentence(ex, ev) if not e.nominal and e.end <= comma]
    if not main or main[0].tense != "past" or _subordinate(ex, main[0], _RELATIVE):
        return None
    return main[0]


# The subordinators of :data:`_SUBORDINATOR` but "that" and "as": the clause a statement reports
# ("said that its sales rose in February, as ...") is the main one an "as" clause joins.
_RELATIVE = re.compile(
    r"\b(which|who|whom|whose|when|where|while|after|before|because|since|if|until|although|though)\b", re.I
)
