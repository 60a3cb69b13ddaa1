"""checker: check_retrograde
truth: correct — the same fixed-point sweep as the card-game tablebase excerpt (values for the side to move), with finished positions seeded for the side to move and converted to the first player's view at the end.
source: ported from the card-game tablebase "Retrograde analysis for tablebase generation" excerpt in the code corpus
"""
WIN, LOSS, DRAW = 1, -1, 0


def my_retrograde(game):
    "The first player's value (+1, 0, -1) of every reachable position, by game.key, found backwards."
    first = game.players[0]
    start = game.initial_state()
    positions = {game.key(start): start}
    successors = {}
    todo = [start]
    while todo:
        s = todo.pop()
        k = game.key(s)
        successors[k] = []
        if game.is_terminal(s):
            continue
        for a in game.actions(s):
            c = game.result(s, a)
            ck = game.key(c)
            successors[k].append(ck)
            if ck not in positions:
                positions[ck] = c
                todo.append(c)
    result = {}
    for k, s in positions.items():
        if game.is_terminal(s):
            result[k] = game.utility(s, game.to_move(s))
    changed = True
    while changed:
        changed = False
        for k in positions:
            if k in result:
                continue
            known = [result.get(c) for c in successors[k]]
            if any(v == LOSS for v in known):
                result[k] = WIN
                changed = True
            elif all(v is not None for v in known):
                result[k] = LOSS if all(v == WIN for v in known) else DRAW
                changed = True
    return {k: (v if game.to_move(positions[k]) == first else -v) for k, v in result.items()}
