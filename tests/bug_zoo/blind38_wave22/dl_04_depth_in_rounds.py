"""checker: check_depth_limited_minimax
truth: buggy — CS188-style depth: the depth counter goes up only after the last (MIN) agent has moved, so `depth` counts rounds of both players, not plies; the search looks about twice as deep as asked before calling evaluate.
source: hum1-ua/pacman_ pruebas.py (AlphaBetaAgent.getAction: alphabeta(agentIndex, depth, ...), `if ... depth == self.depth: return self.evaluationFunction(gameState)`, depth + 1 only when the last ghost has moved); ported to a two-player Game, pruning dropped
"""

import math


def my_depth_limited(game, state, depth, evaluate):
    num_agents = 2
    first = 0 if game.to_move(state) == game.players[0] else 1

    def value(agentIndex, current_depth, gameState):
        if game.is_terminal(gameState):
            return game.utility(gameState, game.players[0])
        if current_depth == depth:
            return evaluate(gameState)
        next_agent = (agentIndex + 1) % num_agents
        # a new round starts when every agent has moved
        next_depth = current_depth + 1 if next_agent == first else current_depth
        values = [value(next_agent, next_depth, game.result(gameState, a)) for a in game.actions(gameState)]
        if game.to_move(gameState) == game.players[0]:
            return max(values)
        return min(values)

    return value(first, 0, state)
