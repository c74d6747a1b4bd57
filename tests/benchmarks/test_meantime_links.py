"""benchmarks/meantime_links.py: kg's MEANTIME links split by what the gold can judge."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

_PATH = Path(__file__).resolve().parents[2] / "benchmarks" / "meantime_links.py"
_spec = importlib.util.spec_from_file_location("meantime_links_bench", _PATH)
assert _spec is not None and _spec.loader is not None
bench = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = bench
_spec.loader.exec_module(bench)


def mention(doc: str, gold: str, kg: str) -> object:
    return bench.Mention(doc, gold, kg, "")


def test_a_local_gold_id_is_not_an_annotated_instance() -> None:
    assert bench.annotated("OTH571296")
    assert not bench.annotated("40203:68")
    assert not bench.annotated("")


def test_links_are_split_into_right_wrong_and_unjudgeable() -> None:
    mentions = [
        mention("1", "A", "k1"),
        mention("2", "A", "k1"),  # right
        mention("3", "B", "k1"),  # wrong with both above
        mention("4", "4:7", "k1"),  # no cross-document instance: three unjudgeable links
        mention("1", "A", "k2"),
        mention("1", "C", "k2"),  # same article: no cross-document link
    ]
    pairs = bench.cross_pairs(mentions, "kg")
    assert bench.split_precision(pairs) == {"right": 1, "wrong": 2, "unannotated": 3}


def test_gold_links_leave_out_mentions_without_an_instance() -> None:
    mentions = [mention("1", "", "a"), mention("2", "", "b"), mention("1", "A", "a"), mention("2", "A", "c")]
    assert [(a.doc, b.doc) for a, b in bench.cross_pairs(mentions, "gold")] == [("1", "2")]
