"""kg's overhead over ``nlp.pipe`` in CPU seconds, for checkouts side by side, alternating.

On a shared machine wall times say little; CPU seconds of each child process are
comparable. Each round runs ``nlp.pipe`` alone (``scale.py``'s baseline), the model
load, then ``timed_build.py build --no-cache --jobs 1`` of every checkout given, in an
order rotated each round. The ratio is (build - load) / (pipe - load), as ``scale.py``
counts it. A checkout is a folder with kg's files (``git archive COMMIT | tar -x -C DIR``).
Usage::

    python benchmarks/cpu_rounds.py --rounds 3 main=/tmp/snap-main branch=/tmp/snap-branch
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_corpus import dev_records, write  # noqa: E402
from scale import PIPE_ONLY  # noqa: E402

_LOAD = "from kg.extract.nlp import load_model; load_model(None)"


def child_cpu(command: list[str], checkout: Path) -> float:
    """CPU seconds (user + system) of ``command`` run with ``checkout`` first on the path."""
    env = dict(os.environ, PYTHONPATH=str(checkout))
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(command, capture_output=True, text=True, env=env, check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime


def one_round(number: int, corpus: Path, checkouts: dict[str, Path], work: Path) -> dict:
    """The baseline, the load and each checkout's build, in CPU seconds, with the ratios."""
    first = next(iter(checkouts.values()))
    row: dict = {"round": number + 1}
    row["pipe"] = child_cpu([sys.executable, "-c", PIPE_ONLY, str(corpus)], first)
    row["load"] = child_cpu([sys.executable, "-c", _LOAD], first)
    names = list(checkouts)
    shift = number % len(names)
    for name in names[shift:] + names[:shift]:
        build = [sys.executable, str(checkouts[name] / "benchmarks" / "timed_build.py"), "build", str(corpus)]
        row[name] = child_cpu([*build, "-o", str(work / name), "-q", "--no-cache", "--jobs", "1"], checkouts[name])
    for name in names:
        row[f"ratio {name}"] = (row[name] - row["load"]) / (row["pipe"] - row["load"])
    return {k: round(v, 2) if isinstance(v, float) else v for k, v in row.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("checkouts", nargs="+", metavar="NAME=DIR", help="a checkout of kg to build with")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--corpus", type=Path, help="JSON lines (default: the dev articles, as scale.py)")
    args = parser.parse_args()
    checkouts = {name: Path(path).resolve() for name, _, path in (c.partition("=") for c in args.checkouts)}
    with tempfile.TemporaryDirectory(prefix="kg-cpu-") as tmp:
        work = Path(tmp)
        corpus = args.corpus
        if corpus is None:
            corpus = work / "dev.jsonl"
            write(corpus, iter(dev_records()))
        for number in range(args.rounds):
            print(json.dumps(one_round(number, corpus, checkouts, work)), flush=True)


if __name__ == "__main__":
    main()
