"""kg.graph.schema: the one place values are flattened for export."""

from __future__ import annotations

import math
from datetime import date

from kg.graph.schema import flatten, flatten_attrs
from kg.safe_text import clean_xml_text


def test_flatten_scalars_pass_through() -> None:
    assert flatten("Iraq") == "Iraq"
    assert flatten(3) == 3 and isinstance(flatten(3), int)
    assert flatten(2.5) == 2.5
    assert flatten(True) is True and flatten(False) is False


def test_flatten_none_and_non_finite_become_empty() -> None:
    assert flatten(None) == ""
    assert flatten(math.nan) == ""
    assert flatten(math.inf) == ""


def test_flatten_sequences_keep_order_sets_are_sorted() -> None:
    assert flatten(["b", "a", None, ""]) == "b | a"
    assert flatten(("x", 1, True)) == "x | 1 | true"
    assert flatten({"b", "c", "a"}) == "a | b | c"
    assert flatten(frozenset({2, 1})) == "1 | 2"


def test_flatten_other_types() -> None:
    assert flatten({"b": 1, "a": None}) == '{"a": null, "b": 1}'
    assert flatten(date(2002, 10, 20)) == "2002-10-20"
    assert flatten(b"caf\xc3\xa9") == "café"

    class Scalarish:  # stands in for a numpy scalar
        def item(self) -> int:
            return 7

    assert flatten(Scalarish()) == 7


def test_flatten_attrs() -> None:
    assert flatten_attrs({"aliases": ["Saddam", "Hussein"], "date": None, 1: 2}) == {
        "aliases": "Saddam | Hussein",
        "date": "",
        "1": 2,
    }


def test_clean_xml_text_removes_invalid_and_invisible_control_characters() -> None:
    text = "a\x00b\x08c\x1bd\ud800e\ufffe\uffff f\t\n\r g😀 é\x7f\x85\x9f\xa0h"
    assert clean_xml_text(text) == "abcde f\t\n\r g😀 é\xa0h"
