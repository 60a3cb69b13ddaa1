"""checker: check_retrograde
truth: buggy — only decisive finished positions (utility ±1) are put on the queue as seeds; finished draws get their value but never propagate, so their parents never count that move and stay undecided.
source: own, after the tablebase docstring in the code-search excerpt "Retrograde analysis for tablebase generation" ("If ANY successor is LOSS ... If ALL successors are WIN ..."), repository not named by the search tool
"""

WIN, LOSS, DRAW = 1, -1, 0


def my_retrograde(game):
    first = game.players[0]
    positions, preds = {}, {}
    stack = [game.initial_state()]
    positions[game.key(stack[0])] = stack[0]
    preds[game.key(stack[0])] = []
    while stack:
        s = stack.pop()
        if game.is_terminal(s):
            continue
        for a in game.actions(s):
            t = game.result(s, a)
            k = game.key(t)
            if k not in positions:
                positions[k] = t
                preds[k] = []
                stack.append(t)
            preds[k].append(game.key(s))
    # 2. Classify terminal positions (WIN/LOSS/DRAW)
    result, unknown_children, saw_draw, frontier = {}, {}, {}, []
    for k, s in positions.items():
        if game.is_terminal(s):
            result[k] = game.utility(s, first)
            if result[k] != DRAW:
                frontier.append(k)
        else:
            unknown_children[k] = len(game.actions(s))
            saw_draw[k] = False
    # 3. Propagate values backward until fixed point
    while frontier:
        k = frontier.pop(0)
        for p in preds[k]:
            if p in result:
                continue
            mine = WIN if game.to_move(positions[p]) == first else LOSS
            if result[k] == mine:  # ANY successor good for the mover -> WIN
                result[p] = mine
                frontier.append(p)
                continue
            if result[k] == DRAW:
                saw_draw[p] = True
            unknown_children[p] -= 1
            if unknown_children[p] == 0:  # ALL successors known
                result[p] = DRAW if saw_draw[p] else -mine
                frontier.append(p)
    return result
