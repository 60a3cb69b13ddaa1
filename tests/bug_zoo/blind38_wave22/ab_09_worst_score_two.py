"""checker: check_alphabeta
truth: buggy — each node starts from a "worst non-possible score" of -2 (MAX) / +2 (MIN), assuming utilities within ±1: on trees with larger leaves a MAX node whose children are all below -2 returns -2 and never sets best_move (then `return score, best_move` raises UnboundLocalError), and the ±2 start also distorts the pruning.
source: merledu/ML-AI-Learning-Journey Search/tictactoe/alphabeta.py ("Using wikipedia pseudocode without depth": alphabeta(game_state, alpha=-2, beta=2, our_turn=True), `score = -2 #worst non-possible score`); ported to the Game API, our_turn taken from game.to_move
"""


# Using wikipedia pseudocode without depth
def alphabeta(game, game_state, alpha=-2, beta=2, our_turn=True):
    if game.is_terminal(game_state):
        return game.utility(game_state, game.players[0]), None
    if our_turn:
        score = -2  # worst non-possible score. A win, tie, or even a loss will change this
        for move in game.actions(game_state):
            child = game.result(game_state, move)
            temp_max, _ = alphabeta(game, child, alpha, beta, False)
            if temp_max > score:
                score = temp_max
                best_move = move
            alpha = max(alpha, score)
            if beta <= alpha:
                break
        return score, best_move
    else:
        score = 2  # worst non-possible score. A win, tie, or even a loss will change this
        for move in game.actions(game_state):
            child = game.result(game_state, move)
            temp_min, _ = alphabeta(game, child, alpha, beta, True)
            if temp_min < score:
                score = temp_min
                best_move = move
            beta = min(beta, score)
            if beta <= alpha:
                break
        return score, best_move


def my_alphabeta(game, state, alpha=-2, beta=2):
    return alphabeta(game, state, alpha, beta, game.to_move(state) == game.players[0])
