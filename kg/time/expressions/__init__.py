"""Time expressions found in a parsed text: their spans (rules over spaCy tokens) and the tense of the clause each sits in."""
