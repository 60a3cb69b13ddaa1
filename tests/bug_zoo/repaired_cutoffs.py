"""Students of alpha-beta with a table whose cutoff leaves the loop with ``break`` where it should
return, so the node that failed high goes on to store and return alpha; found by a repair of their
code (:mod:`ttt_lab.exercises.repair_blocks`). The twenty-third wave's tt_04 (localised at the wrong
node when measured blind; ported from teay-nguyen/TEMPEST_001) verbatim, renamed, and the same
``break`` in a fail-hard minimax with a table."""
# ruff: noqa
# mypy: ignore-errors

from __future__ import annotations

from ttt_lab import exercises as ex
from ttt_lab.exercises import repairs

CHECK = ex.check_table_alphabeta


# ---------------------------------------------------------------- twenty-third wave (blind41), verbatim

EXACT, LOWER_BOUND, UPPER_BOUND = 0, 1, 2


def attempt_lookup(entries, key, depth, alpha, beta):
    entry = entries.get(key)
    if entry is None or entry["depth"] < depth:
        return None
    if entry["type"] == EXACT:
        return entry["value"]
    if entry["type"] == UPPER_BOUND and entry["value"] <= alpha:
        return entry["value"]
    if entry["type"] == LOWER_BOUND and entry["value"] >= beta:
        return entry["value"]
    return None


def search(game, state, depth, evaluate, alpha, beta, entries, color):
    if game.is_terminal(state):
        return color * game.utility(state, "X")
    key = game.key(state)
    tt_val = attempt_lookup(entries, key, depth, alpha, beta)
    if tt_val is not None:
        return tt_val
    if depth == 0:
        return color * evaluate(state)
    eval_type = UPPER_BOUND
    for move in game.actions(state):
        score = -search(game, game.result(state, move), depth - 1, evaluate, -beta, -alpha, entries, -color)
        if score >= beta:
            break
        if score > alpha:
            eval_type = EXACT
            alpha = score
    entries[key] = {"depth": depth, "value": alpha, "type": eval_type}
    return alpha


def tt04_cutoff_break_returns_alpha(game, state, depth, evaluate, alpha, beta, table):
    "X's value of `state`, `depth` plies deep, within (alpha, beta); `table` remembers."
    # negamax values are from the mover's point of view; a key always has the same mover
    if game.to_move(state) == "X":
        return search(game, state, depth, evaluate, alpha, beta, table, 1)
    return -search(game, state, depth, evaluate, -beta, -alpha, table, -1)


# ---------------------------------------------------------------- another shape: minimax with a table

def minimax_break_at_cutoff(game, state, depth, evaluate, alpha, beta, table):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if depth == 0:
        return evaluate(state)
    key = (game.key(state), depth)
    if key in table:
        kind, stored = table[key]
        if kind == "exact" or (kind == "lower" and stored >= beta) or (kind == "upper" and stored <= alpha):
            return stored
    start_alpha, start_beta = alpha, beta
    maximizing = game.to_move(state) == game.players[0]
    for move in game.actions(state):
        value = minimax_break_at_cutoff(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
        if maximizing:
            if value >= beta:
                break
            alpha = max(alpha, value)
        else:
            if value <= alpha:
                break
            beta = min(beta, value)
    best = alpha if maximizing else beta
    kind = "lower" if best >= start_beta else "upper" if best <= start_alpha else "exact"
    table[key] = (kind, best)
    return best


BUGGY = [(tt04_cutoff_break_returns_alpha, {repairs.BREAKS_FOR_RETURN}),
         (minimax_break_at_cutoff, {repairs.BREAKS_FOR_RETURN, repairs.STEPS_SWAPPED})]  # either mends it
CORRECT: list = []
