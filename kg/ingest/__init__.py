"""Stage 2, ingest: files and folders to :class:`~kg.model.Article` records (formats, encodings, the folder walk)."""
