"""The words factuality reads: modals, negations, and the governors, nouns and modifiers that
make what they govern planned, possible, denied or given (:mod:`kg.extract.factuality`).

General English, chosen by what they do to the clause they govern; nothing of any corpus.
"""

from __future__ import annotations

from kg.extract.lexicon import VERB_CLASS

UNCERTAIN_MODALS = frozenset("may might could can should must ought".split())
# "would" is the future of the past in reported speech ("said it would close").
FUTURE_MODALS = frozenset("will shall 'll wo would 'd".split())
NEGATIONS = frozenset("not n't never no neither nor".split())
NEGATIVE_PRONOUNS = frozenset("nobody nothing none no-one noone".split())
CONDITIONS = frozenset("if unless whether provided providing lest whenever".split())
# Prepositions whose governor decides what the gerund after them is: "prevented them from
# leaving", "accused of plotting", "thought about leaving" (a possibility, not a departure).
GOVERNED_PREPS = frozenset("from of to for on upon at about".split())

# Governors of a complement (verb or noun) and what they make of it.
# Wanting, planning, demanding, proposing, trying: the complement has not happened.
FUTURE_GOVERNORS = frozenset(
    """
want wish plan intend aim expect schedule prepare seek try attempt strive propose urge demand ask call
order request push press pledge promise vow threaten vote agree decide offer hope need plot set mean
await require insist recommend encourage invite persuade convince authorize authorise approve allow
permit tell advise appeal lobby campaign struggle move work seek bid opt choose resolve determine
desire long yearn volunteer help design due poised ready willing eager delay postpone defer clear
""".split()
)
# Believing, guessing, fearing: the complement is a possibility.
UNCERTAIN_GOVERNORS = frozenset(
    """
think believe suspect fear doubt guess suppose speculate assume estimate predict consider seem appear
wonder question imagine reckon presume allege claim suggest hint likely possible probable unlikely able forecast
unclear uncertain unknown capable conditional contingent
""".split()
)
# Verbs of holding one's side in a dispute: "his relatives insisted (that) he had been
# abducted", "the firm contends it was misled". A party's claim, not the writer's report;
# with a bare verb ("insisted that he leave") "insist" still asks for it.
CLAIMING = frozenset("insist contend maintain argue assert".split())
# Failing, refusing, preventing, denying: the complement did not happen.
NEGATIVE_GOVERNORS = frozenset(
    """
fail refuse decline deny prevent avoid stop block bar cancel forbid prohibit reject refrain neglect
forget halt abandon thwart foil avert scrap drop resist
""".split()
)
# Nouns that make what they govern unasserted: "a plan to cut", "calls for talks".
FUTURE_NOUNS = frozenset(
    """
plan plans proposal call calls demand demands request bid attempt effort threat offer intention
promise pledge goal aim hope hopes wish desire push pressure need decision agreement deal readiness
willingness ultimatum order appeal campaign
""".split()
)
UNCERTAIN_NOUNS = frozenset(
    "possibility chance risk prospect likelihood fear fears danger suspicion rumor rumour sign indication hint".split()
)
# Modifiers of an event noun: "planned merger", "possible attack", "no agreement".
FUTURE_MODIFIERS = frozenset(
    "planned proposed upcoming future forthcoming impending imminent expected scheduled prospective intended threatened".split()
)
UNCERTAIN_MODIFIERS = frozenset("possible potential likely probable alleged suspected rumored rumoured".split())
NEGATIVE_PREPS = frozenset({"without"})
# Forms the small pipeline's lemmatizer gets wrong ("hoped" as "hop").
MISLEMMATISED = {"hoped": "hope", "hoping": "hope", "hopes": "hope"}
# Verbs that, in the simple present, describe what a thing is like rather than tell
# something that happened: "the phone comes in two colours", "it features a camera".
# A generic statement (MEANTIME's GEN), so no fact on the timeline.
DESCRIBING_VERBS = frozenset("come feature contain integrate utilize utilise weigh measure wrap work cost".split())
# What a device or a product does, told in the simple present of a thing: "the box plays all
# content", "the laptop uses flash memory", "the phone supports video". With a person as the
# subject these are acts ("the senator uses her veto"), and stay.
CAPABILITY_VERBS = frozenset(
    "play use support run offer include let allow enable store provide display connect sync hold carry boast sport"
    " handle accept power".split()
)
# Participles that place or describe a thing: "a court located in London", "a firm based in Ohio".
PLACING_PARTICIPLES = frozenset("locate base headquarter situate".split())
# Subordinators of a clause of time.
TEMPORAL_MARKS = frozenset("before until till when once after as".split())
# Subordinators of a clause that sets the time of its main clause's event.
WHEN_MARKS = frozenset({"when", "once", "until", "till"})
# Adjectives that make a copula's subject a possibility: "a war seems unlikely".
LIKELY = frozenset("likely unlikely possible probable uncertain unclear doubtful".split())
# Adverbs that hedge what their clause says: "maybe eliminated", "reportedly fled". An allegation
# too: "allegedly rented a house" is not established, and a node names who did it, so showing it
# as a fact would state what the article only reports as alleged.
HEDGES = frozenset("maybe perhaps possibly probably apparently supposedly allegedly reportedly purportedly".split())
# Adverbs of frequency: "is sometimes called", "has been increasingly referred to as" tell a
# habit or a description, no one happening ("repeatedly fired" is one, told of its shots).
HABITUAL = frozenset(
    "sometimes often usually frequently routinely regularly increasingly occasionally typically daily nightly".split()
)
# Perceiving in a relative clause: "the prices we're seeing today" describes the prices.
PERCEIVING = frozenset("see witness watch observe notice".split())
# Verbs that say an event named as their subject or object did not take place as planned:
# "the vote was called off", "the ceremony has been delayed".
CANCELLING = frozenset("cancel scrap scrub abort".split())
DELAYING = frozenset("delay postpone defer reschedule".split())
# Saying a slogan or a chant asserts nothing that happened ("chanting: 'we sacrifice our blood'"):
# the forms of the words for it, lower-cased (found by spelling, before any lemma is looked up).
CHANTING_FORMS = frozenset(
    """chant chants chanted chanting shout shouts shouted shouting sing sings sang sung singing scream
    screams screamed screaming yell yells yelled yelling chorus chorused slogan slogans""".split()
)
# Nouns that count happenings of a kind: "statistics on acquisitions", "data on arrests".
COUNTS = frozenset("statistic statistics figure figures data survey study".split())
RANKS = frozenset("first second third last only".split())
TEMPORAL_PREPS = frozenset("before after until till during following ahead".split())
COMPLEMENT_DEPS = frozenset({"xcomp", "ccomp", "pcomp", "acomp", "oprd"})
INTENSIONAL = "kg.intensional"
# Verbs that report what their clause says: "told reporters he had resigned".
TELLING = frozenset("tell inform assure remind notify report announce confirm reveal say state add".split())
# Verbs and nouns whose "for" names what was done: "praised for rescuing", "arrested for murder".
FOR_WHAT_WAS_DONE = frozenset(
    """
praise thank blame criticize criticise condemn punish fine jail sentence arrest convict apologize apologise
award honor honour known famous responsible credit compensation apology responsibility file
""".split()
)
# Intentions and attitudes that assert what they govern: knowing, finding, managing, beginning.
FACTIVE = frozenset(
    """
know realize realise regret learn discover find notice acknowledge admit recognize recognise remember
forget manage succeed begin start continue resume keep finish complete end stop cease see hear watch
say tell report announce confirm reveal show prove chance happen proceed
""".split()
)
ARGUMENT_DEPS = frozenset({"dobj", "nsubjpass", "pobj", "attr", "nsubj", "dative"})
# The police and the courts' words: "suspected of shooting three people", "charged with murder"
# doubt who did it, not that it happened ("accused of" is left to doubt: a claim).
ACCUSING = frozenset("suspect charge convict arrest indict sentence jail try prosecute".split())
# Prepositions whose object a verb of intention or attitude aims at: "hoping for a deal".
INTENDED_PREPS = frozenset("for on of about against toward towards".split())
PAST_WORDS = frozenset("last ago yesterday earlier previous previously".split())

# Subjects that make a simple-present clause a general statement: "you can take it",
# "people sleep better", "most patients recover".
GENERIC_SUBJECTS = frozenset("you one people anyone everyone someone".split())
GENERIC_DETERMINERS = frozenset("most many some all any every".split())
# Verbs of saying, believing and wanting: in the present they attribute news, not generalise.
ATTRIBUTING = (
    TELLING | UNCERTAIN_GOVERNORS | FUTURE_GOVERNORS | frozenset(w for w, c in VERB_CLASS.items() if c == "statement")
)
# Sources that name no one: "media reports have said", "rumours say". What they relay is not
# asserted by the text, unlike what a named outlet or official reports.
HEARSAY_SOURCES = frozenset("report rumor rumour speculation gossip word".split())
# What makes a single "report" unnamed: "a media report", "an unconfirmed report".
HEARSAY_KINDS = frozenset(
    """media press news newspaper television tv radio local unconfirmed unverified unofficial
    anonymous various several some other earlier""".split()
)
# Verbs whose "from" keeps what follows from happening: "kept shareholders from tendering",
# "constrained from boosting sales", "protected it from eroding" (prevent, stop, bar are
# negative governors of any complement; these only with "from").
KEEPING_FROM = frozenset(
    "keep prevent stop bar ban block deter discourage dissuade preclude restrain constrain protect save spare".split()
)
# Verbs of choosing whose "against" rejects what follows: "decided against seeking a truce".
CHOOSING_AGAINST = frozenset("decide vote opt choose rule resolve".split())
