"""checker: check_alphabeta
truth: correct — GeeksforGeeks-style fail-soft alpha-beta: best starts at MIN/MAX = -1000/1000, alpha/beta updated before the `if beta <= alpha: break` test (same cuts as AIMA's v >= beta / v <= alpha).
source: ported from Harihareshwar1/ai-practical alpha_beta.py (GfG "MAX, MIN = 1000, -1000" alpha_beta)
"""
MAX, MIN = 1000, -1000


def minimax(game, state, maximizingPlayer, alpha, beta):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if maximizingPlayer:
        best = MIN
        for move in game.actions(state):
            val = minimax(game, game.result(state, move), False, alpha, beta)
            best = max(best, val)
            alpha = max(alpha, best)
            # Alpha Beta Pruning
            if beta <= alpha:
                break
        return best
    else:
        best = MAX
        for move in game.actions(state):
            val = minimax(game, game.result(state, move), True, alpha, beta)
            best = min(best, val)
            beta = min(beta, best)
            # Alpha Beta Pruning
            if beta <= alpha:
                break
        return best


def my_alphabeta(game, state, alpha=MIN, beta=MAX):
    return minimax(game, state, game.to_move(state) == game.players[0], alpha, beta)
