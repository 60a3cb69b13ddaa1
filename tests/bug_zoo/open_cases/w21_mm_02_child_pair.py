"""checker: check_minimax
truth: buggy — a finished position is scored 0 whoever won, and for every child that is not finished mm_move overwrites best_move with the child's own (score, move) pair, so it returns the reply found below its last unfinished move instead of the best of its own moves.
source: http://www.codeskulptor.org/#user43_WDpkEEutvg_1.py (Burke Green, Rice "Principles of Computing" mini-max tic-tac-toe; public code index id 18830792466), ported to the Game API: clone()/move() became game.result, check_win() became game.is_terminal plus the winner read from game.utility
"""


def my_minimax(game, state):
    return mm_move(game, state, player=game.to_move(state))


def switch_player(game, player):
    return game.players[1] if player == game.players[0] else game.players[0]


def mm_move(game, board, player):
    """
    Make a move on the board.

    Returns a tuple with two elements.  The first element is the score
    of the given board and the second element is the desired move.
    """
    PLAYERX, PLAYERO = game.players
    SCORES = {PLAYERX: 1, "DRAW": 0, PLAYERO: -1}
    if game.is_terminal(board):
        return 0, None
    empties = game.actions(board)
    best_move = (0, None)

    for empty in empties:
        copy = game.result(board, empty)

        if game.is_terminal(copy):
            score = game.utility(copy, PLAYERX)
            winner = PLAYERX if score > 0 else PLAYERO if score < 0 else "DRAW"

            if player == PLAYERX and winner == PLAYERX:
                best_move = (1, empty)
                return best_move
            elif player == PLAYERX and score >= best_move[0]:
                best_move = (score, empty)
            elif player == PLAYERO and winner == PLAYERO:
                best_move = (score, empty)
                return best_move
            elif player == PLAYERO and score <= best_move[0]:
                best_move = (score*SCORES[player], (empty))

        else:
            best_move = mm_move(game, copy, player=switch_player(game, player))

    return best_move
