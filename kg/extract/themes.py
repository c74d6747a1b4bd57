"""What an event is about and how much: the numbers its own arguments carry and the lemma of
its object or clause. Event coreference compares both, so that two reports of one toll at
different values, or one verb about different things ("showed gratitude", "showed a sword"),
stay apart.

Pure functions over spaCy tokens, read from the arguments :mod:`kg.extract.arguments` finds.
"""

from __future__ import annotations

from collections.abc import Set as AbstractSet

from spacy.tokens import Token

from kg.extract.arguments import Arguments
from kg.extract.nlp import lemma
from kg.extract.syntax import RELATIVE_TAGS

# Where a trigger's own numbers are: its objects and subjects ("killed 820 people",
# "820 people died"), its attribute ("the toll was 2,012") and the objects of its
# prepositions ("rose to 2,012", "fell by 5 percent").
_QUANTITY_DEPS = frozenset({"dobj", "nsubj", "nsubjpass", "attr", "npadvmod", "oprd"})
# What may stand between an argument's head and its number: "at least 820", "$13.4 billion".
_NUMBER_DEPS = frozenset({"nummod", "quantmod", "compound", "amod", "advmod"})


_MAGNITUDES = frozenset("hundred hundreds thousand thousands million millions billion billions trillion".split())


def quantities(trigger: Token, skip: AbstractSet[int] = frozenset()) -> tuple[str, ...]:
    """The numbers the trigger's own arguments carry, digits only and sorted: ("2012",) for
    "the toll rose to 2,012". Tokens in ``skip`` (a time expression's: "in 2012") are no quantity.

    Two reports of one toll at different values are different happenings, so event
    coreference compares these.
    """
    heads: list[Token] = []
    for child in trigger.children:
        heads += _amount_before(trigger, child)
        if child.dep_ in _QUANTITY_DEPS or child.dep_ in ("nummod", "quantmod"):
            # "the $13.4 billion that it received": the relative pronoun stands for its noun.
            relative = child.tag_ in RELATIVE_TAGS and trigger.dep_ == "relcl"
            heads.append(trigger.head if relative else child)
        elif child.dep_ == "prep":
            heads += (c for c in child.children if c.dep_ == "pobj")
    if trigger.dep_ == "relcl" and not any(c.dep_ in _QUANTITY_DEPS for c in trigger.children):
        heads.append(trigger.head)  # "the four billion it has received": the noun is its object
    elif _participle_of(trigger):
        heads.append(trigger.head)  # "141,951 units sold by GM": the noun is what was sold
    found: set[str] = set()
    for head in heads:
        stack = [head]
        while stack:
            tok = stack.pop()
            if tok.i in skip:
                continue
            if (tok.tag_ == "CD" or tok.like_num) and tok.head.pos_ != "PROPN":  # not "iPhone 4"
                digits = "".join(ch for ch in tok.text if ch.isdigit() or ch == ".").strip(".")
                # "four billion": a number in words is kept as written.
                number = digits or (tok.lower_ if tok.is_alpha and tok.lower_ not in _MAGNITUDES else "")
                if number:
                    found.add(number)
            stack += (c for c in tok.children if c.dep_ in _NUMBER_DEPS)
    return tuple(sorted(found))


def _amount_before(trigger: Token, child: Token) -> list[Token]:
    """An event noun's amount written before it ("a $15-a-share offer", "a $10-a-share tender
    offer"): the parser makes the number a modifier of the noun, or of a noun compounded with it.
    Two offers of one article at $15 and $10 are two offers, told apart by it."""
    if trigger.pos_ != "NOUN" or child.i > trigger.i:
        return []
    if child.dep_ == "compound" and any(_number(c) and c.dep_ in ("nummod", "quantmod") for c in child.children):
        return [child]  # "a 26% decline", "a 5 percent increase": the number counts its compound
    found = [child] if child.dep_ == "nmod" else list(child.children) if child.dep_ == "compound" else []
    return [t for t in found if t.dep_ == "nmod" and _number(t)]


def _number(tok: Token) -> bool:
    return tok.tag_ == "CD" or tok.like_num


def _participle_of(trigger: Token) -> bool:
    """A past participle that modifies the noun it was done to ("30,000 units sold", "the 16 people
    killed"), with no object of its own: the noun's number is the verb's amount."""
    return (
        trigger.dep_ == "acl"
        and trigger.tag_ == "VBN"
        and trigger.head.pos_ in ("NOUN", "PROPN", "PRON", "NUM")
        and not any(c.dep_ in ("dobj", "nsubj", "nsubjpass") for c in trigger.children)
    )


_THEME_CLAUSES = frozenset({"xcomp", "ccomp"})

# Words of a change in amount or level, verb or noun: what they tell is what changed
# (:mod:`kg.resolve.events.changes`). A market's or a price's "close" tells the level it ended at.
CHANGE_WORDS = frozenset(
    "drop fall rise climb decline slip gain plunge jump slide sink tumble soar surge dip rally retreat "
    "advance increase decrease ease edge close".split()
)


def theme(verb: Token, args: Arguments) -> str:
    """The lemma of what a verb is about: its object's head when that is a common noun
    ("showed gratitude": "gratitude"), else the verb of the clause it takes ("seeking to
    sell": "sell"); "" when it has neither (or its object is a name or a pronoun, which
    entity ids compare better)."""
    obj = args.object
    if obj is not None:
        return (lemma(obj) or obj.lower_).lower() if obj.pos_ == "NOUN" else ""
    for child in verb.children:
        if child.dep_ in _THEME_CLAUSES and child.pos_ in ("VERB", "AUX"):
            return (lemma(child) or child.lower_).lower()
    return ""


def noun_theme(noun: Token) -> str:
    """The lemma of what an event noun is about: the head of its "of" phrase when that is a
    common noun ("the sale of its extrusion division": "division"), for a change word the common
    noun compounded before it ("the dividend increase": "dividend", what rose); "" otherwise (a
    name is compared by its entity id)."""
    for prep in noun.children:
        if prep.dep_ == "prep" and prep.lower_ == "of":
            for obj in prep.children:
                if obj.dep_ == "pobj" and obj.pos_ == "NOUN":
                    return (lemma(obj) or obj.lower_).lower()
    if (lemma(noun) or noun.lower_).lower() in CHANGE_WORDS:
        for child in noun.children:
            if child.dep_ == "compound" and child.i < noun.i and child.pos_ == "NOUN":
                return (lemma(child) or child.lower_).lower()
    return ""
