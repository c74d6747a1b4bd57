"""A pronoun of one person never stands for a people's name in the plural: in "But Greeks must
also understand that ...," he said" the speaker is a man named earlier, not the Greeks.

A check on what :func:`kg.extract.pronouns.resolve` found, kept apart from it: the resolver weighs
candidates; this only takes out the ones English number rules out. Pure functions.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from spacy.tokens import Doc

from kg.model import Mention

# Pronouns of one person: "he said", "told him", "his remarks".
_ONE_PERSON = frozenset("he him his himself she her hers herself".split())
# Tagger types a people's or a party's plural name comes with ("Greeks", "Republicans").
_GROUP_TYPES = frozenset({"NORP"})


def in_number(
    doc: Doc, mentions: Sequence[Mention], resolved: Mapping[int, tuple[int, ...]]
) -> dict[int, tuple[int, ...]]:
    """``resolved`` (token index -> mention numbers) without a one-person pronoun's plural groups;
    a pronoun left with none stays unresolved (no name is better than a wrong one)."""
    out: dict[int, tuple[int, ...]] = {}
    for i, numbers in resolved.items():
        if doc[i].lower_ in _ONE_PERSON:
            numbers = tuple(n for n in numbers if not _plural_group(doc, mentions[n]))
        if numbers:
            out[i] = numbers
    return out


def _plural_group(doc: Doc, mention: Mention) -> bool:
    """A people's name in the plural: "Greeks" typed a nationality, or one plural proper noun
    the tagger typed a person ("Greeks said" read as a name)."""
    if not mention.text.lower().endswith("s"):
        return False
    if mention.type in _GROUP_TYPES:
        return True
    span = doc.char_span(mention.start, mention.end, alignment_mode="expand")
    return span is not None and len(span) == 1 and span[0].tag_ == "NNPS"
