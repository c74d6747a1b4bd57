"""The words a label names an event's unnamed participants by: "prisoners", "national mourning".

Names are resolved to entities elsewhere; a label also needs the head of an
object or subject that is not a name ("pardoned prisoners"), kept short.
"""

from __future__ import annotations

from spacy.tokens import Token

from kg.extract.arguments import Arguments, verb_arguments


def heads(verb: Token) -> tuple[str, str]:
    """(subject, object) of a verb as short noun phrases, "" where there is none or it is a pronoun.

    They are the heads of its first agent and first patient as
    :mod:`kg.extract.arguments` reads them, so a label and the event's roles agree:
    the object of "prisoners were freed" is "prisoners" (what the event was done
    to), and "Y" in "X called for Y to be toppled" is no subject of "toppled".
    """
    return heads_of(verb_arguments(verb))


def heads_of(args: Arguments) -> tuple[str, str]:
    """:func:`heads` from a verb's arguments already read (extraction reads them once a verb)."""
    subject, obj = args.subject, args.object
    return (head_phrase(subject) if subject is not None else "", head_phrase(obj) if obj is not None else "")


def head_phrase(noun: Token, max_words: int = 3) -> str:
    """A noun phrase's head with the compound and adjective words right before it, when short.

    "three days of national mourning" gives "national mourning": a number or a
    measure noun hands over to its "of" phrase. A pronoun gives "" (it names nothing).
    """
    for _ in range(2):
        of = next((c for c in noun.children if c.dep_ == "prep" and c.lower_ == "of"), None)
        pobj = next((c for c in of.children if c.dep_ == "pobj"), None) if of is not None else None
        counted = any(c.dep_ in ("nummod", "quantmod") for c in noun.children) or noun.like_num
        if pobj is None or not (counted or noun.lower_ in _MEASURES or noun.pos_ == "NUM"):
            break
        noun = pobj
    if noun.pos_ not in ("NOUN", "PROPN"):
        return ""
    words = [noun]
    for left in reversed(list(noun.lefts)):
        # A modifier with words of its own ("a 15-year war") is left out whole.
        if (
            left.i != words[0].i - 1
            or left.dep_ not in ("compound", "amod")
            or left.n_lefts + left.n_rights
            or len(words) >= max_words
        ):
            break
        words.insert(0, left)
    return " ".join(w.text for w in words)


# Nouns that count or measure what their "of" phrase names: "scores of prisoners".
_MEASURES = frozenset(
    "scores dozens hundreds thousands millions lot lots number series group kind sort part most some".split()
)
