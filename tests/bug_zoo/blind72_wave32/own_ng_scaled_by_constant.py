"""checker: check_negamax
truth: buggy — finished games are scored as the side to move's utility times a constant of the code's own (WIN_SCALE = 100, "so that a win outweighs any heuristic"), so every value is 100 times the negamax value.
source: own, the same slip as w32_ng_04 with a named constant instead of a depth factor, in a negamax over a list of the children's values
"""
WIN_SCALE = 100


def negamax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state)) * WIN_SCALE
    return max([-negamax(game, game.result(state, move)) for move in game.actions(state)])


def my_negamax(game, state):
    return negamax(game, state)
