"""checker: check_retrograde
truth: correct — backward induction in reverse topological order (Kahn's algorithm on the move graph): a position is valued, max or min of its children's values, once every child is valued; no early decision on a winning child.
source: own
"""
from collections import deque


def my_retrograde(game):
    first = game.players[0]
    start = game.initial_state()
    nodes = {game.key(start): start}
    children = {}
    parents = {game.key(start): []}
    stack = [start]
    while stack:
        state = stack.pop()
        key = game.key(state)
        if game.is_terminal(state):
            children[key] = []
            continue
        kids = []
        for move in game.actions(state):
            child = game.result(state, move)
            ck = game.key(child)
            kids.append(ck)
            if ck not in nodes:
                nodes[ck] = child
                parents[ck] = []
                stack.append(child)
            parents[ck].append(key)
        children[key] = kids
    waiting = {key: len(kids) for key, kids in children.items()}
    ready = deque(key for key, n in waiting.items() if n == 0)
    value = {}
    while ready:
        key = ready.popleft()
        state = nodes[key]
        if game.is_terminal(state):
            value[key] = game.utility(state, first)
        else:
            child_values = [value[ck] for ck in children[key]]
            value[key] = max(child_values) if game.to_move(state) == first else min(child_values)
        for parent in parents[key]:
            waiting[parent] -= 1
            if waiting[parent] == 0:
                ready.append(parent)
    return value
