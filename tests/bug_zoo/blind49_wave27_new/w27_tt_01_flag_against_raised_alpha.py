"""checker: check_table_alphabeta
truth: buggy — the entry's flag is decided against alpha after the loop has raised it (`if best_value <= alpha: UPPER`), not against the alpha the node was called with, so every value is stored as an UPPER bound, fail-high values (true value >= best) included; a later search with a lower window then cuts on that false upper bound.
source: ported from public Gomoku code "thuật toán Negamax + Alpha-Beta + TT" (find_string id 40232068612: negamax with TTEntry(depth, value, flag), flags `if best_value <= alpha: "UPPER" elif best_value >= beta: "LOWER" else "EXACT"` after `alpha = max(alpha, val)` in the loop)
"""
INF = 1e9


class TTEntry:
    def __init__(self, depth, value, flag, best_move):
        self.depth = depth      # depth of the entry
        self.value = value      # the value found
        self.flag = flag        # 'EXACT' / 'LOWER' / 'UPPER'
        self.best_move = best_move


def negamax(game, state, depth, alpha, beta, player, tt, evaluate_fn):
    """Score from the point of view of `player` (1 = X to move, -1 = O to move)."""
    if game.is_terminal(state):
        return player * game.utility(state, "X")

    if depth == 0:
        return player * evaluate_fn(state)

    key = game.key(state)
    tt_entry = tt.get(key)
    if tt_entry and tt_entry.depth >= depth:
        if tt_entry.flag == "EXACT":
            return tt_entry.value
        elif tt_entry.flag == "LOWER":
            alpha = max(alpha, tt_entry.value)
        elif tt_entry.flag == "UPPER":
            beta = min(beta, tt_entry.value)
        if alpha >= beta:
            return tt_entry.value

    best_value = -INF
    best_move = None
    for mv in game.actions(state):
        val = -negamax(game, game.result(state, mv), depth - 1, -beta, -alpha, -player, tt, evaluate_fn)
        if val > best_value:
            best_value = val
            best_move = mv
        alpha = max(alpha, val)
        if alpha >= beta:
            break  # prune

    # save to TT
    if best_value <= alpha:
        flag = "UPPER"
    elif best_value >= beta:
        flag = "LOWER"
    else:
        flag = "EXACT"
    tt[key] = TTEntry(depth=depth, value=best_value, flag=flag, best_move=best_move)
    return best_value


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    "X's value of `state`, `depth` plies deep, within (alpha, beta); `table` remembers."
    player = 1 if game.to_move(state) == "X" else -1
    if player == 1:
        return negamax(game, state, depth, alpha, beta, 1, table, evaluate)
    return -negamax(game, state, depth, -beta, -alpha, -1, table, evaluate)
