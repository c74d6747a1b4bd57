"""Whether two kg build output folders hold the same files, byte for byte.

A refactor must not change what kg writes: build the same input with the old and the new
code into two folders, then ``python benchmarks/same_outputs.py OLD NEW``. report.json is
compared without its ``created`` time (the one value a rerun changes). Exit status 0 when
every file is the same, 1 otherwise (each difference named).
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path


def digest(path: Path) -> str:
    """The file's SHA-256; report.json's without its creation time."""
    data = path.read_bytes()
    if path.name == "report.json":
        report = json.loads(data)
        report.pop("created", None)
        data = json.dumps(report, sort_keys=True).encode()
    return hashlib.sha256(data).hexdigest()


def differences(old: Path, new: Path) -> list[str]:
    """What differs between the folders: files in one only, and files whose bytes differ."""
    names = {p.relative_to(old) for p in old.rglob("*") if p.is_file() and not p.name.startswith(".")}
    theirs = {p.relative_to(new) for p in new.rglob("*") if p.is_file() and not p.name.startswith(".")}
    found = [f"only in {old}: {n}" for n in sorted(names - theirs)]
    found += [f"only in {new}: {n}" for n in sorted(theirs - names)]
    found += [f"differs: {n}" for n in sorted(names & theirs) if digest(old / n) != digest(new / n)]
    return found


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    old, new = map(Path, argv)
    found = differences(old, new)
    for line in found:
        print(line)
    count = sum(1 for p in old.rglob("*") if p.is_file() and not p.name.startswith("."))
    print(f"{'same' if not found else 'DIFFERENT'}: {count} files in {old}, {len(found)} differences")
    return 1 if found else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
