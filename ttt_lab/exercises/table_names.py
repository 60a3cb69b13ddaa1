"""The table alpha-beta checker's names and hints (:mod:`~ttt_lab.exercises.tables`), apart from
its probes so that both stay readable: one name per slip of the table, each with the hint that
points at where the code goes wrong."""

from __future__ import annotations

from ttt_lab.exercises.report import BOUND_AS_EXACT, COSTS_POSITIONS, WRONG_VALUE

LESS_DEEP = "reuses an entry searched less deep"
TOP_DEPTH = "stores the search's starting depth in every entry, not the depth left below it"
NEVER_STORES = "never stores anything in the table"
NEVER_READS = "never reads the table back"
OWN_TABLE = "keeps its own table between searches"
DEPTH_ONE_SHORT = "stores the depth one short"
WRONG_POSITION_KEY = "keys the entry by the wrong position"
SWAPPED_BOUNDS = "mixes up lower and upper bounds"
READS_LOWER_AS_VALUE = "answers with a stored lower bound that is below beta"
READS_UPPER_AS_VALUE = "answers with a stored upper bound that is above alpha"
NARROWS_WRONG_WAY = "narrows the window the wrong way with a stored bound"
KIND_FROM_NARROWED = "compares the value with the narrowed window, not the one the node was called with"

COSTS_POSITIONS.update({NEVER_STORES, NEVER_READS, DEPTH_ONE_SHORT})  # a table that never answers: right values, slower

STORED_SWAPPED_HINT = ("Where you store: a value >= beta (the beta the node was called with) is a LOWER bound, the value"
                       " is at least that; a value <= alpha an UPPER bound. Yours writes the two labels the other way"
                       " round. Your probe is right for the labels (a lower bound raises alpha, an upper bound lowers"
                       " beta): swap only the labels you write.")
SWAPPED_SOMEWHERE_HINT = ("Lower and upper bounds are used the wrong way round, where you store or where you read:"
                          " a value >= beta (the beta the node was called with) is a LOWER bound and must raise alpha"
                          " (alpha = max(alpha, v)) when read back; a value <= alpha is an UPPER bound and must lower"
                          " beta. Check the label you write after the loop against the test you read it with; one of"
                          " the two is swapped.")

TABLE_HINTS = {
    WRONG_VALUE: "The search is wrong even when the table remembers nothing: get plain alpha-beta right first"
                 " (check_alphabeta in notebook 04), then add the table.",
    BOUND_AS_EXACT: "After a cutoff (value >= beta) the value is only a lower bound, and when every move failed"
                    " low (value <= alpha) only an upper bound. An entry must say which kind it holds, and a"
                    " stored value answers at once only if it is exact, or a lower bound >= beta, or an upper"
                    " bound <= alpha: check both where you store and where you read.",
    LESS_DEEP: "Store how many plies were searched below the position with its value, and use an entry only"
               " if it was searched at least as deep as the search now asks for.",
    TOP_DEPTH: "The depth an entry records is the number of plies searched below ITS position: at the root that is"
               " the depth the search was asked for, one ply down one less, and so on. Store this call's depth"
               " parameter (the one you pass on as depth - 1), not the depth the top call was given (a global, or"
               " a parameter handed down unchanged): an entry that claims more plies than it had answers a deeper"
               " search with a shallower value.",
    SWAPPED_BOUNDS: "A search that fails high (value >= beta) has found a LOWER bound: the true value is at"
                    " least that. One that fails low (value <= alpha) has found an UPPER bound. A lower bound"
                    " answers at once only when it is >= beta, an upper bound only when it is <= alpha. Tell"
                    " the kind from the window the search was given (keep alpha and beta from before the loop"
                    " changes them).",
    NARROWS_WRONG_WAY: "A lower bound says the value is at least v: it raises alpha, alpha = max(alpha, v). An"
                       " upper bound says it is at most v: it lowers beta, beta = min(beta, v). Yours does the"
                       " opposite (a lower bound lowers beta, an upper bound raises alpha), so a bound that"
                       " should answer at once sends the search on, and one that tells nothing cuts it off.",
    KIND_FROM_NARROWED: "Decide the kind of an entry against the window the node was called with: keep"
                        " alpha0, beta0 = alpha, beta at the top, before a table bound or the loop moves them;"
                        " then value <= alpha0 is an upper bound, value >= beta0 a lower bound, anything between"
                        " exact. The alpha (at MIN, the beta) your kind test reads has been moved to the best value"
                        " so far, so the mover's own test always holds: every entry, exact or a cutoff's, is stored"
                        " as the mover's upper bound. Change only the alpha and beta the kind is compared with.",
    READS_LOWER_AS_VALUE: "Where you read the table: a lower bound (the search failed high) says only that the"
                          " value is at least that much, so it answers at once only when it is >= beta, the beta"
                          " of the search asking now; otherwise search the moves.",
    READS_UPPER_AS_VALUE: "Where you read the table: an upper bound (the search failed low) says only that the"
                          " value is at most that much, so it answers at once only when it is <= alpha, the alpha"
                          " of the search asking now; otherwise search the moves.",
    NEVER_STORES: "At the end of each search, before returning, write the value (with its kind of bound and"
                  " depth) to table[game.key(state)], in the dict the search was given: `table = {}` inside the"
                  " function makes a new dict and leaves the caller's empty.",
    DEPTH_ONE_SHORT: "Store the depth the search of this position was asked for (depth), not its children's"
                     " (depth - 1): an entry one ply short is never deep enough to answer the same search"
                     " again, so the table is written but never answers.",
    WRONG_POSITION_KEY: "Key each entry by the position searched, table[game.key(state)], when you store it and"
                        " when you look it up: keyed by another position (a child's), entries of different"
                        " positions overwrite and answer for each other.",
    OWN_TABLE: "Keep what the search learns in the `table` it is given (table[game.key(state)] = ...), not in"
               " a dict of your own (at module level, or in an enclosing function): yours outlives the search, so an entry stored by one"
               " search (a bound of its window, or a value at another depth) answers the next search, which"
               " the caller started with a new table. The caller decides what the table remembers.",
    NEVER_READS: "Before searching a position's moves, look it up: table.get(game.key(state)). An entry deep"
                 " enough, with the right kind of bound, answers at once.",
}
