"""Parse workers against another checkout's: ``kg extract --jobs 2`` timed on the same input, in turn.

Issue 50 replaced multiprocessing.Pool by workers on pipes of their own (kg/runtime/workers.py);
this times the two alternately (A B A B ...), wall and CPU seconds, and checks the outputs are
the same bytes. The machine is shared: read the ratio of each round, not one number alone.

    python benchmarks/parse_workers.py --other /path/to/checkout/at/9d0f122 --input in.jsonl --rounds 3
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run(repo: Path, source: Path, out: Path, jobs: int) -> tuple[float, float]:
    """(wall seconds, CPU seconds of kg and its workers) of one ``kg extract``."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    subprocess.run(
        [sys.executable, "-m", "kg", "extract", str(source), "-o", str(out), "-q", "--no-cache", "--jobs", str(jobs)],
        cwd=repo,
        check=True,
        stderr=subprocess.DEVNULL,
    )
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--other", type=Path, required=True, help="the checkout to compare with")
    parser.add_argument("--input", type=Path, required=True, help="a .jsonl of articles (kg extract's input)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    scratch = Path(tempfile.mkdtemp(prefix="kg-workers-"))
    for r in range(1, args.rounds + 1):
        row: dict[str, object] = {"round": r}
        for name, repo in (("this", ROOT), ("other", args.other)):
            wall, cpu = run(repo, args.input, scratch / f"{name}.jsonl", args.jobs)
            row |= {f"{name}_wall_s": round(wall, 1), f"{name}_cpu_s": round(cpu, 1)}
        row["wall_ratio"] = round(row["this_wall_s"] / row["other_wall_s"], 3)  # type: ignore[operator]
        row["same_bytes"] = (scratch / "this.jsonl").read_bytes() == (scratch / "other.jsonl").read_bytes()
        print(json.dumps(row), flush=True)


if __name__ == "__main__":
    main()
