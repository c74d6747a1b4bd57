"""Whether two event mentions' dates let them be one happening.

A day is a day; a relative week is fuzzy by a week; outlets a time zone apart may date one
act a day or two apart; an undated mention is news of about when its article came out.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from kg.time.values import compatible, granularity

if TYPE_CHECKING:
    from kg.resolve.events.features import View

WEEK_SLACK_DAYS = 7
DAY_SLACK_DAYS = 2
DAY_OR_WEEK = frozenset({"day", "week"})
# How long after a happening an article may report it without a date.
REPORT_SLACK_DAYS = 31


def date_conflict(a: View, b: View) -> bool:
    """Whether the two mentions' dates rule out one happening.

    Relative weeks are fuzzy by a week. Otherwise a day is a day, except that outlets a time zone apart date one act
    of one actor (a decree, an amnesty: an event noun with a shared argument) a day or two apart.
    """
    # A mention its sentence leaves undated may be dated by its article: "the appointment of
    # Akerson" by "Akerson was appointed in 2009" (:mod:`kg.resolve.events.told`).
    date_a, date_b = a.date or a.kin_date, b.date or b.kin_date
    if date_a is None or date_b is None:
        # An undated mention is news of about when its article came out, or of when the
        # report whose object it is was made ("had reported a loss" last year): reports
        # months apart are not of one undated happening.
        when_a, when_b = date_a or a.reported_by or a.published, date_b or b.reported_by or b.published
        return bool(when_a and when_b) and not fits(when_a, when_b, REPORT_SLACK_DAYS)
    slack = 0
    if "week" in (granularity(date_a), granularity(date_b)):
        slack = WEEK_SLACK_DAYS
    elif a.mention.nominal and b.mention.nominal and a.arguments & b.arguments and a.key[0] != b.key[0]:
        slack = DAY_SLACK_DAYS
    return not fits(date_a, date_b, slack)


def one_kind_one_day(a: View, b: View) -> bool:
    """One story's mentions of one kind of happening (the lexicon's class: an election, a
    legal act) dated to the same day or week by the text ("the election last week",
    "Tuesday's referendum"), with no two actors or patients: one happening told twice."""
    ma, mb = a.mention, b.mention
    if ma.event_class != mb.event_class or ma.event_class in ("other", "statement") or a.story != b.story:
        return False
    if a.date is None or b.date is None or not {granularity(a.date), granularity(b.date)} <= DAY_OR_WEEK:
        return False
    if not fits(a.date, b.date, 0) or (a.agents and b.agents and not a.agents & b.agents):
        return False
    pa, pb = a.patients, b.patients
    return not (pa and pb and not pa & pb)


@functools.lru_cache(maxsize=1 << 16)  # the same few dates meet again and again
def fits(a: str, b: str, slack: int) -> bool:
    """Whether two time values can name one time, ``slack`` days apart at most."""
    return compatible(a, b, slack)
