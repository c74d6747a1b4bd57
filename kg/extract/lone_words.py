"""A verb or adjective that a reader would see as one word: nothing drawn says who or what.

The graph labels an event with its agent, its word and its patient (names, else the subject and
object as written). A verb mention with none of them is shown as the bare word: "built" from "the
Falcon, which has been built in Australia since 1960" (the relative pronoun is its only
argument), "changed" from "That changed in the 1980s", "went" from "he went scoreless", the
adjective "comfortable" of "a comfortable hold". A date or a place tells when or where, not what
happened, so such a mention makes no node by itself; kept in the extractions, it draws its event
when another mention of that event says who or what. A noun is left to the nouns' rules: "the
1998 assault" names its happening.
"""

from __future__ import annotations

from kg.model import EventMention


def says_who_or_what(ev: EventMention) -> bool:
    """Whether a mention gives a label more than its word: a named party, a subject or object as
    written, what was said, or a phrase beyond a particle ("filed for divorce", not "made off").

    >>> says_who_or_what(EventMention(0, 5, "built", "build", "other", 0, subject="workers"))
    True
    >>> says_who_or_what(EventMention(0, 8, "made off", "make", "other", 0, phrase="made off"))
    False
    """
    return bool(
        ev.agents
        or ev.patients
        or ev.participants
        or ev.subject
        or ev.object
        or ev.quote
        or ev.reported
        or len(ev.phrase.split()) > 2
    )


def lone_word(ev: EventMention) -> bool:
    """Whether a verb or adjective mention would be drawn as its bare word (see
    :func:`says_who_or_what`); a noun never is.

    >>> lone_word(EventMention(0, 5, "built", "build", "other", 0))
    True
    >>> lone_word(EventMention(0, 7, "assault", "assault", "conflict", 0, nominal=True))
    False
    """
    return not ev.nominal and not says_who_or_what(ev)
