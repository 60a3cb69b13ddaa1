"""checker: check_expectimax
truth: correct — iterative post-order expectimax with an explicit stack and a memo dict keyed by game.key(state) (each position valued once), no recursion.
source: own (explicit-stack style of the iterative minimax ports in earlier waves' sources)
"""


def my_expectimax(game, state):
    """The expected value of `state` for MAX (game.players[0])."""
    first = game.players[0]
    memo = {}
    stack = [(state, False)]
    while stack:
        node, expanded = stack.pop()
        key = game.key(node)
        if key in memo:
            continue
        if game.is_terminal(node):
            memo[key] = game.utility(node, first)
            continue
        if game.is_chance(node):
            kids = [(game.result(node, o), p) for o, p in game.outcomes(node)]
        else:
            kids = [(game.result(node, m), None) for m in game.actions(node)]
        if not expanded:
            stack.append((node, True))
            stack.extend((kid, False) for kid, _ in kids if game.key(kid) not in memo)
            continue
        values = [memo[game.key(kid)] for kid, _ in kids]
        if game.is_chance(node):
            memo[key] = sum(p * v for (_, p), v in zip(kids, values))
        elif game.to_move(node) == first:
            memo[key] = max(values)
        else:
            memo[key] = min(values)
    return memo[game.key(state)]
