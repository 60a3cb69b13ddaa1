"""Backpropagation crediting each node for the side to move there, in code that flips no reward: the
explanation must say what the values show, not that the code flips (wave 18's b02, verbatim, renamed)."""
# ruff: noqa
# mypy: ignore-errors

from __future__ import annotations

from ttt_lab import exercises as ex

CHECK = ex.check_backpropagation


# ---------------------------------------------------------------- eighteenth wave (blind31), verbatim (renamed):
# each node credited for the side to move there, looked up in a dict of results: no reward is flipped, and the
# explanation must not say one is (only compare it with code that flips).

def _b02_other(player):
    return "O" if player == "X" else "X"


def b02_current_player(path, winner):
    results = {"X": 0.5, "O": 0.5} if winner is None else {winner: 1.0, _b02_other(winner): 0.0}
    for node in reversed(path):
        current_player = _b02_other(node.mover) if node.mover is not None else (path[1].mover if len(path) > 1 else "X")
        node.visits += 1
        node.wins += results[current_player]


BUGGY = [(b02_current_player, {ex.backpropagation.WRONG_SIDE})]
CORRECT = []
