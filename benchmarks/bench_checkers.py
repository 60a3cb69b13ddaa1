"""How long a checker takes to answer a student, by what it answers (issue 27).

Run: ``PYTHONPATH=.:tests .venv/bin/python benchmarks/bench_checkers.py [--per-zoo N]``.

Students of the bug zoo (``tests/bug_zoo``, up to ``N`` buggy ones and every correct one from each
zoo module), each checked once as a notebook's graded cell checks it, quietly. The table gives the
median and slowest wall time per kind of answer: passed (a correct variant), named (a model named
the mistake), repaired (no model named more than a symptom; a repair of the student's code was told,
:mod:`ttt_lab.exercises.repairs`), and localised (neither: where it goes wrong). A check gives up at
``report.CHECK_SECONDS`` (60 s); the repair search keeps within ``report.REPAIR_SECONDS`` (12 s).
Target: the median named or repaired answer within 2 s. The timings are medians to read, never test
assertions.
"""

from __future__ import annotations

import argparse
import importlib
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from bug_zoo.table import MODULES

from ttt_lab.exercises import WRONG_VALUE
from ttt_lab.exercises.repair_rules import RULE_ORDER

TARGET_SECONDS = 2.0
_REPAIR_NAMES = set(RULE_ORDER)  # every rule's name, the token rules' and where statements stand


def kind(report: Any) -> str:
    if report.passed:
        return "passed"
    first = next(p.name for p in report.diagnosis if not p.note)
    if first == WRONG_VALUE:
        return "localised"
    return "repaired" if first in _REPAIR_NAMES and "The slip is on line" in report.diagnosis[0].detail else "named"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per-zoo", type=int, default=4, help="buggy students checked per zoo module")
    args = parser.parse_args()
    times: dict[str, list[float]] = {"passed": [], "named": [], "repaired": [], "localised": []}
    for name in MODULES:
        zoo = importlib.import_module(f"bug_zoo.{name}")
        for fn in [fn for fn, _ in zoo.BUGGY[:args.per_zoo]] + list(zoo.CORRECT):
            start = time.perf_counter()
            report = zoo.CHECK(fn, quiet=True)
            times[kind(report)].append(time.perf_counter() - start)
    print(f"{'answer':<10} {'students':>8} {'median s':>9} {'slowest s':>10}")
    for answer, seconds in times.items():
        if seconds:
            print(f"{answer:<10} {len(seconds):>8} {statistics.median(seconds):>9.3f} {max(seconds):>10.3f}")
    print(f"target: the median named or repaired answer within {TARGET_SECONDS:g} s")


if __name__ == "__main__":
    main()
