"""Stable, readable ids: a pool that never hands one out twice, and slugs of names.

Pure; nothing here knows of articles or graphs.
"""

from __future__ import annotations

import functools
import hashlib
import re
import unicodedata

from kg.safe_text import visible


class IdPool:
    """Hands out ids: ``candidate`` if free, else ``candidate-2``, ``-3``..., never one twice.

    Remembers where each candidate's numbering got to, so ten thousand
    "said-undated" events cost one step each rather than a scan from ``-2``;
    ids are the same as a scan would give, because taken ids stay taken.

    >>> pool = IdPool(); pool.claim("smith"), pool.claim("smith"), pool.claim("smith")
    ('smith', 'smith-2', 'smith-3')
    """

    def __init__(self) -> None:
        self._taken: set[str] = set()
        self._next: dict[str, int] = {}

    def __contains__(self, name: object) -> bool:
        return name in self._taken

    def claim(self, candidate: str) -> str:
        new, n = candidate, self._next.get(candidate, 2)
        if new in self._taken:
            while (new := f"{candidate}-{n}") in self._taken:
                n += 1
            self._next[candidate] = n + 1
        self._taken.add(new)
        return new


def unnumbered(id_: str) -> str:
    """``id_`` without its parts that are numbers: what is left when the numbers an
    :class:`IdPool` adds to tell clashing ids apart (and any other number) are taken out.

    >>> unnumbered("twitter-person-4"), unnumbered("apollo-11-mission"), unnumbered("smith")
    ('twitter-person', 'apollo-mission', 'smith')
    """
    return "-".join(part for part in id_.split("-") if not part.isdigit())


@functools.lru_cache(maxsize=1 << 16)  # event ids slug the same few thousand lemmas again and again
def slug(text: str) -> str:
    """A readable, stable id fragment: Latin letters as ASCII, other scripts kept.

    Accents and Latin letters outside ASCII go as they always did ("Zürich" zurich); a name in
    another script (Cyrillic, Greek, Arabic, Chinese ...) keeps its letters, lower-cased and
    NFKC-normalised, so two such names do not both become "x". A name with no letter or digit
    at all gets "x" and a short hash of the name.

    >>> slug("Angela Merkel"), slug("U.S. Air Force"), slug("Владимир Путин"), slug("北京")
    ('angela-merkel', 'us-air-force', 'владимир-путин', '北京')
    """
    ascii_text = unicodedata.normalize("NFKD", text)
    ascii_text = "".join(c for c in ascii_text if not unicodedata.combining(c)).lower().replace(".", "")
    if any(_other_script(c) for c in ascii_text):
        # letters, digits and their marks (Devanagari vowel signs, Arabic vowels) of any script
        kept = "".join(
            c if c.isalnum() or unicodedata.category(c)[0] == "M" else "-"
            for c in unicodedata.normalize("NFKC", text).lower().replace(".", "")
        )
        found = re.sub(r"-+", "-", kept).strip("-")
    else:
        found = re.sub(r"[^a-z0-9]+", "-", ascii_text).strip("-")
    if found:
        return found
    text = visible(text).strip()
    return f"x-{hashlib.sha1(text.encode('utf-8', 'surrogatepass')).hexdigest()[:8]}" if text else "x"


def _other_script(char: str) -> bool:
    """A letter of a script other than Latin, left over once accents are taken off."""
    if char.isascii() or not char.isalpha():
        return False
    name = unicodedata.name(char, "")
    return not name.startswith(("LATIN", "MODIFIER"))
