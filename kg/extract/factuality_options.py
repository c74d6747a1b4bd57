"""Options weighed, not taken:

- lists of options: what is named under "alternatives, including X" or "options such as X" is
  one way weighed ("made several acquisitions, including the purchase of Vexa" tells one done);
- what is discussed: "conferred on putting a blockade in place", "discussed imposing
  sanctions", "talked about leaving": the course talked over has not happened ("discussed the
  attack" is about a happening, and keeps its own reading: only a verb is a course of action);
- a proposal's content, told in the subjunctive: "offered three options: that the family take
  him to Cuba", "the proposal that he resign": a bare verb with its own subject after "that"
  says what should be done, not what was.
"""

from __future__ import annotations

from spacy.tokens import Token

from kg.extract.mood import word_base

# Nouns whose members are ways that could be taken: "alternatives", "options", "choices".
OPTION_NOUNS = frozenset("alternative alternatives option options choice choices scenario scenarios".split())
# Verbs of talking a course over or weighing it: their verbal complement is only considered.
DELIBERATING = frozenset("confer discuss debate deliberate ponder mull contemplate weigh talk explore".split())
# Prepositions that name what is talked over: "conferred on", "talked about", "debated over".
_TOPIC_PREPS = frozenset("on upon about over".split())
# Verbs whose past is their base form: "that the firm cut prices" may be a past, not a subjunctive.
_SAME_PAST = frozenset("cut put set hit let cost quit shut spread hurt bet split read beat bid cast".split())
# Subjects a present tense without -s agrees with: "that they take" is no subjunctive.
_PLAIN_SUBJECTS = frozenset("i you we they".split())


def listed_under(prep: Token) -> Token | None:
    """The noun a list hangs on ("options, including use of the fund", "steps like a freeze",
    "alternatives such as a sale"), or None when ``prep`` opens no list on a noun."""
    listing = prep.lower_ in ("including", "like") or (
        prep.lower_ == "as" and any(c.dep_ == "amod" and c.lower_ == "such" for c in prep.children)
    )
    noun = prep.head
    if not listing or noun.pos_ not in ("NOUN", "PROPN") or noun.head == noun:
        return None
    return noun


def of_options(noun: Token) -> bool:
    """ "evaluation of alternatives, including a merger or sale of the company": the merger is
    one of the options."""
    return word_base(noun) in OPTION_NOUNS


def deliberated(node: Token, head: Token) -> bool:
    """ "conferred on *putting* a blockade", "discussed *imposing* sanctions": a verb talked over
    by a verb of deliberation, directly or through the preposition of its topic."""
    if node.pos_ != "VERB":
        return False
    if node.dep_ in ("xcomp", "ccomp", "dobj"):
        governor = head
    elif node.dep_ == "pcomp" and head.dep_ == "prep" and head.lower_ in _TOPIC_PREPS:
        governor = head.head
    else:
        return False
    return governor.pos_ == "VERB" and word_base(governor) in DELIBERATING


def proposed(node: Token) -> bool:
    """ "that the family *take* him to Cuba", "that Gonzalez *come*": a "that" clause whose verb
    is a bare form with its own subject (a subjunctive: what should be done)."""
    if node.pos_ not in ("VERB", "AUX") or node.lower_ in _SAME_PAST:
        return False
    if not any(c.dep_ == "mark" and c.lower_ == "that" for c in node.children):
        return False
    subject = next((c for c in node.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None:
        return False
    words = sorted([node, *(c for c in node.children if c.dep_ in ("aux", "auxpass"))], key=lambda t: t.i)
    first = words[0]
    if first.tag_ == "VB" and first.lower_ != "to":
        return True
    # "that Gonzalez come": the tagger may read a present; a singular subject shows it is none.
    singular = subject.tag_ in ("NN", "NNP") or subject.lower_ in ("he", "she", "it")
    return first.i == node.i and node.tag_ == "VBP" and singular and subject.lower_ not in _PLAIN_SUBJECTS


# Nouns of a course laid out or feared, not taken: the happening noun before them names its
# kind ("attack option", "invasion plan", "strike threat", "war scenario").
_COURSES = {
    **dict.fromkeys("plan plans proposal proposals threat threats".split(), "future"),
    **dict.fromkeys([*OPTION_NOUNS, "possibility", "risk", "prospect", "danger", "fear", "fears"], "uncertain"),
}


def kind_of_course(node: Token, head: Token) -> str | None:
    """What a happening noun used as a modifier of a plan or an option is: "Iraq's third
    *attack* option", "the *invasion* plan", "a *strike* threat" name a course laid out, not an
    attack, invasion or strike that took place ("future" for a plan or threat, "uncertain" for
    an option or a risk); None for other compounds ("bombing victims", "the blast site" point
    to a happening told)."""
    if node.dep_ != "compound" or node.pos_ != "NOUN" or head.pos_ != "NOUN":
        return None
    return _COURSES.get(word_base(head)) or _COURSES.get(head.lower_)
