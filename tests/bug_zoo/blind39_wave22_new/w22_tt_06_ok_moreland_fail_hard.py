"""checker: check_table_alphabeta
truth: correct — Bruce Moreland's fail-hard negamax with hashfEXACT / hashfALPHA / hashfBETA (returns alpha or beta when it fails, which are valid bounds), wrapped for X's view with the window negated for O.
source: ported from Bruce Moreland's "Transposition table" page (RecordHash / ProbeHash pseudo-code), as reproduced on the Chess Programming Wiki
"""
hashfEXACT, hashfALPHA, hashfBETA = 0, 1, 2


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    "X's value of `state`, `depth` plies deep, within (alpha, beta); `table` remembers."
    if game.to_move(state) == "X":
        return AlphaBeta(game, state, depth, alpha, beta, evaluate, table)
    return -AlphaBeta(game, state, depth, -beta, -alpha, evaluate, table)


def side_value(game, state, value):
    return value if game.to_move(state) == "X" else -value


def ProbeHash(table, key, depth, alpha, beta):
    phashe = table.get(key)
    if phashe is not None and phashe["depth"] >= depth:
        if phashe["flags"] == hashfEXACT:
            return phashe["val"]
        if phashe["flags"] == hashfALPHA and phashe["val"] <= alpha:
            return alpha
        if phashe["flags"] == hashfBETA and phashe["val"] >= beta:
            return beta
    return None


def RecordHash(table, key, depth, val, hashf):
    table[key] = {"depth": depth, "val": val, "flags": hashf}


def AlphaBeta(game, state, depth, alpha, beta, evaluate, table):
    hashf = hashfALPHA
    key = game.key(state)
    val = ProbeHash(table, key, depth, alpha, beta)
    if val is not None:
        return val
    if game.is_terminal(state):
        val = side_value(game, state, game.utility(state, "X"))
        RecordHash(table, key, depth, val, hashfEXACT)
        return val
    if depth == 0:
        val = side_value(game, state, evaluate(state))
        RecordHash(table, key, depth, val, hashfEXACT)
        return val
    for move in game.actions(state):
        val = -AlphaBeta(game, game.result(state, move), depth - 1, -beta, -alpha, evaluate, table)
        if val >= beta:
            RecordHash(table, key, depth, beta, hashfBETA)
            return beta
        if val > alpha:
            hashf = hashfEXACT
            alpha = val
    RecordHash(table, key, depth, alpha, hashf)
    return alpha
