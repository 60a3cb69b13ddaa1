"""checker: check_table_alphabeta
truth: buggy — Moreland's fail-hard hashing mirrored into a MIN node without swapping the flags: at MIN nodes a cutoff (value <= alpha, an upper bound) is recorded as hashfBETA (lower) and a node that never lowered beta (a lower bound) as hashfALPHA (upper); MAX nodes are right.
source: ported from Bruce Moreland's "Transposition table" page (brucemo.com/compchess/programming/hashing.htm: ProbeHash/RecordHash with hashfEXACT, hashfALPHA, hashfBETA in a negamax AlphaBeta), rewritten by hand into MAX and MIN halves
"""
hashfEXACT, hashfALPHA, hashfBETA = 0, 1, 2
valUNKNOWN = None


def probe_hash(table, key, depth, alpha, beta):
    phashe = table.get(key)
    if phashe is not None and phashe["depth"] >= depth:
        if phashe["flags"] == hashfEXACT:
            return phashe["val"]
        if phashe["flags"] == hashfALPHA and phashe["val"] <= alpha:
            return alpha
        if phashe["flags"] == hashfBETA and phashe["val"] >= beta:
            return beta
    return valUNKNOWN


def record_hash(table, key, depth, val, hashf):
    table[key] = {"depth": depth, "val": val, "flags": hashf}


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    "X's value of `state`, `depth` plies deep, within (alpha, beta); `table` remembers."
    if game.is_terminal(state):
        return game.utility(state, "X")
    key = game.key(state)
    val = probe_hash(table, key, depth, alpha, beta)
    if val is not valUNKNOWN:
        return val
    if depth == 0:
        val = evaluate(state)
        record_hash(table, key, depth, val, hashfEXACT)
        return val
    hashf = hashfALPHA
    if game.to_move(state) == "X":
        for move in game.actions(state):
            val = my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
            if val >= beta:
                record_hash(table, key, depth, beta, hashfBETA)
                return beta
            if val > alpha:
                hashf = hashfEXACT
                alpha = val
        record_hash(table, key, depth, alpha, hashf)
        return alpha
    for move in game.actions(state):
        val = my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
        if val <= alpha:
            record_hash(table, key, depth, alpha, hashfBETA)
            return alpha
        if val < beta:
            hashf = hashfEXACT
            beta = val
    record_hash(table, key, depth, beta, hashf)
    return beta
