"""
checker: check_depth_limited_minimax
truth: buggy (two mistakes) — at the horizon it returns 0 instead of evaluate(state), and it tests the horizon before testing for a finished game (a finished game at depth 0 is worth 0 too)
source: Anima108/AI-Tic-Tac-Toe tictactoe/minimax.py — `if depth==maxdepth: return 0` before `result = checkWinner(board,n)`; ported with depth counting down.
"""
def my_depth_limited(game, state, depth, evaluate):
    if depth == 0:
        return 0
    result = game.is_terminal(state)
    if result:
        return game.utility(state, game.players[0])
    if game.to_move(state) == game.players[0]:
        best_score = -1000
        for move in game.actions(state):
            score = my_depth_limited(game, game.result(state, move), depth - 1, evaluate)
            best_score = max(score, best_score)
        return best_score
    best_score = 1000
    for move in game.actions(state):
        score = my_depth_limited(game, game.result(state, move), depth - 1, evaluate)
        best_score = min(score, best_score)
    return best_score
