"""checker: check_quiescence
truth: correct — minimax with helper functions and a class holding the game
source: written
"""


class Quiet:
    def __init__(self, game, evaluate):
        self.game, self.evaluate = game, evaluate

    def other(self, side):
        return "O" if side == "X" else "X"

    def forced(self, state, me):
        wins = self.game.completing_cells(state, me)
        if wins:
            return wins[:1]
        return list(self.game.completing_cells(state, self.other(me)))

    def threats(self, state, me):
        return [m for m in self.game.actions(state) if self.game.completing_cells(self.game.result(state, m), me)]

    def value(self, state):
        g = self.game
        if g.is_terminal(state):
            return g.utility(state, "X")
        me = g.to_move(state)
        pick = max if me == "X" else min
        forced = self.forced(state, me)
        if forced:
            return pick(self.value(g.result(state, m)) for m in forced)
        return pick([self.evaluate(state)] + [self.value(g.result(state, m)) for m in self.threats(state, me)])


def my_quiescence(game, state, evaluate):
    return Quiet(game, evaluate).value(state)
