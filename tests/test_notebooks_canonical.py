"""Every notebook is kept in the form Jupyter itself saves, without outputs.

A class that takes course updates with git (nbgitpuller on a JupyterHub, or ``git pull`` in a
personal copy) gets conflicts wherever opening or running a notebook rewrites it. Opening
one starts a kernel, which writes the kernel's ``language_info`` into the notebook's
metadata: the notebooks store exactly what ipykernel writes there, less the Python version,
which differs from machine to machine. Running stores outputs and execution counts: the
notebooks store none. And the file is laid out as Jupyter writes it (nbformat's JSON:
sorted keys, one-space indents), so that saving an unchanged notebook changes no byte.
"""

from __future__ import annotations

from pathlib import Path

import nbformat
import pytest
from ipykernel.ipkernel import IPythonKernel

NOTEBOOKS = sorted((Path(__file__).parent.parent / "notebooks").glob("*.ipynb"))
LANGUAGE_INFO = {key: value for key, value in IPythonKernel.language_info.items() if key != "version"}
KERNELSPEC = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}


def test_the_course_notebooks_are_numbered_from_00_without_gaps() -> None:
    numbers = [path.name[:2] for path in NOTEBOOKS if path.name[:2].isdigit()]
    assert len(numbers) >= 9 and numbers == [f"{i:02}" for i in range(len(numbers))]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[path.name for path in NOTEBOOKS])
def test_a_notebook_is_stored_as_jupyter_saves_it_without_outputs(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    notebook = nbformat.reads(text, as_version=nbformat.NO_CONVERT)
    nbformat.validate(notebook)
    assert (notebook.nbformat, notebook.nbformat_minor) == (4, 5)
    assert notebook.metadata == {"kernelspec": KERNELSPEC, "language_info": LANGUAGE_INFO}
    for index, cell in enumerate(notebook.cells):
        assert cell.get("id"), f"cell {index} has no id: Jupyter would add one on save"
        if cell.cell_type == "code":
            assert cell.outputs == [] and cell.execution_count is None, f"cell {index} holds outputs"
    assert text == nbformat.writes(notebook) + "\n", "not laid out as Jupyter writes it: run nbformat over it"
