"""Stage 4, resolve: corpus-wide steps over all extractions (entities, events, stories, disagreements)."""
