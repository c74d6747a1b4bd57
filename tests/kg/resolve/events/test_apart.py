"""Issue 52's "one happening per node": general verbs and two reports' statements kept apart."""

from dataclasses import replace

from kg.model import Article, EventMention, Extraction, Mention, PublicationDate
from kg.resolve.events.apart import about_other_things, agree, other_parties, other_sayings
from kg.resolve.events.features import Tables, View, view

NAMES = ("Apple", "Jobs")
# Training saw "make" and "come" be one happening often: the rate is no guide for a general verb.
TABLES = Tables({"make": 0.9, "make@verb": 0.9, "come": 0.9, "come@verb": 0.9, "seek@verb": 0.9}, {}, {})


def _view(aid: str, lemma: str, number: int = 0, **fields: object) -> View:
    """Article ``aid``'s one mention of ``lemma``, Apple and Jobs named in its sentence."""
    text = f"Apple and Jobs: the {lemma} happened."
    mentions = tuple(Mention(text.index(n), text.index(n) + len(n), n, n, "ORG", 0) for n in NAMES)
    start = text.index(lemma)
    event = EventMention(start, start + len(lemma), lemma, lemma, "other", 0, context=(0, 1), **fields)
    ex = Extraction(Article(aid, text), PublicationDate(None), ((0, len(text)),), (), (), mentions, (event,))
    return view(number, ex, 0, event, {(aid, i): n.lower() for i, n in enumerate(NAMES)}, "story")


def test_a_general_verb_is_one_happening_only_where_its_complement_is():
    """Issue 52: four uses of "make", one the idiom "make sense"; "The announcement came" and
    "The move came" in two reports were one node."""
    sense, deal = _view("a", "make", theme="sense"), _view("b", "make", theme="deal")
    assert about_other_things(sense, deal, TABLES)
    assert about_other_things(sense, _view("b", "make"), TABLES)  # "made it" is no "made sense"
    assert not about_other_things(deal, _view("b", "make", 1, theme="deal"), TABLES)
    came = _view("a", "come", subject="The announcement")
    assert about_other_things(came, _view("b", "come", subject="The move"), TABLES)
    assert about_other_things(came, _view("b", "come"), TABLES)  # no doer in common
    assert not about_other_things(came, _view("b", "come", subject="Apple's announcement"), TABLES)
    assert not about_other_things(_view("a", "come", agents=(0,)), _view("b", "come", agents=(0,)), TABLES)
    assert about_other_things(_view("a", "seek", theme="sell"), _view("b", "seek", theme="cut"), TABLES)
    # A specific verb keeps its learnt rate: two objects may be two words for one thing.
    tables = Tables({"release": 0.9, "release@verb": 0.9}, {}, {})
    assert not about_other_things(_view("a", "release", theme="patch"), _view("b", "release", theme="update"), tables)


def _said(aid: str, said: str, **fields: object) -> View:
    v = _view(aid, "say", agents=(1,), reported=said, **fields)
    return replace(v, mention=replace(v.mention, event_class="statement"))


def test_two_reports_paraphrases_that_share_next_to_no_word_are_two_statements():
    """Issue 52: two statements at one press conference, one in each report, were one node."""
    out = _said("a", "iPhone 4 had only been out for 22 days and the issue could not be fixed faster")
    case = _said("b", "all iPhone 4 buyers would be eligible to receive a free case")
    assert other_sayings(out, case)
    # Two reports' wordings of one statement tell its substance alike.
    assert not other_sayings(case, _said("c", "every buyer of the iPhone 4 would receive a free bumper case"))
    # A quote is left to the quote tests and the scorer.
    assert not other_sayings(out, _said("b", "", quote="Buyers get a free case"))


def test_a_given_name_in_common_is_no_party_in_common():
    """Issue 52: "Roberts and Wonham were named vice chairmen" and "Frederick B. Taylor also was
    named a vice chairman" were one naming: Frederick S. Wonham and Frederick B. Taylor share a
    given name, and shared name words made them one party."""
    assert other_parties(("donald-m-roberts", "frederick-s-wonham"), ("frederick-b-taylor",))
    assert other_parties(("steve-jobs",), ("steve-wozniak",))
    # A short form the entities left apart is still one party: a surname, a name within the other.
    assert not other_parties(("taylor",), ("frederick-b-taylor",))
    assert not other_parties(("lo-presti",), ("gaetano-lo-presti-2",))
    assert not other_parties(("apple",), ("apple-inc",))
    assert not other_parties(("frederick-b-taylor",), ("frederick-b-taylor",))


def test_one_rate_of_two_amounts_is_two_changes():
    """Round 18, issue 52: "Sales rose 8% to $368.5 million from $340.7 million" (the quarter) and
    "Sales rose 8% to $1.15 billion from $1.06 billion" (nine months) were one node: one article's
    two changes that share only their percentage are told apart by the amounts they reach."""
    quarter = replace(_view("a", "rise", quantities=("340.7", "368.5", "8")), percents=(8.0,))
    months = replace(_view("a", "rise", 1, quantities=("1.06", "1.15", "8")), percents=(8.0,))
    assert not agree(quarter, months)
    assert agree(quarter, replace(months, mention=replace(months.mention, quantities=("340.7", "368.5", "8"))))
    # An amount both give is one change, whatever else they add.
    assert agree(quarter, replace(months, mention=replace(months.mention, quantities=("368.5", "8"))))
