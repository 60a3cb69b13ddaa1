"""checker: check_quiescence
truth: buggy — only the cells where X's opponent O could complete a line are searched (never the side's own win, never threat-making moves), and the views are mixed: the stand-pat is always X's evaluation while the recursion negates it (negamax).
source: public Connect-Four quiesce.ts ("Only considers opponent's winning moves to avoid the horizon effect": stand-pat, `-quiesce(nb, -beta, -alpha, aiDisc)`), ported to Python and the game API with X as the AI
"""
import math


def quiesce(game, state, evaluate, alpha, beta, ai_disc="X"):
    if game.is_terminal(state):
        return game.utility(state, ai_disc)
    # Stand-pat evaluation
    stand = evaluate(state)
    if stand >= beta:
        return beta
    if stand > alpha:
        alpha = stand

    # Opponent disc for threat detection
    human_disc = "O" if ai_disc == "X" else "X"

    # Only consider opponent's winning moves
    for cell in game.completing_cells(state, human_disc):
        nb = game.result(state, cell)
        score = -quiesce(game, nb, evaluate, -beta, -alpha, ai_disc)
        if score >= beta:
            return beta
        if score > alpha:
            alpha = score

    return alpha


def my_quiescence(game, state, evaluate):
    return quiesce(game, state, evaluate, -math.inf, math.inf)
