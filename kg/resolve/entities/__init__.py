"""Entity resolution: one entity per real-world actor, across articles (aliases, known names, clustering)."""
