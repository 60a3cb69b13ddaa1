"""Wave 34's first set (blind80): the words told to the students fixed in ``bug_zoo/blind82_wave34_zoo``,
and the source rules behind them."""

from __future__ import annotations

import ast
import textwrap

from bug_zoo import blind82_wave34_zoo as wave34
from bug_zoo.runs import checked

from ttt_lab.exercises.cut_continues import continued_cuts
from ttt_lab.exercises.hint_checks import Source, empty_made_from_stone


def _source(code: str) -> Source:
    text = textwrap.dedent(code)
    return Source((ast.parse(text),), (text,))


def test_a_reset_bound_is_told_on_the_students_line_and_the_passed_window_is_not_denied() -> None:
    told = str(checked(wave34.CHECK, wave34._ALL["ab_06_min_resets_beta"]))
    assert "`v = beta = math.inf`" in told
    assert "does not pass alpha and beta" not in told


def test_the_empty_marker_told_is_the_one_the_code_makes_never_none() -> None:
    for stem, made in (("ev_02_empty_is_empty_string", "'.'"), ("ev_x81a_blank_is_dot", "' '")):
        told = str(checked(wave34.CHECK, wave34._ALL[stem]))
        assert f"Test for {made}" in told
        assert "Test for None" not in told


def test_a_marker_made_from_stone_at_is_read_from_either_spelling() -> None:
    assert empty_made_from_stone(_source("cell = game.stone_at(s, (0, 0)) or '-'"))[1] == "-"  # type: ignore[index]
    assert empty_made_from_stone(_source("cell = '_' if stone is None else stone"))[1] == "_"  # type: ignore[index]
    assert empty_made_from_stone(_source("cell = game.stone_at(s, (0, 0))")) is None


def test_a_line_table_with_a_repeat_is_told_which_line_it_repeats_and_which_it_lacks() -> None:
    told = str(checked(wave34.CHECK, wave34._ALL["ev_05_lines_table_typo"]))
    assert "one of the [2, 5, 8] entries must be [2, 4, 6]" in told


def test_only_cutoffs_answered_by_continue_alone_are_read_as_such() -> None:
    loop = """
        for a in moves:
            v = max(v, search(a))
            alpha = max(alpha, v)
            if alpha >= beta:
                {}
        """
    assert len(continued_cuts(_source(loop.format("continue")))) == 1
    assert continued_cuts(_source(loop.format("break"))) == []
    told = str(checked(wave34.CHECK, wave34._ALL["ab_07_continue_not_break"]))
    assert "answers it with `continue`" in told and "`beta <= alpha`" in told
