"""Nearer rivals that leave a pronoun unresolved (issue 54): a plural noun between names joined
by "and" and a "they", a person named inside a phrase between a name and a "he"."""

from __future__ import annotations

import pytest

from tests.kg.extract.test_pronouns import _resolved, _words


def _all(found: dict[str, list[str]], word: str) -> list[list[str]]:
    return [names for key, names in found.items() if key.split("@")[0] == word]


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a plural object in a later sentence may be who "they" are: unresolved
        (
            "Nordwerk Bank and Southcar Motors say they sell only to customers. But sell programs hurt "
            "market makers these days. That is because of measures they adopted after the crash.",
            [["Nordwerk Bank", "Southcar Motors"]],
        ),
        # with nothing between, the names are who "they" are
        (
            "Nordwerk Bank and Southcar Motors say they sell only to customers. That is because of "
            "measures they adopted after the crash.",
            [["Nordwerk Bank", "Southcar Motors"]] * 2,
        ),
        # an object in the names' own sentence leaves them the antecedent
        (
            "Nordwerk Bank and Southcar Motors sold cars, and they said sales rose.",
            [["Nordwerk Bank", "Southcar Motors"]],
        ),
    ],
)
def test_they_and_plural_nouns_between(nlp, text, expected):
    """Issue 54: "Shearson, Merrill Lynch and Goldman Sachs say they do so ... sell programs hurt
    market makers ... measures they adopted" drew the three firms adopting the measures."""
    assert _all(_resolved(nlp, text), "they") == expected


@pytest.mark.model
def test_a_person_named_inside_a_phrase_nearer_leaves_he_unresolved(nlp):
    """Issue 54: "Slepian was killed ... Kopp purports to be a devout Roman Catholic, and the jobs he
    has held ... He has been arrested" (the parse read "Kopp purports" as one noun) drew Slepian
    arrested."""
    text = (
        "Police issued a warrant for James Kopp. Ben Hale was killed by a gunshot. Kopp purports to be a "
        "devout Catholic, and the jobs he has held were related to the movement."
    )
    assert "he" not in _words(_resolved(nlp, text))


@pytest.mark.model
def test_a_person_in_a_phrase_before_the_antecedent_does_not_count(nlp):
    """A person inside a phrase in the name's own sentence is no nearer rival."""
    text = "Ben Hale, a lawyer for the Tom Kopp family, spoke on Monday. He said the case was weak."
    assert _words(_resolved(nlp, text)).get("He") == ["Ben Hale"]


@pytest.mark.model
def test_a_thing_nearer_than_a_firm_in_a_persons_description_leaves_it_unresolved(nlp):
    """Issue 54: "Peter DaPuzzo, head of retail equity trading at Shearson Lehman Hutton, ... wasn't
    troubled by program trading when it began" drew "Shearson Lehman Hutton began"."""
    text = (
        "Tom Ode, head of equity trading at Nordwerk Bank, acknowledges that he wasn't troubled by "
        "program trading when it began in the bull market."
    )
    assert "it" not in _words(_resolved(nlp, text))


@pytest.mark.model
def test_a_firm_in_a_persons_description_with_no_thing_between_keeps_it(nlp):
    text = "Tom Ode, head of equity trading at Nordwerk Bank, said on Monday that it posted a loss."
    assert _words(_resolved(nlp, text)).get("it") == ["Nordwerk Bank"]


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # issue 54: "He argued setting an explicit deadline ... would, when it was broken, give ..."
        # drew Iraq as broken: the deadline brought in by "an" is what a passive "it" takes up
        (
            "Nordwerk Corp. was told to pay. He argued setting an explicit deadline would, when it was "
            "broken, give the bank a green light.",
            None,
        ),
        # with no new thing in its sentence, the firm is what was sold
        ("Nordwerk Corp. was told to pay. He said that it was sold in May.", ["Nordwerk Corp."]),
        # an active "it" keeps the firm
        ("Nordwerk Corp. was told to pay. He said setting a deadline failed when it refused.", ["Nordwerk Corp."]),
    ],
)
def test_a_passive_it_after_a_new_thing_in_its_sentence(nlp, text, expected):
    assert _words(_resolved(nlp, text)).get("it") == expected
