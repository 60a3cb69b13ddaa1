"""checker: check_table_alphabeta
truth: correct — fail-hard negamax with a table (CPW style: returns beta on a cutoff and alpha on a fail-low, table hits answered with the bound itself), flags from the original alpha; the wrapper maps X's window to the side to move's, (-beta, -alpha) for O.
source: ported from the chessprogramming.org fail-hard alphaBeta (as quoted in SimonMeskens/Chessire core/search/alphabeta.rs) plus the usual hash-table probe/store
"""

EXACT, ALPHA, BETA = "exact", "alpha", "beta"  # exact / upper bound (fail-low) / lower bound (fail-high)


def probe(table, key, depth, alpha, beta):
    hit = table.get(key)
    if hit is None or hit["depth"] < depth:
        return None
    if hit["flag"] == EXACT:
        return min(max(hit["score"], alpha), beta)
    if hit["flag"] == ALPHA and hit["score"] <= alpha:
        return alpha
    if hit["flag"] == BETA and hit["score"] >= beta:
        return beta
    return None


def alpha_beta(game, state, alpha, beta, depthleft, color, table, evaluate):
    if game.is_terminal(state):
        return min(max(color * game.utility(state, "X"), alpha), beta)
    if depthleft == 0:
        return min(max(color * evaluate(state), alpha), beta)
    key = game.key(state)
    known = probe(table, key, depthleft, alpha, beta)
    if known is not None:
        return known
    flag = ALPHA
    for move in game.actions(state):
        score = -alpha_beta(game, game.result(state, move), -beta, -alpha, depthleft - 1, -color, table, evaluate)
        if score >= beta:
            table[key] = {"depth": depthleft, "score": beta, "flag": BETA}
            return beta  # fail hard beta-cutoff
        if score > alpha:
            alpha = score  # alpha acts like max in MiniMax
            flag = EXACT
    table[key] = {"depth": depthleft, "score": alpha, "flag": flag}
    return alpha


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    "X's value of `state`, `depth` plies deep, within (alpha, beta); `table` remembers."
    if game.to_move(state) == "X":
        return alpha_beta(game, state, alpha, beta, depth, 1, table, evaluate)
    return -alpha_beta(game, state, -beta, -alpha, depth, -1, table, evaluate)
