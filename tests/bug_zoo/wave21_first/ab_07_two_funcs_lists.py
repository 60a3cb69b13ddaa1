"""checker: check_alphabeta
truth: correct — separate MAX and MIN functions that collect the children's scores in a list, score finished children inline, keep the running bound in alpha_count / beta_count and cut when beta <= alpha_count / beta_count <= alpha; returns (best score, best move), fail-soft.
source: public code index id 24442400541 (Isaac Wen, tictactoe_alpha.py: minimax_alpha / minimax_beta), ported to the Game API: the 9-digit board strings became game states, poss_moves/final_state/board_score became game.actions/game.result/game.is_terminal/game.utility, MAX is game.players[0]
"""
import math


# Applies the minimax algorithm for the maximizing player with alpha-beta
# pruning
def minimax_alpha(game, board, alpha, beta):
    alpha_count = alpha
    moves = game.actions(board)
    move_scores = []
    for move in moves:
        child = game.result(board, move)
        # Returns the score of the move if the resulting board is in a final
        # state
        if game.is_terminal(child):
            score = game.utility(child, game.players[0])
            move_scores.append(score)
            alpha_count = max(alpha_count, score)
        # If the resulting board is not in a final state, the score of the
        # board is determined by the optimal move that the opposing player
        # would make
        else:
            (score, next_move) = minimax_beta(game, child, alpha_count, beta)
            move_scores.append(score)
            alpha_count = max(alpha_count, score)
        if beta <= alpha_count:
            break
    # The optimal move for the player in question, the maximizer, is
    # determined by finding the maximum score out of all the resulting boards
    # for the maximizer's possible moves
    max_score = max(move_scores)
    index_max = move_scores.index(max_score)
    return (max_score, moves[index_max])


# Applies the minimax algorithm for the minimizing player with alpha-beta
# pruning
def minimax_beta(game, board, alpha, beta):
    beta_count = beta
    moves = game.actions(board)
    move_scores = []
    for move in moves:
        child = game.result(board, move)
        if game.is_terminal(child):
            score = game.utility(child, game.players[0])
            move_scores.append(score)
            beta_count = min(beta_count, score)
        else:
            (score, next_move) = minimax_alpha(game, child, alpha, beta_count)
            move_scores.append(score)
            beta_count = min(beta_count, score)
        if beta_count <= alpha:
            break
    min_score = min(move_scores)
    index_min = move_scores.index(min_score)
    return (min_score, moves[index_min])


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.to_move(state) == game.players[0]:
        return minimax_alpha(game, state, alpha, beta)[0]
    return minimax_beta(game, state, alpha, beta)[0]
