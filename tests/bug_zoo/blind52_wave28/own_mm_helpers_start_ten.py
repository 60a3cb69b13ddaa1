"""checker: check_minimax
truth: buggy — the helpers start their running best at -10 (MAX) and 10 (MIN), "lower than any score", while the root keeps the first child's value and improves on it: on a game whose values go beyond ±10, a node below the root whose children are all beyond the start is worth -10 or 10.
source: own
"""


def max_value(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    best = -10
    for move in game.actions(state):
        best = max(best, min_value(game, game.result(state, move)))
    return best


def min_value(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    best = 10
    for move in game.actions(state):
        best = min(best, max_value(game, game.result(state, move)))
    return best


def my_minimax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    maximizing = game.to_move(state) == game.players[0]
    best_value, best_move = None, None
    for move in game.actions(state):
        child = game.result(state, move)
        value = min_value(game, child) if maximizing else max_value(game, child)
        if best_value is None or (value > best_value if maximizing else value < best_value):
            best_value, best_move = value, move
    return best_value, best_move
