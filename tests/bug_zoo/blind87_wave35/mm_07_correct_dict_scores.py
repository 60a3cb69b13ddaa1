"""checker: check_minimax
truth: correct — builds a dict move -> child value and picks with max/min(scores, key=scores.get); the mover's sign trick chooses the direction.
source: own (dict-of-scores style common in tic-tac-toe tutorials)
"""


def my_minimax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    scores = {}
    for move in game.actions(state):
        scores[move] = my_minimax(game, game.result(state, move))[0]
    pick = max if game.to_move(state) == game.players[0] else min
    best = pick(scores, key=scores.get)
    return scores[best], best
