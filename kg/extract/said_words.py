"""What a reporting verb's words are, where the parse or the quotation marks mislead
:func:`kg.extract.quotes.speech`:

- a name in quotation marks inside a noun phrase is no quote: 'Adam "Pacman" Jones says the
  disk was bothering him', '"Twilight" author Stephenie Meyer confirmed the news' (a nickname,
  a title; what was said is the reported clause);
- a reported clause the parse splits in two: "Cilcorp said the businesses to be acquired had
  revenue of $76 million" hangs "acquired" and "had" on "said" as two complements; what was
  said runs over both, not just "the businesses to be acquired"; and its opening "that" is
  left out when the parse took it for an object ("said ... that he hopes to recover").

Pure functions over spaCy tokens and the article's text.
"""

from __future__ import annotations

import re

from spacy.tokens import Token

# Title-case words of a name or a title: "Pacman", "Twilight", "The Hunger Games".
_NAME_WORD = re.compile(r"^(?:[A-Z0-9][\w'’.&-]*|of|the|a|an|and|in|on|at|for|to|with|from)$")
# After the closing mark: a word right on (what a phrase around a name has), not a comma or a stop.
_WORD_AFTER = re.compile(r"^\s*[\"'”’»›]*\s*([A-Za-z][\w'’-]*)")
# The word after a quotation that says it was said: '"Enough" said the mayor'.
_SAYING = frozenset("said says say told tells asked asks added adds replied replies wrote writes declared".split())
_MAX_NAME_WORDS = 4


def quoted_name(text: str, quotation: tuple[tuple[int, int], ...]) -> bool:
    """Whether a quotation is a name or a title inside a noun phrase: a few title-case words with
    no punctuation of speech, and a word (not a verb of saying) right after the closing mark."""
    start, end = quotation[0][0], quotation[-1][1]
    words = text[start:end].split()
    if not 0 < len(words) <= _MAX_NAME_WORDS or not all(_NAME_WORD.match(w) for w in words):
        return False
    if any(c in text[start:end] for c in ",.!?;:"):
        return False
    after = _WORD_AFTER.match(text[end : end + 40])
    return after is not None and after.group(1).lower() not in _SAYING


def reported_words(verb: Token, complement: Token, left_out: set[int]) -> list[Token]:
    """The words of the clause ``verb`` reports: ``complement``'s, on to the last complement
    of the verb after it when the parse split the clause; its opening "that" and the
    ``left_out`` indices (the verb's own time) dropped."""
    last = complement.right_edge.i
    for child in verb.children:
        if child.dep_ == "ccomp" and child.i > complement.i and child.left_edge.i == last + 1:
            last = child.right_edge.i
    first = complement.left_edge
    span = verb.doc[first.i : last + 1]
    return [t for t in span if not (t.i == first.i and _opening_that(t)) and t.i not in left_out]


def _opening_that(tok: Token) -> bool:
    """The "that" a reported clause opens with: a marker, or one the parse took for an object
    of a later verb ("said ... that he hopes to recover the remains"); "that was wrong" keeps it."""
    return tok.dep_ == "mark" or (tok.lower_ == "that" and tok.dep_ == "dobj" and tok.head.i > tok.i)
