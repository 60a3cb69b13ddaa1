"""Reference solutions for the notebooks' hidden cells: thin wrappers over the library.

The course has one implementation of each algorithm (in :mod:`ttt_lab.search`), and these
call it, so a solution shown to students never drifts from the search they use.

Example:
    >>> from ttt_lab.games.trees import TreeGame
    >>> reference_minimax(TreeGame([[3, 12], [2, 4]]), ())
    3
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any

from ttt_lab.core import Player
from ttt_lab.games.list_board import Board, ListBoardGame
from ttt_lab.games.mnk import MNKState, TicTacToe
from ttt_lab.search import alphabeta, expectimax, line_evaluation, minimax


def reference_minimax(game: Any, state: Any) -> float:
    """Minimax's value of ``state`` from MAX's view: ``ttt_lab.search.minimax(game, state).value``.

    Example:
        >>> from ttt_lab.games.trees import aima_figure_5_2
        >>> reference_minimax(aima_figure_5_2(), ())
        3
    """
    return minimax(game, state).value


def reference_expectimax(game: Any, state: Any) -> float:
    """The expected value of ``state`` for MAX: ``ttt_lab.search.expectimax(game, state).value``.

    Example:
        >>> from ttt_lab.games.chance import ChanceTreeGame
        >>> reference_expectimax(ChanceTreeGame([(0.25, 8), (0.75, 4)], levels=("CHANCE",)), ())
        5.0
    """
    return expectimax(game, state).value


def reference_depth_limited_minimax(game: Any, state: Any, depth: int, evaluate: Callable[[Any], float]) -> float:
    """``ttt_lab.search.minimax(game, state, depth=depth, evaluate=evaluate).value``.

    Example:
        >>> from ttt_lab.games.trees import aima_figure_5_2
        >>> reference_depth_limited_minimax(aima_figure_5_2(), (), 1, lambda s: 0.5)
        0.5
    """
    return minimax(game, state, depth=depth, evaluate=evaluate).value


def reference_alphabeta(game: Any, state: Any) -> float:
    """Alpha-beta's value of ``state``: ``ttt_lab.search.alphabeta(game, state).value``.

    Example:
        >>> from ttt_lab.games.trees import aima_figure_5_2
        >>> reference_alphabeta(aima_figure_5_2(), ())
        3
    """
    return alphabeta(game, state).value


def reference_evaluation(state: MNKState) -> float:
    """The library's line-counting evaluation for 3x3 tic-tac-toe (:func:`~ttt_lab.search.line_evaluation`).

    Example:
        >>> reference_evaluation(TicTacToe().parse("X../.../...")) > 0
        True
    """
    return _tictactoe_evaluation()(state)


@lru_cache(maxsize=1)
def _tictactoe_evaluation() -> Callable[[MNKState], float]:
    return line_evaluation(TicTacToe())


def reference_win_test(board: Board | str | MNKState, k: int = 3) -> Player | None:
    """Who has ``k`` in a row on ``board`` (rows, text or an ``MNKState``), read by the game's rules.

    Example:
        >>> reference_win_test([["X", "O", "."], ["O", "X", "."], [".", ".", "X"]])
        'X'
        >>> reference_win_test("XO./OX./...")
    """
    if isinstance(board, MNKState):
        return board.winner
    rows = [list(row) for row in board.split("/")] if isinstance(board, str) else board
    return ListBoardGame(len(rows[0]), len(rows), k).winner(rows)
