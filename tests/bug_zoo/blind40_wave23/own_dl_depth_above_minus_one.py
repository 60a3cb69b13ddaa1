"""checker: check_depth_limited_minimax
truth: buggy — the cut-off test is `depth > -1` (meant `depth < 1`), true at every depth the search is handed, so every unfinished root is returned as evaluate(state) without any search (i40c's own shape of blind40's dl_03, the test written inline with the evaluation's return inside it).
"""


def my_depth_limited(game, state, depth, evaluate):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if depth > -1:
        return evaluate(state)
    children = [game.result(state, move) for move in game.actions(state)]
    if game.to_move(state) == game.players[0]:
        return max(my_depth_limited(game, child, depth - 1, evaluate) for child in children)
    return min(my_depth_limited(game, child, depth - 1, evaluate) for child in children)
