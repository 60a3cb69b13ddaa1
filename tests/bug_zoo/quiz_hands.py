"""Pruning-quiz answers as students work them out by hand, written as the procedure each follows
(a function of the quiz's tree returning the labels it marks as pruned). Not a checker's zoo of
functions: test_bug_zoo.py asserts each misconception is named, alone, on several quizzes."""

from __future__ import annotations

import math
from typing import Any

from ttt_lab.exercises import quiz_models, report


def _label(game: Any, leaf: Any) -> str:
    return game.actions(leaf[:-1])[leaf[-1]]  # type: ignore[no-any-return]


def _all_leaves(game: Any, s: Any = ()) -> list[Any]:
    if game.is_terminal(s):
        return [s]
    out = []
    for a in game.actions(s):
        out += _all_leaves(game, game.result(s, a))
    return out


def only_sibling_leaves(game: Any) -> set[str]:
    """blind12's quiz05 verbatim (as a function of the game): after a cut, only the remaining moves
    that are leaves are listed."""
    _pruned = set()

    def _visit(game: Any, s: Any, alpha: float, beta: float) -> float:
        if game.is_terminal(s):
            return game.utility(s, "MAX")  # type: ignore[no-any-return]
        maxing = game.to_move(s) == "MAX"
        v = -math.inf if maxing else math.inf
        moves = game.actions(s)
        for i, a in enumerate(moves):
            c = _visit(game, game.result(s, a), alpha, beta)
            if maxing:
                v = max(v, c)
                cut = v >= beta
                alpha = max(alpha, v)
            else:
                v = min(v, c)
                cut = v <= alpha
                beta = min(beta, v)
            if cut:
                for rest in moves[i + 1:]:
                    if game.is_terminal(game.result(s, rest)):
                        _pruned.add(rest)
                return v
        return v

    _visit(game, (), -math.inf, math.inf)
    return set(_pruned)


def crossed_edges_listed_if_leaves(game: Any) -> set[str]:
    """The library's recorded search read off: every cut's skipped moves, kept only where the move
    reaches a leaf (the edge crossed out, the subtree under it forgotten)."""
    from ttt_lab.search import SearchTree, alphabeta

    recorder = SearchTree()
    alphabeta(game, game.initial_state(), observer=recorder)
    visited = {node.state for node in recorder}
    marked = set()
    for node in recorder:
        if game.is_terminal(node.state):
            continue
        for move in game.actions(node.state):
            child = game.result(node.state, move)
            if child not in visited and game.is_terminal(child) and child[:-1] in visited:
                marked.add(move)
    return marked


def global_bounds(game: Any) -> set[str]:
    """blind12's quiz06 verbatim (as a function of the game): alpha and beta as two globals."""
    bounds = {"ALPHA": -math.inf, "BETA": math.inf}

    def _visit(game: Any, s: Any, seen: list[Any]) -> float:
        if game.is_terminal(s):
            seen.append(s)
            return game.utility(s, "MAX")  # type: ignore[no-any-return]
        maxing = game.to_move(s) == "MAX"
        v = -math.inf if maxing else math.inf
        for a in game.actions(s):
            c = _visit(game, game.result(s, a), seen)
            if maxing:
                v = max(v, c)
                if v >= bounds["BETA"]:
                    return v
                bounds["ALPHA"] = max(bounds["ALPHA"], v)
            else:
                v = min(v, c)
                if v <= bounds["ALPHA"]:
                    return v
                bounds["BETA"] = min(bounds["BETA"], v)
        return v

    _seen: list[Any] = []
    _visit(game, (), _seen)
    return {_label(game, leaf) for leaf in _all_leaves(game) if leaf not in _seen}


def window_on_the_side_of_the_page(game: Any) -> set[str]:
    """One alpha and one beta written beside the tree, updated as the walk goes and never put back:
    the children of a node get whatever is written there now."""
    page = [-math.inf, math.inf]
    seen: set[Any] = set()

    def walk(s: Any) -> float:
        if game.is_terminal(s):
            seen.add(s)
            return float(game.utility(s, "MAX"))
        maxing = game.to_move(s) == "MAX"
        best = -math.inf if maxing else math.inf
        for a in game.actions(s):
            value = walk(game.result(s, a))
            best = max(best, value) if maxing else min(best, value)
            if (maxing and best >= page[1]) or (not maxing and best <= page[0]):
                break
            if maxing:
                page[0] = max(page[0], best)
            else:
                page[1] = min(page[1], best)
        return best

    walk(())
    return {_label(game, leaf) for leaf in _all_leaves(game) if leaf not in seen}


def cut_tested_after_leaves_only(game: Any) -> set[str]:
    """blind28's qz02, simranmaurya's AI_LAB 05alphabeta.py as a function of the game: the bounds updated after
    every child, but `if alpha >= beta: break` only in the leaf branch; fail-hard (returns its bound)."""
    seen = set()

    def ab(s: Any, alpha: float, beta: float) -> float:
        mx = game.to_move(s) == "MAX"
        for m in game.actions(s):
            c = game.result(s, m)
            if not game.is_terminal(c):
                v = ab(c, alpha, beta)
                if mx:
                    alpha = max(alpha, v)
                else:
                    beta = min(beta, v)
            else:
                seen.add(m)
                v = game.utility(c, "MAX")
                if mx:
                    alpha = max(alpha, v)
                else:
                    beta = min(beta, v)
                if alpha >= beta:
                    break
        return alpha if mx else beta

    ab((), -math.inf, math.inf)
    return {_label(game, leaf) for leaf in _all_leaves(game)} - seen


def value_cut_in_leaf_branch(game: Any) -> set[str]:
    """Another shape: fail-soft, v tested against the bound, but only where the child just scored is a leaf."""
    seen = set()

    def ab(s: Any, alpha: float, beta: float) -> float:
        mx = game.to_move(s) == "MAX"
        v = -math.inf if mx else math.inf
        for m in game.actions(s):
            c = game.result(s, m)
            leaf = game.is_terminal(c)
            if leaf:
                seen.add(m)
            child = game.utility(c, "MAX") if leaf else ab(c, alpha, beta)
            v = max(v, child) if mx else min(v, child)
            if leaf and (v >= beta if mx else v <= alpha):
                return v
            alpha, beta = (max(alpha, v), beta) if mx else (alpha, min(beta, v))
        return v

    ab((), -math.inf, math.inf)
    return {_label(game, leaf) for leaf in _all_leaves(game)} - seen


def _children_leaves(game: Any, s: Any) -> list[str]:
    return [_label(game, leaf) for leaf in _all_leaves(game, s)]


def counts_the_child_that_cut(game: Any) -> set[str]:
    """blind28's qz04, sankalp-nadiger's ML_LAB alpha.py as a function of the game: at `alpha >= beta` the child
    just searched is counted as pruned (with its leaves), the last child too, and the loop left."""
    pruned = set()

    def ab(s: Any, alpha: float, beta: float) -> float:
        if game.is_terminal(s):
            return game.utility(s, "MAX")  # type: ignore[no-any-return]
        mx = game.to_move(s) == "MAX"
        best = -math.inf if mx else math.inf
        for m in game.actions(s):
            child = game.result(s, m)
            value = ab(child, alpha, beta)
            if mx:
                best = max(best, value)
                alpha = max(alpha, best)
            else:
                best = min(best, value)
                beta = min(beta, best)
            if alpha >= beta:
                pruned.update(_children_leaves(game, child))
                break
        return best

    ab((), -math.inf, math.inf)
    return pruned


def crosses_out_the_edge_it_just_took(game: Any) -> set[str]:
    """Another shape: the walk of the textbook, each cutoff's mark put on the edge just followed, the leaves
    below it listed (the library's recorded search read off: the child searched last where a node cut)."""
    return set().union(*[_children_leaves(game, top) for top in _causes(game)])


def _causes(game: Any) -> list[Any]:
    causes = []

    def ab(s: Any, alpha: float, beta: float) -> float:
        if game.is_terminal(s):
            return game.utility(s, "MAX")  # type: ignore[no-any-return]
        mx = game.to_move(s) == "MAX"
        v = -math.inf if mx else math.inf
        for m in game.actions(s):
            child = game.result(s, m)
            v = max(v, ab(child, alpha, beta)) if mx else min(v, ab(child, alpha, beta))
            if v >= beta if mx else v <= alpha:
                causes.append(child)
                return v
            alpha, beta = (max(alpha, v), beta) if mx else (alpha, min(beta, v))
        return v

    ab((), -math.inf, math.inf)
    return causes


HANDS = [(only_sibling_leaves, quiz_models.LEAF_MOVES_ONLY), (crossed_edges_listed_if_leaves, quiz_models.LEAF_MOVES_ONLY),
         (global_bounds, quiz_models.GLOBAL_BOUNDS), (window_on_the_side_of_the_page, quiz_models.GLOBAL_BOUNDS),
         (cut_tested_after_leaves_only, report.CUT_AFTER_LEAF_ONLY), (value_cut_in_leaf_branch, report.CUT_AFTER_LEAF_ONLY),
         (counts_the_child_that_cut, quiz_models.CAUSE_MARKED), (crosses_out_the_edge_it_just_took, quiz_models.CAUSE_MARKED)]
