"""Options shared by the whole suite (markers live in pyproject.toml)."""

from __future__ import annotations

import pytest


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--headed", action="store_true", help="show the browser window in browser tests")
