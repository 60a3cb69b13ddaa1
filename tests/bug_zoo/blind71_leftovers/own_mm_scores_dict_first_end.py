"""checker: check_minimax
truth: buggy — one search with a SCORES table: a finished child that the player to move wins returns SCORES[player] at once, a drawn one returns 0 at once, and a lost one is searched like any child, where the loop finds no moves and its start, 0, comes back; so a finished game counts as who won (1, -1, 0), never its utility, and the first win or draw ends the loop.
source: own (fixer s68b: another shape of wave 21's mm_04, one function instead of max_move/min_move)
"""


def my_minimax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    return search(game, state)


def search(game, board):
    x_player, o_player = game.players
    scores = {x_player: 1, o_player: -1, "DRAW": 0}
    player = game.to_move(board)
    best_score, best_move = 0, None
    for move in game.actions(board):
        child = game.result(board, move)
        if game.is_terminal(child):
            value = game.utility(child, x_player)
            winner = x_player if value > 0 else o_player if value < 0 else "DRAW"
            if winner == player:
                return scores[player], move
            if winner == "DRAW":
                return scores["DRAW"], move
        score, _ = search(game, child)
        if best_move is None or (score > best_score if player == x_player else score < best_score):
            best_score, best_move = score, move
    return best_score, best_move
