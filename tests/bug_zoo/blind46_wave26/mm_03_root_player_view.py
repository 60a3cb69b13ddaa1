"""checker: check_minimax
truth: buggy — the maximizer is the player to move at the root (maximizerMark = game.to_move(state)) and finished games score +1 when that player won, so when O is to move it returns O's value, not X's.
source: ported from chunkymunky0/python-tic-tac-toe impBot.py (make_best_move + minimax(isMaxTurn, maximizerMark, board))
"""
import math


def minimax(isMaxTurn, maximizerMark, game, state):
    if game.is_terminal(state):
        u = game.utility(state, game.players[0])
        if u == 0:
            return 0
        winner = game.players[0] if u > 0 else game.players[1]
        return 1 if winner is maximizerMark else -1

    scores = []
    for move in game.actions(state):
        scores.append(minimax(not isMaxTurn, maximizerMark, game, game.result(state, move)))

    return max(scores) if isMaxTurn else min(scores)


def my_minimax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    aiPlayer = game.to_move(state)
    bestScore = -math.inf
    bestMove = None
    for move in game.actions(state):
        score = minimax(False, aiPlayer, game, game.result(state, move))
        if score > bestScore:
            bestScore = score
            bestMove = move
    return bestScore, bestMove
