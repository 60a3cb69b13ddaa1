"""checker: check_minimax
truth: buggy — finished games are scored the tutorial way, (10 - depth) for a MAX win and -(10 - depth) for a MIN win (scaled by the leaf value on trees), so the returned values are not the utilities the exercise asks for (+1/0/-1 for X, the leaves' values on trees).
source: ported from the public "Minimax AI for tic-tac-toe" example (examples/tic_tac_toe minimax(board, is_maximizing, ai, depth): return (10 - depth) if ai == Player.X else -(10 - depth)); repository not shown by the search tool
"""


def minimax(game, state, is_maximizing, depth=0):
    MAX = game.players[0]
    if game.is_terminal(state):
        u = game.utility(state, MAX)
        # prefer quick wins, slow losses
        return u * (10 - depth), None

    best_move = None
    if is_maximizing:
        best = -100
        for move in game.actions(state):
            score, _ = minimax(game, game.result(state, move), False, depth + 1)
            if score > best:
                best, best_move = score, move
    else:
        best = 100
        for move in game.actions(state):
            score, _ = minimax(game, game.result(state, move), True, depth + 1)
            if score < best:
                best, best_move = score, move
    return best, best_move


def my_minimax(game, state):
    return minimax(game, state, game.to_move(state) == game.players[0])
