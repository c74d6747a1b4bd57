import pytest

from kg.errors import ModelError
from kg.nlp import PREFERRED_MODELS, default_model, describe_model, load_model


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
