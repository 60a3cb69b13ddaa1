"""checker: check_retrograde
truth: correct — the counting algorithm with a LIFO stack instead of a FIFO queue and sets of parents plus a per-(parent, child) multiplicity count; order does not matter for values without distances.
source: own
"""
from collections import Counter


def my_retrograde(game):
    "The first player's value (+1, 0, -1) of every reachable position, by game.key, found backwards."
    first = game.players[0]
    start = game.initial_state()
    states = {game.key(start): start}
    edges = {}  # child -> Counter(parent -> number of moves)
    todo = [start]
    while todo:
        s = todo.pop()
        if game.is_terminal(s):
            continue
        for m in game.actions(s):
            c = game.result(s, m)
            ck = game.key(c)
            if ck not in states:
                states[ck] = c
                todo.append(c)
            edges.setdefault(ck, Counter())[game.key(s)] += 1
    value, left, draw_seen, stack = {}, {}, {}, []
    for k, s in states.items():
        if game.is_terminal(s):
            value[k] = game.utility(s, first)
            stack.append(k)
        else:
            left[k] = len(game.actions(s))
            draw_seen[k] = False
    while stack:
        k = stack.pop()
        for p, times in edges.get(k, {}).items():
            if p in value:
                continue
            good = 1 if game.to_move(states[p]) == first else -1
            if value[k] == good:
                value[p] = good
                stack.append(p)
                continue
            draw_seen[p] = draw_seen[p] or value[k] == 0
            left[p] -= times
            if left[p] == 0:
                value[p] = 0 if draw_seen[p] else -good
                stack.append(p)
    return value
