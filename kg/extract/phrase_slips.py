"""Noun phrases the parse cuts in two, making the second half an argument of its own.

- "Shares in the auto companies Toyota, Nissan and Honda all dropped": the parse gives
  "dropped" two subjects, the shares and Toyota; the names stand beside "companies" inside the
  first subject's phrase (the shares dropped, the companies own them).
- "Immigration officials escorted the Libyan, Atif Issa Enhamed, to the airport": the parse
  joins the name to the verb as a conjunct; it is the object's apposition (the man escorted).
- "Nashua Corp., rumored a takeover target for six months, said": the parse reads the
  participle as the name's past tense; the name is what is rumoured, and who said.

Pure functions over spaCy tokens, read by :mod:`kg.extract.arguments` and
:mod:`kg.extract.doc_index`.
"""

from __future__ import annotations

from spacy.tokens import Token

from kg.extract.syntax import OWN_SUBJECT_DEPS, SUBJECT_DEPS

_FINITE_PAST = frozenset({"VBD", "VBN"})


def continues_an_earlier_subject(subject: Token, verb: Token) -> bool:
    """Whether a second subject the parse gives ``verb`` goes on the phrase of an earlier one:
    "Shares in the auto companies Toyota ... dropped" (Toyota stands beside "companies"), "The
    former second-in-command who revealed himself as Deep Throat has died" (the object of "as").
    The earlier subject has words of its own after its head and the name follows them with
    nothing between; "The automaker Ford said" (a head and its name, no phrase) is not one."""
    if subject.dep_ not in SUBJECT_DEPS:
        return False
    doc = subject.doc
    start = subject.left_edge.i
    for earlier in verb.children:
        if earlier.i >= subject.i or earlier.dep_ not in SUBJECT_DEPS:
            continue
        end = earlier.right_edge
        if end.i <= earlier.i or end.i + 1 != start or doc[start].is_punct:
            continue
        # A list of names after a plural noun stands beside it ("the companies Toyota, Nissan and
        # Honda"); one name after a singular noun may open a clause with no "that" ("the extent of
        # the participation and the price Turkey will extract": Turkey extracts).
        if end.pos_ == "ADP" or (end.tag_ in ("NNS", "NNPS") and subject.conjuncts):
            return True
    return False


def stray_apposition(noun: Token) -> Token | None:
    """The name set off by commas right after an object that the parse joined to the verb
    instead: "escorted the Libyan, Atif Issa Enhamed, to the airport". A name in a list ("met
    Ana, Ben and Tom") hangs on the object, not the verb; one with a "cc" before it is joined."""
    if noun.dep_ != "dobj":
        return None
    doc = noun.doc
    comma = noun.right_edge.i + 1
    if comma + 1 >= len(doc) or doc[comma].text != ",":
        return None
    verb = noun.head
    for name in verb.children:
        if name.dep_ != "conj" or name.pos_ != "PROPN" or name.left_edge.i != comma + 1 or not name.ent_type_:
            continue
        if any(c.dep_ == "cc" and noun.i < c.i < name.i for c in verb.children):
            return None
        after = name.i + 1
        if after < len(doc) and doc[after].text == "," and doc[after].ent_iob_ != "I":
            return name
    return None


def parenthetical_participle(verb: Token) -> bool:
    """Whether a past form set off by commas between a name and its verb is a participle said of
    the name: "Nashua Corp., rumored a takeover target for six months, said" (the parse takes
    "rumored" for the name's verb and leaves "said" without a subject). The name undergoes it."""
    return _parenthesis_host(verb) is not None


def subject_of_a_parenthesis(verb: Token) -> Token | None:
    """The name a verb with no subject takes back from the parenthetical participle before it
    ("Nashua Corp., rumored a target, said": Nashua said), or None."""
    if any(c.dep_ in OWN_SUBJECT_DEPS for c in verb.children):
        return None
    for child in verb.children:
        host = _parenthesis_host(child) if child.i < verb.i else None
        if host is not None and host.i == verb.i:
            return next(c for c in child.children if c.dep_ == "nsubj")
    return None


def _parenthesis_host(verb: Token) -> Token | None:
    """The verb right after a parenthetical participle's closing comma (see
    :func:`parenthetical_participle`), or None."""
    if verb.tag_ not in _FINITE_PAST or verb.dep_ not in ("ccomp", "advcl", "parataxis"):
        return None
    if any(c.dep_ in ("aux", "auxpass", "mark") for c in verb.children):
        return None
    subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
    if subject is None or subject.ent_type_ == "" or subject.i > verb.i or _comma_after(subject) != verb.i - 1:
        return None
    close = _comma_after(verb)
    host = verb.head
    if close is None or host.i != close + 1 or host.pos_ not in ("VERB", "AUX"):
        return None
    if any(c.dep_ in OWN_SUBJECT_DEPS for c in host.children):
        return None
    return host


def _comma_after(word: Token) -> int | None:
    """The index of the comma right after ``word``'s phrase (the parse may hang it inside)."""
    doc = word.doc
    end = word.right_edge.i
    while end > word.i and doc[end].is_punct:
        end -= 1
    return end + 1 if end + 1 < len(doc) and doc[end + 1].text == "," else None


def employer_before_a_title(noun: Token, apposition: Token) -> bool:
    """Whether ``noun`` names the body a person works for, run into the person's title and name
    with no comma: "Office of Management and Budget Director Peter Orszag followed up" (the
    parse, split by the "and" in the name, makes the office the head and the person its
    apposition). The person acts; the office is where the person works. "The company, Vexa"
    and "Vexa's chief, Ana Berg" are set off by commas and keep their parse."""
    if noun.ent_type_ not in ("ORG", "GPE") or apposition.ent_type_ != "PERSON" or apposition.i < noun.i:
        return False
    return not any(t.is_punct and t.text != "." for t in noun.doc[noun.i + 1 : apposition.left_edge.i])


_PLACES = frozenset({"GPE", "LOC"})


def rest_of_a_place(name: Token) -> bool:
    """Whether a place's name follows another place and a comma, as a town's state or country
    does ("in suburban Amherst, N.Y. chatting with his wife"): the parse may hang an -ing on it,
    but it is where the town is, no one who does anything."""
    doc = name.doc
    start = name.left_edge.i
    while start < name.i and doc[start].ent_type_ not in _PLACES:
        start += 1
    return (
        name.ent_type_ in _PLACES
        and start >= 2
        and doc[start - 1].text == ","
        and doc[start - 2].ent_type_ in _PLACES
        and doc[start - 2].ent_iob_ != ""
    )
