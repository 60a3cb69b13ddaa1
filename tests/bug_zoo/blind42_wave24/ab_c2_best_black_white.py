"""checker: check_alphabeta
truth: correct — alpha-beta in the book's negamax form with two running bests, best_black (MAX's alpha) and best_white (MIN's best, i.e. minus beta), each side pruning when the other side's outcome is no better than what it already has (<=, AIMA's rule); finished games scored with their utility for the side to move.
source: ported from maxpumperla/deep_learning_and_the_game_of_go code/dlgo/minimax/alphabeta.py (alpha_beta_result(game_state, max_depth, best_black, best_white, eval_fn); MIN_SCORE = -999999), without the depth limit and with the utility instead of MAX_SCORE / MIN_SCORE at finished games
"""
import math

MAX_SCORE = 999999
MIN_SCORE = -999999


def alpha_beta_result(game, game_state, best_black, best_white):
    black, white = game.players
    if game.is_terminal(game_state):
        return game.utility(game_state, game.to_move(game_state))

    best_so_far = MIN_SCORE
    for candidate_move in game.actions(game_state):
        next_state = game.result(game_state, candidate_move)
        opponent_best_result = alpha_beta_result(game, next_state, best_black, best_white)
        our_result = -1 * opponent_best_result

        if our_result > best_so_far:
            best_so_far = our_result

        if game.to_move(game_state) == white:
            if best_so_far > best_white:
                best_white = best_so_far
            outcome_for_black = -1 * best_so_far
            if outcome_for_black <= best_black:
                return best_so_far
        elif game.to_move(game_state) == black:
            if best_so_far > best_black:
                best_black = best_so_far
            outcome_for_white = -1 * best_so_far
            if outcome_for_white <= best_white:
                return best_so_far

    return best_so_far


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    best_black = max(alpha, MIN_SCORE)
    best_white = max(-beta, MIN_SCORE)
    value = alpha_beta_result(game, state, best_black, best_white)
    return value if game.to_move(state) == game.players[0] else -value
