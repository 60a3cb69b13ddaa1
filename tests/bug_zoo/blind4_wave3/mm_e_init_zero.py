"""checker: minimax
mistake: best value initialised to 0 instead of -inf/+inf, so negative-only (or positive-only) children are never picked
"""

def my_minimax(game, state):
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX), None
    maximizing = game.to_move(state) == MAX
    best_value, best_move = 0, None
    for move in game.actions(state):
        value, _ = my_minimax(game, game.result(state, move))
        if (maximizing and value > best_value) or (not maximizing and value < best_value):
            best_value, best_move = value, move
    return best_value, best_move
