"""checker: check_alphabeta
truth: buggy — each node receives only its parent's running best (not the alpha/beta window of the whole path) and stops only when a child is strictly better than that bound (new_value > best_value), so it makes no deep cutoffs and no cutoffs on ties: it returns the right value but visits more leaves than alpha-beta.
source: ported from a public CS50 AI tictactoe solution (code search: "from myttt import TicTacToe"; minimax_value(board, best_value) "Optimized using Alpha-Beta Pruning: If the new value found is better than the best value then return"), with alpha/beta accepted and ignored
"""
import math


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    current_player = game.to_move(state)
    best_value = -math.inf if current_player == game.players[0] else math.inf
    for move in game.actions(state):
        new_value = minimax_value(game, game.result(state, move), best_value)
        if current_player == game.players[0]:
            best_value = max(best_value, new_value)
        else:
            best_value = min(best_value, new_value)
    return best_value


def minimax_value(game, board, best_value):
    if game.is_terminal(board):
        return game.utility(board, game.players[0])

    current_player = game.to_move(board)
    value = -math.inf if current_player == game.players[0] else math.inf

    for action in game.actions(board):
        new_value = minimax_value(game, game.result(board, action), value)

        if current_player == game.players[0]:
            if new_value > best_value:
                return new_value
            value = max(value, new_value)

        if current_player == game.players[1]:
            if new_value < best_value:
                return new_value
            value = min(value, new_value)

    return value
