"""The event taxonomy: which words trigger events, and of what class.

A small, documented set of classes (see README, "Events"). Verbs outside
the lexicon still make events of class ``other`` when they have a named
argument; nouns must be listed here, because most nouns are not events.
"""

from __future__ import annotations

EVENT_CLASSES: dict[str, str] = {
    "statement": "someone says, reports, claims, denies or accuses",
    "meeting": "people meet, talk, negotiate, hold a summit or an interview",
    "movement": "someone or something arrives, leaves, travels, flees or returns",
    "conflict": "attacks, wars, fighting, killing, invasions, protests",
    "legal": "decrees, amnesties, laws, arrests, trials, sentences, rulings",
    "election": "elections, referendums, votes, appointments to office",
    "release": "prisoners or hostages freed, released or pardoned",
    "business": "products launched, companies bought, sold, merged, results reported",
    "disaster": "accidents, earthquakes, floods, fires, crashes",
    "other": "any other action with a named participant",
}

_VERBS = {
    "statement": "say tell announce declare state claim deny accuse urge add insist warn report "
    "confirm reveal explain admit suggest describe call criticize criticise dismiss "
    "praise condemn predict estimate acknowledge argue comment write ask reply respond",
    "meeting": "meet discuss negotiate talk visit host gather interview consult",
    "movement": "arrive travel leave flee return go come depart fly move send deploy withdraw "
    "enter escape storm stream",
    "conflict": "attack kill fight bomb invade topple strike shoot wound destroy capture seize "
    "protest raid occupy torture execute clash assassinate overthrow",
    "legal": "issue sign decree pardon sentence arrest charge sue ban approve enact pass rule "
    "convict indict jail detain imprison ratify veto outlaw authorize authorise grant",
    "election": "elect vote re-elect reelect appoint nominate inaugurate swear resign",
    "release": "release free liberate",
    "business": "launch unveil introduce buy sell acquire merge purchase invest ship price "
    "release announce earn hire fire recall",
    "disaster": "crash collapse explode burn flood erupt",
}

# Nouns after the first line of a class come from TimeBank 1.2 + AQUAINT (the evaluation
# kit's TimeML news, 256 articles): nouns annotated as events at least 4 times, in at
# least 3 articles, and in 60% of their occurrences or more; words that name no kind of
# happening on their own (use, act, action, change, move, attempt, call, close, entry,
# transition) left out. Measured on MEANTIME, a different corpus: event mention F1
# 0.489 -> 0.504 (recall 0.453 -> 0.482).
_NOUNS = {
    "statement": "statement announcement speech remark comment claim accusation warning "
    "report declaration address testimony "
    "request proposal broadcast",
    "meeting": "meeting summit talks interview conference visit negotiation negotiations session "
    "consultation hearing "
    "talk discussion conversation ceremony rally",
    "movement": "arrival departure trip journey return exodus flight withdrawal deployment repatriation",
    "conflict": "war attack invasion strike bombing fighting battle conflict assault raid "
    "offensive protest riot uprising coup occupation massacre killing crisis "
    "insurgency rebellion ceasefire cease-fire "
    "shooting slaying fight demonstration kidnapping confrontation revolution buildup "
    "manhunt capture",
    "legal": "amnesty decree law resolution ruling verdict trial arrest sentence ban sanction "
    "sanctions treaty agreement deal indictment lawsuit pardon inspection inspections "
    "investigation "
    "appeal conviction approval violation settlement search dispute",
    "election": "election referendum vote ballot poll primary inauguration appointment re-election reelection",
    "release": "release liberation",
    "business": "launch merger acquisition takeover sale deal earnings keynote recall "
    "bankruptcy ipo "
    "loss offer transaction payment decline increase drop rise split expansion",
    "disaster": "earthquake flood fire crash explosion accident hurricane storm disaster blast tragedy",
    "other": "decision discovery",
}


def _index(table: dict[str, str]) -> dict[str, str]:
    """First class listed wins, so "release" the verb is a release, not business."""
    out: dict[str, str] = {}
    for event_class, words in table.items():
        for word in words.split():
            out.setdefault(word, event_class)
    return out


VERB_CLASS: dict[str, str] = _index(_VERBS)
NOUN_CLASS: dict[str, str] = _index(_NOUNS)

# Verbs that only carry a nominal event ("issued an amnesty", "held a
# referendum"): their arguments and dates go to the noun.
SUPPORT_VERBS = frozenset(
    "issue hold give make launch announce declare grant conduct stage carry take order begin "
    "start mark call sign extend cover apply".split()
)

# Reporting verbs make statement events whose quote and speaker are kept.
REPORTING_VERBS = frozenset(w for w, c in VERB_CLASS.items() if c == "statement")

# Copulas and auxiliary-like verbs: never events on their own. Other general verbs
# ("take", "expect", "continue") are events when the learnt table says their lemma
# mostly is one (kg/extract/event_words.py); as support verbs they still fold into
# the noun they carry.
LIGHT_VERBS = frozenset("be have do get seem become appear remain let".split())
