"""checker: check_expectimax
truth: buggy — the chance node sums p × value over game.outcomes(state)[:2], the first two outcomes alone; nothing in it tests a value to stop early.
source: own (fixer s68b: outcomes left out by a slice, no cutoff)
"""


def my_expectimax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        return sum(p * my_expectimax(game, game.result(state, o)) for o, p in list(game.outcomes(state))[:2])
    values = [my_expectimax(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)
