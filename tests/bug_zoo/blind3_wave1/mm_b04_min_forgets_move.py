"""check_minimax(with_move) — TRUTH: buggy: at MIN nodes updates the best value but not the best move (move stays the first move); values right."""
CHECK, KW = "check_minimax", {"with_move": True}
import math
def student(game, state):
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX), None
    moves = game.actions(state)
    if game.to_move(state) == MAX:
        best, best_move = -math.inf, None
        for a in moves:
            v, _ = student(game, game.result(state, a))
            if v > best:
                best, best_move = v, a
    else:
        best, best_move = math.inf, moves[0]
        for a in moves:
            v, _ = student(game, game.result(state, a))
            if v < best:
                best = v
    return best, best_move
