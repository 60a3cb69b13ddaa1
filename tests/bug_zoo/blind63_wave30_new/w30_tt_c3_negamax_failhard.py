"""checker: check_table_alphabeta
truth: correct — fail-hard negamax (returns alpha / beta at the window's edges) with hashfEXACT / hashfALPHA / hashfBETA entries as in Bruce Moreland's hashing pseudo-code; X's view is restored by negating for O to move.
source: ported from the CPW / Bruce Moreland "Transposition Table" pseudo-code (ProbeHash / RecordHash with hashfALPHA, hashfBETA, hashfEXACT) in the CPW-style alphaBeta found by the code search (github.com/SimonMeskens/Chessire core/search/alphabeta.rs comment)
"""
hashfEXACT, hashfALPHA, hashfBETA = 0, 1, 2


def probe_hash(table, key, depth, alpha, beta):
    e = table.get(key)
    if e is not None and e[0] >= depth:
        d, flags, val = e
        if flags == hashfEXACT:
            return val
        if flags == hashfALPHA and val <= alpha:
            return alpha
        if flags == hashfBETA and val >= beta:
            return beta
    return None


def record_hash(table, key, depth, val, flags):
    table[key] = (depth, flags, val)


def alpha_beta(game, state, depth, alpha, beta, color, evaluate, table):
    if game.is_terminal(state):
        return max(alpha, min(beta, color * game.utility(state, "X")))
    if depth == 0:
        return max(alpha, min(beta, color * evaluate(state)))
    key = game.key(state)
    val = probe_hash(table, key, depth, alpha, beta)
    if val is not None:
        return val
    hashf = hashfALPHA
    for move in game.actions(state):
        val = -alpha_beta(game, game.result(state, move), depth - 1, -beta, -alpha, -color, evaluate, table)
        if val >= beta:
            record_hash(table, key, depth, beta, hashfBETA)
            return beta
        if val > alpha:
            hashf = hashfEXACT
            alpha = val
    record_hash(table, key, depth, alpha, hashf)
    return alpha


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    "X's value of `state`, `depth` plies deep, within (alpha, beta); `table` remembers."
    if game.is_terminal(state) or game.to_move(state) == "X":
        return alpha_beta(game, state, depth, alpha, beta, 1, evaluate, table)
    return -alpha_beta(game, state, depth, -beta, -alpha, -1, evaluate, table)
