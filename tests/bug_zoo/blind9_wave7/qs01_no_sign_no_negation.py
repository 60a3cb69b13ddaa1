"""checker: check_quiescence
truth: buggy — negamax shape with neither the side-to-move sign nor the negation: stand pat is X's evaluation and children are taken as they are, so every node (O's too) maximises X's value
source: real — a chess course's psqt quiescence_search(board, alpha, beta): stand_pat = psqt.board_value_piece_square(board) (no player sign) and score = quiescence_search(board, -beta, -alpha) (no minus); the sibling version with `player *` and `-quiescence_search` is the corrected one
"""


def my_quiescence(game, state, evaluate):
    return quiescence_search(game, state, evaluate, -float("inf"), float("inf"))


def forcing(game, state):
    me = game.to_move(state)
    you = "O" if me == "X" else "X"
    return game.completing_cells(state, me)[:1] or game.completing_cells(state, you)


def quiescence_search(game, state, evaluate, alpha, beta):
    if game.is_terminal(state):
        return game.utility(state, "X")
    moves = forcing(game, state)
    if not moves:
        stand_pat = evaluate(state)
        if stand_pat >= beta:
            return beta
        if alpha < stand_pat:
            alpha = stand_pat
        me = game.to_move(state)
        moves = [m for m in game.actions(state) if game.completing_cells(game.result(state, m), me)]
    for move in moves:
        score = quiescence_search(game, game.result(state, move), evaluate, -beta, -alpha)
        if score >= beta:
            return score
        if score > alpha:
            alpha = score
    return alpha
