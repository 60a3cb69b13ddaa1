"""check_minimax — TRUTH: buggy: returns (value, child state) — the position after the best move — instead of the move."""
CHECK, KW = "check_minimax", {"with_move": True}
import math
def student(game, state):
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX), None
    best, best_child = None, None
    for a in game.actions(state):
        child = game.result(state, a)
        v, _ = student(game, child)
        if best is None or (v > best if game.to_move(state) == MAX else v < best):
            best, best_child = v, child
    return best, best_child
