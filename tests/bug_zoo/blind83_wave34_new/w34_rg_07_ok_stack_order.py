"""checker: check_retrograde
truth: correct — counter-based retrograde that processes resolved positions from a stack (LIFO) instead of a queue; with move counters the order does not change the values.
source: own
"""


def my_retrograde(game):
    "The first player's value (+1, 0, -1) of every reachable position, by game.key, found backwards."
    first = game.players[0]
    start = game.initial_state()
    node = {game.key(start): start}
    back = {game.key(start): set()}
    todo = [start]
    while todo:
        s = todo.pop()
        if game.is_terminal(s):
            continue
        for m in game.actions(s):
            c = game.result(s, m)
            ck = game.key(c)
            if ck not in node:
                node[ck] = c
                back[ck] = set()
                todo.append(c)
            back[ck].add(game.key(s))
    children_left = {}
    for k, s in node.items():
        if not game.is_terminal(s):
            children_left[k] = len({game.key(game.result(s, m)) for m in game.actions(s)})
    best_so_far = {}
    value = {k: game.utility(s, first) for k, s in node.items() if game.is_terminal(s)}
    stack = list(value)
    while stack:
        k = stack.pop()
        for p in back[k]:
            if p in value:
                continue
            maxing = game.to_move(node[p]) == first
            v = value[k]
            b = best_so_far.get(p)
            best_so_far[p] = v if b is None else (max(b, v) if maxing else min(b, v))
            children_left[p] -= 1
            if (maxing and v == 1) or (not maxing and v == -1) or children_left[p] == 0:
                value[p] = best_so_far[p]
                stack.append(p)
    return value
