"""How well kg dates articles that come without a date: the kit's corpora with their dates removed.

Exports TimeBank/AQUAINT and MEANTIME with the kit's own exporter (``../shared/eval/bench.py
export``), removes each article's ``date`` and replaces its id by a neutral one (TimeBank's ids
spell the date: ``APW19980807.0261``), runs ``kg extract`` on each corpus in one run, and
compares the publication date kg gives with the one the kit had:

- dated: how many articles kg gives a date; right: within a day of the kit's date;
  precision = right / dated;
- the naive rule beside it: the first full date ("Oct. 21, 2002", "21 October 2002", ISO)
  written in the text, scored the same way;
- calibration: the share right among the articles at each ``date_confidence`` and source.

ECB+ has no dates: kg runs on its 770 articles and the script counts those dated before 2000
(its stories are from 2005 to 2013). With ``--silver`` it also measures the two weak sources on
ECB+ against the dates its articles state on a line of their own (the "stated" source, right on
every MEANTIME article): the body rule with that line left out, and each such article's date
left out and spread from its story (kg.time.publication.placing). Usage::

    python benchmarks/publication_dates.py                     # all three
    python benchmarks/publication_dates.py timebank --keep DIR # keep the JSON lines in DIR
    python benchmarks/publication_dates.py ecbplus --silver
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import re
import subprocess
import sys
import tempfile
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# The kit beside the checkout (``../shared/eval``), or beside the folder of worktrees holding it.
EVAL = next(
    (p for p in (ROOT.parent / "shared" / "eval", ROOT.parent.parent / "shared" / "eval") if p.exists()),
    ROOT.parent / "shared" / "eval",
)
CORPORA = {
    "timebank": "data/dev/timebank-aquaint",
    "meantime": "data/dev/meantime",
    "ecbplus": "data/dev/ecbplus",
}
MONTH = (
    r"(?P<month>jan(?:uary|\.)?|feb(?:ruary|\.)?|mar(?:ch|\.)?|apr(?:il|\.)?|may|june?|july?|aug(?:ust|\.)?"
    r"|sept?(?:ember|\.)?|oct(?:ober|\.)?|nov(?:ember|\.)?|dec(?:ember|\.)?)"
)
# The naive rule, written here on its own (not kg's code): the first day, month and year in the text.
FULL_DATES = (
    re.compile(rf"\b{MONTH}\s+(?P<day>\d{{1,2}})(?:st|nd|rd|th)?,?\s+(?P<year>\d{{4}})\b", re.I),
    re.compile(rf"\b(?P<day>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?{MONTH}(?![a-z]),?\s+(?P<year>\d{{4}})\b", re.I),
    re.compile(r"\b(?P<year>\d{4})-(?P<month>\d\d)-(?P<day>\d\d)\b"),
)
MONTHS = "jan feb mar apr may jun jul aug sep oct nov dec".split()


def first_full_date(text: str) -> str | None:
    """The first full date written in ``text``, ISO, or None."""
    found = []
    for pattern in FULL_DATES:
        for match in pattern.finditer(text):
            month = match.group("month")
            number = int(month) if month.isdigit() else MONTHS.index(month[:3].lower()) + 1
            try:
                found.append((match.start(), dt.date(int(match.group("year")), number, int(match.group("day")))))
            except ValueError:
                continue
            break
    return min(found)[1].isoformat() if found else None


def iso_day(value: str | None) -> str | None:
    """The kit's date as ISO: one MEANTIME file writes day-month-year ("03-02-2009", its text's February 3)."""
    if value and (match := re.fullmatch(r"(\d\d)-(\d\d)-(\d{4})", value)):
        return f"{match.group(3)}-{match.group(2)}-{match.group(1)}"
    return value[:10] if value else None


def within_a_day(a: str | None, b: str | None) -> bool:
    if not a or not b:
        return False
    return abs((dt.date.fromisoformat(a[:10]) - dt.date.fromisoformat(b[:10])).days) <= 1


def export(corpus: str, work: Path) -> tuple[Path, dict[str, str | None]]:
    """The corpus as kg input without dates, neutral ids; and neutral id -> the kit's date."""
    done = subprocess.run(
        [sys.executable, str(EVAL / "bench.py"), "export", str(EVAL / CORPORA[corpus])],
        check=True,
        capture_output=True,
        text=True,
    )
    records = [json.loads(line) for line in done.stdout.splitlines() if line.strip()]
    truth: dict[str, str | None] = {}
    given = work / f"{corpus}.in.jsonl"
    with given.open("w", encoding="utf-8") as out:
        for number, record in enumerate(records, 1):
            ident = f"article-{number:04d}"
            truth[ident] = iso_day(record.get("date"))
            out.write(json.dumps({"id": ident, "text": record["text"], "date": None}, ensure_ascii=False) + "\n")
    return given, truth


def extract(given: Path, work: Path, corpus: str) -> dict[str, dict]:
    answered = work / f"{corpus}.out.jsonl"
    command = [sys.executable, "-m", "kg", "extract", str(given), "-o", str(answered), "-q", "--no-cache"]
    subprocess.run(command, check=True, cwd=ROOT)
    out = {}
    with answered.open(encoding="utf-8") as lines:
        for line in lines:
            record = json.loads(line)
            out[record["id"]] = record
    return out


def report(corpus: str, truth: dict[str, str | None], found: dict[str, dict], given: Path) -> list[str]:
    texts = {json.loads(line)["id"]: json.loads(line)["text"] for line in given.open(encoding="utf-8")}
    lines = [f"== {corpus}: {len(truth)} articles, dates removed"]
    if all(v is None for v in truth.values()):
        years = Counter((found.get(i, {}).get("date") or "")[:4] for i in truth)
        early = sum(n for year, n in years.items() if year and year < "2000")
        dated = sum(n for year, n in years.items() if year)
        by_source = Counter(found.get(i, {}).get("date_source") or "none" for i in truth)
        naive_early = sum(1 for i in truth if (first_full_date(texts[i]) or "9999") < "2000")
        lines.append(f"kg dated {dated}; dated before 2000: {early} (first-full-date rule: {naive_early})")
        lines.append("sources: " + ", ".join(f"{s} {n}" for s, n in sorted(by_source.items())))
        return lines
    dated = right = naive_dated = naive_right = 0
    calibration: dict[tuple[str, float], list[int]] = defaultdict(lambda: [0, 0])
    wrong = []
    for ident, gold in truth.items():
        record = found.get(ident, {})
        value = record.get("date")
        naive = first_full_date(texts[ident])
        naive_dated += naive is not None
        naive_right += within_a_day(naive, gold)
        if value:
            ok = within_a_day(value, gold)
            dated += 1
            right += ok
            cell = calibration[record.get("date_source") or "", float(record.get("date_confidence") or 0)]
            cell[0] += ok
            cell[1] += 1
            if not ok:
                wrong.append(
                    f"  {ident}: {value} for {str(gold)[:10]} ({record.get('date_source')}: "
                    f"{str(record.get('date_evidence'))[:70]})"
                )
    precision = right / dated if dated else 0.0
    naive_precision = naive_right / naive_dated if naive_dated else 0.0
    lines.append(
        f"kg:               dated {dated:4d}, right {right:4d}, wrong {dated - right:4d}, precision {precision:.3f}"
    )
    lines.append(
        f"first full date:  dated {naive_dated:4d}, right {naive_right:4d}, wrong {naive_dated - naive_right:4d}, "
        f"precision {naive_precision:.3f}"
    )
    lines.append("calibration (source, date_confidence: right / dated):")
    for (source, confidence), (ok, n) in sorted(calibration.items(), key=lambda kv: (-kv[0][1], kv[0][0])):
        lines.append(f"  {source:10s} {confidence:.2f}: {ok:4d} / {n:4d} = {ok / n:.3f}")
    lines += ["wrong:"] + wrong[:25]
    return lines


def silver(given: Path) -> list[str]:
    """The body rule and story spreading on ECB+, scored against its articles' stated date lines."""
    sys.path.insert(0, str(ROOT))
    from kg.model import PublicationDate
    from kg.pipeline.build import build_graph
    from kg.time.publication.date_lines import stated_date
    from kg.time.publication.placing import place_undated
    from kg.time.publication.present import present_date
    from kg.time.publication.sources import FIRST_KIND

    texts = [json.loads(line)["text"] for line in given.open(encoding="utf-8")]
    right = dated = 0
    for text in texts:
        line = stated_date(text)
        if line is None:
            continue
        at = text.find(line.line)
        found = present_date(text, (at, at + len(line.line)))
        if found is not None:
            dated += 1
            right += abs((found.value - line.value).days) <= 1
    lines = [f"silver, body rule with the date line left out: {right} right of {dated} dated"]
    corpus = build_graph([given], jobs=1, graph=False).corpus
    exs = corpus.extractions
    stories = [corpus.story_of.get(ex.article.id) for ex in exs]
    times = [[(s.text, s.tense) for s in ex.timex_spans] for ex in exs]
    dcts = [ex.dct for ex in exs]
    right = dated = 0
    for i, dct in enumerate(dcts):
        if not (dct.value and dct.source in FIRST_KIND):
            continue
        trial = list(dcts)
        trial[i] = PublicationDate(None)
        placed = place_undated(trial, stories, times)[i]
        if placed.value:
            dated += 1
            right += within_a_day(placed.value, dct.value)
    lines.append(
        f"silver, each dated article's date left out and spread from its story: {right} right of {dated} dated"
    )
    return lines


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("corpora", nargs="*", metavar="CORPUS", help=f"any of {', '.join(CORPORA)} (default: all)")
    parser.add_argument("--keep", type=Path, default=None, help="folder to keep the JSON lines in")
    parser.add_argument("--silver", action="store_true", help="ECB+: the weak sources against its stated date lines")
    args = parser.parse_args()
    if not (EVAL / "bench.py").exists():
        print(f"evaluation kit not found at {EVAL}", file=sys.stderr)
        return 2
    unknown = [c for c in args.corpora if c not in CORPORA]
    if unknown:
        parser.error(f"unknown corpus {', '.join(unknown)} (choose from {', '.join(CORPORA)})")
    work = args.keep or Path(tempfile.mkdtemp(prefix="kg-dates-"))
    work.mkdir(parents=True, exist_ok=True)
    for corpus in args.corpora or list(CORPORA):
        given, truth = export(corpus, work)
        found = extract(given, work, corpus)
        print("\n".join(report(corpus, truth, found, given)), flush=True)
        if corpus == "ecbplus" and args.silver:
            print("\n".join(silver(given)), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
