"""Pruning-quiz answers as students work them out by hand, written as the procedure each follows
(a function of the quiz's tree returning the labels it marks as pruned). Not a checker's zoo of
functions: test_bug_zoo.py asserts each misconception is named, alone, on several quizzes."""

from __future__ import annotations

import math
from typing import Any

from ttt_lab.exercises import quiz_models


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


HANDS = [(only_sibling_leaves, quiz_models.LEAF_MOVES_ONLY), (crossed_edges_listed_if_leaves, quiz_models.LEAF_MOVES_ONLY),
         (global_bounds, quiz_models.GLOBAL_BOUNDS), (window_on_the_side_of_the_page, quiz_models.GLOBAL_BOUNDS)]
