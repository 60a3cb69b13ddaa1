"""checker: iterative_deepening
mistake: returns (move, value) instead of (value, move)
"""

from ttt_lab.search import alphabeta

def my_iterative_deepening(game, state, evaluate, max_depth):
    found = []
    for depth in range(1, max_depth + 1):
        result = alphabeta(game, state, depth=depth, evaluate=evaluate)
        found.append((result.move, result.value))
    return found
