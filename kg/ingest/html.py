"""The text a browser would show of an HTML page, with its title and metadata.

Parsed with libxml2's HTML parser (through lxml): its cost grows linearly on
any input, where the standard library's ``html.parser`` rescans the rest of
the page at each unfinished tag (quadratic on ``'<a' * 100_000``), and it builds
a tree the way browsers do, so a page that leaves ``</head>`` out (valid
HTML5) still has a body. Pure: text in, :class:`PageText` out.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from lxml import etree

# Elements whose content a reader never sees as text.
_HIDDEN = frozenset({"script", "style", "head", "noscript", "template", "svg"})
# Elements that start a new line: their text never runs into a neighbour's.
_BLOCK = frozenset(
    {
        "p",
        "div",
        "br",
        "li",
        "h1",
        "h2",
        "h3",
        "h4",
        "h5",
        "h6",
        "tr",
        "section",
        "article",
        "header",
        "footer",
        "blockquote",
        "pre",
        "hr",
        "figcaption",
    }
)
# libxml2 stops building the tree this many elements deep (its default safety
# limit, kept: a deeper limit makes each stray end tag cost that many steps).
MAX_DEPTH = 256


@dataclass(frozen=True, slots=True)
class PageText:
    """What :func:`page_text` found: visible ``text`` (paragraphs split by blank lines),
    the first ``<title>``, the first value of each ``<meta>`` name, and whether the
    page was nested deeper than :data:`MAX_DEPTH` (text after that point is lost)."""

    text: str
    title: str = ""
    meta: dict[str, str] = field(default_factory=dict)
    too_deep: bool = False


def page_text(html: str) -> PageText:
    """Visible text, title and ``<meta>`` values of ``html``.

    >>> page = page_text("<title>T</title><body><p>One &amp; two.<script>x()</script></p><p>Three")
    >>> page.text, page.title
    ('One & two.\\n\\nThree', 'T')
    """
    # Bytes with the encoding named, so a <meta charset> or XML declaration in
    # the page never re-decodes text kg has already decoded and repaired.
    parser = etree.HTMLParser(recover=True, no_network=True, remove_comments=True, remove_pis=True, encoding="utf-8")
    try:
        root = etree.fromstring(html.encode("utf-8", errors="replace"), parser)
    except etree.ParserError:  # "Document is empty": no element at all
        root = None
    too_deep = any("depth" in e.message.lower() for e in parser.error_log)
    if root is None:
        return PageText("", too_deep=too_deep)
    parts: list[str] = []
    hidden = 0
    # iterwalk, not recursion: a tree MAX_DEPTH deep never nears Python's stack limit.
    for event, el in etree.iterwalk(root, events=("start", "end")):
        tag = el.tag if isinstance(el.tag, str) else ""
        if event == "start":
            hidden += tag in _HIDDEN
            if tag in _BLOCK:
                parts.append("\n")
            if el.text and not hidden:
                parts.append(el.text)
        else:
            hidden -= tag in _HIDDEN
            if tag in _BLOCK:
                parts.append("\n")
            if el.tail and not hidden:
                parts.append(el.tail)
    lines = (" ".join(line.split()) for line in "".join(parts).splitlines())
    meta: dict[str, str] = {}
    for el in root.iter("meta"):
        key = (el.get("property") or el.get("name") or el.get("itemprop") or "").lower()
        if key and el.get("content"):
            meta.setdefault(key, el.get("content"))
    # The page's title, not an SVG image's (SVG has <title> elements of its own).
    title = next((t for t in root.iter("title") if not any(a.tag == "svg" for a in t.iterancestors())), None)
    return PageText(
        "\n\n".join(line for line in lines if line),
        title="".join(title.itertext()) if title is not None else "",
        meta=meta,
        too_deep=too_deep,
    )
