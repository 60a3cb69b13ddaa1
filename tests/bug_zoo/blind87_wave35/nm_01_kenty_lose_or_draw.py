"""checker: check_negamax
truth: buggy — a finished position is assumed to be lost (-1) or drawn (0) for the side to move: any negative utility becomes -1 and a terminal that is good for the mover is not caught at all (it falls through to the move loop and returns -inf), so tree leaves with values other than ±1 are wrong.
source: ported from ken-ty/Gobblet_Gobblers statevalue.py mini_max (if state.is_lose(): return -1; if state.is_draw(): return 0; NegaMax loop)
"""


def my_negamax(game, state):
    # a loss is worth -1
    if game.is_terminal(state) and game.utility(state, game.to_move(state)) < 0:
        return -1
    # a draw is worth 0
    if game.is_terminal(state) and game.utility(state, game.to_move(state)) == 0:
        return 0
    best_score = -float("inf")
    for action in game.actions(state):
        score = -my_negamax(game, game.result(state, action))
        if score > best_score:
            best_score = score
    return best_score
