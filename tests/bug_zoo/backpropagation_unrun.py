"""Backpropagation whose update is written but never runs: a map left unconsumed (lazy in Python 3),
a function with a yield (calling it only makes a generator), a helper never called. The thirteenth
wave's student verbatim (renamed), two other shapes, and the wave's correct variant."""
# ruff: noqa
# mypy: ignore-errors

from __future__ import annotations

from ttt_lab import exercises as ex
from ttt_lab.exercises import backpropagation_source as bsrc

# ---------------------------------------------------------------- thirteenth wave (blind21), verbatim


def lazy_map_never_consumed(path, winner):
    def update(node):
        node.visits += 1
        if winner is None:
            node.wins += 0.5
        elif node.mover == winner:
            node.wins += 1
    map(update, path)


def credit_by_mover_dict(path, winner):
    credit = {"X": 0.0, "O": 0.0, None: 0.0}
    if winner is None:
        credit = {"X": 0.5, "O": 0.5, None: 0.5}
    else:
        credit[winner] = 1.0
    for node in reversed(path):
        node.visits += 1
        node.wins += credit[node.mover]


# ---------------------------------------------------------------- other shapes of the same slip


def yields_each_node(path, winner):
    """Written as a generator (to watch the nodes go by): the call only makes the generator."""
    for node in reversed(path):
        node.visits += 1
        if winner is None:
            node.wins += 0.5
        elif node.mover == winner:
            node.wins += 1
        yield node


def helper_named_not_called(path, winner):
    """The helper is named in the loop without parentheses: the statement does nothing."""

    def credit(node):
        node.visits += 1
        if winner is None:
            node.wins += 0.5
        elif node.mover == winner:
            node.wins += 1

    for node in path:
        credit


BUGGY = [
    (lazy_map_never_consumed, {bsrc.NEVER_RUNS}),
    (yields_each_node, {bsrc.NEVER_RUNS}),
    (helper_named_not_called, {bsrc.NEVER_RUNS}),
]
CORRECT = [credit_by_mover_dict]
CHECK = ex.check_backpropagation
