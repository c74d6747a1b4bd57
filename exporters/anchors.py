"""Addresses of nodes in kg's pages: a node's link in graph.html and its entry's HTML id in
timeline.html, which the graph's details panel, the story views and the timeline all link to."""

from __future__ import annotations

import hashlib
import re
from urllib.parse import quote


def graph_link(node: str) -> str:
    """``graph.html#node=<id>``, the id percent-encoded.

    >>> graph_link("entity:São Paulo")
    'graph.html#node=entity%3AS%C3%A3o%20Paulo'
    """
    if node.isascii():  # the common case, in one C call: quote() works byte by byte in Python
        return "graph.html#node=" + node.translate(_QUOTE_ASCII)
    return "graph.html#node=" + quote(node, safe="")


# What quote(safe="") does to each ASCII character it does not keep as it is.
_QUOTE_ASCII = {c: f"%{c:02X}" for c in range(128) if not (chr(c).isascii() and (chr(c).isalnum() or chr(c) in "_.-~"))}


def timeline_anchor(node: str) -> str:
    """The HTML id (and URL fragment) of a node's entry: ``event:x`` -> ``event-x``.

    Unique per node id: see :func:`_anchor_part`.

    >>> timeline_anchor("event:summit-2010-06-08"), timeline_anchor("event:a b")
    ('event-summit-2010-06-08', 'event-a-b-h2847e54c57')
    """
    kind, colon, rest = node.partition(":")
    if colon and kind.isascii() and kind.isalpha():
        # Node ids are "kind:rest" with one kind per node set, so keeping the kind keeps them apart.
        return f"{kind}-{_anchor_part(rest)}"
    return _anchor_part(node)


def document_anchor(article_id: str) -> str:
    """The HTML id of an article's row in timeline.html, unique per article id.

    >>> document_anchor("a b"), document_anchor("a-b"), document_anchor("新闻一.txt"), document_anchor("")
    ('doc-a-b-h2847e54c57', 'doc-a-b', 'doc-txt-h4a3f054a35', 'doc-item-h7d64c5272e')
    """
    return "doc-" + _anchor_part(article_id)


_UNSAFE = re.compile(r"[^A-Za-z0-9_-]+")
_HASHED = re.compile(r"-h[0-9a-f]{10}\Z")


def _anchor_part(value: str) -> str:
    """``value`` as letters, digits, ``_`` and ``-``, unique per value.

    A value made only of those characters (most ids: kg's own, file names
    without spaces) is kept as it is, so its anchor is readable and never
    changes. Any other (spaces, dots, other scripts: ``a b`` and ``a-b`` would
    both become ``a-b``) gets ``-h`` and ten hex digits of a digest of the
    whole value; so does a kept value that already ends that way, so a kept
    anchor never equals a hashed one. The anchor depends on the value alone,
    never on the other articles or their order.
    """
    slug = _UNSAFE.sub("-", value).strip("-")
    if slug and slug == value and not _HASHED.search(slug):
        return slug
    digest = hashlib.blake2b(value.encode("utf-8", "surrogatepass"), digest_size=5).hexdigest()
    return f"{slug or 'item'}-h{digest}"
