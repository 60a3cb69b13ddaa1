"""checker: check_table_alphabeta
truth: correct — Moreland's fail-hard negamax with hashfEXACT/hashfALPHA/hashfBETA, values for the side to move inside, converted to X's values and window at the entry point.
source: ported from Bruce Moreland's "Transposition table" page (brucemo.com/compchess/programming/hashing.htm: AlphaBeta with ProbeHash/RecordHash)
"""
hashfEXACT, hashfALPHA, hashfBETA = 0, 1, 2


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    "X's value of `state`, `depth` plies deep, within (alpha, beta); `table` remembers."
    if game.to_move(state) == "X":
        return alpha_beta(game, state, depth, evaluate, alpha, beta, table, 1)
    return -alpha_beta(game, state, depth, evaluate, -beta, -alpha, table, -1)


def alpha_beta(game, state, depth, evaluate, alpha, beta, table, color):
    if game.is_terminal(state):
        return color * game.utility(state, "X")
    key = game.key(state)
    phashe = table.get(key)
    if phashe is not None and phashe[0] >= depth:
        d, val, flags = phashe
        if flags == hashfEXACT:
            return val
        if flags == hashfALPHA and val <= alpha:
            return alpha
        if flags == hashfBETA and val >= beta:
            return beta
    if depth == 0:
        val = color * evaluate(state)
        table[key] = (depth, val, hashfEXACT)
        return val
    hashf = hashfALPHA
    for move in game.actions(state):
        val = -alpha_beta(game, game.result(state, move), depth - 1, evaluate, -beta, -alpha, table, -color)
        if val >= beta:
            table[key] = (depth, beta, hashfBETA)
            return beta
        if val > alpha:
            hashf = hashfEXACT
            alpha = val
    table[key] = (depth, alpha, hashf)
    return alpha
