"""A report the article itself marks as unconfirmed or contested.

"The Wall Street Journal reported that Papermaster had been pushed out. ... Papermaster did not
say whether he decided to leave or was forced out": what one party reports and the party it is
about will not confirm (denies, declines to confirm, does not say whether) is that party's
report, not something the text asserts. So is a claim the text says "could not be confirmed".
Most news is "X said Y happened", and stays a fact: only a contest read in the report's sentence
or the next two, by someone the report names and who is not its source, or a "could not be
confirmed" right after it, changes it. The contest of a named party counts only against a third party's report (a news
outlet's, or one told with "report"), not against what officials say. Pure functions over spaCy tokens.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from spacy.strings import get_string_id
from spacy.tokens import Span, Token

from kg.extract.lexicon import REPORTING_VERBS
from kg.extract.mood import word_base

# What one will not do about a claim: "did not confirm", "declined to comment".
_CONFIRMING = frozenset("confirm comment verify corroborate discuss elaborate".split())
_DECLINING = frozenset("decline refuse".split())
# Who reports as a third party: a news outlet ("The Wall Street Journal reported", "the
# newspaper said", "state television said").
_OUTLETS = frozenset(
    """journal times post news newspaper newspapers paper daily magazine agency television tv radio
    network press wire channel broadcaster tabloid media reuters bloomberg""".split()
)
# Entities a contest can name (the tagger may take a name for a common noun).
_NAMED = frozenset({"PERSON", "ORG", "GPE", "NORP"})
# How far after a report its contest is read, in sentences.
_WINDOW = 2
_VBN = get_string_id("VBN")
_NSUBJ = get_string_id("nsubj")


def contested(report: Token, claim: Token) -> bool:
    """Whether the article contests what ``report`` (a verb of saying, or the "according" of
    "according to the paper") says in ``claim`` (the clause it reports): see the module's doc."""
    according = report.lower_ == "according"
    if claim.pos_ not in ("VERB", "AUX") or not (according or word_base(report) in REPORTING_VERBS):
        return False
    start = max(report.i, claim.i)
    # The words after the report that contest it, from each sentence's list: most reports have
    # none, and then the report's and the claim's words need not be read at all.
    unconfirmed, contests = [], []
    for offset, sent in enumerate(_sentences_from(report)):
        denials, subjects = _contest_words(sent)
        after = 0 if offset else start + 1
        if offset <= 1:
            unconfirmed += [i for i in denials if i >= after]
        contests += [who for i, who in subjects if i >= after]
    if unconfirmed:
        return True  # "The claim could not be independently verified."
    if not contests:
        return False
    if according:
        source_words = list(report.subtree)
    else:
        source_words = [t for c in report.children if c.dep_ in ("nsubj", "nsubjpass") for t in c.subtree]
    if not (word_base(report) == "report" or any(t.lower_ in _OUTLETS for t in source_words)):
        return False  # only a third party's report is contested by the party it names
    # "X was pushed out, the paper reported": the report hangs under its claim; its own words are not the claim's.
    outside = set() if _under(claim, report) else {t.i for t in report.subtree}
    named = _names(t for t in claim.subtree if t.i not in outside) - _names(source_words)
    doc = report.doc
    return any(_names(_name_words(doc[who])) & named for who in contests)


# Doc.user_data key: by sentence (its first word's index), the words :func:`_contest_words` found.
_CONTESTS = "kg.contests"


def _contest_words(sent: Span) -> tuple[tuple[int, ...], tuple[tuple[int, int], ...]]:
    """The sentence's passive denials of confirmation (:func:`_unconfirmed`), and its contests as
    (verb, subject) indices (:func:`_contests`, with the verb's first subject): read once a
    sentence, though every report up to two sentences before it asks."""
    found = sent.doc.user_data.setdefault(_CONTESTS, {})
    words = found.get(sent.start)
    if words is None:
        # A denial is a past participle, a contest a verb with a subject: one pass over the
        # sentence's tags and labels finds those few, and only their lemmas are read.
        participles: list[Token] = []
        subject_of: dict[int, int] = {}
        for tok in sent:
            if tok.tag == _VBN:
                participles.append(tok)
            if tok.dep == _NSUBJ:
                subject_of.setdefault(tok.head.i, tok.i)
        doc = sent.doc
        words = found[sent.start] = (
            tuple(tok.i for tok in participles if _unconfirmed(tok)),
            tuple((i, subject_of[i]) for i in sorted(subject_of) if _contests(doc[i])),
        )
    return words


def _name_words(noun: Token) -> Iterator[Token]:
    """The noun and the names before it ("Apple", "Apple's spokesman"), not what a
    preposition adds ("the lawyer for Smith" is not Smith)."""
    yield noun
    for child in noun.children:
        if child.dep_ in ("compound", "poss", "flat"):
            yield from child.subtree


def _under(tok: Token, ancestor: Token) -> bool:
    return any(a.i == ancestor.i for a in tok.ancestors)


def _names(tokens: Iterable[Token]) -> set[str]:
    return {t.lower_ for t in tokens if t.pos_ == "PROPN" or t.ent_type_ in _NAMED}


def _sentences_from(tok: Token) -> Iterator[Span]:
    sent = tok.sent
    for _ in range(_WINDOW + 1):
        yield sent
        if sent.end >= len(tok.doc):
            return
        sent = tok.doc[sent.end].sent


def _negated(verb: Token) -> bool:
    return any(c.dep_ == "neg" for c in verb.children)


def _unconfirmed(verb: Token) -> bool:
    """ "could not be confirmed", "has not been independently verified": a passive denial of
    confirmation."""
    return (
        word_base(verb) in _CONFIRMING
        and verb.tag_ == "VBN"
        and _negated(verb)
        and any(c.dep_ == "auxpass" for c in verb.children)
    )


def _contests(verb: Token) -> bool:
    """Whether ``verb`` is a denial ("X denied"), a non-answer ("X did not say whether", "X would
    not confirm") or a refusal to confirm ("X declined to comment")."""
    base = word_base(verb)
    return (
        base == "deny"
        or (base in _CONFIRMING and _negated(verb))
        or (
            base == "say"
            and _negated(verb)
            and any(c.dep_ == "ccomp" and any(m.lower_ in ("whether", "if") for m in c.children) for c in verb.children)
        )
        or (
            base in _DECLINING
            and any(c.dep_ == "xcomp" and word_base(c) in _CONFIRMING | {"say"} for c in verb.children)
        )
    )
