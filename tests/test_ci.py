"""CI (.ci/run) runs the README's test command verbatim, in the one environment it makes."""

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _readme_test_command() -> str:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    after = readme.split("Run the tests (the same command CI runs):", 1)[1]
    return after.split("```bash\n", 1)[1].split("\n```", 1)[0].strip()


def test_ci_runs_the_readme_test_command_verbatim_and_makes_its_environment_once():
    command = _readme_test_command()
    assert "\n" not in command and "pytest" in command
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert command in ci
    assert sum("-m venv .venv" in line for line in ci) == 1  # the checks after it reuse .venv
    assert ci.index(command) < min(ci.index(check) for check in (".venv/bin/lint-imports", ".ci/mypy-check"))
