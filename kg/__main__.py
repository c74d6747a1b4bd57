"""``python -m kg`` is the same as the ``kg`` command."""

from kg.cli import main

raise SystemExit(main())
