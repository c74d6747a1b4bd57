import pytest
import spacy
from spacy.tokens import Doc

from kg.extract.entities import extract_mentions, sentence_index
from kg.extract.event_model import from_json
from kg.extract.event_words import EventWords
from kg.extract.events import _phrase, extract_events
from kg.model import Mention, TimexSpan


def _doc(words, heads, deps, pos, lemmas=None, tags=None):
    """A hand-parsed one-sentence Doc on a blank pipeline's vocabulary."""
    vocab = spacy.blank("en").vocab
    return Doc(
        vocab,
        words=words,
        heads=heads,
        deps=deps,
        pos=pos,
        tags=tags,
        lemmas=lemmas,
        sent_starts=[True] + [False] * (len(words) - 1),
    )


def test_support_verb_lends_agent_place_and_time_to_the_noun():
    words = ["Maria", "Lopez", "issued", "an", "amnesty", "on", "Sunday", "in", "Ruritania", "."]
    doc = _doc(
        words,
        heads=[1, 2, 2, 4, 2, 2, 5, 2, 7, 2],
        deps=["compound", "nsubj", "ROOT", "det", "dobj", "prep", "pobj", "prep", "pobj", "punct"],
        pos=["PROPN", "PROPN", "VERB", "DET", "NOUN", "ADP", "PROPN", "ADP", "PROPN", "PUNCT"],
        lemmas=["Maria", "Lopez", "issue", "an", "amnesty", "on", "Sunday", "in", "Ruritania", "."],
        tags=["NNP", "NNP", "VBD", "DT", "NN", "IN", "NNP", "IN", "NNP", "."],
    )
    mentions = [
        Mention(0, 11, "Maria Lopez", "Maria Lopez", "PERSON", 0),
        Mention(40, 49, "Ruritania", "Ruritania", "GPE", 0),
    ]
    spans = [TimexSpan(30, 36, "Sunday", 0, "past")]
    events = extract_events(doc, mentions, spans, [0] * len(words))
    assert len(events) == 1
    ev = events[0]
    assert (ev.trigger, ev.lemma, ev.event_class, ev.nominal) == ("amnesty", "amnesty", "legal", True)
    assert ev.agents == (0,) and ev.places == (1,) and ev.timex == 0
    assert doc.text[ev.start : ev.end] == "amnesty"


def test_a_verb_that_judges_its_object_lends_the_noun_no_agent():
    """TimeBank audit: "Louis Gerstner Jr. ... called the sale a good deal" drew "Louis Gerstner
    Jr. sale": with a second object "call" names or judges the noun; it does not make it, as
    "called a strike" does."""
    words = ["Maria", "Lopez", "called", "the", "amnesty", "a", "mistake", "."]
    doc = _doc(
        words,
        heads=[1, 2, 2, 4, 2, 6, 2, 2],
        deps=["compound", "nsubj", "ROOT", "det", "dobj", "det", "oprd", "punct"],
        pos=["PROPN", "PROPN", "VERB", "DET", "NOUN", "DET", "NOUN", "PUNCT"],
        lemmas=["Maria", "Lopez", "call", "the", "amnesty", "a", "mistake", "."],
        tags=["NNP", "NNP", "VBD", "DT", "NN", "DT", "NN", "."],
    )
    mentions = [Mention(0, 11, "Maria Lopez", "Maria Lopez", "PERSON", 0)]
    events = extract_events(doc, mentions, [], [0] * len(words))
    (ev,) = (e for e in events if e.trigger == "amnesty")
    assert ev.agents == () and ev.participants == ()


def test_reporting_verb_keeps_speaker_and_quote():
    words = ['"', "We", "will", "win", ",", '"', "Lopez", "said", "."]
    doc = _doc(
        words,
        heads=[3, 3, 3, 7, 7, 7, 7, 7, 7],
        deps=["punct", "nsubj", "aux", "ccomp", "punct", "punct", "nsubj", "ROOT", "punct"],
        pos=["PUNCT", "PRON", "AUX", "VERB", "PUNCT", "PUNCT", "PROPN", "VERB", "PUNCT"],
        lemmas=['"', "we", "will", "win", ",", '"', "Lopez", "say", "."],
    )
    start = doc.text.index("Lopez")
    mentions = [Mention(start, start + 5, "Lopez", "Maria Lopez", "PERSON", 0)]
    events = extract_events(doc, mentions, [], [0] * len(words))
    said = [e for e in events if e.lemma == "say"]
    assert len(said) == 1 and said[0].event_class == "statement"
    assert said[0].agents == (0,) and "We will win" in said[0].quote


def test_unlisted_verb_is_an_event_when_the_table_says_its_lemma_mostly_is():
    # Before the learnt table, a verb outside the lexicon needed a named argument.
    words = ["It", "rained", "."]
    doc = _doc(
        words,
        heads=[1, 1, 1],
        deps=["nsubj", "ROOT", "punct"],
        pos=["PRON", "VERB", "PUNCT"],
        lemmas=["it", "rain", "."],
    )
    rainy = EventWords(0.5, {"VERB": 0.9}, {}, {})
    dry = EventWords(0.5, {"VERB": 0.9}, {}, {"VERB": {"rain": 0.1}})
    # The classifier reads the table's rate (bucketed to tenths) among its features.
    classes = ["NONE", "OCCURRENCE"]
    model = from_json({"classes": classes, "threshold": 0.5, "bias": [1.0, 0.0], "features": {"r=9|VERB": [0, 3]}})
    assert [e.trigger for e in extract_events(doc, [], [], [0, 0, 0], words=rainy, model=model)] == ["rained"]
    assert extract_events(doc, [], [], [0, 0, 0], words=dry, model=model) == []


def test_context_and_quote_come_from_the_triggers_own_sentence():
    words = ["Lopez", "spoke", ".", '"', "Peace", "now", ",", '"', "Ruiz", "said", "."]
    doc = Doc(
        spacy.blank("en").vocab,
        words=words,
        heads=[1, 1, 1, 9, 9, 4, 9, 9, 9, 9, 9],
        deps=["nsubj", "ROOT", "punct", "punct", "ccomp", "advmod", "punct", "punct", "nsubj", "ROOT", "punct"],
        pos=["PROPN", "VERB", "PUNCT", "PUNCT", "NOUN", "ADV", "PUNCT", "PUNCT", "PROPN", "VERB", "PUNCT"],
        lemmas=["Lopez", "speak", ".", '"', "peace", "now", ",", '"', "Ruiz", "say", "."],
        sent_starts=[True, False, False, True] + [False] * 7,
    )
    ruiz = doc.text.index("Ruiz")
    mentions = [Mention(0, 5, "Lopez", "Lopez", "PERSON", 0), Mention(ruiz, ruiz + 4, "Ruiz", "Ruiz", "PERSON", 1)]
    sent_of = [0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1]
    for text in (None, doc.text):  # rebuilt from the Doc, or handed in by the caller
        said = [e for e in extract_events(doc, mentions, [], sent_of, text) if e.lemma == "say"]
        assert len(said) == 1
        assert said[0].context == (1,) and said[0].sentence == 1 and said[0].quote == "Peace now"


def _parsed(words, heads, deps, tags):
    pos = {
        "NN": "NOUN",
        "NNS": "NOUN",
        "NNP": "PROPN",
        "VBD": "VERB",
        "IN": "ADP",
        "CD": "NUM",
        "DT": "DET",
        "RP": "ADP",
        "RB": "ADV",
        "PRP": "PRON",
        ".": "PUNCT",
    }
    return _doc(words, heads, deps, [pos[t] for t in tags], tags=tags)


@pytest.mark.parametrize(
    "words, heads, deps, tags, phrase",
    [
        (
            "Saddam came to power in 1979 .".split(),
            [1, 1, 1, 2, 1, 4, 1],
            ["nsubj", "ROOT", "prep", "pobj", "prep", "pobj", "punct"],
            ["NNP", "VBD", "IN", "NN", "IN", "CD", "."],
            "came to power",
        ),
        (
            "He came to the palace .".split(),
            [1, 1, 1, 4, 2, 1],
            ["nsubj", "ROOT", "prep", "det", "pobj", "punct"],
            ["PRP", "VBD", "IN", "DT", "NN", "."],
            "",
        ),
        (
            "The minister stepped down .".split(),
            [1, 2, 2, 2, 2],
            ["det", "nsubj", "ROOT", "advmod", "punct"],
            ["DT", "NN", "VBD", "RB", "."],
            "stepped down",
        ),
        (
            "Rebels gave up arms .".split(),
            [1, 1, 1, 1, 1],
            ["nsubj", "ROOT", "prt", "dobj", "punct"],
            ["NNS", "VBD", "RP", "NNS", "."],
            "gave up",
        ),
        (
            "He took office .".split(),
            [1, 1, 1, 1],
            ["nsubj", "ROOT", "dobj", "punct"],
            ["PRP", "VBD", "NN", "."],
            "took office",
        ),
        (
            "Iraq released prisoners .".split(),
            [1, 1, 1, 1],
            ["nsubj", "ROOT", "dobj", "punct"],
            ["NNP", "VBD", "NNS", "."],
            "",
        ),
    ],
)
def test_a_verb_label_keeps_its_particle_and_a_bare_noun_complement(words, heads, deps, tags, phrase):
    doc = _parsed(words, heads, deps, tags)
    verb = next(t for t in doc if t.tag_ == "VBD")
    assert _phrase(verb) == phrase


@pytest.mark.parametrize(
    "noun, event_class",
    [("shooting", "conflict"), ("loss", "business"), ("settlement", "legal"), ("blast", "disaster")],
)
def test_common_news_nouns_are_events(noun, event_class):
    words = ["The", noun, "shocked", "Ruritania", "."]
    doc = _doc(
        words,
        heads=[1, 2, 2, 2, 2],
        deps=["det", "nsubj", "ROOT", "dobj", "punct"],
        pos=["DET", "NOUN", "VERB", "PROPN", "PUNCT"],
        lemmas=["the", noun, "shock", "Ruritania", "."],
        tags=["DT", "NN", "VBD", "NNP", "."],
    )
    start = doc.text.index("Ruritania")
    mentions = [Mention(start, start + 9, "Ruritania", "Ruritania", "GPE", 0)]
    nouns = [e for e in extract_events(doc, mentions, [], [0] * len(words)) if e.nominal]
    assert [(e.trigger, e.event_class) for e in nouns] == [(noun, event_class)]


@pytest.mark.model
def test_a_chanted_slogan_reports_nothing(nlp):
    """Issue 52: 'chanting "with our blood we redeem you"' shows no redeeming as a fact."""
    text = 'Thousands marched through the capital chanting "With our blood, we redeem you, leader."'
    doc = nlp(text)
    sent_of = [0] * len(doc)
    found = {e.trigger: e.factuality for e in extract_events(doc, [], [], sent_of, text)}
    assert found.get("redeem") == "hypothetical" and found.get("marched") == "fact"


@pytest.mark.model
def test_seen_as_is_a_judgement_not_a_seeing(nlp) -> None:
    doc = nlp("The release was seen as part of a campaign. The leader is seen showing a sword.")
    sent_of = sentence_index(doc)
    events = extract_events(doc, extract_mentions(doc, sent_of), [], sent_of)
    seen = [(e.lemma, e.timeml_class) for e in events if e.trigger == "seen"]
    assert seen[0] == ("see as", "I_STATE")
    assert seen[1][0] == "see" and seen[1][1] != "I_STATE"


@pytest.mark.model
def test_a_wish_is_a_state_of_mind_not_a_happening(nlp) -> None:
    """Issue 52: 'We wish the company every success' was drawn as an event "wish"."""
    doc = nlp('"We wish the company every success. We love the band," the spokesman said. The figures imply growth.')
    sent_of = sentence_index(doc)
    events = {e.lemma: e.timeml_class for e in extract_events(doc, extract_mentions(doc, sent_of), [], sent_of)}
    assert events.get("wish") == "I_STATE" and events.get("imply") == "I_STATE" and events.get("love") == "I_STATE"
    assert events.get("say") == "REPORTING"


@pytest.mark.model
def test_what_someone_anticipated_is_a_state_of_mind(nlp) -> None:
    """Round 11 audit (MEANTIME): "Barack Obama anticipated" was drawn from "described what he
    anticipated as better cars"."""
    doc = nlp("He described what he anticipated as better cars. The company delivered the cars.")
    sent_of = sentence_index(doc)
    events = {e.lemma: e.timeml_class for e in extract_events(doc, extract_mentions(doc, sent_of), [], sent_of)}
    assert events.get("anticipate") == "I_STATE"
    assert events.get("deliver") != "I_STATE"


@pytest.mark.model
def test_a_headline_present_the_story_tells_as_future_is_future(nlp) -> None:
    """Issue 52: a headline's "receive loans", told in the body as "will receive", was drawn as received."""
    doc = nlp(
        "Northcar and Southcar receive Canadian loans amid US restructuring ultimata April 03, 2009 Northcar "
        "Motors (NM) and Southcar will receive bridge loans from the government of Canada. Since December "
        "Northcar and Southcar have received US$ 17.4 billion government loans."
    )
    sent_of = sentence_index(doc)
    events = [e for e in extract_events(doc, extract_mentions(doc, sent_of), [], sent_of) if e.lemma == "receive"]
    assert [e.factuality for e in events if e.trigger == "receive"] == ["future", "future"]
    assert [e.factuality for e in events if e.trigger == "received"] == ["fact"]


@pytest.mark.parametrize(
    ("verb", "lemma", "prep", "is_place"),
    [
        ("left", "leave", "for", True),  # where the rescuers went: a destination, not a participant
        ("headed", "head", "for", True),
        ("flew", "fly", "to", True),
        ("travelled", "travel", "towards", True),
        ("voted", "vote", "for", False),  # what a vote is for is no place it went to
    ],
)
@pytest.mark.parametrize("tagged", ["GPE", "ORG"])  # "had left for Marrakech" tags the city ORG
def test_the_for_phrase_of_a_verb_of_going_is_its_destination(verb, lemma, prep, is_place, tagged):
    """Issue 52: "rescuers left for Marrakech" was drawn with Marrakech as where the leaving
    happened; where a movement goes is its destination, never its place."""
    words = ["Ana", "Berg", verb, prep, "Ruritania", "."]
    doc = _doc(
        words,
        heads=[1, 2, 2, 2, 3, 2],
        deps=["compound", "nsubj", "ROOT", "prep", "pobj", "punct"],
        pos=["PROPN", "PROPN", "VERB", "ADP", "PROPN", "PUNCT"],
        lemmas=["Ana", "Berg", lemma, prep, "Ruritania", "."],
        tags=["NNP", "NNP", "VBD", "IN", "NNP", "."],
    )
    at = len("Ana Berg ") + len(verb) + len(prep) + 2
    mentions = [
        Mention(0, 8, "Ana Berg", "Ana Berg", "PERSON", 0),
        Mention(at, at + 9, "Ruritania", "Ruritania", tagged, 0),
    ]
    (ev,) = extract_events(doc, mentions, [], [0] * len(words))
    assert ev.agents == (0,)
    assert ev.places == ()
    assert (ev.destinations, ev.participants) == (((1,), ()) if is_place else ((), (1,)))


def test_where_a_movement_arrives_stays_its_place():
    """ "Ana Berg arrived in Ruritania": the arriving happened there (a place, no destination)."""
    words = ["Ana", "Berg", "arrived", "in", "Ruritania", "."]
    doc = _doc(
        words,
        heads=[1, 2, 2, 2, 3, 2],
        deps=["compound", "nsubj", "ROOT", "prep", "pobj", "punct"],
        pos=["PROPN", "PROPN", "VERB", "ADP", "PROPN", "PUNCT"],
        lemmas=["Ana", "Berg", "arrive", "in", "Ruritania", "."],
        tags=["NNP", "NNP", "VBD", "IN", "NNP", "."],
    )
    mentions = [Mention(0, 8, "Ana Berg", "Ana Berg", "PERSON", 0), Mention(20, 29, "Ruritania", "Ruritania", "GPE", 0)]
    (ev,) = extract_events(doc, mentions, [], [0] * len(words))
    assert (ev.places, ev.destinations) == ((1,), ())


@pytest.mark.parametrize(
    ("noun", "is_place"),
    [
        ("earthquake", True),  # "the Agadir earthquake": where it struck
        ("summit", True),
        ("request", False),  # "the Kuwaiti request": Kuwait asked, nothing happened there
        ("decision", False),
    ],
)
def test_a_place_before_an_event_noun_is_where_only_for_nouns_that_happen_somewhere(noun, is_place):
    words = ["The", "Ruritania", noun, "came", "."]
    doc = _doc(
        words,
        heads=[2, 2, 3, 3, 3],
        deps=["det", "compound", "nsubj", "ROOT", "punct"],
        pos=["DET", "PROPN", "NOUN", "VERB", "PUNCT"],
        lemmas=["the", "Ruritania", noun, "come", "."],
        tags=["DT", "NNP", "NN", "VBD", "."],
    )
    mentions = [Mention(4, 13, "Ruritania", "Ruritania", "GPE", 0)]
    (ev,) = (e for e in extract_events(doc, mentions, [], [0] * len(words)) if e.trigger == noun)
    assert (ev.places, ev.participants) == (((0,), ()) if is_place else ((), (0,)))


@pytest.mark.parametrize(
    ("name", "kind", "is_place"),
    [
        ("Ruritania Theater", "ORG", True),
        ("Ruritania Bank", "ORG", False),
        ("Ruritania House", "ORG", True),
        ("Nordcon Conference", "ORG", True),
        ("Nordcon Games", "EVENT", True),
        ("Ruritania Cemetery", "ORG", True),  # "buried in Calvary Cemetery" (issue 54)
    ],
)
def test_a_building_the_tagger_called_an_organisation_is_where_at_names(name, kind, is_place):
    """Issue 54: "his speech at Havana's Karl Marx Theater" drew the theatre as a participant;
    issue 52: so were "a speech at the White House", "introduced at the Macworld Conference"."""
    words = ["Ana", "spoke", "at", *name.split(), "."]
    doc = _doc(
        words,
        heads=[1, 1, 1, 4, 2, 1],
        deps=["nsubj", "ROOT", "prep", "compound", "pobj", "punct"],
        pos=["PROPN", "VERB", "ADP", "PROPN", "PROPN", "PUNCT"],
        lemmas=["Ana", "speak", "at", *name.split(), "."],
        tags=["NNP", "VBD", "IN", "NNP", "NNP", "."],
    )
    mentions = [Mention(0, 3, "Ana", "Ana", "PERSON", 0), Mention(13, 13 + len(name), name, name, kind, 0)]
    (ev,) = extract_events(doc, mentions, [], [0] * len(words))
    assert (ev.places, ev.participants) == (((1,), ()) if is_place else ((), (1,)))


@pytest.mark.parametrize(
    ("noun", "prep", "kind", "is_place"),
    [
        ("speech", "from", "ORG", True),  # "a speech from the White House": where it was given
        ("speech", "at", "ORG", True),
        ("statement", "from", "ORG", False),  # "a statement from Nordwerk": Nordwerk stated it
        ("speech", "from", "PERSON", False),  # "a speech from Ana Berg": who gave it
    ],
)
def test_a_speech_from_an_organisation_is_given_in_its_building(noun, prep, kind, is_place):
    """Issue 54: "In a televised speech from the White House" showed the White House as a
    participant of the speech; it is where the speech was given."""
    words = ["In", "a", noun, prep, "the", "Ruritania", "Office", ",", "Ana", "spoke", "."]
    doc = _doc(
        words,
        heads=[9, 2, 0, 2, 6, 6, 3, 9, 9, 9, 9],
        deps=["prep", "det", "pobj", "prep", "det", "compound", "pobj", "punct", "nsubj", "ROOT", "punct"],
        pos=["ADP", "DET", "NOUN", "ADP", "DET", "PROPN", "PROPN", "PUNCT", "PROPN", "VERB", "PUNCT"],
        lemmas=["in", "a", noun, prep, "the", "Ruritania", "Office", ",", "Ana", "speak", "."],
        tags=["IN", "DT", "NN", "IN", "DT", "NNP", "NNP", ",", "NNP", "VBD", "."],
    )
    start = len(" ".join(words[:4])) + 1
    name = "the Ruritania Office"
    mentions = [Mention(start, start + len(name), name, "Ruritania Office", kind, 0)]
    (ev,) = (e for e in extract_events(doc, mentions, [], [0] * len(words)) if e.trigger == noun)
    assert (ev.places, ev.participants) == (((0,), ()) if is_place else ((), (0,)))


def test_a_setting_that_names_its_own_doer_takes_no_agent_from_its_host():
    """ "During his visit, Ana Berg met Ben Ode": the visit is his, not Ana Berg's (a setting of
    the host's kind otherwise takes the host's agent: "said in a statement")."""
    words = ["During", "his", "visit", ",", "Ana", "Berg", "met", "Ben", "Ode", "."]
    doc = _doc(
        words,
        heads=[6, 2, 0, 6, 5, 6, 6, 8, 6, 6],
        deps=["prep", "poss", "pobj", "punct", "compound", "nsubj", "ROOT", "compound", "dobj", "punct"],
        pos=["ADP", "PRON", "NOUN", "PUNCT", "PROPN", "PROPN", "VERB", "PROPN", "PROPN", "PUNCT"],
        lemmas=["during", "his", "visit", ",", "Ana", "Berg", "meet", "Ben", "Ode", "."],
        tags=["IN", "PRP$", "NN", ",", "NNP", "NNP", "VBD", "NNP", "NNP", "."],
    )
    mentions = [
        Mention(20, 28, "Ana Berg", "Ana Berg", "PERSON", 0),
        Mention(33, 40, "Ben Ode", "Ben Ode", "PERSON", 0),
    ]
    events = {e.trigger: e for e in extract_events(doc, mentions, [], [0] * len(words))}
    assert events["met"].agents == (0,)
    assert events["visit"].setting_of is not None
    assert 0 not in events["visit"].agents


@pytest.mark.parametrize(("between", "agents"), [("daily", (1,)), ("leader", (0, 1))])
def test_a_partys_paper_speaks_for_itself(between, agents):
    """Issue 52: "The Communist Party daily Granma said" drew the party as a speaker beside its
    paper; a body before a publication word only owns the paper named after it."""
    words = ["The", "Ruritan", "Party", between, "Granma", "said", "."]
    doc = _doc(
        words,
        heads=[2, 2, 5, 4, 2, 5, 5],
        deps=["det", "compound", "nsubj", "amod", "appos", "ROOT", "punct"],
        pos=["DET", "PROPN", "PROPN", "ADJ", "PROPN", "VERB", "PUNCT"],
        lemmas=["the", "Ruritan", "Party", between, "Granma", "say", "."],
        tags=["DT", "NNP", "NNP", "JJ", "NNP", "VBD", "."],
    )
    at = len(f"The Ruritan Party {between} ")
    mentions = [
        Mention(4, 17, "Ruritan Party", "Ruritan Party", "ORG", 0),
        Mention(at, at + 6, "Granma", "Granma", "ORG", 0),
    ]
    (said,) = (e for e in extract_events(doc, mentions, [], [0] * len(words)) if e.trigger == "said")
    assert said.agents == agents


@pytest.mark.parametrize(
    ("verb", "lemma", "tagged", "role"),
    [
        ("visited", "visit", "GPE", "places"),  # where the visit happened
        ("entered", "enter", "GPE", "destinations"),  # where the troops went
        ("visited", "visit", "PERSON", "patients"),  # one visits a person
        ("attacked", "attack", "GPE", "patients"),  # an attacked country is acted on
    ],
)
def test_a_place_visited_or_reached_is_no_patient(verb, lemma, tagged, role):
    """Issue 52: "Kofi Annan visits Baghdad" drew Baghdad as what the visit was done to."""
    words = ["Ana", "Berg", verb, "Ruritania", "."]
    doc = _doc(
        words,
        heads=[1, 2, 2, 2, 2],
        deps=["compound", "nsubj", "ROOT", "dobj", "punct"],
        pos=["PROPN", "PROPN", "VERB", "PROPN", "PUNCT"],
        lemmas=["Ana", "Berg", lemma, "Ruritania", "."],
        tags=["NNP", "NNP", "VBD", "NNP", "."],
    )
    at = len(f"Ana Berg {verb} ")
    mentions = [
        Mention(0, 8, "Ana Berg", "Ana Berg", "PERSON", 0),
        Mention(at, at + 9, "Ruritania", "Ruritania", tagged, 0),
    ]
    (ev,) = extract_events(doc, mentions, [], [0] * len(words))
    roles = {name: getattr(ev, name) for name in ("patients", "places", "destinations")}
    assert roles == {name: ((1,) if name == role else ()) for name in roles}


@pytest.mark.parametrize(
    ("lemma", "tagged", "role"), [("send", "GPE", "destinations"), ("give", "PERSON", "participants")]
)
def test_a_to_the_parse_calls_a_dative_keeps_its_object(lemma, tagged, role):
    """ "Rescuers were sent to Morocco": the parse makes "to" a dative, and Morocco was lost;
    it is where they were sent (and Ruritania whom aid was given to, a participant)."""
    verb = {"send": "sent", "give": "given"}[lemma]
    words = ["Aid", "was", verb, "to", "Ruritania", "."]
    doc = _doc(
        words,
        heads=[2, 2, 2, 2, 3, 2],
        deps=["nsubjpass", "auxpass", "ROOT", "dative", "pobj", "punct"],
        pos=["NOUN", "AUX", "VERB", "ADP", "PROPN", "PUNCT"],
        lemmas=["aid", "be", lemma, "to", "Ruritania", "."],
        tags=["NN", "VBD", "VBN", "IN", "NNP", "."],
    )
    at = len(f"Aid was {verb} to ")
    mentions = [Mention(at, at + 9, "Ruritania", "Ruritania", tagged, 0)]
    (ev,) = extract_events(doc, mentions, [], [0] * len(words))
    assert getattr(ev, role) == (0,)
