"""checker: check_retrograde
truth: buggy — in the fixed-point sweep `changed = False` is reset inside the loop over positions (indentation), so the sweeping stops as soon as the last position of a sweep is unchanged; whatever is still unknown is then called a draw.
source: own (fixed-point retrograde: "propagate values backward until fixed point; otherwise DRAW")
"""


def my_retrograde(game):
    "The first player's value (+1, 0, -1) of every reachable position, by game.key, found backwards."
    P1 = game.players[0]
    start = game.initial_state()
    seen = {game.key(start): start}
    kids = {}
    todo = [start]
    while todo:
        s = todo.pop()
        k = game.key(s)
        kids[k] = []
        if game.is_terminal(s):
            continue
        for a in game.actions(s):
            c = game.result(s, a)
            ck = game.key(c)
            kids[k].append(ck)
            if ck not in seen:
                seen[ck] = c
                todo.append(c)
    val = {k: game.utility(s, P1) for k, s in seen.items() if game.is_terminal(s)}
    changed = True
    while changed:
        for k, s in seen.items():
            changed = False
            if k in val:
                continue
            known = [val[c] for c in kids[k] if c in val]
            if game.to_move(s) == P1:
                if 1 in known:
                    val[k] = 1
                elif len(known) == len(kids[k]):
                    val[k] = max(known)
            else:
                if -1 in known:
                    val[k] = -1
                elif len(known) == len(kids[k]):
                    val[k] = min(known)
            if k in val:
                changed = True
    for k in seen:
        val.setdefault(k, 0)  # never decided: a draw
    return val
