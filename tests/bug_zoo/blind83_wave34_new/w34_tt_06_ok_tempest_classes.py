"""checker: check_table_alphabeta
truth: correct — a TranspositionTable class with attemptLookup/storeEval and Exact/LowerBound/UpperBound node types, fail-soft max/min search around it.
source: ported from teay-nguyen/TEMPEST_001 Transpositions.py (TranspositionTable.attemptLookup/storeEval, Entry), the dict given by the checker used as its `entries`
"""
import math


class Entry:
    def __init__(self, key, val):
        self.key = key
        self.value = val
        self.depth = 0
        self.nodeType = 0


class TranspositionTable:
    def __init__(self):
        self.Exact = 0
        self.LowerBound = 1
        self.UpperBound = 2
        self.value = 0

    def attemptLookup(self, key, entries, depth, alpha, beta) -> int:
        if key not in entries:
            return 0
        self.value = 0
        entry = entries[key]
        if entry.key == key and entry.depth >= depth:
            if (entry.nodeType == self.Exact) | \
                    (entry.nodeType == self.UpperBound and entry.value <= alpha) | \
                    (entry.nodeType == self.LowerBound and entry.value >= beta):
                self.value = entry.value
                return 1
        return 0

    def storeEval(self, key, entries, depth, eval, evalType):
        entry = Entry(key, eval)
        if entry.depth <= depth:
            entry.key = key
            entry.value = eval
            entry.depth = depth
            entry.nodeType = evalType
            entries[key] = entry


TT = TranspositionTable()


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    "X's value of `state`, `depth` plies deep, within (alpha, beta); `table` remembers."
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    if TT.attemptLookup(key, table, depth, alpha, beta):
        return TT.value
    a, b = alpha, beta
    if game.to_move(state) == "X":
        best = -math.inf
        for m in game.actions(state):
            best = max(best, my_alphabeta_with_table(game, game.result(state, m), depth - 1, evaluate, a, b, table))
            a = max(a, best)
            if a >= b:
                break
    else:
        best = math.inf
        for m in game.actions(state):
            best = min(best, my_alphabeta_with_table(game, game.result(state, m), depth - 1, evaluate, a, b, table))
            b = min(b, best)
            if a >= b:
                break
    kind = TT.UpperBound if best <= alpha else TT.LowerBound if best >= beta else TT.Exact
    TT.storeEval(key, table, depth, best, kind)
    return best
