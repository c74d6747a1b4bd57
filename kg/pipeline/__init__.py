"""Stage 6, pipeline: the stages composed (parallel parsing, the extraction cache, the output lock)."""
