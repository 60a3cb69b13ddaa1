"""A finished game tested only as lost or drawn for the side to move (issue 27, wave 35's nm_01).

Code ported from a game where the side to move can never have won (``if state.is_lose(): return -1``, ``if
state.is_draw(): return 0``, then the loop over the moves) scores a finished game by the sign of its utility alone,
and only two ways: a loss is -1 whatever its size, a draw 0, and a finished game the side to move has won is not
caught at all: it falls through to the loop, which finds no move and returns its start, -inf. In tic-tac-toe every
value is right (the side to move at a finished game never won, and wins are worth 1); on a tree whose leaves are
worth 6 or -7, both slips show. "Scores a finished game -1 if the side to move lost, else 0"
(:data:`~ttt_lab.exercises.terminal_models.LOST_OR_NOTHING`) gives its win 0, not -inf; with no model the checker
only localised it ("returns a wrong value"). :func:`lost_or_drawn_mistakes` names it, as a change of the game
(:func:`lost_or_drawn`), and its words quote the code's own tests of a finished game where the source has them
(:func:`finished_returns`).

Example:
    >>> from ttt_lab.games.trees import TreeGame
    >>> game = lost_or_drawn(TreeGame([[4, -7, 9], 6]))
    >>> [game.utility(s, game.to_move(s)) for s in [(0, 0), (0, 1), (1,)]]  # MAX won 4, lost -7; MIN lost 6
    [-inf, -1.0, -1.0]
"""

from __future__ import annotations

import ast
import math
from typing import Any

from ttt_lab.exercises.engine import Mistake
from ttt_lab.exercises.harness import _Rescored
from ttt_lab.exercises.hint_checks import Source

LOSS_OR_DRAW_ONLY = "scores a finished game only as a loss (-1) or a draw (0)"


def lost_or_drawn(game: Any) -> Any:
    """``game`` as such code sees it: a finished game worth -1 to the side to move where it lost, 0 where drawn, and
    -inf where it won (searched on, no moves, the loop's start); in MAX's view, as utilities are given."""
    MAX = game.players[0]

    def scored(s: Any) -> float:
        mover = game.to_move(s)
        won = float(game.utility(s, mover))
        value = -1.0 if won < 0 else 0.0 if won == 0 else -math.inf
        return value if mover == MAX else -value

    return _Rescored(game, scored)


def _constant(node: ast.AST | None) -> bool:
    return isinstance(node, ast.Constant) or (isinstance(node, ast.UnaryOp) and isinstance(node.operand, ast.Constant))


_FINISHED_WORDS = ("terminal", "lose", "lost", "draw", "over", "winner", "won")


def _about_the_end(test: ast.AST) -> bool:
    text = ast.unparse(test).lower()
    return any(word in text for word in _FINISHED_WORDS)


def finished_returns(source: Source) -> list[str]:
    """The code's tests of a finished game that return a number written in the code, each as ``if TEST: return
    VALUE``, in the code's order: an if whose test asks about the end (``game.is_terminal(state) and ... < 0``,
    ``state.is_lose()``), or any if inside the body of one (``if is_terminal(s):`` then ``if score < 0: return -1``)."""
    inside: set[int] = set()
    for node in source.nodes():
        if isinstance(node, ast.If) and _about_the_end(node.test):
            inside |= {id(inner) for stmt in node.body for inner in ast.walk(stmt)}
    found = []
    for node in source.nodes():
        if not isinstance(node, ast.If) or not node.body or not isinstance(node.body[0], ast.Return):
            continue
        value = node.body[0].value
        if _constant(value) and (_about_the_end(node.test) or id(node) in inside):
            found.append((node.lineno, f"if {source.segment(node.test)}: return {source.segment(value)}"))  # type: ignore[arg-type]
    return [text for _, text in sorted(found)]


def _worded(source: Source) -> tuple[str, str] | None:
    tests = finished_returns(source)
    if len(tests) < 2:
        return None
    shown = "; ".join(f"`{test}`" for test in tests)
    return (f"tests a finished game only as lost or drawn for the side to move ({shown}): a loss is -1 whatever its"
            " size, and a game the side to move has won is not caught at all: it falls through to the loop over the"
            " moves, finds none, and is worth the loop's start, -inf", _HINT)


_HINT = ("A finished game is worth its utility for the side to move, game.utility(state, game.to_move(state)), read as"
         " it is: test game.is_terminal(state) once and return that, a win (a tree's leaf may favour the side to move)"
         " and a loss of any size included.")


def lost_or_drawn_mistakes() -> list[Mistake]:
    """Negamax's slip of a finished game tested only for a loss and a draw (added to its catalogue)."""
    return [Mistake(LOSS_OR_DRAW_ONLY, "scores a finished game as -1 or 0 only: a loss whatever its size (-1), a draw"
                    " 0, and a win not at all: a game the side to move has won falls through to the loop over the"
                    " moves, finds none, and is worth the loop's start, -inf", _HINT, alter=lost_or_drawn,
                    worded=_worded)]
