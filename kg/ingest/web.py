"""A saved web page's article: its main text, headline, byline, outlet and date, without the page around it.

News pages are mostly boilerplate: menus, cookie banners, related-story lists,
captions, share bars, footers. Read as all visible text (:mod:`kg.ingest.html`),
a menu's "Home | World | Africa" became the entities World and Africa. The main
text is found by trafilatura (a well-kept extractor, offline: it is handed a
parsed tree and never a URL, so it fetches nothing), the date by the page's own
metadata or htmldate. Only when the extractor finds nothing, or the page is too
large for it, is all visible text read, and :attr:`WebPage.reader` says so.
Pure: text in, :class:`WebPage` out.
"""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Iterator
from configparser import ConfigParser
from dataclasses import dataclass
from typing import Any

from lxml import etree, html

from kg.ingest.html import page_text
from kg.time.publication.metadata import page_date

# Past this many elements (scripts, styles and drawings aside) the extractor's cost, linear
# in them, would outgrow what one page is worth: such a page is read as visible text
# instead. News articles have a few thousand.
MAX_ELEMENTS = 15_000
MAIN_TEXT, VISIBLE_TEXT = "main text", "visible text"
# Elements whose content is never article text; dropped before counting and extracting.
_NOT_TEXT = ("script", "style", "noscript", "template", "svg", "iframe", "canvas", "video", "audio")
# htmldate checks a date against this range; fixed, so a page reads the same any day
# (its default upper bound is today).
_DATE_PARAMS = {"extensive_search": False, "original_date": True, "min_date": "1900-01-01", "max_date": "2100-12-31"}
# Words a byline may join names with: "By Jane Doe and John Roe in Rabat".
_BYLINE_LINKS = frozenset({"and", "&", "in", "of", "the", "de", "van", "von", "da", "al", "bin", "el", "la", "le"})
_BY = re.compile(r"(?:(?:written|words|reporting|reported|story|text)\s+)?by\s+(?P<names>.+)", re.I | re.S)
# Short lines that credit a picture, point elsewhere or claim copyright: page furniture.
_FURNITURE = re.compile(
    r"(?:photo(?:graph)?s?|pictures?|images?|credits?|photo credit|video)\s*(?::|©|by\b)"
    r"|(?:read more|related(?: stories| articles| coverage| content)?|see also|more on this(?: story)?"
    r"|recommended|advertisement|sponsored)\s*(?::|$)"
    r"|(?:©|\(c\)\s|copyright\b)",
    re.I,
)
_SHORT_WORDS = 15
# The extractor's block elements (its XML: head for headings, item for list items).
# A table row is one line, its cells side by side (old sites lay whole articles out in tables).
_BLOCKS = frozenset({"p", "head", "item", "list", "quote", "code", "div", "table", "row"})


@dataclass(frozen=True, slots=True)
class WebPage:
    """What :func:`read_page` found. ``date`` is the page's own string, ``date_evidence``
    where it was (a ``<meta>`` name, JSON-LD, or htmldate); ``reader`` is :data:`MAIN_TEXT`
    or :data:`VISIBLE_TEXT`; ``too_deep`` as in :class:`kg.ingest.html.PageText`."""

    text: str
    title: str = ""
    author: str = ""
    source: str = ""
    url: str = ""
    date: str | None = None
    date_evidence: str = ""
    reader: str = MAIN_TEXT
    too_deep: bool = False
    # A date the page states that is not one (relative, malformed), and why (kg.time.publication.metadata).
    date_note: str = ""


def read_page(page: str) -> WebPage:
    """The article in the web page ``page``: paragraphs split by blank lines, the headline first.

    >>> p = read_page("<nav><a href='/'>Home</a> | <a href='/w'>World</a></nav><article><h1>Rain</h1>"
    ...     "<p>It rained in Rabat on Monday, the weather office said.</p></article><footer>(c) 2023</footer>")
    >>> p.text, p.title, p.reader
    ('Rain\\n\\nIt rained in Rabat on Monday, the weather office said.', 'Rain', 'main text')
    """
    parser = html.HTMLParser(recover=True, no_network=True, remove_comments=True, remove_pis=True, encoding="utf-8")
    try:
        root = etree.fromstring(page.encode("utf-8", errors="replace"), parser)
    except etree.ParserError:  # no element at all
        root = None
    if root is None or not isinstance(root, html.HtmlElement):
        return _visible(page, {}, [])
    meta = _meta(root)
    linked = list(_json_ld(root))
    headings = [" ".join(h.text_content().split()) for h in root.iter("h1")]
    for el in list(root.iter(*_NOT_TEXT)):
        if not _is_json_ld(el):  # the extractor reads the byline and outlet from JSON-LD
            el.drop_tree()
    if sum(1 for _ in root.iter()) > MAX_ELEMENTS:
        return _visible(page, meta, linked)
    import trafilatura  # a slow import: only when a page is read
    from trafilatura.settings import Document

    found = trafilatura.bare_extraction(
        root,
        url=None,  # never a URL: nothing is fetched or resolved
        fast=True,  # its own extractor only: the fallbacks double the time for little gain on news
        include_comments=False,
        include_tables=True,  # old sites lay the whole article out in a table
        include_images=False,
        include_links=False,
        deduplicate=False,  # a cache shared across pages would make a page's text depend on the others
        with_metadata=True,
        date_extraction_params=_DATE_PARAMS,
        config=_settings(),
    )
    if not isinstance(found, Document) or found.body is None:  # a Document unless as_dict is asked for
        return _visible(page, meta, linked)
    author = " ".join((found.author or "").split())
    paragraphs = [p for p in _paragraphs(found.body) if not _furniture(p, author)]
    if not paragraphs:
        return _visible(page, meta, linked)
    title = " ".join((found.title or meta.get("og:title") or _page_title(root)).split())
    if title and title in headings and title not in paragraphs:
        paragraphs.insert(0, title)  # a visible headline stays at the top, as in the other readers
    date, evidence, note = page_date(meta, linked)
    if date is None and found.date:
        date, evidence = found.date, f"htmldate (page markup): {found.date}"
    too_deep = any("depth" in e.message.lower() for e in parser.error_log)
    return WebPage(
        "\n\n".join(paragraphs),
        title=title,
        author=author,
        source=" ".join((meta.get("og:site_name") or found.sitename or "").split()),
        url=meta.get("og:url") or found.url or "",
        date=date,
        date_evidence=evidence,
        too_deep=too_deep,
        date_note=note,
    )


@functools.cache
def _settings() -> ConfigParser:
    """trafilatura's own settings, but for ``MIN_EXTRACTED_SIZE``: below it (250 characters) the
    main extractor's text is set aside for all the page's loose text, menus included, so a short
    news item came out as "Home | World | ..." and its headline. The extractor's text is kept."""
    from trafilatura.settings import DEFAULT_CONFIG

    settings = ConfigParser()
    settings.read_dict(DEFAULT_CONFIG)
    settings["DEFAULT"]["MIN_EXTRACTED_SIZE"] = "1"
    return settings


def _visible(page: str, meta: dict[str, str], linked: list[dict[str, Any]]) -> WebPage:
    """The fallback: all visible text, dated by the page's metadata only."""
    seen = page_text(page)
    meta = meta or seen.meta
    date, evidence, note = page_date(meta, linked)
    return WebPage(
        seen.text,
        title=" ".join((meta.get("og:title") or seen.title).split()),
        source=meta.get("og:site_name", ""),
        url=meta.get("og:url", ""),
        date=date,
        date_evidence=evidence,
        reader=VISIBLE_TEXT,
        too_deep=seen.too_deep,
        date_note=note,
    )


def _meta(root: etree._Element) -> dict[str, str]:
    """The first value of each ``<meta>`` name, property or itemprop (lower-cased)."""
    meta: dict[str, str] = {}
    for el in root.iter("meta"):
        key = (el.get("property") or el.get("name") or el.get("itemprop") or "").lower()
        if key and el.get("content"):
            meta.setdefault(key, el.get("content"))
    return meta


def _page_title(root: etree._Element) -> str:
    title = next((t for t in root.iter("title") if not any(a.tag == "svg" for a in t.iterancestors())), None)
    return "".join(title.itertext()) if title is not None else ""


def _json_ld(root: etree._Element) -> Iterator[dict[str, Any]]:
    """Every object in the page's JSON-LD blocks, in document order; a broken block is passed over."""
    for script in root.iter("script"):
        if not _is_json_ld(script):
            continue
        try:
            data = json.loads(script.text or "")
        except (ValueError, RecursionError):  # malformed, or nested past Python's limit
            continue
        stack: list[Any] = [data]
        while stack:  # depth-first, without recursion: the nesting is the page's to choose
            item = stack.pop()
            if isinstance(item, list):
                stack.extend(reversed(item))
            elif isinstance(item, dict):
                yield item
                stack.extend(reversed([v for v in item.values() if isinstance(v, (list, dict))]))


def _is_json_ld(el: etree._Element) -> bool:
    return el.tag == "script" and (el.get("type") or "").strip().lower() == "application/ld+json"


def _paragraphs(body: etree._Element) -> list[str]:
    """The extractor's blocks as paragraphs: a list item or a line break starts a new one,
    as in the visible-text reader, so datelines and sentences never run together."""
    parts: list[str] = []
    for event, el in etree.iterwalk(body, events=("start", "end")):
        if el is body:
            continue
        if event == "start":
            if el.tag in _BLOCKS or el.tag == "lb":
                parts.append("\n")
            elif el.tag == "cell":
                parts.append(" ")
            if el.text:
                parts.append(el.text)
        else:
            if el.tag in _BLOCKS:
                parts.append("\n")
            if el.tail:
                parts.append(el.tail)
    lines = (" ".join(line.split()) for line in "".join(parts).split("\n"))
    return [line for line in lines if line]


def _furniture(paragraph: str, author: str) -> bool:
    """A byline ("By Jane Doe"), a picture credit, a "Read more" pointer or a copyright line."""
    words = paragraph.split()
    if len(words) > _SHORT_WORDS:
        return False
    if author and paragraph.lower().removeprefix("by ").strip(" .") == author.lower():
        return True
    if _FURNITURE.match(paragraph):
        return True
    by = _BY.fullmatch(paragraph)
    if not by:
        return False
    names = [w.strip(",.;:|·•—–-()") for w in by.group("names").split()]
    names = [w for w in names if w]
    return bool(names) and names[0][:1].isupper() and all(w[:1].isupper() or w.lower() in _BYLINE_LINKS for w in names)
