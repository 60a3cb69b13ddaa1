"""checker: check_retrograde
truth: buggy — the forward enumeration pushes a child every time it is reached (no "already seen" test before pushing), so positions reached by several move orders are expanded several times, their children get duplicate parent entries, and the move counters reach zero before every move is known.
source: own
"""


def my_retrograde(game):
    "The first player's value (+1, 0, -1) of every reachable position, by game.key, found backwards."
    first = game.players[0]
    start = game.initial_state()
    pos = {game.key(start): start}
    parents = {game.key(start): []}
    frontier = [start]
    while frontier:
        s = frontier.pop()
        if game.is_terminal(s):
            continue
        for m in game.actions(s):
            c = game.result(s, m)
            k = game.key(c)
            pos[k] = c
            parents.setdefault(k, []).append(game.key(s))
            frontier.append(c)
    value = {}
    left = {}
    drawn = {}
    order = []
    for k, s in pos.items():
        if game.is_terminal(s):
            value[k] = game.utility(s, first)
            order.append(k)
        else:
            left[k] = len(game.actions(s))
            drawn[k] = False
    i = 0
    while i < len(order):
        k = order[i]
        i += 1
        for p in parents[k]:
            if p in value:
                continue
            good = 1 if game.to_move(pos[p]) == first else -1
            if value[k] == good:
                value[p] = good
                order.append(p)
                continue
            if value[k] == 0:
                drawn[p] = True
            left[p] -= 1
            if left[p] == 0:
                value[p] = 0 if drawn[p] else -good
                order.append(p)
    return value
