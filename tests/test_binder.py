"""Binder: ``binder/`` builds JupyterLab on Python 3.11 with this package, and the README links it."""

from __future__ import annotations

import ast
import importlib.metadata
import json
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parents[1]
BINDER = ROOT / "binder"
BADGE_URL = "https://mybinder.org/v2/gh/ttt-lab/ttt_lab/HEAD?urlpath=lab/tree/notebooks/00_start_here.ipynb"


def requirement_lines() -> list[str]:
    lines = (BINDER / "requirements.txt").read_text(encoding="utf-8").splitlines()
    return [line.split("#", 1)[0].strip() for line in lines if line.split("#", 1)[0].strip()]


def runtime_distributions() -> set[str]:
    """Every distribution that installing ttt_lab (no extras) brings in, by canonical name."""
    seen: set[str] = set()
    todo = ["ttt_lab"]
    while todo:
        name = canonicalize_name(todo.pop())
        if name in seen:
            continue
        seen.add(name)
        try:
            requirements = importlib.metadata.distribution(name).requires or []
        except importlib.metadata.PackageNotFoundError:
            continue  # a dependency for another platform
        for text in requirements:
            requirement = Requirement(text)
            if requirement.marker is None or requirement.marker.evaluate({"extra": ""}):
                todo.append(requirement.name)
    return seen


def is_optional_import(node: ast.AST, parents: dict[ast.AST, ast.AST]) -> bool:
    """Inside ``if TYPE_CHECKING:`` or a ``try`` that catches ImportError."""
    while node in parents:
        node = parents[node]
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            return True
        if isinstance(node, ast.Try) and any(
            handler.type is not None and "ImportError" in ast.unparse(handler.type)
            for handler in node.handlers
        ):
            return True
    return False


def top_level_imports(source: str) -> Iterator[str]:
    """The top-level names of the absolute imports that ``source`` runs."""
    tree = ast.parse(source)
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    for node in ast.walk(tree):
        if is_optional_import(node, parents):
            continue
        if isinstance(node, ast.Import):
            yield from (alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            yield node.module.split(".")[0]


def notebook_code(path: Path) -> str:
    """A notebook's code cells as Python, without IPython magics and shell escapes."""
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    lines = []
    for cell in cells:
        source = "".join(cell["source"])
        if cell["cell_type"] != "code" or source.startswith("%%"):
            continue
        lines += [line for line in source.splitlines() if not line.lstrip().startswith(("%", "!"))]
    return "\n".join(lines)


def course_sources() -> list[Path]:
    return sorted(ROOT.joinpath("notebooks").glob("*.ipynb")) + sorted(ROOT.joinpath("ttt_lab").rglob("*.py"))


def test_binder_installs_everything_the_course_imports() -> None:
    # Binder installs ttt_lab without the test extra: a notebook or module that imports a
    # test-only package (hypothesis, pytest...) would work in CI and break on Binder.
    installed = runtime_distributions()
    providers = importlib.metadata.packages_distributions()
    missing = []
    for path in course_sources():
        source = notebook_code(path) if path.suffix == ".ipynb" else path.read_text(encoding="utf-8")
        for module in sorted(set(top_level_imports(source))):
            if module in sys.stdlib_module_names or module == "ttt_lab":
                continue
            if not {canonicalize_name(dist) for dist in providers.get(module, [])} & installed:
                missing.append(f"{path.relative_to(ROOT)} imports {module}")
    assert not missing, "not installed by binder/requirements.txt (add to dependencies):\n" + "\n".join(
        missing
    )


def test_the_import_scan_sees_test_only_packages() -> None:
    source = "import hypothesis\nfrom matplotlib import pyplot\nif TYPE_CHECKING:\n    import pandas\n"
    assert set(top_level_imports(source)) == {"hypothesis", "matplotlib"}
    installed = runtime_distributions()
    assert {"matplotlib", "ipywidgets", "jupyterlab", "ipykernel"} <= installed
    assert "hypothesis" not in installed


def test_runtime_is_python_3_11_within_requires_python() -> None:
    assert (BINDER / "runtime.txt").read_text(encoding="utf-8").strip() == "python-3.11"
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    minimum = re.search(r'requires-python\s*=\s*">=\s*3\.(\d+)"', pyproject)
    assert minimum is not None, 'pyproject.toml should say requires-python = ">=3.N"'
    assert int(minimum.group(1)) <= 11


def test_requirements_install_this_package_from_the_repo_root() -> None:
    # Binder runs `pip install -r binder/requirements.txt` from the repository root, so "."
    # is the checkout: the package and, through it, JupyterLab and every dependency.
    lines = requirement_lines()
    assert any(re.fullmatch(r"(-e\s+|--editable[= ]\s*)?\.(\[[\w,-]+\])?", line) for line in lines), lines
    assert re.search(r'^name\s*=\s*"ttt_lab"', (ROOT / "pyproject.toml").read_text(encoding="utf-8"), re.M)


def test_readme_badge_opens_the_first_notebook_on_binder() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert f"]({BADGE_URL})" in readme
    assert "https://mybinder.org/badge_logo.svg" in readme


def test_repo2docker_accepts_the_binder_folder() -> None:
    repo2docker = shutil.which("repo2docker", path=str(Path(sys.executable).parent)) or shutil.which(
        "repo2docker"
    )
    if repo2docker is None:
        pytest.skip("jupyter-repo2docker is not installed")
    # --no-build parses binder/ and prints the Dockerfile without needing docker.
    result = subprocess.run(
        [repo2docker, "--no-build", "--debug", "."],
        cwd=ROOT,
        capture_output=True,
        text=True,
        stdin=subprocess.DEVNULL,
        timeout=120,
    )
    output = result.stdout + result.stderr
    assert result.returncode == 0, output
    assert "python=3.11" in output, output
    assert 'pip install --no-cache-dir -r "binder/requirements.txt"' in output, output
