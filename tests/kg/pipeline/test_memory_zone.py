"""A batch's new words leave the vocabulary when it ends: a worker's memory stays flat."""

from __future__ import annotations

import pytest
import spacy

from kg.model import Article, Extraction
from kg.pipeline.extraction import extract_batch
from kg.runtime.records import encode

pytestmark = pytest.mark.skipif(not hasattr(spacy.blank("en"), "memory_zone"), reason="spaCy < 3.8")


def _articles(words: list[str]) -> list[Article]:
    return [Article(id=f"a{i}", text=f"{w} met Zorblax{i} in Quenthorpe on 3 May 2004.") for i, w in enumerate(words)]


def test_a_batch_adds_no_string_to_the_vocabulary_for_good():
    blank = spacy.blank("en")
    extract_batch(blank, _articles(["Hello"]), 8)  # the first batch also builds kg's matchers
    extract_batch(blank, _articles(["Hello"]), 8)  # and keeps the words met again (the next test)
    before = len(blank.vocab.strings)
    extract_batch(blank, _articles(["Xylophrax", "Vendalune", "Ostrivel"]), 8)
    assert "Xylophrax" not in blank.vocab.strings
    assert len(blank.vocab.strings) == before


def test_words_met_again_are_kept_for_the_batches_after_and_no_more_than_the_tokenizer_caches():
    blank = spacy.blank("en")
    extract_batch(blank, _articles(["Xylophrax", "Vendalune"]), 8)
    # Tokenized outside the zone: the tokenizer keeps them, and the next batch's zone does not
    # make them again; a word met once is dropped with its batch.
    assert "Quenthorpe" in blank.vocab and "Xylophrax" not in blank.vocab
    small = spacy.blank("en")
    small.tokenizer.max_cache_size = 2
    made_up = ["Brelk", "Quenthorpe", "Mirvale", "Tossary"]
    extract_batch(small, [Article(id=f"a{i}", text=" ".join(made_up)) for i in range(3)], 8)
    assert len([w for w in made_up if w in small.vocab]) == 2


@pytest.mark.model
def test_what_a_batch_returns_is_whole_after_its_zone(nlp):
    first = extract_batch(nlp, _articles(["Xylophrax", "Vendalune"]), 8)
    extract_batch(nlp, _articles(["Ostrivel"]), 8)  # the words met again are kept from here on
    before = len(nlp.vocab.strings)
    extract_batch(nlp, _articles(["Quistoran"]), 8)  # a later zone reuses the freed memory
    assert len(nlp.vocab.strings) == before
    assert all(isinstance(ex, Extraction) for ex in first)
    assert any(m.name.startswith("Xylophrax") for ex in first for m in ex.mentions)
    # Read after its zone, a record is what parsing the article again gives, to the byte.
    again = extract_batch(nlp, _articles(["Xylophrax", "Vendalune"]), 8)
    assert [encode(ex) for ex in first] == [encode(ex) for ex in again]
