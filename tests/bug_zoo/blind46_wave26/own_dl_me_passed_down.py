"""checker: check_depth_limited_minimax
truth: buggy — the side to move at the root is handed down as `me` and every finished game is scored game.utility(state, me), while each node still takes the max where game.players[0] moves and the min elsewhere, and the depth limit uses evaluate (MAX's view): where MIN is to move at the root, finished games get MIN's sign.
source: own shape of blind46's dl_03 (one recursive function; the player taken at the root passed down as an argument instead of a closure's variable)
"""


def my_depth_limited(game, state, depth, evaluate, me=None):
    if me is None:
        me = game.to_move(state)
    if game.is_terminal(state):
        return game.utility(state, me)
    if depth <= 0:
        return evaluate(state)
    values = [my_depth_limited(game, game.result(state, move), depth - 1, evaluate, me)
              for move in game.actions(state)]
    if game.to_move(state) == game.players[0]:
        return max(values)
    return min(values)
