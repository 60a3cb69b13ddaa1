"""checker: check_iterative_deepening
truth: buggy — each iteration calls alphabeta(..., quick_wins=True) (copied from the notebook's "one alpha-beta search straight to depth" cell), so a win or loss found at that depth is scored 1 - p/1000 instead of 1 and the values of decided iterations differ from plain alpha-beta.
source: own (the notebook 11 cell `alone = alphabeta(game, position, depth=DEPTH, evaluate=..., quick_wins=True)` copied into the loop)
"""
from ttt_lab.search import alphabeta


def my_iterative_deepening(game, state, evaluate, max_depth):
    "One (value, move) per depth, 1 to max_depth, each from a depth-limited alpha-beta."
    found = []
    depth = 1
    while depth <= max_depth:
        alone = alphabeta(game, state, depth=depth, evaluate=evaluate, quick_wins=True)
        found.append((alone.value, alone.move))
        depth += 1
    return found
