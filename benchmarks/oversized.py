"""Peak memory of kg on oversized inputs: a .json file, a .jsonl line without end and a .txt file,
each of 10 MB to 1 GB beside one ordinary article, against that article alone.

Each run is a fresh process (``kg read``, or ``kg build`` with ``--build``) whose own peak
resident size is reported; the inputs are written to a scratch folder and removed after.
With the inputs skipped unread, the peak stays that of the article alone, whatever their size.

    python benchmarks/oversized.py                       # kg read, 10 MB, 100 MB, 1 GB
    python benchmarks/oversized.py --build --sizes 10,1000
    python benchmarks/oversized.py --repo /path/to/other/checkout   # the same on other code
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ARTICLE = "PORT ELM, Oct. 21, 2002 - The council voted on Sunday to reopen the bridge, the mayor said.\n"
_MEASURE = (
    "import resource, sys; sys.path.insert(0, sys.argv[1]); from kg.cli import main; "
    "code = main(sys.argv[2:]); "
    "print('peak_kb', resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, 'exit', code, file=sys.stderr)"
)
_BLOCK = b"x" * (1 << 20)


def write_input(folder: Path, kind: str, megabytes: int) -> None:
    """One oversized input of ``kind`` (json, jsonl, txt) of about ``megabytes`` MB in ``folder``."""
    head, tail = {"json": (b'[{"text": "', b'"}]'), "jsonl": (b'{"text": "', b'"}'), "txt": (b"", b"")}[kind]
    with (folder / f"big.{kind}").open("wb") as fh:
        fh.write(head)
        for _ in range(megabytes):
            fh.write(_BLOCK)
        fh.write(tail)  # the .jsonl line never ends: no newline


def measure(repo: Path, folder: Path, build: bool) -> tuple[int, int]:
    """(peak resident MB, exit code) of one kg run on ``folder``."""
    out = folder.parent / "out"
    command = ["build", str(folder), "-o", str(out), "-q", "--no-cache", "--jobs", "1"] if build else []
    if not build:
        command = ["read", str(folder), "-o", str(folder.parent / "read.jsonl")]
    done = subprocess.run(
        [sys.executable, "-c", _MEASURE, str(repo), *command], cwd=repo, capture_output=True, text=True, check=False
    )
    line = next((ln for ln in done.stderr.splitlines() if ln.startswith("peak_kb")), None)
    if line is None:
        raise SystemExit(f"kg failed: {done.stderr[-2000:]}")
    parts = line.split()
    shutil.rmtree(out, ignore_errors=True)
    return int(parts[1]) >> 10, int(parts[3])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="10,100,1000", help="input sizes in MB, comma-separated")
    parser.add_argument("--kinds", default="json,jsonl,txt")
    parser.add_argument("--build", action="store_true", help="kg build (loads the model) instead of kg read")
    parser.add_argument("--repo", type=Path, default=ROOT, help="the kg checkout to run (default: this one)")
    parser.add_argument("--scratch", type=Path, default=None, help="where to write the inputs (default: a temp dir)")
    args = parser.parse_args()
    scratch = Path(tempfile.mkdtemp(prefix="kg-oversized-", dir=args.scratch))
    try:
        folder = scratch / "in"
        folder.mkdir()
        (folder / "story.txt").write_text(ARTICLE, encoding="utf-8")
        base, code = measure(args.repo, folder, args.build)
        rows = [{"input": "the article alone", "peak_mb": base, "exit": code}]
        print(json.dumps(rows[-1]), flush=True)
        for kind in args.kinds.split(","):
            for size in map(int, args.sizes.split(",")):
                write_input(folder, kind, size)
                peak, code = measure(args.repo, folder, args.build)
                rows.append({"input": f"{size} MB .{kind}", "peak_mb": peak, "exit": code, "over_alone": peak - base})
                print(json.dumps(rows[-1]), flush=True)
                (folder / f"big.{kind}").unlink()
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
