"""A depth limit set once in a global refutes "evaluates instead of searching" from the code (cutoff_tests)."""

from __future__ import annotations

import ast
from pathlib import Path

from bug_zoo.blind_waves import student

from ttt_lab.exercises.engine import refuted
from ttt_lab.exercises.hint_checks import Source
from ttt_lab.exercises.mistake_catalogues import depth_mistakes
from ttt_lab.exercises.report import NEVER_SEARCHES
from ttt_lab.exercises.student_source import reading, student_source

WAVE28 = Path(__file__).parent / "bug_zoo" / "blind52_wave28"


def _never_searches() -> list:
    return [m for m in depth_mistakes() if m.name == NEVER_SEARCHES]


def test_a_limit_kept_from_the_first_call_is_not_said_to_never_search() -> None:
    for stem in ("dl_04_global_max_depth", "own_dl_limit_set_once"):
        with reading(student(WAVE28 / f"{stem}.py")):
            source = student_source()
        assert source is not None and all(refuted(m, source) for m in _never_searches()), stem


def test_a_search_that_never_searches_keeps_its_name() -> None:
    always = ("def search(game, state, depth, evaluate):\n    if depth >= 0:\n        return evaluate(state)\n"
              "    return 0")
    kept = ("LIMIT = None\n\ndef search(game, state, depth, evaluate):\n    global LIMIT\n    if LIMIT is None:\n"
            "        LIMIT = depth\n    return evaluate(state)")
    for text in (always, kept):
        source = Source((ast.parse(text),), (text,))
        assert not any(refuted(m, source) for m in _never_searches()), text
