"""checker: check_retrograde
truth: buggy — each child decrements its parent's open-move counter before the win test and there is no "already solved" guard, so a parent won through one child is later overwritten with draw/loss when its last child is counted (and is queued again).
source: own (counter-based retrograde analysis written as decrement-first, test-after)
"""

from collections import deque


def my_retrograde(game):
    "The first player's value (+1, 0, -1) of every reachable position, by game.key, found backwards."
    first = game.players[0]
    start = game.initial_state()
    positions = {game.key(start): start}
    preds = {game.key(start): []}
    stack = [start]
    while stack:
        state = stack.pop()
        if game.is_terminal(state):
            continue
        for move in game.actions(state):
            child = game.result(state, move)
            ck = game.key(child)
            if ck not in positions:
                positions[ck] = child
                preds[ck] = []
                stack.append(child)
            preds[ck].append(game.key(state))

    result = {}
    remaining = {}
    saw_draw = {}
    queue = deque()
    for key, state in positions.items():
        if game.is_terminal(state):
            result[key] = game.utility(state, first)
            queue.append(key)
        else:
            remaining[key] = len(game.actions(state))
            saw_draw[key] = False

    while queue:
        key = queue.popleft()
        for parent in preds[key]:
            mover_wins = 1 if game.to_move(positions[parent]) == first else -1
            remaining[parent] -= 1
            if result[key] == mover_wins:
                result[parent] = mover_wins
                queue.append(parent)
            elif remaining[parent] == 0:
                result[parent] = 0 if saw_draw[parent] else -mover_wins
                queue.append(parent)
            elif result[key] == 0:
                saw_draw[parent] = True
    return result
