"""checker: check_expectimax
truth: correct — returns (value, move): the move of the best child at MAX/MIN nodes, None at chance nodes and finished games.
"""
def my_expectimax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    if game.is_chance(state):
        return sum(p * my_expectimax(game, game.result(state, o))[0] for o, p in game.outcomes(state)), None
    scored = [(my_expectimax(game, game.result(state, a))[0], a) for a in game.actions(state)]
    if game.to_move(state) == game.players[0]:
        return max(scored, key=lambda t: t[0])
    return min(scored, key=lambda t: t[0])
