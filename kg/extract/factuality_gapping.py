"""A conjunct that leaves out the modal and "be" of the clause before it shares that clause's
reading.

"fears that the government may be in turmoil and the Labor Party positioned to regain control":
"positioned" has its own subject but no auxiliary; it is "may be positioned", as unasserted as
"may be in turmoil". The parse often hangs such a conjunct on the sentence's main verb, so the walk
up from it never meets "may". Only a participle form with no auxiliary of its own, right after
"and" and its own subject, after "modal be" in the same stretch of text with no clause break.
A pure function over spaCy tokens, used by :mod:`kg.extract.factuality`.
"""

from __future__ import annotations

import re

from spacy.tokens import Token

# "may be in turmoil and ": a modal, "be", at most 60 characters with no clause break, "and".
_MODAL_BE_THEN_AND = re.compile(
    r"\b(may|might|could|would|should|must|will|can)\s+(not\s+)?(also\s+)?be\b[^,;:.!?()\"“”]{0,60}\s+and\s+$",
    re.I,
)
_AUXILIARIES = frozenset({"aux", "auxpass", "neg"})


def gapped_be(tok: Token) -> Token | None:
    """The "be" of the clause whose modal and "be" participle ``tok`` leaves out (module
    docstring), or None."""
    if tok.tag_ not in ("VBD", "VBN") or tok.dep_ != "conj":
        return None
    children = list(tok.children)
    if any(c.dep_ in _AUXILIARIES for c in children):
        return None
    subjects = [c for c in children if c.dep_ in ("nsubj", "nsubjpass") and c.i < tok.i]
    if len(subjects) != 1:
        return None
    doc = tok.doc
    start = subjects[0].left_edge.i
    sentence_start = tok.sent.start
    before = doc[sentence_start:start].text_with_ws if start > sentence_start else ""
    found = _MODAL_BE_THEN_AND.search(before)
    if found is None:
        return None
    at = doc[sentence_start].idx + found.start(3 if found.group(3) else 0)
    return next((t for t in doc[sentence_start:start] if t.idx >= at and t.lower_ == "be"), None)
