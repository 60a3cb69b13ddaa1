"""checker: check_minimax
truth: correct — picks the best (value, index) tuple with max/min over the children, ties broken by the later move index; valid because any value-keeping move is accepted.
source: own
"""


def my_minimax(game, state):
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX), None
    moves = list(game.actions(state))
    scored = [(my_minimax(game, game.result(state, m))[0], i) for i, m in enumerate(moves)]
    pick = max if game.to_move(state) == MAX else min
    value, index = pick(scored)
    return value, moves[index]
