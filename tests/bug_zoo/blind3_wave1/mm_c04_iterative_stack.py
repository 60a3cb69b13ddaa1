"""check_minimax — TRUTH: correct (iterative post-order with an explicit stack, no recursion)."""
CHECK, KW = "check_minimax", {}
def student(game, state):
    MAX = game.players[0]
    stack = [(state, False)]
    value = {}
    nodes = {}
    while stack:
        s, expanded = stack.pop()
        k = id(s)
        if game.is_terminal(s):
            value[k] = game.utility(s, MAX)
            continue
        if not expanded:
            children = [game.result(s, a) for a in game.actions(s)]
            nodes[k] = children
            stack.append((s, True))
            for c in children:
                stack.append((c, False))
        else:
            vals = [value[id(c)] for c in nodes[k]]
            value[k] = max(vals) if game.to_move(s) == MAX else min(vals)
    return value[id(state)]
