"""checker: check_minimax
truth: correct — isMaxTurn flag version (chunkymunky0 style) that collects the children's scores in a list and takes the move at scores.index(max/min).
source: adapted from chunkymunky0/python-tic-tac-toe impBot.py (scores list + max/min), move picked by index
"""


def _value(game, state, isMaxTurn):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    scores = [_value(game, game.result(state, m), not isMaxTurn) for m in game.actions(state)]
    return max(scores) if isMaxTurn else min(scores)


def my_minimax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    isMaxTurn = game.to_move(state) == game.players[0]
    moves = list(game.actions(state))
    scores = [_value(game, game.result(state, m), not isMaxTurn) for m in moves]
    best = max(scores) if isMaxTurn else min(scores)
    return best, moves[scores.index(best)]
