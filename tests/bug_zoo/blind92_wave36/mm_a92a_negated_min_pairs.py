"""checker: check_minimax
truth: buggy — one loop for both players keeps (value, move) pairs; where MIN is to move the running value is updated with best = min(-best, score), so its sign flips at every child and the moves kept follow those values.
source: own shape (fixer a92a) of wave 36's mm_02: the negated running minimum in a loop shared by both players
"""
import math


def my_minimax(game, state):
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX), None
    maximizing = game.to_move(state) == MAX
    best, best_move = -math.inf, None
    for move in game.actions(state):
        score, _ = my_minimax(game, game.result(state, move))
        if maximizing:
            if score > best:
                best, best_move = score, move
        else:
            new_best = min(-best, score)
            if new_best == score:
                best_move = move
            best = new_best
    return best, best_move
