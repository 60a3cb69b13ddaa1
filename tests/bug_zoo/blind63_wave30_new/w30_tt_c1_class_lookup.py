"""checker: check_table_alphabeta
truth: correct — class-based table (Exact/LowerBound/UpperBound node types, attemptLookup / storeEval) around a fail-soft max/min alpha-beta; entries are classified against the window the node was called with.
source: ported from github.com/teay-nguyen/TEMPEST_001 Transpositions.py (TranspositionTable.attemptLookup: entry.depth >= depth and Exact | UpperBound <= alpha | LowerBound >= beta; storeEval; Entry)
"""
import math


class Entry:
    def __init__(self, key, val):
        self.key = key
        self.value = val
        self.depth = 0
        self.nodeType = 0
        self.move = None


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
    alpha0, beta0 = alpha, beta
    maximizing = game.to_move(state) == "X"
    best = -math.inf if maximizing else math.inf
    for move in game.actions(state):
        score = my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
        if maximizing:
            if score > best:
                best = score
            if best > alpha:
                alpha = best
        else:
            if score < best:
                best = score
            if best < beta:
                beta = best
        if alpha >= beta:
            break
    if best <= alpha0:
        kind = TT.UpperBound
    elif best >= beta0:
        kind = TT.LowerBound
    else:
        kind = TT.Exact
    TT.storeEval(key, table, depth, best, kind)
    return best
