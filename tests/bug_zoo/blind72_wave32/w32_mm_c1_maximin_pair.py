"""checker: check_minimax
truth: correct — mutually recursive maximin/minimax returning (value, best_move), strict improvement so the first best move is kept.
source: omer12619/IntroToAI isolation/minimax_isolation.py (maximin/minimax), ported to the Game API
"""
import math


def maximin(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    v = -math.inf
    best_move = None
    for move in game.actions(state):
        mx, next_move = minimax(game, game.result(state, move))
        if v < mx:
            v = mx
            best_move = move
    return v, best_move


def minimax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    v = math.inf
    best_move = None
    for move in game.actions(state):
        mx, next_move = maximin(game, game.result(state, move))
        if v > mx:
            v = mx
            best_move = move
    return v, best_move


def my_minimax(game, state):
    if game.is_terminal(state) or game.to_move(state) == game.players[0]:
        return maximin(game, state)
    return minimax(game, state)
