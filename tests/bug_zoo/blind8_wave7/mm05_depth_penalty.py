"""
checker: check_minimax
truth: buggy — finished positions are scored utility × (10 − depth) to prefer quick wins, so the values are no longer the game's utilities (a win 3 plies down is worth 7)
source: code search, examples/tic_tac_toe minimax.py ("return (10 - depth) if ai == Player.X else -(10 - depth)") and the many "score - depth" tutorials — ported with a depth argument.
"""
import math


def my_minimax(game, state, depth=0):
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX) * (10 - depth), None
    is_maximizing = game.to_move(state) == MAX
    best = -math.inf if is_maximizing else math.inf
    best_move = None
    for move in game.actions(state):
        score, _ = my_minimax(game, game.result(state, move), depth + 1)
        if is_maximizing and score > best or not is_maximizing and score < best:
            best, best_move = score, move
    return best, best_move
