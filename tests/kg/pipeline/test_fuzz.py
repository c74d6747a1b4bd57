"""Property test: any Unicode an article can carry goes through ingest, extraction
and every exporter, and every output still parses."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kg.pipeline.build import build_graph
from kg.pipeline.outputs import write_outputs
from tests.kg.outputs import parse_outputs

pytestmark = [pytest.mark.model, pytest.mark.slow]

HOSTILE = [
    "<script>alert(1)</script>",
    "</textarea><img src=x onerror=alert(1)>",
    "]]>",
    "&amp;",
    "&#0;",
    '"',
    "'",
    "`",
    "\\",
    "\u202e",
    "\u200f",
    "\u200b",
    "\ufeff",
    "\u2028",
    "\x00",
    "\x07",
    "\x0b",
    "\x0c",
    "\x1b[31m",
    "\x7f",
    "\x85",
    "\ud800",
    "\udfff",
    "\ufffe",
    "\uffff",
    "😀",
    "👩‍👩‍👧",
    "🇮🇶",
    "Zürich",
    "İstanbul",
    "Ⅻ",
    "ﬁ",
    "Saddam Hussein",
    "Colin Powell",
    "Baghdad",
    "Iraq",
    "on Sunday",
    "yesterday",
    "in 2002",
    "Oct. 20, 2002",
    "said",
    "\n",
    "\r\n",
    "\t",
    "---",
    "# ",
    "{",
    "}",
    "|",
    ",",
    " | ",
    "x" * 3000,
]
fragment = st.one_of(
    st.sampled_from(HOSTILE),
    st.text(max_size=40),
    st.text(st.characters(codec="utf-8", categories=["Lu", "Ll"]), min_size=2, max_size=12),
)
article_text = st.lists(fragment, min_size=1, max_size=25).map(" ".join)


def _write(folder: Path, texts: list[str], title: str) -> None:
    # JSON escapes carry any code point, lone surrogates and NUL included.
    records = [{"id": f"f{i}", "title": title, "text": t} for i, t in enumerate(texts)]
    records.append({"id": title, "title": title, "text": "Colin Powell met Saddam Hussein in Baghdad."})
    (folder / "fuzz.jsonl").write_text("".join(json.dumps(r) + "\n" for r in records), encoding="ascii")
    raw = texts[0].encode("utf-8", errors="surrogatepass")  # invalid UTF-8 on purpose
    (folder / "raw.txt").write_bytes(raw)
    (folder / "page.html").write_bytes(
        f"<html><head><title>{title}</title></head><body><p>{texts[-1]}</p></body></html>".encode(
            "utf-8", errors="surrogatepass"
        )
    )
    (folder / "note.md").write_bytes(f"---\ntitle: {title}\n---\n{texts[0]}".encode("utf-8", errors="replace"))


@settings(
    max_examples=40,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture, HealthCheck.data_too_large],
)
@given(texts=st.lists(article_text, min_size=1, max_size=3), title=article_text)
def test_any_unicode_builds_and_every_output_parses(nlp, texts: list[str], title: str) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        inputs, out = Path(tmp) / "in", Path(tmp) / "out"
        inputs.mkdir()
        _write(inputs, texts, title)
        build = build_graph([inputs], model=nlp)
        assert build.corpus.extractions, "the JSON lines always hold a readable article"
        write_outputs(build, out)
        parsed = parse_outputs(out)
        documents = [n for n, d in parsed["graph.graphml"].nodes(data=True) if d["kind"] == "document"]
        assert len(documents) == len(build.corpus.extractions)
