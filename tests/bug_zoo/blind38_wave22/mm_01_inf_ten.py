"""checker: check_minimax
truth: buggy — INF is the finite constant 10 (the author's "largest game value"), so a MIN node whose children are all worth more than 10 returns 10 (and a MAX node whose children are all below -10 returns -10) with move None.
source: public code (code corpus file id 22714112247, a Chinese tic-tac-toe project: `INF = 10  # 游戏价值的极大值`, minimax_search(player) returning (best_val, best_pos)); ported to the Game API, structure and names kept
"""

INF = 10            # the largest value a game can have


def another(game, player):
    """The other of the two players."""
    return game.players[1] if player == game.players[0] else game.players[0]


def minimax_search(game, state, player):
    """Minimax search; `player` is the side to move ("Max" = players[0]).
    Returns the best value and its position."""
    if game.is_terminal(state):
        return (game.utility(state, game.players[0]), None)

    if player == game.players[0]:
        best_val, best_pos = -INF, None
        for pos in game.actions(state):
            sub_val, _ = minimax_search(game, game.result(state, pos), another(game, player))
            if sub_val > best_val:
                best_val, best_pos = sub_val, pos
        return (best_val, best_pos)

    else:
        best_val, best_pos = INF, None
        for pos in game.actions(state):
            sub_val, _ = minimax_search(game, game.result(state, pos), another(game, player))
            if sub_val < best_val:
                best_val, best_pos = sub_val, pos
        return (best_val, best_pos)


def my_minimax(game, state):
    return minimax_search(game, state, game.to_move(state))
