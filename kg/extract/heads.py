"""The words a label names an event's unnamed participants by: "prisoners", "national mourning".

Names are resolved to entities elsewhere; a label also needs the head of an
object or subject that is not a name ("pardoned prisoners"), kept short.
"""

from __future__ import annotations

from spacy.tokens import Token

from kg.extract.arguments import Arguments, verb_arguments
from kg.extract.subsets import count_words, counted_group, partitive_of

# Start and end character offsets of a phrase in its text.
Span = tuple[int, int]


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


def spans_of(args: Arguments) -> tuple[Span | None, Span | None]:
    """Character spans (start, end) in the text of the phrases :func:`heads_of` gives, None where it
    gives "": where an unnamed participant ("a Michigan man": "Michigan man") is written."""
    subject, obj = args.subject, args.object
    return (head_span(subject) if subject is not None else None, head_span(obj) if obj is not None else None)


def head_span(noun: Token, max_words: int = 3) -> Span | None:
    """Where :func:`head_phrase` of the noun is written: (start, end) character offsets, or None."""
    words = _head_words(noun, max_words)
    return (words[0].idx, words[-1].idx + len(words[-1].text)) if words else None


def head_phrase(noun: Token, max_words: int = 3) -> str:
    """A noun phrase's head with the compound and adjective words right before it, when short.

    "three days of national mourning" gives "national mourning": a number or a
    measure noun hands over to its "of" phrase. A pronoun gives "" (it names nothing).
    """
    words = _head_words(noun, max_words)
    return noun.doc[words[0].i : words[-1].i + 1].text if words else ""


def _head_words(noun: Token, max_words: int) -> list[Token]:
    """The tokens of :func:`head_phrase`, in text order; empty for a pronoun or a non-noun."""
    for _ in range(2):
        part = partitive_of(noun)
        if part is not None and noun.i < part.i <= noun.i + max_words + 1:
            # "three of the members": a part of a known whole, never the whole ("members").
            return list(noun.doc[noun.i : part.i + 1])
        of = next((c for c in noun.children if c.dep_ == "prep" and c.lower_ == "of"), None)
        pobj = next((c for c in of.children if c.dep_ == "pobj"), None) if of is not None else None
        # "its $3 billion acquisition of X" is an acquisition worth a sum, no count of X.
        counted = any(c.dep_ in ("nummod", "quantmod") and not _money(c) for c in noun.children) or noun.like_num
        if pobj is None or not (counted or noun.lower_ in _MEASURES or noun.pos_ == "NUM"):
            break
        if counted and not (noun.lower_ in _MEASURES or noun.pos_ == "NUM") and _determined(pobj):
            # "12 American victims of the embassy bombing": counted people or things of a given
            # one; only a bare noun is what a count measures ("three days of national mourning").
            break
        if noun.lower_ in _HOLDINGS:
            # "bought 43,000 shares of Navigation Mixte": the "of" names whose shares they are;
            # a label "bought Navigation Mixte" says the whole company was bought.
            break
        noun = pobj
    # "expelled a Libyan": the parse may tag a member of a group an adjective; it is still who.
    if noun.pos_ not in ("NOUN", "PROPN") and not counted_group(noun):
        return []
    words = [noun]
    for left in reversed(list(noun.lefts)):
        # A modifier with words of its own ("a 15-year war") is left out whole.
        if (
            left.i != words[0].i - 1
            or not (left.dep_ in ("compound", "amod") or _naming_modifier(left))
            or left.n_lefts + left.n_rights
            or len(words) >= max_words
        ):
            break
        words.insert(0, left)
    if counted_group(noun):
        # "ten Republicans joined": a count of a party's members keeps its count.
        count = count_words(noun)
        words = list(noun.doc[min(count[0].i, words[0].i) : words[-1].i + 1])
    return _whole_word(_whole_name(words))


def _naming_modifier(left: Token) -> bool:
    """A name the parse hangs on a noun as ``nmod``: "the iMac personal computer" names which
    computer, and a label "introduced personal computer" loses it."""
    return left.dep_ == "nmod" and left.pos_ == "PROPN"


def _determined(noun: Token) -> bool:
    """Whether a noun has a determiner or a possessor of its own ("the bombing", "its plant")."""
    return any(c.dep_ in ("det", "poss") for c in noun.children)


def _money(tok: Token) -> bool:
    """Whether a number is a sum of money: "$3 billion", "3 billion dollars"."""
    return tok.ent_type_ == "MONEY" or any(t.tag_ == "$" or t.text in _CURRENCY for t in tok.subtree)


_CURRENCY = frozenset("$ € £ ¥".split())


def _whole_name(words: list[Token]) -> list[Token]:
    """The words with the rest of a name they begin inside: "Steel Works Inc." of "Western Steel
    Works Inc." names no one, and a label showing it gives a company a name it does not have."""
    first = words[0]
    if first.ent_iob_ != "I" or first.ent_type_ not in _NAME_TYPES:
        return words
    start = first.i
    while start > 0 and first.doc[start].ent_iob_ == "I":
        start -= 1
    return [first.doc[i] for i in range(start, first.i)] + words


_NAME_TYPES = frozenset({"PERSON", "ORG", "GPE", "NORP", "FAC", "LOC", "PRODUCT", "EVENT", "WORK_OF_ART", "LAW"})


def _whole_word(words: list[Token]) -> list[Token]:
    """The words with the rest of a hyphenated word the tokenizer cut ("Pre" of "Pre-orders",
    "off" of "sell-off", each piece a subject in the parse): a label saying "Pre began" or "off
    knocked" names nothing."""
    doc = words[-1].doc
    first = words[0].i
    while (
        first >= 2
        and doc[first - 1].text == "-"
        and doc[first - 1].whitespace_ == ""
        and doc[first - 2].whitespace_ == ""
        and doc[first - 2].is_alpha
    ):
        first -= 2
    words = [doc[i] for i in range(first, words[0].i)] + words
    last = words[-1].i
    while (
        last + 2 < len(doc)
        and doc[last].whitespace_ == ""
        and doc[last + 1].text == "-"
        and doc[last + 1].whitespace_ == ""
        and doc[last + 2].is_alpha
    ):
        last += 2
    return words + [doc[i] for i in range(words[-1].i + 1, last + 1)]


# Counted holdings whose "of" phrase names their issuer, not what is counted: "10,000 shares of X".
_HOLDINGS = frozenset("shares share stock stocks bonds notes warrants units securities options".split())
# Nouns that count or measure what their "of" phrase names: "scores of prisoners".
_MEASURES = frozenset(
    "scores dozens hundreds thousands millions lot lots number series group kind sort part most some".split()
)
