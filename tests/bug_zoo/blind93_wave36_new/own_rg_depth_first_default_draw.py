"""checker: check_retrograde
truth: buggy — a depth-first collection of the positions, then rounds (while True ... if not progress: break) that decide every position not yet in the table at once from table.get(child, 0.0): a child not yet decided counts as a draw, and a decided position is skipped in every later round.
source: own (fixer a92b), another shape of wave 36's rg_05 (depth-first order: some draws declared beside a known winning move)
"""


def my_retrograde(game):
    "The first player's value (+1, 0, -1) of every reachable position, by game.key."
    me = game.players[0]
    seen, stack, states = set(), [game.initial_state()], []
    while stack:
        s = stack.pop()
        if game.key(s) in seen:
            continue
        seen.add(game.key(s))
        states.append(s)
        if not game.is_terminal(s):
            stack.extend(game.result(s, m) for m in game.actions(s))
    table = {}
    for s in states:
        if game.is_terminal(s):
            table[game.key(s)] = game.utility(s, me)
    while True:
        progress = False
        for s in states:
            if game.key(s) in table:
                continue
            scores = []
            for m in game.actions(s):
                scores.append(table.get(game.key(game.result(s, m)), 0.0))
            table[game.key(s)] = max(scores) if game.to_move(s) == me else min(scores)
            progress = True
        if not progress:
            break
    return table
