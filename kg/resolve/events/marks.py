"""Marks that tell two happenings of one word apart: a time anchor, an amount, a relation's end.

"Just one year after launching the iPhone, we're launching the new iPhone 3G": the launch a
sentence takes as its time anchor is an earlier launch than the one it tells. "The funds GM
has already received" and "GM had already received $1.5 million from the German government":
a transfer is the thing moved, and one report naming an amount the other does not is another
transfer. "Intelligence linking the sites with the attacks" and "evidence linking the blasts to
Bin Laden": a relation is what it joins, and other things joined are another relation.

Each mention gives its marks (:func:`marks`), a key and a value; two mentions, or two
clusters, with one key and other values are two happenings (:func:`other_marks`; the
clustering's :class:`~kg.resolve.events.guard.Guard` keeps them apart through a third
mention too). Better two nodes than one wrong merge.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from kg.resolve.events.stems import stem

if TYPE_CHECKING:
    from kg.resolve.events.features import View

Mark = tuple[str, ...]

# The trigger opens a time phrase or clause of its sentence: "one year after launching the
# iPhone", "since the launch of", "since the original iPhone was released in 2007".
_ANCHOR = re.compile(
    r"\b(?:after|before|since|until|following|prior\s+to)\s+"
    r"(?:(?:the|a|an|its|his|her|their|our|this|that|first|last|previous|original)\s+)*"
    r"(?:(?:[\w'-]+\s+){1,4}?(?:was|were|is|are|had|has|have)\s+(?:been\s+)?)?$",
    re.IGNORECASE,
)

# Verbs of a transfer: what is moved (an amount) tells one from another.
_TRANSFERS = frozenset(
    stem(w) for w in "receive obtain earn borrow pay lend loan grant award donate raise spend invest".split()
)
# Verbs of a relation between two things: what it joins tells one from another.
_RELATIONS = frozenset(stem(w) for w in ("link", "connect", "associate"))


def anchor(v: View) -> bool:
    """Whether the mention opens a time phrase of its sentence ("after launching the iPhone",
    "since the iPhone was released"): the happening another one is timed by. (Short sentences
    keep no words: no anchor is read there.)"""
    return bool(v.before) and _ANCHOR.search(v.before) is not None


def marks(v: View) -> dict[Mark, str]:
    """The mention's marks: key -> value; two mentions with one key and other values are two happenings."""
    m = v.mention
    family = stem(m.lemma)
    found: dict[Mark, str] = {}
    if v.before or v.after:
        # One sentence that tells a word once as the time of another use of it tells two
        # happenings ("one year after launching X, we're launching Y"); elsewhere an anchor
        # ("days after the quake") is most often the article's own happening, left to the scorer.
        found[("anchor", v.key[0], str(m.sentence), family)] = "anchor" if anchor(v) else "told"
    if family in _TRANSFERS and not m.nominal:
        found[("amount", family)] = ",".join(sorted(m.quantities))
    if family in _RELATIONS and m.theme:
        found[("joins", family)] = m.theme
    return found


def other_marks(a: View, b: View) -> bool:
    """Whether the two mentions carry one mark with other values: two happenings."""
    ma, mb = marks(a), marks(b)
    return any(key in mb and mb[key] != value for key, value in ma.items())
