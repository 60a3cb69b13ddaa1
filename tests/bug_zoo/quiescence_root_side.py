"""Quiescence that reads the side to move once, at the root, and keeps it down the recursion (a helper
object's attribute set in __init__, a closure reading the outer state's mover): the wins, blocks and
threats looked for below are the root's side's. The thirteenth wave's student verbatim (renamed), two
other shapes, and the wave's correct variant (negamax form)."""
# ruff: noqa
# mypy: ignore-errors

from __future__ import annotations

import math

from ttt_lab import exercises as ex
from ttt_lab.exercises.scope_models import TURN_FROM_ROOT

CHECK = ex.check_quiescence

# ---------------------------------------------------------------- thirteenth wave (blind21), verbatim


class _Quiescence:
    def __init__(self, game, evaluate, root):
        self.game, self.evaluate = game, evaluate
        self.me = game.to_move(root)
        self.you = "O" if self.me == "X" else "X"

    def value(self, state):
        g = self.game
        if g.is_terminal(state):
            return g.utility(state, "X")
        moves = g.completing_cells(state, self.me)[:1] or g.completing_cells(state, self.you)
        options = []
        if not moves:
            options.append(self.evaluate(state))
            moves = [m for m in g.actions(state) if g.completing_cells(g.result(state, m), self.me)]
        options += [self.value(g.result(state, m)) for m in moves]
        return max(options) if g.to_move(state) == "X" else min(options)


def searcher_keeps_root_side(game, state, evaluate):
    return _Quiescence(game, evaluate, state).value(state)


def _qs(game, state, evaluate, sign):
    if game.is_terminal(state):
        return sign * game.utility(state, "X")
    me = game.to_move(state)
    you = "O" if me == "X" else "X"
    wins = game.completing_cells(state, me)
    moves = wins[:1] or game.completing_cells(state, you)
    best = None
    if not moves:
        best = sign * evaluate(state)
        moves = [m for m in game.actions(state) if game.completing_cells(game.result(state, m), me)]
    for m in moves:
        v = -_qs(game, game.result(state, m), evaluate, -sign)
        best = v if best is None else max(best, v)
    return best


def correct_negamax_signed(game, state, evaluate):
    sign = 1 if game.to_move(state) == "X" else -1
    return sign * _qs(game, state, evaluate, sign)


# ---------------------------------------------------------------- other shapes of the same slip


def closure_reads_root_mover(game, state, evaluate):
    """The helper q(s) reads me from the outer state, the root, once."""
    me = game.to_move(state)
    opponent = game.players[1] if me == game.players[0] else game.players[0]

    def q(s):
        if game.is_terminal(s):
            return game.utility(s, game.players[0])
        wins = game.completing_cells(s, me)
        if wins:
            children = [game.result(s, wins[0])]
            stand = None
        else:
            blocks = game.completing_cells(s, opponent)
            if blocks:
                children = [game.result(s, cell) for cell in blocks]
                stand = None
            else:
                stand = evaluate(s)
                children = [game.result(s, m) for m in game.actions(s)
                            if game.completing_cells(game.result(s, m), me)]
        values = [q(child) for child in children] + ([] if stand is None else [stand])
        return max(values) if game.to_move(s) == game.players[0] else min(values)

    return q(state)


class RootSearcher:
    """Side and rule both fixed at the root: maximising is decided once too."""

    def __init__(self, game, evaluate, root):
        self.game, self.evaluate = game, evaluate
        self.side = game.to_move(root)
        self.other = game.players[1] if self.side == game.players[0] else game.players[0]
        self.maximizing = self.side == game.players[0]

    def search(self, s):
        game = self.game
        if game.is_terminal(s):
            return game.utility(s, game.players[0])
        forcing = game.completing_cells(s, self.side)[:1] or game.completing_cells(s, self.other)
        best = -math.inf if self.maximizing else math.inf
        if not forcing:
            best = self.evaluate(s)
            forcing = [m for m in game.actions(s) if game.completing_cells(game.result(s, m), self.side)]
        for move in forcing:
            v = self.search(game.result(s, move))
            best = max(best, v) if self.maximizing else min(best, v)
        return best


def object_keeps_side_and_rule(game, state, evaluate):
    return RootSearcher(game, evaluate, state).search(state)


BUGGY = [
    (searcher_keeps_root_side, {TURN_FROM_ROOT}),
    (closure_reads_root_mover, {TURN_FROM_ROOT}),
    (object_keeps_side_and_rule, {TURN_FROM_ROOT}),
]
CORRECT = [correct_negamax_signed]
