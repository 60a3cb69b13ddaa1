"""checker: check_minimax
truth: correct — memoised minimax whose cache lives inside one top-level call (a fresh dict per call, keyed by game.key), trying moves right to left.
source: own
"""


def my_minimax(game, state):
    cache = {}

    def solve(s):
        k = game.key(s)
        if k in cache:
            return cache[k]
        if game.is_terminal(s):
            out = (game.utility(s, game.players[0]), None)
        else:
            sign = 1 if game.to_move(s) == game.players[0] else -1
            out = None
            for move in reversed(game.actions(s)):
                v = solve(game.result(s, move))[0]
                if out is None or sign * v > sign * out[0]:
                    out = (v, move)
        cache[k] = out
        return out

    return solve(state)
