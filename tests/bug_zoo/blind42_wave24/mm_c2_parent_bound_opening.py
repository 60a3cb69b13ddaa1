"""checker: check_minimax
truth: correct — minimax with a one-level cut-off (each child stops as soon as it beats its parent's running best, which cannot change the parent's choice) and a hard-coded first move (0, 1) on the empty 3x3 board, where every move draws.
source: ported from a public CS50 AI tictactoe solution (code search: "from myttt import TicTacToe"; minimax(board) with "Optimization by hardcoding the first move" and minimax_value(board, best_value)), player names taken from game.players
"""

EMPTY_BOARD = [[".", ".", "."], [".", ".", "."], [".", ".", "."]]


def my_minimax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None

    # Optimization by hardcoding the first move
    if state == EMPTY_BOARD:
        return 0, (0, 1)

    current_player = game.to_move(state)
    best_value = float("-inf") if current_player == game.players[0] else float("inf")
    best_action = None

    for move in game.actions(state):
        new_value = minimax_value(game, game.result(state, move), best_value)

        if current_player == game.players[0]:
            new_value = max(best_value, new_value)

        if current_player == game.players[1]:
            new_value = min(best_value, new_value)

        if new_value != best_value:
            best_value = new_value
            best_action = move

    return best_value, best_action


def minimax_value(game, board, best_value):
    """The value of `board`, returning early once it is worse for the parent than `best_value`."""
    if game.is_terminal(board):
        return game.utility(board, game.players[0])

    current_player = game.to_move(board)
    value = float("-inf") if current_player == game.players[0] else float("inf")

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
