"""checker: check_expectimax
truth: buggy — one function for every node; at a chance node `state = game.result(state, outcome)` inside the loop over game.outcomes(state) overwrites the node's own state, so each outcome is applied to the position the previous one led to.
source: written for g21b (issue 27): another shape of wave 21's aima chained outcome
"""


def my_expectimax(game, state):
    """The expected value of `state` for MAX (game.players[0])."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        total = 0.0
        for outcome, p in game.outcomes(state):
            state = game.result(state, outcome)
            if game.is_terminal(state):
                total += p * game.utility(state, game.players[0])
            else:
                total += p * my_expectimax(game, state)
        return total
    values = [my_expectimax(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)
