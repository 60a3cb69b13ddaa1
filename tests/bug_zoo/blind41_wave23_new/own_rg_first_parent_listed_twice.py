"""checker: check_retrograde
truth: buggy — a new position's list of parents is started with the parent that found it, and that parent is appended again just after (the append for every move stands outside the "if new" block), so the first parent of every position is listed twice and counts that move down twice: its count of open moves reaches zero while moves are still open. The search itself expands each position once.
source: own (the i40d fix: the class of w23_rg_02, a move counted twice, without any position expanded twice)
"""
from collections import deque


def my_retrograde(game):
    "The first player's value (+1, 0, -1) of every reachable position, by game.key, found backwards."
    first = game.players[0]
    start = game.initial_state()
    states = {game.key(start): start}
    parents = {game.key(start): []}
    frontier = deque([start])
    while frontier:
        state = frontier.popleft()
        key = game.key(state)
        if game.is_terminal(state):
            continue
        for move in game.actions(state):
            child = game.result(state, move)
            ck = game.key(child)
            if ck not in states:
                states[ck] = child
                parents[ck] = [key]
                frontier.append(child)
            parents[ck].append(key)
    value = {}
    left = {}
    drawn = set()
    queue = deque()
    for key, state in states.items():
        if game.is_terminal(state):
            value[key] = game.utility(state, first)
            queue.append(key)
        else:
            left[key] = len(game.actions(state))
    while queue:
        key = queue.popleft()
        for p in parents[key]:
            if p in value:
                continue
            win = 1 if game.to_move(states[p]) == first else -1
            if value[key] == win:
                value[p] = win
                queue.append(p)
                continue
            if value[key] == 0:
                drawn.add(p)
            left[p] -= 1
            if left[p] == 0:
                value[p] = 0 if p in drawn else -win
                queue.append(p)
    return value
