import pytest
import spacy

from kg.extract.attribute_rules import RuleAnnotations, RuleMatches, _rules, fast_attribute_ruler

# One rule of each kind the small English pipelines' attribute ruler holds.
RULES = [
    ([[{"TAG": "NN"}]], {"POS": "NOUN", "MORPH": "Number=Sing"}, 0),
    ([[{"TAG": "VBZ", "LOWER": {"IN": ["is", "'s"]}}]], {"LEMMA": "be", "POS": "AUX"}, 0),
    ([[{"TAG": "VBZ", "LOWER": "gets"}], [{"TAG": "VBD", "LOWER": "got"}]], {"LEMMA": "get"}, 0),
    ([[{"LOWER": "gon"}, {"LOWER": "na"}]], {"LEMMA": "to"}, 1),
    ([[{"LOWER": {"REGEX": "^y'?$"}}, {"LOWER": "all"}]], {"LEMMA": "you"}, 0),
    ([[{"LOWER": {"REGEX": "^n[ou]thin'$"}}]], {"LEMMA": "nothing"}, 0),
    # A regex after a word test: searched only where the first word passed ("He gets", not "it ,").
    ([[{"TAG": "PRP"}, {"LOWER": {"REGEX": "^g"}}]], {"MORPH": "Person=3"}, 0),
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


def test_annotations_are_set_on_the_rules_word_as_spacy_sets_them():
    nlp, ruler, doc = _ruled()
    ruler.add([[{"LOWER": "is"}, {"LOWER": "it"}]], {"MORPH": "Case=Nom"}, -1)
    plain = spacy.tokens.Doc(doc.vocab).from_bytes(doc.to_bytes())
    matches = ruler.match(doc)
    ruler.set_annotations(plain, matches)
    fast_attribute_ruler(nlp)
    assert isinstance(ruler.set_annotations, RuleAnnotations)
    ruler.set_annotations(doc, matches)
    cols = ["TAG", "POS", "MORPH", "LEMMA", "DEP"]
    assert (doc.to_array(cols) == plain.to_array(cols)).all()
    assert str(doc[12].morph) == "Case=Nom"  # the last word of "is it", by index -1


def test_an_index_outside_the_match_fails_as_in_spacy():
    nlp, ruler, doc = _ruled()
    ruler.add([[{"LOWER": "he"}]], {"POS": "PRON"}, 1)
    fast_attribute_ruler(nlp)
    with pytest.raises(ValueError, match="E1001"):
        ruler.set_annotations(doc, ruler.match(doc))
