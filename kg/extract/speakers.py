"""Who speaks when the parse puts the speaker out of place: a name inside a quotation that
closes before its verb is not the verb's subject ('... Juan Ruiz in the country,\'\' said Ana
Berg': Berg said); a reporting verb set off by commas with no subject of its own has its speaker
after it ("Hidden in the crowd, cautioned residents here, will be agents"); and the object of a
saying can be who is spoken of ("were said to have breached"). Pure functions over spaCy tokens,
used by :mod:`kg.extract.arguments`."""

from __future__ import annotations

from spacy.tokens import Token

from kg.extract.lexicon import REPORTING_VERBS
from kg.extract.nlp import lemma
from kg.extract.syntax import OWN_SUBJECT_DEPS, PASSIVE_SUBJECT_DEPS

# Quotation marks as the tokenizer leaves them: the opening and closing forms, and the
# straight one, which is closing when it follows punctuation ('wrong," said').
_OPENING_QUOTES = frozenset({"``", "\u201c"})


_CLOSING_QUOTES = frozenset({"''", "\u201d"})


_STRAIGHT_QUOTE = '"'


# Reporting verbs whose object is who is spoken to, not who speaks ("told reporters").
_ADDRESSEE_VERBS = frozenset({"tell", "ask", "inform", "remind", "urge", "assure", "brief"})


# Verbs that introduce what someone says, set off by commas ("..., cautioned residents, ...").
_PARENTHETICAL_VERBS = REPORTING_VERBS | frozenset(
    {"caution", "note", "insist", "concede", "predict", "complain", "recall", "explain", "observe", "argue"}
    | {"exclaim", "shout", "cry", "whisper", "quip", "yell", "scream", "sigh"}
)


# Verbs whose passive subject is who is spoken of, not who undergoes: "X were said to have ...".
_SPOKEN_OF_VERBS = frozenset({"say", "report"})


def spoken_of(obj: Token, verb: Token) -> bool:
    """Whether an object of a saying is who is spoken of, which the saying does nothing to:
    the passive subject of "were said to have breached", or a name the parser hangs on
    "said" that is the subject of what was said ("said its subsidiary, X, registered")."""
    if lemma(verb) not in _SPOKEN_OF_VERBS:
        return False
    if obj.dep_ in PASSIVE_SUBJECT_DEPS:
        return True
    return lemma(verb) == "say" and (
        obj.pos_ == "PROPN" or any(c.dep_ in ("appos", "acl", "relcl") for c in obj.children)
    )


def _closing_quote(tok: Token) -> bool:
    if tok.text in _CLOSING_QUOTES:
        return True
    return tok.text == _STRAIGHT_QUOTE and tok.i > 0 and tok.nbor(-1).is_punct


def quoted_before(subject: Token, verb: Token) -> bool:
    """Whether a subject before its verb is inside a quotation that closes in between.

    A quotation that opened in an earlier sentence ('... the arrival of Juan Ruiz in the
    country,\'\' said Ana Berg') leaves its words in the verb's sentence, and the parse may
    make them a second subject; the speaker is outside the quotation. A quoted word inside
    the subject ('the so-called "experts" said') opens and closes there, and stays.
    """
    if subject.i > verb.i:
        return False
    if quotation_as_subject(subject, verb):
        return True
    doc = subject.doc
    first, last = subject.left_edge.i, subject.right_edge.i
    closes = [t for t in doc[last + 1 : verb.i] if _closing_quote(t)]
    if not closes:
        return False
    if closes[0].i == last + 1 and first > 0 and doc[first - 1].text in (*_OPENING_QUOTES, _STRAIGHT_QUOTE):
        return False  # the marks wrap the subject itself: '"Experts" said'

    start = subject.sent.start
    before = doc[start : closes[0].i]
    opened = [t for t in before if t.text in _OPENING_QUOTES or (t.text == _STRAIGHT_QUOTE and not _closing_quote(t))]
    # Opened before the subject (or in an earlier sentence): the subject is inside.
    return not opened or opened[-1].i < subject.left_edge.i


def inverted_speaker(verb: Token) -> Token | None:
    """The speaker after a parenthetical reporting verb the parse read as its object.

    "Hidden in the crowd, cautioned residents here, will be agents": a reporting verb with no
    subject of its own, right after a comma or a closing quotation mark, whose object ends the
    clause before a comma or the sentence's end, is an inverted "residents cautioned".
    """
    word = lemma(verb).lower() or verb.lower_
    if word not in _PARENTHETICAL_VERBS or word in _ADDRESSEE_VERBS:
        return None
    if verb.tag_ not in ("VBD", "VBZ", "VBP") or verb.i == verb.sent.start:
        return None
    before = verb.nbor(-1)
    if not (before.text == "," or _closing_quote(before)):
        return None
    # What was said may come before ("The plan will fail, warned X"), never after ("told X that ...").
    # '"Hallelujah," exclaimed X': the quoted words the parse makes the subject are what was said.
    if any(
        (c.dep_ in OWN_SUBJECT_DEPS and not quoted_before(c, verb))
        or c.dep_ in ("aux", "auxpass")
        or (c.dep_ in ("ccomp", "xcomp") and c.i > verb.i)
        for c in verb.children
    ):
        return None
    obj = next((c for c in verb.children if c.dep_ == "dobj" and c.i > verb.i), None)
    if obj is None:
        return None
    end = max([obj.right_edge.i, *(c.right_edge.i for c in verb.children if c.dep_ == "advmod" and c.i > obj.i)])
    after = verb.doc[end + 1] if end + 1 < len(verb.doc) else None
    return obj if after is None or after.text in (",", ".", ";") or after.is_sent_start else None


def quotation_as_subject(subject: Token, verb: Token) -> bool:
    """Whether the parse made the quotation that opens the sentence and closes, after its own
    punctuation, right before the verb its subject: '"Hallelujah," exclaimed Albright' (what was
    exclaimed, not who). Marks round a word ('"Experts" said') are no quotation of speech."""
    doc = verb.doc
    start = verb.sent.start
    opens = doc[start].text in _OPENING_QUOTES or doc[start].text == _STRAIGHT_QUOTE
    return (
        opens
        and verb.i >= start + 4
        and _closing_quote(doc[verb.i - 1])
        and doc[verb.i - 2].text in (",", "!", "?", ".")
        and subject.i < verb.i
        and subject.left_edge.i <= start + 1
    )
