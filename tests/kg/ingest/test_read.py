import json

import pytest

from kg.errors import UsageError
from kg.ingest.read import decode, read_inputs
from kg.model import Article, InputProblem


def _read(paths):
    items = list(read_inputs(paths))
    return ([i for i in items if isinstance(i, Article)], [i for i in items if isinstance(i, InputProblem)])


def test_reads_every_format_recursively(tmp_path):
    (tmp_path / "sub").mkdir()
    (tmp_path / "a.txt").write_text("Plain text article.", encoding="utf-8")
    (tmp_path / "sub" / "b.md").write_text("---\ntitle: Bee\ndate: 2002-10-21\n---\n# Head\nBody text.\n")
    (tmp_path / "c.html").write_text(
        "<html><head><title>Cee</title><script>var x='hidden';</script>"
        "<style>p{}</style></head><body><p>Visible &amp; clear.</p></body></html>"
    )
    (tmp_path / "d.json").write_text(json.dumps([{"text": "One.", "id": "d1"}, {"text": "Two."}]))
    (tmp_path / "e.jsonl").write_text('{"text": "Line one.", "date": "2002-10-20"}\n\n{"text": "Line two."}\n')
    articles, problems = _read([tmp_path])
    assert problems == []
    by_id = {a.id: a for a in articles}
    assert set(by_id) == {"a", "b", "c", "d1", "d-2", "e-1", "e-3"}
    assert by_id["b"].title == "Bee" and by_id["b"].date == "2002-10-21"
    assert "Body text." in by_id["b"].text and "#" not in by_id["b"].text
    assert by_id["c"].text == "Visible & clear." and by_id["c"].title == "Cee"
    assert by_id["e-1"].date == "2002-10-20" and by_id["e-1"].line == 1
    assert by_id["b"].path == "sub/b.md"


def test_bad_inputs_are_reported_and_skipped(tmp_path):
    (tmp_path / "good.txt").write_text("A good article.")
    (tmp_path / "empty.txt").write_text("   \n")
    (tmp_path / "bin.txt").write_bytes(b"%PDF-1.4\x00\x01binary")
    (tmp_path / "bad.json").write_text("{not json")
    (tmp_path / "lines.jsonl").write_text('{"text": "fine"}\n{broken\n{"title": "no text"}\n')
    (tmp_path / "pic.png").write_bytes(b"\x89PNG")
    articles, problems = _read([tmp_path])
    assert [a.id for a in articles] == ["good", "lines-1"]
    reasons = {(p.path, p.line): p.reason for p in problems}
    assert "empty" in reasons[("empty.txt", None)]
    assert "binary" in reasons[("bin.txt", None)]
    assert "malformed JSON" in reasons[("bad.json", 1)]
    assert "malformed JSON line" in reasons[("lines.jsonl", 2)]
    assert "text" in reasons[("lines.jsonl", 3)]
    assert "unsupported" in reasons[("pic.png", None)]


def test_missing_path_is_a_usage_error(tmp_path):
    with pytest.raises(UsageError, match="not found"):
        list(read_inputs([tmp_path / "nope"]))


def test_same_stem_in_two_folders_gets_distinct_ids(tmp_path):
    for d in ("x", "y"):
        (tmp_path / d).mkdir()
        (tmp_path / d / "story.txt").write_text(f"Story from {d}.")
    articles, _ = _read([tmp_path])
    assert sorted(a.id for a in articles) == ["story", "y/story"]


@pytest.mark.parametrize(
    "data,expected",
    [
        ("café".encode(), "café"),
        (b"\xef\xbb\xbfcaf\xc3\xa9", "café"),
        ("café".encode("utf-16"), "café"),
        ("“café”".encode("cp1252"), "“café”"),
    ],
)
def test_decode(data, expected):
    assert decode(data) == expected


def test_estimate_counts_records_without_reading_them_as_articles(tmp_path):
    from kg.ingest.read import estimate_articles

    (tmp_path / "a.txt").write_text("One.")
    (tmp_path / "b.jsonl").write_text('{"text": "x"}\n\n{"text": "y"}\n{broken\n')
    (tmp_path / "c.json").write_text('[{"text": "x"}, {"text": "y"}]')
    (tmp_path / "d.png").write_bytes(b"\x89PNG")
    assert estimate_articles([tmp_path]) == 1 + 3 + 2


def test_reading_ascii_records_imports_no_text_repair(tmp_path):
    """ftfy is imported only for text that needs repairing: a build of ASCII or JSON records
    paid for it at every start."""
    import subprocess
    import sys

    corpus = tmp_path / "a.jsonl"
    corpus.write_text(json.dumps({"id": "a1", "title": "Talks", "text": "Talks opened."}) + "\n", encoding="utf-8")
    code = (
        "import sys, kg.cli, kg.pipeline.build, kg.pipeline.outputs, exporters;"
        "from kg.ingest.read import read_inputs;"
        f"assert len(list(read_inputs([{str(corpus)!r}]))) == 1;"
        "print('ftfy' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"
    assert decode("Itâ€™s".encode()) == "It’s"  # and imported when the text needs it
