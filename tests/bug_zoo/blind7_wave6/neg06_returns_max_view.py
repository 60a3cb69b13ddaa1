"""checker: check_negamax
truth: buggy — mixes conventions at the end: computes the side to move's value, then turns it to MAX's view (negates it where MIN is to move) before returning.
"""
def my_negamax(game, state):
    mover = game.to_move(state)
    if game.is_terminal(state):
        return game.utility(state, mover)
    v = max(-my_negamax(game, game.result(state, m)) for m in game.actions(state))
    return v if mover == game.players[0] else -v
