"""Quiescence that works out the root's evaluation once and hands it down as an argument: every quiet
position stands pat on the root's value. Named by the root's evaluation, and said as the code does it
(:func:`ttt_lab.exercises.quiescence_source.evaluation_passed_down`), not as evaluate(state) read inside a
helper. The seventeenth wave's student verbatim (renamed), two other shapes (a name holding the root's
value passed by keyword; negamax form, the root's value turned by color), and the wave's correct variants."""
# ruff: noqa
# mypy: ignore-errors

from __future__ import annotations

import math

from ttt_lab import exercises as ex
from ttt_lab.exercises.scope_models import EVALUATES_ROOT

CHECK = ex.check_quiescence
NAME = {EVALUATES_ROOT}
SAID = "hands it down"

# ---------------------------------------------------------------- seventeenth wave (blind29), verbatim


def _q06_q(game, state, evaluate, stand):
    if game.is_terminal(state):
        return game.utility(state, "X")
    me = game.to_move(state)
    you = "O" if me == "X" else "X"
    moves = game.completing_cells(state, me)[:1] or game.completing_cells(state, you)
    options = []
    if not moves:
        options.append(stand)
        moves = [m for m in game.actions(state) if game.completing_cells(game.result(state, m), me)]
    options += [_q06_q(game, game.result(state, m), evaluate, stand) for m in moves]
    return max(options) if me == "X" else min(options)


def q06_root_stand_pat_passed_down(game, state, evaluate):
    return _q06_q(game, state, evaluate, evaluate(state))


# ---------------------------------------------------------------- other shapes


def _quiet_search(game, s, stand_pat):
    if game.is_terminal(s):
        return game.utility(s, "X")
    me = game.to_move(s)
    other = game.players[1] if me == game.players[0] else game.players[0]
    wins = game.completing_cells(s, me)
    forced = wins[:1] if wins else game.completing_cells(s, other)
    if forced:
        values = [_quiet_search(game, game.result(s, m), stand_pat) for m in forced]
    else:
        threats = [m for m in game.actions(s) if game.completing_cells(game.result(s, m), me)]
        values = [stand_pat] + [_quiet_search(game, game.result(s, m), stand_pat) for m in threats]
    return max(values) if me == game.players[0] else min(values)


def root_value_by_keyword(game, state, evaluate):
    """The root's value held in a name and passed by keyword."""
    here = evaluate(state)
    return _quiet_search(game, state, stand_pat=here)


def _nega(game, s, alpha, beta, root_score):
    if game.is_terminal(s):
        return (1 if game.to_move(s) == "X" else -1) * game.utility(s, "X")
    me = game.to_move(s)
    you = "O" if me == "X" else "X"
    moves = game.completing_cells(s, me)[:1] or game.completing_cells(s, you)
    if not moves:
        stand = root_score if me == "X" else -root_score
        if stand >= beta:
            return stand
        alpha = max(alpha, stand)
        moves = [m for m in game.actions(s) if game.completing_cells(game.result(s, m), me)]
    best = -math.inf if moves else alpha
    for m in moves:
        best = max(best, -_nega(game, game.result(s, m), -beta, -alpha, root_score))
        alpha = max(alpha, best)
        if alpha >= beta:
            break
    return max(best, alpha) if moves else best


def negamax_root_score_passed(game, state, evaluate):
    """Negamax form: the root's evaluation (X's view) handed down and turned by the mover at each node."""
    color = 1 if game.to_move(state) == "X" else -1
    return color * _nega(game, state, -math.inf, math.inf, evaluate(state))


BUGGY = [(q06_root_stand_pat_passed_down, NAME), (root_value_by_keyword, NAME), (negamax_root_score_passed, NAME)]


# ---------------------------------------------------------------- the wave's correct variants, verbatim



def _q90_q(game, state, evaluate, alpha, beta):
    color = 1 if game.to_move(state) == "X" else -1
    if game.is_terminal(state):
        return color * game.utility(state, "X")
    me = game.to_move(state)
    you = "O" if me == "X" else "X"
    moves = game.completing_cells(state, me)[:1] or game.completing_cells(state, you)
    if not moves:
        stand_pat = color * evaluate(state)
        if stand_pat >= beta:
            return beta
        if stand_pat > alpha:
            alpha = stand_pat
        moves = [m for m in game.actions(state) if game.completing_cells(game.result(state, m), me)]
    for m in moves:
        score = -_q90_q(game, game.result(state, m), evaluate, -beta, -alpha)
        if score >= beta:
            return beta
        if score > alpha:
            alpha = score
    return alpha


def q90_correct_gochess_failhard(game, state, evaluate):
    color = 1 if game.to_move(state) == "X" else -1
    return color * _q90_q(game, state, evaluate, -math.inf, math.inf)



def q91_correct_all_wins(game, state, evaluate):
    if game.is_terminal(state):
        return game.utility(state, "X")
    me = game.to_move(state)
    you = "X" if me == "O" else "O"
    pick = max if me == "X" else min
    forced = game.completing_cells(state, me) or game.completing_cells(state, you)
    if forced:
        return pick(q91_correct_all_wins(game, game.result(state, m), evaluate) for m in forced)
    threats = (m for m in game.actions(state) if game.completing_cells(game.result(state, m), me))
    return pick([evaluate(state), *(q91_correct_all_wins(game, game.result(state, m), evaluate) for m in threats)])


CORRECT = [q90_correct_gochess_failhard, q91_correct_all_wins]
