"""A gathering noun the sentence shows to be a happening: "threw a party", "at the party".

"Party" is most often an organisation in news ("the Republican Party", "party leaders", "a third
party", "the parties to the agreement"), so the learnt detector rightly leaves the word alone; and
rarer gathering nouns ("bash", "gala", "concert") it has not seen. A gathering is a happening when
the sentence treats it as one: someone throws, hosts or attends it, something happens at, during
or after it, it has a date of its own, a place of its own ("a party at his home"), or an occasion
names it ("a birthday party"). Only then is the noun taken as an event; a bare mention, a
modifier ("party girl") or a name's word stays out.
"""

from __future__ import annotations

from spacy.tokens import Token

from kg.extract.doc_index import DocIndex
from kg.tokens import word_lemma

# Nouns of a social gathering or a celebration, which name a happening when used as one.
GATHERINGS = frozenset(
    "party bash gala soiree shindig banquet luncheon reception wedding funeral ceremony concert "
    "festival parade celebration fete festivity gig".split()
)
# Verbs whose object is a gathering one makes or goes to: "threw a party", "attended the gala".
_HOSTING = frozenset("throw host hold give attend organize organise plan crash stage skip cancel postpone".split())
# Prepositions of what happens at a gathering or around it: "shot at a party", "after the gala".
_AT = frozenset("at during after before following".split())
# Heads of "at" that aim rather than place: "angry at the party", "a swipe at the party".
_AIMED = frozenset("angry anger aim point look laugh jab swipe fire shoot glance lash hit criticism".split())
# Occasions that make a gathering of the noun they modify: "a birthday party", "the anniversary gala".
OCCASIONS = frozenset(
    "birthday anniversary dinner cocktail house pool holiday christmas engagement bachelor bachelorette "
    "launch office retirement farewell victory tea garden costume release wrap graduation slumber "
    "surprise welcome homecoming wedding".split()
)
# Verbs whose subject is a happening: "the party began" ("take" only with "place").
_HAPPENING = frozenset("happen occur begin start end continue".split())


def gathering_event(tok: Token, index: DocIndex) -> bool:
    """Whether ``tok`` is a common gathering noun ("party") the sentence uses as a happening.

    A modifier ("party leader") or a word of a name ("Labour Party") never is; nor is a
    gathering with no sign of being one ("neither party", "the party's policy").
    """
    if tok.pos_ != "NOUN" or tok.dep_ in ("compound", "poss", "amod") or word_lemma(tok) not in GATHERINGS:
        return False
    if _a_group(tok):
        return False
    head = tok.head
    if tok.dep_ in ("dobj", "nsubjpass") and head.pos_ in ("VERB", "AUX") and word_lemma(head) in _HOSTING:
        return True  # "threw a party", "a party was held"
    if tok.dep_ == "pobj" and head.lower_ in _AT and not _aimed(head.head):
        return True  # "at the party", "after the gala"
    if tok.dep_ == "nsubj" and _happens(head):
        return True  # "the party began", "the gala took place"
    return any(_sign(c, index) for c in tok.children)


def _a_group(tok: Token) -> bool:
    """Whether the noun counts people or things rather than naming a gathering: "a party of five
    hikers", "a parade of turncoat mobsters" (a series, not a march)."""
    return any(
        c.dep_ == "prep"
        and c.lower_ == "of"
        and any(g.dep_ == "pobj" and g.tag_ in ("NNS", "NNPS", "CD") for g in c.children)
        for c in tok.children
    )


def _happens(verb: Token) -> bool:
    """Whether ``verb`` tells its subject happening: "began", "took place" (not "took 13 percent",
    nor "continued to back him")."""
    if any(c.dep_ == "xcomp" for c in verb.children):
        return False
    return word_lemma(verb) in _HAPPENING or (
        word_lemma(verb) == "take" and any(c.lower_ == "place" for c in verb.children)
    )


def _aimed(word: Token) -> bool:
    """Whether "at" after ``word`` aims rather than places: "angry at", "fired at" (not "was shot at")."""
    return word_lemma(word) in _AIMED and not any(c.dep_ == "auxpass" for c in word.children)


def _sign(child: Token, index: DocIndex) -> bool:
    """A dependent of the gathering that shows it a happening: a date or a place of its own, an
    occasion, or a participle that holds it ("a party thrown by", "the celebration taking place")."""
    if child.dep_ == "acl" and (word_lemma(child) in ("hold", "throw", "host") or _happens(child)):
        return True
    if child.i in index.timex_at and child.dep_ in ("npadvmod", "compound", "poss", "nmod"):
        return True  # "Saturday's party", "the Saturday party"
    if child.dep_ == "compound" and child.pos_ == "NOUN" and word_lemma(child) in OCCASIONS:
        return True  # "a birthday party"
    if child.dep_ == "prep" and child.lower_ in ("on", "at", "in"):
        objects = [g for g in child.children if g.dep_ == "pobj"]
        if any(g.i in index.timex_at for g in objects):
            return True  # "the party on Saturday"
        # "a party at his home": a place it is held at (not "in power", "in Congress").
        return child.lower_ == "at" and any(g.pos_ in ("NOUN", "PROPN", "PRON") for g in objects)
    return False
