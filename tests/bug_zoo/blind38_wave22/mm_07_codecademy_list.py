"""checker: check_minimax
truth: correct — Codecademy's is_maximizing minimax that returns a two-item *list* [best_value, best_move] (not a tuple), with the move remembered only when the value strictly improves.
source: Codecademy "Minimax" lesson (minimax(input_board, is_maximizing) returning [best_value, best_move], `minimax(new_board, not is_maximizing)[0]`); ported to the Game API
"""

def minimax(game, input_board, is_maximizing):
    # Base case - the game is over, so we return the value of the board
    if game.is_terminal(input_board):
        return [game.utility(input_board, game.players[0]), None]
    best_move = None
    if is_maximizing == True:
        best_value = -float("Inf")
    else:
        best_value = float("Inf")
    for move in game.actions(input_board):
        new_board = game.result(input_board, move)
        hypothetical_value = minimax(game, new_board, not is_maximizing)[0]
        if is_maximizing == True and hypothetical_value > best_value:
            best_value = hypothetical_value
            best_move = move
        if is_maximizing == False and hypothetical_value < best_value:
            best_value = hypothetical_value
            best_move = move
    return [best_value, best_move]


def my_minimax(game, state):
    return minimax(game, state, game.to_move(state) == game.players[0])
