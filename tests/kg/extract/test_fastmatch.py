import pytest
import spacy
from spacy.matcher import Matcher

from kg.extract.fastmatch import RuleMatches, Stretches, _rules, fast_attribute_ruler, flagged
from kg.extract.timex_patterns import PATTERNS

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


# One rule of each kind the small English pipelines' attribute ruler holds.
RULES = [
    ([[{"TAG": "NN"}]], {"POS": "NOUN", "MORPH": "Number=Sing"}, 0),
    ([[{"TAG": "VBZ", "LOWER": {"IN": ["is", "'s"]}}]], {"LEMMA": "be", "POS": "AUX"}, 0),
    ([[{"TAG": "VBZ", "LOWER": "gets"}], [{"TAG": "VBD", "LOWER": "got"}]], {"LEMMA": "get"}, 0),
    ([[{"LOWER": "gon"}, {"LOWER": "na"}]], {"LEMMA": "to"}, 1),
    ([[{"LOWER": {"REGEX": "^y'?$"}}, {"LOWER": "all"}]], {"LEMMA": "you"}, 0),
    ([[{"LOWER": {"REGEX": "^n[ou]thin'$"}}]], {"LEMMA": "nothing"}, 0),
    ([[{"TAG": {"NOT_IN": ["TO", ""]}, "DEP": {"IN": ["aux", "auxpass"]}}]], {"POS": "AUX"}, 0),
    ([[{"LOWER": "it", "DEP": {"IN": ["dobj", "pobj"]}}]], {"MORPH": "Case=Acc"}, 0),
    ([[{"IS_SPACE": True, "DEP": {"NOT_IN": [""]}}]], {"DEP": "dep"}, 0),
    ([[{"IS_SPACE": True}]], {"TAG": "_SP", "POS": "SPACE"}, 0),
]
WORDS = "He gets it , y' all got gon na nothin' \n is it 's done".split(" ")
TAGS = ["PRP", "VBZ", "PRP", ",", "PRP", "DT", "VBD", "VBG", "TO", "NN", "_SP", "VBZ", "PRP", "VBZ", "VBN"]
DEPS = [
    "nsubj",
    "ROOT",
    "dobj",
    "punct",
    "nsubj",
    "appos",
    "conj",
    "xcomp",
    "aux",
    "dobj",
    "dep",
    "aux",
    "nsubj",
    "auxpass",
    "ROOT",
]


def _ruled():
    nlp = spacy.blank("en")
    ruler = nlp.add_pipe("attribute_ruler")
    for patterns, attrs, index in RULES:
        ruler.add(patterns, attrs, index)
    doc = spacy.tokens.Doc(nlp.vocab, words=WORDS, tags=TAGS, deps=DEPS, heads=[1] * len(WORDS))
    return nlp, ruler, doc


def test_rule_matches_are_the_attribute_rulers_own():
    nlp, ruler, doc = _ruled()
    expected = ruler.match(doc)
    assert len({m[0] for m in expected}) == len(RULES)  # every rule matched somewhere
    fast_attribute_ruler(nlp)
    assert isinstance(ruler.match, RuleMatches)
    assert ruler.match(doc) == expected


def test_the_same_attributes_are_set():
    nlp, ruler, doc = _ruled()
    plain = ruler(spacy.tokens.Doc(doc.vocab).from_bytes(doc.to_bytes()))
    fast_attribute_ruler(nlp)
    fast = ruler(doc)
    cols = ["TAG", "POS", "MORPH", "LEMMA", "DEP"]
    assert (fast.to_array(cols) == plain.to_array(cols)).all()
    assert [t.lemma_ for t in fast][7:9] == ["", "to"]


def test_a_ruler_with_another_kind_of_rule_keeps_its_matcher():
    nlp = spacy.blank("en")
    ruler = nlp.add_pipe("attribute_ruler")
    ruler.add([[{"TAG": "NN"}]], {"POS": "NOUN"})
    ruler.add([[{"LOWER": "very", "OP": "+"}]], {"POS": "ADV"})
    fast_attribute_ruler(nlp)
    assert not isinstance(ruler.match, RuleMatches)


@pytest.mark.model
def test_the_trained_pipelines_ruler_is_matched_the_same(nlp):
    text = "The talks, which he didn't attend, gon na resume. It's gotta end; y'all know it isn't over.\n\nNothin' is."
    ruler = nlp.get_pipe("attribute_ruler")
    doc = nlp.make_doc(text)
    for name, proc in nlp.pipeline:
        if name == "attribute_ruler":
            break
        doc = proc(doc)
    expected = ruler.match(doc)
    rules = _rules(ruler)
    assert rules is not None and len(expected) > 10
    assert RuleMatches(ruler.vocab, rules)(doc) == expected


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
