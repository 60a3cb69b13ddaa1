"""checker: check_table_alphabeta
truth: correct — fail-hard alpha-beta with the chessprogramming.org hash flags (hashfEXACT/hashfALPHA/hashfBETA), both MAX and MIN branches right; returns alpha/beta clipped as fail-hard does.
source: own, on the chessprogramming.org fail-hard "Alpha-Beta with hash table" pseudo-code (RecordHash/ProbeHash), written in max/min form
"""
hashfEXACT, hashfALPHA, hashfBETA = "exact", "alpha", "beta"  # exact / upper bound / lower bound


def RecordHash(table, key, depth, val, hashf):
    table[key] = (depth, val, hashf)


def ProbeHash(table, key, depth, alpha, beta):
    entry = table.get(key)
    if entry is None:
        return None
    d, val, hashf = entry
    if d >= depth:
        if hashf == hashfEXACT:
            return val
        if hashf == hashfALPHA and val <= alpha:
            return alpha
        if hashf == hashfBETA and val >= beta:
            return beta
    return None


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    hit = ProbeHash(table, key, depth, alpha, beta)
    if hit is not None:
        return hit
    if game.to_move(state) == "X":
        hashf = hashfALPHA
        for move in game.actions(state):
            val = my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
            if val >= beta:
                RecordHash(table, key, depth, beta, hashfBETA)
                return beta
            if val > alpha:
                hashf = hashfEXACT
                alpha = val
        RecordHash(table, key, depth, alpha, hashf)
        return alpha
    hashf = hashfBETA
    for move in game.actions(state):
        val = my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
        if val <= alpha:
            RecordHash(table, key, depth, alpha, hashfALPHA)
            return alpha
        if val < beta:
            hashf = hashfEXACT
            beta = val
    RecordHash(table, key, depth, beta, hashf)
    return beta
