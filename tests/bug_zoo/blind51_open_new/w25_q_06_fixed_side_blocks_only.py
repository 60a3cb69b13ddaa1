"""checker: check_quiescence
truth: buggy — negamax recursion (score = -quiesce(...)) but the stand-pat is always evaluated for the same side (aiDisc, the side to move at the root) at every ply, so at the other side's plies it has the wrong sign; it also only follows the opponent's winning cells (never its own win or threat-making moves) and stands pat even then.
source: ported from a public Connect-Four TypeScript quiesce(board, alpha, beta, aiDisc) ("Only considers opponent's winning moves to avoid the horizon effect"; stand = evaluateBoard(board, aiDisc); score = -quiesce(nb, -beta, -alpha, aiDisc))
"""
import math


def evaluate_board(evaluate, state, ai_disc):
    return evaluate(state) if ai_disc == "X" else -evaluate(state)


def quiesce(game, state, alpha, beta, ai_disc, evaluate):
    if game.is_terminal(state):
        return game.utility(state, ai_disc)
    # Stand-pat evaluation
    stand = evaluate_board(evaluate, state, ai_disc)
    if stand >= beta:
        return beta
    if stand > alpha:
        alpha = stand

    # Opponent disc for threat detection
    human_disc = "O" if ai_disc == "X" else "X"

    # Only consider opponent's winning moves
    for cell in game.completing_cells(state, human_disc):
        nb = game.result(state, cell)
        score = -quiesce(game, nb, -beta, -alpha, ai_disc, evaluate)
        if score >= beta:
            return beta
        if score > alpha:
            alpha = score
    return alpha


def my_quiescence(game, state, evaluate):
    "X's value of `state`, past the depth limit: forcing moves only, the evaluation as stand-pat."
    ai = game.to_move(state)
    value = quiesce(game, state, -math.inf, math.inf, ai, evaluate)
    return value if ai == "X" else -value
