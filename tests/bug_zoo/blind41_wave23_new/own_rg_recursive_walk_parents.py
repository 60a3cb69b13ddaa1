"""checker: check_retrograde
truth: buggy — the positions are found by a recursive walk of the game tree that records the parent at every step and recurses into a child whether or not it was seen before, so a position reached by several paths is walked once per path and appears in its children's parent lists once per walk; the queue then counts the same move down several times and declares losses and draws while better moves are open.
source: own (the i40d fix: another shape of w23_rg_02, recursion instead of a stack, a set of open moves counted by len)
"""
from collections import deque


def my_retrograde(game):
    "The first player's value (+1, 0, -1) of every reachable position, by game.key, found backwards."
    first = game.players[0]
    states = {}
    ups = {}

    def walk(state):
        key = game.key(state)
        states[key] = state
        ups.setdefault(key, [])
        if game.is_terminal(state):
            return
        for move in game.actions(state):
            child = game.result(state, move)
            ups.setdefault(game.key(child), []).append(key)
            walk(child)

    walk(game.initial_state())
    table = {}
    remaining = {}
    can_draw = set()
    todo = deque()
    for key, state in states.items():
        if game.is_terminal(state):
            table[key] = game.utility(state, first)
            todo.append(key)
        else:
            remaining[key] = len(game.actions(state))
    while todo:
        key = todo.popleft()
        for up in ups[key]:
            if up in table:
                continue
            win = 1 if game.to_move(states[up]) == first else -1
            if table[key] == win:
                table[up] = win
                todo.append(up)
            else:
                if table[key] == 0:
                    can_draw.add(up)
                remaining[up] -= 1
                if not remaining[up]:
                    table[up] = 0 if up in can_draw else -win
                    todo.append(up)
    return table
