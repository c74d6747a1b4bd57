"""spaCy imported without its command line (kg.runtime.imports), each case in a fresh process."""

from __future__ import annotations

import subprocess
import sys


def _run(code: str) -> str:
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout


def test_spacy_loads_without_its_command_line_which_an_import_still_loads():
    out = _run(
        "import sys\n"
        "from kg.runtime.imports import import_spacy_without_cli\n"
        "import_spacy_without_cli()\n"
        "import spacy\n"
        "print('spacy.cli' in sys.modules, 'typer' in sys.modules, hasattr(spacy, 'blank'))\n"
        "from spacy.cli import download\n"
        "print('spacy.cli' in sys.modules, callable(download), spacy.cli.download is download)\n"
    )
    assert out.split() == ["False", "False", "True", "True", "True", "True"]


def test_spacy_info_imports_the_real_one_when_called():
    out = _run(
        "from kg.runtime.imports import import_spacy_without_cli\n"
        "import_spacy_without_cli()\n"
        "import spacy\n"
        "print(spacy.info(silent=True)['spacy_version'] == spacy.__version__)\n"
    )
    assert out.strip() == "True"


def test_a_spacy_already_imported_is_left_as_it_is():
    out = _run(
        "import sys, spacy\n"
        "from kg.runtime.imports import import_spacy_without_cli\n"
        "import_spacy_without_cli()\n"
        "print('spacy.cli' in sys.modules, sys.modules['spacy.cli'].__file__.endswith('__init__.py'))\n"
    )
    assert out.split() == ["True", "True"]


def test_the_build_command_loads_spacy_without_its_command_line():
    out = _run(
        "import sys\n"
        "from kg.cli import main\n"
        "main(['build', '/nonexistent-input', '-o', '/nonexistent-out', '-q'])\n"
        "print('kg.pipeline.build' in sys.modules, 'spacy.cli' in sys.modules)\n"
    )
    assert out.split()[-2:] == ["True", "False"]


def test_a_spacy_that_needs_more_of_its_command_line_is_imported_whole():
    # A stand-in that lacks what spaCy's __init__ imports must not stop kg from starting:
    # here the stand-in "spacy.cli.info" keeps no "info", as if spaCy wanted another name.
    out = _run(
        "import sys, types\n"
        "import kg.runtime.imports as imports\n"
        "class Bare(types.ModuleType):\n"
        "    def __setattr__(self, name, value):\n"
        "        if name != 'info':\n"
        "            super().__setattr__(name, value)\n"
        "imports.types = types.SimpleNamespace(ModuleType=Bare)\n"
        "imports.import_spacy_without_cli()\n"
        "import spacy\n"
        "print(hasattr(spacy, 'blank'), 'spacy.cli' in sys.modules, type(sys.modules['spacy.cli']) is Bare)\n"
    )
    assert out.split() == ["True", "True", "False"]
