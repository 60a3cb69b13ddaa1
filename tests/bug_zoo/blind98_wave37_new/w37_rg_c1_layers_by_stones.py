"""checker: check_retrograde
truth: correct — collects every reachable position, then values them in order of decreasing distance from the start (longest path first, by a topological order), each as the max/min of its children: backward induction layer by layer.
source: own
"""


def my_retrograde(game):
    first = game.players[0]
    start = game.initial_state()
    order = []  # post-order: every child before its parent
    children = {}
    seen = set()

    stack = [(start, False)]
    while stack:
        state, done = stack.pop()
        key = game.key(state)
        if done:
            order.append((key, state))
            continue
        if key in seen:
            continue
        seen.add(key)
        stack.append((state, True))
        if not game.is_terminal(state):
            kids = [game.result(state, move) for move in game.actions(state)]
            children[key] = [game.key(kid) for kid in kids]
            for kid in kids:
                if game.key(kid) not in seen:
                    stack.append((kid, False))
    value = {}
    for key, state in order:
        if game.is_terminal(state):
            value[key] = game.utility(state, first)
        else:
            vals = [value[c] for c in children[key]]
            value[key] = max(vals) if game.to_move(state) == first else min(vals)
    return value
