"""checker: check_negamax
truth: buggy — a helper scores finished games for MAX and the search multiplies it by a sign handed to each child unchanged (search(child, sign), not -sign): every finished game is scored for the side to move at the root.
source: own (g21a), another shape of blind36 neg_03_color_not_flipped
"""


def max_score(game, state):
    return game.utility(state, game.players[0])


def search(game, state, sign):
    if game.is_terminal(state):
        return sign * max_score(game, state)
    return max(-search(game, game.result(state, move), sign) for move in game.actions(state))


def my_negamax(game, state):
    sign = 1 if game.to_move(state) == game.players[0] else -1
    return search(game, state, sign)
