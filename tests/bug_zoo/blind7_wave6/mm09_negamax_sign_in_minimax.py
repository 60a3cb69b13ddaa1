"""checker: check_minimax (with_move=True)
truth: buggy — mixes conventions: negates the children's values (negamax habit) inside a minimax that also takes max/min by player.
"""
def my_minimax(game, state):
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX), None
    best_value, best_move = None, None
    for move in game.actions(state):
        value = -my_minimax(game, game.result(state, move))[0]
        if best_value is None or (value > best_value if game.to_move(state) == MAX else value < best_value):
            best_value, best_move = value, move
    return best_value, best_move
