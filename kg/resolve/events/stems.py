"""Word families of event lemmas: whether two trigger words name one kind of happening.

Crude on purpose (no lexicon): a derivational ending ("election" / "elect") or a compound's
head ("earthquake" / "quake"). The pair scorer, the blocking of candidate pairs and the key
events' word families all ask the same question, so it has this one home.
"""

from __future__ import annotations

import functools

# Derivational endings a lemma loses to give its family key, tried in this order.
_SUFFIXES = ("ment", "ing", "ure", "ion", "al")
# Particles and prepositions that make another verb or noun of a word they open: "overturn" is
# not a turn, "aftershock" another quake than the shock, "counterattack" another attack.
_PREFIXES = ("over", "under", "with", "fore", "after", "counter", "back", "down", "inter", "super", "out")


@functools.lru_cache(maxsize=1 << 14)
def stem(lemma: str) -> str:
    """A crude word-family key: the lemma without one common derivational ending, nor a final "e".

    >>> stem("election") == stem("elect"), stem("announcement") == stem("announce"), stem("explosion")
    (True, True, 'explos')
    """
    word = lemma.lower()
    for suffix in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 4:
            word = word[: -len(suffix)]
            break
    return word[:-1] if word.endswith("e") and len(word) > 4 else word


def related(a: str, b: str) -> bool:
    """Whether two different lemmas are of one word family: one stem, or one word ending the other.

    >>> related("election", "elect"), related("quake", "earthquake"), related("move", "remove")
    (True, True, False)
    >>> related("turn", "overturn"), related("shock", "aftershock")
    (False, False)
    """
    if a == b:
        return False
    if stem(a) == stem(b):
        return True
    short, long = sorted((a, b), key=len)
    # A compound's head ("earth-quake"), not a prefixed verb ("re-move", "ap-prove", "over-turn").
    if len(short) < 4 or len(long) - len(short) < 4 or not long.endswith(short):
        return False
    return long[: -len(short)].rstrip("-") not in _PREFIXES
