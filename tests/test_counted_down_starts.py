"""A depth term counted down from a start of the code's own is modelled from the start the code writes (sign_models)."""

from __future__ import annotations

import ast

from ttt_lab.exercises.engine import refuted
from ttt_lab.exercises.hint_checks import Source
from ttt_lab.exercises.sign_models import counted_down_bonus_mistakes


def _source(text: str) -> Source:
    return Source((ast.parse(text),), (text,))


def test_only_the_start_the_root_call_writes_is_kept() -> None:
    code = _source("def my_minimax(game, state):\n    return search(game, state, 12)")
    kept = {dict(m.knobs)["own_depth"] for m in counted_down_bonus_mistakes() if not refuted(m, code)}
    assert kept == {12}


def test_a_start_written_as_a_default_is_kept() -> None:
    code = _source("def search(game, state, depth=7):\n    return depth")
    kept = {dict(m.knobs)["own_depth"] for m in counted_down_bonus_mistakes() if not refuted(m, code)}
    assert kept == {7}
