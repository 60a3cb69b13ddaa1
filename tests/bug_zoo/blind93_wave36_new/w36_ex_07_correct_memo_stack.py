"""checker: check_expectimax
truth: correct — iterative post-order with an explicit stack and a memo dict keyed by game.key; chance nodes weight by the probabilities.
source: own
"""


def my_expectimax(game, state):
    """The expected value of `state` for MAX (game.players[0])."""
    memo = {}
    stack = [(state, False)]
    while stack:
        s, expanded = stack.pop()
        k = game.key(s)
        if k in memo:
            continue
        if game.is_terminal(s):
            memo[k] = game.utility(s, game.players[0])
            continue
        if game.is_chance(s):
            kids = [(game.result(s, m), p) for m, p in game.outcomes(s)]
        else:
            kids = [(game.result(s, m), None) for m in game.actions(s)]
        if not expanded:
            stack.append((s, True))
            stack.extend((c, False) for c, _ in kids)
            continue
        vals = [memo[game.key(c)] for c, _ in kids]
        if game.is_chance(s):
            memo[k] = sum(p * v for (_, p), v in zip(kids, vals))
        elif game.to_move(s) == game.players[0]:
            memo[k] = max(vals)
        else:
            memo[k] = min(vals)
    return memo[game.key(state)]
