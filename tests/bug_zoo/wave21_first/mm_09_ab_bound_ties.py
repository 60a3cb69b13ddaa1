"""checker: check_minimax
truth: buggy — the root picks its move from alpha-beta values of the children, but a child searched with the narrowed window returns only a bound, which can tie the best value although the move is worse; the code keeps every tied move and plays the last one, so the value is right and the move may lose it.
source: https://stackoverflow.com/questions/48675970 ("Alpha beta pruning not producing good results", Android tic-tac-toe: "multiple children have that best value and some of these children shouldn't have this value"), ported from Java to the Game API; the leaf score bs ± depth/10 became game.utility
"""
import math


def minimax(game, board, alpha, beta):
    if game.is_terminal(board):  # leaf node
        return game.utility(board, game.players[0])
    maximizing = game.to_move(board) == game.players[0]
    bestVal = -math.inf if maximizing else math.inf
    for move in game.actions(board):
        val = minimax(game, game.result(board, move), alpha, beta)
        if maximizing:
            bestVal = max(bestVal, val)
            alpha = max(alpha, bestVal)
        else:
            bestVal = min(bestVal, val)
            beta = min(beta, bestVal)
        if beta <= alpha:
            break
    return bestVal


def my_minimax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    maximizing = game.to_move(state) == game.players[0]
    alpha, beta = -math.inf, math.inf
    best_val = -math.inf if maximizing else math.inf
    best_moves = []
    for move in game.actions(state):
        val = minimax(game, game.result(state, move), alpha, beta)
        if val == best_val:
            best_moves.append(move)
        elif (val > best_val) if maximizing else (val < best_val):
            best_val, best_moves = val, [move]
        if maximizing:
            alpha = max(alpha, val)
        else:
            beta = min(beta, val)
    return best_val, best_moves[-1]
