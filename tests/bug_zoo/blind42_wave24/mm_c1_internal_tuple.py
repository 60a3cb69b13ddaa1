"""checker: check_minimax
truth: correct — recursive (score, action) helper split into maximize_score / minimize_score, as in the original; only the X/player names are taken from game.players.
source: ported from a public CS50 AI tictactoe minimax (code search: "def _minimax_internal(board)" with maximize_score / minimize_score returning (score, action), "from utils.game_logic import X, player, actions, result, utility, terminal")
"""


def my_minimax(game, state):
    return _minimax_internal(game, state)


def _minimax_internal(game, board):
    """The optimal (score, action) tuple for the current player on the board."""
    if game.is_terminal(board):
        return game.utility(board, game.players[0]), None
    if game.to_move(board) == game.players[0]:
        return maximize_score(game, board)
    return minimize_score(game, board)


def maximize_score(game, board):
    best_score = float("-inf")
    best_action = None
    for action in game.actions(board):
        board_result = game.result(board, action)
        score, _ = _minimax_internal(game, board_result)
        if score > best_score:
            best_score = score
            best_action = action
    return best_score, best_action


def minimize_score(game, board):
    best_score = float("inf")
    best_action = None
    for action in game.actions(board):
        board_result = game.result(board, action)
        score, _ = _minimax_internal(game, board_result)
        if score < best_score:
            best_score = score
            best_action = action
    return best_score, best_action
