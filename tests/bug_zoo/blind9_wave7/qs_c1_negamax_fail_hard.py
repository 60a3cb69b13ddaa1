"""checker: check_quiescence
truth: correct — negamax fail-hard alpha-beta (stand pat >= beta returns beta), X's value at the top
source: shape of saifsuleman/gochess engine/quiescence.go and egormoroz/saturn core/quiesce.cpp, with the course's forcing moves
"""
INF = float("inf")


def my_quiescence(game, state, evaluate):
    v = quiesce(game, state, evaluate, -INF, INF)
    return v if game.to_move(state) == "X" else -v


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
