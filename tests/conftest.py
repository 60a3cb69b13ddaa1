"""Options shared by the whole suite (markers live in pyproject.toml)."""

from __future__ import annotations

import pytest

# --doctest-modules would import every conftest.py as a module named "conftest"; two of them
# (here and in tests/browser/) then clash. They are loaded as plugins anyway. The zoo's folders hold
# blind students verbatim, loaded by their zoo modules: imported as doctest modules, two students of
# one file name in two waves clash too (and their code would run at collection).
collect_ignore_glob = ["conftest.py", "*/conftest.py", "bug_zoo/*/*.py"]


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--headed", action="store_true", help="show the browser window in browser tests")
