"""checker: check_retrograde
truth: correct — the counter-based retrograde analysis of the notebook, but the decided positions are handled from a LIFO stack instead of a FIFO queue: the order (and so the distances) differ, the values do not.
source: own (a stack where the notebook uses a queue)
"""


def my_retrograde(game):
    "The first player's value (+1, 0, -1) of every reachable position, by game.key, found backwards."
    first = game.players[0]
    start = game.initial_state()
    states, parents = {game.key(start): start}, {game.key(start): set()}
    todo = [start]
    while todo:
        s = todo.pop()
        if game.is_terminal(s):
            continue
        for m in game.actions(s):
            c = game.result(s, m)
            ck = game.key(c)
            if ck not in states:
                states[ck], parents[ck] = c, set()
                todo.append(c)
            parents[ck].add(game.key(s))
    value, unknown, drawn = {}, {}, set()
    stack = []
    for k, s in states.items():
        if game.is_terminal(s):
            value[k] = game.utility(s, first)
            stack.append(k)
        else:
            unknown[k] = len({game.key(game.result(s, m)) for m in game.actions(s)})
    while stack:
        k = stack.pop()
        for p in parents[k]:
            if p in value:
                continue
            good = 1 if game.to_move(states[p]) == first else -1
            if value[k] == good:
                value[p] = good
                stack.append(p)
                continue
            if value[k] == 0:
                drawn.add(p)
            unknown[p] -= 1
            if unknown[p] == 0:
                value[p] = 0 if p in drawn else -good
                stack.append(p)
    return value
