"""checker: check_alphabeta
truth: buggy — in the minimizing branch beta is updated as min(alpha, min_evaluation) instead of min(beta, min_evaluation), so beta drops to alpha (or below) at once and the MIN node cuts after its first child.
source: MuhanadAtef/othello-game agent.py (Agent.alphaBetaPruning: "beta = min(alpha, min_evaluation)"), ported to the Game API (value only; the original's node caching dropped)
"""
import math


class Agent:
    def __init__(self, game):
        self.game = game

    def alphaBetaPruning(self, root, alpha, beta, maximize):
        game = self.game
        # If we reach leaves of the tree
        if game.is_terminal(root):
            return game.utility(root, game.players[0])
        if maximize:
            max_evaluation = -10e15
            for move in game.actions(root):
                child = game.result(root, move)
                evaluation = self.alphaBetaPruning(child, alpha, beta, game.to_move(child) == game.players[0])
                # Update max value and alpha
                if max_evaluation < evaluation:
                    max_evaluation = evaluation
                alpha = max(alpha, max_evaluation)
                if beta <= alpha:
                    break
            return max_evaluation
        else:
            min_evaluation = 10e15
            for move in game.actions(root):
                child = game.result(root, move)
                evaluation = self.alphaBetaPruning(child, alpha, beta, game.to_move(child) == game.players[0])
                # Update min value and beta
                if min_evaluation > evaluation:
                    min_evaluation = evaluation
                beta = min(alpha, min_evaluation)
                if beta <= alpha:
                    break
            return min_evaluation


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    return Agent(game).alphaBetaPruning(state, alpha, beta, game.to_move(state) == game.players[0])
