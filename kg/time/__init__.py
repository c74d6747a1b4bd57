"""Stage 3, time: TIMEX3 values of time expressions (calendar arithmetic, normalisation, dating statements from the narrative)."""
