"""checker: check_alphabeta
truth: buggy — a transposition table is added to alpha-beta and it stores maxEval/minEval as an EXACT value whenever the loop was not cut, even when the node failed low/high against the inherited window (its children were cut on that window, so the value is only a bound), and reuses it as exact; on 3x3 boards the values happen to stay right but the table hits skip leaves the plain search visits, and on a 4x3 k=3 board (OX../..../..X.) the value comes out 0 instead of 1.
source: AriveIT/Tic-Tac-Toe-Minimax Agents/V4.py (TicTacToeMiniMax.minimax with add_to_dict/get_dict_value, "memoization + alpha beta pruning"), board copies ported to game.result, table per top-level call, depth limit dropped
"""
import math


class TicTacToeMiniMax:
    def __init__(self, game):
        self.game = game
        self.dict = {}

    def minimax(self, state, alpha, beta, maximizingPlayer):
        game = self.game
        pruned = False
        dict_val = self.get_dict_value(state, alpha, beta)
        if not dict_val == None:
            return dict_val
        if game.is_terminal(state):
            return None, game.utility(state, game.players[0])
        possible_moves = game.actions(state)
        if maximizingPlayer:
            maxEval = float("-inf")
            bestMove = possible_moves[0]
            for move in possible_moves:
                child = game.result(state, move)
                _, eval = self.minimax(child, alpha, beta, game.to_move(child) == game.players[0])
                if eval > maxEval:
                    maxEval = eval
                    bestMove = move
                alpha = max(alpha, eval)
                if beta <= alpha:
                    pruned = True
                    break
            if pruned:
                self.add_to_dict(state, bestMove, None, alpha, float("inf"))
            else:
                self.add_to_dict(state, bestMove, maxEval, None, None)
            return bestMove, maxEval
        else:
            minEval = float("inf")
            bestMove = possible_moves[0]
            for move in possible_moves:
                child = game.result(state, move)
                _, eval = self.minimax(child, alpha, beta, game.to_move(child) == game.players[0])
                if eval < minEval:
                    minEval = eval
                    bestMove = move
                beta = min(beta, eval)
                if beta <= alpha:
                    pruned = True
                    break
            if pruned:
                self.add_to_dict(state, bestMove, None, float("-inf"), beta)
            else:
                self.add_to_dict(state, bestMove, minEval, None, None)
            return bestMove, minEval

    def add_to_dict(self, state, bestMove, exact_val, lower_bound, upper_bound):
        self.dict[self.game.key(state)] = (bestMove, exact_val, lower_bound, upper_bound)

    def get_dict_value(self, state, alpha, beta):
        dict_value = self.dict.get(self.game.key(state))
        if dict_value is None:
            return None
        bestMove, exact_val, lower, upper = dict_value
        if exact_val is not None:
            return bestMove, exact_val
        if upper <= alpha:
            return bestMove, upper
        if lower >= beta:
            return bestMove, lower


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    agent = TicTacToeMiniMax(game)
    _, value = agent.minimax(state, alpha, beta, game.to_move(state) == game.players[0])
    return value
