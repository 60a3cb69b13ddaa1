"""Retrograde analysis that settles a position from the moves known so far (the best of them), before
every move is known: losses AND draws declared early, one slip, named "decides a position before all its
moves are known", not by its loss side alone. The seventeenth wave's student verbatim (renamed), two other
shapes (a sweep from the last position found, best of the known moves; a breadth-first sweep taking the
first known move's value), and the wave's correct variant. (A shape whose early decisions happen to be
losses alone is named by its loss side: the values show nothing more.)"""
# ruff: noqa
# mypy: ignore-errors

from __future__ import annotations

from collections import Counter, deque

from ttt_lab import exercises as ex
from ttt_lab.exercises.retrograde_names import DECIDES_EARLY

CHECK = ex.check_retrograde
NAME = {DECIDES_EARLY}

# ---------------------------------------------------------------- seventeenth wave (blind29), verbatim


def r04_fixed_point_any_known(game):
    first = game.players[0]
    states = {}
    frontier = [game.initial_state()]
    while frontier:
        s = frontier.pop()
        k = game.key(s)
        if k in states:
            continue
        states[k] = s
        if not game.is_terminal(s):
            frontier.extend(game.result(s, a) for a in game.actions(s))
    value = {k: game.utility(s, first) for k, s in states.items() if game.is_terminal(s)}
    changed = True
    while changed:
        changed = False
        for k, s in states.items():
            if k in value:
                continue
            kids = [game.key(game.result(s, a)) for a in game.actions(s)]
            known = [value[c] for c in kids if c in value]
            if any(c in value for c in kids):
                pick = max if game.to_move(s) == first else min
                value[k] = pick(known)
                changed = True
    return value


# ---------------------------------------------------------------- other shapes


def sweeps_back_to_front(game):
    """Positions found depth first, swept last found first; each valued by the best of its known moves as
    soon as one is known."""
    first = game.players[0]
    seen, todo = {}, [game.initial_state()]
    while todo:
        s = todo.pop()
        if game.key(s) in seen:
            continue
        seen[game.key(s)] = s
        if not game.is_terminal(s):
            todo.extend(game.result(s, a) for a in game.actions(s))
    table = {k: game.utility(s, first) for k, s in seen.items() if game.is_terminal(s)}
    order = list(seen.items())[::-1]
    while len(table) < len(seen):
        for k, s in order:
            if k in table:
                continue
            known = [table[game.key(game.result(s, a))] for a in game.actions(s) if game.key(game.result(s, a)) in table]
            if known:
                table[k] = max(known) if game.to_move(s) == first else min(known)
    return table


def first_known_move_decides(game):
    """Positions found breadth first; a sweep values each by the first of its moves already valued."""
    first = game.players[0]
    seen, todo = {}, deque([game.initial_state()])
    while todo:
        s = todo.popleft()
        if game.key(s) in seen:
            continue
        seen[game.key(s)] = s
        if not game.is_terminal(s):
            todo.extend(game.result(s, a) for a in game.actions(s))
    value = {k: game.utility(s, first) for k, s in seen.items() if game.is_terminal(s)}
    progress = True
    while progress:
        progress = False
        for k, s in seen.items():
            if k not in value:
                for a in game.actions(s):
                    child = game.key(game.result(s, a))
                    if child in value:
                        value[k] = value[child]
                        progress = True
                        break
    return value


BUGGY = [(r04_fixed_point_any_known, NAME), (sweeps_back_to_front, NAME), (first_known_move_decides, NAME)]


# ---------------------------------------------------------------- the wave's correct variant, verbatim


def r90_correct_deque_stack(game):
    first = game.players[0]
    start = game.initial_state()
    states, parents, todo = {game.key(start): start}, {game.key(start): set()}, [start]
    while todo:
        s = todo.pop()
        if game.is_terminal(s):
            continue
        for m in game.actions(s):
            c = game.result(s, m)
            ck = game.key(c)
            if ck not in states:
                states[ck], parents[ck] = c, set()
                todo.append(c)
            parents[ck].add(game.key(s))
    unknown = Counter()
    for k, s in states.items():
        if not game.is_terminal(s):
            unknown[k] = len({game.key(game.result(s, m)) for m in game.actions(s)})
    value = {k: game.utility(s, first) for k, s in states.items() if game.is_terminal(s)}
    drawn = set()
    stack = list(value)
    while stack:
        k = stack.pop()
        for p in parents[k]:
            if p in value:
                continue
            win = 1 if game.to_move(states[p]) == first else -1
            if value[k] == win:
                value[p] = win
                stack.append(p)
                continue
            if value[k] == 0:
                drawn.add(p)
            unknown[p] -= 1
            if unknown[p] == 0:
                value[p] = 0 if p in drawn else -win
                stack.append(p)
    return value


CORRECT = [r90_correct_deque_stack]
