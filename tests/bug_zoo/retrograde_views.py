"""Retrograde analysis reading the first player's values as the side to move's (negamax's rule on a
table kept for game.players[0]): the eighth wave's student verbatim (renamed), two other shapes,
and the wave's correct variant."""
# ruff: noqa
# mypy: ignore-errors

from __future__ import annotations

from typing import Any

from ttt_lab import exercises as ex
from ttt_lab.exercises import retrograde

# ---------------------------------------------------------------- eighth wave, verbatim



def negamax_values_absolute(game):
    first = game.players[0]
    start = game.initial_state()
    states, parents = {}, {}
    stack = [start]
    states[game.key(start)] = start
    parents[game.key(start)] = []
    while stack:
        s = stack.pop()
        if game.is_terminal(s):
            continue
        for m in game.actions(s):
            c = game.result(s, m)
            ck = game.key(c)
            if ck not in states:
                states[ck] = c
                parents[ck] = []
                stack.append(c)
            parents[ck].append(game.key(s))
    value = {}
    pending = {k: len(game.actions(s)) for k, s in states.items() if not game.is_terminal(s)}
    frontier = [k for k, s in states.items() if game.is_terminal(s)]
    for k in frontier:
        value[k] = game.utility(states[k], first)
    i = 0
    while i < len(frontier):
        k = frontier[i]
        i += 1
        for p in parents[k]:
            if p in value:
                continue
            pending[p] -= 1
            if value[k] == -1:  # a child lost for the one who moves there: a win here
                value[p] = 1
                frontier.append(p)
            elif pending[p] == 0:
                kids = [value[game.key(game.result(states[p], m))] for m in game.actions(states[p])]
                value[p] = 0 if 0 in kids else -1
                frontier.append(p)
    return value



def correct_layers_descending(game):
    first = game.players[0]
    start = game.initial_state()
    layers = [{game.key(start): start}]
    while layers[-1]:
        layers.append({game.key(game.result(s, m)): game.result(s, m)
                       for s in layers[-1].values() if not game.is_terminal(s) for m in game.actions(s)})
    value = {}
    for layer in reversed(layers):
        for k, s in layer.items():
            if game.is_terminal(s):
                value[k] = game.utility(s, first)
            else:
                kids = [value[game.key(game.result(s, m))] for m in game.actions(s)]
                value[k] = max(kids) if game.to_move(s) == first else min(kids)
    return value


# ---------------------------------------------------------------- other shapes of the same slip


def memo_negamax_rule_on_utilities(game: Any) -> dict[Any, float]:
    """Recursive, memoised: utilities for the first player, combined by negamax's rule."""
    first = game.players[0]
    table: dict[Any, float] = {}

    def solve(state: Any) -> float:
        key = game.key(state)
        if key not in table:
            if game.is_terminal(state):
                table[key] = game.utility(state, first)
            else:
                results = [solve(game.result(state, move)) for move in game.actions(state)]
                if -1 in results:  # the opponent loses there
                    table[key] = 1
                elif 0 in results:
                    table[key] = 0
                else:
                    table[key] = -1
        return table[key]

    solve(game.initial_state())
    return table


def rounds_with_negamax_rule(game: Any) -> dict[Any, float]:
    """Rounds until nothing changes; a position is won once a move reaches a -1, lost when all are +1."""
    first = game.players[0]
    seen, todo = {}, [game.initial_state()]
    while todo:
        state = todo.pop()
        if game.key(state) in seen:
            continue
        seen[game.key(state)] = state
        if not game.is_terminal(state):
            todo += [game.result(state, move) for move in game.actions(state)]
    value = {key: game.utility(s, first) for key, s in seen.items() if game.is_terminal(s)}
    changed = True
    while changed:
        changed = False
        for key, state in seen.items():
            if key in value:
                continue
            kids = [value.get(game.key(game.result(state, move))) for move in game.actions(state)]
            if -1 in kids:
                value[key] = 1
            elif None not in kids:
                value[key] = 0 if 0 in kids else -1
            else:
                continue
            changed = True
    return value


BUGGY = [
    (negamax_values_absolute, {retrograde.NEGAMAX_ON_FIRST}),
    (memo_negamax_rule_on_utilities, {retrograde.NEGAMAX_ON_FIRST}),
    (rounds_with_negamax_rule, {retrograde.NEGAMAX_ON_FIRST}),
]
CORRECT = [correct_layers_descending]
CHECK = ex.check_retrograde
