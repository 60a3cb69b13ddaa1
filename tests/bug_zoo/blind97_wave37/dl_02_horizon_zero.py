"""checker: check_depth_limited_minimax
truth: buggy — at the depth limit (`depth == maxdepth`, counted upward from 0) it returns 0 instead of evaluate(state), and that test comes before the finished-game test, so `evaluate` is never called and a win exactly at the limit counts as a draw.
source: ported from Anima108/AI-Tic-Tac-Toe tictactoe/minimax.py (`if depth==maxdepth: return 0` before checkWinner)
"""


def minimax(game, state, depth, isMaximizing, maxdepth):
    if depth == maxdepth:
        return 0

    if game.is_terminal(state):
        return game.utility(state, game.players[0])

    if isMaximizing:
        bestScore = -1000
        for move in game.actions(state):
            score = minimax(game, game.result(state, move), depth + 1, False, maxdepth)
            bestScore = max(score, bestScore)
        return bestScore
    else:
        bestScore = 1000
        for move in game.actions(state):
            score = minimax(game, game.result(state, move), depth + 1, True, maxdepth)
            bestScore = min(score, bestScore)
        return bestScore


def my_depth_limited(game, state, depth, evaluate):
    return minimax(game, state, 0, game.to_move(state) == game.players[0], depth)
