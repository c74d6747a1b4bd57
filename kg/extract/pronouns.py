"""Within-article resolution of pronouns and short descriptions to the names they stand for.

News names an actor once and then writes "he said", "it posted a loss", "the
company said", "the automaker cut jobs". Those words are the event's
arguments; this module says which named mention of the same article each one
stands for, so the event joins that entity.

A pure function over the parsed Doc and the article's name mentions. It is
deliberately conservative, as a wrong link puts an event on the wrong
entity's timeline:

- he/him/his stand for a person, she/her/hers for a person, it/its for an
  organisation, they/them/their for two or more names joined by "and";
  "the company", "the automaker", ... for an organisation, "the president",
  "the minister", ... for a person carrying that title;
- a person whose honorific ("Mr.", "Ms.") gives a gender takes only the
  pronouns of that gender;
- the antecedent is in the same sentence or the three before (a resolved
  pronoun counts as a mention of its entity, so "he" chains along); the
  subject of the nearest sentence with a candidate is preferred, and two
  different candidates with none the subject leave the word unresolved;
- a subject pronoun of what an unnamed company ("the No. 1 U.S. auto maker") writes or
  says is that company's, so it takes no name ("wrote Jaguar that it intends");
- "it" is not an expletive ("it is hard to say"), nor a name inside another
  phrase ("the management of X ... it"), nor a name behind a nearer
  common-noun subject ("the government ... its rights");
- a word inside a quotation takes no antecedent outside it and the other way
  round (a quoted "he" is the speaker's, not the narrator's);
- a non-reflexive object pronoun is not its own verb's subject ("X praised
  him" is not X).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy
from spacy.attrs import LOWER
from spacy.strings import get_string_id
from spacy.tokens import Doc, Token

from kg.extract.antecedents import (
    ORG_NOUNS,
    PERSON,
    REFLEXIVE,
    SUBJECT_DEPS,
    TITLE_NOUNS,
    WINDOW,
    Named,
    bound,
    candidates,
    description,
    embedded,
    expletive,
    holds,
    honorific_genders,
    in_setting,
    inside_the_speakers_description,
    owner_aside,
    pick,
    pick_coordination,
    quote_index,
)
from kg.extract.intervening import (
    after_an_unnamed_subject,
    ahead_of_its_subject,
    country_between,
    country_subject,
    emphatic_owner,
    in_governing_clause,
    named_subject_after,
    owns_an_unnamed_subject,
    statement_teller,
    unnamed_company,
    unnamed_teller,
)
from kg.extract.kinds import in_a_persons_description, nearer_collective, organisation_names, people_by_description
from kg.extract.pronoun_checks import described_as, launched
from kg.extract.rivals import nearer_person, plural_noun_between, thing_nearer
from kg.model import Mention
from kg.tokens import column, positions

_ORG = frozenset({"ORG"})
# Pronoun -> (types it may stand for, gender it requires or "").
_PRONOUNS: dict[str, tuple[frozenset[str], str]] = {
    **{w: (PERSON, "m") for w in ("he", "him", "his", "himself")},
    **{w: (PERSON, "f") for w in ("she", "her", "hers", "herself")},
    **{w: (_ORG, "") for w in ("it", "its", "itself")},
}
_PLURAL = frozenset({"they", "them", "their", "themselves"})
# Roles "it" has when it names an actor; elsewhere it is most often expletive
# or stands for a thing ("it is likely", "buy it").
_IT_DEPS = frozenset({"nsubj", "nsubjpass", "poss"})
# Every word :func:`_may_refer` can accept, as spaCy's ids of their lower case: a Doc's LOWER
# column picks the few words worth asking, with no Token made for each of the others.
_REFERRING = numpy.array(
    sorted({get_string_id(w) for w in (*_PRONOUNS, *_PLURAL, *ORG_NOUNS, *TITLE_NOUNS)}), dtype="uint64"
)


def resolve(doc: Doc, mentions: Sequence[Mention], text: str | None = None) -> dict[int, tuple[int, ...]]:
    """Token index of each resolved pronoun or description -> the mention indices it stands for.

    ``text`` is ``doc.text`` when the caller has it. Words left unresolved are absent.
    """
    text = doc.text if text is None else text
    sent_id = [0] * len(doc)
    for number, sent in enumerate(doc.sents):
        sent_id[sent.start : sent.end] = [number] * (sent.end - sent.start)
    quote_of = quote_index(text)
    named = candidates(doc, mentions, sent_id, quote_of)
    genders = honorific_genders(doc, mentions, named)
    by_token = {c.head.i: c for c in named}
    context = _Context(
        _shared_titles(mentions),
        _thing_subjects(doc, {c.head.i for c in named}),
        _company_subjects(doc),
        organisation_names(mentions),
        people_by_description(mentions, {c.number: c.head for c in named}),
    )
    out: dict[int, tuple[int, ...]] = {}
    # A resolved word keeps its entity in view: "Obama said ... He stated ... He added".
    chained: list[Named] = []
    # Subject pronouns no name was found for: "He's being manipulated by X. He's not telling the
    # truth" (the second "he" is the first one's man, not X).
    unknown: list[tuple[Token, int, int | None]] = []
    for tok in _maybe_referring(doc):
        if tok.i in by_token or tok.ent_type_ or not _may_refer(tok):
            continue
        quote = quote_of(tok.idx)
        near = [c for c in named if c.head.i < tok.i and 0 <= sent_id[tok.i] - c.sentence <= WINDOW]
        near += (c for c in chained if 0 <= sent_id[tok.i] - c.sentence <= WINDOW)
        earlier = sorted((c for c in near if c.quote == quote and not bound(tok, c.head)), key=lambda c: c.head.i)
        found = _resolve_word(tok, earlier, mentions, genders, sent_id[tok.i], context)
        if found and _continues_unknown(tok, _sentence_of(found[0], earlier), quote, unknown):
            found = ()
        if not found and tok.lower_ in _PRONOUNS and tok.dep_ in SUBJECT_DEPS:
            unknown.append((tok, sent_id[tok.i], quote))
        if found:
            out[tok.i] = found
            if len(found) == 1:
                chained.append(Named(found[0], tok, mentions[found[0]].name, sent_id[tok.i], quote))
                _learn_gender(tok, mentions[found[0]].name, quote, genders)
    return out


def _learn_gender(tok: Token, key: str, quote: int | None, genders: dict[str, str]) -> None:
    """A narrator's "he" or "she" as a clause's subject tells the person's gender: a later "her"
    takes no one the article called "he" ("Ben Ode ... He said ... her lawyer": not Ode's)."""
    if quote is None and tok.lower_ in ("he", "she") and tok.dep_ in SUBJECT_DEPS:
        genders.setdefault(key, _PRONOUNS[tok.lower_][1])


def _sentence_of(number: int, earlier: list[Named]) -> int:
    """The sentence of the nearest candidate that is mention ``number``."""
    return max((c.sentence for c in earlier if c.number == number), default=-1)


def _continues_unknown(
    tok: Token, sentence: int, quote: int | None, unknown: list[tuple[Token, int, int | None]]
) -> bool:
    """Whether a subject pronoun takes up an earlier subject pronoun of its kind no name was found
    for, written at or after the name's sentence in the same quotation: "He's being manipulated by
    X. He's not telling the truth" is about the one manipulated, whom the words never name."""
    if tok.dep_ not in SUBJECT_DEPS or tok.lower_ not in _PRONOUNS:
        return False
    kind = _PRONOUNS[tok.lower_]
    return any(
        _PRONOUNS[other.lower_] == kind and sentence <= at and other_quote == quote and other.i < tok.i
        for other, at, other_quote in unknown
    )


@dataclass(frozen=True)
class _Context:
    """What the whole article tells about its words: titles two people hold ("President Bush",
    "President Gorbachev"), and the sentences whose subject is an unnamed thing."""

    shared_titles: frozenset[str] = frozenset()
    thing_subjects: frozenset[int] = frozenset()
    company_subjects: frozenset[int] = frozenset()
    organisations: frozenset[str] = frozenset()
    described_people: frozenset[str] = frozenset()


def _company_subjects(doc: Doc) -> frozenset[int]:
    """Sentences (by number) whose main verb's subject is a company the text names by a common
    noun ("Its steel business said", "The steelmaker reported"): a later "the company" or "it"
    may be that one as well as a name before it."""
    out = set()
    for number, sent in enumerate(doc.sents):
        if unnamed_company(next((c for c in sent.root.children if c.dep_ in SUBJECT_DEPS), None)):
            out.add(number)
    return frozenset(out)


def _shared_titles(mentions: Sequence[Mention]) -> frozenset[str]:
    holders: dict[str, set[str]] = {}
    for m in mentions:
        if m.type in PERSON:
            for role in m.roles:
                for word in role.lower().split():
                    if word in TITLE_NOUNS:
                        holders.setdefault(word, set()).add(m.name)
    return frozenset(title for title, names in holders.items() if len(names) > 1)


def _thing_subjects(doc: Doc, named: set[int]) -> frozenset[int]:
    """Sentences (by number) whose main verb's subject is a singular noun naming no one:
    "The assassination touched off a rampage. It also reignited the war" (it: the assassination),
    "The Orbit X was unveiled at the X Congress. It will go on sale" (a product's name the
    recognizer knows no type of, and no name mention of ``named``, by head token)."""
    out = set()
    for number, sent in enumerate(doc.sents):
        root = sent.root
        subject = next((c for c in root.children if c.dep_ in SUBJECT_DEPS), None)
        # "``First Fruits,'' read the editorial": after a quotation the noun behind the verb is
        # its subject, whatever the parser makes of the quoted words.
        if root.i > sent.start and doc[root.i - 1].text in _CLOSING_QUOTE_TOKENS:
            subject = next((c for c in root.children if c.i > root.i and c.dep_ in _INVERTED_SUBJECT_DEPS), subject)
        if subject is None or subject.ent_type_ or subject.i in named or _may_refer(subject):
            continue
        if subject.tag_ in ("NN", "NNP"):
            out.add(number)
    return frozenset(out)


# A quotation's closing marks as the tokenizer leaves them, and the parser's labels for the
# subject written after its verb ("..., read the editorial").
_CLOSING_QUOTE_TOKENS = frozenset({"''", "\u201d", '"'})
_INVERTED_SUBJECT_DEPS = frozenset({"nsubj", "dobj", "attr"})


def _resolve_word(
    tok: Token,
    earlier: list[Named],
    mentions: Sequence[Mention],
    genders: dict[str, str],
    sentence: int,
    context: _Context = _Context(),
) -> tuple[int, ...]:
    word = tok.lower_
    if word in _PRONOUNS and tok.tag_ in ("PRP", "PRP$"):
        types, gender = _PRONOUNS[word]
        if word == "it" and (tok.dep_ not in _IT_DEPS or expletive(tok)):
            return ()
        fits = [
            c
            for c in earlier
            if (
                mentions[c.number].type in types
                or (types is _ORG and country_subject(c, mentions))
                or (types is PERSON and c.key in context.described_people)
            )
            and genders.get(c.key, gender) == gender
            and not embedded(c.head)
            # "Labatt's balance sheet ... he said": a company's short name the tagger took for a person.
            and not (types is PERSON and c.key in context.organisations and c.key not in context.described_people)
            and not (types is _ORG and c.key in context.described_people)
            and not (word == "it" and tok.dep_ in SUBJECT_DEPS and owner_aside(c, sentence))
        ]
        if word in REFLEXIVE:
            owner = emphatic_owner(tok)
            fits = [c for c in fits if c.sentence == sentence and (owner is None or c.head.i == owner.i)]
        teller = statement_teller(tok, fits) if word == "it" else []
        if not teller and after_an_unnamed_subject(tok):
            return ()
        if not teller and (unnamed_teller(tok, {c.head.i for c in earlier}) or ahead_of_its_subject(tok)):
            return ()
        found = teller or in_governing_clause(tok, fits, sentence) or pick(fits, tok)
        named = named_subject_after(tok) if not teller else None
        if named is not None:  # "During his speech, Castro said": the name after it, or no one.
            found = [c for c in fits if c.head.i == named.i or mentions[c.number].text.split()[-1] == named.text][-1:]
        # "X's father criticized the meeting. He repeated ...": he is the father, not X.
        if found and types is PERSON and owns_an_unnamed_subject(found[0].head):
            return ()
        if found and types is PERSON and inside_the_speakers_description(tok, found[0].head):
            return ()
        if found and types is PERSON and nearer_person(tok, found[0], earlier, mentions, genders, gender):
            return ()
        if found and types is _ORG and (thing_nearer(found[0], tok) or country_between(found[0], tok)):
            return ()
        # A thing that was the subject of a sentence after the name, or of the name's own
        # sentence where the name is not the subject ("The tablet was shown at the X
        # Conference. It is slated for release"), is what a subject "it" takes up.
        if found and word == "it" and tok.dep_ in SUBJECT_DEPS:
            first = found[0].sentence + (found[0].head.dep_ in SUBJECT_DEPS)
            if any(first <= n < sentence for n in context.thing_subjects):
                return ()
        if found and types is _ORG and _company_between(found[0], sentence, context):
            return ()
        return (found[0].number,) if found else ()
    if word in _PLURAL and tok.tag_ in ("PRP", "PRP$"):
        joined = pick_coordination(earlier)
        # "X and Y sold cars. Auto makers cut their prices": a plural noun in between is nearer.
        after = max((c.head.i for c in earlier if c.number in joined), default=tok.i)
        return () if after < tok.i and plural_noun_between(tok.doc[after + 1 : tok.i], tok.doc[after]) else joined
    if description(tok):
        base = tok.lower_  # a singular noun (NN): its own lemma
        # "said X, founder of Y, an anti-Castro group. ... the group sang": a name inside a
        # person's description is not what the article goes on about, as for "it".
        described = [
            c
            for c in earlier
            if mentions[c.number].type in _ORG
            and c.key not in context.described_people
            and described_as(c.head, base)
            and not embedded(c.head)
            and not in_a_persons_description(c.head)
        ]
        if base in ORG_NOUNS and described:
            # "... by NPD Group, a market research firm. The firm said": the one the article
            # called a firm, however the sentence's other names are placed.
            found = described[-1:]
            if nearer_collective(found[0].head, tok):
                # "X, an anti-Castro group ... a Cuban band sang ... as the group sang": the
                # nearer unnamed group may be the one meant; better unresolved than wrong.
                return ()
        elif base in ORG_NOUNS:
            # "... a former head of the X Group. The company said": a name inside another
            # phrase is not the company the article reports on, as for "it".
            # Nor is a name after a preposition, where things happen ("announced at the X
            # Exchange"); "by X" names who acted, so it may.
            found = pick(
                [
                    c
                    for c in earlier
                    if mentions[c.number].type in _ORG
                    and c.key not in context.described_people
                    and not embedded(c.head)
                    and not in_setting(c.head)
                    and not in_a_persons_description(c.head)
                ]
            )
            if found and nearer_collective(found[0].head, tok):
                return ()
            if found and launched(found[0].head):
                # "X was announced at an Apple event. Soon after, the company introduced": a
                # product brought out is no company, and the company is not named near.
                return ()
            if found and _place_named_subject(tok, found[0], mentions, earlier):
                # "Cisco states that ..., when the company overtook X" (Cisco tagged a place):
                # the company is likelier the sentence's own subject than a name before it.
                return ()
            if found and _company_between(found[0], sentence, context):
                # "X reported a profit. Its steel unit said sales fell because the company no
                # longer owns a mill": that company may be the unit as well as X.
                return ()
        elif base in TITLE_NOUNS and base not in context.shared_titles:
            # Two presidents in one article: "the president" could be either.
            found = pick([c for c in earlier if mentions[c.number].type in PERSON and holds(mentions[c.number], base)])
        else:
            found = []
        return (found[0].number,) if found else ()
    return ()


def _place_named_subject(tok: Token, found: Named, mentions: Sequence[Mention], earlier: list[Named]) -> bool:
    """Whether the word's sentence (before it) or the found name's sentence has a main subject
    that is another name tagged a place (a company the tagger took for a city: "Cisco states
    that ..., when the company overtook X", "Cisco states that it bought X. The general counsel
    of the company")."""
    for sent, end in ((tok.sent, tok.i), (found.head.sent, len(tok.doc))):
        subject = next((c for c in sent.root.children if c.dep_ in SUBJECT_DEPS and c.i < end), None)
        named = next((c for c in earlier if subject is not None and c.head.i == subject.i), None)
        if named is not None and named.key != found.key and mentions[named.number].type == "GPE":
            return True
    return False


def _company_between(antecedent: Named, sentence: int, context: _Context) -> bool:
    """Whether a company named by a common noun is a subject after the name, up to the word's sentence."""
    return any(antecedent.sentence < n <= sentence for n in context.company_subjects)


def _maybe_referring(doc: Doc) -> list[Token]:
    """The words of ``doc`` whose lower case :func:`_may_refer` can accept, in order."""
    return [doc[i] for i in positions(column(doc, LOWER), _REFERRING)]


def _may_refer(tok: Token) -> bool:
    """Whether a word is one this module resolves (a cheap test, before the candidates are looked at)."""
    word = tok.lower_
    if word in _PRONOUNS or word in _PLURAL:
        return tok.tag_ in ("PRP", "PRP$")
    return (word in ORG_NOUNS or word in TITLE_NOUNS) and description(tok)
