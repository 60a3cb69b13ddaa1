"""checker: check_alphabeta
truth: buggy — own shape (f99a): no window; returns at a child worth 1 (MAX) / -1 (MIN).
"""


def my_alphabeta(game, state, alpha=-1, beta=1):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.to_move(state) == game.players[0]:
        best = -10
        for move in game.actions(state):
            v = my_alphabeta(game, game.result(state, move))
            if v >= 1:
                return v
            best = max(best, v)
        return best
    best = 10
    for move in game.actions(state):
        v = my_alphabeta(game, game.result(state, move))
        if v <= -1:
            return v
        best = min(best, v)
    return best
