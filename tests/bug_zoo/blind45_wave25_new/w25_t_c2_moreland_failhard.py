"""checker: check_table_alphabeta
truth: correct — Bruce Moreland's fail-hard negamax with hashfEXACT / hashfALPHA / hashfBETA (ProbeHash returns alpha or beta for bounds, RecordHash(beta, hashfBETA) at a cutoff)
source: ported from Bruce Moreland's "Transposition table" page (Programming Topics), the C AlphaBeta/ProbeHash/RecordHash code as on the Chess Programming Wiki
"""
import math

hashfEXACT, hashfALPHA, hashfBETA = 0, 1, 2
valUNKNOWN = None


def ProbeHash(table, key, depth, alpha, beta):
    phashe = table.get(key)
    if phashe is not None:
        if phashe["depth"] >= depth:
            if phashe["flags"] == hashfEXACT:
                return phashe["value"]
            if phashe["flags"] == hashfALPHA and phashe["value"] <= alpha:
                return alpha
            if phashe["flags"] == hashfBETA and phashe["value"] >= beta:
                return beta
    return valUNKNOWN


def RecordHash(table, key, depth, val, hashf):
    table[key] = {"value": val, "flags": hashf, "depth": depth}


def AlphaBeta(game, state, depth, evaluate, alpha, beta, table):
    side = 1 if game.to_move(state) == "X" else -1
    if game.is_terminal(state):
        return side * game.utility(state, "X")
    if depth == 0:
        return side * evaluate(state)
    key = game.key(state)
    hashf = hashfALPHA
    val = ProbeHash(table, key, depth, alpha, beta)
    if val is not valUNKNOWN:
        return val
    for move in game.actions(state):
        val = -AlphaBeta(game, game.result(state, move), depth - 1, evaluate, -beta, -alpha, table)
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
    if game.to_move(state) == "X":
        return AlphaBeta(game, state, depth, evaluate, alpha, beta, table)
    return -AlphaBeta(game, state, depth, evaluate, -beta, -alpha, table)
