"""checker: check_expectimax
truth: buggy — the chance node's loop runs over range(len(outcomes) - 1), so its last outcome is never searched or weighted; nothing in it tests a value to stop early.
source: own (fixer s68b: outcomes left out by the loop's range, no cutoff)
"""


def my_expectimax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        outcomes = list(game.outcomes(state))
        total = 0.0
        for i in range(len(outcomes) - 1):
            outcome, p = outcomes[i]
            total += p * my_expectimax(game, game.result(state, outcome))
        return total
    values = [my_expectimax(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)
