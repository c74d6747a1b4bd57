"""Tense and aspect of an event trigger, and the narrative order words put between events.

Both are read from the parse at extraction time and kept on the
:class:`~kg.model.EventMention`, so that placing events in time
(:mod:`kg.time.dating.placement`) needs no Doc: a past-tense event of the day's news is
on or before publication, a present one around it, a future one after it; "after
the quake, the king declared" puts the declaration no earlier than the quake.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from spacy.tokens import Token

from kg.extract.nlp import lemma
from kg.model import EventMention
from kg.time.expressions.tense import FUTURE_AUX

# Words that put the event they head after (or before) the event they introduce.
AFTER_WORDS = frozenset({"after", "following", "since"})
BEFORE_WORDS = frozenset({"before", "ahead", "prior"})
# Dependencies by which a noun event is an argument of the verb whose tense it takes.
_ARGUMENT_DEPS = frozenset({"dobj", "nsubj", "nsubjpass", "attr", "pobj"})


def event_tense(tok: Token, nominal: bool) -> str:
    """``past``, ``perfect`` (present perfect), ``present``, ``progressive`` (present
    progressive), ``future`` or ``""`` for an event trigger.

    A noun takes the tense of the verb it is an argument of ("filed for bankruptcy",
    "reports losses"); a bare infinitive or gerund that of the verb it completes.
    """
    if nominal:
        verb = _verb_of_noun(tok)
        return "" if verb is None else event_tense(verb, False)
    own = _verb_tense(tok)
    if own or tok.dep_ not in ("xcomp", "ccomp", "advcl", "conj", "acl", "relcl") or tok.head.i == tok.i:
        return own
    if tok.dep_ == "xcomp" or (tok.dep_ == "conj" and tok.tag_ in ("VB", "VBG")):
        head = tok.head
        if head.pos_ in ("VERB", "AUX"):
            return _verb_tense(head)
    return ""


def _verb_of_noun(noun: Token) -> Token | None:
    if noun.dep_ not in _ARGUMENT_DEPS:
        return None
    head = noun.head
    if noun.dep_ == "pobj":
        if head.dep_ != "prep":
            return None
        head = head.head
    return head if head.pos_ in ("VERB", "AUX") and head.i != noun.i else None


def _verb_tense(verb: Token) -> str:
    """The tense and aspect one verb shows through its own form and auxiliaries."""
    aux = [c for c in verb.children if c.dep_ in ("aux", "auxpass")]
    lowers = {a.lower_ for a in aux}
    if lowers & FUTURE_AUX or (verb.head.lower_ == "going" and "to" in lowers):
        return "future"
    if any(a.tag_ == "MD" for a in aux):
        return ""  # "could close", "would have ended": not placed by tense
    have = [a for a in aux if lemma(a) == "have"]
    if any(a.tag_ == "VBD" for a in have):
        return "past"  # past perfect
    if have:
        return "perfect"
    be = [a for a in aux if lemma(a) == "be" and a.dep_ == "aux"]
    if verb.tag_ == "VBG" and be:
        return "past" if any(a.tag_ == "VBD" for a in be) else "progressive"
    if verb.tag_ == "VBD" or any(a.tag_ == "VBD" for a in aux):
        return "past"
    if verb.tag_ in ("VBZ", "VBP") or any(a.tag_ in ("VBZ", "VBP") for a in aux):
        return "present"
    if verb.tag_ == "VBN" and verb.dep_ in ("ROOT", "conj", "ccomp") and not aux:
        return "past"  # a headline's "GM bankruptcy filed"
    return ""


# Tenses grouped by the time they put an event at: a present perfect or progressive is of now,
# as a present is; the past progressive ("was being analyzed") is of the past time it is set in.
_TENSE_TIMES = {"past": "past", "present": "now", "progressive": "now", "perfect": "now", "future": "future"}


def joined_in_another_tense(verb: Token) -> bool:
    """Whether conjoined ``verb`` shows, by its own form or auxiliaries, a tense whose time is not
    that of the verb it is joined to: "the evidence arrived over the weekend and is being analyzed"
    (the analysis goes on now, not over the weekend), "met on Monday and will meet again". A bare
    participle or infinitive shares its partner's auxiliary ("was arrested Monday and charged",
    "will meet Monday and discuss"), so it shows no tense of its own. Only a conjunct joined by
    a conjunction, as a parse with none may have made a verb of a noun."""
    if verb.dep_ != "conj" or verb.head.pos_ not in ("VERB", "AUX"):
        return False
    if not any(c.dep_ == "cc" and verb.head.i < c.i < verb.i for c in (*verb.head.children, *verb.children)):
        return False  # no "and", "but", "or": a slip of the parse ("rose 11% ... reduced results")
    own_aux = any(c.dep_ in ("aux", "auxpass") for c in verb.children)
    if not own_aux and verb.tag_ not in ("VBD", "VBZ", "VBP"):
        return False
    mine, theirs = _TENSE_TIMES.get(_verb_tense(verb)), _TENSE_TIMES.get(_verb_tense(verb.head))
    return mine is not None and theirs is not None and mine != theirs


def narrative_order(triggers: Sequence[Token], events: Sequence[EventMention]) -> list[EventMention]:
    """Each event with the index of the event it follows ("after the quake, the king
    declared": the declaration follows the quake) or precedes ("before the vote")."""
    at = {tok.i: n for n, tok in enumerate(triggers)}
    out = []
    for tok, event in zip(triggers, events):
        for word, other in _ordered(tok):
            number = at.get(other.i)
            if number is None or other.i == tok.i:
                continue
            if word in AFTER_WORDS and event.after_of is None:
                event = replace(event, after_of=number)
            elif word in BEFORE_WORDS and event.before_of is None:
                event = replace(event, before_of=number)
        out.append(event)
    return out


def _ordered(tok: Token) -> list[tuple[str, Token]]:
    """(ordering word, the event word it introduces) for the phrases and clauses under ``tok``:
    "after the quake", "following its bankruptcy", "after the company collapsed"."""
    found = []
    for child in tok.children:
        if child.dep_ == "prep" and child.lower_ in AFTER_WORDS | BEFORE_WORDS:
            found += [(child.lower_, p) for p in child.children if p.dep_ in ("pobj", "pcomp")]
        elif child.dep_ == "prep" and child.lower_ in ("ahead", "prior"):
            # "ahead of the vote", "prior to the merger"
            for inner in (c for c in child.children if c.dep_ == "prep"):
                found += [(child.lower_, p) for p in inner.children if p.dep_ == "pobj"]
        elif child.dep_ == "advcl":
            mark = next((m for m in child.children if m.dep_ in ("mark", "prep", "advmod")), None)
            if mark is not None and mark.lower_ in AFTER_WORDS | BEFORE_WORDS and mark.i < child.i:
                found.append((mark.lower_, child))
    return found
