"""checker: check_retrograde
truth: correct — count-down retrograde with values for the side to move (negamax convention: a child lost for its mover wins the parent; all moves known and none winning: draw if one draws, else lost), resolved positions kept on a LIFO stack; converted to the first player's values at the end.
source: own (side-to-move convention of the retrograde tablebases above, with a stack instead of a queue: the order of resolution does not matter)
"""


def my_retrograde(game):
    "The first player's value (+1, 0, -1) of every reachable position, by game.key, found backwards."
    first = game.players[0]
    start = game.initial_state()
    pos, preds = {game.key(start): start}, {game.key(start): []}
    stack = [start]
    while stack:
        s = stack.pop()
        if game.is_terminal(s):
            continue
        for m in game.actions(s):
            c = game.result(s, m)
            ck = game.key(c)
            if ck not in pos:
                pos[ck] = c
                preds[ck] = []
                stack.append(c)
            preds[ck].append(game.key(s))

    mine = {}  # value for the side to move
    unknown, best_so_far = {}, {}
    ready = []
    for k, s in pos.items():
        if game.is_terminal(s):
            mine[k] = game.utility(s, game.to_move(s))
            ready.append(k)
        else:
            unknown[k] = len(game.actions(s))
            best_so_far[k] = -1
    while ready:
        k = ready.pop()
        for p in preds[k]:
            if p in mine:
                continue
            for_parent = -mine[k]
            if for_parent == 1:
                mine[p] = 1
                ready.append(p)
                continue
            best_so_far[p] = max(best_so_far[p], for_parent)
            unknown[p] -= 1
            if unknown[p] == 0:
                mine[p] = best_so_far[p]
                ready.append(p)
    return {k: (v if game.to_move(pos[k]) == first else -v) for k, v in mine.items()}
