"""Quiescence with a shortcut before the search, "the side to move can complete a line: it wins", that
returns MAX's win whoever moves: a win MIN can take at once is scored +1. The graded cases had no
position where MIN can win at once, so the twentieth wave's q_03 passed (missed). Its student verbatim
(renamed) and another shape (a class with a WIN constant)."""
# ruff: noqa
# mypy: ignore-errors

from __future__ import annotations

from ttt_lab import exercises as ex
from ttt_lab.exercises import quiescence

CHECK = ex.check_quiescence
NAMES = {quiescence.WIN_NOW_FOR_MAX}


# ---------------------------------------------------------------- twentieth wave (blind35), verbatim

def q03_win_returns_plus_one(game, state, evaluate):
    "X's value of `state`, past the depth limit: forcing moves only, the evaluation as stand-pat."
    if game.is_terminal(state):
        return game.utility(state, "X")
    me = game.to_move(state)
    you = "X" if me == "O" else "O"
    if game.completing_cells(state, me):
        return 1  # the side to move wins on the spot
    blocks = game.completing_cells(state, you)
    if blocks:
        vals = [q03_win_returns_plus_one(game, game.result(state, b), evaluate) for b in blocks]
        return max(vals) if me == "X" else min(vals)
    vals = [evaluate(state)]
    for m in game.actions(state):
        nxt = game.result(state, m)
        if game.completing_cells(nxt, me):
            vals.append(q03_win_returns_plus_one(game, nxt, evaluate))
    return max(vals) if me == "X" else min(vals)


# ---------------------------------------------------------------- another shape

class _Quiet:
    WIN = 1.0

    def __init__(self, game, evaluate):
        self.game, self.evaluate = game, evaluate

    def value(self, s):
        g = self.game
        if g.is_terminal(s):
            return g.utility(s, g.players[0])
        me = g.to_move(s)
        other = g.players[1] if me == g.players[0] else g.players[0]
        if g.completing_cells(s, me):
            return self.WIN
        forced = g.completing_cells(s, other)
        if forced:
            options = [self.value(g.result(s, m)) for m in forced]
        else:
            threats = [m for m in g.actions(s) if g.completing_cells(g.result(s, m), me)]
            options = [self.evaluate(s)] + [self.value(g.result(s, m)) for m in threats]
        return max(options) if me == g.players[0] else min(options)


def class_win_constant(game, state, evaluate):
    return _Quiet(game, evaluate).value(state)


BUGGY = [(fn, NAMES) for fn in (q03_win_returns_plus_one, class_win_constant)]
CORRECT: list = []
