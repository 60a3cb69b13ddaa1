"""checker: check_table_alphabeta
truth: buggy — the bound kinds are swapped: a fail-low value (<= the original alpha, an upper bound) is stored with max=True, which the lookup reads as a lower bound, and a fail-high value with min=True, read as an upper bound; the CacheEntry also keeps no depth, so an entry from a shallower search is reused as is.
source: public Python minimax with `transposition_table = TranspositionTable(8192)` and CacheEntry(best_value, best_move, max=True / min=True) (minimax(board, maximizing, depth=MAX_DEPTH, alpha, beta)), found with the code search; board.key()/successors()/heuristic_value() ported to the game API, the table passed in
"""
import math
from dataclasses import dataclass
from typing import Any


@dataclass
class CacheEntry:
    value: float
    best_move: Any = None
    max: bool = False
    min: bool = False


def minimax(game, board, maximizing, depth, alpha, beta, evaluate, transposition_table):
    alpha_0 = alpha

    if game.key(board) in transposition_table:
        entry: CacheEntry = transposition_table[game.key(board)]
        # lower bound was stored in the transposition table
        if entry.max:
            alpha = max(alpha, entry.value)
        # upper bound was stored in the transposition table
        elif entry.min:
            beta = min(beta, entry.value)
        # exact value was stored in the transposition table
        else:
            return entry.value, entry.best_move
        # prune if the value is outside the bounds
        if alpha >= beta:
            return entry.value, entry.best_move

    # return if game is over or reached maximum depth
    if game.is_terminal(board):
        return game.utility(board, "X"), None
    if depth == 0:
        return evaluate(board), None

    # find best move
    best_value = -math.inf if maximizing else math.inf
    best_move = None
    for move in game.actions(board):
        successor = game.result(board, move)
        # recursively call the function for minimization if max_player, or for maximizing otherwise
        succ_value, _ = minimax(game, successor, not maximizing, depth - 1, alpha, beta, evaluate, transposition_table)
        # set conditions and maximize alpha
        if maximizing:
            # if successor is better than current best, update best move
            if succ_value > best_value:
                best_value, best_move = succ_value, move
            alpha = max(alpha, best_value)
        # set conditions and minimize beta
        else:
            # if successor is better than current best, update best move
            if succ_value < best_value:
                best_value, best_move = succ_value, move
            beta = min(beta, best_value)
        # if surpassed value for player, stop checking
        if alpha >= beta:
            break

    # store the value in the transposition table
    if best_value <= alpha_0:
        transposition_table[game.key(board)] = CacheEntry(best_value, best_move, max=True)
    elif best_value >= beta:
        transposition_table[game.key(board)] = CacheEntry(best_value, best_move, min=True)
    else:
        transposition_table[game.key(board)] = CacheEntry(best_value, best_move)

    return best_value, best_move


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    "X's value of `state`, `depth` plies deep, within (alpha, beta); `table` remembers."
    value, _ = minimax(game, state, game.to_move(state) == "X", depth, alpha, beta, evaluate, table)
    return value
