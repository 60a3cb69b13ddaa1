"""checker: check_retrograde
truth: correct — side-to-move retrograde (WIN/LOSS/UNKNOWN): a successor lost for the opponent wins at once, a position all of whose successors are won for the opponent is lost, whatever stays UNKNOWN is a draw; converted to the first player's view at the end.
source: port of a bobail RetrogradeSolver (retrograde.cpp/.h found by code search: enumerate_states, build_predecessors, mark_terminals, propagate; unknown -> DRAW)
"""
from collections import deque

WIN, LOSS, DRAW, UNKNOWN = 1, -1, 0, None


def my_retrograde(game):
    "The first player's value (+1, 0, -1) of every reachable position, by game.key, found backwards."
    start = game.initial_state()
    states = {game.key(start): start}
    stack = [start]
    while stack:  # enumerate_states
        s = stack.pop()
        if game.is_terminal(s):
            continue
        for m in game.actions(s):
            c = game.result(s, m)
            if game.key(c) not in states:
                states[game.key(c)] = c
                stack.append(c)
    predecessors = {k: [] for k in states}
    num_successors = {}
    for k, s in states.items():  # build_predecessors
        moves = [] if game.is_terminal(s) else game.actions(s)
        num_successors[k] = len(moves)
        for m in moves:
            predecessors[game.key(game.result(s, m))].append(k)
    result, queue = {}, deque()
    for k, s in states.items():  # mark_terminals (only decided ones go in the queue)
        if game.is_terminal(s):
            u = game.utility(s, game.to_move(s))
            result[k] = WIN if u > 0 else LOSS if u < 0 else DRAW
            if result[k] != DRAW:
                queue.append(k)
        else:
            result[k] = UNKNOWN
    while queue:  # propagate
        k = queue.popleft()
        for p in predecessors[k]:
            if result[p] is not UNKNOWN:
                continue
            if result[k] == LOSS:
                result[p] = WIN
                queue.append(p)
            else:  # a successor won by the opponent
                num_successors[p] -= 1
                if num_successors[p] == 0:
                    result[p] = LOSS
                    queue.append(p)
    first = game.players[0]
    return {k: (0 if r is UNKNOWN else r) * (1 if game.to_move(states[k]) == first else -1)
            for k, r in result.items()}
