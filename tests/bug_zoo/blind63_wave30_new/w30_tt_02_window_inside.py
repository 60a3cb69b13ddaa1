"""checker: check_table_alphabeta
truth: buggy — entries keep the (alpha, beta) window they were searched with, and an entry is reused when its window lies inside the current one (entry.alpha >= alpha and entry.beta <= beta) — the inclusion is the wrong way round: a value from a narrower window may be only a bound inside the wider one.
source: ported from github.com/stricklin/Gambot TTableEntry.py (TTableEntry(value, depth, zob_hash, ab_pruning, alpha, beta): entries remember their window); the reuse test is the student's
"""
import math


class TTableEntry:
    def __init__(self, value, depth, zob_hash, ab_pruning=False, alpha=None, beta=None):
        # value is whites value of the board
        self.value = value
        self.depth = depth
        self.zob_hash = zob_hash
        self.ab_pruning = ab_pruning
        self.alpha = alpha
        self.beta = beta


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    "X's value of `state`, `depth` plies deep, within (alpha, beta); `table` remembers."
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    zob_hash = game.key(state)
    entry = table.get(zob_hash)
    if entry is not None and entry.depth >= depth:
        if not entry.ab_pruning:
            return entry.value
        if entry.alpha >= alpha and entry.beta <= beta:
            return entry.value
    a, b = alpha, beta
    if game.to_move(state) == "X":
        value = -math.inf
        for move in game.actions(state):
            value = max(value, my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, a, b, table))
            a = max(a, value)
            if a >= b:
                break
    else:
        value = math.inf
        for move in game.actions(state):
            value = min(value, my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, a, b, table))
            b = min(b, value)
            if a >= b:
                break
    pruned = not (alpha == -math.inf and beta == math.inf)
    table[zob_hash] = TTableEntry(value, depth, zob_hash, pruned, alpha, beta)
    return value
