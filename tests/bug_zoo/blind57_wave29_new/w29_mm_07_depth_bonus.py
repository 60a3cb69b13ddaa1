"""checker: check_minimax
truth: buggy — finished games are scored val + depth / val - depth (to prefer quick wins), so a draw is worth -depth and every value is shifted by the remaining depth instead of being the plain utility.
source: ported from a code-search excerpt `_alpha_beta(board: Game, depth, alpha, beta, is_maximising_player)` (tic_tac_toe.game, HIGH_BOUND/LOW_BOUND), depth counted down from 9, pruning dropped
"""


def _minimax(game, state, depth, is_maximising_player):
    if game.is_terminal(state):
        val = game.utility(state, game.players[0])
        if val > 0:
            return val + depth, None
        else:
            return val - depth, None
    best_move = None
    if is_maximising_player:
        score = -10**9
        for move in game.actions(state):
            child, _ = _minimax(game, game.result(state, move), depth - 1, not is_maximising_player)
            if child > score:
                score, best_move = child, move
    else:
        score = 10**9
        for move in game.actions(state):
            child, _ = _minimax(game, game.result(state, move), depth - 1, not is_maximising_player)
            if child < score:
                score, best_move = child, move
    return score, best_move


def my_minimax(game, state):
    return _minimax(game, state, 9, game.to_move(state) == game.players[0])
