"""A report the article itself marks as unconfirmed or contested.

"The Wall Street Journal reported that Papermaster had been pushed out. ... Papermaster did not
say whether he decided to leave or was forced out": what one party reports and the party it is
about will not confirm (denies, declines to confirm, does not say whether) is that party's
report, not something the text asserts. So is a claim the text says "could not be confirmed".
Most news is "X said Y happened", and stays a fact: only a contest by someone the report names
and who is not its source, or a "could not be confirmed" right after it, changes it. The contest
of a named party counts only against a third party's report (a news outlet's, one told with
"report", "reports" or "sources"), not against what officials say. A contest in the report's
sentence or the next two is read here; what the rest of the article says against it is read by
:mod:`kg.extract.disputed`. Pure functions over spaCy tokens.
"""

from __future__ import annotations

from collections.abc import Iterator

from spacy.strings import get_string_id
from spacy.tokens import Span, Token

from kg.extract.disputed import (
    CONFIRMING,
    contesting_subject,
    disputed,
    name_words,
    names,
    negated,
    third_party,
)
from kg.extract.lexicon import REPORTING_VERBS
from kg.extract.mood import word_base

# Who reports as a third party: a news outlet ("The Wall Street Journal reported", "the
# newspaper said", "state television said").
_OUTLETS = frozenset(
    """journal times post news newspaper newspapers paper daily magazine agency television tv radio
    network press wire channel broadcaster tabloid media reuters bloomberg""".split()
)
# How far after a report its contest is read, in sentences.
_WINDOW = 2
_VBN = get_string_id("VBN")


def contested(report: Token, claim: Token) -> bool:
    """Whether the article contests what ``report`` (a verb of saying, or the "according" of
    "according to the paper") says in ``claim`` (the clause it reports): see the module's doc,
    and :mod:`kg.extract.disputed` for what the article says against it elsewhere."""
    according = report.lower_ == "according"
    far: set[int] = set()
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
    if according:
        source_words = list(report.subtree)
    else:
        # The subject nearest the verb: "Mr. Vance, the SEC said, made ...": the parse may give
        # the aside the claim's subject too.
        speakers = [c for c in report.children if c.dep_ in ("nsubj", "nsubjpass")]
        nearest = min(speakers, key=lambda c: abs(c.i - report.i), default=None)
        source_words = list(nearest.subtree) if nearest is not None else []
        far = {t.i for c in speakers if nearest is None or c.i != nearest.i for t in c.subtree}
    third = (
        word_base(report) == "report" or any(t.lower_ in _OUTLETS for t in source_words) or third_party(source_words)
    )
    # "X was pushed out, the paper reported": the report hangs under its claim; its own words are not the claim's.
    outside = set() if _under(claim, report) else {t.i for t in report.subtree} - far
    if disputed(report, claim, source_words, outside, third):
        return True
    if not contests or not third:
        return False  # only a third party's report is contested by the party it names
    named = names(t for t in claim.subtree if t.i not in outside) - names(source_words)
    doc = report.doc
    return any(names(name_words(doc[who])) & named for who in contests)


# Doc.user_data key: by sentence (its first word's index), the words :func:`_contest_words` found.
_CONTESTS = "kg.contests"


def _contest_words(sent: Span) -> tuple[tuple[int, ...], tuple[tuple[int, int], ...]]:
    """The sentence's passive denials of confirmation (:func:`_unconfirmed`), and its contests as
    (verb, subject) indices (:func:`kg.extract.disputed.contesting_subject`): read once a sentence, though every
    report up to two sentences before it asks."""
    found = sent.doc.user_data.setdefault(_CONTESTS, {})
    words = found.get(sent.start)
    if words is None:
        denials: list[int] = []
        subjects: list[tuple[int, int]] = []
        for tok in sent:  # one Token a word, read for both lists
            if tok.tag == _VBN and _unconfirmed(tok):
                denials.append(tok.i)
            if (who := contesting_subject(tok)) is not None:
                subjects.append((tok.i, who.i))
        words = found[sent.start] = (tuple(denials), tuple(subjects))
    return words


def _under(tok: Token, ancestor: Token) -> bool:
    return any(a.i == ancestor.i for a in tok.ancestors)


def _sentences_from(tok: Token) -> Iterator[Span]:
    sent = tok.sent
    for _ in range(_WINDOW + 1):
        yield sent
        if sent.end >= len(tok.doc):
            return
        sent = tok.doc[sent.end].sent


def _unconfirmed(verb: Token) -> bool:
    """ "could not be confirmed", "has not been independently verified": a passive denial of
    confirmation."""
    return (
        word_base(verb) in CONFIRMING
        and verb.tag_ == "VBN"
        and negated(verb)
        and any(c.dep_ == "auxpass" for c in verb.children)
    )
