"""checker: iterative_deepening
mistake: searches depth+1 at each iteration (depth=d+1 for d in 1..max)
"""

from ttt_lab.search import alphabeta

def my_iterative_deepening(game, state, evaluate, max_depth):
    found = []
    for depth in range(1, max_depth + 1):
        result = alphabeta(game, state, depth=depth + 1, evaluate=evaluate)
        found.append((result.value, result.move))
    return found
