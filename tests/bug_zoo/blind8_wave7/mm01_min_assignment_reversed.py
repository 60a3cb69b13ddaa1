"""
checker: check_minimax
truth: buggy — in the MIN branch the assignment is reversed (`value = best` instead of `best = value`), so every MIN node returns its +inf initial value
source: C++ question "Return BestMove in Minimax Algorithm for Tic-Tac-Toe" (Nemotron-CC page, min_move: `if(curValue < v) { curValue = v; }`) — ported into the course signature keeping the max_move/min_move pair.
"""
import math


def max_move(game, state):
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX), None
    v, best_move = -math.inf, None
    for move in game.actions(state):
        cur_value, _ = min_move(game, game.result(state, move))
        if cur_value > v:
            v = cur_value
            best_move = move
    return v, best_move


def min_move(game, state):
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX), None
    v, best_move = math.inf, None
    for move in game.actions(state):
        cur_value, _ = max_move(game, game.result(state, move))
        if cur_value < v:
            cur_value = v
            best_move = move
    return v, best_move


def my_minimax(game, state):
    if game.to_move(state) == game.players[0]:
        return max_move(game, state)
    return min_move(game, state)
