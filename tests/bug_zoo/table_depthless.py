"""Table alpha-beta whose entries store no depth, in a search that also never breaks on a cutoff
(:func:`ttt_lab.exercises.table_depths.depthless_root_entry`): the pruning slip is named from the
positions scored with a table that remembers nothing, and the depthless entry from a depth-1 search then
a deeper one with the same table, which returns the depth-1 value. The eighteenth wave's student verbatim
(renamed), two other shapes (a negamax form with dict entries, a MAX/MIN form that tests the cut with
`pass`), and the wave's correct variants (verbatim, renamed)."""
# ruff: noqa
# mypy: ignore-errors

from __future__ import annotations

import math

from ttt_lab import exercises as ex

CHECK = ex.check_table_alphabeta
NAMES = {ex.KEEPS_VISITING, ex.tables.LESS_DEEP}

# ---------------------------------------------------------------- eighteenth wave (blind31), verbatim

cut = 0


def t01_hawkins_no_depth(game, state, depth, evaluate, alpha, beta, table):
    global cut
    mx = game.key(state)
    if mx in table.keys():
        return table[mx][0]
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    chosen = None
    if game.to_move(state) == "X":
        max_eval = -1 * 10**5
        for move in game.actions(state):
            ev = t01_hawkins_no_depth(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
            if ev > max_eval:
                max_eval = ev
                chosen = move
            alpha = max(alpha, ev)
            if beta <= alpha:
                cut += 1
        table[mx] = (max_eval, chosen)
        return max_eval
    min_eval = 1 * 10**5
    for move in game.actions(state):
        ev = t01_hawkins_no_depth(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
        if ev < min_eval:
            min_eval = ev
            chosen = move
        beta = min(beta, ev)
        if beta <= alpha:
            cut += 1
    table[mx] = (min_eval, chosen)
    return min_eval


def negamax_dict_entries_no_depth(game, state, depth, evaluate, alpha, beta, table):
    """Negamax inside, X's values outside; the entry is {"value", "best"} and answers any depth; the
    cutoff test only notes that it happened."""
    def nega(s, d, a, b):
        sign = 1 if game.to_move(s) == "X" else -1
        k = game.key(s)
        if k in table:
            return sign * table[k]["value"]
        if game.is_terminal(s):
            return sign * game.utility(s, "X")
        if d == 0:
            return sign * evaluate(s)
        best, best_move, cutoff = -math.inf, None, False
        for m in game.actions(s):
            score = -nega(game.result(s, m), d - 1, -b, -a)
            if score > best:
                best, best_move = score, m
            a = max(a, score)
            if a >= b:
                cutoff = True
        table[k] = {"value": sign * best, "best": best_move}
        return best
    return (1 if game.to_move(state) == "X" else -1) * nega(state, depth, alpha, beta)


def max_min_pass_on_cut(game, state, depth, evaluate, alpha, beta, table):
    """Two halves; an entry is the value alone, read before anything else; `pass` where break belongs."""
    key = game.key(state)
    if key in table:
        return table[key]
    if game.is_terminal(state):
        value = game.utility(state, "X")
    elif depth == 0:
        value = evaluate(state)
    elif game.to_move(state) == "X":
        value = -math.inf
        for move in game.actions(state):
            value = max(value, max_min_pass_on_cut(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table))
            alpha = max(alpha, value)
            if alpha >= beta:
                pass
    else:
        value = math.inf
        for move in game.actions(state):
            value = min(value, max_min_pass_on_cut(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table))
            beta = min(beta, value)
            if alpha >= beta:
                pass
    if not game.is_terminal(state) and depth > 0:
        table[key] = value
    return value


BUGGY = [(t01_hawkins_no_depth, NAMES), (negamax_dict_entries_no_depth, NAMES), (max_min_pass_on_cut, NAMES)]

# ---------------------------------------------------------------- eighteenth wave's correct variants, verbatim

PV, CUT, ALL = 0, 1, 2


def t05_correct_fail_hard(game, state, depth, evaluate, alpha, beta, table):
    key = game.key(state)
    e = table.get(key)
    if e and e[1] >= depth:
        kind, _, value = e
        if kind == PV:
            return min(max(value, alpha), beta)
        if kind == CUT and value >= beta:
            return beta
        if kind == ALL and value <= alpha:
            return alpha
    if game.is_terminal(state):
        return min(max(game.utility(state, "X"), alpha), beta)
    if depth == 0:
        return min(max(evaluate(state), alpha), beta)
    a0, b0 = alpha, beta
    if game.to_move(state) == "X":
        for move in game.actions(state):
            score = t05_correct_fail_hard(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
            if score >= beta:
                table[key] = (CUT, depth, beta)
                return beta
            alpha = max(alpha, score)
        table[key] = (ALL if alpha <= a0 else PV, depth, alpha)
        return alpha
    for move in game.actions(state):
        score = t05_correct_fail_hard(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
        if score <= alpha:
            table[key] = (ALL, depth, alpha)  # for X: the value is at most alpha
            return alpha
        beta = min(beta, score)
    table[key] = (CUT if beta >= b0 else PV, depth, beta)
    return beta


import math

inf = math.inf



def t06_correct_plaat_depth(game, state, depth, evaluate, alpha, beta, table):
    key = game.key(state)
    entry = table.get(key)
    if entry is not None and entry[2] >= depth:
        lowerbound, upperbound, _ = entry
        if lowerbound >= beta:
            return lowerbound
        if upperbound <= alpha:
            return upperbound
        alpha = max(alpha, lowerbound)
        beta = min(beta, upperbound)
    if game.is_terminal(state):
        g = game.utility(state, "X")
    elif depth == 0:
        g = evaluate(state)
    elif game.to_move(state) == "X":
        g, a = -inf, alpha  # save original alpha value
        for move in game.actions(state):
            if g >= beta:
                break
            g = max(g, t06_correct_plaat_depth(game, game.result(state, move), depth - 1, evaluate, a, beta, table))
            a = max(a, g)
    else:
        g, b = inf, beta  # save original beta value
        for move in game.actions(state):
            if g <= alpha:
                break
            g = min(g, t06_correct_plaat_depth(game, game.result(state, move), depth - 1, evaluate, alpha, b, table))
            b = min(b, g)
    lowerbound, upperbound = (entry[0], entry[1]) if entry is not None and entry[2] == depth else (-inf, inf)
    if g <= alpha:  # fail low result implies an upper bound
        upperbound = g
    if alpha < g < beta:  # found an accurate minimax value
        lowerbound = upperbound = g
    if g >= beta:  # fail high result implies a lower bound
        lowerbound = g
    table[key] = (lowerbound, upperbound, depth)
    return g


import math


def t07_correct_exact_only(game, state, depth, evaluate, alpha, beta, table):
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    hit = table.get(key)
    if hit is not None and hit["depth"] >= depth and hit["kind"] == "exact":
        return hit["value"]
    lo, hi = alpha, beta
    x_moves = game.to_move(state) == "X"
    best = -math.inf if x_moves else math.inf
    for move in game.actions(state):
        v = t07_correct_exact_only(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
        best = max(best, v) if x_moves else min(best, v)
        if x_moves:
            alpha = max(alpha, v)
        else:
            beta = min(beta, v)
        if alpha >= beta:
            break
    kind = "upper" if best <= lo else "lower" if best >= hi else "exact"
    table[key] = {"value": best, "kind": kind, "depth": depth}
    return best


CORRECT = [t05_correct_fail_hard, t06_correct_plaat_depth, t07_correct_exact_only]
