"""checker: check_expectimax
mistake: correct (tests to_move == MAX before is_chance; harmless because to_move returns CHANCE at chance nodes)."""
def my_expectimax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.to_move(state) == game.players[0]:
        return max(my_expectimax(game, game.result(state, a)) for a in game.actions(state))
    if game.is_chance(state):
        return sum(p * my_expectimax(game, game.result(state, a)) for a, p in game.outcomes(state))
    return min(my_expectimax(game, game.result(state, a)) for a in game.actions(state))
