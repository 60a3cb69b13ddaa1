"""checker: iterative_deepening
mistake: forgets to pass evaluate to alphabeta
"""

from ttt_lab.search import alphabeta

def my_iterative_deepening(game, state, evaluate, max_depth):
    found = []
    for depth in range(1, max_depth + 1):
        result = alphabeta(game, state, depth=depth)
        found.append((result.value, result.move))
    return found
