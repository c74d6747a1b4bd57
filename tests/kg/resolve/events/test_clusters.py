from collections import defaultdict

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from kg.resolve.events.clusters import Clusters


@given(st.lists(st.integers(min_value=0, max_value=30), max_size=60))
def test_clusters_hold_what_a_dict_of_lists_would_in_the_same_order(cluster_of):
    items = [f"m{n}" for n in range(len(cluster_of))]
    expected: dict[int, list[str]] = defaultdict(list)
    for item, cluster in zip(items, cluster_of):
        expected[cluster].append(item)
    groups = Clusters(items, np.array(cluster_of, dtype=np.int64))
    assert list(groups) == sorted(expected.items())
    assert len(groups) == len(expected)
    for root, members in expected.items():
        assert groups.members(root) == members
        assert [items[n] for n in groups.numbers_at(groups.position(root)).tolist()] == members


def test_a_cluster_that_is_not_there_is_a_key_error():
    groups = Clusters(["a", "b"], np.array([4, 4]))
    with pytest.raises(KeyError):
        groups.members(3)
    with pytest.raises(KeyError):
        groups.members(9)
    assert list(Clusters([], np.zeros(0, dtype=np.int64))) == []
