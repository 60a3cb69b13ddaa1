"""checker: check_expectimax
truth: correct — CS188-style max_value/min_value/exp_value helpers that return (value, move), the move one of the best at MAX/MIN nodes (None at chance nodes).
source: own, in the style of CS188 multiagent ExpectimaxAgent
"""


def my_expectimax(game, state):
    return expectimax(game, state)


def expectimax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    if game.is_chance(state):
        return exp_value(game, state), None
    maximizing = game.to_move(state) == game.players[0]
    best, best_move = None, None
    for action in game.actions(state):
        v, _ = expectimax(game, game.result(state, action))
        if best is None or (v > best if maximizing else v < best):
            best, best_move = v, action
    return best, best_move


def exp_value(game, state):
    total = 0.0
    for action, probability in game.outcomes(state):
        v, _ = expectimax(game, game.result(state, action))
        total += probability * v
    return total
