"""checker: check_minimax
truth: correct — memoised per call (the dict lives inside the call, keyed by game.key) and tries the moves in reverse order, keeping the first best found.
source: own
"""


def my_minimax(game, state):
    memo = {}
    MAX = game.players[0]

    def solve(s):
        k = game.key(s)
        if k not in memo:
            if game.is_terminal(s):
                memo[k] = (game.utility(s, MAX), None)
            else:
                sign = 1 if game.to_move(s) == MAX else -1
                best = None
                for m in reversed(list(game.actions(s))):
                    v = solve(game.result(s, m))[0]
                    if best is None or sign * v > sign * best[0]:
                        best = (v, m)
                memo[k] = best
        return memo[k]

    return solve(state)
