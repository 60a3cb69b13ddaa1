"""checker: check_iterative_deepening
truth: correct — each iteration is alpha-beta at its depth with the earlier iterations' best moves tried first (an `order=` function), so the values are alpha-beta's and each move is one of the depth's best (ties may be broken differently).
source: ported from luccabb/lazy_smp engines/iterative_deepening.py (good_moves list, partial(organize_moves, good_moves=...) rebuilt after each depth)
"""
from functools import partial

from ttt_lab.search import alphabeta


def organize_moves(game, state, moves, good_moves):
    first = [m for m in good_moves if m in moves]
    return first + [m for m in moves if m not in first]


def my_iterative_deepening(game, state, evaluate, max_depth):
    "One (value, move) per depth, 1 to max_depth, each from a depth-limited alpha-beta."
    good_moves = []
    good_moves_first = partial(organize_moves, good_moves=[])
    found = []
    for depth in range(1, max_depth + 1):
        result = alphabeta(game, state, depth=depth, evaluate=evaluate, order=good_moves_first)
        best_move = result.move
        found.append((result.value, best_move))
        if best_move in good_moves:
            good_moves.remove(best_move)
        good_moves.insert(0, best_move)
        good_moves_first = partial(organize_moves, good_moves=good_moves)
    return found
