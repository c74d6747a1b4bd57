"""Read back every output of a build with the parser its users would use."""

from __future__ import annotations

import csv
import json
from html.parser import HTMLParser
from pathlib import Path

import networkx as nx


class _Strict(HTMLParser):
    """html.parser never raises; count what it saw so an empty page fails."""

    def __init__(self) -> None:
        super().__init__()
        self.tags = 0

    def handle_starttag(self, tag: str, attrs: list) -> None:
        self.tags += 1


def parse_outputs(out: Path) -> dict[str, object]:
    """Parse each output in ``out``; fail the test when one does not parse."""
    parsed: dict[str, object] = {}
    parsed["graph.graphml"] = nx.read_graphml(out / "graph.graphml")
    parsed["graph.gexf"] = nx.read_gexf(out / "graph.gexf")
    for name in ("graph.json", "timeline.json", "disagreements.json"):
        parsed[name] = json.loads((out / name).read_text(encoding="utf-8"))
    if (out / "report.json").exists():
        parsed["report.json"] = json.loads((out / "report.json").read_text(encoding="utf-8"))
    parsed["extractions.jsonl"] = [
        json.loads(line) for line in (out / "extractions.jsonl").read_text(encoding="utf-8").splitlines()
    ]
    for name in ("nodes.csv", "edges.csv"):
        with (out / name).open(encoding="utf-8", newline="") as fh:
            rows = list(csv.reader(fh, strict=True))
        assert rows and len({len(r) for r in rows}) == 1, f"{name}: ragged rows"
        parsed[name] = rows
    for name in ("graph.html", "timeline.html"):
        page = _Strict()
        page.feed((out / name).read_text(encoding="utf-8"))
        page.close()
        assert page.tags > 0, name
        parsed[name] = page.tags
    return parsed
