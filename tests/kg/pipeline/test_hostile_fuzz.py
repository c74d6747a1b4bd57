"""Property test: generated hostile articles never cost the build.

Hypothesis writes a folder of articles with hostile structure (deep JSON,
huge integers, calendar-edge and malformed dates, markup fragments, control
characters, long whitespace-free runs) next to one plain article. Whatever it
writes, ``build_graph`` returns; every input is either read or reported with a
reason; the plain article is always in the graph.
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kg.ingest.read import read_inputs
from kg.model import Article, InputProblem
from kg.pipeline.build import build_graph

PLAIN = "Mayor Anna Berg of Oslo resigned on Friday after a vote in the city council."

dates = st.one_of(
    st.dates().map(lambda d: d.isoformat()),
    st.sampled_from(
        [
            "0001-01-01",
            "9999-12-31",
            "9999-12-30",
            "0000-00-00",
            "2002-02-30",
            "-0044-03-15",
            "10000-01-01",
            "XXXX-12-01",
            "2002-W53",
            "yesterday",
            "",
            "  ",
            "\x00",
        ]
    ),
    st.integers(min_value=-(10**30), max_value=10**30),
    st.none(),
)
phrases = st.sampled_from(
    [
        "yesterday",
        "tomorrow",
        "on Monday",
        "last week",
        "the first week of December",
        "in 3000 BC",
        "in the year 10000",
        "-0044",
        "next year",
        "10 years ago",
        "in the 1990s",
        "on Sept 31",
        "in 9999",
        "the day after tomorrow",
        "in 0001",
        "next month",
        "two millennia from now",
    ]
)
markup = st.sampled_from(
    [
        "<a",
        "<?",
        "</",
        "<!--",
        "<![CDATA[",
        "<script>",
        "</head>",
        "<body",
        "&#x0;",
        "&",
        "<p>",
        "</p>",
        "<title>",
        "<meta property='article:published_time' content='",
        "\x1b]0;t\x07",
        "\u202e",
        "\x00",
        "\r",
        "\x0b",
        "\ud800",
    ]
)
runs = st.builds(
    lambda piece, n: piece * n,
    st.sampled_from(["-a", "a", "x.", "/", "_", "'"]),
    st.integers(min_value=1, max_value=3000),
)
text = st.lists(st.one_of(phrases, markup, runs, st.text(max_size=30)), min_size=1, max_size=12).map(" ".join)


@st.composite
def nested(draw: st.DrawFn) -> str:
    depth = draw(st.integers(min_value=1, max_value=3000))
    opener = draw(st.sampled_from(["[", '{"a":']))
    closer = "]" if opener == "[" else "}"
    return opener * depth + "1" + closer * depth


@st.composite
def folder(draw: st.DrawFn) -> dict[str, bytes]:
    """File name -> bytes, always with the plain article."""
    files: dict[str, bytes] = {"plain.txt": PLAIN.encode()}
    for i in range(draw(st.integers(min_value=1, max_value=4))):
        kind = draw(st.sampled_from(["json", "jsonl", "html", "txt", "md", "nested", "digits"]))
        body = draw(text)
        record = {"text": body, "date": draw(dates), "title": draw(text)}
        if kind == "json":
            data = json.dumps(record)
        elif kind == "jsonl":
            data = json.dumps(record) + "\n" + draw(nested()) + "\n" + json.dumps({"text": PLAIN})
        elif kind == "html":
            data = f"<html><head><title>{draw(text)}</title><body>{body}"
        elif kind == "md":
            data = f"---\ntitle: {draw(text)}\ndate: {draw(dates)}\n---\n{body}"
        elif kind == "nested":
            data = draw(nested())
        elif kind == "digits":
            data = '{"text": "x", "n": ' + "9" * draw(st.integers(min_value=4000, max_value=6000)) + "}"
        else:
            data = body
        suffix = {"nested": "json", "digits": "jsonl"}.get(kind, kind)
        files[f"f{i}.{suffix}"] = data.encode("utf-8", errors="surrogatepass")
    return files


def _write(root: Path, files: dict[str, bytes]) -> None:
    for name, data in files.items():
        (root / name).write_bytes(data)


_SETTINGS = dict(
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[
        HealthCheck.too_slow,
        HealthCheck.function_scoped_fixture,
        HealthCheck.data_too_large,
        HealthCheck.large_base_example,
    ],
)


@pytest.mark.slow
@settings(max_examples=150, **_SETTINGS)
@given(files=folder())
def test_reading_hostile_files_never_raises(files: dict[str, bytes]) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        _write(Path(tmp), files)
        items = list(read_inputs([tmp]))
    assert all(isinstance(i, (Article, InputProblem)) for i in items)
    assert all(i.reason for i in items if isinstance(i, InputProblem))
    read = {Path(i.path).name for i in items}
    assert read == set(files), "every file is read or reported"
    assert any(isinstance(i, Article) and i.text == PLAIN for i in items)


@pytest.mark.slow
@pytest.mark.model
@settings(max_examples=25, **_SETTINGS)
@given(files=folder())
def test_building_hostile_files_keeps_the_plain_article(nlp, files: dict[str, bytes]) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        _write(Path(tmp), files)
        build = build_graph([tmp], model=nlp)
    texts = {ex.article.text for ex in build.corpus.extractions}
    assert PLAIN in texts
    assert all(p.reason for p in build.problems)
    assert any("anna-berg" in str(n) for n in build.graph.nodes)
