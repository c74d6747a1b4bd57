"""One entity's timeline (``kg timeline``) as text, CSV, JSON or Markdown.

The rows come from :func:`kg.graph.timeline.entity_timeline`, in date order;
the format is chosen by the file's suffix (:data:`FORMATS`). Same rows in,
same bytes out.
"""

from __future__ import annotations

import csv
import io
import json
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from exporters.spreadsheet import safe_text
from exporters.suffixes import writer_for
from kg.files import atomic_open
from kg.model import UNASSERTED, TimelineRow
from kg.safe_text import printable

COLUMNS = (
    "date",
    "date_bound",
    "granularity",
    "factuality",
    "roles",
    "label",
    "source_count",
    "sources",
    "titles",
    "event",
)
UNDATED = "undated"
# Text columns are cut here; the other formats keep everything.
_LABEL_WIDTH = 48
_DATE_WIDTH = 22  # "on or after 2009-06-04"
_SHOWN_SOURCES = 5


@dataclass(frozen=True)
class TimelineOf:
    """Whose timeline: the entity's node id, name and type, for headings."""

    entity: str
    name: str
    type: str = ""

    @property
    def heading(self) -> str:
        what = ", ".join(x for x in (self.type, self.entity) if x)
        return f"{self.name} ({what})"


def timeline_text(rows: Sequence[TimelineRow], whose: TimelineOf) -> str:
    """A plain-text table, one event a line: date, granularity, factuality, roles, label, sources.

    >>> row = TimelineRow("event:x", "flood", "2009-06", "month", "fact", ("location",), ("a1",), ("Flood",))
    >>> print(timeline_text([row], TimelineOf("entity:port-elm", "Port Elm", "GPE")), end="")
    Port Elm (GPE, entity:port-elm): 1 event
    2009-06                month    fact      location           flood                                             1 article: a1
    """
    lines = [f"{whose.heading}: {_count(len(rows), 'event')}"]
    for row in rows:
        label = row.label if len(row.label) <= _LABEL_WIDTH else row.label[: _LABEL_WIDTH - 1] + "…"
        lines.append(
            f"{row.when or UNDATED:<{_DATE_WIDTH}} {row.granularity or '-':<8} {_factuality(row):<9} "
            f"{', '.join(row.roles):<18} {label:<{_LABEL_WIDTH}}  {_sources(row)}"
        )
    if any(row.factuality in UNASSERTED for row in rows):
        lines.append("(uncertain, future and hypothetical events are not reported as having happened)")
    # Article text reaches a terminal: control and bidirectional characters escaped.
    return "\n".join(printable(line) for line in lines) + "\n"


def _factuality(row: TimelineRow) -> str:
    return row.factuality or "fact"


def _sources(row: TimelineRow) -> str:
    """The count and the first few ids: a line per event even when a hundred articles report it."""
    shown = ", ".join(row.sources[:_SHOWN_SOURCES])
    more = len(row.sources) - _SHOWN_SOURCES
    return f"{_count(len(row.sources), 'article')}: {shown}" + (f" and {more} more" if more > 0 else "")


def _count(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def _records(rows: Sequence[TimelineRow]) -> list[dict[str, object]]:
    return [
        {
            "event": row.event,
            "label": row.label,
            "date": row.date or None,
            "date_bound": row.date_bound or None,
            "granularity": row.granularity or None,
            "factuality": _factuality(row),
            "roles": list(row.roles),
            "sources": [{"id": s, "title": t} for s, t in zip(row.sources, row.titles or [""] * len(row.sources))],
            "evidence": row.evidence,
        }
        for row in rows
    ]


def timeline_json(rows: Sequence[TimelineRow], whose: TimelineOf) -> str:
    """``{"entity", "name", "type", "events": [...]}``, keys sorted, undated events with a ``null`` date."""
    doc = {"entity": whose.entity, "name": whose.name, "type": whose.type, "events": _records(rows)}
    return json.dumps(doc, ensure_ascii=False, indent=2, sort_keys=True) + "\n"


def timeline_csv(rows: Sequence[TimelineRow], whose: TimelineOf) -> str:
    """One row per event under :data:`COLUMNS`; list cells `` | ``-joined, text cells safe for spreadsheets."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(COLUMNS)
    for row in rows:
        cells = [
            row.date or UNDATED,
            row.date_bound,
            row.granularity,
            _factuality(row),
            " | ".join(row.roles),
            row.label,
            len(row.sources),
            " | ".join(row.sources),
            " | ".join(row.titles),
            row.event,
        ]
        writer.writerow([safe_text(c) if isinstance(c, str) else c for c in cells])
    return buffer.getvalue()


def timeline_markdown(rows: Sequence[TimelineRow], whose: TimelineOf) -> str:
    """A Markdown heading and table; ``|`` and line breaks in text escaped."""
    lines = [
        f"# {_md(whose.heading)}",
        "",
        f"{_count(len(rows), 'event')}, in date order; undated events last.",
        "",
        "| Date | Factuality | Role | Event | Sources |",
        "| --- | --- | --- | --- | --- |",
    ]
    for row in rows:
        when = f"{row.when} ({row.granularity})" if row.date else UNDATED
        sources = ", ".join(
            f"{s} ({t})" if t else s for s, t in zip(row.sources, row.titles or [""] * len(row.sources))
        )
        lines.append(
            f"| {_md(when)} | {_md(_factuality(row))} | {_md(', '.join(row.roles))} | {_md(row.label)} | {_md(sources)} |"
        )
    return "\n".join(lines) + "\n"


def _md(text: str) -> str:
    return " ".join(text.split()).replace("\\", "\\\\").replace("|", "\\|")


Render = Callable[[Sequence[TimelineRow], TimelineOf], str]
# Suffix -> writer; a file without a suffix is written as text.
FORMATS: dict[str, Render] = {
    ".txt": timeline_text,
    ".csv": timeline_csv,
    ".json": timeline_json,
    ".md": timeline_markdown,
    "": timeline_text,
}


def format_of(path: str | os.PathLike[str]) -> Render:
    """The writer of ``path``'s suffix; :class:`UsageError` naming the choices for another."""
    return writer_for(path, FORMATS, "a timeline")


def write_entity_timeline(rows: Sequence[TimelineRow], whose: TimelineOf, path: str | os.PathLike[str]) -> Path:
    """Write ``rows`` to ``path`` in the format its suffix names, atomically."""
    render = format_of(path)
    with atomic_open(path) as fh:
        fh.write(render(rows, whose))
    return Path(path)
