"""checker: check_depth_limited_minimax
truth: correct — depth-limited negamax with a colour (+1 for X to move, -1 for O), leaves and estimates multiplied by the colour, and the root's result turned back to X's view.
source: own (after the en.wikipedia.org/wiki/Negamax pseudocode, with the colour taken from the side to move)
"""


def negamax(game, state, depth, color, evaluate):
    if game.is_terminal(state):
        return color * game.utility(state, game.players[0])
    if depth == 0:
        return color * evaluate(state)
    return max(-negamax(game, game.result(state, m), depth - 1, -color, evaluate) for m in game.actions(state))


def my_depth_limited(game, state, depth, evaluate):
    """Minimax's value of `state` for MAX, looking `depth` plies ahead and estimating with `evaluate` there."""
    color = 1 if game.to_move(state) == game.players[0] else -1
    return color * negamax(game, state, depth, color, evaluate)
