"""checker: check_depth_limited_minimax
truth: buggy — the cut-off test is `depth >= 0` (meant `depth <= 0`), which is true at every depth, so the root is returned as evaluate(state) (or its utility) without any search.
source: ported from arroyobrian/CS51_project project/playermechs.py (terminal(depth, board): `return depth >= 0 or board.is_game_over`)
"""


def terminal(game, depth, state):
    """
    True when maximum depth is reached or
    the game is over.
    """
    return depth >= 0 or game.is_terminal(state)


def my_depth_limited(game, state, depth, evaluate):
    if terminal(game, depth, state):
        if game.is_terminal(state):
            return game.utility(state, game.players[0])
        return evaluate(state)
    values = [my_depth_limited(game, game.result(state, a), depth - 1, evaluate) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)
