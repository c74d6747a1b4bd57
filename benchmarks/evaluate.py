"""Score ``kg extract`` on the evaluation kit's dev corpora, end to end.

Runs the kit's own scorer (``../shared/eval/bench.py``, not copied here):
export each corpus to JSON lines, extract with kg, score. Usage::

    python benchmarks/evaluate.py                 # both dev corpora
    python benchmarks/evaluate.py meantime --model en_core_web_sm
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EVAL = ROOT.parent / "shared" / "eval"
CORPORA = {"timebank": "data/dev/timebank-aquaint", "meantime": "data/dev/meantime"}


def run(corpus: str, model: str | None, keep: Path | None) -> str:
    """Export, extract and score one corpus; return the scorer's report."""
    folder = EVAL / CORPORA[corpus]
    work = keep or Path(tempfile.mkdtemp(prefix=f"kg-eval-{corpus}-"))
    work.mkdir(parents=True, exist_ok=True)
    given, answered = work / f"{corpus}.in.jsonl", work / f"{corpus}.out.jsonl"
    with given.open("w", encoding="utf-8") as out:
        subprocess.run([sys.executable, str(EVAL / "bench.py"), "export", str(folder)], stdout=out, check=True)
    command = [sys.executable, "-m", "kg", "extract", str(given), "-o", str(answered), "-q"]
    if model:
        command += ["--model", model]
    subprocess.run(command, check=True, cwd=ROOT)
    score = subprocess.run(
        [sys.executable, str(EVAL / "bench.py"), "score", str(folder), str(answered)],
        check=True,
        capture_output=True,
        text=True,
    )
    return score.stdout


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("corpora", nargs="*", metavar="CORPUS", help=f"any of {', '.join(CORPORA)} (default: all)")
    parser.add_argument("--model", default=None, help="spaCy pipeline (default: kg's default)")
    parser.add_argument("--keep", type=Path, default=None, help="folder to keep the JSON lines in")
    args = parser.parse_args()
    if not (EVAL / "bench.py").exists():
        print(f"evaluation kit not found at {EVAL}", file=sys.stderr)
        return 2
    unknown = [c for c in args.corpora if c not in CORPORA]
    if unknown:
        parser.error(f"unknown corpus {', '.join(unknown)} (choose from {', '.join(CORPORA)})")
    for corpus in args.corpora or list(CORPORA):
        print(f"== {corpus} ({CORPORA[corpus]})")
        print(run(corpus, args.model, args.keep), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
