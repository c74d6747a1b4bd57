"""Words beside a four-digit number that make it something other than a year: a time of day
("1336 GMT", "at 0400 hours") or the number of a thing ("Flight 1549", "Route 1600").

Kept apart from the calendar words (:mod:`kg.time.words`): these are what year detection and
the publication-date rules test a number's neighbours against.
"""

from __future__ import annotations

# Time zones written after a clock time: "(1336 GMT)", "1852 HKT", "0735 GMT". A four-digit
# number before one is a time of day, never a year; a zone alone is not a name.
TIME_ZONES: frozenset[str] = frozenset(
    "gmt utc bst ist cet cest eet eest wet msk gst pkt ict wib hkt sgt pht cst jst kst "
    "aest aedt acst awst nzst nzdt est edt cdt mst mdt pst pdt akst akdt hst ast adt nst ndt sast brt clt".split()
)


# Words after a four-digit number that make it a clock time: "at 0400 hours", "1630 hrs", "1600h".
CLOCK_WORDS: frozenset[str] = frozenset({"hours", "hrs", "hr", "h", "zulu"})


# Zones and clock words as a regex alternative, for the text rules of dates.
CLOCK_TAIL = r"(?:" + "|".join(sorted(TIME_ZONES | CLOCK_WORDS, key=len, reverse=True)) + r")\b"


# Nouns a number after which names one of them, not a year: "flight 1234", "Route 1600",
# "exit 2012", "Resolution 1441", "Ward 1010", "model 1900", "station 1010".
NUMBERED_THINGS: frozenset[str] = frozenset(
    """
flight flights route routes exit exits ward wards street st avenue ave highway interstate road rd
room rooms suite apartment apt unit units gate gates platform platforms bus line lines train channel
station stations radio frequency model models number no no. nos nos. resolution resolutions article
articles section sections chapter chapter page pages code codes box lot pier terminal terminals
district precinct block bay berth track tracks hall building lane motorway junction mile kilometre
km marker bill act rule rules form forms case order orders decree item items version type series
class batch serial patent patents reference ref account phase squad team regiment division brigade
battalion company corps
""".split()
)
