"""checker: check_iterative_deepening
mistake: correct (while loop, stops early only if the game is over at the root - never, here)."""
from ttt_lab.search import alphabeta
def my_iterative_deepening(game, state, evaluate, max_depth):
    rows, depth = [], 1
    while depth <= max_depth:
        result = alphabeta(game, state, depth=depth, evaluate=evaluate)
        rows.append((result.value, result.move))
        depth += 1
    return rows
