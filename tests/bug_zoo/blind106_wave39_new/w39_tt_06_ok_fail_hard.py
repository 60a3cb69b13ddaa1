"""checker: check_table_alphabeta
truth: correct — fail-hard alpha-beta with a table in the VICE/TEMPEST style (probe returns alpha/beta on bound hits, HASH_ALPHA/HASH_BETA/HASH_EXACT flags) kept correct for both MAX and MIN nodes.
source: ported from teay-nguyen/TEMPEST_001 src/transposition.py (tt_probe / tt_save), with MIN nodes mirrored correctly
"""
HASH_EXACT, HASH_ALPHA, HASH_BETA = 0, 1, 2


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    "X's value of `state`, `depth` plies deep, within (alpha, beta); `table` remembers."
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    entry = table.get(key)
    if entry is not None and entry["depth"] >= depth:
        if entry["flag"] == HASH_EXACT:
            return min(max(entry["score"], alpha), beta)
        if entry["flag"] == HASH_ALPHA and entry["score"] <= alpha:
            return alpha
        if entry["flag"] == HASH_BETA and entry["score"] >= beta:
            return beta
    if game.to_move(state) == "X":
        flag = HASH_ALPHA
        for move in game.actions(state):
            score = my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
            if score >= beta:
                table[key] = {"depth": depth, "score": beta, "flag": HASH_BETA}
                return beta
            if score > alpha:
                alpha, flag = score, HASH_EXACT
        table[key] = {"depth": depth, "score": alpha, "flag": flag}
        return alpha
    flag = HASH_BETA
    for move in game.actions(state):
        score = my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
        if score <= alpha:
            table[key] = {"depth": depth, "score": alpha, "flag": HASH_ALPHA}
            return alpha
        if score < beta:
            beta, flag = score, HASH_EXACT
    table[key] = {"depth": depth, "score": beta, "flag": flag}
    return beta
