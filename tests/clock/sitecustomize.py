"""A faked clock for whole kg processes, workers included: ``KG_TEST_TODAY=YYYY-MM-DD``.

With this folder on ``PYTHONPATH``, every Python process started with ``KG_TEST_TODAY`` set
(kg, and the parse workers it spawns, which inherit the environment) reads a wall clock
shifted to that day, the ways kg and its libraries read it:

- ``time.time`` and ``time.time_ns`` (which ``datetime.date.today`` and ``datetime.fromtimestamp``
  users read) are replaced in the ``time`` module, before anything imports them;
- ``datetime.datetime.now/today/utcnow``: in every module of kg, its exporters and the libraries
  that read dates (dateparser, htmldate, trafilatura) the ``datetime`` class they imported (or
  the ``datetime`` module, as ``dt``) is swapped, as each module is loaded, for a subclass whose
  clock is shifted (which passes for the real class in ``isinstance``), or a module that hands it
  out; ``datetime.datetime`` itself stays the real class, whose size compiled modules check.

The shifted clock goes on ticking, so timeouts still work; the monotonic clock is left
alone. ``tests/kg/test_clock.py`` checks the hook itself (dateparser's "yesterday" included)
before relying on it.
"""

from __future__ import annotations

import datetime as _dt
import importlib.abc
import importlib.machinery
import os
import sys
import time as _time
import types

_TODAY = os.environ.get("KG_TEST_TODAY")
_READERS = ("kg", "exporters", "dateparser", "htmldate", "trafilatura")

if _TODAY:
    _real = _dt.datetime
    _real_time, _real_time_ns = _time.time, _time.time_ns
    _SHIFT = _real.combine(_dt.date.fromisoformat(_TODAY), _real.now().time()) - _real.now()

    class _PassesForReal(type):
        def __instancecheck__(cls, obj: object) -> bool:
            return isinstance(obj, _real)

        def __subclasscheck__(cls, sub: type) -> bool:
            return issubclass(sub, _real)

    class FakeDatetime(_real, metaclass=_PassesForReal):
        @classmethod
        def now(cls, tz=None):  # type: ignore[override]
            return _real.now(tz) + _SHIFT

        @classmethod
        def today(cls):  # type: ignore[override]
            return _real.now() + _SHIFT

        @classmethod
        def utcnow(cls):  # type: ignore[override]
            return _real.now(_dt.UTC).replace(tzinfo=None) + _SHIFT

    class _ShiftedModule(types.ModuleType):
        """The ``datetime`` module as a reader imported it, but for its shifted ``datetime`` class."""

        def __getattr__(self, name: str) -> object:
            return FakeDatetime if name == "datetime" else getattr(_dt, name)

    _shifted_module = _ShiftedModule("datetime")
    _time.time = lambda: _real_time() + _SHIFT.total_seconds()
    _time.time_ns = lambda: _real_time_ns() + int(_SHIFT.total_seconds() * 1e9)

    class _Shifted(importlib.abc.MetaPathFinder):
        """Finds nothing itself: wraps the loader of each module of :data:`_READERS`."""

        def find_spec(self, name, path, target=None):  # type: ignore[no-untyped-def]
            if name.partition(".")[0] not in _READERS:
                return None
            spec = importlib.machinery.PathFinder.find_spec(name, path)
            if spec is None or spec.loader is None or not hasattr(spec.loader, "exec_module"):
                return spec
            run = spec.loader.exec_module

            def exec_module(module):  # type: ignore[no-untyped-def]
                run(module)
                for key, value in list(module.__dict__.items()):
                    if value is _real:  # from datetime import datetime
                        setattr(module, key, FakeDatetime)
                    elif value is _dt:  # import datetime (as dt)
                        setattr(module, key, _shifted_module)

            spec.loader.exec_module = exec_module  # type: ignore[method-assign]
            return spec

    sys.meta_path.insert(0, _Shifted())
