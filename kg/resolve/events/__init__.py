"""Event coreference: mentions of one happening, within and across articles, become one event."""
