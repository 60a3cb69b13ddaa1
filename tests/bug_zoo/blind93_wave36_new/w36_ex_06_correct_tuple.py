"""checker: check_expectimax
truth: correct — returns (value, move): max/min over moves with the move kept, the probability-weighted sum at chance nodes (move None).
source: own (after the '(value, best_action)' ExpectimaxAgent skeleton youssefmou-git/Part_I_CMP333_Project2 expectimax_agent.py)
"""


def my_expectimax(game, state):
    """The expected value of `state` for MAX (game.players[0]), and a best move."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    if game.is_chance(state):
        expected = 0.0
        for outcome, probability in game.outcomes(state):
            v, _ = my_expectimax(game, game.result(state, outcome))
            expected += probability * v
        return expected, None
    maximizing = game.to_move(state) == game.players[0]
    best_value, best_action = None, None
    for action in game.actions(state):
        v, _ = my_expectimax(game, game.result(state, action))
        if best_value is None or (v > best_value if maximizing else v < best_value):
            best_value, best_action = v, action
    return best_value, best_action
