"""checker: check_negamax
truth: correct — negamax that negates a child's value only when the side to move changes (robust to games where a player moves twice), memoised per call in a local dict.
source: own
"""


def my_negamax(game, state):
    memo = {}

    def value(s):
        k = game.key(s)
        if k in memo:
            return memo[k]
        me = game.to_move(s)
        if game.is_terminal(s):
            v = game.utility(s, me)
        else:
            best = None
            for move in game.actions(s):
                child = game.result(s, move)
                cv = value(child)
                if game.to_move(child) != me:
                    cv = -cv
                best = cv if best is None else max(best, cv)
            v = best
        memo[k] = v
        return v

    return value(state)
