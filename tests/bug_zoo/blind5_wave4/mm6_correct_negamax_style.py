"""checker: check_minimax(with_move=True)
mistake: correct (negamax-style inside: sign flips per side, converted back to MAX's view)."""
def my_minimax(game, state):
    sign = 1 if game.to_move(state) == game.players[0] else -1
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    best = None
    for move in game.actions(state):
        v, _ = my_minimax(game, game.result(state, move))
        if best is None or sign * v > sign * best[0]:
            best = (v, move)
    return best
