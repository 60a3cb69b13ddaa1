"""checker: check_alphabeta
truth: buggy — alphabeta(): on a list board it copies the board once, then writes each move into that copy (`board[r][c] = player`) and never takes it back, so every move after the first is searched with the earlier moves' stones still on the board (trees go through game.result, right).
source: own (s68a), wave 31's ng_05 slip as make-without-unmake on a list board
"""
import math


def alphabeta(game, state, alpha, beta):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    player = game.to_move(state)
    maximizing = player == game.players[0]
    value = -math.inf if maximizing else math.inf
    board = [row[:] for row in state] if isinstance(state, list) else None  # my own copy: the caller's board stays
    for m in game.actions(state):
        if board is not None:
            r, c = m
            board[r][c] = player
            child = board
        else:
            child = game.result(state, m)
        score = alphabeta(game, child, alpha, beta)
        if maximizing:
            value = max(value, score)
            alpha = max(alpha, value)
        else:
            value = min(value, score)
            beta = min(beta, value)
        if alpha >= beta:
            break
    return value


def my_alphabeta(game, state, alpha, beta):
    return alphabeta(game, state, alpha, beta)
