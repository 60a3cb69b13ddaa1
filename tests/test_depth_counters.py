"""depth_counters: the depth a student's search counts by itself, read from its code (wave 25's ex_04)."""

import ast
import textwrap
from pathlib import Path

from bug_zoo.blind_waves import CHECK, student

from ttt_lab.exercises.depth_counters import depth_counter
from ttt_lab.exercises.hint_checks import Source

ZOO = Path(__file__).parent / "bug_zoo" / "blind45_wave25_new"


def test_a_counter_stepped_at_some_calls_of_a_method() -> None:
    """A class's search calls itself as self.search(...), stepping the depth after MAX's moves alone: the counter
    is found, and it counts only partly."""
    text = textwrap.dedent("""
        def search(self, game, state, depth):
            if depth == self.depth:
                return 0
            if game.to_move(state) == "X":
                return max(self.search(game, c, depth + 1) for c in game.children(state))
            return min(self.search(game, c, depth) for c in game.children(state))
        """)
    counter = depth_counter(Source((ast.parse(text).body[0],), (text,)))
    assert counter is not None and counter.up and counter.partly and counter.test == "depth == self.depth"


def test_the_cs188_agent_is_told_of_its_own_counter() -> None:
    """Wave 25's ex_04, told "counted down" and a `depth == 0` test when measured: the words follow its code."""
    report = CHECK(student(ZOO / "w25_ex_04_depth_cutoff.py"), quiet=True)
    message = report.message()
    assert "`depth == self.depth`" in message and "only where a call passes `depth + 1`" in message
    assert "`depth == 0`" not in message and "counted down" not in message
