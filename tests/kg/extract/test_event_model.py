from pathlib import Path

import numpy
import pytest

from kg.extract.event_model import NONE, TIMEML_CLASSES, EventModel, event_model, features, from_json
from kg.extract.event_words import EventWords
from kg.extract.events import extract_events, trigger_features
from tests.kg.extract.test_events import _doc

ROOT = Path(__file__).resolve().parents[3]

# "Officials said the evacuation of the table ended ." hand-parsed.
WORDS = ["Officials", "said", "the", "evacuation", "of", "the", "table", "ended", "."]
DOC = _doc(
    WORDS,
    heads=[1, 1, 3, 7, 3, 6, 4, 1, 1],
    deps=["nsubj", "ROOT", "det", "nsubj", "prep", "det", "pobj", "ccomp", "punct"],
    pos=["NOUN", "VERB", "DET", "NOUN", "ADP", "DET", "NOUN", "VERB", "PUNCT"],
    lemmas=["official", "say", "the", "evacuation", "of", "the", "table", "end", "."],
    tags=["NNS", "VBD", "DT", "NN", "IN", "DT", "NN", "VBD", "."],
)
# A threshold no rate reaches: the table decides nothing on its own, the model does.
WORD_TABLE = EventWords(0.95, {"NOUN": 0.2, "VERB": 0.9}, {}, {"NOUN": {"evacuation": 0.73}})


def _model(weights: dict[str, dict[str, float]], threshold: float = 0.5) -> EventModel:
    """A hand-set model: each named feature pushes the named classes by the given amounts."""
    classes = (NONE, *TIMEML_CLASSES)
    data = {
        "classes": list(classes),
        "threshold": threshold,
        "bias": [2.0] + [0.0] * len(TIMEML_CLASSES),
        "features": {name: [push.get(c, 0.0) for c in classes] for name, push in weights.items()},
    }
    return from_json(data)


def test_features_read_the_word_its_tags_its_head_and_its_neighbours():
    names = features(DOC[3], "evacuation", False, 0.73)
    assert {"l=evacuation|NOUN", "t=NN", "d=nsubj|NOUN", "hd=nsubj|VERB|NOUN", "hl=end|nsubj"} <= set(names)
    assert {"sx=tion|NOUN", "x=0|NOUN", "r=7|NOUN", "pw=the", "c=det|NOUN", "c=prep|NOUN"} <= set(names)
    first = features(DOC[0], "official", False, 0.1)
    assert "pw=<s>" in first and "cap" not in first  # a capital at a sentence's start says nothing


def test_trigger_features_only_for_words_that_may_be_events():
    assert trigger_features(DOC[2], None, WORD_TABLE) is None  # a determiner
    said = trigger_features(DOC[1], None, WORD_TABLE)
    assert said is not None and "x=1|VERB" in said  # "say" is in the lexicon


def test_listed_words_are_evidence_not_an_override():
    """Issue 52: the lexicon and the ECB+ table are features; a listed word the model calls no
    event ("term", "service" most often name no happening) is no event."""
    events = extract_events(DOC, [], [], [0] * len(WORDS), words=WORD_TABLE, model=_model({"l=say|VERB": {NONE: 9.0}}))
    assert [e.trigger for e in events] == []
    table = EventWords(0.7, {"NOUN": 0.2, "VERB": 0.5}, {}, {"NOUN": {"evacuation": 0.73}})
    assert extract_events(DOC, [], [], [0] * len(WORDS), words=table, model=_model({})) == []


def _detecting(weights: dict[str, dict[str, float]], detector: dict[str, float], threshold: float = 0.5) -> EventModel:
    """A hand-set model with a detector column: ``detector`` pushes each named feature's P(event)."""
    classes = (NONE, *TIMEML_CLASSES)
    names = sorted(set(weights) | set(detector))
    data = {
        "classes": list(classes),
        "threshold": threshold,
        "bias": [0.0] * len(classes),
        "detector_bias": -3.0,
        "features": {n: [weights.get(n, {}).get(c, 0.0) for c in classes] + [detector.get(n, 0.0)] for n in names},
    }
    return from_json(data)


def test_the_detector_decides_what_is_an_event_and_the_class_model_its_class():
    model = _detecting(
        {"l=say|VERB": {"REPORTING": 2.0}, "l=table|NOUN": {"OCCURRENCE": 5.0}},
        {"l=say|VERB": 6.0, "l=evacuation|NOUN": 4.0},
    )
    events = extract_events(DOC, [], [], [0] * len(WORDS), words=WORD_TABLE, model=model)
    found = {e.trigger: e.timeml_class for e in events}
    # "table" has a class the class model likes, but the detector calls it no event.
    assert set(found) == {"said", "evacuation"} and found["said"] == "REPORTING"
    strict = _detecting({}, {"l=say|VERB": 6.0, "l=evacuation|NOUN": 4.0}, threshold=0.9)
    assert [e.trigger for e in extract_events(DOC, [], [], [0] * len(WORDS), words=WORD_TABLE, model=strict)] == [
        "said"
    ]


def test_detector_keeps_what_the_model_calls_events_and_gives_their_class():
    model = _model(
        {
            "l=say|VERB": {"REPORTING": 5.0},
            "l=evacuation|NOUN": {"OCCURRENCE": 4.0},
            "l=end|VERB": {"ASPECTUAL": 4.0, "OCCURRENCE": 3.0},
            "l=table|NOUN": {NONE: 3.0},
        }
    )
    events = extract_events(DOC, [], [], [0] * len(WORDS), words=WORD_TABLE, model=model)
    found = {e.trigger: e.timeml_class for e in events}
    assert found == {"said": "REPORTING", "evacuation": "OCCURRENCE", "ended": "ASPECTUAL"}


def test_threshold_trades_recall_for_precision():
    weights = {"l=evacuation|NOUN": {"OCCURRENCE": 2.2}}  # P(event) a little above one half
    lenient = extract_events(DOC, [], [], [0] * len(WORDS), words=WORD_TABLE, model=_model(weights, 0.5))
    strict = extract_events(DOC, [], [], [0] * len(WORDS), words=WORD_TABLE, model=_model(weights, 0.9))
    assert "evacuation" in [e.trigger for e in lenient]
    assert "evacuation" not in [e.trigger for e in strict]


def test_unknown_features_leave_the_bias():
    model = _model({})
    assert numpy.allclose(model.scores(["never-seen"]), model.scores([]))
    assert model.predict(["never-seen"])[0] is False


def test_packaged_model_is_small_and_shaped_as_the_loader_expects():
    path = ROOT / "kg" / "extract" / "data" / "event_model.json"
    assert path.stat().st_size < 1_000_000
    model = event_model()
    assert model.classes == (NONE, *TIMEML_CLASSES)
    assert model.detector_bias is not None
    assert model.weights.shape == (len(model.index), len(model.classes) + 1) and len(model.index) > 1000
    assert 0 < model.threshold < 1


@pytest.mark.model
def test_packaged_model_finds_verbs_and_event_nouns_with_their_classes():
    from kg.extract.entities import extract_mentions, sentence_index
    from kg.extract.nlp import load_model, parse
    from kg.time.expressions.detect import detect_timexes

    text = "The company said sales rose sharply after the merger, and analysts expect more growth."
    doc = next(parse(load_model(), [text]))
    sent_of = sentence_index(doc)
    events = extract_events(doc, extract_mentions(doc, sent_of), list(detect_timexes(doc)), sent_of, text)
    found = {e.trigger: e.timeml_class for e in events}
    assert found.get("said") == "REPORTING" and found.get("expect") == "I_STATE"
    assert {"rose", "merger"} <= set(found) and "company" not in found and "analysts" not in found
    assert all(c in TIMEML_CLASSES for c in found.values())


def test_predicting_many_words_at_once_agrees_with_one_at_a_time() -> None:
    model = event_model()
    known = sorted(model.index)
    rng = numpy.random.default_rng(7)
    words = [[known[int(i)] for i in rng.integers(0, len(known), size=int(n))] for n in rng.integers(0, 14, size=300)]
    words += [[], ["no-such-feature"], ["no-such-feature", known[0]]]
    assert model.predict_many(words) == [model.predict(names) for names in words]
    assert model.predict_many([]) == []
