"""Quiescence search with slips as knobs: what a mistaken quiescence search returns.

:func:`mistaken_quiescence` is the one small quiescence search, from MAX's view, whose knobs
are the slips the checker can name (the forcing moves misread, the stand-pat missing or on the
wrong side, the threats of the wrong side, a cap on the forcing moves...). With no knobs it is
the library's rule; the checker's catalogue (:data:`~ttt_lab.exercises.quiescence.MISTAKES`)
sets its knobs and predicts each case's value with it.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any


def mistaken_quiescence(game: Any, state: Any, evaluate: Callable[[Any], float], knobs: dict[str, Any]) -> float:
    """Quiescence search from MAX's view with slips as knobs; with none it is the library's rule
    (a test holds it to ``alphabeta(..., depth=0, quiescence=True)``).

    Knobs: ``moves`` (``"none"``, ``"all"``, ``"no threats"``), ``blocks``
    (False: the opponent's threats never answered; ``"max only"``: answered where MAX moves
    alone, the opponent being worked out as MIN everywhere), ``stand_pat`` (``"never"`` where
    there are threats, ``"always"`` even where a block is forced), ``eval_view`` (``"mover"``; ``"negated"``: the opponent's view at every node; ``"root"``: the root's mover's view at every node, a negamax's sign taken from a player fixed at the root),
    ``one_ply`` (True, or ``"quiet"``: the threats' children alone evaluated), ``cap`` (evaluated
    that many plies past the horizon), ``threat_limit`` (the first n threats alone), ``blocks_first``, ``threats_of`` (``"max"``: the threats looked for are MAX's at every
    node, not the mover's), ``forcing`` (``"and"``: ``wins and blocks`` where ``wins or
    blocks`` belongs), ``swapped``, ``pick`` / ``turns`` (``"max"`` or ``"min"`` everywhere; ``turns`` also ``"root"``: the root's
    side's rule at every node), ``sides`` (``"root"``: the wins, blocks and threats looked for are the root's
    side's and its opponent's at every node, a side to move read once and kept),
    ``win_now`` (``"max's"``: 1 returned where the side to move can complete a line, whoever moves),
    ``leaf`` (``"mover"``, ``"min"``, ``"evaluate"``, ``"evaluate below root"``, ``"untested"``: a finished game searched on like an
    unfinished one). Knobs shared with :func:`~ttt_lab.exercises.error_model.mistaken_value`:
    ``negate_result`` (the value a node returns negated: ``True`` everywhere, or ``"wins"``,
    ``"blocks"``, ``"quiet"`` where that kind of move is searched), ``negate`` (``False`` or a
    kind: a negamax whose children's values are not negated, seen from MAX's view each such
    child's value turned; with ``finished_children`` ``"right"`` a finished child's value is not), ``answer`` (``"mover unfinished"``: the root's value the side to
    move's; ``"zero for min"``: 0 where MIN is to move at the root; ``"finished for mover"``: a
    finished root scored for the side to move there), ``start`` (``"max at +inf"``, ``"min at -inf"``: the running best's start where no
    stand-pat stands in for it), ``stuck`` (``"max"``, ``"min"``: that node compares the wrong
    way from a start of the stand-pat, or an infinity), ``skip_last`` (``"loop"``: the last
    forcing move never searched, everywhere or where ``"max"`` or ``"min"`` moves, the running best kept
    at its start); ``unsigned_negamax`` (:func:`_unsigned_negamax`: negamax's window without its signs).
    """
    MAX, MIN = game.players
    if "unsigned_negamax" in knobs:
        return _unsigned_negamax(game, state, evaluate, knobs["unsigned_negamax"], knobs.get("stand_pat") == "always")
    if knobs.get("utility_everywhere"):
        return float(game.utility(state, MAX))  # the terminal test's return dedented: every position's utility
    moves_rule, stand_rule = knobs.get("moves", "forcing"), knobs.get("stand_pat", "quiet")
    turns = knobs.get("turns", knobs.get("pick"))

    def view(s: Any) -> float:
        value = float(evaluate(state if knobs.get("eval_root") else s))  # eval_root: a helper's evaluate(state)
        if knobs.get("eval_view") == "negated":  # the opponent's view everywhere: a side's sign turned
            return -value
        if knobs.get("eval_view") == "root":  # negamax's stand-pat for the root's side at every node (a fixed aiDisc)
            return -value if (game.to_move(s) == MAX) != (game.to_move(state) == MAX) else value
        return -value if knobs.get("eval_view") == "mover" and game.to_move(s) != MAX else value

    def leaf(s: Any) -> float:
        if knobs.get("leaf") == "evaluate" or (knobs.get("leaf") == "evaluate below root" and s is not state):
            return float(evaluate(s))  # "below root": a finished root scored right (a wrapper's test), below it not
        rule = knobs.get("leaf", "max")
        if rule == "min below root":  # the win's return turned, a finished root right
            rule = "max" if s is state else "min"
        who = {"mover": game.to_move(s), "min": MIN}.get(rule, MAX)
        return float(game.utility(s, who))

    def child_value(s: Any, kind: str, ply: int) -> float:
        if knobs.get("one_ply") in (True, kind):  # "quiet": the threats' children evaluated, not searched
            return leaf(s) if game.is_terminal(s) else view(s)
        return value(s, ply)

    def turned(knob: str, kind: str, off: Any) -> bool:
        setting = knobs.get(knob, off)
        return setting != off and setting in (True, False, kind)

    visits = [0]

    def value(s: Any, ply: int = 0) -> float:
        visits[0] += 1
        if visits[0] > (_MODEL_CAP if moves_rule == "all" else _ANY_MODEL_CAP):
            raise RuntimeError("the model searches past its cap: it predicts nothing here")
        untested = knobs.get("leaf") == "untested" or (knobs.get("leaf") == "untested below root" and s is not state)
        if game.is_terminal(s) and not untested:
            return leaf(s)
        if moves_rule == "none" or ply == knobs.get("cap"):  # cap: a count of plies past the horizon, then evaluate
            return view(s)
        mover = game.to_move(s)
        if knobs.get("win_now") == "max's" and moves_rule != "all" and game.completing_cells(s, mover):
            return 1.0  # a shortcut "the side to move wins here" returning MAX's win (+1), whoever moves
        # "root": the root's side kept; "max": MAX's, a side written into the code (ai_disc = "X")
        me = {"root": game.to_move(state), "max": MAX}.get(knobs.get("sides", "mover"), mover)
        you = MIN if me == MAX else MAX
        stand = None
        kind = "quiet"
        if moves_rule == "all":
            moves = list(game.actions(s))
        else:
            wins, blocks = game.completing_cells(s, me)[:1], game.completing_cells(s, you)
            if knobs.get("blocks") is False or (knobs.get("blocks") == "max only" and me != MAX):
                blocks = []
            if knobs.get("wins") is False:
                wins = []
            if knobs.get("forcing") == "and":
                moves = wins and blocks
            else:
                moves = (blocks or wins) if knobs.get("blocks_first") else (wins or blocks)
            if moves:
                kind = "wins" if moves is wins else "blocks"
                stand = view(s) if stand_rule == "always" else None
            else:
                threat_of = {"max": MAX}.get(knobs.get("threats_of", "mover"), me)
                moves = [] if moves_rule == "no threats" else [
                    m for m in game.actions(s) if game.completing_cells(game.result(s, m), threat_of)]
                moves = moves[:knobs["threat_limit"]] if "threat_limit" in knobs else moves
                stand = view(s) if stand_rule != "never" or not moves else None
        skipping = knobs.get("skip_last") in ("loop", "max" if mover == MAX else "min")
        if skipping:
            moves = list(moves)[:-1]
        sign = -1.0 if turned("negate", kind, True) else 1.0
        children = [game.result(s, m) for m in moves]
        # "right": a finished child scored apart, from the mover's side, only the recursion's minus missing
        options = [(1.0 if knobs.get("finished_children") == "right" and game.is_terminal(child) else sign)
                   * child_value(child, kind, ply + 1) for child in children] + ([] if stand is None else [stand])
        maximizing = (mover == MAX) != bool(knobs.get("swapped"))
        if turns in ("max", "min"):
            maximizing = turns == "max"
        elif turns == "root":
            maximizing = game.to_move(state) == MAX
        start = _start(knobs, maximizing, stand, skipping)
        if knobs.get("stuck") == ("max" if maximizing else "min"):
            maximizing = not maximizing  # max's test copied into min's code, or min's into max's
        if knobs.get("negated_best") in ("both", "max" if maximizing else "min"):
            # best = max(-best, child) from the stand-pat (or an infinity): sign_models.py
            best = stand if stand is not None else -math.inf if maximizing else math.inf
            for option in options[:len(moves)]:
                best = max(-best, option) if maximizing else min(-best, option)
            return best
        options += [] if start is None else [start]
        result = max(options) if maximizing else min(options)
        return -result if turned("negate_result", kind, False) else result

    root = value(state)
    if knobs.get("answer") == "finished for mover" and game.is_terminal(state):
        return float(game.utility(state, game.to_move(state)))  # the wrapper turns unfinished roots alone
    if knobs.get("answer") == "zero for min" and game.to_move(state) != MAX:
        return 0.0 * root  # the root's sign 0 (-0) where -1 belongs
    turn = game.to_move(state) != MAX and (knobs.get("answer") == "mover" or (
        knobs.get("answer") == "mover unfinished" and not game.is_terminal(state)))
    return -root if turn else root


_MODEL_CAP = 20_000
"""Positions a model that searches every move may visit for one prediction: on a 4x4 board that
would take hours, and a model that cannot answer in time predicts nothing (the engine skips it)."""
_ANY_MODEL_CAP = 150_000
"""The same for every other model: one that never takes a win follows threats for long on a 4x4
board (a few tens of thousands of positions), and two such slips together far longer; the right
search visits a few hundred at most."""


def _start(knobs: dict[str, Any], maximizing: bool, stand: float | None, skipping: bool) -> float | None:
    """The running best's start where it can outlast the options: an infinity on the wrong side
    (``start``), or, where the comparison is the other kind's (``stuck``) or the last move is
    skipped (``skip_last``), the start a right loop would have had (the stand-pat stands in)."""
    if stand is not None:
        return None
    if knobs.get("start") in ("max at +inf" if maximizing else "min at -inf", "infinities swapped"):
        return math.inf if maximizing else -math.inf
    if knobs.get("stuck") == ("max" if maximizing else "min") or skipping:
        return -math.inf if maximizing else math.inf
    return None


def _unsigned_negamax(game: Any, state: Any, evaluate: Callable[[Any], float], returns: str,
                      stands_always: bool = False) -> float:
    """Negamax-shaped quiescence with neither the side's sign nor the minus: the stand-pat is MAX's
    evaluation and each child's value is taken as it comes, so every node maximises MAX's value,
    while the window is handed down turned, (-beta, -alpha), and cuts as negamax's would. What a
    cut returns is the code's convention (``returns``): ``"fail hard"`` beta at both cuts; ``"cut
    score"`` beta at the stand-pat's and the child's score at a move's; ``"fail soft"`` the value
    that cut, and the best found (or alpha) at the end. ``stands_always``: the stand-pat taken before the
    forcing moves are looked at, at every node, a win's or a block's too (a python-chess port's shape, wave 33's
    q_01)."""
    MAX, MIN = game.players
    visits = [0]

    def search(s: Any, alpha: float, beta: float) -> float:
        visits[0] += 1
        if visits[0] > _ANY_MODEL_CAP:
            raise RuntimeError("the model searches past its cap: it predicts nothing here")
        if game.is_terminal(s):
            return float(game.utility(s, MAX))
        me = game.to_move(s)
        moves = game.completing_cells(s, me)[:1] or game.completing_cells(s, MIN if me == MAX else MAX)
        best = -math.inf
        if stands_always or not moves:
            stand = float(evaluate(s))
            if stand >= beta:
                return stand if returns == "fail soft" else beta
            alpha, best = max(alpha, stand), stand
            moves = moves or [m for m in game.actions(s) if game.completing_cells(game.result(s, m), me)]
        for move in moves:
            score = search(game.result(s, move), -beta, -alpha)
            best = max(best, score)
            if score >= beta:
                return beta if returns == "fail hard" else score
            alpha = max(alpha, score)
        return best if returns == "fail soft" else alpha

    return search(state, -math.inf, math.inf)
