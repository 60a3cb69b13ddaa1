"""checker: check_minimax
truth: buggy — the `return best_outcome` sits inside the `if get_move > best_outcome:` block in the loop, so each node returns as soon as one move beats the starting -10/+10, i.e. with its first move's value and move, never looking at the others.
source: ported from mike123465/id-tech-fun minimax_algorithm.py (minimax(game_board, max): best_outcome = -10 ... if get_move > best_outcome: best_outcome = get_move; return best_outcome)
"""


def my_minimax(game, state):
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX), None

    if game.to_move(state) == MAX:
        best_outcome = -10
        best_move = None
        for move in game.actions(state):
            get_move, _ = my_minimax(game, game.result(state, move))
            if get_move > best_outcome:
                best_outcome = get_move
                best_move = move
                return best_outcome, best_move
    else:
        best_outcome = 10
        best_move = None
        for move in game.actions(state):
            get_move, _ = my_minimax(game, game.result(state, move))
            if get_move < best_outcome:
                best_outcome = get_move
                best_move = move
                return best_outcome, best_move
    return best_outcome, best_move
