"""checker: check_minimax
truth: buggy — the root lists its children's scores and takes the move of the largest (`scores.index(max(scores))`) whoever is to move, so at a MIN root it returns the largest child; the helper below the root is right (i40c's own shape of blind40's mm_03).
"""


def value(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    values = [value(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def my_minimax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    moves = list(game.actions(state))
    scores = [value(game, game.result(state, a)) for a in moves]
    best = scores.index(max(scores))
    return scores[best], moves[best]
