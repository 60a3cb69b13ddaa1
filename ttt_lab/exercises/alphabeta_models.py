"""Alpha-beta's error model, for the diagnosis engine: slips of the loop as knobs of a small
parameterised alpha-beta that returns both the root's value and the leaves it scores.

A student's alpha-beta is graded on its value and on the leaves it looks at, so a mistake is
named only when the knobbed search gives the student's value *and* scores the student's
leaves, in order, on every graded tree. Without knobs the search is
:func:`ttt_lab.search.alphabeta` (a test holds them together, values and leaves).

Example:
    >>> from ttt_lab.games.trees import aima_figure_5_2
    >>> game = aima_figure_5_2()
    >>> value, leaves = knobbed_alphabeta(game, game.initial_state(), {}, on_equal=True)
    >>> value, len(leaves)
    (3.0, 7)
    >>> knobbed_alphabeta(game, game.initial_state(), {"after_cut": "continue"}, on_equal=True)[1] == game.leaves()
    True
"""

from __future__ import annotations

import math
from typing import Any

from ttt_lab.exercises.bound_overwrites import child_score_words
from ttt_lab.exercises.cutoff_tests import tests_right_bounds
from ttt_lab.exercises.engine import Mistake
from ttt_lab.exercises.error_model import skip_moves
from ttt_lab.exercises.loop_models import KEEPS_LAST
from ttt_lab.exercises.memo_bound_models import UNCUT_AS_EXACT, uncut_as_exact
from ttt_lab.exercises.mistake_catalogues import skip_mistakes
from ttt_lab.exercises.report import (
    BOUND_AS_EXACT,
    BOUND_TYPO,
    CHILD_WINDOW,
    CUT_AFTER_LEAF_ONLY,
    IGNORES_TERMINAL,
    KEEPS_VISITING,
    NARROWS_BOTH,
    NEVER_PRUNES,
    NO_ALPHA_UPDATE,
    NO_BETA_UPDATE,
    RETURNS_BOUND,
    RETURNS_BOUNDS_SWAPPED,
    SIGN_SLIP,
    WINDOW_NOT_PASSED,
    WINDOW_SWAPPED,
    WRONG_BOUND,
    WRONG_START,
)
from ttt_lab.exercises.sign_models import depth_shifted
from ttt_lab.exercises.terminal_models import decided_lost_mistakes


def knobbed_alphabeta(game: Any, state: Any, knobs: dict[str, Any], *, on_equal: bool,
                      window: tuple[float, float] = (-math.inf, math.inf), depth: int | None = None,
                      evaluate: Any = None) -> tuple[float, list[Any]]:
    """Fail-soft alpha-beta with slips as knobs: the root's value from MAX's view and the
    finished positions it scores, in order.

    Knobs: ``start`` (``"zero"``: v starts at 0 in every node, ``"zero at max"`` or ``"zero at
    min"``: in one kind of node); ``max_update`` /
    ``min_update`` (``"none"``: the node never narrows its bound; ``"other"``: it narrows the
    other one, beta = min(beta, v) in a MAX node, alpha = max(alpha, v) in a MIN node;
    ``"both"``: it narrows its own bound and the other one too, a copy-paste of both updates);
    ``after_cut`` (``"continue"``: the loop goes on, skipping only the bound's update; ``"continue
    at max"`` / ``"continue at min"``: in that kind of node only, the other half written apart);
    ``window`` (``"full"``: every child gets the whole window; ``"parent best"``: only the node's
    running best, (v, +inf) below MAX, (-inf, v) below MIN); ``no_cut`` (``"max"`` or
    ``"min"``: that kind of node never stops early); ``cut`` (``"swapped"``: MAX
    tests v <= alpha, MIN v >= beta; ``"own at max"``: a MAX node tests v >= alpha, its own
    bound, instead of beta, once alpha is finite; ``"own at min"``: a MIN node tests v <= beta);
    ``min_end`` (``"alpha"``: a MIN node that ends its loop
    returns alpha); ``max_end`` (``"beta"``: a MAX node returns beta); ``ends`` (``"swapped"``:
    fail-hard with its returns exchanged, every MAX node returns beta and every MIN node alpha,
    after a cut too); ``window`` ``"swapped at min"``, ``"swapped at max"``, ``"swapped"``: that
    kind of node (or both) calls its children with ``(beta, alpha)``, a negamax habit;
    ``max_update`` ``"from beta"``: alpha = max(beta, v), ``min_update`` ``"from alpha"``: beta =
    min(alpha, v), a copy-paste typo that narrows the bound from the other one; ``min_update``
    ``"max"``: beta = max(beta, v), ``max_update`` ``"min"``: alpha = min(alpha, v), max and min
    exchanged, so the bound is never narrowed (and may widen); ``skip_first``,
    ``skip_last`` (``"both"``): the error model's move skipped at every node (an only move kept);
    ``cut_style`` (``"window"``: the node stops after its bound's update, when alpha >= beta, as
    ``if alpha >= beta: break`` does; the same leaves as the test on v where the updates are right);
    ``root`` (``"swapped"``: the search opened with (+inf, -inf); ``"swapped at max"`` or ``"swapped
    at min"``: only where that player moves at the root); ``negate_child``,
    ``negate_update``, ``negate_cut_return`` (``"max"`` or ``"min"``: in that kind of node the
    child's value, the value a bound is narrowed to, or the value returned at a cutoff negated,
    negamax's minus in a MAX/MIN search).
    ``leaf`` (``"mover"``): a finished game scored for the side to move there, not for MAX;
    ``"decided lost"``: a decided game -1 to the side to move there, a draw 0.
    ``strict_at`` (``"max"`` or ``"min"``): that kind of node alone stops only strictly beyond its
    bound (v > beta, v < alpha), the other on equality too. ``start`` ``"bound"``: fail-hard, v starts
    at the node's own bound (``alpha = max(alpha, child)`` as the running value), no slip by itself.
    ``window`` ``"alpha twice"`` / ``"beta twice"`` (``" at max"``, ``" at min"``: in that kind of
    node alone): the child called with one bound for both, (alpha, alpha) or (beta, beta).
    ``negamax_window`` (a key of ``_CHILD_WINDOWS``): a negamax inside hands its child that window
    (seen from the side to move), read back into MAX's view; ``memo`` (``"bound as exact"``): a memo
    keyed by ``game.key`` alone, per search, answers a position met again with whatever it returned
    the first time, a bound after a cutoff as well (it bites only where positions repeat: boards,
    not trees); ``leaf_cut`` (the cutoff tested only right after a leaf child, never after an inner one:
    ``"window"``, alpha >= beta after the bound's update, fail-hard; ``"value"``, v against the bound);
    ``window`` is the root's (alpha, beta); with ``depth`` the search stops there and returns
    ``evaluate(state)`` at an unfinished position (depth-limited alpha-beta).
    """
    MAX = game.players[0]
    leaves: list[Any] = []
    memo: dict[Any, float] = {}
    entries: dict[Any, tuple[str, float]] = {}

    ply = [-1]  # how far below the root the node searched now is (knob ply_bonus)

    def search(s: Any, alpha: float, beta: float, d: int | None = depth) -> float:
        ply[0] += 1
        try:
            return memo_search(s, alpha, beta, d)
        finally:
            ply[0] -= 1

    def memo_search(s: Any, alpha: float, beta: float, d: int | None) -> float:
        if knobs.get("memo") == UNCUT_AS_EXACT and not game.is_terminal(s):  # labelled by the cut (memo_bound_models)
            return uncut_as_exact(entries, game.key(s), alpha, beta, game.to_move(s) == MAX, lambda: node(s, alpha, beta, d))
        if knobs.get("memo") != "bound as exact":
            return node(s, alpha, beta, d)
        key = game.key(s)
        if key not in memo:
            memo[key] = node(s, alpha, beta, d)
        return memo[key]

    def beyond(v: float, bound: float, above: bool) -> bool:
        if above:
            return v >= bound if on_equal else v > bound
        return v <= bound if on_equal else v < bound

    def node(s: Any, alpha: float, beta: float, d: int | None) -> float:
        if game.is_terminal(s):
            leaves.append(s)
            utility = float(game.utility(s, game.to_move(s) if knobs.get("leaf") == "mover" else MAX))
            if knobs.get("leaf") == "decided lost":  # -1 to the side to move (terminal_models.decided_lost_mistakes)
                utility = 0.0 if utility == 0 else -1.0 if game.to_move(s) == MAX else 1.0
            if "ply_bonus" in knobs:  # a depth term of the code's own added (sign_models.depth_shifted)
                return depth_shifted(knobs["ply_bonus"], utility, ply[0], d, game.to_move(s) == MAX)
            return utility
        if d is not None and d <= 0:
            return float(evaluate(s))
        maximizing = game.to_move(s) == MAX
        zero = knobs.get("start") in ("zero", "zero at max" if maximizing else "zero at min")
        v = 0.0 if zero else -math.inf if maximizing else math.inf
        if knobs.get("start") == "bound" or knobs.get("leaf_cut") == "window":  # fail-hard: its own bound is its value
            v = alpha if maximizing else beta
        moves = skip_moves(list(game.actions(s)), knobs)
        if knobs.get("skip_last") == ("max" if maximizing else "min"):
            moves = moves[:-1]  # moves[:-1] in that kind of node's loop
        for move in moves:
            window = (-math.inf, math.inf) if knobs.get("window") == "full" else (alpha, beta)
            if knobs.get("window") == "parent best":  # the node's running best alone (parent_bound_models)
                window = (v, math.inf) if maximizing else (-math.inf, v)
            if knobs.get("window") in ("swapped", "swapped at max" if maximizing else "swapped at min"):
                window = (beta, alpha)
            if knobs.get("window") == "negamax":  # negamax's (-beta, -alpha), its values left unnegated
                window = (-beta, -alpha)
            kind = "max" if maximizing else "min"
            if "negamax_window" in knobs:  # a negamax inside: its child's window slip, seen from MAX's view
                mover = (alpha, beta) if maximizing else (-beta, -alpha)
                low, high = _CHILD_WINDOWS[knobs["negamax_window"]](*mover)
                window = (-high, -low) if maximizing else (low, high)
            twice = knobs.get("window", "")
            if twice.startswith(("alpha twice", "beta twice")) and twice.endswith(("twice", kind)):
                window = (alpha, alpha) if twice.startswith("alpha") else (beta, beta)
            child_state = game.result(s, move)
            child = search(child_state, *window, None if d is None else d - 1)
            inner = "leaf_cut" in knobs and not game.is_terminal(child_state)  # no cutoff test after an inner child
            if knobs.get("negate_child") == kind:  # v = min(v, -search(child)): negamax's minus
                child = -child
            if knobs.get("last_only") in (True, kind):  # v = child where v = min(v, child) belongs
                v = child
            else:
                v = max(v, child) if maximizing else min(v, child)
            own = knobs.get("cut") == ("own at max" if maximizing else "own at min")
            if knobs.get("strict_at") == kind:  # v > beta / v < alpha in that kind of node alone
                stop = v > beta if maximizing else v < alpha
            elif knobs.get("cut") == "swapped":
                stop = beyond(v, alpha, False) if maximizing else beyond(v, beta, True)
            elif own:  # the node's own bound, with the direction kept; an infinite one never cuts
                bound = alpha if maximizing else beta
                stop = math.isfinite(bound) and beyond(v, bound, maximizing)
            else:
                stop = beyond(v, beta, True) if maximizing else beyond(v, alpha, False)
            if knobs.get("cut_style") == "window" or knobs.get("leaf_cut") == "window" or inner:
                stop = False  # decided after the update below (or never, after an inner child)
            if stop and knobs.get("no_cut") == ("max" if maximizing else "min"):
                stop = False
            if stop and knobs.get("ends") == "swapped":
                return beta if maximizing else alpha
            if stop:
                if knobs.get("after_cut") in ("continue", "continue at " + kind):
                    continue
                return -v if knobs.get("negate_cut_return") == kind else v
            update = knobs.get("max_update" if maximizing else "min_update")
            if update == "from beta":  # alpha = max(beta, v)
                alpha = max(beta, v)
            elif update == "from alpha":  # beta = min(alpha, v)
                beta = min(alpha, v)
            elif update == "max":  # beta = max(beta, v) in a MIN node: beta never narrows
                beta = max(beta, v)
            elif update == "min":  # alpha = min(alpha, v) in a MAX node: alpha never narrows
                alpha = min(alpha, v)
            elif update == "set":  # alpha = v (beta = v): the bound overwritten, below the one given too
                alpha, beta = (v, beta) if maximizing else (alpha, v)
            elif update != "none":
                raise_alpha = maximizing != (update == "other")
                narrowed = -v if knobs.get("negate_update") == kind else v  # beta = min(beta, -v)
                if raise_alpha or update == "both":
                    alpha = max(alpha, narrowed)
                if not raise_alpha or update == "both":
                    beta = min(beta, narrowed)
            if "window" in (knobs.get("cut_style"), knobs.get("leaf_cut")) and not inner and knobs.get("no_cut") != kind and (
                    alpha >= beta if on_equal else alpha > beta):
                if knobs.get("after_cut") in ("continue", "continue at " + kind):
                    continue
                return -v if knobs.get("negate_cut_return") == kind else v
        if knobs.get("ends") == "swapped":  # fail-hard with the two returns exchanged
            return beta if maximizing else alpha
        if not maximizing and knobs.get("min_end") == "alpha":
            return alpha
        if maximizing and knobs.get("max_end") == "beta":
            return beta
        return v

    root_kind = "swapped at max" if game.is_terminal(state) or game.to_move(state) == MAX else "swapped at min"
    if knobs.get("root") in ("swapped", root_kind):  # (+inf, -inf) where (-inf, +inf) belongs
        window = (window[1], window[0])
    value = search(state, *window)
    return value, leaves


BOUND_OVERWRITTEN = "overwrites its bound with the best value instead of narrowing it"


def alphabeta_mistakes() -> list[Mistake]:
    """Alpha-beta's catalogue: slips in the loop of a node."""
    start_hint = ("Start v at -math.inf in a MAX node and at +math.inf in a MIN node, so that the first child"
                  " replaces it: 0 is a value a child may not reach.")
    return [
        Mistake(WRONG_START, "starts v at 0 in every node, so a node whose children are all worse than 0 is"
                " worth 0 (and may cut on it)", start_hint, knobs=(("start", "zero"),)),
        Mistake(WRONG_START, "starts v at 0 in MAX nodes, so a MAX node whose children are all below 0 is"
                " worth 0 (and may cut on it)", start_hint, knobs=(("start", "zero at max"),)),
        Mistake(WRONG_START, "starts v at 0 in MIN nodes, so a MIN node whose children are all above 0 is"
                " worth 0 (and may cut on it)", start_hint, knobs=(("start", "zero at min"),)),
        Mistake(NO_ALPHA_UPDATE, "lowers beta in MAX nodes (beta = min(beta, v)) where it should raise alpha",
                "A MAX node raises alpha: alpha = max(alpha, v); only a MIN node lowers beta.",
                knobs=(("max_update", "other"),)),
        Mistake(NO_BETA_UPDATE, "raises alpha in MIN nodes (alpha = max(alpha, v)) where it should lower beta",
                "A MIN node lowers beta: beta = min(beta, v); only a MAX node raises alpha.",
                knobs=(("min_update", "other"),)),
        Mistake(NARROWS_BOTH, "also lowers beta in MAX nodes (beta = min(beta, v) as well as alpha ="
                " max(alpha, v)), so a MAX node's later children get a window it closed itself",
                "A MAX node only raises alpha: alpha = max(alpha, v); lowering beta is a MIN node's job.",
                knobs=(("max_update", "both"),)),
        Mistake(NARROWS_BOTH, "also raises alpha in MIN nodes (alpha = max(alpha, v) as well as beta ="
                " min(beta, v)), so a MIN node's later children get a window it closed itself",
                "A MIN node only lowers beta: beta = min(beta, v); raising alpha is a MAX node's job.",
                knobs=(("min_update", "both"),)),
        Mistake(NO_ALPHA_UPDATE, "never raises alpha in MAX nodes",
                "After each child of a MAX node: alpha = max(alpha, v), so the children after it get the"
                " narrower window.", knobs=(("max_update", "none"),)),
        Mistake(NO_BETA_UPDATE, "never lowers beta in MIN nodes",
                "After each child of a MIN node: beta = min(beta, v), so the children after it get the"
                " narrower window.", knobs=(("min_update", "none"),)),
        Mistake(NO_BETA_UPDATE, "updates beta with max in MIN nodes (beta = max(beta, v), max where min belongs),"
                " so beta never narrows", "A MIN node lowers beta: beta = min(beta, v).",
                knobs=(("min_update", "max"),)),
        Mistake(NO_ALPHA_UPDATE, "updates alpha with min in MAX nodes (alpha = min(alpha, v), min where max"
                " belongs), so alpha never narrows", "A MAX node raises alpha: alpha = max(alpha, v).",
                knobs=(("max_update", "min"),)),
        # The bound set to the best value so far (alpha = v, low = -score in negamax form) where it is
        # narrowed: the first child's value replaces a better bound the node was given, and its later
        # children get a wider window (wave 20's ab_03, ported from a public negamax).
        *(Mistake(BOUND_OVERWRITTEN, f"sets {bound} to the best value so far ({overwrite}) where it should narrow"
                  f" it ({narrow}): a first child worse than the bound the node was given replaces it, and the"
                  " children after it get a wider window and prune less", f"Narrow the bound the node was given,"
                  f" never widen it: {narrow}, so a child worse than the bound leaves it as it was.", knobs=knobs,
                  # the code's line sets the bound to each child's score, not the best (wave 39's ab_08)
                  worded=child_score_words(bound, narrow))
          for bound, overwrite, narrow, knobs in (
              ("its bound", "alpha = v in MAX nodes, beta = v in MIN nodes", "alpha = max(alpha, v), beta = min(beta,"
               " v)", (("max_update", "set"), ("min_update", "set"))),
              ("alpha", "alpha = v in MAX nodes", "alpha = max(alpha, v)", (("max_update", "set"),)),
              ("beta", "beta = v in MIN nodes", "beta = min(beta, v)", (("min_update", "set"),)))),
        Mistake(NEVER_PRUNES, "never updates alpha or beta (no alpha = max(alpha, v) in MAX nodes, no beta ="
                " min(beta, v) in MIN nodes), so the window never narrows", "After each child: alpha = max(alpha,"
                " v) in a MAX node, beta = min(beta, v) in a MIN node, so the children after it get the narrower"
                " window and can be cut.", knobs=(("max_update", "none"), ("min_update", "none"))),
        Mistake(KEEPS_VISITING, "goes on with the loop after a cutoff (continue where break or return"
                " belongs)", "When v >= beta (MAX) or v <= alpha (MIN), leave the loop: return v (or break).",
                knobs=(("after_cut", "continue"),)),
        *(Mistake(KEEPS_VISITING, f"goes on with the loop after a cutoff in {who} nodes (continue where break"
                  f" belongs in the {who} half), while {other} nodes stop", "When v >= beta (MAX) or v <= alpha"
                  " (MIN), leave the loop: break (or return v), in both halves.",
                  knobs=(("after_cut", f"continue at {who.lower()}"),))
          for who, other in (("MIN", "MAX"), ("MAX", "MIN"))),
        Mistake(KEEPS_VISITING, "never stops a MIN node early (no v <= alpha test)", "A MIN node stops as soon"
                " as v <= alpha: MAX above already has a better option.", knobs=(("no_cut", "min"),)),
        Mistake(KEEPS_VISITING, "never stops a MAX node early (no v >= beta test)", "A MAX node stops as soon"
                " as v >= beta: MIN above already has a better option.", knobs=(("no_cut", "max"),)),
        *(Mistake(CUT_AFTER_LEAF_ONLY, f"tests for a cutoff ({test}) only right after a leaf child's value, in its branch"
                  " for a finished child, never after an inner child's (MAX and MIN nodes alike), so a node whose inner"
                  " child crosses its bound goes on into its later children", "Test for a cutoff after every child,"
                  " an inner node's value as well as a leaf's: the test must run after each child, not only in the"
                  " branch (or under the condition) for a finished one.", knobs=(("leaf_cut", style),))
          for style, test in (("window", "alpha >= beta"), ("value", "v >= beta at MAX, v <= alpha at MIN"))),
        Mistake(WINDOW_NOT_PASSED, "calls every child with the whole window (-inf, +inf), not with alpha and"
                " beta", "Pass the node's alpha and beta down: value = search(child, alpha, beta).",
                knobs=(("window", "full"),)),
        Mistake(WRONG_BOUND, "tests v <= alpha in MAX nodes and v >= beta in MIN nodes",
                "A MAX node stops when v >= beta (MIN above has a better option already); a MIN node stops"
                " when v <= alpha.", knobs=(("cut", "swapped"),), refuted_by=tests_right_bounds),
        Mistake(WRONG_BOUND, "tests v >= alpha in MAX nodes, the node's own bound, where it should test v >= beta",
                "A MAX node stops when v >= beta, the bound MIN above set; alpha is what MAX already has,"
                " so reaching it is no reason to stop.", knobs=(("cut", "own at max"),), refuted_by=tests_right_bounds),
        Mistake(WRONG_BOUND, "tests v <= beta in MIN nodes, the node's own bound, where it should test v <= alpha",
                "A MIN node stops when v <= alpha, the bound MAX above set; beta is what MIN already has,"
                " so reaching it is no reason to stop.", knobs=(("cut", "own at min"),), refuted_by=tests_right_bounds),
        Mistake(RETURNS_BOUNDS_SWAPPED, "returns beta from every MAX node and alpha from every MIN node, a"
                " fail-hard search with its two returns exchanged", "Fail-hard, a MAX node returns alpha, the"
                " bound its children raised, and a MIN node beta, the bound its children lowered (or return v"
                " in both): beta belongs to the MIN node above, alpha to the MAX node above.",
                knobs=(("ends", "swapped"),)),
        Mistake(RETURNS_BOUND, "returns alpha at the end of a MIN node's loop", "At the end of the loop a MIN"
                " node returns v (or, fail-hard, beta), never alpha.", knobs=(("min_end", "alpha"),)),
        Mistake(RETURNS_BOUND, "returns beta at the end of a MAX node's loop", "At the end of the loop a MAX"
                " node returns v (or, fail-hard, alpha), never beta.", knobs=(("max_end", "beta"),)),
        *keeps_last_mistakes(),
        *decided_lost_mistakes(),
        *window_slip_mistakes(),
        *skip_mistakes(),
        Mistake(BOUND_AS_EXACT, "remembers each position's value in a memo keyed by the position alone, also a value"
                " found inside a narrowed window (after a cutoff only a bound), and answers the position with it"
                " when another order of moves reaches it again", "After a cutoff (v >= beta) v is only a lower bound,"
                " and when every move failed low (v <= alpha) only an upper bound: store v as the position's value"
                " only when alpha < v < beta held for the window the node was called with (or key the memo with"
                " the window too; alpha-beta needs no memo at all).", knobs=(("memo", "bound as exact"),)),
    ]


def keeps_last_mistakes() -> list[Mistake]:
    """v set to each child's value in turn (``v = child`` where ``v = min(v, child)`` belongs): minimax's
    KEEPS_LAST (loop_models) in alpha-beta's loop, knob ``last_only`` (True, ``"max"``, ``"min"``), where a
    node that stops early returns the child that made it stop."""
    return [
        Mistake(KEEPS_LAST, f"sets v to each child's value in turn{where} (v = {expr} where v = {rule}(v, {expr}) belongs),"
                f" so {nodes} that does not stop early is worth its last child's value, not the {best}",
                f"Combine each child with the best so far: v = {rule}(v, {expr}){also}, then test the cutoff.",
                knobs=(("last_only", knob),))
        for knob, where, expr, rule, nodes, best, also in (
            (True, "", "value", "max", "every node", "best", " in a MAX node, v = min(v, value) in a MIN node"),
            ("min", " where MIN is to move", "value", "min", "a MIN node", "smallest", ""),
            ("max", " where MAX is to move", "value", "max", "a MAX node", "largest", ""))
    ]


NEGAMAX_WINDOW_IN_MINIMAX = ("calls every child with (-beta, -alpha), negamax's window, though it negates no value"
                             " (a MAX/MIN search): the child gets MAX's bounds negated, which are no bounds on"
                             " MAX's values at all")
NEGAMAX_WINDOW_HINT = ("Negamax hands its children (-beta, -alpha) because it negates their values too; a MAX/MIN"
                       " alpha-beta negates nothing, so call the child with (alpha, beta), in that order and"
                       " without minus signs.")

NEGAMAX_WINDOW_SLIP = Mistake(WINDOW_SWAPPED, NEGAMAX_WINDOW_IN_MINIMAX, NEGAMAX_WINDOW_HINT, knobs=(("window", "negamax"),))
"""Declared by check_alphabeta only for code that shows such a call (window_source.negamax_window_call): on
trees it scores every leaf, as three other slips do, and would be offered to code that has none of it."""


def window_slip_mistakes() -> list[Mistake]:
    """The window handed down swapped, and a bound narrowed from the other bound: slips of the
    MAX/MIN form written with negamax's habits or copied from the other half."""
    swap_hint = ("Negamax hands its children (-beta, -alpha) because it negates their values; a MAX/MIN"
                 " alpha-beta negates nothing, so both halves call the child with (alpha, beta) in that order.")
    return [
        Mistake(WINDOW_SWAPPED, "calls the children of MIN nodes with (beta, alpha), the window swapped,"
                " while MAX nodes pass (alpha, beta)", swap_hint, knobs=(("window", "swapped at min"),)),
        Mistake(WINDOW_SWAPPED, "calls the children of MAX nodes with (beta, alpha), the window swapped,"
                " while MIN nodes pass (alpha, beta)", swap_hint, knobs=(("window", "swapped at max"),)),
        Mistake(WINDOW_SWAPPED, "calls every child with (beta, alpha), the window swapped", "Pass the bounds"
                " in the order the function takes them: alphabeta(game, child, alpha, beta) (a negamax passes"
                " -beta, -alpha: both negated and swapped).", knobs=(("window", "swapped"),)),
        Mistake(BOUND_TYPO, "lowers beta in MIN nodes from alpha, beta = min(alpha, v), where it means beta ="
                " min(beta, v)", "In a MIN node: beta = min(beta, v), MIN's own bound and its best so far;"
                " alpha belongs to the MAX node above.", knobs=(("min_update", "from alpha"),)),
        Mistake(BOUND_TYPO, "raises alpha in MAX nodes from beta, alpha = max(beta, v), where it means alpha ="
                " max(alpha, v)", "In a MAX node: alpha = max(alpha, v), MAX's own bound and its best so far;"
                " beta belongs to the MIN node above.", knobs=(("max_update", "from beta"),)),
        Mistake(WINDOW_SWAPPED, "opens the search with (+inf, -inf), alpha and beta swapped at the root, so every"
                " node below starts with a window that is already closed", "Start from the full window:"
                " alphabeta(game, state, -math.inf, math.inf): alpha, MAX's bound, starts at -inf.",
                knobs=(("root", "swapped"),)),
        *(Mistake(WINDOW_SWAPPED, f"opens the search with (+inf, -inf) where {side} is to move at the root (alpha"
                  " and beta swapped in that call), so every node below starts with a window already closed",
                  "Start from the full window: alphabeta(game, state, -math.inf, math.inf), whoever moves at the"
                  " root: alpha, MAX's bound, starts at -inf.", knobs=(("root", f"swapped at {kind}"),))
          for kind, side in (("max", "MAX"), ("min", "MIN"))),
        *sign_slip_mistakes(),
        *one_bound_twice_mistakes(),
    ]


def one_bound_twice_mistakes() -> list[Mistake]:
    """The child called with one bound for both, (alpha, alpha) or (beta, beta): alpha typed for
    beta or back in the call, in one kind of node or in both."""
    hint = ("Hand the child both bounds, in order: search(child, alpha, beta). alpha is MAX's bound and beta"
            " MIN's; a window of one bound twice is empty (alpha >= beta), so the child stops early and returns a bound, not its value.")
    found = []
    for bound in ("alpha", "beta"):
        for where, side in (("", "every"), (" at max", "MAX"), (" at min", "MIN")):
            nodes = "every node" if not where else f"{side} nodes"
            found.append(Mistake(WINDOW_NOT_PASSED, f"calls the children of {nodes} with ({bound}, {bound}):"
                                 f" {bound} typed where {'beta' if bound == 'alpha' else 'alpha'} belongs", hint,
                                 knobs=(("window", f"{bound} twice{where}"),)))
    return found


def sign_slip_mistakes() -> list[Mistake]:
    """One negation in a MAX/MIN alpha-beta, a negamax habit: the child's value, the value a bound
    is narrowed to, or the value returned at a cutoff, in one kind of node."""
    hint = ("A MAX/MIN alpha-beta negates nothing: every value is MAX's, in MAX and MIN nodes alike. Only a"
            " negamax negates, and then it negates each child's value and its window, at every node.")
    found = []
    for kind, side in (("max", "MAX"), ("min", "MIN")):
        bound = "alpha = max(alpha, -v)" if kind == "max" else "beta = min(beta, -v)"
        found += [
            Mistake(SIGN_SLIP, f"negates the child's value in {side} nodes (v = {kind}(v, -search(child)))", hint,
                    knobs=(("negate_child", kind),)),
            Mistake(SIGN_SLIP, f"narrows its bound in {side} nodes to the negated value ({bound})", hint,
                    knobs=(("negate_update", kind),)),
            Mistake(SIGN_SLIP, f"returns -v at a cutoff in {side} nodes", hint, knobs=(("negate_cut_return", kind),)),
        ]
    return found



NEGAMAX_SWAP_HINT = ("In negamax the child sees the window from its own side: negate and swap, call it with (-beta,"
                     " -alpha), both bounds negated and their order swapped, and negate what it returns.")

_NEGAMAX_AB_KNOBS = {"negamax_ab", "hard", "window", "test_best", "root", "no_base", "raw_leaf"}
_CHILD_WINDOWS = {
    "alpha twice": lambda alpha, beta: (-alpha, -alpha),
    "beta not negated": lambda alpha, beta: (beta, -alpha),
    "alpha not negated": lambda alpha, beta: (-beta, alpha),  # (-beta, alpha): the minus forgotten on alpha
    "beta twice": lambda alpha, beta: (-beta, -beta),
    "not swapped": lambda alpha, beta: (-alpha, -beta),  # both negated, their order kept
    "neither negated": lambda alpha, beta: (beta, alpha),  # swapped, the minus signs forgotten
}


def knobbed_negamax_ab(game: Any, state: Any, knobs: dict[str, Any]) -> float:
    """Negamax alpha-beta with slips as knobs: the value for the side to move at ``state``,
    searched from the full window. Without knobs it is negamax's value.

    Knobs: ``hard`` (fail-hard: a finished game clamped into the window, alpha = max(alpha,
    -child), ``return beta`` at a cut and ``return alpha`` at the end; else fail-soft with a
    running best, alpha raised to it and the loop left once alpha >= beta, or with
    ``test_best`` once best >= beta, tested before alpha is raised, and alpha not tested after: a
    window the slips left closed from the start is not noticed); ``window`` (what the child
    is handed: ``"alpha twice"`` (-alpha, -alpha), ``"beta not negated"`` (beta, -alpha), ``"alpha not negated"`` (-beta, alpha), ``"beta twice"``
    (-beta, -beta), ``"not swapped"`` (-alpha, -beta)); ``root``: the window the search opens with
    (a pair), (-inf, +inf) by default; ``no_base`` (no test for a finished game: its loop never
    runs, so it returns alpha fail-hard, its running best's start, -inf, fail-soft); ``raw_leaf``
    (fail-hard, a finished game's utility returned as it is, not clamped: the commonest way to write it).
    """
    unknown = set(knobs) - _NEGAMAX_AB_KNOBS
    if unknown:
        raise ValueError(f"no negamax alpha-beta knob {sorted(unknown)}")  # a pair this model cannot make
    hard = bool(knobs.get("hard"))

    def search(s: Any, alpha: float, beta: float) -> float:
        if knobs.get("no_base") and game.is_terminal(s):
            return alpha if hard else -math.inf  # no test: a finished game has no moves, the loop never runs
        if game.is_terminal(s):
            value = float(game.utility(s, game.to_move(s)))
            return max(alpha, min(beta, value)) if hard and not knobs.get("raw_leaf") else value
        best = -math.inf
        for move in game.actions(s):
            window = _CHILD_WINDOWS[knobs["window"]](alpha, beta) if "window" in knobs else (-beta, -alpha)
            child = -search(game.result(s, move), *window)
            best = max(best, child)
            if knobs.get("test_best") and (child if hard else best) >= beta:
                return beta if hard else best  # fail-hard: `if value >= beta: return beta` before alpha is raised
            alpha = max(alpha, child if hard else best)
            if alpha >= beta and not knobs.get("test_best"):  # tested on best, before alpha: no second test
                return beta if hard else best
        return alpha if hard else best

    return search(state, *knobs.get("root", (-math.inf, math.inf)))


def negamax_ab_mistakes() -> list[Mistake]:
    """The child's window of a negamax alpha-beta not negated and swapped, or read from the wrong
    bound (changes of :func:`knobbed_negamax_ab`, fail-soft in its two orders and fail-hard)."""
    hint = NEGAMAX_SWAP_HINT
    forms = (((("hard", False),), "fail-soft"), ((("hard", False), ("test_best", True)), "fail-soft"),
             ((("hard", True),), "fail-hard"), ((("hard", True), ("raw_leaf", True), ("test_best", True)), "fail-hard"))
    return [Mistake(CHILD_WINDOW, f"({form}) calls each child with {shown}", hint,
                    knobs=(("negamax_ab", True), *base, ("window", window)))
            for base, form in forms
            for window, shown in (("alpha twice", "(-alpha, -alpha): alpha read where beta belongs"),
                                  ("beta not negated", "(beta, -alpha): beta not negated"),
                                  ("alpha not negated", "(-beta, alpha): alpha not negated"),
                                  ("beta twice", "(-beta, -beta): beta read where alpha belongs"),
                                  ("not swapped", "(-alpha, -beta): both bounds negated but not swapped"),
                                  ("neither negated", "(beta, alpha): the bounds swapped but neither negated"))]


def negamax_ab_base_mistakes() -> list[Mistake]:
    """A negamax alpha-beta without its test for a finished game (a change of :func:`knobbed_negamax_ab`)."""
    hint = ("Start with: if game.is_terminal(state): return game.utility(state, game.to_move(state)) (clamped"
            " into the window, max(alpha, min(beta, ...)), in a fail-hard search).")
    return [Mistake(IGNORES_TERMINAL, f"({form}) never tests game.is_terminal: a finished game has no moves, so its"
                    f" loop never runs and it returns {start}", hint,
                    knobs=(("negamax_ab", True), ("hard", hard), ("no_base", True)))
            for hard, form, start in ((True, "fail-hard", "alpha, the bound it was given"),
                                      (False, "fail-soft", "its running best's start, -inf"))]


def negamax_window_mistakes(fn: Any = None) -> list[Mistake]:
    """The child's window slips of a negamax alpha-beta (:data:`_CHILD_WINDOWS`) in an alpha-beta
    graded from MAX's view (a negamax inside it): asked only of code in negamax form, code that
    negates what its own search returns (``-search(child, ...)``), read from its source."""
    if fn is None or not negates_its_search(fn):
        return []
    hint = NEGAMAX_SWAP_HINT
    shown = {"alpha twice": "(-alpha, -alpha): alpha read where beta belongs",
             "beta not negated": "(beta, -alpha): beta not negated", "alpha not negated": "(-beta, alpha): alpha not"
             " negated", "beta twice": "(-beta, -beta): beta read where alpha belongs",
             "neither negated": "(beta, alpha): the bounds swapped but neither negated"}
    # (-alpha, -beta), negated but not swapped, is the MAX/MIN model's window passed swapped: named so already.
    # Tested on the value (v >= beta) or, after raising alpha, on the window (alpha >= beta): with a
    # window the slip broke, the two stop at different places.
    code = child_window_in_code(fn)
    if code in shown:  # windows that give the same values alike: the one the code hands its child
        shown = {code: shown[code]}
    return [Mistake(CHILD_WINDOW, f"searches in negamax form and calls each child with {text}", hint,
                    knobs=(("negamax_window", key), *style)) for style in ((), (("cut_style", "window"),))
            for key, text in shown.items()]


def negates_its_search(fn: Any) -> bool:
    """``fn``'s code (or a helper's) negates what one of its own functions returns: negamax form."""
    import ast

    from ttt_lab.exercises.hint_checks import read_source

    source = read_source(fn)
    defined = {node.name for node in source.nodes() if isinstance(node, ast.FunctionDef)}
    return any(isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub) and isinstance(node.operand, ast.Call)
               and isinstance(node.operand.func, ast.Name) and node.operand.func.id in defined
               for node in source.nodes())


def child_window_in_code(fn: Any) -> str | None:
    """The key of :data:`_CHILD_WINDOWS` that ``fn``'s negamax hands its child, read from its negated
    call of its own search (its last two arguments, e.g. ``-search(child, -alpha, -beta)``), or
    ``"right"`` for (-beta, -alpha); None where the code shows no such call."""
    import ast

    from ttt_lab.exercises.hint_checks import read_source

    def word(node: ast.AST) -> str | None:
        negated = isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub)
        name = node.operand if isinstance(node, ast.UnaryOp) and negated else node
        if not isinstance(name, ast.Name) or not any(w in name.id.lower() for w in ("alpha", "beta")):
            return None
        return ("-" if negated else "") + ("alpha" if "alpha" in name.id.lower() else "beta")

    source = read_source(fn)
    defined = {node.name for node in source.nodes() if isinstance(node, ast.FunctionDef)}
    keys = {("-alpha", "-alpha"): "alpha twice", ("beta", "-alpha"): "beta not negated",
            ("-beta", "alpha"): "alpha not negated", ("-beta", "-beta"): "beta twice",
            ("-alpha", "-beta"): "not swapped", ("-beta", "-alpha"): "right", ("beta", "alpha"): "neither negated"}
    for node in source.nodes():
        if (isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub) and isinstance(node.operand, ast.Call)
                and isinstance(node.operand.func, ast.Name) and node.operand.func.id in defined
                and len(node.operand.args) >= 2):
            pair = (word(node.operand.args[-2]), word(node.operand.args[-1]))
            if pair in keys:
                return keys[pair]  # type: ignore[index]
    return None
