"""checker: check_table_alphabeta
truth: buggy — the entry is built from alpha alone (flag: alpha <= origAlpha -> UpperBound, ...; score stored: alpha) for both sides, so at O's (MIN) nodes, where only beta moves, it always stores the window's alpha as an upper bound instead of the node's value and its real bound.
source: ported from a public Go Teeko engine PVS/PrincipalVariationSearch (TTEntry{depth, alpha, flag, bestMove}; `if alpha <= origAlpha {flag = UpperBound}`; returns alpha for the maximizer, beta for the minimizer), with its null-window re-search left out
"""
import math

Exact, LowerBound, UpperBound = 0, 1, 2


def PrincipalVariationSearch(game, state, depth, evaluate, alpha, beta, maximizingPlayer, transpositionTable):
    origAlpha = alpha

    if game.is_terminal(state):
        return game.utility(state, "X"), None
    if depth == 0:
        return evaluate(state), None

    key = game.key(state)
    ttEntry = transpositionTable.get(key)
    if ttEntry is not None and ttEntry["depth"] >= depth:
        if ttEntry["flag"] == Exact:
            return ttEntry["score"], ttEntry["bestMove"]
        elif ttEntry["flag"] == LowerBound and ttEntry["score"] > alpha:
            alpha = ttEntry["score"]
        elif ttEntry["flag"] == UpperBound and ttEntry["score"] < beta:
            beta = ttEntry["score"]
        if alpha >= beta:
            return ttEntry["score"], ttEntry["bestMove"]

    bestMove = None
    for move in game.actions(state):
        score, _ = PrincipalVariationSearch(game, game.result(state, move), depth - 1, evaluate, alpha, beta,
                                            not maximizingPlayer, transpositionTable)
        if maximizingPlayer:
            if score > alpha:
                alpha = score
                bestMove = move
        else:
            if score < beta:
                beta = score
                bestMove = move
        if alpha >= beta:
            break

    if alpha <= origAlpha:
        flag = UpperBound
    elif alpha >= beta:
        flag = LowerBound
    else:
        flag = Exact
    transpositionTable[key] = {"depth": depth, "score": alpha, "flag": flag, "bestMove": bestMove}

    if maximizingPlayer:
        return alpha, bestMove
    return beta, bestMove


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    "X's value of `state`, `depth` plies deep, within (alpha, beta); `table` remembers."
    value, _ = PrincipalVariationSearch(game, state, depth, evaluate, alpha, beta, game.to_move(state) == "X", table)
    return value
