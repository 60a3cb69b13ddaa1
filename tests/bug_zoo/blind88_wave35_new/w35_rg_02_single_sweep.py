"""checker: check_retrograde
truth: buggy — it makes one backward sweep over the positions in reverse order of their discovery by a depth-first stack, which is not a topological order, so some positions read a child's value before the child has been computed (still the initial 0).
source: own
"""


def my_retrograde(game):
    first = game.players[0]
    start = game.initial_state()
    order, seen, stack = [], {game.key(start): start}, [start]
    while stack:
        s = stack.pop()
        order.append(s)
        if game.is_terminal(s):
            continue
        for m in game.actions(s):
            c = game.result(s, m)
            k = game.key(c)
            if k not in seen:
                seen[k] = c
                stack.append(c)
    value = {game.key(s): 0 for s in order}
    for s in reversed(order):  # the deepest positions were found last: go backwards once
        k = game.key(s)
        if game.is_terminal(s):
            value[k] = game.utility(s, first)
            continue
        kids = [value[game.key(game.result(s, m))] for m in game.actions(s)]
        value[k] = max(kids) if game.to_move(s) == first else min(kids)
    return value
