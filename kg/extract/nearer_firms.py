"""A company's description that reaches back past a company named in its own sentence.

"NPD said ... . According to a report, an internal memo at Apple showed the company passed
Wal-Mart": the resolver passes over "Apple" (a name after "at" is where, as a rule) and takes the
last sentence's subject, NPD. A company the sentence names before "the company" is as likely
the one meant as any earlier; with two in view the choice is unsure, and no name is better than
a wrong one. Pure function over the resolver's output, used by :mod:`kg.extract.doc_index`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from spacy.tokens import Doc

from kg.extract.antecedents import ORG_NOUNS
from kg.extract.syntax import SUBJECT_DEPS
from kg.model import Mention


def without_nearer_firms(
    doc: Doc, mentions: Sequence[Mention], resolved: Mapping[int, tuple[int, ...]]
) -> dict[int, tuple[int, ...]]:
    """``resolved`` (token index -> mention numbers) without a singular company description as a
    clause's subject ("the company passed") resolved to a name of an earlier sentence when an organisation
    of another name stands before it in its own sentence, outside what its verb says."""
    out: dict[int, tuple[int, ...]] = {}
    for i, numbers in resolved.items():
        tok = doc[i]
        if tok.lower_ in ORG_NOUNS and tok.tag_ == "NN" and _rival_in_sentence(doc, mentions, i, numbers):
            continue
        out[i] = numbers
    return out


def _rival_in_sentence(doc: Doc, mentions: Sequence[Mention], i: int, numbers: tuple[int, ...]) -> bool:
    sent = doc[i].sent
    start, at = sent.start_char, doc[i].idx
    if any(mentions[n].start >= start for n in numbers):
        return False  # the name found is in the description's own sentence
    # Only a clause's subject: "a merger or sale of the company" is less a new topic than an aside.
    tok = doc[i]
    if tok.dep_ not in SUBJECT_DEPS:
        return False
    found = {mentions[n].name for n in numbers}
    before = [m for m in mentions if start <= m.start < at]
    if any(m.name in found for m in before):
        return False  # "results for the Apple computer company": the name found is here too
    # A name inside what the description's own verb says is no rival: "About 1.1 million Class C
    # warrants were issued, the company said" (the company said it, about the warrants).
    verb = tok.head
    own = range(verb.left_edge.idx, verb.right_edge.idx + len(verb.right_edge))
    return any(m.type == "ORG" and m.start not in own for m in before)
