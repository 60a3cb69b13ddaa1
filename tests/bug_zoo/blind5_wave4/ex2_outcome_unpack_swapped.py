"""checker: check_expectimax
mistake: unpacks outcomes as (p, a) instead of (a, p): calls game.result(state, probability) and weights by the outcome."""
def my_expectimax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        return sum(p * my_expectimax(game, game.result(state, a)) for p, a in game.outcomes(state))
    values = [my_expectimax(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)
