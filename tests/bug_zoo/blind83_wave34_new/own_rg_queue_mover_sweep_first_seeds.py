"""checker: check_retrograde
truth: buggy — a queue-based retrograde analysis keeps values for the side to move (a move to a position lost for whoever moves there wins; a position is lost when every move leads to a win for the opponent) and converts them to the first player's view at the end, but seeds finished positions with game.utility(state, game.players[0]), the first player's value: finished positions where the second player would move come out flipped.
source: written for the fix (x81b), another shape of wave 34's rg_05
"""
from collections import deque


def my_retrograde(game):
    "The first player's value (+1, 0, -1) of every reachable position, by game.key, found backwards."
    start = game.initial_state()
    states = {game.key(start): start}
    parents = {game.key(start): []}
    frontier = deque([start])
    while frontier:
        state = frontier.popleft()
        if game.is_terminal(state):
            continue
        for move in game.actions(state):
            child = game.result(state, move)
            ck = game.key(child)
            if ck not in states:
                states[ck] = child
                parents[ck] = []
                frontier.append(child)
            parents[ck].append(game.key(state))
    mover_value = {}
    unknown = {k: len(game.actions(s)) for k, s in states.items() if not game.is_terminal(s)}
    has_draw = set()
    queue = deque()
    for k, s in states.items():
        if game.is_terminal(s):
            mover_value[k] = game.utility(s, game.players[0])
            queue.append(k)
    while queue:
        k = queue.popleft()
        for p in parents[k]:
            if p in mover_value:
                continue
            if mover_value[k] == -1:
                mover_value[p] = 1
                queue.append(p)
                continue
            if mover_value[k] == 0:
                has_draw.add(p)
            unknown[p] -= 1
            if unknown[p] == 0:
                mover_value[p] = 0 if p in has_draw else -1
                queue.append(p)
    first = game.players[0]
    return {k: v if game.to_move(states[k]) == first else -v for k, v in mover_value.items()}
