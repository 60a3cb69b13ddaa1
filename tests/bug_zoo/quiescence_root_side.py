"""Quiescence that reads the side to move once, at the root, and keeps it down the recursion (a helper
object's attribute set in __init__, a closure reading the outer state's mover): the wins, blocks and
threats looked for below are the root's side's. The thirteenth wave's student verbatim (renamed), two
other shapes, and the wave's correct variant (negamax form). Also the fourteenth wave's finished games
evaluated below the root (a finished root scored right outside the search), verbatim and in a minimax shape."""
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


# ---------------------------------------------------------------- fourteenth wave (blind23): finished games evaluated
# below the root, a finished root scored right by the wrapper


def _other_side(p):
    return "O" if p == "X" else "X"


def _q02_qsearch(game, state, evaluate, alpha, beta):
    me = game.to_move(state) if not game.is_terminal(state) else None
    sign = 1 if me == "X" else -1
    if game.is_terminal(state):
        # who "moves" at a finished game: the opposite of the last mover; score it like any other node
        sign = -1 if game.to_move(state) == "O" else 1
        stand_pat = sign * evaluate(state)
        return stand_pat
    stand_pat = sign * evaluate(state)
    wins = game.completing_cells(state, me)
    blocks = game.completing_cells(state, _other_side(me))
    if wins:
        moves, quiet = wins[:1], False
    elif blocks:
        moves, quiet = blocks, False
    else:
        moves = [m for m in game.actions(state) if game.completing_cells(game.result(state, m), me)]
        quiet = True
    best = -math.inf
    if quiet:
        if stand_pat >= beta:
            return stand_pat
        best = stand_pat
        alpha = max(alpha, stand_pat)
    for m in moves:
        score = -_q02_qsearch(game, game.result(state, m), evaluate, -beta, -alpha)
        if score > best:
            best = score
        if score >= beta:
            return score
        alpha = max(alpha, score)
    return best


def q02_terminal_scored_by_evaluation(game, state, evaluate):
    """blind23 q02 verbatim (renamed): the helper stands pat at a finished game; the wrapper tests the root."""
    v = _q02_qsearch(game, state, evaluate, -math.inf, math.inf)
    if game.is_terminal(state):
        return game.utility(state, "X")
    return v if game.to_move(state) == "X" else -v


def finished_child_evaluated(game, state, evaluate):
    """Minimax form: the root's finished test returns the utility; the children's values are read by a helper
    that evaluates a finished child, as it does a quiet one."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])

    def search(s):
        if game.is_terminal(s):
            return evaluate(s)
        me = game.to_move(s)
        moves = game.completing_cells(s, me)[:1] or game.completing_cells(s, _other_side(me))
        options = []
        if not moves:
            options.append(evaluate(s))
            moves = [m for m in game.actions(s) if game.completing_cells(game.result(s, m), me)]
        options += [search(game.result(s, m)) for m in moves]
        return max(options) if me == game.players[0] else min(options)

    return search(state)


BUGGY += [
    (q02_terminal_scored_by_evaluation, {ex.EVALUATES_TERMINAL}),
    (finished_child_evaluated, {ex.EVALUATES_TERMINAL}),
]
