"""Other written forms of one name: acronyms, demonyms, waters with and without their kind.

Pure string functions; resolution decides what the corpus lets them join.
"""

from __future__ import annotations

import itertools
import re

# "U.S.", "U.K.": letters each followed by a dot, read as several initials.
_DOTTED = re.compile(r"(?:[A-Za-z]\.){2,}")


def acronyms(surface: str) -> set[str]:
    """The acronyms a name may be written as, lower case: initials of its capitalised words,
    with and without splitting hyphenated words and dotted abbreviations.

    >>> sorted(acronyms("U.S. Geological Survey")), sorted(acronyms("Hewlett-Packard"))
    (['ugs', 'usgs'], ['h', 'hp'])
    """
    out = set()
    words = surface.split()
    for split_hyphens, split_dots in itertools.product((False, True), repeat=2):
        letters = []
        for word in words:
            if split_dots and _DOTTED.fullmatch(word):
                letters += [c for c in word if c.isalpha()]
                continue
            parts = word.split("-") if split_hyphens else [word]
            letters += [p[0] for p in parts if p[:1].isupper()]
        out.add("".join(letters).lower())
    return {a for a in out if a}


def demonym_stem(key: str) -> str:
    """The stem one people's names share: "Kurds", "Kurd" and "Kurdish" are all "kurd".

    Plural "s", then a final "e", then "ish" go ("Danes"/"Danish", "Finns"/"Finnish");
    a country's name is not a demonym, so this is applied to nationalities only.

    >>> [demonym_stem(k) for k in ("kurds", "kurdish", "kurd", "swiss", "danes", "danish", "irish")]
    ['kurd', 'kurd', 'kurd', 'swiss', 'dan', 'dan', 'irish']
    """
    word = key
    if word.endswith("s") and not word.endswith("ss") and len(word) > 3:
        word = word[:-1]
    if word.endswith("e") and len(word) > 3:
        word = word[:-1]
    if word.endswith("ish") and len(word) > 5:
        word = word[:-3]
    return word


# The kinds of water a sea's or river's name may be written with or without.
WATERS = frozenset({"sea", "ocean", "river", "lake", "gulf", "bay", "strait", "straits", "channel"})


def water_stem(key: str) -> str:
    """A body of water's name less its kind, or "" ("Jordan" the country is no "Jordan River":
    resolution asks both to be read as locations).

    >>> water_stem("mediterranean sea"), water_stem("red"), water_stem("sea")
    ('mediterranean', '', '')
    """
    words = key.split()
    return " ".join(words[:-1]) if len(words) >= 2 and words[-1] in WATERS else ""
