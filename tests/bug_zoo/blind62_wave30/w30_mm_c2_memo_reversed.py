"""checker: check_minimax
truth: correct — memoised per call (dict created at each top-level call, keyed by game.key), moves tried in reverse order, ties go to the last move seen with >=/<=.
source: own
"""


def my_minimax(game, state):
    memo = {}
    MAX = game.players[0]

    def solve(s):
        k = game.key(s)
        if k in memo:
            return memo[k]
        if game.is_terminal(s):
            out = (game.utility(s, MAX), None)
        else:
            maximizing = game.to_move(s) == MAX
            best, best_move = None, None
            for move in reversed(list(game.actions(s))):
                v, _ = solve(game.result(s, move))
                if best is None or (v >= best if maximizing else v <= best):
                    best, best_move = v, move
            out = (best, best_move)
        memo[k] = out
        return out

    return solve(state)
