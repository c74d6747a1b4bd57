"""kg's version has one home, kg/_version.py: the package, the CLI and the installed metadata agree."""

from importlib.metadata import version

import pytest

import kg
from kg._version import __version__
from kg.cli import main


def test_the_package_and_the_installed_metadata_give_the_version_of_kg_version():
    # pyproject.toml reads kg/_version.py ([tool.setuptools.dynamic]): a static version there drifts.
    assert kg.__version__ == __version__
    assert version("kg") == __version__


def test_kg_version_prints_it(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["--version"])
    assert stop.value.code == 0
    assert capsys.readouterr().out.strip() == f"kg {__version__}"
