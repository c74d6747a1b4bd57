import spacy
from spacy.matcher import Matcher

from kg.time.expressions.fastmatch import Stretches, flagged
from kg.time.expressions.patterns import PATTERNS

TEXT = (
    "Last Sunday, early next week and the past three years; on Monday morning at 10:30 p.m. EST. "
    "In the 1990s, in March 2001 and since 1979, every Tuesday, weekly, two years ago, "
    "the comparable year-ago quarter, the latest period, a later date, Christmas Eve, "
    "later in the day, that same week, several months, nowadays. Nothing here."
)


# A blank pipeline has no tagger or parser: leave out the patterns that test POS or DEP.
LEXICAL = {
    label: [p for p in group if not any({"POS", "DEP", "TAG"} & set(spec) for spec in p)]
    for label, group in PATTERNS.items()
}


def _matches(nlp, patterns, **kwargs):
    matcher = Matcher(nlp.vocab, **kwargs)
    for label, group in patterns.items():
        matcher.add(label, group)
    return sorted((nlp.vocab.strings[k], s, e) for k, s, e in matcher(nlp(TEXT)))


def test_flagged_patterns_find_exactly_what_the_plain_ones_find():
    plain = _matches(spacy.blank("en"), LEXICAL)
    nlp = spacy.blank("en")
    assert len(plain) > 20
    assert _matches(nlp, flagged(nlp.vocab, LEXICAL), validate=False) == plain


def test_without_free_flag_bits_the_tests_stay_as_they_were():
    nlp = spacy.blank("en")
    try:
        while True:
            nlp.vocab.add_flag(lambda text: False)
    except ValueError:
        pass
    assert flagged(nlp.vocab, PATTERNS) == {k: [list(p) for p in v] for k, v in PATTERNS.items()}


def test_scarce_flag_bits_go_to_the_tests_a_match_can_open_with():
    nlp = spacy.blank("en")
    free = []
    try:
        while True:
            free.append(nlp.vocab.add_flag(lambda text: False))
    except ValueError:
        pass
    # One bit left (flag ids cannot be freed, so build a fresh vocab with one spare).
    nlp = spacy.blank("en")
    for _ in free[:-1]:
        nlp.vocab.add_flag(lambda text: False)
    deep = {"LOWER": {"IN": ["ago", "earlier"]}}
    opening = {"LOWER": {"IN": ["several", "few"]}}
    out = flagged(
        nlp.vocab,
        {
            "X": [
                [{"LIKE_NUM": True}, {"LOWER": "years"}, deep],
                [{"LOWER": "the", "OP": "?"}, opening, {"LOWER": "days"}],
            ]
        },
    )
    assert out["X"][0][2] == deep  # left as a predicate
    assert out["X"][1][1] != opening and all(v is True for v in out["X"][1][1].values())


def test_stretches_find_what_the_whole_doc_gives():
    nlp = spacy.blank("en")
    patterns = flagged(nlp.vocab, LEXICAL)
    matcher = Matcher(nlp.vocab, validate=False)
    for label, group in patterns.items():
        matcher.add(label, group)
    doc = nlp(TEXT + " " + TEXT.lower())
    stretches = Stretches(nlp.vocab, matcher, patterns)
    assert stretches.tests is not None
    whole = sorted(matcher(doc))
    assert len(whole) > 40
    assert sorted(stretches(doc)) == whole
    # Words no pattern word can match are left out of every stretch.
    usable = stretches._usable(doc)
    assert not usable[[t.i for t in doc if t.lower_ == "here"]].any()
    # "the" is only ever part of a longer match; "nowadays" is one on its own.
    assert set(usable[[t.i for t in doc if t.lower_ == "the"]].tolist()) == {1}
    assert set(usable[[t.i for t in doc if t.lower_ == "nowadays"]].tolist()) == {2}


def test_a_pattern_word_with_no_test_of_its_own_means_the_whole_doc():
    nlp = spacy.blank("en")
    matcher = Matcher(nlp.vocab)
    patterns = {"X": [[{"LOWER": "next"}, {}]]}  # any word after "next"
    matcher.add("X", patterns["X"])
    stretches = Stretches(nlp.vocab, matcher, patterns)
    assert stretches.tests is None
    doc = nlp("See you next week.")
    assert stretches(doc) == matcher(doc)
