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
(:func:`finished_returns`). Minimax's cousin, ``return 1 if winner == MAX else -1`` (a draw -1, a win's size unread),
is :func:`max_won_or_lost_mistakes`.

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


MAX_WON_OR_LOST = "scores a finished game 1 if MAX won, else -1"


def max_won_or_lost(game: Any) -> Any:
    """``game`` as code sees it that scores a finished game by whether MAX won: +1 if so, else -1 (a draw too)."""
    MAX = game.players[0]
    return _Rescored(game, lambda s: 1.0 if float(game.utility(s, MAX)) > 0 else -1.0)


def max_won_or_lost_mistakes() -> list[Mistake]:
    """Minimax's slip of the same kind, from MAX's side (``return 1 if winner == MAX else -1``): a finished game scored
    by its sign alone, a win +1 whatever its size, anything else -1, a draw included."""
    return [Mistake(MAX_WON_OR_LOST, _WON_OR_LOST.format(how=""), _WON_OR_LOST_HINT, alter=max_won_or_lost,
                    worded=_won_or_lost_words)]


_WON_OR_LOST = ("scores a finished game by whether MAX won{how}, 1 if so and -1 otherwise: a win is 1 whatever its size,"
                " and a draw is -1, as if MAX had lost")
_WON_OR_LOST_HINT = ("A finished game is worth its utility for MAX, game.utility(state, game.players[0]), read as it is:"
                     " 0 for a draw, and a tree's leaf its own number.")


def _plus_minus_one(node: ast.AST) -> bool:
    """``1 if ... else -1``."""
    def number(value: ast.AST, sign: int) -> bool:
        if sign < 0:
            return (isinstance(value, ast.UnaryOp) and isinstance(value.op, ast.USub)
                    and isinstance(value.operand, ast.Constant) and value.operand.value == 1)
        return isinstance(value, ast.Constant) and value.value == 1 and not isinstance(value.value, bool)
    return isinstance(node, ast.IfExp) and number(node.body, 1) and number(node.orelse, -1)


def _won_or_lost_words(source: Source) -> tuple[str, str] | None:
    """The explanation quoting the code's ``1 if ... else -1``, where it has one such expression."""
    found = [node for node in source.nodes() if _plus_minus_one(node)]
    if len(found) != 1:
        return None
    return _WON_OR_LOST.format(how=f" (`{source.segment(found[0])}`)"), _WON_OR_LOST_HINT


def lost_or_drawn_mistakes() -> list[Mistake]:
    """Negamax's slip of a finished game tested only for a loss and a draw (added to its catalogue)."""
    return [Mistake(LOSS_OR_DRAW_ONLY, "scores a finished game as -1 or 0 only: a loss whatever its size (-1), a draw"
                    " 0, and a win not at all: a game the side to move has won falls through to the loop over the"
                    " moves, finds none, and is worth the loop's start, -inf", _HINT, alter=lost_or_drawn,
                    worded=_worded)]
