"""checker: check_minimax (with_move=True)
truth: buggy — the move is kept in one attribute of a class shared by the whole recursion, so deeper nodes overwrite the root's move (value right, move wrong / not a root move).
"""
class Minimax:
    def __init__(self, game):
        self.game = game
        self.best_move = None

    def value(self, state):
        game = self.game
        if game.is_terminal(state):
            return game.utility(state, game.players[0])
        maximizing = game.to_move(state) == game.players[0]
        best = None
        for move in game.actions(state):
            v = self.value(game.result(state, move))
            if best is None or (v > best if maximizing else v < best):
                best = v
                self.best_move = move
        return best


def my_minimax(game, state):
    solver = Minimax(game)
    v = solver.value(state)
    return v, solver.best_move
