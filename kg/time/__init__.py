"""Stage 1, time: dates and times, below every stage that reads or writes one.

Four jobs, each a sub-package that imports none of the others (checked by import-linter):
``expressions`` finds time expressions in a parsed text, ``normalise`` gives them TIMEX3 values,
``dating`` places events in time, ``publication`` finds each article's publication date. They
share the calendar arithmetic (``calendar``), the time words (``words``) and the TimeML value
arithmetic the graph and the exporters also read (``values``).
"""
