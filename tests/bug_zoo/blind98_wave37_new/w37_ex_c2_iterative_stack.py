"""checker: check_expectimax
truth: correct — iterative post-order expectimax with an explicit stack (no recursion).
source: own
"""


def my_expectimax(game, state):
    first = game.players[0]
    values = {}
    stack = [(state, False)]
    while stack:
        node, expanded = stack.pop()
        key = game.key(node)
        if key in values:
            continue
        if game.is_terminal(node):
            values[key] = game.utility(node, first)
            continue
        if game.is_chance(node):
            children = [(game.result(node, a), p) for a, p in game.outcomes(node)]
        else:
            children = [(game.result(node, a), None) for a in game.actions(node)]
        if not expanded:
            stack.append((node, True))
            for child, _ in children:
                if game.key(child) not in values:
                    stack.append((child, False))
            continue
        if game.is_chance(node):
            values[key] = sum(p * values[game.key(c)] for c, p in children)
        elif game.to_move(node) == first:
            values[key] = max(values[game.key(c)] for c, _ in children)
        else:
            values[key] = min(values[game.key(c)] for c, _ in children)
    return values[game.key(state)]
