"""The stories of a build (``kg stories``) as text, Markdown, JSON or CSV.

The rows come from :func:`kg.graph.story_list.story_rows`, the largest story first, each
with its span, articles, outlets, key names and key events in date order. The format
is chosen by the file's suffix (:data:`FORMATS`). Same rows in, same bytes out.
"""

from __future__ import annotations

import csv
import io
import json
import os
from collections.abc import Callable, Sequence
from pathlib import Path

from exporters.spreadsheet import safe_text
from exporters.suffixes import writer_for
from kg.files import atomic_open
from kg.model import StoryRow, TimelineRow
from kg.safe_text import printable

UNDATED = "undated"
COLUMNS = (
    "story",
    "label",
    "first",
    "last",
    "articles",
    "outlets",
    "key_names",
    "rank",
    "date",
    "event_label",
    "event",
)
_DATE_WIDTH = 22  # "on or after 2009-06-04"
_LABEL_WIDTH = 56


def stories_text(rows: Sequence[StoryRow]) -> str:
    """Each story: a line with its label, articles and span, its key names, then its key events.

    >>> event = TimelineRow("event:f", "Port Elm flood", "2009-06-01", "day", "fact", (), ("a1", "a2"))
    >>> row = StoryRow("story:s", "Port Elm · flood", "2009-06-01", "2009-06-04", 2, ("Elm Post",), (event,), ("Port Elm",))
    >>> print(stories_text([row]), end="")
    1 story, the largest first
    <BLANKLINE>
    Port Elm · flood: 2 articles, 1 – 4 Jun 2009; Elm Post
      names: Port Elm
      2009-06-01             Port Elm flood                                            2 articles
    """
    lines = [f"{_count(len(rows), 'story', 'stories')}, the largest first"]
    for row in rows:
        lines += ["", _heading(row)]
        if row.key_names:
            lines.append(f"  names: {', '.join(row.key_names)}")
        for event in row.key_events:
            label = event.label if len(event.label) <= _LABEL_WIDTH else event.label[: _LABEL_WIDTH - 1] + "…"
            mark = "" if event.factuality in ("", "fact") else f" ({event.factuality})"
            lines.append(
                f"  {event.when or UNDATED:<{_DATE_WIDTH}} {label + mark:<{_LABEL_WIDTH}}  "
                f"{_count(len(event.sources), 'article')}"
            )
        if not row.key_events:
            lines.append("  (no event its articles assert)")
    # Article text reaches a terminal: control and bidirectional characters escaped.
    return "\n".join(printable(line) for line in lines) + "\n"


def _heading(row: StoryRow) -> str:
    parts = [_count(row.articles, "article")]
    if row.span:
        parts.append(row.span)
    heading = f"{row.label}: {', '.join(parts)}"
    return heading + (f"; {', '.join(row.outlets)}" if row.outlets else "")


def _count(n: int, word: str, plural: str = "") -> str:
    return f"{n} {word if n == 1 else plural or word + 's'}"


def _event_record(event: TimelineRow) -> dict[str, object]:
    return {
        "event": event.event,
        "label": event.label,
        "date": event.date or None,
        "date_bound": event.date_bound or None,
        "granularity": event.granularity or None,
        "factuality": event.factuality or "fact",
        "sources": list(event.sources),
    }


def stories_json(rows: Sequence[StoryRow]) -> str:
    """``{"stories": [...]}``: each story's record with its key events in date order; keys sorted."""
    doc = {
        "stories": [
            {
                "story": row.story,
                "label": row.label,
                "first": row.first or None,
                "last": row.last or None,
                "articles": row.articles,
                "outlets": list(row.outlets),
                "key_names": list(row.key_names),
                "key_events": [_event_record(e) for e in row.key_events],
            }
            for row in rows
        ]
    }
    return json.dumps(doc, ensure_ascii=False, indent=2, sort_keys=True) + "\n"


def stories_csv(rows: Sequence[StoryRow]) -> str:
    """One row per key event under :data:`COLUMNS` (a story without any: one row, event cells empty)."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(COLUMNS)
    for row in rows:
        story = [
            row.story,
            row.label,
            row.first,
            row.last,
            row.articles,
            " | ".join(row.outlets),
            " | ".join(row.key_names),
        ]
        events: list[tuple[int | str, str, str, str]] = [
            (i + 1, e.when or UNDATED, e.label, e.event) for i, e in enumerate(row.key_events)
        ] or [("", "", "", "")]
        for event in events:
            writer.writerow([safe_text(c) if isinstance(c, str) else c for c in (*story, *event)])
    return buffer.getvalue()


def stories_markdown(rows: Sequence[StoryRow]) -> str:
    """A Markdown section a story: its articles, span and names, then its key events as a list."""
    lines = ["# Stories", "", f"{_count(len(rows), 'story', 'stories')}, the largest first; key events in date order."]
    for row in rows:
        lines += ["", f"## {_md(row.label)}", "", _md(_heading(row).removeprefix(row.label + ": "))]
        if row.key_names:
            lines += ["", f"Names: {_md(', '.join(row.key_names))}"]
        lines.append("")
        for event in row.key_events:
            mark = "" if event.factuality in ("", "fact") else f" ({event.factuality})"
            lines.append(
                f"- {_md(event.when or UNDATED)}: {_md(event.label + mark)} ({_count(len(event.sources), 'article')})"
            )
        if not row.key_events:
            lines.append("- no event its articles assert")
    return "\n".join(lines) + "\n"


def _md(text: str) -> str:
    return " ".join(text.split()).replace("\\", "\\\\").replace("|", "\\|").replace("#", "\\#")


Render = Callable[[Sequence[StoryRow]], str]
# Suffix -> writer; a file without a suffix is written as text.
FORMATS: dict[str, Render] = {
    ".txt": stories_text,
    ".md": stories_markdown,
    ".json": stories_json,
    ".csv": stories_csv,
    "": stories_text,
}


def format_of(path: str | os.PathLike[str]) -> Render:
    """The writer of ``path``'s suffix; :class:`UsageError` naming the choices for another."""
    return writer_for(path, FORMATS, "stories")


def write_stories(rows: Sequence[StoryRow], path: str | os.PathLike[str]) -> Path:
    """Write ``rows`` to ``path`` in the format its suffix names, atomically."""
    render = format_of(path)
    with atomic_open(path) as fh:
        fh.write(render(rows))
    return Path(path)
