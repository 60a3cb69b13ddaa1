"""Binder: ``binder/`` builds JupyterLab on Python 3.11 with this package, and the README links it."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
BINDER = ROOT / "binder"
BADGE_URL = "https://mybinder.org/v2/gh/ttt-lab/ttt_lab/HEAD?urlpath=lab/tree/notebooks/00_start_here.ipynb"


def requirement_lines() -> list[str]:
    lines = (BINDER / "requirements.txt").read_text(encoding="utf-8").splitlines()
    return [line.split("#", 1)[0].strip() for line in lines if line.split("#", 1)[0].strip()]


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
