"""Parsing on a Dask cluster against local worker processes: wall time and identical outputs.

On one corpus from ``make_corpus.py`` (no cache), times ``kg build --jobs 2``
and ``kg build --dask ADDRESS`` on a ``distributed.LocalCluster`` of 2 worker
processes (one thread each, started before the timed build, as a cluster
would be running already), then checks that the ``--dask`` outputs are
byte-identical to a ``kg build --jobs 1`` of the same corpus (report.json
but its timestamp). Each build runs in a fresh process (``timed_build.py``).
Prints one JSON line; the target is ``dask / jobs2 <= 1.15``. On a busy
machine, ``--check-size N`` makes the ``--jobs 1`` check on the corpus's first
N articles instead (a ``--dask`` build of those too), and the full-size
``--dask`` outputs are then compared with the ``--jobs 2`` ones. Usage::

    python benchmarks/dask_overhead.py                 # 1,000 articles
    python benchmarks/dask_overhead.py --size 200 --repeat 2
    python benchmarks/dask_overhead.py --check-size 100
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_corpus import dev_records, generate, write  # noqa: E402
from scale import kg_build  # noqa: E402

TARGET = 1.15


def outputs(folder: Path) -> dict[str, bytes]:
    """Every output file's bytes, report.json without its timestamp."""
    files = {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if not p.name.startswith(".")}
    report = json.loads(files["report.json"])
    report.pop("created")
    files["report.json"] = json.dumps(report, sort_keys=True).encode()
    return files


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--size", type=int, default=1000, help="articles (default 1000)")
    parser.add_argument("--repeat", type=int, default=1, help="timed pairs (jobs 2, dask); the best of each is kept")
    parser.add_argument("--check-size", type=int, default=None, help="articles of the --jobs 1 check (default --size)")
    args = parser.parse_args()

    from distributed import LocalCluster

    with tempfile.TemporaryDirectory(prefix="kg-dask-") as tmp:
        work = Path(tmp)
        corpus = work / f"kg-{args.size}.jsonl"
        base = dev_records()
        write(corpus, generate(base, args.size))
        check_size = min(args.check_size or args.size, args.size)
        walls: dict[str, list[float]] = {"jobs2": [], "dask": []}
        with LocalCluster(n_workers=2, processes=True, threads_per_worker=1, dashboard_address=":0") as cluster:
            for i in range(args.repeat):
                walls["jobs2"].append(kg_build(corpus, work / f"jobs2-{i}", "--no-cache", "--jobs", "2")["wall"])
                dask = kg_build(corpus, work / f"dask-{i}", "--no-cache", "--dask", cluster.scheduler_address)
                walls["dask"].append(dask["wall"])
            checked = [work / f"{name}-{i}" for name in walls for i in range(args.repeat)]
            if check_size < args.size:
                small = work / f"kg-{check_size}.jsonl"
                write(small, generate(base, check_size))
                kg_build(small, work / "dask-small", "--no-cache", "--dask", cluster.scheduler_address)
                corpus = small
        kg_build(corpus, work / "jobs1", "--no-cache", "--jobs", "1")
        expected = outputs(work / "jobs1")
        if check_size < args.size:
            identical = outputs(work / "dask-small") == expected and all(
                outputs(folder) == outputs(checked[0]) for folder in checked
            )
        else:
            identical = all(outputs(folder) == expected for folder in checked)
        best = {name: min(times) for name, times in walls.items()}
        ratio = round(best["dask"] / best["jobs2"], 3)
        print(
            json.dumps(
                {
                    "articles": args.size,
                    "jobs2_wall": best["jobs2"],
                    "dask_wall": best["dask"],
                    "ratio": ratio,
                    "target": f"<= {TARGET}",
                    "met": ratio <= TARGET,
                    "jobs1_check_articles": check_size,
                    "identical_to_jobs1": identical,
                }
            )
        )
    return 0 if identical and ratio <= TARGET else 1


if __name__ == "__main__":
    sys.exit(main())
