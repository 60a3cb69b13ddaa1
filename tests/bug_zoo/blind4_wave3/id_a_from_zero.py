"""checker: iterative_deepening
mistake: range(max_depth): searches depths 0..max_depth-1 (depth off by one)
"""

from ttt_lab.search import alphabeta

def my_iterative_deepening(game, state, evaluate, max_depth):
    out = []
    for d in range(max_depth):
        r = alphabeta(game, state, depth=d, evaluate=evaluate)
        out.append((r.value, r.move))
    return out
