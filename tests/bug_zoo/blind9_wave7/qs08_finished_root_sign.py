"""checker: check_quiescence
truth: buggy — negamax quiescence whose top-level wrapper returns the side-to-move value unnegated when the position given is already finished (O to move there): a finished position is scored for O, not X
source: my own slip while writing qs_c1 (found by comparing with the notebook's model answer on every position); the checker's cases never give a finished position
"""
INF = float("inf")


def my_quiescence(game, state, evaluate):
    v = quiesce(game, state, evaluate, -INF, INF)
    return v if game.is_terminal(state) or game.to_move(state) == "X" else -v


def quiesce(game, state, evaluate, alpha, beta):
    me = game.to_move(state)
    if game.is_terminal(state):
        return game.utility(state, me)
    you = "O" if me == "X" else "X"
    sign = 1 if me == "X" else -1
    moves = game.completing_cells(state, me)[:1] or game.completing_cells(state, you)
    if not moves:
        stand_pat = sign * evaluate(state)
        if stand_pat >= beta:
            return beta
        if stand_pat > alpha:
            alpha = stand_pat
        moves = [m for m in game.actions(state) if game.completing_cells(game.result(state, m), me)]
    for m in moves:
        score = -quiesce(game, game.result(state, m), evaluate, -beta, -alpha)
        if score > alpha:
            if score >= beta:
                return beta
            alpha = score
    return alpha
