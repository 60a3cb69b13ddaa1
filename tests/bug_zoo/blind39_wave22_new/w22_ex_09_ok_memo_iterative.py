"""checker: check_expectimax
truth: correct — an explicit stack (post-order, no recursion) with a memo dict that is new on every call, keyed by game.key.
source: own
"""


def my_expectimax(game, state):
    """The expected value of `state` for MAX (game.players[0])."""
    MAX = game.players[0]
    memo = {}
    stack = [(state, False)]
    while stack:
        s, expanded = stack.pop()
        key = game.key(s)
        if key in memo:
            continue
        if game.is_terminal(s):
            memo[key] = game.utility(s, MAX)
            continue
        children = [game.result(s, a) for a in game.actions(s)]
        if not expanded:
            stack.append((s, True))
            stack.extend((c, False) for c in children if game.key(c) not in memo)
            continue
        if game.is_chance(s):
            memo[key] = sum(p * memo[game.key(game.result(s, a))] for a, p in game.outcomes(s))
        elif game.to_move(s) == MAX:
            memo[key] = max(memo[game.key(c)] for c in children)
        else:
            memo[key] = min(memo[game.key(c)] for c in children)
    return memo[game.key(state)]
