"""checker: check_table_alphabeta
truth: correct — TEMPEST-style TranspositionTable class (attemptLookup with Exact / UpperBound <= alpha / LowerBound >= beta, always-replace storeEval), the dict passed in as `entries`.
source: teay-nguyen/TEMPEST_001 Transpositions.py (TranspositionTable, Entry), ported to the game API and a MAX/MIN alpha-beta
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

    def attemptLookup(self, key, entries, depth, alpha, beta):
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
        entry.depth = depth
        entry.nodeType = evalType
        entries[key] = entry


TT = TranspositionTable()


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    if TT.attemptLookup(key, table, depth, alpha, beta):
        return TT.value
    original = (alpha, beta)
    maximizing = game.to_move(state) == "X"
    best = -math.inf if maximizing else math.inf
    for move in game.actions(state):
        score = my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
        if maximizing:
            best = max(best, score)
            alpha = max(alpha, best)
        else:
            best = min(best, score)
            beta = min(beta, best)
        if alpha >= beta:
            break
    if best <= original[0]:
        kind = TT.UpperBound
    elif best >= original[1]:
        kind = TT.LowerBound
    else:
        kind = TT.Exact
    TT.storeEval(key, table, depth, best, kind)
    return best
