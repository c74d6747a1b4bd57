"""Stage 3, extract: what one parsed article says (spaCy loading, entity and event mentions)."""
