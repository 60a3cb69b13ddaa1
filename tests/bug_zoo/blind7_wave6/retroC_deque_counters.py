"""checker: check_retrograde
truth: correct — BFS to collect positions, deque, per-position counters, children values via a best-for-mover rule.
"""
from collections import deque


def my_retrograde(game):
    first = game.players[0]
    start = game.initial_state()
    states = {}
    parents = {}
    frontier = deque([start])
    states[game.key(start)] = start
    parents[game.key(start)] = set()
    while frontier:
        s = frontier.popleft()
        if game.is_terminal(s):
            continue
        for a in game.actions(s):
            c = game.result(s, a)
            ck = game.key(c)
            if ck not in states:
                states[ck] = c
                parents[ck] = set()
                frontier.append(c)
            parents[ck].add(game.key(s))
    value = {}
    unknown_children = {}
    best_so_far = {}
    queue = deque()
    for k, s in states.items():
        if game.is_terminal(s):
            value[k] = game.utility(s, first)
            queue.append(k)
        else:
            unknown_children[k] = len({game.key(game.result(s, a)) for a in game.actions(s)})
            best_so_far[k] = None
    while queue:
        k = queue.popleft()
        for p in parents[k]:
            if p in value:
                continue
            sign = 1 if game.to_move(states[p]) == first else -1
            mine = sign * value[k]  # the child's value for the side to move in p
            if mine == 1:
                value[p] = sign
                queue.append(p)
                continue
            best_so_far[p] = mine if best_so_far[p] is None else max(best_so_far[p], mine)
            unknown_children[p] -= 1
            if unknown_children[p] == 0:
                value[p] = sign * best_so_far[p]
                queue.append(p)
    return value
