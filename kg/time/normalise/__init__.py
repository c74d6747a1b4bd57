"""TIMEX3 values of time expressions: one expression against an anchor, and an article's expressions along its narrative."""
