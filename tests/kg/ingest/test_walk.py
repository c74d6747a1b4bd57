"""kg.ingest.walk: names safe to print, and which folders are kg's own output."""

from __future__ import annotations

import json
import os
import unicodedata

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from exporters.report import write_report
from kg.ingest.walk import is_kg_output
from kg.model import Corpus
from kg.safe_text import printable

BIDI_CONTROLS = set("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


# Any code point, lone surrogates (undecodable bytes in a name) and the dangerous ones made likely.
ANY_NAME = st.text(
    st.one_of(
        st.characters(), st.sampled_from(sorted(BIDI_CONTROLS) + ["\x1b", "\x07", "\x85", "\u2028", "\udce9", "\ud800"])
    )
)


@pytest.mark.slow
@settings(derandomize=True, database=None)
@given(ANY_NAME)
def test_printable_never_lets_a_control_or_bidi_character_through(name):
    shown = printable(name)
    shown.encode("utf-8")  # lone surrogates (undecodable bytes) are escaped too
    assert not any(unicodedata.category(c) in ("Cc", "Zl", "Zp") or c in BIDI_CONTROLS for c in shown)


@pytest.mark.slow
@settings(derandomize=True, database=None)
@given(st.text(st.characters(codec="utf-8", exclude_categories=["Cc", "Zl", "Zp", "Cs"])))
def test_printable_keeps_ordinary_names_as_they_are(name):
    name = "".join(c for c in name if c not in BIDI_CONTROLS)
    assert printable(name) == name


def test_printable_spells_what_it_escapes():
    assert printable("a\x1b]0;x\x07\u202eb\x85\u2028") == "a\\x1b]0;x\\x07\\u202eb\\x85\\u2028"
    assert printable(os.fsdecode(b"caf\xe9")) == "caf\\xe9"


def test_a_report_written_by_kg_marks_its_folder(tmp_path):
    write_report(Corpus((), (), ()), tmp_path / "report.json", model="m", exit_code=0)
    assert is_kg_output(tmp_path)


@pytest.mark.parametrize(
    "content",
    [
        json.dumps({"title": "Quarterly report", "text": "Sales rose."}),  # somebody else's report.json
        json.dumps({"kg_version": "0.1.0"}),  # a key alone is not a kg report
        "[" * 100_000,
        "not json",
        "",
    ],
)
def test_other_report_files_do_not(tmp_path, content):
    (tmp_path / "report.json").write_text(content)
    assert not is_kg_output(tmp_path)


def test_a_pipe_named_report_json_is_not_opened(tmp_path):
    os.mkfifo(tmp_path / "report.json")
    assert not is_kg_output(tmp_path)  # opening it would block forever
