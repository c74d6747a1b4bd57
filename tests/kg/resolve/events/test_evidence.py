"""A story's pair features as one array are, number for number, those of each pair alone."""

import itertools

import numpy as np

from kg.model import Article, EventMention, Extraction, Mention, PublicationDate
from kg.resolve.events.evidence import judge, judge_pairs
from kg.resolve.events.features import FEATURES, Tables, View, date_conflict, verdict, view
from kg.resolve.events.stems import related

NAMES = ("Spain", "France", "Chile")


def _view(aid: str, lemma: str, sentence: int = 0, number: int = 0, **fields: object) -> View:
    """A mention of ``lemma`` in a two-sentence article naming the three countries."""
    text = f"Spain and France saw the {lemma} there. Chile said the {lemma} was over."
    cut = text.index(". ") + 1
    mentions = tuple(
        Mention(text.index(n), text.index(n) + len(n), n, n, "GPE", 0 if n != "Chile" else 1) for n in NAMES
    )
    start = text.index(lemma, cut if sentence else 0)
    event = EventMention(
        start, start + len(lemma), lemma, lemma, fields.pop("event_class", "other"), sentence, **fields
    )
    ex = Extraction(
        Article(aid, text),
        PublicationDate("2030-05-02", source="metadata"),
        ((0, cut), (cut + 1, len(text))),
        (),
        (),
        mentions,
        (event,),
    )
    entity_of = {(aid, i): n.lower() for i, n in enumerate(NAMES)}
    return view(number, ex, 0, event, entity_of, "story")


def _alone(a: View, b: View, similarity: float, tables: Tables, doers_apart: float = 0.0) -> list[float]:
    """The features of one pair, each as its definition in FEATURES says (the oracle)."""
    ma, mb = a.mention, b.mention
    same = ma.lemma == mb.lemma
    rate = tables.same_rate.get(ma.lemma) if same else None
    found = None if same else tables.pair(ma.lemma, mb.lemma)
    prate = found or 0.0
    crate = 0.0 if same else tables.classes(ma.event_class, mb.event_class)
    shared = min(len(a.arguments & b.arguments), 2) / 2
    conflict, copy, _ = verdict(a, b, tables)
    dated = a.date is not None and b.date is not None

    def jaccard(x: frozenset[str], y: frozenset[str]) -> float:
        return len(x & y) / len(x | y) if x and y else 0.0

    def apart(x: frozenset[str], y: frozenset[str]) -> bool:
        return bool(x and y) and not x & y

    def words(phrase: str) -> frozenset[str]:
        return frozenset(w for w in phrase.lower().split() if w not in ("a", "an", "the"))

    one_article = a.key[0] == b.key[0]
    return [
        float(same),
        float(not same and related(ma.lemma, mb.lemma)),
        (rate or 0.0) if same else 0.0,
        prate,
        crate,
        float(rate is None if same else found is None),
        float(ma.nominal and mb.nominal),
        float(ma.nominal != mb.nominal),
        float(ma.event_class == mb.event_class != "other"),
        float("statement" in (ma.event_class, mb.event_class)),
        shared,
        float(apart(a.agents, b.agents)),
        float(apart(a.patients, b.patients)),
        float(apart(a.places, b.places)),
        jaccard(a.context, b.context),
        jaccard(a.words, b.words),
        similarity,
        float(one_article),
        float(one_article and ma.sentence == mb.sentence),
        float(dated and not conflict),
        float(dated and conflict),
        float(copy),
        float(same) * similarity,
        prate * similarity,
        crate * shared,
        float((ma.factuality or "fact") != (mb.factuality or "fact")),
        float(same and bool(ma.theme and mb.theme) and ma.theme != mb.theme),
        float(bool(ma.quantities and mb.quantities) and not set(ma.quantities) & set(mb.quantities)),
        float(same and bool(ma.theme) and ma.theme == mb.theme),
        float(bool(a.agents & b.agents)),
        float(bool(a.patients & b.patients)),
        float(apart(words(ma.subject), words(mb.subject))),
        float(bool(words(ma.subject) & words(mb.subject))),
        float(apart(words(ma.object), words(mb.object))),
        ((rate or 0.0) if same else 0.0) * shared,
        doers_apart,
        float(same) * doers_apart,
    ]


def test_a_storys_pairs_at_once_have_each_pairs_own_features():
    members = [
        _view("a", "election", event_class="election", nominal=True, agents=(0,), context=(0, 1)),
        _view("a", "elect", 1, 1, event_class="election", agents=(2,), time=None, quantities=("12",)),
        _view("b", "election", 0, 2, event_class="election", nominal=True, patients=(1,), factuality="future"),
        _view("b", "vote", 1, 3, event_class="election", places=(1,), theme="reform", quantities=("12", "3")),
        _view("c", "vote", 0, 4, places=(0,), theme="budget", context=(0,), quantities=("7",)),
        _view("c", "said", 1, 5, event_class="statement", agents=(2,)),
        _view("d", "quake", 0, 6, nominal=True, participants=(0, 1, 2)),
        _view("d", "earthquake", 1, 7, nominal=True, participants=(0, 1)),
        _view("a", "saw", 0, 8, agents=(0, 1), subject="the masked gunman", object="a guard"),
        _view("b", "saw", 1, 9, agents=(0,), subject="a gunman", theme="reform", object="two guards"),
        _view("c", "saw", 1, 10, patients=(1,), subject="police", theme="reform", object="a guard"),
    ]
    tables = Tables({"election": 0.7, "vote": 0.35}, {("elect", "election"): 0.6}, {("election", "other"): 0.25})
    pairs = list(itertools.combinations(range(len(members)), 2))
    cosines = [0.1 + 0.07 * n for n in range(len(pairs))]
    apart = [float(n % 3 == 0) for n in range(len(pairs))]
    features, rules = judge_pairs(members, pairs, cosines, tables, apart=apart)
    assert features.shape == (len(pairs), len(FEATURES))
    for n, (i, j) in enumerate(pairs):
        expected = _alone(members[i], members[j], cosines[n], tables, apart[n])
        assert features[n].tolist() == expected, (n, members[i].mention.lemma, members[j].mention.lemma)
        assert rules.get(n) == verdict(members[i], members[j], tables)[2]
        assert judge(members[i], members[j], cosines[n], tables, apart[n]) == (expected, rules.get(n))
    # The story has what each column tells apart: both values of every flag appear.
    flags = ("same_lemma", "derived", "unknown_lemma", "mixed", "same_sentence", "other_numbers", "other_theme")
    flags += ("same_theme", "shared_agents", "shared_patients", "other_subjects", "same_subject", "other_objects")
    for column in flags:
        assert set(features[:, FEATURES.index(column)].tolist()) == {0.0, 1.0}, column
    assert not any(date_conflict(members[i], members[j]) for i, j in pairs)


def test_no_pairs_give_no_rows():
    features, rules = judge_pairs([_view("a", "vote")], [], [], Tables({}, {}, {}))
    assert features.shape == (0, len(FEATURES)) and rules == {}
    assert np.all(features == 0)


def test_the_shipped_scorer_trusts_one_written_doer_and_object_more_than_two():
    # "a masked gunman shot a guard" twice against "police shot a guard" / "a gunman shot two
    # guards": with all else equal, a subject or object in common raises the probability, and
    # subjects or objects with no word in common lower it.
    from kg.resolve.events.scorer import load_model

    model = load_model()
    first = _view("a", "shoot", 0, 0, subject="a masked gunman", object="a guard")
    same = _view("b", "shoot", 0, 1, subject="the gunman", object="the guard")
    other_doer = _view("b", "shoot", 0, 1, subject="police", object="the guard")
    other_object = _view("b", "shoot", 0, 1, subject="the gunman", object="two hostages")

    def probability(b: View) -> float:
        features, _ = judge_pairs([first, b], [(0, 1)], [0.3], model.tables)
        return float(model.probability(features)[0])

    assert probability(same) > probability(other_doer)
    assert probability(same) > probability(other_object)
