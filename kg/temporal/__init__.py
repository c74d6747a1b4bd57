"""Time expressions: detection (spaCy), TIMEX3 normalisation and publication dates."""

from kg.temporal.dct import complete_partial, find_publication_date
from kg.temporal.detect import detect_timexes, prepare_vocab
from kg.temporal.normalise import normalise
from kg.temporal.narrative import normalise_all

__all__ = ["detect_timexes", "prepare_vocab", "normalise", "normalise_all", "find_publication_date", "complete_partial"]
