"""Some of a group, not the group: "ten Republicans", "three of the members", "some Democrats".

A named group with a count or a quantifier is part of it ("Only ten Republicans joined forty
Democrats": most Republicans voted the other way), so it is no participant the group's node may
stand for; a label keeps the count ("ten Republicans joined forty Democrats") instead.
"""

from __future__ import annotations

from spacy.tokens import Token

# Determiners that take part of a group: "some Democrats", "many Republicans".
_PART_DETERMINERS = frozenset("some many few several most various numerous".split())
# Tagger types of a name that stands for a whole group of people.
_GROUP_TYPES = frozenset({"NORP"})
# Words that make a group's singular name one of its members: "a Libyan", "one Iraqi"; "the
# American" is one person too ("the American had to resort to holding"), unless the name is one
# of those that stand for the whole people in the singular ("the French", "the Chinese").
_ONE = frozenset({"a", "an", "one"})
_THE_ONE = frozenset({"the", "this", "that", "another"})
_PEOPLE_ENDINGS = ("ese", "sh", "ch", "ss")


def count_words(noun: Token) -> list[Token]:
    """The count or quantifier words before a plural noun ("ten", "thirty - one", "some"), in
    text order; empty when it has none. A group's singular name with "a" or "one" is one member
    ("a Libyan"), counted as such."""
    if noun.ent_type_ in _GROUP_TYPES and not noun.lower_.endswith("s"):
        ones = _ONE if noun.lower_.endswith(_PEOPLE_ENDINGS) else _ONE | _THE_ONE
        return [c for c in noun.lefts if c.dep_ in ("det", "nummod") and c.lower_ in ones][:1]
    if noun.tag_ not in ("NNS", "NNPS") and not (noun.ent_type_ in _GROUP_TYPES and noun.lower_.endswith("s")):
        return []
    found: list[Token] = []
    for child in noun.lefts:
        if child.dep_ == "nummod" and child.ent_type_ not in ("MONEY", "PERCENT", "DATE", "TIME"):
            found += [t for t in child.subtree if not t.is_punct or t.text == "-"]
        elif child.dep_ in ("det", "amod") and child.lower_ in _PART_DETERMINERS:
            found.append(child)
    return sorted(found, key=lambda t: t.i)


def counted_group(noun: Token) -> bool:
    """Whether a group's name comes with a count or quantifier: "ten Republicans" (part of the
    party), "a Libyan" (one of them); "the Republicans", "Republicans" name the group."""
    return noun.ent_type_ in _GROUP_TYPES and bool(count_words(noun))


def partitive_of(count: Token) -> Token | None:
    """The noun of a partitive "of" phrase a number heads: "three of the members" (members), "some
    of its shareholders", "one of two men" (a counted whole); None for "scores of prisoners" (no
    "the", no count: no part of a known whole)."""
    if not (count.like_num or count.pos_ == "NUM" or count.lower_ in _PART_DETERMINERS):
        return None
    of = next((c for c in count.children if c.dep_ == "prep" and c.lower_ == "of"), None)
    noun = next((c for c in of.children if c.dep_ == "pobj"), None) if of is not None else None
    if noun is None or not any(
        (c.dep_ in ("det", "poss") and c.lower_ not in ("a", "an")) or (c.dep_ == "nummod" and c.like_num)
        for c in noun.children
    ):
        return None
    return noun
