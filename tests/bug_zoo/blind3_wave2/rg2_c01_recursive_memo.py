"""check_retrograde — TRUTH: correct (memoised recursion over the same graph: every position valued from its children; backwards in effect)."""
CHECK, KW = "check_retrograde", {}
def _graph(game, include_start=True):
    start = game.initial_state()
    states, parents, todo = {game.key(start): start}, {game.key(start): []}, [start]
    while todo:
        state = todo.pop()
        if game.is_terminal(state):
            continue
        for move in game.actions(state):
            child = game.result(state, move)
            key = game.key(child)
            if key not in states:
                states[key], parents[key] = child, []
                todo.append(child)
            parents[key].append(game.key(state))
    if not include_start:
        del states[game.key(start)]
    return states, parents

def _solve(game, states, parents, first, win_of, terminal_value):
    value, queue, open_moves, has_draw = {}, [], {}, {}
    for key, state in states.items():
        if game.is_terminal(state):
            value[key] = terminal_value(state); queue.append(key)
        else:
            open_moves[key], has_draw[key] = len(game.actions(state)), False
    for key in queue:
        for parent in parents[key]:
            if parent in value or parent not in states:
                continue
            win = win_of(parent, key)
            if value[key] == win:
                value[parent] = win; queue.append(parent); continue
            has_draw[parent] |= value[key] == 0
            open_moves[parent] -= 1
            if open_moves[parent] == 0:
                value[parent] = 0 if has_draw[parent] else -win; queue.append(parent)
    return value

import sys
def student(game):
    sys.setrecursionlimit(10000)
    first = game.players[0]
    value = {}
    def v(s):
        k = game.key(s)
        if k in value:
            return value[k]
        if game.is_terminal(s):
            r = game.utility(s, first)
        else:
            kids = [v(game.result(s, m)) for m in game.actions(s)]
            r = max(kids) if game.to_move(s) == first else min(kids)
        value[k] = r
        return r
    v(game.initial_state())
    return value
