"""checker: check_minimax
truth: correct — memoised minimax: a fresh table per top-level call, keyed by game.key(state), storing (value, move).
source: own
"""


def my_minimax(game, state, table=None):
    if table is None:
        table = {}
    key = game.key(state)
    if key in table:
        return table[key]
    MAX = game.players[0]
    if game.is_terminal(state):
        answer = (game.utility(state, MAX), None)
    else:
        sign = 1 if game.to_move(state) == MAX else -1
        answer = None
        for move in game.actions(state):
            value, _ = my_minimax(game, game.result(state, move), table)
            if answer is None or sign * value > sign * answer[0]:
                answer = (value, move)
    table[key] = answer
    return answer
