"""A plain-text article's headline: its first line, when that line reads as one.

Saved news often starts with the headline on a line of its own ("Powerful earthquake
kills hundreds in Morocco", then a blank line, then the story). A first line that is
already the story (a long sentence, a dateline running into the lead) is no headline,
and neither is a byline or a lone date: the article then stays untitled, and is named
by its opening words. The line stays in the text, where it is read like the rest.
"""

from __future__ import annotations

import re

# A headline is short: at most this many characters and words, and at least this many words.
MAX_CHARS = 150
MAX_WORDS = 25
MIN_WORDS = 3
# Ends a sentence or a clause, not a headline ("?" and "!" end headlines too).
_SENTENCE_END = (".", ",", ";", ":")
_BYLINE = re.compile(r"(?i)^(by|from|posted|updated|published)\b")
_LETTERS = re.compile(r"[^\W\d_]")


def headline(text: str) -> str:
    """The first line of ``text`` when it reads as a headline, else ``""``.

    >>> headline("Quake kills hundreds in Morocco\\n\\nMARRAKECH - A powerful earthquake struck.")
    'Quake kills hundreds in Morocco'
    >>> headline("Iraq began releasing prisoners under an amnesty issued on Sunday.\\nMore.")
    ''
    >>> headline("By Jane Doe\\n\\nThe council met.")
    ''
    """
    lines = text.lstrip().split("\n", 1)
    if len(lines) < 2 or not lines[1].strip():
        return ""  # a one-line article: its line is the story
    line = " ".join(lines[0].split())
    words = line.split()
    if not MIN_WORDS <= len(words) <= MAX_WORDS or len(line) > MAX_CHARS:
        return ""
    if line.endswith(_SENTENCE_END) or _BYLINE.match(line):
        return ""
    if sum(1 for w in words if _LETTERS.search(w)) < MIN_WORDS:
        return ""  # a date, a time or a number, not words
    return line
