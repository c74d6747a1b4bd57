"""Stage 2, extract: what one parsed article says (spaCy loading, entity and event mentions, time expression detection)."""
