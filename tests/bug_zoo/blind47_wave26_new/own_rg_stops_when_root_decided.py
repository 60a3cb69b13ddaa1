"""checker: check_retrograde
truth: buggy — a tie among the moves is read as a win for the opponent (only a move to a lost position stops "every move wins"), so a position whose moves draw or lose is declared lost; and the search for positions stops as soon as the start is decided, which that wrong loss does early, so positions are left out.
source: own (k46b: a forward search and backward induction interleaved, stopping at the start's value)
"""
from collections import deque


def my_retrograde(game):
    first = game.players[0]
    start = game.initial_state()
    root = game.key(start)
    states, kids, parents = {root: start}, {}, {root: []}
    value = {}  # for the side to move
    frontier = deque([start])

    def settle(key):
        if key in value or key not in kids:
            return
        known = [value.get(k) for k in kids[key]]
        if any(v == -1 for v in known):
            value[key] = 1
        elif None not in known and all(v != -1 for v in known) and any(v == 1 for v in known):
            value[key] = -1
        elif None not in known:
            value[key] = 0
        else:
            return
        for parent in parents[key]:
            settle(parent)

    done = False
    while frontier and not done:
        state = frontier.popleft()
        key = game.key(state)
        if game.is_terminal(state):
            value[key] = game.utility(state, game.to_move(state))
            for parent in parents[key]:
                settle(parent)
        else:
            kids[key] = []
            for move in game.actions(state):
                child = game.result(state, move)
                ck = game.key(child)
                if ck not in states:
                    states[ck] = child
                    parents[ck] = []
                    frontier.append(child)
                parents[ck].append(key)
                kids[key].append(ck)
        done = root in value
    return {k: (v if game.to_move(states[k]) == first else -v) for k, v in value.items()}
