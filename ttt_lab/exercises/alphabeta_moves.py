"""Alpha-beta's root move: the wrong moves that come from a tie with a child's bound.

A child of alpha-beta that stopped at a cutoff returns only a bound: fail-soft, a value at least
as bad as its parent's best; fail-hard, exactly the bound it was given (``return alpha`` /
``return beta``), so every child no better than the best so far ties with it. A root that
changes its move on a tie (``>=`` in MAX nodes, ``<=`` in MIN nodes) then takes a move that
may lose. These are check_alphabeta's own hypotheses of a wrong move, beside the ones of
check_minimax (:func:`ttt_lab.exercises.minimax._move_problems`).
"""

from __future__ import annotations

import ast
from typing import Any

from ttt_lab.exercises.harness import INF
from ttt_lab.exercises.hint_checks import Source

TIE_ON_BOUND = ("takes a later move on a tie (>= in MAX nodes, <= in MIN nodes), though after a cutoff below it a"
                " later child's value is only a bound, so a move that ties with the best may be worse")
TIE_ON_HARD_BOUND = ("takes a later move on a tie (>= in MAX nodes, <= in MIN nodes), though its children fail hard:"
                     " a child no better than the best so far returns the bound it was given (return alpha /"
                     " return beta), which is the best so far exactly, so every later move ties and the last one"
                     " is kept")
TIE_HINTS = {
    TIE_ON_BOUND: "Change the move only when a child is strictly better (value > best in MAX nodes, < in MIN nodes):"
                  " a child that stopped early at a cutoff returns a bound, and a tie with a bound does not keep"
                  " the value.",
    TIE_ON_HARD_BOUND: "Change the move only when a child is strictly better (value > best in MAX nodes, < in MIN"
                       " nodes): a fail-hard child that is no better returns the alpha (or beta) it was given,"
                       " which equals the best so far, and a tie with a bound does not keep the value.",
}


def tie_on_bound(case: Any) -> list[tuple[str, Any]]:
    """The root move of alpha-beta that keeps a later child on a tie: with fail-soft children
    (each node returning its running best at a cutoff), and with fail-hard ones (each child worth
    its minimax value clamped into the window it was given, a finished child its utility)."""
    game, MAX = case.game, case.game.players[0]

    def search(s: Any, alpha: float, beta: float) -> tuple[float, Any]:
        if game.is_terminal(s):
            return float(game.utility(s, MAX)), None
        maximizing = game.to_move(s) == MAX
        best, move = (-INF if maximizing else INF), None
        for a in game.actions(s):
            child = search(game.result(s, a), alpha, beta)[0]
            if (child >= best) if maximizing else (child <= best):
                best, move = child, a
            if (best >= beta) if maximizing else (best <= alpha):
                return best, move
            alpha, beta = (max(alpha, best), beta) if maximizing else (alpha, min(beta, best))
        return best, move

    def hard_root(s: Any) -> Any:
        # A fail-hard search returns its minimax value clamped into its window; the root keeps
        # the full window's open side, so only its own best narrows what the children get.
        maximizing = game.to_move(s) == MAX
        best, move, alpha, beta = (-INF if maximizing else INF), None, -INF, INF
        for a in game.actions(s):
            # a finished child is scored before any window is read (its utility, unclamped): the
            # ties come from inner children's returned bounds (blind58's mm_01, over leaves too)
            after = game.result(s, a)
            child = search(after, -INF, INF)[0]
            child = child if game.is_terminal(after) else min(max(child, alpha), beta)
            if (child >= best) if maximizing else (child <= best):
                best, move = child, a
            alpha, beta = (max(alpha, best), beta) if maximizing else (alpha, min(beta, best))
        return move

    state = case.make_state()
    return [(TIE_ON_BOUND, search(state, -INF, INF)[1]), (TIE_ON_HARD_BOUND, hard_root(state))]


def updates_move_on_tie(source: Source) -> bool:
    """``fn``'s code changes its move under an ``if`` that compares with ``>=`` or ``<=`` and
    stores the value in the same branch: the move is kept with the value, only on a tie too."""
    for node in source.nodes():
        if not (isinstance(node, ast.If) and any(
                isinstance(test, ast.Compare) and any(isinstance(op, (ast.GtE, ast.LtE)) for op in test.ops)
                for test in ast.walk(node.test))):
            continue
        stored = {n.id for stmt in node.body if isinstance(stmt, (ast.Assign, ast.AnnAssign))
                  for target in (stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target])
                  for n in ast.walk(target) if isinstance(n, ast.Name)}
        if len(stored) >= 2 and any(
                "move" in name.lower() or "action" in name.lower() or name in {"a", "m", "mv"} for name in stored):
            return True
    return False
