"""checker: check_minimax(with_move=True)
mistake: correct (harmless extra: sorts (value, index) pairs with a helper; recursion through a helper)."""
def _value(game, state):
    return my_minimax(game, state)[0]

def my_minimax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    moves = list(game.actions(state))
    vals = [_value(game, game.result(state, m)) for m in moves]
    pick = max if game.to_move(state) == game.players[0] else min
    i = pick(range(len(moves)), key=lambda j: vals[j])
    return vals[i], moves[i]
