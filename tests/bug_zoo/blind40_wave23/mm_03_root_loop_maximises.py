"""checker: check_minimax
truth: buggy — the root loop (make_best_move) always keeps the child with the largest score (`score > bestScore`), even when MIN is to move at the root; below the root the values are right.
source: ported from chunkymunky0/python-tic-tac-toe impBot.py (make_best_move + minimax(isMaxTurn, maximizerMark, board))
"""
import math


def minimax(isMaxTurn, maximizerMark, game, state):
    if game.is_terminal(state):
        return game.utility(state, maximizerMark)

    scores = []
    for move in game.actions(state):
        scores.append(minimax(not isMaxTurn, maximizerMark, game, game.result(state, move)))

    return max(scores) if isMaxTurn else min(scores)


def my_minimax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    maximizerMark = game.players[0]
    bestScore = -math.inf
    bestMove = None
    for move in game.actions(state):
        child = game.result(state, move)
        score = minimax(game.to_move(child) == maximizerMark, maximizerMark, game, child)
        if score > bestScore:
            bestScore = score
            bestMove = move
    return bestScore, bestMove
