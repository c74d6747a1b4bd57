from kg.names import clean_surface, initials, looks_like_name, name_key, split_title


def test_name_key_ignores_case_dots_accents_and_article():
    assert name_key("U.S.") == name_key("US") == "us"
    assert name_key("the United States") == name_key("United States")
    assert name_key("José Martí") == "jose marti"
    assert name_key("al-Ahmed") == name_key("Al Ahmed")


def test_clean_surface_drops_possessive_and_quotes():
    assert clean_surface("Turkey’s") == "Turkey"
    assert clean_surface('"NATO"') == "NATO"


def test_split_title_keeps_office_words_as_roles():
    assert split_title(["Interior", "Minister", "Ana", "Ruiz"]) == ("Interior Minister", ["Ana", "Ruiz"])
    assert split_title(["Army", "Gen.", "Lee", "Park"]) == ("Army Gen.", ["Lee", "Park"])
    assert split_title(["Maria", "Lopez"]) == ("", ["Maria", "Lopez"])
    assert split_title(["President"]) == ("", ["President"])


def test_non_names_are_rejected():
    for bad in ("us", "n't", "it", "42", "’s", "x"):
        assert not looks_like_name(bad), bad
    assert looks_like_name("NATO") and looks_like_name("3M")


def test_initials():
    assert initials("Government Accountability Office".split()) == "GAO"
    assert initials("Bank of England".split()) == "BE"
