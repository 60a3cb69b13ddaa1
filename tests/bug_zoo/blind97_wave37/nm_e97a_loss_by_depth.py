"""checker: check_negamax
truth: buggy — scores any finished game with a winner as -(100 - ply), a loss for the side to move weighted by how deep it lies, instead of game.utility for the side to move.
source: e97a's own shape of wave 37's nm_02 (a ply counted up, the score a plain return)
"""


def negamax(game, state, ply):
    if game.is_terminal(state):
        if game.winner(state):
            return -(100 - ply)
        return 0
    return max(-negamax(game, game.result(state, a), ply + 1) for a in game.actions(state))


def my_negamax(game, state):
    return negamax(game, state, 0)
