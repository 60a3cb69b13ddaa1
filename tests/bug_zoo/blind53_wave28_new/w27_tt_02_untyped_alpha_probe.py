"""checker: check_table_alphabeta
truth: buggy — the probe's last branch `elif entry.eval <= a: return a` tests no type: a Beta entry (a lower bound: the true value is at least eval) whose eval is at most alpha also answers "at most alpha", so a later search with a higher window gets alpha although the position may be worth more.
source: ported from a talkchess.com forum post "transposition table pseudocode" (forum3/viewtopic.php?f=7&t=61193: `if (entry.type == Type.Exact && entry.eval > a && entry.eval < b) return entry.eval; else if (entry.type == Type.Beta && entry.eval >= b) return b; else if (entry.eval <= a) return a;`, fail-hard negamax storing Beta on cutoffs); null move and quiescence left out, the end of the node completed the usual fail-hard way
"""
EXACT, ALPHA, BETA = "Exact", "Alpha", "Beta"


class Entry:
    def __init__(self, depth, eval, type):
        self.depth = depth
        self.eval = eval
        self.type = type


def absearch(game, state, a, b, depth, color, table, evaluate):
    if game.is_terminal(state):
        return max(a, min(b, color * game.utility(state, "X")))
    if depth == 0:
        return max(a, min(b, color * evaluate(state)))
    zobrist = game.key(state)
    entry = table.get(zobrist)
    if entry and entry.depth >= depth:
        if entry.type == EXACT and entry.eval > a and entry.eval < b:
            return entry.eval
        elif entry.type == BETA and entry.eval >= b:
            return b
        elif entry.eval <= a:
            return a
    raised = False
    for move in game.actions(state):
        ev = -absearch(game, game.result(state, move), -b, -a, depth - 1, -color, table, evaluate)
        if ev > a:
            if ev >= b:
                table[zobrist] = Entry(depth, b, BETA)
                return b
            table[zobrist] = Entry(depth, ev, EXACT)
            a = ev
            raised = True
    if not raised:
        table[zobrist] = Entry(depth, a, ALPHA)
    return a


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    "X's value of `state`, `depth` plies deep, within (alpha, beta); `table` remembers."
    if game.to_move(state) == "X":
        return absearch(game, state, alpha, beta, depth, 1, table, evaluate)
    return -absearch(game, state, -beta, -alpha, depth, -1, table, evaluate)
