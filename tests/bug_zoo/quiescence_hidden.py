"""Quiescence with two slips whose second the graded cases hide behind the first
(:mod:`ttt_lab.exercises.quiescence_probes`): never following the threats (the evaluation returned wherever
no win or block is forced) and the stand-pat offered beside a forced block. The eighteenth wave's student
verbatim (renamed) and another shape (negamax form)."""
# ruff: noqa
# mypy: ignore-errors

from __future__ import annotations

from ttt_lab import exercises as ex
from ttt_lab.exercises import quiescence

CHECK = ex.check_quiescence
NAMES = {quiescence.NO_THREATS, quiescence.STANDS_PAT_WHEN_FORCED}

# ---------------------------------------------------------------- eighteenth wave (blind31), verbatim

def q02_kimbo_quiet_returns(game, state, evaluate):
    if game.is_terminal(state):
        return game.utility(state, "X")
    stand_pat = evaluate(state)
    me = game.to_move(state)
    you = "O" if me == "X" else "X"
    captures = game.completing_cells(state, me)[:1] or game.completing_cells(state, you)
    if not captures:  # quiet: COULD test for more here, but probably not worth it
        return stand_pat
    values = [stand_pat] + [q02_kimbo_quiet_returns(game, game.result(state, m), evaluate) for m in captures]
    return max(values) if me == "X" else min(values)


def negamax_block_or_stand(game, state, evaluate):
    """Negamax form: wins or blocks searched with the stand-pat as an option; a quiet position stands pat."""
    def q(s):
        me = game.to_move(s)
        sign = 1 if me == game.players[0] else -1
        if game.is_terminal(s):
            return game.utility(s, me)
        stand = sign * evaluate(s)
        other = game.players[1] if me == game.players[0] else game.players[0]
        forcing = game.completing_cells(s, me)[:1] or game.completing_cells(s, other)
        best = stand
        for move in forcing:
            best = max(best, -q(game.result(s, move)))
        return best

    sign = 1 if game.to_move(state) == game.players[0] else -1
    return sign * q(state)


BUGGY = [(q02_kimbo_quiet_returns, NAMES), (negamax_block_or_stand, NAMES)]
CORRECT = []
