"""Lists of options: what is named under "alternatives, including X" or "options such as X" is one
way weighed, not one taken ("made several acquisitions, including the purchase of Vexa" tells
one done)."""

from __future__ import annotations

from spacy.tokens import Token

from kg.extract.mood import word_base

# Nouns whose members are ways that could be taken: "alternatives", "options", "choices".
OPTION_NOUNS = frozenset("alternative alternatives option options choice choices scenario scenarios".split())


def listed_under(prep: Token) -> Token | None:
    """The noun a list hangs on ("options, including use of the fund", "steps like a freeze",
    "alternatives such as a sale"), or None when ``prep`` opens no list on a noun."""
    listing = prep.lower_ in ("including", "like") or (
        prep.lower_ == "as" and any(c.dep_ == "amod" and c.lower_ == "such" for c in prep.children)
    )
    noun = prep.head
    if not listing or noun.pos_ not in ("NOUN", "PROPN") or noun.head == noun:
        return None
    return noun


def of_options(noun: Token) -> bool:
    """ "evaluation of alternatives, including a merger or sale of the company": the merger is
    one of the options."""
    return word_base(noun) in OPTION_NOUNS
