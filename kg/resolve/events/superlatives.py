"""A label's subject as written, with its superlative dropped: "the deadliest earthquake to hit
Morocco in six decades" has the subject "deadliest earthquake", and the label "deadliest
earthquake hit Morocco" says what the text limits ("in six decades": a deadlier one came
before). A label keeps no limiting phrase, so it drops the superlative: "earthquake hit
Morocco" is true as written."""

from __future__ import annotations

import re

# Words ending in "-est" that are no superlatives: nouns and verbs ("the protest", "the arrest").
_NOT_SUPERLATIVES = frozenset(
    """interest forest west guest test protest request arrest contest quest honest modest chest nest rest
    harvest manifest conquest suggest digest invest inquest unrest pest vest crest attest detest behest
    midwest southwest northwest priest earnest tempest bequest infest wrest zest lest jest congest ingest
    divest molest retest pretest""".split()
)
# "most powerful", "least costly", "best", "worst", "deadliest", "strongest".
_SUPERLATIVE = re.compile(r"\b(?:most|least)\s+[a-z][\w-]*|\b(?:best|worst|[a-z][a-z-]+est)\b")


def without_superlative(subject: str) -> str:
    """``subject`` without its superlatives ("most powerful storm" -> "storm"); names (capitalised
    words) and nouns in "-est" ("protest", "arrest") stay; "" when only a superlative was the
    subject ("the deadliest": no label may say what the text limits).

    >>> without_superlative("deadliest earthquake")
    'earthquake'
    >>> without_superlative("protest leaders")
    'protest leaders'
    """

    def drop(match: re.Match[str]) -> str:
        return match.group(0) if match.group(0) in _NOT_SUPERLATIVES else ""

    kept = " ".join(_SUPERLATIVE.sub(drop, subject).split())
    return "" if kept.lower() in _BARE else kept


# What is left of a subject that was a superlative alone: "the deadliest", "its biggest".
_BARE = frozenset({"", "the", "a", "an", "its", "their", "his", "her", "our", "this", "that"})
