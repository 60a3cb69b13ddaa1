"""checker: check_expectimax
truth: buggy — node types come from an is_maximizing_player flag that simply alternates (MAX, then "opponent" averaged uniformly, then MAX...): chance probabilities are ignored (plain average) and a MIN node two levels under MAX is maximised, because the flag never asks game.is_chance / game.to_move below the root.
source: public "(Contains minimax and expectimax)" module, expectimax(game_state, depth, is_maximizing_player, evaluate_func, get_children_func), found with the code search; get_children_func/evaluate_func ported to game.actions/game.result/game.utility
"""
import math


def get_children(game, state, is_maximizing_player):
    return [(move, game.result(state, move)) for move in game.actions(state)]


def expectimax(game, game_state, depth, is_maximizing_player):
    children = get_children(game, game_state, is_maximizing_player)
    if depth == 0 or not children:
        return game.utility(game_state, game.players[0]), None
    if is_maximizing_player:
        max_eval = -float('inf'); best_move = None
        for move, child_state in children:
            evaluation, _ = expectimax(game, child_state, depth - 1, False)
            if evaluation > max_eval: max_eval = evaluation; best_move = move
        return max_eval, best_move
    else:
        avg_score = 0
        # For multi-player, this needs to handle all combinations of opponent moves.
        # This simplified version assumes a 1v1 or averages all individual opponent moves.
        for _, child_state in children:
            evaluation, _ = expectimax(game, child_state, depth - 1, True)
            avg_score += evaluation
        if not children: return 0, None
        return avg_score / len(children), None


def my_expectimax(game, state):
    """The expected value of `state` for MAX (game.players[0])."""
    value, _ = expectimax(game, state, math.inf, game.to_move(state) == game.players[0])
    return value
