"""The name of an extractions store's manifest file (:mod:`kg.runtime.store`), in a module of its own:
``kg read`` and ``kg build`` skip a store's folder among their inputs (:mod:`kg.ingest.walk`) without
importing the store, its cache and spaCy."""

MANIFEST = "_kg_store.json"
