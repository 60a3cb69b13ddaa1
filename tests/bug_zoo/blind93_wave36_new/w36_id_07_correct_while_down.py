"""checker: check_iterative_deepening
truth: correct — builds the list deepest-first with a while loop and reverses it at the end; each depth searched once.
source: own
"""
from ttt_lab.search import alphabeta


def my_iterative_deepening(game, state, evaluate, max_depth):
    "One (value, move) per depth, 1 to max_depth, each from a depth-limited alpha-beta."
    out = []
    d = max_depth
    while d >= 1:
        res = alphabeta(game, state, depth=d, evaluate=evaluate)
        out.append((res.value, res.move))
        d -= 1
    out.reverse()
    return out
