"""checker: check_minimax
truth: buggy — the search limits itself to as many plies as the root has moves ("moves left" read as the plies left, as in tic-tac-toe), and an unfinished position at that limit is worth 0, so on trees deeper than their branching it stops early (h40a's own shape of wave 21's mm_06).
"""


def my_minimax(game, state):
    moves_left = len(game.actions(state))

    def value(s, left):
        if game.is_terminal(s):
            return game.utility(s, game.players[0]), None
        if left == 0:
            return 0, None
        results = [(value(game.result(s, a), left - 1)[0], a) for a in game.actions(s)]
        if game.to_move(s) == game.players[0]:
            return max(results, key=lambda r: r[0])
        return min(results, key=lambda r: r[0])

    return value(state, moves_left)
