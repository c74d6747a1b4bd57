"""Events placed in time: the time each governs, a near one a learnt event-time relation picks, or a bound from its tense."""
