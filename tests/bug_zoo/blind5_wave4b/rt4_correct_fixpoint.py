"""checker: check_retrograde
mistake: correct (repeated sweeps until nothing changes instead of a queue; unsettled positions are draws)."""
def my_retrograde(game):
    first = game.players[0]
    seen, stack = {}, [game.initial_state()]
    while stack:
        s = stack.pop()
        k = game.key(s)
        if k in seen:
            continue
        seen[k] = s
        if not game.is_terminal(s):
            stack.extend(game.result(s, m) for m in game.actions(s))
    children = {k: [game.key(game.result(s, m)) for m in game.actions(s)]
                for k, s in seen.items() if not game.is_terminal(s)}
    value = {k: game.utility(s, first) for k, s in seen.items() if game.is_terminal(s)}
    changed = True
    while changed:
        changed = False
        for k, kids in children.items():
            if k in value:
                continue
            win = 1 if game.to_move(seen[k]) == first else -1
            known = [value.get(c) for c in kids]
            if win in known:
                value[k] = win
                changed = True
            elif None not in known:
                value[k] = 0 if 0 in known else -win
                changed = True
    for k in seen:
        value.setdefault(k, 0)
    return value
