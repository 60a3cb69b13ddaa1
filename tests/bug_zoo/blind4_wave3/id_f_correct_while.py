"""checker: iterative_deepening
mistake: correct (while loop, stops early on a proven result? no: plain while to max_depth)
"""

from ttt_lab.search import alphabeta

def my_iterative_deepening(game, state, evaluate, max_depth):
    results = []
    depth = 1
    while depth <= max_depth:
        r = alphabeta(game, state, depth=depth, evaluate=evaluate)
        results.append((r.value, r.move))
        depth += 1
    return results
