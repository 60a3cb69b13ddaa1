"""What every blind wave's zoo module shares: each student file names its checker (``checker:``) and
its ground truth (``truth:``) in its docstring; the wave's zoo module loads the files of its folder and
calls each student's checker as the notebook's graded cell does."""

from __future__ import annotations

import ast
import importlib.util
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ttt_lab import exercises as ex

# The checker named in the docstring -> the student's function (or answer) and the keywords the
# notebook's graded cell passes (the blind writers' run.py calls them so).
_CALLS: dict[str, tuple[str, dict[str, Any]]] = {
    "check_minimax": ("my_minimax", {"with_move": True}),
    "check_negamax": ("my_negamax", {}),
    "check_alphabeta": ("my_alphabeta", {}),
    "check_evaluation": ("my_evaluation", {}),
    "check_depth_limited_minimax": ("my_depth_limited", {}),
    "check_win_test": ("my_winner", {}),
    "quiz.check": ("my_answer", {}),
    "check_retrograde": ("my_retrograde", {}),
    "check_expectimax": ("my_expectimax", {}),
    "check_ucb": ("my_ucb", {}),
    "check_backpropagation": ("my_backpropagate", {}),
    "check_iterative_deepening": ("my_iterative_deepening", {}),
    "check_quiescence": ("my_quiescence", {}),
    "check_table_alphabeta": ("my_alphabeta_with_table", {}),
}


def student(path: Path) -> Callable[..., Any]:
    """The file's student function (for the quiz, a function holding its answer), carrying its
    checker and its ground truth."""
    doc = ast.get_docstring(ast.parse(path.read_text(encoding="utf-8"))) or ""
    checker = next(line.split(":", 1)[1].split()[0] for line in doc.splitlines() if line.startswith("checker:"))
    truth = next(line.split(":", 1)[1].strip() for line in doc.splitlines() if line.startswith("truth:"))
    spec = importlib.util.spec_from_file_location(f"{path.parent.name}_{path.stem}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    name, kwargs = _CALLS[checker]
    if checker == "quiz.check":
        answer = getattr(module, name)

        def fn() -> Any:
            return answer
    else:
        fn = getattr(module, name)
    fn.__name__ = path.stem
    fn._checker, fn._kwargs, fn._truth = checker, kwargs, truth  # type: ignore[attr-defined]
    return fn


def CHECK(fn: Any, *, quiet: bool = False) -> ex.CheckReport:
    """The student's own checker, called as the notebook calls it."""
    if fn._checker == "quiz.check":
        return ex.random_pruning_quiz(seed=11).check(fn(), quiet=quiet)
    return getattr(ex, fn._checker)(fn, quiet=quiet, **fn._kwargs)  # type: ignore[no-any-return]


def load(folder: Path) -> dict[str, Callable[..., Any]]:
    """Every student of a wave's folder, by file stem."""
    return {path.stem: student(path) for path in sorted(folder.glob("*.py"))}
