"""checker: check_minimax
truth: buggy — `minimax` tests `depth == maxdepth` (returning 0) before it looks for a winner, so a position reached at depth 4 is scored 0 even when it is a finished game worth a win/loss (or a leaf value), and deeper lines are cut off as draws.
source: Anima108/AI-Tic-Tac-Toe tictactoe/minimax.py (minimax(board, depth, isMaximizing, n) with `if depth==maxdepth: return 0` first), ported to the Game API
"""
maxdepth = 4


def minimax(game, state, depth, isMaximizing):
    if depth == maxdepth:
        return 0

    if game.is_terminal(state):
        score = game.utility(state, game.players[0])
        return score

    if isMaximizing:
        bestScore = -1000
        for move in game.actions(state):
            score = minimax(game, game.result(state, move), depth + 1, False)
            bestScore = max(score, bestScore)
        return bestScore
    else:
        bestScore = 1000
        for move in game.actions(state):
            score = minimax(game, game.result(state, move), depth + 1, True)
            bestScore = min(score, bestScore)
        return bestScore


def my_minimax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    isMaximizing = game.to_move(state) == game.players[0]
    best, bestMove = None, None
    for move in game.actions(state):
        score = minimax(game, game.result(state, move), 1, not isMaximizing)
        if best is None or (score > best if isMaximizing else score < best):
            best, bestMove = score, move
    return best, bestMove
