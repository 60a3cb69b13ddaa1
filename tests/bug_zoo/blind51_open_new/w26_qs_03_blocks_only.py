"""checker: check_quiescence
truth: buggy — the quiescence "only considers the opponent's winning moves" (blocks): it never plays its own win in one nor any threat-making move, and keeps the stand-pat as an option even when it has to block.
source: public Connect-4 TypeScript quiesce (code search excerpt: "Quiescence search: extends evaluation in noisy positions where the opponent has immediate win threats. Only considers opponent's winning moves"), ported to min/max with X's view
"""
import math


def quiesce(game, state, evaluate, alpha, beta):
    if game.is_terminal(state):
        return game.utility(state, "X")
    # Stand-pat evaluation
    stand_pat = evaluate(state)
    me = game.to_move(state)
    opponent = "O" if me == "X" else "X"
    threats = game.completing_cells(state, opponent)
    if me == "X":
        best = stand_pat
        if best >= beta:
            return best
        alpha = max(alpha, best)
        for cell in threats:
            score = quiesce(game, game.result(state, cell), evaluate, alpha, beta)
            best = max(best, score)
            alpha = max(alpha, best)
            if alpha >= beta:
                break
        return best
    best = stand_pat
    if best <= alpha:
        return best
    beta = min(beta, best)
    for cell in threats:
        score = quiesce(game, game.result(state, cell), evaluate, alpha, beta)
        best = min(best, score)
        beta = min(beta, best)
        if alpha >= beta:
            break
    return best


def my_quiescence(game, state, evaluate):
    return quiesce(game, state, evaluate, -math.inf, math.inf)
