"""checker: check_minimax
truth: buggy — in the MIN branch the running value is updated with value = min(-value, child), so the sign of the best-so-far flips at every child (only the first child is taken right).
source: ported from yohan-bornachot/IN104_Haro_Pierre_Yohan_Bornachot Checkers/minimax.py
"""


def my_minimax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    maximize = game.to_move(state) == game.players[0]
    value = float("-inf")
    best = None
    if maximize:
        for move in game.actions(state):
            child, _ = my_minimax(game, game.result(state, move))
            if child > value:
                best = move
            value = max(value, child)
    else:
        for move in game.actions(state):
            child, _ = my_minimax(game, game.result(state, move))
            new = min(-value, child)
            if best is None or new != value:
                best = move
            value = new
    return value, best
