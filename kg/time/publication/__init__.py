"""Publication dates: each article's own (metadata, dateline), and placing undated articles by the corpus."""
