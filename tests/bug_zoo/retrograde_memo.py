"""Retrograde analysis whose table outlives the call (a default argument value={}, a global, a memo
in a recursion): keys are numbers, so a board of the second game graded can share its key with a
board of the first, and the value remembered for that one answers. The thirteenth wave's student
verbatim (renamed), two other shapes, and the wave's correct variant (a sweep sorted deepest first)."""
# ruff: noqa
# mypy: ignore-errors

from __future__ import annotations

from typing import Any

from ttt_lab import exercises as ex

# ---------------------------------------------------------------- thirteenth wave (blind21), verbatim


def default_table_kept_between_games(game, value={}):
    first = game.players[0]
    start = game.initial_state()
    states, parents, todo = {game.key(start): start}, {game.key(start): []}, [start]
    while todo:
        s = todo.pop()
        if game.is_terminal(s):
            continue
        for m in game.actions(s):
            c = game.result(s, m)
            k = game.key(c)
            if k not in states:
                states[k], parents[k] = c, []
                todo.append(c)
            parents[k].append(game.key(s))
    queue, left, draw = [], {}, {}
    for k, s in states.items():
        if game.is_terminal(s):
            value[k] = game.utility(s, first)
            queue.append(k)
        else:
            left[k], draw[k] = len(game.actions(s)), False
    for k in queue:
        for p in parents[k]:
            if p in value:
                continue
            win = 1 if game.to_move(states[p]) == first else -1
            if value[k] == win:
                value[p] = win
                queue.append(p)
                continue
            draw[p] |= value[k] == 0
            left[p] -= 1
            if left[p] == 0:
                value[p] = 0 if draw[p] else -win
                queue.append(p)
    return value


def sorted_deepest_first(game):
    first = game.players[0]
    start = game.initial_state()
    states, depth, todo = {game.key(start): start}, {game.key(start): 0}, [start]
    while todo:
        s = todo.pop()
        if game.is_terminal(s):
            continue
        for m in game.actions(s):
            c = game.result(s, m)
            k = game.key(c)
            if k not in states:
                states[k] = c
                depth[k] = depth[game.key(s)] + 1
                todo.append(c)
    value = {}
    for k in sorted(states, key=lambda k: depth[k], reverse=True):
        s = states[k]
        if game.is_terminal(s):
            value[k] = game.utility(s, first)
            continue
        kids = [value[game.key(game.result(s, m))] for m in game.actions(s)]
        value[k] = max(kids) if game.to_move(s) == first else min(kids)
    return value


# ---------------------------------------------------------------- other shapes of the same slip


_SOLVED: dict[Any, float] = {}


def global_table_in_rounds(game):
    """A module-level table, filled in rounds until nothing changes, returned as a copy."""
    first = game.players[0]
    states, todo = {}, [game.initial_state()]
    while todo:
        state = todo.pop()
        if game.key(state) in states:
            continue
        states[game.key(state)] = state
        if not game.is_terminal(state):
            todo += [game.result(state, move) for move in game.actions(state)]
    changed = True
    while changed:
        changed = False
        for key, state in states.items():
            if key in _SOLVED:
                continue
            if game.is_terminal(state):
                _SOLVED[key] = game.utility(state, first)
                changed = True
                continue
            kids = [_SOLVED.get(game.key(game.result(state, move))) for move in game.actions(state)]
            if None in kids:
                continue
            _SOLVED[key] = max(kids) if game.to_move(state) == first else min(kids)
            changed = True
    return dict(_SOLVED)


def memo_recursion_with_default(game, memo={}):
    """A memoised minimax over the whole game, the memo a default argument tested before anything else."""
    first = game.players[0]

    def value(state):
        key = game.key(state)
        if key in memo:
            return memo[key]
        if game.is_terminal(state):
            memo[key] = game.utility(state, first)
        else:
            kids = [value(game.result(state, move)) for move in game.actions(state)]
            memo[key] = max(kids) if game.to_move(state) == first else min(kids)
        return memo[key]

    value(game.initial_state())
    return memo


BUGGY = [
    (default_table_kept_between_games, {ex.REMEMBERS_OTHER_GAMES}),
    (global_table_in_rounds, {ex.REMEMBERS_OTHER_GAMES}),
    (memo_recursion_with_default, {ex.REMEMBERS_OTHER_GAMES}),
]
CORRECT = [sorted_deepest_first]
CHECK = ex.check_retrograde
