"""Iterations whose values are not plain alpha-beta's because the search was asked for more: an option
of the library's alpha-beta that changes the value it returns.

Notebook 11 itself calls ``alphabeta(..., quick_wins=True)`` for its one search straight to the last
depth, and a student who copies that call into the loop scores every win found p plies down as
1 - p/1000 (a loss as -(1 - p/1000)): right moves, and a value off by a thousandth wherever an
iteration sees the game decided. Localising it shows the iteration and its root, but not why; the
model names it (knob ``quick_wins`` of the checker's prediction, the library's own search with it).
"""

from __future__ import annotations

from ttt_lab.exercises.engine import Mistake

SCORES_QUICK_WINS = "scores a win by how soon it comes, not as alpha-beta's 1"

OPTION_MISTAKES = [
    Mistake(SCORES_QUICK_WINS, "scores a win found p plies down as 1 - p/1000 (a loss as -(1 - p/1000)), as"
            " alphabeta(..., quick_wins=True) does, so an iteration that sees the game decided returns a value"
            " a little off alpha-beta's",
            "Each iteration is plain alpha-beta to its depth: alphabeta(game, state, depth=d, evaluate=evaluate),"
            " without quick_wins=True (that option prefers the quicker of two wins, and changes the value).",
            knobs=(("quick_wins", True),)),
]
"""The mistakes of an option handed to the library's alpha-beta."""
