"""Starting kg in a subprocess the way a terminal does, for tests that press Ctrl-C."""

from __future__ import annotations

import sys

# A suite started as a shell's background job (`pytest &` without job control) runs with
# Ctrl-C ignored, and so would every kg it starts: Python keeps an inherited "ignored".
_WITH_CTRL_C = (
    "import runpy, signal, sys; signal.signal(signal.SIGINT, signal.default_int_handler); "
    "sys.argv[0] = 'kg'; runpy.run_module('kg', run_name='__main__', alter_sys=True)"
)


def kg_command(*args: str) -> list[str]:
    """``python -m kg ARGS`` with Ctrl-C raising KeyboardInterrupt, as in a terminal."""
    return [sys.executable, "-c", _WITH_CTRL_C, *args]
