"""checker: check_minimax
truth: buggy — game_state() signals "game still going" with IN_PROGRESS = 1, the same number as a win for MAX, so minSearch/maxSearch treat every finished game that MAX won (utility 1) as unfinished and search its (empty) move list, returning +inf/-inf there.
source: ported from the C++ minimax in the cprogramming.com thread "Tic Tac Toe Minimax Algorithm Problem" (user hello.world; minimax/minSearch/maxSearch with gameState() returning DRAW, INPROGRESS or a score, INPROGRESS read as 1), via the Nemotron-CC copy of that thread
"""
import math

DRAW = 0
IN_PROGRESS = 1


def game_state(game, state):
    """DRAW, IN_PROGRESS, or the score of a finished game for MAX."""
    if not game.is_terminal(state):
        return IN_PROGRESS
    score = game.utility(state, game.players[0])
    if score == 0:
        return DRAW
    return score


def min_search(game, state):
    position_value = game_state(game, state)
    if position_value == DRAW:
        return 0
    if position_value != IN_PROGRESS:
        return position_value
    best_value = math.inf
    for move in game.actions(state):
        value = max_search(game, game.result(state, move))
        if value < best_value:
            best_value = value
    return best_value


def max_search(game, state):
    position_value = game_state(game, state)
    if position_value == DRAW:
        return 0
    if position_value != IN_PROGRESS:
        return position_value
    best_value = -math.inf
    for move in game.actions(state):
        value = min_search(game, game.result(state, move))
        if value > best_value:
            best_value = value
    return best_value


def my_minimax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    maximizing = game.to_move(state) == game.players[0]
    best_value = -math.inf if maximizing else math.inf
    best_moves = []
    for move in game.actions(state):
        child = game.result(state, move)
        value = min_search(game, child) if maximizing else max_search(game, child)
        if (value > best_value) if maximizing else (value < best_value):
            best_value = value
            best_moves = [move]
        elif value == best_value:
            best_moves.append(move)
    return best_value, best_moves[0]
