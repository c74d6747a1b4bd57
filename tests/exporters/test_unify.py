"""unify(): one type a column, every name in every row."""

from __future__ import annotations

from exporters.unify import unify
from kg.graph.table import Row, Schemas


def _rows(dicts: list[dict]) -> list[Row]:
    schemas = Schemas()
    return [Row(schemas(tuple(d)), tuple(d.values())) for d in dicts]


MIXED = [
    {"kind": "event", "n": 1, "date": "2002"},
    {"kind": "entity", "n": "", "lat": 33.3, "x": True},
    {"kind": "date", "n": 2.5, "lat": "", "date": 1991},
    {"n": 3, "x": False, "lat": "north"},
]


def test_rows_read_as_rows_are_unified_as_their_dicts_are() -> None:
    want = unify([dict(d) for d in MIXED], frozenset({"lat"}))
    got = unify(_rows(MIXED), frozenset({"lat"}))
    assert [r.copy() for r in got] == [r.copy() for r in want]
    assert [r.copy() for r in got] == [
        {"date": "2002", "kind": "event", "n": 1.0, "x": False},
        {"date": "", "kind": "entity", "lat": 33.3, "n": 0.0, "x": True},
        {"date": "1991", "kind": "date", "n": 2.5, "x": False},
        {"date": "", "kind": "", "n": 3.0, "x": False},
    ]


def test_rows_of_one_layout_share_one_schema_and_missing_names_get_their_types_empty_value() -> None:
    got = unify(_rows([{"a": 1, "b": "x"}, {"a": 2}, {"c": True}]))
    assert [r.copy() for r in got] == [
        {"a": 1, "b": "x", "c": False},
        {"a": 2, "b": "", "c": False},
        {"a": 0, "b": "", "c": True},
    ]
    assert len({id(r.schema) for r in got}) == 1


def test_rows_with_no_names_and_one_name() -> None:
    assert [r.copy() for r in unify(_rows([{}, {}]))] == [{}, {}]
    assert [r.copy() for r in unify(_rows([{"a": 1}, {}]))] == [{"a": 1}, {"a": 0}]
