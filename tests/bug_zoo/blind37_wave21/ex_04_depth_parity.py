"""checker: check_expectimax
truth: buggy — the node type is read from the parity of a depth counter, and the depth is incremented twice per ply (in value() and again in max_value()), so the parity is always even: every node, chance and MIN alike, is valued as a MAX node and exp_value is never reached.
source: aayushdhiman/splendor-ai-4100 gameTree.py (class expectimax: value/max_value/min_value with `depth % 2`, `self.max_value(state, depth+1)` and `self.value(..., depth + 1)`), ported to the notebook's game API; its depth cut-off (depth >= 3 -> eval) dropped since the exercise searches to the end
"""
import sys


class expectimax():

        def __init__(self, game):
            self.game = game

        def getAction(self, state):
            value, move = self.max_value(state, 0)
            return move

        def value(self, state, depth):

            # end case scenarios
            if self.game.is_terminal(state):
                return self.game.utility(state, self.game.players[0])

            # determine min turn or max turn
            if depth % 2 == 0:
                value, move = self.max_value(state, depth+1)
            else:
                value, move = self.min_value(state, depth+1)

            return value

        def max_value(self, state, depth):

            NEGINF = -sys.maxsize-1
            cur = (NEGINF, '')

            for action in self.game.actions(state):
                nex = (self.value(self.game.result(state, action), depth + 1), action)
                cur = nex if cur[0] <= nex[0] else cur

            return cur

        def min_value(self, state, depth):

            # expect value
            exp = 0

            # all possible moves
            actions = list(self.game.actions(state))

            for action in actions:
                nex = (self.value(self.game.result(state, action), depth + 1), action)
                exp += nex[0]

            exp /= len(actions)

            return (exp, '')


def my_expectimax(game, state):
    """The expected value of `state` for MAX (game.players[0])."""
    return expectimax(game).value(state, 0)
