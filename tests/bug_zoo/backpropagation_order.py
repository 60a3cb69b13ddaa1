"""Backpropagation that compares the mover before testing for a draw (``if node.mover == winner:
... elif winner is None: ...``): on a draw the root's mover None equals the winner None, so the
root takes a whole win and never reaches the draw branch the code has
(:func:`ttt_lab.exercises.backpropagation_source.draw_tested_after_mover`): named by the root's draw
credit, with a hint that asks for the order, not for the half win the code already adds. The
seventeenth wave's student verbatim (renamed), two other shapes, and the wave's correct variant."""
# ruff: noqa
# mypy: ignore-errors

from __future__ import annotations

from ttt_lab import exercises as ex
from ttt_lab.exercises.backpropagation import WRONG_DRAW_CREDIT

CHECK = ex.check_backpropagation
NAME = {WRONG_DRAW_CREDIT}
HINT_SAYS = "Test for the draw before comparing the mover"

# ---------------------------------------------------------------- seventeenth wave (blind29), verbatim


def b04_equality_before_draw(path, winner):
    for node in path:
        node.visits += 1
        if node.mover == winner:
            node.wins += 1
        elif winner is None:
            node.wins += 0.5


# ---------------------------------------------------------------- other shapes


def winner_first_then_not_winner(path, winner):
    """The equality written winner first, the draw as `not winner`, walking the path from the leaf."""
    for n in reversed(path):
        n.visits = n.visits + 1
        if winner == n.mover:
            n.wins = n.wins + 1.0
        elif not winner:
            n.wins = n.wins + 0.5


def loss_branch_between(path, winner):
    """A chain with an explicit loss branch before the draw's: the draw still comes after the mover's test."""
    for node in path:
        node.visits += 1
        if node.mover == winner:
            node.wins += 1
        elif winner is not None and node.mover is not None:
            node.wins += 0
        elif winner == None:
            node.wins += 0.5


BUGGY = [(b04_equality_before_draw, NAME), (winner_first_then_not_winner, NAME), (loss_branch_between, NAME)]


# ---------------------------------------------------------------- the wave's correct variant, verbatim


def b90_correct_index_loop(path, winner):
    i = len(path) - 1
    while i >= 0:
        node = path[i]
        node.visits += 1
        reward = {None: 0.5}.get(winner, 1.0 if node.mover == winner else 0.0)
        if winner is None:
            reward = 0.5
        node.wins += reward
        i -= 1


CORRECT = [b90_correct_index_loop]

