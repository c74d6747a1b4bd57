"""Stage 4, resolve: corpus-wide steps over all extractions (publication dates, entities, events, disagreements)."""
