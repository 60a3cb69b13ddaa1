"""checker: iterative_deepening
mistake: range(1, max_depth): stops one iteration early
"""

from ttt_lab.search import alphabeta

def my_iterative_deepening(game, state, evaluate, max_depth):
    return [(r.value, r.move) for r in (alphabeta(game, state, depth=d, evaluate=evaluate) for d in range(1, max_depth))]
