"""The noun a relative clause with no relative pronoun hangs on is what its verb acts on
(kg.extract.contact_clauses; issue 52, round 19's judged audit: "Bush began" of "continued the
diplomacy he began after the invasion")."""

from __future__ import annotations

import pytest
from spacy.language import Language

from kg.extract.arguments import verb_arguments
from kg.extract.contact_clauses import contact_object

pytestmark = [pytest.mark.model]


def _object(kg_pipeline: Language, text: str, verb: str) -> str | None:
    doc = kg_pipeline(text)
    found = contact_object(next(t for t in doc if t.text == verb))
    return found.text if found is not None else None


@pytest.mark.parametrize(
    ("text", "verb", "expected"),
    [
        ("Mr. Lind continued the personal diplomacy he began after the invasion.", "began", "diplomacy"),
        ("The minister resumed the talks she started in May.", "started", "talks"),
        # the noun tells when, or is a preposition's, or the clause has its own object
        ("She recalled the day the strike began in Oslo.", "began", None),
        ("He sold the firm he worked for last year.", "worked", None),
        ("The minister resumed the talks she started with the rebels in May.", "resumed", None),
        ("The report that he wrote was leaked.", "wrote", None),
    ],
)
def test_the_noun_of_a_contact_clause_is_its_verbs_object(kg_pipeline: Language, text, verb, expected) -> None:
    assert _object(kg_pipeline, text, verb) == expected


def test_an_aspectual_verb_of_a_contact_clause_has_its_noun_as_patient(kg_pipeline: Language) -> None:
    doc = kg_pipeline("Mr. Lind continued the personal diplomacy he began after the invasion.")
    args = verb_arguments(next(t for t in doc if t.text == "began"))
    assert [t.text for t in args.patients] == ["diplomacy"]
