"""Names across articles and stories: short names, acronyms, demonyms, headline case."""

from kg.model import Article, Extraction, Mention, PublicationDate
from kg.resolve.entities.resolution import resolve_entities
from tests.kg.resolve.entities.test_resolution import _ex, _ids


def _article(aid, text, *names):
    """An extraction of ``text`` whose mentions are (written text, name, type) found in it, in order."""
    mentions, at = [], 0
    for written, name, kind in names:
        start = text.index(written, at)
        mentions.append(Mention(start, start + len(written), written, name, kind, 0))
        at = start + len(written)
    return Extraction(
        article=Article(id=aid, text=text),
        dct=PublicationDate(None),
        sentences=((0, len(text)),),
        mentions=tuple(mentions),
    )


def _by_mention(extractions):
    entities, entity_of = resolve_entities(extractions)
    return {e.id: e for e in entities}, entity_of


def test_a_short_team_name_joins_the_only_full_name_ending_with_it():
    ids = _ids(
        [
            _ex("a", ("Indianapolis Colts", "ORG"), ("New Orleans Saints", "ORG")),
            _ex("b", ("Colts", "ORG"), ("Saints", "ORG")),
        ]
    )
    assert ids[1] == ids[0] and ids[0][0] != ids[0][1]


def test_the_house_alone_is_no_short_name_of_the_white_house():
    """Issue 54: "Although the House approved the measures" was drawn as the White House approving."""
    exs = [
        _article(
            "a",
            "The White House said it is considering the funds. Although the House approved the measures, the Senate did not.",
            ("White House", "White House", "ORG"),
            ("House", "House", "ORG"),
            ("Senate", "Senate", "ORG"),
        )
    ]
    _, entity_of = _by_mention(exs)
    assert entity_of[("a", 0)] != entity_of[("a", 1)]


def test_two_smiths_of_two_unrelated_stories_join_their_own_full_names():
    hoops = "coach basketball season fired team playoffs coach basketball"
    volcano = "volcano erupted island lava villagers evacuated volcano ash"
    exs = [
        _article("a1", f"John Smith was fired. {hoops}", ("John Smith", "John Smith", "PERSON")),
        _article("a2", f"Smith was fired. {hoops}", ("Smith", "Smith", "PERSON")),
        _article("b1", f"Anna Smith fled. {volcano}", ("Anna Smith", "Anna Smith", "PERSON")),
        _article("b2", f"Smith fled. {volcano}", ("Smith", "Smith", "PERSON")),
        _article(
            "c",
            "Smith spoke about taxes and budgets. The council approved the municipal budget and property taxes.",
            ("Smith", "Smith", "PERSON"),
        ),
    ]
    _, entity_of = _by_mention(exs)
    assert entity_of[("a2", 0)] == entity_of[("a1", 0)] == "john-smith"
    assert entity_of[("b2", 0)] == entity_of[("b1", 0)] == "anna-smith"
    assert entity_of[("c", 0)] not in ("john-smith", "anna-smith")  # in neither story: left alone


def test_a_surname_stays_apart_when_its_story_names_two_people_however_often_each():
    """The player named throughout the story, his father once: "Ross said" may be either."""
    game = "basketball guard scored points season game coach playoffs rebounds"
    exs = [
        _article("a1", f"Tyler Ross scored. Tyler Ross won. {game}", *[("Tyler Ross", "Tyler Ross", "PERSON")] * 2),
        _article("a2", f"Tyler Ross led. His father Gene Ross watched. {game}", *_people("Tyler Ross", "Gene Ross")),
        _article("a3", f"Ross scored again. {game} points", ("Ross", "Ross", "PERSON")),
    ]
    _, entity_of = _by_mention(exs)
    assert entity_of[("a3", 0)] not in (entity_of[("a1", 0)], entity_of[("a2", 1)])


def test_an_organisations_short_name_takes_the_full_name_its_story_writes_far_more_often():
    sea = "warship pirates captured merchant vessel gulf navy patrol frigate"
    exs = [
        _article(
            "a1", f"The Indian Navy struck. The Indian Navy won. {sea}", *[("Indian Navy", "Indian Navy", "ORG")] * 2
        ),
        _article(
            "a2",
            f"The Indian Navy and the Dutch Navy met. {sea}",
            ("Indian Navy", "Indian Navy", "ORG"),
            ("Dutch Navy", "Dutch Navy", "ORG"),
        ),
        _article("a3", f"The Navy captured 23 pirates. {sea} pirates", ("Navy", "Navy", "ORG")),
    ]
    _, entity_of = _by_mention(exs)
    assert entity_of[("a3", 0)] == entity_of[("a1", 0)] == "indian-navy"


def test_a_surname_two_people_of_its_story_share_stays_apart():
    game = "basketball guard scored points season game coach playoffs rebounds"
    exs = [
        _article("a1", f"Tyler Ross scored. Gene Ross coached. {game}", *_people("Tyler Ross", "Gene Ross")),
        _article("a2", f"Ross scored again. {game} points", ("Ross", "Ross", "PERSON")),
    ]
    _, entity_of = _by_mention(exs)
    assert entity_of[("a2", 0)] not in (entity_of[("a1", 0)], entity_of[("a1", 1)])


def test_a_surname_its_article_gives_two_people_stays_apart_whatever_the_story_writes():
    """ "The elder Gonzalez" after the boy's full name twice and his father's once may be either:
    neither the article's counts nor the story naming the boy throughout settle it."""
    custody = "custody court asylum relatives miami appeal ruling judge immigration"
    exs = [
        _article("a1", f"Elio Gonzalez played. Elio Gonzalez smiled. {custody}", *_people(*["Elio Gonzalez"] * 2)),
        _article("a2", f"Elio Gonzalez stayed. Elio Gonzalez waved. {custody}", *_people(*["Elio Gonzalez"] * 2)),
        _article(
            "a3",
            f"Rallies demanded Elio Gonzalez back, for Elio Gonzalez's father, Juan Gonzalez. "
            f"The elder Gonzalez cited his rights. {custody}",
            *_people("Elio Gonzalez", "Elio Gonzalez", "Juan Gonzalez", "Gonzalez"),
        ),
    ]
    _, entity_of = _by_mention(exs)
    assert entity_of[("a3", 3)] not in (entity_of[("a3", 0)], entity_of[("a3", 2)])


def _people(*names):
    return [(name, name, "PERSON") for name in names]


def test_ford_the_company_stays_apart_from_harrison_ford():
    cars = "carmaker sales trucks factory quarterly profit carmaker"
    films = "actor film premiere movie role hollywood actor"
    exs = [
        _article("f1", f"Ford Motor Company said. {cars}", ("Ford Motor Company", "Ford Motor Company", "ORG")),
        _article("f2", f"Ford said. {cars}", ("Ford", "Ford", "ORG")),
        _article("h1", f"Harrison Ford starred. {films}", ("Harrison Ford", "Harrison Ford", "PERSON")),
        _article("h2", f"Ford starred. {films}", ("Ford", "Ford", "PERSON")),
    ]
    _, entity_of = _by_mention(exs)
    assert entity_of[("h2", 0)] == entity_of[("h1", 0)] == "harrison-ford"
    assert entity_of[("f2", 0)] != "harrison-ford"


def test_acronyms_read_dotted_prefixes_and_hyphenated_words():
    ids = _ids(
        [
            _ex("a", ("U.S. Geological Survey", "ORG"), ("Hewlett-Packard", "ORG")),
            _ex("b", ("USGS", "ORG"), ("HP", "ORG"), ("U.S. Geological Survey", "ORG"), ("Hewlett-Packard", "ORG")),
        ]
    )
    assert ids[1][:2] == ids[0] == ["us-geological-survey", "hewlett-packard"]


def test_an_acronym_joins_only_an_expansion_an_article_writes_beside_it():
    """ "ABC" of a news transcript is not the Anheuser-Busch Cos. of a business page."""
    ids = _ids(
        [
            _ex("tv", ("ABC", "ORG"), ("Lisa Marr", "PERSON")),
            _ex("beer", ("Anheuser-Busch Cos.", "ORG"), ("St. Louis", "GPE")),
        ]
    )
    assert ids[0][0] != ids[1][0]


def test_a_peoples_names_join_but_not_their_country():
    ids = _ids(
        [
            _ex("a", ("Kurdish", "NORP"), ("Kurdistan", "GPE")),
            _ex("b", ("Kurds", "NORP"), ("Kurd", "NORP")),
            _ex("c", ("Irish", "NORP"), ("Iraqis", "NORP")),
        ]
    )
    assert ids[0][0] == ids[1][0] == ids[1][1]
    assert ids[0][1] != ids[0][0]
    assert ids[2][0] != ids[2][1] and ids[0][0] not in ids[2]


def test_a_headline_verb_is_cut_off_the_name_the_corpus_knows():
    exs = [
        _article(
            "a",
            "Lindsay Lohan Checks Into Rehab\nThe actress Lindsay Lohan checked into a clinic.",
            ("Lindsay Lohan Checks", "Lindsay Lohan Checks", "PERSON"),
            ("Lindsay Lohan", "Lindsay Lohan Checks", "PERSON"),  # the article's name: its longest form
        ),
        _article("b", "Lindsay Lohan left the clinic on Monday.", ("Lindsay Lohan", "Lindsay Lohan", "PERSON")),
        _article(
            "c",
            "New Orleans Saints Beat Indianapolis Colts\nThe Saints won and the Colts lost.",
            ("New Orleans Saints", "New Orleans Saints", "ORG"),
            ("Indianapolis Colts", "Indianapolis Colts", "ORG"),
            ("Saints", "New Orleans Saints", "ORG"),
            ("Colts", "Indianapolis Colts", "ORG"),
        ),
        _article("d", "Fans in New Orleans cheered.", ("New Orleans", "New Orleans", "GPE")),
    ]
    entities, entity_of = _by_mention(exs)
    assert entity_of[("a", 0)] == entity_of[("a", 1)] == entity_of[("b", 0)] == "lindsay-lohan"
    assert entities["lindsay-lohan"].name == "Lindsay Lohan"
    # Written only in a headline, but what it would lose is no common word: kept whole.
    assert entity_of[("c", 0)] == "new-orleans-saints" and entity_of[("c", 1)] == "indianapolis-colts"


def test_a_long_misread_person_phrase_takes_no_short_name():
    ids = _ids([_ex("a", ("Colts QB Andrew Luck", "PERSON")), _ex("b", ("Colts", "PERSON"), ("Luck", "PERSON"))])
    assert ids[1][0] != ids[0][0] and ids[1][1] != ids[0][0]


def test_person_names_with_a_role_word_a_headline_verb_or_a_middle_initial_join_the_plain_name():
    extractions = [
        _article(
            "a",
            "Comedian Ellen DeGeneres picked to host Oscars",
            ("Comedian Ellen DeGeneres", "Comedian Ellen DeGeneres", "PERSON"),
        ),
        _article(
            "b",
            "Ellen DeGeneres Returns\nThe comedian said she returned.",
            ("Ellen DeGeneres Returns", "Ellen DeGeneres Returns", "PERSON"),
        ),
        _article("c", "Obama named Regina M. Benjamin.", ("Regina M. Benjamin", "Regina M. Benjamin", "PERSON")),
        _article(
            "d",
            "Ellen DeGeneres and Regina Benjamin met.",
            ("Ellen DeGeneres", "Ellen DeGeneres", "PERSON"),
            ("Regina Benjamin", "Regina Benjamin", "PERSON"),
        ),
    ]
    entities, entity_of = _by_mention(extractions)
    assert entity_of[("a", 0)] == entity_of[("b", 0)] == entity_of[("d", 0)]
    assert entity_of[("c", 0)] == entity_of[("d", 1)]
    assert entities[entity_of[("a", 0)]].name == "Ellen DeGeneres"


def test_a_name_with_a_nickname_in_quotes_joins_the_plain_name():
    extractions = [
        _article("a", 'Vincent "The Chin" Ruggio died.', *_people('Vincent "The Chin" Ruggio')),
        _article("b", "Vincent Ruggio was buried.", *_people("Vincent Ruggio")),
    ]
    entities, entity_of = _by_mention(extractions)
    assert entity_of[("a", 0)] == entity_of[("b", 0)]
    assert entities[entity_of[("b", 0)]].name == "Vincent Ruggio"


def test_a_leading_initial_and_a_name_written_twice_join_the_plain_name():
    extractions = [
        _article("a", "W. Ross Danner died at home.", *_people("W. Ross Danner")),
        _article("b", "Ross Danner was buried.", *_people("Ross Danner")),
        _article("c", "Ross Danner-Ross Danner: a life", *_people("Ross Danner-Ross Danner")),
    ]
    entities, entity_of = _by_mention(extractions)
    assert entity_of[("a", 0)] == entity_of[("b", 0)] == entity_of[("c", 0)]
    assert entities[entity_of[("a", 0)]].name == "Ross Danner"


def test_a_given_name_in_full_joins_its_only_short_form_before_the_same_surname():
    extractions = [
        _article("a", "Frederick C. Wendle died.", *_people("Frederick C. Wendle")),
        _article("b", "Frederick Wendle was buried.", *_people("Frederick Wendle")),
        _article("c", "Fred Wendle, the aide, died.", *_people("Fred Wendle")),
        _article("d", "Chris Oakes spoke.", *_people("Chris Oakes")),
        _article("e", "Christopher Oakes and Christine Oakes met.", *_people("Christopher Oakes", "Christine Oakes")),
        _article("f", "Ann Pryce and Anna Pryce met.", *_people("Ann Pryce", "Anna Pryce")),
    ]
    _, entity_of = _by_mention(extractions)
    assert entity_of[("a", 0)] == entity_of[("b", 0)] == entity_of[("c", 0)]
    # "Chris" may be either: both stay apart from it and from each other; "Ann" is a name of its own.
    assert len({entity_of[("d", 0)], entity_of[("e", 0)], entity_of[("e", 1)]}) == 3
    assert entity_of[("f", 0)] != entity_of[("f", 1)]


def test_a_name_is_not_cut_to_a_person_the_corpus_never_names():
    extractions = [
        _article("a", "Rose Kennedy spoke. A rose grew.", ("Rose Kennedy", "Rose Kennedy", "PERSON")),
        _article("b", "Ted Kennedy spoke.", ("Ted Kennedy", "Ted Kennedy", "PERSON")),
    ]
    _, entity_of = _by_mention(extractions)
    assert entity_of[("a", 0)] != entity_of[("b", 0)]


def test_an_organisation_written_with_its_country_joins_the_one_written_without():
    ids = _ids(
        [
            _ex("a", ("U.S.", "GPE"), ("U.S. Surgeon General", "ORG"), ("Royal Geological Society", "ORG")),
            _ex("b", ("Surgeon General", "ORG"), ("Geological Society", "ORG")),
        ]
    )
    assert ids[0][1] == ids[1][0]
    assert ids[0][2] != ids[1][1]  # "Royal" is no place


def test_a_place_and_a_designator_left_are_no_name_to_join():
    """ "Truck Corp." (a fragment cut from another article's name) is not "Oshkosh Truck Corp."."""
    ids = _ids(
        [
            _ex("a", ("Dunmore", "GPE"), ("Dunmore Tractor Corp.", "ORG")),
            _ex("b", ("RENT-A-CAR amp TRACTOR Corp.", "ORG"), ("TRACTOR Corp.", "ORG")),
        ]
    )
    assert ids[0][1] != ids[1][1]


def test_a_people_is_shown_by_its_noun_not_its_adjective():
    """ "the Westerlanders say" was drawn with the speaker "Westerlander", an adjective."""
    extractions = [
        _ex("a", ("Westerlander", "NORP"), ("Westerlander", "NORP")),
        _ex("b", ("Westerlanders", "NORP"), ("Westerlander", "NORP")),
    ]
    entities, entity_of = resolve_entities(extractions)
    names = {e.id: e.name for e in entities}
    assert names[entity_of[("b", 0)]] == "Westerlanders"
    assert entity_of[("a", 0)] == entity_of[("b", 0)]


def test_an_organisation_two_places_write_before_it_joins_neither():
    ids = _ids(
        [
            _ex("a", ("Chicago", "GPE"), ("Chicago Police Department", "ORG")),
            _ex("b", ("Boston", "GPE"), ("Boston Police Department", "ORG"), ("Police Department", "ORG")),
        ]
    )
    assert len({ids[0][1], ids[1][1], ids[1][2]}) == 3


FARM = (
    "The dairy farm outside the village has been in the family since 1962. Neighbours say the cows, the barn "
    "and the orchard are his life. At ninety, he still milks the herd at dawn and sells cheese at the market."
)
SENATE = (
    "The senate passed the budget bill after a long debate on taxes. The vote split the chamber, and the "
    "minority leader promised amendments to the spending plan before the election."
)


def _story_of(corpus, aid):
    return next(s.id for s in corpus.stories if aid in s.articles)


def test_a_first_name_in_one_story_never_joins_a_full_name_found_only_in_another():
    """A grandfather quoted by first name in a farm piece is not the senator of another story."""
    from kg.pipeline.corpus import resolve_corpus

    exs = [
        _article("farm", f"Walter smiled. {FARM} Walter said the herd is healthy.", *_people("Walter", "Walter")),
        _article("s1", f"Senator Walter Brandt spoke. {SENATE}", *_people("Walter Brandt")),
        _article("s2", f"Walter Brandt voted. {SENATE} Brandt said.", *_people("Walter Brandt", "Brandt")),
    ]
    corpus = resolve_corpus(exs)
    assert _story_of(corpus, "farm") != _story_of(corpus, "s1") == _story_of(corpus, "s2")
    walter = corpus.entity_of[("farm", 0)]
    assert walter == corpus.entity_of[("farm", 1)] != corpus.entity_of[("s1", 0)] == corpus.entity_of[("s2", 0)]
    assert {e.id: e.name for e in corpus.entities}[walter] == "Walter"
    assert corpus.entity_of[("s2", 1)] == corpus.entity_of[("s1", 0)]  # "Brandt" of his own story is him


def test_one_first_name_in_two_stories_is_two_people_and_an_alias_joins_across():
    from kg.pipeline.corpus import resolve_corpus
    from kg.resolve.entities.aliases import Aliases

    exs = [
        _article("farm", f"Walter smiled. {FARM}", *_people("Walter")),
        _article("senate", f"Walter spoke. {SENATE}", *_people("Walter")),
    ]
    corpus = resolve_corpus(exs)
    assert _story_of(corpus, "farm") != _story_of(corpus, "senate")
    assert corpus.entity_of[("farm", 0)] != corpus.entity_of[("senate", 0)]
    told = resolve_corpus(exs, aliases=Aliases(canonical={"walter": "Walter Brandt"}))
    assert told.entity_of[("farm", 0)] == told.entity_of[("senate", 0)] == "walter-brandt"


def test_a_first_name_joins_the_full_name_its_story_writes():
    from kg.pipeline.corpus import resolve_corpus

    exs = [
        _article("s1", f"Senator Walter Brandt spoke. {SENATE}", *_people("Walter Brandt")),
        _article("s2", f"Walter voted no. {SENATE} amendments", *_people("Walter")),
    ]
    corpus = resolve_corpus(exs)
    assert _story_of(corpus, "s1") == _story_of(corpus, "s2")
    assert corpus.entity_of[("s2", 0)] == corpus.entity_of[("s1", 0)] == "walter-brandt"


def test_initials_tagged_a_person_do_not_join_a_full_name_of_another_story():
    """ "16 GB of memory", the model's "GB" a person, is not Greta Bolan of a senate story."""
    exs = [
        _article("s", f"Senator Greta Bolan spoke. {SENATE}", *_people("Greta Bolan")),
        _article("p", "The new phone has 16 GB of memory and a larger screen, the maker said.", *_people("GB")),
    ]
    _, entity_of = _by_mention(exs)
    assert entity_of[("p", 0)] != entity_of[("s", 0)] == "greta-bolan"


def test_a_name_inside_a_cut_headline_keeps_its_own_name():
    """ "Colts Beat Chiefs" read as one name, and "Chiefs" below resolved to it as its short form:
    cutting the headline back to "Colts" must not make the Chiefs the Colts."""
    exs = [
        _article(
            "a",
            "Colts Beat Chiefs\nThe Colts won at home. The Chiefs lost again.",
            ("Colts Beat Chiefs", "Colts Beat Chiefs", "ORG"),
            ("Colts", "Colts Beat Chiefs", "ORG"),
            ("Chiefs", "Colts Beat Chiefs", "ORG"),
        ),
        _article(
            "b",
            "The Colts won on Sunday and the Chiefs beat the Jets.",
            ("Colts", "Colts", "ORG"),
            ("Chiefs", "Chiefs", "ORG"),
        ),
    ]
    _, entity_of = _by_mention(exs)
    assert entity_of[("a", 1)] == entity_of[("b", 0)]
    assert entity_of[("a", 2)] == entity_of[("b", 1)] != entity_of[("b", 0)]


def test_a_cut_headline_name_is_spanned_and_named_as_cut():
    """What a reader (and the extractions) shows of "Colts Beat Chiefs" is the team's name, "Colts",
    not the headline; a mention named after the long form takes the cut name too."""
    from kg.pipeline.corpus import resolve_corpus

    exs = [
        _article(
            "a",
            "Colts Beat Chiefs\nThe Colts won at home. The Chiefs lost again.",
            ("Colts Beat Chiefs", "Colts Beat Chiefs", "ORG"),
            ("Colts", "Colts Beat Chiefs", "ORG"),
        ),
        _article("b", "The Colts won on Sunday and the Chiefs beat the Jets.", ("Colts", "Colts", "ORG")),
    ]
    corpus = resolve_corpus(exs)
    a = next(ex for ex in corpus.extractions if ex.article.id == "a")
    headline, body = a.mentions
    assert (headline.start, headline.end, headline.text, headline.name) == (0, 5, "Colts", "Colts")
    assert (body.text, body.name) == ("Colts", "Colts")
    assert corpus.entity_of[("a", 0)] == corpus.entity_of[("b", 0)]


def test_a_sea_written_with_and_without_its_kind_is_one_place_but_a_country_is_not_its_river():
    ids = _ids(
        [
            _ex("a", ("Caspian Sea", "LOC"), ("Jordan River", "LOC")),
            _ex("b", ("Caspian", "LOC"), ("Jordan", "GPE")),
        ]
    )
    assert ids[0][0] == ids[1][0]
    assert ids[0][1] != ids[1][1]
