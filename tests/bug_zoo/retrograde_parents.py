"""Retrograde analysis whose moves to positions found earlier are never counted, the positions left
undecided then filled with draws: the ninth wave's students verbatim (renamed), another shape, and the
wave's correct variants. A parent recorded only when a position is new (the code shows it) is named
so; one pass in the order the positions were found gives the same table and keeps the name of its
effect, with a hint that claims no queue."""
# ruff: noqa
# mypy: ignore-errors

from __future__ import annotations

from collections import defaultdict, deque
from typing import Any

from ttt_lab import exercises as ex
from ttt_lab.exercises import retrograde
from ttt_lab.exercises.retrograde_found_order import ONE_PASS_FOUND_ORDER

# ---------------------------------------------------------------- ninth wave (blind13), verbatim


def first_parent_then_draws(game):
    first = game.players[0]
    start = game.initial_state()
    states = {game.key(start): start}
    parents = defaultdict(list)
    stack = [start]
    while stack:
        state = stack.pop()
        if game.is_terminal(state):
            continue
        for move in game.actions(state):
            child = game.result(state, move)
            ck = game.key(child)
            if ck not in states:
                states[ck] = child
                stack.append(child)
                parents[ck].append(game.key(state))
    value = {}
    remaining = {}
    saw_draw = defaultdict(bool)
    queue = deque()
    for k, s in states.items():
        if game.is_terminal(s):
            value[k] = game.utility(s, first)
            queue.append(k)
        else:
            remaining[k] = len(game.actions(s))
    while queue:
        k = queue.popleft()
        for p in parents[k]:
            if p in value:
                continue
            good = 1 if game.to_move(states[p]) == first else -1
            if value[k] == good:
                value[p] = good
                queue.append(p)
                continue
            if value[k] == 0:
                saw_draw[p] = True
            remaining[p] -= 1
            if remaining[p] == 0:
                value[p] = 0 if saw_draw[p] else -good
                queue.append(p)
    for k in states:  # whatever is left can go round in circles: a draw
        value.setdefault(k, 0)
    return value


def one_pass_found_order(game):
    first = game.players[0]
    start = game.initial_state()
    order = []
    seen = {game.key(start): start}
    stack = [start]
    while stack:
        s = stack.pop()
        order.append(s)
        if game.is_terminal(s):
            continue
        for a in game.actions(s):
            c = game.result(s, a)
            if game.key(c) not in seen:
                seen[game.key(c)] = c
                stack.append(c)
    value = {}
    for s in reversed(order):
        k = game.key(s)
        if game.is_terminal(s):
            value[k] = game.utility(s, first)
            continue
        kids = [value.get(game.key(game.result(s, a)), 0) for a in game.actions(s)]
        value[k] = max(kids) if game.to_move(s) == first else min(kids)
    return value


def wave9_queue(game):
    first = game.players[0]
    start = game.initial_state()
    states = {game.key(start): start}
    parents = defaultdict(list)
    stack = [start]
    while stack:
        state = stack.pop()
        if game.is_terminal(state):
            continue
        for move in game.actions(state):
            child = game.result(state, move)
            ck = game.key(child)
            if ck not in states:
                states[ck] = child
                stack.append(child)
            parents[ck].append(game.key(state))
    value = {}
    remaining = {}
    saw_draw = defaultdict(bool)
    queue = deque()
    for k, s in states.items():
        if game.is_terminal(s):
            value[k] = game.utility(s, first)
            queue.append(k)
        else:
            remaining[k] = len(game.actions(s))
    while queue:
        k = queue.popleft()
        for p in parents[k]:
            if p in value:
                continue
            good = 1 if game.to_move(states[p]) == first else -1
            if value[k] == good:
                value[p] = good
                queue.append(p)
                continue
            if value[k] == 0:
                saw_draw[p] = True
            remaining[p] -= 1
            if remaining[p] == 0:
                value[p] = 0 if saw_draw[p] else -good
                queue.append(p)
    return value


def wave9_sweeps(game):
    first = game.players[0]
    states, todo = {}, [game.initial_state()]
    while todo:
        s = todo.pop()
        k = game.key(s)
        if k in states:
            continue
        states[k] = s
        if not game.is_terminal(s):
            todo.extend(game.result(s, a) for a in game.actions(s))
    value = {k: game.utility(s, first) for k, s in states.items() if game.is_terminal(s)}
    children = {k: [game.key(game.result(s, a)) for a in game.actions(s)]
                for k, s in states.items() if not game.is_terminal(s)}
    changed = True
    while changed:
        changed = False
        for k, kids in children.items():
            if k in value:
                continue
            good = 1 if game.to_move(states[k]) == first else -1
            known = [value[c] for c in kids if c in value]
            if good in known:
                value[k] = good
            elif len(known) == len(kids):
                value[k] = 0 if 0 in known else -good
            else:
                continue
            changed = True
    return value


# ---------------------------------------------------------------- other shapes


def parents_set_when_seen_breadth_first(game: Any) -> dict[Any, float]:
    """Breadth first, parents kept as sets filled only for a new position; rounds over a FIFO of
    decided positions; every position still open at the end a draw."""
    first = game.players[0]
    root = game.initial_state()
    seen = {game.key(root): root}
    ups: dict[Any, set] = defaultdict(set)
    frontier = deque([root])
    while frontier:
        s = frontier.popleft()
        if game.is_terminal(s):
            continue
        for a in game.actions(s):
            c = game.result(s, a)
            k = game.key(c)
            if k not in seen:
                seen[k] = c
                ups[k].add(game.key(s))
                frontier.append(c)
    result: dict[Any, float] = {}
    open_moves = {}
    drawn = set()
    todo = deque()
    for k, s in seen.items():
        if game.is_terminal(s):
            result[k] = game.utility(s, first)
            todo.append(k)
        else:
            open_moves[k] = len(game.actions(s))
    while todo:
        k = todo.popleft()
        for p in ups[k]:
            if p in result:
                continue
            mine = 1 if game.to_move(seen[p]) == first else -1
            if result[k] == mine:
                result[p] = mine
                todo.append(p)
            else:
                if result[k] == 0:
                    drawn.add(p)
                open_moves[p] -= 1
                if open_moves[p] == 0:
                    result[p] = 0 if p in drawn else -mine
                    todo.append(p)
    return {k: result.get(k, 0) for k in seen}


BUGGY = [
    (first_parent_then_draws, {retrograde.ONE_PARENT}),
    (parents_set_when_seen_breadth_first, {retrograde.ONE_PARENT}),
    # Named "calls undecided positions draws" until wave 35 (z87b): the one pass in found order is read from the code.
    (one_pass_found_order, {ONE_PASS_FOUND_ORDER}),
]
CORRECT = [wave9_queue, wave9_sweeps]
CHECK = ex.check_retrograde


# ---------------------------------------------------------------- eleventh wave (blind17), verbatim, and other shapes
# The parent's list started with its first parent inside the 'if new' block (no append at all).


def r02_w11_first_parent_only(game):
    first = game.players[0]
    start = game.initial_state()
    states = {game.key(start): start}
    parents = {game.key(start): []}
    frontier = [start]
    while frontier:
        nxt = []
        for state in frontier:
            if game.is_terminal(state):
                continue
            for move in game.actions(state):
                child = game.result(state, move)
                key = game.key(child)
                if key not in states:
                    states[key] = child
                    parents[key] = [game.key(state)]
                    nxt.append(child)
        frontier = nxt

    value, queue = {}, []
    unknown, draw_seen = {}, {}
    for key, state in states.items():
        if game.is_terminal(state):
            value[key] = game.utility(state, first)
            queue.append(key)
        else:
            unknown[key] = len(game.actions(state))
            draw_seen[key] = False
    i = 0
    while i < len(queue):
        key = queue[i]
        i += 1
        for parent in parents[key]:
            if parent in value:
                continue
            win = 1 if game.to_move(states[parent]) == first else -1
            if value[key] == win:
                value[parent] = win
                queue.append(parent)
                continue
            draw_seen[parent] = draw_seen[parent] or value[key] == 0
            unknown[parent] -= 1
            if unknown[parent] == 0:
                value[parent] = 0 if draw_seen[parent] else -win
                queue.append(parent)
    for key in states:  # whatever was never decided cannot be won by anyone
        value.setdefault(key, 0)
    return value


def _decide_from(game, states, parents):
    first = game.players[0]
    value, queue, unknown, drawn = {}, deque(), {}, set()
    for key, state in states.items():
        if game.is_terminal(state):
            value[key] = game.utility(state, first)
            queue.append(key)
        else:
            unknown[key] = len(game.actions(state))
    while queue:
        key = queue.popleft()
        for parent in parents.get(key, ()):
            if parent in value:
                continue
            win = 1 if game.to_move(states[parent]) == first else -1
            if value[key] == win:
                value[parent] = win
                queue.append(parent)
                continue
            if value[key] == 0:
                drawn.add(parent)
            unknown[parent] -= 1
            if unknown[parent] == 0:
                value[parent] = 0 if parent in drawn else -win
                queue.append(parent)
    return {key: value.get(key, 0) for key in states}


def parent_set_started_when_new(game):
    """A set of parents per position, created with the finder in it, only for a position met first."""
    start = game.initial_state()
    states, parents, todo = {game.key(start): start}, {}, deque([start])
    while todo:
        state = todo.popleft()
        if game.is_terminal(state):
            continue
        for move in game.actions(state):
            child = game.result(state, move)
            ck = game.key(child)
            if ck not in states:
                states[ck] = child
                parents[ck] = {game.key(state)}
                todo.append(child)
    return _decide_from(game, states, parents)


def setdefault_parent_when_new(game):
    """parents.setdefault(child, []).append(key), but only under `if child not in seen`."""
    start = game.initial_state()
    seen, parents, stack = {game.key(start): start}, {}, [start]
    while stack:
        state = stack.pop()
        if game.is_terminal(state):
            continue
        for move in game.actions(state):
            child = game.result(state, move)
            ck = game.key(child)
            if ck not in seen:
                seen[ck] = child
                parents.setdefault(ck, []).append(game.key(state))
                stack.append(child)
    return _decide_from(game, seen, parents)


BUGGY += [
    (r02_w11_first_parent_only, {retrograde.ONE_PARENT}),
    (parent_set_started_when_new, {retrograde.ONE_PARENT}),
    (setdefault_parent_when_new, {retrograde.ONE_PARENT}),
]


# ---------------------------------------------------------------- fourteenth wave (blind23): one reverse pass over a
# depth-first order, a move to a position not yet valued read as a draw


def r04_one_reverse_pass_dfs_order(game):  # type: ignore[no-untyped-def]
    """blind23 r04 verbatim: the reverse of a depth-first discovery order taken for an order where every
    move's position comes first; value.get(child, 0) reads one not yet valued as a draw."""
    first = game.players[0]
    start = game.initial_state()
    order, seen, stack = [], {}, [start]
    while stack:
        s = stack.pop()
        k = game.key(s)
        if k in seen:
            continue
        seen[k] = s
        order.append(k)
        if not game.is_terminal(s):
            for a in game.actions(s):
                stack.append(game.result(s, a))
    value = {}
    for k in reversed(order):
        s = seen[k]
        if game.is_terminal(s):
            value[k] = game.utility(s, first)
            continue
        kids = [value.get(game.key(game.result(s, a)), 0) for a in game.actions(s)]
        value[k] = max(kids) if game.to_move(s) == first else min(kids)
    return value


BUGGY += [(r04_one_reverse_pass_dfs_order, {ONE_PASS_FOUND_ORDER})]  # the pass read from the code (wave 35, z87b)
