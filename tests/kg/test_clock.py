"""Same inputs, same outputs, whatever the day kg runs: builds under a faked clock (tests/clock)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CLOCK = ROOT / "tests" / "clock"
DAYS = ("2011-03-01", "2019-07-15")


def _env(today: str) -> dict[str, str]:
    env = dict(os.environ, KG_TEST_TODAY=today)
    env["PYTHONPATH"] = os.pathsep.join([str(CLOCK), str(ROOT), env.get("PYTHONPATH", "")])
    return env


def test_the_faked_clock_reaches_every_way_the_clock_is_read():
    """The hook itself: without it the test below could pass on a clock it never moved."""
    probe = (
        "import datetime, time; import dateparser; import exporters.report as report; "
        "print(datetime.date.today(), datetime.date.fromtimestamp(time.time()), "
        "dateparser.parse('yesterday').date(), report.dt.datetime.now().date(), "
        "isinstance(datetime.datetime(2000, 1, 1), report.dt.datetime))"
    )
    out = subprocess.run(
        [sys.executable, "-c", probe], cwd=ROOT, env=_env(DAYS[0]), capture_output=True, text=True, check=True
    ).stdout.split()
    assert out == [DAYS[0], DAYS[0], "2011-02-28", DAYS[0], "True"]


# Relative and malformed metadata dates, each beside a dateline or a full date in the text.
_ARTICLES = {
    "feed.jsonl": "\n".join(
        json.dumps(r)
        for r in (
            {
                "id": "yesterday",
                "date": "yesterday",
                "text": "PORT ELM, Oct. 21, 2002 - The council voted on Sunday to reopen the bridge.",
            },
            {
                "id": "object",
                "date": {"year": 2002, "month": 10},
                "text": "The mayor of Port Elm resigned on Friday, 18 October 2002, after the vote.",
            },
        )
    )
    + "\n",
    "notes.md": "---\ntitle: Harbour\ndate: 3 weeks\n---\nHARBOURTON, Nov. 4, 2002 - Dockers went on strike on Monday.\n",
    "page.html": (
        '<html><head><meta property="article:published_time" content="2 hours ago"><title>Storm</title></head>'
        "<body><article><h1>Storm</h1><p>LAKEVILLE, Dec. 2, 2002 - A storm hit Lakeville on Saturday, "
        "the weather office said.</p></article></body></html>"
    ),
}


def _build(corpus: Path, out: Path, today: str, *more: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "kg", "build", str(corpus), "-o", str(out), "-q", "--jobs", "1", *more],
        cwd=ROOT,
        env=_env(today),
        capture_output=True,
        text=True,
        timeout=600,
    )


def _outputs(out: Path) -> dict[str, object]:
    found: dict[str, object] = {}
    for path in sorted(out.iterdir()):
        if path.name.startswith("."):
            continue
        if path.name == "report.json":  # the one output with a timestamp: the rest of it must agree
            report = json.loads(path.read_text())
            report.pop("created")
            found[path.name] = report
        else:
            found[path.name] = path.read_bytes()
    return found


@pytest.mark.model
@pytest.mark.slow
def test_relative_metadata_dates_give_the_same_outputs_on_any_day_cached_or_not(tmp_path, nlp):
    corpus = tmp_path / "in"
    corpus.mkdir()
    for name, text in _ARTICLES.items():
        (corpus / name).write_text(text, encoding="utf-8")
    cache = tmp_path / "cache.sqlite"
    first = _build(corpus, tmp_path / "first", DAYS[0], "--cache", str(cache))
    assert first.returncode == 0, first.stderr
    # Another day: a clean build, and a rebuild served by the first day's cache.
    clean = _build(corpus, tmp_path / "clean", DAYS[1], "--no-cache")
    cached = _build(corpus, tmp_path / "cached", DAYS[1], "--cache", str(cache))
    assert clean.returncode == cached.returncode == 0, clean.stderr + cached.stderr
    assert _outputs(tmp_path / "first") == _outputs(tmp_path / "clean") == _outputs(tmp_path / "cached")

    rows = {r["id"]: r for r in json.loads((tmp_path / "first" / "report.json").read_text())["inputs"]}
    assert {i: (r["date"], r["date_source"]) for i, r in rows.items()} == {
        "yesterday": ("2002-10-21", "dateline"),
        "object": ("2002-10-18", "text"),
        "notes": ("2002-11-04", "dateline"),
        "page": ("2002-12-02", "dateline"),
    }
    assert "'yesterday' not used: it is relative" in rows["yesterday"]["date_note"]
    assert "it is an object, not a date written as text" in rows["object"]["date_note"]
    assert "front matter date '3 weeks' not used" in rows["notes"]["date_note"]
    assert "article:published_time '2 hours ago' not used" in rows["page"]["date_note"]
    summary = first.stdout
    assert "kg: date metadata not used (relative or not a calendar date" in summary and "yesterday (date" in summary
