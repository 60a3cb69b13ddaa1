"""The package as a whole: it installs from this checkout, is typed, lints clean, its layers
import downward only (core < games < search < players < arena < viz < widgets < cli), code meant
for any game asks for declared capabilities instead of a game's class, and no module
outgrows one idea.

Ruff and mypy run here, so the README's one test command is the whole of CI.
"""

from __future__ import annotations

import ast
import importlib
import importlib.metadata
import importlib.resources
import importlib.util
import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import ttt_lab

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "ttt_lab"

LAYERS = {
    "ttt_lab.core": 0,
    "ttt_lab.games": 1,
    "ttt_lab.search": 2,
    "ttt_lab.players": 3,
    "ttt_lab.arena": 4,
    "ttt_lab.exercises": 4,
    "ttt_lab.bench": 4,
    "ttt_lab.contest": 4,
    "ttt_lab.viz": 5,
    "ttt_lab.widgets": 6,
    "ttt_lab.cli": 7,
    "ttt_lab.__main__": 7,
}
"""The layer of each top-level module or subpackage (DESIGN.md). A module may import its own
layer and the ones below. ``exercises``, ``bench`` and ``contest`` use search and players, at arena level;
the command line (``cli`` and ``__main__``) sits on top, beside the front door."""

LAYER_NAMES = ["core", "games", "search", "players", "arena", "viz", "widgets", "command line"]

LAZY_DISPLAY_METHOD = re.compile(r"^(_repr_\w+_|_ipython_display_|exact_solver|evaluation)$")
"""The exceptions to the layers, all lazy imports inside one method: notebook display hooks
import drawing code, and a game's declared ``exact_solver`` and ``evaluation``
(ttt_lab.core.HasExactSolver, HasEvaluation) import their search code from ``search/``."""

UI_LIBRARIES = ("matplotlib", "ipywidgets")
"""Libraries that core, games and search must not load: they know nothing of plots or widgets."""


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


MODULES = sorted(module_name(path) for path in PACKAGE.rglob("*.py"))


def layer_of(module: str) -> int | None:
    """The layer of a ``ttt_lab`` module, or None for the root package (which is above all)."""
    for prefix, layer in LAYERS.items():
        if module == prefix or module.startswith(prefix + "."):
            return layer
    return None


def describe(layer: int) -> str:
    names = {4: "arena/exercises/bench/contest"}
    return f"layer {layer} ({names.get(layer, LAYER_NAMES[layer])})"


def imported_modules(path: Path, module: str) -> list[tuple[int, str]]:
    """``(line, module)`` for every ttt_lab import in ``path``, outside display hooks.

    ``from ttt_lab.search import alphabeta`` yields both ``ttt_lab.search`` and
    ``ttt_lab.search.alphabeta`` (a name imported from a package may be a submodule).
    """
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found: list[tuple[int, str]] = []

    def visit(node: ast.AST) -> None:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and LAZY_DISPLAY_METHOD.match(node.name):
            return
        if isinstance(node, ast.Import):
            found.extend((node.lineno, alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                target = ".".join([*base, node.module] if node.module else base)
            else:
                target = node.module or ""
            found.append((node.lineno, target))
            found.extend((node.lineno, f"{target}.{alias.name}") for alias in node.names)
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    return [(line, name) for line, name in found if name == "ttt_lab" or name.startswith("ttt_lab.")]


def run_tool(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        stdin=subprocess.DEVNULL,
        timeout=600,
    )


def test_ruff_finds_nothing() -> None:
    result = run_tool("ruff", "check", "ttt_lab", "tests")
    assert result.returncode == 0, f"ruff check ttt_lab tests:\n{result.stdout}{result.stderr}"


def test_mypy_finds_nothing() -> None:
    result = run_tool("mypy", "ttt_lab")
    assert result.returncode == 0, f"mypy ttt_lab:\n{result.stdout}{result.stderr}"


def test_the_package_under_test_is_this_checkout() -> None:
    # An older installed copy would make every other test check the wrong code.
    assert Path(ttt_lab.__file__).resolve().parent == PACKAGE
    assert importlib.metadata.version("ttt_lab")


def test_package_is_marked_typed() -> None:
    assert (PACKAGE / "py.typed").is_file()
    assert importlib.resources.files("ttt_lab").joinpath("py.typed").is_file()
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert re.search(r"ttt_lab\s*=\s*\[[^\]]*\"py\.typed\"", pyproject), "py.typed missing from package-data"


def test_every_module_has_a_layer() -> None:
    homeless = [name for name in MODULES if name != "ttt_lab" and layer_of(name) is None]
    assert not homeless, f"give these modules a layer in LAYERS (tests/test_packaging.py): {homeless}"


@pytest.mark.parametrize("module", [name for name in MODULES if layer_of(name) is not None])
def test_module_imports_only_its_own_layer_and_below(module: str) -> None:
    layer = layer_of(module)
    assert layer is not None
    path = PACKAGE.parent.joinpath(*module.split("."))
    path = path / "__init__.py" if path.is_dir() else path.with_suffix(".py")
    upward = [
        f"line {line}: imports {target}, {describe(target_layer)}"
        for line, target in imported_modules(path, module)
        if (target_layer := layer_of(target)) is not None and target_layer > layer
    ]
    assert not upward, f"{module} is {describe(layer)} but:\n" + "\n".join(upward)


def test_importing_each_module_loads_no_higher_layer() -> None:
    # Catches what reading import statements cannot: chains through other modules and
    # imports done by code that runs at import time. One fresh interpreter imports the
    # modules from the lowest layer up; any module loaded from a layer above the one being
    # imported is a violation (a module imported earlier could only have loaded it by
    # breaking the rule itself, and would have been reported then).
    ordered = sorted((name for name in MODULES if layer_of(name) is not None), key=lambda n: (layer_of(n), n))
    script = f"""
import importlib, json, sys, traceback
report = []
for name in {ordered!r}:
    before = set(sys.modules)
    try:
        importlib.import_module(name)
        error = None
    except Exception:
        error = traceback.format_exc(limit=-3)
    report.append([name, sorted(set(sys.modules) - before), error])
print(json.dumps(report))
"""
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, cwd=ROOT, timeout=300
    )
    assert result.returncode == 0, result.stderr
    problems = []
    for name, loaded, error in json.loads(result.stdout.splitlines()[-1]):
        layer = layer_of(name)
        assert layer is not None
        if error:
            problems.append(f"importing {name} fails:\n{error}")
        for other in loaded:
            other_layer = layer_of(other)
            if other_layer is not None and other_layer > layer:
                problems.append(
                    f"importing {name} ({describe(layer)}) loads {other} ({describe(other_layer)})"
                )
            if layer <= LAYERS["ttt_lab.search"] and other.split(".")[0] in UI_LIBRARIES:
                problems.append(f"importing {name} ({describe(layer)}) loads {other}")
    assert not problems, "\n".join(sorted(set(problems)))


def test_the_layer_check_sees_upward_and_relative_imports(tmp_path: Path) -> None:
    # The rule above must be able to fail: a games module importing search two ways,
    # and a display hook importing viz lazily (allowed).
    source = tmp_path / "fake.py"
    source.write_text(
        "from ..search import minimax\n"
        "import ttt_lab.widgets.board\n"
        "class S:\n"
        "    def _repr_svg_(self):\n"
        "        from ttt_lab.viz.mnk_boards import mnk_board_svg\n",
        encoding="utf-8",
    )
    found = imported_modules(source, "ttt_lab.games.fake")
    targets = {target for _, target in found}
    assert {"ttt_lab.search", "ttt_lab.search.minimax", "ttt_lab.widgets.board"} <= targets
    assert not any(target.startswith("ttt_lab.viz") for target in targets)
    assert {layer_of(target) for target in targets} == {2, 6}


def test_readme_test_command_is_what_ci_runs() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    setup = readme.split("## Set up", 1)[1].split("\n## ", 1)[0]
    commands = re.findall(r"```bash\n(.*?)\n```", setup, flags=re.DOTALL)
    assert len(commands) == 2, f"the README's set-up section should hold exactly two commands: {commands}"
    # The repository's folder is JupyterLab's root, so notebooks/... paths work as on Binder.
    assert "jupyter lab --ServerApp.root_dir=. notebooks/00_start_here.ipynb" in commands[0]
    assert "pytest" in commands[1]
    # One run on every core, in the units of tests/conftest.py (work_unit): no test left out by a mark.
    runs = commands[1].split(" -m pytest ")[1:]
    assert runs == ["-n auto --dist loadgroup"], runs
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert commands[1] in ci, ".ci/run must run the README's test command literally"


def test_the_teachers_tools_stay_out_of_the_course_environment() -> None:
    # nbgrader adds teacher menus to JupyterLab (issue 28): the course's install leaves it out,
    # and the tests, which need it, install into an environment of their own.
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert not [d for d in project["dependencies"] if d.startswith("nbgrader")]
    assert any(d.startswith("nbgrader") for d in project["optional-dependencies"]["test"])
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    course, tests = re.findall(r"```bash\n(.*?)\n```", readme.split("## Set up", 1)[1].split("\n## ", 1)[0],
                               flags=re.DOTALL)
    course_env = re.match(r"python3 -m venv (\S+) ", course)
    test_env = re.match(r"python3 -m venv (\S+) ", tests)
    assert course_env and test_env and course_env[1] != test_env[1], (course, tests)
    assert f"{course_env[1]}/bin/pip install -e . " in course and "[test]" not in course
    assert f"{test_env[1]}/bin/pip install -e \".[test]\"" in tests
    assert f"{test_env[1]}/" in (ROOT / ".gitignore").read_text(encoding="utf-8")


def test_readme_runs_ttt_lab_with_the_environments_python() -> None:
    # A bare `python` outside the unactivated .venv has no Voilà (issue 28): every command of
    # the Arcade and Command line sections names the environment's Python.
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    sections = [readme.split(f"\n## {title}\n", 1)[1].split("\n## ", 1)[0] for title in ("Arcade", "Command line")]
    lines = [line for section in sections for block in re.findall(r"```bash\n(.*?)\n```", section, flags=re.DOTALL)
             for line in block.splitlines()]
    assert len(lines) >= 5
    assert all(line.startswith(".venv/bin/python -m ttt_lab ") for line in lines), lines


def test_arcade_without_voila_names_this_python_and_the_environment_that_has_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    from ttt_lab import cli

    real_find_spec = importlib.util.find_spec
    monkeypatch.setattr(cli.importlib.util, "find_spec",
                        lambda name, *rest: None if name == "voila" else real_find_spec(name, *rest))
    notebook = tmp_path / "arcade.ipynb"
    notebook.write_text("{}", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    assert cli.main(["arcade", "--notebook", str(notebook)]) == 1
    without_venv = capsys.readouterr().err
    assert f"not installed in the Python running this command ({sys.executable})" in without_venv
    assert f"{sys.executable} -m pip install voila" in without_venv
    assert "This folder has a virtual environment" not in without_venv

    (tmp_path / ".venv" / "bin").mkdir(parents=True)
    (tmp_path / ".venv" / "bin" / "python").write_text("", encoding="utf-8")
    assert cli.main(["arcade", "--notebook", str(notebook)]) == 1
    assert "run `.venv/bin/python -m ttt_lab arcade`" in capsys.readouterr().err


# ---------------------------------------------------------------------- rooms that fit what they hold

MNK_ROOMS = ("ttt_lab.games", "ttt_lab.search.mnk")
"""Where code may know it is looking at an m,n,k board: the games themselves, the m,n,k
solver's package, and any module named for m,n,k boards (``players/mnk.py``,
``widgets/mnk_grid.py``, ``viz/mnk_boards.py``)."""

MAX_MODULE_LINES = 620
"""About 600 lines: past that a module holds two ideas (DESIGN.md)."""


def module_path(module: str) -> Path:
    path = PACKAGE.parent.joinpath(*module.split("."))
    return path / "__init__.py" if path.is_dir() else path.with_suffix(".py")


def is_mnk_room(module: str) -> bool:
    return module.startswith(MNK_ROOMS) or "mnk" in module.rpartition(".")[2]


def branches_on_mnk(path: Path) -> list[int]:
    """Lines of ``path`` that call ``isinstance(..., MNK)`` (or with a tuple holding ``MNK``)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    return [
        node.lineno
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "isinstance"
        and len(node.args) == 2
        and any(isinstance(part, ast.Name) and part.id == "MNK" for part in ast.walk(node.args[1]))
    ]


def test_code_meant_for_any_game_never_asks_whether_a_game_is_an_mnk_board() -> None:
    offenders = [
        f"{module}: line {line}"
        for module in MODULES
        if not is_mnk_room(module)
        for line in branches_on_mnk(module_path(module))
    ]
    assert not offenders, (
        "ask for a declared capability (ttt_lab.core.Has...) instead of isinstance(game, MNK), or move"
        " the code into a module named for m,n,k boards:\n" + "\n".join(offenders)
    )


def test_the_mnk_check_finds_what_it_looks_for(tmp_path: Path) -> None:
    source = tmp_path / "fake.py"
    source.write_text("def f(game):\n    return isinstance(game, MNK) or isinstance(game, (int, MNK))\n",
                      encoding="utf-8")
    assert branches_on_mnk(source) == [2, 2]
    assert is_mnk_room("ttt_lab.players.mnk") and is_mnk_room("ttt_lab.search.mnk.kernel")
    assert not is_mnk_room("ttt_lab.players.searching")


def test_no_module_outgrows_one_idea() -> None:
    sizes = {str(path.relative_to(ROOT)): len(path.read_text(encoding="utf-8").splitlines())
             for path in PACKAGE.rglob("*.py")}
    too_big = {path: lines for path, lines in sizes.items() if lines > MAX_MODULE_LINES}
    assert not too_big, f"split these along their seams (DESIGN.md): {too_big}"


def test_import_ttt_lab_loads_nothing_until_a_name_is_used() -> None:
    script = (
        "import sys, ttt_lab\n"
        "before = sorted(m for m in sys.modules if m.startswith('ttt_lab.'))\n"
        "game = ttt_lab.TicTacToe()\n"
        "value = ttt_lab.solve(game, game.initial_state()).value\n"
        "print(before, value, 'matplotlib' in sys.modules, 'ipywidgets' in sys.modules)\n"
        "print(sorted(set(ttt_lab.__all__) - set(dir(ttt_lab))))\n"
        "print([name for name in ttt_lab.__all__ if getattr(ttt_lab, name) is None])\n"
    )
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == ["[] 0 False False", "[]", "[]"]



def _suite_conftest() -> Any:
    spec = importlib.util.spec_from_file_location("suite_conftest", ROOT / "tests" / "conftest.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_suites_work_units_keep_files_and_notebooks_whole_and_split_the_zoo_by_module() -> None:
    work_unit = _suite_conftest().work_unit
    # A notebook's cells, in one kernel, and a file's tests stay together.
    assert work_unit("notebooks/03_minimax.ipynb::Cell 4") == work_unit("notebooks/03_minimax.ipynb::Cell 9")
    assert work_unit("tests/test_mnk.py::test_a") == work_unit("tests/test_mnk.py::test_b[3-3]") == "tests/test_mnk.py"
    # Every browser test in one unit: one JupyterLab, the tests one at a time.
    assert work_unit("tests/browser/test_smoke.py::test_x") == work_unit("tests/browser/test_tree_browser.py::t")
    # The zoo: one unit per module, its buggy students and correct variants together; named tests by themselves.
    zoo = "tests/test_bug_zoo.py::test_each_bug_is_named_first_by_its_own_name"
    correct = "tests/test_bug_zoo.py::test_each_correct_variant_passes"
    assert work_unit(f"{zoo}[minimax-swapped]") == work_unit(f"{correct}[minimax-plain]") \
        != work_unit(f"{zoo}[alphabeta-swapped]")
    assert work_unit("tests/test_bug_zoo.py::test_a_named_case") == "tests/test_bug_zoo.py"
