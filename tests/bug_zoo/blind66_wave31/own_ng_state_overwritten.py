"""checker: check_negamax
truth: buggy — negamax(): the loop over game.actions(state) overwrites state with each child (`state = game.result(state, action)`), so every move after the first is played on top of the ones before, not from the node.
source: own, the same slip as w31_ng_05 on the node's own name, with a colour-free negamax and an early draw test
"""


def negamax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))
    best = float("-inf")
    for action in game.actions(state):
        state = game.result(state, action)
        best = max(best, -negamax(game, state))
    return best


def my_negamax(game, state):
    return negamax(game, state)
