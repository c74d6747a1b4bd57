"""Templates of the HTML exporters (Jinja, autoescaping on), rendered straight into files."""

from __future__ import annotations

import os
from functools import cache
from pathlib import Path
from typing import Any

from kg.files import atomic_open


def render(template: str, **context: Any) -> str:
    """Render a template from ``exporters/templates`` with HTML autoescaping on.

    Autoescaping means article text reaches the page escaped unless a template
    explicitly opts out, which none of ours do for article text.

    >>> context = dict(dated=[], years=[], undated=[], documents=[], anchors={}, statements=[], disagreements=[])
    >>> page = render("timeline.html.j2", title="Q&A <live>", graph_link=str, event_color="#000", **context)
    >>> [line for line in page.splitlines() if line.startswith("<h1>")]
    ['<h1>Q&amp;A &lt;live&gt;</h1>']
    """
    return _templates().get_template(template).render(**context)


def write_rendered(path: str | os.PathLike[str], template: str, **context: Any) -> Path:
    """Render ``template`` (as :func:`render` does) straight into ``path``, atomically.

    The page is written as it is rendered, never held whole in memory: a
    timeline of 10,000 articles runs to tens of megabytes.

    >>> import tempfile
    >>> path = write_rendered(Path(tempfile.mkdtemp()) / "page.js", "graph_page.js.j2")
    >>> path.name, path.read_text(encoding="utf-8").splitlines()[0]
    ('page.js', '(function () {')
    """
    with atomic_open(path) as fh:
        # Jinja yields many small strings; the file's large buffer (kg.files.atomic_open) gathers them.
        fh.writelines(_templates().get_template(template).generate(**context))
    return Path(path)


@cache
def _templates() -> Any:
    """The one Jinja environment of the exporters.

    Made once: its template cache then holds compiled templates, and with
    ``auto_reload`` off an ``{% include %}`` inside a loop does not stat the
    template file again for every event.
    """
    import jinja2  # only the HTML exporters need it

    return jinja2.Environment(
        loader=jinja2.PackageLoader("exporters", "templates"),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        auto_reload=False,
    )
