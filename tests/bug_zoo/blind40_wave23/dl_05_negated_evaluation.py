"""checker: check_depth_limited_minimax
truth: buggy — in the negamax search the horizon returns -evaluate(state) whoever is to move (evaluate is from MAX's view, so it should be negated only when MIN is to move), so horizon values have the wrong sign whenever MAX is to move there.
source: ported from KonovalchukA-IT04/PiisLabs lab3/negamax.py (`if depth == 0: return -evaluation(board)`), with a terminal test added
"""


def negamax(game, depth, state):
    bestScore = float("-inf")

    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))
    if depth == 0:
        return -EVALUATE(state)

    for move in game.actions(state):
        score = -negamax(game, depth - 1, game.result(state, move))
        if score > bestScore:
            bestScore = score

    return bestScore


EVALUATE = None


def my_depth_limited(game, state, depth, evaluate):
    global EVALUATE
    EVALUATE = evaluate
    value = negamax(game, depth, state)
    return value if game.to_move(state) == game.players[0] else -value
