"""Names the NER model misses that the text still shows: a person named after a title ("King X
VI declared"), the place a disaster is named by ("the Agadir earthquake"), a name written again
where the model tagged it once, and a proper noun run the model left untagged. Each finder takes
the mentions found so far and adds only what no found mention covers.

Pure functions over a parsed Doc, used by :func:`kg.extract.entities.extract_mentions`.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence

import numpy
from spacy.attrs import DEP, ENT_TYPE, ORTH, POS
from spacy.strings import get_string_id
from spacy.symbols import PROPN
from spacy.tokens import Doc, Token

from kg.extract.names import NOT_NAMES, clean_surface, company_words, is_title_word, looks_like_name
from kg.extract.nlp import lemma
from kg.model import Mention
from kg.tokens import column, positions

# Titles that stand right before a person's name ("King Mohammed VI", "Pope Francis"); the
# offices that also head organisations' names ("Chief", "Director", "Head") are left out.
_NAME_TITLES = frozenset(
    """king queen pope prince princess emperor empress sheikh sheik emir amir sultan ayatollah imam cardinal
    archbishop bishop rabbi president premier chancellor senator sen governor gov mayor general gen colonel col
    lieutenant lt major maj captain capt admiral adm sergeant sgt mr mrs ms dr sir dame lord lady""".split()
)


# The titles as written: capitalised, with and without a full stop ("Gen.", "Gen", "GEN").
_TITLE_FORMS = sorted({form for t in _NAME_TITLES for w in (t.capitalize(), t.upper()) for form in (w, w + ".")})


# Their string ids, sorted (:func:`kg.tokens.positions`).
_TITLE_IDS = numpy.array(sorted({get_string_id(w) for w in _TITLE_FORMS}), dtype="uint64")


_ROMAN = frozenset("I II III IV V VI VII VIII IX X XI XII XIII XIV XV XVI".split())


def titled_names(doc: Doc, found: list[Mention], sent_of: Sequence[int]) -> list[Mention]:
    """A title and the capitalised words after it that the model did not tag: "King Mohammed VI"
    is a person named "Mohammed VI" with the role "King", wherever the model missed it."""
    taken = {i for m in found for i in range(m.start, m.end)}
    out = []
    # Only the words spelled like a title are looked at: a Token a word is most of the cost.
    for i in positions(column(doc, ORTH), _TITLE_IDS):
        tok = doc[i]
        end = tok.i + 1
        while end < len(doc) and end - tok.i <= 3 and _name_word(doc[end]):
            end += 1
        if end == tok.i + 1:
            continue
        words = doc[tok.i + 1 : end]
        if any(i in taken for i in range(words.start_char, words.end_char)) or any(_tagged(t) for t in words):
            continue
        name = clean_surface(words.text)
        if not looks_like_name(name) or words[0].text in _ROMAN:
            continue
        taken.update(range(words.start_char, words.end_char))
        out.append(
            Mention(words.start_char, words.end_char, words.text, name, "PERSON", sent_of[tok.i], roles=(tok.text,))
        )
    return out


# What the model may call a missed name ("Agadir" as a PRODUCT) without being wrong to leave it.
_LOOSE_TYPES = frozenset({"", "PRODUCT", "WORK_OF_ART", "EVENT", "LAW", "LANGUAGE"})


def _tagged(tok: Token) -> bool:
    """Whether the model gave the word a type kg takes or a number's or date's."""
    return tok.ent_type_ not in _LOOSE_TYPES


def _name_word(tok: Token) -> bool:
    """A word of a name after a title: a capitalised proper noun that is no title and no
    calendar word, or a regnal number ("VI")."""
    if tok.text in _ROMAN:
        return True
    return (
        tok.pos_ == "PROPN"
        and tok.text[:1].isupper()
        and not is_title_word(tok.text)
        and tok.lower_ not in NOT_NAMES
        and any(c.isalpha() for c in tok.text)
    )


# Event nouns whose proper-noun modifier is where they happened: "the Agadir earthquake".
_PLACED_EVENTS = frozenset("earthquake quake tremor flood floods tsunami eruption landslide mudslide".split())


def places_of_events(doc: Doc, found: list[Mention], sent_of: Sequence[int]) -> list[Mention]:
    """An untagged proper noun right before a disaster noun names its place: "the 1960 Agadir
    earthquake" happened in Agadir."""
    taken = {i for m in found for i in range(m.start, m.end)}
    out = []
    columns = doc.to_array([POS, DEP])
    compound = doc.vocab.strings["compound"]
    for i in numpy.flatnonzero((columns[:, 0] == PROPN) & (columns[:, 1] == compound)):
        tok = doc[int(i)]
        if _tagged(tok) or not tok.text[:1].isupper():
            continue
        if lemma(tok.head).lower() not in _PLACED_EVENTS or tok.idx in taken or tok.text.isupper():
            continue
        name = clean_surface(tok.text)
        if looks_like_name(name) and tok.lower_ not in NOT_NAMES:
            taken.add(tok.idx)
            out.append(Mention(tok.idx, tok.idx + len(tok.text), tok.text, name, "GPE", sent_of[tok.i]))
    return out


def untagged_proper_names(doc: Doc, found: list[Mention], sent_of: Sequence[int]) -> list[Mention]:
    """A proper noun the model never tagged but the article repeats is a name too.

    "Opel", written three times and tagged none, is most likely an
    organisation: brands and companies are what news names most often and
    NER knows least. Single occurrences are left alone.
    """
    taken = {i for m in found for i in range(m.start, m.end)}
    runs: dict[str, list[tuple[int, int, int]]] = defaultdict(list)  # start, end, first word
    # Read off the POS and entity columns: indexing doc[j] builds a new Token each time.
    columns = doc.to_array([POS, ENT_TYPE])
    untagged = [False] * len(doc)
    for proper in numpy.flatnonzero((columns[:, 0] == PROPN) & (columns[:, 1] == 0)).tolist():
        untagged[proper] = doc[proper].text[:1].isupper()
    i = 0
    while i < len(doc):
        j = i
        while j < len(doc) and untagged[j]:
            j += 1
        if j > i:
            words = doc[i:j]
            if (
                not doc[i].is_sent_start
                and len(words.text) >= 3
                and words.text.lower() not in NOT_NAMES
                and not any(c in taken for c in range(words.start_char, words.end_char))
            ):
                runs[words.text].append((words.start_char, words.end_char, i))
            i = j
        else:
            i += 1
    out = []
    for text, spans in sorted(runs.items()):
        if (
            len(spans) >= 2
            and looks_like_name(text)
            and not text.isupper()
            and not any(is_title_word(w) for w in text.split())
        ):
            out += [Mention(a, b, text, text, "ORG", sent_of[first]) for a, b, first in spans]
    return out


def repeated_names(doc: Doc, found: list[Mention], sent_of: Sequence[int]) -> list[Mention]:
    """Names the model tagged once but missed elsewhere in the article.

    A name means the same thing throughout one article, so each later
    capitalised occurrence of a tagged name (or of a person's surname) is a
    mention too ("Mulally says..." after "Alan Mulally").
    """
    names: dict[tuple[str, ...], Mention] = {}
    for m in found:
        words = tuple(m.text.split())
        names.setdefault(words, m)
        # An acronym closing a person's name is the model's misreading ("pilot Steven Snyder TWA
        # eight hundred"): "TWA" elsewhere is the airline, not that person's surname.
        if m.type == "PERSON" and len(words) > 1 and len(words[-1]) > 2 and not words[-1].isupper():
            names.setdefault(words[-1:], m)
        # "Acme Corp. ... Acme then wrote": a company's name without its designator.
        if m.type == "ORG" and (short := company_words(words)):
            names.setdefault(short, m)
    by_first: dict[str, list[tuple[tuple[str, ...], Mention]]] = defaultdict(list)
    for words, source in sorted(names.items(), key=lambda kv: -len(kv[0])):
        by_first[words[0]].append((words, source))
    taken = {i for m in found for i in range(m.start, m.end)}
    out: list[Mention] = []
    # Only tokens spelled like a name's first word can start a repetition.
    first_ids = numpy.array(sorted({get_string_id(w) for w in by_first}), dtype="uint64")
    for i in positions(column(doc, ORTH), first_ids):
        tok = doc[i]
        for words, source in by_first[tok.text]:
            end = tok.i + len(words)
            if end > len(doc) or tuple(t.text for t in doc[tok.i : end]) != words or not words[0][:1].isupper():
                continue
            start_char, end_char = tok.idx, doc[end - 1].idx + len(doc[end - 1].text)
            if any(i in taken for i in range(start_char, end_char)) or _inside_longer_name(doc, tok.i, end):
                continue
            taken.update(range(start_char, end_char))
            out.append(Mention(start_char, end_char, doc[tok.i : end].text, source.name, source.type, sent_of[tok.i]))
            break
    return out


def _inside_longer_name(doc: Doc, start: int, end: int) -> bool:
    """'Ford' inside 'Ford Motor' or 'Henry Ford' is part of another name."""
    # A sentence's first word follows the last one's ("... Zenith Ltd. Acme then wrote").
    before = doc[start - 1] if start > 0 and not doc[start].is_sent_start else None
    after = doc[end] if end < len(doc) else None
    return any(t is not None and t.pos_ == "PROPN" and t.is_title for t in (before, after))
