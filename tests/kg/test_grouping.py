"""kg.grouping: union-find and majority votes, whatever the input's order."""

from collections import Counter

from kg.grouping import UnionFind, majority


def test_union_find_representative_is_smallest_whatever_the_order():
    for pairs in ([(3, 1), (2, 3)], [(2, 3), (3, 1)], [(1, 2), (3, 2)]):
        groups = UnionFind[int]()
        for a, b in pairs:
            groups.union(a, b)
        assert [groups.find(i) for i in (1, 2, 3, 4)] == [1, 1, 1, 4]


def test_union_find_keeps_sets_apart_and_compresses_paths():
    groups = UnionFind[str]()
    for a, b in [("d", "c"), ("c", "b"), ("b", "a"), ("y", "z")]:
        groups.union(a, b)
    assert groups.find("d") == "a" and groups.find("z") == "y" and groups.find("q") == "q"
    assert groups.parent["d"] == "a"  # found once, one step ever after


def test_majority_takes_the_most_votes_and_breaks_ties_by_value():
    assert majority(Counter({"PERSON": 3, "ORG": 2})) == "PERSON"
    assert majority(Counter({"PERSON": 2, "ORG": 2})) == "ORG"
    assert majority({"2002-10-21": 1, "2002-10-20": 1, "2002-10-22": 1}) == "2002-10-20"
    assert majority(Counter(["b", "a", "b"])) == "b"
