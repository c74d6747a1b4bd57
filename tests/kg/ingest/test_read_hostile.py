"""Hostile inputs: every bad file is reported with a reason, the good ones are built.

The files are made here (no committed binaries): a PDF, a PNG, empty and
blank files, UTF-16, Windows-1252, mojibake, broken JSON lines, an over-size
file, an unreadable file, control characters, symlink loops, a FIFO and a
file name that is not UTF-8.
"""

from __future__ import annotations

import json
import os
import time
import xml.etree.ElementTree as ET
from pathlib import Path

import networkx as nx
import pytest

from kg.cli import main
from kg.ingest.read import estimate_articles, read_inputs
from kg.model import Article, InputProblem

GOOD_A = (
    "Iraqi President Saddam Hussein issued an amnesty on Sunday, Iraqi state television "
    "said. Officials in Baghdad welcomed the decree."
)
GOOD_B = "Secretary of State Colin Powell met Tommy Franks in Washington on Monday. Powell said the meeting went well."
MAX_BYTES = 4000
ROOT_USER = hasattr(os, "geteuid") and os.geteuid() == 0


def _read(paths, **kw) -> tuple[dict[str, Article], dict[tuple[str, int | None], InputProblem]]:
    items = list(read_inputs(paths, **kw))
    return (
        {a.id: a for a in items if isinstance(a, Article)},
        {(p.path, p.line): p for p in items if isinstance(p, InputProblem)},
    )


def hostile_folder(root: Path) -> dict[str, str]:
    """Write the hostile corpus under ``root``; return bad path -> a word its reason must contain."""
    root.mkdir()
    (root / "good_a.txt").write_text(GOOD_A, encoding="utf-8")
    (root / "good_b.md").write_text(f"---\ntitle: Powell meets Franks\ndate: 2002-10-21\n---\n{GOOD_B}\n")
    (root / "scan.pdf").write_bytes(b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< >>\nendobj\n")
    (root / "scan_renamed.txt").write_bytes(b"%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\n")
    (root / "photo.png").write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")
    (root / "photo_renamed.txt").write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")
    (root / "empty.txt").write_bytes(b"")
    (root / "blank.txt").write_text("  \n\t\n   ")
    (root / "utf16.txt").write_bytes("Angela Merkel visited Paris on Tuesday, officials said.".encode("utf-16"))
    (root / "cp1252.txt").write_bytes("Officials said “the talks were frank” in Zürich on Friday.".encode("cp1252"))
    (root / "mojibake.txt").write_bytes("Itâ€™s over, Jacques Chirac said in Paris on Friday.".encode())
    (root / "wire.jsonl").write_text(
        json.dumps(
            {
                "id": "wire-1",
                "title": "Ctrl\x01title\x1b[31m here",
                "text": "Vladimir Putin spoke in Moscow on Monday.\x00\x07 Officials agreed.",
            }
        )
        + "\n{broken json\n",
        encoding="utf-8",
    )
    (root / "huge.txt").write_text("Baghdad. " * (MAX_BYTES // 9 + 100))
    locked = root / "locked.txt"
    locked.write_text("A secret article about Iraq.")
    locked.chmod(0)
    (root / "self.txt").symlink_to("self.txt")  # a link to itself
    (root / "loop").symlink_to(".")  # a folder loop
    os.mkfifo(root / "pipe.txt")
    (root / os.fsdecode(b"caf\xe9.txt")).write_text("A café owner in Lyon spoke to reporters on Monday.")
    bad = {
        "scan.pdf": "unsupported",
        "scan_renamed.txt": "PDF",
        "photo.png": "unsupported",
        "photo_renamed.txt": "PNG",
        "empty.txt": "empty",
        "blank.txt": "empty",
        "huge.txt": "too large",
        "self.txt": "cannot read",
        "loop": "symbolic link",
        "pipe.txt": "not a regular file",
        "wire.jsonl:2": "malformed JSON",
    }
    if not ROOT_USER:  # root reads any file whatever its mode
        bad["locked.txt"] = "Permission denied"
    return bad


@pytest.fixture()
def hostile(tmp_path: Path) -> tuple[Path, dict[str, str]]:
    root = tmp_path / "in"
    bad = hostile_folder(root)
    yield root, bad
    (root / "locked.txt").chmod(0o644)  # let pytest clean up


def test_hostile_inputs_are_read_or_reported(hostile):
    root, bad = hostile
    articles, problems = _read([root], max_bytes=MAX_BYTES)
    where = {f"{p}:{line}" if line else p: problem.reason for (p, line), problem in problems.items()}
    for path, word in bad.items():
        assert word.lower() in where.get(path, "").lower(), (path, where.get(path))
    assert set(where) == set(bad)
    assert "Merkel" in articles["utf16"].text
    assert "“the talks were frank”" in articles["cp1252"].text and "Zürich" in articles["cp1252"].text
    assert articles["mojibake"].text.startswith("It’s over")
    wire = articles["wire-1"]
    # Metadata is cleaned; a record's text is kept as given, so offsets index it
    # (control characters are dropped where they would break a format, at export).
    assert wire.title == "Ctrltitle here" and "\x07" in wire.text
    assert articles["caf\\xe9"].path == "caf\\xe9.txt"  # printable, not a crash
    assert problems[("self.txt", None)].status == "error"
    assert problems[("scan_renamed.txt", None)].status == "skipped"


@pytest.mark.model
def test_hostile_build_exits_1_and_reports_every_bad_input(hostile, tmp_path, nlp, capsys):
    root, bad = hostile
    out = tmp_path / "out"
    code = main(["build", str(root), "-o", str(out), "-q", "--max-bytes", str(MAX_BYTES)])
    assert code == 1
    g = nx.read_graphml(out / "graph.graphml")
    docs = {d["path"] for _, d in g.nodes(data=True) if d["kind"] == "document"}
    good = {"good_a.txt", "good_b.md", "utf16.txt", "cp1252.txt", "mojibake.txt", "wire.jsonl", "caf\\xe9.txt"}
    assert docs == good | ({"locked.txt"} if ROOT_USER else set())
    labels = {d["label"] for _, d in g.nodes(data=True)}
    assert {"Saddam Hussein", "Colin Powell"} <= labels
    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    assert report["exit_code"] == 1
    rows = {f"{r['path']}:{r['line']}" if r["line"] else r["path"]: r for r in report["inputs"]}
    for path, word in bad.items():
        assert rows[path]["status"] in ("skipped", "error") and word.lower() in rows[path]["reason"].lower()
    for path in good:
        row = rows[path if path != "wire.jsonl" else "wire.jsonl:1"]
        assert row["status"] == "ok" and row["reason"] == ""
    assert rows["good_b.md"]["date"] == "2002-10-21" and rows["good_b.md"]["date_source"] == "metadata"
    assert report["counts"] == {
        "ok": len(good) + ROOT_USER,
        "skipped": sum(r["status"] == "skipped" for r in report["inputs"]),
        "error": sum(r["status"] == "error" for r in report["inputs"]),
    }
    assert report["counts"]["skipped"] + report["counts"]["error"] == len(bad)
    err = capsys.readouterr().err
    assert "wire.jsonl:2" in err and "huge.txt" in err


@pytest.mark.model
def test_control_characters_and_surrogates_never_reach_xml(tmp_path, nlp):
    """Through a whole build: JSON escapes can carry any code point, lone surrogates included."""
    root = tmp_path / "in"
    root.mkdir()
    nasty = "\x01\x08\x0b\x0c\x1b\x7f\x85\ud800\udfff\ufffe\uffff\u202e\u200f"
    records = [
        {
            "id": f"n{nasty}{i}",
            "title": f"T{nasty}itle {i}",
            "source": f"Out{nasty}let",
            "text": f"Saddam{nasty} Hussein met Colin Powell in Bag{nasty}hdad on Sunday. {nasty} "
            f'Powell said{nasty} "the talks{nasty} went well".',
        }
        for i in range(2)
    ]
    (root / "nasty.jsonl").write_text("".join(json.dumps(r) + "\n" for r in records), encoding="ascii")
    (root / "raw.txt").write_bytes(b"Raw \x01 control \x1b[1m bytes from Baghdad, Iraq on Monday.")
    out = tmp_path / "out"
    assert main(["build", str(root), "-o", str(out), "-q"]) == 0
    for name in ("graph.graphml", "graph.gexf"):
        ET.parse(out / name)  # strict XML 1.0 parser: one bad character fails the whole file
        text = (out / name).read_text(encoding="utf-8")
        assert not any(c in text for c in "\x01\x08\x0b\x0c\x1b\x7f\ufffe\uffff"), name
    assert nx.read_graphml(out / "graph.graphml").number_of_nodes() > 0
    assert nx.read_gexf(out / "graph.gexf").number_of_nodes() > 0
    for name in ("graph.json", "timeline.json", "report.json"):
        json.loads((out / name).read_text(encoding="utf-8"))
    for line in (out / "extractions.jsonl").read_text(encoding="utf-8").splitlines():
        json.loads(line)


def test_oversize_jsonl_line_is_skipped_alone(tmp_path):
    lines = [json.dumps({"text": "Short one."}), json.dumps({"text": "x" * 500}), json.dumps({"text": "Short two."})]
    (tmp_path / "w.jsonl").write_text("\n".join(lines) + "\n")
    articles, problems = _read([tmp_path], max_bytes=200)
    assert sorted(articles) == ["w-1", "w-3"]
    assert "too large" in problems[("w.jsonl", 2)].reason


def test_utf16_jsonl_and_bom_first_line(tmp_path):
    (tmp_path / "u16.jsonl").write_bytes(json.dumps({"text": "Zürich café"}).encode("utf-16"))
    (tmp_path / "bom.jsonl").write_bytes(b"\xef\xbb\xbf" + json.dumps({"text": "Hello"}).encode())
    articles, problems = _read([tmp_path])
    assert not problems
    assert articles["u16-1"].text == "Zürich café" and articles["bom-1"].text == "Hello"


def test_unicode_line_separator_inside_a_jsonl_record_is_not_a_line_break(tmp_path):
    (tmp_path / "s.jsonl").write_text(json.dumps({"text": "One\u2028two"}, ensure_ascii=False) + "\n", encoding="utf-8")
    articles, problems = _read([tmp_path])
    assert not problems and articles["s-1"].text == "One\u2028two"


def test_unreadable_file_is_an_error(tmp_path, monkeypatch):
    """Permission denied, simulated so the test also runs as root."""
    (tmp_path / "a.txt").write_text("Text.")

    def denied(self, *args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(Path, "open", denied)
    _, problems = _read([tmp_path])
    assert problems[("a.txt", None)].status == "error"
    assert "Permission denied" in problems[("a.txt", None)].reason


def test_symlinked_file_to_a_real_file_is_read(tmp_path):
    (tmp_path / "real.txt").write_text("Real article.")
    (tmp_path / "alias.txt").symlink_to("real.txt")
    articles, problems = _read([tmp_path])
    assert not problems and set(articles) == {"real", "alias"}


# --- JSON that Python's parser refuses: nesting past the recursion limit, huge integers.

DEEP = "[" * 1000 + "]" * 1000
DIGITS = "9" * 4301  # one past Python's limit on integer string conversion


@pytest.mark.parametrize(
    "content, why",
    [
        (DEEP, "nested too deep"),
        (json.dumps({"text": "A.", "n": 1})[:-1] + f', "big": {DIGITS}}}', "number too long"),
        ('[{"text": "Fine one."}, {"text": "B.", "meta": ' + DEEP + "}]", "nested too deep"),
    ],
)
def test_json_past_python_limits_is_malformed_and_the_rest_is_read(tmp_path, content, why):
    (tmp_path / "bad.json").write_text(content)
    (tmp_path / "good.txt").write_text(GOOD_A)
    articles, problems = _read([tmp_path])
    problem = problems[("bad.json", None)]
    assert problem.status == "error" and problem.reason.startswith("malformed JSON") and why in problem.reason
    assert set(articles) == {"good"}


def test_jsonl_lines_past_python_limits_are_malformed_and_other_lines_read(tmp_path):
    lines = [
        json.dumps({"text": "Line one."}),
        '{"text": "Two.", "n": ' + DIGITS + "}",
        '{"text": "Three.", "title": ' + DEEP + "}",
        DEEP,
        '{"text": "Five.", "n": ' + "9" * 4300 + "}",
    ]  # at the limit: an ordinary record
    (tmp_path / "w.jsonl").write_text("\n".join(lines) + "\n")
    articles, problems = _read([tmp_path])
    assert sorted(articles) == ["w-1", "w-5"]
    assert {line for _, line in problems} == {2, 3, 4}
    for line in (2, 3, 4):
        assert problems[("w.jsonl", line)].reason.startswith("malformed JSON line")
        assert problems[("w.jsonl", line)].status == "error"
    assert "number too long" in problems[("w.jsonl", 2)].reason


def test_progress_estimate_survives_json_past_python_limits(tmp_path):
    (tmp_path / "deep.json").write_text(DEEP)
    (tmp_path / "digits.json").write_text(f'[{{"text": "A", "n": {DIGITS}}}, {{"text": "B"}}]')
    (tmp_path / "list.json").write_text(json.dumps([{"text": "A"}, {"text": "B"}]))
    # Each unreadable file counts as the one problem it will be reported as.
    assert estimate_articles([tmp_path]) == 1 + 1 + 2


# --- HTML: libxml2's parser, linear on hostile markup, and a tree as a browser builds it.


@pytest.mark.parametrize("unit", ["<a", "<?", "</"])
def test_hostile_html_is_read_in_linear_time(tmp_path, unit):
    """html.parser took 33 s on 100,000 repeats of "<a" and grew fourfold per doubling;
    2,000,000 repeats (4 MB) now take well under a second. The bound is generous: a
    quadratic parser misses it by minutes."""
    (tmp_path / "hostile.html").write_text(unit * 2_000_000 + "<p>The mayor of Rome resigned on Friday.</p>")
    start = time.perf_counter()
    articles, problems = _read([tmp_path], max_bytes=10_000_000)
    assert time.perf_counter() - start < 10
    assert not problems and articles["hostile"].text == "The mayor of Rome resigned on Friday."


def test_html_without_closing_head_is_read(tmp_path):
    (tmp_path / "page.html").write_text(
        "<!doctype html><html><head><title>T</title><body><p>The mayor of Rome resigned on Friday.</p></body></html>"
    )
    articles, problems = _read([tmp_path])
    assert not problems
    assert articles["page"].text == "The mayor of Rome resigned on Friday." and articles["page"].title == "T"


def test_html_nested_too_deep_keeps_the_text_before_and_says_so(tmp_path):
    (tmp_path / "deep.html").write_text("<p>The mayor of Rome resigned.</p>" + "<div>" * 5000 + "<p>Lost.</p>")
    (tmp_path / "only.html").write_text("<div>" * 5000 + "<p>Lost.</p>")
    articles, problems = _read([tmp_path])
    assert articles["deep"].text == "The mayor of Rome resigned."
    for name in ("deep.html", "only.html"):
        assert "nested more than" in problems[(name, None)].reason and problems[(name, None)].status == "error"
    assert "only" not in articles


# --- kg's own output folders are never read back as articles.


def _kg_output(folder: Path) -> None:
    """What a kg build leaves: a report written by kg and the articles' text in extractions.jsonl."""
    from exporters.report import write_report
    from kg.model import Corpus

    folder.mkdir(parents=True)
    (folder / "extractions.jsonl").write_text(json.dumps({"id": "x", "text": GOOD_B}) + "\n")
    (folder / "graph.json").write_text(json.dumps({"nodes": [], "links": []}))
    write_report(Corpus((), (), ()), folder / "report.json", model="m", exit_code=0)


def test_output_folder_inside_the_input_is_passed_over_and_said_so(tmp_path):
    (tmp_path / "good.txt").write_text(GOOD_A)
    _kg_output(tmp_path / "output")
    _kg_output(tmp_path / "older" / "run1")
    (tmp_path / "older" / "run1" / "story.txt").write_text(GOOD_B)  # a planted report hides nothing unsaid
    (tmp_path / "notes").mkdir()  # a report.json of someone else's is an input like any other
    (tmp_path / "notes" / "report.json").write_text(json.dumps({"title": "Q3", "text": GOOD_B}))
    articles, problems = _read([tmp_path])
    assert set(articles) == {"good", "report"}
    assert sorted(path for path, _ in problems) == ["older/run1", "output"]  # was "skipped 0", said nowhere
    assert all("a kg output folder" in p.reason and p.status == "skipped" for p in problems.values())
    assert estimate_articles([tmp_path]) == 2


def test_excluded_folder_is_passed_over_before_it_holds_a_report(tmp_path):
    """A build that died before writing report.json left outputs: the caller names the folder."""
    (tmp_path / "good.txt").write_text(GOOD_A)
    (tmp_path / "out").mkdir()
    (tmp_path / "out" / "extractions.jsonl").write_text(json.dumps({"text": GOOD_B}) + "\n")
    articles, problems = _read([tmp_path], exclude=[f"{tmp_path}/./out/"])
    assert set(articles) == {"good"} and not problems
    assert estimate_articles([tmp_path], exclude=[tmp_path / "out"]) == 1


def test_output_folder_given_as_input_is_a_skipped_problem(tmp_path):
    _kg_output(tmp_path / "output")
    articles, problems = _read([tmp_path / "output"])
    assert not articles
    (problem,) = problems.values()
    assert problem.status == "skipped" and "kg output folder" in problem.reason


@pytest.mark.model
def test_rebuilding_into_an_output_folder_inside_the_input_gives_the_same_graph(tmp_path, nlp):
    root = tmp_path / "in"
    root.mkdir()
    (root / "a.txt").write_text(GOOD_A)
    (root / "b.txt").write_text(GOOD_B)
    sizes = []
    for _ in range(3):
        assert main(["build", str(root), "-o", str(root / "output"), "-q", "--no-cache"]) == 0
        sizes.append(nx.read_graphml(root / "output" / "graph.graphml").number_of_nodes())
    assert sizes[0] == sizes[1] == sizes[2]


# --- Names that would drive a terminal or reorder text are shown escaped.

TERMINAL = "\x1b]0;owned\x07"
RLO = "\u202e"


def test_names_with_terminal_escapes_and_bidi_controls_are_escaped(tmp_path):
    (tmp_path / f"{TERMINAL}news.txt").write_text(GOOD_A)
    (tmp_path / f"report{RLO}fdp.exe").write_text("not read")  # shows as "reportexe.pdf"
    (tmp_path / f"sub{TERMINAL}").mkdir()
    (tmp_path / f"sub{TERMINAL}" / f"{RLO}b.txt").write_text("")
    items = list(read_inputs([tmp_path]))
    shown = [i.path for i in items] + [i.reason for i in items if isinstance(i, InputProblem)]
    shown += [i.id for i in items if isinstance(i, Article)]
    assert shown and not any(c in s for s in shown for c in "\x1b\x07" + RLO)
    paths = {i.path for i in items}
    assert paths == {"\\x1b]0;owned\\x07news.txt", "report\\u202efdp.exe", "sub\\x1b]0;owned\\x07/\\u202eb.txt"}


def test_unsupported_suffix_with_controls_is_escaped_in_the_reason(tmp_path):
    (tmp_path / f"a.t{TERMINAL}").write_text("x")
    (problem,) = (i for i in read_inputs([tmp_path]) if isinstance(i, InputProblem))
    assert "\x1b" not in problem.reason and "\\x1b" in problem.reason


def test_a_bug_while_reading_one_file_costs_only_that_file(tmp_path, monkeypatch):
    import kg.ingest.read

    (tmp_path / "a.txt").write_text("The council met on Friday.")
    (tmp_path / "b.txt").write_text("The mayor resigned on Monday.")
    real = kg.ingest.read.read_file

    def failing(path, rel, max_bytes=0):
        if rel == "a.txt":
            raise ZeroDivisionError("injected")
        return real(path, rel, max_bytes)

    monkeypatch.setattr(kg.ingest.read, "read_file", failing)
    items = list(kg.ingest.read.read_inputs([tmp_path]))
    problem, article = items
    assert isinstance(article, Article) and article.path == "b.txt"
    assert isinstance(problem, InputProblem) and problem.path == "a.txt"
    assert (problem.status, problem.stage) == ("error", "reading")
    assert problem.reason.startswith("kg bug while reading: ZeroDivisionError: injected")


@pytest.mark.parametrize(
    "value, says", [(12345, "a number"), (["a"], "a list"), ({"a": 1}, "an object"), (True, "a boolean")]
)
def test_a_text_that_is_not_a_string_is_named(tmp_path, value, says):
    (tmp_path / "a.json").write_text(json.dumps({"text": value}))
    [problem] = read_inputs([tmp_path])
    assert problem.reason == f"JSON record has a 'text' that is {says}, not a string"
