"""checker: check_expectimax
truth: buggy — the node type is taken from a hard-coded cycle (after MAX or MIN always comes CHANCE, after CHANCE the other player) carried in turn/turn_prev, not from game.is_chance/to_move, so any game without a chance level between every pair of moves is valued wrongly.
source: expectiminimax(node, depth, ..., turn="MAX", turn_prev="CHANCE") from a public Python port of Wikipedia's Expectiminimax (code corpus, "Sources: GeeksforGeeks minimax, Wikipedia expectiminimax"), ported to the notebook's API
"""
import math


def my_expectimax(game, state):
    return expectiminimax(game, state, turn="MAX", turn_prev="CHANCE")


def expectiminimax(game, node, turn="MAX", turn_prev="CHANCE"):
    """Expectiminimax implementation in Python."""
    # Base case
    if game.is_terminal(node):
        return game.utility(node, game.players[0])

    # MAX (player turn)
    if turn == "MAX":
        alpha = -math.inf
        for a in game.actions(node):
            alpha = max(alpha, expectiminimax(game, game.result(node, a), "CHANCE", "MAX"))
        return alpha

    # MIN (opponent turn)
    if turn == "MIN":
        alpha = math.inf
        for a in game.actions(node):
            alpha = min(alpha, expectiminimax(game, game.result(node, a), "CHANCE", "MIN"))
        return alpha

    # CHANCE: weighted average, then the other player moves
    next_turn = "MIN" if turn_prev == "MAX" else "MAX"
    alpha = 0
    for a, p in game.outcomes(node):
        alpha += p * expectiminimax(game, game.result(node, a), next_turn, "CHANCE")
    return alpha
