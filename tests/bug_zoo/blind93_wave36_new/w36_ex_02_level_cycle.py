"""checker: check_expectimax
truth: buggy — the kind of each node is taken from a fixed MAX→CHANCE→MIN→CHANCE cycle carried down the recursion (turn/turn_prev), not from game.is_chance/game.to_move, so trees whose levels do not follow that cycle (MIN directly above chance, MAX twice, tic-tac-toe vs random) are valued with the wrong operator.
source: port of the GeeksforGeeks/Wikipedia-based expectiminimax(node, depth, target_depth, scores, probabilities, turn, turn_prev) found by code search ("Sources: GeeksforGeeks minimax article, Wikipedia expectiminimax")
"""
import math


def my_expectimax(game, state):
    """The expected value of `state` for MAX (game.players[0])."""
    return expectiminimax(game, state, turn="MAX" if game.to_move(state) == game.players[0] else "MIN",
                          turn_prev="CHANCE")


def expectiminimax(game, node, turn="MAX", turn_prev="CHANCE"):
    # Base case
    if game.is_terminal(node):
        return game.utility(node, game.players[0])

    # MAX (player turn)
    if turn == "MAX":
        alpha = -math.inf
        for move in game.actions(node):
            alpha = max(alpha, expectiminimax(game, game.result(node, move), "CHANCE", "MAX"))
        return alpha

    # MIN (opponent turn)
    if turn == "MIN":
        alpha = math.inf
        for move in game.actions(node):
            alpha = min(alpha, expectiminimax(game, game.result(node, move), "CHANCE", "MIN"))
        return alpha

    # CHANCE: the next turn is the other player's
    next_turn = "MIN" if turn_prev == "MAX" else "MAX"
    if game.is_chance(node):
        pairs = game.outcomes(node)
    else:
        legal = game.actions(node)
        pairs = [(m, 1 / len(legal)) for m in legal]
    alpha = 0
    for move, p in pairs:
        alpha += p * expectiminimax(game, game.result(node, move), next_turn, "CHANCE")
    return alpha
