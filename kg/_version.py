"""kg's version, in the one module everything reads it from.

A leaf module with no imports: ``kg/__init__.py``, the exporters, the cache and
the Parquet store all read it without loading ``kg``'s API (which would import
the pipeline, which imports the exporters: a circle). pyproject.toml reads the
same line (``[tool.setuptools.dynamic]``), so the wheel's version is this one.
"""

__version__ = "0.1.0"
