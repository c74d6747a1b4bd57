"""States told in the words of a happening: an annotator marks them as events, a reader finds
nothing that happened (the graph stage hides them, :mod:`kg.extract.asides`; the extractions
keep them for scoring):

- a state of mind, an opinion, a want, whose a thing is, a practice: "I know about the
  stories", "saw little reason to be optimistic", "Sansui lacked the money", "the body belonged
  to X", "brimmed with self-confidence", "looked forward to visiting Kenya", "have been
  following a policy of discounting" (TimeML's I_STATE is hidden already;
  these are the ones the model may miss);
- what a thing can do or is: "Dashboard provides a sandbox for widgets", "a feature that
  mirrors a library, allowing them to listen", "this feature connects with other phones"
  (a product's verb in the simple present), "other plans involve Pixar" (a headline's "Apple
  offers free case" is news);
- a share held or taken, told in the simple present: "Iraq imports three-quarters of its
  food", "it holds 4.2 million of Innopac's shares", "30% of its profit is derived from the
  U.S." ("Iraq imported 5,000 tons on Monday" is drawn);
- how someone looked: "Gonzalez looked particularly distraught" ("looked at the file" is drawn);
- what someone does for a living: "Innopac is involved in recycling foam products";
- the state someone was found in: "was found floating in an inner-tube" (the finding is drawn),
  or a picture shows: "in this photograph, the mayor is seen holding a trophy" ("inmates were seen
  leaving a prison" is drawn);
- a posture kept for a while: "the Republican Guard, which has been sitting north of the
  border", "families have been waiting for news" ("sat down", "stood up" are drawn);
- what someone has, told by a verb of having: "Iraq boasts an army of 1 million members", "the
  party numbers 3,000 members", "the club counts 200 members" ("boasted that he had won",
  "police counted 200 bodies" are drawn);
- a stance stated as the statement's content: "he stated that he refused to let the firms become
  wards of the state", "said he vows to fight on" ("refused to sign the treaty" is drawn);
- where a line between lands lies, told as its motion: "the border between Western Europe and the
  former Soviet Union moved to the eastern border of Poland" (a figure for what moved it, told
  in its own words; "the border was moved" by someone is drawn);
- a view or a will held, told by "be" and a verb of mind (:mod:`kg.extract.minded`): "is
  convinced the visit is a show", "are concerned about the cost", "is determined to win" ("was
  convinced by his lawyer to testify" is drawn);
- what a firm does for a living, in the simple present (:mod:`kg.extract.business`): "Lawrence
  Insurance underwrites mostly primary insurance";
- how things that vary came out: "share prices were mixed in Milan", "their feelings were
  mixed" ("the chemicals were mixed in a vat" is drawn).

Pure functions over :class:`~kg.model.EventMention` records and their article's text.
"""

from __future__ import annotations

import re

from kg.extract.business import line_of_business
from kg.extract.minded import mind_held
from kg.extract.worth import POSTURES
from kg.model import EventMention

# ", concluding", ", and adding", ", '' concluding" (after a quote): a participle opening an adjunct
# after a comma.
ADJUNCT_BEFORE = re.compile(
    r",\s*(?:(?:''|[\"”’'])\s*)?(?:(?:also|then|further|again|later|and|while|before|after|even|perhaps)\s+){0,2}$",
    re.IGNORECASE,
)

# States of mind, for the mentions the model does not class I_STATE ("I know about the stories").
MINDS = frozenset("know believe think understand doubt wonder want wish hope fear prefer expect intend".split())
# Wants, belongings and moods, in any tense: "Sansui lacked the money", "the body belonged to
# X", "brimmed with self-confidence".
STATES = frozenset("lack belong brim".split())
# Practices followed: "have been following a policy of discounting".
PRACTICES = frozenset("policy strategy practice approach tradition pattern line course".split())
# "looked forward to visiting Kenya": a hope.
_FORWARD_TO = re.compile(r"^\s+forward\s+to\b", re.IGNORECASE)
# What someone sees as a view: "saw little reason to be optimistic", "sees no need for talks".
SEEN_VIEWS = frozenset(
    "reason need chance hope point prospect merit value benefit future role danger threat sense alternative sign".split()
)

# What a thing can do, in the simple present: "Dashboard provides a sandbox"; or as a participle
# of letting: "..., allowing them to listen" (", offering 1.7 million shares" is an act).
CAPABILITIES = frozenset("provide offer allow enable let support feature give permit".split())
LETTING = frozenset("allow enable let permit".split())
# Things made to be used, whose verb in the simple present says what they do: "this feature
# connects with other phones".
PRODUCTS = frozenset(
    """feature app apps application applications software device devices phone phones service system program
    programme tool function model product technology platform browser version update player camera screen
    display chip interface""".split()
)
# Verbs of what a thing is made of or turns on, in the simple present: "other plans involve Pixar".
BEING_MADE_OF = frozenset("involve require depend entail mean concern resemble".split())

# A share of a whole: "three-quarters of its food", "8.9% of Milton Roy", "4.2 million of
# Innopac's 13.8 million shares", "an 8.9% stake".
_SHARE_OF = re.compile(
    r"\b(?:\d[\d.,]*\s*(?:%|percent\b|per\s+cent\b|million\b|billion\b)|half|a\s+third|two-thirds|a\s+quarter"
    r"|three-quarters|most|much|all)\s+of\s+(?:its|their|his|her|the|[A-Z][\w.&'’-]*)"
    r"|\b\d[\d.,]*\s*(?:%|percent|per\s+cent)\s+(?:stake|interest|holding|share)\b",
    re.IGNORECASE,
)
_CLAUSE_END = re.compile(r"[;!?]|\.(?:\s|$)")

# Verbs of looking a way, and the words after them that make an act ("looked at the file").
APPEARING = frozenset("look seem".split())
_LOWER_WORD_AFTER = re.compile(r"^\s+[a-z]")
_LOOKING_AFTER = re.compile(
    r"^\s+(?:\w+ly\s+)?(?:at|for|into|to|forward|back|after|over|up|around|round|ahead|toward|towards|through|on|out|in"
    r"|down|upon|before|elsewhere|away|across|behind|inside|under|beyond)\b",
    re.IGNORECASE,
)
# "is involved in recycling", "specializes in building": what someone does for a living.
_OCCUPIED_BEFORE = re.compile(
    r"\b(?:involved|engaged|specializ\w*|specialis\w*|active|experienced|employed)\s+in\s+$", re.IGNORECASE
)
# "was found floating", "found clinging": the state someone was found in; "is seen holding a
# trophy" (a picture's caption). "Inmates were seen leaving a prison" is a witnessed act.
_FOUND_BEFORE = re.compile(r"\b(?:found|discovered|(?:is|are)\s+seen)\s+(?:\w+ly\s+)?$", re.IGNORECASE)


def standing(ev: EventMention, text: str) -> bool:
    """Whether a verb mention (``text`` its article's text) tells one of the states above."""
    return not ev.nominal and (
        state_of_mind(ev, text)
        or capability(ev, text)
        or share_held(ev, text)
        or appearance(ev, text)
        or occupation(ev, text)
        or found_in(ev, text)
        or kept_posture(ev)
        or having(ev, text)
        or stated_stance(ev, text)
        or line_moved(ev, text)
        or came_out_mixed(ev, text)
        or mind_held(ev, text)
        or line_of_business(ev, text)
    )


def state_of_mind(ev: EventMention, text: str = "") -> bool:
    """ "I know about the stories", "saw little reason to be optimistic", "lacked the money",
    "belonged to X", "following a policy of discounting", "looked forward to visiting": a state
    of mind, a view, a want, whose a thing is, a practice, however the model classed it."""
    theme = ev.theme.lower()
    return (
        ev.lemma in MINDS
        or ev.lemma in STATES
        or (ev.lemma == "see" and theme in SEEN_VIEWS)
        or (ev.lemma == "follow" and theme in PRACTICES)
        or (ev.lemma == "look" and bool(_FORWARD_TO.match(text[ev.end : ev.end + 20])))
    )


def capability(ev: EventMention, text: str) -> bool:
    """What a thing can do or is: "Dashboard provides a sandbox for widgets", "this feature
    connects with other phones", "other plans involve Pixar" (the simple present past an
    article's first sentence, where a headline tells news in the present: "Apple offers free
    case"), ", allowing them to listen" (a participle after a comma)."""
    if ev.tense == "present" and ev.sentence > 0 and ev.timex is None:
        # "iAd, which goes live on July 1": a dated present is a launch, not what a thing does
        if ev.lemma in BEING_MADE_OF or _last(ev.subject) in PRODUCTS:
            return True
    if ev.lemma not in CAPABILITIES:
        return False
    if ev.tense == "present":
        return ev.sentence > 0 and bool(ev.subject)  # "a reward is being offered" is news
    return (
        ev.lemma in LETTING
        and not ev.tense
        and ev.trigger.lower().endswith("ing")
        and bool(ADJUNCT_BEFORE.search(text[max(0, ev.start - 40) : ev.start]))
    )


def share_held(ev: EventMention, text: str) -> bool:
    """ "Iraq imports about three-quarters of its food", "it holds 4.2 million of Innopac's
    shares", "30% of its profit is derived from the U.S.": a share of a whole in the simple
    present past the first sentence, a standing state (a headline's present is news)."""
    if ev.tense != "present" or ev.sentence == 0:
        return False
    after = text[ev.end : ev.end + 80]
    end = _CLAUSE_END.search(after)
    before = text[max(0, ev.start - 80) : ev.start]
    ends = list(_CLAUSE_END.finditer(before))
    clause = (before[ends[-1].end() :] if ends else before) + " " + (after[: end.start()] if end else after)
    return bool(_SHARE_OF.search(clause))  # "30% of Ratners's profit is derived from the U.S."


def appearance(ev: EventMention, text: str) -> bool:
    """ "Gonzalez looked particularly distraught", "the plan seemed good": how someone or
    something looked; "looked at the file", "looked back on Monday" are acts."""
    after = text[ev.end : ev.end + 30]
    return ev.lemma in APPEARING and bool(_LOWER_WORD_AFTER.match(after)) and not _LOOKING_AFTER.match(after)


def occupation(ev: EventMention, text: str) -> bool:
    """ "Innopac is involved in recycling foam products": what someone does, not a happening."""
    return ev.trigger.lower().endswith("ing") and bool(_OCCUPIED_BEFORE.search(text[max(0, ev.start - 40) : ev.start]))


def found_in(ev: EventMention, text: str) -> bool:
    """ "He was found floating in an inner-tube", "found clinging to a tube": the state someone
    was found in; the finding is the happening."""
    return ev.trigger.lower().endswith("ing") and bool(_FOUND_BEFORE.search(text[max(0, ev.start - 30) : ev.start]))


def _last(words: str) -> str:
    parts = words.lower().split()
    return parts[-1] if parts else ""


def kept_posture(ev: EventMention) -> bool:
    """ "Which has been sitting just north of the border", "have been waiting for news": a
    posture kept for a while, told in the perfect progressive, is a state."""
    return ev.lemma in POSTURES and ev.tense == "perfect" and ev.trigger.lower().endswith("ing")


# "boasts an army of 1 million members": "boast" with a noun phrase for object means "has"; with
# a clause, a quote or "about"/"of" it is a saying ("boasted that he had won").
_BOAST_SAYS = re.compile(r"^\s*(?:that|about|of|to|how|[,:;]|``|''|[\"“”'‘’])", re.IGNORECASE)
# "numbers 3,000 members", "counts about 200 members": a count right after the verb.
_COUNT_AFTER = re.compile(
    r"^\s+(?:(?:about|around|some|nearly|almost|roughly|more\s+than|over|at\s+least|fewer\s+than|less\s+than)\s+)?"
    r"(?:\d|(?:two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|thirty|forty|fifty|hundreds|thousands|millions)\b)",
    re.IGNORECASE,
)


def having(ev: EventMention, text: str) -> bool:
    """ "Iraq boasts an army of 1 million members", "the party numbers 3,000 members", "the
    club counts 200 members": a verb of having with a noun phrase, a state; "counted 200 bodies"
    (a past count) and "boasted that he had won" (a saying) are drawn."""
    after = text[ev.end : ev.end + 40]
    if ev.lemma == "boast":
        return bool(ev.object) and not ev.quote and not ev.reported and not _BOAST_SAYS.match(after)
    if ev.lemma == "number" or (ev.lemma == "count" and ev.tense == "present"):
        return bool(_COUNT_AFTER.match(after))
    return False


# Stances a speaker states as his own: "refused to let", "vows to", "pledges to".
STANCES = frozenset("refuse vow pledge promise".split())
# "he stated that he", "said she", "told reporters they": the stance's clause reports a saying
# whose subject is the speaker's pronoun.
_STATED_BEFORE = re.compile(
    r"\b(?:said|says|stated|states|declared|declares|added|adds|insisted|insists|told\s+\w+)\s+(?:that\s+)?"
    r"(?:he|she|they|we|i)\s+(?:\w+ly\s+)?$",
    re.IGNORECASE,
)
# What a refusal refuses that makes it a stance: "refused to let/allow/permit/tolerate".
_REFUSING_TO_LET = re.compile(r"^\s+(?:(?:``|[\"“])\s*)?to\s+(?:let|allow|permit|tolerate|accept)\b", re.IGNORECASE)
_TO_AFTER = re.compile(r"^\s+(?:(?:``|[\"“])\s*)?to\s+[a-z]", re.IGNORECASE)


def stated_stance(ev: EventMention, text: str) -> bool:
    """ "He stated that he refused to let the firms become wards of the state", "said he vows
    to fight on": a stance told in the speaker's statement is what was stated (the statement is
    drawn), no act of its own. "refused to sign the treaty", "said he had refused" are drawn."""
    # "said he promised to pay" may report an earlier promise; "says he vows to" states one.
    if ev.lemma not in STANCES or ev.tense not in (("past", "present") if ev.lemma == "refuse" else ("present",)):
        return False
    if not _STATED_BEFORE.search(text[max(0, ev.start - 50) : ev.start]):
        return False
    after = text[ev.end : ev.end + 40]
    return bool((_REFUSING_TO_LET if ev.lemma == "refuse" else _TO_AFTER).match(after))


# Lines between lands, which move only as a figure for what moved them (an enlargement, a war).
LINES = frozenset("border borders boundary boundaries frontier frontiers".split())
_PASSIVE_BEFORE = re.compile(r"\b(?:was|were|been|being|be|is|are|got|get)\s+(?:\w+ly\s+)?$", re.IGNORECASE)


def line_moved(ev: EventMention, text: str) -> bool:
    """ "The border between East and West moved to the eastern border of Poland": a line between
    lands moving by itself is a figure; "the border was moved 5 km" (by someone) is drawn."""
    return (
        ev.lemma in ("move", "shift")
        and _last(ev.subject) in LINES
        and not _PASSIVE_BEFORE.search(text[max(0, ev.start - 20) : ev.start])
    )


# Things whose many values "are mixed" (vary), not mixed by anyone.
VARYING = frozenset(
    """prices shares stocks markets bonds currencies trading feelings emotions reactions responses reviews
    results views opinions signals figures data indicators returns earnings""".split()
)
_BE_BEFORE = re.compile(r"\b(?:was|were|is|are|been|remained|remain|remains|be)\s+(?:\w+ly\s+)?$", re.IGNORECASE)


def came_out_mixed(ev: EventMention, text: str) -> bool:
    """ "Share prices were mixed in Milan", "their feelings were mixed": things that vary came
    out both ways, a state; "the chemicals were mixed in a vat" is drawn."""
    if ev.trigger.lower() != "mixed" or not _BE_BEFORE.search(text[max(0, ev.start - 20) : ev.start]):
        return False
    if ev.subject:
        return _last(ev.subject) in VARYING
    # "share prices closed lower in Paris and were mixed in Milan": a second verb of the subject
    # (the parse gives it none); the words of its sentence before it hold it.
    before = text[max(0, ev.start - 200) : ev.start]
    ends = list(_CLAUSE_END.finditer(before))
    return any(w in VARYING for w in re.findall(r"[a-z]+", (before[ends[-1].end() :] if ends else before).lower()))
