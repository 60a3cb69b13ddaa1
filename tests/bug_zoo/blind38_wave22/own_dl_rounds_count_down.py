"""checker: check_depth_limited_minimax
truth: buggy — the depth counts rounds that start with the root's player: it is lowered only when the turn comes back to the player who moved at the root, so the search looks about twice as deep as asked (h40a's own shape of blind38's dl_04, counting down).
"""


def my_depth_limited(game, state, depth, evaluate):
    root_player = game.to_move(state)

    def search(s, d):
        if game.is_terminal(s):
            return game.utility(s, game.players[0])
        if d == 0:
            return evaluate(s)
        values = []
        for a in game.actions(s):
            child = game.result(s, a)
            # one round = the root player's move and the reply
            next_d = d - 1 if game.to_move(child) == root_player else d
            values.append(search(child, next_d))
        return max(values) if game.to_move(s) == game.players[0] else min(values)

    return search(state, depth)
