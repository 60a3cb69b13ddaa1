"""checker: check_alphabeta
truth: buggy — in the minimizing branch the bound is updated with beta = min(alpha, min_evaluation) (alpha typed for beta), so right after its first child beta <= alpha holds and every MIN node stops after its first move.
source: github MuhanadAtef/othello-game agent.py (Agent.alphaBetaPruning(root, depth, alpha, beta, maximize)), ported to the Game API: root.child/root.state became game.actions/game.result, game.evaluate became game.utility at finished nodes; the leaf now returns a (value, move) pair like the inner nodes (the original returned a bare number there)
"""
import math


class Agent:
    # game -> game object
    def __init__(self, game):
        self.game = game

    # root -> current state of the tree
    # depth -> depth of the tree
    # alpha -> alpha value
    # beta -> beta value
    def alphaBetaPruning(self, root, depth, alpha, beta, maximize):
        game = self.game
        # If we reach leaves of the tree then select generator to goto next state
        if game.is_terminal(root) or depth == 0:
            return game.utility(root, game.players[0]), None
        optimal_move = None
        if maximize:
            max_evaluation = -10e15
            for move in game.actions(root):
                evaluation, _ = self.alphaBetaPruning(game.result(root, move), depth - 1, alpha, beta, not maximize)
                # Update max value and alpha
                if max_evaluation < evaluation:
                    optimal_move = move
                    max_evaluation = evaluation
                alpha = max(alpha, max_evaluation)
                if beta <= alpha:
                    break
            return max_evaluation, optimal_move
        else:
            min_evaluation = 10e15
            for move in game.actions(root):
                evaluation, _ = self.alphaBetaPruning(game.result(root, move), depth - 1, alpha, beta, not maximize)
                # Update min value and beta
                if min_evaluation > evaluation:
                    optimal_move = move
                    min_evaluation = evaluation
                beta = min(alpha, min_evaluation)
                if beta <= alpha:
                    break
            return min_evaluation, optimal_move


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    agent = Agent(game)
    maximize = game.to_move(state) == game.players[0]
    return agent.alphaBetaPruning(state, 100, alpha, beta, maximize)[0]
