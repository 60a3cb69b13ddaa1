"""checker: check_table_alphabeta
truth: correct — fail-hard alpha-beta with Bruce Moreland's hashing scheme (hashfEXACT / hashfALPHA / hashfBETA; ProbeHash returns alpha or beta on a bound that decides), in negamax form.
source: port of Bruce Moreland's "Transposition table" page (ProbeHash/RecordHash, as mirrored on chessprogramming.org)
"""

hashfEXACT, hashfALPHA, hashfBETA = 0, 1, 2
valUNKNOWN = None


def ProbeHash(table, key, depth, alpha, beta):
    phashe = table.get(key)
    if phashe is not None and phashe["depth"] >= depth:
        if phashe["flags"] == hashfEXACT:
            return phashe["value"]
        if phashe["flags"] == hashfALPHA and phashe["value"] <= alpha:
            return alpha
        if phashe["flags"] == hashfBETA and phashe["value"] >= beta:
            return beta
    return valUNKNOWN


def RecordHash(table, key, depth, val, hashf):
    table[key] = {"value": val, "flags": hashf, "depth": depth}


def AlphaBeta(game, state, depth, alpha, beta, color, evaluate, table):
    hashf = hashfALPHA
    if game.is_terminal(state):
        return color * game.utility(state, "X")
    if depth == 0:
        return color * evaluate(state)
    key = game.key(state)
    val = ProbeHash(table, key, depth, alpha, beta)
    if val is not valUNKNOWN:
        return val
    for move in game.actions(state):
        val = -AlphaBeta(game, game.result(state, move), depth - 1, -beta, -alpha, -color, evaluate, table)
        if val >= beta:
            RecordHash(table, key, depth, beta, hashfBETA)
            return beta
        if val > alpha:
            hashf = hashfEXACT
            alpha = val
    RecordHash(table, key, depth, alpha, hashf)
    return alpha


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    "X's value of `state`, `depth` plies deep, within (alpha, beta); `table` remembers."
    # the stored values are the mover's (negamax); game.key tells who is to move
    if game.is_terminal(state) or game.to_move(state) == "X":
        return AlphaBeta(game, state, depth, alpha, beta, 1, evaluate, table)
    return -AlphaBeta(game, state, depth, -beta, -alpha, -1, evaluate, table)
