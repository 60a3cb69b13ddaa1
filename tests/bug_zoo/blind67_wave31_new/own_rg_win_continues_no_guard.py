"""checker: check_retrograde
truth: buggy — the win continues to the next parent, but nothing skips a parent decided already, so a position won through one move is decided again (drawn or lost) when its last open move is counted.
source: own (another shape of wave 31's rg_02: the counting after the win's continue, loop variable p over preds)
"""

from collections import deque


def my_retrograde(game):
    "The first player's value (+1, 0, -1) of every reachable position, by game.key, found backwards."
    first = game.players[0]
    start = game.initial_state()
    positions = {game.key(start): start}
    preds = {game.key(start): []}
    todo = [start]
    while todo:
        state = todo.pop()
        if game.is_terminal(state):
            continue
        for move in game.actions(state):
            child = game.result(state, move)
            ck = game.key(child)
            if ck not in positions:
                positions[ck] = child
                preds[ck] = []
                todo.append(child)
            preds[ck].append(game.key(state))
    value, left, drawn = {}, {}, {}
    queue = deque()
    for key, state in positions.items():
        if game.is_terminal(state):
            value[key] = game.utility(state, first)
            queue.append(key)
        else:
            left[key] = len(game.actions(state))
            drawn[key] = False
    while queue:
        key = queue.popleft()
        for p in preds[key]:
            mover = 1 if game.to_move(positions[p]) == first else -1
            if value[key] == mover:
                value[p] = mover
                queue.append(p)
                continue
            left[p] -= 1
            if value[key] == 0:
                drawn[p] = True
            if left[p] == 0:
                value[p] = 0 if drawn[p] else -mover
                queue.append(p)
    return value
