"""benchmarks/key_events.py: why a story's first key event is not its seminal event."""

from __future__ import annotations

import importlib.util
import sys
from collections import Counter
from pathlib import Path

_PATH = Path(__file__).resolve().parents[2] / "benchmarks" / "key_events.py"
_spec = importlib.util.spec_from_file_location("key_events_bench", _PATH)
assert _spec is not None and _spec.loader is not None
bench = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = bench
_spec.loader.exec_module(bench)

SEMINAL = {"G1"}
# Event node -> the gold instances of its mentions.
INSTANCES = {
    "fire": Counter({"G1": 5}),  # the seminal happening, one node
    "merged": Counter({"G1": 3, "G2": 4}),  # joined with a neighbour: counts as G2
    "arrest": Counter({"G3": 2}),
    "bare": Counter({"G1": 2}),  # a node the graph does not draw
}


def test_a_drawn_seminal_node_ranked_second_is_the_rankings_miss() -> None:
    assert bench.miss_cause(["arrest", "fire"], ["arrest", "fire"], {"arrest", "fire"}, SEMINAL, INSTANCES) == "ranked"


def test_a_first_node_holding_the_seminal_happening_with_another_is_joined() -> None:
    drawn = ["merged", "arrest"]
    assert bench.miss_cause(["merged", "arrest"], drawn, set(drawn), SEMINAL, INSTANCES) == "joined"
    # Joined first, even where a smaller drawn node is the seminal one.
    assert bench.miss_cause(["merged", "fire"], ["merged", "fire"], {"merged", "fire"}, SEMINAL, INSTANCES) == "joined"


def test_seminal_only_in_undrawn_nodes_or_in_none() -> None:
    assert bench.miss_cause(["arrest"], ["arrest"], {"arrest", "bare"}, SEMINAL, INSTANCES) == "not drawn"
    assert bench.miss_cause(["arrest"], ["arrest"], {"arrest"}, SEMINAL, INSTANCES) == "not found"
    assert bench.miss_cause([], [], set(), SEMINAL, INSTANCES) == "not found"


def test_landed_names_the_nodes_a_seminal_events_mentions_fell_in_the_most_first() -> None:
    mentions = [
        ("a1", "killed", "event:kill"),
        ("a2", "killed", "event:kill"),
        ("a2", "murder", "event:murder"),
        ("a3", "slaying", ""),
        ("b1", "killed", "event:kill"),  # another story's article
    ]
    labels = {"event:kill": "man killed woman"}
    found = bench.landed(mentions, {"a1", "a2", "a3"}, labels, {"event:kill"})
    assert found == ["killed -> man killed woman x2", "murder -> event:murder (not drawn) x1", "slaying -> none x1"]
