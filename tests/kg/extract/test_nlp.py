from pathlib import Path

import pytest
import spacy

import kg
from kg.errors import ModelError
from kg.extract.nlp import (
    PREFERRED_MODELS,
    _deferred_lemmatizer,
    default_model,
    describe_model,
    hash_lemma_index,
    lemma,
    load_model,
    mark_line_breaks,
    parse,
)


def test_default_prefers_the_official_pipeline_name():
    assert default_model() in PREFERRED_MODELS


def test_unknown_model_is_a_usage_error_that_says_what_to_do():
    with pytest.raises(ModelError, match="--model") as info:
        load_model("no_such_pipeline_xx")
    assert info.value.exit_code == 2


@pytest.mark.model
def test_default_model_has_parser_and_ner(nlp):
    assert {"parser", "ner"} <= set(nlp.pipe_names)


def test_describe_reads_an_installed_pipeline_without_loading_it():
    ident, pipes = describe_model(default_model())
    assert ident.startswith("en_") and {"parser", "ner"} <= set(pipes)


def test_describe_fails_like_load_for_an_unknown_pipeline():
    with pytest.raises(ModelError, match="--model"):
        describe_model("no_such_pipeline_xx")


@pytest.mark.model
def test_described_and_loaded_pipelines_agree(nlp):
    assert describe_model(nlp) == describe_model(default_model())


@pytest.mark.model
def test_deferred_lemmatizer_gives_the_components_lemmas(nlp):
    text = (
        "The prisoners were freed on Sunday after he had issued an amnesty. "
        "She's saying they'd gone, and the talks were being postponed."
    )
    full = nlp(text)
    deferred = next(parse(nlp, [text]))
    assert not all(t.lemma_ for t in deferred)  # nothing lemmatized until asked
    assert [lemma(t) for t in deferred] == [t.lemma_ for t in full]


@pytest.mark.model
def test_hashed_lemma_index_gives_the_same_lemmas():
    text = (
        "The ministers' meetings were postponed; buses, wolves and analyses stopped. "
        "Geese flew over the churches while she was lying about the mice."
    )
    before = [t.lemma_ for t in load_model()(text)]
    nlp = load_model()
    hash_lemma_index(nlp)
    index = nlp.get_pipe("lemmatizer").lookups.get_table("lemma_index")
    assert all(isinstance(words, frozenset) for words in index.values())
    assert [t.lemma_ for t in nlp(text)] == before


def test_lemmatizer_followed_by_an_unknown_component_is_not_deferred():
    nlp = spacy.blank("en")
    nlp.add_pipe("lemmatizer", config={"mode": "lookup"})
    nlp.add_pipe("sentencizer")  # might read lemmas, for all kg knows
    assert _deferred_lemmatizer(nlp) is None
    nlp.remove_pipe("sentencizer")
    assert _deferred_lemmatizer(nlp)[0] == "lemmatizer"


def test_kg_reads_lemmas_only_through_kg_tokens_lemma():
    # Token.lemma_ is empty for words parse() has not lemmatized yet.
    root = Path(kg.__file__).parent
    allowed = {Path("tokens.py"), Path("extract", "nlp.py")}  # the reader, and parse()'s doctest
    readers = [
        str(p.relative_to(root))
        for p in sorted(root.rglob("*.py"))
        if p.relative_to(root) not in allowed and ".lemma_" in p.read_text(encoding="utf-8")
    ]
    assert readers == []


@pytest.mark.model
def test_a_headline_and_dateline_are_sentences_of_their_own(nlp):
    text = "Apple launches new iPhone\nJune 9, 2009\nApple Computer today announced its latest iPhone."
    doc = next(parse(nlp, [text]))
    assert [s.text.strip() for s in doc.sents] == [
        "Apple launches new iPhone",
        "June 9, 2009",
        "Apple Computer today announced its latest iPhone.",
    ]


@pytest.mark.model
def test_hard_wrapped_lines_are_not_sentences_but_blank_lines_are(nlp):
    text = (
        "The minister said on Tuesday that the old bridge would\n"
        "reopen in May, after repairs that had cost far more than\n"
        "the city had planned for when the work began last year.\n"
        "\n"
        "Engineers disagreed\n"
        "\n"
        "They said the work would take until the end of the summer."
    )
    sentences = [" ".join(s.text.split()) for s in next(parse(nlp, [text])).sents]
    assert sentences[0].startswith("The minister said") and sentences[0].endswith("work began last year.")
    assert "Engineers disagreed" in sentences and sentences[-1].startswith("They said")


def _paragraphs(n: int) -> str:
    return "".join(f"Maria Lopez spoke in Ruritania on day {i}. She left.\nThe State answered.\n\n" for i in range(n))


def test_a_text_over_max_length_is_parsed_in_pieces_with_its_offsets(ruler_nlp):
    from kg.extract.nlp import parse

    # Paragraphs, then a run with no boundary at all: it is cut at the limit.
    prose = _paragraphs(40)
    text = prose + "Lopez" + "x" * 700 + " went home to Ruritania."
    whole = next(parse(ruler_nlp, [text]))  # under spaCy's million characters: one piece
    ruler_nlp.max_length = 500
    try:
        pieces = next(parse(ruler_nlp, [text, "Lopez left."]))
    finally:
        ruler_nlp.max_length = 1_000_000
    assert pieces.text == text
    assert [(e.start_char, e.end_char, e.label_) for e in pieces.ents] == [
        (e.start_char, e.end_char, e.label_) for e in whole.ents
    ]
    assert all(text[e.start_char : e.end_char] == e.text for e in pieces.ents)
    # Cut at blank lines, the pieces do not change a token or a sentence of the prose.
    assert [(t.idx, t.text, t.is_sent_start) for t in pieces if t.idx < len(prose)] == [
        (t.idx, t.text, t.is_sent_start) for t in whole if t.idx < len(prose)
    ]
    assert len(pieces) > len(whole)  # the run was cut


def test_the_texts_after_a_long_one_keep_their_own_docs(ruler_nlp):
    from kg.extract.nlp import parse

    ruler_nlp.max_length = 300
    try:
        docs = list(parse(ruler_nlp, ["Lopez left.", _paragraphs(20), "Ruritania won."], batch_size=2))
    finally:
        ruler_nlp.max_length = 1_000_000
    assert [d.text for d in docs] == ["Lopez left.", _paragraphs(20), "Ruritania won."]


@pytest.mark.parametrize(
    "text", ["a" * 1000, ("word " * 50 + "\n") * 20, "One. Two! Three?\n\nFour. " * 30, "\n\n\n" * 100, ""]
)
def test_split_text_pieces_join_back_and_respect_the_limit(text):
    from kg.extract.nlp import split_text

    pieces = split_text(text, 64)
    assert "".join(pieces) == text
    assert all(0 < len(p) <= 64 for p in pieces) or pieces == [""]


def test_split_text_prefers_blank_lines_then_line_breaks():
    from kg.extract.nlp import split_text

    assert split_text("aaaa bbbb.\ncccc\n\ndddd", 18) == ["aaaa bbbb.\ncccc\n\n", "dddd"]
    assert split_text("aaaa bbbb. cccc\ndddd eeee", 18) == ["aaaa bbbb. cccc\n", "dddd eeee"]


def test_long_runs_without_whitespace_are_one_token_and_prose_is_unchanged():
    import pickle

    from kg.extract.nlp import LONG_RUN_CHARS, bound_tokens

    prose = (
        'On 3 May, U.S. officials (in Washington) said: "It\'s over-the-top!" See '
        "https://example.com/a-b?c=d&e=f - e-mail me@example.com; 50% of $1.5bn... " + "-a" * (LONG_RUN_CHARS // 2 - 1)
    )
    plain, bounded = spacy.blank("en"), spacy.blank("en")
    bound_tokens(bounded)
    bound_tokens(bounded)  # twice is once
    assert [t.text for t in bounded(prose)] == [t.text for t in plain(prose)]
    run = "-a" * 50_000
    assert [t.text for t in bounded(f"x {run} y")] == ["x", run, "y"]
    # Worker processes receive pipelines pickled.
    assert len(pickle.loads(pickle.dumps(bounded.tokenizer))(run)) == 1


@pytest.mark.model
def test_the_loaded_pipeline_bounds_long_runs():
    assert len(load_model().tokenizer("-a" * 1000)) == 1


def test_a_dateline_is_a_sentence_of_its_own() -> None:
    """Parsed with the first sentence, a dateline's city became the subject of its verb."""
    text = "Teams join search\n\nRABAT, Sept 11 — British rescue teams began work on Sunday."
    doc = mark_line_breaks(spacy.blank("en")(text))
    starts = [t.text for t in doc if t.is_sent_start]
    assert starts == ["Teams", "RABAT", "British"]
    plain = mark_line_breaks(spacy.blank("en")("Rescue teams began work on Sunday, officials said."))
    assert [t.text for t in plain if t.is_sent_start] == ["Rescue"]


def test_deferred_rule_lemmatizer_works_out_a_word_once_across_batches():
    from spacy.lookups import Lookups

    tables = Lookups()
    tables.add_table("lemma_rules", {"noun": [["s", ""]]})
    tables.add_table("lemma_index", {"noun": ["talk"]})
    nlp = spacy.blank("en")
    lemmatizer = nlp.add_pipe("lemmatizer", config={"mode": "rule"})
    lemmatizer.initialize(lookups=tables)
    asked: list[str] = []
    rule_lemmatize = lemmatizer.rule_lemmatize

    def counted(token):
        asked.append(token.text)
        return rule_lemmatize(token)

    lemmatizer.lemmatize = counted
    lemmas = []
    for text in ("talks talks", "talks"):  # two calls of parse: two batches
        for doc in parse(nlp, [text]):
            for tok in doc:
                tok.pos_ = "NOUN"
                lemmas.append(lemma(tok))
    assert lemmas == ["talk", "talk", "talk"]
    assert asked == ["talks"]  # the same word, POS and morphology: answered from memory
