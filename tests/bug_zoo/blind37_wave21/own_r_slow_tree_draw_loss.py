"""checker: check_retrograde
truth: buggy — a recursive walk of the game tree with no memo (each position valued once for every path to it, far past the checker's first cap but finishing), where a position none of whose moves wins is valued a loss even if a move draws.
source: written for g21b (issue 27): another shape of wave 21's slow GamesmanMPI table
"""


def my_retrograde(game):
    "The first player's value (+1, 0, -1) of every reachable position, by game.key, found backwards."
    first = game.players[0]
    table = {}

    def value(state):
        if game.is_terminal(state):
            v = game.utility(state, first)
        else:
            mover = 1 if game.to_move(state) == first else -1
            best = -1
            for move in game.actions(state):
                if mover * value(game.result(state, move)) > 0:
                    best = 1  # only a win counts: a draw is left as a loss
            v = mover * best
        table[game.key(state)] = v
        return v

    value(game.initial_state())
    return table
