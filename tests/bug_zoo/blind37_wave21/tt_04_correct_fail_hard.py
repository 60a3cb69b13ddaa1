"""checker: check_table_alphabeta
truth: correct — fail-hard negamax in the Sebastian Lague / CPW style: a cutoff stores beta as a LowerBound and returns beta, otherwise alpha is stored as Exact if it was raised, else as UpperBound; lookups use Exact, or a bound on the right side of the window; every store makes a fresh entry (always replace).
source: teay-nguyen/TEMPEST_001 DepthLiteThink.py Search + Transpositions.py (attemptLookup / storeEval, `evalType = self.tt.UpperBound` ... `storeEval(..., beta, self.tt.LowerBound, move); return beta` ... `evalType = self.tt.Exact`), without its null-move pruning, PVS, repetition and mate-distance code; X's window turned into the side to move's at the top
"""


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


class DepthLite1:
    def __init__(self, game, evaluate, entries):
        self.game, self.evaluate, self.entries = game, evaluate, entries
        self.tt = TranspositionTable()

    def Search(self, state, depth, alpha, beta):
        game = self.game
        color = 1 if game.to_move(state) == "X" else -1
        if game.is_terminal(state):
            return color * game.utility(state, "X")
        if self.tt.attemptLookup(game.key(state), self.entries, depth, alpha, beta):
            return self.tt.value
        if depth == 0:
            return color * self.evaluate(state)

        evalType = self.tt.UpperBound
        for move in game.actions(state):
            eval = -self.Search(game.result(state, move), depth - 1, -beta, -alpha)
            if eval >= beta:
                self.tt.storeEval(game.key(state), self.entries, depth, beta, self.tt.LowerBound)
                return beta
            if eval > alpha:
                evalType = self.tt.Exact
                alpha = eval
        self.tt.storeEval(game.key(state), self.entries, depth, alpha, evalType)
        return alpha


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    "X's value of `state`, `depth` plies deep, within (alpha, beta); `table` remembers."
    engine = DepthLite1(game, evaluate, table)
    if game.to_move(state) == "X":
        return engine.Search(state, depth, alpha, beta)
    return -engine.Search(state, depth, -beta, -alpha)
