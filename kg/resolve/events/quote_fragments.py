"""Quotes that are a label, not what was said: a scare quote of one to three words inside the
reporter's own sentence ("described the building as a "total loss"", "accused him of a
"massive financial fraud"", "calling us "kindred spirits""). The words are the speaker's,
but they tell no statement of their own: the node shows the sentence, never them as a quote.
A quoted sentence starts with a capital ('"Yes," he said', '"That's tough," Brees said') and
stays the statement's content."""

from __future__ import annotations

import re

# The most words a label in quotation marks takes; a longer quote says something.
LABEL_QUOTE_WORDS = 3
_WORD = re.compile(r"[\w'’]+")
_FIRST_LETTER = re.compile(r"[^\W\d_]")


def label_quote(quote: str) -> bool:
    """Whether ``quote`` is a few words the reporter's sentence goes on through.

    >>> label_quote("total loss"), label_quote("a historic event"), label_quote("disappointed")
    (True, True, True)
    >>> label_quote("Yes"), label_quote("That's tough"), label_quote("we will fight on to the end")
    (False, False, False)
    """
    first = _FIRST_LETTER.search(quote)
    return first is not None and first.group().islower() and 0 < len(_WORD.findall(quote)) <= LABEL_QUOTE_WORDS
