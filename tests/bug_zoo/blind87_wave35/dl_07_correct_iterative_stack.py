"""checker: check_depth_limited_minimax
truth: correct — depth-limited minimax with an explicit stack (post-order: children's values collected in a dict, combined when a node is popped the second time).
source: own
"""


def my_depth_limited(game, state, depth, evaluate):
    MAX = game.players[0]
    values = {}
    stack = [(state, depth, False, ())]
    while stack:
        s, d, expanded, path = stack.pop()
        if game.is_terminal(s):
            values[path] = game.utility(s, MAX)
            continue
        if d == 0:
            values[path] = evaluate(s)
            continue
        moves = game.actions(s)
        if not expanded:
            stack.append((s, d, True, path))
            for i, m in enumerate(moves):
                stack.append((game.result(s, m), d - 1, False, path + (i,)))
        else:
            kids = [values.pop(path + (i,)) for i in range(len(moves))]
            values[path] = max(kids) if game.to_move(s) == MAX else min(kids)
    return values[()]
