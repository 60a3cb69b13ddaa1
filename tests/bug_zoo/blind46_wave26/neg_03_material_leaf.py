"""checker: check_negamax
truth: buggy — finished games are scored by evaluate_simple (my stones minus the opponent's stones for the side to move) instead of the result, which happens to give -1 after X wins but 0 after O wins and -1 for a full drawn board.
source: ported from a code-search excerpt "thuật toán Negamax + Alpha-Beta + TT" (negamax with evaluate_simple, repository not named), window and TT dropped
"""
from math import inf


def evaluate_simple(game, state, player):
    """Lượng giá đơn giản: số quân của mình - đối thủ"""
    seen = {}
    for line in game.lines:
        for c in line:
            seen[c] = game.stone_at(state, c)
    my_count = sum(1 for v in seen.values() if v == player)
    opp_count = sum(1 for v in seen.values() if v is not None and v != player)
    return my_count - opp_count


def my_negamax(game, state):
    player = game.to_move(state)
    if game.is_terminal(state):
        return evaluate_simple(game, state, player)

    best = -inf
    for move in game.actions(state):
        val = -my_negamax(game, game.result(state, move))
        if val > best:
            best = val
    return best
