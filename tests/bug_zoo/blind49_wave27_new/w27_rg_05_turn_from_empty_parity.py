"""checker: check_retrograde
truth: buggy — whose turn it is in a position is worked out from the parity of its empty cells (odd = first player, true on the 9-cell tic-tac-toe board) instead of game.to_move, so on a board with an even number of cells (3x2) every position's mover is swapped: wins are declared for the wrong side and losses decided by the wrong rule.
source: own (a board-representation shortcut that holds only on 3x3)
"""


def my_retrograde(game):
    "The first player's value (+1, 0, -1) of every reachable position, by game.key, found backwards."
    first = game.players[0]
    root = game.initial_state()
    seen = {game.key(root): root}
    back = {game.key(root): []}
    todo = [root]
    while todo:
        s = todo.pop()
        if game.is_terminal(s):
            continue
        for mv in game.actions(s):
            c = game.result(s, mv)
            ck = game.key(c)
            if ck not in seen:
                seen[ck] = c
                back[ck] = []
                todo.append(c)
            back[ck].append(game.key(s))

    def first_to_move(s):
        return len(game.actions(s)) % 2 == 1

    values, count, draw = {}, {}, {}
    queue = []
    for k, s in seen.items():
        if game.is_terminal(s):
            values[k] = game.utility(s, first)
            queue.append(k)
        else:
            count[k] = len(game.actions(s))
            draw[k] = False
    for k in queue:
        for p in back[k]:
            if p in values:
                continue
            best = 1 if first_to_move(seen[p]) else -1
            if values[k] == best:
                values[p] = best
                queue.append(p)
                continue
            if values[k] == 0:
                draw[p] = True
            count[p] -= 1
            if count[p] == 0:
                values[p] = 0 if draw[p] else -best
                queue.append(p)
    return values
