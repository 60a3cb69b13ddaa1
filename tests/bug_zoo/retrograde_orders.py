"""Retrograde analysis that notes a drawing move only after the test that decides the position (two
statements in the wrong order): the eleventh wave's student verbatim (renamed), two other shapes, and
the wave's correct variants. The rule in the code is right (a draw if some move draws), so the
checker names the order, not the rule."""
# ruff: noqa
# mypy: ignore-errors

from __future__ import annotations

from collections import deque

from ttt_lab import exercises as ex
from ttt_lab.exercises import retrograde

# ---------------------------------------------------------------- eleventh wave (blind17), verbatim


def r04_draw_flag_too_late(game):
    first = game.players[0]
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
    value, queue = {}, []
    open_moves, has_draw = {}, {}
    for key, state in states.items():
        if game.is_terminal(state):
            value[key] = game.utility(state, first)
            queue.append(key)
        else:
            open_moves[key], has_draw[key] = len(game.actions(state)), False
    for key in queue:
        for parent in parents[key]:
            if parent in value:
                continue
            win = 1 if game.to_move(states[parent]) == first else -1
            if value[key] == win:
                value[parent] = win
                queue.append(parent)
                continue
            open_moves[parent] -= 1
            if open_moves[parent] == 0:
                value[parent] = 0 if has_draw[parent] else -win
                queue.append(parent)
            has_draw[parent] |= value[key] == 0
    return value


# ---------------------------------------------------------------- other shapes of the same order slip


def _graph(game):
    start = game.initial_state()
    states, parents, stack = {game.key(start): start}, {game.key(start): []}, [start]
    while stack:
        state = stack.pop()
        if game.is_terminal(state):
            continue
        for move in game.actions(state):
            child = game.result(state, move)
            key = game.key(child)
            if key not in states:
                states[key], parents[key] = child, []
                stack.append(child)
            parents[key].append(game.key(state))
    return states, parents


def drawn_set_after_the_count(game):
    """A deque, a set of positions with a drawing move, the set filled after the decision."""
    first = game.players[0]
    states, parents = _graph(game)
    result, left, drawn, todo = {}, {}, set(), deque()
    for k, s in states.items():
        if game.is_terminal(s):
            result[k] = game.utility(s, first)
            todo.append(k)
        else:
            left[k] = len(game.actions(s))
    while todo:
        k = todo.popleft()
        for p in parents[k]:
            if p in result:
                continue
            mine = 1 if game.to_move(states[p]) == first else -1
            if result[k] == mine:
                result[p] = mine
                todo.append(p)
                continue
            left[p] -= 1
            if left[p] == 0:
                result[p] = 0 if p in drawn else -mine
                todo.append(p)
            if result[k] == 0:
                drawn.add(p)
    return result


def best_so_far_after_the_test(game):
    """The parent's best outcome kept in a dict, updated after the test that settles the parent."""
    first = game.players[0]
    states, parents = _graph(game)
    value, unknown, best, queue = {}, {}, {}, []
    for k, s in states.items():
        if game.is_terminal(s):
            value[k] = game.utility(s, first)
            queue.append(k)
        else:
            unknown[k] = len(game.actions(s))
    i = 0
    while i < len(queue):
        k = queue[i]
        i += 1
        for p in parents[k]:
            if p in value:
                continue
            win = 1 if game.to_move(states[p]) == first else -1
            if value[k] == win:
                value[p] = win
                queue.append(p)
            else:
                unknown[p] -= 1
                if unknown[p] == 0:
                    value[p] = best.get(p, -win)
                    queue.append(p)
                if value[k] == 0:
                    best[p] = 0
    return value


# ---------------------------------------------------------------- the wave's correct variants, verbatim


def r90_correct_fixed_point(game):
    first = game.players[0]
    start = game.initial_state()
    states = {game.key(start): start}
    children = {}
    stack = [start]
    while stack:
        s = stack.pop()
        k = game.key(s)
        if game.is_terminal(s):
            continue
        children[k] = []
        for m in game.actions(s):
            c = game.result(s, m)
            ck = game.key(c)
            children[k].append(ck)
            if ck not in states:
                states[ck] = c
                stack.append(c)
    value = {k: game.utility(s, first) for k, s in states.items() if game.is_terminal(s)}
    changed = True
    while changed:
        changed = False
        for k, kids in children.items():
            if k in value:
                continue
            mine = 1 if game.to_move(states[k]) == first else -1
            known = [value[c] for c in kids if c in value]
            if mine in known:
                value[k] = mine
            elif len(known) == len(kids):
                value[k] = 0 if 0 in known else -mine
            else:
                continue
            changed = True
    return value


class Retro:
    def __init__(self, game):
        self.game = game
        self.first = game.players[0]
        self.states = {}
        self.parents = {}

    def enumerate(self):
        g = self.game
        start = g.initial_state()
        self.states[g.key(start)] = start
        self.parents[g.key(start)] = set()
        todo = [start]
        while todo:
            s = todo.pop()
            if g.is_terminal(s):
                continue
            for m in g.actions(s):
                c = g.result(s, m)
                k = g.key(c)
                if k not in self.states:
                    self.states[k] = c
                    self.parents[k] = set()
                    todo.append(c)
                self.parents[k].add(g.key(s))

    def solve(self):
        g = self.game
        self.enumerate()
        value, stack = {}, []
        unknown = {}
        best_so_far = {}
        for k, s in self.states.items():
            if g.is_terminal(s):
                value[k] = g.utility(s, self.first)
                stack.append(k)
            else:
                unknown[k] = len(g.actions(s))
                best_so_far[k] = None
        while stack:
            k = stack.pop()
            for p in self.parents[k]:
                if p in value:
                    continue
                sign = 1 if g.to_move(self.states[p]) == self.first else -1
                mine = sign * value[k]
                if mine == 1:
                    value[p] = value[k]
                    stack.append(p)
                    continue
                unknown[p] -= 1
                best_so_far[p] = mine if best_so_far[p] is None else max(best_so_far[p], mine)
                if unknown[p] == 0:
                    value[p] = sign * best_so_far[p]
                    stack.append(p)
        return value


def r91_correct_stack_class(game):
    return Retro(game).solve()


BUGGY = [
    (r04_draw_flag_too_late, {retrograde.DRAW_NOTED_LATE}),
    (drawn_set_after_the_count, {retrograde.DRAW_NOTED_LATE}),
    (best_so_far_after_the_test, {retrograde.DRAW_NOTED_LATE}),
]
CORRECT = [r90_correct_fixed_point, r91_correct_stack_class]
CHECK = ex.check_retrograde


def flag_overwritten_after_the_test(game):
    """The note after the test AND set with = (a later losing move erases it): two slips in one line."""
    first = game.players[0]
    states, parents = _graph(game)
    value, queue, left, draw = {}, [], {}, {}
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
            left[p] -= 1
            if left[p] == 0:
                value[p] = 0 if draw[p] else -win
                queue.append(p)
            draw[p] = value[k] == 0
    return value


BUGGY.append((flag_overwritten_after_the_test, {retrograde.DRAW_NOTED_LATE}))


# Thirteenth wave (blind21 rg_03): one sweep over the positions sorted by moves made, ascending (the start
# first), where deepest first belongs: no position is decided from its moves, and every one left is a draw.
# Verbatim, and a breadth-first list walked in the order it was found.


def w13_sorted_wrong_way(game):
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
    for k in sorted(states, key=lambda k: depth[k]):  # should be reverse=True
        s = states[k]
        if game.is_terminal(s):
            value[k] = game.utility(s, first)
            continue
        kids = [value.get(game.key(game.result(s, m))) for m in game.actions(s)]
        if any(v is None for v in kids):
            continue
        value[k] = max(kids) if game.to_move(s) == first else min(kids)
    for k in states:
        value.setdefault(k, 0)
    return value


def w13_breadth_first_order(game):
    """Positions in the order a breadth-first search finds them (the start first), one pass."""
    first = game.players[0]
    start = game.initial_state()
    order, seen, todo = [], {game.key(start)}, deque([start])
    while todo:
        state = todo.popleft()
        order.append(state)
        if game.is_terminal(state):
            continue
        for move in game.actions(state):
            child = game.result(state, move)
            if game.key(child) not in seen:
                seen.add(game.key(child))
                todo.append(child)
    table = {}
    for state in order:
        key = game.key(state)
        if game.is_terminal(state):
            table[key] = game.utility(state, first)
            continue
        kids = [table.get(game.key(game.result(state, move))) for move in game.actions(state)]
        if None in kids:
            table[key] = 0  # not known yet: a draw
            continue
        table[key] = max(kids) if game.to_move(state) == first else min(kids)
    return table


BUGGY += [
    (w13_sorted_wrong_way, {ex.retrograde.UNDECIDED_AS_DRAW}),
    (w13_breadth_first_order, {ex.retrograde.UNDECIDED_AS_DRAW}),
]
