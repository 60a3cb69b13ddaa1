"""checker: check_alphabeta
truth: buggy — own shape (f99a): no window; leaves the loop as soon as the best so far is good for the side to move.
"""


def my_alphabeta(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    maximizing = game.to_move(state) == game.players[0]
    best = None
    for move in game.actions(state):
        v = my_alphabeta(game, game.result(state, move))
        if best is None or (v > best if maximizing else v < best):
            best = v
        if (maximizing and best > 0) or (not maximizing and best < 0):
            break
    return best
