"""Two people joined by "and" that the tagger took for one name (kg.extract.paired_names)."""

from __future__ import annotations

import pytest
from spacy.tokens import Span

from kg.extract.paired_names import paired_people

pytestmark = [pytest.mark.model]

_TEXT = (
    "Andrew Lopez and Jonathan Carrasquillo were charged. "
    "Prosecutors said during the trial of Lopez and Carrasquillo that Acme and Brill paid."
)


def _ents(nlp, labels: dict[str, str]) -> list[Span]:
    doc = nlp.make_doc(_TEXT)
    spans = []
    for words, label in labels.items():
        start = _TEXT.rindex(words) if words.startswith("Lopez") else _TEXT.index(words)
        spans.append(doc.char_span(start, start + len(words), label=label))
    return sorted(spans, key=lambda s: s.start)


def test_two_people_named_elsewhere_joined_by_and_are_two(nlp) -> None:
    ents = _ents(
        nlp,
        {
            "Andrew Lopez": "PERSON",
            "Jonathan Carrasquillo": "PERSON",
            "Lopez and Carrasquillo": "ORG",
            "Acme and Brill": "ORG",
        },
    )
    got = [(e.text, e.label_) for e in paired_people(ents)]
    assert ("Lopez and Carrasquillo", "ORG") not in got
    assert ("Lopez", "PERSON") in got and ("Carrasquillo", "PERSON") in got
    # a firm whose sides name nobody in the article stays one
    assert ("Acme and Brill", "ORG") in got
