"""checker: check_minimax
truth: buggy — max_move/min_move score a finished child by who won (SCORES: ±1 or 0) rather than its utility and return at once on the first finished child that is a win for the mover or a draw, and a finished child that the mover loses is sent to the other side's function, which finds no moves and reports (0, (-1, -1)); all this is harmless in tic-tac-toe but wrong in trees.
source: public code index id 28567885759 (Rice "Principles of Computing" mini-max tic-tac-toe with max_move/min_move helpers), ported to the Game API: clone()/move() became game.result, check_win() became game.is_terminal plus the winner read from game.utility; a top-level guard for finished positions was added
"""


def my_minimax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    return mm_move(game, state, game.to_move(state))


def switch_player(game, player):
    return game.players[1] if player == game.players[0] else game.players[0]


def check_win(game, board):
    """The winner of a finished board, "DRAW", or None while the game goes on."""
    if not game.is_terminal(board):
        return None
    value = game.utility(board, game.players[0])
    return game.players[0] if value > 0 else game.players[1] if value < 0 else "DRAW"


def min_move(game, board, player):
    """
    To simulate PLAYERO's action in this game. Select the position with minimal score.
    """
    SCORES = {game.players[0]: 1, "DRAW": 0, game.players[1]: -1}
    best_score = 0
    best_pos = (-1, -1)
    empty_squares = game.actions(board)
    for position in empty_squares:
        cur_board = game.result(board, position)
        if player == check_win(game, cur_board):
            return SCORES[player], position
        elif "DRAW" == check_win(game, cur_board):
            return SCORES["DRAW"], position
        else:
            score, dummy_pos = mm_move(game, cur_board, switch_player(game, player))
            if best_pos == (-1, -1) or score <= best_score:
                best_score = score
                best_pos = position
    return best_score, best_pos


def max_move(game, board, player):
    """
    To simulate PLAYERX's action in this game. Select the position with maximal score.
    """
    SCORES = {game.players[0]: 1, "DRAW": 0, game.players[1]: -1}
    best_score = 0
    best_pos = (-1, -1)
    empty_squares = game.actions(board)
    for position in empty_squares:
        cur_board = game.result(board, position)
        if player == check_win(game, cur_board):
            return SCORES[player], position
        elif "DRAW" == check_win(game, cur_board):
            return SCORES["DRAW"], position
        else:
            score, dummy_pos = min_move(game, cur_board, switch_player(game, player))
            if best_pos == (-1, -1) or score >= best_score:
                best_score = score
                best_pos = position
    return best_score, best_pos


def mm_move(game, board, player):
    """
    Make a move on the board.

    Returns a tuple with two elements.  The first element is the score
    of the given board and the second element is the desired move.
    """
    if player == game.players[0]:
        best_score, best_pos = max_move(game, board, player)
    else:
        best_score, best_pos = min_move(game, board, player)
    return best_score, best_pos
