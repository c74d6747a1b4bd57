"""What one Doc's event steps look up by token: its names, times, sentences, quotations and the
names its pronouns stand for, found once a parse and shared by every trigger."""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence

from spacy.tokens import Doc, Token

from kg.extract.credits import credit_line
from kg.extract.misattached import names_set_beside_the_subject, place_joined_to_a_place, seat_after_a_name
from kg.extract.mood import chanting_sentences
from kg.extract.nearer_firms import without_nearer_firms
from kg.extract.phrase_slips import employer_before_a_title, stray_apposition
from kg.extract.pronoun_checks import in_number
from kg.extract.pronouns import resolve
from kg.extract.quotes import Quotation, paragraph_starts, quotations
from kg.extract.subsets import counted_group
from kg.model import Mention, TimexSpan

# A quotation written ``like this'' (Treebank style), within one paragraph's length.
_BACKTICK_QUOTE = re.compile(r"``([^`]{1,1500}?)''")
# Nouns whose apposition is a name as words, not a participant: "gave her first name, Maria".
_NAMING_NOUNS = frozenset("name names nickname alias pseudonym surname".split())
# Adverbs that make an apposition a guess: "a third nation, probably Nicaragua".
_HEDGES = frozenset({"probably", "possibly", "perhaps", "maybe", "likely", "presumably", "reportedly"})
# Words that make a name after them a publication of the body before them: "the Communist Party
# daily Granma", "the ruling party's newspaper Al-Thawra".
_PUBLICATION_WORDS = frozenset(
    "daily weekly newspaper paper magazine journal tabloid organ mouthpiece broadsheet newsletter".split()
)


class DocIndex:
    """Token-level look-ups shared by every trigger of one Doc."""

    def __init__(
        self, doc: Doc, mentions: Sequence[Mention], spans: Sequence[TimexSpan], text: str | None = None
    ) -> None:
        self.doc = doc
        self.mentions = mentions
        self.mention_at: dict[int, int] = {}
        for number, m in enumerate(mentions):
            for tok in doc.char_span(m.start, m.end, alignment_mode="expand") or ():
                self.mention_at[tok.i] = number
        self.timex_at: dict[int, int] = {}
        for number, span in enumerate(spans):
            for tok in doc.char_span(span.start, span.end, alignment_mode="expand") or ():
                self.timex_at[tok.i] = number
        # Doc.text joins every token again: the caller usually has the text already.
        self.text = doc.text if text is None else text
        # "he said", "the company said": the names such words stand for (kg.extract.pronouns).
        # "a memo at Apple showed the company passed": not a company two sentences back.
        self.resolved = without_nearer_firms(doc, mentions, in_number(doc, mentions, resolve(doc, mentions, self.text)))
        # Sentence look-ups by token index, made once: Token.sent and Span.text
        # walk the tokens again for every trigger that asks.
        self.sent_id: list[int] = [0] * len(doc)
        self.sent_chars: list[tuple[int, int]] = []
        self.sent_starts: list[int] = []
        for number, sent in enumerate(doc.sents):
            self.sent_id[sent.start : sent.end] = [number] * (sent.end - sent.start)
            self.sent_chars.append((sent.start_char, sent.end_char))
            self.sent_starts.append(sent.start)
        context: dict[int, set[int]] = {}
        for tok_i, number in self.mention_at.items():
            context.setdefault(self.sent_id[tok_i], set()).add(number)
        self.context = {sent: tuple(sorted(numbers)) for sent, numbers in context.items()}
        # Token index -> what a clause's own words say (kg.extract.factuality), read once a parse.
        self.own_labels: dict[int, str] = {}
        # Token index -> what its governor makes of it, and whether the walk goes on (the same).
        self.governed: dict[int, tuple[str, bool]] = {}
        # Sentence number -> whether it is the credit line, read once a sentence: every trigger asks.
        self._credit_lines: dict[int, bool] = {}

    @functools.cached_property
    def quoted(self) -> list[Quotation]:
        """The Doc's quotations, found once and only for a Doc with a statement."""
        return quotations(self.text)

    @functools.cached_property
    def quoted_spans(self) -> list[tuple[int, int]]:
        """Every quotation's (start, end), and those written ``like this'' in the Treebank's style
        (TimeBank, MEANTIME), which :func:`~kg.extract.quotes.quotations` does not pair."""
        spans = [span for quote in self.quoted for span in quote]
        spans += [(m.start(1), m.end(1)) for m in _BACKTICK_QUOTE.finditer(self.text)]
        return spans

    @functools.cached_property
    def chanting(self) -> frozenset[int]:
        """The sentences that chant or shout something (:func:`~kg.extract.mood.chanting_sentences`)."""
        return chanting_sentences(self.doc, self.sent_id)

    @functools.cached_property
    def paragraphs(self) -> list[int]:
        return paragraph_starts(self.text)

    def sentence_text(self, token: Token) -> str:
        start, end = self.sent_chars[self.sent_id[token.i]]
        return self.text[start:end]

    def in_credit_line(self, token: Token) -> bool:
        """Whether ``token``'s sentence credits the article's writers (:func:`~kg.extract.credits.credit_line`):
        who wrote the article, no happening of its story."""
        number = self.sent_id[token.i]
        found = self._credit_lines.get(number)
        if found is None:
            start, end = self.sent_chars[number]
            found = self._credit_lines[number] = credit_line(self.text[start:end])
        return found

    def mentions_of(self, token: Token) -> list[int]:
        """The mention a token heads, plus those of its conjuncts and appositions;
        a pronoun or description ("he", "the company") gives the names it stands for."""
        out: list[int] = []
        # "the possibility of taking him to a third nation, probably Nicaragua": a guess set
        # beside a noun (hung on the wrong one, at times) does not say what the noun is.
        appositions = [
            c
            for c in token.children
            if c.dep_ == "appos"
            and not any(a.lower_ in _HEDGES for a in c.children)
            and not _stranded_subject(c)
            and not _past_its_verb(c, token)
            and not _rest_of_a_place(c)
            and not seat_after_a_name(c)
            and not _names_a_nearer_noun(c, token)
            # "gave only her first name, Veatriki": the name given, no one who takes part
            and token.lower_ not in _NAMING_NOUNS
        ]
        # "escorted the Libyan, Atif Issa Enhamed, to the airport": the parse joins the name to the verb.
        stray = stray_apposition(token)
        if stray is not None:
            appositions.append(stray)
        # "US automakers GM and Chrysler": the apposition's conjuncts are named too.
        # "Another analyst, John Maxwell of Wheat, First Securities": beside a person, a firm
        # set off by commas is where the person works, no second actor.
        person = any(
            (n := self.mention_at.get(t.i)) is not None and self.mentions[n].type == "PERSON"
            for t in (token, *appositions)
        )
        # The parser hangs such a firm on the person as apposition, or as a conjunct with no "and".
        beside = {a.i for a in appositions} | {
            c.i for a in appositions if not any(x.dep_ == "cc" for x in a.children) for c in a.conjuncts
        }
        side = ("NORP", "ORG") if person else ("NORP",)
        # "The Communist Party daily Granma said": the paper said; the party only owns it.
        owner_only = any(t.lower_ in _PUBLICATION_WORDS for a in appositions for t in token.doc[token.i + 1 : a.i])
        # A conjunct past a clause that hangs on the noun belongs to that clause ("the grandmothers
        # received from X, the relatives and other Cubans": the Cubans gave, they received nothing).
        clauses = [c.i for c in token.children if c.dep_ in ("acl", "relcl")]
        # "Officials in Tanzania and Kenya said": a place joined to the noun's place phrase is the phrase's.
        conjuncts = [
            c
            for c in token.conjuncts
            if not any(token.i < v < c.i for v in clauses)
            and not place_joined_to_a_place(c, token)
            # "attacks against targets, Abu Nidal and Abu Abbas, have ties": the subject's names
            and not names_set_beside_the_subject(c, token)
        ]
        # "five Iraqis and Libyans": with one group counted, the joined groups are the same people,
        # none of them the whole group; all conjuncts are shown or none, never a part.
        counted = any(self.mention_at.get(t.i) is not None and counted_group(t) for t in (token, *conjuncts))
        for tok in [token, *conjuncts, *appositions, *(c for a in appositions for c in a.conjuncts)]:
            number = self.mention_at.get(tok.i)
            if counted and number is not None and tok in conjuncts and self.mentions[number].type == "NORP":
                continue
            if number is not None and tok.i in beside and self.mentions[number].type in side:
                continue  # "Nasser Tahboub, a Jerusalem-born Jordanian": his nationality, no second actor
            if owner_only and tok.i == token.i:
                continue
            if tok.i == token.i and any(employer_before_a_title(token, a) for a in appositions):
                continue  # "Office of Management and Budget Director Peter Orszag": the person
            if number is not None and counted_group(tok):
                continue  # "ten Republicans": part of the party, which its node would stand for
            for n in (number,) if number is not None else self.resolved.get(tok.i, ()):
                if n not in out:
                    out.append(n)
        return out


def _rest_of_a_place(apposition: Token) -> bool:
    """Whether a place the parse makes an apposition follows another place and a comma: "police in
    Palermo, Sicily, said" (where Palermo is, not who the police are)."""
    doc = apposition.doc
    start = apposition.left_edge.i
    while start < apposition.i and doc[start].ent_type_ not in _PLACES:
        start += 1
    before = doc[start - 2] if start >= 2 and doc[start - 1].text == "," else None
    return apposition.ent_type_ in _PLACES and before is not None and before.ent_type_ in _PLACES


_PLACES = frozenset({"GPE", "LOC"})


def _names_a_nearer_noun(apposition: Token, noun: Token) -> bool:
    """Whether a name the parse sets beside ``noun`` comes right after a comma closing another
    apposition of it that ends in a common noun of its own phrase: "Wechsler, a lawyer for the
    White House secretary, Betty Currie" (Currie is the secretary, not the lawyer)."""
    doc = apposition.doc
    start = apposition.left_edge.i
    if apposition.pos_ != "PROPN" or start < 2 or doc[start - 1].text != ",":
        return False
    before = doc[start - 2]
    return before.pos_ == "NOUN" and any(
        other.dep_ == "appos" and other.i != apposition.i and other.i < before.i <= other.right_edge.i
        for other in noun.children
    )


def _past_its_verb(apposition: Token, noun: Token) -> bool:
    """Whether an "apposition" of a subject comes after that subject's verb: "The dispute has come
    up between the maker of the phone - Nordwerk Inc. - and ..." (Nordwerk is no dispute)."""
    return noun.dep_ in ("nsubj", "nsubjpass") and noun.i < noun.head.i < apposition.i


def _stranded_subject(apposition: Token) -> bool:
    """Whether an "apposition" is the subject the parse took from the sentence's verb right after
    it: "... by demonstrating his backing, White House and Republican sources said Monday" (the
    sources said; they are not the backing)."""
    after = apposition.right_edge.i + 1
    if after >= len(apposition.doc):
        return False
    # The verb right after may be the root or, when the parse misreads the sentence's order,
    # a clause it hangs elsewhere ("One of Bush's sons has informed X ..., sources said Monday").
    verb = apposition.doc[after]
    finite = verb.tag_ in ("VBD", "VBZ", "VBP") or verb.i == verb.sent.root.i
    return (
        verb.pos_ in ("VERB", "AUX")
        and finite
        and not any(c.dep_ in ("nsubj", "nsubjpass", "expl") for c in verb.children)
    )
