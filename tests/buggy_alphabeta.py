"""Student code for the alpha-beta checker: correct variants (AIMA's, OpenSpiel's, fail-hard,
negamax, CS188's strict rule) and buggy ones, each with a single, typical bug.

Written the way students write them; ``tests/test_exercises.py`` checks that every correct
one passes and every buggy one fails with its own diagnosis.
"""

from __future__ import annotations

import math
from typing import Any

INF = math.inf



def alphabeta_correct(game: Any, state: Any, alpha: float = -INF, beta: float = INF) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if game.to_move(state) == game.players[0]:
        v = -INF
        for a in game.actions(state):
            v = max(v, alphabeta_correct(game, game.result(state, a), alpha, beta))
            if v >= beta:
                return v
            alpha = max(alpha, v)
        return v
    v = INF
    for a in game.actions(state):
        v = min(v, alphabeta_correct(game, game.result(state, a), alpha, beta))
        if v <= alpha:
            return v
        beta = min(beta, v)
    return v


def alphabeta_two_args(game: Any, state: Any) -> float:
    """AIMA's Figure 5.7 shape: a decision function with MAX-VALUE and MIN-VALUE inside."""
    MAX = game.players[0]

    def max_value(s: Any, alpha: float, beta: float) -> float:
        if game.is_terminal(s):
            return game.utility(s, MAX)  # type: ignore[no-any-return]
        v = -INF
        for a in game.actions(s):
            v = max(v, min_value(game.result(s, a), alpha, beta))
            if v >= beta:
                return v
            alpha = max(alpha, v)
        return v

    def min_value(s: Any, alpha: float, beta: float) -> float:
        if game.is_terminal(s):
            return game.utility(s, MAX)  # type: ignore[no-any-return]
        v = INF
        for a in game.actions(s):
            v = min(v, max_value(game.result(s, a), alpha, beta))
            if v <= alpha:
                return v
            beta = min(beta, v)
        return v

    if game.to_move(state) == MAX:
        return max_value(state, -INF, INF)
    return min_value(state, -INF, INF)


def alphabeta_strict(game: Any, state: Any, alpha: float = -INF, beta: float = INF) -> float:
    """Berkeley CS188's rule: prune only on v > beta / v < alpha."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if game.to_move(state) == game.players[0]:
        v = -INF
        for a in game.actions(state):
            v = max(v, alphabeta_strict(game, game.result(state, a), alpha, beta))
            if v > beta:
                return v
            alpha = max(alpha, v)
        return v
    v = INF
    for a in game.actions(state):
        v = min(v, alphabeta_strict(game, game.result(state, a), alpha, beta))
        if v < alpha:
            return v
        beta = min(beta, v)
    return v


def alphabeta_never_prunes(game: Any, state: Any, alpha: float = -INF, beta: float = INF) -> float:
    """Keeps alpha and beta up to date but never uses them."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if game.to_move(state) == game.players[0]:
        v = -INF
        for a in game.actions(state):
            v = max(v, alphabeta_never_prunes(game, game.result(state, a), alpha, beta))
            alpha = max(alpha, v)
        return v
    v = INF
    for a in game.actions(state):
        v = min(v, alphabeta_never_prunes(game, game.result(state, a), alpha, beta))
        beta = min(beta, v)
    return v


def alphabeta_no_min_cutoff(game: Any, state: Any, alpha: float = -INF, beta: float = INF) -> float:
    """Stops MAX nodes early but lets MIN nodes visit every child."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if game.to_move(state) == game.players[0]:
        v = -INF
        for a in game.actions(state):
            v = max(v, alphabeta_no_min_cutoff(game, game.result(state, a), alpha, beta))
            if v >= beta:
                return v
            alpha = max(alpha, v)
        return v
    v = INF
    for a in game.actions(state):
        v = min(v, alphabeta_no_min_cutoff(game, game.result(state, a), alpha, beta))
        beta = min(beta, v)
    return v


def alphabeta_wrong_bound(game: Any, state: Any, alpha: float = -INF, beta: float = INF) -> float:
    """Tests alpha at MAX nodes and beta at MIN nodes: the bounds swapped."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if game.to_move(state) == game.players[0]:
        v = -INF
        for a in game.actions(state):
            v = max(v, alphabeta_wrong_bound(game, game.result(state, a), alpha, beta))
            if v <= alpha:
                return v
            alpha = max(alpha, v)
        return v
    v = INF
    for a in game.actions(state):
        v = min(v, alphabeta_wrong_bound(game, game.result(state, a), alpha, beta))
        if v >= beta:
            return v
        beta = min(beta, v)
    return v


def alphabeta_shared_window(game: Any, state: Any) -> float:
    """One alpha and one beta for the whole search, so a bound found in one branch leaks into others."""
    MAX = game.players[0]
    window = {"alpha": -INF, "beta": INF}

    def value(s: Any) -> float:
        if game.is_terminal(s):
            return game.utility(s, MAX)  # type: ignore[no-any-return]
        if game.to_move(s) == MAX:
            v = -INF
            for a in game.actions(s):
                v = max(v, value(game.result(s, a)))
                if v >= window["beta"]:
                    return v
                window["alpha"] = max(window["alpha"], v)
            return v
        v = INF
        for a in game.actions(s):
            v = min(v, value(game.result(s, a)))
            if v <= window["alpha"]:
                return v
            window["beta"] = min(window["beta"], v)
        return v

    return value(state)


def alphabeta_max_everywhere(game: Any, state: Any, alpha: float = -INF, beta: float = INF) -> float:
    """Always plays MAX's part."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    v = -INF
    for a in game.actions(state):
        v = max(v, alphabeta_max_everywhere(game, game.result(state, a), alpha, beta))
        if v >= beta:
            return v
        alpha = max(alpha, v)
    return v


def alphabeta_right_to_left(game: Any, state: Any, alpha: float = -INF, beta: float = INF) -> float:
    """Correct pruning, but tries the moves from the last to the first."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    maximizing = game.to_move(state) == game.players[0]
    v = -INF if maximizing else INF
    for a in reversed(game.actions(state)):
        child = alphabeta_right_to_left(game, game.result(state, a), alpha, beta)
        if maximizing:
            v = max(v, child)
            if v >= beta:
                return v
            alpha = max(alpha, v)
        else:
            v = min(v, child)
            if v <= alpha:
                return v
            beta = min(beta, v)
    return v


def alphabeta_openspiel_style(game: Any, state: Any, alpha: float = -INF, beta: float = INF) -> float:
    """OpenSpiel's _alpha_beta: the bound is updated first, then compared (alpha >= beta)."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if game.to_move(state) == game.players[0]:
        value = -INF
        for a in game.actions(state):
            value = max(value, alphabeta_openspiel_style(game, game.result(state, a), alpha, beta))
            alpha = max(alpha, value)
            if alpha >= beta:
                break
        return value
    value = INF
    for a in game.actions(state):
        value = min(value, alphabeta_openspiel_style(game, game.result(state, a), alpha, beta))
        beta = min(beta, value)
        if alpha >= beta:
            break
    return value


def alphabeta_fail_hard(game: Any, state: Any, alpha: float = -INF, beta: float = INF, *,
                        strict: bool = False, clip_leaves: bool = False) -> float:
    """Fail-hard: every value returned is clipped into [alpha, beta] (the leaves too, if asked)."""
    if game.is_terminal(state):
        u = game.utility(state, game.players[0])
        return max(alpha, min(beta, u)) if clip_leaves else u  # type: ignore[no-any-return]
    if game.to_move(state) == game.players[0]:
        for a in game.actions(state):
            score = alphabeta_fail_hard(game, game.result(state, a), alpha, beta, strict=strict, clip_leaves=clip_leaves)
            if score > beta if strict else score >= beta:
                return beta
            alpha = max(alpha, score)
        return alpha
    for a in game.actions(state):
        score = alphabeta_fail_hard(game, game.result(state, a), alpha, beta, strict=strict, clip_leaves=clip_leaves)
        if score < alpha if strict else score <= alpha:
            return alpha
        beta = min(beta, score)
    return beta


def alphabeta_negamax(game: Any, state: Any) -> float:
    """Negamax alpha-beta: each node sees (alpha, beta) from its own side, the child (-beta, -alpha)."""

    def negamax(s: Any, alpha: float, beta: float) -> float:
        if game.is_terminal(s):
            return game.utility(s, game.to_move(s))  # type: ignore[no-any-return]
        v = -INF
        for a in game.actions(s):
            v = max(v, -negamax(game.result(s, a), -beta, -alpha))
            if v >= beta:
                return v
            alpha = max(alpha, v)
        return v

    value = negamax(state, -INF, INF)
    return value if game.to_move(state) == game.players[0] else -value


def alphabeta_alpha_in_min(game: Any, state: Any, alpha: float = -INF, beta: float = INF) -> float:
    """In MIN nodes, updates alpha (alpha = min(alpha, v)) where beta belongs."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if game.to_move(state) == game.players[0]:
        v = -INF
        for a in game.actions(state):
            v = max(v, alphabeta_alpha_in_min(game, game.result(state, a), alpha, beta))
            if v >= beta:
                return v
            alpha = max(alpha, v)
        return v
    v = INF
    for a in game.actions(state):
        v = min(v, alphabeta_alpha_in_min(game, game.result(state, a), alpha, beta))
        if v <= alpha:
            return v
        alpha = min(alpha, v)
    return v


def alphabeta_beta_in_max(game: Any, state: Any, alpha: float = -INF, beta: float = INF) -> float:
    """In MAX nodes, updates beta (beta = max(beta, v)) where alpha belongs."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if game.to_move(state) == game.players[0]:
        v = -INF
        for a in game.actions(state):
            v = max(v, alphabeta_beta_in_max(game, game.result(state, a), alpha, beta))
            if v >= beta:
                return v
            beta = max(beta, v)
        return v
    v = INF
    for a in game.actions(state):
        v = min(v, alphabeta_beta_in_max(game, game.result(state, a), alpha, beta))
        if v <= alpha:
            return v
        beta = min(beta, v)
    return v


def alphabeta_no_max_cutoff(game: Any, state: Any, alpha: float = -INF, beta: float = INF) -> float:
    """Stops MIN nodes early but lets MAX nodes visit every child."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if game.to_move(state) == game.players[0]:
        v = -INF
        for a in game.actions(state):
            v = max(v, alphabeta_no_max_cutoff(game, game.result(state, a), alpha, beta))
            alpha = max(alpha, v)
        return v
    v = INF
    for a in game.actions(state):
        v = min(v, alphabeta_no_max_cutoff(game, game.result(state, a), alpha, beta))
        if v <= alpha:
            return v
        beta = min(beta, v)
    return v


def alphabeta_root_full_window(game: Any, state: Any) -> float:
    """aima-python's old alphabeta_search: the decision loop gives every move (-inf, +inf)."""
    MAX = game.players[0]

    def max_value(s: Any, alpha: float, beta: float) -> float:
        if game.is_terminal(s):
            return game.utility(s, MAX)  # type: ignore[no-any-return]
        v = -INF
        for a in game.actions(s):
            v = max(v, min_value(game.result(s, a), alpha, beta))
            if v >= beta:
                return v
            alpha = max(alpha, v)
        return v

    def min_value(s: Any, alpha: float, beta: float) -> float:
        if game.is_terminal(s):
            return game.utility(s, MAX)  # type: ignore[no-any-return]
        v = INF
        for a in game.actions(s):
            v = min(v, max_value(game.result(s, a), alpha, beta))
            if v <= alpha:
                return v
            beta = min(beta, v)
        return v

    if game.is_terminal(state):
        return game.utility(state, MAX)  # type: ignore[no-any-return]
    if game.to_move(state) == MAX:
        return max(min_value(game.result(state, a), -INF, INF) for a in game.actions(state))
    return min(max_value(game.result(state, a), -INF, INF) for a in game.actions(state))
