"""Short person names a kg build joined across stories: the joins issue 54 forbids, counted.

A one-word person name ("Walter", "Smith") may join a full name only inside its
story; across stories only full names join. This reads a build's output folder
(``kg build -o OUT``: ``graph.json`` for each article's story and the entities'
names, ``extractions.jsonl`` for the mentions) and counts

- short-form joins: name mentions of one word whose person entity has a name
  of several words;
- of those, joins across stories: no article of the mention's story writes
  that entity with a name of several words (the famous Walter named only in
  another article);
- one-word person entities whose mentions lie in several stories (two stories'
  Walters made one).

Each join across stories is listed with its article, so it can be read::

    python benchmarks/short_names.py OUT [--list N]
"""

from __future__ import annotations

import argparse
import json
from collections import defaultdict
from pathlib import Path


def short_form_joins(out: Path) -> dict[str, object]:
    """The counts above for the build in ``out``, and the joins across stories."""
    graph = json.loads((out / "graph.json").read_text(encoding="utf-8"))
    story_of: dict[str, str] = {}
    person_names: dict[str, str] = {}
    for node in graph["nodes"]:
        if node.get("kind") == "document":
            story_of[str(node["sources"])] = str(node.get("story") or node["sources"])
        elif node.get("kind") == "entity" and node.get("type") == "PERSON":
            person_names[str(node["id"]).removeprefix("entity:")] = str(node.get("label", ""))
    short: list[tuple[str, str, str]] = []  # (article, written text, entity id)
    written_in_full: dict[str, set[str]] = defaultdict(set)  # entity id -> stories naming it in full
    stories_of_short: dict[str, set[str]] = defaultdict(set)
    with (out / "extractions.jsonl").open(encoding="utf-8") as lines:
        for line in lines:
            record = json.loads(line)
            aid = str(record["id"])
            story = story_of.get(aid, aid)
            for m in record["entities"]:
                eid = m["entity_id"]
                if m.get("form", "name") != "name" or eid not in person_names:
                    continue
                words = m["text"].removesuffix("'s").removesuffix("’s").split()
                if len(words) > 1:
                    written_in_full[eid].add(story)
                else:
                    short.append((aid, m["text"], eid))
                    stories_of_short[eid].add(story)
    joined = [(aid, text, eid) for aid, text, eid in short if len(person_names[eid].split()) > 1]
    across = [(aid, text, eid) for aid, text, eid in joined if story_of.get(aid, aid) not in written_in_full[eid]]
    spread = sorted(
        eid for eid, stories in stories_of_short.items() if len(person_names[eid].split()) == 1 and len(stories) > 1
    )
    return {
        "short_person_mentions": len(short),
        "short_form_joins": len(joined),
        "joins_across_stories": len(across),
        "across": sorted(across),
        "one_word_people_in_several_stories": len(spread),
        "spread": spread,
        "names": person_names,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out", type=Path, help="a kg build's output folder")
    parser.add_argument("--list", type=int, default=20, metavar="N", help="list the first N joins across stories")
    args = parser.parse_args()
    found = short_form_joins(args.out)
    names = found["names"]
    assert isinstance(names, dict)
    print(f"person name mentions of one word: {found['short_person_mentions']}")
    print(f"  joined to a person of a longer name: {found['short_form_joins']}")
    print(f"  of those, whose story writes that longer name nowhere: {found['joins_across_stories']}")
    print(f"one-word person entities named in several stories: {found['one_word_people_in_several_stories']}")
    for aid, text, eid in list(found["across"])[: args.list]:  # type: ignore[call-overload]
        print(f"  {aid}: {text!r} -> {names[eid]}")


if __name__ == "__main__":
    main()
