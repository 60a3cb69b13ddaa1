"""checker: check_iterative_deepening
mistake: keeps the previous iteration's move unless the value strictly improves (value of this depth, move of an earlier one)."""
from ttt_lab.search import alphabeta
def my_iterative_deepening(game, state, evaluate, max_depth):
    found, best_value, best_move = [], None, None
    for depth in range(1, max_depth + 1):
        r = alphabeta(game, state, depth=depth, evaluate=evaluate)
        if best_value is None or r.value > best_value:
            best_move = r.move
        best_value = r.value
        found.append((r.value, best_move))
    return found
