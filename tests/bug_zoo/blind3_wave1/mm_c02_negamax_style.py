"""check_minimax — TRUTH: correct (negamax internally, converted to MAX's view at the root)."""
CHECK, KW = "check_minimax", {}
def _nega(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))
    return max(-_nega(game, game.result(state, a)) for a in game.actions(state))
def student(game, state):
    v = _nega(game, state)
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    return v if game.to_move(state) == game.players[0] else -v
