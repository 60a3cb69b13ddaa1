"""finished_first: a finished game scored by a test of the code's own that runs before the game's (wave 25's r_05)."""

import ast
import textwrap
from pathlib import Path

from bug_zoo.blind_waves import CHECK, student

from ttt_lab.exercises.finished_first import own_test_first
from ttt_lab.exercises.hint_checks import Source

ZOO = Path(__file__).parent / "bug_zoo" / "blind45_wave25_new"


def _source(text: str) -> Source:
    text = textwrap.dedent(text)
    return Source((ast.parse(text).body[0],), (text,))


def test_a_full_board_test_before_the_game_is_found_and_after_it_is_not() -> None:
    first = _source("""
        def score(game, s):
            if not list(game.empty_cells(s)):
                return 0
            if game.is_terminal(s):
                return game.utility(s, "X")
        """)
    after = _source("""
        def score(game, s):
            if game.is_terminal(s):
                return game.utility(s, "X")
            if not list(game.empty_cells(s)):
                return 0
        """)
    assert own_test_first(first, 0.0) == ("not list(game.empty_cells(s))", "game.is_terminal(s)")
    assert own_test_first(first, 1.0) is None  # the wrong finished game got another value: not this test's
    assert own_test_first(after, 0.0) is None


def test_the_hint_names_the_two_tests_not_a_call_the_code_has() -> None:
    """Wave 25's r_05 was told to decide from game.utility, which its code calls: the hint names its own test."""
    message = CHECK(student(ZOO / "w25_r_05_full_board_draw_first.py"), quiet=True).message()
    assert "move the test `not list(game.empty_cells(layout))` after `game.is_terminal(layout)`" in message
    assert "A finished position is decided first, from the game alone" not in message
