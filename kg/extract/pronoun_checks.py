"""What English rules out of a pronoun's antecedents, checked on what
:func:`kg.extract.pronouns.resolve` found (the resolver weighs candidates; this only takes out
the impossible ones, and a pronoun left with none stays unresolved), and the tests the resolver
asks of a name (a product launched, a name described as a kind of company):

- a pronoun of one person never stands for a people's name in the plural: in "But Greeks must
  also understand that ...," he said' the speaker is a man named earlier, not the Greeks;
- a speaker never tells of his own death: in "John O'Connor, a family friend, says he died
  Thursday", "he" is someone else.

Pure functions.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from spacy.tokens import Doc, Token

from kg.model import Mention
from kg.tokens import word_lemma

# Pronouns of one person: "he said", "told him", "his remarks".
_ONE_PERSON = frozenset("he him his himself she her hers herself".split())
# Tagger types a people's or a party's plural name comes with ("Greeks", "Republicans").
_GROUP_TYPES = frozenset({"NORP"})


def in_number(
    doc: Doc, mentions: Sequence[Mention], resolved: Mapping[int, tuple[int, ...]]
) -> dict[int, tuple[int, ...]]:
    """``resolved`` (token index -> mention numbers) without a one-person pronoun's plural groups;
    a pronoun left with none stays unresolved (no name is better than a wrong one)."""
    out: dict[int, tuple[int, ...]] = {}
    for i, numbers in resolved.items():
        if doc[i].lower_ in _ONE_PERSON:
            numbers = tuple(n for n in numbers if not _plural_group(doc, mentions[n]))
            dead_speaker = _speaker_of_his_death(doc[i])
            if dead_speaker is not None:
                speaker = set(resolved.get(dead_speaker.i, ())) | _named(doc, mentions, dead_speaker)
                numbers = tuple(n for n in numbers if n not in speaker)
        if numbers:
            out[i] = numbers
    return out


# Verbs of dying, and of being killed in the passive: "says he died", "said she was killed".
_DYING = frozenset({"die"})
_KILLING = frozenset("kill murder slay assassinate execute shoot stab".split())
_SAYING = frozenset("say tell report confirm announce add state note write".split())


def _speaker_of_his_death(pronoun: Token) -> Token | None:
    """The subject of the verb of saying whose reported clause tells of ``pronoun``'s death
    ("O'Connor says he died": O'Connor), or None."""
    verb = pronoun.head
    if pronoun.dep_ not in ("nsubj", "nsubjpass") or verb.dep_ != "ccomp" or verb.head.i == verb.i:
        return None
    base = word_lemma(verb)
    passive = any(c.dep_ == "auxpass" for c in verb.children)
    if base not in _DYING and not (passive and base in _KILLING):
        return None
    saying = verb.head
    if word_lemma(saying) not in _SAYING:
        return None
    return next((c for c in saying.children if c.dep_ == "nsubj" and c.i != pronoun.i), None)


def _named(doc: Doc, mentions: Sequence[Mention], word: Token) -> set[int]:
    """The mentions whose name covers ``word``'s phrase head."""
    return {n for n, m in enumerate(mentions) if m.start <= word.idx < m.end}


def _plural_group(doc: Doc, mention: Mention) -> bool:
    """A people's name in the plural: "Greeks" typed a nationality, or one plural proper noun
    the tagger typed a person ("Greeks said" read as a name)."""
    if not mention.text.lower().endswith("s"):
        return False
    if mention.type in _GROUP_TYPES:
        return True
    span = doc.char_span(mention.start, mention.end, alignment_mode="expand")
    return span is not None and len(span) == 1 and span[0].tag_ == "NNPS"


# Verbs whose passive subject is a product brought out, not a company: "X was announced at an
# Apple event ... Soon after, the company introduced" (the company is not X).
_LAUNCHING = frozenset("announce release unveil launch introduce ship debut preview".split())


def launched(name: Token) -> bool:
    """Whether a name is the subject of a passive verb of bringing a product out."""
    verb = name.head
    return (
        name.dep_ == "nsubjpass" and word_lemma(verb) in _LAUNCHING and any(c.dep_ == "auxpass" for c in verb.children)
    )


def described_as(name: Token, noun: str) -> bool:
    """Whether the article calls a name by ``noun`` beside it: "NPD Group, a market research
    firm", "a research firm, NPD Group", "the research firm NPD Group"."""
    if any(c.dep_ in ("appos", "compound") and c.lower_ == noun and not c.ent_type_ for c in name.children):
        return True
    return name.dep_ == "appos" and name.head.lower_ == noun
