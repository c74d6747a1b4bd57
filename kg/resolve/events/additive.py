"""A verb told as one more act of its kind: "Share prices also closed lower in Sydney", "They
also attacked a television crew's truck", "Sansui has also agreed to sell".

"also" on a verb (before it, or before its auxiliaries) tells that the act is another of the
kind the article has told: another market's close, another attack, another sale. So the
article's other mentions of that verb are other acts, whoever did them; one node would show the
London close as Sydney's.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from kg.model import EventMention

if TYPE_CHECKING:
    from kg.resolve.events.features import View

# "also" right before the verb or its auxiliaries, or opening the sentence; a "be" before or after
# it marks a passive ("were also arrested", "who also was killed"): one more person a happening
# befell is often one happening told of several ("a police officer and a technician were
# killed"), so only a doer's "also" is read as one more act.
_ALSO = re.compile(
    r"(?:^|\W)(?:(?P<before>is|was|were|are|am|be|been|being)\s+)?also\s+"
    r"(?:(?:is|was|were|are|am|be|been|being|has|have|had|will|would|could|can|may|might|"
    r"should|must|shall|did|does|do|n't|not)\s+)*$",
    re.IGNORECASE,
)
_BE = re.compile(r"\b(?:is|was|were|are|am|be|been|being)\b", re.IGNORECASE)
# How far before the verb "also" and its auxiliaries are looked for (characters).
_REACH = 40


def additive(text: str, sentence: tuple[int, int], ev: EventMention) -> bool:
    """Whether the verb ``ev`` is told as one more act of its doer's kind ("also closed", "has
    also agreed"); a passive is not, nor a noun ("also heard the blast" is about the hearing)."""
    if ev.nominal:
        return False
    found = _ALSO.search(text[max(sentence[0], ev.start - _REACH) : ev.start])
    return found is not None and not found.group("before") and not _BE.search(found.group(0))


def told_again(a: View, b: View) -> bool:
    """One article's two mentions of one verb, one of them told as one more act of its kind
    (:func:`additive`): two acts."""
    if a.key[0] != b.key[0] or a.mention.lemma != b.mention.lemma:
        return False
    return (a.additive or b.additive) and not (a.mention.nominal or b.mention.nominal)
