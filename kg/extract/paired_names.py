"""Two people the tagger took for one name: "the murder trial of Lopez and Carrasquillo" came out
as one organisation "Lopez and Carrasquillo", and the graph then showed one actor where the
article tells of two. When each side of the "and" is a person the article names elsewhere
("Andrew Lopez", "Jonathan Carrasquillo"), the span is the two people.

Pure functions over the tagger's entity spans, run before they become mentions
(:mod:`kg.extract.entities`).
"""

from __future__ import annotations

from collections.abc import Sequence

from spacy.tokens import Span


def paired_people(ents: Sequence[Span]) -> list[Span]:
    """The tagger's entities, with a non-person span "X and Y" split into the persons X and Y when
    the article names each of them as a person elsewhere (by the same name or one ending in it)."""
    people = {_words(ent) for ent in ents if ent.label_ == "PERSON"}
    people |= {(ent[-1].text,) for ent in ents if ent.label_ == "PERSON"}  # "Lopez" of "Andrew Lopez"
    out: list[Span] = []
    for ent in ents:
        split = None if ent.label_ == "PERSON" else _split_at_and(ent)
        if split is not None and all(_words(side) in people for side in split):
            out.extend(Span(ent.doc, side.start, side.end, label="PERSON") for side in split)
        else:
            out.append(ent)
    return out


def _split_at_and(ent: Span) -> tuple[Span, Span] | None:
    """The two sides of one "and" inside ``ent``, each a capitalised name; None otherwise."""
    ands = [t.i for t in ent if t.lower_ == "and"]
    if len(ands) != 1 or ands[0] in (ent.start, ent.end - 1):
        return None
    left, right = ent.doc[ent.start : ands[0]], ent.doc[ands[0] + 1 : ent.end]
    if not all(t.text[:1].isupper() for side in (left, right) for t in side):
        return None
    return left, right


def _words(span: Span) -> tuple[str, ...]:
    return tuple(t.text for t in span)
