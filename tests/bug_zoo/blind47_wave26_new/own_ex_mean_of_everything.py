"""checker: check_expectimax
truth: buggy — the root's move is chosen by max over its children (MAX to move), but each child is valued by statistics.mean over every node's children below, players' nodes included and chance outcomes' probabilities ignored; a MIN or chance root gets the mean alone.
source: own (k46b: a 2048-style agent whose search below the root knows only averages)
"""
from statistics import mean


def average_value(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        children = [game.result(state, outcome) for outcome, _ in game.outcomes(state)]
    else:
        children = [game.result(state, move) for move in game.actions(state)]
    return mean(average_value(game, child) for child in children)


def my_expectimax(game, state):
    if game.is_terminal(state) or game.is_chance(state) or game.to_move(state) != game.players[0]:
        return average_value(game, state)
    return max(average_value(game, game.result(state, move)) for move in game.actions(state))
