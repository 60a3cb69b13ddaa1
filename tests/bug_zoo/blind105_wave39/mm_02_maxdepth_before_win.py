"""checker: check_minimax
truth: buggy — a global maxdepth cap (`if depth == maxdepth: return 0`) is tested before the winner check, so lines longer than 5 plies are scored as draws (and a win on ply 5 is missed).
source: ported from Anima108/AI-Tic-Tac-Toe tictactoe/minimax.py (minimax(board, depth, isMaximizing, n) with maxdepth)
"""
maxdepth = 5


def checkWinner(game, state):
    if not game.is_terminal(state):
        return None
    return game.utility(state, game.players[0])


def minimax(game, state, depth, isMaximizing):
    if depth == maxdepth:
        return 0, None
    result = checkWinner(game, state)
    if result is not None:
        return result, None
    if isMaximizing:
        bestScore, bestMove = -1000, None
        for move in game.actions(state):
            score, _ = minimax(game, game.result(state, move), depth + 1, False)
            if score > bestScore:
                bestScore, bestMove = score, move
        return bestScore, bestMove
    bestScore, bestMove = 1000, None
    for move in game.actions(state):
        score, _ = minimax(game, game.result(state, move), depth + 1, True)
        if score < bestScore:
            bestScore, bestMove = score, move
    return bestScore, bestMove


def my_minimax(game, state):
    return minimax(game, state, 0, game.to_move(state) == game.players[0])
