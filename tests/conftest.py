"""Options shared by the whole suite (markers live in pyproject.toml)."""

from __future__ import annotations

from typing import Any

import pytest

# --doctest-modules would import every conftest.py as a module named "conftest"; two of them
# (here and in tests/browser/) then clash. They are loaded as plugins anyway. The zoo's folders hold
# blind students verbatim, loaded by their zoo modules: imported as doctest modules, two students of
# one file name in two waves clash too (and their code would run at collection).
collect_ignore_glob = ["conftest.py", "*/conftest.py", "bug_zoo/*/*.py"]


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--headed", action="store_true", help="show the browser window in browser tests")



# Wave test files whose tests check the students of one zoo module again (see work_unit).
WITH_ZOO = {
    "tests/test_blind38_wave22.py": "blind38_wave22_zoo", "tests/test_wave21_first.py": "wave21_first_zoo",
    "tests/test_blind40_wave23.py": "blind40_wave23_zoo", "tests/test_blind42_wave24.py": "blind42_wave24_zoo",
    "tests/test_blind44_wave25.py": "blind44_wave25_zoo", "tests/test_blind46_wave26.py": "blind46_wave26_zoo",
    "tests/test_blind48_wave27.py": "blind48_wave27_zoo", "tests/test_blind50_open_first.py": "blind50_open_first_zoo",
    "tests/test_blind52_wave28.py": "blind52_wave28_zoo", "tests/test_blind63_wave30_new.py": "blind63_wave30_new_zoo",
    "tests/test_blind67_wave31_new.py": "blind67_wave31_new_zoo", "tests/test_blind72_wave32.py": "blind72_wave32_zoo",
    "tests/test_blind78_wave33.py": "blind78_wave33_zoo", "tests/test_blind82_wave34.py": "blind82_wave34_zoo",
    "tests/test_wave30_models.py": "blind62_wave30_zoo", "tests/test_wave31_first.py": "blind66_wave31_zoo",
    "tests/test_blind86_leftovers.py": "blind86_leftovers_zoo", "tests/test_blind87_wave35.py": "blind87_wave35_zoo",
    "tests/test_blind88_wave35_new.py": "blind88_wave35_new_zoo", "tests/test_blind92_wave36.py": "blind92_wave36_zoo",
    "tests/test_blind93_wave36_new.py": "blind93_wave36_new_zoo",
}


def work_unit(nodeid: str) -> str:
    """What one worker takes whole under ``--dist loadgroup`` (the README's test command):

    - the browser tests (``tests/browser/``), one unit: one JupyterLab and one Chromium, the tests one
      at a time, while the other workers run the rest (the browser's waits overlap their work);
    - the bug zoo by its modules: ``test_bug_zoo.py`` is a third of the suite's time, and one file
      would leave one worker alone with it at the end;
    - a wave's wording tests (``WITH_ZOO``) with its zoo module's cases: they read again the reports of
      students the zoo runs (the slowest 10 to 20 s each), and ``bug_zoo.runs`` keeps a report for the
      process only;
    - every other file whole, as ``--dist loadfile`` would: a notebook's cells share one kernel, in
      order, and a file's module fixtures are made once.

    pytest-xdist's own groups (the ``xdist_group`` mark) cannot say this under pytest 9: xdist 3.8
    writes a group into a test's ``_nodeid``, which pytest 9 no longer reads, so each marked test went
    its own way. The scheduler below reads the units from the tests' ids instead."""
    path, _, rest = nodeid.partition("::")
    if path.startswith("tests/browser/"):
        return "tests/browser/"
    if path in WITH_ZOO:
        return f"tests/test_bug_zoo.py::{WITH_ZOO[path]}"
    if path == "tests/test_bug_zoo.py" and "[" in rest and "-" in rest:
        return f"{path}::{rest.split('[', 1)[1].split('-', 1)[0]}"  # a parametrised case: its zoo module
    return path


def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> Any:
    """Under ``--dist loadgroup``, :func:`work_unit`'s units, sent out in the order of the items
    (:func:`pytest_collection_modifyitems`), not largest first."""
    if config.getvalue("dist") != "loadgroup":
        return None
    from xdist.scheduler import LoadScopeScheduling

    class UnitScheduling(LoadScopeScheduling):  # type: ignore[misc]
        def _split_scope(self, nodeid: str) -> str:
            return work_unit(nodeid)

        def schedule(self) -> None:
            self.config.option.loadscopereorder = False  # read here only: the items' order is the units'
            super().schedule()

    return UnitScheduling(config, log)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """The longest units first (the browser tests, then files marked slow, then the notebooks): a
    long unit started last would keep the whole run waiting for it alone. Only in pytest-xdist's
    workers under ``--dist loadgroup``; elsewhere the order stays the files'."""
    if not getattr(config.option, "loadgroup", False):  # set in the workers under --dist loadgroup
        return

    def first(item: pytest.Item) -> int:
        if work_unit(item.nodeid) == "tests/browser/":
            return 0
        if item.get_closest_marker("slow") is not None:
            return 1
        return 2 if item.path.suffix == ".ipynb" else 3

    items.sort(key=first)
