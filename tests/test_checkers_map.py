"""docs/checkers.md's module map stays true: every module of ttt_lab/exercises is listed in
it, and every module it lists exists."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MAP = ROOT / "docs" / "checkers.md"
PACKAGE = ROOT / "ttt_lab" / "exercises"


def _map_section() -> str:
    text = MAP.read_text(encoding="utf-8")
    start = text.index("## Module map")
    end = text.index("\n## ", start + 1)
    return text[start:end]


def test_every_exercises_module_is_on_the_map() -> None:
    modules = {p.stem for p in PACKAGE.glob("*.py") if p.stem != "__init__"}
    named = set(re.findall(r"`([a-z][a-z_]*)`", _map_section()))
    assert sorted(modules - named) == [], "modules missing from docs/checkers.md's map"
    assert sorted(named - modules) == [], "docs/checkers.md's map names modules that do not exist"
