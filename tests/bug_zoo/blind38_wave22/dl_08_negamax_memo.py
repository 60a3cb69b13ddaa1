"""checker: check_depth_limited_minimax
truth: correct — depth-limited negamax: sign = +1 where players[0] moves, -1 otherwise; leaves are sign * utility(MAX) or sign * evaluate(state); memoised per call on (key, depth); the root value turned back to MAX's view.
source: own (negamax form of the notebook's depth-limited minimax)
"""


def my_depth_limited(game, state, depth, evaluate):
    table = {}

    def negamax(s, d):
        sign = 1 if game.to_move(s) == game.players[0] else -1
        k = (game.key(s), d)
        if k in table:
            return table[k]
        if game.is_terminal(s):
            v = sign * game.utility(s, game.players[0])
        elif d == 0:
            v = sign * evaluate(s)
        else:
            v = max(-negamax(game.result(s, a), d - 1) for a in game.actions(s))
        table[k] = v
        return v

    root_sign = 1 if game.to_move(state) == game.players[0] else -1
    return root_sign * negamax(state, depth)
