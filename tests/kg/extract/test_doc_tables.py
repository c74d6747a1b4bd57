"""Per-Doc look-ups and shortcuts give what the plain reading gives."""

import pytest
import spacy
from spacy.attrs import ORTH
from spacy.tokens import Doc

from kg.extract.kinds import place_standing_for_works


def _doc(words: str, heads: list[int], deps: str) -> Doc:
    return Doc(spacy.blank("en").vocab, words=words.split(), heads=heads, deps=deps.split())


def test_place_standing_for_works_finds_the_same_word_earlier_only() -> None:
    # "Atlanta plants closed . Atlanta makes cars": the first "Atlanta" names the works.
    doc = _doc(
        "Atlanta plants closed . Atlanta makes cars",
        [1, 2, 2, 2, 5, 5, 5],
        "compound nsubj ROOT punct nsubj ROOT dobj",
    )
    for tok in (doc[0], doc[4]):
        tok.ent_type_ = "GPE"
    assert place_standing_for_works(doc[4])
    other = _doc(
        "Boston plants closed . Atlanta makes cars", [1, 2, 2, 2, 5, 5, 5], "compound nsubj ROOT punct nsubj ROOT dobj"
    )
    other[4].ent_type_ = "GPE"
    assert doc[4].orth == doc.vocab.strings["Atlanta"] and other.to_array(ORTH)[0] != other[4].orth
    assert not place_standing_for_works(other[4])


def test_factuality_with_shared_steps_is_factuality_word_by_word() -> None:
    from kg.extract.factuality import factuality

    # "He may say they did not leave and will return": the walks share "say"'s and "leave"'s steps.
    doc = _doc(
        "He may say they did not leave and will return",
        [2, 2, 2, 6, 6, 6, 2, 6, 9, 6],
        "nsubj aux ROOT nsubj aux neg ccomp cc aux conj",
    )
    own: dict[int, str] = {}
    steps: dict[int, tuple[str, bool]] = {}
    shared = [factuality(tok, own, steps) for tok in reversed(doc)]
    assert steps and shared == [factuality(tok) for tok in reversed(doc)]


@pytest.mark.parametrize(
    ("trigger", "prefix"),
    [
        ("s", True),
        ("re", True),
        ("’s", True),
        ("a1", True),
        ("1a", True),
        ("sold", False),
        ("ab", False),
        ("é’ì", False),
    ],
)
def test_word_prefix_counts_letters_whatever_the_shortcut(trigger: str, prefix: bool) -> None:
    from kg.extract.worth import word_prefix
    from kg.model import EventMention

    ev = EventMention(0, len(trigger), trigger, trigger, "other", 1)
    assert word_prefix(ev) is prefix
    assert prefix is (trigger.lower() in ("re",) or sum(c.isalpha() for c in trigger) < 2)
