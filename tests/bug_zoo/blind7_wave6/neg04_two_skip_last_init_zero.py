"""checker: check_negamax
truth: buggy (two mistakes) — loops over indices with range(len(moves) - 1), skipping the last move, AND starts best at 0 instead of -inf.
"""
def my_negamax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))
    moves = game.actions(state)
    best = 0
    for i in range(len(moves) - 1):
        value = -my_negamax(game, game.result(state, moves[i]))
        if value > best:
            best = value
    return best
