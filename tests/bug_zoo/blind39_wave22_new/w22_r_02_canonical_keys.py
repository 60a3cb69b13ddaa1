"""checker: check_retrograde
truth: buggy — positions are merged by symmetry and the table is keyed by game.canonical_key(state) (canonical board hash, to save space), so the returned dict lacks game.key(state) for every position that is not its own class's representative.
source: ported from a public Ultimate tic-tac-toe retrograde tablebase found by the code index ("Key: canonical board hash (대칭 정규화)", D4 symmetry; repository not named by the index); values kept for the first player as the exercise asks
"""
from collections import deque


def my_retrograde(game):
    "The first player's value (+1, 0, -1) of every reachable position, by game.key, found backwards."
    first = game.players[0]
    canon = game.canonical_key
    start = game.initial_state()
    states = {canon(start): start}
    parents = {canon(start): []}
    todo = deque([start])
    while todo:
        state = todo.popleft()
        if game.is_terminal(state):
            continue
        for move in game.actions(state):
            child = game.result(state, move)
            key = canon(child)
            if key not in states:
                states[key] = child
                parents[key] = []
                todo.append(child)
            parents[key].append(canon(state))

    table, queue, left, drawn = {}, deque(), {}, {}
    for key, state in states.items():
        if game.is_terminal(state):
            table[key] = game.utility(state, first)
            queue.append(key)
        else:
            left[key] = len(game.actions(state))
            drawn[key] = False
    while queue:
        key = queue.popleft()
        for parent in parents[key]:
            if parent in table:
                continue
            win = 1 if game.to_move(states[parent]) == first else -1
            if table[key] == win:
                table[parent] = win
                queue.append(parent)
                continue
            drawn[parent] = drawn[parent] or table[key] == 0
            left[parent] -= 1
            if left[parent] == 0:
                table[parent] = 0 if drawn[parent] else -win
                queue.append(parent)
    return table
