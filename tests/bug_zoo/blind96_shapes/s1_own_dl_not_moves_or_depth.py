"""checker: check_depth_limited_minimax
truth: buggy — `if not moves | depth == 0:` is read by Python as `not ((moves | depth) == 0)`: a list `|` a number raises TypeError, so the search crashes at its first node.
"""


def my_depth_limited(game, state, depth, evaluate):
    moves = list(game.actions(state))
    if not moves | depth == 0:
        if game.is_terminal(state):
            return game.utility(state, game.players[0])
        return evaluate(state)
    values = [my_depth_limited(game, game.result(state, m), depth - 1, evaluate) for m in moves]
    if game.to_move(state) == game.players[0]:
        return max(values)
    return min(values)
