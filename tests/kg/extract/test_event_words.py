import json
import subprocess
import sys
from pathlib import Path

import pytest

from kg.extract.event_words import POS_TAGS, EventWords, event_words, suffix_of
from kg.extract.events import candidate_key
from tests.kg.extract.test_events import _doc

ROOT = Path(__file__).resolve().parents[3]


# "The evacuation of the table was ordered ." : a nominalisation outside the old
# noun lexicon, a noun that names a thing, and an auxiliary.
WORDS = ["The", "evacuation", "of", "the", "table", "was", "ordered", "."]
EVACUATION = _doc(
    WORDS,
    heads=[1, 6, 1, 4, 2, 6, 6, 6],
    deps=["det", "nsubjpass", "prep", "det", "pobj", "auxpass", "ROOT", "punct"],
    pos=["DET", "NOUN", "ADP", "DET", "NOUN", "AUX", "VERB", "PUNCT"],
    lemmas=["the", "evacuation", "of", "the", "table", "be", "order", "."],
)


def test_event_noun_outside_the_lexicon_is_rated_through_its_suffix():
    words = EventWords(0.4, {"NOUN": 0.25, "VERB": 0.9}, {"NOUN": {"tion": 0.6}}, {"NOUN": {"table": 0.02}})
    assert words.probability("NOUN", "evacuation") == 0.6 and words.is_event("NOUN", "evacuation")
    assert not words.is_event("NOUN", "table") and not words.is_event("NOUN", "chair")


def test_packaged_table_tells_event_nouns_from_things_and_keeps_auxiliaries_out():
    words = event_words()
    assert words.probability("NOUN", "evacuation") > words.probability("NOUN", "table")
    assert candidate_key(EVACUATION[5]) is None  # "was"


def test_copulas_and_symbols_are_never_candidates():
    doc = _doc(
        ["Prices", "were", "up", "5", "%", "and", "seemed", "high", "."],
        heads=[1, 1, 1, 4, 2, 1, 1, 6, 1],
        deps=["nsubj", "ROOT", "advmod", "nummod", "npadvmod", "cc", "conj", "acomp", "punct"],
        pos=["NOUN", "VERB", "ADV", "NUM", "NOUN", "CCONJ", "VERB", "ADJ", "PUNCT"],
        lemmas=["price", "be", "up", "5", "%", "and", "seem", "high", "."],
    )
    assert candidate_key(doc[1]) is None and candidate_key(doc[6]) is None and candidate_key(doc[4]) is None
    assert candidate_key(doc[0]) == ("NOUN", "price") and candidate_key(doc[7]) == ("ADJ", "high")


def test_packaged_model_file_is_small_and_shaped_as_the_loader_expects():
    path = ROOT / "kg" / "extract" / "data" / "event_words.json"
    assert path.stat().st_size < 1_000_000
    data = json.loads(path.read_text(encoding="utf-8"))
    words = event_words()
    assert 0 < words.threshold < 1 and set(words.pos) == set(POS_TAGS) == set(data["lemma"])
    rates = [r for table in (words.pos, *words.suffix.values(), *words.lemma.values()) for r in table.values()]
    assert all(0 <= r <= 1 for r in rates)
    assert len(words.lemma["VERB"]) > 100 and len(words.lemma["NOUN"]) > 100
    assert set(words.suffix["NOUN"]) <= {suffix_of("abc" + s) for s in words.suffix["NOUN"]}


def _kit(folder: Path) -> Path:
    """A tiny ECB+-shaped kit: one training-topic article, one dev-topic article that must be ignored."""
    ecb = folder / "data" / "dev" / "ecbplus"
    ecb.mkdir(parents=True)
    texts = {"1_1ecb": "Police arrested the suspect after the robbery.", "2_1ecb": "The quake shook the town."}
    ecb.joinpath("dev.in.jsonl").write_text("".join(json.dumps({"id": i, "text": t}) + "\n" for i, t in texts.items()))
    gold = [
        {
            "id": "1_1ecb",
            "topic": "1",
            "scored": [[0, 46]],
            "events": [[7, 15, "a", "ACTION_OCCURRENCE"], [36, 43, "b", "ACTION_OCCURRENCE"]],
        },
        {"id": "2_1ecb", "topic": "2", "scored": [[0, 25]], "events": [[4, 9, "c", "ACTION_OCCURRENCE"]]},
    ]
    ecb.joinpath("dev.gold.jsonl").write_text("".join(json.dumps(g) + "\n" for g in gold))
    return folder


@pytest.mark.model
@pytest.mark.slow
def test_training_script_is_deterministic_and_reads_train_topics_only(tmp_path):
    kit = _kit(tmp_path / "eval")
    outputs = []
    for run in ("a", "b"):
        out = tmp_path / f"{run}.json"
        command = [sys.executable, str(ROOT / "training" / "event_words.py"), "--eval", str(kit), "-o", str(out)]
        subprocess.run(command, check=True, capture_output=True)
        outputs.append(out.read_bytes())
    assert outputs[0] == outputs[1]
    table = json.loads(outputs[0])
    assert table["lemma"]["NOUN"]["robbery"] > table["lemma"]["NOUN"]["suspect"]
    assert "quake" not in table["lemma"]["NOUN"] and "town" not in table["lemma"]["NOUN"]
