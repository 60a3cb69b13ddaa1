"""checker: check_table_alphabeta
truth: buggy — ab_lookup returns a stored lower bound when `value > alpha` and an upper bound when `value < beta` (the wrong ends of the window; they must reach beta / fall to alpha), so a bound lying inside the window is returned as if it were the value.
source: midhun-sadanand/cs474-final-project transpositiontable.py (ab_lookup at commit 4b431744: `flag == LOWERBOUND and value > alpha`, `flag == UPPERBOUND and value < beta`) with alphabeta.py (commit 8f04946: original_alpha/original_beta flags), ported to the game API and the notebook's signature
"""
EXACT = 0
LOWERBOUND = 1
UPPERBOUND = 2


class TranspositionTable:
    def __init__(self, table):
        self.table = table

    def ab_lookup(self, state_key, depth, alpha, beta):
        # returns (1) if entry is in table (2) the best_move (3) the value associated with that move
        if state_key in self.table:
            stored_depth, value, best_move, flag, stored_alpha, stored_beta = self.table[state_key]
            if stored_depth >= depth:
                # Depending on the flag, use it to cut off or update alpha/beta
                if flag == EXACT:
                    return True, best_move, value
                elif flag == LOWERBOUND and value > alpha:
                    return True, best_move, value
                elif flag == UPPERBOUND and value < beta:
                    return True, best_move, value
        return False, None, None

    def ab_store(self, state_key, depth, value, best_move, flag, alpha, beta):
        self.table[state_key] = (depth, value, best_move, flag, alpha, beta)


def alphabeta(game, state, depth, evaluate, alpha, beta, maximizingPlayer, tt):
    original_alpha = alpha
    original_beta = beta

    state_key = game.key(state)
    use_entry, tt_move, tt_value = tt.ab_lookup(state_key, depth, alpha, beta)
    if use_entry:
        return tt_move, tt_value

    if game.is_terminal(state):
        return None, game.utility(state, "X")
    if depth == 0:
        return None, evaluate(state)

    if maximizingPlayer:
        value = float('-inf')
        best_move = None
        for move in game.actions(state):
            new_score = alphabeta(game, game.result(state, move), depth - 1, evaluate, alpha, beta, False, tt)[1]
            if new_score > value:
                value = new_score
                best_move = move
            alpha = max(alpha, value)
            if alpha >= beta:
                break
    else:
        value = float('inf')
        best_move = None
        for move in game.actions(state):
            new_score = alphabeta(game, game.result(state, move), depth - 1, evaluate, alpha, beta, True, tt)[1]
            if new_score < value:
                value = new_score
                best_move = move
            beta = min(beta, value)
            if alpha >= beta:
                break

    # Store results in TT
    if value <= original_alpha:
        move_flag = UPPERBOUND
    elif value >= original_beta:
        move_flag = LOWERBOUND
    else:
        move_flag = EXACT
    tt.ab_store(state_key, depth, value, best_move, move_flag, original_alpha, original_beta)
    return best_move, value


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    maximizing = game.to_move(state) == "X"
    return alphabeta(game, state, depth, evaluate, alpha, beta, maximizing, TranspositionTable(table))[1]
