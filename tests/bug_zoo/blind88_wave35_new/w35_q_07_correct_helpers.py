"""checker: check_quiescence
truth: correct — separate max_q/min_q helpers, a memo dict by game.key, forcing moves as in the notebook.
source: own
"""


def my_quiescence(game, state, evaluate):
    memo = {}

    def forcing(s, me, you):
        wins = game.completing_cells(s, me)
        if wins:
            return wins[:1], False
        blocks = game.completing_cells(s, you)
        if blocks:
            return blocks, False
        return [m for m in game.actions(s) if game.completing_cells(game.result(s, m), me)], True

    def max_q(s):
        moves, quiet = forcing(s, "X", "O")
        vals = [value(game.result(s, m)) for m in moves]
        if quiet:
            vals.append(evaluate(s))
        return max(vals)

    def min_q(s):
        moves, quiet = forcing(s, "O", "X")
        vals = [value(game.result(s, m)) for m in moves]
        if quiet:
            vals.append(evaluate(s))
        return min(vals)

    def value(s):
        k = game.key(s)
        if k not in memo:
            if game.is_terminal(s):
                memo[k] = game.utility(s, "X")
            elif game.to_move(s) == "X":
                memo[k] = max_q(s)
            else:
                memo[k] = min_q(s)
        return memo[k]

    return value(state)
