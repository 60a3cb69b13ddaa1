"""checker: check_retrograde
truth: correct — a stack (LIFO) instead of a queue, seeded with the won/lost finished positions only; positions never decided (those that can do no better than a drawn move) are filled in as draws at the end, which in a game without cycles is exactly their value.
source: own
"""


def my_retrograde(game):
    "The first player's value (+1, 0, -1) of every reachable position, by game.key, found backwards."
    first = game.players[0]
    start = game.initial_state()
    positions, parents, todo = {game.key(start): start}, {game.key(start): set()}, [start]
    while todo:
        state = todo.pop()
        for move in game.actions(state):
            child = game.result(state, move)
            ck = game.key(child)
            if ck not in positions:
                positions[ck], parents[ck] = child, set()
                todo.append(child)
            parents[ck].add(game.key(state))
    result = {}
    unknown = {k: len(game.actions(s)) for k, s in positions.items() if not game.is_terminal(s)}
    stack = []
    for k, s in positions.items():
        if game.is_terminal(s):
            u = game.utility(s, first)
            if u != 0:
                result[k] = u
                stack.append(k)
    while stack:
        k = stack.pop()
        for p in parents[k]:
            if p in result:
                continue
            mover_wins = 1 if game.to_move(positions[p]) == first else -1
            if result[k] == mover_wins:
                result[p] = mover_wins
                stack.append(p)
            else:
                unknown[p] -= 1
                if unknown[p] == 0:
                    result[p] = -mover_wins
                    stack.append(p)
    for k in positions:
        result.setdefault(k, 0)
    return result
