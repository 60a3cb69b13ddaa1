"""Iterative deepening that walks down its own best moves: after each iteration it plays the move it
found best (``state = game.result(state, best_move)``, meant as "principal variation first") and
searches the next depth from that child, so iteration d answers for the position reached by the
earlier iterations' best moves, not for the position it was given.

Read from behaviour: the model searches each depth from the position the earlier iterations' best
moves (the library's alpha-beta's, as a student calling it gets) lead to, and the checker names it
only when that reproduces every iteration of every case. Two shapes of the walk: one that stops
walking before a move that ends the game (the search of a finished game has no move to play), and
one that plays it and searches the finished game.

Example:
    >>> from ttt_lab.games.mnk import TicTacToe
    >>> from ttt_lab.search import line_evaluation
    >>> game = TicTacToe()
    >>> found = after_best_moves(game, game.parse("X../.O./..."), line_evaluation(game), 3, False,
    ...                          lambda g, s, d, e: set(g.actions(s)))
    >>> [round(value, 4) for value, _ in found]
    [0.1013, 0.0506, 0.1013]
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ttt_lab.exercises.engine import Mistake
from ttt_lab.search import alphabeta

WALKS_DOWN = "searches a later iteration from another position (after the previous best move)"
_HINT = ("Every iteration searches the position you were given, state, at depth d. The previous iteration's best"
         " move only decides which move to try first (move ordering): do not play it (game.result(state, best_move))"
         " and search the next depth from there, which answers for another position.")

WALKS_DOWN_MISTAKES = [
    Mistake(WALKS_DOWN, "plays each iteration's best move and searches the next depth from the position it reaches"
            f" (state = game.result(state, best_move)), {how}: iteration d's value is the search of the position the"
            " earlier best moves lead to, not of the position given", _HINT, knobs=(("walks down", enter),))
    for enter, how in ((False, "as long as that move does not end the game"), (True, "even into a finished game"))]
"""The walk's two shapes, as knobs of the iterative deepening checker's model."""


def after_best_moves(game: Any, state: Any, evaluate: Callable[[Any], float], max_depth: int, enter_finished: bool,
                     best_moves: Callable[[Any, Any, int, Any], set[Any]]) -> tuple[tuple[float, frozenset[Any]], ...]:
    """One (value, best moves) per depth 1 ... ``max_depth``, each searched from the position the earlier
    iterations' best moves reached; ``enter_finished``: a move that ends the game is played too."""
    found = []
    position = state
    for depth in range(1, max_depth + 1):
        result = alphabeta(game, position, depth=depth, evaluate=evaluate)
        moves = best_moves(game, position, depth, evaluate) if not game.is_terminal(position) else {None}
        found.append((float(result.value), frozenset(moves)))
        if result.move is None or depth == max_depth:
            continue
        child = game.result(position, result.move)
        if enter_finished or not game.is_terminal(child):
            position = child
    return tuple(found)
