"""The teacher edition: nbgrader makes the student edition from the course's own notebooks
and grades submissions with the checkers' diagnoses in the feedback (docs/teaching.md).

The tests read one course, made as a teacher makes it with nbgrader's command line: every
exercise notebook released, four students' submissions autograded and given feedback in one pass
(each nbgrader command starts a Python of its own and each autograde a kernel per notebook, so a
course per test cost the suite a minute).
"""

from __future__ import annotations

import html
import inspect
import json
import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import buggy_alphabeta
import nbformat
import pytest

NOTEBOOKS = Path(__file__).parent.parent / "notebooks"
EXERCISES = {  # the notebooks with graded exercises: the students' functions and their points
    "01_play.ipynb": [("my_winner", 1)],
    "03_minimax.ipynb": [("my_minimax", 3), ("my_negamax", 1)],
    "04_alphabeta.ipynb": [("my_alphabeta", 3)],
    "06_heuristics.ipynb": [("my_evaluation", 2), ("my_depth_limited", 2)],
    "08_cat_and_mice.ipynb": [("my_retrograde", 2)],
    "09_chance.ipynb": [("my_expectimax", 2)],
    "10_mcts.ipynb": [("my_ucb", 1), ("my_backpropagate", 1)],
    "11_anytime.ipynb": [("my_iterative_deepening", 2), ("my_quiescence", 2)],
    "12_tables.ipynb": [("my_alphabeta_with_table", 2)],
}
COURSE = "course"  # the assignment: every exercise notebook
BIN = Path(sys.executable).parent  # nbgrader's tools run from the venv, so its bin goes on PATH

pytestmark = pytest.mark.slow


def nbgrader(course: Path, *args: str) -> str:
    env = {**os.environ, "PATH": f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}"}
    done = subprocess.run([str(BIN / "nbgrader"), *args, "--force"], cwd=course, env=env,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, f"nbgrader {' '.join(args)} failed:\n{done.stdout}\n{done.stderr}"
    return done.stdout + done.stderr


def make_course(root: Path, assignment: str, notebooks: list[str]) -> Path:
    course = root / "course"
    (course / "source" / assignment).mkdir(parents=True)
    (course / "nbgrader_config.py").write_text(
        "c = get_config()\n"
        "c.CourseDirectory.course_id = 'ttt_lab'\n"
        "c.ExecutePreprocessor.timeout = 300\n"
    )
    for name in notebooks:
        shutil.copy(NOTEBOOKS / name, course / "source" / assignment / name)
    return course


def solution_cell(notebook: nbformat.NotebookNode, grade_id: str) -> nbformat.NotebookNode:
    return next(cell for cell in notebook.cells if cell.metadata.get("nbgrader", {}).get("grade_id") == grade_id)


def test_generate_assignment_gives_students_the_exercises_without_the_answers(graded_course: Path) -> None:
    for name, exercises in EXERCISES.items():
        teacher = nbformat.read(NOTEBOOKS / name, as_version=4)
        student = nbformat.read(graded_course / "release" / COURSE / name, as_version=4)
        for function, _ in exercises:
            cell = solution_cell(student, function)
            assert f"def {function}(" in cell.source
            assert "### BEGIN SOLUTION" not in cell.source and "raise NotImplementedError" in cell.source
            assert solution_cell(teacher, function).source.count("\n") > cell.source.count("\n")
        graded = [c for c in student.cells if c.metadata.get("nbgrader", {}).get("grade")]
        assert [c.metadata.nbgrader.points for c in graded] == [points for _, points in exercises]
        assert all(c.metadata.nbgrader.locked and "check_" in c.source for c in graded)
        assert "### BEGIN SOLUTION" not in json.dumps(student)


def submit(course: Path, student: str, name: str, grade_id: str, code: str) -> None:
    """``student`` hands in the released notebook ``name`` with ``code`` in the exercise's cell (and no
    other notebook of the course: nbgrader grades the ones handed in)."""
    notebook = nbformat.read(course / "release" / COURSE / name, as_version=4)
    solution_cell(notebook, grade_id).source = code
    folder = course / "submitted" / student / COURSE
    folder.mkdir(parents=True)
    nbformat.write(notebook, folder / name)


def submission(fn: Callable[..., Any]) -> str:
    """The source a student would hand in: ``fn`` from tests/buggy_alphabeta.py, standing alone
    (with the module's imports and ``INF``) under the exercise's name, recursive calls included."""
    code = inspect.getsource(fn).replace(fn.__name__, "my_alphabeta")
    return f"import math\nfrom typing import Any\n\nINF = math.inf\n\n\n{code}"


MODEL_ALPHABETA = submission(buggy_alphabeta.alphabeta_correct)
ROOT_FULL_WINDOW = submission(buggy_alphabeta.alphabeta_root_full_window)
"""aima-python's old decision loop: every move at the root searched with the full window."""


@pytest.fixture(scope="module")
def graded_course(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The course, released, with ada's right alpha-beta, bob's that searches the root with the full
    window, cy's expectimax that averages at every node and di's win test one column short,
    autograded and given feedback."""
    from bug_zoo import expectimax as chance_zoo
    from bug_zoo import win_test as win_zoo

    course = make_course(tmp_path_factory.mktemp("nbgrader"), COURSE, list(EXERCISES))
    nbgrader(course, "generate_assignment", COURSE)
    submit(course, "ada", "04_alphabeta.ipynb", "my_alphabeta", MODEL_ALPHABETA)
    submit(course, "bob", "04_alphabeta.ipynb", "my_alphabeta", ROOT_FULL_WINDOW)
    code = inspect.getsource(chance_zoo.plain_average).replace("plain_average", "my_expectimax")
    submit(course, "cy", "09_chance.ipynb", "my_expectimax", f"from typing import Any\n\n\n{code}")
    code = inspect.getsource(win_zoo.columns_range_two).replace("columns_range_two", "my_winner")
    submit(course, "di", "01_play.ipynb", "my_winner", f"from typing import Any\n\nBoard = Any\n\n\n{code}")
    nbgrader(course, "autograde", COURSE, "--create")
    nbgrader(course, "generate_feedback", COURSE)
    return course


def feedback(course: Path, student: str, notebook: str) -> str:
    return (course / "feedback" / student / COURSE / notebook.replace(".ipynb", ".html")).read_text(encoding="utf-8")


def test_autograde_gives_full_marks_to_a_right_answer_and_zero_to_a_bug_it_names(graded_course: Path) -> None:
    from nbgrader.api import Gradebook

    with Gradebook(f"sqlite:///{graded_course / 'gradebook.db'}") as gradebook:
        good = gradebook.find_submission_notebook("04_alphabeta", COURSE, "ada")
        bad = gradebook.find_submission_notebook("04_alphabeta", COURSE, "bob")
        assert (good.score, good.max_score) == (3, 3)
        assert (bad.score, bad.max_score) == (0, 3)
    told = feedback(graded_course, "bob", "04_alphabeta.ipynb")
    assert "searches every move at the root with the full window" in told
    assert "aima-python" in told  # the hint comes with it
    praised = feedback(graded_course, "ada", "04_alphabeta.ipynb")
    assert "check_alphabeta(my_alphabeta): ✔ passed" in praised


def test_autograde_feedback_carries_the_diagnosis_engines_name_detail_and_hint(graded_course: Path) -> None:
    """A newer checker (expectimax, on the diagnosis engine): the feedback a student reads says
    what the checker says in the notebook, the name, the case that shows it and the hint."""
    from bug_zoo import expectimax as zoo

    problem = zoo.CHECK(zoo.plain_average, quiet=True).diagnosis[0]
    told = feedback(graded_course, "cy", "09_chance.ipynb")
    for text in (problem.name, problem.detail.splitlines()[0], problem.hint):
        assert html.escape(text, quote=False) in told, text


def test_autograde_feedback_on_the_win_test_carries_the_engines_mistake(graded_course: Path) -> None:
    """The win test, on the diagnosis engine since issue 27: the feedback names the mistake that
    reproduces every answer, with the board that shows it, what code makes it, and the hint."""
    from bug_zoo import win_test as zoo

    problem = zoo.CHECK(zoo.columns_range_two, quiet=True).diagnosis[0]
    assert "stops its loop over the columns one short" in problem.detail
    told = feedback(graded_course, "di", "01_play.ipynb")
    for text in (problem.name, *problem.detail.splitlines(), problem.hint):
        assert html.escape(text, quote=False) in told, text
